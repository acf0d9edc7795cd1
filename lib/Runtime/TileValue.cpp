//===- TileValue.cpp - Runtime values of the Tile IR executor -------------===//

#include "tileir/Runtime/TileValue.h"

#include "llvm/ADT/bit.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

TileValue::TileValue(ElemKind kind, llvm::ArrayRef<int64_t> shape, bool zero)
    : kind(kind), shape(shape.begin(), shape.end()) {
  for (int64_t dim : shape)
    numElements *= dim;
  slotBytes = runtime::getSlotBytes(kind);
  if (zero)
    data.assign(numElements * slotBytes, 0);
  else
    data.resize_for_overwrite(numElements * slotBytes);
}

TileValue::TileValue(ElemKind kind, llvm::ArrayRef<int64_t> shape)
    : TileValue(kind, shape, /*zero=*/true) {}

TileValue TileValue::uninitialized(ElemKind kind,
                                   llvm::ArrayRef<int64_t> shape) {
  return TileValue(kind, shape, /*zero=*/false);
}

uint64_t TileValue::getBits(int64_t i) const {
  const uint8_t *p = data.data() + i * slotBytes;
  switch (slotBytes) {
  case 1:
    return *p;
  case 2: {
    uint16_t v;
    std::memcpy(&v, p, 2);
    return v;
  }
  case 4: {
    uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
  }
  default: {
    uint64_t v;
    std::memcpy(&v, p, 8);
    return v;
  }
  }
}

void TileValue::setBits(int64_t i, uint64_t bits) {
  uint8_t *p = data.data() + i * slotBytes;
  switch (slotBytes) {
  case 1: {
    // Sub-byte kinds keep only their own bits, so comparisons of the raw
    // bytes (i1 masks, nibbles) stay canonical.
    unsigned width = getBitWidth(kind);
    *p = static_cast<uint8_t>(width < 8 ? bits & ((1u << width) - 1) : bits);
    return;
  }
  case 2: {
    uint16_t v = bits;
    std::memcpy(p, &v, 2);
    return;
  }
  case 4: {
    uint32_t v = bits;
    std::memcpy(p, &v, 4);
    return;
  }
  default:
    std::memcpy(p, &bits, 8);
  }
}

void TileValue::toDoubles(std::vector<double> &out) const {
  out.resize(numElements);
  switch (kind) {
  case ElemKind::F32:
  case ElemKind::TF32: {
    const float *src = as<float>();
    for (int64_t i = 0; i < numElements; ++i)
      out[i] = src[i];
    return;
  }
  case ElemKind::F64:
    std::memcpy(out.data(), data.data(), numElements * 8);
    return;
  case ElemKind::F16: {
    const uint16_t *src = as<uint16_t>();
    for (int64_t i = 0; i < numElements; ++i)
      out[i] = halfToFloat(src[i]);
    return;
  }
  case ElemKind::BF16: {
    const uint16_t *src = as<uint16_t>();
    for (int64_t i = 0; i < numElements; ++i)
      out[i] = bf16ToFloat(src[i]);
    return;
  }
  default:
    for (int64_t i = 0; i < numElements; ++i)
      out[i] = getFloat(i);
  }
}

void TileValue::fromDoubles(llvm::ArrayRef<double> values, Rounding rounding) {
  if (rounding == Rounding::NearestEven && kind == ElemKind::F32) {
    float *dst = as<float>();
    for (int64_t i = 0; i < numElements; ++i)
      dst[i] = static_cast<float>(values[i]);
    return;
  }
  if (kind == ElemKind::F64) {
    std::memcpy(data.data(), values.data(), numElements * 8);
    return;
  }
  for (int64_t i = 0; i < numElements; ++i)
    setFloat(i, values[i], rounding);
}

void TileValue::toInts(std::vector<int64_t> &out, bool isSigned) const {
  out.resize(numElements);
  unsigned width = getBitWidth(kind);
  switch (kind) {
  case ElemKind::I32: {
    const uint32_t *src = as<uint32_t>();
    for (int64_t i = 0; i < numElements; ++i)
      out[i] = isSigned ? int64_t(int32_t(src[i])) : int64_t(src[i]);
    return;
  }
  case ElemKind::I64:
  case ElemKind::Ptr:
    std::memcpy(out.data(), data.data(), numElements * 8);
    return;
  default:
    for (int64_t i = 0; i < numElements; ++i)
      out[i] = extendInt(getBits(i), width, isSigned);
  }
}

void TileValue::fromInts(llvm::ArrayRef<int64_t> values) {
  if (kind == ElemKind::I32) {
    uint32_t *dst = as<uint32_t>();
    for (int64_t i = 0; i < numElements; ++i)
      dst[i] = static_cast<uint32_t>(values[i]);
    return;
  }
  for (int64_t i = 0; i < numElements; ++i)
    setInt(i, values[i]);
}

llvm::SmallVector<int64_t, 4> TileValue::getStrides() const {
  llvm::SmallVector<int64_t, 4> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}
