//===- LinearLayoutTest.cpp - nv_tileas layouts against the PTX ISA -------===//
//
// Each layout's LinearLayout is checked, element by element, against the
// formula the PTX ISA (fragments of mma.sync and wgmma, the swizzle modes) or
// the layout's own definition states, written here independently.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <set>

using namespace mlir;
using namespace mlir::nv_tileas;
using Coord = LinearLayout::Coord;
using InDim = LinearLayout::InDim;

namespace {
class LinearLayoutTest : public ::testing::Test {
protected:
  LinearLayoutTest() { context.loadDialect<TileASDialect>(); }

  LinearLayout layoutOf(DistributedLayoutAttr attr,
                        llvm::ArrayRef<int64_t> shape) {
    FailureOr<LinearLayout> layout = attr.toLinearLayout(shape, nullptr);
    EXPECT_TRUE(succeeded(layout));
    return *layout;
  }

  MLIRContext context;
};

Coord rc(int64_t row, int64_t col) { return Coord{row, col}; }
} // namespace

TEST_F(LinearLayoutTest, BlockedGivesEachThreadContiguousRuns) {
  auto attr = BlockedLayoutAttr::get(&context, {1, 8}, {4, 8}, {4, 1}, {1, 0});
  LinearLayout layout = layoutOf(attr, {64, 64});
  // One pass of the layout covers 16 rows; it repeats 4 times down the tile.
  ASSERT_EQ(layout.getSize(InDim::Register), 32);
  ASSERT_EQ(layout.getSize(InDim::Lane), 32);
  ASSERT_EQ(layout.getSize(InDim::Warp), 4);
  for (int64_t warp = 0; warp < 4; ++warp)
    for (int64_t lane = 0; lane < 32; ++lane)
      for (int64_t reg = 0; reg < 32; ++reg)
        EXPECT_EQ(
            layout.apply(reg, lane, warp),
            rc(lane / 8 + 4 * warp + 16 * (reg / 8), lane % 8 * 8 + reg % 8));
  EXPECT_EQ(layout.getContiguousRegisters(1), 8);
  EXPECT_EQ(layout.getContiguousRegisters(0), 1);
  EXPECT_TRUE(layout.isSurjective());
}

TEST_F(LinearLayoutTest, BlockedCanStateTheCyclicDistribution) {
  // Slot k of thread t holding element (t + k T) of the row-major tile, the
  // rule of the per-op emitter, is a blocked layout too.
  auto attr = BlockedLayoutAttr::get(&context, {1, 1}, {1, 32}, {1, 4}, {1, 0});
  LinearLayout layout = layoutOf(attr, {32, 128});
  for (int64_t t = 0; t < 128; ++t)
    for (int64_t k = 0; k < 32; ++k) {
      int64_t element = t + k * 128;
      EXPECT_EQ(layout.apply(k, t % 32, t / 32),
                rc(element / 128, element % 128));
    }
}

TEST_F(LinearLayoutTest, DefaultLayoutIsTheCyclicDistribution) {
  // Thread t (of T) holds elements t + k T, for tiles larger and smaller
  // than the CTA and of every rank; threads beyond a small tile hold copies.
  llvm::SmallVector<int64_t> shapes[] = {
      {1024}, {64}, {8}, {4, 64}, {2, 2}, {8, 2, 4}, {128, 128}, {1, 16, 1}};
  for (unsigned warps : {1u, 4u, 8u})
    for (llvm::ArrayRef<int64_t> shape : shapes) {
      auto attr = getDefaultBlockedLayout(&context, shape, warps);
      LinearLayout layout = layoutOf(attr, shape);
      int64_t n = 1;
      for (int64_t extent : shape)
        n *= extent;
      int64_t threads = 32 * warps;
      int64_t slots = n >= threads ? n / threads : 1;
      ASSERT_EQ(layout.getSize(InDim::Register), slots);
      for (int64_t t = 0; t < threads; ++t)
        for (int64_t k = 0; k < slots; ++k) {
          int64_t element = (t + k * threads) % n;
          Coord expected(shape.size());
          for (unsigned d = shape.size(); d-- > 0;) {
            expected[d] = element % shape[d];
            element /= shape[d];
          }
          ASSERT_EQ(layout.apply(k, t % 32, t / 32), expected)
              << "thread " << t << " slot " << k << " of " << n << " with "
              << warps << " warps";
        }
    }
}

TEST_F(LinearLayoutTest, BlockedWrapsOverSmallTiles) {
  auto attr = BlockedLayoutAttr::get(&context, {1, 8}, {4, 8}, {4, 1}, {1, 0});
  LinearLayout layout = layoutOf(attr, {2, 8});
  // Registers never hold copies; lanes and warps beyond the tile do.
  EXPECT_EQ(layout.getSize(InDim::Register), 8);
  EXPECT_EQ(layout.apply(3, 0, 0), rc(0, 3));
  EXPECT_EQ(layout.apply(0, 1, 0), layout.apply(0, 0, 0));
  EXPECT_EQ(layout.apply(0, 8, 0), rc(1, 0));
  EXPECT_EQ(layout.apply(0, 16, 3), rc(0, 0));
  EXPECT_TRUE(layout.isSurjective());
}

TEST_F(LinearLayoutTest, MmaSyncAccumulatorFollowsThePtxFragment) {
  auto attr = MmaSyncLayoutAttr::get(&context, {2, 2}, {16, 8});
  LinearLayout layout = layoutOf(attr, {32, 16});
  ASSERT_EQ(layout.getSize(InDim::Register), 4);
  for (int64_t warp = 0; warp < 4; ++warp)
    for (int64_t lane = 0; lane < 32; ++lane)
      for (int64_t i = 0; i < 4; ++i)
        EXPECT_EQ(layout.apply(i, lane, warp),
                  rc(16 * (warp % 2) + lane / 4 + 8 * (i / 2),
                     8 * (warp / 2) + lane % 4 * 2 + i % 2));
  // Over a larger tile the fragment repeats along N first.
  LinearLayout big = layoutOf(attr, {64, 32});
  EXPECT_EQ(big.getSize(InDim::Register), 16);
  EXPECT_EQ(big.apply(4, 0, 0), rc(0, 16));
  EXPECT_EQ(big.apply(8, 0, 0), rc(32, 0));
  EXPECT_EQ(big.getContiguousRegisters(1), 2);
}

TEST_F(LinearLayoutTest, PairedMmaSyncColumnsInterleaveTwoInstructions) {
  // Instruction s of a pair holds columns 2c + s of its 16: entry e of lane
  // (g, q) is column 4q + 2e + s, so each lane's four columns of a row are
  // consecutive (registers s and e first).
  auto attr = MmaSyncLayoutAttr::get(&context, {2, 2}, {16, 8},
                                     /*pairedColumns=*/true);
  LinearLayout layout = layoutOf(attr, {32, 32});
  ASSERT_EQ(layout.getSize(InDim::Register), 8);
  for (int64_t warp = 0; warp < 4; ++warp)
    for (int64_t lane = 0; lane < 32; ++lane)
      for (int64_t s = 0; s < 2; ++s)
        for (int64_t e = 0; e < 2; ++e)
          for (int64_t half = 0; half < 2; ++half)
            EXPECT_EQ(layout.apply(s + 2 * e + 4 * half, lane, warp),
                      rc(16 * (warp % 2) + lane / 4 + 8 * half,
                         16 * (warp / 2) + 4 * (lane % 4) + 2 * e + s));
  EXPECT_EQ(layout.getContiguousRegisters(1), 4);
  EXPECT_TRUE(layout.isSurjective());
}

TEST_F(LinearLayoutTest, F64MmaSyncHasOneRowGroup) {
  auto attr = MmaSyncLayoutAttr::get(&context, {1, 1}, {8, 8});
  LinearLayout layout = layoutOf(attr, {8, 8});
  ASSERT_EQ(layout.getSize(InDim::Register), 2);
  for (int64_t lane = 0; lane < 32; ++lane)
    for (int64_t i = 0; i < 2; ++i)
      EXPECT_EQ(layout.apply(i, lane, 0), rc(lane / 4, lane % 4 * 2 + i));
}

TEST_F(LinearLayoutTest, WgmmaAccumulatorFollowsThePtxFragment) {
  auto attr = WgmmaLayoutAttr::get(&context, {4, 1}, {64, 128, 16});
  LinearLayout layout = layoutOf(attr, {64, 128});
  ASSERT_EQ(layout.getSize(InDim::Register), 64);
  for (int64_t warp = 0; warp < 4; ++warp)
    for (int64_t lane = 0; lane < 32; ++lane)
      for (int64_t j = 0; j < 64; ++j)
        EXPECT_EQ(layout.apply(j, lane, warp),
                  rc(16 * warp + lane / 4 + 8 * (j / 2 % 2),
                     8 * (j / 4) + lane % 4 * 2 + j % 2));
  // Two warpgroups along M take rows 64..127.
  auto two = WgmmaLayoutAttr::get(&context, {8, 1}, {64, 128, 16});
  EXPECT_EQ(layoutOf(two, {128, 128}).apply(0, 0, 4), rc(64, 0));
}

TEST_F(LinearLayoutTest, DotOperandsFollowThePtxFragments) {
  auto mma = MmaSyncLayoutAttr::get(&context, {1, 1}, {16, 8});
  // m16n8k16 with 16-bit elements: A is 16x16, B is 16x8.
  LinearLayout a =
      layoutOf(DotOperandLayoutAttr::get(&context, 0, mma, 2), {16, 16});
  LinearLayout b =
      layoutOf(DotOperandLayoutAttr::get(&context, 1, mma, 2), {16, 8});
  ASSERT_EQ(a.getSize(InDim::Register), 8);
  ASSERT_EQ(b.getSize(InDim::Register), 4);
  for (int64_t lane = 0; lane < 32; ++lane) {
    for (int64_t i = 0; i < 8; ++i)
      EXPECT_EQ(a.apply(i, lane, 0), rc(lane / 4 + 8 * (i / 2 % 2),
                                        lane % 4 * 2 + i % 2 + 8 * (i / 4)));
    for (int64_t i = 0; i < 4; ++i)
      EXPECT_EQ(b.apply(i, lane, 0),
                rc(lane % 4 * 2 + i % 2 + 8 * (i / 2), lane / 4));
  }
  // m16n8k32 with 8-bit elements: four K elements per register.
  LinearLayout a8 =
      layoutOf(DotOperandLayoutAttr::get(&context, 0, mma, 4), {16, 32});
  for (int64_t lane = 0; lane < 32; ++lane)
    for (int64_t i = 0; i < 16; ++i)
      EXPECT_EQ(a8.apply(i, lane, 0), rc(lane / 4 + 8 * (i / 4 % 2),
                                         lane % 4 * 4 + i % 4 + 16 * (i / 8)));
  // m16n8k8 tf32: one K element per register.
  LinearLayout a32 =
      layoutOf(DotOperandLayoutAttr::get(&context, 0, mma, 1), {16, 8});
  for (int64_t lane = 0; lane < 32; ++lane)
    for (int64_t i = 0; i < 4; ++i)
      EXPECT_EQ(a32.apply(i, lane, 0),
                rc(lane / 4 + 8 * (i % 2), lane % 4 + 4 * (i / 2)));
  // Their B operands (PTX ISA: b[i] of m16n8k32 .s8/.u8/.e4m3/.e5m2 is row
  // 4q + i % 4 + 16 (i / 4), of m16n8k8 .tf32 row q + 4i, column g).
  LinearLayout b8 =
      layoutOf(DotOperandLayoutAttr::get(&context, 1, mma, 4), {32, 8});
  LinearLayout b32 =
      layoutOf(DotOperandLayoutAttr::get(&context, 1, mma, 1), {8, 8});
  ASSERT_EQ(b8.getSize(InDim::Register), 8);
  ASSERT_EQ(b32.getSize(InDim::Register), 2);
  for (int64_t lane = 0; lane < 32; ++lane) {
    for (int64_t i = 0; i < 8; ++i)
      EXPECT_EQ(b8.apply(i, lane, 0),
                rc(lane % 4 * 4 + i % 4 + 16 * (i / 4), lane / 4));
    for (int64_t i = 0; i < 2; ++i)
      EXPECT_EQ(b32.apply(i, lane, 0), rc(lane % 4 + 4 * i, lane / 4));
  }
  // m8n8k4 .f64: one register each, A (g, q) and B (q, g).
  auto mma64 = MmaSyncLayoutAttr::get(&context, {1, 1}, {8, 8});
  LinearLayout a64 =
      layoutOf(DotOperandLayoutAttr::get(&context, 0, mma64, 1), {8, 4});
  LinearLayout b64 =
      layoutOf(DotOperandLayoutAttr::get(&context, 1, mma64, 1), {4, 8});
  ASSERT_EQ(a64.getSize(InDim::Register), 1);
  ASSERT_EQ(b64.getSize(InDim::Register), 1);
  for (int64_t lane = 0; lane < 32; ++lane) {
    EXPECT_EQ(a64.apply(0, lane, 0), rc(lane / 4, lane % 4));
    EXPECT_EQ(b64.apply(0, lane, 0), rc(lane % 4, lane / 4));
  }
}

TEST_F(LinearLayoutTest, DotOperandsAreCopiedAcrossTheOtherWarps) {
  auto mma = MmaSyncLayoutAttr::get(&context, {2, 2}, {16, 8});
  LinearLayout a =
      layoutOf(DotOperandLayoutAttr::get(&context, 0, mma, 2), {32, 16});
  LinearLayout b =
      layoutOf(DotOperandLayoutAttr::get(&context, 1, mma, 2), {16, 16});
  // Warp w holds accumulator tile (w mod 2, w div 2): A rows follow w mod 2,
  // B columns follow w div 2.
  EXPECT_EQ(a.apply(0, 0, 1), rc(16, 0));
  EXPECT_EQ(a.apply(0, 0, 2), a.apply(0, 0, 0));
  EXPECT_EQ(b.apply(0, 0, 1), b.apply(0, 0, 0));
  EXPECT_EQ(b.apply(0, 0, 2), rc(0, 8));
}

TEST(PermuteKTest, GathersEachThreadsColumnsOfARow) {
  // wgmma's operand A (PTX ISA): lane 4g + q holds, in k-step s, columns
  // 16 s + 8 h + 2 q + e (h, e in {0, 1}); permuted, they are the lane's
  // 8 (4 where K is 16) consecutive columns, in register order.
  for (int64_t s = 0; s < 2; ++s)
    for (int64_t q = 0; q < 4; ++q)
      for (int64_t h = 0; h < 2; ++h)
        for (int64_t e = 0; e < 2; ++e) {
          int64_t k = 16 * s + 8 * h + 2 * q + e;
          EXPECT_EQ(permuteK(k, 32), 8 * q + 4 * s + 2 * h + e);
          EXPECT_EQ(permuteK(k + 32, 64), 32 + 8 * q + 4 * s + 2 * h + e);
          if (s == 0)
            EXPECT_EQ(permuteK(k, 16), 4 * q + 2 * h + e);
        }
}

TEST(PermuteKTest, IsABijectionWithinBlocks) {
  for (int64_t extent : {16, 32, 64, 256}) {
    std::set<int64_t> seen;
    int64_t block = getPermuteKBlock(extent);
    EXPECT_EQ(block, extent == 16 ? 16 : 32);
    for (int64_t k = 0; k < extent; ++k) {
      int64_t column = permuteK(k, extent);
      EXPECT_EQ(column / block, k / block) << "k " << k;
      EXPECT_EQ(unpermuteK(column, extent), k) << "k " << k;
      seen.insert(column);
    }
    EXPECT_EQ(int64_t(seen.size()), extent);
  }
}

TEST_F(LinearLayoutTest, PermutedOperandAHoldsRowRunsInRegisterOrder) {
  auto wgmma = WgmmaLayoutAttr::get(&context, {8, 1}, {64, 128, 16});
  auto plainAttr = DotOperandLayoutAttr::get(&context, 0, wgmma, 2);
  auto permutedAttr = DotOperandLayoutAttr::get(&context, 0, wgmma, 2,
                                                /*kPermuted=*/true);
  for (int64_t k : {16, 32, 64}) {
    LinearLayout plain = layoutOf(plainAttr, {128, k});
    LinearLayout permuted = layoutOf(permutedAttr, {128, k});
    int64_t run = k == 16 ? 4 : 8;
    EXPECT_TRUE(permuted.isSurjective());
    EXPECT_EQ(permuted.getContiguousRegisters(1), run) << "K " << k;
    for (int64_t warp = 0; warp < 8; ++warp)
      for (int64_t lane = 0; lane < 32; ++lane) {
        // Each thread holds the plain fragment's elements, K permuted...
        std::set<std::pair<int64_t, int64_t>> want, got;
        for (int64_t reg = 0; reg < plain.getSize(InDim::Register); ++reg) {
          Coord p = plain.apply(reg, lane, warp);
          want.insert({p[0], permuteK(p[1], k)});
          Coord c = permuted.apply(reg, lane, warp);
          got.insert({c[0], c[1]});
        }
        EXPECT_EQ(got, want)
            << "K " << k << " warp " << warp << " lane " << lane;
        // ... and its first registers are one row's run of columns.
        Coord first = permuted.apply(0, lane, warp);
        EXPECT_EQ(first[1], lane % 4 * run);
        for (int64_t reg = 1; reg < run; ++reg)
          EXPECT_EQ(permuted.apply(reg, lane, warp),
                    rc(first[0], first[1] + reg));
      }
  }
}

TEST_F(LinearLayoutTest, PermutedNvmmaSharedStoresRowsInPermutedOrder) {
  auto plainAttr = NvmmaSharedLayoutAttr::get(&context, 128, false);
  auto permutedAttr = NvmmaSharedLayoutAttr::get(&context, 128, false,
                                                 /*kPermuted=*/true);
  for (int64_t rows : {16, 32, 64}) {
    FailureOr<LinearLayout> plain =
        plainAttr.toLinearLayout({rows, 64}, 16, nullptr);
    FailureOr<LinearLayout> permuted =
        permutedAttr.toLinearLayout({rows, 64}, 16, nullptr);
    ASSERT_TRUE(succeeded(plain) && succeeded(permuted));
    // Where the plain tile keeps row r, the permuted one keeps row
    // permuteK(r): wgmma, walking rows in order, meets K as a permuted lhs
    // lists it.
    for (int64_t offset = 0; offset < rows * 64; ++offset) {
      Coord c = plain->apply(InDim::Offset, offset);
      EXPECT_EQ(permuted->apply(InDim::Offset, offset),
                rc(permuteK(c[0], rows), c[1]));
    }
  }
}

TEST_F(LinearLayoutTest, SliceKeepsTheParentsOwners) {
  auto blocked =
      BlockedLayoutAttr::get(&context, {1, 4}, {8, 4}, {4, 1}, {1, 0});
  LinearLayout parent = layoutOf(blocked, {32, 16});
  LinearLayout rows =
      layoutOf(SliceLayoutAttr::get(&context, 1, blocked), {32});
  // A row reduction leaves each row with the threads that held it.
  EXPECT_EQ(rows.getSize(InDim::Register), 1);
  for (int64_t warp = 0; warp < 4; ++warp)
    for (int64_t lane = 0; lane < 32; ++lane)
      EXPECT_EQ(rows.apply(0, lane, warp)[0], parent.apply(0, lane, warp)[0]);
  EXPECT_TRUE(rows.isSurjective());

  // Rows of an mma accumulator: the lanes of a quad share a row.
  auto mma = MmaSyncLayoutAttr::get(&context, {4, 1}, {16, 8});
  LinearLayout mmaRows = layoutOf(SliceLayoutAttr::get(&context, 1, mma), {64});
  EXPECT_EQ(mmaRows.getSize(InDim::Register), 2);
  for (int64_t lane = 0; lane < 32; ++lane)
    EXPECT_EQ(mmaRows.apply(1, lane, 2), Coord{32 + lane / 4 + 8});
}

TEST_F(LinearLayoutTest, SwizzledSharedMatchesItsDefinition) {
  auto attr = SwizzledSharedLayoutAttr::get(&context, 4, 2, 4, {1, 0});
  FailureOr<LinearLayout> layout = attr.toLinearLayout({16, 32}, 16, nullptr);
  ASSERT_TRUE(succeeded(layout));
  std::set<std::pair<int64_t, int64_t>> seen;
  for (int64_t offset = 0; offset < 16 * 32; ++offset) {
    Coord c = layout->apply(InDim::Offset, offset);
    // Element (r, c) lives at r * 32 + (c ^ ((r / perPhase) % maxPhase) vec).
    EXPECT_EQ(c[0] * 32 + (c[1] ^ (c[0] / 2 % 4 * 4)), offset);
    seen.insert({c[0], c[1]});
  }
  EXPECT_EQ(seen.size(), 16u * 32u);
}

TEST_F(LinearLayoutTest, NvmmaSharedMatchesTheHardwareSwizzles) {
  // Swizzle<B, 4, 3> of CUTLASS: byte-address bits [4, 4+B) ^= bits [7, 7+B).
  for (unsigned swizzle : {32u, 64u, 128u}) {
    unsigned b = swizzle == 32 ? 1 : swizzle == 64 ? 2 : 3;
    auto attr = NvmmaSharedLayoutAttr::get(&context, swizzle, false);
    int64_t width = swizzle / 2; // f16 elements per swizzle row
    FailureOr<LinearLayout> layout =
        attr.toLinearLayout({16, 2 * width}, 16, nullptr);
    ASSERT_TRUE(succeeded(layout));
    for (int64_t r = 0; r < 16; ++r)
      for (int64_t c = 0; c < 2 * width; ++c) {
        // Blocks of `swizzle`-byte rows, one block per `width` columns.
        int64_t plain = ((c / width) * 16 * width + r * width + c % width) * 2;
        int64_t address = plain ^ (((plain >> 7) & ((1 << b) - 1)) << 4);
        EXPECT_EQ(layout->apply(InDim::Offset, address / 2), rc(r, c))
            << "swizzle " << swizzle << " element (" << r << ", " << c << ")";
      }
  }
  // Transposed: the first dimension is the contiguous one.
  auto transposed = NvmmaSharedLayoutAttr::get(&context, 0, true);
  FailureOr<LinearLayout> t = transposed.toLinearLayout({8, 4}, 32, nullptr);
  ASSERT_TRUE(succeeded(t));
  EXPECT_EQ(t->apply(InDim::Offset, 1), rc(1, 0));
  EXPECT_EQ(t->apply(InDim::Offset, 8), rc(0, 1));
}

TEST_F(LinearLayoutTest, SurjectivityIsTheRankOfTheBases) {
  LinearLayout layout({4, 4});
  layout.addBasis(InDim::Register, {0, 1});
  layout.addBasis(InDim::Register, {0, 2});
  layout.addBasis(InDim::Lane, {1, 3});
  layout.addBasis(InDim::Lane, {1, 0});
  EXPECT_FALSE(layout.isSurjective());
  layout.addBasis(InDim::Warp, {2, 1});
  EXPECT_TRUE(layout.isSurjective());
  EXPECT_EQ(layout.apply(3, 1, 1), rc(3, 3 ^ 3 ^ 1));
  EXPECT_EQ(
      layout.str(),
      "register: [[0, 1], [0, 2]], lane: [[1, 3], [1, 0]], warp: [[2, 1]]");
}

TEST_F(LinearLayoutTest, LineBitsStepRegistersLanesWarpsThenRepetitions) {
  using Bits = llvm::SmallVector<unsigned>;
  // 16-byte runs along the rows, 4 x 8 lanes, 4 warps down the columns; the
  // layout covers 16 rows and repeats 4 times down the 64.
  auto attr = BlockedLayoutAttr::get(&context, {1, 4}, {4, 8}, {4, 1}, {1, 0});
  LinearLayout layout = layoutOf(attr, {64, 32});
  std::optional<LinearLayout::LineBits> rows = layout.getLineBits(1);
  ASSERT_TRUE(rows.has_value());
  EXPECT_EQ(rows->lowRegisters, Bits({0, 1}));
  EXPECT_EQ(rows->lanes, Bits({0, 1, 2}));
  EXPECT_TRUE(rows->warps.empty());
  EXPECT_TRUE(rows->highRegisters.empty());
  std::optional<LinearLayout::LineBits> cols = layout.getLineBits(0);
  ASSERT_TRUE(cols.has_value());
  EXPECT_TRUE(cols->lowRegisters.empty());
  EXPECT_EQ(cols->lanes, Bits({3, 4}));
  EXPECT_EQ(cols->warps, Bits({0, 1}));
  EXPECT_EQ(cols->highRegisters, Bits({2, 3}));

  // An mma.sync accumulator walks a row in order (register, lanes, warp),
  // but a column through lanes, a register, then a warp.
  LinearLayout mma =
      layoutOf(MmaSyncLayoutAttr::get(&context, {2, 2}, {16, 8}), {32, 16});
  EXPECT_TRUE(mma.getLineBits(1).has_value());
  EXPECT_FALSE(mma.getLineBits(0).has_value());

  // Lanes of a line must be a fixed stride apart, and a bit may not step
  // along two dimensions.
  LinearLayout gap({1, 4});
  gap.addBasis(InDim::Lane, {0, 1});
  gap.addBasis(InDim::Lane, {0, 0});
  gap.addBasis(InDim::Lane, {0, 2});
  EXPECT_FALSE(gap.getLineBits(1).has_value());
  LinearLayout mixed({2, 2});
  mixed.addBasis(InDim::Register, {0, 1});
  mixed.addBasis(InDim::Lane, {1, 1});
  EXPECT_FALSE(mixed.getLineBits(0).has_value());
  EXPECT_FALSE(mixed.getLineBits(1).has_value());
}

TEST_F(LinearLayoutTest, SubtileRegistersHoldTheBlockInPlace) {
  // Complex pairs [2, 512, 2] held 2 x 2 per thread, and either part [2, 512,
  // 1] with the run cut to the block: register r of the part holds, in
  // every thread, the element the returned register of the pairs holds,
  // moved by the block's offset along the last dimension.
  auto pairs = BlockedLayoutAttr::get(&context, {1, 2, 2}, {1, 32, 1},
                                      {1, 4, 1}, {2, 1, 0});
  auto part = BlockedLayoutAttr::get(&context, {1, 2, 1}, {1, 32, 1}, {1, 4, 1},
                                     {2, 1, 0});
  auto f32 = Float32Type::get(&context);
  auto whole = RankedTensorType::get({2, 512, 2}, f32, pairs);
  auto block = RankedTensorType::get({2, 512, 1}, f32, part);
  LinearLayout w = layoutOf(pairs, {2, 512, 2});
  LinearLayout p = layoutOf(part, {2, 512, 1});
  for (int64_t imag = 0; imag < 2; ++imag) {
    std::optional<llvm::SmallVector<int64_t>> registers =
        getSubtileRegisters(whole, block, {0, 0, imag});
    ASSERT_TRUE(registers.has_value());
    ASSERT_EQ(int64_t(registers->size()), p.getSize(InDim::Register));
    for (int64_t warp = 0; warp < 4; ++warp)
      for (int64_t lane = 0; lane < 32; ++lane)
        for (int64_t reg = 0; reg < p.getSize(InDim::Register); ++reg) {
          Coord expected = p.apply(reg, lane, warp);
          expected[2] += imag;
          EXPECT_EQ(w.apply((*registers)[reg], lane, warp), expected);
        }
  }
  // A block along a dimension the lanes walk is not held in place.
  auto rows = BlockedLayoutAttr::get(&context, {1, 4}, {2, 16}, {4, 1}, {1, 0});
  EXPECT_FALSE(getSubtileRegisters(RankedTensorType::get({8, 64}, f32, rows),
                                   RankedTensorType::get({8, 32}, f32, rows),
                                   {0, 32}));
  // Offsets must be whole blocks inside the tile.
  EXPECT_FALSE(getSubtileRegisters(whole, block, {0, 0, 3}));
}

namespace {
/// Every register of `to` in every lane and warp gets the element it should
/// from where `conversion` says.
void expectMovesEveryElement(const LinearLayout &from, const LinearLayout &to,
                             const WarpLocalConversion &conversion) {
  ASSERT_EQ(int64_t(conversion.sourceRegisters.size()),
            to.getSize(InDim::Register));
  for (int64_t warp = 0; warp < to.getSize(InDim::Warp); ++warp)
    for (int64_t lane = 0; lane < to.getSize(InDim::Lane); ++lane)
      for (int64_t reg = 0; reg < to.getSize(InDim::Register); ++reg) {
        int64_t source = conversion.sourceLane(reg, lane);
        ASSERT_GE(source, 0);
        ASSERT_LT(source, from.getSize(InDim::Lane));
        EXPECT_EQ(from.apply(conversion.sourceRegisters[reg], source, warp),
                  to.apply(reg, lane, warp));
        if (conversion.staysInLane(reg))
          EXPECT_EQ(source, lane);
      }
}
} // namespace

TEST_F(LinearLayoutTest, WarpLocalConversionRenamesRegisters) {
  // Repetitions along rows first or columns first: the same lanes and
  // warps, the registers in another order.
  auto colsFirst =
      BlockedLayoutAttr::get(&context, {1, 4}, {1, 32}, {1, 4}, {1, 0});
  auto rowsFirst =
      BlockedLayoutAttr::get(&context, {1, 4}, {1, 32}, {1, 4}, {0, 1});
  LinearLayout from = layoutOf(colsFirst, {2, 1024});
  LinearLayout to = layoutOf(rowsFirst, {2, 1024});
  ASSERT_FALSE(from == to);
  std::optional<WarpLocalConversion> conversion =
      getWarpLocalConversion(from, to);
  ASSERT_TRUE(conversion.has_value());
  expectMovesEveryElement(from, to, *conversion);
  for (int64_t reg = 0; reg < to.getSize(InDim::Register); ++reg)
    EXPECT_TRUE(conversion->staysInLane(reg));
  EXPECT_EQ(conversion->sourceRegisters,
            (llvm::SmallVector<int64_t>{0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7,
                                        12, 13, 14, 15}));
}

TEST_F(LinearLayoutTest, WarpLocalConversionPermutesLanes) {
  // The same 8x4 lanes of a warp, numbered along rows or along columns.
  auto alongRows =
      BlockedLayoutAttr::get(&context, {1, 2}, {8, 4}, {4, 1}, {1, 0});
  auto alongCols =
      BlockedLayoutAttr::get(&context, {1, 2}, {8, 4}, {4, 1}, {0, 1});
  LinearLayout from = layoutOf(alongRows, {32, 8});
  LinearLayout to = layoutOf(alongCols, {32, 8});
  std::optional<WarpLocalConversion> conversion =
      getWarpLocalConversion(from, to);
  ASSERT_TRUE(conversion.has_value());
  expectMovesEveryElement(from, to, *conversion);
  // Lane 8r + c (row r, column pair c) takes lane 4c + r's pair.
  EXPECT_EQ(conversion->sourceRegisters, (llvm::SmallVector<int64_t>{0, 1}));
  EXPECT_EQ(conversion->sourceLanes, (llvm::SmallVector<int64_t>{0, 0}));
  EXPECT_EQ(conversion->laneSteps,
            (llvm::SmallVector<int64_t>{4, 8, 16, 1, 2}));
  EXPECT_FALSE(conversion->staysInLane(0));
  // And the other way round.
  std::optional<WarpLocalConversion> back = getWarpLocalConversion(to, from);
  ASSERT_TRUE(back.has_value());
  expectMovesEveryElement(to, from, *back);
}

TEST_F(LinearLayoutTest, WarpLocalConversionBroadcastsWithinWarps) {
  // A row of 8 held one element per lane by lanes 0-7 (the other lanes
  // hold copies), into every lane holding all 8: register r of each lane
  // comes from lane r.
  auto spread =
      BlockedLayoutAttr::get(&context, {1, 1}, {1, 32}, {1, 4}, {1, 0});
  auto whole =
      BlockedLayoutAttr::get(&context, {1, 8}, {1, 32}, {1, 4}, {1, 0});
  LinearLayout from = layoutOf(spread, {1, 8});
  LinearLayout to = layoutOf(whole, {1, 8});
  std::optional<WarpLocalConversion> conversion =
      getWarpLocalConversion(from, to);
  ASSERT_TRUE(conversion.has_value());
  expectMovesEveryElement(from, to, *conversion);
  EXPECT_EQ(conversion->sourceLanes,
            (llvm::SmallVector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(conversion->laneSteps, (llvm::SmallVector<int64_t>{0, 0, 0, 0, 0}));
}

TEST_F(LinearLayoutTest, WarpLocalConversionRefusesOtherWarpsAndTrades) {
  // Attention's output: wgmma fragments into 16-byte runs along rows. The
  // warps keep their 16-row bands, but four lane bits and four register
  // bits trade places: the source register depends on the lane.
  auto wgmma = WgmmaLayoutAttr::get(&context, {4, 1}, {64, 64, 16});
  auto runs = BlockedLayoutAttr::get(&context, {4, 8}, {4, 8}, {4, 1}, {1, 0});
  EXPECT_FALSE(getWarpLocalConversion(layoutOf(wgmma, {64, 64}),
                                      layoutOf(runs, {64, 64})));
  // A transpose needs the elements other warps hold.
  auto rows = BlockedLayoutAttr::get(&context, {1, 8}, {4, 8}, {4, 1}, {1, 0});
  auto cols = BlockedLayoutAttr::get(&context, {8, 1}, {8, 4}, {1, 4}, {0, 1});
  EXPECT_FALSE(getWarpLocalConversion(layoutOf(rows, {64, 64}),
                                      layoutOf(cols, {64, 64})));
  // Every warp holding the whole tile needs the rows of the others.
  auto bands = BlockedLayoutAttr::get(&context, {1, 2}, {8, 4}, {4, 1}, {1, 0});
  auto copies =
      BlockedLayoutAttr::get(&context, {1, 2}, {8, 4}, {1, 4}, {1, 0});
  EXPECT_FALSE(getWarpLocalConversion(layoutOf(bands, {32, 8}),
                                      layoutOf(copies, {32, 8})));
}
