//===- FoldingTest.cpp - Numerics of the arithmetic folds -----------------===//
//
// Checks which folds happen and the bit patterns they produce: arithmetic is
// not evaluated (as in NVIDIA's canonicalizer), sign-bit float folds are
// exact, integer conversions fold at the element width.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
class FoldingTest : public ::testing::Test {
protected:
  FoldingTest() { context.loadDialect<CudaTileDialect>(); }

  /// Parses `opText` inside a kernel whose parameters are `params` and
  /// returns the op.
  Operation *parseOp(StringRef params, StringRef opText) {
    std::string source = ("cuda_tile.module @m {\n  entry @k(" + params +
                          ") {\n    %r = " + opText + "\n  }\n}\n")
                             .str();
    modules.push_back(parseSourceString<mlir::ModuleOp>(source, &context));
    EXPECT_TRUE(modules.back()) << source;
    if (!modules.back())
      return nullptr;
    Operation *found = nullptr;
    modules.back()->walk([&](Operation *op) {
      if (!found && op->getNumResults() == 1)
        found = op;
    });
    return found;
  }

  /// The constant an op folds to, or null when it does not fold to one.
  static Attribute foldToConstant(Operation *op, ArrayRef<Attribute> operands) {
    SmallVector<OpFoldResult> results;
    if (!op || failed(op->fold(operands, results)) || results.size() != 1)
      return {};
    return llvm::dyn_cast_if_present<Attribute>(results.front());
  }

  /// The value an op folds to, or null.
  static Value foldToValue(Operation *op, ArrayRef<Attribute> operands) {
    SmallVector<OpFoldResult> results;
    if (!op || failed(op->fold(operands, results)) || results.size() != 1)
      return {};
    return llvm::dyn_cast_if_present<Value>(results.front());
  }

  Attribute floatSplat(Type element, APFloat value) {
    return DenseElementsAttr::get(TileType::get({}, element), value);
  }
  Attribute floatFromBits(Type element, uint64_t bits) {
    const llvm::fltSemantics &semantics =
        llvm::cast<FloatType>(element).getFloatSemantics();
    return floatSplat(
        element,
        APFloat(semantics, APInt(APFloat::getSizeInBits(semantics), bits)));
  }
  Attribute intSplat(unsigned width, int64_t value) {
    IntegerType element = IntegerType::get(&context, width);
    return DenseElementsAttr::get(
        TileType::get({}, element),
        APInt(width, value, /*isSigned=*/true, /*implicitTrunc=*/true));
  }

  /// The bit pattern of a folded float splat; ~0 when there is none.
  static uint64_t bitsOf(Attribute attr) {
    auto elements = llvm::dyn_cast_or_null<DenseElementsAttr>(attr);
    if (!elements)
      return ~uint64_t(0);
    return elements.getSplatValue<APFloat>().bitcastToAPInt().getZExtValue();
  }
  /// The value of a folded integer splat, sign-extended.
  static std::optional<int64_t> intOf(Attribute attr) {
    auto elements = llvm::dyn_cast_or_null<DenseElementsAttr>(attr);
    if (!elements)
      return std::nullopt;
    return elements.getSplatValue<APInt>().getSExtValue();
  }

  MLIRContext context;
  SmallVector<OwningOpRef<mlir::ModuleOp>> modules;
};

constexpr const char *kF32Params = "%a: tile<f32>, %b: tile<f32>";
constexpr const char *kF16Params = "%a: tile<f16>, %b: tile<f16>";

// Rounded float arithmetic is never evaluated at compile time: what the
// target computes (a contracted fma, f16/bf16 directed rounding emulated in
// f32, canonical NaNs) is not what APFloat would give.
TEST_F(FoldingTest, RoundedFloatArithmeticDoesNotFold) {
  Type f32 = Float32Type::get(&context);
  Attribute one = floatFromBits(f32, 0x3F800000);
  Attribute three = floatFromBits(f32, 0x40400000);
  Attribute minusZero = floatFromBits(f32, 0x80000000);
  for (const char *op : {"addf", "subf", "mulf", "divf"}) {
    for (const char *modifiers : {"", "rounding<zero>", "flush_to_zero"}) {
      Operation *folded =
          parseOp(kF32Params,
                  (Twine(op) + " %a, %b " + modifiers + " : tile<f32>").str());
      std::string what = (Twine(op) + " " + modifiers).str();
      EXPECT_FALSE(foldToConstant(folded, {one, three})) << what;
      // Not even a neutral operand: x + -0.0 and x * 1.0 stay.
      EXPECT_FALSE(foldToValue(folded, {Attribute(), minusZero})) << what;
      EXPECT_FALSE(foldToValue(folded, {Attribute(), one})) << what;
    }
  }
  Operation *half =
      parseOp(kF16Params, "addf %a, %b rounding<positive_inf> : tile<f16>");
  Type f16 = Float16Type::get(&context);
  EXPECT_FALSE(foldToConstant(
      half, {floatFromBits(f16, 0x3C00), floatFromBits(f16, 0x1000)}));
}

// negf and absf only touch the sign bit, which is exact; NaN operands are
// left to the target, whose NaN results are canonical.
TEST_F(FoldingTest, SignBitFoldsSkipNaN) {
  Type f32 = Float32Type::get(&context);
  Operation *neg = parseOp("%a: tile<f32>", "negf %a : tile<f32>");
  Operation *abs = parseOp("%a: tile<f32>", "absf %a : tile<f32>");
  EXPECT_EQ(bitsOf(foldToConstant(neg, {floatFromBits(f32, 0x3F800000)})),
            0xBF800000u);
  EXPECT_EQ(bitsOf(foldToConstant(neg, {floatFromBits(f32, 0x00000000)})),
            0x80000000u);
  EXPECT_EQ(bitsOf(foldToConstant(abs, {floatFromBits(f32, 0x80000001)})),
            0x00000001u);
  EXPECT_FALSE(foldToConstant(neg, {floatFromBits(f32, 0x7FC00001)}));
  EXPECT_FALSE(foldToConstant(abs, {floatFromBits(f32, 0xFFC00000)}));
}

// Like NVIDIA's canonicalizer, ours evaluates no integer, bitwise or
// comparison arithmetic, and keeps neutral operands: `addi 0, 2` stays, so
// canonical IR is the same for both tools (the lowered IR is folded later).
TEST_F(FoldingTest, IntegerArithmeticDoesNotFold) {
  const char *params = "%a: tile<i32>, %b: tile<i32>";
  Attribute two = intSplat(32, 2), zero = intSplat(32, 0);
  for (const char *text :
       {"addi %a, %b : tile<i32>", "subi %a, %b : tile<i32>",
        "muli %a, %b : tile<i32>", "shli %a, %b : tile<i32>",
        "shri %a, %b signed : tile<i32>", "divi %a, %b signed : tile<i32>",
        "remi %a, %b unsigned : tile<i32>", "maxi %a, %b signed : tile<i32>",
        "mini %a, %b unsigned : tile<i32>", "andi %a, %b : tile<i32>",
        "ori %a, %b : tile<i32>", "xori %a, %b : tile<i32>",
        "cmpi equal %a, %b, signed : tile<i32> -> tile<i1>"}) {
    Operation *op = parseOp(params, text);
    EXPECT_FALSE(foldToConstant(op, {two, two})) << text;
    EXPECT_FALSE(foldToValue(op, {Attribute(), zero})) << text;
  }
  for (const char *text : {"absi %a : tile<i32>", "negi %a : tile<i32>"})
    EXPECT_FALSE(foldToConstant(parseOp("%a: tile<i32>", text), {two})) << text;
}

TEST_F(FoldingTest, I4Conversions) {
  Attribute minusThree =
      DenseElementsAttr::get(TileType::get({}, IntegerType::get(&context, 4)),
                             APInt(4, -3, /*isSigned=*/true));
  EXPECT_EQ(
      intOf(foldToConstant(
          parseOp("%a: tile<i4>", "exti %a signed : tile<i4> -> tile<i32>"),
          {minusThree})),
      -3);
  EXPECT_EQ(intOf(foldToConstant(parseOp("%a: tile<i4>",
                                         "exti %a unsigned : tile<i4> -> "
                                         "tile<i32>"),
                                 {minusThree})),
            13);
  // 300 = 0x12C keeps its low nibble 0xC, which is -4 in i4.
  EXPECT_EQ(intOf(foldToConstant(
                parseOp("%a: tile<i32>", "trunci %a : tile<i32> -> tile<i4>"),
                {intSplat(32, 300)})),
            -4);
}
} // namespace
