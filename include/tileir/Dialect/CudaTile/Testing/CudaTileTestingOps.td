//===- CudaTileTestingOps.td - testing$ extension ----------*- tablegen -*-===//
//
// The `testing$` ops, attributes and type that NVIDIA's cuda-tile lit suite
// uses to exercise functions with results and the evolution of bytecode
// encodings across versions (the test versions 250.0 and 250.1). They are a
// dialect extension registered only by tools built with
// TILEIR_ENABLE_TESTING, never part of the public op set.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_TESTING_CUDATILETESTINGOPS_TD
#define TILEIR_DIALECT_CUDATILE_TESTING_CUDATILETESTINGOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"
include "tileir/Dialect/CudaTile/Testing/CudaTileTestingAttrs.td"

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

// A function that, unlike `entry`, may take tiles of any shape and return
// values; the suite uses it to test ops outside of kernels.
def CudaTile_TestFuncOp : CudaTile_Op<"testing$func", "250.0", [
    IsolatedFromAbove, FunctionOpInterface, SingleBlock,
    SingleBlockImplicitTerminator<"ReturnOp">, CudaTile_DefaultDialectIface]> {
  let summary = "a function with results, for tests";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
  }];
}

// An op that gained attributes in 250.1: written as 250.0 they are dropped
// when they hold their defaults and refused otherwise.
def CudaTile_BytecodeTestNewAttributeOp
    : CudaTile_Op<"testing$bytecode_test_new_attribute", "250.0"> {
  let summary = "an op whose attributes were added in a later version";
  let arguments = (ins UnitAttr:$new_flag,
                       DefaultValuedAttr<I32Attr, "42">:$new_param);
  let assemblyFormat = [{
    (`new_flag` $new_flag^)? (`new_param` `=` $new_param^)? attr-dict
  }];
}

// An op that gained an optional operand, attributes and a result in 250.1.
def CudaTile_BytecodeTestEvolutionOp
    : CudaTile_Op<"testing$bytecode_test_evolution", "250.0",
                  [AttrSizedOperandSegments]> {
  let summary = "an op whose operands, attributes and results evolved";
  let arguments = (ins
    Variadic<CudaTile_TileType>:$inputs,
    OptionalAttr<I32Attr>:$new_attr,
    Optional<CudaTile_TokenType>:$optional_token,
    OptionalAttr<CudaTile_BytecodeTestPriorityAttr>:$priority,
    OptionalAttr<CudaTile_BytecodeTestValueAttr>:$test_attr);
  let results = (outs CudaTile_TokenType:$result_token);
  let assemblyFormat = [{
    `(` $inputs `:` type($inputs) `)`
    (`new_attr` `=` $new_attr^)?
    (`token` `=` $optional_token^ `:` custom<CudaTileType>(type($optional_token)))?
    (`priority` `=` $priority^)?
    (`test_attr` `=` $test_attr^)?
    `->` custom<CudaTileType>(type($result_token))
    attr-dict
  }];
}

#endif // TILEIR_DIALECT_CUDATILE_TESTING_CUDATILETESTINGOPS_TD
