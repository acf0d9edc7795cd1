#!/usr/bin/env bash
# Builds the libFuzzer targets in build-fuzz/ and runs each for a bounded
# time: scripts/fuzz.sh [SECONDS] [bytecode|text|all] (default 60, all).
#   bytecode: the Tile IR bytecode reader (tileir-bytecode-fuzzer)
#   text:     the MLIR text parser with the cuda_tile dialect's custom
#             parsers and verifiers (tileir-text-fuzzer)
#
# Only the fuzzers and what they link are built (not the tools or tests), so
# the run fits in CI. Inputs that find new coverage accumulate in
# build-fuzz/corpus[-text] across runs; crashing inputs land in
# build-fuzz/artifacts and make the script fail. Needs clang with its fuzzer
# runtime (Debian: clang and libclang-rt-<version>-dev).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
usage() {
  cat <<'USAGE'
usage: scripts/fuzz.sh [SECONDS] [bytecode|text|all]

Builds the libFuzzer targets in build-fuzz/ and runs each for SECONDS
(default 60) of wall time; the second argument picks the target (default all).
  bytecode  the Tile IR bytecode reader (tileir-bytecode-fuzzer)
  text      the MLIR text parser with the cuda_tile dialect (tileir-text-fuzzer)
Crashing inputs land in build-fuzz/artifacts and make the script exit 1.
USAGE
}
case ${1:-} in
  -h|--help) usage; exit 0 ;;
esac
seconds=${1:-60}
which=${2:-all}
if ! [[ $seconds =~ ^[0-9]+$ ]] || (( seconds == 0 )); then
  echo "fuzz.sh: SECONDS must be a positive whole number, got '$seconds'" >&2
  usage >&2
  exit 2
fi
build="$root/build-fuzz"
case $which in
  bytecode) targets=(bytecode) ;;
  text) targets=(text) ;;
  all) targets=(bytecode text) ;;
  *) echo "fuzz.sh: unknown target '$which' (bytecode, text or all)" >&2; exit 2 ;;
esac

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
fuzzers=()
for target in "${targets[@]}"; do fuzzers+=("tileir-$target-fuzzer"); done
cmake --build "$build" --target "${fuzzers[@]}"

# Seeds: the real corpus (linked, never copied) and a few hand-made inputs
# that reach the header, section and body decoders quickly.
seeds="$build/seeds"
text_seeds="$build/seeds-text"
rm -rf "$seeds" "$text_seeds"
mkdir -p "$seeds" "$text_seeds" "$build/corpus" "$build/corpus-text" \
  "$build/artifacts"
shopt -s nullglob
# The text parser starts from every test input of ours, whole (invalid
# cases included: they reach the verifiers' error paths) and the corpus's
# decoded kernels.
for f in "$root"/test/Dialect/CudaTile/*.mlir "$root"/../shared/corpus/*.mlir; do
  ln -s "$(realpath "$f")" "$text_seeds/"
done
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

failed=0
for target in "${targets[@]}"; do
  fuzzer="$build/bin/tileir-$target-fuzzer"
  if [[ $target == bytecode ]]; then
    dirs=("$build/corpus" "$seeds")
  else
    dirs=("$build/corpus-text" "$text_seeds")
  fi
  log="$build/fuzz-$target.log"
  echo "fuzz.sh: fuzzing the $target reader for ${seconds}s (log: $log)"
  status=0
  # allow_user_poisoning=0: the text target instruments the dialect library,
  # whose inlined llvm::BumpPtrAllocator code poisons each new slab of the
  # context's uniquer and unpoisons only what it hands out itself; storage
  # that uninstrumented libMLIR then places in the same slab is never
  # unpoisoned, so every later read of it would be a false report.
  # -timeout: a single input taking seconds means a hang. New inputs are
  # written to the first directory only, so the seed links stay as-is.
  ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}allow_user_poisoning=0 \
    "$fuzzer" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
    -print_final_stats=1 -artifact_prefix="$build/artifacts/$target-" \
    "${dirs[@]}" >"$log" 2>&1 || status=$?

  # The last status line ("#N DONE cov: ... exec/s: ...") is the summary.
  echo "$target: $(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)"
  grep -E '^stat::' "$log" || true
  if [[ $status -ne 0 ]]; then
    echo "fuzz.sh: the $target fuzzer failed (exit $status); see $log" >&2
    grep -E 'ERROR: |SUMMARY: |Test unit written to' "$log" >&2 || true
    failed=$status
  fi
done
exit "$failed"
