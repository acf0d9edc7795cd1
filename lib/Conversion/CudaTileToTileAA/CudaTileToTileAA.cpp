//===- CudaTileToTileAA.cpp - the ConvertCudaTileToTileAA pass ------------===//
//
// Seed 001's contract: a partial conversion of every cuda_tile op into
// nv_tileaa (plus arith for the few ops arith already expresses), with the
// compute capability checked first and two user-facing diagnostics.
//
//===----------------------------------------------------------------------===//

#include "tileir/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_CONVERTCUDATILETOTILEAA
#include "tileir/Conversion/CudaTileToTileAA/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;

namespace {
/// ub.poison of a cuda_tile type becomes ub.poison of the converted type,
/// which the target accepts.
struct PoisonOpConversion : OpConversionPattern<ub::PoisonOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ub::PoisonOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    rewriter.replaceOpWithNewOp<ub::PoisonOp>(op, type);
    return success();
  }
};
} // namespace

void mlir::tileir::configureCudaTileToTileAATarget(ConversionTarget &target) {
  target.addLegalDialect<arith::ArithDialect, nv_tileaa::TileAADialect,
                         func::FuncDialect, gpu::GPUDialect, scf::SCFDialect,
                         math::MathDialect>();
  target.addIllegalDialect<cuda_tile::CudaTileDialect>();
  // A converted cuda_tile.module is a builtin.module; ops a pattern creates
  // must be legal, not merely unknown.
  target.addLegalOp<ModuleOp>();
  target.addDynamicallyLegalOp<ub::PoisonOp>([](ub::PoisonOp op) {
    return isLegalTileAAType(op.getResult().getType());
  });
}

void mlir::tileir::populateCudaTileToTileAAConversionPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  // Fixed order, so the composition of the pattern set is reproducible.
  populateComputeAndControlFlowConversions(converter, patterns);
  populateMemoryAndViewConversions(converter, patterns);
  populateMmaReduceScanConversions(converter, patterns);
  addTruncIOpConversion(converter, patterns);
  addRsqrtOpConversion(converter, patterns);
  addMaxIOpConversion(converter, patterns);
  addIToFOpConversion(converter, patterns);
  addGlobalOpConversion(converter, patterns);
  addFmaOpConversion(converter, patterns);
  addConstantOpConversion(converter, patterns);
  addAssumeOpConversion(converter, patterns);
  patterns.add<PoisonOpConversion>(converter, patterns.getContext());
}

namespace {
struct ConvertCudaTileToTileAAPass
    : tileir::impl::ConvertCudaTileToTileAABase<ConvertCudaTileToTileAAPass> {
  using ConvertCudaTileToTileAABase::ConvertCudaTileToTileAABase;

  void runOnOperation() override {
    Operation *root = getOperation();
    std::optional<unsigned> cc = parseComputeCapability(computeCapability);
    if (!cc) {
      root->emitError("invalid or missing --compute-capability option");
      return signalPassFailure();
    }

    // Every cuda_tile.module nested in the input, found by a pre-order walk
    // that does not descend into the modules themselves. A pass cannot
    // replace the op it runs on, so a top-level cuda_tile.module (what
    // tile-opt --no-implicit-module reads, and how NVIDIA's tools print every
    // file) stays as the container and its contents are lowered in place.
    SmallVector<Operation *> ops;
    auto topLevel = dyn_cast<cuda_tile::ModuleOp>(root);
    if (topLevel) {
      if (!topLevel.getBody().empty())
        for (Operation &op : *topLevel.getBodyBlock())
          ops.push_back(&op);
    } else {
      root->walk<WalkOrder::PreOrder>([&](cuda_tile::ModuleOp module) {
        ops.push_back(module);
        return WalkResult::skip();
      });
    }

    // A kernel whose parameters are not all Tile IR (the dialect lets other
    // dialects' types through) has nothing to lower to.
    bool launchable = true;
    for (Operation *op : ops)
      op->walk([&](cuda_tile::EntryOp entry) {
        launchable &= succeeded(entry.verifyLaunchableSignature());
      });
    if (!launchable)
      return signalPassFailure();

    // 13.5's preview calls into SIMT libraries need the library's code,
    // which this compiler cannot link: refused where they are written.
    bool hasPreview = false;
    for (Operation *op : ops)
      op->walk([&](Operation *nested) {
        if (isa<cuda_tile::PreviewCallOp, cuda_tile::PreviewExternImplOp>(
                nested)) {
          nested->emitOpError("is not supported by this compiler: calls into "
                              "SIMT libraries are not lowered");
          hasPreview = true;
        }
      });
    if (hasPreview)
      return signalPassFailure();

    MLIRContext *ctx = &getContext();
    CudaTileToTileAATypeConverter converter;
    RewritePatternSet patterns(ctx);
    populateCudaTileToTileAAConversionPatterns(converter, patterns);
    ConversionTarget target(*ctx);
    configureCudaTileToTileAATarget(target);

    // A translation, not an optimisation: cuda_tile folders do not run here
    // (each op keeps a one-to-one counterpart for tests and debugging, and
    // nv_tileaa canonicalization folds afterwards).
    ConversionConfig config;
    config.foldingMode = DialectConversionFoldingMode::Never;
    if (failed(
            applyPartialConversion(ops, target, std::move(patterns), config))) {
      root->emitError("failed to convert cuda_tile to nv_tileaa");
      return signalPassFailure();
    }

    // Later stages read the target from the IR, not from a pass option.
    auto ccAttr = IntegerAttr::get(IntegerType::get(ctx, 32), *cc);
    if (topLevel)
      topLevel->setAttr("nv_tileaa.compute_capability", ccAttr);
    root->walk([&](ModuleOp module) {
      if (module != root)
        module->setAttr("nv_tileaa.compute_capability", ccAttr);
    });
  }
};
} // namespace
