//===- WriterTables.cpp - Strings, types, constants, attributes -----------===//

#include "WriterImpl.h"

#ifdef TILEIR_ENABLE_TESTING
#include "tileir/Dialect/CudaTile/Testing/CudaTileTesting.h"
#endif

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::bytecode;
using namespace mlir::tileir::bytecode::detail;

void InternTable::emit(ByteBuffer &out, unsigned width) const {
  out.uv(entries.size());
  out.pad(width);
  uint64_t offset = 0;
  for (const std::string &entry : entries) {
    if (width == 4)
      out.u32(uint32_t(offset));
    else
      out.u64(offset);
    offset += entry.size();
  }
  for (const std::string &entry : entries)
    out.raw(entry);
}

static std::optional<TypeTag> getScalarTag(Type type) {
  if (auto intType = llvm::dyn_cast<IntegerType>(type)) {
    if (!intType.isSignless())
      return std::nullopt;
    switch (intType.getWidth()) {
    case 1:
      return TypeTag::I1;
    case 4:
      return TypeTag::I4;
    case 8:
      return TypeTag::I8;
    case 16:
      return TypeTag::I16;
    case 32:
      return TypeTag::I32;
    case 64:
      return TypeTag::I64;
    }
    return std::nullopt;
  }
  return llvm::TypeSwitch<Type, std::optional<TypeTag>>(type)
      .Case([](Float16Type) { return TypeTag::F16; })
      .Case([](BFloat16Type) { return TypeTag::BF16; })
      .Case([](Float32Type) { return TypeTag::F32; })
      .Case([](FloatTF32Type) { return TypeTag::TF32; })
      .Case([](Float64Type) { return TypeTag::F64; })
      .Case([](Float8E4M3FNType) { return TypeTag::F8E4M3FN; })
      .Case([](Float8E5M2Type) { return TypeTag::F8E5M2; })
      .Case([](Float8E8M0FNUType) { return TypeTag::F8E8M0FNU; })
      .Case([](Float4E2M1FNType) { return TypeTag::F4E2M1FN; })
      .Case([](Float8E5M3FNUType) { return TypeTag::F8E5M3FNU; })
      .Case([](TokenType) { return TypeTag::Token; })
      .Default([](Type) { return std::nullopt; });
}

FailureOr<uint64_t> Writer::getType(Type type, Location user) {
  auto it = typeIndices.find(type);
  if (it != typeIndices.end())
    return it->second;
  FailureOr<std::string> payload = encodeType(type, user);
  if (failed(payload))
    return failure();
  uint64_t index = types.intern(*payload);
  typeIndices[type] = index;
  return index;
}

FailureOr<std::string> Writer::encodeType(Type type, Location user) {
  ByteBuffer out;
  auto tagged = [&](TypeTag tag) -> LogicalResult {
    TileIRVersion since = getTypeTagVersion(uint64_t(tag));
    if (since > version)
      // NVIDIA reports this without a location (their suite checks it
      // with -verify-diagnostics, where a note would count as unexpected).
      return emitError(UnknownLoc::get(type.getContext()))
             << "type '" << getTypeTagName(uint64_t(tag))
             << "' requires bytecode version " << toString(since)
             << "+, targeting " << toString(version);
    out.uv(uint64_t(tag));
    return success();
  };
  auto i64s = [&](llvm::ArrayRef<int64_t> values) {
    out.uv(values.size());
    for (int64_t v : values)
      out.u64(uint64_t(v));
  };
  auto i32s = [&](llvm::ArrayRef<int64_t> values) {
    out.uv(values.size());
    for (int64_t v : values)
      out.u32(uint32_t(int32_t(v)));
  };
  auto padding = [&](PaddingValueAttr pad) {
    if (pad)
      out.uv(uint64_t(pad.getValue()));
  };
  bool unifiedFlags = version >= TileIRVersion::V13_3;
  // 13.4 gave pointer and tensor_view an optional pointer attribute behind
  // a leading flags word; we never set it (`#cuda_tile.ptr_attr<none>`).
  bool ptrAttrFlags = version >= TileIRVersion::V13_4;

  if (std::optional<TypeTag> tag = getScalarTag(type)) {
    if (failed(tagged(*tag)))
      return failure();
    return out.bytes;
  }
  LogicalResult result =
      llvm::TypeSwitch<Type, LogicalResult>(type)
          .Case([&](PointerType t) {
            // Components are interned before the composite (§7).
            FailureOr<uint64_t> pointee = getType(t.getPointeeType(), user);
            if (failed(pointee) || failed(tagged(TypeTag::Pointer)))
              return failure();
            if (ptrAttrFlags)
              out.uv(0);
            out.uv(*pointee);
            return success();
          })
          .Case([&](TileType t) {
            FailureOr<uint64_t> element = getType(t.getElementType(), user);
            if (failed(element) || failed(tagged(TypeTag::Tile)))
              return failure();
            out.uv(*element);
            i64s(t.getShape());
            return success();
          })
          .Case([&](TensorViewType t) {
            FailureOr<uint64_t> element = getType(t.getElementType(), user);
            if (failed(element) || failed(tagged(TypeTag::TensorView)))
              return failure();
            if (ptrAttrFlags)
              out.uv(0);
            out.uv(*element);
            i64s(t.getShape());
            i64s(t.getStrides());
            return success();
          })
          .Case([&](PartitionViewType t) {
            FailureOr<uint64_t> view = getType(t.getTensorView(), user);
            if (failed(view) || failed(tagged(TypeTag::PartitionView)))
              return failure();
            if (unifiedFlags)
              out.uv(t.getPaddingValue() ? 1 : 0);
            i32s(t.getTileShape());
            out.uv(*view);
            i32s(t.getDimMap());
            if (!unifiedFlags)
              out.u8(t.getPaddingValue() ? 1 : 0);
            padding(t.getPaddingValue());
            return success();
          })
          .Case([&](GatherScatterViewType t) {
            FailureOr<uint64_t> view = getType(t.getTensorView(), user);
            if (failed(view) || failed(tagged(TypeTag::GatherScatterView)))
              return failure();
            out.uv(t.getPaddingValue() ? 1 : 0);
            i32s(t.getTileShape());
            out.uv(*view);
            out.uv(uint64_t(t.getSparseDim()));
            padding(t.getPaddingValue());
            return success();
          })
          .Case([&](StridedViewType t) {
            FailureOr<uint64_t> view = getType(t.getTensorView(), user);
            if (failed(view) || failed(tagged(TypeTag::StridedView)))
              return failure();
            out.uv(t.getPaddingValue() ? 1 : 0);
            i32s(t.getTileShape());
            i32s(t.getTraversalStrides());
            out.uv(*view);
            i32s(t.getDimMap());
            padding(t.getPaddingValue());
            return success();
          })
          .Case([&](FunctionType t) {
            llvm::SmallVector<uint64_t> inputs, results;
            for (auto [list, types] :
                 {std::make_pair(&inputs, t.getInputs()),
                  std::make_pair(&results, t.getResults())})
              for (Type component : types) {
                FailureOr<uint64_t> index = getType(component, user);
                if (failed(index))
                  return failure();
                list->push_back(*index);
              }
            if (failed(tagged(TypeTag::Function)))
              return failure();
            for (auto *list : {&inputs, &results}) {
              out.uv(list->size());
              for (uint64_t index : *list)
                out.uv(index);
            }
            return success();
          })
          .Default([&](Type) {
            return emitError(user)
                   << "unsupported type in bytecode writer: " << type;
          });
  if (failed(result))
    return failure();
  return out.bytes;
}

FailureOr<uint64_t> Writer::getConstant(DenseElementsAttr value,
                                        Location user) {
  // The pool is untyped and deduplicated by raw bytes, as cuTile does (§8).
  std::string raw;
  Type element = value.getElementType();
  if (element.isInteger(1)) {
    // i1: a splat is one byte 00/FF, otherwise bits packed LSB first.
    if (value.isSplat()) {
      raw.push_back(value.getSplatValue<bool>() ? char(0xFF) : char(0));
    } else {
      int64_t i = 0;
      for (bool bit : value.getValues<bool>()) {
        if (i % 8 == 0)
          raw.push_back(0);
        if (bit)
          raw.back() |= char(1 << (i % 8));
        ++i;
      }
    }
  } else {
    llvm::ArrayRef<char> data = value.getRawData();
    raw.assign(data.begin(), data.end());
  }
  ByteBuffer entry;
  entry.uv(raw.size());
  entry.raw(raw);
  return constants.intern(entry.bytes);
}

/// §13.3: one raw byte up to 8 bits, otherwise the zig-zag of the pattern.
static void writeAPIntBits(ByteBuffer &out, const llvm::APInt &bits) {
  if (bits.getBitWidth() <= 8)
    out.u8(uint8_t(bits.getZExtValue()));
  else
    out.sv(int64_t(bits.getZExtValue()));
}

LogicalResult Writer::writeDictionaryPayload(ByteBuffer &out,
                                             DictionaryAttr dict,
                                             Location user) {
  out.uv(dict.size());
  for (NamedAttribute entry : dict) {
    out.uv(getString(entry.getName().getValue()));
    if (failed(writeSelfContainedAttr(out, entry.getValue(), user)))
      return failure();
  }
  return success();
}

LogicalResult Writer::writeSelfContainedAttr(ByteBuffer &out, Attribute attr,
                                             Location user) {
  auto typeRef = [&](Type type) -> LogicalResult {
    FailureOr<uint64_t> index = getType(type, user);
    if (failed(index))
      return failure();
    out.uv(*index);
    return success();
  };
#ifdef TILEIR_ENABLE_TESTING
  if (auto test = llvm::dyn_cast<BytecodeTestValueAttr>(attr)) {
    if (version < TileIRVersion::V250_1)
      return emitError(user) << "attribute " << attr
                             << " requires bytecode version 250.1+, but "
                                "targeting "
                             << toString(version);
    out.uv(uint64_t(AttrTag::BytecodeTestValue));
    out.sv(test.getValue());
    return success();
  }
#endif
  if (auto boolAttr = llvm::dyn_cast<BoolAttr>(attr)) {
    out.uv(uint64_t(AttrTag::Bool));
    out.u8(boolAttr.getValue());
    return success();
  }
  if (auto intAttr = llvm::dyn_cast<IntegerAttr>(attr)) {
    auto intType = llvm::dyn_cast<IntegerType>(intAttr.getType());
    if (!intType || intType.getWidth() > 64)
      return emitError(user)
             << "attribute " << attr << " has no bytecode encoding";
    FailureOr<uint64_t> typeIndex = getType(intType, user);
    if (failed(typeIndex))
      return failure();
    out.uv(uint64_t(AttrTag::Integer));
    out.uv(*typeIndex);
    if (intType.getWidth() == 1)
      out.u8(intAttr.getValue().getZExtValue());
    else
      out.uv(intAttr.getValue().getZExtValue());
    return success();
  }
  if (auto floatAttr = llvm::dyn_cast<FloatAttr>(attr)) {
    out.uv(uint64_t(AttrTag::Float));
    if (failed(typeRef(floatAttr.getType())))
      return failure();
    writeAPIntBits(out, floatAttr.getValue().bitcastToAPInt());
    return success();
  }
  if (auto typeAttr = llvm::dyn_cast<TypeAttr>(attr)) {
    out.uv(uint64_t(AttrTag::Type));
    return typeRef(typeAttr.getValue());
  }
  if (auto str = llvm::dyn_cast<StringAttr>(attr)) {
    out.uv(uint64_t(AttrTag::String));
    out.uv(getString(str.getValue()));
    return success();
  }
  if (auto array = llvm::dyn_cast<ArrayAttr>(attr)) {
    out.uv(uint64_t(AttrTag::Array));
    out.uv(array.size());
    for (Attribute element : array)
      if (failed(writeSelfContainedAttr(out, element, user)))
        return failure();
    return success();
  }
  if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr)) {
    out.uv(uint64_t(AttrTag::DenseElements));
    if (failed(typeRef(dense.getType())))
      return failure();
    FailureOr<uint64_t> index = getConstant(dense, user);
    if (failed(index))
      return failure();
    out.uv(*index);
    return success();
  }
  if (auto divBy = llvm::dyn_cast<DivByAttr>(attr)) {
    out.uv(uint64_t(AttrTag::DivBy));
    out.uv(divBy.getDivisor());
    out.u8((divBy.getEvery() ? 1 : 0) | (divBy.getAlong() ? 2 : 0));
    if (divBy.getEvery())
      out.sv(*divBy.getEvery());
    if (divBy.getAlong())
      out.sv(*divBy.getAlong());
    return success();
  }
  if (auto same = llvm::dyn_cast<SameElementsAttr>(attr)) {
    out.uv(uint64_t(AttrTag::SameElements));
    llvm::ArrayRef<int64_t> values = same.getValues().asArrayRef();
    out.uv(values.size());
    for (int64_t v : values)
      out.u64(uint64_t(v));
    return success();
  }
  if (auto dict = llvm::dyn_cast<DictionaryAttr>(attr)) {
    out.uv(uint64_t(AttrTag::Dictionary));
    return writeDictionaryPayload(out, dict, user);
  }
  if (auto hints = llvm::dyn_cast<OptimizationHintsAttr>(attr)) {
    out.uv(uint64_t(AttrTag::OptimizationHints));
    return writeHintsPayload(out, hints, user);
  }
  if (auto bounded = llvm::dyn_cast<BoundedAttr>(attr)) {
    out.uv(uint64_t(AttrTag::Bounded));
    out.u8((bounded.getLb() ? 1 : 0) | (bounded.getUb() ? 2 : 0));
    if (bounded.getLb())
      out.sv(*bounded.getLb());
    if (bounded.getUb())
      out.sv(*bounded.getUb());
    return success();
  }
  return emitError(user) << "attribute " << attr << " has no bytecode encoding";
}
