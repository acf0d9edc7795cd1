//===- MemoryOpUtils.h - Rules shared by memory operations ------*- C++ -*-===//
//
// Orderings, scopes, hints, pointer/data agreement and side effects common to
// the pointer, view and atomic memory operations.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_DIALECT_CUDATILE_IR_MEMORYOPUTILS_H
#define TILEIR_LIB_DIALECT_CUDATILE_IR_MEMORYOPUTILS_H

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::cuda_tile::detail {

/// Which orderings a load, a store or an atomic may use.
inline LogicalResult verifyOrdering(Operation *op, MemoryOrdering ordering,
                                    ArrayRef<MemoryOrdering> allowed) {
  if (llvm::is_contained(allowed, ordering))
    return success();
  InFlightDiagnostic diag = op->emitOpError("memory ordering '")
                            << stringifyMemoryOrdering(ordering)
                            << "' is not allowed here; expected one of: ";
  llvm::interleaveComma(allowed, diag, [&](MemoryOrdering m) {
    diag << stringifyMemoryOrdering(m);
  });
  return diag;
}

/// `weak` accesses have no scope; every stronger ordering needs one.
inline LogicalResult verifyScope(Operation *op, MemoryOrdering ordering,
                                 std::optional<MemoryScope> scope) {
  if (ordering == MemoryOrdering::Weak && scope)
    return op->emitOpError("'weak' memory operations take no memory scope");
  if (ordering != MemoryOrdering::Weak && !scope)
    return op->emitOpError("memory ordering '")
           << stringifyMemoryOrdering(ordering) << "' needs a memory scope";
  return success();
}

inline LogicalResult verifyHints(Operation *op, OptimizationHintsAttr hints) {
  if (!hints)
    return success();
  return hints.verifyForOp(op);
}

/// The pointee type of a pointer tile must be the data element type and the
/// shapes must agree.
inline LogicalResult verifyPointerData(Operation *op, TileType pointers,
                                       TileType data, StringRef what) {
  auto pointer = llvm::cast<PointerType>(pointers.getElementType());
  if (pointer.getPointeeType() != data.getElementType())
    return op->emitOpError("pointers to ")
           << pointer.getPointeeType() << " cannot access " << what
           << " of type " << data;
  if (pointers.getShape() != data.getShape())
    return op->emitOpError("pointer tile shape ")
           << pointers << " does not match " << what << " shape " << data;
  return success();
}

inline LogicalResult verifyMask(Operation *op, Value mask, TileType shapeOf) {
  if (mask &&
      llvm::cast<TileType>(mask.getType()).getShape() != shapeOf.getShape())
    return op->emitOpError("mask shape must match ") << shapeOf;
  return success();
}

inline void
addEffects(Operation *op, bool reads, bool writes,
           SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
               &effects) {
  if (reads)
    effects.emplace_back(MemoryEffects::Read::get(),
                         SideEffects::DefaultResource::get());
  if (writes)
    effects.emplace_back(MemoryEffects::Write::get(),
                         SideEffects::DefaultResource::get());
}

/// Index count and kinds, and the moved tile's type, of a subview access.
LogicalResult verifyViewAccess(Operation *op, Type viewType, ValueRange indices,
                               TileType tile, StringRef tileRole);

} // namespace mlir::cuda_tile::detail

#endif // TILEIR_LIB_DIALECT_CUDATILE_IR_MEMORYOPUTILS_H
