//===- CoverageCheck.cpp - every cuda_tile op has a lowering pattern ------===//
//
// The lowering must leave no cuda_tile op behind, so every op the dialect
// registers needs a pattern. This pass compares the dialect's op list with
// the root ops of the populated pattern set, so a new cuda_tile op without a
// lowering fails a test instead of a user's compile.
//
//===----------------------------------------------------------------------===//

#include "tileir/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/ADT/StringSet.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_CHECKCUDATILETOTILEAACOVERAGE
#include "tileir/Conversion/CudaTileToTileAA/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;

namespace {
struct CheckCoveragePass
    : tileir::impl::CheckCudaTileToTileAACoverageBase<CheckCoveragePass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    ctx->getOrLoadDialect<cuda_tile::CudaTileDialect>();
    CudaTileToTileAATypeConverter converter;
    RewritePatternSet patterns(ctx);
    populateCudaTileToTileAAConversionPatterns(converter, patterns);

    llvm::StringSet<> covered;
    for (const std::unique_ptr<RewritePattern> &pattern :
         patterns.getNativePatterns())
      if (std::optional<OperationName> root = pattern->getRootKind())
        covered.insert(root->getStringRef());

    unsigned total = 0, missing = 0;
    for (RegisteredOperationName name : ctx->getRegisteredOperations()) {
      if (name.getDialectNamespace() != "cuda_tile")
        continue;
      // The testing$ extension's ops exist only for the parser, verifier and
      // bytecode tests; nothing lowers them.
      if (name.getStringRef().starts_with("cuda_tile.testing$"))
        continue;
      // The preview$ ops (13.5, --preview=simt) are refused before the
      // patterns run, with their own error (ConvertCudaTileToTileAA).
      if (name.getStringRef().starts_with("cuda_tile.preview$"))
        continue;
      ++total;
      if (!covered.contains(name.getStringRef())) {
        ++missing;
        getOperation()->emitError("no cuda_tile to nv_tileaa pattern for '")
            << name.getStringRef() << "'";
      }
    }
    if (missing)
      return signalPassFailure();
    getOperation()->emitRemark("all ")
        << total << " cuda_tile ops have a lowering pattern";
  }
};
} // namespace
