#!/usr/bin/env bash
# Builds everything, verifies and prints an example kernel with tile-opt, then
# runs the vector add example on the CPU with tile-run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/build.sh"
example=${1:-$root/examples/vector_add.mlir}
echo "== tile-opt --no-implicit-module $example"
"$root/build/bin/tile-opt" --no-implicit-module "$example"

# Run the vector add on the CPU with tile-run: c = a + b over 1000 elements.
if [[ -z "${1:-}" ]]; then
  npy="$root/test/Tools/tile-run/Inputs/npy.py"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  python3 "$npy" write "$tmp/a.npy" f4 1000 'i*0.5'
  python3 "$npy" write "$tmp/b.npy" f4 1000 '1000-i'
  echo "== tile-run $example --grid 8 (a[i] = i/2, b[i] = 1000 - i)"
  "$root/build/bin/tile-run" "$example" --grid 8 --arg "@$tmp/a.npy" \
    --arg "@$tmp/b.npy" --arg zeros:f32:1000 --arg 1000 --out "2=@$tmp/c.npy"
  echo "c[0..5] = $(python3 "$npy" print "$tmp/c.npy" 6)"
fi
