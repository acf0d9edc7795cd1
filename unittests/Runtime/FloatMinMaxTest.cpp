//===- FloatMinMaxTest.cpp - maxf/minf order keys against the rule -------===//

#include "tileir/Runtime/FloatMinMax.h"

#include "llvm/ADT/bit.h"
#include "gtest/gtest.h"

#include <random>
#include <vector>

using namespace mlir::tileir::runtime;

namespace {

/// f32 bit patterns of every class, both signs: zeros, subnormals, normals
/// near 1 and at the extremes, infinities, quiet and signalling NaNs with
/// payloads, and neighbours that differ in the last bit.
std::vector<uint32_t> specialFloats() {
  std::vector<uint32_t> magnitudes = {
      0x00000000, 0x00000001, 0x00000002, 0x007FFFFF, 0x00800000, 0x00800001,
      0x3F7FFFFF, 0x3F800000, 0x3F800001, 0x7F7FFFFE, 0x7F7FFFFF, 0x7F800000,
      0x7F800001, 0x7FA12345, 0x7FC00000, 0x7FFFFFFF, 0x42AE0000, 0x1234ABCD};
  std::vector<uint32_t> all;
  for (uint32_t m : magnitudes) {
    all.push_back(m);
    all.push_back(m | 0x80000000u);
  }
  return all;
}

bool isNaNBits(uint32_t bits) { return (bits & 0x7FFFFFFFu) > 0x7F800000u; }

int64_t key32(uint32_t bits) {
  return floatOrderKey(int64_t(int32_t(bits)), 32);
}

/// The key of an element as the lowering computes it: the NaN key for any
/// NaN, else the order key.
int64_t elementKey32(uint32_t bits, bool isMax, bool propagateNaN) {
  return isNaNBits(bits) ? floatNaNKey(isMax, propagateNaN, 32) : key32(bits);
}

/// The rule on two f32 bit patterns, as the interpreter applies it (in
/// double, rounded back to f32).
uint32_t rule32(bool isMax, bool propagateNaN, uint32_t a, uint32_t b) {
  double x = llvm::bit_cast<float>(a), y = llvm::bit_cast<float>(b);
  double r = isMax ? floatMinMax<true>(x, y, propagateNaN)
                   : floatMinMax<false>(x, y, propagateNaN);
  return llvm::bit_cast<uint32_t>(static_cast<float>(r));
}

/// The keyed fold's result: the number the key names, or the default NaN.
uint32_t fromKey32(int64_t key, bool isMax, bool propagateNaN) {
  if (key == floatNaNKey(isMax, propagateNaN, 32))
    return 0x7FC00000u;
  return uint32_t(floatOrderKey(key, 32));
}

TEST(FloatMinMax, KeysOrderNumbersAsTheRule) {
  std::vector<uint32_t> values = specialFloats();
  for (uint32_t a : values)
    for (uint32_t b : values) {
      if (isNaNBits(a) || isNaNBits(b))
        continue;
      // Signed comparison of the keys is the rule's order: the larger key
      // is maxf's result, the smaller minf's.
      uint32_t max = rule32(true, false, a, b);
      uint32_t min = rule32(false, false, a, b);
      EXPECT_EQ(max, key32(a) >= key32(b) ? a : b) << a << " " << b;
      EXPECT_EQ(min, key32(a) <= key32(b) ? a : b) << a << " " << b;
      EXPECT_EQ(key32(a) == key32(b), a == b);
    }
  // -0 below +0, and the keys are 32-bit integers.
  EXPECT_EQ(key32(0x80000000u), -1);
  EXPECT_EQ(key32(0), 0);
  EXPECT_EQ(key32(0xFF800000u), -0x7F800000 - 1);
}

TEST(FloatMinMax, KeyIsItsOwnInverse) {
  std::mt19937_64 random(7);
  for (int i = 0; i < 100000; ++i) {
    uint64_t bits = random();
    EXPECT_EQ(floatOrderKey(floatOrderKey(int64_t(int32_t(bits)), 32), 32),
              int64_t(int32_t(bits)));
    EXPECT_EQ(floatOrderKey(floatOrderKey(int64_t(bits), 64), 64),
              int64_t(bits));
  }
}

TEST(FloatMinMax, NaNKeyIsBeyondEveryNumber) {
  for (unsigned width : {32u, 64u}) {
    int64_t smallest =
        floatOrderKey(width == 32 ? int64_t(int32_t(0xFF800000u))
                                  : int64_t(0xFFF0000000000000ull),
                      width);
    int64_t largest = floatOrderKey(width == 32 ? int64_t(0x7F800000)
                                                : int64_t(0x7FF0000000000000ll),
                                    width);
    // maxf ignoring NaNs and minf propagating them: NaN loses to -inf.
    EXPECT_LT(floatNaNKey(true, false, width), smallest);
    EXPECT_LT(floatNaNKey(false, true, width), smallest);
    EXPECT_GT(floatNaNKey(false, false, width), largest);
    EXPECT_GT(floatNaNKey(true, true, width), largest);
  }
}

/// Folding sequences with NaNs, signed zeros and repeated values: the
/// integer max/min of the keys, in any order, names the result of folding
/// them with the rule from the identity in order, for all four variants.
TEST(FloatMinMax, KeyedFoldIsTheRulesFold) {
  std::vector<uint32_t> pool = specialFloats();
  std::mt19937 random(11);
  for (bool isMax : {true, false})
    for (bool propagateNaN : {false, true})
      for (uint32_t identity : {0xFF800000u, 0x7F800000u, 0x7FC00000u, 0u})
        for (int trial = 0; trial < 2000; ++trial) {
          int length = 1 + int(random() % 24);
          // Some sequences draw from a few values only (all NaN, ties).
          int choices = trial % 3 == 0 ? 3 : int(pool.size());
          uint32_t inOrder = identity;
          int64_t keyed = elementKey32(identity, isMax, propagateNaN);
          std::vector<uint32_t> sequence;
          for (int i = 0; i < length; ++i)
            sequence.push_back(
                pool[(trial + random() % choices) % pool.size()]);
          for (uint32_t x : sequence)
            inOrder = rule32(isMax, propagateNaN, x, inOrder);
          // The keys in reverse order: the integer max does not care.
          for (auto it = sequence.rbegin(); it != sequence.rend(); ++it) {
            int64_t k = elementKey32(*it, isMax, propagateNaN);
            keyed = isMax ? std::max(keyed, k) : std::min(keyed, k);
          }
          EXPECT_EQ(fromKey32(keyed, isMax, propagateNaN), inOrder)
              << "max " << isMax << " propagate " << propagateNaN
              << " identity " << identity << " trial " << trial;
        }
}

} // namespace
