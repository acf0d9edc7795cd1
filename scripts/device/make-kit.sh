#!/usr/bin/env bash
# Packs what a lent GPU machine needs to run the GPU tests and the GPU
# benchmark into .devkit/kit.tar.xz (ignored by git), for the `device` tool
# to carry: that machine has the CUDA driver, ptxas, PyTorch and Triton but
# no LLVM 22, and what travels is limited to 64 MiB. So tile-run and
# tileir-check are relinked here against LLVM/MLIR's static archives (one
# self-contained file each, instead of the 250 MiB of libLLVM/libMLIR), and
# lit, FileCheck, not, count and the cuTile corpus go with them.
#
#   scripts/device/make-kit.sh          # after ./scripts/build.sh
#
# On the device machine, scripts/device/gpu-check.sh unpacks and runs it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
llvm=${TILEIR_LLVM_PREFIX:-/usr/lib/llvm-22}
corpus=${CORPUS_DIR:-$root/../shared/corpus}
command -v patchelf >/dev/null || { echo "make-kit: needs patchelf (apt-get install patchelf)" >&2; exit 2; }
[ -x "$build/bin/tile-run" ] || { echo "make-kit: build first (no $build/bin/tile-run)" >&2; exit 2; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/bin" "$stage/lib" "$stage/python"

# The runtime helpers the compiled CPU code calls (memrefCopy) live in
# libmlir_c_runner_utils, which only exists as a shared library. Debian links
# it against libMLIR/libLLVM although it calls neither; drop those entries.
cp "$llvm/lib/libmlir_c_runner_utils.so.22.1" "$llvm/lib/libmlir_float16_utils.so.22.1" "$stage/lib/"
patchelf --remove-needed libMLIR.so.22.1 --remove-needed libLLVM.so.22.1 \
  --remove-needed libmlir_apfloat_wrappers.so.22.1 --set-rpath '$ORIGIN' \
  "$stage/lib/libmlir_c_runner_utils.so.22.1"
patchelf --remove-needed libLLVM.so.22.1 "$stage/lib/libmlir_float16_utils.so.22.1"

# Relinks a tool from the build's own link line, with the static archives in
# place of the shared libraries.
relink() {
  local tool=$1
  (cd "$build" && ninja -t commands "bin/$tool" | tail -1) >"$stage/link.orig"
  python3 "$root/scripts/device/static-link-line.py" "$llvm/lib" \
    "$stage/bin/$tool" "$stage/lib" <"$stage/link.orig" >"$stage/link.sh"
  (cd "$build" && bash "$stage/link.sh")
}
relink tile-run
relink tileir-check

# FileCheck, not and count link LLVM statically; Debian lists libz3 among
# their needed libraries although they call nothing in it.
for t in FileCheck not count; do
  cp "$llvm/bin/$t" "$stage/bin/"
  patchelf --remove-needed libz3.so.4 "$stage/bin/$t"
done
cp -r "$llvm/utils/lit/lit" "$stage/python/"
find "$stage/python" -name __pycache__ -prune -exec rm -rf {} +
if [ -d "$corpus" ]; then cp -r "$corpus" "$stage/corpus"; fi
rm -f "$stage/link.sh" "$stage/link.orig"
# The commit the tools were built from (with -dirty for local changes): the
# machine the kit goes to may see another one in the copied checkout.
git -C "$root" describe --always --dirty --abbrev=7 >"$stage/COMMIT"

mkdir -p "$root/.devkit"
tar -C "$stage" -cf - . | xz -9 -T0 >"$root/.devkit/kit.tar.xz"
echo "make-kit: $(du -h "$root/.devkit/kit.tar.xz" | cut -f1) in .devkit/kit.tar.xz"
