//===- TileAATypes.td - nv_tileaa types and constraints ----*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEAA_IR_TILEAATYPES_TD
#define TILEIR_DIALECT_TILEAA_IR_TILEAATYPES_TD

include "tileir/Dialect/TileAA/IR/TileAADialect.td"
include "mlir/IR/CommonTypeConstraints.td"

class TileAA_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<TileAA_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def TileAA_MemTokenType : TileAA_Type<"MemToken", "mem_token"> {
  let summary = "memory-ordering token";
  let description = [{
    A pure ordering edge: no data, only the proof that every memory effect
    before it on the edge has completed. Every memory operation consumes one
    and produces its successor. The type is parameterless, so it is uniqued
    once per context and compared by pointer.
  }];
}

def TileAA_MemRefType : TileAA_Type<"MemRef", "memref"> {
  let summary = "strided tensor in global memory (the lowered tensor_view)";
  let parameters = (ins "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t">:$shape,
                        ArrayRefParameter<"int64_t">:$strides);
  let assemblyFormat = [{
    `<` $elementType `,` `[` custom<DimList>($shape) `]` `,`
    `[` custom<DimList>($strides) `]` `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
  }];
}

def TileAA_TiledViewType : TileAA_Type<"TiledView", "tiled_view"> {
  let summary = "a memref accessed tile by tile (the lowered tile views)";
  let description = [{
    `kind` is "partition", "strided" or "gather_scatter"; `layout` keeps the
    view's remaining parameters (dim_map, traversal_strides, sparse_dim,
    padding_value) so that the view still identifies the same memory object,
    shape and layout intent when it reaches layout assignment.
  }];
  let parameters = (ins "::mlir::StringAttr":$kind,
                        ArrayRefParameter<"int64_t">:$tileShape,
                        "::mlir::nv_tileaa::MemRefType":$memref,
                        "::mlir::DictionaryAttr":$layout);
  let assemblyFormat = [{
    `<` $kind `,` `[` custom<DimList>($tileShape) `]` `,` $memref `,` $layout `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// For a partition view of a memref whose last dimension has unit
    /// stride: the tile dimension that runs along it (the last one unless
    /// dim_map transposes the tile). None otherwise.
    std::optional<unsigned> getContiguousTileDim() const;
  }];
}

//===----------------------------------------------------------------------===//
// Type constraints. A lowered tile is a ranked tensor or, at rank 0, its
// scalar element (signless integer, float or !llvm.ptr).
//===----------------------------------------------------------------------===//

def TileAA_Ptr : Type<CPred<"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)">,
                      "LLVM pointer", "::mlir::LLVM::LLVMPointerType">,
                 BuildableType<"::mlir::LLVM::LLVMPointerType::get($_builder.getContext())">;
def TileAA_Token : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemTokenType>($_self)">,
                        "mem_token", "::mlir::nv_tileaa::MemTokenType">,
                   BuildableType<"::mlir::nv_tileaa::MemTokenType::get($_builder.getContext())">;
def TileAA_MemRef : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemRefType>($_self)">,
                         "memref", "::mlir::nv_tileaa::MemRefType">;
def TileAA_TiledView : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::TiledViewType>($_self)">,
                            "tiled_view", "::mlir::nv_tileaa::TiledViewType">;

// Builtin floats and cuda_tile's f8E5M3FNU (13.4), which MLIR lacks.
def TileAA_AnyFloat
    : AnyTypeOf<[AnyFloat,
                 Type<CPred<"::llvm::isa<::mlir::cuda_tile::Float8E5M3FNUType>($_self)">,
                      "f8E5M3FNU">], "floating-point">;
def TileAA_Element : AnyTypeOf<[AnySignlessInteger, TileAA_AnyFloat, TileAA_Ptr]>;
def TileAA_Tile : TypeOrValueSemanticsContainer<TileAA_Element, "tile">;
def TileAA_IntTile : TypeOrValueSemanticsContainer<AnySignlessInteger, "integer tile">;
def TileAA_I1Tile : TypeOrValueSemanticsContainer<I1, "i1 tile">;
def TileAA_FloatTile : TypeOrValueSemanticsContainer<TileAA_AnyFloat, "float tile">;
def TileAA_PtrTile : TypeOrValueSemanticsContainer<TileAA_Ptr, "pointer tile">;
def TileAA_NumberTile
    : TypeOrValueSemanticsContainer<AnyTypeOf<[AnySignlessInteger, TileAA_AnyFloat]>,
                                    "number tile">;
def TileAA_Tensor : RankedTensorOf<[TileAA_Element]>;
def TileAA_ScalarInt : AnyTypeOf<[AnySignlessInteger], "signless integer">;
def TileAA_AnyValue
    : AnyTypeOf<[TileAA_Tile, TileAA_Token, TileAA_MemRef, TileAA_TiledView]>;

#endif // TILEIR_DIALECT_TILEAA_IR_TILEAATYPES_TD
