#!/bin/sh
# compile-all.sh OUTDIR FILE... : compiles every FILE to a cubin for sm_80,
# sm_90 and sm_100 (ptxas runs for sm_80, sm_90a and sm_100a) and prints one
# line per compilation; exits non-zero if any failed.
out=$1
shift
status=0
for f in "$@"; do
  name=$(basename "$f")
  for gpu in sm_80 sm_90 sm_100; do
    if tileiras "$f" --gpu-name $gpu -O3 -o "$out/$name.$gpu.cubin" 2>"$out/err.txt" &&
       test -s "$out/$name.$gpu.cubin"; then
      echo "OK $gpu $name"
    else
      echo "FAIL $gpu $name: $(head -c 400 "$out/err.txt")"
      status=1
    fi
  done
done
exit $status
