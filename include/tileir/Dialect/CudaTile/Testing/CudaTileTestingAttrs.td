//===- CudaTileTestingAttrs.td - testing$ attributes -------*- tablegen -*-===//
//
// The attributes and type of the testing$ extension. This file includes only
// the dialect, because the enum, attribute and type generators emit every
// record they see, not just those of their main file.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_TESTING_CUDATILETESTINGATTRS_TD
#define TILEIR_DIALECT_CUDATILE_TESTING_CUDATILETESTINGATTRS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileDialect.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Attributes and type
//===----------------------------------------------------------------------===//

def CudaTile_BytecodeTestPriority : I32EnumAttr<"BytecodeTestPriority",
    "priority of the bytecode evolution test op", [
    I32EnumAttrCase<"Low", 0, "low">,
    I32EnumAttrCase<"Normal", 1, "normal">,
    // Added in test version 250.1.
    I32EnumAttrCase<"High", 2, "high">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_BytecodeTestPriorityAttr : EnumAttr<CudaTile_Dialect,
    CudaTile_BytecodeTestPriority, "testing$bytecode_test_priority"> {
  let assemblyFormat = "`<` $value `>`";
}

// An attribute kind that only exists from test version 250.1 on.
def CudaTile_BytecodeTestValueAttr
    : AttrDef<CudaTile_Dialect, "BytecodeTestValue"> {
  let mnemonic = "testing$bytecode_test_value";
  let parameters = (ins "int64_t":$value);
  let assemblyFormat = "`<` $value `>`";
}

// A type whose parameters grew in 250.1: the reader of 250.0 data fills in
// the defaults.
def CudaTile_BytecodeTestEvolvedType
    : TypeDef<CudaTile_Dialect, "BytecodeTestEvolved"> {
  let mnemonic = "testing$bytecode_test_evolved";
  let parameters = (ins
    "::mlir::Type":$baseType,
    DefaultValuedParameter<"::mlir::Type",
        "::mlir::IntegerType::get($_ctxt, 32)">:$newType,
    OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$optionalAttr,
    OptionalParameter<"::mlir::Type">:$optionalType);
  let assemblyFormat = [{
    `<` $baseType (`,` $newType^)? (`,` $optionalAttr^)?
    (`,` $optionalType^)? `>`
  }];
}

#endif // TILEIR_DIALECT_CUDATILE_TESTING_CUDATILETESTINGATTRS_TD
