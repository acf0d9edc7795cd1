//===- tileir-bytecode-fuzzer.cpp - libFuzzer target for the reader -------===//
//
// Feeds arbitrary bytes to readTileIRBytecode. The reader's contract is that
// any input either decodes to a verified module or fails with one
// diagnostic; a crash, sanitizer report, leak or hang here is a reader bug.
// Build with -DTILEIR_BUILD_FUZZERS=ON (clang only), or run scripts/fuzz.sh.
//
//===----------------------------------------------------------------------===//

#include "tileir/Bytecode/BytecodeReader.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

/// One context for the whole run: creating a context and loading the
/// dialect per input would dominate the time of each execution. Threading
/// is off because the reader is single-threaded and the context's locks
/// only cost time here.
static MLIRContext &getContext() {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    registry.insert<cuda_tile::CudaTileDialect>();
    auto *ctx = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    ctx->loadDialect<cuda_tile::CudaTileDialect>();
    // Malformed input is the normal case: diagnostics are expected and
    // only slow the fuzzer down if they are printed.
    ctx->getDiagEngine().registerHandler(
        [](Diagnostic &) { return success(); });
    return ctx;
  }();
  return *context;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext &context = getContext();
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  // The module, if any, is destroyed here; every op it owns must go with it
  // or LeakSanitizer reports the input.
  FailureOr<OwningOpRef<cuda_tile::ModuleOp>> module =
      tileir::readTileIRBytecode(llvm::MemoryBufferRef(bytes, "fuzz-input"),
                                 &context);
  (void)module;
  return 0;
}
