//===- Passes.td - nv_tileaa to LLVM/NVVM conversion pass --*- tablegen -*-===//

#ifndef TILEIR_CONVERSION_TILEAATOLLVM_PASSES_TD
#define TILEIR_CONVERSION_TILEAATOLLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

// Anchored on any op so that a top-level cuda_tile.module (tile-opt
// --no-implicit-module) is refused with a message instead of being skipped.
def ConvertTileAAToLLVM : Pass<"convert-tileaa-to-llvm"> {
  let summary = "Lower nv_tileaa kernels to the LLVM and NVVM dialects";
  let description = [{
    Every tile is distributed over the threads of a CTA: with T threads and a
    tile of N elements, thread t holds the K = ceil(N / T) elements
    (t + k * T) mod N in its registers (row-major element order). Ops that
    move elements between threads (broadcast, permute, extract, cat, reduce,
    scan, dot) go through shared memory. Each kernel becomes an llvm.func
    marked nvvm.kernel; the nv_tileaa.module wrappers are flattened into the
    top-level module, which is what the NVPTX emitter translates.
  }];
  let options = [
    Option<"numThreads", "num-threads", "unsigned", "128",
           "Threads per CTA of kernels without nv_tileas.num_warps (a power "
           "of two, 32 to 1024)">,
    Option<"computeCapability", "compute-capability", "std::string", "\"\"",
           "Target GPU, sm_XX; defaults to the module's nv_tileaa.compute_capability">,
  ];
  let dependentDialects = [
    "::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
    // The mma.sync fragments are read off nv_tileas layouts.
    "::mlir::nv_tileas::TileASDialect"
  ];
}

#endif // TILEIR_CONVERSION_TILEAATOLLVM_PASSES_TD
