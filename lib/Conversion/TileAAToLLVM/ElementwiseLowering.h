//===- ElementwiseLowering.h - Slot-by-slot lowerings -----------*- C++ -*-===//
//
// Elementwise ops and conversions keep the layout, so they lower one slot at
// a time with a scalar builder; shared by the elementwise and conversion
// lowerings.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_ELEMENTWISELOWERING_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_ELEMENTWISELOWERING_H

#include "KernelEmitter.h"

namespace mlir::tileir::tilegpu {

/// Builds one result element from one element of each operand; returns
/// null after reporting an error.
using ScalarFn =
    std::function<Value(KernelEmitter &, Operation *, llvm::ArrayRef<Value>)>;

/// Applies `fn` slot by slot. Operands and the result have the same shape.
LogicalResult lowerSlotwise(Operation *op, KernelEmitter &em,
                            const ScalarFn &fn);

/// The op's `signedness` attribute; ops without one are signed.
bool isSignedOp(Operation *op);

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_ELEMENTWISELOWERING_H
