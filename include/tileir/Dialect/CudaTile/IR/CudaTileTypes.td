//===- CudaTileTypes.td - cuda_tile type definitions -------*- tablegen -*-===//
//
// The types of the Tile IR Type System chapter. All of them print through
// hand-written printers because inside a cuda_tile op every nested cuda_tile
// type is printed in its short form (`tile<4xptr<f32>>`), which the
// declarative format cannot express.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILETYPES_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILETYPES_TD

include "tileir/Dialect/CudaTile/IR/CudaTileDialect.td"
include "tileir/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/IR/CommonTypeConstraints.td"

class CudaTile_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Element types (all builtin MLIR types).
//===----------------------------------------------------------------------===//

def CudaTile_AnyInt : AnyTypeOf<[I1, I8, I16, I32, I64],
                                "i1 or i8 or i16 or i32 or i64">;
def CudaTile_I4 : I<4>;
def CudaTile_AnyIntOrI4
    : AnyTypeOf<[I1, CudaTile_I4, I8, I16, I32, I64], "integer">;
// f8E5M3FNU (13.4 developer preview): unsigned, 5 exponent bits (bias 15),
// 3 mantissa bits, zero and subnormals, no infinity, NaN only 0xFF. MLIR
// has no builtin type for it and LLVM no APFloat semantics (fltSemantics is
// opaque, so a FloatType cannot be built outside LLVM): it is a cuda_tile
// type, spelled `f8E5M3FNU` inside cuda_tile types like the builtin floats
// (`!cuda_tile.f8E5M3FNU` on its own). Its numerics live in
// Runtime/NumericConversions. See docs/design/bytecode-format.md §7.1.
def CudaTile_Float8E5M3FNUType
    : CudaTile_Type<"Float8E5M3FNU", "f8E5M3FNU", [MemRefElementTypeInterface]> {
  let summary = "unsigned 8-bit float with 5 exponent and 3 mantissa bits";
  let hasCustomAssemblyFormat = 0;
}
def CudaTile_F8E5M3FNU
    : Type<CPred<"::llvm::isa<::mlir::cuda_tile::Float8E5M3FNUType>($_self)">,
           "f8E5M3FNU", "::mlir::cuda_tile::Float8E5M3FNUType">;

def CudaTile_AnyFloat
    : AnyTypeOf<[F16, BF16, F32, TF32, F64, F8E4M3FN, F8E5M2, F8E8M0FNU,
                 F4E2M1FN, CudaTile_F8E5M3FNU], "floating-point">;
def CudaTile_NumberType : AnyTypeOf<[CudaTile_AnyInt, CudaTile_AnyFloat],
                                    "integer or floating-point">;

//===----------------------------------------------------------------------===//
// Types.
//===----------------------------------------------------------------------===//

def CudaTile_PointerType : CudaTile_Type<"Pointer", "ptr"> {
  let summary = "typed pointer into global memory";
  let parameters = (ins "::mlir::Type":$pointeeType);
  let genVerifyDecl = 1;
}

def CudaTile_TileType : CudaTile_Type<"Tile", "tile", [
    ShapedTypeInterface, ValueSemantics]> {
  let summary = "statically shaped tensor value";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType);
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape,
                                        "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), shape, elementType);
    }]>
  ];
  let extraClassDeclaration = [{
    using ::mlir::ShapedType::Trait<TileType>::getRank;
    using ::mlir::ShapedType::Trait<TileType>::getNumElements;
    bool hasRank() const { return true; }
    TileType cloneWith(std::optional<::llvm::ArrayRef<int64_t>> shape,
                       ::mlir::Type elementType) const;
    /// A rank-0 tile is the scalar of Tile IR.
    bool isScalar() const { return getShape().empty(); }
  }];
}

def CudaTile_TokenType : CudaTile_Type<"Token", "token"> {
  let summary = "ordering token between memory operations";
}

def CudaTile_TensorViewType : CudaTile_Type<"TensorView", "tensor_view"> {
  let summary = "strided tensor in global memory";
  let parameters = (ins "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t">:$shape,
                        ArrayRefParameter<"int64_t">:$strides);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
    unsigned getNumDynamicShape() const;
    unsigned getNumDynamicStrides() const;
  }];
}

def CudaTile_TileViewMethods : DeclareTypeInterfaceMethods<
    CudaTile_TileViewTypeInterface,
    ["getIndexRank", "getTileType", "getIndexSpaceShape"]>;

// Parameters shared by the three subview types.
defvar CudaTile_PaddingParam =
    OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">;

def CudaTile_PartitionViewType
    : CudaTile_Type<"PartitionView", "partition_view", [
        CudaTile_TileViewMethods]> {
  let summary = "tensor view split into a grid of non-overlapping tiles";
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int64_t">:$dimMap,
                        CudaTile_PaddingParam:$paddingValue);
  let genVerifyDecl = 1;
}

def CudaTile_StridedViewType : CudaTile_Type<"StridedView", "strided_view", [
        CudaTile_TileViewMethods]> {
  let summary = "tensor view traversed by tiles at parametric strides";
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape,
                        ArrayRefParameter<"int64_t">:$traversalStrides,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int64_t">:$dimMap,
                        CudaTile_PaddingParam:$paddingValue);
  let genVerifyDecl = 1;
}

def CudaTile_GatherScatterViewType
    : CudaTile_Type<"GatherScatterView", "gather_scatter_view", [
        CudaTile_TileViewMethods]> {
  let summary = "tensor view with one dimension accessed through indices";
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape,
                        "TensorViewType":$tensorView,
                        "int64_t":$sparseDim,
                        CudaTile_PaddingParam:$paddingValue);
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Type constraints used by the operations.
//===----------------------------------------------------------------------===//

def CudaTile_AnyTile : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                            "tile", "::mlir::cuda_tile::TileType">;

class CudaTile_TileOf<list<Type> allowed, string descr = "">
    : Type<And<[CudaTile_AnyTile.predicate,
                SubstLeaves<"$_self",
                    "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType()",
                    AnyTypeOf<allowed>.predicate>]>,
           !if(!eq(descr, ""), "tile of " # AnyTypeOf<allowed>.summary, descr),
           "::mlir::cuda_tile::TileType">;

// Summaries use NVIDIA's wording ("0D tile of i32 values"): users'
// expected-error tests and log parsers match on it.
class CudaTile_ScalarTileOf<list<Type> allowed, string elements = "">
    : Type<And<[CudaTile_TileOf<allowed>.predicate,
                CPred<"::llvm::cast<::mlir::cuda_tile::TileType>($_self).isScalar()">]>,
           "0D tile of " # !if(!eq(elements, ""), AnyTypeOf<allowed>.summary,
                               elements) # " values",
           "::mlir::cuda_tile::TileType">;

def CudaTile_PointerAny : Type<CPred<"::llvm::isa<::mlir::cuda_tile::PointerType>($_self)">,
                               "Pointer type", "::mlir::cuda_tile::PointerType">;

def CudaTile_IntTile : CudaTile_TileOf<[CudaTile_AnyInt],
    "tile of i1 or i8 or i16 or i32 or i64 values">;
def CudaTile_IntOrI4Tile : CudaTile_TileOf<[CudaTile_AnyIntOrI4],
    "tile of i1 or i4 or i8 or i16 or i32 or i64 values">;
def CudaTile_I1Tile : CudaTile_TileOf<[I1], "tile of i1 values">;
def CudaTile_BaseFloatTile
    : CudaTile_TileOf<[F16, BF16, F32, F64], "tile of f16 or bf16 or f32 or f64 values">;
def CudaTile_FloatTile : CudaTile_TileOf<[CudaTile_AnyFloat],
    "tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or "
    "f8E8M0FNU or f4E2M1FN values">;
def CudaTile_NumberTile : CudaTile_TileOf<[CudaTile_NumberType, CudaTile_I4],
                                          "tile of numbers">;
def CudaTile_PointerTile : CudaTile_TileOf<[CudaTile_PointerAny],
    "tile of Pointer type values">;
def CudaTile_ScalarIntTile : CudaTile_ScalarTileOf<[CudaTile_AnyInt]>;
def CudaTile_ScalarI1Tile
    : CudaTile_ScalarTileOf<[I1], "i1">,
      BuildableType<"::mlir::cuda_tile::TileType::get({}, $_builder.getI1Type())">;
def CudaTile_ScalarI32Tile
    : CudaTile_ScalarTileOf<[I32], "i32">,
      BuildableType<"::mlir::cuda_tile::TileType::get({}, $_builder.getI32Type())">;

def CudaTile_Token : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TokenType>($_self)">,
                          "cuda tile token type", "::mlir::cuda_tile::TokenType">,
                     BuildableType<"::mlir::cuda_tile::TokenType::get($_builder.getContext())">;

def CudaTile_TensorView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TensorViewType>($_self)">,
                               "tensor_view", "::mlir::cuda_tile::TensorViewType">;

def CudaTile_TileView
    : Type<CPred<"::llvm::isa<::mlir::cuda_tile::PartitionViewType, "
                 "::mlir::cuda_tile::StridedViewType, "
                 "::mlir::cuda_tile::GatherScatterViewType>($_self)">,
           "TileView instance">;

def CudaTile_AnyView : Type<Or<[CudaTile_TensorView.predicate, CudaTile_TileView.predicate]>,
                            "view">;

// Any value a kernel can hold: numbers (as tiles), pointers, tokens, views.
def CudaTile_AnyValue : Type<Or<[CudaTile_AnyTile.predicate, CudaTile_Token.predicate,
                                 CudaTile_AnyView.predicate]>, "Tile IR value">;

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILETYPES_TD
