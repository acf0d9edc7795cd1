//===- CudaTileFloatOps.td - Floating-point operations -----*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEFLOATOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEFLOATOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

defvar CudaTile_DefaultRounding =
    DefaultValuedAttr<CudaTile_RoundingModeAttr,
                      "::mlir::cuda_tile::RoundingMode::NearestEven">;

// Arithmetic with an IEEE rounding mode and flush-to-zero:
// `%r = addf %a, %b rounding<zero> flush_to_zero : tile<4xf32>`.
class CudaTile_RoundedBinaryOp<string mnemonic, string version,
                               string roundingDirective = "IEEERoundingMode">
    : CudaTile_Op<mnemonic, version, [Pure, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_DefaultRounding:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = "$lhs `,` $rhs `` custom<" # roundingDirective #
      ">($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict `:` "
      "custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_AddFOp : CudaTile_RoundedBinaryOp<"addf", "13.1"> {
  let summary = "elementwise floating-point addition";
  // Moves a mulf operand to the left, as NVIDIA's canonicalizer does.
  let hasCanonicalizeMethod = 1;
}
def CudaTile_SubFOp : CudaTile_RoundedBinaryOp<"subf", "13.1"> {
  let summary = "elementwise floating-point subtraction";
}
def CudaTile_MulFOp : CudaTile_RoundedBinaryOp<"mulf", "13.1"> {
  let summary = "elementwise floating-point multiplication";
}
def CudaTile_DivFOp : CudaTile_RoundedBinaryOp<"divf", "13.1", "DivRoundingMode"> {
  let summary = "elementwise floating-point division";
}

def CudaTile_FmaOp : CudaTile_Op<"fma", "13.1", [
    Pure, AllTypesMatch<["lhs", "rhs", "acc", "result"]>]> {
  let summary = "fused multiply-add: lhs * rhs + acc with one rounding";
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_BaseFloatTile:$acc,
                       CudaTile_DefaultRounding:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `` custom<IEEERoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// maxf/minf: `propagate_nan` selects IEEE maximum/minimum (NaN wins) over
// maximumNumber/minimumNumber.
class CudaTile_MinMaxFOp<string mnemonic>
    : CudaTile_Op<mnemonic, "13.1", [Pure, Commutative,
                                    AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}
def CudaTile_MaxFOp : CudaTile_MinMaxFOp<"maxf"> {
  let summary = "elementwise floating-point maximum";
}
def CudaTile_MinFOp : CudaTile_MinMaxFOp<"minf"> {
  let summary = "elementwise floating-point minimum";
}

def CudaTile_RemFOp : CudaTile_BinaryOp<"remf", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise floating-point remainder (truncated division)";
}
// The trait operand orders of pow and atan2 follow NVIDIA's Ops.td, so the
// trait diagnostics read the same.
class CudaTile_FloatPowOp<string mnemonic, string version>
    : CudaTile_Op<mnemonic, version, [
        Pure, AllTypesMatch<["result", "source", "exponent"]>]> {
  let summary = "elementwise power with a floating-point exponent";
  let arguments = (ins CudaTile_BaseFloatTile:$source, CudaTile_BaseFloatTile:$exponent);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat =
      "$source `,` $exponent attr-dict `:` custom<CudaTileType>(type($result))";
}
def CudaTile_PowOp : CudaTile_FloatPowOp<"pow", "13.1">;
// 13.4's name for `pow`: the same operation and bytecode opcode. Both
// spellings stay, so 13.1-13.3 text keeps reading (and printing) as before.
def CudaTile_FPowFOp : CudaTile_FloatPowOp<"fpowf", "13.4">;

def CudaTile_FPowIOp : CudaTile_Op<"fpowi", "13.4", [
    Pure, AllTypesMatch<["source", "result"]>,
    AllShapesMatch<["source", "exponent"]>]> {
  let summary = "elementwise power with a signed integer exponent";
  let description = [{
    `result[i] = source[i] ^ exponent[i]`, the exponent read as signed (so
    an i1 `true` is -1). f16 and bf16 are computed in f32 and rounded once.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       CudaTile_TileOf<[I1, I8, I16, I32],
                           "tile of i1 or i8 or i16 or i32 values">:$exponent);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($source)) `,`
    custom<CudaTileType>(type($exponent))
  }];
}
def CudaTile_Atan2Op : CudaTile_Op<"atan2", "13.2", [
    Pure, AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "elementwise two-argument arctangent of x / y";
  let arguments = (ins CudaTile_BaseFloatTile:$x, CudaTile_BaseFloatTile:$y);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat =
      "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_NegFOp : CudaTile_UnaryOp<"negf", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise floating-point negation";
  let hasFolder = 1;
}
def CudaTile_AbsFOp : CudaTile_UnaryOp<"absf", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise floating-point absolute value";
  let hasFolder = 1;
}
def CudaTile_CeilOp : CudaTile_UnaryOp<"ceil", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise round toward positive infinity";
}
def CudaTile_FloorOp : CudaTile_UnaryOp<"floor", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise round toward negative infinity";
}
def CudaTile_CosOp : CudaTile_UnaryOp<"cos", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise cosine";
}
def CudaTile_CosHOp : CudaTile_UnaryOp<"cosh", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise hyperbolic cosine";
}
def CudaTile_SinOp : CudaTile_UnaryOp<"sin", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise sine";
}
def CudaTile_SinHOp : CudaTile_UnaryOp<"sinh", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise hyperbolic sine";
}
def CudaTile_TanOp : CudaTile_UnaryOp<"tan", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise tangent";
}
def CudaTile_ExpOp : CudaTile_Op<"exp", "13.1", [
    Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise natural exponential";
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::Full">:$rounding_mode);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source `` custom<ApproxRoundingMode>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}
def CudaTile_LogOp : CudaTile_UnaryOp<"log", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise natural logarithm";
}
def CudaTile_Log2Op : CudaTile_UnaryOp<"log2", "13.1", CudaTile_BaseFloatTile> {
  let summary = "elementwise base-2 logarithm";
}

def CudaTile_TanHOp : CudaTile_Op<"tanh", "13.1", [
    Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise hyperbolic tangent";
  let description = [{
    `rounding<approx>` (13.2) requests the hardware approximation; the default
    `full` is accurate to a few ulp.
  }];
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::Full">:$rounding_mode);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source `` custom<ApproxRoundingMode>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// Unary ops that take flush_to_zero (f32 only).
class CudaTile_FtzUnaryOp<string mnemonic>
    : CudaTile_Op<mnemonic, "13.1", [Pure, AllTypesMatch<["source", "result"]>]> {
  let arguments = (ins CudaTile_BaseFloatTile:$source, UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}
def CudaTile_Exp2Op : CudaTile_FtzUnaryOp<"exp2"> {
  let summary = "elementwise base-2 exponential";
}
def CudaTile_RsqrtOp : CudaTile_FtzUnaryOp<"rsqrt"> {
  let summary = "elementwise reciprocal square root";
}

def CudaTile_SqrtOp : CudaTile_Op<"sqrt", "13.1", [
    Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise square root";
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       CudaTile_DefaultRounding:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source `` custom<SqrtRoundingMode>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_CmpFOp : CudaTile_Op<"cmpf", "13.1", [
    Pure, AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"Result type has i1 element type and same shape as operands",
                   "lhs", "result",
                   "::mlir::cuda_tile::getI1TileLike($_self)">]> {
  let summary = "elementwise floating-point comparison";
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_ComparisonOrderingAttr:$comparison_ordering,
                       CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate)
    custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs attr-dict `:`
    custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEFLOATOPS_TD
