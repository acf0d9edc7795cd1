//===- SharedTiles.h - Addressing nv_tileas shared-memory tiles -*- C++ -*-===//
//
// A shared tile (!nv_tileas.smem) is, per thread, the byte offset of its
// first element in the kernel's shared buffer; its shared layout places the
// elements from there. The shared-memory ops, the asynchronous copies that
// fill tiles and the products that read their operands straight from them
// address elements through the one function here.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_SHAREDTILES_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_SHAREDTILES_H

#include "KernelEmitter.h"

#include "tileir/Dialect/TileAS/IR/TileAS.h"

namespace mlir::tileir::tilegpu {

/// Whether the lowering addresses tiles of `type`: swizzled_shared layouts,
/// and nvmma_shared ones of elements of 8 bits or more. Reports on `op`
/// otherwise.
LogicalResult checkSharedTileLowered(Operation *op,
                                     nv_tileas::SharedMemDescType type);

/// The element offset (i32) of the element at `coords` (i32 each) of a
/// shared tile of `type` from the tile's start: row-major along the
/// layout's order, with the vec-element groups of each row XOR-ed with
/// (row / perPhase) mod maxPhase. The swizzle is its own inverse, which is
/// why this reads the same as the layout's map from offsets to coordinates.
Value sharedTileOffset(KernelEmitter &em, nv_tileas::SharedMemDescType type,
                       llvm::ArrayRef<Value> coords);

/// The shared-memory address of the element at `coords` of the tile of
/// `type` that starts at byte `tileBase`.
Value sharedTileElementAddress(KernelEmitter &em,
                               nv_tileas::SharedMemDescType type,
                               Value tileBase, llvm::ArrayRef<Value> coords);

/// Loads the element at `coords` of the shared tile `tile` (its parts) of
/// `type`.
Value loadSharedTileElement(KernelEmitter &em,
                            nv_tileas::SharedMemDescType type, Value tileBase,
                            llvm::ArrayRef<Value> coords);

/// After a pipeline's wait for a stage (async_wait, wait_barrier, at
/// `op`): fences this thread's generic-proxy writes of shared tiles for
/// wgmma where the kernel's tiles are wgmma's (nvmma_shared), then
/// synchronises the CTA.
void publishStages(KernelEmitter &em, Operation *op);

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_SHAREDTILES_H
