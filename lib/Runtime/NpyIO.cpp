//===- NpyIO.cpp - Read and write NumPy .npy files ------------------------===//
//
// The format: magic "\x93NUMPY", a version, a little-endian header length,
// and a Python dict literal {'descr': ..., 'fortran_order': ..., 'shape':
// (...)} padded so the data starts on a 64-byte boundary.
//
//===----------------------------------------------------------------------===//

#include "tileir/Runtime/NpyIO.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

int64_t NpyArray::getNumElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::optional<ElemKind> runtime::getNpyKind(llvm::StringRef descr) {
  return llvm::StringSwitch<std::optional<ElemKind>>(descr)
      .Cases("<f2", "=f2", ElemKind::F16)
      .Cases("<f4", "=f4", ElemKind::F32)
      .Cases("<f8", "=f8", ElemKind::F64)
      .Cases("|i1", "<i1", "|u1", "<u1", ElemKind::I8)
      .Cases("<i2", "<u2", ElemKind::I16)
      .Cases("<i4", "<u4", ElemKind::I32)
      .Cases("<i8", "<u8", ElemKind::I64)
      .Case("|b1", ElemKind::I1)
      .Default(std::nullopt);
}

std::string runtime::getNpyDescr(ElemKind kind) {
  switch (kind) {
  case ElemKind::F16:
    return "<f2";
  case ElemKind::F32:
  case ElemKind::TF32:
    return "<f4";
  case ElemKind::F64:
    return "<f8";
  case ElemKind::I1:
    return "|b1";
  case ElemKind::I8:
    return "|i1";
  case ElemKind::I16:
  case ElemKind::BF16:
    return "<i2";
  case ElemKind::I32:
    return "<i4";
  case ElemKind::I64:
  case ElemKind::Ptr:
    return "<i8";
  default:
    return "|u1";
  }
}

/// The value of `key` in the header dict, as raw text.
static llvm::StringRef findField(llvm::StringRef header, llvm::StringRef key) {
  size_t at = header.find(("'" + key + "'").str());
  if (at == llvm::StringRef::npos)
    return {};
  llvm::StringRef rest = header.drop_front(at + key.size() + 2).ltrim();
  rest = rest.drop_front(1).ltrim(); // ':'
  if (rest.starts_with("(")) {
    size_t close = rest.find(')');
    return rest.slice(1, close);
  }
  size_t end = rest.find_first_of(",}");
  return rest.slice(0, end).trim();
}

bool runtime::readNpy(llvm::StringRef path, NpyArray &array,
                      std::string &error) {
  auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!file) {
    error = "cannot read '" + path.str() + "': " + file.getError().message();
    return false;
  }
  llvm::StringRef bytes = (*file)->getBuffer();
  if (!bytes.starts_with("\x93NUMPY") || bytes.size() < 10) {
    error = "'" + path.str() + "' is not a .npy file";
    return false;
  }
  uint8_t major = bytes[6];
  size_t headerLen, headerStart;
  if (major == 1) {
    headerLen = uint8_t(bytes[8]) | (uint8_t(bytes[9]) << 8);
    headerStart = 10;
  } else {
    headerLen = uint8_t(bytes[8]) | (uint8_t(bytes[9]) << 8) |
                (uint8_t(bytes[10]) << 16) | (size_t(uint8_t(bytes[11])) << 24);
    headerStart = 12;
  }
  llvm::StringRef header = bytes.substr(headerStart, headerLen);
  llvm::StringRef descr = findField(header, "descr").trim("'\"");
  std::optional<ElemKind> kind = getNpyKind(descr);
  if (!kind) {
    error = "'" + path.str() + "' has unsupported dtype '" + descr.str() + "'";
    return false;
  }
  if (findField(header, "fortran_order") != "False") {
    error = "'" + path.str() + "' is not in C order";
    return false;
  }
  array.kind = *kind;
  array.shape.clear();
  llvm::SmallVector<llvm::StringRef> dims;
  findField(header, "shape").split(dims, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef dim : dims) {
    int64_t value;
    if (dim.trim().getAsInteger(10, value)) {
      error = "'" + path.str() + "' has a malformed shape";
      return false;
    }
    array.shape.push_back(value);
  }
  size_t size = array.getNumElements() * getSlotBytes(*kind);
  llvm::StringRef payload = bytes.drop_front(headerStart + headerLen);
  if (payload.size() < size) {
    error = "'" + path.str() + "' is truncated";
    return false;
  }
  array.data.assign(payload.begin(), payload.begin() + size);
  return true;
}

bool runtime::writeNpy(llvm::StringRef path, const NpyArray &array,
                       std::string &error) {
  std::string shape;
  for (int64_t d : array.shape)
    shape += std::to_string(d) + ", ";
  if (array.shape.size() > 1)
    shape.erase(shape.size() - 2); // "(a, b)" but "(a,)"
  else if (!array.shape.empty())
    shape.pop_back();
  std::string header = "{'descr': '" + getNpyDescr(array.kind) +
                       "', 'fortran_order': False, 'shape': (" + shape + "), }";
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    error = "cannot write '" + path.str() + "': " + ec.message();
    return false;
  }
  os << "\x93NUMPY" << char(1) << char(0) << char(header.size() & 0xFF)
     << char(header.size() >> 8) << header;
  os.write(reinterpret_cast<const char *>(array.data.data()),
           array.data.size());
  return true;
}
