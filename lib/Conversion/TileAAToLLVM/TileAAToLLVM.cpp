//===- TileAAToLLVM.cpp - The convert-tileaa-to-llvm pass -----------------===//

#include "tileir/Conversion/TileAAToLLVM/TileAAToLLVM.h"
#include "KernelEmitter.h"

#include "tileir/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_CONVERTTILEAATOLLVM
#include "tileir/Conversion/TileAAToLLVM/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
namespace aa = mlir::nv_tileaa;

static const tilegpu::LoweringTable &getLoweringTable() {
  static const tilegpu::LoweringTable table = [] {
    tilegpu::LoweringTable t;
    tilegpu::registerControlFlowLowerings(t);
    tilegpu::registerElementwiseLowerings(t);
    tilegpu::registerConversionLowerings(t);
    tilegpu::registerShapeLowerings(t);
    tilegpu::registerMemoryLowerings(t);
    tilegpu::registerAtomicLowerings(t);
    tilegpu::registerReduceScanLowerings(t);
    tilegpu::registerDotLowerings(t);
    tilegpu::registerMiscLowerings(t);
    tilegpu::registerTokenLowerings(t);
    tilegpu::registerLayoutConversionLowerings(t);
    tilegpu::registerSharedMemoryLowerings(t);
    tilegpu::registerTmaLowerings(t);
    return t;
  }();
  return table;
}

/// Emits kernel `func` into `module`. Where it has shared tiles (`tiles`
/// bytes at their peak, on `alignment`), they sit after the staging scratch,
/// whose size target.sharedBudgetBytes fixes before the emission: what the
/// ops will stage is known only once they are emitted, so a kernel whose
/// scratch went partly unused is emitted a second time with a scratch of
/// what it used. Then the CTA takes less shared memory, and more CTAs may
/// share an SM (the 64x64 attention kernel stages 9 KiB of its 32).
///
/// The second emission makes the same choices: each op takes the largest
/// staging that fits (chunks of rows, tensor-core staging), and what every
/// op used still fits. An op that ran while no tile was in place may have
/// run into the room the tiles took so far (copyRoom), which it keeps
/// beyond the smaller scratch: the scratch then needs to hold only what it
/// used beyond that room (the accumulator a GEMM's epilogue moves through
/// its freed stages). Should the second emission fail nonetheless, the
/// first one's scratch is used again.
static LogicalResult emitKernel(ModuleOp module, aa::FuncOp func,
                                tilegpu::TargetInfo target, OpBuilder &builder,
                                int64_t tiles, int64_t alignment) {
  llvm::SmallPtrSet<Operation *, 8> before;
  for (Operation &op : *module.getBody())
    before.insert(&op);
  auto eraseEmitted = [&] {
    llvm::SmallVector<Operation *> added;
    for (Operation &op : *module.getBody())
      if (!before.contains(&op))
        added.push_back(&op);
    for (Operation *op : added)
      op->erase();
  };
  tilegpu::KernelEmitter first(module, getLoweringTable(), target, builder);
  if (failed(first.emitKernel(func)))
    return failure();
  if (!tiles)
    return success();
  int64_t scratch =
      std::max(first.scratchNeedBesideTiles, first.scratchNeedWithoutTiles);
  scratch = llvm::alignTo(scratch, std::max<int64_t>(alignment, 16));
  if (scratch >= target.sharedBudgetBytes)
    return success();
  tilegpu::TargetInfo smaller = target;
  smaller.sharedBudgetBytes = smaller.sharedTilesBase = scratch;
  eraseEmitted();
  {
    tilegpu::KernelEmitter second(module, getLoweringTable(), smaller, builder);
    second.emitRemarks = false;
    ScopedDiagnosticHandler quiet(module.getContext(),
                                  [](Diagnostic &) { return success(); });
    if (succeeded(second.emitKernel(func)))
      return success();
  }
  eraseEmitted();
  tilegpu::KernelEmitter again(module, getLoweringTable(), target, builder);
  again.emitRemarks = false;
  return again.emitKernel(func);
}

LogicalResult tileir::lowerTileAAToLLVM(ModuleOp module,
                                        const TileAAToLLVMOptions &options) {
  MLIRContext *ctx = module.getContext();
  ctx->getOrLoadDialect<LLVM::LLVMDialect>();
  ctx->getOrLoadDialect<NVVM::NVVMDialect>();
  if (options.numThreads < 32 || options.numThreads > 1024 ||
      !llvm::isPowerOf2_32(options.numThreads))
    return emitError(module.getLoc(), "num-threads must be a power of two "
                                      "from 32 to 1024, not ")
           << options.numThreads;

  // Kernels live in nested (cuda_tile-named) modules; their lowered forms
  // are collected at the top level, where the NVPTX emitter expects them.
  llvm::SmallVector<aa::FuncOp> kernels;
  llvm::SmallVector<Operation *> others;
  module.walk([&](aa::FuncOp f) { kernels.push_back(f); });
  // A module without kernels lowers to an empty one (cuTile Python probes
  // the compiler with an empty module); one still holding cuda_tile ops was
  // not converted first.
  if (kernels.empty()) {
    bool unconverted = false;
    module.walk([&](Operation *op) {
      unconverted |= isa<cuda_tile::CudaTileDialect>(op->getDialect());
    });
    if (unconverted)
      return emitError(module.getLoc(), "no nv_tileaa.func to lower (run "
                                        "--convert-cuda-tile-to-tileaa first)");
  }

  OpBuilder builder(ctx);
  LogicalResult result = success();
  // Every global, used or not: the host may address it by name.
  llvm::SmallVector<aa::GlobalOp> globals;
  module.walk([&](aa::GlobalOp g) { globals.push_back(g); });
  for (aa::GlobalOp g : globals)
    if (failed(tilegpu::lowerGlobal(g, module, builder)))
      result = failure();
  for (aa::FuncOp func : kernels) {
    tilegpu::TargetInfo target;
    target.numThreads = nv_tileas::getKernelThreads(func, options.numThreads);
    target.computeCapability = options.computeCapability;
    if (!target.computeCapability)
      if (auto cc = func->getParentOp()->getAttrOfType<IntegerAttr>(
              "nv_tileaa.compute_capability"))
        target.computeCapability = cc.getInt();
    if (!target.computeCapability)
      target.computeCapability = 80;
    if (!func.getKernel())
      continue; // Device functions have no callers after inlining.
    // Shared tiles sit after the staging scratch, which gives up what they
    // and the mbarrier pool take from the shared memory a CTA may use (down
    // to the minimum the layout passes leave it): their peak, as
    // lowerLocalAlloc places them (nv_tileas::SharedTileStack), after a
    // scratch that ends on a 1024-byte boundary.
    nv_tileas::SharedTileStack placed;
    nv_tileas::replaySharedTiles(func, placed);
    int64_t tiles = placed.peak(), alignment = placed.alignment();
    if (tiles) {
      int64_t mbarriers = 0;
      if (auto n = func->getAttrOfType<IntegerAttr>("nv_tileaa.mbarriers"))
        mbarriers = 8 * n.getInt();
      // The pipelines' mbarriers (TmaToLLVM.cpp), a static array too.
      if (auto n =
              func->getAttrOfType<IntegerAttr>(nv_tileas::kBarriersAttrName))
        mbarriers += 8 * n.getInt();
      // A buffer on a 1024-byte boundary ends on one, and ptxas may place
      // the mbarriers before it: they then take a whole boundary.
      target.sharedBufferAlignment = alignment;
      if (alignment > 16) {
        tiles = llvm::alignTo(tiles, alignment);
        mbarriers = llvm::alignTo(mbarriers, alignment);
      }
      // Within the static limit the buffer is a static array; beyond it,
      // dynamic shared memory, aligned at run time.
      int64_t limit = nv_tileas::getSharedMemoryBytes(func);
      int64_t staticLimit = nv_tileas::getStaticSharedMemoryBytes(func);
      int64_t free = staticLimit - tiles - mbarriers;
      bool dynamic = free < nv_tileas::kMinScratchBytes && limit > staticLimit;
      if (dynamic)
        free =
            limit - nv_tileas::kDynamicSharedAlignmentBytes - tiles - mbarriers;
      target.sharedBudgetBytes =
          std::max(nv_tileas::kMinScratchBytes,
                   std::min(nv_tileas::kScratchBytes, free / 1024 * 1024));
      target.sharedTilesBase = target.sharedBudgetBytes;
      target.sharedLimitBytes =
          dynamic ? limit - nv_tileas::kDynamicSharedAlignmentBytes - mbarriers
                  : staticLimit;
      target.dynamicShared = dynamic;
    }
    target.tileLaunch = nv_tileas::isTileLaunch(func);
    if (failed(emitKernel(module, func, target, builder, tiles, alignment)))
      result = failure();
  }
  if (failed(result))
    return failure();

  // Drop what was lowered: the nv_tileaa functions and their modules, and the
  // module-level globals the memory lowering re-created in LLVM form.
  llvm::SmallVector<Operation *> toErase;
  for (Operation &op : *module.getBody())
    if (!isa<LLVM::LLVMDialect>(op.getDialect()))
      toErase.push_back(&op);
  for (Operation *op : toErase)
    op->erase();
  module->setAttr("llvm.target_triple",
                  StringAttr::get(ctx, "nvptx64-nvidia-cuda"));
  return success();
}

namespace {
struct ConvertTileAAToLLVMPass
    : tileir::impl::ConvertTileAAToLLVMBase<ConvertTileAAToLLVMPass> {
  using Base::Base;
  void runOnOperation() override {
    // The result is one LLVM module for the NVPTX backend: the kernels of
    // every nested module are collected into the builtin.module on top.
    auto module = dyn_cast<ModuleOp>(getOperation());
    if (!module) {
      emitError(getOperation()->getLoc(), "convert-tileaa-to-llvm runs on a "
                                          "builtin.module, not on '")
          << getOperation()->getName()
          << "' (read the input without --no-implicit-module)";
      return signalPassFailure();
    }
    TileAAToLLVMOptions options;
    options.numThreads = numThreads;
    if (!computeCapability.empty()) {
      auto cc = parseComputeCapability(computeCapability);
      if (!cc) {
        emitError(module.getLoc(), "invalid compute-capability '")
            << computeCapability << "' (expected sm_XX)";
        return signalPassFailure();
      }
      options.computeCapability = *cc;
    }
    if (failed(lowerTileAAToLLVM(module, options)))
      signalPassFailure();
  }
};
} // namespace
