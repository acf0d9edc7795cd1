//===- FloatConversionsTest.cpp - GPU float conversions vs the interpreter ===//
//
// The GPU lowering converts to and from f8, f4, tf32 (and rounds f16/bf16
// in the directed modes) with integer IR. That IR is target independent, so
// it is JIT-compiled for the host here and compared bit for bit with the
// interpreter's conversions (runtime::encodeFloat / decodeFloat).
//
//===----------------------------------------------------------------------===//

#include "../../lib/Conversion/TileAAToLLVM/FloatConversions.h"
#include "tileir/Runtime/NumericConversions.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/bit.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/TargetSelect.h"
#include "gtest/gtest.h"

#include <cmath>
#include <functional>
#include <random>

using namespace mlir;
using namespace mlir::tileir;
using tilegpu::Rounding;
namespace rt = mlir::tileir::runtime;

namespace {

using TruncFn = uint32_t (*)(uint32_t, bool);
using ExactTruncFn = uint32_t (*)(uint32_t);
using ExtendFn = uint32_t (*)(uint32_t);

const Rounding kModes[] = {Rounding::NearestEven, Rounding::Zero,
                           Rounding::NegativeInf, Rounding::PositiveInf};

rt::Rounding toRuntime(Rounding r) {
  switch (r) {
  case Rounding::NearestEven:
    return rt::Rounding::NearestEven;
  case Rounding::Zero:
    return rt::Rounding::Zero;
  case Rounding::NegativeInf:
    return rt::Rounding::NegativeInf;
  case Rounding::PositiveInf:
    return rt::Rounding::PositiveInf;
  }
  return rt::Rounding::NearestEven;
}

/// The formats under test with the builtin type that names each.
struct Case {
  rt::ElemKind kind;
  Type (*type)(MLIRContext *);
};
const Case kFormats[] = {
    {rt::ElemKind::F16,
     [](MLIRContext *c) -> Type { return Float16Type::get(c); }},
    {rt::ElemKind::BF16,
     [](MLIRContext *c) -> Type { return BFloat16Type::get(c); }},
    {rt::ElemKind::TF32,
     [](MLIRContext *c) -> Type { return FloatTF32Type::get(c); }},
    {rt::ElemKind::F8E4M3FN,
     [](MLIRContext *c) -> Type { return Float8E4M3FNType::get(c); }},
    {rt::ElemKind::F8E5M2,
     [](MLIRContext *c) -> Type { return Float8E5M2Type::get(c); }},
    {rt::ElemKind::F8E8M0FNU,
     [](MLIRContext *c) -> Type { return Float8E8M0FNUType::get(c); }},
    {rt::ElemKind::F4E2M1FN,
     [](MLIRContext *c) -> Type { return Float4E2M1FNType::get(c); }},
};

std::string truncName(size_t format, Rounding r) {
  return "trunc_" + std::to_string(format) + "_" + std::to_string(int(r));
}
/// The same without a sticky operand (the form product operands round in,
/// which may take a shorter path).
std::string exactTruncName(size_t format, Rounding r) {
  return "trunc_exact_" + std::to_string(format) + "_" + std::to_string(int(r));
}
std::string extendName(size_t format) {
  return "extend_" + std::to_string(format);
}

/// The f8 pair widening to f16x2 of `type`: i32 -> both f16s' bits.
std::string pairName(Type type) {
  return isa<Float8E4M3FNType>(type) ? "widen_pair_e4m3" : "widen_pair_e5m2";
}

/// Storage bits of a converted value, zero-extended to i32.
Value storageBits(OpBuilder &b, Location loc, Value v) {
  Type i32 = b.getI32Type();
  Type t = v.getType();
  if (t.isF32())
    return LLVM::BitcastOp::create(b, loc, i32, v);
  if (t.isF16() || t.isBF16())
    v = LLVM::BitcastOp::create(b, loc, b.getI16Type(), v);
  return LLVM::ZExtOp::create(b, loc, i32, v);
}

/// One function per format and rounding: (f32 bits, sticky) -> storage
/// bits; and one per format: storage bits -> f32 bits.
OwningOpRef<ModuleOp> buildModule(MLIRContext &ctx) {
  OpBuilder b(&ctx);
  Location loc = b.getUnknownLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());
  Type i32 = b.getI32Type(), i1 = b.getI1Type();
  for (size_t f = 0; f < std::size(kFormats); ++f) {
    Type type = kFormats[f].type(&ctx);
    for (Rounding r : kModes) {
      OpBuilder::InsertionGuard guard(b);
      auto fn = LLVM::LLVMFuncOp::create(
          b, loc, truncName(f, r), LLVM::LLVMFunctionType::get(i32, {i32, i1}));
      Block *entry = fn.addEntryBlock(b);
      b.setInsertionPointToEnd(entry);
      Value x = LLVM::BitcastOp::create(b, loc, b.getF32Type(),
                                        entry->getArgument(0));
      Value v = tilegpu::emitTruncateFromF32(b, loc, x, entry->getArgument(1),
                                             type, r);
      LLVM::ReturnOp::create(b, loc, storageBits(b, loc, v));
    }
    for (Rounding r : kModes) {
      OpBuilder::InsertionGuard guard(b);
      auto fn =
          LLVM::LLVMFuncOp::create(b, loc, exactTruncName(f, r),
                                   LLVM::LLVMFunctionType::get(i32, {i32}));
      Block *entry = fn.addEntryBlock(b);
      b.setInsertionPointToEnd(entry);
      Value x = LLVM::BitcastOp::create(b, loc, b.getF32Type(),
                                        entry->getArgument(0));
      Value v = tilegpu::emitTruncateFromF32(b, loc, x, Value(), type, r);
      LLVM::ReturnOp::create(b, loc, storageBits(b, loc, v));
    }
    OpBuilder::InsertionGuard guard(b);
    auto fn = LLVM::LLVMFuncOp::create(b, loc, extendName(f),
                                       LLVM::LLVMFunctionType::get(i32, {i32}));
    Block *entry = fn.addEntryBlock(b);
    b.setInsertionPointToEnd(entry);
    Value arg = entry->getArgument(0);
    Value storage;
    if (type.isTF32())
      storage = LLVM::BitcastOp::create(b, loc, b.getF32Type(), arg);
    else if (type.isF16() || type.isBF16())
      storage = LLVM::BitcastOp::create(
          b, loc, type, LLVM::TruncOp::create(b, loc, b.getI16Type(), arg));
    else
      storage = LLVM::TruncOp::create(b, loc, b.getI8Type(), arg);
    Value x = tilegpu::emitExtendToF32(b, loc, storage, type);
    LLVM::ReturnOp::create(b, loc,
                           LLVM::BitcastOp::create(b, loc, i32, x).getResult());
  }
  for (Type type :
       {Type(Float8E4M3FNType::get(&ctx)), Type(Float8E5M2Type::get(&ctx))}) {
    OpBuilder::InsertionGuard guard(b);
    auto fn = LLVM::LLVMFuncOp::create(b, loc, pairName(type),
                                       LLVM::LLVMFunctionType::get(i32, {i32}));
    Block *entry = fn.addEntryBlock(b);
    b.setInsertionPointToEnd(entry);
    Value pair =
        tilegpu::emitExtendF8x2ToF16x2(b, loc, entry->getArgument(0), type);
    LLVM::ReturnOp::create(
        b, loc, LLVM::BitcastOp::create(b, loc, i32, pair).getResult());
  }
  return module;
}

class FloatConversionsJit : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    DialectRegistry registry;
    registry.insert<LLVM::LLVMDialect>();
    registerBuiltinDialectTranslation(registry);
    registerLLVMDialectTranslation(registry);
    ctx = new MLIRContext(registry);
    ctx->loadAllAvailableDialects();
    OwningOpRef<ModuleOp> module = buildModule(*ctx);
    ASSERT_TRUE(succeeded(module->verify()));
    auto llvmCtx = std::make_unique<llvm::LLVMContext>();
    std::unique_ptr<llvm::Module> ir =
        translateModuleToLLVMIR(*module, *llvmCtx);
    ASSERT_TRUE(ir);
    auto created = llvm::orc::LLJITBuilder().create();
    ASSERT_TRUE(bool(created)) << llvm::toString(created.takeError());
    jit = created->release();
    ir->setDataLayout(jit->getDataLayout());
    llvm::Error err = jit->addIRModule(
        llvm::orc::ThreadSafeModule(std::move(ir), std::move(llvmCtx)));
    ASSERT_FALSE(bool(err)) << llvm::toString(std::move(err));
  }
  static void TearDownTestSuite() {
    delete jit;
    delete ctx;
  }

  template <typename Fn> static Fn lookup(const std::string &name) {
    auto sym = jit->lookup(name);
    if (!sym) {
      ADD_FAILURE() << llvm::toString(sym.takeError());
      return nullptr;
    }
    return sym->toPtr<Fn>();
  }

  static MLIRContext *ctx;
  static llvm::orc::LLJIT *jit;
};
MLIRContext *FloatConversionsJit::ctx = nullptr;
llvm::orc::LLJIT *FloatConversionsJit::jit = nullptr;

bool isIEEELike(rt::ElemKind k) {
  return k == rt::ElemKind::F16 || k == rt::ElemKind::BF16 ||
         k == rt::ElemKind::TF32;
}

/// f32 bit patterns around every rounding position of every format: each
/// sign and exponent, the top mantissa bits, and low bits that make ties,
/// just-above-ties and sticky cases.
std::vector<uint32_t> structuredInputs() {
  std::vector<uint32_t> out;
  const uint32_t lows[] = {0,      1,      0x0FFF, 0x1000, 0x1001,
                           0x2000, 0x3000, 0x7FFF, 0x8000, 0xFFFF};
  for (uint32_t sign = 0; sign < 2; ++sign)
    for (uint32_t exp = 0; exp < 256; ++exp)
      for (uint32_t top = 0; top < 128; ++top)
        for (uint32_t low : lows)
          out.push_back(sign << 31 | exp << 23 | top << 16 | low);
  return out;
}

/// Compares `convert(f32 bits, sticky)` of every format and rounding with
/// the interpreter's conversion, with and without the sticky bit where
/// `withSticky`.
template <typename Convert>
void expectTruncationsMatchInterpreter(Convert convert, bool withSticky) {
  std::vector<uint32_t> inputs = structuredInputs();
  std::mt19937 rng(1234);
  for (int i = 0; i < 200000; ++i)
    inputs.push_back(rng());
  for (size_t f = 0; f < std::size(kFormats); ++f) {
    rt::ElemKind kind = kFormats[f].kind;
    for (Rounding r : kModes) {
      auto fn = convert(f, r);
      ASSERT_TRUE(fn);
      int failures = 0;
      for (uint32_t x : inputs) {
        float value = llvm::bit_cast<float>(x);
        for (bool sticky : {false, true}) {
          if (sticky && (!withSticky || !std::isfinite(value)))
            continue;
          // A sticky bit stands for a value just beyond `value`, away
          // from zero: the next double is far below f32 precision.
          double exact = value;
          if (sticky)
            exact = std::nextafter(exact,
                                   std::signbit(value) ? -INFINITY : INFINITY);
          uint32_t want = rt::encodeFloat(exact, kind, toRuntime(r));
          uint32_t got = fn(x, sticky);
          if (isIEEELike(kind) && std::isnan(value)) {
            // NaN payloads are not specified; NaN-ness is.
            if (std::isnan(rt::decodeFloat(got, kind)))
              continue;
          } else if (got == want) {
            continue;
          }
          if (++failures <= 5)
            ADD_FAILURE() << rt::getKindName(kind) << " rounding " << int(r)
                          << (sticky ? " sticky" : "") << ": f32 0x" << std::hex
                          << x << " gives 0x" << got << ", interpreter 0x"
                          << want;
        }
      }
      EXPECT_EQ(failures, 0) << rt::getKindName(kind) << " rounding " << int(r);
    }
  }
}

TEST_F(FloatConversionsJit, TruncateMatchesInterpreter) {
  expectTruncationsMatchInterpreter(
      [](size_t f, Rounding r) { return lookup<TruncFn>(truncName(f, r)); },
      /*withSticky=*/true);
}

// Without a sticky operand tf32 rounds to nearest even by an integer add.
TEST_F(FloatConversionsJit, TruncateWithoutStickyMatchesInterpreter) {
  expectTruncationsMatchInterpreter(
      [](size_t f, Rounding r) {
        using Fn = std::function<uint32_t(uint32_t, bool)>;
        auto fn = lookup<ExactTruncFn>(exactTruncName(f, r));
        return fn ? Fn([fn](uint32_t x, bool) { return fn(x); }) : Fn();
      },
      /*withSticky=*/false);
}

TEST_F(FloatConversionsJit, ExtendIsExact) {
  for (size_t f = 0; f < std::size(kFormats); ++f) {
    rt::ElemKind kind = kFormats[f].kind;
    auto fn = lookup<ExtendFn>(extendName(f));
    ASSERT_TRUE(fn);
    uint32_t count = rt::getBitWidth(kind) == 16  ? 0x10000
                     : rt::getBitWidth(kind) == 4 ? 16
                                                  : 256;
    if (kind == rt::ElemKind::TF32)
      count = 1u << 19;
    for (uint32_t i = 0; i < count; ++i) {
      uint32_t bits = kind == rt::ElemKind::TF32 ? i << 13 : i;
      double want = rt::decodeFloat(bits, kind);
      float got = llvm::bit_cast<float>(fn(bits));
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(got)) << rt::getKindName(kind) << " " << bits;
        continue;
      }
      EXPECT_EQ(double(got), want) << rt::getKindName(kind) << " " << bits;
      EXPECT_EQ(std::signbit(got), std::signbit(want))
          << rt::getKindName(kind) << " " << bits;
    }
  }
}

// Below sm_89 mma.sync multiplies f8 as f16: every pair of bytes (the high
// 16 bits of the register are ignored) widens to the two f16 values.
TEST_F(FloatConversionsJit, F8PairsWidenToF16Exactly) {
  for (auto [kind, name] :
       {std::pair{rt::ElemKind::F8E4M3FN, "widen_pair_e4m3"},
        std::pair{rt::ElemKind::F8E5M2, "widen_pair_e5m2"}}) {
    auto fn = lookup<ExtendFn>(name);
    ASSERT_TRUE(fn);
    int failures = 0;
    for (uint32_t pair = 0; pair < 0x10000; ++pair) {
      uint32_t got = fn(pair | 0xA5C30000u);
      for (int h = 0; h < 2; ++h) {
        double want = rt::decodeFloat((pair >> (8 * h)) & 0xFF, kind);
        double value =
            rt::decodeFloat((got >> (16 * h)) & 0xFFFF, rt::ElemKind::F16);
        bool ok = std::isnan(want) ? std::isnan(value)
                                   : value == want && std::signbit(value) ==
                                                          std::signbit(want);
        if (!ok && ++failures <= 5)
          ADD_FAILURE() << rt::getKindName(kind) << " pair 0x" << std::hex
                        << pair << " half " << h << " gives 0x" << got;
      }
    }
    EXPECT_EQ(failures, 0) << rt::getKindName(kind);
  }
}

} // namespace
