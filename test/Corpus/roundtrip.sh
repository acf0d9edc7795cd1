#!/usr/bin/env bash
# Every corpus kernel (Tile IR text printed by NVIDIA's 13.3 tools) must
# parse, verify and print back byte for byte up to runs of spaces (NVIDIA's
# printer leaves two where an optional rounding mode is omitted, ours one),
# also through the generic op form. tile-opt ends its output with one extra
# newline, as mlir-opt does.
set -u
corpus=$1
tmp=$2
mkdir -p "$tmp"
status=0
count=0
for f in "$corpus"/*.mlir; do
  name=$(basename "$f")
  count=$((count + 1))
  { tr -s ' ' < "$f"; echo; } > "$tmp/$name.expected"
  squeeze() { tr -s ' ' < "$1" > "$1.squeezed" && mv "$1.squeezed" "$1"; }
  if ! tile-opt --no-implicit-module "$f" -o "$tmp/$name.out"; then
    echo "FAIL (parse/verify): $name"; status=1; continue
  fi
  squeeze "$tmp/$name.out"
  if ! diff -q "$tmp/$name.expected" "$tmp/$name.out" >/dev/null; then
    echo "FAIL (print differs): $name"; diff "$tmp/$name.expected" "$tmp/$name.out" | head -5
    status=1; continue
  fi
  if ! tile-opt --no-implicit-module -mlir-print-op-generic "$f" |
       tile-opt --no-implicit-module -o "$tmp/$name.generic"; then
    echo "FAIL (generic form): $name"; status=1; continue
  fi
  squeeze "$tmp/$name.generic"
  if ! diff -q "$tmp/$name.expected" "$tmp/$name.generic" >/dev/null; then
    echo "FAIL (generic round trip differs): $name"; status=1
  fi
done
echo "checked $count corpus files"
exit $status
