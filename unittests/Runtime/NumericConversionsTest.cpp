//===- NumericConversionsTest.cpp - Conversion table corner cases ---------===//

#include "tileir/Runtime/NumericConversions.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"
#include "gtest/gtest.h"

#include <cmath>
#include <limits>

using namespace mlir::tileir::runtime;

namespace {
const double inf = std::numeric_limits<double>::infinity();
const double nan = std::numeric_limits<double>::quiet_NaN();

TEST(NumericConversions, F32ToF16RoundsToNearestEven) {
  EXPECT_EQ(encodeFloat(1.0, ElemKind::F16), 0x3C00u);
  // 1 + 2^-11 is a tie between 1 and 1 + 2^-10: even (1) wins.
  EXPECT_EQ(encodeFloat(1.0 + std::ldexp(1, -11), ElemKind::F16), 0x3C00u);
  EXPECT_EQ(encodeFloat(1.0 + 3 * std::ldexp(1, -11), ElemKind::F16), 0x3C02u);
  EXPECT_EQ(encodeFloat(65504.0, ElemKind::F16), 0x7BFFu);
  // Out of range: IEEE targets may produce Inf.
  EXPECT_EQ(encodeFloat(65520.0, ElemKind::F16), 0x7C00u);
  EXPECT_EQ(encodeFloat(-inf, ElemKind::F16), 0xFC00u);
  EXPECT_TRUE(
      std::isnan(decodeFloat(encodeFloat(nan, ElemKind::F16), ElemKind::F16)));
  // Subnormals: 2^-24 is the smallest; half of it ties to zero.
  EXPECT_EQ(encodeFloat(std::ldexp(1, -24), ElemKind::F16), 0x0001u);
  EXPECT_EQ(encodeFloat(std::ldexp(1, -25), ElemKind::F16), 0x0000u);
  EXPECT_EQ(encodeFloat(std::ldexp(3, -26), ElemKind::F16), 0x0001u);
  EXPECT_EQ(encodeFloat(-0.0, ElemKind::F16), 0x8000u);
  EXPECT_EQ(encodeFloat(1.0 + std::ldexp(1, -11), ElemKind::F16,
                        Rounding::PositiveInf),
            0x3C01u);
}

TEST(NumericConversions, FastHalfPathMatchesAPFloat) {
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    float f = halfToFloat(bits);
    if (std::isnan(f))
      continue;
    EXPECT_EQ(floatToHalf(f), bits);
  }
  // Every float between two halves rounds the same on both paths.
  for (uint32_t x = 0x33000000; x < 0x47800000; x += 0x1001) {
    float f = llvm::bit_cast<float>(x);
    llvm::APFloat reference(f);
    bool lost;
    reference.convert(llvm::APFloat::IEEEhalf(),
                      llvm::RoundingMode::NearestTiesToEven, &lost);
    EXPECT_EQ(floatToHalf(f), reference.bitcastToAPInt().getZExtValue())
        << std::hex << x;
  }
}

TEST(NumericConversions, F32ToBF16AndTF32) {
  EXPECT_EQ(encodeFloat(1.0, ElemKind::BF16), 0x3F80u);
  // 1 + 2^-8 ties between 1 and 1 + 2^-7: even.
  EXPECT_EQ(encodeFloat(1.0 + std::ldexp(1, -8), ElemKind::BF16), 0x3F80u);
  EXPECT_EQ(encodeFloat(1.0 + 3 * std::ldexp(1, -8), ElemKind::BF16), 0x3F82u);
  EXPECT_EQ(encodeFloat(3.4e38, ElemKind::BF16), 0x7F80u); // Inf
  EXPECT_EQ(floatToBF16(std::nanf("")) & 0x7FC0, 0x7FC0);
  // tf32 keeps 10 mantissa bits inside an f32 container.
  EXPECT_EQ(encodeFloat(1.0 + std::ldexp(1, -11), ElemKind::TF32), 0x3F800000u);
  EXPECT_EQ(encodeFloat(1.0 + 3 * std::ldexp(1, -11), ElemKind::TF32),
            0x3F804000u);
  EXPECT_EQ(decodeFloat(0x3F804000u, ElemKind::TF32), 1.0 + std::ldexp(1, -9));
  EXPECT_EQ(encodeFloat(inf, ElemKind::TF32), 0x7F800000u);
}

TEST(NumericConversions, FastTF32PathMatchesAPFloat) {
  auto check = [](uint32_t x) {
    float f = llvm::bit_cast<float>(x);
    if (std::isnan(f)) // NaN keeps the APFloat path
      return;
    llvm::APFloat reference(f);
    bool lost;
    reference.convert(llvm::APFloat::FloatTF32(),
                      llvm::RoundingMode::NearestTiesToEven, &lost);
    EXPECT_EQ(floatToTF32(f), reference.bitcastToAPInt().getZExtValue() << 13)
        << std::hex << x;
  };
  // Ties (even down, odd up), subnormals rounding into the normals, carries
  // into the exponent and past the largest finite value, Inf, signs.
  for (uint32_t x :
       {0x3F801000u, 0x3F803000u, 0x3F801001u, 0x3F802FFFu, 0x7F7FF000u,
        0x7F7FEFFFu, 0x7F7FFFFFu, 0x00001000u, 0x00003000u, 0x007FF000u,
        0x807FF000u, 0x7F800000u, 0xFF800000u, 0x80000000u, 0u})
    check(x);
  for (uint64_t x = 0; x <= 0xFFFFFFFFu; x += 0xFFF + (x & 0x3F))
    check(uint32_t(x));
}

TEST(NumericConversions, F8E4M3FNSaturatesAndMapsNaNToMaxNorm) {
  EXPECT_EQ(decodeFloat(0x7E, ElemKind::F8E4M3FN), 448.0);
  EXPECT_EQ(encodeFloat(1000.0, ElemKind::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(encodeFloat(-1000.0, ElemKind::F8E4M3FN), 0xFEu);
  EXPECT_EQ(encodeFloat(inf, ElemKind::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(encodeFloat(-inf, ElemKind::F8E4M3FN), 0xFEu);
  EXPECT_EQ(encodeFloat(nan, ElemKind::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(encodeFloat(-nan, ElemKind::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(encodeFloat(1.0, ElemKind::F8E4M3FN), 0x38u);
  // Between 448 and the next would-be value 480: 464 ties, saturates.
  EXPECT_EQ(encodeFloat(464.0, ElemKind::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(encodeFloat(std::ldexp(1, -9), ElemKind::F8E4M3FN), 0x01u);
}

TEST(NumericConversions, F8E5M2Saturates) {
  EXPECT_EQ(decodeFloat(0x7B, ElemKind::F8E5M2), 57344.0);
  EXPECT_EQ(encodeFloat(1e6, ElemKind::F8E5M2), 0x7Bu);
  EXPECT_EQ(encodeFloat(-1e6, ElemKind::F8E5M2), 0xFBu);
  EXPECT_EQ(encodeFloat(inf, ElemKind::F8E5M2), 0x7Bu);
  EXPECT_EQ(encodeFloat(-inf, ElemKind::F8E5M2), 0xFBu);
  EXPECT_TRUE(std::isnan(
      decodeFloat(encodeFloat(nan, ElemKind::F8E5M2), ElemKind::F8E5M2)));
  EXPECT_EQ(encodeFloat(1.5, ElemKind::F8E5M2), 0x3Eu);
}

TEST(NumericConversions, F8E8M0AndF4E2M1) {
  EXPECT_EQ(encodeFloat(1.0, ElemKind::F8E8M0FNU), 127u);
  EXPECT_EQ(decodeFloat(130, ElemKind::F8E8M0FNU), 8.0);
  EXPECT_TRUE(std::isnan(decodeFloat(0xFF, ElemKind::F8E8M0FNU)));
  EXPECT_EQ(encodeFloat(6.0, ElemKind::F4E2M1FN), 0x7u);
  EXPECT_EQ(encodeFloat(100.0, ElemKind::F4E2M1FN), 0x7u);
  EXPECT_EQ(encodeFloat(-inf, ElemKind::F4E2M1FN), 0xFu);
  EXPECT_EQ(encodeFloat(0.5, ElemKind::F4E2M1FN), 0x1u);
  EXPECT_EQ(decodeFloat(0x3, ElemKind::F4E2M1FN), 1.5);
}

// f8E5M3FNU (13.4): bias 15, 3 mantissa bits, no sign, NaN only 0xFF.
TEST(NumericConversions, F8E5M3FNUDecodes) {
  EXPECT_EQ(decodeFloat(0x00, ElemKind::F8E5M3FNU), 0.0);
  EXPECT_EQ(decodeFloat(0x01, ElemKind::F8E5M3FNU), std::ldexp(1, -17));
  EXPECT_EQ(decodeFloat(0x07, ElemKind::F8E5M3FNU), 7 * std::ldexp(1, -17));
  EXPECT_EQ(decodeFloat(0x08, ElemKind::F8E5M3FNU), std::ldexp(1, -14));
  EXPECT_EQ(decodeFloat(0x78, ElemKind::F8E5M3FNU), 1.0);
  EXPECT_EQ(decodeFloat(0x79, ElemKind::F8E5M3FNU), 1.125);
  EXPECT_EQ(decodeFloat(0xF8, ElemKind::F8E5M3FNU), 65536.0);
  EXPECT_EQ(decodeFloat(0xFE, ElemKind::F8E5M3FNU), 114688.0);
  EXPECT_TRUE(std::isnan(decodeFloat(0xFF, ElemKind::F8E5M3FNU)));
  // Every number is a multiple of the smallest subnormal, below the next
  // code's value, and converts back to its own code under every rounding.
  for (unsigned code = 0; code < 0xFE; ++code) {
    double value = decodeFloat(code, ElemKind::F8E5M3FNU);
    EXPECT_LT(value, decodeFloat(code + 1, ElemKind::F8E5M3FNU)) << code;
    for (Rounding r : {Rounding::NearestEven, Rounding::Zero,
                       Rounding::NegativeInf, Rounding::PositiveInf})
      EXPECT_EQ(encodeFloat(value, ElemKind::F8E5M3FNU, r), code) << code;
  }
}

TEST(NumericConversions, F8E5M3FNURounds) {
  // Between two neighbours: the midpoint ties to the even code, a point
  // a quarter of the way rounds to the nearer, the directed modes pick
  // their side.
  for (unsigned code = 0; code + 1 < 0xFE; ++code) {
    double lo = decodeFloat(code, ElemKind::F8E5M3FNU);
    double hi = decodeFloat(code + 1, ElemKind::F8E5M3FNU);
    double mid = (lo + hi) / 2, quarter = lo + (hi - lo) / 4;
    unsigned even = code % 2 == 0 ? code : code + 1;
    EXPECT_EQ(encodeFloat(mid, ElemKind::F8E5M3FNU), even) << code;
    EXPECT_EQ(encodeFloat(quarter, ElemKind::F8E5M3FNU), code) << code;
    EXPECT_EQ(encodeFloat(mid, ElemKind::F8E5M3FNU, Rounding::Zero), code);
    EXPECT_EQ(encodeFloat(mid, ElemKind::F8E5M3FNU, Rounding::NegativeInf),
              code);
    EXPECT_EQ(encodeFloat(quarter, ElemKind::F8E5M3FNU, Rounding::PositiveInf),
              code + 1);
  }
}

TEST(NumericConversions, F8E5M3FNUSpecials) {
  // No Inf: numbers beyond 114688 and +Inf saturate; no sign: -0 is +0,
  // negative numbers and NaN are NaN.
  EXPECT_EQ(encodeFloat(114689.0, ElemKind::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(encodeFloat(1e30, ElemKind::F8E5M3FNU, Rounding::PositiveInf),
            0xFEu);
  EXPECT_EQ(encodeFloat(inf, ElemKind::F8E5M3FNU), 0xFEu);
  EXPECT_EQ(encodeFloat(-0.0, ElemKind::F8E5M3FNU), 0x00u);
  EXPECT_EQ(encodeFloat(-1.0, ElemKind::F8E5M3FNU), 0xFFu);
  EXPECT_EQ(encodeFloat(-inf, ElemKind::F8E5M3FNU), 0xFFu);
  EXPECT_EQ(encodeFloat(nan, ElemKind::F8E5M3FNU), 0xFFu);
  // Below the smallest subnormal: half of it ties to zero, more rounds up.
  EXPECT_EQ(encodeFloat(std::ldexp(1, -18), ElemKind::F8E5M3FNU), 0x00u);
  EXPECT_EQ(encodeFloat(std::ldexp(3, -19), ElemKind::F8E5M3FNU), 0x01u);
  EXPECT_EQ(encodeFloat(1e-30, ElemKind::F8E5M3FNU, Rounding::PositiveInf),
            0x01u);
  // It is one of the float kinds, a byte wide.
  EXPECT_TRUE(isFloatKind(ElemKind::F8E5M3FNU));
  EXPECT_EQ(getBitWidth(ElemKind::F8E5M3FNU), 8u);
  EXPECT_STREQ(getKindName(ElemKind::F8E5M3FNU), "f8E5M3FNU");
}

TEST(NumericConversions, NibblesPackLowFirst) {
  // The Type System chapter's figure: 0.5 (0b0001) then 1.5 (0b0011).
  uint8_t values[3] = {0x1, 0x3, 0xF}, packed[2] = {0, 0};
  packNibbles(values, 3, packed);
  EXPECT_EQ(packed[0], 0x31);
  EXPECT_EQ(packed[1], 0x0F);
  uint8_t back[3];
  unpackNibbles(packed, 3, back);
  EXPECT_EQ(back[0], 0x1);
  EXPECT_EQ(back[1], 0x3);
  EXPECT_EQ(back[2], 0xF);
}

TEST(NumericConversions, I4AndFloatToInt) {
  EXPECT_EQ(extendInt(0xF, 4, true), -1);
  EXPECT_EQ(extendInt(0x8, 4, true), -8);
  EXPECT_EQ(extendInt(0xF, 4, false), 15);
  EXPECT_EQ(floatToInt(2.5, 32, true, Rounding::NearestEven), 2);
  EXPECT_EQ(floatToInt(-2.5, 32, true, Rounding::Zero), -2);
  EXPECT_EQ(floatToInt(-2.5, 32, true, Rounding::NegativeInf), -3);
  EXPECT_EQ(floatToInt(1e20, 32, true, Rounding::Zero), 2147483647);
  EXPECT_EQ(floatToInt(-1.0, 8, false, Rounding::Zero), 0);
  EXPECT_EQ(floatToInt(nan, 16, true, Rounding::Zero), 0);
  EXPECT_EQ(floatToInt(300.0, 8, false, Rounding::Zero), 255);
}
} // namespace

// An f16 or bf16 fma at nearest rounds once. Each case's exact result lies
// just off a midpoint of the format, on the side the tie-breaking rule
// would not pick, so a result rounded in double (or f32) first and then to
// the format would be one unit wrong.
TEST(NumericConversions, NarrowFmaRoundsOnce) {
  auto bf16Fma = [](uint16_t a, uint16_t b, uint16_t c) {
    ElemKind k = ElemKind::BF16;
    return encodeFloat(fmaForNarrowFormat(decodeFloat(a, k), decodeFloat(b, k),
                                          decodeFloat(c, k)),
                       k);
  };
  auto f16Fma = [](uint16_t a, uint16_t b, uint16_t c) {
    ElemKind k = ElemKind::F16;
    return encodeFloat(fmaForNarrowFormat(decodeFloat(a, k), decodeFloat(b, k),
                                          decodeFloat(c, k)),
                       k);
  };
  // 3 * (1 + 2^-7) is the midpoint of 0x4041 and 0x4042; minus 2^-60 it
  // rounds down (a double fma would lose the 2^-60 and pick the even 0x4042).
  EXPECT_EQ(bf16Fma(0x4040, 0x3f81, 0xa180), 0x4041u);
  EXPECT_EQ(bf16Fma(0x4040, 0x3f81, 0x2180), 0x4042u);
  // -672 * 1664 - 0.0559 is 0.06 below the midpoint -1118208, which an f32
  // fma rounds onto (scripts/difftest.py found gpu-sim doing so).
  EXPECT_EQ(bf16Fma(0xc428, 0x44d0, 0xbd65), 0xc989u);
  // f16: 3 * (1 + 2^-10) - 2^-20 rounds down to 0x4201, not to the even
  // 0x4202 of the midpoint.
  EXPECT_EQ(f16Fma(0x4200, 0x3c01, 0x8010), 0x4201u);
  // Exact results and specials pass through.
  EXPECT_EQ(f16Fma(0x4200, 0x4200, 0x3c00), 0x4900u); // 3 * 3 + 1 = 10
  EXPECT_TRUE(std::isnan(fmaForNarrowFormat(INFINITY, 0.0, 1.0)));
  EXPECT_EQ(fmaForNarrowFormat(1.0, 2.0, -2.0), 0.0);
}
