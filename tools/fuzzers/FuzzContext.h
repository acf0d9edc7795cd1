//===- FuzzContext.h - The MLIR context shared by the fuzz targets -*- C++ -*-//
//
// One context for the whole run: creating a context and loading the dialect
// per input would dominate the time of each execution. Threading is off
// because the targets are single-threaded and the context's locks only cost
// time. Malformed input is the normal case, so diagnostics are swallowed:
// printing them would only slow the fuzzer down.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_FUZZERS_FUZZCONTEXT_H
#define TILEIR_TOOLS_FUZZERS_FUZZCONTEXT_H

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

namespace mlir::tileir::fuzz {
inline mlir::MLIRContext &getContext() {
  static mlir::MLIRContext *context = [] {
    mlir::DialectRegistry registry;
    registry.insert<mlir::cuda_tile::CudaTileDialect>();
    auto *ctx =
        new mlir::MLIRContext(registry, mlir::MLIRContext::Threading::DISABLED);
    ctx->loadDialect<mlir::cuda_tile::CudaTileDialect>();
    ctx->getDiagEngine().registerHandler(
        [](mlir::Diagnostic &) { return mlir::success(); });
    return ctx;
  }();
  return *context;
}
} // namespace mlir::tileir::fuzz

#endif // TILEIR_TOOLS_FUZZERS_FUZZCONTEXT_H
