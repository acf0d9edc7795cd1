//===- TileASTypes.td - nv_tileas types --------------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEAS_IR_TILEASTYPES_TD
#define TILEIR_DIALECT_TILEAS_IR_TILEASTYPES_TD

include "tileir/Dialect/TileAS/IR/TileASAttrs.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

def TileAS_SharedMemDescType : TypeDef<TileAS_Dialect, "SharedMemDesc"> {
  let mnemonic = "smem";
  let summary = "a tile in shared memory";
  let description = [{
    `!nv_tileas.smem<64x32xf16, #nv_tileas.nvmma_shared<{...}>>`: a tile of
    the given shape and element type held in the CTA's shared memory, placed
    as its shared layout says. Where the buffer lives is decided by shared
    memory allocation; the type only describes the tile.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType,
                        "::mlir::nv_tileas::SharedLayoutAttr":$layout);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getNumElements() const;
  }];
}

def TileAS_TmaDescriptorType : TypeDef<TileAS_Dialect, "TmaDescriptor"> {
  let mnemonic = "tma_descriptor";
  let summary = "a tensor map that copies tiles of a view into shared memory";
  let description = [{
    `!nv_tileas.tma_descriptor<!nv_tileas.smem<128x64xf16, ...>>`: the
    tensor map (TMA descriptor, sm_90a) of a partition view whose copies
    write one tile as the shared tile type `tile` holds it (its nvmma_shared
    swizzle is the map's). The tensor map itself is 128 bytes of global
    memory that the kernel fills in (`make_tma_descriptor`).
  }];
  let parameters = (ins "::mlir::nv_tileas::SharedMemDescType":$tile);
  let assemblyFormat = "`<` qualified($tile) `>`";
}

#endif // TILEIR_DIALECT_TILEAS_IR_TILEASTYPES_TD
