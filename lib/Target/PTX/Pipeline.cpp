//===- Pipeline.cpp - cuda_tile to PTX/cubin ------------------------------===//

#include "tileir/Target/PTX/Pipeline.h"

#include "tileir/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileir/Conversion/TileAAToLLVM/TileAAToLLVM.h"
#include "tileir/Conversion/TileAAToTileAS/TileAAToTileAS.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/TileAA/Transforms/Passes.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"
#include "tileir/Dialect/TileAS/Transforms/Passes.h"

#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tileir;

unsigned tileir::computeCapabilityOf(llvm::StringRef chip) {
  auto cc = parseComputeCapability(chip);
  return cc ? *cc : 0;
}

int64_t tileir::sharedMemoryPerBlockOptin(llvm::StringRef chip) {
  unsigned cc = computeCapabilityOf(chip);
  if (cc == 80)
    return 163 * 1024;
  if (cc == 90 || cc == 100 || cc == 103 || cc == 110)
    return 227 * 1024;
  return 99 * 1024;
}

std::optional<GPULaunchKind> tileir::parseGPULaunchKind(llvm::StringRef name) {
  if (name == "tile")
    return GPULaunchKind::Tile;
  if (name == "explicit")
    return GPULaunchKind::Explicit;
  return std::nullopt;
}

int64_t tileir::staticSharedMemoryPerBlock(llvm::StringRef chip) {
  if (computeCapabilityOf(chip) >= 90 && chip.ends_with("a"))
    return sharedMemoryPerBlockOptin(chip);
  return nv_tileas::kStaticSharedBytes;
}

int64_t tileir::mostSharedMemoryPerBlock(llvm::StringRef chip,
                                         GPULaunchKind kind) {
  return kind == GPULaunchKind::Tile ? staticSharedMemoryPerBlock(chip)
                                     : sharedMemoryPerBlockOptin(chip);
}

std::optional<std::string> tileir::ptxChipForGPU(llvm::StringRef gpuName) {
  static const std::pair<const char *, const char *> table[] = {
      {"sm_80", "sm_80"},    {"sm_86", "sm_86"},    {"sm_89", "sm_89"},
      {"sm_90", "sm_90a"},   {"sm_100", "sm_100a"}, {"sm_103", "sm_103a"},
      {"sm_110", "sm_110a"}, {"sm_120", "sm_120a"}, {"sm_121", "sm_121a"}};
  for (auto [name, chip] : table)
    if (gpuName == name)
      return std::string(chip);
  return std::nullopt;
}

/// Element types no target of this pipeline has, reported at the first
/// value of such a type (an argument, or an op's result). f8E5M3FNU (13.4
/// developer preview) is supported on sm_107 only [cuTile Python's dtype
/// table], which LLVM 22's NVPTX backend cannot target.
static LogicalResult checkTargetElementTypes(ModuleOp module,
                                             llvm::StringRef chip) {
  auto unsupported = [](Type type) {
    return type
        .walk([](cuda_tile::Float8E5M3FNUType) {
          return WalkResult::interrupt();
        })
        .wasInterrupted();
  };
  auto report = [&](Location loc) {
    return emitError(loc, "element type 'f8E5M3FNU' is not supported for "
                          "this target (")
           << chip << "): it needs sm_107, which this compiler cannot target";
  };
  WalkResult result = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (unsupported(arg.getType())) {
            report(arg.getLoc());
            return WalkResult::interrupt();
          }
    for (Type type : op->getResultTypes())
      if (unsupported(type)) {
        report(op->getLoc());
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

FailureOr<std::string>
tileir::compileForGPU(ModuleOp module, const GPUCompileOptions &options,
                      GPUEmitKind emit,
                      llvm::StringMap<KernelLaunch> *kernels) {
  MLIRContext *ctx = module.getContext();
  unsigned cc = computeCapabilityOf(options.ptx.chip);
  if (!cc)
    return emitError(module.getLoc(), "invalid GPU name '")
           << options.ptx.chip << "'";
  if (failed(checkTargetElementTypes(module, options.ptx.chip)))
    return failure();

  // The passes read the shared memory a CTA may use, and how much of it
  // may be static, from the IR.
  bool tileLaunch = options.launch == GPULaunchKind::Tile;
  int64_t most = mostSharedMemoryPerBlock(options.ptx.chip, options.launch);
  int64_t bytes = options.sharedMemoryBytes;
  if (bytes && (bytes < nv_tileas::kStaticSharedBytes || bytes > most))
    return emitError(module.getLoc(), "shared memory per CTA must be from ")
           << nv_tileas::kStaticSharedBytes << " to " << most << " bytes on "
           << options.ptx.chip
           << (tileLaunch ? " in a tile launch (static shared memory only)"
                          : "")
           << ", got " << bytes;
  if (tileLaunch) {
    if (!bytes)
      bytes = most;
    module->setAttr(nv_tileas::kTileLaunchAttrName, UnitAttr::get(ctx));
    module->setAttr(nv_tileas::kStaticSharedMemoryBytesAttrName,
                    IntegerAttr::get(IntegerType::get(ctx, 64), bytes));
  }
  if (bytes > nv_tileas::kStaticSharedBytes)
    module->setAttr(nv_tileas::kSharedMemoryBytesAttrName,
                    IntegerAttr::get(IntegerType::get(ctx, 64), bytes));

  PassManager pm(ctx);
  if (options.printIRAfterAll) {
    ctx->disableMultithreading();
    pm.enableIRPrinting([](Pass *, Operation *) { return false; },
                        [](Pass *, Operation *) { return true; },
                        /*printModuleScope=*/true,
                        /*printAfterOnlyOnChange=*/false);
  }
  ConvertCudaTileToTileAAOptions toTileAA;
  toTileAA.computeCapability = "sm_" + std::to_string(cc);
  pm.addPass(createConvertCudaTileToTileAA(toTileAA));
  pm.addPass(createCanonicalizerPass());
  // The token algebra must hold, and the tokens must fit the per-CTA pool
  // of 32 mbarriers (exhaustion is a hard error, as seed 002 requires); the
  // lowering turns the slots into mbarrier arrivals and parity waits.
  pm.addPass(nv_tileaa::createVerifyMemTokens());
  pm.addPass(nv_tileaa::createAllocateMBarriers());
  // Each kernel's warps per CTA (nv_tileas.num_warps), which the passes
  // below follow.
  nv_tileas::TileASAssignWarpsOptions warps;
  warps.numThreads = options.numThreads;
  pm.addPass(nv_tileas::createTileASAssignWarps(warps));
  // Every tile gets its layout in the IR (nv_tileas); the lowering checks
  // that it can follow each one.
  pm.addPass(createConvertTileAAToTileAS());
  // Products on tensor cores keep their accumulators in the fragment
  // layout of their instruction, and K loops carry them so.
  nv_tileas::TileASAccelerateMatmulOptions accelerate;
  accelerate.computeCapability = cc;
  pm.addPass(nv_tileas::createTileASAccelerateMatmul(accelerate));
  // K loops whose tiles leave no room for two pipeline stages take
  // narrower K steps (before layouts are chosen for the narrower tiles).
  nv_tileas::TileASSplitKStepsOptions splitK;
  splitK.computeCapability = cc;
  pm.addPass(nv_tileas::createTileASSplitKSteps(splitK));
  // Tiled accesses along contiguous memory move 16-byte runs per thread,
  // and layout conversions move down until they fold.
  pm.addPass(nv_tileas::createTileASCoalesce());
  // wgmma products whose result the iteration uses (attention's scores)
  // are issued an iteration ahead, to overlap with the iteration's work.
  nv_tileas::TileASPrefetchProductsOptions prefetchProducts;
  prefetchProducts.computeCapability = cc;
  pm.addPass(nv_tileas::createTileASPrefetchProducts(prefetchProducts));
  // The loads of loops' products become asynchronous copies into shared
  // stages issued iterations ahead (cp.async, or TMA on sm_90a).
  nv_tileas::TileASPipelineOptions pipelining;
  pipelining.computeCapability = cc;
  pm.addPass(nv_tileas::createTileASPipeline(pipelining));
  // Other loops' tile loads are issued iterations ahead, into registers.
  pm.addPass(nv_tileas::createTileASPrefetchLoads());
  // Loops that carry a product issued an iteration ahead run two
  // iterations a trip, so that its registers alternate without copies.
  pm.addPass(nv_tileas::createTileASUnrollPrefetchedProducts());
  ConvertTileAAToLLVMOptions toLLVM;
  toLLVM.computeCapability = toTileAA.computeCapability;
  pm.addPass(createConvertTileAAToLLVM(toLLVM));
  if (failed(pm.run(module)))
    return failure();
  if (kernels)
    module.walk([&](LLVM::LLVMFuncOp func) {
      auto ntid = func->getAttrOfType<DenseI32ArrayAttr>(
          NVVM::NVVMDialect::getReqntidAttrName());
      if (!ntid)
        return;
      KernelLaunch &launch = (*kernels)[func.getName()];
      launch.threads = ntid[0];
      launch.blocksAreClusters =
          func->hasAttr(NVVM::NVVMDialect::getBlocksAreClustersAttrName());
      if (auto bytes =
              func->getAttrOfType<IntegerAttr>(kDynamicSharedBytesAttrName))
        launch.dynamicSharedBytes = bytes.getInt();
    });

  if (emit == GPUEmitKind::MLIR) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    return text;
  }
  // NVVM ops without an LLVM intrinsic (wgmma.mma_async) become inline PTX.
  // (--emit=mlir and the GPU simulator keep them as NVVM ops.)
  PassManager toInlinePTX(ctx);
  toInlinePTX.addPass(createConvertNVVMToLLVMPass());
  if (failed(toInlinePTX.run(module)))
    return failure();
  llvm::LLVMContext llvmContext;
  auto llvmModule = translateToNVPTXModule(module, llvmContext, options.ptx);
  if (failed(llvmModule))
    return failure();
  if (emit == GPUEmitKind::LLVM) {
    std::string text;
    llvm::raw_string_ostream os(text);
    (*llvmModule)->print(os, nullptr);
    return text;
  }
  auto ptx = emitPTX(**llvmModule, options.ptx, module.getLoc());
  if (failed(ptx) || emit == GPUEmitKind::PTX)
    return ptx;
  return assembleCubin(*ptx, options.ptx, module.getLoc());
}
