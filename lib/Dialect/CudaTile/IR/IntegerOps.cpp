//===- IntegerOps.cpp - Integer operation verifiers -----------------------===//
//
// Diagnostics use the wording of NVIDIA's verifier.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

LogicalResult DivIOp::verify() {
  RoundingMode mode = getRounding();
  if (mode != RoundingMode::Zero && mode != RoundingMode::PositiveInf &&
      mode != RoundingMode::NegativeInf)
    return emitOpError("invalid rounding mode specified, expect one of "
                       "[zero, negative_inf, positive_inf]");
  // Flooring an unsigned quotient is truncation; the spec forbids spelling it.
  if (mode == RoundingMode::NegativeInf &&
      getSignedness() == Signedness::Unsigned)
    return emitOpError(
        "rounding mode 'negative_inf' is not allowed with 'unsigned' flag");
  return success();
}

LogicalResult NegIOp::verify() {
  // Negation has signed semantics: read as unsigned it wraps for every
  // operand but zero, so an unsigned no-wrap promise alone is meaningless.
  // (`no_wrap` is accepted, as NVIDIA's verifier does.)
  if (getOverflow() == IntegerOverflow::NoUnsignedWrap)
    return emitOpError("'no_unsigned_wrap' overflow flag is not supported");
  return success();
}
