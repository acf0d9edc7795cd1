//===- AccumulatorCopyLayoutTest.cpp - The accumulator move's shared copy -===//
//
// moveAccumulator stores a tensor-core accumulator's fragments to shared
// memory and reads them back in the blocked layout of its store (and the
// other way round). AccumulatorCopyLayout places the elements there: padded
// rows and exchanged 16-byte blocks, so that neither side meets bank
// conflicts. The lowering emits the rule as IR, split into a per-thread
// base and a constant; these tests check the rule itself: a permutation
// that keeps 16-byte runs together, the split, and the banks of the
// accesses the wgmma/mma.sync fragments and the f16 store layout make.
//
//===----------------------------------------------------------------------===//

#include "../../lib/Conversion/TileAAToLLVM/DotLowering.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <random>
#include <set>
#include <vector>

using mlir::tileir::tilegpu::accumulatorChunkRows;
using mlir::tileir::tilegpu::AccumulatorCopyLayout;
using mlir::tileir::tilegpu::accumulatorRowPad;

namespace {

/// The most 4-byte words any of the 32 banks serves in one phase: the
/// wavefronts the phase takes. `starts` are the lanes' byte addresses.
int64_t wavefronts(const std::vector<int64_t> &starts, int64_t bytes) {
  std::set<int64_t> words;
  for (int64_t a : starts)
    for (int64_t w = a / 4; w <= (a + bytes - 1) / 4; ++w)
      words.insert(w);
  int64_t perBank[32] = {};
  for (int64_t w : words)
    ++perBank[w % 32];
  return *std::max_element(perBank, perBank + 32);
}

/// The wavefronts of one warp access of `bytes` per lane in total, the
/// warp split into phases as the hardware does (32, 16 or 8 lanes).
int64_t warpWavefronts(const std::vector<int64_t> &starts, int64_t bytes) {
  size_t perPhase = bytes <= 4 ? 32 : bytes <= 8 ? 16 : 8;
  int64_t total = 0;
  for (size_t first = 0; first < starts.size(); first += perPhase)
    total += wavefronts(std::vector<int64_t>(starts.begin() + first,
                                             starts.begin() + first + perPhase),
                        bytes);
  return total;
}

/// A 128x128 f32 accumulator moved in chunks of 64 rows, the f16 epilogue
/// of the corpus GEMMs.
AccumulatorCopyLayout gemmLayout() {
  return AccumulatorCopyLayout::choose(/*n=*/128, /*bytes=*/4,
                                       /*fragmentRun=*/2, /*blockedRun=*/4,
                                       /*chunkRows=*/64,
                                       /*budget=*/48 * 1024, /*dynamic=*/false);
}

TEST(AccumulatorCopyLayout, ChoiceFollowsRowsAndBudget) {
  AccumulatorCopyLayout gemm = gemmLayout();
  EXPECT_EQ(gemm.rowPad, 8);
  EXPECT_EQ(gemm.swapBit, 4);
  // Rows of 64 bytes are not whole bank lines; 16-bit accumulators swap
  // blocks of 8.
  EXPECT_TRUE(
      AccumulatorCopyLayout::choose(16, 4, 2, 4, 64, 1 << 20, false).isPlain());
  EXPECT_EQ(
      AccumulatorCopyLayout::choose(128, 2, 2, 8, 64, 1 << 20, false).swapBit,
      8);
  // Rows of 128 bytes pad but have no block 8 to exchange.
  AccumulatorCopyLayout narrow =
      AccumulatorCopyLayout::choose(32, 4, 2, 4, 32, 1 << 20, false);
  EXPECT_EQ(narrow.rowPad, 8);
  EXPECT_EQ(narrow.swapBit, 0);
  // Single entries, run-time chunks, and padded rows past the budget.
  EXPECT_TRUE(AccumulatorCopyLayout::choose(128, 4, 1, 4, 64, 1 << 20, false)
                  .isPlain());
  EXPECT_TRUE(
      AccumulatorCopyLayout::choose(128, 4, 2, 4, 64, 1 << 20, true).isPlain());
  EXPECT_EQ(AccumulatorCopyLayout::choose(128, 4, 2, 4, 64, 64 * 128 * 4, false)
                .rowPad,
            0);
}

TEST(AccumulatorCopyLayout, ChunksFitPaddedRowsWherePossible) {
  EXPECT_EQ(accumulatorRowPad(128, 4), 8);
  EXPECT_EQ(accumulatorRowPad(24, 4), 0);
  // 64 padded rows of 128 f32 take 34 KiB: they fit 40 KiB, and halve to
  // 32 rows where 32 KiB is all there is; unpadded where only 16-row
  // multiples of the unit would do otherwise.
  EXPECT_EQ(accumulatorChunkRows(128, 128, 4, 16, 40 * 1024), 64);
  EXPECT_EQ(accumulatorChunkRows(128, 128, 4, 16, 32 * 1024), 32);
  EXPECT_EQ(accumulatorChunkRows(128, 128, 4, 64, 32 * 1024), 64);
  EXPECT_EQ(accumulatorChunkRows(128, 128, 4, 128, 32 * 1024), std::nullopt);
}

TEST(AccumulatorCopyLayout, PermutesChunkKeepingRuns) {
  struct Case {
    int64_t n, bytes, blockedRun;
  };
  for (Case c : {Case{128, 4, 4}, Case{256, 2, 8}, Case{64, 8, 2}}) {
    AccumulatorCopyLayout layout = AccumulatorCopyLayout::choose(
        c.n, c.bytes, /*fragmentRun=*/2, c.blockedRun, /*chunkRows=*/16,
        /*budget=*/1 << 20, /*dynamic=*/false);
    EXPECT_NE(layout.swapBit, 0);
    int64_t rows = 16, block = 16 / c.bytes;
    std::set<int64_t> seen;
    for (int64_t i = 0; i < rows * c.n; ++i) {
      int64_t p = layout.position(i);
      EXPECT_LT(p, rows * (c.n + layout.rowPad));
      EXPECT_TRUE(seen.insert(p).second) << "element " << i;
      // A 16-byte block moves as a whole.
      if (i % block)
        EXPECT_EQ(p, layout.position(i - 1) + 1) << "element " << i;
    }
  }
}

TEST(AccumulatorCopyLayout, SplitsIntoBaseAndConstant) {
  // position(x + c) = pad(swap(x) ^ flip(c)) + offset(c) wherever x and c
  // share no column bit and their rows add, as the lowering emits it.
  AccumulatorCopyLayout layout = gemmLayout();
  std::mt19937 random(7);
  for (int trial = 0; trial < 20000; ++trial) {
    int64_t columns = random() % layout.n;
    int64_t mask = random() % layout.n;
    int64_t cx = columns & mask, cc = columns & ~mask;
    int64_t rx = random() % 32, rc = random() % 32;
    int64_t x = rx * layout.n + cx, c = rc * layout.n + cc;
    EXPECT_EQ(layout.pad(layout.swap(x) ^ layout.flip(c)) + layout.offset(c),
              layout.position(x + c))
        << "x " << x << " c " << c;
  }
}

TEST(AccumulatorCopyLayout, FragmentPairsAndStoreRunsMeetNoConflict) {
  AccumulatorCopyLayout layout = gemmLayout(), plain;
  plain.n = layout.n;
  int64_t n = layout.n;
  auto fragmentStores = [&](const AccumulatorCopyLayout &l, int64_t group) {
    // Lane 4g + q of a warp stores columns 2q, 2q + 1 of rows g and g + 8
    // of each 8-column group: one 8-byte store per row and group.
    int64_t total = 0;
    for (int64_t h = 0; h < 2; ++h) {
      std::vector<int64_t> starts;
      for (int64_t lane = 0; lane < 32; ++lane)
        starts.push_back(4 * l.position((lane / 4 + 8 * h) * n + 8 * group +
                                        2 * (lane % 4)));
      total += warpWavefronts(starts, 8);
    }
    return total;
  };
  auto blockedLoads = [&](const AccumulatorCopyLayout &l, int64_t half) {
    // The f16 store layout of the f32 tile (sizePerThread [1, 8],
    // threadsPerWarp [2, 16]): lane t holds 8 columns of row t / 16 and
    // loads them as two 16-byte halves.
    std::vector<int64_t> starts;
    for (int64_t lane = 0; lane < 32; ++lane)
      starts.push_back(
          4 * l.position((lane / 16) * n + 8 * (lane % 16) + 4 * half));
    return warpWavefronts(starts, 16);
  };
  for (int64_t group = 0; group < n / 8; ++group) {
    // Each 8-byte store of the warp takes the two wavefronts its 256 bytes
    // need; unpadded, the four rows of a half-warp share 8 banks.
    EXPECT_EQ(fragmentStores(layout, group), 4) << "group " << group;
    EXPECT_EQ(fragmentStores(plain, group), 16) << "group " << group;
  }
  for (int64_t half = 0; half < 2; ++half) {
    EXPECT_EQ(blockedLoads(layout, half), 4);
    EXPECT_EQ(blockedLoads(plain, half), 8);
  }
}

} // namespace
