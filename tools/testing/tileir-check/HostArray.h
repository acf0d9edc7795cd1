//===- HostArray.h - .npy arrays as the checks see them ---------*- C++ -*-===//
//
// A .npy array read with the project's NpyIO, with its elements decoded to
// double (floats) or int64_t (integers) by this tool's own format code.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_CHECK_HOSTARRAY_H
#define TILEIR_CHECK_HOSTARRAY_H

#include "tileir/Runtime/NpyIO.h"

#include <string>
#include <vector>

namespace tilecheck {

/// How the checks read an array's elements. BF16 arrays are stored as int16
/// bit patterns (NumPy has no bfloat16), so the check says when an int16
/// array holds bfloat16.
enum class Elem { F16, BF16, F32, F64, I1, I8, I16, I32, I64 };

struct HostArray {
  std::string path;
  Elem elem = Elem::F32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> bytes;

  int64_t size() const;
  int rank() const { return int(shape.size()); }
  int64_t dim(int i) const { return shape[i]; }
  bool isFloat() const;
  /// The value of element `i`: exact for every float format.
  double getFloat(int64_t i) const;
  /// Element `i` of an integer array, sign-extended.
  int64_t getInt(int64_t i) const;
  /// The raw bits of element `i` (for bitwise comparisons).
  uint64_t getBits(int64_t i) const;
  /// The multi-index of flat index `i`, as "[a, b]".
  std::string where(int64_t i) const;
  const char *elemName() const;
};

/// Reads `path`; on failure prints the reason and returns false.
bool loadArray(const std::string &path, HostArray &array);
/// Reinterprets an int16 array as bfloat16 bit patterns.
bool reinterpretAsBFloat16(HostArray &array);

bool writeArray(const std::string &path, mlir::tileir::runtime::ElemKind kind,
                const std::vector<int64_t> &shape,
                const std::vector<uint8_t> &bytes);

} // namespace tilecheck

#endif // TILEIR_CHECK_HOSTARRAY_H
