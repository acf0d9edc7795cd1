//===- CudaTileMemoryOps.td - Pointers memory and tokens ---*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEMEMORYOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEMEMORYOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_MakeTokenOp : CudaTile_Op<"make_token", "13.1", [Pure]> {
  let summary = "a fresh token with no dependencies";
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_JoinTokensOp : CudaTile_Op<"join_tokens", "13.1", [Pure]> {
  let summary = "a token that depends on all given tokens";
  let arguments = (ins Variadic<CudaTile_Token>:$tokens);
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "$tokens attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

// Programmatic dependent launch (13.4). Neither op touches memory the
// program can name, but both order it across kernels, so they declare no
// memory effects (unknown effects: never removed, never reordered). The
// token only places them on a token chain.
class CudaTile_GdcOp<string mnemonic> : CudaTile_Op<mnemonic, "13.4"> {
  let arguments = (ins Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    (`token` `=` $token^)? attr-dict `->` custom<CudaTileType>(type($result_token))
  }];
}
def CudaTile_GdcLaunchDependentsTkoOp : CudaTile_GdcOp<"gdc_launch_dependents_tko"> {
  let summary = "let dependent grids launch (PDL); no memory ordering";
  let description = [{
    Every tile block of the grid must execute it (or exit) before a
    dependent kernel launched with programmatic stream serialization may be
    scheduled. A no-op below sm_90 and without that launch attribute.
  }];
}
def CudaTile_GdcWaitTkoOp : CudaTile_GdcOp<"gdc_wait_tko"> {
  let summary = "wait for the predecessor grid (PDL), with acquire semantics";
  let description = [{
    After it, every store of the predecessor kernel is visible. A no-op
    below sm_90 and without the programmatic launch attribute.
  }];
}

def CudaTile_MemoryFenceAliasTkoOp
    : CudaTile_Op<"memory_fence_alias_tko", "13.4"> {
  let summary = "proxy fence between virtual aliases of the same memory";
  let description = [{
    Along the token chain, every earlier memory operation on memory reached
    through a different virtual alias has completed after the fence.
  }];
  let arguments = (ins CudaTile_Token:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    `token` `=` $token attr-dict `->` custom<CudaTileType>(type($result_token))
  }];
}

def CudaTile_LoadPtrTkoOp : CudaTile_Op<"load_ptr_tko", "13.1", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "gather through a tile of pointers, ordered by tokens";
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_PointerTile:$source,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_NumberTile>:$paddingValue,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_NumberTile:$result, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics ($memory_scope^)? $source
    (`,` $mask^)? (`,` $paddingValue^)? (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)? attr-dict `:`
    custom<CudaTileType>(type($source)) (`,` custom<CudaTileType>(type($mask))^)?
    (`,` custom<CudaTileType>(type($paddingValue))^)?
    `->` custom<CudaTileType>(type($result)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_StorePtrTkoOp : CudaTile_Op<"store_ptr_tko", "13.1", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "scatter through a tile of pointers, ordered by tokens";
  let arguments = (ins CudaTile_MemoryOrdering:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_PointerTile:$destination,
                       CudaTile_NumberTile:$value,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics ($memory_scope^)? $destination `,` $value
    (`,` $mask^)? (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)? attr-dict `:`
    custom<CudaTileType>(type($destination)) `,` custom<CudaTileType>(type($value))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AllocaOp : CudaTile_Op<"alloca", "13.3"> {
  let summary = "allocate scratch memory for the running tile block";
  let description = [{
    Room for `num_elem` elements of the pointee type, aligned to `alignment`
    bytes. Without `global` only the allocating tile thread may access it.
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntMinValue<0>]>:$num_elem,
                       ConfinedAttr<I64Attr, [IntMinValue<0>]>:$alignment,
                       UnitAttr:$global);
  let results = (outs CudaTile_ScalarTileOf<[CudaTile_PointerAny]>:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment (`global` $global^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEMEMORYOPS_TD
