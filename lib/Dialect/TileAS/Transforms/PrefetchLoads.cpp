//===- PrefetchLoads.cpp - Tile loads issued an iteration ahead -----------===//
//
// A thread waits for a load only where it first uses the loaded registers.
// In a loop that loads a tile and uses it in the same iteration, each
// thread therefore has one load in flight at a time and waits the whole
// memory latency in every iteration: the row-wise corpus kernels (layer
// norm's three passes over a row, 256 elements an iteration) are bound by
// that latency rather than by bandwidth. Here such loads are issued one
// iteration ahead: the loop carries the tile of the next iteration, loaded
// at the top of the iteration before its own tile is used, and the first
// iteration's tile is loaded before the loop:
//
//   t0 = load(view, idx(lb))
//   for i = lb to ub step s iter_values(..., t = t0)
//     next = load(view, idx(i + s))
//     ... what used the load uses t ...
//     continue ..., next
//
// so that each thread has the next tile in flight while it works on this
// one (the copies into registers of Triton's pipeliner, one stage deep).
// The last iteration loads the tile past the end: tiled accesses read only
// within the view's bounds (the padding value, or zeros, beyond them), so
// it reads nothing it should not, and the tile goes unused.
//
// Applies to tiled_load ops at the top level of a loop with a constant
// positive step (nv_tileaa.for), of views made outside the loop, at indices
// computed from the induction variable and loop-invariant values by pure
// ops of the body, whose memory token comes from outside the loop (weak
// accesses are ordered by tokens only, so nothing in the loop orders the
// load) and whose result token is unused, in loops whose tile loads take
// at most kMaxPrefetchRegisters registers a thread in all (the loop carries
// a second copy of each; one that loads more has as many loads in flight
// already). Loops with products are left to
// tileas-pipeline, which copies their operands ahead into shared memory;
// this pass runs after it.
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

/// The most 32-bit registers a thread may hold of the tiles a loop loads
/// for it to prefetch them: a loop that loads more has that many loads in
/// flight already (the column sums of layer_norm_bwd_dwdb_f32 load 8 tiles
/// an iteration, and would go from 64 registers to 96), and the loop would
/// carry a second copy of each (a 64x64 f32 tile over 128 threads takes
/// 32), costing resident warps.
static constexpr int64_t kMaxPrefetchRegisters = 16;

namespace {
/// A load issued ahead, and the ops of the body its indices need, in
/// program order.
struct Prefetch {
  aa::TiledLoadOp load;
  llvm::SmallVector<Operation *> indexOps;
};
} // namespace

/// The 32-bit registers a thread holds of `load`'s tile (its elements
/// spread over the CTA's `threads`).
static int64_t registersOf(aa::TiledLoadOp load, int64_t threads) {
  auto tile = cast<RankedTensorType>(load.getTile().getType());
  return llvm::divideCeil(tile.getNumElements() * tile.getElementTypeBitWidth(),
                          32 * threads);
}

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

/// Rewrites `loop` (file comment) into a new loop.
static void prefetch(aa::ForOp loop, llvm::MutableArrayRef<Prefetch> ps) {
  Location loc = loop.getLoc();
  OpBuilder b(loop);
  // The first iteration's tiles, before the loop.
  llvm::SmallVector<Value> firstTiles;
  for (Prefetch &p : ps)
    firstTiles.push_back(cloneLoadAt(b, p, loop, loop.getLowerBound()));
  aa::ForOp next = appendIterValues(loop, firstTiles);
  Block &body = next.getRegion().front();
  // The next iteration's tiles, at the top of the body; this iteration's
  // come in through the new iteration values.
  b.setInsertionPointToStart(&body);
  Value later = aa::AddIOp::create(b, loc, body.getArgument(0), next.getStep());
  llvm::SmallVector<Value> nextTiles;
  for (Prefetch &p : ps)
    nextTiles.push_back(cloneLoadAt(b, p, next, later));
  for (auto [p, tile] :
       llvm::zip(ps, body.getArguments().take_back(ps.size()))) {
    p.load.getTile().replaceAllUsesWith(tile);
    p.load.erase();
  }
  auto cont = cast<aa::ContinueOp>(body.getTerminator());
  cont->insertOperands(cont->getNumOperands(), nextTiles);
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
    llvm::SmallVector<Prefetch> ps;
    int64_t threads = getKernelThreads(func, 128), registers = 0;
    for (Operation &op : body) {
      // Products are tileas-pipeline's (file comment).
      if (isa<aa::DotOp, aa::DotScaledOp>(op))
        return;
      auto load = dyn_cast<aa::TiledLoadOp>(op);
      if (!load)
        continue;
      registers += registersOf(load, threads);
      if (std::optional<Prefetch> p = matchPrefetch(load, loop))
        ps.push_back(std::move(*p));
    }
    if (registers > kMaxPrefetchRegisters)
      return;
    if (ps.empty())
      return;
    remark::passed(loop.getLoc(), remark::RemarkOpts::name("PrefetchLoads")
                                      .category("pipeline")
                                      .function(func.getSymName()))
        << remark::add("the loop's {0} tile loads at the induction variable "
                       "are issued one iteration ahead, into registers the "
                       "loop carries",
                       ps.size());
    prefetch(loop, ps);
  }
};
} // namespace
