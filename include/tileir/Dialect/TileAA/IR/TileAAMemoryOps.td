//===- TileAAMemoryOps.td - nv_tileaa memory, tokens, views *- tablegen -*-===//
//
// Every operation with a memory effect consumes a mem_token and produces its
// successor, so memory ordering is explicit SSA data-flow that the scheduler
// can reason about before tokens are lowered to mbarriers.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAA_IR_TILEAAMEMORYOPS_TD
#define TILEIR_DIALECT_TILEAA_IR_TILEAAMEMORYOPS_TD

include "tileir/Dialect/TileAA/IR/TileAAOpBase.td"

defvar TileAA_OrderingArgs = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                                  OptionalAttr<CudaTile_MemoryScope>:$memory_scope);
defvar TileAA_Hints = (ins OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);

//===----------------------------------------------------------------------===//
// Tokens.
//===----------------------------------------------------------------------===//

def TileAA_CreateMemTokenOp : TileAA_Op<"create_mem_token", [Pure]> {
  let summary = "a fresh token with no preceding memory effect";
  let description = [{
    `producers` is the number of producers expected to merge into the token;
    the mbarrier lowering initialises its barrier with that count.
  }];
  let arguments = (ins DefaultValuedAttr<I32Attr, "1">:$producers);
  let results = (outs TileAA_Token:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def TileAA_JoinMemTokenOp : TileAA_Op<"join_mem_token", [Pure]> {
  let summary = "a token complete once every input token is complete";
  let arguments = (ins Variadic<TileAA_Token>:$tokens);
  let results = (outs TileAA_Token:$result);
  let assemblyFormat = "`[` $tokens `]` attr-dict `:` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pointers and globals.
//===----------------------------------------------------------------------===//

def TileAA_AddPtrOp : TileAA_Op<"addptr", [Pure, Elementwise,
    AllTypesMatch<["ptr", "result"]>, TileAA_ShapesMatch<["ptr", "offset"]>]> {
  let summary = "pointer plus an offset counted in `element_type` elements";
  let description = [{
    Pointers are opaque, so the element type that scales the offset is kept
    as an attribute: two offsets are only added when they count the same
    element size.
  }];
  let arguments = (ins TileAA_PtrTile:$ptr, TileAA_IntTile:$offset,
                       TypeAttr:$element_type);
  let results = (outs TileAA_PtrTile:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` type($ptr) `,` type($offset)
  }];
  // PointerCanonicalization.cpp: zero offsets and addptr chains.
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def TileAA_GlobalOp : TileAA_Op<"global", [Symbol]> {
  let summary = "module-scope buffer in global memory";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       DefaultValuedAttr<CudaTile_SymbolVisibilityAttr,
                           "::mlir::cuda_tile::SymbolVisibility::Public">:$symbol_visibility,
                       UnitAttr:$constant,
                       Builtin_DenseIntOrFPElementsAttr:$value,
                       DefaultValuedAttr<I64Attr, "0">:$alignment);
  let assemblyFormat = "$sym_name attr-dict";
  let hasVerifier = 1;
}

def TileAA_GetGlobalOp : TileAA_Op<"get_global", [Pure,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs TileAA_Ptr:$result);
  let assemblyFormat = "$name attr-dict `:` type($result)";
}

def TileAA_AllocaOp : TileAA_Op<"alloca"> {
  let summary = "scratch memory for `num_elem` elements";
  let arguments = (ins ConfinedAttr<I64Attr, [IntMinValue<0>]>:$num_elem,
                       UnitAttr:$global, TypeAttr:$element_type);
  let results = (outs TileAA_Ptr:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Pointer-tile memory access.
//===----------------------------------------------------------------------===//

def TileAA_LoadOp : TileAA_Op<"load", [AttrSizedOperandSegments,
    OptionalTypesMatchWith<"other has the result type", "result", "other",
                           "$_self">,
    TileAA_ShapesMatch<["ptr", "result"]>]> {
  let summary = "gather load through a tile of pointers";
  let description = [{
    Lanes whose `mask` is false are not read and yield `other` (or an
    unspecified value without it).
  }];
  let arguments = !con((ins TileAA_PtrTile:$ptr, Optional<TileAA_I1Tile>:$mask,
                            Optional<TileAA_NumberTile>:$other, TileAA_Token:$token),
                       TileAA_OrderingArgs, TileAA_Hints);
  let results = (outs TileAA_NumberTile:$result, TileAA_Token:$result_token);
  let assemblyFormat = [{
    $ptr (`mask` $mask^)? (`other` $other^)? `token` $token attr-dict `:`
    type($ptr) (`,` type($mask)^)? `->` type($result)
  }];
  let hasVerifier = 1;
  // MaskedMemoryCanonicalization.cpp: constant masks.
  let hasCanonicalizer = 1;
}

def TileAA_StoreOp : TileAA_Op<"store", [
    TileAA_ShapesMatch<["ptr", "value"]>]> {
  let summary = "scatter store through a tile of pointers";
  let arguments = !con((ins TileAA_PtrTile:$ptr, TileAA_NumberTile:$value,
                            Optional<TileAA_I1Tile>:$mask, TileAA_Token:$token),
                       TileAA_OrderingArgs, TileAA_Hints);
  let results = (outs TileAA_Token:$result_token);
  let assemblyFormat = [{
    $ptr `,` $value (`mask` $mask^)? `token` $token attr-dict `:`
    type($ptr) `,` type($value) (`,` type($mask)^)?
  }];
  let hasVerifier = 1;
  // MaskedMemoryCanonicalization.cpp: constant masks.
  let hasCanonicalizer = 1;
}

def TileAA_AtomicCasOp : TileAA_Op<"atomic_cas", [
    AllTypesMatch<["cmp", "val", "result"]>, TileAA_ShapesMatch<["ptr", "result"]>]> {
  let arguments = (ins TileAA_PtrTile:$ptr, TileAA_NumberTile:$cmp,
                       TileAA_NumberTile:$val, Optional<TileAA_I1Tile>:$mask,
                       TileAA_Token:$token,
                       CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope);
  let results = (outs TileAA_NumberTile:$result, TileAA_Token:$result_token);
  let assemblyFormat = [{
    $ptr `,` $cmp `,` $val (`mask` $mask^)? `token` $token attr-dict `:`
    type($ptr) (`,` type($mask)^)? `->` type($result)
  }];  // AtomicCanonicalization.cpp: identities become atomic loads.
  let hasCanonicalizer = 1;
}

def TileAA_AtomicRmwOp : TileAA_Op<"atomic_rmw", [
    AllTypesMatch<["arg", "result"]>, TileAA_ShapesMatch<["ptr", "result"]>]> {
  let arguments = (ins TileAA_PtrTile:$ptr, TileAA_NumberTile:$arg,
                       Optional<TileAA_I1Tile>:$mask, TileAA_Token:$token,
                       CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope,
                       CudaTile_AtomicRMWMode:$mode);
  let results = (outs TileAA_NumberTile:$result, TileAA_Token:$result_token);
  let assemblyFormat = [{
    $ptr `,` $arg (`mask` $mask^)? `token` $token attr-dict `:`
    type($ptr) (`,` type($mask)^)? `->` type($result)
  }];  // AtomicCanonicalization.cpp: identities become atomic loads.
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Memrefs and tiled views.
//===----------------------------------------------------------------------===//

def TileAA_MakeMemRefOp : TileAA_Op<"make_memref", [Pure, AttrSizedOperandSegments]> {
  let summary = "a strided tensor at a base pointer";
  let arguments = (ins TileAA_Ptr:$base, Variadic<TileAA_ScalarInt>:$dynamicShape,
                       Variadic<TileAA_ScalarInt>:$dynamicStrides);
  let results = (outs TileAA_MemRef:$result);
  let assemblyFormat = [{
    $base `,` `shape` `[` $dynamicShape `]` `,` `strides` `[` $dynamicStrides `]`
    attr-dict `:` type($result) (`shape_types` `(` type($dynamicShape)^ `)`)?
    (`stride_types` `(` type($dynamicStrides)^ `)`)?
  }];
  let hasVerifier = 1;
}

def TileAA_MakeTiledViewOp : TileAA_Op<"make_tiled_view", [Pure,
    TypesMatchWith<"memref is the view's memref", "result", "memref",
                   "::llvm::cast<::mlir::nv_tileaa::TiledViewType>($_self).getMemref()">]> {
  let summary = "view a memref tile by tile";
  let arguments = (ins TileAA_MemRef:$memref);
  let results = (outs TileAA_TiledView:$result);
  let assemblyFormat = "$memref attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def TileAA_GetMemRefShapeOp : TileAA_Op<"get_memref_shape", [Pure]> {
  let arguments = (ins TileAA_MemRef:$src);
  let results = (outs Variadic<TileAA_ScalarInt>:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

def TileAA_GetIndexSpaceShapeOp : TileAA_Op<"get_index_space_shape", [Pure]> {
  let arguments = (ins TileAA_TiledView:$src);
  let results = (outs Variadic<TileAA_ScalarInt>:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

def TileAA_TiledLoadOp : TileAA_Op<"tiled_load"> {
  let summary = "load the tile at an index of a tiled view";
  let arguments = !con((ins TileAA_TiledView:$view, Variadic<TileAA_IntTile>:$index,
                            TileAA_Token:$token), TileAA_OrderingArgs, TileAA_Hints);
  let results = (outs TileAA_NumberTile:$tile, TileAA_Token:$result_token);
  let assemblyFormat = [{
    $view `[` $index `]` `token` $token attr-dict `:` type($view) `,` type($index)
    `->` type($tile)
  }];
  let hasVerifier = 1;
}

def TileAA_TiledStoreOp : TileAA_Op<"tiled_store"> {
  let summary = "store a tile at an index of a tiled view";
  let arguments = !con((ins TileAA_NumberTile:$tile, TileAA_TiledView:$view,
                            Variadic<TileAA_IntTile>:$index, TileAA_Token:$token),
                       TileAA_OrderingArgs, TileAA_Hints);
  let results = (outs TileAA_Token:$result_token);
  let assemblyFormat = [{
    $tile `,` $view `[` $index `]` `token` $token attr-dict `:` type($tile) `,`
    type($view) `,` type($index)
  }];
  let hasVerifier = 1;
}

def TileAA_TiledAtomicRedOp : TileAA_Op<"tiled_atomic_red"> {
  let summary = "atomically reduce a tile into an index of a tiled view";
  let arguments = (ins TileAA_TiledView:$view, Variadic<TileAA_IntTile>:$index,
                       TileAA_NumberTile:$value, TileAA_Token:$token,
                       CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope,
                       CudaTile_AtomicRMWMode:$mode);
  let results = (outs TileAA_Token:$result_token);
  let assemblyFormat = [{
    $view `[` $index `]` `,` $value `token` $token attr-dict `:` type($view) `,`
    type($index) `,` type($value)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Multimem accesses (13.5): the tiled accesses through a multicast address,
// kept apart from the plain ones because no other instruction may touch such
// an address. The CPU stand-in and the GPU rule are in
// docs/design/multimem.md.
//===----------------------------------------------------------------------===//

def TileAA_MultimemLoadReduceOp : TileAA_Op<"multimem_load_reduce"> {
  let summary = "load-reduce the tile at an index of a multicast tiled view";
  let arguments = !con((ins TileAA_TiledView:$view, Variadic<TileAA_IntTile>:$index,
                            TileAA_Token:$token),
                       TileAA_OrderingArgs, (ins CudaTile_AtomicRMWMode:$mode));
  let results = (outs TileAA_NumberTile:$tile, TileAA_Token:$result_token);
  let assemblyFormat = [{
    $view `[` $index `]` `token` $token attr-dict `:` type($view) `,` type($index)
    `->` type($tile)
  }];
  let hasVerifier = 1;
}

def TileAA_MultimemReduceOp : TileAA_Op<"multimem_reduce"> {
  let summary = "reduce a tile into an index of a multicast tiled view";
  let arguments = !con((ins TileAA_TiledView:$view, Variadic<TileAA_IntTile>:$index,
                            TileAA_NumberTile:$value, TileAA_Token:$token),
                       TileAA_OrderingArgs, (ins CudaTile_AtomicRMWMode:$mode));
  let results = (outs TileAA_Token:$result_token);
  let assemblyFormat = [{
    $view `[` $index `]` `,` $value `token` $token attr-dict `:` type($view) `,`
    type($index) `,` type($value)
  }];
  let hasVerifier = 1;
}

def TileAA_MultimemStoreOp : TileAA_Op<"multimem_store"> {
  let summary = "store a tile at an index of a multicast tiled view";
  let arguments = !con((ins TileAA_NumberTile:$tile, TileAA_TiledView:$view,
                            Variadic<TileAA_IntTile>:$index, TileAA_Token:$token),
                       TileAA_OrderingArgs);
  let results = (outs TileAA_Token:$result_token);
  let assemblyFormat = [{
    $tile `,` $view `[` $index `]` `token` $token attr-dict `:` type($tile) `,`
    type($view) `,` type($index)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Fences on the token chain (13.4). They touch no memory the program names,
// but order it: as effects of the token algebra (no memory-effect interface,
// so never removed or moved), ops ordered after them wait for every thread.
//===----------------------------------------------------------------------===//

class TileAA_TokenFenceOp<string mnemonic> : TileAA_Op<mnemonic> {
  let arguments = (ins TileAA_Token:$token);
  let results = (outs TileAA_Token:$result_token);
  let assemblyFormat = "`token` $token attr-dict";
}
def TileAA_GdcWaitOp : TileAA_TokenFenceOp<"gdc_wait"> {
  let summary = "wait for the predecessor grid (griddepcontrol.wait, sm_90+)";
}
def TileAA_GdcLaunchDependentsOp : TileAA_TokenFenceOp<"gdc_launch_dependents"> {
  let summary = "let dependent grids launch (griddepcontrol.launch_dependents)";
}
def TileAA_FenceProxyAliasOp : TileAA_TokenFenceOp<"fence_proxy_alias"> {
  let summary = "order accesses through virtual aliases (fence.proxy.alias)";
}

//===----------------------------------------------------------------------===//
// Debugging side effects: also ordered by tokens.
//===----------------------------------------------------------------------===//

def TileAA_PrintOp : TileAA_Op<"print"> {
  let arguments = (ins StrAttr:$str, Variadic<TileAA_Tile>:$args, TileAA_Token:$token);
  let results = (outs TileAA_Token:$result_token);
  let assemblyFormat = [{
    $str (`,` $args^ `:` type($args))? `token` $token attr-dict
  }];
}

def TileAA_AssertOp : TileAA_Op<"assert"> {
  let arguments = (ins TileAA_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` type($condition)";
}

#endif // TILEIR_DIALECT_TILEAA_IR_TILEAAMEMORYOPS_TD
