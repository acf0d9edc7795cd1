//===- tileir-bytecode-fuzzer.cpp - libFuzzer target for the reader -------===//
//
// Feeds arbitrary bytes to readTileIRBytecode. The reader's contract is that
// any input either decodes to a verified module or fails with one
// diagnostic; a crash, sanitizer report, leak or hang here is a reader bug.
// Build with -DTILEIR_BUILD_FUZZERS=ON (clang only), or run scripts/fuzz.sh.
//
//===----------------------------------------------------------------------===//

#include "FuzzContext.h"
#include "tileir/Bytecode/BytecodeReader.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext &context = tileir::fuzz::getContext();
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  // The module, if any, is destroyed here; every op it owns must go with it
  // or LeakSanitizer reports the input.
  FailureOr<OwningOpRef<cuda_tile::ModuleOp>> module =
      tileir::readTileIRBytecode(llvm::MemoryBufferRef(bytes, "fuzz-input"),
                                 &context);
  (void)module;
  return 0;
}
