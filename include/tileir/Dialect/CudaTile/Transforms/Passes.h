//===- Passes.h - cuda_tile transformation passes ---------------*- C++ -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_TRANSFORMS_PASSES_H
#define TILEIR_DIALECT_CUDATILE_TRANSFORMS_PASSES_H

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"

namespace mlir::cuda_tile {

#define GEN_PASS_DECL
#include "tileir/Dialect/CudaTile/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tileir/Dialect/CudaTile/Transforms/Passes.h.inc"

} // namespace mlir::cuda_tile

#endif // TILEIR_DIALECT_CUDATILE_TRANSFORMS_PASSES_H
