//===- DotFolds.cpp - constant folding of nv_tileaa.dot -------------------===//
//
// dot is the only expensive arithmetic fold of the dialect. It follows the
// verifier's element-type rules: products accumulate in the accumulator's
// element type (never the narrow input format, which would drop precision),
// and integer inputs are extended as their signedness attributes say.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

/// Folding runs M*N*K multiply-adds at compile time; past this budget the
/// compile-time cost outweighs the win, so the dot is left to the hardware.
static constexpr int64_t kMaxFoldedMacs = int64_t(1) << 20;

static bool isZeroTile(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  if (!dense)
    return false;
  if (isa<IntegerType>(dense.getElementType())) {
    if (dense.isSplat())
      return dense.getSplatValue<APInt>().isZero();
    return llvm::all_of(dense.getValues<APInt>(),
                        [](const APInt &v) { return v.isZero(); });
  }
  if (isa<FloatType>(dense.getElementType())) {
    if (dense.isSplat())
      return dense.getSplatValue<APFloat>().isZero();
    return llvm::all_of(dense.getValues<APFloat>(),
                        [](const APFloat &v) { return v.isZero(); });
  }
  return false;
}

/// For floats, 0 * x is not 0 when x is NaN or infinite, and +0 products
/// turn a -0 accumulator into +0: dropping the product is only exact when
/// the fastmath flags waive NaNs, infinities and the sign of zero.
static bool zeroProductIsDroppable(Type accElement,
                                   std::optional<arith::FastMathFlags> flags) {
  if (isa<IntegerType>(accElement))
    return true;
  if (!flags)
    return false;
  using arith::FastMathFlags;
  return arith::bitEnumContainsAll(
      *flags, FastMathFlags::nnan | FastMathFlags::ninf | FastMathFlags::nsz);
}

/// The format the multiplier rounds float inputs to, or null for "ieee" (and
/// no precision at all), which multiplies the inputs as they are.
static const llvm::fltSemantics *multiplierSemantics(StringRef precision) {
  if (precision == "tf32" || precision == "tf32x3")
    return &APFloat::FloatTF32();
  if (precision == "bf16" || precision == "bf16x3")
    return &APFloat::BFloat();
  return nullptr;
}

/// The dot's dimensions: batch (1 for rank 2), M, N and K.
struct DotShape {
  int64_t batch, m, n, k;
};

static DotShape dotShape(DotOp op) {
  ArrayRef<int64_t> a = op.getLhs().getType().getShape();
  ArrayRef<int64_t> b = op.getRhs().getType().getShape();
  int64_t rank = a.size();
  return {rank == 3 ? a[0] : 1, a[rank - 2], b[rank - 1], a[rank - 1]};
}

static Attribute foldIntegerDot(DotOp op, DenseElementsAttr a,
                                DenseElementsAttr b, DenseElementsAttr c) {
  auto accType = op.getAcc().getType();
  unsigned width = accType.getElementType().getIntOrFloatBitWidth();
  bool lhsSigned = op.getSignednessLhs() == cuda_tile::Signedness::Signed;
  bool rhsSigned = op.getSignednessRhs() == cuda_tile::Signedness::Signed;
  // Extend each input to the accumulator width first: the products and the
  // sum then wrap modulo 2^width exactly as the integer MMA does.
  auto extend = [&](const APInt &v, bool isSigned) {
    return isSigned ? v.sextOrTrunc(width) : v.zextOrTrunc(width);
  };
  SmallVector<APInt> lhs, rhs;
  for (const APInt &v : a.getValues<APInt>())
    lhs.push_back(extend(v, lhsSigned));
  for (const APInt &v : b.getValues<APInt>())
    rhs.push_back(extend(v, rhsSigned));
  SmallVector<APInt> result(c.getValues<APInt>());

  DotShape s = dotShape(op);
  for (int64_t p = 0; p < s.batch; ++p)
    for (int64_t i = 0; i < s.m; ++i)
      for (int64_t j = 0; j < s.n; ++j) {
        APInt &sum = result[(p * s.m + i) * s.n + j];
        for (int64_t l = 0; l < s.k; ++l)
          sum += lhs[(p * s.m + i) * s.k + l] * rhs[(p * s.k + l) * s.n + j];
      }
  return DenseElementsAttr::get(accType, result);
}

static Attribute foldFloatDot(DotOp op, DenseElementsAttr a,
                              DenseElementsAttr b, DenseElementsAttr c) {
  auto accType = op.getAcc().getType();
  const llvm::fltSemantics &accSem =
      cast<FloatType>(accType.getElementType()).getFloatSemantics();
  const llvm::fltSemantics *multiplier =
      multiplierSemantics(op.getInputPrecision().value_or("ieee"));

  // An input is only used when it survives both the multiplier's rounding
  // (tf32 truncates f32 inputs on the tensor cores) and the widening to the
  // accumulator type unchanged; otherwise the folded value would differ
  // from what the hardware computes.
  auto convert = [&](APFloat v, bool &exact) {
    bool losesInfo = false;
    if (multiplier) {
      APFloat rounded = v;
      rounded.convert(*multiplier, APFloat::rmNearestTiesToEven, &losesInfo);
      exact &= !losesInfo;
    }
    v.convert(accSem, APFloat::rmNearestTiesToEven, &losesInfo);
    exact &= !losesInfo;
    return v;
  };
  bool exact = true;
  SmallVector<APFloat> lhs, rhs;
  for (const APFloat &v : a.getValues<APFloat>())
    lhs.push_back(convert(v, exact));
  for (const APFloat &v : b.getValues<APFloat>())
    rhs.push_back(convert(v, exact));
  if (!exact)
    return {};
  SmallVector<APFloat> result(c.getValues<APFloat>());

  DotShape s = dotShape(op);
  for (int64_t p = 0; p < s.batch; ++p)
    for (int64_t i = 0; i < s.m; ++i)
      for (int64_t j = 0; j < s.n; ++j) {
        APFloat &sum = result[(p * s.m + i) * s.n + j];
        for (int64_t l = 0; l < s.k; ++l) {
          // One rounding per step, like the MMA units' fused accumulate.
          APFloat product = lhs[(p * s.m + i) * s.k + l];
          product.fusedMultiplyAdd(rhs[(p * s.k + l) * s.n + j], sum,
                                   APFloat::rmNearestTiesToEven);
          sum = product;
        }
      }
  return DenseElementsAttr::get(accType, result);
}

OpFoldResult DotOp::fold(FoldAdaptor adaptor) {
  Type accElement = getAcc().getType().getElementType();
  if ((isZeroTile(adaptor.getLhs()) || isZeroTile(adaptor.getRhs())) &&
      zeroProductIsDroppable(accElement, getFastmath()))
    return getAcc();

  auto a = dyn_cast_or_null<DenseElementsAttr>(adaptor.getLhs());
  auto b = dyn_cast_or_null<DenseElementsAttr>(adaptor.getRhs());
  auto c = dyn_cast_or_null<DenseElementsAttr>(adaptor.getAcc());
  if (!a || !b || !c)
    return {};
  // fast_acc lets FP8 tensor cores accumulate in reduced precision, which a
  // compile-time accumulation in the accumulator type would not reproduce.
  if (getFastAcc())
    return {};
  DotShape s = dotShape(*this);
  if (s.batch * s.m * s.n * s.k > kMaxFoldedMacs)
    return {};
  if (isa<IntegerType>(accElement))
    return foldIntegerDot(*this, a, b, c);
  return foldFloatDot(*this, a, b, c);
}
