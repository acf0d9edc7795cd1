//===- Folding.cpp - Folds and canonicalizations of cuda_tile ops ---------===//
//
// Constant folds compute with the op's exact numerics: APFloat in the
// element's own format with the op's rounding mode, flush-to-zero applied to
// inputs and results, integer ops at the element width. A fold that would
// need an undefined case (division by zero, over-wide shifts, signed
// overflow of divi) is not done.
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

static std::optional<llvm::RoundingMode> toLLVMRounding(RoundingMode mode) {
  switch (mode) {
  case RoundingMode::NearestEven:
    return llvm::RoundingMode::NearestTiesToEven;
  case RoundingMode::Zero:
    return llvm::RoundingMode::TowardZero;
  case RoundingMode::NegativeInf:
    return llvm::RoundingMode::TowardNegative;
  case RoundingMode::PositiveInf:
    return llvm::RoundingMode::TowardPositive;
  default:
    // approx/full are implementation-defined approximations: not folded.
    return std::nullopt;
  }
}

static APFloat flushDenormal(APFloat value, bool ftz) {
  if (ftz && value.isDenormal())
    return APFloat::getZero(value.getSemantics(), value.isNegative());
  return value;
}

/// Folds a rounded binary float op over constant operands.
template <typename OpT>
static OpFoldResult foldFloatBinary(
    OpT op, ArrayRef<Attribute> operands,
    APFloat::opStatus (APFloat::*fn)(const APFloat &, APFloat::roundingMode)) {
  std::optional<llvm::RoundingMode> mode = toLLVMRounding(op.getRoundingMode());
  if (!mode)
    return {};
  bool ftz = op.getFlushToZero();
  return constFoldBinaryOp<FloatAttr, APFloat, void>(
      operands,
      [&](const APFloat &a, const APFloat &b) -> std::optional<APFloat> {
        APFloat result = flushDenormal(a, ftz);
        (result.*fn)(flushDenormal(b, ftz), *mode);
        return flushDenormal(result, ftz);
      });
}

static bool isSplatFloat(Attribute attr, double value) {
  auto splat = llvm::dyn_cast_or_null<SplatElementsAttr>(attr);
  if (!splat || !llvm::isa<FloatType>(splat.getElementType()))
    return false;
  APFloat v = splat.getSplatValue<APFloat>();
  APFloat expected(value);
  bool lost;
  expected.convert(v.getSemantics(), APFloat::rmNearestTiesToEven, &lost);
  return v.bitwiseIsEqual(expected);
}

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

static Attribute zerosLike(Type type) {
  auto tile = llvm::cast<TileType>(type);
  return DenseElementsAttr::get(tile,
                                IntegerAttr::get(tile.getElementType(), 0));
}

//===----------------------------------------------------------------------===//
// Floating point
//===----------------------------------------------------------------------===//

/// The zero z with x + z == x for every x under `mode`. An exact zero sum of
/// opposite-signed zeros is +0.0, except when rounding toward negative
/// infinity, where it is -0.0: there +0.0 + -0.0 == -0.0, so only +0.0 is
/// neutral.
static double neutralAddend(RoundingMode mode) {
  return mode == RoundingMode::NegativeInf ? 0.0 : -0.0;
}

OpFoldResult AddFOp::fold(FoldAdaptor adaptor) {
  // Flushing would turn a subnormal x into zero, so x + 0 != x then.
  if (!getFlushToZero()) {
    double zero = neutralAddend(getRoundingMode());
    if (isSplatFloat(adaptor.getRhs(), zero))
      return getLhs();
    if (isSplatFloat(adaptor.getLhs(), zero))
      return getRhs();
  }
  return foldFloatBinary(*this, adaptor.getOperands(), &APFloat::add);
}

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

OpFoldResult SubFOp::fold(FoldAdaptor adaptor) {
  // x - z == x + (-z).
  if (!getFlushToZero() &&
      isSplatFloat(adaptor.getRhs(), -neutralAddend(getRoundingMode())))
    return getLhs();
  return foldFloatBinary(*this, adaptor.getOperands(), &APFloat::subtract);
}

OpFoldResult MulFOp::fold(FoldAdaptor adaptor) {
  if (!getFlushToZero() && isSplatFloat(adaptor.getRhs(), 1.0))
    return getLhs();
  if (!getFlushToZero() && isSplatFloat(adaptor.getLhs(), 1.0))
    return getRhs();
  return foldFloatBinary(*this, adaptor.getOperands(), &APFloat::multiply);
}

OpFoldResult DivFOp::fold(FoldAdaptor adaptor) {
  if (!getFlushToZero() && isSplatFloat(adaptor.getRhs(), 1.0) &&
      toLLVMRounding(getRoundingMode()))
    return getLhs();
  return foldFloatBinary(*this, adaptor.getOperands(), &APFloat::divide);
}

OpFoldResult NegFOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getSource().getDefiningOp<NegFOp>())
    return inner.getSource();
  return constFoldUnaryOp<FloatAttr, APFloat, void>(
      adaptor.getOperands(), [](const APFloat &a) { return -a; });
}

OpFoldResult AbsFOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getSource().getDefiningOp<AbsFOp>())
    return inner.getResult();
  return constFoldUnaryOp<FloatAttr, APFloat, void>(
      adaptor.getOperands(), [](const APFloat &a) { return abs(a); });
}

//===----------------------------------------------------------------------===//
// Integer
//===----------------------------------------------------------------------===//

OpFoldResult AddIOp::fold(FoldAdaptor adaptor) {
  if (isSplatInt(adaptor.getRhs(), 0))
    return getLhs();
  if (isSplatInt(adaptor.getLhs(), 0))
    return getRhs();
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [](const APInt &a, const APInt &b) { return a + b; });
}

OpFoldResult SubIOp::fold(FoldAdaptor adaptor) {
  if (isSplatInt(adaptor.getRhs(), 0))
    return getLhs();
  if (getLhs() == getRhs())
    return zerosLike(getType());
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [](const APInt &a, const APInt &b) { return a - b; });
}

OpFoldResult MulIOp::fold(FoldAdaptor adaptor) {
  if (isSplatInt(adaptor.getRhs(), 1))
    return getLhs();
  if (isSplatInt(adaptor.getLhs(), 1))
    return getRhs();
  if (isSplatInt(adaptor.getRhs(), 0) || isSplatInt(adaptor.getLhs(), 0))
    return zerosLike(getType());
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [](const APInt &a, const APInt &b) { return a * b; });
}

OpFoldResult ShLIOp::fold(FoldAdaptor adaptor) {
  if (isSplatInt(adaptor.getRhs(), 0))
    return getLhs();
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.uge(a.getBitWidth()))
          return std::nullopt;
        return a.shl(b);
      });
}

OpFoldResult ShRIOp::fold(FoldAdaptor adaptor) {
  if (isSplatInt(adaptor.getRhs(), 0))
    return getLhs();
  bool isSigned = getSignedness() == Signedness::Signed;
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [&](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.uge(a.getBitWidth()))
          return std::nullopt;
        return isSigned ? a.ashr(b) : a.lshr(b);
      });
}

OpFoldResult DivIOp::fold(FoldAdaptor adaptor) {
  if (isSplatInt(adaptor.getRhs(), 1))
    return getLhs();
  bool isSigned = getSignedness() == Signedness::Signed;
  RoundingMode mode = getRounding();
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [&](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        if (!isSigned) {
          APInt q = a.udiv(b);
          if (mode == RoundingMode::PositiveInf && !a.urem(b).isZero())
            q += 1;
          return q;
        }
        if (a.isMinSignedValue() && b.isAllOnes())
          return std::nullopt;
        if (mode == RoundingMode::PositiveInf)
          return llvm::APIntOps::RoundingSDiv(a, b, APInt::Rounding::UP);
        if (mode == RoundingMode::NegativeInf)
          return llvm::APIntOps::RoundingSDiv(a, b, APInt::Rounding::DOWN);
        return a.sdiv(b);
      });
}

OpFoldResult RemIOp::fold(FoldAdaptor adaptor) {
  if (isSplatInt(adaptor.getRhs(), 1))
    return zerosLike(getType());
  bool isSigned = getSignedness() == Signedness::Signed;
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [&](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        if (isSigned && a.isMinSignedValue() && b.isAllOnes())
          return APInt::getZero(a.getBitWidth());
        return isSigned ? a.srem(b) : a.urem(b);
      });
}

OpFoldResult MaxIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs())
    return getLhs();
  bool isSigned = getSignedness() == Signedness::Signed;
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(), [&](const APInt &a, const APInt &b) {
        return isSigned ? llvm::APIntOps::smax(a, b)
                        : llvm::APIntOps::umax(a, b);
      });
}

OpFoldResult MinIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs())
    return getLhs();
  bool isSigned = getSignedness() == Signedness::Signed;
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(), [&](const APInt &a, const APInt &b) {
        return isSigned ? llvm::APIntOps::smin(a, b)
                        : llvm::APIntOps::umin(a, b);
      });
}

OpFoldResult AbsIOp::fold(FoldAdaptor adaptor) {
  return constFoldUnaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(), [](const APInt &a) { return a.abs(); });
}

OpFoldResult NegIOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getSource().getDefiningOp<NegIOp>())
    if (getOverflow() == IntegerOverflow::None &&
        inner.getOverflow() == IntegerOverflow::None)
      return inner.getSource();
  return constFoldUnaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(), [](const APInt &a) { return -a; });
}

OpFoldResult AndIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs() || isSplatAllOnes(adaptor.getRhs()))
    return getLhs();
  if (isSplatAllOnes(adaptor.getLhs()))
    return getRhs();
  if (isSplatInt(adaptor.getRhs(), 0) || isSplatInt(adaptor.getLhs(), 0))
    return zerosLike(getType());
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [](const APInt &a, const APInt &b) { return a & b; });
}

OpFoldResult OrIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs() || isSplatInt(adaptor.getRhs(), 0))
    return getLhs();
  if (isSplatInt(adaptor.getLhs(), 0))
    return getRhs();
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [](const APInt &a, const APInt &b) { return a | b; });
}

OpFoldResult XOrIOp::fold(FoldAdaptor adaptor) {
  if (isSplatInt(adaptor.getRhs(), 0))
    return getLhs();
  if (isSplatInt(adaptor.getLhs(), 0))
    return getRhs();
  if (getLhs() == getRhs())
    return zerosLike(getType());
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(),
      [](const APInt &a, const APInt &b) { return a ^ b; });
}

static bool compareInts(ComparisonPredicate predicate, bool isSigned,
                        const APInt &a, const APInt &b) {
  switch (predicate) {
  case ComparisonPredicate::Equal:
    return a == b;
  case ComparisonPredicate::NotEqual:
    return a != b;
  case ComparisonPredicate::LessThan:
    return isSigned ? a.slt(b) : a.ult(b);
  case ComparisonPredicate::LessThanOrEqual:
    return isSigned ? a.sle(b) : a.ule(b);
  case ComparisonPredicate::GreaterThan:
    return isSigned ? a.sgt(b) : a.ugt(b);
  case ComparisonPredicate::GreaterThanOrEqual:
    return isSigned ? a.sge(b) : a.uge(b);
  }
  llvm_unreachable("unknown predicate");
}

OpFoldResult CmpIOp::fold(FoldAdaptor adaptor) {
  bool isSigned = getSignedness() == Signedness::Signed;
  ComparisonPredicate predicate = getComparisonPredicate();
  return constFoldBinaryOp<IntegerAttr, APInt, void>(
      adaptor.getOperands(), getType(), [&](const APInt &a, const APInt &b) {
        return APInt(1, compareInts(predicate, isSigned, a, b));
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

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  if (getValIfTrue() == getValIfFalse())
    return getValIfTrue();
  if (auto cond = llvm::dyn_cast_or_null<SplatElementsAttr>(adaptor.getCond()))
    return cond.getSplatValue<bool>() ? getValIfTrue() : getValIfFalse();
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
