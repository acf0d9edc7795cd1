//===- CPUCompileCacheTest.cpp - The CPU compile cache is never stale -----===//
//
// A relaunch of an unchanged module takes its kernel from the cache without
// compiling; a module changed in place, a module parsed again and a module
// in a new context each run the code of their own content.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Runtime/CPULauncher.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

#include <array>
#include <cmath>
#include <string>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

namespace {
/// Stores the constant VALUE into the 8 floats at %out.
std::string fillKernel(const std::string &value) {
  return R"(cuda_tile.module @m {
  entry @fill(%out: tile<ptr<f32>>) {
    %tok = make_token : token
    %v = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %p = make_partition_view %v : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %c = constant <f32: )" +
         value + R"(> : tile<8xf32>
    %zero = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %c, %p[%zero] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
    return
  }
})";
}

struct Kernel {
  OwningOpRef<Operation *> module;
  ct::EntryOp entry;
};

Kernel parse(MLIRContext &context, const std::string &text) {
  context.loadDialect<ct::CudaTileDialect>();
  Kernel kernel;
  kernel.module = parseSourceString(text, ParserConfig(&context), "fill.mlir");
  if (kernel.module)
    kernel.module->walk([&](ct::EntryOp op) { kernel.entry = op; });
  return kernel;
}

/// Launches one tile block of `entry` and returns its output's first float
/// (NaN on failure, with the error reported through gtest).
float launch(ct::EntryOp entry) {
  std::array<float, 8> out;
  out.fill(-1.0f);
  Memory memory;
  TileValue pointer(ElemKind::Ptr, {});
  pointer.setBits(0, memory.registerBuffer(out.data(), sizeof(out), "out"));
  std::vector<RtValue> args{RtValue::ofTile(std::move(pointer))};
  LaunchOptions options;
  options.grid = {1, 1, 1};
  options.threads = 1;
  std::string error;
  CompiledLaunchStatus status =
      launchCompiledKernel(entry, args, memory, options, error);
  EXPECT_EQ(status, CompiledLaunchStatus::Done) << error;
  if (status != CompiledLaunchStatus::Done)
    return NAN;
  // Every element, so that a partly written tile shows too.
  for (float x : out)
    EXPECT_EQ(x, out[0]);
  return out[0];
}

/// The counters' change since `before`.
CPUCompileCacheStats since(const CPUCompileCacheStats &before) {
  CPUCompileCacheStats now = getCPUCompileCacheStats();
  return {now.fingerprintHits - before.fingerprintHits,
          now.textHits - before.textHits, now.compiles - before.compiles};
}

TEST(CPUCompileCache, UnchangedModuleCompilesOnce) {
  MLIRContext context;
  // A value no other test uses, so that the text cache cannot answer.
  Kernel kernel = parse(context, fillKernel("11.0"));
  ASSERT_TRUE(kernel.entry);
  CPUCompileCacheStats before = getCPUCompileCacheStats();
  EXPECT_EQ(launch(kernel.entry), 11.0f);
  EXPECT_EQ(launch(kernel.entry), 11.0f);
  EXPECT_EQ(launch(kernel.entry), 11.0f);
  CPUCompileCacheStats delta = since(before);
  EXPECT_EQ(delta.compiles, 1u);
  EXPECT_EQ(delta.fingerprintHits, 2u);
  EXPECT_EQ(delta.textHits, 0u);
}

TEST(CPUCompileCache, ModuleChangedInPlaceRecompiles) {
  MLIRContext context;
  Kernel kernel = parse(context, fillKernel("12.0"));
  ASSERT_TRUE(kernel.entry);
  CPUCompileCacheStats before = getCPUCompileCacheStats();
  EXPECT_EQ(launch(kernel.entry), 12.0f);

  // The same op, module and entry, holding another value.
  ct::ConstantOp constant;
  kernel.entry.walk([&](ct::ConstantOp op) {
    if (isa<FloatType>(op.getType().getElementType()))
      constant = op;
  });
  ASSERT_TRUE(constant);
  auto type = cast<ShapedType>(constant.getValue().getType());
  constant.setValueAttr(
      cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(type, 13.0f)));
  EXPECT_EQ(launch(kernel.entry), 13.0f);
  EXPECT_EQ(launch(kernel.entry), 13.0f);

  // Changed back: the text cache still has the first kernel.
  constant.setValueAttr(
      cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(type, 12.0f)));
  EXPECT_EQ(launch(kernel.entry), 12.0f);

  CPUCompileCacheStats delta = since(before);
  EXPECT_EQ(delta.compiles, 2u);
  EXPECT_EQ(delta.fingerprintHits, 1u);
  EXPECT_EQ(delta.textHits, 1u);
}

TEST(CPUCompileCache, SameTextInAnotherModuleSharesTheKernel) {
  MLIRContext context;
  Kernel first = parse(context, fillKernel("14.0"));
  Kernel second = parse(context, fillKernel("14.0"));
  ASSERT_TRUE(first.entry && second.entry);
  CPUCompileCacheStats before = getCPUCompileCacheStats();
  EXPECT_EQ(launch(first.entry), 14.0f);
  EXPECT_EQ(launch(second.entry), 14.0f);
  EXPECT_EQ(launch(second.entry), 14.0f);
  CPUCompileCacheStats delta = since(before);
  EXPECT_EQ(delta.compiles, 1u);
  EXPECT_EQ(delta.textHits, 1u);
  EXPECT_EQ(delta.fingerprintHits, 1u);
}

TEST(CPUCompileCache, ModulesOfFreedContextsRunTheirOwnCode) {
  // Each round frees its module and context before the next one creates
  // theirs, with another constant. A memo of addresses that outlived its
  // context could return the previous round's kernel where the allocator
  // reuses the addresses; glibc's does not reliably do so here, so this
  // checks the results rather than proving the hazard is met.
  for (int round = 0; round < 4; ++round) {
    MLIRContext context;
    float value = 20 + round;
    Kernel kernel = parse(context, fillKernel(std::to_string(value)));
    ASSERT_TRUE(kernel.entry);
    EXPECT_EQ(launch(kernel.entry), value);
  }
}
} // namespace
