//===- DivisibilityTest.cpp - Multiples the IR proves ---------------------===//
//
// getKnownDivisor on small nv_tileaa functions: constants, lane-wise
// `assume div_by` (and the lane-structure forms it must ignore), products,
// sums and differences, and values nothing is known about.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAA/IR/Divisibility.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

using namespace mlir;

namespace {
class DivisibilityTest : public ::testing::Test {
protected:
  DivisibilityTest() {
    context.loadDialect<nv_tileaa::TileAADialect, cuda_tile::CudaTileDialect,
                        arith::ArithDialect, LLVM::LLVMDialect>();
  }

  /// The known divisors of the results of the ops marked `probe` in `body`
  /// (the body of a kernel with arguments %p, %n and %m), in order.
  llvm::SmallVector<int64_t> divisorsOf(llvm::StringRef body) {
    std::string text = "nv_tileaa.func @f(%p: !llvm.ptr, %n: i32, %m: i32) "
                       "attributes {kernel} {\n" +
                       body.str() + "\n  nv_tileaa.return\n}\n";
    module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module);
    llvm::SmallVector<int64_t> divisors;
    if (!module)
      return divisors;
    module->walk([&](Operation *op) {
      if (op->hasAttr("probe"))
        divisors.push_back(nv_tileaa::getKnownDivisor(op->getResult(0)));
    });
    return divisors;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};
} // namespace

TEST_F(DivisibilityTest, ConstantsGiveTheirPowerOfTwoPart) {
  auto d = divisorsOf(R"(
    %a = arith.constant {probe} 24 : i32
    %b = arith.constant {probe} 7 : i32
    %c = arith.constant {probe} 0 : i32)");
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0], 8);
  EXPECT_EQ(d[1], 1);
  EXPECT_EQ(d[2], int64_t(1) << 30); // every power of two divides 0
}

TEST_F(DivisibilityTest, AssumeDivByOnScalarsAndPointers) {
  auto d = divisorsOf(R"(
    %a = nv_tileaa.assume #cuda_tile.div_by<16>, %n {probe} : i32
    %b = nv_tileaa.assume #cuda_tile.div_by<16>, %p {probe} : !llvm.ptr
    %c = nv_tileaa.assume #cuda_tile.div_by<24>, %m {probe} : i32
    %e = nv_tileaa.assume #cuda_tile.bounded<0, ?>, %a {probe} : i32)");
  ASSERT_EQ(d.size(), 4u);
  EXPECT_EQ(d[0], 16);
  EXPECT_EQ(d[1], 16);
  EXPECT_EQ(d[2], 8);  // the power-of-two part of 24
  EXPECT_EQ(d[3], 16); // other predicates pass the inner value's through
}

TEST_F(DivisibilityTest, ArithmeticCombinesDivisors) {
  auto d = divisorsOf(R"(
    %a = nv_tileaa.assume #cuda_tile.div_by<8>, %n : i32
    %b = nv_tileaa.assume #cuda_tile.div_by<4>, %m : i32
    %c = arith.constant 6 : i32
    %mul = nv_tileaa.muli %a, %b {probe} : i32
    %add = nv_tileaa.addi %a, %b {probe} : i32
    %sub = nv_tileaa.subi %a, %c {probe} : i32
    %big = nv_tileaa.muli %mul, %mul {probe} : i32
    %unknown = nv_tileaa.addi %a, %n {probe} : i32)");
  ASSERT_EQ(d.size(), 5u);
  EXPECT_EQ(d[0], 32); // 8 * 4
  EXPECT_EQ(d[1], 4);  // the smaller
  EXPECT_EQ(d[2], 2);  // 8 and 6
  EXPECT_EQ(d[3], 1024);
  EXPECT_EQ(d[4], 1); // nothing is known of %n
}
