//===- TypeConverter.cpp - cuda_tile to nv_tileaa type conversion ---------===//
//
// Seed 001 is self-contradictory about the target of a tile: its boundary
// table says llvm.struct descriptor, llvm.token for tokens, while every
// worked example (trunci, fma, mmaf, reduce, scan, join_tokens) shows builtin
// tensors, scalars for rank-0 tiles and !nv_tileaa.mem_token. The worked
// examples are followed here: they are what the nv_tileaa ops are defined
// over, and the descriptor form belongs to the later LLVM lowering.
//
//===----------------------------------------------------------------------===//

#include "tileir/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::tileir;

static Value materializeCast(OpBuilder &builder, Type type, ValueRange inputs,
                             Location loc) {
  return UnrealizedConversionCastOp::create(builder, loc, type, inputs)
      .getResult(0);
}

/// The lowered form of a tensor_view, shared by the tile-view conversions.
static nv_tileaa::MemRefType convertTensorView(cuda_tile::TensorViewType view,
                                               const TypeConverter &converter) {
  return nv_tileaa::MemRefType::get(view.getContext(), view.getElementType(),
                                    view.getShape(), view.getStrides());
}

CudaTileToTileAATypeConverter::CudaTileToTileAATypeConverter() {
  // Everything that is not a cuda_tile type is already legal.
  addConversion([](Type type) { return type; });
  addConversion([this](cuda_tile::TileType tile) -> std::optional<Type> {
    Type element = convertType(tile.getElementType());
    if (!element)
      return std::nullopt;
    if (tile.getShape().empty())
      return element;
    return RankedTensorType::get(tile.getShape(), element);
  });
  addConversion([](cuda_tile::PointerType ptr) -> Type {
    return LLVM::LLVMPointerType::get(ptr.getContext());
  });
  addConversion([](cuda_tile::TokenType token) -> Type {
    return nv_tileaa::MemTokenType::get(token.getContext());
  });
  addConversion([this](cuda_tile::TensorViewType view) -> Type {
    return convertTensorView(view, *this);
  });
  // Tile views keep their parameters in the layout dictionary, so the view
  // still names the same memory object, tile shape and layout intent.
  addConversion([this](cuda_tile::PartitionViewType view) -> Type {
    MLIRContext *ctx = view.getContext();
    Builder b(ctx);
    SmallVector<NamedAttribute> layout = {
        b.getNamedAttr("dim_map", b.getDenseI64ArrayAttr(view.getDimMap()))};
    if (view.getPaddingValue())
      layout.push_back(b.getNamedAttr("padding_value", view.getPaddingValue()));
    return nv_tileaa::TiledViewType::get(
        ctx, b.getStringAttr("partition"), view.getTileShape(),
        convertTensorView(view.getTensorView(), *this),
        b.getDictionaryAttr(layout));
  });
  addConversion([this](cuda_tile::StridedViewType view) -> Type {
    MLIRContext *ctx = view.getContext();
    Builder b(ctx);
    SmallVector<NamedAttribute> layout = {
        b.getNamedAttr("dim_map", b.getDenseI64ArrayAttr(view.getDimMap())),
        b.getNamedAttr("traversal_strides",
                       b.getDenseI64ArrayAttr(view.getTraversalStrides()))};
    if (view.getPaddingValue())
      layout.push_back(b.getNamedAttr("padding_value", view.getPaddingValue()));
    return nv_tileaa::TiledViewType::get(
        ctx, b.getStringAttr("strided"), view.getTileShape(),
        convertTensorView(view.getTensorView(), *this),
        b.getDictionaryAttr(layout));
  });
  addConversion([this](cuda_tile::GatherScatterViewType view) -> Type {
    MLIRContext *ctx = view.getContext();
    Builder b(ctx);
    SmallVector<NamedAttribute> layout = {
        b.getNamedAttr("sparse_dim", b.getI64IntegerAttr(view.getSparseDim()))};
    if (view.getPaddingValue())
      layout.push_back(b.getNamedAttr("padding_value", view.getPaddingValue()));
    return nv_tileaa::TiledViewType::get(
        ctx, b.getStringAttr("gather_scatter"), view.getTileShape(),
        convertTensorView(view.getTensorView(), *this),
        b.getDictionaryAttr(layout));
  });

  // Source materialisations hand a cuda_tile-typed value to a not yet
  // converted user; target materialisations hand an nv_tileaa-typed value to
  // a converted user whose operand is not converted yet. Both are bridges
  // that disappear once both ends are converted.
  addSourceMaterialization(materializeCast);
  addTargetMaterialization(materializeCast);
}

bool mlir::tileir::isLegalTileAAType(Type type) {
  bool legal = true;
  type.walk([&](Type nested) {
    if (isa<cuda_tile::CudaTileDialect>(nested.getDialect()))
      legal = false;
  });
  return legal;
}

std::optional<unsigned> mlir::tileir::parseComputeCapability(StringRef text) {
  if (!text.consume_front("sm_"))
    return std::nullopt;
  // sm_90a / sm_100f name feature sets of the same architecture.
  if (text.ends_with("a") || text.ends_with("f"))
    text = text.drop_back();
  unsigned value;
  if (text.empty() || text.getAsInteger(10, value) || value < 10)
    return std::nullopt;
  return value;
}
