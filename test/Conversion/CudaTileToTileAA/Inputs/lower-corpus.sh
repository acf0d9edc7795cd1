#!/usr/bin/env bash
# Lowers every corpus kernel (text and bytecode) to nv_tileaa and checks that
# nothing of cuda_tile survives and that the printed result parses back. The kernels are nested in the implicit
# builtin.module: a top-level cuda_tile.module cannot be replaced in place.
set -u
corpus=$1
count=0
for f in "$corpus"/*.mlir "$corpus"/*.tileirbc; do
  [ -e "$f" ] || continue
  count=$((count + 1))
  if ! out=$(tile-opt --convert-cuda-tile-to-tileaa=compute-capability=sm_90 \
               --canonicalize "$f" 2>&1); then
    echo "FAIL (lowering): $(basename "$f")"; echo "$out" | head -3; continue
  fi
  if echo "$out" | grep -q -e 'cuda_tile\.[a-z_]*[ (]' -e '= cuda_tile\.' \
       -e 'unrealized_conversion_cast' -e '!cuda_tile\.'; then
    echo "FAIL (residue): $(basename "$f")"
  fi
  # The printed nv_tileaa parses back and verifies.
  if ! echo "$out" | tile-opt >/dev/null 2>&1; then
    echo "FAIL (reparse): $(basename "$f")"
  fi
done
echo "lowered $count corpus kernels"
