//===- Passes.td - cuda_tile to nv_tileaa conversion pass --*- tablegen -*-===//

#ifndef TILEIR_CONVERSION_CUDATILETOTILEAA_PASSES_TD
#define TILEIR_CONVERSION_CUDATILETOTILEAA_PASSES_TD

include "mlir/Pass/PassBase.td"

// Anchored on any op: the input is either a builtin.module holding
// cuda_tile.module ops or (with --no-implicit-module) a cuda_tile.module.
def ConvertCudaTileToTileAA : Pass<"convert-cuda-tile-to-tileaa"> {
  let summary = "Lower the public cuda_tile dialect to the internal nv_tileaa";
  let description = [{
    A partial conversion: arith, nv_tileaa, func, gpu, scf and math are
    legal, cuda_tile is illegal and ub.poison is legal once its result is an
    nv_tileaa-level type. Tiles become builtin tensors (a rank-0 tile its
    scalar), pointers !llvm.ptr, tokens !nv_tileaa.mem_token, tensor views
    !nv_tileaa.memref and tile views !nv_tileaa.tiled_view.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "std::string", "\"\"",
           "Target GPU, sm_XX (for example sm_90)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::gpu::GPUDialect", "::mlir::scf::SCFDialect",
    "::mlir::math::MathDialect", "::mlir::ub::UBDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::nv_tileaa::TileAADialect"
  ];
}

def CheckCudaTileToTileAACoverage
    : Pass<"check-cuda-tile-to-tileaa-coverage"> {
  let summary = "Report every registered cuda_tile op without a lowering pattern";
  let description = [{
    Walks the cuda_tile dialect's registered op list and fails, naming the
    op, for any op that no pattern of the cuda_tile to nv_tileaa pattern set
    (the compute, memory and mma/reduce/scan populators and the singleton
    adders) is rooted on. The IR is not read or changed.
  }];
}

#endif // TILEIR_CONVERSION_CUDATILETOTILEAA_PASSES_TD
