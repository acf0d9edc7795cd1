//===- CudaTileOps.td - cuda_tile operations ---------------*- tablegen -*-===//
//
// Root of the operation definitions; each op family lives in its own file,
// following the groups of the spec's Operations chapter.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"
include "tileir/Dialect/CudaTile/IR/CudaTileCoreOps.td"
include "tileir/Dialect/CudaTile/IR/CudaTileControlFlowOps.td"
include "tileir/Dialect/CudaTile/IR/CudaTileConversionOps.td"
include "tileir/Dialect/CudaTile/IR/CudaTileFloatOps.td"
include "tileir/Dialect/CudaTile/IR/CudaTileIntegerOps.td"
include "tileir/Dialect/CudaTile/IR/CudaTileMemoryOps.td"
include "tileir/Dialect/CudaTile/IR/CudaTileViewOps.td"
include "tileir/Dialect/CudaTile/IR/CudaTileAtomicOps.td"
include "tileir/Dialect/CudaTile/IR/CudaTileMiscOps.td"
include "tileir/Dialect/CudaTile/IR/CudaTilePreviewOps.td"

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEOPS_TD
