//===- NumericConversions.cpp - Exact element format conversions ----------===//

#include "tileir/Runtime/NumericConversions.h"

#include "mlir/IR/BuiltinTypes.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

std::optional<ElemKind> runtime::getElemKind(Type type) {
  if (isa<cuda_tile::PointerType>(type))
    return ElemKind::Ptr;
  if (auto intType = dyn_cast<IntegerType>(type)) {
    switch (intType.getWidth()) {
    case 1:
      return ElemKind::I1;
    case 4:
      return ElemKind::I4;
    case 8:
      return ElemKind::I8;
    case 16:
      return ElemKind::I16;
    case 32:
      return ElemKind::I32;
    case 64:
      return ElemKind::I64;
    default:
      return std::nullopt;
    }
  }
  if (type.isF16())
    return ElemKind::F16;
  if (type.isBF16())
    return ElemKind::BF16;
  if (type.isTF32())
    return ElemKind::TF32;
  if (type.isF32())
    return ElemKind::F32;
  if (type.isF64())
    return ElemKind::F64;
  if (isa<Float8E4M3FNType>(type))
    return ElemKind::F8E4M3FN;
  if (isa<Float8E5M2Type>(type))
    return ElemKind::F8E5M2;
  if (isa<Float8E8M0FNUType>(type))
    return ElemKind::F8E8M0FNU;
  if (isa<Float4E2M1FNType>(type))
    return ElemKind::F4E2M1FN;
  if (isa<cuda_tile::Float8E5M3FNUType>(type))
    return ElemKind::F8E5M3FNU;
  return std::nullopt;
}

bool runtime::isFloatKind(ElemKind kind) {
  return kind >= ElemKind::F16 && kind <= ElemKind::F8E5M3FNU;
}

bool runtime::isIntKind(ElemKind kind) { return kind <= ElemKind::I64; }

unsigned runtime::getBitWidth(ElemKind kind) {
  switch (kind) {
  case ElemKind::I1:
    return 1;
  case ElemKind::I4:
  case ElemKind::F4E2M1FN:
    return 4;
  case ElemKind::I8:
  case ElemKind::F8E4M3FN:
  case ElemKind::F8E5M2:
  case ElemKind::F8E8M0FNU:
  case ElemKind::F8E5M3FNU:
    return 8;
  case ElemKind::I16:
  case ElemKind::F16:
  case ElemKind::BF16:
    return 16;
  case ElemKind::I32:
  case ElemKind::F32:
  case ElemKind::TF32:
    return 32;
  case ElemKind::I64:
  case ElemKind::F64:
  case ElemKind::Ptr:
    return 64;
  }
  return 0;
}

unsigned runtime::getSlotBytes(ElemKind kind) {
  unsigned bits = getBitWidth(kind);
  return bits < 8 ? 1 : bits / 8;
}

const char *runtime::getKindName(ElemKind kind) {
  static const char *names[] = {
      "i1",     "i4",        "i8",       "i16",       "i32", "i64",
      "f16",    "bf16",      "tf32",     "f32",       "f64", "f8E4M3FN",
      "f8E5M2", "f8E8M0FNU", "f4E2M1FN", "f8E5M3FNU", "ptr"};
  return names[static_cast<unsigned>(kind)];
}

static const llvm::fltSemantics &getSemantics(ElemKind kind) {
  switch (kind) {
  case ElemKind::F16:
    return llvm::APFloat::IEEEhalf();
  case ElemKind::BF16:
    return llvm::APFloat::BFloat();
  case ElemKind::TF32:
    return llvm::APFloat::FloatTF32();
  case ElemKind::F64:
    return llvm::APFloat::IEEEdouble();
  case ElemKind::F8E4M3FN:
    return llvm::APFloat::Float8E4M3FN();
  case ElemKind::F8E5M2:
    return llvm::APFloat::Float8E5M2();
  case ElemKind::F8E8M0FNU:
    return llvm::APFloat::Float8E8M0FNU();
  case ElemKind::F4E2M1FN:
    return llvm::APFloat::Float4E2M1FN();
  default:
    return llvm::APFloat::IEEEsingle();
  }
}

static llvm::RoundingMode toLLVM(Rounding rounding) {
  switch (rounding) {
  case Rounding::NearestEven:
    return llvm::RoundingMode::NearestTiesToEven;
  case Rounding::Zero:
    return llvm::RoundingMode::TowardZero;
  case Rounding::NegativeInf:
    return llvm::RoundingMode::TowardNegative;
  case Rounding::PositiveInf:
    return llvm::RoundingMode::TowardPositive;
  }
  return llvm::RoundingMode::NearestTiesToEven;
}

// f8E5M3FNU: exponent field e (5 bits, bias 15), mantissa m (3 bits);
// e = 0 holds the subnormals m * 2^-17, every other e the normal
// (8 + m) * 2^(e - 18); 0xFF alone is NaN, so 0xFE = 1.75 * 2^16 is the
// largest number [cuTile Python's float.py: emin -14, emax 16].
static constexpr double kE5M3Max = 114688.0;

static double decodeE5M3(uint64_t bits) {
  bits &= 0xFF;
  if (bits == 0xFF)
    return std::numeric_limits<double>::quiet_NaN();
  int exponent = static_cast<int>(bits >> 3);
  int mantissa = static_cast<int>(bits & 7);
  if (exponent == 0)
    return std::ldexp(static_cast<double>(mantissa), -17);
  return std::ldexp(static_cast<double>(8 + mantissa), exponent - 18);
}

static uint64_t encodeE5M3(double value, Rounding rounding) {
  if (std::isnan(value) || value < 0)
    return 0xFF;
  if (value == 0)
    return 0; // -0 too: the format has no sign.
  if (value >= kE5M3Max)
    return 0xFE; // satfinite, +Inf included
  // The quantum at `value`: 2^-17 among the subnormals (below 2^-14), else
  // an eighth of value's power of two. value / quantum is exact.
  int exp2;
  std::frexp(value, &exp2); // value = f * 2^exp2, f in [0.5, 1)
  int quantumExp = value < std::ldexp(1.0, -14) ? -17 : exp2 - 1 - 3;
  double scaled = std::ldexp(value, -quantumExp);
  double whole = std::floor(scaled);
  double fraction = scaled - whole;
  switch (rounding) {
  case Rounding::NearestEven:
    if (fraction > 0.5 || (fraction == 0.5 && std::fmod(whole, 2.0) != 0))
      whole += 1;
    break;
  case Rounding::PositiveInf:
    if (fraction > 0)
      whole += 1;
    break;
  case Rounding::Zero:
  case Rounding::NegativeInf:
    break;
  }
  double rounded = std::ldexp(whole, quantumExp);
  if (rounded > kE5M3Max)
    return 0xFE;
  if (rounded < std::ldexp(1.0, -14))
    return static_cast<uint64_t>(whole); // subnormal: m * 2^-17
  std::frexp(rounded, &exp2);
  int exponent = exp2 - 1 + 15;
  uint64_t mantissa =
      static_cast<uint64_t>(std::ldexp(rounded, -(exp2 - 1)) * 8.0) - 8;
  return (static_cast<uint64_t>(exponent) << 3) | mantissa;
}

double runtime::fmaForNarrowFormat(double x, double y, double z) {
  double p = x * y; // exact: both have at most 24 significant bits
  double s = p + z;
  if (!std::isfinite(s) || !std::isfinite(p) || !std::isfinite(z))
    return s;
  double v = s - p;
  double err = (p - (s - v)) + (z - v);
  if (err == 0)
    return s;
  // Round to odd: step toward zero when the exact value lies below |s|,
  // then set the lowest mantissa bit. s is not zero (a zero sum is exact).
  uint64_t bits;
  std::memcpy(&bits, &s, sizeof bits);
  if ((err > 0) != (s > 0))
    bits -= 1;
  bits |= 1;
  std::memcpy(&s, &bits, sizeof s);
  return s;
}

double runtime::decodeFloat(uint64_t bits, ElemKind kind) {
  switch (kind) {
  case ElemKind::F8E5M3FNU:
    return decodeE5M3(bits);
  case ElemKind::F32:
  case ElemKind::TF32: // tf32 lives in an f32 container.
    return llvm::bit_cast<float>(static_cast<uint32_t>(bits));
  case ElemKind::F64:
    return llvm::bit_cast<double>(bits);
  case ElemKind::F16:
    return halfToFloat(static_cast<uint16_t>(bits));
  case ElemKind::BF16:
    return bf16ToFloat(static_cast<uint16_t>(bits));
  case ElemKind::F8E8M0FNU:
    // A pure exponent; 0xFF is its only NaN.
    if ((bits & 0xFF) == 0xFF)
      return std::numeric_limits<double>::quiet_NaN();
    return std::ldexp(1.0, static_cast<int>(bits & 0xFF) - 127);
  default: {
    const llvm::fltSemantics &sem = getSemantics(kind);
    unsigned width = llvm::APFloat::getSizeInBits(sem);
    llvm::APFloat value(sem, llvm::APInt(width, bits & ((1u << width) - 1)));
    bool lost;
    value.convert(llvm::APFloat::IEEEdouble(),
                  llvm::RoundingMode::NearestTiesToEven, &lost);
    return value.convertToDouble();
  }
  }
}

/// Formats without Inf: the conversion table's satfinite rule applies.
static bool saturates(ElemKind kind) {
  return kind == ElemKind::F8E4M3FN || kind == ElemKind::F8E5M2 ||
         kind == ElemKind::F4E2M1FN;
}

uint64_t runtime::encodeFloat(double value, ElemKind kind, Rounding rounding) {
  if (kind == ElemKind::F64)
    return llvm::bit_cast<uint64_t>(value);
  if (kind == ElemKind::F8E5M3FNU)
    return encodeE5M3(value, rounding);
  // Fast exact paths: when the double is exactly a float, rounding the float
  // is the single rounding the conversion requires.
  if (rounding == Rounding::NearestEven) {
    float asFloat = static_cast<float>(value);
    if (kind == ElemKind::F32)
      return llvm::bit_cast<uint32_t>(asFloat);
    if (static_cast<double>(asFloat) == value || std::isnan(value)) {
      if (kind == ElemKind::F16)
        return floatToHalf(asFloat);
      if (kind == ElemKind::BF16)
        return floatToBF16(asFloat);
      if (kind == ElemKind::TF32 && !std::isnan(value))
        return floatToTF32(asFloat);
    }
  }
  const llvm::fltSemantics &sem = getSemantics(kind);
  auto bitsOf = [&](const llvm::APFloat &f) -> uint64_t {
    uint64_t bits = f.bitcastToAPInt().getZExtValue();
    return kind == ElemKind::TF32 ? bits << 13 : bits;
  };
  if (kind == ElemKind::F8E8M0FNU) {
    // Unsigned and without zero: everything outside (0, inf) is its NaN.
    if (!(value > 0) || std::isinf(value))
      return 0xFF;
  } else if (saturates(kind)) {
    // e4m3 (and f4, which has no NaN either) turn NaN into +MAX_NORM; e5m2
    // keeps NaN. Inf saturates to +-MAX_NORM.
    if (std::isnan(value)) {
      if (kind == ElemKind::F8E5M2)
        return bitsOf(llvm::APFloat::getQNaN(sem));
      return bitsOf(llvm::APFloat::getLargest(sem));
    }
    if (std::isinf(value))
      return bitsOf(llvm::APFloat::getLargest(sem, value < 0));
  }
  llvm::APFloat result(value);
  bool lost;
  llvm::APFloat::opStatus status = result.convert(sem, toLLVM(rounding), &lost);
  if (saturates(kind) && ((status & llvm::APFloat::opOverflow) ||
                          result.isInfinity() || result.isNaN()))
    return bitsOf(llvm::APFloat::getLargest(sem, value < 0));
  return bitsOf(result);
}

float runtime::halfToFloat(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1F;
  uint32_t man = h & 0x3FF;
  if (exp == 0) {
    float magnitude = std::ldexp(static_cast<float>(man), -24);
    return sign ? -magnitude : magnitude;
  }
  if (exp == 31)
    return llvm::bit_cast<float>(sign | 0x7F800000u | (man << 13));
  return llvm::bit_cast<float>(sign | ((exp + 112) << 23) | (man << 13));
}

uint16_t runtime::floatToHalf(float value) {
  uint32_t x = llvm::bit_cast<uint32_t>(value);
  uint16_t sign = (x >> 16) & 0x8000;
  uint32_t ax = x & 0x7FFFFFFF;
  if (ax > 0x7F800000) // NaN: keep the payload's top bits, force quiet.
    return sign | 0x7E00 | ((ax >> 13) & 0x3FF);
  if (ax >= 0x477FF000) // >= 65520 rounds to Inf under nearest-even.
    return sign | 0x7C00;
  if (ax < 0x38800000) {
    // Subnormal half: scaling by 2^24 is exact, nearbyint rounds to even;
    // a result of 1024 is exactly the smallest normal's encoding.
    float scaled = llvm::bit_cast<float>(ax) * 16777216.0f;
    return sign | static_cast<uint16_t>(std::nearbyint(scaled));
  }
  uint32_t rounded = ax - (112u << 23) + 0xFFF + ((ax >> 13) & 1);
  return sign | static_cast<uint16_t>(rounded >> 13);
}

uint32_t runtime::floatToTF32(float value) {
  // tf32 has f32's exponent (subnormals included) and its top 10 mantissa
  // bits: round the low 13 to nearest even; a carry moves into the exponent
  // and past the largest finite value gives Inf, as IEEE rounding does.
  uint32_t x = llvm::bit_cast<uint32_t>(value);
  return (x + 0xFFF + ((x >> 13) & 1)) & ~uint32_t(0x1FFF);
}

float runtime::bf16ToFloat(uint16_t bits) {
  return llvm::bit_cast<float>(static_cast<uint32_t>(bits) << 16);
}

uint16_t runtime::floatToBF16(float value) {
  uint32_t x = llvm::bit_cast<uint32_t>(value);
  if ((x & 0x7FFFFFFF) > 0x7F800000)
    return static_cast<uint16_t>((x >> 16) | 0x40);
  return static_cast<uint16_t>((x + 0x7FFF + ((x >> 16) & 1)) >> 16);
}

int64_t runtime::floatToInt(double value, unsigned bitWidth, bool isSigned,
                            Rounding rounding) {
  if (std::isnan(value))
    return 0;
  switch (rounding) {
  case Rounding::NearestEven:
    value = std::nearbyint(value);
    break;
  case Rounding::Zero:
    value = std::trunc(value);
    break;
  case Rounding::NegativeInf:
    value = std::floor(value);
    break;
  case Rounding::PositiveInf:
    value = std::ceil(value);
    break;
  }
  if (isSigned) {
    double hi = std::ldexp(1.0, bitWidth - 1); // exclusive
    if (value >= hi)
      return static_cast<int64_t>((uint64_t(1) << (bitWidth - 1)) - 1);
    if (value < -hi)
      return bitWidth == 64 ? std::numeric_limits<int64_t>::min()
                            : -(int64_t(1) << (bitWidth - 1));
    return static_cast<int64_t>(value);
  }
  double hi = std::ldexp(1.0, bitWidth);
  if (value <= 0)
    return 0;
  if (value >= hi)
    return static_cast<int64_t>(bitWidth == 64 ? ~uint64_t(0)
                                               : (uint64_t(1) << bitWidth) - 1);
  return static_cast<int64_t>(static_cast<uint64_t>(value));
}

void runtime::packNibbles(const uint8_t *values, int64_t count,
                          uint8_t *packed) {
  for (int64_t i = 0; i < count; i += 2) {
    uint8_t low = values[i] & 0xF;
    uint8_t high = i + 1 < count ? values[i + 1] & 0xF : 0;
    packed[i / 2] = low | (high << 4);
  }
}

void runtime::unpackNibbles(const uint8_t *packed, int64_t count,
                            uint8_t *values) {
  for (int64_t i = 0; i < count; ++i)
    values[i] = (packed[i / 2] >> (4 * (i & 1))) & 0xF;
}

uint64_t runtime::encodeInt(int64_t value, bool isSigned, ElemKind kind,
                            Rounding rounding) {
  bool exact =
      isSigned ? (value >= -(int64_t(1) << 53) && value <= (int64_t(1) << 53))
               : uint64_t(value) <= (uint64_t(1) << 53);
  if (exact || kind == ElemKind::F64) {
    double d = isSigned ? double(value) : double(uint64_t(value));
    return encodeFloat(d, kind, rounding);
  }
  // Wide integers to narrow floats: truncating to 53 bits with a sticky bit
  // keeps the second rounding exact.
  uint64_t magnitude = isSigned && value < 0 ? 0 - uint64_t(value) : value;
  unsigned shift = 64 - __builtin_clzll(magnitude) - 53;
  uint64_t kept = magnitude >> shift;
  if (magnitude & ((uint64_t(1) << shift) - 1))
    kept |= 1;
  double d = std::ldexp(double(kept), shift);
  return encodeFloat(isSigned && value < 0 ? -d : d, kind, rounding);
}
