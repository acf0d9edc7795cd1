//===- TokenOrdering.h - Memory tokens as mbarrier phases -------*- C++ -*-===//
//
// See TokenOrdering.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_TOKENORDERING_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_TOKENORDERING_H

#include "KernelEmitter.h"

namespace mlir::tileir::tilegpu {

/// True for an op that consumes a memory token and touches memory (loads,
/// stores, atomics, print): the ops the token algebra orders.
bool consumesToken(Operation *op);

/// Initialises the kernel's mbarrier pool (the slots the allocation pass
/// gave `func`), at the start of the kernel.
void emitMBarrierPrologue(KernelEmitter &em, Operation *func);

/// Before a memory effect: waits until the writes its token follows are
/// visible to this thread.
void beforeMemoryEffect(KernelEmitter &em, Operation *op);
/// After a memory effect: a write publishes this thread's part of it.
void afterMemoryEffect(KernelEmitter &em, Operation *op);

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_TOKENORDERING_H
