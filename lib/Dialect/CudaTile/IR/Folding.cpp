//===- Folding.cpp - Folds and canonicalizations of cuda_tile ops ---------===//
//
// Like NVIDIA's canonicalizer, this one does not evaluate arithmetic: the
// integer, bitwise and comparison ops keep their constant and neutral
// operands (`addi 0, 2` stays), so that canonical IR is the same for both
// tools. Arithmetic is simplified after lowering, where nv_tileaa and LLVM
// fold it.
//
// For floating-point arithmetic (addf, subf, mulf, divf) a fold would
// moreover change results. The specification has each element computed by the
// target's native instruction under the op's rounding mode, and that result
// is not what a fold can know:
//  - mulf followed by addf/subf with the same modifiers may be contracted
//    into one fma (NVIDIA's fuse-fma; addf's canonicalization moves the
//    product to the left for it), which rounds once: folding the product, or
//    removing an `x + -0.0` between product and sum, fixes a rounding the
//    contracted form does not have;
//  - directed rounding of f16 and bf16 is emulated in f32 (the spec's modifier
//    tables), which need not round like one operation in the narrow format;
//  - NaN results are the hardware's canonical NaN, not the payload-preserving
//    NaN of APFloat (so even `x * 1.0` is not `x` for a NaN x).
// negf and absf only change the sign bit and are folded on constants that
// are not NaN.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/Dialect/CommonFolders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static bool isSplatInt(Attribute attr, int64_t value) {
  auto splat = llvm::dyn_cast_or_null<SplatElementsAttr>(attr);
  if (!splat || !llvm::isa<IntegerType>(splat.getElementType()))
    return false;
  APInt v = splat.getSplatValue<APInt>();
  // Truncate implicitly: `1` is the all-ones pattern in i1, and an i1 value
  // must not trip APInt's range assertion.
  return v == APInt(v.getBitWidth(), value, /*isSigned=*/true,
                    /*implicitTrunc=*/true);
}

static bool isSplatAllOnes(Attribute attr) {
  auto splat = llvm::dyn_cast_or_null<SplatElementsAttr>(attr);
  return splat && llvm::isa<IntegerType>(splat.getElementType()) &&
         splat.getSplatValue<APInt>().isAllOnes();
}

//===----------------------------------------------------------------------===//
// Floating point
//===----------------------------------------------------------------------===//

/// addf(x, mulf(a, b)) -> addf(mulf(a, b), x), so that canonicalized IR has
/// the operand order NVIDIA's canonicalizer produces.
LogicalResult AddFOp::canonicalize(AddFOp op, PatternRewriter &rewriter) {
  if (!op.getRhs().getDefiningOp<MulFOp>() ||
      op.getLhs().getDefiningOp<MulFOp>())
    return failure();
  rewriter.modifyOpInPlace(op, [&] {
    Value lhs = op.getLhs();
    op.getLhsMutable().assign(op.getRhs());
    op.getRhsMutable().assign(lhs);
  });
  return success();
}

OpFoldResult NegFOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getSource().getDefiningOp<NegFOp>())
    return inner.getSource();
  return constFoldUnaryOp<FloatAttr, APFloat, void>(
      adaptor.getOperands(), [](const APFloat &a) -> std::optional<APFloat> {
        if (a.isNaN())
          return std::nullopt;
        return -a;
      });
}

OpFoldResult AbsFOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getSource().getDefiningOp<AbsFOp>())
    return inner.getResult();
  return constFoldUnaryOp<FloatAttr, APFloat, void>(
      adaptor.getOperands(), [](const APFloat &a) -> std::optional<APFloat> {
        if (a.isNaN())
          return std::nullopt;
        return abs(a);
      });
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

OpFoldResult ExtIOp::fold(FoldAdaptor adaptor) {
  bool isSigned = getSignedness() == Signedness::Signed;
  unsigned width = getTo().getType().getElementType().getIntOrFloatBitWidth();
  return constFoldCastOp<IntegerAttr, IntegerAttr, APInt, APInt, void>(
      adaptor.getOperands(), getType(), [&](const APInt &a, bool &ok) {
        ok = true;
        return isSigned ? a.sext(width) : a.zext(width);
      });
}

OpFoldResult TruncIOp::fold(FoldAdaptor adaptor) {
  if (getOverflow() != IntegerOverflow::None)
    return {};
  unsigned width = getTo().getType().getElementType().getIntOrFloatBitWidth();
  return constFoldCastOp<IntegerAttr, IntegerAttr, APInt, APInt, void>(
      adaptor.getOperands(), getType(), [&](const APInt &a, bool &ok) {
        ok = true;
        return a.trunc(width);
      });
}

OpFoldResult BitcastOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (auto inner = getSource().getDefiningOp<BitcastOp>()) {
    if (inner.getSource().getType() == getType())
      return inner.getSource();
  }
  if (auto elements =
          llvm::dyn_cast_or_null<DenseElementsAttr>(adaptor.getSource()))
    return elements.bitcast(getType().getElementType());
  return {};
}

OpFoldResult PtrToPtrOp::fold(FoldAdaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (auto inner = getSource().getDefiningOp<PtrToPtrOp>())
    if (inner.getSource().getType() == getType())
      return inner.getSource();
  return {};
}

//===----------------------------------------------------------------------===//
// Shape and selection
//===----------------------------------------------------------------------===//

/// Whether `value` is `xori %operand, true`.
static bool isNegationOf(Value value, Value operand) {
  auto xorOp = value.getDefiningOp<XOrIOp>();
  if (!xorOp)
    return false;
  Attribute lhs, rhs;
  matchPattern(xorOp.getLhs(), m_Constant(&lhs));
  matchPattern(xorOp.getRhs(), m_Constant(&rhs));
  return (xorOp.getLhs() == operand && isSplatAllOnes(rhs)) ||
         (xorOp.getRhs() == operand && isSplatAllOnes(lhs));
}

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  Value cond = getCond(), ifTrue = getValIfTrue(), ifFalse = getValIfFalse();
  if (ifTrue == ifFalse)
    return ifTrue;
  if (auto splat = llvm::dyn_cast_or_null<SplatElementsAttr>(adaptor.getCond()))
    return splat.getSplatValue<bool>() ? ifTrue : ifFalse;
  // select %c, true, false is %c (an i1 result has the condition's type).
  if (getType().getElementType().isInteger(1) &&
      isSplatAllOnes(adaptor.getValIfTrue()) &&
      isSplatInt(adaptor.getValIfFalse(), 0))
    return cond;
  // On cmpi equal a, b both arms are b (and a on not_equal).
  if (auto cmp = cond.getDefiningOp<CmpIOp>()) {
    ComparisonPredicate predicate = cmp.getComparisonPredicate();
    bool sameOperands = (cmp.getLhs() == ifTrue && cmp.getRhs() == ifFalse) ||
                        (cmp.getLhs() == ifFalse && cmp.getRhs() == ifTrue);
    if (sameOperands && predicate == ComparisonPredicate::Equal)
      return ifFalse;
    if (sameOperands && predicate == ComparisonPredicate::NotEqual)
      return ifTrue;
  }
  // select (xori %c, true), a, b -> select %c, b, a.
  if (auto xorOp = cond.getDefiningOp<XOrIOp>()) {
    for (Value operand : {xorOp.getLhs(), xorOp.getRhs()}) {
      if (!isNegationOf(cond, operand))
        continue;
      getCondMutable().assign(operand);
      getValIfTrueMutable().assign(ifFalse);
      getValIfFalseMutable().assign(ifTrue);
      return getResult();
    }
  }
  // An arm selected under the same condition again takes the same side:
  // select %c, (select %c, a, b), d -> select %c, a, d, and likewise on the
  // false side.
  if (auto inner = ifTrue.getDefiningOp<SelectOp>();
      inner && inner.getCond() == cond) {
    getValIfTrueMutable().assign(inner.getValIfTrue());
    return getResult();
  }
  if (auto inner = ifFalse.getDefiningOp<SelectOp>();
      inner && inner.getCond() == cond) {
    getValIfFalseMutable().assign(inner.getValIfFalse());
    return getResult();
  }
  return {};
}

/// A property assumed again of the same value adds nothing.
OpFoldResult AssumeOp::fold(FoldAdaptor) {
  if (auto inner = getValue().getDefiningOp<AssumeOp>())
    if (inner.getPredicate() == getPredicate())
      return inner.getResult();
  return {};
}

OpFoldResult OffsetOp::fold(FoldAdaptor adaptor) {
  if (isSplatInt(adaptor.getOffset(), 0))
    return getPtr();
  return {};
}

OpFoldResult BroadcastOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (auto splat =
          llvm::dyn_cast_or_null<SplatElementsAttr>(adaptor.getSource()))
    return DenseElementsAttr::get(getType(), splat.getSplatValue<Attribute>());
  return {};
}

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (auto inner = getSource().getDefiningOp<ReshapeOp>()) {
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  if (auto elements =
          llvm::dyn_cast_or_null<DenseElementsAttr>(adaptor.getSource()))
    return elements.reshape(getType());
  return {};
}

OpFoldResult PermuteOp::fold(FoldAdaptor adaptor) {
  ArrayRef<int32_t> perm = getPermutation();
  bool identity = llvm::all_of(llvm::enumerate(perm), [](auto entry) {
    return int64_t(entry.index()) == entry.value();
  });
  if (identity)
    return getSource();
  if (auto splat =
          llvm::dyn_cast_or_null<SplatElementsAttr>(adaptor.getSource()))
    return DenseElementsAttr::get(getType(), splat.getSplatValue<Attribute>());
  return {};
}

namespace {
/// broadcast(broadcast(x)) -> broadcast(x).
struct ComposeBroadcasts : OpRewritePattern<BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BroadcastOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getSource().getDefiningOp<BroadcastOp>();
    if (!inner)
      return failure();
    rewriter.replaceOpWithNewOp<BroadcastOp>(op, op.getType(),
                                             inner.getSource());
    return success();
  }
};

/// permute(permute(x, p), q) -> permute(x, p o q).
struct ComposePermutes : OpRewritePattern<PermuteOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PermuteOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getSource().getDefiningOp<PermuteOp>();
    if (!inner)
      return failure();
    ArrayRef<int32_t> p = inner.getPermutation(), q = op.getPermutation();
    SmallVector<int32_t> composed;
    for (int32_t i : q)
      composed.push_back(p[i]);
    rewriter.replaceOpWithNewOp<PermuteOp>(
        op, op.getType(), inner.getSource(),
        rewriter.getDenseI32ArrayAttr(composed));
    return success();
  }
};
} // namespace

void BroadcastOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                              MLIRContext *context) {
  patterns.add<ComposeBroadcasts>(context);
}

void PermuteOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                            MLIRContext *context) {
  patterns.add<ComposePermutes>(context);
}
