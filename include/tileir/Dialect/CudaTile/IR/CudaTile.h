//===- CudaTile.h - The cuda_tile dialect -----------------------*- C++ -*-===//
//
// Umbrella header: dialect, types, attributes and operations.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILE_H
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILE_H

#include "tileir/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileTypes.h"

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILE_H
