//===- Divisibility.h - Multiples the IR proves -------------------*- C++
//-*-===//
//
// Vector memory accesses need aligned addresses and runs that are wholly in
// or wholly out of bounds. Kernels state what they know about their
// arguments with `assume div_by` (cuTile writes it for every pointer,
// extent and stride it can), and this reads it back through the arithmetic
// that builds addresses.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAA_IR_DIVISIBILITY_H
#define TILEIR_DIALECT_TILEAA_IR_DIVISIBILITY_H

#include "mlir/IR/Value.h"

#include <cstdint>

namespace mlir::nv_tileaa {

/// The largest power of two that scalar `value` (an integer, or a pointer's
/// byte address) is known to be a multiple of: from integer constants,
/// lane-wise `assume div_by` (its divisor's power-of-two part), products,
/// sums and differences; 1 when nothing is known. Capped at 2^30.
int64_t getKnownDivisor(Value value);

} // namespace mlir::nv_tileaa

#endif // TILEIR_DIALECT_TILEAA_IR_DIVISIBILITY_H
