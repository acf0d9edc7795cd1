#!/bin/sh
# Runs the tile-run on PATH, then overwrites the second-to-last byte of every
# --out file with 0x7c (a large f8 value or a changed f32), so that the benchmark's
# check must report a mismatch.
tile-run "$@" || exit $?
prev=
for a in "$@"; do
  if [ "$prev" = "--out" ]; then
    f=${a#*=@}
    size=$(wc -c < "$f")
    printf '\174' | dd of="$f" bs=1 seek=$((size - 2)) conv=notrunc 2>/dev/null
  fi
  prev=$a
done
