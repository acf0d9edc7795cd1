//===- FoldingTest.cpp - Numerics of the arithmetic folds -----------------===//
//
// Checks the bit patterns the constant folds produce: each float op rounds
// once, in the element's own format, with its rounding mode; integer folds
// refuse the undefined cases.
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

TEST_F(FoldingTest, F32RoundingModes) {
  Type f32 = Float32Type::get(&context);
  // 1 + 0.75 ulp(1) and its negation.
  Attribute one = floatFromBits(f32, 0x3F800000);
  Attribute small = floatFromBits(f32, 0x33C00000);
  Attribute minusOne = floatFromBits(f32, 0xBF800000);
  Attribute minusSmall = floatFromBits(f32, 0xB3C00000);
  struct Case {
    const char *rounding;
    uint64_t positive, negative;
  } cases[] = {{"", 0x3F800001, 0xBF800001},
               {"rounding<zero>", 0x3F800000, 0xBF800000},
               {"rounding<positive_inf>", 0x3F800001, 0xBF800000},
               {"rounding<negative_inf>", 0x3F800000, 0xBF800001}};
  for (const Case &c : cases) {
    Operation *op =
        parseOp(kF32Params,
                (Twine("addf %a, %b ") + c.rounding + " : tile<f32>").str());
    EXPECT_EQ(bitsOf(foldToConstant(op, {one, small})), c.positive)
        << c.rounding;
    EXPECT_EQ(bitsOf(foldToConstant(op, {minusOne, minusSmall})), c.negative)
        << c.rounding;
  }
}

TEST_F(FoldingTest, DivisionRoundsEachWay) {
  Type f32 = Float32Type::get(&context);
  Attribute one = floatFromBits(f32, 0x3F800000);
  Attribute three = floatFromBits(f32, 0x40400000);
  // 1/3 = 0x3EAAAAAA.AAA...: truncation and rounding to nearest differ.
  EXPECT_EQ(bitsOf(foldToConstant(
                parseOp(kF32Params, "divf %a, %b : tile<f32>"), {one, three})),
            0x3EAAAAABu);
  EXPECT_EQ(bitsOf(foldToConstant(
                parseOp(kF32Params, "divf %a, %b rounding<zero> : tile<f32>"),
                {one, three})),
            0x3EAAAAAAu);
  // The approximations are implementation-defined: no fold.
  EXPECT_FALSE(foldToConstant(
      parseOp(kF32Params, "divf %a, %b rounding<approx> : tile<f32>"),
      {one, three}));
  EXPECT_FALSE(foldToConstant(
      parseOp(kF32Params, "divf %a, %b rounding<full> : tile<f32>"),
      {one, three}));
}

TEST_F(FoldingTest, F16RoundsInF16) {
  Type f16 = Float16Type::get(&context);
  Attribute one = floatFromBits(f16, 0x3C00);
  Attribute halfUlp = floatFromBits(f16, 0x1000); // 2^-11
  Attribute max = floatFromBits(f16, 0x7BFF);     // 65504
  Operation *nearest = parseOp(kF16Params, "addf %a, %b : tile<f16>");
  Operation *up =
      parseOp(kF16Params, "addf %a, %b rounding<positive_inf> : tile<f16>");
  Operation *zero =
      parseOp(kF16Params, "addf %a, %b rounding<zero> : tile<f16>");
  // A tie in f16 (exact in f32) goes to the even neighbour 1.0.
  EXPECT_EQ(bitsOf(foldToConstant(nearest, {one, halfUlp})), 0x3C00u);
  EXPECT_EQ(bitsOf(foldToConstant(up, {one, halfUlp})), 0x3C01u);
  // Overflow: infinity to nearest, the largest finite value toward zero.
  EXPECT_EQ(bitsOf(foldToConstant(nearest, {max, max})), 0x7C00u);
  EXPECT_EQ(bitsOf(foldToConstant(zero, {max, max})), 0x7BFFu);
}

TEST_F(FoldingTest, BF16RoundsInBF16) {
  Type bf16 = BFloat16Type::get(&context);
  Attribute a = floatFromBits(bf16, 0x4380); // 256
  Attribute b = floatFromBits(bf16, 0x3F80); // 1
  Operation *nearest =
      parseOp("%a: tile<bf16>, %b: tile<bf16>", "addf %a, %b : tile<bf16>");
  Operation *up = parseOp("%a: tile<bf16>, %b: tile<bf16>",
                          "addf %a, %b rounding<positive_inf> : tile<bf16>");
  EXPECT_EQ(bitsOf(foldToConstant(nearest, {a, b})), 0x4380u); // 256
  EXPECT_EQ(bitsOf(foldToConstant(up, {a, b})), 0x4381u);      // 258
}

TEST_F(FoldingTest, FlushToZero) {
  Type f32 = Float32Type::get(&context);
  Attribute subnormal = floatFromBits(f32, 0x00000001);
  Attribute zero = floatFromBits(f32, 0x00000000);
  Attribute tiny = floatFromBits(f32, 0x80800000); // -2^-126
  Attribute half = floatFromBits(f32, 0x3F000000);
  Operation *add = parseOp(kF32Params, "addf %a, %b flush_to_zero : tile<f32>");
  Operation *mul = parseOp(kF32Params, "mulf %a, %b flush_to_zero : tile<f32>");
  Operation *plainMul = parseOp(kF32Params, "mulf %a, %b : tile<f32>");
  // Subnormal inputs and results become zeros of their sign.
  EXPECT_EQ(bitsOf(foldToConstant(add, {subnormal, zero})), 0u);
  EXPECT_EQ(bitsOf(foldToConstant(mul, {tiny, half})), 0x80000000u);
  EXPECT_EQ(bitsOf(foldToConstant(plainMul, {tiny, half})), 0x80400000u);
}

TEST_F(FoldingTest, SignedZeroIdentity) {
  Type f32 = Float32Type::get(&context);
  Attribute plusZero = floatFromBits(f32, 0x00000000);
  Attribute minusZero = floatFromBits(f32, 0x80000000);
  Operation *nearest = parseOp(kF32Params, "addf %a, %b : tile<f32>");
  Operation *down =
      parseOp(kF32Params, "addf %a, %b rounding<negative_inf> : tile<f32>");
  Value a = nearest->getOperand(0);
  EXPECT_EQ(foldToValue(nearest, {Attribute(), minusZero}), a);
  EXPECT_FALSE(foldToValue(nearest, {Attribute(), plusZero}));
  // Rounding toward -inf, +0.0 + -0.0 is -0.0, so +0.0 is the neutral one.
  EXPECT_EQ(foldToValue(down, {Attribute(), plusZero}), down->getOperand(0));
  EXPECT_FALSE(foldToValue(down, {Attribute(), minusZero}));
}

TEST_F(FoldingTest, IntegerDivisionRounding) {
  struct Case {
    int64_t a, b;
    const char *mode;
    int64_t expected;
  } cases[] = {
      {7, 2, "", 3},
      {-7, 2, "", -3},
      {-7, 2, "rounding<negative_inf>", -4},
      {-7, 2, "rounding<positive_inf>", -3},
      {7, -2, "rounding<negative_inf>", -4},
      {7, -2, "rounding<positive_inf>", -3},
      {-7, -2, "rounding<negative_inf>", 3},
      {-7, -2, "rounding<positive_inf>", 4},
      {-8, 2, "rounding<negative_inf>", -4},
      {-8, 2, "rounding<positive_inf>", -4},
  };
  for (const Case &c : cases) {
    Operation *op =
        parseOp("%a: tile<i32>, %b: tile<i32>",
                (Twine("divi %a, %b signed ") + c.mode + " : tile<i32>").str());
    EXPECT_EQ(intOf(foldToConstant(op, {intSplat(32, c.a), intSplat(32, c.b)})),
              c.expected)
        << c.a << " / " << c.b << " " << c.mode;
  }
  Operation *unsignedCeil =
      parseOp("%a: tile<i32>, %b: tile<i32>",
              "divi %a, %b unsigned rounding<positive_inf> : tile<i32>");
  EXPECT_EQ(
      intOf(foldToConstant(unsignedCeil, {intSplat(32, 7), intSplat(32, 2)})),
      4);
  // -1 is 2^32 - 1 unsigned.
  EXPECT_EQ(
      intOf(foldToConstant(unsignedCeil, {intSplat(32, -1), intSplat(32, 2)})),
      INT64_C(-2147483648));
}

TEST_F(FoldingTest, UndefinedIntegerCasesDoNotFold) {
  const char *params = "%a: tile<i32>, %b: tile<i32>";
  Attribute min = intSplat(32, INT32_MIN);
  Attribute minusOne = intSplat(32, -1);
  Attribute zero = intSplat(32, 0);
  Attribute seven = intSplat(32, 7);
  EXPECT_FALSE(foldToConstant(parseOp(params, "divi %a, %b signed : tile<i32>"),
                              {min, minusOne}));
  EXPECT_FALSE(foldToConstant(
      parseOp(params, "divi %a, %b signed rounding<negative_inf> : tile<i32>"),
      {min, minusOne}));
  EXPECT_FALSE(foldToConstant(
      parseOp(params, "divi %a, %b unsigned : tile<i32>"), {seven, zero}));
  EXPECT_FALSE(foldToConstant(parseOp(params, "remi %a, %b signed : tile<i32>"),
                              {seven, zero}));
  EXPECT_FALSE(foldToConstant(parseOp(params, "shli %a, %b : tile<i32>"),
                              {seven, intSplat(32, 32)}));
  EXPECT_FALSE(foldToConstant(
      parseOp(params, "shri %a, %b unsigned : tile<i32>"), {seven, minusOne}));
  // MIN rem -1 is well defined: 0.
  EXPECT_EQ(
      intOf(foldToConstant(parseOp(params, "remi %a, %b signed : tile<i32>"),
                           {min, minusOne})),
      0);
}

TEST_F(FoldingTest, ComparisonSignedness) {
  const char *params = "%a: tile<i8>, %b: tile<i8>";
  Attribute minusOne = intSplat(8, -1);
  Attribute one = intSplat(8, 1);
  struct Case {
    const char *predicate;
    bool isSigned, isUnsigned;
  } cases[] = {
      {"equal", false, false},       {"not_equal", true, true},
      {"less_than", true, false},    {"less_than_or_equal", true, false},
      {"greater_than", false, true}, {"greater_than_or_equal", false, true}};
  for (const Case &c : cases) {
    for (bool isSigned : {true, false}) {
      Operation *op =
          parseOp(params, (Twine("cmpi ") + c.predicate + " %a, %b, " +
                           (isSigned ? "signed" : "unsigned") +
                           " : tile<i8> -> tile<i1>")
                              .str());
      std::optional<int64_t> result =
          intOf(foldToConstant(op, {minusOne, one}));
      ASSERT_TRUE(result) << c.predicate;
      // i1 true reads as -1 sign-extended.
      EXPECT_EQ(*result != 0, isSigned ? c.isSigned : c.isUnsigned)
          << c.predicate << (isSigned ? " signed" : " unsigned");
    }
  }
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
