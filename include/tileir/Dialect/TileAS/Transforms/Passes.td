//===- Passes.td - nv_tileas layout passes -----------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_TD
#define TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileASAssignWarps : Pass<"tileas-assign-warps", "ModuleOp"> {
  let summary = "Choose how many warps each kernel's CTAs have";
  let description = [{
    Sets `nv_tileas.num_warps` on every nv_tileaa.func kernel, which the
    layout passes and the lowering to LLVM then follow (and the launcher
    reads back from the lowered kernel's `nvvm.maxntid`). With
    `num-threads` set, every kernel gets that many threads. Otherwise a
    kernel whose entry has a `num_worker_warps_per_cta` hint for the
    module's target (or a `default` one) gets that many, and any other
    kernel 4 warps, or 8 when its largest product's accumulator would
    take more than 128 32-bit registers per thread over 4 warps (a 128x256
    f32 accumulator takes 256): the tensor-core accumulator lives in
    registers for the whole K loop, and past that size it crowds out the
    operands and addresses and spills. (On an H100, 128x128 products ran
    faster on 4 warps, 128x256 ones on 8.)
  }];
  let options = [
    Option<"numThreads", "num-threads", "unsigned", "0",
           "Threads per CTA of every kernel (a power of two, 32 to 1024); "
           "0 chooses per kernel">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

def TileASCoalesce : Pass<"tileas-coalesce", "ModuleOp"> {
  let summary = "Give tiled memory accesses layouts with 16-byte runs per thread";
  let description = [{
    A tiled load or store whose tile's last dimension is the memory's
    contiguous one (unit stride) gets a blocked layout in which each thread
    holds runs of up to 16 bytes along it, so the lowering can move each run
    with one vector access. Layout conversions are inserted where the new
    layout meets the old and then moved through elementwise ops (which work
    in any layout) and folded where they meet, so chains of loads,
    elementwise ops and stores run in the coalesced layout throughout.
  }];
  let options = [
    Option<"numThreads", "num-threads", "unsigned", "128",
           "Threads per CTA of kernels without nv_tileas.num_warps (a power "
           "of two, 32 to 1024)">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

#endif // TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_TD
