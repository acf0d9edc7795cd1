//===- RoundingDirection.h - IEEE direction of a rounding mode --*- C++ -*-===//
//
// The CPU executor and the GPU lowering both reduce a cuda_tile rounding
// mode to one of the four IEEE directions; this is that one mapping.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_ROUNDINGDIRECTION_H
#define TILEIR_DIALECT_CUDATILE_IR_ROUNDINGDIRECTION_H

#include <cstdint>

namespace mlir::cuda_tile {

enum class RoundingMode : uint32_t;

/// The IEEE rounding directions.
enum class RoundingDirection : uint8_t {
  NearestEven,
  Zero,
  NegativeInf,
  PositiveInf
};

/// The direction of a cuda_tile rounding mode: nearest_int_to_zero is
/// toward zero; approx and full round to nearest.
RoundingDirection toRounding(RoundingMode mode);

} // namespace mlir::cuda_tile

#endif // TILEIR_DIALECT_CUDATILE_IR_ROUNDINGDIRECTION_H
