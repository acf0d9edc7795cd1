//===- Formats.h - Float formats for tileir-check ---------------*- C++ -*-===//
//
// Decoding and round-to-nearest-even of the narrow float formats, written
// here from the IEEE 754 definitions rather than taken from the executor, so
// that a bug in the executor's conversions cannot hide in the reference.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_CHECK_FORMATS_H
#define TILEIR_CHECK_FORMATS_H

#include <cstdint>

namespace tilecheck {

/// A binary float format: `precision` significand bits (with the hidden
/// one), smallest normal exponent `minExponent`, largest finite value.
struct FloatFormat {
  int precision;
  int minExponent;
  double maxFinite;
};

extern const FloatFormat kHalf;     ///< IEEE binary16
extern const FloatFormat kBFloat16; ///< 8 exponent bits, 7 mantissa bits
extern const FloatFormat kTF32;     ///< 8 exponent bits, 10 mantissa bits
extern const FloatFormat kSingle;   ///< IEEE binary32

/// Rounds `x` to `format`, ties to even, overflowing to +-Inf; subnormals
/// keep the quantum of the smallest normal binade. NaN stays NaN.
double roundToFormat(double x, const FloatFormat &format);

double decodeHalf(uint16_t bits);
double decodeBFloat16(uint16_t bits);
/// The bits of `x`, which must already be a binary16 value.
uint16_t encodeHalf(double x);
/// The bits of `x`, which must already be a bfloat16 value.
uint16_t encodeBFloat16(double x);

/// The spacing of f32 values at |x|: 2^(e - 23) for x in [2^e, 2^(e+1)),
/// and the subnormal spacing 2^-149 below the normal range.
double ulpOfSingle(double x);

/// The weight of the lowest set significand bit of the finite, non-zero
/// `x` (every multiple of it that is small enough is exact).
double lowestBitWeight(double x);

} // namespace tilecheck

#endif // TILEIR_CHECK_FORMATS_H
