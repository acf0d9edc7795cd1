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

//===----------------------------------------------------------------------===//
// Tensor memory access (TMA, sm_90a) and the mbarriers its copies complete
//===----------------------------------------------------------------------===//

def TileAS_MakeTmaDescriptorOp : TileAS_Op<"make_tma_descriptor",
    [MemoryEffects<[MemWrite<DefaultResource>]>]> {
  let summary = "fills in the tensor map of a partition view";
  let description = [{
    Writes the tensor map of `view` (its base, extents and strides, read at
    run time; the box and swizzle of the result's tile) into descriptor
    `slot` of the CTA's block of tensor maps, whose count the kernel's
    `nv_tileas.tma_descriptors` attribute gives. The lowering claims the
    block for the CTA at its start and gives it back at its end: tensor maps
    live in global memory, and the kernel's arguments cannot carry them (the
    views are made inside the kernel).
  }];
  let arguments = (ins AnyType:$view,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$slot);
  let results = (outs TileAS_TmaDescriptorType:$result);
  let assemblyFormat = [{
    $view attr-dict `:` type($view) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

/// The mbarriers of a pipeline: a shared tile of i64, one per stage.
def TileAS_MBarrierArray : Type<
    And<[CPred<"::llvm::isa<::mlir::nv_tileas::SharedMemDescType>($_self)">,
         CPred<"::llvm::cast<::mlir::nv_tileas::SharedMemDescType>($_self)"
               ".getShape().size() == 1">,
         CPred<"::llvm::cast<::mlir::nv_tileas::SharedMemDescType>($_self)"
               ".getElementType().isSignlessInteger(64)">]>,
    "1-D shared tile of i64 mbarriers", "::mlir::nv_tileas::SharedMemDescType">;

def TileAS_AllocBarriersOp : TileAS_Op<"alloc_barriers", [Pure]> {
  let summary = "mbarriers of the kernel's array of pipeline mbarriers";
  let description = [{
    The result's mbarriers are words [first, first + n) of the kernel's
    array of pipeline mbarriers (n the result's extent; the kernel's
    `nv_tileas.barriers` attribute counts the words): a static shared array
    beside the mbarrier pool of memory tokens, apart from the shared tiles,
    so that a pipeline's mbarriers take none of the room of its stages or
    of the staging scratch.
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative]>:$first);
  let results = (outs TileAS_MBarrierArray:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAS_InitBarriersOp : TileAS_Op<"init_barriers",
    [MemoryEffects<[MemWrite<DefaultResource>]>]> {
  let summary = "initialises every mbarrier of a shared array";
  let description = [{
    Each mbarrier of `barriers` starts its phase 0, completed by `arrivals`
    arrivals and the transaction bytes they announce. Every thread of the
    CTA sees them initialised after this op.
  }];
  let arguments = (ins TileAS_MBarrierArray:$barriers,
                       ConfinedAttr<I32Attr, [IntPositive]>:$arrivals);
  let assemblyFormat = "$barriers attr-dict `:` qualified(type($barriers))";
}

def TileAS_InvalBarriersOp : TileAS_Op<"inval_barriers",
    [MemoryEffects<[MemWrite<DefaultResource>]>]> {
  let summary = "ends the mbarriers of a shared array";
  let description = [{
    Once every thread is done waiting on them, the mbarriers of `barriers`
    are invalidated, so that their memory may be initialised again or
    reused.
  }];
  let arguments = (ins TileAS_MBarrierArray:$barriers);
  let assemblyFormat = "$barriers attr-dict `:` qualified(type($barriers))";
}

def TileAS_ArriveExpectTxOp : TileAS_Op<"arrive_expect_tx",
    [MemoryEffects<[MemWrite<DefaultResource>]>]> {
  let summary = "one arrival on an mbarrier, announcing copy bytes";
  let description = [{
    One thread of the CTA arrives on mbarrier `index` of `barriers`; when
    `predicate` holds (or is absent) its phase also waits for `bytes` bytes
    of asynchronous copies (`async_tma_load`) to complete on it.
  }];
  let arguments = (ins TileAS_MBarrierArray:$barriers, I32:$index,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$bytes,
                       Optional<I1>:$predicate);
  let assemblyFormat = [{
    $barriers `[` $index `]` `,` $bytes (`if` $predicate^)? attr-dict `:`
    qualified(type($barriers))
  }];
}

def TileAS_AsyncTmaLoadOp : TileAS_Op<"async_tma_load",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead<DefaultResource>, MemWrite<DefaultResource>]>]> {
  let summary = "starts a tensor copy of a tile into shared memory";
  let description = [{
    One thread of the CTA starts copying the tile at `indices` of the view
    that `descriptor` maps into the shared tile `dest` (cp.async.bulk.tensor,
    one copy per box of the tensor map's swizzle width); elements out of
    bounds read as zero. The copies complete their bytes on mbarrier `index`
    of `barriers`, whose phase shows they landed. With `predicate` false
    nothing is copied.
  }];
  let arguments = (ins TileAS_TmaDescriptorType:$descriptor,
                       Variadic<AnySignlessInteger>:$indices,
                       TileAS_SharedMemDescType:$dest,
                       TileAS_MBarrierArray:$barriers, I32:$index,
                       Optional<I1>:$predicate);
  let assemblyFormat = [{
    $descriptor `[` $indices `]` `,` $dest `,` $barriers `[` $index `]`
    (`if` $predicate^)? attr-dict `:` qualified(type($descriptor)) `,`
    type($indices) `->` qualified(type($dest)) `,` qualified(type($barriers))
  }];
  let hasVerifier = 1;
}

def TileAS_WaitBarrierOp : TileAS_Op<"wait_barrier",
    [MemoryEffects<[MemRead<DefaultResource>, MemWrite<DefaultResource>]>]> {
  let summary = "waits for a phase of an mbarrier";
  let description = [{
    Every thread (with `issuer`, only the thread that issues the copies,
    `arrive_expect_tx` and `async_tma_load`) waits until the phase of
    mbarrier `index` of `barriers` with parity `phase` (0 or 1) has
    completed, which makes what was done before the arrivals and copies
    that completed it visible. The phase before a barrier's first counts
    as completed, so a wait for parity 1 on a new barrier returns at once.
    With `sync_cta` the CTA then synchronises, as after `async_wait`, so
    that no thread still reads a stage the next copies overwrite.
  }];
  let arguments = (ins TileAS_MBarrierArray:$barriers, I32:$index,
                       I32:$phase, UnitAttr:$issuer, UnitAttr:$sync_cta);
  let assemblyFormat = [{
    $barriers `[` $index `]` `,` $phase attr-dict `:` qualified(type($barriers))
  }];
}

def TileAS_ArriveBarrierOp : TileAS_Op<"arrive_barrier",
    [MemoryEffects<[MemRead<DefaultResource>, MemWrite<DefaultResource>]>]> {
  let summary = "every thread arrives on an mbarrier";
  let description = [{
    Every thread of the CTA arrives once on mbarrier `index` of `barriers`
    (when `predicate` holds or is absent), after everything it did before:
    a pipeline's threads say so that they are done reading a stage, which
    the thread that issues the copies waits for before it overwrites it.
  }];
  let arguments = (ins TileAS_MBarrierArray:$barriers, I32:$index,
                       Optional<I1>:$predicate);
  let assemblyFormat = [{
    $barriers `[` $index `]` (`if` $predicate^)? attr-dict `:`
    qualified(type($barriers))
  }];
}

#endif // TILEIR_DIALECT_TILEAS_IR_TILEASOPS_TD
