//===- Passes.td - nv_tileaa to nv_tileas conversion -------*- tablegen -*-===//

#ifndef TILEIR_CONVERSION_TILEAATOTILEAS_PASSES_TD
#define TILEIR_CONVERSION_TILEAATOTILEAS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileAAToTileAS : Pass<"convert-tileaa-to-tileas", "ModuleOp"> {
  let summary = "Give every tile of nv_tileaa kernels an nv_tileas layout";
  let description = [{
    Every tensor (op results, loop-carried values, constants) gets the
    default blocked layout for its shape and the CTA's warps: thread t holds
    elements t, t + T, ... in row-major order. This makes the distribution a
    fact of the IR that later passes change (coalescing, dot acceleration)
    and the lowering reads; tiles that already carry a layout keep it.
  }];
  let options = [
    Option<"numThreads", "num-threads", "unsigned", "128",
           "Threads per CTA of kernels without nv_tileas.num_warps (a power "
           "of two, 32 to 1024)">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

#endif // TILEIR_CONVERSION_TILEAATOTILEAS_PASSES_TD
