#!/usr/bin/env bash
# Runs on a lent GPU machine with .devkit/kit.tar.xz carried, after
# gpu-check.sh: times the variants bench/README.md's "First for the next GPU session"
# asks for, one bench/gpu/run.py run each under its own time limit, in the
# order of the list below (the most wanted first), and gathers their
# reports into $OUT/experiments.md and their output into
# $OUT/experiments.log: two files, as the device tool returns at most eight
# from $OUT and gpu-check.sh leaves four.
#
#   scripts/device/experiments.sh [SECONDS_EACH [NAME...]]
#
# NAMEs pick variants (default: all). RUN_ARGS replaces the run.py
# arguments every variant gets (default "--bench 10 --warmup 2");
# TILE_RUN and CORPUS replace the kit's (for trying the script under
# gpu-sim: RUN_ARGS="--device gpu-sim --small").
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-$root/.devkit/out}
each=${1:-90}
shift 1 2>/dev/null || shift $#
kit=$root/.devkit/kit
tile_run=${TILE_RUN:-$kit/bin/tile-run}
corpus=${CORPUS:-$kit/corpus}
read -r -a run_args <<<"${RUN_ARGS:---bench 10 --warmup 2}"
# A fresh machine (the last call's went back) has the kit only packed.
[ -z "${TILE_RUN:-}" ] && [ -f "$root/.devkit/kit.tar.xz" ] &&
  bash "$root/scripts/device/unpack-kit.sh" "$root"
if [ ! -x "$tile_run" ]; then
  echo "experiments: no $tile_run (carry .devkit/kit.tar.xz, made by scripts/device/make-kit.sh)"
  exit 2
fi

# name|run.py arguments (split on spaces)
variants=(
  "lhsregs|--only gemm_f16 --tile-run-arg=--tileas-loaded-lhs-in-registers"
  "tilelaunch|--only gemm_f16,gemm_bf16,fmha_f16 --tile-run-arg=--gpu-launch=tile"
  "qsmem|--only fmha_f16,fmha_f16_causal --tile-run-arg=--tileas-invariant-lhs-in-shared-memory"
  "unroll0|--only fmha_f16,fmha_f16_causal --tile-run-arg=--tileas-no-unroll-prefetched-products --tile-run-arg=--tileas-pipeline-no-deferred-waits"
  "occ3|--only fmha_f16,fmha_f16_causal --tile-run-arg=--tileas-pipeline-max-stages=3 --tile-run-arg=--tileas-no-unroll-prefetched-products --tile-run-arg=--tileas-invariant-lhs-in-shared-memory"
  "defer0|--only fmha_f16,fmha_f16_causal --tile-run-arg=--tileas-pipeline-no-deferred-waits"
  "rows1|--only layer_norm_fwd_f32,layer_norm_fwd_f16,rms_norm_f16 --tile-run-arg=--tileas-prefetch-loads-max-distance=1"
  "products0|--only fmha_f16,fmha_f16_causal --tile-run-arg=--tileas-no-prefetch-products"
  "four|--only gemm_f16 --tile-run-arg=--tileas-pipeline-max-stages=4"
  "rows4|--only layer_norm_fwd_f32,rms_norm_f16 --gpu-threads 128"
  "two|--only fmha_f16,fmha_f16_causal --tile-run-arg=--tileas-pipeline-max-stages=2"
  "static|--only fmha_f16,fmha_f16_causal --tile-run-arg=--gpu-shared-memory=49152"
  "static0|--only fmha_f16,fmha_f16_causal --tile-run-arg=--gpu-shared-memory=49152 --tile-run-arg=--tileas-no-prefetch-products"
  "two0|--only fmha_f16,fmha_f16_causal --tile-run-arg=--tileas-pipeline-max-stages=2 --tile-run-arg=--tileas-no-prefetch-products"
  "three|--only fmha_f16,fmha_f16_causal --tile-run-arg=--tileas-pipeline-max-stages=3"
  "wide|--only gemm_f16 --tile-run-arg=--tileas-widen-k-steps"
  "wide3|--only gemm_f16 --tile-run-arg=--tileas-widen-k-steps --tile-run-arg=--tileas-pipeline-max-stages=3"
  "rows0|--only layer_norm_fwd_f32,layer_norm_fwd_f16,rms_norm_f16 --tile-run-arg=--tileas-no-prefetch-loads"
  "tma|--only gemm_f16 --tile-run-arg=--tileas-pipeline-tma"
)

mkdir -p "$out"
work=$(mktemp -d)
report=$out/experiments.md
log=$out/experiments.log
: >"$log"
{
  echo "# Experiments (scripts/device/experiments.sh)"
  echo
  echo "Each section is one bench/gpu/run.py run ($(printf '%s ' "${run_args[@]}")plus the"
  echo "variant's arguments), with its own PyTorch and Triton figures."
} >"$report"
known=0
for entry in "${variants[@]}"; do
  name=${entry%%|*}
  read -r -a args <<<"${entry#*|}"
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then
    continue
  fi
  known=$((known + 1))
  echo "== $name: ${args[*]} (limit ${each}s)" | tee -a "$log"
  PYTHONUNBUFFERED=1 timeout "$each" python3 "$root/bench/gpu/run.py" \
    --tile-run "$tile_run" --corpus "$corpus" --timeout "$each" \
    --output "$work/$name.md" "${run_args[@]}" "${args[@]}" >>"$log" 2>&1
  status=$?
  echo "$name exit: $status" | tee -a "$log"
  {
    echo
    echo "## $name: \`${args[*]}\` (exit $status)"
    echo
    if [ -f "$work/$name.md" ]; then
      grep -E '^\|' "$work/$name.md"
    else
      echo "no report (see experiments.log)"
    fi
  } >>"$report"
done
rm -rf "$work"
if [ "$known" -eq 0 ]; then
  echo "experiments: no variant named $* (known: $(printf '%s\n' "${variants[@]}" | cut -d'|' -f1 | tr '\n' ' '))"
  exit 2
fi
echo "experiments: $known run, report in $report"
