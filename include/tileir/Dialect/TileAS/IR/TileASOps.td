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

#endif // TILEIR_DIALECT_TILEAS_IR_TILEASOPS_TD
