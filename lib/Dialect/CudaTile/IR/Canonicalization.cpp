//===- Canonicalization.cpp - Rewrites of if and select -------------------===//
//
// The control-flow canonicalizations of `if` (constant conditions, branches
// into selects, results both branches agree on, adjacent and nested `if`s,
// branches that leave the enclosing region) and the rewrites of `select`
// that create ops. They bring IR into the canonical form of NVIDIA's
// canonicalizer.
//
// An `if` condition is a scalar i1 while the values it chooses between may be
// tiles of any shape: a select that replaces an `if` first reshapes the
// condition to rank 1x..x1 and broadcasts it to the shape of the values.
//
// A branch may end in `return`, `continue` or `break` instead of `yield`: it
// then leaves the region that holds the `if`, so the rest of that region's
// block is unreachable when the branch is taken, and the branch contributes
// nothing to the `if`'s results.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The value of a constant i1 tile whose elements are all equal.
static std::optional<bool> getUniformBool(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat() ||
      !attr.getElementType().isInteger(1))
    return std::nullopt;
  return attr.getSplatValue<bool>();
}

/// The value of a constant integer tile whose elements are all equal.
static std::optional<APInt> getUniformInt(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat())
    return std::nullopt;
  return attr.getSplatValue<APInt>();
}

/// Whether `value` is `xori %operand, true` (either operand order), the form
/// logical negation takes in the dialect.
static bool isNegationOf(Value value, Value operand) {
  auto xorOp = value.getDefiningOp<XOrIOp>();
  if (!xorOp)
    return false;
  if (xorOp.getLhs() == operand && getUniformBool(xorOp.getRhs()) == true)
    return true;
  return xorOp.getRhs() == operand && getUniformBool(xorOp.getLhs()) == true;
}

/// The operand of `value` if it is a negation.
static Value getNegatedOperand(Value value) {
  auto xorOp = value.getDefiningOp<XOrIOp>();
  if (!xorOp)
    return {};
  if (isNegationOf(value, xorOp.getLhs()))
    return xorOp.getLhs();
  if (isNegationOf(value, xorOp.getRhs()))
    return xorOp.getRhs();
  return {};
}

/// `xori %value, true` with a `true` of the value's shape.
static Value createNot(PatternRewriter &rewriter, Location loc, Value value) {
  auto type = llvm::cast<TileType>(value.getType());
  auto ones = llvm::cast<DenseIntOrFPElementsAttr>(
      DenseElementsAttr::get(type, APInt(1, 1)));
  Value trueValue = ConstantOp::create(rewriter, loc, type, ones);
  return XOrIOp::create(rewriter, loc, type, value, trueValue);
}

/// The scalar condition `cond` as an i1 tile of the shape of `like`.
static Value broadcastCondition(PatternRewriter &rewriter, Location loc,
                                Value cond, TileType like) {
  if (like.getRank() == 0)
    return cond;
  Type i1 = rewriter.getI1Type();
  SmallVector<int64_t> ones(like.getRank(), 1);
  Value reshaped =
      ReshapeOp::create(rewriter, loc, TileType::get(ones, i1), cond);
  return BroadcastOp::create(rewriter, loc, TileType::get(like.getShape(), i1),
                             reshaped);
}

/// `select` between two values under a scalar condition.
static Value createSelect(PatternRewriter &rewriter, Location loc, Value cond,
                          Value ifTrue, Value ifFalse) {
  auto type = llvm::cast<TileType>(ifTrue.getType());
  Value mask = broadcastCondition(rewriter, loc, cond, type);
  return SelectOp::create(rewriter, loc, type, mask, ifTrue, ifFalse);
}

/// Whether `terminator` leaves the region of the `if` it ends a branch of.
static bool leavesParent(Operation *terminator) {
  return llvm::isa<ReturnOp, ContinueOp, BreakOp>(terminator);
}

/// Whether `value` is defined inside one of `op`'s regions.
static bool isDefinedIn(Value value, Operation *op) {
  return op->isAncestor(value.getParentRegion()->getParentOp());
}

/// Erases `op` and everything after it in its block, which has become
/// unreachable. Users come after their definitions, so erasing from the back
/// never leaves a dangling use.
static void eraseRestOfBlock(PatternRewriter &rewriter, Operation *op) {
  SmallVector<Operation *> dead;
  for (Operation &deadOp :
       llvm::make_range(op->getIterator(), op->getBlock()->end()))
    dead.push_back(&deadOp);
  for (Operation *deadOp : llvm::reverse(dead))
    rewriter.eraseOp(deadOp);
}

/// Moves the single block of `region` in front of `op`. A `yield` at its end
/// replaces `op`'s results; a terminator that leaves the region ends `op`'s
/// block, whose rest is erased.
static void inlineBranch(PatternRewriter &rewriter, IfOp op, Region &region) {
  Block &block = region.front();
  Operation *terminator = block.getTerminator();
  if (auto yield = llvm::dyn_cast<YieldOp>(terminator)) {
    SmallVector<Value> results(yield.getOperands());
    rewriter.eraseOp(yield);
    rewriter.inlineBlockBefore(&block, op);
    rewriter.replaceOp(op, results);
    return;
  }
  rewriter.inlineBlockBefore(&block, op);
  eraseRestOfBlock(rewriter, op);
}

/// Appends the operations of `source` to `dest`, whose terminator goes away.
/// When both end in `yield`, one `yield` of the values of both (those of
/// `dest` first) ends the block; otherwise `source`'s terminator does.
static void appendBranch(PatternRewriter &rewriter, Block *dest,
                         Block *source) {
  Operation *destTerminator = dest->getTerminator();
  Operation *sourceTerminator = source->getTerminator();
  rewriter.mergeBlocks(source, dest);
  auto destYield = llvm::dyn_cast<YieldOp>(destTerminator);
  auto sourceYield = llvm::dyn_cast<YieldOp>(sourceTerminator);
  if (destYield && sourceYield) {
    SmallVector<Value> values(destYield.getOperands());
    llvm::append_range(values, sourceYield.getOperands());
    rewriter.setInsertionPointToEnd(dest);
    YieldOp::create(rewriter, sourceYield.getLoc(), values);
    rewriter.eraseOp(sourceYield);
  }
  rewriter.eraseOp(destTerminator);
}

/// Keeps the yielded values at `kept` of a branch ending in `yield`.
static void keepYielded(PatternRewriter &rewriter, Block *block,
                        ArrayRef<unsigned> kept) {
  auto yield = llvm::dyn_cast<YieldOp>(block->getTerminator());
  if (!yield)
    return;
  SmallVector<Value> values;
  for (unsigned index : kept)
    values.push_back(yield.getOperand(index));
  rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(values); });
}

/// Replaces `op` by an `if` on the same condition that has only the results
/// at `kept` and takes over both branches; the yields keep only those values.
static IfOp rebuildWithResults(PatternRewriter &rewriter, IfOp op,
                               ArrayRef<unsigned> kept) {
  SmallVector<Type> types;
  for (unsigned index : kept)
    types.push_back(op.getResult(index).getType());
  auto newOp = IfOp::create(rewriter, op.getLoc(), types, op.getCondition());
  rewriter.inlineRegionBefore(op.getThenRegion(), newOp.getThenRegion(),
                              newOp.getThenRegion().end());
  rewriter.inlineRegionBefore(op.getElseRegion(), newOp.getElseRegion(),
                              newOp.getElseRegion().end());
  keepYielded(rewriter, newOp.getThenBlock(), kept);
  if (Block *elseBlock = newOp.getElseBlock())
    keepYielded(rewriter, elseBlock, kept);
  return newOp;
}

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

namespace {
/// `if` on a constant condition: the taken branch replaces it; without an
/// else, a false `if` disappears.
struct FoldConstantIf : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<bool> cond = getUniformBool(op.getCondition());
    if (!cond)
      return failure();
    Region &taken = *cond ? op.getThenRegion() : op.getElseRegion();
    if (taken.empty()) {
      if (op.getNumResults() != 0)
        return failure();
      rewriter.eraseOp(op);
      return success();
    }
    inlineBranch(rewriter, op, taken);
    return success();
  }
};

/// `if (xori %c, true) A else B` is `if %c B else A`.
struct InvertNegatedIf : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    Value cond = getNegatedOperand(op.getCondition());
    if (!cond || op.getElseRegion().empty())
      return failure();
    auto newOp = IfOp::create(rewriter, op.getLoc(), op.getResultTypes(), cond);
    rewriter.inlineRegionBefore(op.getElseRegion(), newOp.getThenRegion(),
                                newOp.getThenRegion().end());
    rewriter.inlineRegionBefore(op.getThenRegion(), newOp.getElseRegion(),
                                newOp.getElseRegion().end());
    rewriter.replaceOp(op, newOp.getResults());
    return success();
  }
};

/// Drops the results nobody uses.
struct DropUnusedIfResults : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<unsigned> used;
    for (OpResult result : op.getResults())
      if (!result.use_empty())
        used.push_back(result.getResultNumber());
    if (used.size() == op.getNumResults())
      return failure();
    IfOp newOp = rebuildWithResults(rewriter, op, used);
    SmallVector<Value> replacements(op.getNumResults());
    for (auto [newIndex, oldIndex] : llvm::enumerate(used))
      replacements[oldIndex] = newOp.getResult(newIndex);
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

/// A result both branches yield the same value for is that value; one that
/// is `true` in one branch and `false` in the other is the condition or its
/// negation.
struct ForwardAgreedYields : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumResults() == 0)
      return failure();
    auto thenYield =
        llvm::dyn_cast<YieldOp>(op.getThenBlock()->getTerminator());
    auto elseYield =
        llvm::dyn_cast<YieldOp>(op.getElseBlock()->getTerminator());
    if (!thenYield || !elseYield)
      return failure();
    bool changed = false;
    for (auto [result, ifTrue, ifFalse] :
         llvm::zip_equal(op.getResults(), thenYield.getOperands(),
                         elseYield.getOperands())) {
      if (result.use_empty())
        continue;
      // The same value in both branches cannot be defined in either.
      if (ifTrue == ifFalse) {
        rewriter.replaceAllUsesWith(result, ifTrue);
        changed = true;
        continue;
      }
      std::optional<bool> trueBool = getUniformBool(ifTrue);
      std::optional<bool> falseBool = getUniformBool(ifFalse);
      if (!trueBool || !falseBool || *trueBool == *falseBool)
        continue;
      rewriter.setInsertionPoint(op);
      Value cond = op.getCondition();
      if (!*trueBool)
        cond = createNot(rewriter, op.getLoc(), cond);
      rewriter.replaceAllUsesWith(
          result, broadcastCondition(rewriter, op.getLoc(), cond,
                                     llvm::cast<TileType>(result.getType())));
      changed = true;
    }
    return success(changed);
  }
};

/// Results chosen between values defined outside the `if` become selects
/// (or the value itself when both branches yield it). A branch that leaves
/// the region yields nothing, so the other branch's values stand for both.
/// Values defined inside a branch stay results of the `if`, and so do
/// differing values that are not tiles (tokens cannot be selected).
struct IfToSelect : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumResults() == 0)
      return failure();
    auto thenYield =
        llvm::dyn_cast<YieldOp>(op.getThenBlock()->getTerminator());
    auto elseYield =
        llvm::dyn_cast<YieldOp>(op.getElseBlock()->getTerminator());
    if (!thenYield && !elseYield)
      return failure();
    SmallVector<Value> trueValues(
        (thenYield ? thenYield : elseYield).getOperands());
    SmallVector<Value> falseValues(
        (elseYield ? elseYield : thenYield).getOperands());

    SmallVector<unsigned> kept;
    for (auto [index, ifTrue, ifFalse] :
         llvm::enumerate(trueValues, falseValues)) {
      bool hoistable =
          !isDefinedIn(ifTrue, op) && !isDefinedIn(ifFalse, op) &&
          (ifTrue == ifFalse || llvm::isa<TileType>(ifTrue.getType()));
      if (!hoistable)
        kept.push_back(index);
    }
    if (kept.size() == op.getNumResults())
      return failure();

    SmallVector<Value> replacements(op.getNumResults());
    rewriter.setInsertionPoint(op);
    for (auto [index, ifTrue, ifFalse] :
         llvm::enumerate(trueValues, falseValues)) {
      if (llvm::is_contained(kept, index))
        continue;
      replacements[index] =
          ifTrue == ifFalse ? ifTrue
                            : createSelect(rewriter, op.getLoc(),
                                           op.getCondition(), ifTrue, ifFalse);
    }
    IfOp newOp = rebuildWithResults(rewriter, op, kept);
    for (auto [newIndex, oldIndex] : llvm::enumerate(kept))
      replacements[oldIndex] = newOp.getResult(newIndex);
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

/// An else branch that does nothing goes away.
struct DropEmptyElse : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    Block *elseBlock = op.getElseBlock();
    if (op.getNumResults() != 0 || !elseBlock ||
        !llvm::hasSingleElement(*elseBlock) ||
        !llvm::isa<YieldOp>(elseBlock->getTerminator()))
      return failure();
    rewriter.modifyOpInPlace(op, [&] { rewriter.eraseBlock(elseBlock); });
    return success();
  }
};

/// Two adjacent `if`s on the same condition (or one on its negation) become
/// one, with the results of both. The second's branches go after the first's
/// corresponding branches and see the values the first yields there instead
/// of its results. After a branch of the first that leaves the region, the
/// second's corresponding branch is unreachable and is dropped.
struct MergeAdjacentIfs : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp next,
                                PatternRewriter &rewriter) const override {
    auto prev = llvm::dyn_cast_or_null<IfOp>(next->getPrevNode());
    if (!prev)
      return failure();
    Value cond = prev.getCondition();
    // The branches of `next` taken when `cond` is true and when it is false.
    Block *whenTrue, *whenFalse;
    if (next.getCondition() == cond) {
      whenTrue = next.getThenBlock();
      whenFalse = next.getElseBlock();
    } else if (isNegationOf(next.getCondition(), cond) ||
               isNegationOf(cond, next.getCondition())) {
      whenTrue = next.getElseBlock();
      whenFalse = next.getThenBlock();
    } else {
      return failure();
    }
    Block *prevThen = prev.getThenBlock();
    Block *prevElse = prev.getElseBlock();
    if (leavesParent(prevThen->getTerminator()))
      whenTrue = nullptr;
    if (prevElse && leavesParent(prevElse->getTerminator()))
      whenFalse = nullptr;
    if (!whenTrue && !whenFalse)
      return failure();

    // Inside `next`, `prev`'s results are the values its taken branch
    // yielded. (`prev` has results only if it has an else branch.)
    for (auto [index, result] : llvm::enumerate(prev.getResults())) {
      for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
        Region *useRegion = use.getOwner()->getParentRegion();
        Block *branch = nullptr;
        if (whenTrue && whenTrue->getParent()->isAncestor(useRegion))
          branch = prevThen;
        else if (whenFalse && whenFalse->getParent()->isAncestor(useRegion))
          branch = prevElse;
        if (!branch)
          continue;
        Value yielded = branch->getTerminator()->getOperand(index);
        rewriter.modifyOpInPlace(use.getOwner(), [&] { use.set(yielded); });
      }
    }

    SmallVector<Type> types(prev.getResultTypes());
    llvm::append_range(types, next.getResultTypes());
    auto merged = IfOp::create(rewriter, next.getLoc(), types, cond);
    rewriter.inlineRegionBefore(prev.getThenRegion(), merged.getThenRegion(),
                                merged.getThenRegion().end());
    if (whenTrue)
      appendBranch(rewriter, merged.getThenBlock(), whenTrue);
    if (prevElse) {
      rewriter.inlineRegionBefore(prev.getElseRegion(), merged.getElseRegion(),
                                  merged.getElseRegion().end());
      if (whenFalse)
        appendBranch(rewriter, merged.getElseBlock(), whenFalse);
    } else if (whenFalse) {
      // `prev` has no results then, so `next`'s branch yields all of them.
      rewriter.inlineRegionBefore(*whenFalse->getParent(),
                                  merged.getElseRegion(),
                                  merged.getElseRegion().end());
    }

    ValueRange results = merged.getResults();
    rewriter.replaceOp(prev, results.take_front(prev.getNumResults()));
    rewriter.replaceOp(next, results.drop_front(prev.getNumResults()));
    return success();
  }
};

/// `if %a { if %b { X } }` is `if (andi %a, %b) { X }` when nothing else
/// happens in the outer then branch or in either else branch. A result of
/// the outer `if` taken from the inner one needs the inner else to yield what
/// the outer else yields. One taken from outside the `if`s must be yielded
/// whenever %a holds, also when %b does not: it becomes a select on %a.
struct FlattenNestedIf : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp outer,
                                PatternRewriter &rewriter) const override {
    Block *outerThen = outer.getThenBlock();
    if (outerThen->getOperations().size() != 2)
      return failure();
    auto inner = llvm::dyn_cast<IfOp>(outerThen->front());
    auto outerThenYield = llvm::dyn_cast<YieldOp>(outerThen->getTerminator());
    if (!inner || !outerThenYield)
      return failure();
    auto onlyYields = [](Block *block) -> YieldOp {
      if (!block || !llvm::hasSingleElement(*block))
        return {};
      return llvm::dyn_cast<YieldOp>(block->getTerminator());
    };
    Block *outerElse = outer.getElseBlock();
    Block *innerElse = inner.getElseBlock();
    YieldOp outerElseYield = onlyYields(outerElse);
    YieldOp innerElseYield = onlyYields(innerElse);
    if ((outerElse && !outerElseYield) || (innerElse && !innerElseYield))
      return failure();
    // An inner then branch that leaves the region is fine only when no else
    // branch would run in its place.
    auto innerThenYield =
        llvm::dyn_cast<YieldOp>(inner.getThenBlock()->getTerminator());
    if (!innerThenYield && (outerElse || innerElse))
      return failure();

    // Outer results exist only with an outer else; inner results only with
    // an inner else.
    SmallVector<Value> trueValues(outerThenYield.getOperands());
    SmallVector<unsigned> selected;
    for (unsigned index = 0; index < trueValues.size(); ++index) {
      Value value = trueValues[index];
      Value elseValue = outerElseYield.getOperand(index);
      if (value.getDefiningOp() == inner) {
        unsigned innerIndex = llvm::cast<OpResult>(value).getResultNumber();
        if (innerElseYield.getOperand(innerIndex) != elseValue)
          return failure();
        trueValues[index] = innerThenYield.getOperand(innerIndex);
        continue;
      }
      // The outer then branch defines nothing but `inner`: `value` comes
      // from outside.
      if (value == elseValue)
        continue;
      if (!llvm::isa<TileType>(value.getType()))
        return failure();
      selected.push_back(index);
    }

    Location loc = outer.getLoc();
    SmallVector<Value> replacements(outer.getNumResults());
    for (unsigned index : selected)
      replacements[index] =
          createSelect(rewriter, loc, outer.getCondition(), trueValues[index],
                       outerElseYield.getOperand(index));
    Value cond = AndIOp::create(rewriter, loc, outer.getCondition(),
                                inner.getCondition());
    auto merged = IfOp::create(rewriter, loc, outer.getResultTypes(), cond);
    rewriter.inlineRegionBefore(inner.getThenRegion(), merged.getThenRegion(),
                                merged.getThenRegion().end());
    if (innerThenYield) {
      rewriter.setInsertionPoint(innerThenYield);
      rewriter.replaceOpWithNewOp<YieldOp>(innerThenYield, trueValues);
    }
    if (outerElse)
      rewriter.inlineRegionBefore(outer.getElseRegion(), merged.getElseRegion(),
                                  merged.getElseRegion().end());
    for (auto [index, result] : llvm::enumerate(merged.getResults()))
      if (!replacements[index])
        replacements[index] = result;
    rewriter.replaceOp(outer, replacements);
    return success();
  }
};

/// When both branches leave the region, nothing after the `if` runs: the
/// else branch moves after an `if` that keeps only the then branch, and ends
/// the enclosing block in place of the unreachable rest.
struct HoistLeavingElse : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    Block *elseBlock = op.getElseBlock();
    if (!elseBlock || !leavesParent(op.getThenBlock()->getTerminator()) ||
        !leavesParent(elseBlock->getTerminator()))
      return failure();
    auto thenOnly =
        IfOp::create(rewriter, op.getLoc(), TypeRange(), op.getCondition());
    rewriter.inlineRegionBefore(op.getThenRegion(), thenOnly.getThenRegion(),
                                thenOnly.getThenRegion().end());
    inlineBranch(rewriter, op, op.getElseRegion());
    return success();
  }
};
} // namespace

void IfOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                       MLIRContext *context) {
  patterns.add<FoldConstantIf, InvertNegatedIf, DropUnusedIfResults,
               ForwardAgreedYields, IfToSelect, DropEmptyElse, MergeAdjacentIfs,
               FlattenNestedIf, HoistLeavingElse>(context);
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

namespace {
/// `select %c, false, true` is `xori %c, true`.
struct SelectToNot : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    if (getUniformBool(op.getValIfTrue()) != false ||
        getUniformBool(op.getValIfFalse()) != true)
      return failure();
    rewriter.replaceOp(op, createNot(rewriter, op.getLoc(), op.getCond()));
    return success();
  }
};

/// A select of constants under a constant condition is a constant. (A
/// uniform condition is folded.)
struct SelectOfConstants : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    DenseIntElementsAttr cond;
    DenseIntOrFPElementsAttr ifTrue, ifFalse;
    if (!matchPattern(op.getCond(), m_Constant(&cond)) ||
        !matchPattern(op.getValIfTrue(), m_Constant(&ifTrue)) ||
        !matchPattern(op.getValIfFalse(), m_Constant(&ifFalse)))
      return failure();
    SmallVector<Attribute> values;
    for (auto [pick, t, f] :
         llvm::zip_equal(cond.getValues<bool>(), ifTrue.getValues<Attribute>(),
                         ifFalse.getValues<Attribute>()))
      values.push_back(pick ? t : f);
    auto attr = llvm::cast<DenseIntOrFPElementsAttr>(
        DenseElementsAttr::get(op.getType(), values));
    rewriter.replaceOpWithNewOp<ConstantOp>(op, op.getType(), attr);
    return success();
  }
};

/// `select %c, 1, 0` zero-extends %c; `select %c, 0, 1` zero-extends its
/// negation. (Selects of i1 values are the condition or its negation.)
struct SelectToExtI : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    Type elementType = op.getType().getElementType();
    if (!elementType.isInteger() || elementType.isInteger(1))
      return failure();
    std::optional<APInt> ifTrue = getUniformInt(op.getValIfTrue());
    std::optional<APInt> ifFalse = getUniformInt(op.getValIfFalse());
    if (!ifTrue || !ifFalse)
      return failure();
    Value cond = op.getCond();
    if (ifTrue->isZero() && ifFalse->isOne())
      cond = createNot(rewriter, op.getLoc(), cond);
    else if (!ifTrue->isOne() || !ifFalse->isZero())
      return failure();
    rewriter.replaceOpWithNewOp<ExtIOp>(op, op.getType(), cond,
                                        Signedness::Unsigned);
    return success();
  }
};
} // namespace

void SelectOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                           MLIRContext *context) {
  patterns.add<SelectToNot, SelectOfConstants, SelectToExtI>(context);
}

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

void CudaTileDialect::getCanonicalizationPatterns(
    RewritePatternSet &results) const {}
