//===- DebugInfoVerifier.h - Rules for debug-info scopes --------*- C++ -*-===//
//
// A kernel's debug scope and its ops' scopes must agree, as the bytecode
// debug section (and the DWARF made from it) can only say that: a kernel
// sits in the subprogram named after it, its ops in that subprogram or in
// lexical blocks under it, and module-level ops in none. The rules see a
// di_loc through the wrappers MLIR puts around locations (name, fused,
// call-site caller, opaque fallback).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_DIALECT_CUDATILE_IR_DEBUGINFOVERIFIER_H
#define TILEIR_LIB_DIALECT_CUDATILE_IR_DEBUGINFOVERIFIER_H

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::cuda_tile {
class ModuleOp;

/// The kernel's own location: not a call site; a scope, if any, must be a
/// di_subprogram whose linkage name is the kernel's name.
LogicalResult verifyFunctionDebugScope(FunctionOpInterface func);

/// Every op in the kernel's body with a scope needs a kernel with a scope,
/// and the subprogram above its scope must be the kernel's.
LogicalResult verifyFunctionBodyDebugScopes(FunctionOpInterface func);

/// Ops at module level (globals) have no scope.
LogicalResult verifyModuleDebugScopes(ModuleOp module);

} // namespace mlir::cuda_tile

#endif // TILEIR_LIB_DIALECT_CUDATILE_IR_DEBUGINFOVERIFIER_H
