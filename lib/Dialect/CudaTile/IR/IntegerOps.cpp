//===- IntegerOps.cpp - Integer operation verifiers -----------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

LogicalResult DivIOp::verify() {
  RoundingMode mode = getRounding();
  if (mode != RoundingMode::Zero && mode != RoundingMode::PositiveInf &&
      mode != RoundingMode::NegativeInf)
    return emitOpError("integer division rounds toward zero, positive_inf "
                       "or negative_inf, got ")
           << stringifyRoundingMode(mode);
  if (mode == RoundingMode::NegativeInf &&
      getSignedness() == Signedness::Unsigned)
    return emitOpError("rounding<negative_inf> needs signed division (it "
                       "equals rounding toward zero for unsigned values)");
  return success();
}
