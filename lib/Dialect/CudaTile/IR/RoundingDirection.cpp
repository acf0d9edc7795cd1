//===- RoundingDirection.cpp - IEEE direction of a rounding mode ----------===//

#include "tileir/Dialect/CudaTile/IR/RoundingDirection.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir::cuda_tile;

RoundingDirection mlir::cuda_tile::toRounding(RoundingMode mode) {
  switch (mode) {
  case RoundingMode::Zero:
  case RoundingMode::NearestIntToZero:
    return RoundingDirection::Zero;
  case RoundingMode::NegativeInf:
    return RoundingDirection::NegativeInf;
  case RoundingMode::PositiveInf:
    return RoundingDirection::PositiveInf;
  default:
    return RoundingDirection::NearestEven;
  }
}
