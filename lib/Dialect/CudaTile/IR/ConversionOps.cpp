//===- ConversionOps.cpp - Element type conversions -----------------------===//
//
// Diagnostics use the wording of NVIDIA's verifier.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static unsigned elementWidth(Value value) {
  return getElementBitWidth(
      llvm::cast<TileType>(value.getType()).getElementType());
}

LogicalResult BitcastOp::verify() {
  unsigned from = elementWidth(getSource());
  unsigned to = elementWidth(getResult());
  if (from != to)
    return emitOpError("types must be equal width, cannot convert ")
           << getSource().getType() << " of width " << from << " to type "
           << getResult().getType() << " of width " << to;
  return success();
}

LogicalResult ExtIOp::verify() {
  if (elementWidth(getTo()) <= elementWidth(getFrom()))
    return emitOpError("extending to smaller or identical integer");
  return success();
}

LogicalResult TruncIOp::verify() {
  if (elementWidth(getTo()) >= elementWidth(getFrom()))
    return emitOpError("truncating to larger or identical integer");
  return success();
}

// ftof and itof accept the IEEE rounding syntax; the spec defines them with
// round-to-nearest-even, except for f8E8M0FNU: a block scale is chosen by
// rounding an amax-derived exponent down (toward zero) or up, never to
// nearest, so conversions to it take only `zero` or `positive_inf`.
LogicalResult FToFOp::verify() {
  if (getFrom().getType().getElementType() ==
      getTo().getType().getElementType())
    return emitOpError("converting tiles must not be a no-op");
  RoundingMode rounding = getRoundingMode();
  if (isa<Float8E8M0FNUType>(getTo().getType().getElementType())) {
    if (rounding != RoundingMode::Zero && rounding != RoundingMode::PositiveInf)
      return emitOpError("invalid rounding mode specified for conversion to "
                         "f8E8M0FNU. Only 'zero' and 'positive_inf' are "
                         "supported");
    return success();
  }
  if (rounding != RoundingMode::NearestEven)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_even' is supported");
  return success();
}

LogicalResult FToIOp::verify() {
  if (getRoundingMode() != RoundingMode::NearestIntToZero)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_int_to_zero' is supported");
  return success();
}

LogicalResult IToFOp::verify() {
  if (isa<Float8E8M0FNUType>(getTo().getType().getElementType()))
    return emitOpError("integer to f8E8M0FNU conversion is not supported, "
                       "please first convert to another float type");
  // The same for the other unsigned scale format (13.4): ours, as NVIDIA
  // has not said; an integer reaches it through ftof.
  if (isa<Float8E5M3FNUType>(getTo().getType().getElementType()))
    return emitOpError("integer to f8E5M3FNU conversion is not supported, "
                       "please first convert to another float type");
  if (getRoundingMode() != RoundingMode::NearestEven)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_even' is supported");
  return success();
}
