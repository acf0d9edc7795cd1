//===- Passes.h - nv_tileas layout passes -----------------------*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_H
#define TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_H

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/Pass/Pass.h"

namespace mlir::nv_tileas {

/// When tileas-pipeline copies the stages of wgmma products with TMA.
enum class TmaCopies { Auto, Always, Never };

#define GEN_PASS_DECL
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"

/// Whether the hidden experiment --tileas-pipeline-hopper-mma-sync gives
/// sm_90a's wgmma products (f16, bf16, tf32, f8) to mma.sync instead
/// (Pipeline.cpp); tileas-accelerate-matmul then lays their accumulators
/// out for mma.sync.
bool isHopperMmaSyncExperiment();

} // namespace mlir::nv_tileas

#endif // TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_H
