#!/usr/bin/env bash
# Runs NVIDIA's cuda-tile lit suite (../shared/conformance, read in place)
# with our tile-opt and tile-translate standing in for NVIDIA's tools, and
# fails on any test that fails and is not listed in
# test/Conformance/expected-failures.txt (one test path per line, each with
# the reason it still fails). A listed test that passes is reported so that
# the list only ever shrinks.
#
#   scripts/conformance.sh [--bin DIR] [SUBSET...]
#
# Without ../shared/conformance (a clone on its own) it says so and exits 0.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runner="$root/../shared/conformance/run"
if [[ ! -x $runner ]]; then
  echo "conformance: skipped (no ../shared/conformance beside the project)"
  exit 0
fi
bin="$root/build/bin"
if [[ ${1:-} == --bin ]]; then
  bin=$2
  shift 2
fi
expected="$root/test/Conformance/expected-failures.txt"
out=$(cd "$root" && "$runner" --bin "$bin" --report "$@")
echo "$out" | grep -E '^(FAIL|XPASS|UNRESOLVED): ' || true
# The runner's 'N passed, N failed' line, reworded: CI reads a line of that
# form as the verdict of the whole run, and listed failures are not one.
summary=$(echo "$out" | tail -n 1)
passed=$(sed -nE 's/.* ([0-9]+) passed, ([0-9]+) failed/\1/p' <<<"$summary")
total=$(sed -nE 's/.* ([0-9]+) passed, ([0-9]+) failed/\1+\2/p' <<<"$summary")
if [[ -z $passed ]]; then
  echo "$out" | tail -n 5
  echo "conformance: FAILED, the suite did not run"
  exit 1
fi
echo "conformance: $passed of $((total)) NVIDIA tests pass"

listed=$(grep -vE '^\s*(#|$)' "$expected" 2>/dev/null | awk '{print $1}' | sort -u)
failed=$(echo "$out" | grep -E '^(FAIL|XPASS|UNRESOLVED): ' |
  sed -E 's/^[A-Z]+: CUDA_TILE :: //' | sort -u)
unexpected=$(comm -13 <(echo "$listed") <(echo "$failed") | grep -v '^$')
fixed=$(comm -23 <(echo "$listed") <(echo "$failed") | grep -v '^$')
if [[ -n $fixed ]]; then
  echo "conformance: now passing, remove from $(basename "$expected"):"
  echo "$fixed" | sed 's/^/  /'
fi
if [[ -n $unexpected ]]; then
  echo "conformance: FAILED, regressions (not in $(basename "$expected")):"
  echo "$unexpected" | sed 's/^/  /'
  exit 1
fi
echo "conformance: ok"
