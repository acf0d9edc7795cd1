//===- MultimemOps.cpp - Multimem accesses through multicast views (13.5) -===//
//
// The three ops address a partition_view whose base pointer is a multicast
// address: one load-reduce, reduction or store reaches every device the
// multicast object maps (PTX multimem.ld_reduce / multimem.red /
// multimem.st). The rules below are the view-access rules of
// load_view_tko / store_view_tko / atomic_red_view_tko narrowed to what
// those instructions can do; docs/design/multimem.md lists them.
//
//===----------------------------------------------------------------------===//

#include "MemoryOpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

/// Multicast objects back partition views only (13.5 release notes).
static LogicalResult verifyMulticastView(Operation *op, Type viewType) {
  if (llvm::isa<PartitionViewType>(viewType))
    return success();
  return op->emitOpError("expects a multicast-backed partition_view, got ")
         << viewType;
}

/// The reduction of a multimem access: a reducing mode (not `xchg`) whose
/// element type the mode supports (verifyMode, shared with the atomics).
static LogicalResult verifyMultimemMode(Operation *op, AtomicRMWMode mode,
                                        Type element) {
  if (mode == AtomicRMWMode::Xchg)
    return op->emitOpError("'xchg' is not a reduction");
  return verifyMode(op, mode, element);
}

void MultimemLoadReduceViewTkoOp::getAsmResultNames(
    OpAsmSetValueNameFn setNameFn) {
  setNameFn(getTile(), "tile");
  setNameFn(getResultToken(), "result_token");
}

LogicalResult MultimemLoadReduceViewTkoOp::verify() {
  Type viewType = getView().getType();
  TileType tile = getTile().getType();
  if (failed(verifyMulticastView(*this, viewType)) ||
      failed(verifyViewAccess(*this, viewType, getIndex(), tile, "result")) ||
      failed(verifyMultimemMode(*this, getMode(), tile.getElementType())))
    return failure();
  return verifyAccessOrdering(*this, getMemoryOrderingSemantics(),
                              getMemoryScope(), /*isLoad=*/true);
}

void MultimemLoadReduceViewTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/true, /*writes=*/false, effects);
}

LogicalResult MultimemReduceViewTkoOp::verify() {
  Type viewType = getView().getType();
  TileType value = getValue().getType();
  if (failed(verifyMulticastView(*this, viewType)))
    return failure();
  // As for atomic_red_view_tko: a padded element has no memory to reduce
  // into.
  if (llvm::cast<PartitionViewType>(viewType).getPaddingValue())
    return emitOpError("views with padding_value are not supported for "
                       "multimem reductions");
  if (failed(verifyViewAccess(*this, viewType, getIndex(), value, "value")) ||
      failed(verifyMultimemMode(*this, getMode(), value.getElementType())))
    return failure();
  // multimem.red is relaxed or release, always with a scope.
  if (failed(
          verifyOrdering(*this, getMemoryOrderingSemantics(),
                         {MemoryOrdering::Relaxed, MemoryOrdering::Release})))
    return failure();
  if (!getMemoryScope())
    return emitOpError("memory scope is required for ")
           << stringifyMemoryOrdering(getMemoryOrderingSemantics())
           << " reduction";
  return success();
}

void MultimemReduceViewTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/true, /*writes=*/true, effects);
}

LogicalResult MultimemStoreViewTkoOp::verify() {
  Type viewType = getView().getType();
  TileType tile = getTile().getType();
  if (failed(verifyMulticastView(*this, viewType)) ||
      failed(
          verifyViewAccess(*this, viewType, getIndex(), tile, "stored tile")))
    return failure();
  // multimem.st moves 32- and 64-bit words (16-bit floats in pairs).
  Type element = tile.getElementType();
  if (!(element.isInteger(32) || element.isInteger(64) ||
        llvm::isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(
            element)))
    return emitOpError("stores only i32, i64, f16, bf16, f32 and f64 "
                       "elements, got ")
           << element;
  return verifyAccessOrdering(*this, getMemoryOrderingSemantics(),
                              getMemoryScope(), /*isLoad=*/false);
}

void MultimemStoreViewTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/false, /*writes=*/true, effects);
}
