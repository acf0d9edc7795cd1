#!/usr/bin/env bash
# Configures (once) and builds everything into build/; binaries land in
# build/bin. Uses clang when present (faster to compile MLIR code), else g++.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup-deps.sh"
build="$root/build"
if [[ ! -f "$build/build.ninja" ]]; then
  compilers=()
  if command -v clang++ >/dev/null; then
    compilers=(-DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++)
  fi
  cmake -G Ninja -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release "${compilers[@]}"
fi
cmake --build "$build"
