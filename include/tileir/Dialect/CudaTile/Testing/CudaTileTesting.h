//===- CudaTileTesting.h - The testing$ extension of cuda_tile --*- C++ -*-===//
//
// Ops, attributes and a type that exist only for tests (NVIDIA's lit suite
// uses them): `testing$func`, a function with results, and the ops of the
// bytecode test versions 250.0/250.1. Tools register them with
// registerCudaTileTestingExtension() when built with TILEIR_ENABLE_TESTING.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_TESTING_CUDATILETESTING_H
#define TILEIR_DIALECT_CUDATILE_TESTING_CUDATILETESTING_H

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingTypes.h.inc"

#define GET_OP_CLASSES
#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingOps.h.inc"

namespace mlir {
class DialectRegistry;
namespace cuda_tile {
/// Adds the testing$ extension to every cuda_tile dialect the registry
/// creates.
void registerCudaTileTestingExtension(DialectRegistry &registry);
} // namespace cuda_tile
} // namespace mlir

#endif // TILEIR_DIALECT_CUDATILE_TESTING_CUDATILETESTING_H
