#!/usr/bin/env bash
# Lowers every kernel file given (cuda_tile text) to nv_tileaa, then runs the
# token verifier and the mbarrier allocator on it. Both must succeed without
# a diagnostic, and every create_mem_token must come out with a slot.
set -u
count=0
for f in "$@"; do
  [ -e "$f" ] || continue
  count=$((count + 1))
  name=$(basename "$f")
  if ! lowered=$(tile-opt --convert-cuda-tile-to-tileaa=compute-capability=sm_90 "$f" 2>&1); then
    echo "FAIL (lowering): $name"; echo "$lowered" | head -3; continue
  fi
  if ! out=$(echo "$lowered" | tile-opt --tileaa-verify-mem-tokens \
               --tileaa-allocate-mbarriers 2>"$TMPDIR_MT/$name.err"); then
    echo "FAIL (token passes): $name"; head -3 "$TMPDIR_MT/$name.err"; continue
  fi
  if [ -s "$TMPDIR_MT/$name.err" ]; then
    echo "FAIL (diagnostics): $name"; head -3 "$TMPDIR_MT/$name.err"
  fi
  if echo "$out" | grep 'create_mem_token' | grep -qv 'mbarrier_slot'; then
    echo "FAIL (no slot): $name"
  fi
done
echo "checked $count kernels"
