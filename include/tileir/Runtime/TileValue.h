//===- TileValue.h - Runtime values of the Tile IR executor -----*- C++ -*-===//
//
// A tile at run time: its shape, element format and the raw storage bytes of
// its elements in row-major order. Views and tokens are the other values an
// interpreted kernel manipulates.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_RUNTIME_TILEVALUE_H
#define TILEIR_RUNTIME_TILEVALUE_H

#include "tileir/Runtime/NumericConversions.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstring>
#include <memory>
#include <vector>

namespace mlir::tileir::runtime {

class TileValue {
public:
  TileValue() = default;
  /// A zero-filled tile.
  TileValue(ElemKind kind, llvm::ArrayRef<int64_t> shape);
  /// A tile whose every element the caller is about to write: the hot ops
  /// (loads, mmaf, arithmetic) skip zeroing storage they overwrite anyway.
  static TileValue uninitialized(ElemKind kind, llvm::ArrayRef<int64_t> shape);

  ElemKind getKind() const { return kind; }
  llvm::ArrayRef<int64_t> getShape() const { return shape; }
  int64_t getRank() const { return shape.size(); }
  int64_t getNumElements() const { return numElements; }
  unsigned getSlotBytes() const { return slotBytes; }
  uint8_t *getData() { return data.data(); }
  const uint8_t *getData() const { return data.data(); }
  template <typename T> T *as() { return reinterpret_cast<T *>(data.data()); }
  template <typename T> const T *as() const {
    return reinterpret_cast<const T *>(data.data());
  }

  /// Raw storage bits of element `i` (zero-extended).
  uint64_t getBits(int64_t i) const;
  void setBits(int64_t i, uint64_t bits);
  /// Element `i` of a float tile as a double (exact).
  double getFloat(int64_t i) const { return decodeFloat(getBits(i), kind); }
  void setFloat(int64_t i, double value,
                Rounding rounding = Rounding::NearestEven) {
    setBits(i, encodeFloat(value, kind, rounding));
  }
  /// Element `i` of an integer (or pointer) tile, extended per `isSigned`.
  int64_t getInt(int64_t i, bool isSigned = true) const {
    return extendInt(getBits(i), getBitWidth(kind), isSigned);
  }
  void setInt(int64_t i, int64_t value) {
    setBits(i, static_cast<uint64_t>(value));
  }

  /// Whole-tile conversions for the hot loops: one switch per tile, then a
  /// plain loop over a contiguous array.
  void toDoubles(std::vector<double> &out) const;
  void fromDoubles(llvm::ArrayRef<double> values,
                   Rounding rounding = Rounding::NearestEven);
  void toInts(std::vector<int64_t> &out, bool isSigned) const;
  void fromInts(llvm::ArrayRef<int64_t> values);

  /// Row-major strides (in elements) of the shape.
  llvm::SmallVector<int64_t, 4> getStrides() const;

private:
  TileValue(ElemKind kind, llvm::ArrayRef<int64_t> shape, bool zero);

  ElemKind kind = ElemKind::I32;
  llvm::SmallVector<int64_t, 4> shape;
  int64_t numElements = 1;
  unsigned slotBytes = 4;
  /// Scalars (the loop counters, block ids and constants of every tile
  /// block) fit inline and need no allocation of their own.
  llvm::SmallVector<uint8_t, 16> data;
};

/// A tensor_view at run time: base address, element format and the dynamic
/// extents and strides (in elements) resolved.
struct TensorViewValue {
  uint64_t base = 0;
  ElemKind kind = ElemKind::F32;
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<int64_t, 4> strides;
};

/// Any value an SSA name holds. Tiles and views are shared, since values are
/// passed around (iter args, yields) far more often than they are mutated.
struct RtValue {
  enum class Kind : uint8_t { None, Tile, Token, TensorView, TileView };
  Kind kind = Kind::None;
  std::shared_ptr<const TileValue> tile;
  std::shared_ptr<const TensorViewValue> view;
  /// For TileView: the partition/strided/gather_scatter view type.
  Type viewType;

  static RtValue token() {
    RtValue v;
    v.kind = Kind::Token;
    return v;
  }
  static RtValue ofTile(TileValue t) {
    RtValue v;
    v.kind = Kind::Tile;
    v.tile = std::make_shared<const TileValue>(std::move(t));
    return v;
  }
};

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_TILEVALUE_H
