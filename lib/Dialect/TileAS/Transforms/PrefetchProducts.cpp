//===- PrefetchProducts.cpp - wgmma products issued an iteration ahead ----===//
//
// wgmma runs asynchronously to the warpgroup that issues it, but a product
// whose result the iteration uses at once gives it nothing to overlap:
// attention's KV loop computes S = Q K^T, waits for it, spends most of the
// iteration on the softmax of S (exp2 alone takes as long on an SM as the
// iteration's two products on the tensor cores, for head dimension 64),
// then computes P V and waits again, so that each warpgroup's tensor-core
// time and its softmax follow one another. FlashAttention-3 overlaps them
// within a warpgroup by issuing the next iteration's S before the softmax
// of this one. Here that is a rewrite of the loop: a product whose operands
// are loop-invariant or loaded at the induction variable, onto a
// loop-invariant accumulator, is issued one iteration ahead, and the loop
// carries its result:
//
//   s0 = dot(q, load(view, idx(lb)), zero)
//   for i = lb to ub step st iter_values(..., s = s0)
//     next = dot(q, load(view, idx(i + st)), zero) {wgmma_pending = 1}
//     ... what used the product uses s ...
//     continue ..., next
//
// The product at the top is marked nv_tileas.wgmma_pending = 1: the lowering
// waits for nothing after it, and its group is retired by the wait of a
// later product of the iteration (P V's), through which its registers pass,
// so that the tensor cores compute the next S while the threads compute
// this softmax. tileas-pipeline then copies the load at i + st into the
// stages as any other (its indices depend on the induction variable).
//
// The results are those of the loop as written, bit for bit: each product
// multiplies the same tiles, only earlier. The last iteration multiplies the
// tile past the end, which tiled loads read only within the view's bounds
// (zeros, or the padding value, beyond them), and its result goes unused;
// that wastes one product a loop, as does the first one before a loop that
// runs no iteration.
//
// Applies, on a target where the product runs on wgmma (isWgmmaProduct), to
// a dot at the top level of a loop (nv_tileaa.for with a constant positive
// step) whose accumulator is defined outside the loop, whose result the
// iteration uses (not only the next one: a K loop's carried accumulator is
// tileas-pipeline's wgmma_pending), whose operands are computed in the body
// by pure ops and tiled_loads from values defined outside the loop and the
// induction variable only (a load's view and memory token defined outside
// the loop, its result token unused: weak accesses are ordered by tokens
// only), none of them used by anything but that computation, and which a
// later product of the body on wgmma follows (whose wait retires the
// group), in a body with no product in a nested region.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/Transforms/Passes.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Remarks.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/CommandLine.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TILEASPREFETCHPRODUCTS
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;

/// For GPU sessions' comparisons, in the tools (beside the pass itself,
/// which tile-opt registers under the pass's name).
static llvm::cl::opt<bool> clNoPrefetchProducts(
    "tileas-no-prefetch-products", llvm::cl::Hidden,
    llvm::cl::desc("Leave the wgmma products of loops where they are (no "
                   "tileas-prefetch-products)"),
    llvm::cl::init(false));

/// Whether `dot` runs on wgmma in a CTA of `threads` threads on target
/// `computeCapability`.
static bool onWgmma(aa::DotOp dot, unsigned threads,
                    unsigned computeCapability) {
  auto lhs = dyn_cast<RankedTensorType>(dot.getLhs().getType());
  auto rhs = dyn_cast<RankedTensorType>(dot.getRhs().getType());
  auto acc = dyn_cast<RankedTensorType>(dot.getAcc().getType());
  return lhs && rhs && acc &&
         isWgmmaProduct(lhs, rhs, acc, threads, computeCapability);
}

/// The ops of `loop`'s body that compute `dot`'s operands, in program
/// order, where the file comment's conditions on them hold; failure
/// otherwise (with the reason in `why`).
static FailureOr<llvm::SmallVector<Operation *>>
operandOps(aa::DotOp dot, aa::ForOp loop, std::string &why) {
  Block &body = loop.getRegion().front();
  Value iv = body.getArgument(0);
  llvm::SetVector<Operation *> ops;
  llvm::SmallVector<Value> work{dot.getLhs(), dot.getRhs()};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (v == iv || isDefinedOutside(v, loop))
      continue;
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != &body || def->getNumRegions()) {
      why = "an operand depends on a value the loop carries";
      return failure();
    }
    if (auto load = dyn_cast<aa::TiledLoadOp>(def)) {
      if (!isUnorderedInLoop(load, loop)) {
        why = "an operand's load is ordered by a token of the loop";
        return failure();
      }
      FailureOr<llvm::SmallVector<Operation *>> indexOps =
          getLoadIndexOps(load, loop);
      if (failed(indexOps)) {
        why = "an operand's load is at indices that depend on a value the "
              "loop carries";
        return failure();
      }
      ops.insert(def);
      ops.insert(indexOps->begin(), indexOps->end());
      continue;
    }
    if (!isPure(def)) {
      why = "an operand depends on an op with side effects";
      return failure();
    }
    if (ops.insert(def))
      llvm::append_range(work, def->getOperands());
  }
  // Moving the ops must leave nothing behind that uses them.
  for (Operation *op : ops)
    for (Operation *user : op->getUsers())
      if (user != dot && !ops.contains(user)) {
        why = "an operand's tile is used beside the product";
        return failure();
      }
  llvm::SmallVector<Operation *> sorted(ops.begin(), ops.end());
  llvm::sort(sorted,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return sorted;
}

/// Clones `ops` and `dot` where `b` is, at induction variable `iv`.
static aa::DotOp cloneAt(OpBuilder &b, llvm::ArrayRef<Operation *> ops,
                         aa::DotOp dot, aa::ForOp loop, Value iv) {
  IRMapping map;
  map.map(loop.getRegion().front().getArgument(0), iv);
  for (Operation *op : ops)
    b.clone(*op, map);
  return cast<aa::DotOp>(b.clone(*dot, map));
}

/// Rewrites `loop` (file comment) into a new loop.
static void prefetch(aa::ForOp loop, aa::DotOp dot,
                     llvm::ArrayRef<Operation *> ops) {
  OpBuilder b(loop);
  aa::DotOp first = cloneAt(b, ops, dot, loop, loop.getLowerBound());
  aa::ForOp next = appendIterValues(loop, first.getResult());
  Block &body = next.getRegion().front();
  b.setInsertionPointToStart(&body);
  Value later =
      aa::AddIOp::create(b, next.getLoc(), body.getArgument(0), next.getStep());
  aa::DotOp ahead = cloneAt(b, ops, dot, next, later);
  ahead->setAttr(kWgmmaPendingAttrName, b.getI32IntegerAttr(1));
  dot.getResult().replaceAllUsesWith(body.getArguments().back());
  dot.erase();
  for (Operation *op : llvm::reverse(ops))
    op->erase();
  auto cont = cast<aa::ContinueOp>(body.getTerminator());
  cont->insertOperands(cont->getNumOperands(), ahead.getResult());
}

namespace {
struct TileASPrefetchProducts
    : nv_tileas::impl::TileASPrefetchProductsBase<TileASPrefetchProducts> {
  using Base::Base;

  void runOnOperation() override {
    // The hopper-mma-sync experiment runs the products on mma.sync, which
    // the issuing warp waits for: there is nothing to overlap.
    if (clNoPrefetchProducts || isHopperMmaSyncExperiment())
      return;
    unsigned cc = computeCapability;
    if (!cc)
      cc = getComputeCapability(getOperation()).value_or(0);
    llvm::SmallVector<aa::ForOp> loops;
    getOperation().walk([&](aa::ForOp loop) { loops.push_back(loop); });
    for (aa::ForOp loop : loops)
      prefetchLoop(loop, cc);
  }

  void prefetchLoop(aa::ForOp loop, unsigned cc) {
    auto func = loop->getParentOfType<aa::FuncOp>();
    APInt step;
    if (!func || !matchPattern(loop.getStep(), m_ConstantInt(&step)) ||
        !step.isStrictlyPositive())
      return;
    unsigned threads = getKernelThreads(func, 128);
    Block &body = loop.getRegion().front();
    llvm::SmallVector<aa::DotOp> products;
    for (Operation &op : body)
      if (auto dot = dyn_cast<aa::DotOp>(op); dot && onWgmma(dot, threads, cc))
        products.push_back(dot);
    // Every product but the last may go ahead: a later one retires it.
    // One at a time, the first that qualifies: the rewrite makes a new loop.
    if (products.size() < 2)
      return;
    // A product in a nested region would wait for the group where the
    // lowering cannot hand the registers on (the wait must dominate their
    // use).
    bool nestedProduct = false;
    for (Operation &op : body)
      if (op.getNumRegions())
        op.walk([&](Operation *inner) {
          nestedProduct |= isa<aa::DotOp, aa::DotScaledOp>(inner);
        });
    if (nestedProduct)
      return;
    for (aa::DotOp dot : llvm::ArrayRef(products).drop_back()) {
      if (!isDefinedOutside(dot.getAcc(), loop))
        continue;
      Operation *terminator = body.getTerminator();
      if (dot.getResult().use_empty() ||
          llvm::any_of(dot.getResult().getUsers(),
                       [&](Operation *user) { return user == terminator; }))
        continue;
      std::string why;
      FailureOr<llvm::SmallVector<Operation *>> ops =
          operandOps(dot, loop, why);
      auto opts = remark::RemarkOpts::name("PrefetchProducts")
                      .category("pipeline")
                      .function(func.getSymName());
      if (failed(ops)) {
        remark::missed(dot.getLoc(), opts)
            << remark::add("the product is issued in its own iteration")
            << remark::reason("{0}", why);
        continue;
      }
      remark::passed(dot.getLoc(), opts) << remark::add(
          "the product is issued one iteration ahead, so that wgmma computes "
          "it while the iteration before uses its result; the loop carries "
          "it");
      prefetch(loop, dot, *ops);
      return;
    }
  }
};
} // namespace
