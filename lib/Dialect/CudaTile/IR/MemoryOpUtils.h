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

/// A load takes weak, relaxed or acquire ordering and a store weak, relaxed
/// or release; `weak` accesses have no scope and every stronger ordering needs
/// one. Worded as NVIDIA's verifier words it.
inline LogicalResult verifyAccessOrdering(Operation *op,
                                          MemoryOrdering ordering,
                                          std::optional<MemoryScope> scope,
                                          bool isLoad) {
  MemoryOrdering oneWay =
      isLoad ? MemoryOrdering::Acquire : MemoryOrdering::Release;
  StringRef access = isLoad ? "load" : "store";
  if (ordering != MemoryOrdering::Weak && ordering != MemoryOrdering::Relaxed &&
      ordering != oneWay)
    return op->emitOpError("expect one of: weak, relaxed, or ")
           << stringifyMemoryOrdering(oneWay)
           << ", but got: " << stringifyMemoryOrdering(ordering);
  if (ordering == MemoryOrdering::Weak && scope)
    return op->emitOpError("weak ") << access << " must not have memory scope";
  if (ordering != MemoryOrdering::Weak && !scope)
    return op->emitOpError("memory scope is required for ")
           << stringifyMemoryOrdering(ordering) << " " << access;
  return success();
}

inline LogicalResult verifyHints(Operation *op, OptimizationHintsAttr hints) {
  if (!hints)
    return success();
  return hints.verifyForOp(op);
}

/// The pointee type of a pointer tile must be the data element type and the
/// shapes must agree. Where NVIDIA's verifier states the rule as an operand
/// type constraint, `summary` is that statement and our detail follows it.
inline LogicalResult verifyPointerData(Operation *op, TileType pointers,
                                       TileType data, StringRef what,
                                       StringRef summary = {}) {
  auto emit = [&]() {
    InFlightDiagnostic diag = op->emitOpError();
    if (!summary.empty())
      diag << "failed to verify that " << summary << ": ";
    return diag;
  };
  auto pointer = llvm::cast<PointerType>(pointers.getElementType());
  if (pointer.getPointeeType() != data.getElementType())
    return emit() << "pointers to " << pointer.getPointeeType()
                  << " cannot access " << what << " of type " << data;
  if (pointers.getShape() != data.getShape())
    return emit() << "pointer tile shape " << pointers << " does not match "
                  << what << " shape " << data;
  return success();
}

inline LogicalResult verifyMask(Operation *op, Value mask, TileType shapeOf,
                                StringRef summary = {}) {
  if (!mask ||
      llvm::cast<TileType>(mask.getType()).getShape() == shapeOf.getShape())
    return success();
  if (summary.empty())
    return op->emitOpError("mask shape must match ") << shapeOf;
  return op->emitOpError("failed to verify that ")
         << summary << ": mask " << mask.getType()
         << " does not match the shape of " << shapeOf;
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

/// Element types each read-modify-write mode supports, in NVIDIA's wording:
/// integer modes take i32/i64, addf f16/bf16/f32/f64, xchg 32/64-bit
/// integers and floats (f32/f64; tf32 is not a 32-bit float here).
LogicalResult verifyMode(Operation *op, AtomicRMWMode mode, Type element);

/// Index count and kinds, and the moved tile's type, of a subview access.
LogicalResult verifyViewAccess(Operation *op, Type viewType, ValueRange indices,
                               TileType tile, StringRef tileRole);

} // namespace mlir::cuda_tile::detail

#endif // TILEIR_LIB_DIALECT_CUDATILE_IR_MEMORYOPUTILS_H
