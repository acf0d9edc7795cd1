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

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "tileir/Dialect/TileAA/IR/Divisibility.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
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

/// The pointer tile of a gather or scatter (nv_tileaa.load or store through
/// a tile of pointers) that moves whole 16-byte runs per thread where its
/// pointers are contiguous: weak, byte-sized power-of-two elements, and the
/// pointers an addptr whose offsets step by one along a dimension
/// (getUnitStepDim: `base + (start + iota)`, cuTile's gather and scatter
/// with computed indices). Its coalesced type is a blocked layout with runs
/// along that dimension, as for a tiled access; null when none applies. The
/// lowering still checks each run at run time (contiguous, aligned, mask
/// all set), so a layout chosen here never changes what is accessed.
static RankedTensorType coalescedPointerType(Operation *op, unsigned numWarps) {
  Value ptr;
  Type element;
  if (auto load = dyn_cast<aa::LoadOp>(op)) {
    if (load.getMemoryOrderingSemantics() != cuda_tile::MemoryOrdering::Weak)
      return {};
    ptr = load.getPtr();
    element = getElementTypeOrSelf(load.getResult().getType());
  } else if (auto store = dyn_cast<aa::StoreOp>(op)) {
    if (store.getMemoryOrderingSemantics() != cuda_tile::MemoryOrdering::Weak)
      return {};
    ptr = store.getPtr();
    element = getElementTypeOrSelf(store.getValue().getType());
  } else {
    return {};
  }
  auto addPtr = ptr.getDefiningOp<aa::AddPtrOp>();
  auto tile = dyn_cast<RankedTensorType>(ptr.getType());
  if (!addPtr || !tile || !element.isIntOrFloat() ||
      element.getIntOrFloatBitWidth() < 8 ||
      !llvm::isPowerOf2_32(element.getIntOrFloatBitWidth()))
    return {};
  std::optional<unsigned> dim = aa::getUnitStepDim(addPtr.getOffset());
  if (!dim)
    return {};
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  int64_t run = std::min<int64_t>(16 / bytes, tile.getShape()[*dim]);
  if (run < 2)
    return {};
  auto layout = getBlockedLayoutAlong(tile.getContext(), tile.getShape(), *dim,
                                      run, numWarps);
  return RankedTensorType::get(tile.getShape(), tile.getElementType(), layout);
}

/// `value` converted (before `op`) to the layout of `like`, keeping its own
/// element type.
static Value convertToLayoutOf(OpBuilder &builder, Operation *op, Value value,
                               RankedTensorType like) {
  auto type = cast<RankedTensorType>(value.getType());
  auto target = RankedTensorType::get(type.getShape(), type.getElementType(),
                                      like.getEncoding());
  if (target == type)
    return value;
  builder.setInsertionPoint(op);
  return ConvertLayoutOp::create(builder, op->getLoc(), target, value);
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

} // namespace

/// Whether `layout` is a tensor-core fragment layout (an accumulator's, or
/// wgmma's register operand A) or a slice of one.
static bool isFragmentLayout(Attribute layout) {
  while (auto slice = dyn_cast_or_null<SliceLayoutAttr>(layout))
    layout = slice.getParent();
  return isa_and_nonnull<MmaSyncLayoutAttr, WgmmaLayoutAttr,
                         DotOperandLayoutAttr>(layout);
}

namespace {
/// dot and dot_scaled take their operands (not the accumulator) in any
/// distributed layout: the lowering stages them through shared memory for
/// the product, element by element, whatever their layout. So a conversion
/// in front of an operand is dropped, and the tile a coalesced load made
/// reaches the product with its 16-byte runs. A conversion into a fragment
/// layout (wgmma's `dot_op` or an mma_sync one) stays: the product reads
/// that operand from registers (tileas-accelerate-matmul).
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
      if (!convert ||
          isFragmentLayout(cast<RankedTensorType>(convert.getResult().getType())
                               .getEncoding()))
        continue;
      rewriter.modifyOpInPlace(op,
                               [&] { op->setOperand(i, convert.getSource()); });
      changed = true;
    }
    return success(changed);
  }
};

/// A tiled load whose tile only converts into wgmma's register operand A
/// with K permuted (tileas-accelerate-matmul's loaded lhs) loads in that
/// layout instead: each thread holds 16 contiguous bytes of a row there as
/// in the blocked layout, so the conversion, a trip through shared memory
/// in every iteration, goes.
struct LoadTakesPermutedOperandLayout
    : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    auto operand =
        dyn_cast_or_null<DotOperandLayoutAttr>(op.getType().getEncoding());
    auto load = op.getSource().getDefiningOp<aa::TiledLoadOp>();
    if (!operand || !operand.getKPermuted() || !load ||
        !load.getTile().hasOneUse())
      return failure();
    rewriter.modifyOpInPlace(load,
                             [&] { load.getTile().setType(op.getType()); });
    rewriter.replaceOp(op, load.getTile());
    return success();
  }
};

/// A tiled store follows any blocked layout and its slices: a reduction's
/// result (a slice) is stored as it is, without a conversion into the
/// store's own coalesced layout. The slice keeps the runs of the reduced
/// tile along the other dimensions, and holds 1/len of its elements.
struct StoreTakesSliceLayout : public OpRewritePattern<aa::TiledStoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(aa::TiledStoreOp op,
                                PatternRewriter &rewriter) const override {
    // Gathers and scatters take the default layout only.
    if (op.getView().getType().getKind().getValue() == "gather_scatter")
      return failure();
    auto convert = op.getTile().getDefiningOp<ConvertLayoutOp>();
    if (!convert || !isa<SliceLayoutAttr>(
                        cast<RankedTensorType>(convert.getSource().getType())
                            .getEncoding()))
      return failure();
    rewriter.modifyOpInPlace(
        op, [&] { op.getTileMutable().assign(convert.getSource()); });
    return success();
  }
};

/// A reshape (view, expand_dims) of a converted tile reshapes the tile
/// before the conversion instead, when the blocked layout with the same runs
/// and warps for the new shape holds every element of the row-major order
/// where the source did: the reshape then moves nothing, and the conversion
/// goes on down (e.g. to the dot that takes it, as in attention kernels that
/// load [1, 1, M, D] tiles and multiply [M, D] ones).
} // namespace

/// How many consecutive elements of the row-major order each thread holds
/// in consecutive registers from register 0 of tiles of `type` (1 where the
/// layout is unknown).
static int64_t getFlatRun(RankedTensorType type) {
  auto layout = dyn_cast_or_null<DistributedLayoutAttr>(type.getEncoding());
  if (!layout)
    return 1;
  FailureOr<LinearLayout> linear =
      layout.toLinearLayout(type.getShape(), nullptr);
  if (failed(linear))
    return 1;
  int64_t run = 1;
  for (const LinearLayout::Coord &basis :
       linear->getBases(LinearLayout::InDim::Register)) {
    if (linear->rowMajorIndex(basis) != run)
      break;
    run *= 2;
  }
  return run;
}

/// The blocked layout of a `shape` tile whose threads hold runs of `run`
/// consecutive elements of the row-major order, taken from the last
/// dimension on (across several when the last ones are shorter), lanes and
/// then warps the next runs in row-major order, and threads beyond a
/// smaller tile copies; null if the tile has fewer than `run` elements.
/// With the runs along the last dimension alone this is
/// getRowMajorBlockedLayout's.
static BlockedLayoutAttr getRowMajorRunsLayout(MLIRContext *context,
                                               llvm::ArrayRef<int64_t> shape,
                                               int64_t run, unsigned numWarps) {
  unsigned rank = shape.size();
  llvm::SmallVector<unsigned> order, size(rank, 1);
  for (unsigned d = rank; d-- > 0;)
    order.push_back(d);
  int64_t left = run;
  for (unsigned d : order) {
    size[d] = std::min(shape[d], left);
    left /= size[d];
  }
  if (left != 1 || rank == 0)
    return {};
  return getBlockedLayoutOfRuns(context, shape, size, order, numWarps);
}

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
  // Runs of the row-major order that span several trailing dimensions of
  // one shape or the other: a run of 4 f32 of a [2, 16, 64] tile is 2 x 2
  // of its [2, 512, 2] view as complex pairs, and a run of 2 along the
  // middle dimension of [2, 512, 1] lies along the last one of [2, 8, 64].
  if (BlockedLayoutAttr spread =
          getRowMajorRunsLayout(tile.getContext(), tile.getShape(),
                                getFlatRun(source), blocked.getNumWarps())) {
    auto candidate =
        RankedTensorType::get(tile.getShape(), tile.getElementType(), spread);
    if (haveSameFlatDistribution(source, candidate))
      return candidate;
  }
  return {};
}

/// Whether tiles of `type` are spread as the default layout spreads them
/// (whatever attribute spells it).
static bool hasDefaultDistribution(RankedTensorType type) {
  auto layout = dyn_cast_or_null<DistributedLayoutAttr>(type.getEncoding());
  return layout &&
         haveSameFlatDistribution(
             type, RankedTensorType::get(type.getShape(), type.getElementType(),
                                         getDefaultBlockedLayout(
                                             type.getContext(), type.getShape(),
                                             layout.getNumWarps())));
}

/// Whether `op` converts out of the default distribution into another: a
/// conversion RecomputeInLayout moves up, into a cheap tile's producers,
/// which the patterns that move conversions down must leave alone.
static bool movesUp(ConvertLayoutOp op) {
  return hasDefaultDistribution(
             cast<RankedTensorType>(op.getSource().getType())) &&
         !hasDefaultDistribution(cast<RankedTensorType>(op.getType()));
}

/// Whether `op` moves nothing: both layouts put every element in the same
/// register of the same thread (a single element, held by all threads, is
/// the common case). The lowering passes the values on.
static bool isFreeConversion(ConvertLayoutOp op) {
  auto from = cast<RankedTensorType>(op.getSource().getType());
  auto to = cast<RankedTensorType>(op.getType());
  return from.getShape() == to.getShape() && haveSameFlatDistribution(from, to);
}

/// Whether the lowering follows tiles in `layout` through the ops these
/// patterns move conversions past: blocked layouts, and the tensor-core
/// fragment layouts that tileas-accelerate-matmul gives products.
static bool isFollowedLayout(Attribute layout) {
  return isa_and_nonnull<BlockedLayoutAttr, MmaSyncLayoutAttr, WgmmaLayoutAttr>(
      layout);
}

/// Whether `value` is a tile computed from scalars alone (splat constants,
/// splats, ranges, broadcasts of a single element, and elementwise ops,
/// expand_dims and broadcasts of those): then it may be computed again in
/// any blocked layout instead of being converted into it. `depth` bounds
/// the chain.
static bool isCheapToRecompute(Value value, unsigned depth = 8) {
  if (!isa<RankedTensorType>(value.getType()))
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || depth == 0)
    return false;
  DenseElementsAttr constant;
  if (matchPattern(value, m_Constant(&constant)))
    return constant.isSplat();
  if (isa<aa::SplatOp, aa::MakeRangeOp>(def))
    return true;
  // A single element (a row's loaded mean) sits in every thread in any
  // layout, so its broadcast is computed in any layout from it as it is.
  if (auto broadcast = dyn_cast<aa::BroadcastOp>(def))
    if (cast<RankedTensorType>(broadcast.getSource().getType())
            .getNumElements() == 1)
      return true;
  if (!(def->hasTrait<OpTrait::Elementwise>() ||
        isa<aa::ExpandDimsOp, aa::BroadcastOp>(def)) ||
      def->getNumRegions() || def->getNumResults() != 1 ||
      !isMemoryEffectFree(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isCheapToRecompute(operand, depth - 1);
  });
}

namespace {
/// A conversion of a tile that is cheap to compute (isCheapToRecompute)
/// computes it in the wanted layout instead, its operands converted in
/// turn: a column mask made from a range meets a coalesced tile in its
/// layout without a trip through shared memory.
struct RecomputeInLayout : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    auto target = cast<RankedTensorType>(op.getType());
    // Blocked layouts, and for what needs no operand layout of another
    // shape, their slices (a reduction's result combined with a constant).
    bool blocked = isFollowedLayout(target.getEncoding());
    if (!blocked && !isa_and_nonnull<SliceLayoutAttr>(target.getEncoding()))
      return failure();
    Value source = op.getSource();
    Operation *def = source.getDefiningOp();
    if (!def || isa<ConvertLayoutOp>(def) || !isCheapToRecompute(source))
      return failure();
    // Conversions back into the default distribution move down (the
    // patterns below) until they meet their inverses; moving them up here as
    // well would undo that. Leaves (constants, splats, ranges) convert
    // nothing further up, so they are recomputed in any layout.
    bool leaf = matchPattern(source, m_Constant()) ||
                isa<aa::SplatOp, aa::MakeRangeOp>(def);
    if (!leaf && hasDefaultDistribution(target))
      return failure();
    Location loc = op.getLoc();
    auto inLayout = [&](Value value, Attribute layout) -> Value {
      auto type = dyn_cast<RankedTensorType>(value.getType());
      if (!type)
        return value;
      auto wanted =
          RankedTensorType::get(type.getShape(), type.getElementType(), layout);
      return ConvertLayoutOp::create(rewriter, loc, wanted, value);
    };
    DenseElementsAttr constant;
    if (matchPattern(source, m_Constant(&constant))) {
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, target,
                                                     constant.reshape(target));
      return success();
    }
    llvm::SmallVector<Value> operands;
    if (!blocked && isa<aa::ExpandDimsOp, aa::BroadcastOp>(def))
      return failure();
    if (auto expand = dyn_cast<aa::ExpandDimsOp>(def)) {
      // The operand in the layout that places its elements where the
      // result's are.
      auto source = cast<RankedTensorType>(expand.getSource().getType());
      RankedTensorType operand = sameFlatDistribution(target, source);
      // Else the slice of the result's layout along the new dimension
      // (a row index tile [M] made [M, 1] for a mask, where the layout's
      // runs lie along the missing dimension), which holds each element
      // where the result does.
      if (!operand && target.getRank() >= 2) {
        auto slice = RankedTensorType::get(
            source.getShape(), source.getElementType(),
            SliceLayoutAttr::get(
                op.getContext(), expand.getAxis(),
                cast<DistributedLayoutAttr>(target.getEncoding())));
        if (haveSameFlatDistribution(slice, target))
          operand = slice;
      }
      if (!operand)
        return failure();
      operands.push_back(
          ConvertLayoutOp::create(rewriter, loc, operand, expand.getSource()));
    } else if (auto broadcast = dyn_cast<aa::BroadcastOp>(def)) {
      auto operand = cast<RankedTensorType>(broadcast.getSource().getType());
      operand = RankedTensorType::get(
          operand.getShape(), operand.getElementType(), target.getEncoding());
      if (!getBroadcastSourceRegisters(operand, target))
        return failure();
      operands.push_back(ConvertLayoutOp::create(rewriter, loc, operand,
                                                 broadcast.getSource()));
    } else {
      for (Value operand : def->getOperands())
        operands.push_back(inLayout(operand, target.getEncoding()));
    }
    OperationState state(loc, def->getName(), operands, TypeRange{target},
                         def->getAttrs());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

/// A loop that carries a tile combined with tiles of another blocked layout
/// (a sum of coalesced loads) carries it in that layout: the tile is
/// converted on the way in and out, and at the top and bottom of the body,
/// where the conversions then meet their inverses and fold.
struct ConvertLoopCarried : public OpRewritePattern<aa::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  /// The layout to carry `arg` in when the loop continues with `next`: that
  /// of a converted operand of the elementwise op that computes `next` from
  /// `arg` (acc + convert(tile)). Once carried in it, the op's operands are
  /// no longer conversions, so the choice is stable.
  static Attribute wantedLayout(BlockArgument arg, Value next) {
    // A product that computes in a layout of its own (its tensor-core
    // fragments, tileas-accelerate-matmul; or anchoredProductType's) and
    // continues the loop (attention's output, rescaled and multiplied into
    // in every iteration): the loop carries it in that layout.
    if (auto convert = next.getDefiningOp<ConvertLayoutOp>())
      if (isa_and_nonnull<aa::DotOp, aa::DotScaledOp>(
              convert.getSource().getDefiningOp())) {
        Attribute layout =
            cast<RankedTensorType>(convert.getSource().getType()).getEncoding();
        if (isFollowedLayout(layout))
          return layout;
      }
    Operation *def = next.getDefiningOp();
    if (!def || !def->hasTrait<OpTrait::Elementwise>() ||
        !llvm::is_contained(def->getOperands(), arg))
      return {};
    for (Value operand : def->getOperands())
      if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
        Attribute layout =
            cast<RankedTensorType>(convert.getSource().getType()).getEncoding();
        if (isFollowedLayout(layout))
          return layout;
      }
    return {};
  }

  LogicalResult matchAndRewrite(aa::ForOp loop,
                                PatternRewriter &rewriter) const override {
    Block &body = loop.getRegion().front();
    auto terminator = dyn_cast<aa::ContinueOp>(body.getTerminator());
    if (!terminator)
      return failure();
    // Only the terminator leaves the body (no early continue).
    bool otherExits = false;
    body.walk([&](Operation *op) {
      if (isa<aa::ForOp, aa::LoopOp>(op))
        return WalkResult::skip();
      if (isa<aa::ContinueOp, aa::BreakOp>(op) && op != terminator)
        otherExits = true;
      return WalkResult::advance();
    });
    if (otherExits)
      return failure();
    for (unsigned k = 0; k < terminator->getNumOperands(); ++k) {
      Value next = terminator->getOperand(k);
      auto carried = dyn_cast<RankedTensorType>(next.getType());
      if (!carried)
        continue;
      BlockArgument arg = body.getArgument(k + 1);
      Attribute layout = wantedLayout(arg, next);
      if (!layout || layout == carried.getEncoding())
        continue;
      auto wanted = RankedTensorType::get(carried.getShape(),
                                          carried.getElementType(), layout);
      Location loc = loop.getLoc();
      OpResult result = loop->getResult(k);
      OpOperand &init = loop.getInitValuesMutable()[k];
      rewriter.setInsertionPoint(loop);
      Value in = ConvertLayoutOp::create(rewriter, loc, wanted, init.get());
      rewriter.setInsertionPoint(terminator);
      Value out = ConvertLayoutOp::create(rewriter, loc, wanted, next);
      rewriter.modifyOpInPlace(loop, [&] {
        init.set(in);
        arg.setType(wanted);
        result.setType(wanted);
      });
      rewriter.modifyOpInPlace(terminator,
                               [&] { terminator->setOperand(k, out); });
      rewriter.setInsertionPointToStart(&body);
      Value top = ConvertLayoutOp::create(rewriter, loc, carried, arg);
      rewriter.replaceAllUsesExcept(arg, top, top.getDefiningOp());
      rewriter.setInsertionPointAfter(loop);
      Value after = ConvertLayoutOp::create(rewriter, loc, carried, result);
      rewriter.replaceAllUsesExcept(result, after, after.getDefiningOp());
      return success();
    }
    return failure();
  }
};

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
    auto source = cast<RankedTensorType>(convert.getSource().getType());
    if (movesUp(convert))
      return failure();
    RankedTensorType reshaped = sameFlatDistribution(source, result);
    // A reduction's result given its dimension back: the parent layout
    // holds it where the slice did (the dimension has extent 1).
    auto slice = dyn_cast<SliceLayoutAttr>(source.getEncoding());
    if (!reshaped && slice && isa<aa::ExpandDimsOp>(op)) {
      auto parent = RankedTensorType::get(
          result.getShape(), result.getElementType(), slice.getParent());
      if (haveSameFlatDistribution(source, parent))
        reshaped = parent;
    }
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

/// The layout the tile operands of a reduce or scan come from through
/// conversions (none of which moves up), the others being cheap to compute
/// in it (an argmax's index tile, a range broadcast over the rows:
/// RecomputeInLayout): a blocked layout, or with `slices` a slice of one
/// too; null if there are several or none.
static DistributedLayoutAttr convertedFromLayout(ValueRange operands,
                                                 bool slices) {
  DistributedLayoutAttr layout;
  for (Value operand : operands) {
    auto convert = operand.getDefiningOp<ConvertLayoutOp>();
    if (!convert) {
      if (!isCheapToRecompute(operand))
        return {};
      continue;
    }
    if (movesUp(convert))
      return {};
    Attribute from =
        cast<RankedTensorType>(convert.getSource().getType()).getEncoding();
    auto slice = dyn_cast_or_null<SliceLayoutAttr>(from);
    bool followed =
        isFollowedLayout(from) ||
        (slices && slice && isa<BlockedLayoutAttr>(slice.getParent()));
    if (!followed || (layout && layout != from))
      return {};
    layout = cast<DistributedLayoutAttr>(from);
  }
  return layout;
}

/// `operands` in `layout`: the sources of their conversions, or computed in
/// it (convertedFromLayout).
static llvm::SmallVector<Value> operandsIn(PatternRewriter &rewriter,
                                           Location loc, ValueRange operands,
                                           Attribute layout) {
  llvm::SmallVector<Value> sources;
  for (Value operand : operands) {
    if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
      sources.push_back(convert.getSource());
      continue;
    }
    auto type = cast<RankedTensorType>(operand.getType());
    sources.push_back(ConvertLayoutOp::create(
        rewriter, loc,
        RankedTensorType::get(type.getShape(), type.getElementType(), layout),
        operand));
  }
  return sources;
}

/// Replaces `op` by a clone that takes `operands` and gives its tile
/// results the layout `layout` (null: leaves them as they are), converting
/// them back into the types the users had.
static void cloneInLayout(PatternRewriter &rewriter, Operation *op,
                          ValueRange operands, Attribute layout) {
  Operation *moved = rewriter.clone(*op);
  rewriter.modifyOpInPlace(moved, [&] {
    moved->setOperands(operands);
    for (OpResult result : moved->getResults())
      if (auto tensor = dyn_cast<RankedTensorType>(result.getType());
          tensor && layout)
        result.setType(RankedTensorType::get(tensor.getShape(),
                                             tensor.getElementType(), layout));
  });
  llvm::SmallVector<Value> results;
  for (auto [result, old] : llvm::zip(moved->getResults(), op->getResults()))
    results.push_back(result.getType() == old.getType()
                          ? Value(result)
                          : ConvertLayoutOp::create(rewriter, op->getLoc(),
                                                    old.getType(), result)
                                .getResult());
  rewriter.replaceOp(op, results);
}

/// A reduction of tiles converted from one blocked layout reduces them in
/// it, into its slice, and converts the (smaller) results instead: the
/// lowering combines along the layout's own registers, lanes and warps, so
/// a row held by one warp in 16-byte runs reduces with shuffles alone.
struct ConvertAfterReduce : public OpRewritePattern<aa::ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(aa::ReduceOp op,
                                PatternRewriter &rewriter) const override {
    DistributedLayoutAttr layout =
        convertedFromLayout(op.getOperands(), /*slices=*/false);
    if (!layout)
      return failure();
    llvm::SmallVector<Value> sources =
        operandsIn(rewriter, op.getLoc(), op.getOperands(), layout);
    // Rank-1 operands reduce to a scalar, which every thread holds.
    Attribute sliced;
    if (layout.getRank() >= 2)
      sliced = SliceLayoutAttr::get(op.getContext(), op.getDim(), layout);
    cloneInLayout(rewriter, op, sources, sliced);
    return success();
  }
};

/// A scan of tiles converted from one blocked layout (or a slice of one: a
/// reduction's result) scans them in it and converts the results instead,
/// where the lowering follows the layout along the scanned dimension (each
/// line on a thread's registers, then lanes, then warps:
/// LinearLayout::getLineBits, which blocked layouts and their slices meet):
/// a row held by one warp in 16-byte runs scans with shuffles alone, and
/// the conversion after it meets the store's.
struct ConvertAfterScan : public OpRewritePattern<aa::ScanOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(aa::ScanOp op,
                                PatternRewriter &rewriter) const override {
    DistributedLayoutAttr layout =
        convertedFromLayout(op.getOperands(), /*slices=*/true);
    if (!layout)
      return failure();
    auto type = cast<RankedTensorType>(op.getOperand(0).getType());
    FailureOr<LinearLayout> linear =
        layout.toLinearLayout(type.getShape(), nullptr);
    if (failed(linear) || !linear->getLineBits(op.getDim()))
      return failure();
    cloneInLayout(rewriter, op,
                  operandsIn(rewriter, op.getLoc(), op.getOperands(), layout),
                  layout);
    return success();
  }
};

/// A permute of a converted tile permutes it in its layout with the
/// dimensions renamed (which moves nothing) and converts the result: the
/// permute's own trip through shared memory becomes that conversion, which
/// then meets the store's layout (a transpose loads and stores 16-byte
/// runs, and exchanges the elements once between them).
struct ConvertAfterPermute : public OpRewritePattern<aa::PermuteOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(aa::PermuteOp op,
                                PatternRewriter &rewriter) const override {
    auto convert = op.getSource().getDefiningOp<ConvertLayoutOp>();
    if (!convert || movesUp(convert))
      return failure();
    auto source = cast<RankedTensorType>(convert.getSource().getType());
    auto layout = dyn_cast_or_null<BlockedLayoutAttr>(source.getEncoding());
    if (!layout)
      return failure();
    auto type = RankedTensorType::get(
        op.getType().getShape(), op.getType().getElementType(),
        getPermutedBlockedLayout(layout, op.getPermutation()));
    if (!isPermutedLayout(source, type, op.getPermutation()))
      return failure();
    auto moved =
        aa::PermuteOp::create(rewriter, op.getLoc(), type, convert.getSource(),
                              op.getPermutationAttr());
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(), moved);
    return success();
  }
};

/// The element offsets of the block `op` takes, if its indices are
/// constants.
static std::optional<llvm::SmallVector<int64_t>>
extractOffsets(aa::ExtractOp op) {
  llvm::SmallVector<int64_t> offsets;
  for (auto [index, size] :
       llvm::zip(op.getIndices(), op.getType().getShape())) {
    APInt value;
    if (!matchPattern(index, m_ConstantInt(&value)))
      return std::nullopt;
    offsets.push_back(value.getSExtValue() * size);
  }
  return offsets;
}

/// `layout`'s runs cut to the extents of `shape` (a block of a tile in
/// `layout`), its lanes and warps as they are: each thread then holds the
/// block's elements where it held them in the tile, if
/// getSubtileRegisters says so.
static RankedTensorType clippedRuns(BlockedLayoutAttr layout,
                                    RankedTensorType block) {
  llvm::SmallVector<unsigned> size;
  for (auto [run, extent] :
       llvm::zip(layout.getSizePerThread(), block.getShape()))
    size.push_back(std::min<int64_t>(run, extent));
  return RankedTensorType::get(
      block.getShape(), block.getElementType(),
      BlockedLayoutAttr::get(layout.getContext(), size,
                             layout.getThreadsPerWarp(),
                             layout.getWarpsPerCTA(), layout.getOrder()));
}

/// An extract of a converted tile takes its block in the source's layout
/// where each thread holds the block's elements there already (the real or
/// imaginary parts of complex pairs loaded in 16-byte runs), and converts
/// the block instead, which then moves on down.
struct ConvertAfterExtract : public OpRewritePattern<aa::ExtractOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(aa::ExtractOp op,
                                PatternRewriter &rewriter) const override {
    auto convert = op.getSource().getDefiningOp<ConvertLayoutOp>();
    if (!convert || movesUp(convert))
      return failure();
    auto source = cast<RankedTensorType>(convert.getSource().getType());
    auto layout = dyn_cast_or_null<BlockedLayoutAttr>(source.getEncoding());
    std::optional<llvm::SmallVector<int64_t>> offsets = extractOffsets(op);
    if (!layout || !offsets)
      return failure();
    RankedTensorType block = clippedRuns(layout, op.getType());
    if (!getSubtileRegisters(source, block, *offsets))
      return failure();
    llvm::SmallVector<Value> operands{convert.getSource()};
    llvm::append_range(operands, op.getIndices());
    OperationState state(op.getLoc(), op->getName(), operands, block,
                         op->getAttrs());
    Operation *moved = rewriter.create(state);
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(),
                                                 moved->getResult(0));
    return success();
  }
};

/// A conversion of a cat's result out of the default distribution (into a
/// store's runs) converts its operands instead, into the layout in which
/// each thread holds its blocks of the result: the cat then moves nothing,
/// and the operands' conversions move on up (to the permute before them,
/// whose exchange they become).
struct ConvertBeforeCat : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    auto cat = op.getSource().getDefiningOp<aa::CatOp>();
    auto target = cast<RankedTensorType>(op.getType());
    auto layout = dyn_cast_or_null<BlockedLayoutAttr>(target.getEncoding());
    if (!cat || !layout || !movesUp(op) || !cat->hasOneUse())
      return failure();
    RankedTensorType block =
        clippedRuns(layout, cast<RankedTensorType>(cat.getLhs().getType()));
    if (cat.getRhs().getType() != cat.getLhs().getType())
      return failure();
    llvm::SmallVector<int64_t> offsets(target.getRank(), 0);
    if (!getSubtileRegisters(target, block, offsets))
      return failure();
    offsets[cat.getDim()] = block.getShape()[cat.getDim()];
    if (!getSubtileRegisters(target, block, offsets))
      return failure();
    Value lhs =
        ConvertLayoutOp::create(rewriter, op.getLoc(), block, cat.getLhs());
    Value rhs =
        ConvertLayoutOp::create(rewriter, op.getLoc(), block, cat.getRhs());
    rewriter.replaceOpWithNewOp<aa::CatOp>(op, target, lhs, rhs,
                                           cat.getDimAttr());
    return success();
  }
};

/// A conversion out of the default distribution of a reshape (view) of a
/// cat's or permute's result reshapes the tile after the conversion
/// instead, in the layout that holds the elements where the wanted one
/// does (sameFlatDistribution): the conversion then meets the cat
/// (ConvertBeforeCat) or stays after the permute, as the permute's own
/// exchange.
struct ConvertBeforeReshape : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    auto view = op.getSource().getDefiningOp<aa::ViewOp>();
    auto target = cast<RankedTensorType>(op.getType());
    if (!view || !view->hasOneUse() || !movesUp(op) ||
        !isa_and_nonnull<BlockedLayoutAttr>(target.getEncoding()))
      return failure();
    Value source = view->getOperand(0);
    if (!isa_and_nonnull<aa::CatOp, aa::PermuteOp>(source.getDefiningOp()))
      return failure();
    RankedTensorType operand =
        sameFlatDistribution(target, cast<RankedTensorType>(source.getType()));
    if (!operand)
      return failure();
    Value converted =
        ConvertLayoutOp::create(rewriter, op.getLoc(), operand, source);
    OperationState state(view.getLoc(), view->getName(), converted, target,
                         view->getAttrs());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

/// A broadcast of a converted tile broadcasts it in a layout in which each
/// thread already holds the elements it repeats, and converts the result:
/// the layout of the tiles it is combined with (so that the conversion
/// folds into theirs), else its source's own.
struct ConvertAfterBroadcast : public OpRewritePattern<aa::BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(aa::BroadcastOp op,
                                PatternRewriter &rewriter) const override {
    auto convert = op.getSource().getDefiningOp<ConvertLayoutOp>();
    // A single element's broadcast is computed in the layout its users
    // need instead (RecomputeInLayout).
    if (!convert || movesUp(convert) ||
        op.getSource().getType().getNumElements() == 1)
      return failure();
    auto source = cast<RankedTensorType>(convert.getSource().getType());
    llvm::SmallVector<Attribute> candidates;
    for (Operation *user : op->getUsers()) {
      if (!user->hasTrait<OpTrait::Elementwise>())
        continue;
      for (Value operand : user->getOperands())
        if (auto other = operand.getDefiningOp<ConvertLayoutOp>())
          candidates.push_back(
              cast<RankedTensorType>(other.getSource().getType())
                  .getEncoding());
    }
    candidates.push_back(source.getEncoding());
    for (Attribute layout : candidates) {
      if (!isFollowedLayout(layout))
        continue;
      auto type = RankedTensorType::get(op.getType().getShape(),
                                        op.getType().getElementType(), layout);
      if (!getBroadcastSourceRegisters(source, type))
        continue;
      auto moved = aa::BroadcastOp::create(rewriter, op.getLoc(), type,
                                           convert.getSource());
      rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(), moved);
      return success();
    }
    return failure();
  }
};

/// An elementwise op whose tile operands all come from one layout through
/// conversions (or are cheap to compute in it: constants, splats, ranges
/// and what is made of them, such as a column mask) runs in that layout,
/// and its results are converted instead: the conversion moves down the
/// chain until it meets its inverse. Operands converted out of tensor-core
/// fragments may come from those instead where the others are tiles loaded
/// in one layout: their conversion is needed anyway, and goes straight to
/// the loads' layout (a split-K GEMM adds its fragments to the C tile it
/// loads, and stores the sum in the load's runs).
struct ConvertAfterElementwise : public RewritePattern {
  ConvertAfterElementwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() ||
        op->getNumResults() == 0)
      return failure();
    Attribute layout, fragments;
    bool sawConversion = false, allLoaded = true;
    for (Value operand : op->getOperands()) {
      if (!isa<RankedTensorType>(operand.getType()))
        continue;
      if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
        if (movesUp(convert))
          return failure();
        Attribute from =
            cast<RankedTensorType>(convert.getSource().getType()).getEncoding();
        if (isFragmentLayout(from) && (!fragments || fragments == from)) {
          fragments = from;
          continue;
        }
        if (layout && layout != from)
          return failure();
        layout = from;
        allLoaded &= isa_and_nonnull<aa::TiledLoadOp>(
            convert.getSource().getDefiningOp());
        sawConversion = true;
        continue;
      }
      if (!isCheapToRecompute(operand))
        return failure();
    }
    // Fragments alone, or beside tiles that are not loads: the fragments'
    // layout, where the op runs in registers.
    if (fragments && (!sawConversion || !allLoaded)) {
      if (sawConversion && layout != fragments)
        return failure();
      layout = fragments;
      sawConversion = true;
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
        Value source = convert.getSource();
        operands.push_back(
            cast<RankedTensorType>(source.getType()).getEncoding() == layout
                ? source
                : ConvertLayoutOp::create(rewriter, op->getLoc(),
                                          inLayout(operand.getType()), source)
                      .getResult());
      } else {
        // Recomputed in the layout (RecomputeInLayout).
        operands.push_back(ConvertLayoutOp::create(
            rewriter, op->getLoc(), inLayout(operand.getType()), operand));
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

/// Whether `def` may sit between a tile and the conversion of its result
/// into another layout, for the patterns that move that conversion up the
/// chain: an op of one tile operand and one result that keeps its
/// elements' order (an elementwise op such as a rounding, or a reshape).
static bool isLayoutChainLink(Operation *def) {
  return (def->hasTrait<OpTrait::Elementwise>() ||
          isa<aa::ViewOp, aa::ExpandDimsOp>(def)) &&
         !def->getNumRegions() && def->getNumResults() == 1 &&
         def->getNumOperands() == 1;
}

/// The type the operand of chain link `def` takes where its result is
/// wanted as `result`: the same layout for an elementwise op, for a
/// reshape the one that holds the elements where the result's does (null
/// if there is none).
static RankedTensorType operandTypeFor(Operation *def,
                                       RankedTensorType result) {
  auto operand = cast<RankedTensorType>(def->getOperand(0).getType());
  if (def->hasTrait<OpTrait::Elementwise>())
    return RankedTensorType::get(operand.getShape(), operand.getElementType(),
                                 result.getEncoding());
  return sameFlatDistribution(result, operand);
}

/// `layout` (blocked, for tiles of shape `from`) for tiles of shape `to`,
/// which differs from `from` only by leading unit dimensions; null
/// otherwise.
static BlockedLayoutAttr withLeadingUnitDims(BlockedLayoutAttr layout,
                                             llvm::ArrayRef<int64_t> from,
                                             llvm::ArrayRef<int64_t> to) {
  auto unitsBefore = [](llvm::ArrayRef<int64_t> shape) {
    size_t n = 0;
    while (n < shape.size() && shape[n] == 1)
      ++n;
    return n;
  };
  size_t uf = unitsBefore(from), ut = unitsBefore(to);
  if (from.drop_front(uf) != to.drop_front(ut))
    return {};
  // Drop the leading unit dimensions, then prepend those of `to`.
  auto body = [&](llvm::ArrayRef<unsigned> v) {
    llvm::SmallVector<unsigned> out(ut, 1);
    llvm::append_range(out, v.drop_front(uf));
    return out;
  };
  for (unsigned d = 0; d < uf; ++d)
    if (layout.getThreadsPerWarp()[d] != 1 || layout.getWarpsPerCTA()[d] != 1)
      return {};
  llvm::SmallVector<unsigned> order;
  for (unsigned d : layout.getOrder())
    if (d >= uf)
      order.push_back(d - uf + ut);
  for (unsigned d = ut; d-- > 0;)
    order.push_back(d);
  return BlockedLayoutAttr::get(
      layout.getContext(), body(layout.getSizePerThread()),
      body(layout.getThreadsPerWarp()), body(layout.getWarpsPerCTA()), order);
}

/// A blocked layout with `runs`' 16-byte runs along the columns of a 2-D
/// tile whose warps hold the same rows as in the fragment layout of
/// `fragments` (whose warps own bands of rows, as mma_sync with warps
/// along M and wgmma do), so that converting between them stays within
/// each warp; null where the fragments' warps do not own bands of rows.
static BlockedLayoutAttr bandsOfFragments(RankedTensorType fragments,
                                          BlockedLayoutAttr runs) {
  using InDim = LinearLayout::InDim;
  auto layout = cast<DistributedLayoutAttr>(fragments.getEncoding());
  FailureOr<LinearLayout> linear =
      layout.toLinearLayout(fragments.getShape(), nullptr);
  llvm::ArrayRef<int64_t> shape = fragments.getShape();
  if (failed(linear) || shape.size() != 2 || runs.getOrder()[0] != 1)
    return {};
  llvm::ArrayRef<LinearLayout::Coord> warpBases = linear->getBases(InDim::Warp);
  if (warpBases.empty() || warpBases[0][1] != 0)
    return {};
  int64_t band = warpBases[0][0];
  unsigned numWarps = layout.getNumWarps();
  unsigned run = runs.getSizePerThread()[1];
  unsigned lanesAlong = std::min<int64_t>(32, shape[1] / run);
  unsigned lanesDown = 32 / lanesAlong;
  if (band % lanesDown || shape[0] % (band * numWarps) ||
      shape[1] % (run * lanesAlong))
    return {};
  auto candidate = BlockedLayoutAttr::get(
      fragments.getContext(), {unsigned(band / lanesDown), run},
      {lanesDown, lanesAlong}, {numWarps, 1}, {1, 0});
  FailureOr<LinearLayout> mine = candidate.toLinearLayout(shape, nullptr);
  if (failed(mine) || mine->getBases(InDim::Warp) != warpBases)
    return {};
  return candidate;
}

/// A conversion into a blocked layout of a tile that reshapes and
/// one-operand elementwise ops (the rounding to the output type) made from
/// a conversion out of tensor-core fragments, and that a tiled store takes,
/// converts the fragments instead: attention's output, kept in fragments
/// through its loop, reaches its store in 16-byte runs with the one
/// conversion it needs anyway. The runs are those of the store's coalesced
/// layout, in the layout whose warps hold the fragments' rows
/// (bandsOfFragments), so the exchange stays within each warp and shares
/// no address arithmetic with the loads of other tiles (which, kept live
/// across the loops before it, cost fmha_f16_causal its last registers).
/// Only where the chain starts at fragments, so conversions moving down
/// (which stop at the reshape out of the fragment layout's rank) do not
/// undo it.
struct ConvertFromFragmentsDirectly : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    auto target = cast<RankedTensorType>(op.getType());
    auto store = op->hasOneUse()
                     ? dyn_cast<aa::TiledStoreOp>(*op->getUsers().begin())
                     : aa::TiledStoreOp();
    if (!store || !isa_and_nonnull<BlockedLayoutAttr>(target.getEncoding()))
      return failure();
    // The chain, last op first.
    llvm::SmallVector<Operation *> chain;
    Value value = op.getSource();
    RankedTensorType want = target;
    ConvertLayoutOp root;
    while (Operation *def = value.getDefiningOp()) {
      if ((root = dyn_cast<ConvertLayoutOp>(def)))
        break;
      if (!isLayoutChainLink(def) || !value.hasOneUse() ||
          !isMemoryEffectFree(def))
        return failure();
      chain.push_back(def);
      want = operandTypeFor(def, want);
      if (!want)
        return failure();
      value = def->getOperand(0);
    }
    if (!root || chain.empty() || !value.hasOneUse())
      return failure();
    auto fragments = cast<RankedTensorType>(root.getSource().getType());
    if (!isFragmentLayout(fragments.getEncoding()))
      return failure();
    BlockedLayoutAttr bands = bandsOfFragments(
        fragments, cast<BlockedLayoutAttr>(want.getEncoding()));
    if (!bands)
      return failure();
    // The reshapes' types, from the bands on (checked before anything is
    // rewritten).
    Type element = cast<RankedTensorType>(op.getType()).getElementType();
    llvm::SmallVector<RankedTensorType> reshaped;
    RankedTensorType from =
        RankedTensorType::get(fragments.getShape(), element, bands);
    for (Operation *def : llvm::reverse(chain)) {
      if (def->hasTrait<OpTrait::Elementwise>())
        continue;
      auto shape =
          cast<RankedTensorType>(def->getResult(0).getType()).getShape();
      BlockedLayoutAttr layout = withLeadingUnitDims(
          cast<BlockedLayoutAttr>(from.getEncoding()), from.getShape(), shape);
      if (!layout)
        return failure();
      auto to = RankedTensorType::get(shape, element, layout);
      if (!haveSameFlatDistribution(from, to))
        return failure();
      reshaped.push_back(to);
      from = to;
    }
    // Elementwise ops first, in the fragment layout (the rounding then
    // halves what the conversion moves), then the conversion, then the
    // reshapes, which keep the elements' order and so commute with them.
    Value current = root.getSource();
    rewriter.setInsertionPoint(op);
    auto build = [&](Operation *def, RankedTensorType type) {
      OperationState state(def->getLoc(), def->getName(), current, type,
                           def->getAttrs());
      current = rewriter.create(state)->getResult(0);
    };
    for (Operation *def : llvm::reverse(chain))
      if (def->hasTrait<OpTrait::Elementwise>())
        build(def, RankedTensorType::get(
                       fragments.getShape(),
                       cast<RankedTensorType>(def->getResult(0).getType())
                           .getElementType(),
                       fragments.getEncoding()));
    current = ConvertLayoutOp::create(
        rewriter, root.getLoc(),
        RankedTensorType::get(fragments.getShape(), element, bands), current);
    const RankedTensorType *next = reshaped.begin();
    for (Operation *def : llvm::reverse(chain))
      if (!def->hasTrait<OpTrait::Elementwise>())
        build(def, *next++);
    rewriter.modifyOpInPlace(store,
                             [&] { store.getTileMutable().assign(current); });
    rewriter.eraseOp(op);
    return success();
  }
};

/// Whether every use of `value` other than by `next` takes it in `layout`
/// as well as in its own: a conversion into `layout` (a second store of
/// the same tile), or an elementwise op whose other tile operands are
/// converted from `layout` or cheap to compute in it, which
/// ConvertAfterElementwise then runs in `layout` (split-K adds the partial
/// product to the C tile it loaded with the store's runs, and stores it
/// directly in the other branch).
static bool otherUsesTakeLayout(Value value, Operation *next,
                                Attribute layout) {
  for (Operation *user : value.getUsers()) {
    if (user == next)
      continue;
    if (auto convert = dyn_cast<ConvertLayoutOp>(user)) {
      if (convert.getType().getEncoding() != layout)
        return false;
      continue;
    }
    if (!user->hasTrait<OpTrait::Elementwise>() || user->getNumRegions() ||
        !llvm::all_of(user->getResultTypes(), llvm::IsaPred<RankedTensorType>))
      return false;
    for (Value operand : user->getOperands()) {
      if (operand == value || !isa<RankedTensorType>(operand.getType()))
        continue;
      if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
        if (cast<RankedTensorType>(convert.getSource().getType())
                .getEncoding() != layout)
          return false;
      } else if (!isCheapToRecompute(operand)) {
        return false;
      }
    }
  }
  return true;
}

/// A product's result stored (through ops that change its elements one by
/// one, such as the rounding to the output type, and reshapes) takes the
/// coalesced layout of the store: every path of the lowering computes the
/// accumulator in any blocked layout at no extra cost. Tensor cores move it
/// between that layout and their fragments through shared memory anyway,
/// into and out of a product, or once after a K loop that keeps it in
/// fragments, and a CUDA-core product computes the elements each thread
/// holds, sharing its operand loads between the slots of one row or column
/// (a thread's runs along N and rows along M need fewer loads per k than
/// the default single column). So the store gets its 16-byte runs without
/// a trip through shared memory of its own. Two forms:
///  - a K loop that carries the accumulator to one product and back (what
///    the lowering keeps in fragments), from a splat: the splat, the
///    carried value and the product take the layout;
///  - a product outside such a loop whose result goes only to the store:
///    it takes its accumulator in the layout too, where that accumulator
///    is computed from scalars (the zeros or a splat) or converted from
///    that very layout (a loaded C tile with the store's runs), so that no
///    conversion is left in front of it.
/// A value of the chain may have other uses where they take the layout
/// too (otherUsesTakeLayout): they get a conversion back, which then moves
/// down and folds like the others.
struct ConvertIntoAccumulator : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    // Into a store's coalesced layout; a product that computes in a layout
    // of its own (anchoredProductType) is not moved back into the default
    // one.
    auto target = dyn_cast<RankedTensorType>(op.getType());
    if (!target || !isa_and_nonnull<BlockedLayoutAttr>(target.getEncoding()) ||
        hasDefaultDistribution(target))
      return failure();
    // Ops of one tile operand between the product and the conversion, last
    // first, with the type each result takes: elementwise ops keep their
    // operand's layout, reshapes (a batched kernel's [M, N] accumulator
    // stored as [1, M, N]) one that holds the elements where the result's
    // does.
    llvm::SmallVector<std::pair<Operation *, RankedTensorType>> chain;
    // Chain results that other ops use too, with the op that continues
    // the chain from each.
    struct Shared {
      Value value;
      Operation *next;
      Type oldType;
    };
    llvm::SmallVector<Shared> shared;
    Value value = op.getSource();
    Operation *next = op;
    RankedTensorType want = target;
    while (Operation *def = value.getDefiningOp()) {
      if (isa<aa::ForOp, aa::DotOp, aa::DotScaledOp>(def))
        break;
      if (!isLayoutChainLink(def))
        return failure();
      if (!value.hasOneUse()) {
        if (!otherUsesTakeLayout(value, next, want.getEncoding()))
          return failure();
        shared.push_back({value, next, value.getType()});
      }
      chain.push_back({def, want});
      next = def;
      want = operandTypeFor(def, want);
      if (!want)
        return failure();
      value = def->getOperand(0);
    }
    if (!value.getDefiningOp() || !value.hasOneUse())
      return failure();
    // A product kept in its fragments (tileas-accelerate-matmul) keeps them.
    auto acc = cast<RankedTensorType>(value.getType());
    if (acc.getRank() != 2 || isFragmentLayout(acc.getEncoding()))
      return failure();
    RankedTensorType newAcc = RankedTensorType::get(
        acc.getShape(), acc.getElementType(), want.getEncoding());

    if (auto loop = value.getDefiningOp<aa::ForOp>()) {
      unsigned k = cast<OpResult>(value).getResultNumber();
      BlockArgument arg = loop.getRegion().front().getArgument(k + 1);
      Operation *dot = getCarriedProduct(arg);
      if (!dot)
        return failure();
      DenseElementsAttr init;
      if (!matchPattern(loop.getInitValues()[k], m_Constant(&init)) ||
          !init.isSplat())
        return failure();
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
    } else {
      // A product of its own (not a carried one: its result goes to the
      // store alone). dot and dot_scaled take the accumulator as operand 2.
      Operation *dot = value.getDefiningOp();
      Value init = dot->getOperand(2);
      auto from = init.getDefiningOp<ConvertLayoutOp>();
      if (!isCheapToRecompute(init) &&
          !(from && from.getSource().getType() == newAcc))
        return failure();
      rewriter.setInsertionPoint(dot);
      Value moved =
          ConvertLayoutOp::create(rewriter, dot->getLoc(), newAcc, init);
      rewriter.modifyOpInPlace(dot, [&] {
        dot->setOperand(2, moved);
        dot->getResult(0).setType(newAcc);
      });
    }
    // The chain runs in those layouts, from the product down.
    Value current = value;
    for (auto [def, type] : llvm::reverse(chain)) {
      rewriter.modifyOpInPlace(def, [&, def = def, type = type] {
        def->getResult(0).setType(type);
      });
      current = def->getResult(0);
    }
    // Other uses of the chain take it back in the layout they had.
    for (const Shared &use : shared) {
      rewriter.setInsertionPointAfterValue(use.value);
      auto back = ConvertLayoutOp::create(rewriter, op.getLoc(), use.oldType,
                                          use.value);
      rewriter.replaceUsesWithIf(use.value, back, [&](OpOperand &operand) {
        return operand.getOwner() != back && operand.getOwner() != use.next;
      });
    }
    rewriter.replaceOp(op, current);
    return success();
  }
};

/// The layout a product in a loop computes its result in, or null: one
/// whose accumulator the lowering moves between layouts in every iteration
/// (it is not carried in tensor-core fragments, getCarriedProduct; on CUDA
/// cores it is computed where it lies) takes any blocked layout at the
/// same cost, so it takes the one with 16-byte runs of its operands along
/// N: attention rounds its scores to the next product's operand type, and
/// rescales and stores its output in that type, so the reductions, the
/// rescaling and the store all work on such runs (in-thread folds and
/// shuffles within a warp, vector stores) instead of single columns.
/// Products outside loops follow their store instead
/// (ConvertIntoAccumulator).
static RankedTensorType anchoredProductType(Operation *op, unsigned numWarps) {
  if (!isa<aa::DotOp, aa::DotScaledOp>(op) ||
      !isa<aa::ForOp, aa::LoopOp>(op->getParentOp()))
    return {};
  if (auto arg = dyn_cast<BlockArgument>(op->getOperand(2)))
    if (getCarriedProduct(arg) == op)
      return {};
  // Products kept in their fragments (tileas-accelerate-matmul) do not
  // move their accumulators at all.
  auto result = cast<RankedTensorType>(op->getResult(0).getType());
  Type operand =
      cast<RankedTensorType>(op->getOperand(0).getType()).getElementType();
  if (isFragmentLayout(result.getEncoding()) || result.getRank() != 2 ||
      !operand.isIntOrFloat() || operand.getIntOrFloatBitWidth() < 8)
    return {};
  int64_t run = std::min<int64_t>(16 / (operand.getIntOrFloatBitWidth() / 8),
                                  result.getShape()[1]);
  if (run < 2)
    return {};
  return RankedTensorType::get(result.getShape(), result.getElementType(),
                               getBlockedLayoutAlong(op->getContext(),
                                                     result.getShape(), 1, run,
                                                     numWarps));
}

/// The tiled loads and stores of `func`, and the products in loops that
/// may compute in a layout of their own (anchoredProductType), in walk
/// order (the same order in a clone, which is how a trial names the
/// accesses of the original).
static llvm::SmallVector<Operation *> tiledAccesses(aa::FuncOp func,
                                                    unsigned numWarps) {
  llvm::SmallVector<Operation *> accesses;
  func.walk([&](Operation *op) {
    if (isa<aa::TiledLoadOp, aa::TiledStoreOp>(op) ||
        anchoredProductType(op, numWarps) || coalescedPointerType(op, numWarps))
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
    } else if (RankedTensorType anchored = anchoredProductType(op, numWarps)) {
      auto result = cast<RankedTensorType>(op->getResult(0).getType());
      if (anchored == result)
        continue;
      builder.setInsertionPoint(op);
      Value acc = ConvertLayoutOp::create(builder, op->getLoc(), anchored,
                                          op->getOperand(2));
      op->setOperand(2, acc);
      op->getResult(0).setType(anchored);
      builder.setInsertionPointAfter(op);
      auto back = ConvertLayoutOp::create(builder, op->getLoc(), result,
                                          op->getResult(0));
      op->getResult(0).replaceAllUsesExcept(back, back);
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
    } else if (RankedTensorType pointers = coalescedPointerType(op, numWarps)) {
      if (pointers == op->getOperand(0).getType())
        continue;
      // Every tile operand (pointers, values, mask, other) in the run
      // layout; a load's result in it too, converted back for its users.
      for (OpOperand &operand : op->getOpOperands())
        if (isa<RankedTensorType>(operand.get().getType()))
          operand.set(convertToLayoutOf(builder, op, operand.get(), pointers));
      if (auto load = dyn_cast<aa::LoadOp>(op)) {
        auto result = cast<RankedTensorType>(load.getResult().getType());
        load.getResult().setType(RankedTensorType::get(result.getShape(),
                                                       result.getElementType(),
                                                       pointers.getEncoding()));
        builder.setInsertionPointAfter(load);
        auto back = ConvertLayoutOp::create(builder, load.getLoc(), result,
                                            load.getResult());
        load.getResult().replaceAllUsesExcept(back, back);
      }
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
  // The store it feeds, or the product whose accumulator it is.
  for (Operation *user : left->getUsers())
    if (isa<aa::TiledStoreOp, aa::DotOp, aa::DotScaledOp, aa::LoadOp,
            aa::StoreOp>(user))
      indexOf(user);
  llvm::SmallVector<Value> work{left.getSource()};
  llvm::DenseSet<Operation *> seen;
  llvm::DenseSet<Value> seenArgs;
  while (!work.empty()) {
    Value value = work.pop_back_val();
    // A value a loop carries comes from its first value and from what the
    // body continues with.
    auto loopOf = [](Value v) -> aa::ForOp {
      if (auto arg = dyn_cast<BlockArgument>(v))
        return arg.getArgNumber()
                   ? dyn_cast_or_null<aa::ForOp>(arg.getOwner()->getParentOp())
                   : aa::ForOp();
      return v.getDefiningOp<aa::ForOp>();
    };
    if (aa::ForOp loop = loopOf(value)) {
      if (!seenArgs.insert(value).second)
        continue;
      unsigned k = isa<BlockArgument>(value)
                       ? cast<BlockArgument>(value).getArgNumber() - 1
                       : cast<OpResult>(value).getResultNumber();
      work.push_back(loop.getInitValues()[k]);
      Operation *next = loop.getRegion().front().getTerminator();
      if (k < next->getNumOperands())
        work.push_back(next->getOperand(k));
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (!def || !seen.insert(def).second)
      continue;
    if (isa<aa::TiledLoadOp, aa::LoadOp>(def)) {
      indexOf(def);
      continue;
    }
    // A product computing in a layout of its own (anchoredProductType), and
    // what its accumulator comes from: it takes its operands in any layout.
    if (isa<aa::DotOp, aa::DotScaledOp>(def)) {
      indexOf(def);
      work.push_back(def->getOperand(2));
      continue;
    }
    Attribute layout = cast<RankedTensorType>(value.getType()).getEncoding();
    // Reshapes, reductions, broadcasts and permutes carry a layout on (into
    // another shape, its slice, from it, or renamed).
    bool reshape = isa<aa::ViewOp, aa::ExpandDimsOp, aa::ReduceOp,
                       aa::BroadcastOp, aa::PermuteOp, aa::ExtractOp>(def);
    for (Value operand : def->getOperands())
      if (auto tensor = dyn_cast<RankedTensorType>(operand.getType()))
        if (reshape || tensor.getEncoding() == layout)
          work.push_back(operand);
  }
  return found;
}

/// A bound on one trial's rewrites, so that patterns that keep undoing
/// each other end the trial (which then counts as not folded) instead of
/// the compilation.
static constexpr int64_t kMaxRewritesPerTrial = 100000;

struct TileASCoalesce
    : public nv_tileas::impl::TileASCoalesceBase<TileASCoalesce> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned threads = numThreads;
    if (failed(nv_tileas::verifyNumThreads(module, threads)))
      return signalPassFailure();
    // The patterns do not depend on the target: the trials rewrite
    // detached clones of each kernel.
    RewritePatternSet patterns(module.getContext());
    patterns.add<FoldConversionChain, ConvertAfterElementwise,
                 ConvertAfterReshape, ConvertAfterReduce, ConvertAfterScan,
                 ConvertAfterBroadcast, ConvertAfterPermute,
                 ConvertAfterExtract, ConvertBeforeCat, ConvertBeforeReshape,
                 DotTakesOperandLayout, LoadTakesPermutedOperandLayout,
                 StoreTakesSliceLayout, RecomputeInLayout, ConvertLoopCarried,
                 ConvertIntoAccumulator, ConvertFromFragmentsDirectly>(
        module.getContext());
    FrozenRewritePatternSet frozen(std::move(patterns));
    llvm::SmallVector<aa::FuncOp> kernels;
    module.walk([&](aa::FuncOp func) { kernels.push_back(func); });
    for (aa::FuncOp func : kernels)
      coalesceKernel(func, frozen, getKernelThreads(func, threads) / 32);
  }

  /// An access is coalesced only where every conversion it brings folds
  /// away (or into a dot's operand): the default layout already gives a
  /// warp contiguous 128-byte accesses, and a conversion left before an op
  /// that does not take the layout (an extract, a gather's index) would add
  /// a trip through shared memory that the vector accesses do not pay back.
  /// Reductions, scans, broadcasts and permutes take it (their results'
  /// conversions move on; a permute's stays, in place of the permute's own
  /// exchange), as do elementwise ops and reshapes. So all accesses are tried
  /// at once (a load -> elementwise -> store chain folds only when both ends
  /// are coalesced), and those behind a conversion that stays are left out of
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
      llvm::SmallVector<Operation *> accesses = tiledAccesses(trial, numWarps);
      if (!coalesceAccesses(accesses, excluded, numWarps)) {
        trial->erase();
        // No access of the kernel can take a coalesced layout: nothing to
        // report.
        if (excluded.empty())
          return moveConversionsOnly(func, frozen);
        break;
      }
      bool folded = succeeded(applyPatternsGreedily(
          trial.getOperation(), frozen,
          GreedyRewriteConfig().setMaxNumRewrites(kMaxRewritesPerTrial)));
      llvm::SmallVector<ConvertLayoutOp> left;
      // A conversion that moves nothing, or that moves a permute's
      // elements (which the permute would have moved anyway), may stay.
      // Conversions from and to tensor-core fragments are the products'
      // own (tileas-accelerate-matmul): the accesses are not to blame.
      trial->walk([&](ConvertLayoutOp op) {
        if (!isFreeConversion(op) &&
            !op.getSource().getDefiningOp<aa::PermuteOp>() &&
            !isFragmentLayout(cast<RankedTensorType>(op.getSource().getType())
                                  .getEncoding()) &&
            !isFragmentLayout(op.getType().getEncoding()))
          left.push_back(op);
      });
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
    moveConversionsOnly(func, frozen);
  }

  /// Where no access is coalesced, the conversions already in the kernel
  /// (tileas-accelerate-matmul's, around products kept in fragments) still
  /// move down and fold.
  static void moveConversionsOnly(aa::FuncOp func,
                                  const FrozenRewritePatternSet &frozen) {
    if (func.walk([](ConvertLayoutOp) { return WalkResult::interrupt(); })
            .wasInterrupted())
      (void)applyPatternsGreedily(
          func.getOperation(), frozen,
          GreedyRewriteConfig().setMaxNumRewrites(kMaxRewritesPerTrial));
  }
};
} // namespace
