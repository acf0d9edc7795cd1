//===- tileir-text-fuzzer.cpp - libFuzzer target for the text parser ------===//
//
// Feeds arbitrary bytes to the MLIR parser with the cuda_tile dialect
// loaded, then verifies what parsed. The dialect's custom parsers (types,
// constants, hints, regions of reduce/scan) and its verifiers must turn any
// input into a module or into diagnostics: a crash, sanitizer report, leak
// or hang here is a dialect bug. Build with -DTILEIR_BUILD_FUZZERS=ON (clang
// only), or run scripts/fuzz.sh.
//
//===----------------------------------------------------------------------===//

#include "FuzzContext.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext &context = tileir::fuzz::getContext();
  llvm::SourceMgr sourceMgr;
  // The parser reads up to a terminating NUL: the copy provides it.
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(data), size),
          "fuzz-input"),
      llvm::SMLoc());
  // Parsing verifies the result; the block owns (and frees) whatever parsed.
  Block block;
  (void)parseSourceFile(sourceMgr, &block, ParserConfig(&context));
  return 0;
}
