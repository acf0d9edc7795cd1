//===- FunctionAsm.h - Syntax of function-like cuda_tile ops ----*- C++ -*-===//
//
// `entry` and the testing extension's `testing$func` share one syntax:
//
//   @name(%a: tile<f32>, ...) [-> T | -> (T, ...)]
//       [optimization_hints=<...>] [attributes {...}] { body } [{...}]
//
// The attributes print before the body; NVIDIA's place for them, a plain
// dictionary after the body, is accepted too.
//
// Whether results are allowed is the op verifier's decision, so that a
// kernel with results is reported at the op, as NVIDIA's tools do.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_FUNCTIONASM_H
#define TILEIR_DIALECT_CUDATILE_IR_FUNCTIONASM_H

#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::cuda_tile {

/// Parses the syntax above into `result`. `functionTypeName` names the
/// attribute that receives the signature; `parseBeforeAttrDict` reads
/// op-specific clauses after the signature (may be null).
ParseResult
parseFunctionLikeOp(OpAsmParser &parser, OperationState &result,
                    StringAttr functionTypeName,
                    function_ref<ParseResult()> parseBeforeAttrDict = {});

/// Prints the syntax above. `elided` lists attributes the op prints itself
/// in `printBeforeAttrDict` (may be null).
void printFunctionLikeOp(OpAsmPrinter &printer, FunctionOpInterface op,
                         ArrayRef<StringRef> elided,
                         function_ref<void()> printBeforeAttrDict = {});

} // namespace mlir::cuda_tile

#endif // TILEIR_DIALECT_CUDATILE_IR_FUNCTIONASM_H
