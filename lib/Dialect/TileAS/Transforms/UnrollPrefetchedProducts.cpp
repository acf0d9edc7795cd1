//===- UnrollPrefetchedProducts.cpp - Two iterations a trip ---------------===//
//
// tileas-prefetch-products issues attention's S = Q K^T an iteration ahead:
// the loop carries the next iteration's S while this iteration's softmax
// reads its own. The two are live at once, so they sit in two sets of
// registers, and the carried one has to be copied back into the first set
// at the end of every iteration: 32 moves a thread an iteration for a 64x64
// f32 S on one warpgroup, a tenth of the loop's instructions in fmha_f16,
// whose loop is bound by issue slots, the MUFU and the tensor cores alike.
// Two iterations a trip let the sets alternate: the first iteration's next
// S goes to the second set, the second's to the first, and no value
// crosses the back edge in other registers than it arrived in.
//
//   n = ub > lb ? (ub - lb - 1) / s + 1 : 0        (the trip count)
//   for k = 0 to n / 2 step 1 iter_values(v = init)
//     i = lb + 2 k s
//     v' = body(i, v); v'' = body(i + s, v')
//     continue v''
//   r = if n % 2 == 1 { yield body(lb + (n - 1) s, v) } else { yield v }
//
// Each body runs exactly as it did, in the same order, at the same
// induction variables: the asynchronous copies' waits count groups in
// program order, and the stages follow from the induction variable. The
// trip count is computed on the difference of the bounds as an unsigned
// number (it may not fit the signed type), so that no bound overflows.
//
// Applies to a counted loop (nv_tileaa.for, constant positive step) whose
// body holds, at its top level, a product tileas-prefetch-products moved (a
// dot with nv_tileas.wgmma_pending whose accumulator is not carried: K
// loops' carried accumulators are tileas-pipeline's wgmma_pending, and
// chain in place), and no continue or break but its terminator. Runs last
// among the nv_tileas passes, after the loops' loads were pipelined.
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
#define GEN_PASS_DEF_TILEASUNROLLPREFETCHEDPRODUCTS
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

/// For GPU sessions' comparisons, in the tools (beside the pass itself,
/// which tile-opt registers under the pass's name).
static llvm::cl::opt<bool> clNoUnroll(
    "tileas-no-unroll-prefetched-products", llvm::cl::Hidden,
    llvm::cl::desc("Leave the loops that carry a product issued an iteration "
                   "ahead as they are (no tileas-unroll-prefetched-products)"),
    llvm::cl::init(false));

/// Clones `body` (without its terminator) where `b` is, with the induction
/// variable `iv` and the carried values `args`; returns what its
/// terminator continues with.
static llvm::SmallVector<Value> cloneBody(OpBuilder &b, Block &body, Value iv,
                                          ValueRange args) {
  IRMapping map;
  map.map(body.getArgument(0), iv);
  map.map(body.getArguments().drop_front(), args);
  for (Operation &op : body.without_terminator())
    b.clone(op, map);
  llvm::SmallVector<Value> next;
  for (Value v : body.getTerminator()->getOperands())
    next.push_back(map.lookupOrDefault(v));
  return next;
}

/// Rewrites `loop` into two iterations a trip and the odd one (file
/// comment).
static void unrollByTwo(aa::ForOp loop, const APInt &step) {
  Location loc = loop.getLoc();
  OpBuilder b(loop);
  Type type = loop.getLowerBound().getType();
  auto sign =
      loop.getUnsignedCmp() ? ct::Signedness::Unsigned : ct::Signedness::Signed;
  auto constant = [&](const APInt &v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, v));
  };
  auto constantOf = [&](int64_t v) -> Value {
    return constant(APInt(type.getIntOrFloatBitWidth(), v, /*isSigned=*/true));
  };
  auto unsignedDiv = [&](Value x, Value y) -> Value {
    return aa::DivIOp::create(b, loc, x, y, ct::Signedness::Unsigned,
                              ct::RoundingMode::Zero);
  };
  Value lb = loop.getLowerBound(), ub = loop.getUpperBound();
  Value zero = constantOf(0), one = constantOf(1), two = constantOf(2);
  Value stepValue = constant(step);
  Value pairStep = constant(step * 2);

  // The trip count, from the bounds' difference taken as unsigned: where
  // ub > lb it is their true difference, whatever their signs.
  Value more = aa::CmpIOp::create(
      b, loc, b.getI1Type(), ct::ComparisonPredicate::LessThan, lb, ub, sign);
  Value gapLessOne =
      aa::SubIOp::create(b, loc, aa::SubIOp::create(b, loc, ub, lb), one);
  Value trips =
      aa::AddIOp::create(b, loc, unsignedDiv(gapLessOne, stepValue), one);
  trips = aa::SelectOp::create(b, loc, more, trips, zero);
  Value pairs = unsignedDiv(trips, two);
  Value odd = aa::CmpIOp::create(
      b, loc, b.getI1Type(), ct::ComparisonPredicate::NotEqual,
      aa::RemIOp::create(b, loc, trips, two, ct::Signedness::Unsigned), zero,
      ct::Signedness::Unsigned);

  // Two iterations a trip; pairs is at most half the unsigned range, so a
  // signed count reaches it.
  Block &body = loop.getRegion().front();
  auto pairLoop = aa::ForOp::create(b, loc, loop.getResultTypes(), zero, pairs,
                                    one, loop.getInitValues(),
                                    /*unsignedCmp=*/false);
  pairLoop->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  Block *pairBody = b.createBlock(&pairLoop.getRegion());
  Value k = pairBody->addArgument(type, loc);
  for (Value init : loop.getInitValues())
    pairBody->addArgument(init.getType(), loc);
  Value first =
      aa::AddIOp::create(b, loc, lb, aa::MulIOp::create(b, loc, k, pairStep));
  llvm::SmallVector<Value> carried =
      cloneBody(b, body, first, pairBody->getArguments().drop_front());
  Value second = aa::AddIOp::create(b, loc, first, stepValue);
  carried = cloneBody(b, body, second, carried);
  aa::ContinueOp::create(b, loc, carried);

  // The odd iteration, at lb + (n - 1) s = lb + 2 (n / 2) s.
  b.setInsertionPointAfter(pairLoop);
  auto last = aa::IfOp::create(b, loc, loop.getResultTypes(), odd);
  b.createBlock(&last.getThenRegion());
  Value lastIv = aa::AddIOp::create(
      b, loc, lb, aa::MulIOp::create(b, loc, pairs, pairStep));
  aa::YieldOp::create(b, loc,
                      cloneBody(b, body, lastIv, pairLoop.getResults()));
  b.createBlock(&last.getElseRegion());
  aa::YieldOp::create(b, loc, pairLoop.getResults());

  loop.replaceAllUsesWith(last.getResults());
  loop.erase();
}

namespace {
struct TileASUnrollPrefetchedProducts
    : nv_tileas::impl::TileASUnrollPrefetchedProductsBase<
          TileASUnrollPrefetchedProducts> {
  using Base::Base;

  void runOnOperation() override {
    if (clNoUnroll)
      return;
    llvm::SmallVector<aa::ForOp> loops;
    getOperation().walk([&](aa::ForOp loop) { loops.push_back(loop); });
    for (aa::ForOp loop : loops)
      unrollLoop(loop);
  }

  void unrollLoop(aa::ForOp loop) {
    APInt step;
    if (!matchPattern(loop.getStep(), m_ConstantInt(&step)) ||
        !step.isStrictlyPositive())
      return;
    Block &body = loop.getRegion().front();
    if (!llvm::any_of(body,
                      [](Operation &op) { return isProductIssuedAhead(&op); }))
      return;
    // An iteration ended early (a nested continue, or a break) would end
    // the pair's first iteration and skip its second.
    bool endsEarly = false;
    body.walk([&](Operation *op) {
      if (isa<aa::BreakOp>(op) ||
          (isa<aa::ContinueOp>(op) && op != body.getTerminator()))
        endsEarly = true;
    });
    auto func = loop->getParentOfType<aa::FuncOp>();
    auto opts = remark::RemarkOpts::name("UnrollPrefetchedProducts")
                    .category("pipeline")
                    .function(func ? func.getSymName() : "");
    if (endsEarly) {
      remark::missed(loop.getLoc(), opts)
          << remark::reason("an iteration may end early (break, or continue "
                            "in a nested region)");
      return;
    }
    remark::passed(loop.getLoc(), opts)
        << remark::add("two iterations a trip, and the odd last one after "
                       "the loop: the product issued an iteration ahead "
                       "alternates between two sets of registers instead of "
                       "being copied back each iteration");
    unrollByTwo(loop, step);
  }
};
} // namespace
