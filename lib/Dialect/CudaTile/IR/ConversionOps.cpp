//===- ConversionOps.cpp - Element type conversions -----------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static unsigned elementWidth(Value value) {
  return llvm::cast<TileType>(value.getType())
      .getElementType()
      .getIntOrFloatBitWidth();
}

LogicalResult BitcastOp::verify() {
  Type from = getSource().getType().getElementType();
  Type to = getResult().getType().getElementType();
  if (from.getIntOrFloatBitWidth() != to.getIntOrFloatBitWidth())
    return emitOpError("element types must have the same width, got ")
           << from << " and " << to;
  return success();
}

LogicalResult ExtIOp::verify() {
  if (elementWidth(getTo()) <= elementWidth(getFrom()))
    return emitOpError("result elements must be wider than the source "
                       "elements, got ")
           << getFrom().getType().getElementType() << " -> "
           << getTo().getType().getElementType();
  return success();
}

LogicalResult TruncIOp::verify() {
  if (elementWidth(getTo()) >= elementWidth(getFrom()))
    return emitOpError("result elements must be narrower than the source "
                       "elements, got ")
           << getFrom().getType().getElementType() << " -> "
           << getTo().getType().getElementType();
  return success();
}

LogicalResult FToFOp::verify() {
  if (getFrom().getType().getElementType() ==
      getTo().getType().getElementType())
    return emitOpError("source and result element types must differ, both "
                       "are ")
           << getTo().getType().getElementType();
  return success();
}

LogicalResult FToIOp::verify() {
  if (getRoundingMode() != RoundingMode::NearestIntToZero)
    return emitOpError("only rounding toward zero (the default) is "
                       "supported for ftoi, got rounding<")
           << stringifyRoundingMode(getRoundingMode()) << ">";
  return success();
}

LogicalResult IToFOp::verify() {
  RoundingMode mode = getRoundingMode();
  if (mode != RoundingMode::NearestEven && mode != RoundingMode::Zero &&
      mode != RoundingMode::NegativeInf && mode != RoundingMode::PositiveInf)
    return emitOpError("needs an IEEE rounding mode, got rounding<")
           << stringifyRoundingMode(mode) << ">";
  return success();
}
