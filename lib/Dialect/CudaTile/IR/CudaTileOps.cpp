//===- CudaTileOps.cpp - cuda_tile operation definitions ------------------===//
//
// The generated op classes. Verifiers, custom syntax and folds live in one
// file per op family (CoreOps.cpp, ControlFlowOps.cpp, ...).
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "tileir/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"
