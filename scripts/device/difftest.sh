#!/usr/bin/env bash
# Runs on a lent GPU machine with .devkit/kit.tar.xz carried: random kernels
# of scripts/difftest.py on the real GPU and on gpu-sim, compared with the
# interpreter, for SECONDS; the log goes to $OUT/difftest.log (one file) and
# failing cases to $OUT/difftest-cases.tar.gz (kernel, inputs, commands).
# The GPU runs the PTX itself (the inline-asm rewrites, the hardware's
# rounding, flushing and min/max rules), which gpu-sim only models.
#
#   scripts/device/difftest.sh [SECONDS [SEED [difftest.py args...]]]
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-$root/.devkit/out}
secs=${1:-120}
seed=${2:-1}
shift 2 2>/dev/null || shift $#
kit=$root/.devkit/kit
mkdir -p "$out"
[ -z "${DIFFTEST_BIN:-}" ] && [ -f "$root/.devkit/kit.tar.xz" ] &&
  bash "$root/scripts/device/unpack-kit.sh" "$root"
bin=${DIFFTEST_BIN:-$kit/bin}
if [ ! -x "$bin/tile-run" ]; then
  echo "difftest.sh: no $bin/tile-run (carry .devkit/kit.tar.xz, made by scripts/device/make-kit.sh)"
  exit 2
fi
keep=$(mktemp -d)
# The kit has no tileiras, so no ptxas stage; a large count, cut by time.
timeout $((secs + 60)) python3 "$root/scripts/difftest.py" --bin "$bin" \
  --devices "${DIFFTEST_DEVICES:-interp,gpu,sim90}" --ptxas none \
  --count 100000 --seed "$seed" --time-limit "$secs" --keep "$keep" "$@" \
  >"$out/difftest.log" 2>&1
status=$?
tail -n 1 "$out/difftest.log"
if [ -n "$(ls -A "$keep")" ]; then
  tar -czf "$out/difftest-cases.tar.gz" -C "$keep" .
fi
rm -rf "$keep"
exit $status
