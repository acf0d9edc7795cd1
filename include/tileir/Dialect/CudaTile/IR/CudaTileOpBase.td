//===- CudaTileOpBase.td - Shared pieces of cuda_tile ops --*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEOPBASE_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEOPBASE_TD

include "tileir/Dialect/CudaTile/IR/CudaTileDialect.td"
include "tileir/Dialect/CudaTile/IR/CudaTileTypes.td"
include "tileir/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// Every op records the spec version that introduced it; the bytecode writer
// refuses to emit an op into an older version.
class CudaTile_Op<string mnemonic, string version, list<Trait> traits = []>
    : Op<CudaTile_Dialect, mnemonic, traits> {
  string sinceVersion = version;
}

// Ops whose regions hold cuda_tile ops, printed without the dialect prefix.
defvar CudaTile_DefaultDialectIface =
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>;

// Elementwise op on one tile: `%r = op %x : tile<...>`.
class CudaTile_UnaryOp<string mnemonic, string version, Type tileType,
                       list<Trait> traits = []>
    : CudaTile_Op<mnemonic, version,
                  !listconcat([Pure, AllTypesMatch<["source", "result"]>], traits)> {
  let arguments = (ins tileType:$source);
  let results = (outs tileType:$result);
  let assemblyFormat = "$source attr-dict `:` custom<CudaTileType>(type($result))";
}

// Elementwise op on two tiles of one type.
class CudaTile_BinaryOp<string mnemonic, string version, Type tileType,
                        list<Trait> traits = []>
    : CudaTile_Op<mnemonic, version,
                  !listconcat([Pure, AllTypesMatch<["lhs", "rhs", "result"]>], traits)> {
  let arguments = (ins tileType:$lhs, tileType:$rhs);
  let results = (outs tileType:$result);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))";
}

// Shape-preserving conversion: `%r = op %x : tile<...> -> tile<...>`.
class CudaTile_CastOp<string mnemonic, string version, Type fromType,
                      Type toType, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, version,
                  !listconcat([Pure, AllShapesMatch<["source", "result"]>], traits)> {
  let arguments = (ins fromType:$source);
  let results = (outs toType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
}

// Element types of the named operands/results agree; spelled out (instead of
// MLIR's AllElementTypesMatch) for NVIDIA's wording "have the same element
// type".
class CudaTile_SameElementType<list<string> names>
    : PredOpTrait<"all of {" # !interleave(names, ", ") #
                      "} have the same element type",
                  AllMatchSameOperatorPred<names,
                                           "::mlir::getElementTypeOrSelf($_self)">>;

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEOPBASE_TD
