//===- Coalesce.cpp - 16-byte runs per thread for tiled accesses ----------===//
//
// A warp's access to global memory is fast when each thread moves 16
// contiguous bytes and neighbouring threads neighbouring runs. The default
// layout gives each thread single elements T apart, so here every tiled
// load and store along a unit-stride dimension gets a blocked layout with
// 16-byte runs along it, and the conversions this introduces are moved
// through elementwise ops and folded, as Triton's Coalesce and
// RemoveLayoutConversions passes do for TritonGPU.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/Transforms/Passes.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TILEASCOALESCE
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;

/// The coalesced type for a tile accessed through `view`, or null when a
/// vector access cannot apply (gathers, strided views, a last dimension that
/// is not contiguous in memory, sub-byte elements, runs under 2 elements).
static RankedTensorType coalescedType(RankedTensorType tile,
                                      aa::TiledViewType view,
                                      unsigned numWarps) {
  if (view.getKind().getValue() != "partition" || tile.getRank() == 0)
    return {};
  aa::MemRefType memref = view.getMemref();
  int64_t rank = tile.getRank();
  auto dimMap =
      dyn_cast_or_null<DenseI64ArrayAttr>(view.getLayout().get("dim_map"));
  if (!dimMap || dimMap.size() != rank ||
      dimMap[rank - 1] != memref.getRank() - 1 ||
      memref.getStrides().back() != 1)
    return {};
  Type element = memref.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() < 8 ||
      !llvm::isPowerOf2_32(element.getIntOrFloatBitWidth()))
    return {};
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  if (16 / bytes < 2 || tile.getShape().back() < 2)
    return {};
  // Runs of up to 16 bytes along the contiguous last dimension.
  unsigned run = std::min<int64_t>(16 / bytes, tile.getShape().back());
  auto layout = getRowMajorBlockedLayout(tile.getContext(), tile.getShape(),
                                         run, numWarps);
  return RankedTensorType::get(tile.getShape(), tile.getElementType(), layout);
}

namespace {
/// convert(convert(x)) is convert(x), or x itself.
struct FoldConversionChain : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getSource().getType() == op.getType()) {
      rewriter.replaceOp(op, op.getSource());
      return success();
    }
    auto inner = op.getSource().getDefiningOp<ConvertLayoutOp>();
    if (!inner)
      return failure();
    if (inner.getSource().getType() == op.getType())
      rewriter.replaceOp(op, inner.getSource());
    else
      rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(),
                                                   inner.getSource());
    return success();
  }
};

/// An elementwise op whose tile operands all come from one layout through
/// conversions (or are splat constants) runs in that layout, and its
/// results are converted instead: the conversion moves down the chain
/// until it meets its inverse.
struct ConvertAfterElementwise : public RewritePattern {
  ConvertAfterElementwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() ||
        op->getNumResults() == 0)
      return failure();
    Attribute layout;
    bool sawConversion = false;
    for (Value operand : op->getOperands()) {
      if (!isa<RankedTensorType>(operand.getType()))
        continue;
      if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
        Attribute from =
            cast<RankedTensorType>(convert.getSource().getType()).getEncoding();
        if (layout && layout != from)
          return failure();
        layout = from;
        sawConversion = true;
        continue;
      }
      DenseElementsAttr splat;
      if (!matchPattern(operand, m_Constant(&splat)) || !splat.isSplat())
        return failure();
    }
    if (!sawConversion)
      return failure();
    for (Type type : op->getResultTypes())
      if (!isa<RankedTensorType>(type))
        return failure();

    auto inLayout = [&](Type type) -> Type {
      auto tensor = cast<RankedTensorType>(type);
      return RankedTensorType::get(tensor.getShape(), tensor.getElementType(),
                                   layout);
    };
    llvm::SmallVector<Value> operands;
    for (Value operand : op->getOperands()) {
      if (!isa<RankedTensorType>(operand.getType())) {
        operands.push_back(operand);
      } else if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
        operands.push_back(convert.getSource());
      } else {
        DenseElementsAttr splat;
        matchPattern(operand, m_Constant(&splat));
        auto type = cast<ShapedType>(inLayout(operand.getType()));
        operands.push_back(arith::ConstantOp::create(
            rewriter, op->getLoc(), type, splat.reshape(type)));
      }
    }
    llvm::SmallVector<Type> resultTypes;
    for (Type type : op->getResultTypes())
      resultTypes.push_back(inLayout(type));
    OperationState state(op->getLoc(), op->getName(), operands, resultTypes,
                         op->getAttrs());
    Operation *moved = rewriter.create(state);
    llvm::SmallVector<Value> results;
    for (auto [result, old] : llvm::zip(moved->getResults(), op->getResults()))
      results.push_back(ConvertLayoutOp::create(rewriter, op->getLoc(),
                                                old.getType(), result));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// Gives the tiled loads and stores of `func` coalesced layouts, with
/// conversions to and from the layouts their tiles had; false if none
/// applies.
static bool coalesceAccesses(aa::FuncOp func, unsigned numWarps) {
  bool changed = false;
  OpBuilder builder(func.getContext());
  func.walk([&](Operation *op) {
    if (auto load = dyn_cast<aa::TiledLoadOp>(op)) {
      auto tile = cast<RankedTensorType>(load.getTile().getType());
      RankedTensorType coalesced =
          coalescedType(tile, load.getView().getType(), numWarps);
      if (!coalesced || coalesced == tile)
        return;
      builder.setInsertionPointAfter(load);
      load.getTile().setType(coalesced);
      auto back =
          ConvertLayoutOp::create(builder, load.getLoc(), tile, load.getTile());
      load.getTile().replaceAllUsesExcept(back, back);
      changed = true;
    } else if (auto store = dyn_cast<aa::TiledStoreOp>(op)) {
      auto tile = cast<RankedTensorType>(store.getTile().getType());
      RankedTensorType coalesced =
          coalescedType(tile, store.getView().getType(), numWarps);
      if (!coalesced || coalesced == tile)
        return;
      builder.setInsertionPoint(store);
      auto to = ConvertLayoutOp::create(builder, store.getLoc(), coalesced,
                                        store.getTile());
      store.getTileMutable().assign(to);
      changed = true;
    }
  });
  return changed;
}

struct TileASCoalesce
    : public nv_tileas::impl::TileASCoalesceBase<TileASCoalesce> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned threads = numThreads;
    if (failed(nv_tileas::verifyNumThreads(module, threads)))
      return signalPassFailure();
    RewritePatternSet patterns(module.getContext());
    patterns.add<FoldConversionChain, ConvertAfterElementwise>(
        module.getContext());
    FrozenRewritePatternSet frozen(std::move(patterns));
    // A kernel is coalesced only where every conversion folds away: the
    // default layout already gives a warp contiguous 128-byte accesses, and
    // a conversion left before a reduction, scan or dot would add a trip
    // through shared memory that the vector accesses do not pay back. (The
    // layouts of those ops come with passes of their own.)
    llvm::SmallVector<aa::FuncOp> kernels;
    module.walk([&](aa::FuncOp func) { kernels.push_back(func); });
    for (aa::FuncOp func : kernels) {
      auto trial = cast<aa::FuncOp>(func->clone());
      auto opts = remark::RemarkOpts::name("Coalesce")
                      .category("layouts")
                      .function(func.getSymName());
      if (!coalesceAccesses(trial, threads / 32)) {
        trial->erase();
        continue;
      }
      // The first conversion left, if any, says why the kernel keeps its
      // layouts.
      bool folded =
          succeeded(applyPatternsGreedily(trial.getOperation(), frozen));
      ConvertLayoutOp left;
      trial->walk([&](ConvertLayoutOp op) {
        left = op;
        return WalkResult::interrupt();
      });
      if (folded && !left) {
        func.getBody().takeBody(trial.getBody());
        remark::passed(func.getLoc(), opts) << remark::add(
            "tiled loads and stores move up to 16 bytes per thread at once");
      } else {
        Operation *user =
            left && !left->use_empty() ? *left->getUsers().begin() : nullptr;
        remark::missed(func.getLoc(), opts)
            << remark::add("tiled accesses keep one element per thread")
            << remark::reason("their tiles also feed '{0}', which would need "
                              "a layout conversion through shared memory",
                              user ? user->getName().getStringRef().str()
                                   : std::string("another op"));
      }
      trial->erase();
    }
  }
};
} // namespace
