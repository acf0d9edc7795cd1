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
/// vector access cannot apply (gathers, strided views, no tile dimension
/// along contiguous memory, sub-byte elements, runs under 2 elements).
static RankedTensorType coalescedType(RankedTensorType tile,
                                      aa::TiledViewType view,
                                      unsigned numWarps) {
  std::optional<unsigned> dim = view.getContiguousTileDim();
  if (!dim)
    return {};
  Type element = view.getMemref().getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() < 8 ||
      !llvm::isPowerOf2_32(element.getIntOrFloatBitWidth()))
    return {};
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  int64_t extent = tile.getShape()[*dim];
  if (16 / bytes < 2 || extent < 2)
    return {};
  // Runs of up to 16 bytes along the contiguous dimension (the last one,
  // unless the view transposes the tile).
  unsigned run = std::min<int64_t>(16 / bytes, extent);
  auto layout = getBlockedLayoutAlong(tile.getContext(), tile.getShape(), *dim,
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

/// dot and dot_scaled take their operands (not the accumulator) in any
/// distributed layout: the lowering stages them through shared memory for
/// the product, element by element, whatever their layout. So a conversion
/// in front of an operand is dropped, and the tile a coalesced load made
/// reaches the product with its 16-byte runs.
struct DotTakesOperandLayout : public RewritePattern {
  DotTakesOperandLayout(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa<aa::DotOp, aa::DotScaledOp>(op))
      return failure();
    bool changed = false;
    // lhs and rhs are operands 0 and 1 of both ops.
    for (unsigned i : {0u, 1u}) {
      auto convert = op->getOperand(i).getDefiningOp<ConvertLayoutOp>();
      if (!convert)
        continue;
      rewriter.modifyOpInPlace(op,
                               [&] { op->setOperand(i, convert.getSource()); });
      changed = true;
    }
    return success(changed);
  }
};

/// A reshape (view, expand_dims) of a converted tile reshapes the tile
/// before the conversion instead, when the blocked layout with the same runs
/// and warps for the new shape holds every element of the row-major order
/// where the source did: the reshape then moves nothing, and the conversion
/// goes on down (e.g. to the dot that takes it, as in attention kernels that
/// load [1, 1, M, D] tiles and multiply [M, D] ones).
} // namespace

/// `tile` (of another shape, same elements) in the blocked layout with the
/// runs and warps of `source`'s that holds every element of the row-major
/// order where `source` does, so that a reshape between them moves
/// nothing; null if there is none. The runs lie along `source`'s fastest
/// dimension; `tile` may have them along any of its dimensions (a [1, 1, D,
/// M] tile of a transposing view has them along D, which is dimension 0 of
/// [D, M]).
static RankedTensorType sameFlatDistribution(RankedTensorType source,
                                             RankedTensorType tile) {
  auto blocked = dyn_cast<BlockedLayoutAttr>(source.getEncoding());
  if (!blocked || blocked.getOrder().empty() || tile.getRank() == 0)
    return {};
  unsigned run = blocked.getSizePerThread()[blocked.getOrder().front()];
  for (unsigned d = 0; d < tile.getRank(); ++d) {
    if (tile.getShape()[d] % run)
      continue;
    auto candidate = RankedTensorType::get(
        tile.getShape(), tile.getElementType(),
        getBlockedLayoutAlong(tile.getContext(), tile.getShape(), d, run,
                              blocked.getNumWarps()));
    if (haveSameFlatDistribution(source, candidate))
      return candidate;
  }
  return {};
}

namespace {
struct ConvertAfterReshape : public RewritePattern {
  ConvertAfterReshape(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa<aa::ViewOp, aa::ExpandDimsOp>(op) || op->getNumOperands() != 1)
      return failure();
    auto convert = op->getOperand(0).getDefiningOp<ConvertLayoutOp>();
    auto result = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!convert || !result)
      return failure();
    RankedTensorType reshaped = sameFlatDistribution(
        cast<RankedTensorType>(convert.getSource().getType()), result);
    if (!reshaped)
      return failure();
    OperationState state(op->getLoc(), op->getName(), convert.getSource(),
                         reshaped, op->getAttrs());
    Operation *moved = rewriter.create(state);
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, result,
                                                 moved->getResult(0));
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

/// A K loop's accumulator stored after the loop (through ops that change
/// its elements one by one, such as the rounding to the output type) takes
/// the coalesced layout of the store for the whole loop: the lowering moves
/// the accumulator out of the tensor-core fragments through shared memory
/// once after the loop anyway, and moves it into any blocked layout at the
/// same cost, so the store gets its 16-byte runs without a second trip.
/// Only where the loop carries the accumulator to one product and back
/// (what the lowering keeps in fragments), its first value is a splat, and
/// the product runs on tensor cores (mma.sync forms; the CUDA-core product
/// follows any layout, but its own distribution computes faster).
struct ConvertIntoAccumulator : public OpRewritePattern<ConvertLayoutOp> {
  ConvertIntoAccumulator(MLIRContext *context, unsigned computeCapability)
      : OpRewritePattern(context), computeCapability(computeCapability) {}

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    auto target = dyn_cast<RankedTensorType>(op.getType());
    if (!target || !isa_and_nonnull<BlockedLayoutAttr>(target.getEncoding()))
      return failure();
    // Ops of one tile operand between the loop and the conversion, last
    // first, with the type each result takes: elementwise ops keep their
    // operand's layout, reshapes (a batched kernel's [M, N] accumulator
    // stored as [1, M, N]) one that holds the elements where the result's
    // does.
    llvm::SmallVector<std::pair<Operation *, RankedTensorType>> chain;
    Value value = op.getSource();
    RankedTensorType want = target;
    while (Operation *def = value.getDefiningOp()) {
      if (isa<aa::ForOp>(def))
        break;
      bool elementwise = def->hasTrait<OpTrait::Elementwise>();
      if ((!elementwise && !isa<aa::ViewOp, aa::ExpandDimsOp>(def)) ||
          def->getNumRegions() || def->getNumResults() != 1 ||
          def->getNumOperands() != 1 || !value.hasOneUse())
        return failure();
      chain.push_back({def, want});
      auto operand = cast<RankedTensorType>(def->getOperand(0).getType());
      want = elementwise ? RankedTensorType::get(operand.getShape(),
                                                 operand.getElementType(),
                                                 want.getEncoding())
                         : sameFlatDistribution(want, operand);
      if (!want)
        return failure();
      value = def->getOperand(0);
    }
    auto loop = value.getDefiningOp<aa::ForOp>();
    if (!loop || !value.hasOneUse())
      return failure();
    unsigned k = cast<OpResult>(value).getResultNumber();
    BlockArgument arg = loop.getRegion().front().getArgument(k + 1);
    Operation *dot = getCarriedProduct(arg);
    if (!dot)
      return failure();
    auto acc = cast<RankedTensorType>(arg.getType());
    Type lhs =
        cast<RankedTensorType>(dot->getOperand(0).getType()).getElementType();
    Type rhs =
        cast<RankedTensorType>(dot->getOperand(1).getType()).getElementType();
    std::optional<unsigned> cc =
        getMmaSyncComputeCapability(lhs, rhs, acc.getElementType());
    if (!cc || computeCapability < *cc || acc.getRank() != 2)
      return failure();
    DenseElementsAttr init;
    if (!matchPattern(loop.getInitValues()[k], m_Constant(&init)) ||
        !init.isSplat())
      return failure();

    RankedTensorType newAcc = RankedTensorType::get(
        acc.getShape(), acc.getElementType(), want.getEncoding());
    rewriter.setInsertionPoint(loop);
    Value newInit = arith::ConstantOp::create(rewriter, loop.getLoc(), newAcc,
                                              init.reshape(newAcc));
    rewriter.modifyOpInPlace(loop, [&] {
      loop->setOperand(loop.getInitValues().getBeginOperandIndex() + k,
                       newInit);
      arg.setType(newAcc);
      dot->getResult(0).setType(newAcc);
      loop->getResult(k).setType(newAcc);
    });
    // The chain runs in those layouts, from the loop down.
    Value current = loop->getResult(k);
    for (auto [def, type] : llvm::reverse(chain)) {
      rewriter.modifyOpInPlace(def, [&, def = def, type = type] {
        def->getResult(0).setType(type);
      });
      current = def->getResult(0);
    }
    rewriter.replaceOp(op, current);
    return success();
  }

  /// The kernel's target.
  unsigned computeCapability;
};

/// The tiled loads and stores of `func`, in walk order (the same order in
/// a clone, which is how a trial names the accesses of the original).
static llvm::SmallVector<Operation *> tiledAccesses(aa::FuncOp func) {
  llvm::SmallVector<Operation *> accesses;
  func.walk([&](Operation *op) {
    if (isa<aa::TiledLoadOp, aa::TiledStoreOp>(op))
      accesses.push_back(op);
  });
  return accesses;
}

/// Gives the tiled loads and stores among `accesses` that are not
/// `excluded` coalesced layouts, with conversions to and from the layouts
/// their tiles had; false if none applies.
static bool coalesceAccesses(llvm::ArrayRef<Operation *> accesses,
                             const llvm::DenseSet<unsigned> &excluded,
                             unsigned numWarps) {
  bool changed = false;
  for (auto [index, op] : llvm::enumerate(accesses)) {
    if (excluded.contains(index))
      continue;
    OpBuilder builder(op->getContext());
    if (auto load = dyn_cast<aa::TiledLoadOp>(op)) {
      auto tile = cast<RankedTensorType>(load.getTile().getType());
      RankedTensorType coalesced =
          coalescedType(tile, load.getView().getType(), numWarps);
      if (!coalesced || coalesced == tile)
        continue;
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
        continue;
      builder.setInsertionPoint(store);
      auto to = ConvertLayoutOp::create(builder, store.getLoc(), coalesced,
                                        store.getTile());
      store.getTileMutable().assign(to);
      changed = true;
    }
  }
  return changed;
}

/// The accesses (indices into `accesses`) a conversion left after folding
/// comes from: the store it feeds, or the loads whose tiles reach it
/// through ops that kept the loads' layout (or reshaped it).
static llvm::SmallVector<unsigned>
accessesBehind(ConvertLayoutOp left, llvm::ArrayRef<Operation *> accesses) {
  llvm::SmallVector<unsigned> found;
  auto indexOf = [&](Operation *op) {
    const auto *it = llvm::find(accesses, op);
    if (it != accesses.end())
      found.push_back(it - accesses.begin());
  };
  for (Operation *user : left->getUsers())
    if (isa<aa::TiledStoreOp>(user))
      indexOf(user);
  llvm::SmallVector<Value> work{left.getSource()};
  llvm::DenseSet<Operation *> seen;
  while (!work.empty()) {
    Value value = work.pop_back_val();
    Operation *def = value.getDefiningOp();
    if (!def || !seen.insert(def).second)
      continue;
    if (isa<aa::TiledLoadOp>(def)) {
      indexOf(def);
      continue;
    }
    Attribute layout = cast<RankedTensorType>(value.getType()).getEncoding();
    bool reshape = isa<aa::ViewOp, aa::ExpandDimsOp>(def);
    for (Value operand : def->getOperands())
      if (auto tensor = dyn_cast<RankedTensorType>(operand.getType()))
        if (reshape || tensor.getEncoding() == layout)
          work.push_back(operand);
  }
  return found;
}

struct TileASCoalesce
    : public nv_tileas::impl::TileASCoalesceBase<TileASCoalesce> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned threads = numThreads;
    if (failed(nv_tileas::verifyNumThreads(module, threads)))
      return signalPassFailure();
    llvm::SmallVector<aa::FuncOp> kernels;
    module.walk([&](aa::FuncOp func) { kernels.push_back(func); });
    for (aa::FuncOp func : kernels) {
      // The trials rewrite detached clones of the kernel, which do not
      // see the module's target: the patterns are given it.
      RewritePatternSet patterns(module.getContext());
      patterns.add<FoldConversionChain, ConvertAfterElementwise,
                   ConvertAfterReshape, DotTakesOperandLayout>(
          module.getContext());
      patterns.add<ConvertIntoAccumulator>(
          module.getContext(), getComputeCapability(func).value_or(80));
      FrozenRewritePatternSet frozen(std::move(patterns));
      coalesceKernel(func, frozen, getKernelThreads(func, threads) / 32);
    }
  }

  /// An access is coalesced only where every conversion it brings folds
  /// away (or into a dot's operand): the default layout already gives a
  /// warp contiguous 128-byte accesses, and a conversion left before a
  /// reduction, scan or store of a product would add a trip through shared
  /// memory that the vector accesses do not pay back. (The layouts of those
  /// ops come with passes of their own.) So all accesses are tried at once
  /// (a load -> elementwise -> store chain folds only when both ends are
  /// coalesced), and those behind a conversion that stays are left out of
  /// the next trial, until a trial leaves none.
  void coalesceKernel(aa::FuncOp func, const FrozenRewritePatternSet &frozen,
                      unsigned numWarps) {
    auto opts = remark::RemarkOpts::name("Coalesce")
                    .category("layouts")
                    .function(func.getSymName());
    llvm::DenseSet<unsigned> excluded;
    std::string why;
    while (true) {
      auto trial = cast<aa::FuncOp>(func->clone());
      llvm::SmallVector<Operation *> accesses = tiledAccesses(trial);
      if (!coalesceAccesses(accesses, excluded, numWarps)) {
        trial->erase();
        // No access of the kernel can take a coalesced layout: nothing to
        // report.
        if (excluded.empty())
          return;
        break;
      }
      bool folded =
          succeeded(applyPatternsGreedily(trial.getOperation(), frozen));
      llvm::SmallVector<ConvertLayoutOp> left;
      trial->walk([&](ConvertLayoutOp op) { left.push_back(op); });
      if (folded && left.empty()) {
        func.getBody().takeBody(trial.getBody());
        trial->erase();
        remark::passed(func.getLoc(), opts) << remark::add(
            "tiled loads and stores move up to 16 bytes per thread at once"
            "{0}",
            why.empty()
                ? std::string()
                : " (some accesses keep one element per thread: " + why + ")");
        return;
      }
      size_t before = excluded.size();
      for (ConvertLayoutOp op : left) {
        for (unsigned index : accessesBehind(op, accesses))
          excluded.insert(index);
        if (why.empty()) {
          Operation *user = op->use_empty() ? nullptr : *op->getUsers().begin();
          why = "their tiles also feed '" +
                (user ? user->getName().getStringRef().str()
                      : std::string("another op")) +
                "', which would need a layout conversion through shared "
                "memory";
        }
      }
      trial->erase();
      // Nothing to blame (or the patterns did not converge): give up.
      if (!folded || excluded.size() == before)
        break;
    }
    remark::missed(func.getLoc(), opts)
        << remark::add("tiled accesses keep one element per thread")
        << remark::reason("{0}", why);
  }
};
} // namespace
