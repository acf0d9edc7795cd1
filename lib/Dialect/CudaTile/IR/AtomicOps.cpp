//===- AtomicOps.cpp - Atomic memory operations ---------------------------===//

#include "MemoryOpUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

/// Atomics are relaxed, acquire, release or acq_rel (never weak).
static LogicalResult verifyAtomicOrdering(Operation *op,
                                          MemoryOrdering ordering) {
  switch (ordering) {
  case MemoryOrdering::Relaxed:
  case MemoryOrdering::Acquire:
  case MemoryOrdering::Release:
  case MemoryOrdering::AcqRel:
    return success();
  default:
    return op->emitOpError("memory ordering semantics must be one of: "
                           "relaxed, acquire, release, acq_rel, got '")
           << stringifyMemoryOrdering(ordering) << "'";
  }
}

LogicalResult mlir::cuda_tile::detail::verifyMode(Operation *op,
                                                  AtomicRMWMode mode,
                                                  Type element) {
  bool isInt = element.isInteger(32) || element.isInteger(64);
  StringRef rule;
  switch (mode) {
  case AtomicRMWMode::AddF:
    if (llvm::isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(element))
      return success();
    rule = "works only with floats f16, bf16, f32, and f64";
    break;
  case AtomicRMWMode::Xchg:
    if (isInt || llvm::isa<Float32Type, Float64Type>(element))
      return success();
    rule = "works only with integers or float of 32 or 64 bitwidth";
    break;
  default:
    if (isInt)
      return success();
    rule = "works only with integers i32 and i64";
    break;
  }
  return op->emitOpError("'")
         << stringifyAtomicRMWMode(mode) << "' " << rule << ", got " << element;
}

/// The pointee type must be the element type of the accessed data (`name`
/// is the operand); checked before the shapes, as NVIDIA does.
static LogicalResult verifyPointee(Operation *op, TileType pointers,
                                   TileType data, StringRef name) {
  Type pointee =
      llvm::cast<PointerType>(pointers.getElementType()).getPointeeType();
  if (pointee != data.getElementType())
    return op->emitOpError("expected pointee type (")
           << pointee << ") to match element type of '" << name << "' ("
           << data.getElementType() << ")";
  return success();
}

void AtomicCASTkoOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "result");
  setNameFn(getResultToken(), "result_token");
}

LogicalResult AtomicCASTkoOp::verify() {
  // NVIDIA's order: pointee, element type, mask shape, ordering.
  TileType val = getVal().getType();
  if (failed(verifyPointee(*this, getPointers().getType(), val, "val")))
    return failure();
  Type element = val.getElementType();
  if (!(element.isInteger(32) || element.isInteger(64) || element.isF32() ||
        element.isF64()))
    return emitOpError("expect only float or integer types with 32 or 64 "
                       "bit, got ")
           << element;
  if (failed(verifyPointerData(*this, getPointers().getType(), val, "value")) ||
      failed(verifyMask(*this, getMask(), val,
                        "all of {pointers, val, cmp and mask} have same "
                        "shape")))
    return failure();
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
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
  // NVIDIA's order: pointee, mask shape, mode, ordering.
  TileType arg = getArg().getType();
  if (failed(verifyPointee(*this, getPointers().getType(), arg, "arg")) ||
      failed(
          verifyPointerData(*this, getPointers().getType(), arg, "argument")) ||
      failed(verifyMask(*this, getMask(), arg,
                        "all of {pointers, arg, mask} have same shape")) ||
      failed(verifyMode(*this, getMode(), arg.getElementType())))
    return failure();
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

void AtomicRMWTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/true, /*writes=*/true, effects);
}

LogicalResult AtomicRedViewTkoOp::verify() {
  // NVIDIA's wording and order: view kind, padding, value element type and
  // shape, mode, ordering, scope, indices; the shared view-access rules
  // follow.
  Type viewType = getView().getType();
  if (llvm::isa<GatherScatterViewType>(viewType))
    return emitOpError(
        "gather_scatter_view is not supported; use partition_view instead");
  PaddingValueAttr padding;
  if (auto pv = llvm::dyn_cast<PartitionViewType>(viewType))
    padding = pv.getPaddingValue();
  else if (auto sv = llvm::dyn_cast<StridedViewType>(viewType))
    padding = sv.getPaddingValue();
  if (padding)
    return emitOpError("views with padding_value are not supported for "
                       "atomic reductions");
  auto view = llvm::cast<TileViewTypeInterface>(viewType);
  auto viewTile = llvm::cast<TileType>(view.getTileType());
  TileType value = getValue().getType();
  if (viewTile.getElementType() != value.getElementType())
    return emitOpError("view element type (")
           << viewTile.getElementType() << ") must match value element type ("
           << value.getElementType() << ")";
  if (viewTile.getShape() != value.getShape())
    return emitOpError("view tile shape ")
           << viewTile.getShape() << " must match value shape "
           << value.getShape() << " for element-wise atomic operations";
  if (getMode() == AtomicRMWMode::Xchg)
    return emitOpError("atomic_red_view_tko op cannot use xchg operation "
                       "('xchg' is not a reduction)");
  if (failed(verifyMode(*this, getMode(), value.getElementType())))
    return failure();
  if (getMemoryOrderingSemantics() != MemoryOrdering::Relaxed)
    return emitOpError("only 'relaxed' memory ordering is supported for "
                       "view-based atomic reductions, got '")
           << stringifyMemoryOrdering(getMemoryOrderingSemantics()) << "'";
  if (getMemoryScope() == MemoryScope::System)
    return emitOpError("memory scope '")
           << stringifyMemoryScope(getMemoryScope())
           << "' is not supported for view-based atomic reductions; use "
              "'tl_blk' or 'device' for TMA compatibility";
  if (int64_t(getIndex().size()) != view.getIndexRank())
    return emitOpError("expected ")
           << view.getIndexRank()
           << " index operand(s) for view with tile rank "
           << view.getIndexRank() << ", got " << getIndex().size();
  for (auto [i, index] : llvm::enumerate(getIndex()))
    if (auto type = llvm::cast<TileType>(index.getType()); !type.isScalar())
      return emitOpError("index operand ")
             << i << " must be a scalar tile (rank 0), got shape "
             << type.getShape();
  return verifyViewAccess(*this, viewType, getIndex(), value, "value");
}

void AtomicRedViewTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/true, /*writes=*/true, effects);
}
