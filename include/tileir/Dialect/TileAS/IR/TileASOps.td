//===- TileASOps.td - nv_tileas operations -----------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEAS_IR_TILEASOPS_TD
#define TILEIR_DIALECT_TILEAS_IR_TILEASOPS_TD

include "tileir/Dialect/TileAS/IR/TileASTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// A tensor whose encoding is a distributed layout.
def TileAS_DistributedTensor : Type<
    And<[IsTensorTypePred,
         CPred<"::llvm::isa_and_nonnull<::mlir::nv_tileas::DistributedLayoutAttr>("
               "::llvm::cast<::mlir::RankedTensorType>($_self).getEncoding())">]>,
    "tensor with a distributed layout encoding", "::mlir::RankedTensorType">;

def TileAS_ConvertLayoutOp : TileAS_Op<"convert_layout", [Pure]> {
  let summary = "moves a tile's elements to the threads of another layout";
  let description = [{
    The result holds the same elements as the operand in another distributed
    layout. It is where data crosses threads (through shared memory or warp
    shuffles); layout passes insert it at the boundaries between producers
    and consumers and remove the ones they can.
  }];
  let arguments = (ins TileAS_DistributedTensor:$source);
  let results = (outs TileAS_DistributedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAS_LocalAllocOp : TileAS_Op<"local_alloc",
    [MemoryEffects<[MemAlloc<DefaultResource>]>]> {
  let summary = "a tile in shared memory, optionally initialised from registers";
  let arguments = (ins Optional<TileAS_DistributedTensor>:$source);
  let results = (outs TileAS_SharedMemDescType:$result);
  let assemblyFormat = "($source^ `:` type($source))? attr-dict `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAS_LocalLoadOp : TileAS_Op<"local_load",
    [MemoryEffects<[MemRead<DefaultResource>]>]> {
  let summary = "reads a shared-memory tile into registers of a distributed layout";
  let arguments = (ins TileAS_SharedMemDescType:$source);
  let results = (outs TileAS_DistributedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` qualified(type($source)) `->` type($result)";
  let hasVerifier = 1;
}

def TileAS_LocalStoreOp : TileAS_Op<"local_store",
    [MemoryEffects<[MemWrite<DefaultResource>]>]> {
  let summary = "writes a register tile into a shared-memory tile";
  let arguments = (ins TileAS_DistributedTensor:$value,
                       TileAS_SharedMemDescType:$dest);
  let assemblyFormat = "$value `,` $dest attr-dict `:` type($value) `->` qualified(type($dest))";
  let hasVerifier = 1;
}

def TileAS_LocalDeallocOp : TileAS_Op<"local_dealloc",
    [MemoryEffects<[MemFree<DefaultResource>]>]> {
  let summary = "ends a shared-memory tile's lifetime";
  let description = [{
    After this point the buffer may be reused by shared memory allocation.
  }];
  let arguments = (ins TileAS_SharedMemDescType:$buffer);
  let assemblyFormat = "$buffer attr-dict `:` qualified(type($buffer))";
}

def TileAS_MemDescIndexOp : TileAS_Op<"memdesc_index", [Pure]> {
  let summary = "one tile of a shared-memory buffer of several";
  let description = [{
    `%stage = nv_tileas.memdesc_index %buffer[%i]` is tile `%i` along the
    first dimension of `%buffer`: the stages of a software pipeline are one
    buffer of `stages x tile` elements. The result has the remaining
    dimensions and the buffer's layout (which places whole tiles one after
    another).
  }];
  let arguments = (ins TileAS_SharedMemDescType:$source, I32:$index);
  let results = (outs TileAS_SharedMemDescType:$result);
  let assemblyFormat = [{
    $source `[` $index `]` attr-dict `:` qualified(type($source)) `->`
    qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncTiledLoadOp : TileAS_Op<"async_tiled_load",
    [AttrSizedOperandSegments,
     MemoryEffects<[MemRead<DefaultResource>, MemWrite<DefaultResource>]>]> {
  let summary = "starts copying a tile of a view into shared memory";
  let description = [{
    Starts copying the tile at `indices` of the tiled view `view` (as
    `nv_tileaa.tiled_load` reads it, elements out of bounds reading as zero)
    into the shared-memory tile `dest`, without waiting for it. Each thread
    issues its share of the copy; the copy belongs to the thread's next
    `async_commit_group`, and its data may be read only after an
    `async_wait` that leaves that group out. With `predicate` false nothing
    is read and `dest` is filled with zeros. `dest` may leave out leading
    unit dimensions of the tile (a batched kernel's [1, M, K] tile staged as
    M x K). It lowers to `cp.async` (sm_80+), 16 bytes at a time, so software pipelines overlap the copies
    of later loop iterations with the work of the current one.
  }];
  let arguments = (ins AnyType:$view, Variadic<AnySignlessInteger>:$indices,
                       TileAS_SharedMemDescType:$dest, Optional<I1>:$predicate);
  let assemblyFormat = [{
    $view `[` $indices `]` `,` $dest (`if` $predicate^)? attr-dict `:`
    type($view) `,` type($indices) `->` qualified(type($dest))
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncCommitGroupOp : TileAS_Op<"async_commit_group"> {
  let summary = "closes the group of this thread's pending async copies";
  let description = [{
    The `async_tiled_load`s this thread issued since its previous commit
    form one group, which `async_wait` counts.
  }];
  let assemblyFormat = "attr-dict";
}

def TileAS_AsyncWaitOp : TileAS_Op<"async_wait"> {
  let summary = "waits until at most `pending` copy groups are in flight";
  let description = [{
    Waits until each thread's committed copy groups, except the `pending`
    most recent ones, have completed, then synchronises the CTA, so that
    every thread sees what every thread's completed copies wrote (and no
    thread is still reading a stage the next copies overwrite).
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative]>:$pending);
  let assemblyFormat = "attr-dict";
}

#endif // TILEIR_DIALECT_TILEAS_IR_TILEASOPS_TD
