#!/usr/bin/env bash
# Text -> bytecode -> text must be the identity for every valid test input
# under test/Dialect/CudaTile, in each bytecode version that has its ops.
# Inputs are split at `// -----` like --split-input-file. A chunk whose ops
# or types a version lacks is skipped for that version only when the writer
# says so ("requires bytecode version"), and chunks with the legacy `print`
# op are skipped for 13.1 (so are chunks with name or fused locations or
# with other dialects' types, which the format cannot carry). The reader
# always names the module @kernels (the format does not store the name), so
# names are normalised.
set -u -o pipefail
dir=$1
tmp=$2
mkdir -p "$tmp"
status=0; checked=0; skipped=0
# pow is fpowf's name before 13.4 (one opcode): each version's files read
# it back under that version's name, so the two names compare equal.
normalise() { sed -E -e 's/^cuda_tile\.module @[A-Za-z0-9_$.]+/cuda_tile.module @M/' \
                     -e 's/ = fpowf / = pow /'; }
for f in "$dir"/*.mlir; do
  grep -q 'expected-' "$f" && continue
  name=$(basename "$f" .mlir)
  awk -v out="$tmp/$name" 'BEGIN{n=0; f=out "." n ".mlir"} /^\/\/ -----/{n++; f=out "." n ".mlir"; next} {print > f}' "$f"
  for chunk in "$tmp/$name".*.mlir; do
    tile-opt --no-implicit-module "$chunk" 2>/dev/null | normalise > "$chunk.expected" || continue
    [ -s "$chunk.expected" ] || continue
    for v in 13.1 13.2 13.3 13.4; do
      # Our legacy `print` is 13.1's spelling of print_tko and reads back as
      # print_tko (print-tko-13.1.mlir tests that), so it cannot round-trip.
      if [ $v = 13.1 ] && grep -qE '^ *print "' "$chunk.expected"; then
        skipped=$((skipped + 1)); continue
      fi
      if ! tile-translate --no-implicit-module -test-cudatile-roundtrip \
           -bytecode-version=$v "$chunk" 2> "$chunk.$v.err" | normalise > "$chunk.$v.out"; then
        if grep -q 'requires bytecode version\|unsupported type in bytecode writer\|cannot be encoded in bytecode version\|is not available in bytecode version\|cannot be carried by Tile IR bytecode\|unsupported location, got' "$chunk.$v.err"; then
          skipped=$((skipped + 1)); continue
        fi
        echo "FAIL (write/read $v): $(basename "$chunk")"; head -3 "$chunk.$v.err"; status=1; continue
      fi
      if ! diff -q "$chunk.expected" "$chunk.$v.out" > /dev/null; then
        echo "FAIL (differs $v): $(basename "$chunk")"
        diff "$chunk.expected" "$chunk.$v.out" | head -6; status=1; continue
      fi
      checked=$((checked + 1))
    done
  done
done
echo "round-tripped $checked chunk/version pairs, skipped $skipped (version gates, discardable attributes)"
exit $status
