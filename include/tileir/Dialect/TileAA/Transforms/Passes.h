//===- Passes.h - nv_tileaa transformation passes ---------------*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILEAA_TRANSFORMS_PASSES_H
#define TILEIR_DIALECT_TILEAA_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::nv_tileaa {

#define GEN_PASS_DECL
#include "tileir/Dialect/TileAA/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tileir/Dialect/TileAA/Transforms/Passes.h.inc"

} // namespace mlir::nv_tileaa

#endif // TILEIR_DIALECT_TILEAA_TRANSFORMS_PASSES_H
