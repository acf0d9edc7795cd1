//===- TileAAOpBase.td - shared nv_tileaa op classes -------*- tablegen -*-===//
//
// The modifier attributes (rounding, signedness, overflow, ordering, scope,
// comparison predicates, assume predicates) are the cuda_tile attribute kinds:
// the lowering carries them verbatim, so both dialects share one definition,
// just as they share arith's fastmath enum.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAA_IR_TILEAAOPBASE_TD
#define TILEIR_DIALECT_TILEAA_IR_TILEAAOPBASE_TD

include "tileir/Dialect/TileAA/IR/TileAATypes.td"
include "tileir/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "mlir/Dialect/Arith/IR/ArithBase.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

// Shapes of lowered tiles: a scalar has the empty shape. (AllShapesMatch
// would cast scalars to ShapedType.)
class TileAA_ShapesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names,
          "::mlir::nv_tileaa::getTileShape($_self.getType())", "shape">;
class TileAA_ElementTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names,
          "::mlir::getElementTypeOrSelf($_self.getType())", "element type">;

defvar TileAA_FastMath = OptionalAttr<Arith_FastMathAttr>;
defvar TileAA_Overflow = DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                             "::mlir::cuda_tile::IntegerOverflow::None">;
defvar TileAA_Rounding = DefaultValuedAttr<CudaTile_RoundingModeAttr,
                             "::mlir::cuda_tile::RoundingMode::NearestEven">;

class TileAA_UnaryOp<string mnemonic, Type tileType, dag extra = (ins),
                     list<Trait> traits = []>
    : TileAA_Op<mnemonic, !listconcat([Pure, Elementwise,
                                       SameOperandsAndResultType], traits)> {
  let arguments = !con((ins tileType:$source), extra);
  let results = (outs tileType:$result);
  let assemblyFormat = "$source attr-dict `:` type($result)";
}

class TileAA_BinaryOp<string mnemonic, Type tileType, dag extra = (ins),
                      list<Trait> traits = []>
    : TileAA_Op<mnemonic, !listconcat([Pure, Elementwise,
                                       SameOperandsAndResultType], traits)> {
  let arguments = !con((ins tileType:$lhs, tileType:$rhs), extra);
  let results = (outs tileType:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// A cast keeps the shape and changes the element type.
class TileAA_CastOp<string mnemonic, Type fromType, Type toType,
                    dag extra = (ins), list<Trait> traits = []>
    : TileAA_Op<mnemonic, !listconcat([Pure, Elementwise,
                                       TileAA_ShapesMatch<["from", "to"]>], traits)> {
  let arguments = !con((ins fromType:$from), extra);
  let results = (outs toType:$to);
  let assemblyFormat = "$from attr-dict `:` type($from) `to` type($to)";
}

#endif // TILEIR_DIALECT_TILEAA_IR_TILEAAOPBASE_TD
