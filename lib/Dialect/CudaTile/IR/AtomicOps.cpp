//===- AtomicOps.cpp - Atomic memory operations ---------------------------===//

#include "MemoryOpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

static constexpr MemoryOrdering kAtomicOrderings[] = {
    MemoryOrdering::Relaxed, MemoryOrdering::Acquire, MemoryOrdering::Release,
    MemoryOrdering::AcqRel};

/// Element types each read-modify-write mode supports.
static bool modeSupports(AtomicRMWMode mode, Type element) {
  bool isInt = element.isInteger(32) || element.isInteger(64);
  switch (mode) {
  case AtomicRMWMode::AddF:
    return llvm::isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(
        element);
  case AtomicRMWMode::Xchg:
    return isInt || llvm::isa<Float32Type, Float64Type>(element);
  default:
    return isInt;
  }
}

static LogicalResult verifyMode(Operation *op, AtomicRMWMode mode,
                                Type element) {
  if (!modeSupports(mode, element))
    return op->emitOpError("atomic mode '")
           << stringifyAtomicRMWMode(mode) << "' does not support " << element
           << " (integer modes take i32/i64, addf takes f16/bf16/f32/f64, "
              "xchg takes i32/i64/f32/f64)";
  return success();
}

void AtomicCASTkoOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "result");
  setNameFn(getResultToken(), "result_token");
}

LogicalResult AtomicCASTkoOp::verify() {
  Type element = getVal().getType().getElementType();
  if (!(element.isInteger(32) || element.isInteger(64) || element.isF32() ||
        element.isF64()))
    return emitOpError("compare-and-swap supports i32, i64, f32 and f64, got ")
           << element;
  if (failed(verifyOrdering(*this, getMemoryOrderingSemantics(),
                            kAtomicOrderings)) ||
      failed(verifyPointerData(*this, getPointers().getType(),
                               getVal().getType(), "value")))
    return failure();
  return verifyMask(*this, getMask(), getVal().getType());
}

void AtomicCASTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/true, /*writes=*/true, effects);
}

void AtomicRMWTkoOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "result");
  setNameFn(getResultToken(), "result_token");
}

LogicalResult AtomicRMWTkoOp::verify() {
  if (failed(verifyOrdering(*this, getMemoryOrderingSemantics(),
                            kAtomicOrderings)) ||
      failed(
          verifyMode(*this, getMode(), getArg().getType().getElementType())) ||
      failed(verifyPointerData(*this, getPointers().getType(),
                               getArg().getType(), "argument")))
    return failure();
  return verifyMask(*this, getMask(), getArg().getType());
}

void AtomicRMWTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/true, /*writes=*/true, effects);
}

LogicalResult AtomicRedViewTkoOp::verify() {
  if (getMemoryOrderingSemantics() != MemoryOrdering::Relaxed)
    return emitOpError("atomic reductions into views are 'relaxed', got '")
           << stringifyMemoryOrdering(getMemoryOrderingSemantics()) << "'";
  if (getMemoryScope() == MemoryScope::System)
    return emitOpError("atomic reductions into views support the tl_blk and "
                       "device scopes");
  if (getMode() == AtomicRMWMode::Xchg)
    return emitOpError("'xchg' is not a reduction");
  Type viewType = getView().getType();
  if (llvm::isa<GatherScatterViewType>(viewType))
    return emitOpError("gather_scatter_view does not support atomic "
                       "reductions");
  PaddingValueAttr padding;
  if (auto pv = llvm::dyn_cast<PartitionViewType>(viewType))
    padding = pv.getPaddingValue();
  else if (auto sv = llvm::dyn_cast<StridedViewType>(viewType))
    padding = sv.getPaddingValue();
  if (padding)
    return emitOpError("views with a padding_value do not support atomic "
                       "reductions");
  if (failed(
          verifyMode(*this, getMode(), getValue().getType().getElementType())))
    return failure();
  return verifyViewAccess(*this, viewType, getIndex(), getValue().getType(),
                          "value");
}

void AtomicRedViewTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/true, /*writes=*/true, effects);
}
