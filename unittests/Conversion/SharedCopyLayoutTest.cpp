//===- SharedCopyLayoutTest.cpp - Tiles staged through shared memory ------===//
//
// Tiles that change layout go through shared memory: a tensor-core
// accumulator on its way to the store's layout (moveAccumulator), a layout
// conversion (convert_layout). SharedCopyLayout places the elements there
// (padded rows, exchanged blocks) so that neither side meets bank
// conflicts. The lowering emits the rule as IR, split into a per-thread
// base and a constant; these tests check the rule itself: a permutation
// that keeps 16-byte runs together, the split, the banks of the accesses
// the wgmma/mma.sync fragments and the f16 store layout make, and the
// choice a conversion's copy gets by counting them.
//
//===----------------------------------------------------------------------===//

#include "../../lib/Conversion/TileAAToLLVM/SharedCopyLayout.h"
#include "../../lib/Conversion/TileAAToLLVM/DotLowering.h"

#include "tileir/Dialect/TileAS/IR/TileAS.h"
#include "tileir/Dialect/TileAS/Utils/SharedMemoryBanks.h"

#include "gtest/gtest.h"

#include <random>
#include <set>
#include <vector>

using mlir::tileir::tilegpu::accumulatorChunkRows;
using mlir::tileir::tilegpu::accumulatorRowPad;
using mlir::tileir::tilegpu::chooseAccumulatorCopy;
using mlir::tileir::tilegpu::chooseConversionCopy;
using mlir::tileir::tilegpu::ConversionCopy;
using mlir::tileir::tilegpu::CopyChunks;
using mlir::tileir::tilegpu::copyWavefronts;
using mlir::tileir::tilegpu::SharedCopyLayout;
using mlir::tileir::tilegpu::splitCopyIntoChunks;
using namespace mlir::nv_tileas;

namespace {

/// The wavefronts of one warp access of `bytes` per lane at byte addresses
/// `starts` (the lowering's bank rule).
int64_t warpWavefronts(const std::vector<int64_t> &starts, int64_t bytes) {
  std::vector<uint64_t> addresses(starts.begin(), starts.end());
  return countBankWavefronts(addresses, bytes).wavefronts;
}

/// A 128x128 f32 accumulator moved in chunks of 64 rows, the f16 epilogue
/// of the corpus GEMMs.
SharedCopyLayout gemmLayout() {
  return chooseAccumulatorCopy(/*n=*/128, /*bytes=*/4,
                               /*fragmentRun=*/2, /*blockedRun=*/4,
                               /*chunkRows=*/64,
                               /*budget=*/48 * 1024, /*dynamic=*/false);
}

TEST(SharedCopyLayout, ChoiceFollowsRowsAndBudget) {
  SharedCopyLayout gemm = gemmLayout();
  EXPECT_EQ(gemm.rowPad, 8);
  EXPECT_EQ(gemm.swapBit, 4);
  // Rows of 64 bytes are not whole bank lines; 16-bit accumulators swap
  // blocks of 8.
  EXPECT_TRUE(chooseAccumulatorCopy(16, 4, 2, 4, 64, 1 << 20, false).isPlain());
  EXPECT_EQ(chooseAccumulatorCopy(128, 2, 2, 8, 64, 1 << 20, false).swapBit, 8);
  // Rows of 128 bytes pad but have no block 8 to exchange.
  SharedCopyLayout narrow =
      chooseAccumulatorCopy(32, 4, 2, 4, 32, 1 << 20, false);
  EXPECT_EQ(narrow.rowPad, 8);
  EXPECT_EQ(narrow.swapBit, 0);
  // Single entries, run-time chunks, and padded rows past the budget.
  EXPECT_TRUE(
      chooseAccumulatorCopy(128, 4, 1, 4, 64, 1 << 20, false).isPlain());
  EXPECT_TRUE(chooseAccumulatorCopy(128, 4, 2, 4, 64, 1 << 20, true).isPlain());
  EXPECT_EQ(chooseAccumulatorCopy(128, 4, 2, 4, 64, 64 * 128 * 4, false).rowPad,
            0);
}

TEST(SharedCopyLayout, ChunksFitPaddedRowsWherePossible) {
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

TEST(SharedCopyLayout, PermutesChunkKeepingRuns) {
  struct Case {
    int64_t n, bytes, blockedRun;
  };
  for (Case c : {Case{128, 4, 4}, Case{256, 2, 8}, Case{64, 8, 2}}) {
    SharedCopyLayout layout = chooseAccumulatorCopy(
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

TEST(SharedCopyLayout, SplitsIntoBaseAndConstant) {
  // position(x + c) = pad(swap(x) ^ flip(c)) + offset(c) wherever x and c
  // share no column bit and their rows add, as the lowering emits it.
  SharedCopyLayout layout = gemmLayout();
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

TEST(SharedCopyLayout, FragmentPairsAndStoreRunsMeetNoConflict) {
  SharedCopyLayout layout = gemmLayout(), plain;
  plain.n = layout.n;
  int64_t n = layout.n;
  auto fragmentStores = [&](const SharedCopyLayout &l, int64_t group) {
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
  auto blockedLoads = [&](const SharedCopyLayout &l, int64_t half) {
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

/// Layout conversions: the copy is chosen by counting the banks both
/// sides' accesses meet.
class ConversionCopyTest : public ::testing::Test {
protected:
  ConversionCopyTest() { context.loadDialect<TileASDialect>(); }

  LinearLayout layoutOf(DistributedLayoutAttr attr,
                        llvm::ArrayRef<int64_t> shape) {
    mlir::FailureOr<LinearLayout> layout = attr.toLinearLayout(shape, nullptr);
    EXPECT_TRUE(mlir::succeeded(layout));
    return *layout;
  }

  mlir::MLIRContext context;
};

TEST_F(ConversionCopyTest, AttentionOutputMeetsNoConflict) {
  // fmha's output, 64x64 f16: from the wgmma fragments (column pairs, 4
  // bytes) into the store's layout (8 columns a lane, 16 bytes).
  LinearLayout from =
      layoutOf(WgmmaLayoutAttr::get(&context, {4, 1}, {64, 64, 16}), {64, 64});
  LinearLayout to =
      layoutOf(BlockedLayoutAttr::get(&context, {4, 8}, {4, 8}, {4, 1}, {1, 0}),
               {64, 64});
  std::optional<ConversionCopy> copy =
      chooseConversionCopy(from, 2, to, 8, /*bytes=*/2, 1 << 14);
  ASSERT_TRUE(copy);
  EXPECT_EQ(copy->fromRun, 2);
  EXPECT_EQ(copy->toRun, 8);
  // Rows of 128 bytes padded by 16: the eight rows a fragment store
  // touches start 4 banks apart. Each access takes one wavefront a phase.
  EXPECT_EQ(copy->layout.rowPad, 8);
  int64_t ideal = 4 * (from.getSize(LinearLayout::InDim::Register) / 2) +
                  4 * 4 * (to.getSize(LinearLayout::InDim::Register) / 8);
  EXPECT_EQ(copyWavefronts(copy->layout, from, 2, 2) +
                copyWavefronts(copy->layout, to, 8, 2),
            ideal);
  SharedCopyLayout plain;
  plain.n = 64;
  EXPECT_GT(copyWavefronts(plain, from, 2, 2), 4 * 16);
}

TEST_F(ConversionCopyTest, TransposeStoresColumnsElementByElement) {
  // A 32x32 f32 tile whose lanes hold columns goes into 16-byte row runs:
  // a word of padding per row spreads each column over the banks, which
  // the 16-byte loads could not keep aligned, so both sides move single
  // words (as many wavefronts as the vector loads, none lost).
  LinearLayout rows =
      layoutOf(BlockedLayoutAttr::get(&context, {1, 4}, {4, 8}, {1, 1}, {1, 0}),
               {32, 32});
  LinearLayout columns =
      layoutOf(BlockedLayoutAttr::get(&context, {4, 1}, {8, 4}, {1, 1}, {0, 1}),
               {32, 32});
  std::optional<ConversionCopy> copy =
      chooseConversionCopy(columns, 1, rows, 4, /*bytes=*/4, 1 << 14);
  ASSERT_TRUE(copy);
  EXPECT_EQ(copy->layout.rowPad, 1);
  EXPECT_EQ(copy->toRun, 1);
  EXPECT_EQ(copyWavefronts(copy->layout, columns, 1, 4) +
                copyWavefronts(copy->layout, rows, 1, 4),
            64);
  // Nothing fits: no copy.
  EXPECT_FALSE(chooseConversionCopy(columns, 1, rows, 4, 4, 1000));
}

TEST_F(ConversionCopyTest, ChunksFollowRowBitsOnlyRegistersStep) {
  // The 128x256 bf16 GEMM's epilogue over 8 warps: two wgmma warpgroups
  // (warps step rows 16, 32, 64) into rows of 256 held one a warp (warps
  // step rows 1, 2, 4). Row bit 8 is the only one registers alone step in
  // both, so two chunks split by it and four do not exist.
  LinearLayout from = layoutOf(
      WgmmaLayoutAttr::get(&context, {8, 1}, {64, 256, 16}), {128, 256});
  LinearLayout to = layoutOf(
      BlockedLayoutAttr::get(&context, {1, 8}, {1, 32}, {8, 1}, {1, 0}),
      {128, 256});
  EXPECT_FALSE(splitCopyIntoChunks(from, to, 4));
  std::optional<CopyChunks> chunks = splitCopyIntoChunks(from, to, 2);
  ASSERT_TRUE(chunks);
  EXPECT_EQ(chunks->chunkRowBits, llvm::SmallVector<unsigned>{3});
  EXPECT_EQ(chunks->from.getShape(), llvm::ArrayRef<int64_t>({64, 256}));
  // Every element of the whole tile is, in every thread, the element of
  // its register's chunk at the chunk layout's position, the chunk's rows
  // numbered without bit 3.
  for (const auto &[whole, part, chunkOf, regOf] :
       {std::tie(from, chunks->from, chunks->fromChunk, chunks->fromRegister),
        std::tie(to, chunks->to, chunks->toChunk, chunks->toRegister)}) {
    ASSERT_EQ(part.getSize(LinearLayout::InDim::Register) * 2,
              whole.getSize(LinearLayout::InDim::Register));
    for (int64_t warp = 0; warp < 8; ++warp)
      for (int64_t lane = 0; lane < 32; ++lane)
        for (int64_t reg = 0;
             reg < whole.getSize(LinearLayout::InDim::Register); ++reg) {
          LinearLayout::Coord element = whole.apply(reg, lane, warp);
          LinearLayout::Coord inChunk = part.apply(regOf[reg], lane, warp);
          int64_t row = element[0];
          EXPECT_EQ(chunkOf[reg], (row >> 3) & 1);
          EXPECT_EQ(inChunk[0], (row & 7) | (row >> 4) << 3);
          EXPECT_EQ(inChunk[1], element[1]);
        }
  }
}

} // namespace
