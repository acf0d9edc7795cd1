//===- HostArray.cpp - .npy arrays as the checks see them -----------------===//

#include "HostArray.h"
#include "Formats.h"

#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace tilecheck;
using mlir::tileir::runtime::ElemKind;
using mlir::tileir::runtime::NpyArray;

static unsigned byteWidth(Elem elem) {
  switch (elem) {
  case Elem::I1:
  case Elem::I8:
    return 1;
  case Elem::F16:
  case Elem::BF16:
  case Elem::I16:
    return 2;
  case Elem::F32:
  case Elem::I32:
    return 4;
  case Elem::F64:
  case Elem::I64:
    return 8;
  }
  return 0;
}

int64_t HostArray::size() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

bool HostArray::isFloat() const {
  return elem == Elem::F16 || elem == Elem::BF16 || elem == Elem::F32 ||
         elem == Elem::F64;
}

uint64_t HostArray::getBits(int64_t i) const {
  unsigned width = byteWidth(elem);
  uint64_t bits = 0;
  std::memcpy(&bits, bytes.data() + i * width, width); // little-endian host
  return bits;
}

double HostArray::getFloat(int64_t i) const {
  uint64_t bits = getBits(i);
  switch (elem) {
  case Elem::F16:
    return decodeHalf(uint16_t(bits));
  case Elem::BF16:
    return decodeBFloat16(uint16_t(bits));
  case Elem::F32: {
    float f;
    uint32_t narrow = uint32_t(bits);
    std::memcpy(&f, &narrow, sizeof f);
    return f;
  }
  case Elem::F64: {
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  }
  default:
    return double(getInt(i));
  }
}

int64_t HostArray::getInt(int64_t i) const {
  uint64_t bits = getBits(i);
  switch (elem) {
  case Elem::I1:
    return bits & 1;
  case Elem::I8:
    return int8_t(bits);
  case Elem::I16:
    return int16_t(bits);
  case Elem::I32:
    return int32_t(bits);
  default:
    return int64_t(bits);
  }
}

std::string HostArray::where(int64_t i) const {
  std::vector<int64_t> index(shape.size());
  for (int d = rank() - 1; d >= 0; --d) {
    index[d] = shape[d] ? i % shape[d] : 0;
    i = shape[d] ? i / shape[d] : 0;
  }
  std::string text = "[";
  for (size_t d = 0; d < index.size(); ++d)
    text += (d ? ", " : "") + std::to_string(index[d]);
  return text + "]";
}

const char *HostArray::elemName() const {
  static const char *const names[] = {"f16", "bf16", "f32", "f64", "i1",
                                      "i8",  "i16",  "i32", "i64"};
  return names[int(elem)];
}

bool tilecheck::loadArray(const std::string &path, HostArray &array) {
  NpyArray npy;
  std::string error;
  if (!mlir::tileir::runtime::readNpy(path, npy, error)) {
    llvm::errs() << "tileir-check: " << error << "\n";
    return false;
  }
  switch (npy.kind) {
  case ElemKind::F16:
    array.elem = Elem::F16;
    break;
  case ElemKind::F32:
    array.elem = Elem::F32;
    break;
  case ElemKind::F64:
    array.elem = Elem::F64;
    break;
  case ElemKind::I1:
    array.elem = Elem::I1;
    break;
  case ElemKind::I8:
    array.elem = Elem::I8;
    break;
  case ElemKind::I16:
    array.elem = Elem::I16;
    break;
  case ElemKind::I32:
    array.elem = Elem::I32;
    break;
  case ElemKind::I64:
    array.elem = Elem::I64;
    break;
  default:
    llvm::errs() << "tileir-check: '" << path << "' has an unexpected dtype\n";
    return false;
  }
  array.path = path;
  array.shape = npy.shape;
  array.bytes = std::move(npy.data);
  return true;
}

bool tilecheck::reinterpretAsBFloat16(HostArray &array) {
  if (array.elem != Elem::I16 && array.elem != Elem::BF16) {
    llvm::errs() << "tileir-check: '" << array.path
                 << "' must hold bfloat16 bits as int16, not "
                 << array.elemName() << "\n";
    return false;
  }
  array.elem = Elem::BF16;
  return true;
}

bool tilecheck::writeArray(const std::string &path, ElemKind kind,
                           const std::vector<int64_t> &shape,
                           const std::vector<uint8_t> &bytes) {
  NpyArray npy;
  npy.kind = kind;
  npy.shape = shape;
  npy.data = bytes;
  std::string error;
  if (!mlir::tileir::runtime::writeNpy(path, npy, error)) {
    llvm::errs() << "tileir-check: " << error << "\n";
    return false;
  }
  return true;
}
