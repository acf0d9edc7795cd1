//===- TileAAArithOps.td - nv_tileaa elementwise math ------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEAA_IR_TILEAAARITHOPS_TD
#define TILEIR_DIALECT_TILEAA_IR_TILEAAARITHOPS_TD

include "tileir/Dialect/TileAA/IR/TileAAOpBase.td"

//===----------------------------------------------------------------------===//
// Integer.
//===----------------------------------------------------------------------===//

defvar TileAA_OverflowArgs = (ins TileAA_Overflow:$overflow);
defvar TileAA_SignedArgs = (ins CudaTile_SignednessAttr:$signedness);

def TileAA_AddIOp : TileAA_BinaryOp<"addi", TileAA_IntTile, TileAA_OverflowArgs, [Commutative]> {
  let hasFolder = 1;
}
def TileAA_SubIOp : TileAA_BinaryOp<"subi", TileAA_IntTile, TileAA_OverflowArgs>;
def TileAA_MulIOp : TileAA_BinaryOp<"muli", TileAA_IntTile, TileAA_OverflowArgs, [Commutative]>;
def TileAA_ShLIOp : TileAA_BinaryOp<"shli", TileAA_IntTile, TileAA_OverflowArgs>;
def TileAA_MulhiIOp : TileAA_BinaryOp<"mulhii", TileAA_IntTile>;
def TileAA_DivIOp : TileAA_BinaryOp<"divi", TileAA_IntTile,
    (ins CudaTile_SignednessAttr:$signedness,
         DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::Zero">:$rounding)>;
def TileAA_RemIOp : TileAA_BinaryOp<"remi", TileAA_IntTile, TileAA_SignedArgs>;
def TileAA_MaxIOp : TileAA_BinaryOp<"maxi", TileAA_IntTile, TileAA_SignedArgs, [Commutative]>;
def TileAA_MinIOp : TileAA_BinaryOp<"mini", TileAA_IntTile, TileAA_SignedArgs, [Commutative]>;
def TileAA_ShRIOp : TileAA_BinaryOp<"shri", TileAA_IntTile, TileAA_SignedArgs>;
def TileAA_AndIOp : TileAA_BinaryOp<"andi", TileAA_IntTile, (ins), [Commutative]>;
def TileAA_OrIOp : TileAA_BinaryOp<"ori", TileAA_IntTile, (ins), [Commutative]>;
def TileAA_XOrIOp : TileAA_BinaryOp<"xori", TileAA_IntTile, (ins), [Commutative]>;
def TileAA_AbsIOp : TileAA_UnaryOp<"absi", TileAA_IntTile>;
def TileAA_NegIOp : TileAA_UnaryOp<"negi", TileAA_IntTile, TileAA_OverflowArgs>;

def TileAA_CmpIOp : TileAA_Op<"cmpi", [Pure, Elementwise, AllTypesMatch<["lhs", "rhs"]>,
                                       TileAA_ShapesMatch<["lhs", "result"]>]> {
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       TileAA_IntTile:$lhs, TileAA_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs TileAA_I1Tile:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
}

//===----------------------------------------------------------------------===//
// Floating point. Every float op takes arith's optional fastmath flags, which
// the lowering carries verbatim and later stages translate to llvm.fastmath.
//===----------------------------------------------------------------------===//

defvar TileAA_RoundedArgs = (ins TileAA_Rounding:$rounding_mode,
                                 UnitAttr:$flush_to_zero, TileAA_FastMath:$fastmath);
defvar TileAA_FmArgs = (ins TileAA_FastMath:$fastmath);

def TileAA_AddFOp : TileAA_BinaryOp<"addf", TileAA_FloatTile, TileAA_RoundedArgs, [Commutative]>;
def TileAA_SubFOp : TileAA_BinaryOp<"subf", TileAA_FloatTile, TileAA_RoundedArgs>;
def TileAA_MulFOp : TileAA_BinaryOp<"mulf", TileAA_FloatTile, TileAA_RoundedArgs, [Commutative]>;
def TileAA_DivFOp : TileAA_BinaryOp<"divf", TileAA_FloatTile, TileAA_RoundedArgs>;
def TileAA_MaxFOp : TileAA_BinaryOp<"maxf", TileAA_FloatTile,
    (ins UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero, TileAA_FastMath:$fastmath),
    [Commutative]>;
def TileAA_MinFOp : TileAA_BinaryOp<"minf", TileAA_FloatTile,
    (ins UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero, TileAA_FastMath:$fastmath),
    [Commutative]>;
def TileAA_RemFOp : TileAA_BinaryOp<"remf", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_PowOp : TileAA_BinaryOp<"pow", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_Atan2Op : TileAA_BinaryOp<"atan2", TileAA_FloatTile, TileAA_FmArgs>;

def TileAA_FmaOp : TileAA_Op<"fma", [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = "fused multiply-add with one rounding";
  let arguments = !con((ins TileAA_FloatTile:$lhs, TileAA_FloatTile:$rhs,
                            TileAA_FloatTile:$acc), TileAA_RoundedArgs);
  let results = (outs TileAA_FloatTile:$result);
  let assemblyFormat = "$lhs `,` $rhs `,` $acc attr-dict `:` type($result)";
}

def TileAA_NegFOp : TileAA_UnaryOp<"negf", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_AbsFOp : TileAA_UnaryOp<"absf", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_CeilOp : TileAA_UnaryOp<"ceil", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_FloorOp : TileAA_UnaryOp<"floor", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_CosOp : TileAA_UnaryOp<"cos", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_CosHOp : TileAA_UnaryOp<"cosh", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_SinOp : TileAA_UnaryOp<"sin", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_SinHOp : TileAA_UnaryOp<"sinh", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_TanOp : TileAA_UnaryOp<"tan", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_LogOp : TileAA_UnaryOp<"log", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_Log2Op : TileAA_UnaryOp<"log2", TileAA_FloatTile, TileAA_FmArgs>;
def TileAA_ExpOp : TileAA_UnaryOp<"exp", TileAA_FloatTile,
    (ins DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::Full">:$rounding_mode,
         TileAA_FastMath:$fastmath)>;
def TileAA_TanHOp : TileAA_UnaryOp<"tanh", TileAA_FloatTile,
    (ins DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::Full">:$rounding_mode,
         TileAA_FastMath:$fastmath)>;
def TileAA_Exp2Op : TileAA_UnaryOp<"exp2", TileAA_FloatTile,
    (ins UnitAttr:$flush_to_zero, TileAA_FastMath:$fastmath)>;
def TileAA_RsqrtOp : TileAA_UnaryOp<"rsqrt", TileAA_FloatTile,
    (ins UnitAttr:$flush_to_zero, TileAA_FastMath:$fastmath)>;
def TileAA_SqrtOp : TileAA_UnaryOp<"sqrt", TileAA_FloatTile, TileAA_RoundedArgs>;

def TileAA_CmpFOp : TileAA_Op<"cmpf", [Pure, Elementwise, AllTypesMatch<["lhs", "rhs"]>,
                                       TileAA_ShapesMatch<["lhs", "result"]>]> {
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_ComparisonOrderingAttr:$comparison_ordering,
                       TileAA_FloatTile:$lhs, TileAA_FloatTile:$rhs,
                       TileAA_FastMath:$fastmath);
  let results = (outs TileAA_I1Tile:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
}

//===----------------------------------------------------------------------===//
// Conversions.
//===----------------------------------------------------------------------===//

def TileAA_BitcastOp : TileAA_CastOp<"bitcast", TileAA_Tile, TileAA_Tile> {
  let hasVerifier = 1;
}
def TileAA_ExtIOp : TileAA_CastOp<"exti", TileAA_IntTile, TileAA_IntTile, TileAA_SignedArgs> {
  let hasVerifier = 1;
}
def TileAA_TruncIOp : TileAA_CastOp<"trunci", TileAA_IntTile, TileAA_IntTile, TileAA_OverflowArgs> {
  let hasVerifier = 1;
}
def TileAA_FToFOp : TileAA_CastOp<"ftof", TileAA_FloatTile, TileAA_FloatTile,
    (ins TileAA_Rounding:$rounding_mode)>;
def TileAA_FToIOp : TileAA_CastOp<"ftoi", TileAA_FloatTile, TileAA_IntTile,
    (ins CudaTile_SignednessAttr:$signedness,
         DefaultValuedAttr<CudaTile_RoundingModeAttr,
             "::mlir::cuda_tile::RoundingMode::NearestIntToZero">:$rounding_mode,
         UnitAttr:$saturating)>;
def TileAA_IToFOp : TileAA_CastOp<"itof", TileAA_IntTile, TileAA_FloatTile,
    (ins CudaTile_SignednessAttr:$signedness, TileAA_Rounding:$rounding_mode)>;
def TileAA_IntToPtrOp : TileAA_CastOp<"int_to_ptr", TileAA_IntTile, TileAA_PtrTile>;
def TileAA_PtrToIntOp : TileAA_CastOp<"ptr_to_int", TileAA_PtrTile, TileAA_IntTile>;

// Sub-byte packing (13.3): shapes differ, so these are not elementwise.
def TileAA_PackOp : TileAA_Op<"pack", [Pure]> {
  let arguments = (ins TileAA_NumberTile:$source);
  let results = (outs TileAA_IntTile:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
}
def TileAA_UnpackOp : TileAA_Op<"unpack", [Pure]> {
  let arguments = (ins TileAA_IntTile:$source);
  let results = (outs TileAA_NumberTile:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
}

def TileAA_SelectOp : TileAA_Op<"select", [Pure, Elementwise,
    AllTypesMatch<["val_if_true", "val_if_false", "result"]>,
    TileAA_ShapesMatch<["cond", "result"]>]> {
  let arguments = (ins TileAA_I1Tile:$cond, TileAA_Tile:$val_if_true,
                       TileAA_Tile:$val_if_false);
  let results = (outs TileAA_Tile:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict `:` type($cond) `,` type($result)
  }];
  // ShapeCanonicalization.cpp: constant conditions and selects of splats.
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

#endif // TILEIR_DIALECT_TILEAA_IR_TILEAAARITHOPS_TD
