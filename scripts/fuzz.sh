#!/usr/bin/env bash
# Builds the bytecode reader's libFuzzer target in build-fuzz/ and runs it
# for a bounded time: scripts/fuzz.sh [SECONDS] (default 60).
#
# Only the fuzzer and what it links are built (not the tools or tests), so
# the run fits in CI. Inputs that find new coverage accumulate in
# build-fuzz/corpus across runs; crashing inputs land in build-fuzz/artifacts
# and make the script fail. Needs clang with its fuzzer runtime (Debian:
# clang and libclang-rt-<version>-dev).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
build="$root/build-fuzz"
fuzzer="$build/bin/tileir-bytecode-fuzzer"

if ! command -v clang++ >/dev/null; then
  echo "fuzz.sh: clang++ not found" >&2
  exit 1
fi

if [[ ! -f "$build/build.ninja" ]]; then
  # Release without -DNDEBUG: the dialect library keeps its assertions too,
  # so a reader bug that trips one inside a verifier is reported.
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE=-O2 \
    -DCMAKE_C_FLAGS_RELEASE=-O2 -DTILEIR_BUILD_FUZZERS=ON \
    -DTILEIR_BUILD_TESTS=OFF -DTILEIR_BUILD_BENCH=OFF >/dev/null
fi
cmake --build "$build" --target tileir-bytecode-fuzzer

# Seeds: the real corpus (linked, never copied) and a few hand-made inputs
# that reach the header, section and body decoders quickly.
seeds="$build/seeds"
rm -rf "$seeds"
mkdir -p "$seeds" "$build/corpus" "$build/artifacts"
shopt -s nullglob
for f in "$root"/../shared/corpus/*.tileirbc; do
  ln -s "$(realpath "$f")" "$seeds/"
done
printf '\177TileIR\000' >"$seeds/magic-only"
printf '\177TileIR\000\015\003\000\000\000' >"$seeds/empty-13.3"
printf '\177TileIR\000\015\001\000\000\001\001\000\000' >"$seeds/strings-13.1"
if command -v python3 >/dev/null; then
  for case in ok constant-index dense-size verify; do
    python3 "$root/test/Bytecode/Inputs/mkbc.py" "$case" "$seeds/mkbc-$case"
  done
fi

# Files our own writer makes from the valid dialect tests, in every version
# that can carry them, reach ops, globals and versions that the corpus (all
# cuTile output) lacks. Only when the main build's tile-translate exists.
translate="$root/build/bin/tile-translate"
if [[ -x "$translate" ]]; then
  tmp=$(mktemp -d)
  for f in "$root"/test/Dialect/CudaTile/*.mlir "$root"/test/Bytecode/*.mlir; do
    grep -q 'expected-' "$f" && continue
    name=$(basename "$f" .mlir)
    awk -v out="$tmp/$name" 'BEGIN { n = 0 } /^\/\/ -----/ { n++; next }
      { print > (out "." n ".mlir") }' "$f"
  done
  for chunk in "$tmp"/*.mlir; do
    for v in 13.1 13.2 13.3; do
      "$translate" --no-implicit-module -mlir-to-cudatilebc \
        -bytecode-version=$v "$chunk" -o "$seeds/$(basename "$chunk" .mlir).$v" \
        2>/dev/null || rm -f "$seeds/$(basename "$chunk" .mlir).$v"
    done
  done
  rm -rf "$tmp"
fi

log="$build/fuzz.log"
echo "fuzz.sh: fuzzing for ${seconds}s (log: $log)"
status=0
# -timeout: a single input taking seconds means a reader hang. New inputs
# are written to the first directory only, so the seed links stay as-is.
"$fuzzer" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
  -print_final_stats=1 -artifact_prefix="$build/artifacts/" \
  "$build/corpus" "$seeds" >"$log" 2>&1 || status=$?

# The last status line ("#N DONE cov: ... exec/s: ...") is the summary.
grep -E '^#[0-9]+' "$log" | tail -n 1 || true
grep -E '^stat::' "$log" || true
if [[ $status -ne 0 ]]; then
  echo "fuzz.sh: the fuzzer failed (exit $status); see $log" >&2
  grep -E 'ERROR: |SUMMARY: |Test unit written to' "$log" >&2 || true
  exit "$status"
fi
