//===- CudaTileIntegerOps.td - Integer and bitwise ops -----*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEINTEGEROPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEINTEGEROPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

// `%r = addi %a, %b overflow<no_signed_wrap> : tile<4xi32>`.
class CudaTile_OverflowBinaryOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, "13.1",
                  !listconcat([Pure, AllTypesMatch<["lhs", "rhs", "result"]>], traits)> {
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                           "::mlir::cuda_tile::IntegerOverflow::None">:$overflow);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`overflow` `` $overflow^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
}

// `%r = maxi %a, %b signed : tile<4xi32>`.
class CudaTile_SignedBinaryOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, "13.1",
                  !listconcat([AllTypesMatch<["lhs", "rhs", "result"]>], traits)> {
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
}

def CudaTile_AddIOp : CudaTile_OverflowBinaryOp<"addi", [Commutative]> {
  let summary = "elementwise integer addition";
}
def CudaTile_SubIOp : CudaTile_OverflowBinaryOp<"subi"> {
  let summary = "elementwise integer subtraction";
}
def CudaTile_MulIOp : CudaTile_OverflowBinaryOp<"muli", [Commutative]> {
  let summary = "elementwise integer multiplication (low half)";
}
def CudaTile_ShLIOp : CudaTile_OverflowBinaryOp<"shli"> {
  let summary = "elementwise shift left";
}

def CudaTile_MulhiIOp : CudaTile_Op<"mulhii", "13.1", [
    Pure, Commutative, AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "high half of the unsigned double-width product";
  let arguments = (ins CudaTile_IntTile:$x, CudaTile_IntTile:$y);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_DivIOp : CudaTile_Op<"divi", "13.1", [
    NoMemoryEffect, AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "elementwise integer division (rounding toward zero, +inf or -inf)";
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::Zero">:$rounding);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) (`rounding` `` $rounding^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_RemIOp : CudaTile_SignedBinaryOp<"remi", [NoMemoryEffect]> {
  let summary = "elementwise integer remainder (truncated division)";
}
def CudaTile_MaxIOp : CudaTile_SignedBinaryOp<"maxi", [Pure, Commutative]> {
  let summary = "elementwise integer maximum";
}
def CudaTile_MinIOp : CudaTile_SignedBinaryOp<"mini", [Pure, Commutative]> {
  let summary = "elementwise integer minimum";
}
def CudaTile_ShRIOp : CudaTile_SignedBinaryOp<"shri", [Pure]> {
  let summary = "elementwise shift right (arithmetic if signed, else logical)";
}

def CudaTile_AbsIOp : CudaTile_UnaryOp<"absi", "13.1", CudaTile_IntTile> {
  let summary = "elementwise absolute value of signed integers";
}
def CudaTile_NegIOp : CudaTile_Op<"negi", "13.1", [
    Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "elementwise two's complement negation";
  let arguments = (ins CudaTile_IntTile:$source,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                           "::mlir::cuda_tile::IntegerOverflow::None">:$overflow);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $source (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_AndIOp : CudaTile_BinaryOp<"andi", "13.1", CudaTile_IntTile, [Commutative]> {
  let summary = "elementwise bitwise and";
}
def CudaTile_OrIOp : CudaTile_BinaryOp<"ori", "13.1", CudaTile_IntTile, [Commutative]> {
  let summary = "elementwise bitwise or";
}
def CudaTile_XOrIOp : CudaTile_BinaryOp<"xori", "13.1", CudaTile_IntTile, [Commutative]> {
  let summary = "elementwise bitwise exclusive or";
}

def CudaTile_CmpIOp : CudaTile_Op<"cmpi", "13.1", [
    Pure, AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"Result type has i1 element type and same shape as operands",
                   "lhs", "result",
                   "::mlir::cuda_tile::getI1TileLike($_self)">]> {
  let summary = "elementwise integer comparison";
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,`
    custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($lhs))
    `->` custom<CudaTileType>(type($result))
  }];
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEINTEGEROPS_TD
