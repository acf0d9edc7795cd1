//===- ReaderTypes.cpp - Decode the type table (§7) -----------------------===//
//
// Types are decoded on first use and cached. A type may refer to any other
// entry (the format does not require references to point backwards), so a
// per-entry state catches reference cycles instead of recursing forever.
//
//===----------------------------------------------------------------------===//

#include "ReaderImpl.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::bytecode;
using namespace mlir::tileir::bytecode::detail;

/// Real types nest a few levels (a function of tiles of pointers), but a
/// hostile file can chain thousands of entries that each refer to the next;
/// decoding recurses once per level before any type verifier runs, so the
/// chain must be cut off before it exhausts the stack.
static constexpr unsigned kMaxTypeDepth = 64;

FailureOr<Type> Reader::getType(uint64_t index, size_t offset) {
  if (index >= types.entries.size())
    return fail(offset, "type index " + llvm::Twine(index) + " out of range (" +
                            llvm::Twine(types.entries.size()) + " types)");
  if (typeState[index] == 2)
    return typeCache[index];
  if (typeState[index] == 1)
    return fail(types.offsets[index],
                "type " + llvm::Twine(index) + " refers to itself");
  if (typeDepth >= kMaxTypeDepth)
    return fail(types.offsets[index],
                "type " + llvm::Twine(index) + " is nested more than " +
                    llvm::Twine(kMaxTypeDepth) + " levels deep");
  typeState[index] = 1;
  ++typeDepth;
  FailureOr<Type> type = decodeType(index);
  --typeDepth;
  if (failed(type))
    return failure();
  typeCache[index] = *type;
  typeState[index] = 2;
  return *type;
}

LogicalResult Reader::readTypeRef(Cursor &cursor, Type &type,
                                  const llvm::Twine &what) {
  size_t offset = cursor.offset();
  uint64_t index;
  if (failed(cursor.readVarInt(index, what)))
    return failure();
  FailureOr<Type> result = getType(index, offset);
  if (failed(result))
    return failure();
  type = *result;
  return success();
}

/// Reads the optional padding value of a view type: either the 13.1/13.2
/// trailing presence byte or the 13.3 leading flag bit (§7.3).
static LogicalResult readPadding(Reader &reader, Cursor &cursor, bool present,
                                 PaddingValueAttr &padding) {
  if (!present)
    return success();
  size_t offset = cursor.offset();
  uint64_t value;
  if (failed(cursor.readVarInt(value, "padding value")))
    return failure();
  padding = llvm::dyn_cast_or_null<PaddingValueAttr>(
      makeEnumAttr(reader.getContext(), EnumKind::PaddingValue, value));
  if (!padding)
    return reader.fail(offset, "invalid padding value " + llvm::Twine(value));
  return success();
}

static LogicalResult readTensorViewRef(Reader &reader, Cursor &cursor,
                                       TensorViewType &view) {
  size_t offset = cursor.offset();
  Type type;
  if (failed(reader.readTypeRef(cursor, type, "tensor_view type")))
    return failure();
  view = llvm::dyn_cast<TensorViewType>(type);
  if (!view)
    return reader.fail(offset, "expected a tensor_view type");
  return success();
}

FailureOr<Type> Reader::decodeType(uint64_t index) {
  Cursor cursor(*this, types.entries[index], types.offsets[index]);
  size_t tagOffset = cursor.offset();
  uint64_t tag;
  if (failed(cursor.readVarInt(tag, "type tag")))
    return failure();
  if (!isKnownTypeTag(tag))
    return fail(tagOffset, "unknown type tag " + llvm::Twine(tag));
  if (getTypeTagVersion(tag) > version)
    return fail(tagOffset, "type '" + getTypeTagName(tag) +
                               "' requires bytecode version " +
                               toString(getTypeTagVersion(tag)) +
                               "+, file version is " + toString(version));
  MLIRContext *ctx = context;
  Builder b(ctx);
  Type result;
  auto check = [&](llvm::StringRef what, auto fn) -> LogicalResult {
    FailureOr<Type> t = checked<Type>(tagOffset, what, fn);
    if (failed(t))
      return failure();
    result = *t;
    return success();
  };
  // 13.4's pointer attribute of pointer and tensor_view payloads: a leading
  // flags word (bit 0: present) and a trailing value byte. Only the default
  // value, 0 (`none`), is modelled.
  bool ptrAttrPresent = false;
  auto readPtrAttrFlags = [&](Cursor &c, bool &present) -> LogicalResult {
    present = false;
    if (version < TileIRVersion::V13_4)
      return success();
    size_t offset = c.offset();
    uint64_t flags;
    if (failed(c.readVarInt(flags, "optional flags")))
      return failure();
    if (flags > 1)
      return fail(offset, "unknown optional flag bits " + llvm::Twine(flags) +
                              " in type entry " + llvm::Twine(index));
    present = flags & 1;
    return success();
  };
  auto readPtrAttr = [&](Cursor &c, bool present) -> LogicalResult {
    if (!present)
      return success();
    size_t offset = c.offset();
    uint8_t value;
    if (failed(c.readByte(value, "pointer attribute")))
      return failure();
    if (value != 0)
      return fail(offset, "unsupported pointer attribute value " +
                              llvm::Twine(unsigned(value)) +
                              " (only 0, `none`, is supported)");
    return success();
  };
  switch (TypeTag(tag)) {
  case TypeTag::I1:
    result = b.getI1Type();
    break;
  case TypeTag::I4:
    result = b.getIntegerType(4);
    break;
  case TypeTag::I8:
    result = b.getI8Type();
    break;
  case TypeTag::I16:
    result = b.getI16Type();
    break;
  case TypeTag::I32:
    result = b.getI32Type();
    break;
  case TypeTag::I64:
    result = b.getI64Type();
    break;
  case TypeTag::F16:
    result = b.getF16Type();
    break;
  case TypeTag::BF16:
    result = b.getBF16Type();
    break;
  case TypeTag::F32:
    result = b.getF32Type();
    break;
  case TypeTag::TF32:
    result = b.getTF32Type();
    break;
  case TypeTag::F64:
    result = b.getF64Type();
    break;
  case TypeTag::F8E4M3FN:
    result = b.getType<Float8E4M3FNType>();
    break;
  case TypeTag::F8E5M2:
    result = b.getType<Float8E5M2Type>();
    break;
  case TypeTag::F8E8M0FNU:
    result = b.getType<Float8E8M0FNUType>();
    break;
  case TypeTag::F4E2M1FN:
    result = b.getType<Float4E2M1FNType>();
    break;
  case TypeTag::F8E5M3FNU:
    result = Float8E5M3FNUType::get(ctx);
    break;
  case TypeTag::Token:
    result = TokenType::get(ctx);
    break;
  case TypeTag::Pointer: {
    Type pointee;
    if (failed(readPtrAttrFlags(cursor, ptrAttrPresent)) ||
        failed(readTypeRef(cursor, pointee, "pointee type")) ||
        failed(readPtrAttr(cursor, ptrAttrPresent)) ||
        failed(check("pointer type", [&] {
          return PointerType::getChecked([&] { return emitError(fileLoc); },
                                         ctx, pointee);
        })))
      return failure();
    break;
  }
  case TypeTag::Tile: {
    Type element;
    llvm::SmallVector<int64_t> shape;
    if (failed(readTypeRef(cursor, element, "tile element type")) ||
        failed(cursor.readI64Array(shape, "tile shape")) ||
        failed(check("tile type", [&] {
          return TileType::getChecked([&] { return emitError(fileLoc); }, ctx,
                                      llvm::ArrayRef<int64_t>(shape), element);
        })))
      return failure();
    break;
  }
  case TypeTag::TensorView: {
    Type element;
    llvm::SmallVector<int64_t> shape, strides;
    if (failed(readPtrAttrFlags(cursor, ptrAttrPresent)) ||
        failed(readTypeRef(cursor, element, "tensor_view element type")) ||
        failed(cursor.readI64Array(shape, "tensor_view shape")) ||
        failed(cursor.readI64Array(strides, "tensor_view strides")) ||
        failed(readPtrAttr(cursor, ptrAttrPresent)) ||
        failed(check("tensor_view type", [&] {
          return TensorViewType::getChecked(
              [&] { return emitError(fileLoc); }, ctx, element,
              llvm::ArrayRef<int64_t>(shape), llvm::ArrayRef<int64_t>(strides));
        })))
      return failure();
    break;
  }
  case TypeTag::PartitionView: {
    bool newEncoding = version >= TileIRVersion::V13_3;
    uint64_t flags = 0;
    if (newEncoding && failed(cursor.readVarInt(flags, "optional flags")))
      return failure();
    llvm::SmallVector<int64_t> tileShape, dimMap;
    TensorViewType view;
    if (failed(cursor.readI32Array(tileShape, "tile_shape")) ||
        failed(readTensorViewRef(*this, cursor, view)) ||
        failed(cursor.readI32Array(dimMap, "dim_map")))
      return failure();
    bool hasPadding = flags & 1;
    if (!newEncoding) {
      uint8_t present;
      size_t offset = cursor.offset();
      if (failed(cursor.readByte(present, "padding presence byte")))
        return failure();
      if (present > 1)
        return fail(offset, "invalid padding presence byte " +
                                llvm::Twine(unsigned(present)));
      hasPadding = present;
    }
    PaddingValueAttr padding;
    if (failed(readPadding(*this, cursor, hasPadding, padding)) ||
        failed(check("partition_view type", [&] {
          return PartitionViewType::getChecked(
              [&] { return emitError(fileLoc); }, ctx,
              llvm::ArrayRef<int64_t>(tileShape), view,
              llvm::ArrayRef<int64_t>(dimMap), padding);
        })))
      return failure();
    break;
  }
  case TypeTag::GatherScatterView: {
    uint64_t flags, sparseDim;
    llvm::SmallVector<int64_t> tileShape;
    TensorViewType view;
    PaddingValueAttr padding;
    if (failed(cursor.readVarInt(flags, "optional flags")) ||
        failed(cursor.readI32Array(tileShape, "tile_shape")) ||
        failed(readTensorViewRef(*this, cursor, view)) ||
        failed(cursor.readVarInt(sparseDim, "sparse_dim")) ||
        failed(readPadding(*this, cursor, flags & 1, padding)) ||
        failed(check("gather_scatter_view type", [&] {
          return GatherScatterViewType::getChecked(
              [&] { return emitError(fileLoc); }, ctx,
              llvm::ArrayRef<int64_t>(tileShape), view, int64_t(sparseDim),
              padding);
        })))
      return failure();
    break;
  }
  case TypeTag::StridedView: {
    uint64_t flags;
    llvm::SmallVector<int64_t> tileShape, strides, dimMap;
    TensorViewType view;
    PaddingValueAttr padding;
    if (failed(cursor.readVarInt(flags, "optional flags")) ||
        failed(cursor.readI32Array(tileShape, "tile_shape")) ||
        failed(cursor.readI32Array(strides, "traversal_strides")) ||
        failed(readTensorViewRef(*this, cursor, view)) ||
        failed(cursor.readI32Array(dimMap, "dim_map")) ||
        failed(readPadding(*this, cursor, flags & 1, padding)) ||
        failed(check("strided_view type", [&] {
          return StridedViewType::getChecked(
              [&] { return emitError(fileLoc); }, ctx,
              llvm::ArrayRef<int64_t>(tileShape),
              llvm::ArrayRef<int64_t>(strides), view,
              llvm::ArrayRef<int64_t>(dimMap), padding);
        })))
      return failure();
    break;
  }
  case TypeTag::Function: {
    llvm::SmallVector<Type> inputs, results;
    for (auto *list : {&inputs, &results}) {
      uint64_t count;
      if (failed(cursor.readCount(count, 1, "function type arity")))
        return failure();
      for (uint64_t i = 0; i < count; ++i) {
        Type t;
        if (failed(readTypeRef(cursor, t, "function type component")))
          return failure();
        list->push_back(t);
      }
    }
    result = FunctionType::get(ctx, inputs, results);
    break;
  }
  }
  if (!cursor.atEnd())
    return fail(cursor.offset(),
                llvm::Twine(cursor.remaining()) +
                    " unexpected trailing bytes in type entry " +
                    llvm::Twine(index));
  return result;
}
