//===- SplitKSteps.cpp - Narrower K steps where two stages do not fit -----===//
//
// A K loop's software pipeline (tileas-pipeline) needs two shared-memory
// stages, each holding every tile one iteration loads, beside the
// lowering's scratch. A 128x128x64 f16 GEMM loads 32 KiB an iteration: two
// stages do not fit the 48 KiB of static shared memory that cuTile Python
// launches kernels with, and its loop would load, wait and multiply in
// turn. Here such a loop runs f times as many iterations over K tiles f
// times narrower, with f the smallest power of two for which two stages
// fit: iteration j loads sub-tile j along K of views whose tile is Kt / f
// wide there, which the pipeline then copies ahead.
//
// The sub-tiles cover the elements the tiles covered, zero-padded alike
// (the views pad with zero), so the products add the same terms, K / f at a
// time (the tensor cores add each instruction's K terms in an order of
// their own anyway). The loop `for i = 0 to n step 1` becomes
// `for j = 0 to n' step 1` with n' = ceil(x / (Kt / f)) where n is
// ceil(x / Kt), the index space of a narrower view where n is a loaded
// view's (padded or not) along K, else f n (the sub-tiles beyond the data
// then read zeros).
//
// Applies where the body only loads tiles of loop-invariant partition views
// padded with zero, at the induction variable along K (and loop-invariant
// indices elsewhere), whose tokens order nothing, possibly drops their
// leading unit dimensions (view) or rounds them to tf32 (ftof), converts
// an lhs into wgmma's registers with K permuted (tileas-accelerate-matmul's
// loaded lhs, which keeps that order at any K), and multiplies them on tensor
// cores (sm_80 on; dot, or dot_scaled, whose block-scale tiles narrow along K
// alike and, not copied ahead, take no stage room) into accumulators the loop
// carries to the product and back; and where 32 bytes of each operand row
// remain along K (a tensor-core instruction's K, and the narrowest row a wgmma
// stage swizzles).
//
// An experiment for GPU sessions (--tileas-widen-k-steps, the pass option
// `widen`) goes the other way: a K loop whose operand rows along K are
// narrower than 128 bytes (the 128x128x32 f16 GEMM's 64) runs over K tiles
// f times wider, f the factor that makes them 128 bytes, where two stages
// of the wider tiles fit: each barrier and wait of its pipeline then
// covers f times as many tensor-core instructions. The wider tiles cover
// the narrow ones and zeros beyond the data; the trip count is then the
// index space along K of the wider view, so this applies only where it
// was that of the narrower one (else the last wide tile could add products
// of data the loop did not reach).
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/Transforms/Passes.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Remarks.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TILEASSPLITKSTEPS
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

/// The experiment of the file comment, in the tools (the pass option
/// `widen` in tile-opt).
static llvm::cl::opt<bool> clWidenKSteps(
    "tileas-widen-k-steps", llvm::cl::Hidden,
    llvm::cl::desc("Experiment: run K loops whose operand rows along K are "
                   "narrower than 128 bytes over K tiles that fill them"),
    llvm::cl::init(false));

namespace {
/// A load feeding a product operand: its view (as matched), the tile
/// dimension along K, and the view dropping leading unit dimensions and
/// the rounding to tf32 between it and the product, if any.
struct KLoad {
  aa::TiledLoadOp load;
  aa::MakeTiledViewOp view;
  unsigned kDim;
  aa::ViewOp reshape;
  Operation *round = nullptr;
  /// The conversion into wgmma's registers of an lhs loaded into them
  /// (`dot_op` with kPermuted, tileas-accelerate-matmul), if any.
  ConvertLayoutOp intoRegisters;
  /// The tile's extent along K: the products' K, or K / 32 for the block
  /// scales of dot_scaled, which the pipeline does not copy ahead (rows of
  /// a few bytes).
  int64_t kTile = 0;
  bool isScale = false;
};

/// What a K loop loads and multiplies (dot or dot_scaled), and the
/// products' K tile.
struct KLoop {
  llvm::SmallVector<KLoad> loads;
  llvm::SmallVector<Operation *> dots;
  int64_t kTile = 0;
};

/// A factor by which K tiles change: `num / den` (narrower: 1 / f; wider:
/// f / 1).
struct KScale {
  int64_t num = 1, den = 1;
  int64_t of(int64_t extent) const { return extent * num / den; }
};
} // namespace

/// The tile `load` yields (a tensor: tiles of products are never scalars).
static RankedTensorType tileType(aa::TiledLoadOp load) {
  return cast<RankedTensorType>(load.getTile().getType());
}

/// Bytes of one element of `type`.
static int64_t elementBytes(Type type) {
  return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
}

/// The loop's loads and products, or nullopt where it is not a K loop this
/// pass splits (file comment; room and widths are checked later).
static std::optional<KLoop> matchKLoop(aa::ForOp loop, unsigned cc) {
  Block &body = loop.getRegion().front();
  Value iv = body.getArgument(0);
  APInt lb, step;
  if (!matchPattern(loop.getLowerBound(), m_ConstantInt(&lb)) || !lb.isZero() ||
      !matchPattern(loop.getStep(), m_ConstantInt(&step)) || !step.isOne())
    return std::nullopt;
  KLoop k;
  unsigned loadOps = 0, conversions = 0;
  for (Operation &op : body) {
    if (isa<aa::DotOp, aa::DotScaledOp>(op))
      k.dots.push_back(&op);
    else if (isa<aa::TiledLoadOp>(op))
      ++loadOps;
    else if (isa<ConvertLayoutOp>(op))
      ++conversions;
    else if (!isa<aa::ViewOp, aa::FToFOp, aa::ContinueOp>(op))
      return std::nullopt;
  }
  // Every iteration value is the accumulator of a product the loop carries
  // to it and back.
  if (k.dots.empty() || k.dots.size() != loop.getInitValues().size())
    return std::nullopt;
  for (BlockArgument arg : body.getArguments().drop_front())
    if (!getCarriedProduct(arg))
      return std::nullopt;
  for (Operation *dot : k.dots) {
    // lhs, rhs and the accumulator first (then dot_scaled's scales).
    auto typeOf = [&](unsigned i) {
      return cast<RankedTensorType>(dot->getOperand(i).getType());
    };
    std::optional<unsigned> since = getMmaSyncComputeCapability(
        typeOf(0).getElementType(), typeOf(1).getElementType(),
        typeOf(2).getElementType());
    if (!since || cc < *since || typeOf(0).getRank() != 2)
      return std::nullopt;
    llvm::SmallVector<unsigned> operands = {0, 1};
    if (isa<aa::DotScaledOp>(dot))
      operands.append({3, 4});
    for (unsigned i : operands) {
      KLoad l;
      l.isScale = i >= 3;
      // An lhs loaded into wgmma's registers narrows with its load: its K
      // order is permuteK's for whatever K the tile has.
      Value operand = dot->getOperand(i);
      if (auto convert = operand.getDefiningOp<ConvertLayoutOp>()) {
        auto layout =
            dyn_cast<DotOperandLayoutAttr>(convert.getType().getEncoding());
        if (i != 0 || !layout || !layout.getKPermuted() ||
            !convert->hasOneUse())
          return std::nullopt;
        l.intoRegisters = convert;
        operand = convert.getSource();
        --conversions;
      }
      l.load = getProductOperandLoad(operand, &l.reshape);
      if (!l.load || l.load->getBlock() != &body ||
          !l.load.getTile().hasOneUse() || !l.load.getResultToken().use_empty())
        return std::nullopt;
      lookThroughTF32Rounding(operand, l.round);
      // K is the last dimension of lhs (and its scales) and the one before
      // of rhs (and its scales).
      unsigned rank = tileType(l.load).getRank();
      l.kDim = i == 0 || i == 3 ? rank - 1 : rank - 2;
      l.view = l.load.getView().getDefiningOp<aa::MakeTiledViewOp>();
      auto type = l.load.getView().getType();
      auto pad = dyn_cast_or_null<ct::PaddingValueAttr>(
          type.getLayout().get("padding_value"));
      if (!l.view || loop->isAncestor(l.view) ||
          type.getKind().getValue() != "partition" || !pad ||
          pad.getValue() != ct::PaddingValue::Zero)
        return std::nullopt;
      for (auto [d, index] : llvm::enumerate(l.load.getIndex()))
        if (d == l.kDim
                ? index != iv
                : loop->isAncestor(index.getParentRegion()->getParentOp()))
          return std::nullopt;
      l.kTile = type.getTileShape()[l.kDim];
      if (!l.isScale) {
        if (k.kTile && k.kTile != l.kTile)
          return std::nullopt;
        k.kTile = l.kTile;
      }
      k.loads.push_back(l);
    }
  }
  if (loadOps != k.loads.size() || conversions != 0)
    return std::nullopt;
  return k;
}

/// `type` with dimension `dim` scaled by `scale`.
static RankedTensorType rescaled(RankedTensorType type, unsigned dim,
                                 KScale scale) {
  llvm::SmallVector<int64_t> shape(type.getShape());
  shape[dim] = scale.of(shape[dim]);
  return type.clone(shape);
}

/// A view like `view` whose tile is scaled by `scale` along `dim`, next to
/// it.
static Value rescaledView(aa::MakeTiledViewOp view, unsigned dim,
                          KScale scale) {
  auto type = view.getResult().getType();
  llvm::SmallVector<int64_t> tile(type.getTileShape());
  tile[dim] = scale.of(tile[dim]);
  OpBuilder b(view);
  b.setInsertionPointAfter(view);
  return aa::MakeTiledViewOp::create(
      b, view.getLoc(),
      aa::TiledViewType::get(type.getContext(), type.getKind(), tile,
                             type.getMemref(), type.getLayout()),
      view.getMemref());
}

/// The view whose index space along K the trip count of `loop` is: a view
/// of a loaded memref in the loaded tiles (padded or not), made before the
/// loop; or null.
static aa::GetIndexSpaceShapeOp tripCountView(aa::ForOp loop, KLoop &k) {
  Value n = loop.getUpperBound();
  auto shape = n.getDefiningOp<aa::GetIndexSpaceShapeOp>();
  if (!shape)
    return nullptr;
  unsigned d = cast<OpResult>(n).getResultNumber();
  auto src = shape.getSrc().getDefiningOp<aa::MakeTiledViewOp>();
  for (KLoad &l : k.loads) {
    if (!src || loop->isAncestor(src) || l.isScale || l.kDim != d ||
        src.getMemref() != l.view.getMemref())
      continue;
    auto srcType = src.getResult().getType();
    auto loadType = l.view.getResult().getType();
    if (srcType.getKind() == loadType.getKind() &&
        srcType.getTileShape() == loadType.getTileShape())
      return shape;
  }
  return nullptr;
}

/// The new trip count (file comment), before `loop`: narrower K tiles
/// (`scale` 1 / f) take any trip count, wider ones only that of
/// tripCountView.
static Value rescaledUpperBound(aa::ForOp loop, KLoop &k, KScale scale) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  Value n = loop.getUpperBound();
  Type type = n.getType();
  auto constant = [&](int64_t v) -> Value {
    return arith::ConstantOp::create(b, loc, type, b.getIntegerAttr(type, v));
  };
  // The index space along K of the view -> that of the rescaled view.
  if (aa::GetIndexSpaceShapeOp shape = tripCountView(loop, k)) {
    unsigned d = cast<OpResult>(n).getResultNumber();
    auto src = shape.getSrc().getDefiningOp<aa::MakeTiledViewOp>();
    return aa::GetIndexSpaceShapeOp::create(b, loc, shape.getResultTypes(),
                                            rescaledView(src, d, scale))
        ->getResult(d);
  }
  assert(scale.num == 1 && "wider K tiles need tripCountView");
  int64_t f = scale.den;
  // ceil(x / Kt) -> ceil(x / (Kt / f)).
  if (auto div = n.getDefiningOp<aa::DivIOp>()) {
    APInt kt;
    if (div.getRounding() == ct::RoundingMode::PositiveInf &&
        matchPattern(div.getRhs(), m_ConstantInt(&kt)) &&
        kt.getSExtValue() == k.kTile)
      return aa::DivIOp::create(b, loc, div.getLhs(), constant(k.kTile / f),
                                div.getSignedness(), div.getRounding());
  }
  return aa::MulIOp::create(b, loc, n, constant(f));
}

/// Runs `loop` over K tiles scaled by `scale` (narrower or wider).
static void rescaleKSteps(aa::ForOp loop, KLoop &k, KScale scale) {
  // The trip count first: it may read the views as matched.
  Value upper = rescaledUpperBound(loop, k, scale);
  // One rescaled view per view and K dimension (a view may feed both
  // operands), next to it.
  llvm::DenseMap<std::pair<Operation *, unsigned>, Value> views;
  for (KLoad &l : k.loads) {
    Value &view = views[{l.view, l.kDim}];
    if (!view)
      view = rescaledView(l.view, l.kDim, scale);
    l.load.getViewMutable().assign(view);
    // The tile and what carries it to the product change alike, along K
    // where their ranks put it.
    unsigned tileRank = tileType(l.load).getRank();
    auto rescale = [&](Value value) {
      auto type = cast<RankedTensorType>(value.getType());
      value.setType(
          rescaled(type, l.kDim - (tileRank - type.getRank()), scale));
    };
    rescale(l.load.getTile());
    if (l.reshape)
      rescale(l.reshape.getResult());
    if (l.round)
      rescale(l.round->getResult(0));
    if (l.intoRegisters)
      rescale(l.intoRegisters.getResult());
  }
  Value old = loop.getUpperBound();
  loop.getUpperBoundMutable().assign(upper);
  // What the loop no longer reads goes, where nothing else does: the old
  // trip count and what it alone read (a view it took the index space of,
  // a constant), then the old views.
  llvm::SetVector<Operation *> dead;
  if (Operation *def = old.getDefiningOp())
    dead.insert(def);
  for (KLoad &l : k.loads)
    dead.insert(l.view);
  for (size_t i = 0; i < dead.size(); ++i) {
    Operation *op = dead[i];
    if (!isPure(op) || !op->use_empty())
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        dead.insert(def);
    op->erase();
  }
}

namespace {
struct TileASSplitKSteps
    : nv_tileas::impl::TileASSplitKStepsBase<TileASSplitKSteps> {
  using Base::Base;

  void runOnOperation() override {
    llvm::SmallVector<aa::ForOp> loops;
    getOperation().walk([&](aa::ForOp loop) { loops.push_back(loop); });
    for (aa::ForOp loop : loops)
      splitLoop(loop);
  }

  void splitLoop(aa::ForOp loop) {
    auto func = loop->getParentOfType<aa::FuncOp>();
    unsigned cc = computeCapability ? unsigned(computeCapability)
                                    : getComputeCapability(loop).value_or(80);
    if (!func || cc < 80)
      return;
    std::optional<KLoop> k = matchKLoop(loop, cc);
    if (!k)
      return;
    // The room tileas-pipeline sizes stages by, before any shared tile is
    // placed: the budget less the least scratch and the mbarriers.
    int64_t perCTA, ctas;
    int64_t room = getStageBudget(func, perCTA, ctas) - kMinScratchBytes;
    if (auto n = func->getAttrOfType<IntegerAttr>("nv_tileaa.mbarriers"))
      room -= 8 * n.getInt();
    // A stage holds every tile of an iteration, each on a 1024-byte
    // boundary (the 128-byte swizzle's period), but for an lhs loaded into
    // registers.
    auto stageBytes = [&](KScale scale) {
      int64_t bytes = 0;
      for (KLoad &l : k->loads) {
        if (l.isScale || l.intoRegisters)
          continue;
        RankedTensorType type = tileType(l.load);
        bytes += llvm::alignTo(scale.of(type.getNumElements()) *
                                   elementBytes(type.getElementType()),
                               1024);
      }
      return bytes;
    };
    auto keepsRows = [&](int64_t f) {
      return llvm::all_of(k->loads, [&](KLoad &l) {
        Type element = tileType(l.load).getElementType();
        return l.kTile % f == 0 &&
               (l.isScale || l.kTile / f * elementBytes(element) >= 32);
      });
    };
    auto opts = remark::RemarkOpts::name("SplitKSteps")
                    .category("pipeline")
                    .function(func.getSymName());
    if (2 * stageBytes({}) <= room) {
      if (widen || clWidenKSteps)
        widenLoop(loop, *k, room, opts, stageBytes);
      return;
    }
    int64_t f = 2;
    while (keepsRows(f) && 2 * stageBytes({1, f}) > room)
      f *= 2;
    if (!keepsRows(f)) {
      remark::missed(loop.getLoc(), opts)
          << remark::add("the loop's K steps are not split")
          << remark::reason(
                 "two stages of {0} bytes do not fit the {1} bytes of shared "
                 "memory beside the scratch, and narrower K tiles than {2} "
                 "would leave operand rows under 32 bytes or not fit either",
                 stageBytes({}), room, k->kTile);
      return;
    }
    int64_t bytes = stageBytes({1, f});
    rescaleKSteps(loop, *k, {1, f});
    remark::passed(loop.getLoc(), opts) << remark::add(
        "the loop's K steps are split in {0} (K tiles of {1} instead of {2}) "
        "so that two pipeline stages of {3} bytes fit the {4} bytes of "
        "shared memory beside the scratch ({5} bytes a CTA may use)",
        f, k->kTile / f, k->kTile, bytes, room, perCTA);
  }

  /// The experiment of the file comment: K tiles whose operand rows fill
  /// 128 bytes, where two stages of them fit `room`.
  void widenLoop(aa::ForOp loop, KLoop &k, int64_t room,
                 const remark::RemarkOpts &opts,
                 llvm::function_ref<int64_t(KScale)> stageBytes) {
    int64_t rowBytes = 0;
    for (KLoad &l : k.loads)
      rowBytes = std::max(
          rowBytes, l.kTile * elementBytes(tileType(l.load).getElementType()));
    int64_t f = rowBytes ? 128 / rowBytes : 0;
    auto missed = [&](llvm::StringRef why) {
      remark::missed(loop.getLoc(), opts)
          << remark::add("the loop's K steps are not widened")
          << remark::reason("{0}", why.str());
    };
    if (f < 2)
      return missed("its operand rows along K take 128 bytes or more");
    if (llvm::any_of(k.loads, [](KLoad &l) { return l.isScale; }))
      return missed("it loads block scales, which the pipeline does not "
                    "copy ahead");
    if (!tripCountView(loop, k))
      return missed("its trip count is not the index space along K of a "
                    "view of what it loads, so wider tiles could add "
                    "products of data it does not reach");
    int64_t bytes = stageBytes({f, 1});
    if (2 * bytes > room)
      return missed("two stages of " + std::to_string(bytes) +
                    " bytes would not fit the " + std::to_string(room) +
                    " bytes of shared memory beside the scratch");
    rescaleKSteps(loop, k, {f, 1});
    remark::passed(loop.getLoc(), opts) << remark::add(
        "the loop's K steps are widened {0} times (K tiles of {1} instead of "
        "{2}), so that each operand row fills 128 bytes: stages of {3} bytes "
        "(--tileas-widen-k-steps)",
        f, k.kTile * f, k.kTile, bytes);
  }
};
} // namespace
