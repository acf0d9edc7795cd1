//===- VectorMathTest.cpp - Vectorised math against its scalar definition -===//

#include "tileir/Runtime/VectorMath.h"

#include "llvm/ADT/bit.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <vector>

using namespace mlir::tileir::runtime;

namespace {

uint32_t scalarExpBits(uint32_t x) {
  return llvm::bit_cast<uint32_t>(static_cast<float>(
      std::exp(static_cast<double>(llvm::bit_cast<float>(x)))));
}

/// The special bit patterns both exp implementations are checked on, and
/// 81 patterns around each of `edges`.
std::vector<uint32_t> specialExpInputs(std::initializer_list<float> edges) {
  std::vector<uint32_t> inputs = {
      0x00000000, 0x80000000, 0x7F800000, 0xFF800000, // zeros, infinities
      0x7FC00000, 0xFFC00001, 0x7F800001, 0x7FA12345, // NaNs, payloads
      0x00000001, 0x80000001, 0x007FFFFF, 0x00800000, // subnormals
      0x7F7FFFFF, 0xFF7FFFFF, 0x3F800000, 0xBF800000, // extremes, +-1
  };
  for (float edge : edges)
    for (int d = -40; d <= 40; ++d)
      inputs.push_back(llvm::bit_cast<uint32_t>(edge) + d);
  return inputs;
}

/// Every `stride`-th bit pattern of the floats whose exp is a normal float
/// or rounds to zero, both signs (exponents from the subnormals up to 2^7),
/// and one more for an odd length (a scalar tail).
std::vector<uint32_t> sweptExpInputs(uint64_t stride) {
  std::vector<uint32_t> inputs;
  for (uint64_t bits = 0; bits <= 0x42B20000; bits += stride)
    inputs.push_back(uint32_t(bits));
  for (uint64_t bits = 0x80000000; bits <= 0xC2D20000; bits += stride)
    inputs.push_back(uint32_t(bits));
  inputs.push_back(0x3F800001);
  return inputs;
}

/// Runs expF32 on `inputs` (in lengths that leave tails) and compares every
/// result with the scalar definition bit for bit.
void expectExpMatches(const std::vector<uint32_t> &inputs) {
  std::vector<float> in(inputs.size()), out(inputs.size());
  std::memcpy(in.data(), inputs.data(), inputs.size() * 4);
  expF32(in.data(), out.data(), int64_t(in.size()));
  for (size_t i = 0; i < inputs.size(); ++i)
    ASSERT_EQ(llvm::bit_cast<uint32_t>(out[i]), scalarExpBits(inputs[i]))
        << "x = " << in[i] << " (0x" << std::hex << inputs[i] << ")";
}

TEST(VectorMath, ExpF32SpecialValues) {
  // The edges of the fast range and of the zero range, and around them.
  expectExpMatches(
      specialExpInputs({-87.0f, 88.0f, -104.0f, -103.97f, 88.72283f, -87.33655f,
                        -88.7228f, -100.0f, 89.0f}));
}

TEST(VectorMath, ExpF32MatchesScalarDefinition) {
  expectExpMatches(sweptExpInputs(61));
}

TEST(VectorMath, ExpF32InPlace) {
  std::vector<float> values, expected;
  for (int i = 0; i < 1003; ++i) {
    values.push_back(-90.0f + 0.17f * float(i));
    expected.push_back(
        static_cast<float>(std::exp(static_cast<double>(values.back()))));
  }
  expF32(values.data(), values.data(), int64_t(values.size()));
  for (size_t i = 0; i < values.size(); ++i)
    ASSERT_EQ(llvm::bit_cast<uint32_t>(values[i]),
              llvm::bit_cast<uint32_t>(expected[i]))
        << i;
}

/// The distance in ulps between two finite floats of the same sign, or
/// between a float and zero (adjacent bit patterns are one ulp apart).
int64_t ulpDistance(uint32_t a, uint32_t b) {
  auto ordered = [](uint32_t bits) {
    return bits & 0x80000000u ? -int64_t(bits & 0x7FFFFFFFu) : int64_t(bits);
  };
  int64_t d = ordered(a) - ordered(b);
  return d < 0 ? -d : d;
}

/// Runs expF32Fast on `inputs` and checks every result against the scalar
/// definition: within 1 ulp, and bit-identical where the definition gives a
/// NaN, an infinity, zero or a subnormal (those lanes take the definition).
/// Returns how many results differ from the definition.
int64_t expectFastExpWithinOneUlp(const std::vector<uint32_t> &inputs) {
  std::vector<float> in(inputs.size()), out(inputs.size());
  std::memcpy(in.data(), inputs.data(), inputs.size() * 4);
  expF32Fast(in.data(), out.data(), int64_t(in.size()));
  int64_t differing = 0;
  for (size_t i = 0; i < inputs.size(); ++i) {
    uint32_t want = scalarExpBits(inputs[i]);
    uint32_t got = llvm::bit_cast<uint32_t>(out[i]);
    bool exact = (want & 0x7F800000u) == 0x7F800000u || // NaN, infinity
                 (want & 0x7F800000u) == 0;             // zero, subnormal
    int64_t ulps = ulpDistance(got, want);
    EXPECT_LE(ulps, exact ? 0 : 1)
        << "x = " << in[i] << " (0x" << std::hex << inputs[i] << "): got 0x"
        << got << ", want 0x" << want;
    if (ulps > (exact ? 0 : 1))
      return differing;
    differing += ulps != 0;
  }
  return differing;
}

TEST(VectorMath, ExpF32FastSpecialValues) {
  // The edges of the fast range, of overflow, of normal results and of the
  // zero range, and around them; the ends of the reduction's intervals.
  expectFastExpWithinOneUlp(specialExpInputs(
      {-87.0f, 88.0f, -104.0f, -103.97f, 88.72283f, -87.33655f, -88.7228f,
       -100.0f, 89.0f, 0.34657359f, -0.34657359f, 1.0397208f, 44.0f, -44.0f}));
}

TEST(VectorMath, ExpF32FastWithinOneUlp) {
  // Every 31st bit pattern (1.4 * 10^8 inputs, about a second); checked
  // once for all 2^32 inputs and each clone (docs/design/cpu-backend.md).
  std::vector<uint32_t> inputs = sweptExpInputs(31);
  int64_t differing = expectFastExpWithinOneUlp(inputs);
  // Not the exact function in disguise, nor far from it: about 0.4% of
  // the results are one ulp away.
  EXPECT_GT(differing, 0);
  EXPECT_LT(differing, int64_t(inputs.size()) / 100);
}

TEST(VectorMath, ExpF32FastInPlace) {
  std::vector<float> values;
  for (int i = 0; i < 1003; ++i)
    values.push_back(-90.0f + 0.17f * float(i));
  std::vector<float> separate(values.size());
  expF32Fast(values.data(), separate.data(), int64_t(values.size()));
  expF32Fast(values.data(), values.data(), int64_t(values.size()));
  for (size_t i = 0; i < values.size(); ++i)
    ASSERT_EQ(llvm::bit_cast<uint32_t>(values[i]),
              llvm::bit_cast<uint32_t>(separate[i]))
        << i;
}

} // namespace
