#!/usr/bin/env bash
# Builds everything and runs every test (lit/FileCheck and GoogleTest) via
# ctest, then NVIDIA's conformance suite (scripts/conformance.sh).
# In CI (CI set) with clang and its libFuzzer runtime it also fuzzes the
# bytecode reader for 60 s (scripts/fuzz.sh) and prints a one-line summary;
# last, a fixed draw of random kernels through scripts/difftest.py.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/build.sh"
cd "$root/build"
ctest --output-on-failure -j"$(nproc)"

# NVIDIA's lit suite with our tools; fails on any failure not listed in
# test/Conformance/expected-failures.txt, skips without ../shared.
"$root/scripts/conformance.sh"

# True when clang++ can link a libFuzzer target (the runtime is a separate
# Debian package, libclang-rt-<version>-dev).
can_fuzz() {
  command -v clang++ >/dev/null || return 1
  local dir
  dir=$(mktemp -d)
  printf '%s\n' '#include <cstddef>' '#include <cstdint>' \
    'extern "C" int LLVMFuzzerTestOneInput(const uint8_t *, size_t) { return 0; }' \
    >"$dir/probe.cpp"
  clang++ -fsanitize=fuzzer,address,undefined "$dir/probe.cpp" -o "$dir/probe" \
    >/dev/null 2>&1
  local status=$?
  rm -rf "$dir"
  return $status
}

if [[ -n "${CI:-}" ]]; then
  if ! can_fuzz; then
    echo "fuzz: skipped (clang++ cannot link -fsanitize=fuzzer)"
  elif fuzz_out=$("$root/scripts/fuzz.sh" 60 2>&1); then
    echo "fuzz: ok"
    grep -E '^(bytecode|text): ' <<<"$fuzz_out" | sed 's/^/fuzz: /'
  else
    echo "$fuzz_out" | tail -n 40
    echo "fuzz: FAILED (reproducers in build-fuzz/artifacts/)"
    exit 1
  fi
fi

# Random kernels on every executor (scripts/difftest.py), a fixed draw so
# that CI is repeatable: 60 cases, about two minutes on two cores.
if dt_out=$(python3 "$root/scripts/difftest.py" --count 60 --seed 1 2>&1); then
  echo "difftest: ok ($(tail -n 1 <<<"$dt_out" | sed "s/^difftest: //"))"
else
  grep -v ': ok$' <<<"$dt_out" | tail -n 40
  echo "difftest: FAILED"
  exit 1
fi
