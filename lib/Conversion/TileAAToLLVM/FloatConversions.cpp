//===- FloatConversions.cpp - Float formats without an LLVM type ----------===//
//
// Rounding works on the magnitude bits `a` of the f32 value. In the
// target's normal range, `a` minus the exponent-bias difference is the
// target encoding with 23 - M extra fraction bits (M: target mantissa
// bits), so dropping them and rounding the integer gives the encoding; a
// carry out of the mantissa moves to the next binade or to the overflow
// encoding on its own. Below that range the target is fixed point, so the
// full significand is shifted by the extra distance instead. Either way one
// integer rounding decides the result.
//
//===----------------------------------------------------------------------===//

#include "FloatConversions.h"

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;

namespace {

/// Shorthands for i32 arithmetic.
struct I32Builder {
  OpBuilder &b;
  Location loc;
  Type i32 = b.getI32Type();

  Value c(uint32_t v) {
    return LLVM::ConstantOp::create(b, loc, i32,
                                    b.getIntegerAttr(i32, llvm::APInt(32, v)));
  }
  Value i1(bool v) {
    return LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(v));
  }
  Value add(Value x, Value y) { return LLVM::AddOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return LLVM::SubOp::create(b, loc, x, y); }
  Value band(Value x, Value y) { return LLVM::AndOp::create(b, loc, x, y); }
  Value bor(Value x, Value y) { return LLVM::OrOp::create(b, loc, x, y); }
  Value shl(Value x, Value y) { return LLVM::ShlOp::create(b, loc, x, y); }
  Value lshr(Value x, Value y) { return LLVM::LShrOp::create(b, loc, x, y); }
  Value cmp(LLVM::ICmpPredicate p, Value x, Value y) {
    return LLVM::ICmpOp::create(b, loc, p, x, y);
  }
  Value select(Value c, Value x, Value y) {
    return LLVM::SelectOp::create(b, loc, c, x, y);
  }
  Value zext(Value v) { return LLVM::ZExtOp::create(b, loc, i32, v); }
  Value umax(Value x, Value y) { return LLVM::UMaxOp::create(b, loc, x, y); }
  Value umin(Value x, Value y) { return LLVM::UMinOp::create(b, loc, x, y); }
};

using P = LLVM::ICmpPredicate;

/// How a target format encodes numbers. Encodings are magnitudes; the sign
/// bit, where there is one, sits at `signBit`.
struct Format {
  unsigned mantissaBits;
  int minExponent; ///< Unbiased exponent of the smallest normal.
  unsigned signBit;
  uint32_t maxFinite;
  uint32_t infinity; ///< Meaningless when `saturates`.
  uint32_t nan;
  bool saturates;    ///< Overflow and Inf give +-maxFinite (no Inf).
  bool nanKeepsSign; ///< Else NaN is always positive.
};

Format formatOf(Type type) {
  if (type.isF16())
    return {10, -14, 15, 0x7BFF, 0x7C00, 0x7E00, false, true};
  if (type.isBF16())
    return {7, -126, 15, 0x7F7F, 0x7F80, 0x7FC0, false, true};
  // tf32: the 19 high bits of an f32 (1 sign, 8 exponent, 10 mantissa).
  if (type.isTF32())
    return {10, -126, 18, 0x3FBFF, 0x3FC00, 0x3FE00, false, true};
  if (isa<Float8E4M3FNType>(type))
    return {3, -6, 7, 0x7E, 0, 0x7E, true, false};
  if (isa<Float8E5M2Type>(type))
    return {2, -14, 7, 0x7B, 0, 0x7E, true, false};
  assert(isa<Float4E2M1FNType>(type) && "not a rounded-to format");
  return {1, 0, 3, 0x7, 0, 0x7, true, false};
}

/// Rounds `value >> shift` (shift in [1, 31]) in direction `rounding`;
/// `sticky` adds an infinitesimal to the dropped bits. `tiesAway` rounds
/// halfway cases up (f8E8M0FNU, whose significand is always odd).
Value roundShifted(I32Builder &ib, Value value, Value shift, Value negative,
                   Value sticky, Rounding rounding, bool tiesAway = false) {
  Value q = ib.lshr(value, shift);
  Value unit = ib.shl(ib.c(1), shift);
  Value rem = ib.band(value, ib.sub(unit, ib.c(1)));
  Value half = ib.lshr(unit, ib.c(1));
  Value inexact = ib.cmp(P::ne, rem, ib.c(0));
  if (sticky)
    inexact = LLVM::OrOp::create(ib.b, ib.loc, inexact, sticky);
  Value up;
  switch (rounding) {
  case Rounding::NearestEven: {
    if (tiesAway) {
      up = ib.cmp(P::uge, rem, half);
      break;
    }
    Value above = ib.cmp(P::ugt, rem, half);
    Value tie = ib.cmp(P::eq, rem, half);
    Value odd = ib.cmp(P::ne, ib.band(q, ib.c(1)), ib.c(0));
    Value breaksUp =
        sticky ? LLVM::OrOp::create(ib.b, ib.loc, odd, sticky) : odd;
    up = LLVM::OrOp::create(ib.b, ib.loc, above,
                            LLVM::AndOp::create(ib.b, ib.loc, tie, breaksUp));
    break;
  }
  case Rounding::Zero:
    return q;
  case Rounding::PositiveInf:
    up = LLVM::AndOp::create(
        ib.b, ib.loc, inexact,
        LLVM::XOrOp::create(ib.b, ib.loc, negative, ib.i1(true)));
    break;
  case Rounding::NegativeInf:
    up = LLVM::AndOp::create(ib.b, ib.loc, inexact, negative);
    break;
  }
  return ib.add(q, ib.zext(up));
}

/// The encoding an overflowing magnitude takes in a format with Inf.
Value overflowValue(I32Builder &ib, Value negative, uint32_t maxFinite,
                    uint32_t infinity, Rounding rounding) {
  switch (rounding) {
  case Rounding::NearestEven:
    return ib.c(infinity);
  case Rounding::Zero:
    return ib.c(maxFinite);
  case Rounding::PositiveInf:
    return ib.select(negative, ib.c(maxFinite), ib.c(infinity));
  case Rounding::NegativeInf:
    return ib.select(negative, ib.c(infinity), ib.c(maxFinite));
  }
  llvm_unreachable("unknown rounding");
}

/// f8E8M0FNU: powers of two 2^-127 .. 2^127 and NaN (0xFF), no zero, no
/// sign. Below 2^-126 the f32 input is subnormal, so that binade is
/// handled on its own, and anything below 2^-127 becomes the smallest value.
Value truncateToE8M0(I32Builder &ib, Value bits, Value sticky,
                     Rounding rounding) {
  Value negative = ib.cmp(P::slt, bits, ib.c(0));
  Value a = ib.band(bits, ib.c(0x7FFFFFFF));
  Value notFinite = ib.cmp(P::uge, a, ib.c(0x7F800000));
  Value zero = ib.cmp(P::eq, a, ib.c(0));
  if (sticky)
    zero = LLVM::AndOp::create(
        ib.b, ib.loc, zero,
        LLVM::XOrOp::create(ib.b, ib.loc, sticky, ib.i1(true)));
  Value invalid =
      LLVM::OrOp::create(ib.b, ib.loc, negative,
                         LLVM::OrOp::create(ib.b, ib.loc, notFinite, zero));

  Value normal = ib.cmp(P::uge, a, ib.c(0x800000));
  Value value = ib.select(normal, a, ib.sub(a, ib.c(0x400000)));
  Value shift = ib.select(normal, ib.c(23), ib.c(22));
  Value enc = roundShifted(ib, value, shift, negative, sticky, rounding,
                           /*tiesAway=*/true);
  Value over = ib.cmp(P::ugt, enc, ib.c(0xFE));
  enc = ib.select(over, overflowValue(ib, negative, 0xFE, 0xFF, rounding), enc);
  Value tiny = ib.cmp(P::ult, a, ib.c(0x400000));
  enc = ib.select(tiny, ib.c(0), enc);
  return ib.select(invalid, ib.c(0xFF), enc);
}

} // namespace

llvm::StringRef mlir::tileir::tilegpu::roundingSuffix(Rounding r) {
  switch (r) {
  case Rounding::NearestEven:
    return "rn";
  case Rounding::Zero:
    return "rz";
  case Rounding::NegativeInf:
    return "rm";
  case Rounding::PositiveInf:
    return "rp";
  }
  llvm_unreachable("unknown rounding");
}

Value mlir::tileir::tilegpu::callIntrinsic(OpBuilder &b, Location loc,
                                           llvm::StringRef name, Type result,
                                           ValueRange args) {
  auto call = LLVM::CallIntrinsicOp::create(b, loc, result,
                                            b.getStringAttr(name), args);
  return call->getResult(0);
}

bool mlir::tileir::tilegpu::isEmulatedFloat(Type type) {
  return isa<FloatTF32Type, Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType,
             Float4E2M1FNType>(type);
}

Value mlir::tileir::tilegpu::emitTruncateFromF32(OpBuilder &b, Location loc,
                                                 Value value, Value sticky,
                                                 Type type, Rounding rounding) {
  I32Builder ib{b, loc};
  Value bits = LLVM::BitcastOp::create(b, loc, ib.i32, value);
  if (type.isTF32() && rounding == Rounding::NearestEven && !sticky) {
    // tf32 keeps f32's exponent range, so rounding to nearest even is an
    // integer add on the f32 bits: half a unit less one, plus the kept last
    // bit (which breaks ties towards even), then the 13 dropped bits
    // cleared. The carry moves into the exponent exactly where the value
    // rounds up a binade, to the smallest normal or to infinity; Inf stays
    // Inf, and only NaN needs its own value: its payload cut to tf32's and
    // made quiet, as the interpreter does. The general path below takes
    // four times the instructions, and a tf32 GEMM rounds every operand
    // element it reads (the ALU, not the tensor cores, bounded its K loop).
    Value keptLsb = ib.band(ib.lshr(bits, ib.c(13)), ib.c(1));
    Value rounded =
        ib.band(ib.add(ib.add(bits, ib.c(0xFFF)), keptLsb), ib.c(0xFFFFE000));
    Value isNaN =
        ib.cmp(P::ugt, ib.band(bits, ib.c(0x7FFFFFFF)), ib.c(0x7F800000));
    Value nan = ib.bor(ib.band(bits, ib.c(0xFFFFE000)), ib.c(0x00400000));
    return LLVM::BitcastOp::create(b, loc, b.getF32Type(),
                                   ib.select(isNaN, nan, rounded));
  }
  if (isa<Float8E8M0FNUType>(type)) {
    Value enc = truncateToE8M0(ib, bits, sticky, rounding);
    return LLVM::TruncOp::create(b, loc, b.getI8Type(), enc);
  }

  Format f = formatOf(type);
  Value sign = ib.lshr(bits, ib.c(31));
  Value negative = ib.cmp(P::ne, sign, ib.c(0));
  Value a = ib.band(bits, ib.c(0x7FFFFFFF));
  Value isNaN = ib.cmp(P::ugt, a, ib.c(0x7F800000));
  Value isInf = ib.cmp(P::eq, a, ib.c(0x7F800000));

  // Normal results: rebias, keep 23 - M extra bits.
  uint32_t minNormal = uint32_t(127 + f.minExponent) << 23;
  Value normal = ib.cmp(P::uge, a, ib.c(minNormal));
  Value normalValue = ib.sub(a, ib.c(uint32_t(126 + f.minExponent) << 23));
  // Subnormal results: the significand shifted by how far the exponent is
  // below the smallest normal one (f32 subnormals have exponent field 0 and
  // no hidden bit but the scale of exponent field 1).
  Value expField = ib.lshr(a, ib.c(23));
  Value hidden =
      ib.select(ib.cmp(P::ne, expField, ib.c(0)), ib.c(0x800000), ib.c(0));
  Value significand = ib.bor(ib.band(a, ib.c(0x7FFFFF)), hidden);
  Value subShift =
      ib.sub(ib.c(uint32_t(150 - int(f.mantissaBits) + f.minExponent)),
             ib.umax(expField, ib.c(1)));
  // Beyond 31 every significand bit is below half a unit anyway.
  subShift = ib.umin(subShift, ib.c(31));
  Value v = ib.select(normal, normalValue, significand);
  Value shift = ib.select(normal, ib.c(23 - f.mantissaBits), subShift);
  Value enc = roundShifted(ib, v, shift, negative, sticky, rounding);

  Value over = ib.cmp(P::ugt, enc, ib.c(f.maxFinite));
  Value overflow = f.saturates ? ib.c(f.maxFinite)
                               : overflowValue(ib, negative, f.maxFinite,
                                               f.infinity, rounding);
  enc = ib.select(over, overflow, enc);
  enc = ib.select(isInf, ib.c(f.saturates ? f.maxFinite : f.infinity), enc);
  Value signBits = ib.shl(sign, ib.c(f.signBit));
  Value result = ib.bor(signBits, enc);
  Value nan = f.nanKeepsSign ? ib.bor(signBits, ib.c(f.nan)) : ib.c(f.nan);
  result = ib.select(isNaN, nan, result);

  if (type.isTF32())
    return LLVM::BitcastOp::create(b, loc, b.getF32Type(),
                                   ib.shl(result, ib.c(13)));
  if (type.isF16() || type.isBF16()) {
    Value half = LLVM::TruncOp::create(b, loc, b.getI16Type(), result);
    return LLVM::BitcastOp::create(b, loc, type, half);
  }
  return LLVM::TruncOp::create(b, loc, b.getI8Type(), result);
}

Value mlir::tileir::tilegpu::emitTargetTruncateFromF32(
    OpBuilder &b, Location loc, Value value, Type type, Rounding rounding,
    unsigned computeCapability, RoundedUse use) {
  if (type.isTF32() && rounding == Rounding::NearestEven &&
      computeCapability >= 90) {
    I32Builder ib{b, loc};
    Value cvt = callIntrinsic(b, loc, "llvm.nvvm.f2tf32.rn", ib.i32, value);
    if (use == RoundedUse::Element) {
      // The interpreter's NaN (emitTruncateFromF32): the payload's high bits
      // with the quiet bit; PTX does not say which NaN the cvt gives.
      Value bits = LLVM::BitcastOp::create(b, loc, ib.i32, value);
      Value isNaN =
          LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::uno, value, value);
      cvt = ib.band(ib.select(isNaN, ib.bor(bits, ib.c(0x00400000)), cvt),
                    ib.c(0xFFFFE000));
    }
    return LLVM::BitcastOp::create(b, loc, b.getF32Type(), cvt);
  }
  bool e4m3 = isa<Float8E4M3FNType>(type);
  if ((!e4m3 && !isa<Float8E5M2Type>(type)) ||
      rounding != Rounding::NearestEven || computeCapability < 89)
    return emitTruncateFromF32(b, loc, value, Value(), type, rounding);
  // cvt.rn.satfinite.<f8>x2.f32 d, a, b converts a into d's high byte and
  // b into its low one (PTX ISA, cvt); a is a spare zero here. It saturates
  // finite and infinite magnitudes beyond the format's largest finite one
  // to it, as the table does, but gives NaN where the table gives 0x7E.
  Type f32 = b.getF32Type();
  Value zero = LLVM::ConstantOp::create(b, loc, f32, b.getF32FloatAttr(0));
  Value pair = callIntrinsic(
      b, loc, e4m3 ? "llvm.nvvm.ff.to.e4m3x2.rn" : "llvm.nvvm.ff.to.e5m2x2.rn",
      b.getI16Type(), ValueRange{zero, value});
  Type i8 = b.getI8Type();
  Value low = LLVM::TruncOp::create(b, loc, i8, pair);
  Value isNaN =
      LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::uno, value, value);
  Value tableNaN =
      LLVM::ConstantOp::create(b, loc, i8, b.getI8IntegerAttr(0x7E));
  return LLVM::SelectOp::create(b, loc, isNaN, tableNaN, low);
}

Value mlir::tileir::tilegpu::emitExtendToF32(OpBuilder &b, Location loc,
                                             Value storage, Type type) {
  Type f32 = b.getF32Type();
  if (type.isF32() || type.isTF32())
    return storage;
  if (type.isF16() || type.isBF16())
    return LLVM::FPExtOp::create(b, loc, f32, storage);
  I32Builder ib{b, loc};
  if (isa<Float8E5M2Type>(type)) {
    // e5m2 is the high byte of an f16.
    Value wide = LLVM::ZExtOp::create(b, loc, b.getI16Type(), storage);
    wide =
        LLVM::ShlOp::create(b, loc, wide,
                            LLVM::ConstantOp::create(b, loc, b.getI16Type(),
                                                     b.getI16IntegerAttr(8)));
    Value half = LLVM::BitcastOp::create(b, loc, b.getF16Type(), wide);
    return LLVM::FPExtOp::create(b, loc, f32, half);
  }
  Value x = ib.zext(storage);
  Value bits;
  if (isa<Float8E8M0FNUType>(type)) {
    // 2^(x - 127); x = 0 is the f32 subnormal 2^-127.
    Value pow = ib.select(ib.cmp(P::eq, x, ib.c(0)), ib.c(0x400000),
                          ib.shl(x, ib.c(23)));
    bits = ib.select(ib.cmp(P::eq, x, ib.c(0xFF)), ib.c(0x7FC00000), pow);
  } else if (isa<Float8E4M3FNType>(type)) {
    Value sign = ib.shl(ib.band(x, ib.c(0x80)), ib.c(24));
    Value exp = ib.band(ib.lshr(x, ib.c(3)), ib.c(0xF));
    Value man = ib.band(x, ib.c(7));
    Value normal =
        ib.bor(ib.shl(ib.add(exp, ib.c(120)), ib.c(23)), ib.shl(man, ib.c(20)));
    // Subnormals are man * 2^-9, exact in f32.
    Value manF = LLVM::UIToFPOp::create(b, loc, f32, man);
    Value scaled = LLVM::FMulOp::create(
        b, loc, manF,
        LLVM::ConstantOp::create(b, loc, f32, b.getF32FloatAttr(0x1p-9f)));
    Value sub = LLVM::BitcastOp::create(b, loc, ib.i32, scaled);
    Value mag = ib.select(ib.cmp(P::eq, exp, ib.c(0)), sub, normal);
    Value isNaN = ib.cmp(P::eq, ib.band(x, ib.c(0x7F)), ib.c(0x7F));
    bits = ib.bor(sign, ib.select(isNaN, ib.c(0x7FC00000), mag));
  } else {
    assert(isa<Float4E2M1FNType>(type) && "not an emulated format");
    Value sign = ib.shl(ib.band(x, ib.c(0x8)), ib.c(28));
    Value exp = ib.band(ib.lshr(x, ib.c(1)), ib.c(3));
    Value man = ib.band(x, ib.c(1));
    Value normal =
        ib.bor(ib.shl(ib.add(exp, ib.c(126)), ib.c(23)), ib.shl(man, ib.c(22)));
    // The one subnormal is 0.5.
    Value sub =
        ib.select(ib.cmp(P::ne, man, ib.c(0)), ib.c(0x3F000000), ib.c(0));
    bits = ib.bor(sign, ib.select(ib.cmp(P::eq, exp, ib.c(0)), sub, normal));
  }
  return LLVM::BitcastOp::create(b, loc, f32, bits);
}

Value mlir::tileir::tilegpu::emitExtendF8x2ToF16x2(OpBuilder &b, Location loc,
                                                   Value bits, Type type) {
  I32Builder ib{b, loc};
  auto half2 = VectorType::get({2}, b.getF16Type());
  // Byte i to the low byte of 16-bit half i.
  Value spread = ib.bor(ib.band(bits, ib.c(0xFF)),
                        ib.shl(ib.band(bits, ib.c(0xFF00)), ib.c(8)));
  if (isa<Float8E5M2Type>(type)) {
    // e5m2 is the high byte of an f16, infinities and NaN included.
    return LLVM::BitcastOp::create(b, loc, half2, ib.shl(spread, ib.c(8)));
  }
  assert(isa<Float8E4M3FNType>(type) && "not an f8 format");
  // The exponent and mantissa fields, shifted into an f16's, read as an
  // f16 2^8 times too small: the biases are 7 and 15, and e4m3's
  // subnormals (exponent 0) land on f16 subnormals with the same ratio. So
  // one multiply by 2^8 gives the value, exactly. The magnitude 0x7F (NaN)
  // gets the f16 exponent's ones: (mag + 1) carries into bit 7 there only,
  // and 0x80 * 0xF8 is 0x7C00.
  Value mag = ib.band(spread, ib.c(0x007F007F));
  Value sign = ib.shl(ib.band(spread, ib.c(0x00800080)), ib.c(8));
  Value nan = ib.band(ib.add(mag, ib.c(0x00010001)), ib.c(0x00800080));
  Value nanExponent = LLVM::MulOp::create(b, loc, nan, ib.c(0xF8));
  Value f16Bits = ib.bor(ib.bor(ib.shl(mag, ib.c(7)), sign), nanExponent);
  Value scaled = LLVM::BitcastOp::create(b, loc, half2, f16Bits);
  auto twoTo8 = DenseElementsAttr::get(
      half2, llvm::ArrayRef<Attribute>(
                 {b.getF16FloatAttr(256.0f), b.getF16FloatAttr(256.0f)}));
  Value factor = LLVM::ConstantOp::create(b, loc, half2, twoTo8);
  return LLVM::FMulOp::create(b, loc, scaled, factor);
}
