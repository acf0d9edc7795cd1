#!/usr/bin/env bash
# Runs on a lent GPU machine (the `device` tool), from the repository root,
# with .devkit carried (see make-kit.sh): unpacks the kit, runs the GPU lit
# tests and then the GPU benchmark, and leaves the logs and the report in
# $OUT. Each step has its own time limit so that one slow step cannot eat
# the others' share of the lease.
#
#   scripts/device/gpu-check.sh [LIT_SECONDS [BENCH_SECONDS [run.py args...]]]
set -uo pipefail
root=$(pwd)
out=${OUT:-$root/.devkit/out}
lit_s=${1:-150}
bench_s=${2:-330}
shift 2 2>/dev/null || shift $#
kit=$root/.devkit/kit
mkdir -p "$out"
bash "$root/scripts/device/unpack-kit.sh" "$root" || { echo "gpu-check: no kit"; exit 2; }

# lit.cfg.py finds the corpus beside the checkout.
if [ ! -d "$root/../shared/corpus" ] && [ -d "$kit/corpus" ]; then
  mkdir -p "$root/../shared" && ln -s "$kit/corpus" "$root/../shared/corpus"
fi
mkdir -p "$root/build/test"
cat >"$root/build/test/lit.site.cfg.py" <<CFG
config.llvm_tools_dir = "$kit/bin"
config.tileir_tools_dir = "$kit/bin"
config.tileir_src_root = "$root"
config.tileir_obj_root = "$root/build"
import lit.llvm
lit.llvm.initialize(lit_config, config)
lit_config.load_config(config, "$root/test/lit.cfg.py")
CFG

{
  date -u
  echo "kit built from $(cat "$kit/COMMIT" 2>/dev/null || echo '?')"
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv
  command -v ptxas || ls /usr/local/cuda/bin/ptxas
  /usr/local/cuda/bin/ptxas --version | tail -1
  python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"
} 2>&1 | tee "$out/machine.txt"

suite=${LIT_SUITE:-Tools/tile-run-gpu}
# lit's per-test limit needs psutil.
per_test=()
python3 -c "import psutil" 2>/dev/null && per_test=(--timeout 120)
echo "== lit build/test/$suite (limit ${lit_s}s)"
PYTHONPATH=$kit/python timeout "$lit_s" python3 -c \
  "import sys; from lit.main import main; sys.argv[0] = 'lit'; main()" \
  -sv -j"$(nproc)" "${per_test[@]}" "$root/build/test/$suite" 2>&1 |
  tee "$out/lit-gpu.log" | grep -E "^(FAIL|PASS|UNSUPPORTED|XFAIL|Total|  Passed|  Failed|  Unsupported|error)" 
echo "lit exit: ${PIPESTATUS[0]}"

echo "== bench/gpu/run.py (limit ${bench_s}s)"
commit=()
[ -f "$kit/COMMIT" ] && commit=(--commit "$(cat "$kit/COMMIT")")
PYTHONUNBUFFERED=1 timeout "$bench_s" python3 "$root/bench/gpu/run.py" \
  --tile-run "$kit/bin/tile-run" --corpus "$kit/corpus" "${commit[@]}" \
  --output "$out/RESULTS-gpu.md" --timeout 120 "$@" 2>&1 | tee "$out/bench.log"
echo "bench exit: ${PIPESTATUS[0]}"
