//===- CudaTileAtomicOps.td - Atomic memory operations -----*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEATOMICOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEATOMICOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_AtomicCASTkoOp : CudaTile_Op<"atomic_cas_tko", "13.1", [
    AttrSizedOperandSegments, AllShapesMatch<["pointers", "cmp", "val", "result"]>,
    AllTypesMatch<["cmp", "val", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "elementwise atomic compare-and-swap";
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope,
                       CudaTile_PointerTile:$pointers,
                       CudaTile_NumberTile:$cmp, CudaTile_NumberTile:$val,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_NumberTile:$result, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics $memory_scope $pointers `,` $cmp `,` $val
    (`,` $mask^)? (`token` `` `=` `` $token^)? attr-dict `:`
    custom<CudaTileType>(type($pointers)) `,` custom<CudaTileType>(type($val))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicRMWTkoOp : CudaTile_Op<"atomic_rmw_tko", "13.1", [
    AttrSizedOperandSegments, AllShapesMatch<["pointers", "arg", "result"]>,
    AllTypesMatch<["arg", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "elementwise atomic read-modify-write";
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope,
                       CudaTile_PointerTile:$pointers,
                       CudaTile_AtomicRMWMode:$mode,
                       CudaTile_NumberTile:$arg,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_NumberTile:$result, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics $memory_scope $pointers `,` $mode `,` $arg
    (`,` $mask^)? (`token` `` `=` `` $token^)? attr-dict `:`
    custom<CudaTileType>(type($pointers)) `,` custom<CudaTileType>(type($arg))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicRedViewTkoOp : CudaTile_Op<"atomic_red_view_tko", "13.3", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "atomically reduce a tile into a subview";
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_IntTile>:$index,
                       CudaTile_AtomicRMWMode:$mode,
                       CudaTile_NumberTile:$value,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics $memory_scope $view `[` $index `]` `,` $mode `,`
    $value (`token` `=` $token^)? attr-dict `:` custom<CudaTileType>(type($value))
    `,` custom<CudaTileType>(type($view)) `,` custom<IndexTypes>(type($index), ref($index))
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEATOMICOPS_TD
