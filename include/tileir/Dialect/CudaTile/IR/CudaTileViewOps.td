//===- CudaTileViewOps.td - Tensor views and subviews ------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEVIEWOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEVIEWOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_MakeTensorViewOp : CudaTile_Op<"make_tensor_view", "13.1", [
    AttrSizedOperandSegments, NoMemoryEffect,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "describe a strided tensor in global memory";
  let description = [{
    Static extents and strides live in the result type; each `?` of the type
    takes one operand, in order.
  }];
  let arguments = (ins CudaTile_ScalarTileOf<[CudaTile_PointerAny]>:$base,
                       Variadic<CudaTile_ScalarIntTile>:$dynamicShape,
                       Variadic<CudaTile_ScalarIntTile>:$dynamicStrides);
  let results = (outs CudaTile_TensorView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakePartitionViewOp : CudaTile_Op<"make_partition_view", "13.1", [
    Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "split a tensor view into a grid of tiles";
  let arguments = (ins CudaTile_TensorView:$tensor_view);
  let results = (outs Type<CPred<"::llvm::isa<::mlir::cuda_tile::PartitionViewType>($_self)">,
                           "partition_view">:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakeStridedViewOp : CudaTile_Op<"make_strided_view", "13.3", [
    Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "traverse a tensor view with tiles at parametric strides";
  let arguments = (ins CudaTile_TensorView:$tensor_view);
  let results = (outs Type<CPred<"::llvm::isa<::mlir::cuda_tile::StridedViewType>($_self)">,
                           "strided_view">:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakeGatherScatterViewOp
    : CudaTile_Op<"make_gather_scatter_view", "13.3", [
    Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "view a tensor with one dimension addressed by index tiles";
  let arguments = (ins CudaTile_TensorView:$tensor_view);
  let results = (outs Type<CPred<"::llvm::isa<::mlir::cuda_tile::GatherScatterViewType>($_self)">,
                           "gather_scatter_view">:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetTensorShapeOp : CudaTile_Op<"get_tensor_shape", "13.1", [NoMemoryEffect]> {
  let summary = "the extents of a tensor view";
  let arguments = (ins CudaTile_TensorView:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTile>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CudaTile_GetIndexSpaceShapeOp
    : CudaTile_Op<"get_index_space_shape", "13.1", [NoMemoryEffect]> {
  let summary = "the extents of a subview's index space";
  let arguments = (ins CudaTile_TileView:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTile>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CudaTile_LoadViewTkoOp : CudaTile_Op<"load_view_tko", "13.1", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "load one tile of a subview, ordered by tokens";
  let description = [{
    For a gather_scatter_view the index at `sparse_dim` is a 1-d tile of
    element indices; every other index is a scalar.

    `inbounds` (13.4) holds one flag per index: a true flag promises that
    the tile lies inside the view along that index's dimension, so the
    access needs no bounds check there (breaking the promise is undefined
    behaviour). Absent means all false: every index is checked.
  }];
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_IntTile>:$index,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_NumberTile:$tile, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttributes>($memory_ordering_semantics, $memory_scope)
    $view `[` $index `]` (`inbounds` `=` $inbounds^)? (`token` `=` $token^)?
    (`optimization_hints` `=` $optimization_hints^)? attr-dict-with-keyword
    `:` custom<CudaTileType>(type($view)) `,` custom<IndexTypes>(type($index), ref($index))
    `->` custom<CudaTileType>(type($tile)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_StoreViewTkoOp : CudaTile_Op<"store_view_tko", "13.1", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "store one tile into a subview, ordered by tokens";
  let description = [{
    `inbounds` (13.4): one flag per index, as for `load_view_tko`; a true
    flag promises that the stored tile lies inside the view along that
    index's dimension.
  }];
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_NumberTile:$tile,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_IntTile>:$index,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttributes>($memory_ordering_semantics, $memory_scope)
    $tile `,` $view `[` $index `]` (`inbounds` `=` $inbounds^)? (`token` `=` $token^)?
    (`optimization_hints` `=` $optimization_hints^)? attr-dict-with-keyword
    `:` custom<CudaTileType>(type($tile)) `,` custom<CudaTileType>(type($view))
    `,` custom<IndexTypes>(type($index), ref($index))
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}


//===----------------------------------------------------------------------===//
// Multimem accesses (13.5): one access through a multicast-backed
// partition_view reaches every device the multicast object maps. The
// operand and attribute rules are in docs/design/multimem.md.
//===----------------------------------------------------------------------===//

def CudaTile_MultimemLoadReduceViewTkoOp
    : CudaTile_Op<"multimem_load_reduce_view_tko", "13.5", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "load a tile from every device of a multicast view, reduced";
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_AtomicRMWMode:$mode,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_IntTile>:$index,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_NumberTile:$tile, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttributes>($memory_ordering_semantics, $memory_scope)
    $view `[` $index `]` `,` $mode (`token` `=` $token^)? attr-dict
    `:` custom<CudaTileType>(type($view)) `,` custom<IndexTypes>(type($index), ref($index))
    `->` custom<CudaTileType>(type($tile)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_MultimemReduceViewTkoOp
    : CudaTile_Op<"multimem_reduce_view_tko", "13.5", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "atomically reduce a tile into every device of a multicast view";
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_AtomicRMWMode:$mode,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_IntTile>:$index,
                       CudaTile_NumberTile:$value,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttributes>($memory_ordering_semantics, $memory_scope)
    $view `[` $index `]` `,` $mode `,` $value (`token` `=` $token^)? attr-dict
    `:` custom<CudaTileType>(type($value)) `,` custom<CudaTileType>(type($view))
    `,` custom<IndexTypes>(type($index), ref($index))
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_MultimemStoreViewTkoOp
    : CudaTile_Op<"multimem_store_view_tko", "13.5", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "store one tile to every device of a multicast view";
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_NumberTile:$tile,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_IntTile>:$index,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttributes>($memory_ordering_semantics, $memory_scope)
    $tile `,` $view `[` $index `]` (`token` `=` $token^)? attr-dict
    `:` custom<CudaTileType>(type($tile)) `,` custom<CudaTileType>(type($view))
    `,` custom<IndexTypes>(type($index), ref($index))
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEVIEWOPS_TD
