//===- MemTokenGraph.h - Shape of the mem-token graph -----------*- C++ -*-===//
//
// What the token verifier and the mbarrier allocator agree on: which ops are
// memory effects, and how tokens flow through loop-carried values.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_DIALECT_TILEAA_TRANSFORMS_MEMTOKENGRAPH_H
#define TILEIR_LIB_DIALECT_TILEAA_TRANSFORMS_MEMTOKENGRAPH_H

#include "tileir/Dialect/TileAA/IR/TileAA.h"

namespace mlir::nv_tileaa {

inline bool isMemToken(Type type) { return isa<MemTokenType>(type); }
inline bool isMemToken(Value value) { return isMemToken(value.getType()); }

/// True for an op the token algebra must order: an nv_tileaa op with
/// unknown effects (the loads, stores, atomics and print declare none) or an
/// op of any dialect that declares a read or write of memory.
bool isMemoryEffect(Operation *op);

/// The nv_tileaa.for or nv_tileaa.loop that a continue or break (possibly
/// nested in ifs) hands its operands to; null outside a loop.
Operation *getTargetLoop(Operation *terminator);

/// The block argument of a for/loop body that receives loop-carried value
/// `index` (a for's first argument is its induction variable).
BlockArgument getIterArg(Operation *loop, unsigned index);

/// The initial value of a for/loop block argument; null for any other block
/// argument (the induction variable, function arguments, ...).
Value getIterInit(BlockArgument arg);

} // namespace mlir::nv_tileaa

#endif // TILEIR_LIB_DIALECT_TILEAA_TRANSFORMS_MEMTOKENGRAPH_H
