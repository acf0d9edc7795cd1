//===- ScalarOps.cpp - Elementwise nv_tileaa semantics on one element -----===//
//
// Each elementwise op becomes the scalar computation the interpreter
// performs (lib/Runtime/ElementwiseOps.cpp), so the compiled result has the
// same bits:
//  - integers compute at their width with two's complement wrapping; shift
//    amounts past the width, division by -1 and division by zero follow the
//    interpreter (the last records the interpreter's error);
//  - f32 and f64 +, -, *, / at round-to-nearest without FTZ are the native
//    instructions (the interpreter computes those in float as well);
//  - every other float op computes in f64 like the interpreter and rounds
//    once to the element type (f16 and bf16 through the runtime's encoder);
//    transcendentals are the same libm double functions;
//  - conversions other than exact widenings and f32 -> f16/bf16 at nearest
//    call the runtime's converter.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"
#include "tileir/Dialect/CudaTile/IR/RoundingDirection.h"
#include "tileir/Dialect/TileAA/IR/ComparisonPredicates.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cfloat>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::cpu;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

using Results = FailureOr<SmallVector<Value>>;

static bool isNearest(ct::RoundingMode mode) {
  return ct::toRounding(mode) == ct::RoundingDirection::NearestEven;
}

/// The convert site of ftof, ftoi or itof `op` (below).
static Value addConvertSite(KernelEmitter &k, Location loc, Operation *op);

namespace {
/// Builds the scalar code of one op with the emitter's builder.
struct ScalarBuilder {
  KernelEmitter &k;
  Location loc;
  OpBuilder &b;

  Value intConst(Type type, int64_t value) {
    return arith::ConstantIntOp::create(b, loc, type, value);
  }
  Value f64Const(double value) {
    return arith::ConstantFloatOp::create(b, loc, b.getF64Type(),
                                          llvm::APFloat(value));
  }
  Value select(Value c, Value t, Value f) {
    return arith::SelectOp::create(b, loc, c, t, f);
  }
  Value cmpi(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }

  /// Exact widening of any float to f64.
  Value toF64(Value v) {
    if (v.getType().isF64())
      return v;
    return arith::ExtFOp::create(b, loc, b.getF64Type(), v);
  }
  /// Rounds an f64 to `type` at nearest, as TileValue::fromDoubles does.
  Value fromF64(Value v, Type type) {
    if (type.isF64())
      return v;
    if (type.isF32())
      return arith::TruncFOp::create(b, loc, type, v);
    Value bits =
        k.callHelper(loc, type.isF16() ? kCpuF64ToF16Fn : kCpuF64ToBF16Fn, v,
                     b.getI16Type());
    return arith::BitcastOp::create(b, loc, type, bits);
  }
  /// The interpreter's FTZ: |x| < FLT_MIN becomes a zero of x's sign.
  Value flush(Value x) {
    Value magnitude = math::AbsFOp::create(b, loc, x);
    Value tiny = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT,
                                       magnitude, f64Const(FLT_MIN));
    Value zero = math::CopySignOp::create(b, loc, f64Const(0.0), x);
    return select(tiny, zero, x);
  }
  /// fn over the operands widened to f64, rounded once to `type`.
  Value viaF64(Type type, ValueRange args, bool ftz,
               function_ref<Value(ArrayRef<Value>)> fn) {
    SmallVector<Value> wide;
    for (Value a : args)
      wide.push_back(ftz ? flush(toF64(a)) : toF64(a));
    Value r = fn(wide);
    return fromF64(ftz ? flush(r) : r, type);
  }
  template <typename OpT>
  Value unaryF64(Type type, ValueRange args, bool ftz = false) {
    return viaF64(type, args, ftz, [&](ArrayRef<Value> x) -> Value {
      return OpT::create(b, loc, x[0]);
    });
  }
  template <typename OpT>
  Value binaryF64(Type type, ValueRange args, bool ftz = false) {
    return viaF64(type, args, ftz, [&](ArrayRef<Value> x) -> Value {
      return OpT::create(b, loc, x[0], x[1]);
    });
  }
  /// +, -, *, / with the interpreter's fast path: f32/f64 at nearest
  /// without FTZ are the native operation.
  /// One element at a directed rounding mode: the runtime computes it as
  /// the interpreter does (under the host's rounding mode).
  Value directed(Operation *op, StringRef name, ValueRange args, bool ftz,
                 ct::RoundingMode rounding) {
    Type type = args[0].getType();
    Value site = k.addSite(
        loc, kCpuSiteDirected,
        {b.getNamedAttr("element", TypeAttr::get(type)),
         b.getNamedAttr("op", b.getStringAttr(name)),
         b.getNamedAttr("ftz", b.getBoolAttr(ftz)),
         b.getNamedAttr("rounding",
                        ct::RoundingModeAttr::get(b.getContext(), rounding))});
    SmallVector<Value> operands = {k.ctx, site};
    for (unsigned i = 0; i < 3; ++i)
      operands.push_back(i < args.size() ? toBits(args[i])
                                         : intConst(b.getI64Type(), 0));
    Value bits = k.callHelper(loc, kCpuDirectedFn, operands, b.getI64Type());
    return fromBits(bits, type);
  }
  template <typename ArithOp, typename TileOp>
  Results rounded(TileOp op, ValueRange args) {
    if (!isNearest(op.getRoundingMode()))
      return SmallVector<Value>{directed(op, op->getName().stripDialect(), args,
                                         op.getFlushToZero(),
                                         op.getRoundingMode())};
    Type type = args[0].getType();
    if ((type.isF32() || type.isF64()) && !op.getFlushToZero())
      return SmallVector<Value>{ArithOp::create(b, loc, args[0], args[1])};
    return SmallVector<Value>{
        binaryF64<ArithOp>(type, args, op.getFlushToZero())};
  }
  /// The interpreter's minMax, on f32 or f64 operands: NaN rules first,
  /// then -0 < +0. Its NaN is the default quiet NaN (of f64, which rounds
  /// to f32's).
  Value minMax(bool isMax, bool propagateNaN, Value x, Value y) {
    auto isNaN = [&](Value v) {
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, v, v)
          .getResult();
    };
    auto floatType = cast<FloatType>(x.getType());
    Value nan = arith::ConstantFloatOp::create(
        b, loc, floatType,
        llvm::APFloat::getQNaN(floatType.getFloatSemantics()));
    Value xNaN = isNaN(x), yNaN = isNaN(y);
    Value anyNaN = arith::OrIOp::create(b, loc, xNaN, yNaN);
    Value bothNaN = arith::AndIOp::create(b, loc, xNaN, yNaN);
    Value nanResult =
        propagateNaN ? nan : select(bothNaN, nan, select(xNaN, y, x));
    Type bitsType = b.getIntegerType(floatType.getWidth());
    Value xBits = arith::BitcastOp::create(b, loc, bitsType, x);
    Value xNeg = cmpi(arith::CmpIPredicate::slt, xBits, intConst(bitsType, 0));
    Value equalResult = isMax ? select(xNeg, y, x) : select(xNeg, x, y);
    Value pick = arith::CmpFOp::create(
        b, loc, isMax ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT,
        x, y);
    Value ordered = select(pick, x, y);
    Value equal =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x, y);
    return select(anyNaN, nanResult, select(equal, equalResult, ordered));
  }
  /// Records the site's error when `divisor` is zero and returns a divisor
  /// that is safe to use.
  Value guardZero(Operation *op, StringRef site, Value divisor) {
    Type type = divisor.getType();
    Value isZero = cmpi(arith::CmpIPredicate::eq, divisor, intConst(type, 0));
    Value siteId = k.addSite(loc, site);
    auto branch = scf::IfOp::create(b, loc, isZero, /*withElse=*/false);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(branch.thenBlock()->getTerminator());
      k.callHelper(loc, kCpuFailFn, {k.ctx, siteId});
    }
    return select(isZero, intConst(type, 1), divisor);
  }
  /// The storage bits of `v` as an i64 (zero-extended).
  Value toBits(Value v) {
    Type type = v.getType();
    unsigned width = type.getIntOrFloatBitWidth();
    if (isa<FloatType>(type))
      v = arith::BitcastOp::create(b, loc, b.getIntegerType(width), v);
    return width == 64 ? v : arith::ExtUIOp::create(b, loc, b.getI64Type(), v);
  }
  Value fromBits(Value bits, Type type) {
    unsigned width = type.getIntOrFloatBitWidth();
    if (width < 64)
      bits = arith::TruncIOp::create(b, loc, b.getIntegerType(width), bits);
    if (isa<FloatType>(type))
      bits = arith::BitcastOp::create(b, loc, type, bits);
    return bits;
  }
  /// A conversion through the runtime's converter.
  /// The site names the op's own element types (tf32, not its CPU form).
  Value convert(Operation *op, Value v, Type to) {
    Value site = addConvertSite(k, loc, op);
    Value bits = k.callHelper(loc, kCpuConvertFn, {k.ctx, site, toBits(v)},
                              b.getI64Type());
    return fromBits(bits, to);
  }
};
} // namespace

static bool isSignedAttr(ct::Signedness s) {
  return s == ct::Signedness::Signed;
}

/// The convert site of ftof, ftoi or itof `op`: its name, signedness and
/// rounding, and its own element types (tf32, not its CPU form).
static Value addConvertSite(KernelEmitter &k, Location loc, Operation *op) {
  OpBuilder &b = k.b;
  StringRef name = "ftof";
  bool isSigned = false;
  ct::RoundingMode rounding;
  if (auto ftof = dyn_cast<aa::FToFOp>(op)) {
    rounding = ftof.getRoundingMode();
  } else if (auto ftoi = dyn_cast<aa::FToIOp>(op)) {
    name = "ftoi";
    isSigned = isSignedAttr(ftoi.getSignedness());
    rounding = ftoi.getRoundingMode();
  } else {
    auto itof = cast<aa::IToFOp>(op);
    name = "itof";
    isSigned = isSignedAttr(itof.getSignedness());
    rounding = itof.getRoundingMode();
  }
  return k.addSite(loc, kCpuSiteConvert,
                   {b.getNamedAttr("from", TypeAttr::get(getElementTypeOrSelf(
                                               op->getOperand(0).getType()))),
                    b.getNamedAttr("to", TypeAttr::get(getElementTypeOrSelf(
                                             op->getResult(0).getType()))),
                    b.getNamedAttr("op", b.getStringAttr(name)),
                    b.getNamedAttr("signed", b.getBoolAttr(isSigned)),
                    b.getNamedAttr("rounding", ct::RoundingModeAttr::get(
                                                   b.getContext(), rounding))});
}

bool KernelEmitter::convertsThroughRuntime(Operation *op) {
  if (isa<aa::FToIOp, aa::IToFOp>(op))
    return true;
  auto ftof = dyn_cast<aa::FToFOp>(op);
  if (!ftof)
    return false;
  // The inline cases of the ftof below.
  Type source = getElementTypeOrSelf(ftof.getFrom().getType());
  Type target = getElementTypeOrSelf(ftof.getTo().getType());
  if (source == target || (isa<FloatTF32Type>(source) && target.isF32()))
    return false;
  if (isStorageOnlyElement(source) || isStorageOnlyElement(target))
    return true;
  bool nearest = isNearest(ftof.getRoundingMode());
  if (target.getIntOrFloatBitWidth() > source.getIntOrFloatBitWidth() &&
      (target.isF32() || target.isF64()))
    return false;
  if (source.isF64() && target.isF32() && nearest)
    return false;
  if (source.isF32() && (target.isF16() || target.isBF16()) && nearest)
    return false;
  return true;
}

LogicalResult KernelEmitter::emitTileConversion(Operation *op) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(convertType(op->getResult(0).getType()));
  Value site = addConvertSite(*this, loc, op);
  auto [buffer, address] = newTileBuffer(loc, type);
  callHelper(loc, kCpuConvertTileFn,
             {ctx, site, tensorAddress(loc, lookup(op->getOperand(0))), address,
              i64Constant(loc, type.getNumElements())});
  map(op->getResult(0), bufferToTensor(loc, buffer, type));
  return success();
}

Results KernelEmitter::emitScalarOp(OpBuilder &, Operation *op,
                                    ValueRange args) {
  ScalarBuilder s{*this, op->getLoc(), b};
  Location loc = op->getLoc();
  auto one = [](Value v) -> Results { return SmallVector<Value>{v}; };
  Type type = args.empty() ? Type() : args[0].getType();
  Type resultType = convertType(getElementTypeOrSelf(op->getResult(0)));
  using P = arith::CmpIPredicate;
  // f8 and tf32 values are only converted, selected and (f8) bitcast here;
  // arithmetic on them (none the spec allows) is not compiled.
  if (!isa<aa::FToFOp, aa::FToIOp, aa::IToFOp, aa::SelectOp, aa::BitcastOp>(op))
    for (Type t :
         llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
      if (isStorageOnlyElement(getElementTypeOrSelf(t)))
        return notCompiled(op);
  if (isa<aa::BitcastOp>(op) &&
      (isa<FloatTF32Type>(getElementTypeOrSelf(op->getOperand(0).getType())) ||
       isa<FloatTF32Type>(getElementTypeOrSelf(op->getResult(0).getType()))))
    return notCompiled(op);

  return llvm::TypeSwitch<Operation *, Results>(op)
      // Integers.
      .Case([&](aa::AddIOp) {
        return one(arith::AddIOp::create(b, loc, args[0], args[1]));
      })
      .Case([&](aa::SubIOp) {
        return one(arith::SubIOp::create(b, loc, args[0], args[1]));
      })
      .Case([&](aa::MulIOp) {
        return one(arith::MulIOp::create(b, loc, args[0], args[1]));
      })
      .Case([&](aa::ShLIOp) {
        unsigned w = type.getIntOrFloatBitWidth();
        Value big = s.cmpi(P::uge, args[1], s.intConst(type, w));
        Value shifted = arith::ShLIOp::create(b, loc, args[0], args[1]);
        return one(s.select(big, s.intConst(type, 0), shifted));
      })
      .Case([&](aa::ShRIOp op) {
        unsigned w = type.getIntOrFloatBitWidth();
        Value big = s.cmpi(P::uge, args[1], s.intConst(type, w));
        if (isSignedAttr(op.getSignedness())) {
          // Past the width the sign fills the result: a shift by w - 1.
          Value amount = s.select(big, s.intConst(type, w - 1), args[1]);
          return one(arith::ShRSIOp::create(b, loc, args[0], amount));
        }
        Value shifted = arith::ShRUIOp::create(b, loc, args[0], args[1]);
        return one(s.select(big, s.intConst(type, 0), shifted));
      })
      .Case([&](aa::MulhiIOp) {
        unsigned w = type.getIntOrFloatBitWidth();
        Type wide = b.getIntegerType(2 * w);
        Value x = arith::ExtUIOp::create(b, loc, wide, args[0]);
        Value y = arith::ExtUIOp::create(b, loc, wide, args[1]);
        Value p = arith::MulIOp::create(b, loc, x, y);
        Value high = arith::ShRUIOp::create(b, loc, p, s.intConst(wide, w));
        return one(arith::TruncIOp::create(b, loc, type, high));
      })
      .Case([&](aa::DivIOp op) -> Results {
        Value d = s.guardZero(op, kCpuSiteDivZero, args[1]);
        Value zero = s.intConst(type, 0);
        ct::RoundingMode mode = op.getRounding();
        if (!isSignedAttr(op.getSignedness())) {
          Value q = arith::DivUIOp::create(b, loc, args[0], d);
          if (mode == ct::RoundingMode::PositiveInf) {
            Value r = arith::RemUIOp::create(b, loc, args[0], d);
            Value inexact = s.cmpi(P::ne, r, zero);
            q = arith::AddIOp::create(
                b, loc, q, arith::ExtUIOp::create(b, loc, type, inexact));
          }
          return one(q);
        }
        // x / -1 wraps (the interpreter negates); keep it out of divsi.
        Value minusOne = s.cmpi(P::eq, d, s.intConst(type, -1));
        Value safe = s.select(minusOne, s.intConst(type, 1), d);
        Value q = arith::DivSIOp::create(b, loc, args[0], safe);
        Value r = arith::RemSIOp::create(b, loc, args[0], safe);
        Value inexact = s.cmpi(P::ne, r, zero);
        Value signsDiffer = arith::XOrIOp::create(
            b, loc, s.cmpi(P::slt, r, zero), s.cmpi(P::slt, d, zero));
        if (mode == ct::RoundingMode::NegativeInf) {
          Value down = arith::AndIOp::create(b, loc, inexact, signsDiffer);
          q = arith::SubIOp::create(b, loc, q,
                                    arith::ExtUIOp::create(b, loc, type, down));
        } else if (mode == ct::RoundingMode::PositiveInf) {
          Value same = arith::XOrIOp::create(b, loc, signsDiffer,
                                             s.intConst(b.getI1Type(), 1));
          Value up = arith::AndIOp::create(b, loc, inexact, same);
          q = arith::AddIOp::create(b, loc, q,
                                    arith::ExtUIOp::create(b, loc, type, up));
        }
        Value negated = arith::SubIOp::create(b, loc, zero, args[0]);
        return one(s.select(minusOne, negated, q));
      })
      .Case([&](aa::RemIOp op) -> Results {
        Value d = s.guardZero(op, kCpuSiteRemZero, args[1]);
        if (!isSignedAttr(op.getSignedness()))
          return one(arith::RemUIOp::create(b, loc, args[0], d));
        Value minusOne = s.cmpi(P::eq, d, s.intConst(type, -1));
        Value safe = s.select(minusOne, s.intConst(type, 1), d);
        Value r = arith::RemSIOp::create(b, loc, args[0], safe);
        return one(s.select(minusOne, s.intConst(type, 0), r));
      })
      .Case([&](aa::MaxIOp op) -> Results {
        if (isSignedAttr(op.getSignedness()))
          return one(arith::MaxSIOp::create(b, loc, args[0], args[1]));
        return one(arith::MaxUIOp::create(b, loc, args[0], args[1]));
      })
      .Case([&](aa::MinIOp op) -> Results {
        if (isSignedAttr(op.getSignedness()))
          return one(arith::MinSIOp::create(b, loc, args[0], args[1]));
        return one(arith::MinUIOp::create(b, loc, args[0], args[1]));
      })
      .Case([&](aa::AndIOp) {
        return one(arith::AndIOp::create(b, loc, args[0], args[1]));
      })
      .Case([&](aa::OrIOp) {
        return one(arith::OrIOp::create(b, loc, args[0], args[1]));
      })
      .Case([&](aa::XOrIOp) {
        return one(arith::XOrIOp::create(b, loc, args[0], args[1]));
      })
      .Case([&](aa::AbsIOp) {
        Value zero = s.intConst(type, 0);
        Value negated = arith::SubIOp::create(b, loc, zero, args[0]);
        return one(s.select(s.cmpi(P::slt, args[0], zero), negated, args[0]));
      })
      .Case([&](aa::NegIOp) {
        return one(arith::SubIOp::create(b, loc, s.intConst(type, 0), args[0]));
      })
      .Case([&](aa::CmpIOp op) {
        return one(arith::CmpIOp::create(
            b, loc,
            aa::getCmpIPredicate(op.getComparisonPredicate(),
                                 isSignedAttr(op.getSignedness())),
            args[0], args[1]));
      })
      // Floats.
      .Case([&](aa::AddFOp op) { return s.rounded<arith::AddFOp>(op, args); })
      .Case([&](aa::SubFOp op) { return s.rounded<arith::SubFOp>(op, args); })
      .Case([&](aa::MulFOp op) { return s.rounded<arith::MulFOp>(op, args); })
      .Case([&](aa::DivFOp op) { return s.rounded<arith::DivFOp>(op, args); })
      // In f32 itself when nothing flushes: widening is exact and keeps
      // every comparison, and the NaN is the same bits either way; this
      // is the combiner of every row max, so it stays on f32 vectors.
      .Case([&](aa::MaxFOp op) {
        if (type.isF32() && !op.getFlushToZero())
          return one(s.minMax(true, op.getPropagateNan(), args[0], args[1]));
        return one(
            s.viaF64(type, args, op.getFlushToZero(), [&](ArrayRef<Value> x) {
              return s.minMax(true, op.getPropagateNan(), x[0], x[1]);
            }));
      })
      .Case([&](aa::MinFOp op) {
        if (type.isF32() && !op.getFlushToZero())
          return one(s.minMax(false, op.getPropagateNan(), args[0], args[1]));
        return one(
            s.viaF64(type, args, op.getFlushToZero(), [&](ArrayRef<Value> x) {
              return s.minMax(false, op.getPropagateNan(), x[0], x[1]);
            }));
      })
      .Case([&](aa::RemFOp) {
        return one(s.binaryF64<arith::RemFOp>(type, args));
      })
      .Case(
          [&](aa::PowOp) { return one(s.binaryF64<math::PowFOp>(type, args)); })
      .Case([&](aa::Atan2Op) {
        return one(s.binaryF64<math::Atan2Op>(type, args));
      })
      .Case([&](aa::FmaOp op) -> Results {
        // f16 and bf16 at nearest too: their double fma must not round
        // twice (computeDirected rounds it to odd first).
        if (!isNearest(op.getRoundingMode()) || !(type.isF32() || type.isF64()))
          return one(s.directed(op, "fma", args, op.getFlushToZero(),
                                op.getRoundingMode()));
        bool ftz = op.getFlushToZero();
        // f32 rounds once in f32 (a double fma would round twice); only
        // the result is flushed, as in the interpreter.
        if (type.isF32()) {
          Value r = math::FmaOp::create(b, loc, args[0], args[1], args[2]);
          return one(ftz ? s.fromF64(s.flush(s.toF64(r)), type) : r);
        }
        return one(s.fromF64(
            [&] {
              Value r = math::FmaOp::create(b, loc, s.toF64(args[0]),
                                            s.toF64(args[1]), s.toF64(args[2]));
              return ftz ? s.flush(r) : r;
            }(),
            type));
      })
      .Case([&](aa::NegFOp) {
        return one(s.unaryF64<arith::NegFOp>(type, args));
      })
      .Case(
          [&](aa::AbsFOp) { return one(s.unaryF64<math::AbsFOp>(type, args)); })
      .Case(
          [&](aa::CeilOp) { return one(s.unaryF64<math::CeilOp>(type, args)); })
      .Case([&](aa::FloorOp) {
        return one(s.unaryF64<math::FloorOp>(type, args));
      })
      .Case([&](aa::CosOp) { return one(s.unaryF64<math::CosOp>(type, args)); })
      .Case(
          [&](aa::CosHOp) { return one(s.unaryF64<math::CoshOp>(type, args)); })
      .Case([&](aa::SinOp) { return one(s.unaryF64<math::SinOp>(type, args)); })
      .Case(
          [&](aa::SinHOp) { return one(s.unaryF64<math::SinhOp>(type, args)); })
      .Case([&](aa::TanOp) { return one(s.unaryF64<math::TanOp>(type, args)); })
      .Case([&](aa::ExpOp) { return one(s.unaryF64<math::ExpOp>(type, args)); })
      .Case([&](aa::LogOp) { return one(s.unaryF64<math::LogOp>(type, args)); })
      .Case(
          [&](aa::Log2Op) { return one(s.unaryF64<math::Log2Op>(type, args)); })
      .Case(
          [&](aa::TanHOp) { return one(s.unaryF64<math::TanhOp>(type, args)); })
      .Case([&](aa::Exp2Op op) {
        return one(s.unaryF64<math::Exp2Op>(type, args, op.getFlushToZero()));
      })
      .Case([&](aa::RsqrtOp op) {
        return one(s.viaF64(
            type, args, op.getFlushToZero(), [&](ArrayRef<Value> x) -> Value {
              Value root = math::SqrtOp::create(b, loc, x[0]);
              return arith::DivFOp::create(b, loc, s.f64Const(1.0), root);
            }));
      })
      .Case([&](aa::SqrtOp op) {
        if (!isNearest(op.getRoundingMode()))
          return one(s.directed(op, "sqrt", args, op.getFlushToZero(),
                                op.getRoundingMode()));
        return one(s.unaryF64<math::SqrtOp>(type, args, op.getFlushToZero()));
      })
      .Case([&](aa::CmpFOp op) {
        return one(arith::CmpFOp::create(
            b, loc,
            aa::getCmpFPredicate(op.getComparisonPredicate(),
                                 op.getComparisonOrdering() ==
                                     ct::ComparisonOrdering::Ordered),
            s.toF64(args[0]), s.toF64(args[1])));
      })
      // Selection and conversions.
      .Case([&](aa::SelectOp) {
        return one(s.select(args[0], args[1], args[2]));
      })
      .Case([&](aa::ExtIOp op) -> Results {
        if (isSignedAttr(op.getSignedness()))
          return one(arith::ExtSIOp::create(b, loc, resultType, args[0]));
        return one(arith::ExtUIOp::create(b, loc, resultType, args[0]));
      })
      .Case([&](aa::TruncIOp) {
        return one(arith::TruncIOp::create(b, loc, resultType, args[0]));
      })
      .Case([&](aa::BitcastOp) -> Results {
        if (type == resultType)
          return one(args[0]);
        return one(arith::BitcastOp::create(b, loc, resultType, args[0]));
      })
      .Case([&](aa::IntToPtrOp) -> Results {
        return one(toI64(loc, args[0], /*isSigned=*/false));
      })
      .Case([&](aa::PtrToIntOp) -> Results {
        if (resultType.getIntOrFloatBitWidth() == 64)
          return one(args[0]);
        return one(arith::TruncIOp::create(b, loc, resultType, args[0]));
      })
      .Case([&](aa::FToFOp op) -> Results {
        // f8 and tf32 (f32 on the CPU) convert through the runtime, but
        // for tf32 -> f32, which is the identity.
        Type source = getElementTypeOrSelf(op.getFrom().getType());
        Type target = getElementTypeOrSelf(op.getTo().getType());
        if (source == target || (isa<FloatTF32Type>(source) && target.isF32()))
          return one(args[0]);
        if (isStorageOnlyElement(source) || isStorageOnlyElement(target))
          return one(s.convert(op, args[0], resultType));
        // Widening is exact; so is f64 -> f32 at nearest (a static_cast
        // in the interpreter).
        unsigned from = type.getIntOrFloatBitWidth();
        unsigned to = resultType.getIntOrFloatBitWidth();
        if (to > from && (resultType.isF32() || resultType.isF64()))
          return one(arith::ExtFOp::create(b, loc, resultType, args[0]));
        if (type.isF64() && resultType.isF32() &&
            isNearest(op.getRoundingMode()))
          return one(arith::TruncFOp::create(b, loc, resultType, args[0]));
        // f32 -> f16/bf16 at nearest: one IEEE rounding, which is what the
        // runtime's floatToHalf/floatToBF16 compute for numbers (the JIT
        // keeps x86's bf16 conversion instructions off: they flush
        // subnormals; CPULauncher.cpp). A NaN keeps the top bits of its
        // payload and becomes quiet, as those functions define, where
        // LLVM's software bf16 rounding would return the canonical NaN.
        if (type.isF32() && (resultType.isF16() || resultType.isBF16()) &&
            isNearest(op.getRoundingMode())) {
          Type i32 = b.getI32Type(), i16 = b.getI16Type();
          auto i32c = [&](int64_t v) -> Value {
            return arith::ConstantIntOp::create(b, loc, i32, v);
          };
          Value bits = arith::BitcastOp::create(b, loc, i32, args[0]);
          Value high = arith::ShRUIOp::create(b, loc, bits, i32c(16));
          Value nanBits;
          if (resultType.isBF16()) {
            nanBits = arith::OrIOp::create(b, loc, high, i32c(0x40));
          } else {
            Value sign = arith::AndIOp::create(b, loc, high, i32c(0x8000));
            Value payload = arith::AndIOp::create(
                b, loc, arith::ShRUIOp::create(b, loc, bits, i32c(13)),
                i32c(0x3FF));
            nanBits = arith::OrIOp::create(
                b, loc, arith::OrIOp::create(b, loc, sign, i32c(0x7E00)),
                payload);
          }
          Value nan = arith::BitcastOp::create(
              b, loc, resultType,
              arith::TruncIOp::create(b, loc, i16, nanBits));
          Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO,
                                              args[0], args[0]);
          Value rounded = arith::TruncFOp::create(b, loc, resultType, args[0]);
          return one(arith::SelectOp::create(b, loc, isNaN, nan, rounded));
        }
        if (type == resultType)
          return one(args[0]);
        return one(s.convert(op, args[0], resultType));
      })
      .Case([&](aa::FToIOp op) {
        return one(s.convert(op, args[0], resultType));
      })
      .Case([&](aa::IToFOp op) {
        return one(s.convert(op, args[0], resultType));
      })
      .Case([&](aa::AddPtrOp op) -> Results {
        Type element = op.getElementType();
        if (!isSupportedElement(element))
          return notCompiled(op);
        int64_t bytes = getStorageBytes(element);
        Value offset = toI64(loc, args[1]);
        Value scaled =
            arith::MulIOp::create(b, loc, offset, i64Constant(loc, bytes));
        return one(arith::AddIOp::create(b, loc, args[0], scaled));
      })
      .Default([&](Operation *other) { return notCompiled(other); });
}
