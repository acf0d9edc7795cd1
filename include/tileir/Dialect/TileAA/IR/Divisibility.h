//===- Divisibility.h - Multiples the IR proves -------------------*- C++
//-*-===//
//
// Vector memory accesses need aligned addresses and runs that are wholly in
// or wholly out of bounds. Kernels state what they know about their
// arguments with `assume div_by` (cuTile writes it for every pointer,
// extent and stride it can), and this reads it back through the arithmetic
// that builds addresses. Gathers and scatters also need to know which
// elements of a tile of pointers are neighbours in memory, which the
// arithmetic of their offsets shows (getUnitStepDim).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAA_IR_DIVISIBILITY_H
#define TILEIR_DIALECT_TILEAA_IR_DIVISIBILITY_H

#include "mlir/IR/Value.h"

#include <cstdint>
#include <optional>

namespace mlir::nv_tileaa {

/// The largest power of two that scalar `value` (an integer, or a pointer's
/// byte address) is known to be a multiple of: from integer constants,
/// lane-wise `assume div_by` (its divisor's power-of-two part), products,
/// sums and differences; 1 when nothing is known. Capped at 2^30.
int64_t getKnownDivisor(Value value);

/// Whether every run of `width` elements (of `bytes` bytes each) that an
/// access through tiled view `view` makes along the tile dimension that is
/// contiguous in memory is proven to start at an address aligned to the
/// run's size and to lie wholly in or wholly out of bounds, so that the
/// first element's bounds check decides for the run: the memref's base is
/// a multiple of the run's bytes, its strides other than the unit one and
/// its contiguous extent are multiples of `width`, and so is the tile's
/// extent along it (runs start at multiples of their length in the tile,
/// and so in memory). Only views made from a make_memref in the kernel are
/// looked through.
bool areRunsAlignedAndWhole(Value view, int64_t width, int64_t bytes);

/// The dimension along which integer tile `offsets` is proven to step by
/// exactly 1 from each element to the next: an iota (make_range), plus
/// values that are the same along that dimension (splats, splat constants,
/// broadcasts of an extent-1 dimension), sign- or zero-extended, times the
/// constant 1. None when the IR does not show one. The offsets of a
/// pointer tile built as `base + (start + iota)` (cuTile's gather and
/// scatter with computed indices) step along it, so its elements are
/// contiguous in memory along that dimension.
std::optional<unsigned> getUnitStepDim(Value offsets);

/// Whether tile `value` is proven to hold the same element all along
/// dimension `dim`: a splat, a splat constant, a broadcast of an extent-1
/// dimension, or integer arithmetic of such tiles. (An addptr of such a
/// tile of pointers and offsets that step by one along `dim` has its
/// pointers one element apart along it.)
bool isUniformAlong(Value value, unsigned dim);

} // namespace mlir::nv_tileaa

#endif // TILEIR_DIALECT_TILEAA_IR_DIVISIBILITY_H
