//===- MemoryAccess.h - Element addressing shared by memory lowerings -*- C++ -*-===//
//
// Used by the load/store lowerings and by the atomic lowerings, which address
// elements the same way.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_MEMORYACCESS_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_MEMORYACCESS_H

#include "KernelEmitter.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

namespace mlir::tileir::tilegpu {

/// Emits the CTA barrier a memory op needs when its token may follow a
/// write by another thread of the CTA.
void orderAfterToken(KernelEmitter &em, Value token);

/// &base[offset] for elements of `elementType` (offset in elements, i64).
Value elementAddress(KernelEmitter &em, Type elementType, Value base,
                     Value offset);
Value loadElement(KernelEmitter &em, Type elementType, Value address);
void storeElement(KernelEmitter &em, Value value, Value address);
/// Fails with an error for element types memory ops cannot move yet.
LogicalResult checkMemoryElement(Operation *op, Type elementType);

struct ViewAccessInfo {
  Value address;  ///< Element address (meaningless when out of bounds).
  Value inBounds; ///< i1
};

/// Address of the element slot `slot` of the tile at `indices` of a tiled
/// view. `gatherIndices` are the sparse-dimension positions of a
/// gather/scatter view, already in the tile's layout.
ViewAccessInfo computeViewAccess(KernelEmitter &em,
                                 nv_tileaa::TiledViewType viewType,
                                 const Parts &view, ValueRange indices,
                                 int64_t slot, const Parts *gatherIndices);

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_MEMORYACCESS_H
