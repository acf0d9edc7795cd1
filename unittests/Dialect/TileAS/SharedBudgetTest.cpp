//===- SharedBudgetTest.cpp - Shared memory a CTA may use
//------------------===//
//
// The shares of an SM's shared memory that tileas-pipeline sizes stages by,
// against the CUDA occupancy rule they follow: an SM of S bytes holds C
// CTAs of B bytes each when C * (B + 1 KiB) <= S, the driver reserving 1
// KiB for each, and a CTA's opt-in maximum is S less that reserve.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::nv_tileas;

namespace {
class SharedBudgetTest : public ::testing::Test {
protected:
  /// A module whose kernels may use `bytes` a CTA, with an op inside that
  /// stands for a kernel (the attributes are read from it and around it).
  Operation *kernelWith(int64_t bytes, int64_t minCTAs = 0) {
    OpBuilder b(&context);
    outer = ModuleOp::create(b.getUnknownLoc());
    outer->getOperation()->setAttr(kSharedMemoryBytesAttrName,
                                   b.getI64IntegerAttr(bytes));
    b.setInsertionPointToEnd(outer->getBody());
    auto kernel = ModuleOp::create(b, b.getUnknownLoc());
    if (minCTAs)
      kernel->setAttr(kMinCTAsPerSMAttrName, b.getI32IntegerAttr(minCTAs));
    return kernel;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> outer;
};
} // namespace

TEST_F(SharedBudgetTest, SharesFollowTheOccupancyRule) {
  // sm_90: 228 KiB an SM, 227 KiB a CTA; sm_80: 164 and 163.
  for (int64_t sm : {228 * 1024, 164 * 1024}) {
    Operation *kernel = kernelWith(sm - 1024);
    EXPECT_EQ(getSharedBytesPerCTA(kernel, 1), sm - 1024);
    for (int64_t ctas = 2; ctas <= 8; ++ctas) {
      int64_t share = getSharedBytesPerCTA(kernel, ctas);
      // `ctas` CTAs of the share are resident; of one more byte each, not.
      EXPECT_LE(ctas * (share + 1024), sm) << sm << " " << ctas;
      EXPECT_GT(ctas * (share + 1 + 1024), sm) << sm << " " << ctas;
    }
  }
}

TEST_F(SharedBudgetTest, StageBudgetTakesTheHintedShare) {
  int64_t perCTA, ctas;
  // Without a hint: the whole opt-in maximum, less the dynamic buffer's
  // run-time alignment.
  Operation *plain = kernelWith(232448);
  EXPECT_EQ(getStageBudget(plain, perCTA, ctas),
            232448 - kDynamicSharedAlignmentBytes);
  EXPECT_EQ(perCTA, 232448);
  EXPECT_EQ(ctas, 0);
  // An occupancy hint of 2 CTAs: half the SM, less the reserve.
  Operation *two = kernelWith(232448, 2);
  EXPECT_EQ(getStageBudget(two, perCTA, ctas),
            getSharedBytesPerCTA(two, 2) - kDynamicSharedAlignmentBytes);
  EXPECT_EQ(perCTA, 228 * 1024 / 2 - 1024);
  EXPECT_EQ(ctas, 2);
  // The static 48 KiB: no share below it, and no alignment to pay.
  Operation *small = kernelWith(kStaticSharedBytes, 4);
  EXPECT_EQ(getStageBudget(small, perCTA, ctas), kStaticSharedBytes);
  EXPECT_EQ(ctas, 0);
}

TEST_F(SharedBudgetTest, StaticLimitOfTileLaunches) {
  int64_t perCTA, ctas;
  // By default a kernel may declare the 48 KiB any launch provides, however
  // much more its launch gives it dynamically.
  Operation *dynamic = kernelWith(232448);
  EXPECT_EQ(getStaticSharedMemoryBytes(dynamic), kStaticSharedBytes);
  // A tile launch's kernels (sm_90a) declare all of it: stages then pay no
  // run-time alignment, whole or shared between two CTAs.
  Operation *tile = kernelWith(232448);
  outer->getOperation()->setAttr(kStaticSharedMemoryBytesAttrName,
                                 Builder(&context).getI64IntegerAttr(232448));
  EXPECT_EQ(getStaticSharedMemoryBytes(tile), 232448);
  EXPECT_EQ(getStageBudget(tile, perCTA, ctas), 232448);
  Operation *tileTwo = kernelWith(232448, 2);
  outer->getOperation()->setAttr(kStaticSharedMemoryBytesAttrName,
                                 Builder(&context).getI64IntegerAttr(232448));
  EXPECT_EQ(getStageBudget(tileTwo, perCTA, ctas),
            getSharedBytesPerCTA(tileTwo, 2));
  EXPECT_EQ(ctas, 2);
  // Never more than the CTA may use, and never less than 48 KiB.
  Operation *capped = kernelWith(65536);
  outer->getOperation()->setAttr(kStaticSharedMemoryBytesAttrName,
                                 Builder(&context).getI64IntegerAttr(232448));
  EXPECT_EQ(getStaticSharedMemoryBytes(capped), 65536);
  Operation *floor = kernelWith(232448);
  outer->getOperation()->setAttr(kStaticSharedMemoryBytesAttrName,
                                 Builder(&context).getI64IntegerAttr(1024));
  EXPECT_EQ(getStaticSharedMemoryBytes(floor), kStaticSharedBytes);
  // The tile launch attribute is found around the kernel.
  EXPECT_FALSE(isTileLaunch(floor));
  outer->getOperation()->setAttr(kTileLaunchAttrName,
                                 Builder(&context).getUnitAttr());
  EXPECT_TRUE(isTileLaunch(floor));
}
