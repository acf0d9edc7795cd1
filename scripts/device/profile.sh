#!/usr/bin/env bash
# Runs on a lent GPU machine with .devkit/kit.tar.xz carried (make-kit.sh):
# profiles the kernels of named benchmark recipes with Nsight Compute, one
# launch of each tile-run that bench/gpu/run.py makes for them, so that a
# session sees what holds a kernel back (the tensor pipe, issue slots,
# shared-memory and L2 throughput, warp stalls), not only its time. The
# profiles go into $OUT/ncu.txt, one file, as the device tool returns at
# most eight from $OUT.
#
#   scripts/device/profile.sh [SECONDS [RECIPES [run.py args...]]]
#
# RECIPES is run.py's --only list (default gemm_f16,fmha_f16); the run has
# SECONDS in all (default 240). NCU names the profiler (default ncu on
# PATH, else /usr/local/cuda/bin/ncu) and NCU_ARGS replaces its options
# (default "--set detailed --launch-count 1": the first launch of each
# tile-run, with the throughput, workload, occupancy, scheduler and
# warp-state sections). TILE_RUN and CORPUS replace the kit's.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-$root/.devkit/out}
limit=${1:-240}
recipes=${2:-gemm_f16,fmha_f16}
shift 2 2>/dev/null || shift $#
kit=$root/.devkit/kit
tile_run=${TILE_RUN:-$kit/bin/tile-run}
corpus=${CORPUS:-$kit/corpus}
# A fresh machine (the last call's went back) has the kit only packed.
[ -z "${TILE_RUN:-}" ] && [ -f "$root/.devkit/kit.tar.xz" ] &&
  bash "$root/scripts/device/unpack-kit.sh" "$root"
tile_run=$(command -v "$tile_run" || echo "$tile_run")
if [ ! -x "$tile_run" ]; then
  echo "profile: no $tile_run (carry .devkit/kit.tar.xz, made by scripts/device/make-kit.sh)"
  exit 2
fi
ncu=${NCU:-$(command -v ncu || echo /usr/local/cuda/bin/ncu)}
if [ ! -x "$ncu" ]; then
  echo "profile: no Nsight Compute at $ncu (set NCU to its path)"
  exit 2
fi

mkdir -p "$out"
work=$(mktemp -d)
report=$out/ncu.txt
# tile-run as run.py calls it, under the profiler: each call's profile goes
# to a log of its own, numbered in call order, its command beside it; the
# run's own output goes to run.py as usual.
cat >"$work/tile-run" <<'WRAP'
#!/usr/bin/env bash
read -r -a args <<<"$PROFILE_NCU_ARGS"
n=$(find "$PROFILE_DIR" -name '*.log' | wc -l)
log=$PROFILE_DIR/$(printf %03d "$n").log
: >"$log"
printf '%s\n' "tile-run $*" >"$log.cmd"
exec "$PROFILE_NCU" "${args[@]}" --log-file "$log" "$PROFILE_TILE_RUN" "$@"
WRAP
chmod +x "$work/tile-run"

echo "== profile: $recipes (limit ${limit}s)"
PROFILE_DIR=$work PROFILE_NCU=$ncu PROFILE_TILE_RUN=$tile_run \
  PROFILE_NCU_ARGS=${NCU_ARGS:---set detailed --launch-count 1} \
  PYTHONUNBUFFERED=1 timeout "$limit" python3 "$root/bench/gpu/run.py" \
  --tile-run "$work/tile-run" --corpus "$corpus" --timeout "$limit" \
  --output "$work/bench.md" --bench 1 --warmup 0 --only "$recipes" "$@"
status=$?
echo "profile: run.py exit $status"

{
  echo "# Nsight Compute profiles (scripts/device/profile.sh)"
  echo
  date -u
  echo "kit built from $(cat "$kit/COMMIT" 2>/dev/null || echo '?')"
  "$ncu" --version 2>&1 | tail -1
  echo "options: ${NCU_ARGS:---set detailed --launch-count 1}"
  for log in "$work"/*.log; do
    [ -f "$log" ] || continue
    echo
    echo "## $(cat "$log.cmd")"
    echo
    cat "$log"
  done
} >"$report"
calls=$(find "$work" -name '*.log' | wc -l)
rm -rf "$work"
echo "profile: $calls tile-run call(s) profiled, report in $report"
[ "$calls" -gt 0 ] || exit 1
exit "$status"
