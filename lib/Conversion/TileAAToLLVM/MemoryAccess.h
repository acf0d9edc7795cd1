//===- MemoryAccess.h - Element addressing shared by memory lowerings -*- C++
//-*-===//
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

/// How an access is ordered: `ordering` not_atomic for weak accesses, else
/// an atomic access with the NVPTX sync scope `scope` ("block", "device",
/// or "" for the system).
struct MemoryOrder {
  LLVM::AtomicOrdering ordering = LLVM::AtomicOrdering::not_atomic;
  llvm::StringRef scope;
};
LLVM::AtomicOrdering toLLVMOrdering(cuda_tile::MemoryOrdering ordering);
llvm::StringRef toSyncScope(cuda_tile::MemoryScope scope);
/// The order of a memory op from its memory_ordering_semantics and
/// memory_scope attributes (weak when it has none).
MemoryOrder memoryOrderOf(Operation *op);

/// &base[offset] for elements of `elementType` (offset in elements, i64).
/// 4-bit elements pack two to a byte: the address is that of the byte
/// holding element `offset` (rounding toward zero, as the interpreter's
/// pointer arithmetic does).
Value elementAddress(KernelEmitter &em, Type elementType, Value base,
                     Value offset);
/// The shift (i8: 0 or 4) of 4-bit element `offset` in its byte.
Value nibbleShift(KernelEmitter &em, Value offset);
/// Loads/stores one element. `nibble` is the shift of a 4-bit element in
/// its byte (null: the low nibble); a 4-bit store updates its half of the
/// byte with a compare-and-swap loop, since another thread may write the
/// other half.
Value loadElement(KernelEmitter &em, Type elementType, Value address,
                  Value nibble = Value(), const MemoryOrder &order = {});
void storeElement(KernelEmitter &em, Type elementType, Value value,
                  Value address, Value nibble = Value(),
                  const MemoryOrder &order = {});
struct ViewAccessInfo {
  Value address;  ///< Element address (meaningless when out of bounds).
  Value inBounds; ///< i1
  Value nibble;   ///< nibbleShift of a 4-bit element; null otherwise.
};

/// The storage value of the view's padding (zero when it has none).
Value paddingValue(KernelEmitter &em, nv_tileaa::TiledViewType viewType);

/// Address of the element slot `slot` of the tile at `indices` of a tiled
/// view. `gatherIndices` are the sparse-dimension positions of a
/// gather/scatter view, already in the tile's layout. `tileType`, when
/// given, is the accessed tile's type, whose layout places the slots.
ViewAccessInfo computeViewAccess(KernelEmitter &em,
                                 nv_tileaa::TiledViewType viewType,
                                 const Parts &view, ValueRange indices,
                                 int64_t slot, const Parts *gatherIndices,
                                 Type tileType = {});

/// computeViewAccess for the slots of a tile (of `tileType`) of a tiled or
/// strided view (not gather/scatter) whose elements are whole bytes, where
/// those slots sit at constant coordinate shifts from this thread's slot 0
/// (KernelEmitter::slotIndexShift): slot 0's coordinates, bounds and
/// offset are computed once, and addressAt and boundsAlong add the shift,
/// so a loop keeps one coordinate per dimension live instead of one per
/// slot.
class ShiftedViewAccess {
public:
  ShiftedViewAccess(KernelEmitter &em, nv_tileaa::TiledViewType viewType,
                    const Parts &view, ValueRange indices, Type tileType);
  /// The global address of the element `delta` (per tile dimension) past
  /// slot 0's.
  Value addressAt(llvm::ArrayRef<int64_t> delta);
  /// That element's bounds checks along the dimensions `which` selects
  /// (i1, true where none is): a caller combines those no slot shifts once
  /// for all slots, and adds each slot's own.
  Value boundsAlong(llvm::ArrayRef<int64_t> delta, llvm::ArrayRef<bool> which);

private:
  struct Dim {
    Value coord, extent, stride;
    /// extent - coord, or 0 where the tile starts below zero (null where
    /// the view's step is not the tile's extent).
    Value room;
  };
  /// Whether the coordinate `shift` past this thread's is within `d`.
  Value check(const Dim &d, int64_t shift);
  KernelEmitter &em;
  nv_tileaa::TiledViewType viewType;
  const Parts &view;
  llvm::SmallVector<Dim> dims;
  Value offset;
};

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_MEMORYACCESS_H
