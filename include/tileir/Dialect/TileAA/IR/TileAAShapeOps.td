//===- TileAAShapeOps.td - nv_tileaa shape ops -------------*- tablegen -*-===//
//
// Shape ops never change the element stream's element type; the verifiers
// check the shape algebra of each. Canonicalization (seed 002) strips the
// wrappers that leave the logical element stream unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAA_IR_TILEAASHAPEOPS_TD
#define TILEIR_DIALECT_TILEAA_IR_TILEAASHAPEOPS_TD

include "tileir/Dialect/TileAA/IR/TileAAOpBase.td"

def TileAA_SplatOp : TileAA_Op<"splat", [Pure,
    TypesMatchWith<"source is the result's element type", "result", "source",
                   "::mlir::getElementTypeOrSelf($_self)">]> {
  let summary = "fill a tensor with one scalar";
  let arguments = (ins TileAA_Element:$source);
  let results = (outs TileAA_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($result)";
  let hasFolder = 1;
}

def TileAA_BroadcastOp : TileAA_Op<"broadcast", [Pure,
    TileAA_ElementTypesMatch<["source", "result"]>]> {
  let summary = "repeat size-1 dimensions";
  let arguments = (ins TileAA_Tensor:$source);
  let results = (outs TileAA_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def TileAA_ExpandDimsOp : TileAA_Op<"expand_dims", [Pure,
    TileAA_ElementTypesMatch<["source", "result"]>]> {
  let summary = "insert one size-1 dimension at `axis`";
  let arguments = (ins TileAA_Tensor:$source, I32Attr:$axis);
  let results = (outs TileAA_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def TileAA_ViewOp : TileAA_Op<"view", [Pure,
    TileAA_ElementTypesMatch<["source", "result"]>]> {
  let summary = "reinterpret a tensor's elements in another shape";
  let description = [{
    Row-major reshape; the element count is preserved. A result of rank 0 is
    the scalar element of a one-element tensor (scalar sources use `splat`).
  }];
  let arguments = (ins TileAA_Tensor:$source);
  let results = (outs TileAA_Tile:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def TileAA_ExtractOp : TileAA_Op<"extract", [Pure,
    TileAA_ElementTypesMatch<["source", "result"]>]> {
  let summary = "the sub-tile at a tile-sized index";
  let description = [{
    The result has the source's rank; the indices count in result-sized
    blocks along each dimension.
  }];
  let arguments = (ins TileAA_Tensor:$source, Variadic<TileAA_ScalarInt>:$indices);
  let results = (outs TileAA_Tensor:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` type($source) (`,` type($indices)^)?
    `->` type($result)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def TileAA_InsertOp : TileAA_Op<"insert", [Pure,
    AllTypesMatch<["destination", "result"]>,
    TileAA_ElementTypesMatch<["source", "destination"]>]> {
  let summary = "the destination with the sub-tile at a tile-sized index replaced";
  let description = [{
    The inverse of extract: the indices count in source-sized blocks along
    each dimension of the destination.
  }];
  let arguments = (ins TileAA_Tensor:$source, TileAA_Tensor:$destination,
                       Variadic<TileAA_ScalarInt>:$indices);
  let results = (outs TileAA_Tensor:$result);
  let assemblyFormat = [{
    $source `into` $destination `[` $indices `]` attr-dict `:` type($source)
    (`,` type($indices)^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_PermuteOp : TileAA_Op<"permute", [Pure,
    TileAA_ElementTypesMatch<["source", "result"]>]> {
  let arguments = (ins TileAA_Tensor:$source, DenseI32ArrayAttr:$permutation);
  let results = (outs TileAA_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_CatOp : TileAA_Op<"cat", [Pure, AllTypesMatch<["lhs", "rhs"]>,
    TileAA_ElementTypesMatch<["lhs", "result"]>]> {
  let arguments = (ins TileAA_Tensor:$lhs, TileAA_Tensor:$rhs, I64Attr:$dim);
  let results = (outs TileAA_Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_MakeRangeOp : TileAA_Op<"make_range", [Pure]> {
  let summary = "the 1-d tensor start, start+1, ..., end-1";
  let arguments = (ins I64Attr:$start, I64Attr:$end);
  let results = (outs RankedTensorOf<[AnySignlessInteger], [HasAnyRankOfPred<[1]>]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def TileAA_GetProgramIdOp : TileAA_Op<"get_program_id", [Pure]> {
  let summary = "index of this tile block along one grid dimension";
  let arguments = (ins ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<2>]>:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def TileAA_GetNumProgramsOp : TileAA_Op<"get_num_programs", [Pure]> {
  let summary = "number of tile blocks along one grid dimension";
  let arguments = (ins ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<2>]>:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

#endif // TILEIR_DIALECT_TILEAA_IR_TILEAASHAPEOPS_TD
