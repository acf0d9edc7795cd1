//===- TileAA.h - nv_tileaa dialect, types and ops --------------*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILEAA_IR_TILEAA_H
#define TILEIR_DIALECT_TILEAA_IR_TILEAA_H

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tileir/Dialect/TileAA/IR/TileAAOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileir/Dialect/TileAA/IR/TileAATypes.h.inc"

namespace mlir::nv_tileaa {
/// The shape of a lowered tile: a ranked tensor's shape, or the empty shape
/// of a scalar (a lowered rank-0 tile).
llvm::ArrayRef<int64_t> getTileShape(Type type);
} // namespace mlir::nv_tileaa

#define GET_OP_CLASSES
#include "tileir/Dialect/TileAA/IR/TileAAOps.h.inc"

#endif // TILEIR_DIALECT_TILEAA_IR_TILEAA_H
