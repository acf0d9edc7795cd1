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

/// Where one tile of a view lies: for each tile dimension i, the tensor
/// dimension `target[i]` it walks and the coordinate `start[i]` of the tile
/// there; along `sparseDim` (gather/scatter views) the coordinates are
/// `gather` instead. The interpreter and the compiled CPU code both describe
/// their accesses this way, so that one definition resolves them.
struct ViewGeometry {
  const TensorViewValue *tensor = nullptr;
  llvm::ArrayRef<int64_t> tileShape;
  llvm::SmallVector<int64_t, 4> target, start;
  int64_t sparseDim = -1;
  std::vector<int64_t> gather;
};

/// The geometry of the tile at `indices` of the tile view `view`.
void getViewGeometry(BlockExecutor &ex, const RtValue &view, ValueRange indices,
                     ViewGeometry &geometry);

/// The storage bits of a view's padding value in `kind` (integers, and
/// views without one, pad with 0).
uint64_t getPaddingBits(cuda_tile::PaddingValueAttr attr, ElemKind kind);

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
/// The same for a geometry; an element outside every buffer of `memory`
/// returns false with `error` saying which (without location).
bool computeViewAccess(const ViewGeometry &geometry, const Memory &memory,
                       ViewAccess &access, std::string &error);

/// The same access as rows along the tile's last dimension, for the views
/// whose tiles are boxes of the tensor (partition and strided views): the
/// elements of a tile row are consecutive along one tensor dimension, so a
/// row is a start address, a byte stride and its in-bounds elements. Loads
/// and stores then move whole rows instead of resolving every element.
struct ViewRows {
  ElemKind kind;
  /// Elements per tile row (the tile's last extent).
  int64_t length = 0;
  /// Bytes between consecutive elements of a row.
  int64_t stride = 0;
  struct Row {
    /// Address element 0 of the row would have (it may lie outside the
    /// tensor: only [begin, end) is ever dereferenced).
    uint64_t base;
    /// The in-bounds elements; begin == end when there are none.
    int64_t begin, end;
  };
  /// Inline for tiles of up to 32 rows, so that no access allocates.
  llvm::SmallVector<Row, 32> rows;
};

/// Fills `rows` when the access has the row form (partition or strided view
/// of a tile with rank >= 1, elements of whole bytes) and its in-bounds
/// elements all lie inside one registered buffer. Otherwise returns false
/// and the caller takes computeViewAccess, which checks element by element
/// and reports the first one outside memory.
bool computeViewRows(BlockExecutor &ex, const RtValue &view, ValueRange indices,
                     ViewRows &rows);
bool computeViewRows(const ViewGeometry &geometry, const Memory &memory,
                     ViewRows &rows);
/// Fills `tile` (of the view's element kind) from memory, with the storage
/// bits `pad` outside the tensor.
void loadRows(const ViewRows &rows, uint64_t pad, TileValue &tile);
/// The same into a dense row-major buffer of `bytes`-byte elements.
void loadRows(const ViewRows &rows, uint64_t pad, uint8_t *tile,
              unsigned bytes);
/// Writes the in-bounds elements of `tile` to memory; the others are masked.
void storeRows(const ViewRows &rows, const TileValue &tile);
void storeRows(const ViewRows &rows, const uint8_t *tile, unsigned bytes);

} // namespace mlir::tileir::runtime

#endif // TILEIR_LIB_RUNTIME_VIEWACCESS_H
