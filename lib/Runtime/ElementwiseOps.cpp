//===- ElementwiseOps.cpp - Float and integer arithmetic, comparisons -----===//
//
// Floats are computed in double and rounded once to the result format: every
// Tile IR float format is exact in double, and double has more than twice
// the precision of f32 plus two bits, so +, -, *, / and sqrt round exactly
// as an f32 (or narrower) operation would.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"

#include "tileir/Runtime/FloatMinMax.h"
#include "tileir/Runtime/VectorMath.h"

#include <cfenv>
#include <cfloat>
#include <cmath>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

/// FTZ of the f32 path: subnormal inputs and results become signed zero.
static double flush(double x) {
  return std::fabs(x) < FLT_MIN ? std::copysign(0.0, x) : x;
}

template <typename F>
static LogicalResult floatUnary(BlockExecutor &ex, Operation *op, F f,
                                bool ftz = false) {
  const TileValue &a = ex.tile(op->getOperand(0));
  std::vector<double> x;
  a.toDoubles(x);
  for (double &v : x)
    v = ftz ? flush(f(flush(v))) : f(v);
  TileValue r = TileValue::uninitialized(a.getKind(), a.getShape());
  r.fromDoubles(x);
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

namespace {
/// Computes in double under a directed rounding mode. Rounding twice in the
/// same direction (to double, then to the element type) equals rounding
/// once, so a directed result is exact even where the double operation is
/// not (a tiny operand, an fma); round-to-nearest keeps the default mode.
class ScopedRounding {
public:
  explicit ScopedRounding(Rounding rounding) : saved(std::fegetround()) {
    std::fesetround(rounding == Rounding::Zero          ? FE_TOWARDZERO
                    : rounding == Rounding::NegativeInf ? FE_DOWNWARD
                    : rounding == Rounding::PositiveInf ? FE_UPWARD
                                                        : FE_TONEAREST);
  }
  ~ScopedRounding() { std::fesetround(saved); }

private:
  int saved;
};
} // namespace

template <typename F>
static LogicalResult floatBinary(BlockExecutor &ex, Operation *op, F f,
                                 bool ftz = false,
                                 Rounding rounding = Rounding::NearestEven) {
  const TileValue &a = ex.tile(op->getOperand(0));
  const TileValue &b = ex.tile(op->getOperand(1));
  std::vector<double> x, y;
  a.toDoubles(x);
  b.toDoubles(y);
  size_t n = x.size();
  {
    ScopedRounding mode(rounding);
    // volatile: the compiler must not move the arithmetic out of the mode.
    volatile double *out = x.data();
    if (ftz) {
      for (size_t i = 0; i < n; ++i)
        out[i] = flush(f(flush(x[i]), flush(y[i])));
    } else {
      for (size_t i = 0; i < n; ++i)
        out[i] = f(x[i], y[i]);
    }
  }
  TileValue r = TileValue::uninitialized(a.getKind(), a.getShape());
  r.fromDoubles(x, rounding);
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

uint64_t runtime::computeDirected(DirectedOp op, ElemKind kind, uint64_t a,
                                  uint64_t b, uint64_t c, bool ftz,
                                  Rounding rounding) {
  double x = decodeFloat(a, kind), y = decodeFloat(b, kind);
  double z = op == DirectedOp::Fma ? decodeFloat(c, kind) : 0.0;
  double result;
  {
    ScopedRounding mode(rounding);
    // volatile: the compiler must not move the arithmetic out of the mode.
    volatile double out;
    if (op == DirectedOp::Fma) {
      // Only the result is flushed. At nearest (the CPU path's f16 and
      // bf16 fma), the double must not round first.
      bool narrow = kind != ElemKind::F32 && kind != ElemKind::F64;
      out = narrow && rounding == Rounding::NearestEven
                ? fmaForNarrowFormat(x, y, z)
                : std::fma(x, y, z);
      if (ftz)
        out = flush(out);
    } else {
      if (ftz) {
        x = flush(x);
        y = flush(y);
      }
      switch (op) {
      case DirectedOp::Add:
        out = x + y;
        break;
      case DirectedOp::Sub:
        out = x - y;
        break;
      case DirectedOp::Mul:
        out = x * y;
        break;
      case DirectedOp::Sqrt:
        out = std::sqrt(x);
        break;
      default:
        out = x / y;
        break;
      }
      if (ftz)
        out = flush(out);
    }
    result = out;
  }
  return encodeFloat(result, kind, rounding);
}

/// Element by element through computeDirected (shared with the compiled
/// CPU code).
static void applyDirected(BlockExecutor &ex, Operation *op, DirectedOp kind,
                          bool ftz, Rounding rounding) {
  const TileValue &a = ex.tile(op->getOperand(0));
  const TileValue *b =
      kind == DirectedOp::Sqrt ? nullptr : &ex.tile(op->getOperand(1));
  const TileValue *c =
      kind == DirectedOp::Fma ? &ex.tile(op->getOperand(2)) : nullptr;
  TileValue r = TileValue::uninitialized(a.getKind(), a.getShape());
  for (int64_t i = 0, n = a.getNumElements(); i < n; ++i)
    r.setBits(i, computeDirected(kind, a.getKind(), a.getBits(i),
                                 b ? b->getBits(i) : 0, c ? c->getBits(i) : 0,
                                 ftz, rounding));
  ex.setTile(op->getResult(0), std::move(r));
}

/// +, -, * and / with their rounding mode and FTZ flag; `f` is generic so
/// that it runs on floats too.
template <typename OpT, typename F>
static LogicalResult roundedBinary(BlockExecutor &ex, OpT op, F f,
                                   DirectedOp directed) {
  const TileValue &a = ex.tile(op->getOperand(0));
  Rounding rounding = toRounding(op.getRoundingMode());
  if (rounding != Rounding::NearestEven) {
    applyDirected(ex, op, directed, op.getFlushToZero(), rounding);
    return success();
  }
  if (a.getKind() == ElemKind::F32 && rounding == Rounding::NearestEven &&
      !op.getFlushToZero()) {
    // By the argument at the top of this file the double result rounded
    // once to f32 is the correctly rounded f32 result, which is what the
    // f32 instruction computes: same bits, without the round trip.
    const TileValue &b = ex.tile(op->getOperand(1));
    TileValue r = TileValue::uninitialized(a.getKind(), a.getShape());
    const float *x = a.as<float>(), *y = b.as<float>();
    float *z = r.as<float>();
    for (int64_t i = 0, n = a.getNumElements(); i < n; ++i)
      z[i] = f(x[i], y[i]);
    ex.setTile(op->getResult(0), std::move(r));
    return success();
  }
  return floatBinary(ex, op, f, op.getFlushToZero(), rounding);
}

static LogicalResult execAddF(BlockExecutor &ex, ct::AddFOp op) {
  return roundedBinary(
      ex, op, [](auto a, auto b) { return a + b; }, DirectedOp::Add);
}
static LogicalResult execSubF(BlockExecutor &ex, ct::SubFOp op) {
  return roundedBinary(
      ex, op, [](auto a, auto b) { return a - b; }, DirectedOp::Sub);
}
static LogicalResult execMulF(BlockExecutor &ex, ct::MulFOp op) {
  return roundedBinary(
      ex, op, [](auto a, auto b) { return a * b; }, DirectedOp::Mul);
}
static LogicalResult execDivF(BlockExecutor &ex, ct::DivFOp op) {
  return roundedBinary(
      ex, op, [](auto a, auto b) { return a / b; }, DirectedOp::Div);
}
static LogicalResult execRemF(BlockExecutor &ex, ct::RemFOp op) {
  return floatBinary(ex, op,
                     [](double a, double b) { return std::fmod(a, b); });
}
static LogicalResult execPow(BlockExecutor &ex, ct::PowOp op) {
  return floatBinary(ex, op, [](double a, double b) { return std::pow(a, b); });
}
static LogicalResult execFPowF(BlockExecutor &ex, ct::FPowFOp op) {
  return floatBinary(ex, op, [](double a, double b) { return std::pow(a, b); });
}
/// fpowi: pow of the exact (signed) integer exponent in double, rounded
/// once to the base's type. pow's special cases for an integer exponent
/// are IEEE pown's: x^0 = 1 for every x (NaN too), (+-0)^n is +-inf for
/// odd n < 0, +inf for even n < 0, +-0 for odd n > 0, +0 for even n > 0;
/// (-inf)^n likewise with the reciprocals; a negative base keeps its sign
/// for odd n.
static LogicalResult execFPowI(BlockExecutor &ex, ct::FPowIOp op) {
  const TileValue &base = ex.tile(op.getSource());
  const TileValue &exponent = ex.tile(op.getExponent());
  TileValue r = TileValue::uninitialized(base.getKind(), base.getShape());
  for (int64_t i = 0, n = base.getNumElements(); i < n; ++i)
    r.setFloat(i, std::pow(base.getFloat(i),
                           double(exponent.getInt(i, /*isSigned=*/true))));
  ex.setTile(op.getResult(), std::move(r));
  return success();
}
static LogicalResult execAtan2(BlockExecutor &ex, ct::Atan2Op op) {
  return floatBinary(ex, op,
                     [](double a, double b) { return std::atan2(a, b); });
}

static LogicalResult execMaxF(BlockExecutor &ex, ct::MaxFOp op) {
  bool nan = op.getPropagateNan();
  return floatBinary(
      ex, op,
      [nan](double a, double b) { return floatMinMax<true>(a, b, nan); },
      op.getFlushToZero());
}
static LogicalResult execMinF(BlockExecutor &ex, ct::MinFOp op) {
  bool nan = op.getPropagateNan();
  return floatBinary(
      ex, op,
      [nan](double a, double b) { return floatMinMax<false>(a, b, nan); },
      op.getFlushToZero());
}

static LogicalResult execFma(BlockExecutor &ex, ct::FmaOp op) {
  const TileValue &a = ex.tile(op.getLhs());
  Rounding rounding = toRounding(op.getRoundingMode());
  // An fma rounds once to its type. f32 at nearest takes the f32 fma; the
  // other cases (directed modes, and f16/bf16, whose double fma is rounded
  // to odd first) are computeDirected's, which the compiled CPU code calls
  // too.
  if (rounding != Rounding::NearestEven || a.getKind() != ElemKind::F32) {
    applyDirected(ex, op, DirectedOp::Fma, op.getFlushToZero(), rounding);
    return success();
  }
  std::vector<double> x, y, z;
  a.toDoubles(x);
  ex.tile(op.getRhs()).toDoubles(y);
  ex.tile(op.getAcc()).toDoubles(z);
  for (size_t i = 0; i < x.size(); ++i) {
    x[i] = double(std::fma(float(x[i]), float(y[i]), float(z[i])));
    if (op.getFlushToZero())
      x[i] = flush(x[i]);
  }
  TileValue r = TileValue::uninitialized(a.getKind(), a.getShape());
  r.fromDoubles(x, rounding);
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

#define TILEIR_FLOAT_UNARY(OP, EXPR)                                           \
  static LogicalResult exec##OP(BlockExecutor &ex, ct::OP op) {                \
    return floatUnary(ex, op, [](double x) { return EXPR; });                  \
  }
TILEIR_FLOAT_UNARY(NegFOp, -x)
TILEIR_FLOAT_UNARY(AbsFOp, std::fabs(x))
TILEIR_FLOAT_UNARY(CeilOp, std::ceil(x))
TILEIR_FLOAT_UNARY(FloorOp, std::floor(x))
TILEIR_FLOAT_UNARY(CosOp, std::cos(x))
TILEIR_FLOAT_UNARY(CosHOp, std::cosh(x))
TILEIR_FLOAT_UNARY(SinOp, std::sin(x))
TILEIR_FLOAT_UNARY(SinHOp, std::sinh(x))
TILEIR_FLOAT_UNARY(TanOp, std::tan(x))
TILEIR_FLOAT_UNARY(LogOp, std::log(x))
TILEIR_FLOAT_UNARY(Log2Op, std::log2(x))
TILEIR_FLOAT_UNARY(TanHOp, std::tanh(x))
#undef TILEIR_FLOAT_UNARY

/// exp: in double, rounded once. On f32 tiles through expF32, the same
/// definition the compiled CPU path calls (and vectorised).
static LogicalResult execExpOp(BlockExecutor &ex, ct::ExpOp op) {
  const TileValue &a = ex.tile(op.getSource());
  if (a.getKind() != ElemKind::F32)
    return floatUnary(ex, op, [](double x) { return std::exp(x); });
  TileValue r = TileValue::uninitialized(ElemKind::F32, a.getShape());
  expF32(a.as<float>(), r.as<float>(), a.getNumElements());
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static LogicalResult execExp2(BlockExecutor &ex, ct::Exp2Op op) {
  return floatUnary(
      ex, op, [](double x) { return std::exp2(x); }, op.getFlushToZero());
}
static LogicalResult execRsqrt(BlockExecutor &ex, ct::RsqrtOp op) {
  return floatUnary(
      ex, op, [](double x) { return 1.0 / std::sqrt(x); }, op.getFlushToZero());
}
/// sqrt at nearest is the double root rounded once more (innocuous: 53
/// bits are more than twice f32's 24, plus two); a directed mode rounds
/// both times in its direction.
static LogicalResult execSqrt(BlockExecutor &ex, ct::SqrtOp op) {
  Rounding rounding = toRounding(op.getRoundingMode());
  if (rounding != Rounding::NearestEven) {
    applyDirected(ex, op, DirectedOp::Sqrt, op.getFlushToZero(), rounding);
    return success();
  }
  return floatUnary(
      ex, op, [](double x) { return std::sqrt(x); }, op.getFlushToZero());
}

template <typename T>
static bool compare(ct::ComparisonPredicate pred, T a, T b) {
  switch (pred) {
  case ct::ComparisonPredicate::Equal:
    return a == b;
  case ct::ComparisonPredicate::NotEqual:
    return a != b;
  case ct::ComparisonPredicate::LessThan:
    return a < b;
  case ct::ComparisonPredicate::LessThanOrEqual:
    return a <= b;
  case ct::ComparisonPredicate::GreaterThan:
    return a > b;
  case ct::ComparisonPredicate::GreaterThanOrEqual:
    return a >= b;
  }
  return false;
}

static LogicalResult execCmpF(BlockExecutor &ex, ct::CmpFOp op) {
  std::vector<double> x, y;
  ex.tile(op.getLhs()).toDoubles(x);
  ex.tile(op.getRhs()).toDoubles(y);
  bool ordered = op.getComparisonOrdering() == ct::ComparisonOrdering::Ordered;
  TileValue r = makeTileLike(op.getResult().getType());
  uint8_t *out = r.getData();
  for (size_t i = 0; i < x.size(); ++i) {
    bool unordered = std::isnan(x[i]) || std::isnan(y[i]);
    out[i] =
        unordered ? !ordered : compare(op.getComparisonPredicate(), x[i], y[i]);
  }
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static LogicalResult execCmpI(BlockExecutor &ex, ct::CmpIOp op) {
  bool isSigned = op.getSignedness() == ct::Signedness::Signed;
  std::vector<int64_t> x, y;
  ex.tile(op.getLhs()).toInts(x, isSigned);
  ex.tile(op.getRhs()).toInts(y, isSigned);
  TileValue r = makeTileLike(op.getResult().getType());
  uint8_t *out = r.getData();
  for (size_t i = 0; i < x.size(); ++i)
    out[i] = isSigned ? compare(op.getComparisonPredicate(), x[i], y[i])
                      : compare(op.getComparisonPredicate(), uint64_t(x[i]),
                                uint64_t(y[i]));
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

/// Integer ops compute on 64-bit values extended per signedness; the result
/// is truncated to the element width, which is two's complement wrapping.
template <typename F>
static LogicalResult intBinary(BlockExecutor &ex, Operation *op, bool isSigned,
                               F f) {
  const TileValue &a = ex.tile(op->getOperand(0));
  std::vector<int64_t> x, y;
  a.toInts(x, isSigned);
  ex.tile(op->getOperand(1)).toInts(y, isSigned);
  unsigned width = getBitWidth(a.getKind());
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = f(x[i], y[i], width);
  TileValue r(a.getKind(), a.getShape());
  r.fromInts(x);
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static bool isSignedAttr(ct::Signedness s) {
  return s == ct::Signedness::Signed;
}

static LogicalResult execAddI(BlockExecutor &ex, ct::AddIOp op) {
  return intBinary(ex, op, true, [](int64_t a, int64_t b, unsigned) {
    return int64_t(uint64_t(a) + uint64_t(b));
  });
}
static LogicalResult execSubI(BlockExecutor &ex, ct::SubIOp op) {
  return intBinary(ex, op, true, [](int64_t a, int64_t b, unsigned) {
    return int64_t(uint64_t(a) - uint64_t(b));
  });
}
static LogicalResult execMulI(BlockExecutor &ex, ct::MulIOp op) {
  return intBinary(ex, op, true, [](int64_t a, int64_t b, unsigned) {
    return int64_t(uint64_t(a) * uint64_t(b));
  });
}
static LogicalResult execShLI(BlockExecutor &ex, ct::ShLIOp op) {
  return intBinary(ex, op, false, [](int64_t a, int64_t b, unsigned w) {
    return uint64_t(b) >= w ? int64_t(0) : int64_t(uint64_t(a) << b);
  });
}
static LogicalResult execShRI(BlockExecutor &ex, ct::ShRIOp op) {
  bool s = isSignedAttr(op.getSignedness());
  const TileValue &a = ex.tile(op.getLhs());
  std::vector<int64_t> x, y;
  a.toInts(x, s);
  ex.tile(op.getRhs()).toInts(y, false); // the amount is unsigned
  unsigned w = getBitWidth(a.getKind());
  for (size_t i = 0; i < x.size(); ++i) {
    uint64_t amount = std::min<uint64_t>(uint64_t(y[i]), 63);
    if (uint64_t(y[i]) >= w)
      x[i] = s && x[i] < 0 ? -1 : 0;
    else
      x[i] = s ? x[i] >> amount : int64_t(uint64_t(x[i]) >> amount);
  }
  TileValue r(a.getKind(), a.getShape());
  r.fromInts(x);
  ex.setTile(op.getResult(), std::move(r));
  return success();
}
static LogicalResult execMulhiI(BlockExecutor &ex, ct::MulhiIOp op) {
  return intBinary(ex, op, false, [](int64_t a, int64_t b, unsigned w) {
    unsigned __int128 p = (unsigned __int128)uint64_t(a) * uint64_t(b);
    return int64_t(uint64_t(p >> w));
  });
}
static LogicalResult execDivI(BlockExecutor &ex, ct::DivIOp op) {
  bool s = isSignedAttr(op.getSignedness());
  ct::RoundingMode mode = op.getRounding();
  Operation *raw = op;
  for (int64_t v : [&] {
         std::vector<int64_t> y;
         ex.tile(op.getRhs()).toInts(y, s);
         return y;
       }())
    if (v == 0)
      return ex.fail(raw, "divides by zero");
  return intBinary(ex, op, s, [s, mode](int64_t a, int64_t b, unsigned) {
    if (!s) {
      uint64_t ua = a, ub = b, q = ua / ub;
      if (mode == ct::RoundingMode::PositiveInf && ua % ub)
        ++q;
      return int64_t(q);
    }
    if (b == -1)
      return int64_t(0 - uint64_t(a));
    int64_t q = a / b, r = a % b;
    if (r != 0 && mode == ct::RoundingMode::NegativeInf && ((r < 0) != (b < 0)))
      --q;
    if (r != 0 && mode == ct::RoundingMode::PositiveInf && ((r < 0) == (b < 0)))
      ++q;
    return q;
  });
}
static LogicalResult execRemI(BlockExecutor &ex, ct::RemIOp op) {
  bool s = isSignedAttr(op.getSignedness());
  std::vector<int64_t> y;
  ex.tile(op.getRhs()).toInts(y, s);
  for (int64_t v : y)
    if (v == 0)
      return ex.fail(op, "computes a remainder by zero");
  return intBinary(ex, op, s, [s](int64_t a, int64_t b, unsigned) {
    if (!s)
      return int64_t(uint64_t(a) % uint64_t(b));
    return b == -1 ? int64_t(0) : a % b;
  });
}
static LogicalResult execMaxI(BlockExecutor &ex, ct::MaxIOp op) {
  bool s = isSignedAttr(op.getSignedness());
  return intBinary(ex, op, s, [s](int64_t a, int64_t b, unsigned) {
    return s ? std::max(a, b) : int64_t(std::max(uint64_t(a), uint64_t(b)));
  });
}
static LogicalResult execMinI(BlockExecutor &ex, ct::MinIOp op) {
  bool s = isSignedAttr(op.getSignedness());
  return intBinary(ex, op, s, [s](int64_t a, int64_t b, unsigned) {
    return s ? std::min(a, b) : int64_t(std::min(uint64_t(a), uint64_t(b)));
  });
}
static LogicalResult execAndI(BlockExecutor &ex, ct::AndIOp op) {
  return intBinary(ex, op, false,
                   [](int64_t a, int64_t b, unsigned) { return a & b; });
}
static LogicalResult execOrI(BlockExecutor &ex, ct::OrIOp op) {
  return intBinary(ex, op, false,
                   [](int64_t a, int64_t b, unsigned) { return a | b; });
}
static LogicalResult execXOrI(BlockExecutor &ex, ct::XOrIOp op) {
  return intBinary(ex, op, false,
                   [](int64_t a, int64_t b, unsigned) { return a ^ b; });
}

template <typename F>
static LogicalResult intUnary(BlockExecutor &ex, Operation *op, F f) {
  const TileValue &a = ex.tile(op->getOperand(0));
  std::vector<int64_t> x;
  a.toInts(x, true);
  for (int64_t &v : x)
    v = f(v);
  TileValue r(a.getKind(), a.getShape());
  r.fromInts(x);
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}
static LogicalResult execAbsI(BlockExecutor &ex, ct::AbsIOp op) {
  return intUnary(
      ex, op, [](int64_t v) { return v < 0 ? int64_t(0 - uint64_t(v)) : v; });
}
static LogicalResult execNegI(BlockExecutor &ex, ct::NegIOp op) {
  return intUnary(ex, op, [](int64_t v) { return int64_t(0 - uint64_t(v)); });
}

static LogicalResult execSelect(BlockExecutor &ex, ct::SelectOp op) {
  const TileValue &c = ex.tile(op.getCond());
  const TileValue &t = ex.tile(op.getValIfTrue());
  const TileValue &f = ex.tile(op.getValIfFalse());
  TileValue r(t.getKind(), t.getShape());
  unsigned bytes = t.getSlotBytes();
  const uint8_t *cond = c.getData();
  for (int64_t i = 0, n = t.getNumElements(); i < n; ++i)
    std::memcpy(r.getData() + i * bytes,
                (cond[i] ? t.getData() : f.getData()) + i * bytes, bytes);
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

void runtime::registerElementwiseOps(HandlerTable &t) {
  addHandler<ct::AddFOp, execAddF>(t);
  addHandler<ct::SubFOp, execSubF>(t);
  addHandler<ct::MulFOp, execMulF>(t);
  addHandler<ct::DivFOp, execDivF>(t);
  addHandler<ct::RemFOp, execRemF>(t);
  addHandler<ct::PowOp, execPow>(t);
  addHandler<ct::FPowFOp, execFPowF>(t);
  addHandler<ct::FPowIOp, execFPowI>(t);
  addHandler<ct::Atan2Op, execAtan2>(t);
  addHandler<ct::MaxFOp, execMaxF>(t);
  addHandler<ct::MinFOp, execMinF>(t);
  addHandler<ct::FmaOp, execFma>(t);
  addHandler<ct::NegFOp, execNegFOp>(t);
  addHandler<ct::AbsFOp, execAbsFOp>(t);
  addHandler<ct::CeilOp, execCeilOp>(t);
  addHandler<ct::FloorOp, execFloorOp>(t);
  addHandler<ct::CosOp, execCosOp>(t);
  addHandler<ct::CosHOp, execCosHOp>(t);
  addHandler<ct::SinOp, execSinOp>(t);
  addHandler<ct::SinHOp, execSinHOp>(t);
  addHandler<ct::TanOp, execTanOp>(t);
  addHandler<ct::ExpOp, execExpOp>(t);
  addHandler<ct::LogOp, execLogOp>(t);
  addHandler<ct::Log2Op, execLog2Op>(t);
  addHandler<ct::TanHOp, execTanHOp>(t);
  addHandler<ct::Exp2Op, execExp2>(t);
  addHandler<ct::RsqrtOp, execRsqrt>(t);
  addHandler<ct::SqrtOp, execSqrt>(t);
  addHandler<ct::CmpFOp, execCmpF>(t);
  addHandler<ct::CmpIOp, execCmpI>(t);
  addHandler<ct::AddIOp, execAddI>(t);
  addHandler<ct::SubIOp, execSubI>(t);
  addHandler<ct::MulIOp, execMulI>(t);
  addHandler<ct::ShLIOp, execShLI>(t);
  addHandler<ct::ShRIOp, execShRI>(t);
  addHandler<ct::MulhiIOp, execMulhiI>(t);
  addHandler<ct::DivIOp, execDivI>(t);
  addHandler<ct::RemIOp, execRemI>(t);
  addHandler<ct::MaxIOp, execMaxI>(t);
  addHandler<ct::MinIOp, execMinI>(t);
  addHandler<ct::AndIOp, execAndI>(t);
  addHandler<ct::OrIOp, execOrI>(t);
  addHandler<ct::XOrIOp, execXOrI>(t);
  addHandler<ct::AbsIOp, execAbsI>(t);
  addHandler<ct::NegIOp, execNegI>(t);
  addHandler<ct::SelectOp, execSelect>(t);
}
