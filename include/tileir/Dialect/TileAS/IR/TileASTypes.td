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

#endif // TILEIR_DIALECT_TILEAS_IR_TILEASTYPES_TD
