#!/usr/bin/env bash
# Installs the Debian packages the build needs, when they are missing.
set -euo pipefail

# libopenblas-dev is only the baseline tileir-bench-cpu compares with; the
# build skips that column without it.
packages=(cmake ninja-build ccache g++ python3 libmlir-22-dev mlir-22-tools
          llvm-22-dev llvm-22-tools libzstd-dev libgtest-dev libbenchmark-dev
          libopenblas-dev)
# The libFuzzer runtime for the bytecode fuzzer goes with the installed clang.
if command -v clang++ >/dev/null; then
  clang_major=$(clang++ --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n 1)
  [[ -n "$clang_major" ]] && packages+=("libclang-rt-${clang_major}-dev")
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
