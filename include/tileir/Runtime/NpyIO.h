//===- NpyIO.h - Read and write NumPy .npy files ----------------*- C++ -*-===//

#ifndef TILEIR_RUNTIME_NPYIO_H
#define TILEIR_RUNTIME_NPYIO_H

#include "tileir/Runtime/NumericConversions.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace mlir::tileir::runtime {

/// A C-order array: element format, shape and raw little-endian bytes.
struct NpyArray {
  ElemKind kind = ElemKind::F32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;
  int64_t getNumElements() const;
};

/// The element format of a NumPy dtype descriptor ("<f4", "|b1", ...);
/// nullopt for the unsupported ones.
std::optional<ElemKind> getNpyKind(llvm::StringRef descr);
/// The descriptor written for `kind` (bf16 and f8 as raw unsigned bytes).
std::string getNpyDescr(ElemKind kind);

/// Reads a version 1/2/3 .npy file (C order, little-endian only).
bool readNpy(llvm::StringRef path, NpyArray &array, std::string &error);
bool writeNpy(llvm::StringRef path, const NpyArray &array, std::string &error);

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_NPYIO_H
