//===- Formats.cpp - Float formats for tileir-check -----------------------===//

#include "Formats.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstring>

using namespace tilecheck;

const FloatFormat tilecheck::kHalf = {11, -14, 65504.0};
const FloatFormat tilecheck::kBFloat16 = {8, -126, 0x1.FEp127};
const FloatFormat tilecheck::kTF32 = {11, -126, 0x1.FFCp127};
const FloatFormat tilecheck::kSingle = {24, -126, 0x1.FFFFFEp127};

double tilecheck::roundToFormat(double x, const FloatFormat &format) {
  if (x == 0 || !std::isfinite(x))
    return x;
  int exponent;
  std::frexp(x, &exponent); // |x| = m * 2^exponent, m in [0.5, 1)
  int lead = std::max(exponent - 1, format.minExponent);
  double quantum = std::ldexp(1.0, lead - (format.precision - 1));
  // Dividing by a power of two is exact, and nearbyint rounds to the nearest
  // integer, ties to even, in the default floating-point environment.
  double rounded = std::nearbyint(x / quantum) * quantum;
  if (std::fabs(rounded) > format.maxFinite)
    return std::copysign(INFINITY, x);
  return rounded;
}

double tilecheck::decodeHalf(uint16_t bits) {
  double sign = (bits & 0x8000) ? -1.0 : 1.0;
  int exponent = (bits >> 10) & 0x1F;
  int mantissa = bits & 0x3FF;
  if (exponent == 0x1F)
    return mantissa ? NAN : sign * INFINITY;
  if (exponent == 0) // subnormal: mantissa * 2^-24
    return sign * std::ldexp(mantissa, -24);
  return sign * std::ldexp(1024 + mantissa, exponent - 25);
}

double tilecheck::decodeBFloat16(uint16_t bits) {
  // bfloat16 is the high half of an f32.
  uint32_t wide = uint32_t(bits) << 16;
  float f;
  std::memcpy(&f, &wide, sizeof f);
  return f;
}

uint16_t tilecheck::encodeHalf(double x) {
  assert(roundToFormat(x, kHalf) == x || std::isnan(x));
  uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  double mag = std::fabs(x);
  if (std::isnan(x))
    return 0x7E00;
  if (std::isinf(x))
    return sign | 0x7C00;
  if (mag < 0x1p-14)
    return sign | uint16_t(mag * 0x1p24);
  int exponent;
  double m = std::frexp(mag, &exponent); // mag = m * 2^exponent
  uint16_t mantissa = uint16_t(m * 2048) - 1024;
  return sign | uint16_t((exponent - 1 + 15) << 10) | mantissa;
}

uint16_t tilecheck::encodeBFloat16(double x) {
  assert(roundToFormat(x, kBFloat16) == x || std::isnan(x));
  float f = float(x);
  uint32_t wide;
  std::memcpy(&wide, &f, sizeof wide);
  return uint16_t(wide >> 16);
}

double tilecheck::ulpOfSingle(double x) {
  x = std::fabs(x);
  if (x < 0x1p-126)
    return 0x1p-149;
  int exponent;
  std::frexp(x, &exponent);
  return std::ldexp(1.0, exponent - 1 - 23);
}

double tilecheck::lowestBitWeight(double x) {
  int exponent;
  double m = std::fabs(std::frexp(x, &exponent));
  // m * 2^53 is the 53-bit integer significand.
  uint64_t significand = uint64_t(std::ldexp(m, 53));
  int zeros = __builtin_ctzll(significand);
  return std::ldexp(1.0, exponent - 53 + zeros);
}
