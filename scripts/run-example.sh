#!/usr/bin/env bash
# Builds everything, then verifies and prints an example kernel with tile-opt.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/build.sh"
example=${1:-$root/examples/vector_add.mlir}
echo "== tile-opt --no-implicit-module $example"
"$root/build/bin/tile-opt" --no-implicit-module "$example"
