//===- PrefetchLoads.cpp - Tile loads issued iterations ahead -------------===//
//
// A thread waits for a load only where it first uses the loaded registers.
// In a loop that loads a tile and uses it in the same iteration, each
// thread therefore has one load in flight at a time and waits the whole
// memory latency in every iteration: the row-wise corpus kernels (layer
// norm's three passes over a row, 256 elements an iteration) are bound by
// that latency rather than by bandwidth. Here such loads are issued D
// iterations ahead: the loop carries the tiles of the next D iterations,
// and the first D are loaded before the loop (D = 2 shown):
//
//   t0 = load(view, idx(lb)); t1 = load(view, idx(lb + s))
//   for i = lb to ub step s iter_values(..., a = t0, b = t1)
//     next = load(view, idx(i + 2s))
//     ... what used the load uses a ...
//     continue ..., b, next
//
// so that each thread has D tiles in flight while it works on one (the
// copies into registers of Triton's pipeliner, D stages deep). A row of
// layer norm's first pass then costs about one memory latency instead of
// one an iteration. D is as large as fits kMaxCarriedRegisters registers a
// thread of carried tiles, at most the pass's max-distance (4) and, where
// the trip count is a constant, at most that. The last iterations load
// tiles past the end: tiled accesses read only within the view's bounds
// (the padding value, or zeros, beyond them), so they read nothing they
// should not, and the tiles go unused.
//
// Applies to tiled_load ops at the top level of a loop with a constant
// positive step (nv_tileaa.for), of views made outside the loop, at indices
// computed from the induction variable and loop-invariant values by pure
// ops of the body, whose memory token comes from outside the loop (weak
// accesses are ordered by tokens only, so nothing in the loop orders the
// load) and whose result token is unused, in loops whose tile loads take
// at most kMaxPrefetchRegisters registers a thread in all (one that loads
// more has as many loads in flight already). Loops with products are left
// to tileas-pipeline, which copies their operands ahead into shared
// memory; this pass runs after it. Of those loops, only the loads of an
// operand wgmma reads from registers (a `dot_op` tile: an lhs loaded
// straight into them, tileas-accelerate-matmul) are issued ahead here,
// kMaxCarriedOperandRegisters deep: such a product's accumulator holds
// half a thread's registers or more already.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/Transforms/Passes.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Remarks.h"
#include "llvm/Support/CommandLine.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TILEASPREFETCHLOADS
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;

/// For GPU sessions' comparisons, in the tools (beside the pass itself,
/// which tile-opt registers under the pass's name).
static llvm::cl::opt<bool> clNoPrefetchLoads(
    "tileas-no-prefetch-loads", llvm::cl::Hidden,
    llvm::cl::desc("Leave the tile loads of loops without products where "
                   "they are (no tileas-prefetch-loads)"),
    llvm::cl::init(false));
static llvm::cl::opt<int64_t> clMaxDistance(
    "tileas-prefetch-loads-max-distance", llvm::cl::Hidden,
    llvm::cl::desc("Most iterations ahead tileas-prefetch-loads issues a "
                   "load (0: the pass's max-distance, 4)"),
    llvm::cl::init(0));

/// The most 32-bit registers a thread may hold of the tiles a loop loads
/// for it to prefetch them: a loop that loads more has that many loads in
/// flight already (the column sums of layer_norm_bwd_dwdb_f32 load 8 tiles
/// an iteration, and would go from 64 registers to 96), and the loop would
/// carry a second copy of each (a 64x64 f32 tile over 128 threads takes
/// 32), costing resident warps.
static constexpr int64_t kMaxPrefetchRegisters = 16;

/// The most 32-bit registers a thread may hold of the tiles a loop carries
/// (the prefetch distance times its loads' registers). A row-wise kernel
/// of 64 threads at 40 registers has 25 CTAs on an SM; 16 more registers
/// leave it 18, with three to four times the bytes in flight.
static constexpr int64_t kMaxCarriedRegisters = 16;

/// The most registers a thread may carry of the register operands of a
/// loop with products: the 128x128x32 f16 GEMM on two warpgroups takes 64
/// for its accumulator and about 120 in all, and two CTAs an SM leave it
/// 128, so its lhs (8 a thread an iteration) goes one iteration ahead.
static constexpr int64_t kMaxCarriedOperandRegisters = 8;

namespace {
/// A load issued ahead, and the ops of the body its indices need, in
/// program order.
struct Prefetch {
  aa::TiledLoadOp load;
  llvm::SmallVector<Operation *> indexOps;
};
} // namespace

/// The load as a Prefetch, or nullopt where the file comment's conditions
/// (but the loop's registers) do not hold.
static std::optional<Prefetch> matchPrefetch(aa::TiledLoadOp load,
                                             aa::ForOp loop) {
  if (!isUnorderedInLoop(load, loop))
    return std::nullopt;
  auto tile = dyn_cast<RankedTensorType>(load.getTile().getType());
  if (!tile || !tile.getElementType().isIntOrFloat())
    return std::nullopt;
  FailureOr<llvm::SmallVector<Operation *>> indexOps =
      getLoadIndexOps(load, loop);
  if (failed(indexOps))
    return std::nullopt;
  return Prefetch{load, std::move(*indexOps)};
}

/// Clones `p`'s load at induction variable `iv` where `b` is.
static Value cloneLoadAt(OpBuilder &b, Prefetch &p, aa::ForOp loop, Value iv) {
  IRMapping map;
  map.map(loop.getRegion().front().getArgument(0), iv);
  for (Operation *op : p.indexOps)
    b.clone(*op, map);
  return b.clone(*p.load, map)->getResult(0);
}

/// `iv` plus `k` steps of `step` (a constant), where `b` is.
static Value stepsAfter(OpBuilder &b, Location loc, Value iv, const APInt &step,
                        int64_t k) {
  if (k == 0)
    return iv;
  Value offset = arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(iv.getType(), step * k));
  return aa::AddIOp::create(b, loc, iv, offset);
}

/// Rewrites `loop` (file comment) into a new loop that carries the tiles of
/// `distance` iterations. The carried tiles are in iteration order, each
/// iteration's in `ps`' order.
static void prefetch(aa::ForOp loop, llvm::MutableArrayRef<Prefetch> ps,
                     const APInt &step, int64_t distance) {
  Location loc = loop.getLoc();
  OpBuilder b(loop);
  // The first `distance` iterations' tiles, before the loop.
  llvm::SmallVector<Value> firstTiles;
  for (int64_t k = 0; k < distance; ++k) {
    Value iv = stepsAfter(b, loc, loop.getLowerBound(), step, k);
    for (Prefetch &p : ps)
      firstTiles.push_back(cloneLoadAt(b, p, loop, iv));
  }
  aa::ForOp next = appendIterValues(loop, firstTiles);
  Block &body = next.getRegion().front();
  // The tiles `distance` iterations on, at the top of the body; this
  // iteration's come in first among the new iteration values.
  b.setInsertionPointToStart(&body);
  Value later = stepsAfter(b, loc, body.getArgument(0), step, distance);
  llvm::SmallVector<Value> nextTiles;
  for (Prefetch &p : ps)
    nextTiles.push_back(cloneLoadAt(b, p, next, later));
  auto carried = body.getArguments().take_back(ps.size() * distance);
  for (auto [p, tile] : llvm::zip(ps, carried.take_front(ps.size()))) {
    p.load.getTile().replaceAllUsesWith(tile);
    p.load.erase();
  }
  llvm::SmallVector<Value> continued(carried.drop_front(ps.size()));
  continued.append(nextTiles);
  auto cont = cast<aa::ContinueOp>(body.getTerminator());
  cont->insertOperands(cont->getNumOperands(), continued);
}

/// The loop's trip count where its bounds and step are constants.
static std::optional<int64_t> constantTripCount(aa::ForOp loop,
                                                const APInt &step) {
  APInt lb, ub;
  if (!matchPattern(loop.getLowerBound(), m_ConstantInt(&lb)) ||
      !matchPattern(loop.getUpperBound(), m_ConstantInt(&ub)))
    return std::nullopt;
  int64_t span = ub.getSExtValue() - lb.getSExtValue();
  return span <= 0 ? 0 : llvm::divideCeil(span, step.getSExtValue());
}

namespace {
struct TileASPrefetchLoads
    : nv_tileas::impl::TileASPrefetchLoadsBase<TileASPrefetchLoads> {
  using Base::Base;

  void runOnOperation() override {
    if (clNoPrefetchLoads)
      return;
    llvm::SmallVector<aa::ForOp> loops;
    getOperation().walk([&](aa::ForOp loop) { loops.push_back(loop); });
    for (aa::ForOp loop : loops)
      prefetchLoop(loop);
  }

  void prefetchLoop(aa::ForOp loop) {
    auto func = loop->getParentOfType<aa::FuncOp>();
    APInt step;
    if (!func || !matchPattern(loop.getStep(), m_ConstantInt(&step)) ||
        !step.isStrictlyPositive())
      return;
    Block &body = loop.getRegion().front();
    // Products' operands are tileas-pipeline's, but for those loaded into
    // registers (file comment).
    bool products = llvm::any_of(body, [](Operation &op) {
      return isa<aa::DotOp, aa::DotScaledOp>(op);
    });
    llvm::SmallVector<Prefetch> ps;
    int64_t threads = getKernelThreads(func, 128), registers = 0;
    for (Operation &op : body) {
      auto load = dyn_cast<aa::TiledLoadOp>(op);
      if (!load ||
          (products &&
           !isa_and_nonnull<DotOperandLayoutAttr>(
               cast<RankedTensorType>(load.getTile().getType()).getEncoding())))
        continue;
      registers += getRegistersPerThread(load.getTile(), threads);
      if (std::optional<Prefetch> p = matchPrefetch(load, loop))
        ps.push_back(std::move(*p));
    }
    if (registers > kMaxPrefetchRegisters)
      return;
    if (ps.empty())
      return;
    int64_t carriedPerIteration = 0;
    for (Prefetch &p : ps)
      carriedPerIteration += getRegistersPerThread(p.load.getTile(), threads);
    int64_t carriedCap =
        products ? kMaxCarriedOperandRegisters : kMaxCarriedRegisters;
    int64_t distance = std::clamp<int64_t>(
        carriedCap / std::max<int64_t>(carriedPerIteration, 1), 1,
        std::max<int64_t>(clMaxDistance ? clMaxDistance : maxDistance, 1));
    if (std::optional<int64_t> trips = constantTripCount(loop, step))
      distance = std::clamp<int64_t>(*trips, 1, distance);
    remark::passed(loop.getLoc(), remark::RemarkOpts::name("PrefetchLoads")
                                      .category("pipeline")
                                      .function(func.getSymName()))
        << remark::add("the loop's {0} tile loads at the induction variable "
                       "are issued {1} iteration(s) ahead, into registers "
                       "the loop carries",
                       ps.size(), distance);
    prefetch(loop, ps, step, distance);
  }
};
} // namespace
