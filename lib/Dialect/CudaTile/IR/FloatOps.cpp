//===- FloatOps.cpp - Floating-point operation verifiers ------------------===//
//
// The modifier tables of the spec: flush_to_zero and the approximate modes
// exist for f32 only; the other IEEE rounding modes are native for f32 and
// f64 and emulated for f16 and bf16. The diagnostics use the wording of
// NVIDIA's verifier so that tests written against its tools keep passing.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static Type elementOf(Value value) {
  return llvm::cast<TileType>(value.getType()).getElementType();
}

/// Rejects a rounding mode outside `allowed`. The custom syntax already
/// refuses most of them; this catches the generic form.
static LogicalResult verifyModeIn(Operation *op, RoundingMode mode,
                                  ArrayRef<RoundingMode> allowed) {
  if (llvm::is_contained(allowed, mode))
    return success();
  InFlightDiagnostic diag =
      op->emitOpError("invalid rounding mode specified, expect one of [");
  llvm::interleaveComma(allowed, diag, [&](RoundingMode allowedMode) {
    diag << stringifyRoundingMode(allowedMode);
  });
  return diag << "]";
}

static constexpr RoundingMode kIEEEModes[] = {
    RoundingMode::NearestEven, RoundingMode::Zero, RoundingMode::NegativeInf,
    RoundingMode::PositiveInf};

static LogicalResult verifyFtz(Operation *op, bool ftz, Type element) {
  if (ftz && !element.isF32())
    return op->emitOpError(
               "flush_to_zero modifier only supported for f32 data type, "
               "but got: ")
           << element;
  return success();
}

/// approx and full are f32-only approximations.
static LogicalResult verifyApproxModifiers(Operation *op, RoundingMode mode,
                                           Type element) {
  if ((mode == RoundingMode::Approx || mode == RoundingMode::Full) &&
      !element.isF32())
    return op->emitOpError()
           << stringifyRoundingMode(mode)
           << " modifier only supported for f32 data type, but got: "
           << element;
  return success();
}

/// addf, subf, mulf: the four IEEE modes, flush_to_zero for f32.
static LogicalResult verifyIEEEArith(Operation *op, RoundingMode mode, bool ftz,
                                     Type element) {
  if (failed(verifyModeIn(op, mode, kIEEEModes)))
    return failure();
  return verifyFtz(op, ftz, element);
}

LogicalResult AddFOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero(),
                         elementOf(getResult()));
}
LogicalResult SubFOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero(),
                         elementOf(getResult()));
}
LogicalResult MulFOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero(),
                         elementOf(getResult()));
}

// divf and sqrt check flush_to_zero before the approximate modes, as NVIDIA's
// verifyDivFPModifiers does, so an op breaking both reports the same error.
LogicalResult DivFOp::verify() {
  static constexpr RoundingMode modes[] = {
      RoundingMode::NearestEven, RoundingMode::Zero,
      RoundingMode::NegativeInf, RoundingMode::PositiveInf,
      RoundingMode::Approx,      RoundingMode::Full};
  Type element = elementOf(getResult());
  if (failed(verifyModeIn(*this, getRoundingMode(), modes)) ||
      failed(verifyFtz(*this, getFlushToZero(), element)))
    return failure();
  return verifyApproxModifiers(*this, getRoundingMode(), element);
}

LogicalResult SqrtOp::verify() {
  // sqrt has no `full` mode: the IEEE result is already correctly rounded.
  static constexpr RoundingMode modes[] = {
      RoundingMode::NearestEven, RoundingMode::Zero, RoundingMode::NegativeInf,
      RoundingMode::PositiveInf, RoundingMode::Approx};
  Type element = elementOf(getResult());
  if (failed(verifyModeIn(*this, getRoundingMode(), modes)) ||
      failed(verifyFtz(*this, getFlushToZero(), element)))
    return failure();
  return verifyApproxModifiers(*this, getRoundingMode(), element);
}

LogicalResult FmaOp::verify() {
  Type element = elementOf(getResult());
  if (failed(
          verifyIEEEArith(*this, getRoundingMode(), getFlushToZero(), element)))
    return failure();
  // Unlike addf/mulf, the fma modifier table offers no emulated directed
  // rounding for f16 and bf16: only f32 and f64 have it natively.
  if (getRoundingMode() != RoundingMode::NearestEven &&
      !llvm::isa<Float32Type, Float64Type>(element))
    return emitOpError("rounding<")
           << stringifyRoundingMode(getRoundingMode())
           << "> modifier only supported for f32 and f64 data types, but got: "
           << element;
  return success();
}

LogicalResult MaxFOp::verify() {
  return verifyFtz(*this, getFlushToZero(), elementOf(getResult()));
}
LogicalResult MinFOp::verify() {
  return verifyFtz(*this, getFlushToZero(), elementOf(getResult()));
}
LogicalResult Exp2Op::verify() {
  return verifyFtz(*this, getFlushToZero(), elementOf(getResult()));
}
LogicalResult RsqrtOp::verify() {
  return verifyFtz(*this, getFlushToZero(), elementOf(getResult()));
}

/// exp and tanh: `full` (the default, a few ulp for every type) or the
/// f32-only hardware approximation `approx`.
static LogicalResult verifyMathApprox(Operation *op, RoundingMode mode,
                                      Type element) {
  static constexpr RoundingMode modes[] = {RoundingMode::Approx,
                                           RoundingMode::Full};
  if (failed(verifyModeIn(op, mode, modes)))
    return failure();
  if (mode == RoundingMode::Approx && !element.isF32())
    return op->emitOpError(
               "approx modifier only supported for f32 data type, but got: ")
           << element;
  return success();
}

LogicalResult ExpOp::verify() {
  return verifyMathApprox(*this, getRoundingMode(), elementOf(getResult()));
}
LogicalResult TanHOp::verify() {
  return verifyMathApprox(*this, getRoundingMode(), elementOf(getResult()));
}
