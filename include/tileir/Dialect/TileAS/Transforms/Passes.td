//===- Passes.td - nv_tileas layout passes -----------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_TD
#define TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

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
           "Threads per CTA (a power of two, 32 to 1024)">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

#endif // TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_TD
