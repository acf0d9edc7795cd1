//===- ViewAccess.h - Element addresses of a view access --------*- C++ -*-===//
//
// Shared by load_view_tko, store_view_tko and atomic_red_view_tko: where each
// element of the accessed tile lives, or that it falls outside the tensor
// view (padding on loads, masked on stores).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_RUNTIME_VIEWACCESS_H
#define TILEIR_LIB_RUNTIME_VIEWACCESS_H

#include "Executor.h"

namespace mlir::tileir::runtime {

struct ViewAccess {
  ElemKind kind;
  /// Byte address per tile element (row-major); 0 when out of bounds.
  std::vector<uint64_t> address;
  /// The nibble (0 low, 1 high) of 4-bit elements.
  std::vector<uint8_t> nibble;
};

/// Resolves the tile at `indices` of the tile view `view` and checks every
/// in-bounds element against the registered memory.
LogicalResult computeViewAccess(BlockExecutor &ex, Operation *op,
                                const RtValue &view, ValueRange indices,
                                ViewAccess &access);

} // namespace mlir::tileir::runtime

#endif // TILEIR_LIB_RUNTIME_VIEWACCESS_H
