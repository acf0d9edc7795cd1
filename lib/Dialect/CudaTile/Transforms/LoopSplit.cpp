//===- LoopSplit.cpp - Split a for loop at an induction-variable test -----===//
//
// A `for` whose body branches on `iv < v` (or <=, >, >=) with v loop
// invariant runs the branch one way for a prefix of its iterations and the
// other way for the rest. The loop becomes two loops, [lb, split) and
// [split, ub), each with the `if` replaced by the branch taken there; the
// second loop starts from the values the first one leaves.
//
// Which loops are split, and where, follows NVIDIA's `loop-split`:
//   - the comparison must have the loop's signedness, compare the induction
//     variable itself, and use a predicate that orders it (not eq/ne);
//   - the `if` ops using it directly in the body are inlined; other uses
//     (nested ifs, arithmetic) get the constant the comparison has in each
//     loop;
//   - the `cuda_tile.loop_split` threshold (innermost of if, for, function,
//     else the pass option) decides: 0 never, 1 always, N when a branch of
//     some if on the comparison holds N ops or an expensive one;
//   - each loop is split once per run, inner loops first.
// Where NVIDIA's pass would emit wrong or invalid IR this one declines or
// guards instead: a bound that is a block argument of the body (a
// loop-carried value, the induction variable itself) is not invariant;
// bound + 1 is kept from wrapping at the largest value; an unsigned split
// point below lb is raised to lb before rounding; a missing else branch is
// an empty branch. It also declines a comparison nested deeper than the
// body, where both copies would keep it unchanged.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_LOOPSPLIT
#include "tileir/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

/// The discardable attribute that overrides `split-threshold` for an if, a
/// for or a whole function (NVIDIA's name).
static constexpr llvm::StringLiteral kThresholdAttrName =
    "cuda_tile.loop_split";

namespace {
/// A condition the loop can be split at: `iv <predicate> bound`.
struct SplitPlan {
  CmpIOp cmp;
  ComparisonPredicate predicate;
  Value bound;
  /// The then-branch runs in the second loop (iv > / >= bound).
  bool thenInSecond = false;
  /// The comparison has users besides `ifs`; they get its constant value.
  bool keepCmp = false;
  /// The ifs directly in the loop body, replaced by their taken branch.
  llvm::SmallPtrSet<Operation *, 4> ifs;
};
} // namespace

static std::optional<int64_t> getThresholdHint(Operation *op) {
  if (auto hint = op->getAttrOfType<IntegerAttr>(kThresholdAttrName))
    return hint.getInt();
  return std::nullopt;
}

/// `bound <predicate> iv` as `iv <result> bound`; nullopt for eq/ne, which
/// hold for no prefix of the iterations.
static std::optional<ComparisonPredicate>
swapOperands(ComparisonPredicate predicate) {
  switch (predicate) {
  case ComparisonPredicate::LessThan:
    return ComparisonPredicate::GreaterThan;
  case ComparisonPredicate::LessThanOrEqual:
    return ComparisonPredicate::GreaterThanOrEqual;
  case ComparisonPredicate::GreaterThan:
    return ComparisonPredicate::LessThan;
  case ComparisonPredicate::GreaterThanOrEqual:
    return ComparisonPredicate::LessThanOrEqual;
  default:
    return std::nullopt;
  }
}

/// Whether splitting pays off for `ifOp` under `threshold`: with 1 always;
/// otherwise when one branch holds at least `threshold` ops (terminator not
/// counted) or holds a memory access, an mma, a reduction or more control
/// flow, which are worth a second copy of the loop on their own.
static bool isWorthSplitting(IfOp ifOp, int64_t threshold) {
  if (threshold == 1)
    return true;
  bool expensive = false;
  auto countOps = [&](Region &region) -> int64_t {
    int64_t count = 0;
    for (Operation &op : region.getOps()) {
      expensive |=
          llvm::isa<LoadPtrTkoOp, LoadViewTkoOp, StorePtrTkoOp, StoreViewTkoOp,
                    MmaFOp, MmaIOp, ReduceOp, IfOp, ForOp>(op);
      ++count;
    }
    return count - 1;
  };
  int64_t thenOps = countOps(ifOp.getThenRegion());
  int64_t elseOps = countOps(ifOp.getElseRegion());
  return thenOps >= threshold || elseOps >= threshold || expensive;
}

/// Checks whether `loop` can be split at the condition of `ifOp` and, if
/// so, fills `plan`.
static bool findSplit(ForOp loop, IfOp ifOp, int64_t threshold,
                      SplitPlan &plan) {
  if (threshold == 0)
    return false;
  auto cmp = ifOp.getCondition().getDefiningOp<CmpIOp>();
  if (!cmp)
    return false;
  // The bounds are compared with the loop's signedness; a comparison of the
  // other kind does not split the iteration space at one point.
  Signedness loopSign =
      loop.getUnsignedCmp() ? Signedness::Unsigned : Signedness::Signed;
  if (cmp.getSignedness() != loopSign)
    return false;
  // The comparison sits in the body itself, so each copy can replace it by
  // a constant. (Nested deeper, both copies would keep it unchanged.)
  if (cmp->getBlock() != loop.getBody())
    return false;

  Value iv = loop.getInductionVar();
  ComparisonPredicate predicate = cmp.getComparisonPredicate();
  Value bound;
  if (cmp.getLhs() == iv) {
    bound = cmp.getRhs();
  } else if (cmp.getRhs() == iv) {
    std::optional<ComparisonPredicate> swapped = swapOperands(predicate);
    if (!swapped)
      return false;
    predicate = *swapped;
    bound = cmp.getLhs();
  } else {
    return false;
  }
  // The bound must be the same in every iteration: defined outside the
  // loop (block arguments of the body, the iv included, are not).
  if (loop.getRegion().isAncestor(bound.getParentRegion()))
    return false;

  switch (predicate) {
  case ComparisonPredicate::GreaterThan:
  case ComparisonPredicate::GreaterThanOrEqual:
    plan.thenInSecond = true;
    break;
  case ComparisonPredicate::LessThan:
  case ComparisonPredicate::LessThanOrEqual:
    plan.thenInSecond = false;
    break;
  default:
    return false;
  }

  // Every if on this comparison is resolved by the split; it is worth it if
  // any of them is. Ifs directly in the body are inlined; any other use
  // keeps the comparison alive (as a constant) in the copies.
  bool worthIt = false;
  plan.ifs.clear();
  plan.keepCmp = false;
  for (Operation *user : cmp->getUsers()) {
    if (auto userIf = llvm::dyn_cast<IfOp>(user)) {
      worthIt |= isWorthSplitting(userIf, threshold);
      if (userIf->getParentOp() == loop.getOperation()) {
        plan.ifs.insert(userIf);
        continue;
      }
    }
    plan.keepCmp = true;
  }
  if (!worthIt)
    return false;
  plan.cmp = cmp;
  plan.predicate = predicate;
  plan.bound = bound;
  return true;
}

/// A copy of `loop` over [lower, upper) starting from `inits`, in which the
/// comparison of `plan` is known to be `takeThen`: its ifs are replaced by
/// that branch and its other users see the constant.
static ForOp cloneLoopPart(RewriterBase &rewriter, ForOp loop,
                           const SplitPlan &plan, Value lower, Value upper,
                           ValueRange inits, bool takeThen) {
  ForOp part = ForOp::create(rewriter, loop.getLoc(), lower, upper,
                             loop.getStep(), inits);
  part->setAttrs(loop->getAttrDictionary());
  Block *body = part.getBody();
  // The builder ends a loop without iter_values with a `continue`; the
  // copied body brings its own.
  if (!body->empty())
    rewriter.eraseOp(&body->back());

  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToEnd(body);
  IRMapping mapping;
  mapping.map(loop.getBody()->getArguments(), body->getArguments());
  CmpIOp cmp = plan.cmp;
  for (Operation &op : *loop.getBody()) {
    if (&op == cmp.getOperation()) {
      if (plan.keepCmp) {
        auto type = llvm::cast<TileType>(cmp.getType());
        Value known = ConstantOp::create(
            rewriter, op.getLoc(), type,
            DenseIntElementsAttr::get(type, APInt(1, takeThen ? 1 : 0)));
        mapping.map(cmp.getResult(), known);
      }
      continue;
    }
    if (!plan.ifs.contains(&op)) {
      rewriter.clone(op, mapping);
      continue;
    }
    auto ifOp = llvm::cast<IfOp>(op);
    Region &taken = takeThen ? ifOp.getThenRegion() : ifOp.getElseRegion();
    // A missing else branch does nothing (and the if has no results).
    if (taken.empty())
      continue;
    Block &branch = taken.front();
    for (Operation &inner : branch.without_terminator())
      rewriter.clone(inner, mapping);
    Operation *terminator = branch.getTerminator();
    if (auto yield = llvm::dyn_cast<YieldOp>(terminator)) {
      for (auto [result, value] :
           llvm::zip_equal(ifOp.getResults(), yield.getOperands()))
        mapping.map(result, mapping.lookupOrDefault(value));
      continue;
    }
    // A `continue` (the only other terminator an if directly in a for body
    // may have) ends the iteration here: the rest of the body is dead.
    rewriter.clone(*terminator, mapping);
    break;
  }
  return part;
}

/// Whether `value` is a constant other than `excluded`.
static bool isConstantOtherThan(Value value, const APInt &excluded) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return false;
  auto elements = llvm::dyn_cast<DenseIntElementsAttr>(constant.getValue());
  return elements && elements.isSplat() &&
         elements.getSplatValue<APInt>() != excluded;
}

static bool isConstantOne(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return false;
  auto elements = llvm::dyn_cast<DenseIntElementsAttr>(constant.getValue());
  return elements && elements.isSplat() &&
         elements.getSplatValue<APInt>().isOne();
}

/// Replaces `loop` by the two loops of `plan`.
static void splitLoop(RewriterBase &rewriter, ForOp loop,
                      const SplitPlan &plan) {
  Location loc = loop.getLoc();
  rewriter.setInsertionPoint(loop);
  auto type = llvm::cast<TileType>(loop.getStep().getType());
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  bool isUnsigned = loop.getUnsignedCmp();
  Signedness sign = isUnsigned ? Signedness::Unsigned : Signedness::Signed;
  auto constant = [&](const APInt &value) -> Value {
    return ConstantOp::create(rewriter, loc, type,
                              DenseIntElementsAttr::get(type, value));
  };
  Value lower = loop.getLowerBound();
  Value upper = loop.getUpperBound();
  Value step = loop.getStep();

  // The first iteration that takes the other branch: bound for < and >=,
  // bound + 1 for <= and >.
  Value split = plan.bound;
  if (plan.predicate == ComparisonPredicate::GreaterThan ||
      plan.predicate == ComparisonPredicate::LessThanOrEqual) {
    // bound + 1 would wrap for the largest value, where the comparison has
    // one outcome throughout; bound = max - 1 splits after the last
    // possible iteration just the same. (NVIDIA's pass lets it wrap.)
    APInt max = isUnsigned ? APInt::getMaxValue(width)
                           : APInt::getSignedMaxValue(width);
    if (!isConstantOtherThan(split, max))
      split = MinIOp::create(rewriter, loc, split, constant(max - 1), sign);
    split = AddIOp::create(rewriter, loc, split, constant(APInt(width, 1)));
  }
  if (!isConstantOne(step)) {
    // Round up to an iteration: lb + ceil((split - lb) / step) * step.
    // Unsigned, split - lb wraps when split < lb; clamping first keeps
    // such a split from landing inside the iteration space.
    if (isUnsigned)
      split = MaxIOp::create(rewriter, loc, split, lower, sign);
    Value distance = SubIOp::create(rewriter, loc, split, lower);
    Value count = DivIOp::create(rewriter, loc, distance, step, sign,
                                 RoundingMode::PositiveInf);
    Value offset = MulIOp::create(rewriter, loc, count, step);
    split = AddIOp::create(rewriter, loc, lower, offset);
  }
  // Clamped to the iteration space, so that a split outside it leaves one
  // of the loops empty.
  Value firstUpper = MinIOp::create(rewriter, loc, split, upper, sign);
  Value secondLower = MaxIOp::create(rewriter, loc, split, lower, sign);

  ForOp first = cloneLoopPart(rewriter, loop, plan, lower, firstUpper,
                              loop.getInitValues(), !plan.thenInSecond);
  rewriter.setInsertionPointAfter(first);
  ForOp second = cloneLoopPart(rewriter, loop, plan, secondLower, upper,
                               first.getResults(), plan.thenInSecond);
  rewriter.replaceOp(loop, second.getResults());
}

namespace {
struct LoopSplit : cuda_tile::impl::LoopSplitBase<LoopSplit> {
  using Base::Base;

  void runOnOperation() override {
    Operation *function = getOperation();
    // A hint that is not an integer is a producer error; report it rather
    // than guess.
    bool malformed = false;
    function->walk([&](Operation *op) {
      Attribute hint = op->getDiscardableAttr(kThresholdAttrName);
      if (hint && !llvm::isa<IntegerAttr>(hint)) {
        op->emitError("'") << kThresholdAttrName
                           << "' must be an integer threshold, got " << hint;
        malformed = true;
      }
    });
    if (malformed)
      return signalPassFailure();

    std::optional<int64_t> functionHint = getThresholdHint(function);
    // Inner loops first. Splitting a loop erases only it and what it
    // contains, which precedes it in this post-order list, so the loops
    // still to visit stay valid; the new loops are not visited.
    SmallVector<ForOp> loops;
    function->walk([&](ForOp loop) { loops.push_back(loop); });
    IRRewriter rewriter(&getContext());
    for (ForOp loop : loops) {
      std::optional<int64_t> loopHint = getThresholdHint(loop);
      SplitPlan plan;
      bool found = false;
      loop->walk([&](IfOp ifOp) {
        int64_t threshold = getThresholdHint(ifOp).value_or(
            loopHint.value_or(functionHint.value_or(splitThreshold)));
        if (!findSplit(loop, ifOp, threshold, plan))
          return WalkResult::advance();
        found = true;
        return WalkResult::interrupt();
      });
      if (found)
        splitLoop(rewriter, loop, plan);
    }
  }
};
} // namespace
