//===- FloatOps.cpp - Floating-point operation verifiers ------------------===//
//
// The modifier tables of the spec: flush_to_zero and the approximate modes
// exist for f32 only; the other IEEE rounding modes are native for f32 and
// f64 and emulated for f16 and bf16.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static Type elementOf(Value value) {
  return llvm::cast<TileType>(value.getType()).getElementType();
}

static LogicalResult verifyFlushToZero(Operation *op, bool ftz, Type element) {
  if (ftz && !element.isF32())
    return op->emitOpError("flush_to_zero is only supported for f32, got ")
           << element;
  return success();
}

static LogicalResult verifyRounding(Operation *op, RoundingMode mode,
                                    Type element) {
  switch (mode) {
  case RoundingMode::NearestEven:
  case RoundingMode::Zero:
  case RoundingMode::NegativeInf:
  case RoundingMode::PositiveInf:
    return success();
  case RoundingMode::Approx:
  case RoundingMode::Full:
    if (!element.isF32())
      return op->emitOpError("rounding<")
             << stringifyRoundingMode(mode) << "> is only supported for f32, "
             << "got " << element;
    return success();
  case RoundingMode::NearestIntToZero:
    break;
  }
  return op->emitOpError("rounding<")
         << stringifyRoundingMode(mode) << "> is not a floating-point "
         << "rounding mode";
}

static LogicalResult verifyArith(Operation *op, RoundingMode mode, bool ftz,
                                 Type element) {
  if (failed(verifyRounding(op, mode, element)))
    return failure();
  return verifyFlushToZero(op, ftz, element);
}

LogicalResult AddFOp::verify() {
  return verifyArith(*this, getRoundingMode(), getFlushToZero(),
                     elementOf(getResult()));
}
LogicalResult SubFOp::verify() {
  return verifyArith(*this, getRoundingMode(), getFlushToZero(),
                     elementOf(getResult()));
}
LogicalResult MulFOp::verify() {
  return verifyArith(*this, getRoundingMode(), getFlushToZero(),
                     elementOf(getResult()));
}
LogicalResult DivFOp::verify() {
  return verifyArith(*this, getRoundingMode(), getFlushToZero(),
                     elementOf(getResult()));
}
LogicalResult SqrtOp::verify() {
  return verifyArith(*this, getRoundingMode(), getFlushToZero(),
                     elementOf(getResult()));
}

LogicalResult FmaOp::verify() {
  Type element = elementOf(getResult());
  // Directed rounding of fma is native only for f32 and f64.
  if (getRoundingMode() != RoundingMode::NearestEven &&
      !llvm::isa<Float32Type, Float64Type>(element))
    return emitOpError("rounding<")
           << stringifyRoundingMode(getRoundingMode())
           << "> is only supported for f32 and f64, got " << element;
  return verifyArith(*this, getRoundingMode(), getFlushToZero(), element);
}

LogicalResult MaxFOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero(), elementOf(getResult()));
}
LogicalResult MinFOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero(), elementOf(getResult()));
}
LogicalResult Exp2Op::verify() {
  return verifyFlushToZero(*this, getFlushToZero(), elementOf(getResult()));
}
LogicalResult RsqrtOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero(), elementOf(getResult()));
}

/// exp and tanh: `approx` is an f32-only hardware approximation.
static LogicalResult verifyApprox(Operation *op, RoundingMode mode,
                                  Type element) {
  if (mode == RoundingMode::Approx && !element.isF32())
    return op->emitOpError("rounding<approx> is only supported for f32, got ")
           << element;
  return success();
}

LogicalResult ExpOp::verify() {
  return verifyApprox(*this, getRoundingMode(), elementOf(getResult()));
}
LogicalResult TanHOp::verify() {
  return verifyApprox(*this, getRoundingMode(), elementOf(getResult()));
}
