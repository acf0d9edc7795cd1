//===- LinearLayout.h - Layouts as GF(2)-linear index maps ------*- C++ -*-===//
//
// Every layout of nv_tileas answers one question: which tile element does a
// hardware index select? For a distributed layout the index is (register,
// lane, warp); for a shared layout it is the element offset in the buffer.
// Tile extents, lane and warp counts and swizzle periods are all powers of
// two, and every layout in use (blocked, mma.sync and wgmma fragments, their
// slices and operands, XOR swizzles) is linear over GF(2): bit i of each
// index contributes a fixed coordinate vector (its basis), and an index's
// element is the XOR of the bases of its set bits. Stating each layout once
// in this form gives the verifiers, the passes (vector widths, conversions
// that stay inside a warp) and the lowering one shared definition.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAS_IR_LINEARLAYOUT_H
#define TILEIR_DIALECT_TILEAS_IR_LINEARLAYOUT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir::nv_tileas {

class LinearLayout {
public:
  /// The hardware indices a layout is a function of: distributed layouts use
  /// Register, Lane and Warp, shared layouts use Offset.
  enum class InDim : unsigned { Register = 0, Lane, Warp, Offset };
  static constexpr unsigned kNumInDims = 4;
  using Coord = llvm::SmallVector<int64_t, 4>;

  /// The layout of a tile of `shape` (power-of-two extents) with every index
  /// range of size 1, which holds element 0 only.
  explicit LinearLayout(llvm::ArrayRef<int64_t> shape);

  llvm::ArrayRef<int64_t> getShape() const { return shape; }
  unsigned getRank() const { return shape.size(); }
  /// Bits of index `in`; its range is [0, 2^bits).
  unsigned getNumBits(InDim in) const { return bases[idx(in)].size(); }
  int64_t getSize(InDim in) const { return int64_t(1) << getNumBits(in); }
  llvm::ArrayRef<Coord> getBases(InDim in) const { return bases[idx(in)]; }

  /// Appends one bit to index `in` whose basis is `basis`.
  void addBasis(InDim in, Coord basis);
  /// Appends bits to `in` that walk `size` (a power of two) more elements
  /// along tile dimension `dim`, continuing past what the layout already
  /// covers there. Steps beyond the tile's extent select copies (a zero
  /// basis) for lanes and warps; registers never hold copies, so such steps
  /// add no register bit.
  void extend(InDim in, unsigned dim, int64_t size);
  /// Extends registers along `dims` (in that order) until the tile is
  /// covered: the repetition of a layout smaller than its tile.
  void repeatRegisters(llvm::ArrayRef<unsigned> dims);
  /// The extent along `dim` the bases walked so far.
  int64_t getCovered(unsigned dim) const { return covered[dim]; }

  /// The row-major index of `coord` in the tile. With power-of-two extents
  /// the dimensions occupy disjoint bits of the index, so the index of an
  /// XOR of coordinates is the XOR of their indices: a basis's index is
  /// what its bit adds to the row-major index of the element selected.
  int64_t rowMajorIndex(const Coord &coord) const;
  /// The element that index `value` of `in` selects, the others being 0.
  Coord apply(InDim in, int64_t value) const;
  /// The element that (register, lane, warp) holds.
  Coord apply(int64_t reg, int64_t lane, int64_t warp) const;

  /// Whether every tile element is selected by some index.
  bool isSurjective() const;
  /// How many consecutive registers (from register 0) hold consecutive
  /// elements along `dim`: the widest vector access a thread can make.
  int64_t getContiguousRegisters(unsigned dim) const;
  /// Where the elements of each line along `dim` (those whose coordinates
  /// differ there alone) sit: the bits that step along `dim`, in the order
  /// of the distance they step (1, 2, 4, ... elements).
  struct LineBits {
    /// Steps within a thread's run, then across lanes (consecutive lane
    /// bits: the lanes of a line are a fixed stride apart), then across
    /// warps, then over the repetitions of the layout along `dim`.
    llvm::SmallVector<unsigned> lowRegisters, lanes, warps, highRegisters;
  };
  /// The bits of each line along `dim`, if lines sit as LineBits says and
  /// every other bit keeps the coordinate along `dim` (blocked layouts and
  /// their slices do); std::nullopt otherwise. This is what an op that
  /// walks its lines in order (a scan) can follow.
  std::optional<LineBits> getLineBits(unsigned dim) const;
  /// The layout with tile dimension `dim` removed (the layout of a
  /// reduction along it); register bits left without an element are dropped.
  LinearLayout dropDim(unsigned dim) const;

  bool operator==(const LinearLayout &other) const {
    return shape == other.shape && bases == other.bases;
  }
  /// `register: [[0, 1], [8, 0]], lane: [...], ...` for messages and tests.
  std::string str() const;

private:
  static unsigned idx(InDim in) { return static_cast<unsigned>(in); }
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<int64_t, 4> covered;
  std::array<llvm::SmallVector<Coord, 8>, kNumInDims> bases;
};

/// How a conversion between two distributed layouts of one tile moves
/// inside each warp, where it can: every warp holds the same elements in
/// both, and every register of the result takes its element from one
/// register of the source, the same in every lane, in a lane that depends
/// on the receiving lane through XORs only. A register whose element is in
/// the receiving lane itself moves nothing; the others take one warp
/// shuffle each, where a copy through shared memory would take a store, a
/// load and a barrier on either side.
struct WarpLocalConversion {
  /// Per register of the result: the register of the source that holds its
  /// element in the lane it comes from.
  llvm::SmallVector<int64_t> sourceRegisters;
  /// Per register of the result: the lane that lane 0 takes it from.
  llvm::SmallVector<int64_t> sourceLanes;
  /// Per lane bit: what setting it in the receiving lane XORs into the
  /// lane it takes each register from.
  llvm::SmallVector<int64_t> laneSteps;

  /// The lane that `lane` takes result register `reg` from.
  int64_t sourceLane(int64_t reg, int64_t lane) const;
  /// Whether the lane each register comes from is the receiving lane
  /// XOR-ed with the register's constant alone (every lane step is that
  /// lane bit's own).
  bool hasIdentityLaneSteps() const;
  /// Whether every lane takes result register `reg` from itself.
  bool staysInLane(int64_t reg) const;
};

/// The conversion from `from` to `to` (the same tile) as WarpLocalConversion
/// describes it; std::nullopt where a warp needs elements that another
/// warp holds, or where the source register of a result register depends
/// on the lane (lane and register bits trading places, which a copy
/// through shared memory does with fewer instructions than shuffles and
/// selects would).
std::optional<WarpLocalConversion>
getWarpLocalConversion(const LinearLayout &from, const LinearLayout &to);

} // namespace mlir::nv_tileas

#endif // TILEIR_DIALECT_TILEAS_IR_LINEARLAYOUT_H
