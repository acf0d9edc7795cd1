#!/usr/bin/env bash
# Every corpus .tileirbc must decode to its neighbouring .mlir (NVIDIA's
# decoding of it) up to runs of spaces: NVIDIA's printer leaves two spaces
# where an optional rounding mode is omitted (`addf %a, %b  : ...`), ours
# one. Decode -> encode (same version) -> decode must give the same text
# again, exactly.
set -u -o pipefail
corpus=$1
tmp=$2
mkdir -p "$tmp"
status=0; count=0
for f in "$corpus"/*.tileirbc; do
  name=$(basename "$f" .tileirbc)
  count=$((count + 1))
  case $name in *.13_1) version=13.1 ;; *) version=13.3 ;; esac
  if ! tile-translate -cudatilebc-to-mlir "$f" -o "$tmp/$name.mlir"; then
    echo "FAIL (decode): $name"; status=1; continue
  fi
  if ! diff -q <(tr -s ' ' < "$corpus/$name.mlir") \
       <(tr -s ' ' < "$tmp/$name.mlir") > /dev/null; then
    echo "FAIL (differs from .mlir): $name"; status=1; continue
  fi
  if ! tile-translate --no-implicit-module -mlir-to-cudatilebc \
       -bytecode-version=$version "$tmp/$name.mlir" -o "$tmp/$name.bc" ||
     ! tile-translate -cudatilebc-to-mlir "$tmp/$name.bc" -o "$tmp/$name.again.mlir"; then
    echo "FAIL (re-encode): $name"; status=1; continue
  fi
  if ! diff -q "$tmp/$name.mlir" "$tmp/$name.again.mlir" > /dev/null; then
    echo "FAIL (decode/encode/decode unstable): $name"; status=1
  fi
done
echo "checked $count corpus bytecode files"
exit $status
