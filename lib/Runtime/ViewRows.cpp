//===- ViewRows.cpp - Row form of partition and strided view accesses -----===//
//
// Tile element t of a partition or strided view sits at tensor coordinate
// start + t along the tensor dimension that dim_map assigns to t's tile
// dimension, so bounds and addresses only change along the last tile
// dimension by a constant stride. Resolving them once per row (and the
// memcheck once per tile) is what lets loads and stores run at memory speed;
// the per-element path stays for gather/scatter views, 4-bit elements and
// accesses that leave memory.
//
//===----------------------------------------------------------------------===//

#include "ViewAccess.h"

#include <cstring>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

bool runtime::computeViewRows(BlockExecutor &ex, const RtValue &view,
                              ValueRange indices, ViewRows &out) {
  if (!isa<ct::PartitionViewType, ct::StridedViewType>(view.viewType))
    return false;
  ViewGeometry geometry;
  getViewGeometry(ex, view, indices, geometry);
  return computeViewRows(geometry, ex.state.memory, out);
}

bool runtime::computeViewRows(const ViewGeometry &geometry,
                              const Memory &memory, ViewRows &out) {
  const TensorViewValue &tv = *geometry.tensor;
  if (getBitWidth(tv.kind) < 8 || geometry.sparseDim >= 0)
    return false;
  llvm::ArrayRef<int64_t> tileShape = geometry.tileShape;
  size_t rank = tileShape.size();
  if (rank == 0)
    return false;
  llvm::ArrayRef<int64_t> target = geometry.target, start = geometry.start;

  size_t last = rank - 1;
  int64_t bytes = getSlotBytes(tv.kind);
  int64_t length = tileShape[last];
  int64_t lastStride = tv.strides[target[last]];
  // The in-bounds part of every row along the last dimension.
  int64_t begin = std::clamp<int64_t>(-start[last], 0, length);
  int64_t end =
      std::clamp<int64_t>(tv.shape[target[last]] - start[last], begin, length);
  out.kind = tv.kind;
  out.length = length;
  out.stride = lastStride * bytes;
  int64_t numRows = 1;
  for (size_t i = 0; i < last; ++i)
    numRows *= tileShape[i];
  out.rows.resize_for_overwrite(numRows);

  // Rows come in runs along the second-to-last tile dimension: within a
  // run the row start moves by a constant stride and the in-bounds rows form
  // one range. The dimensions before it are walked like an odometer.
  bool matrix = rank >= 2;
  int64_t runLength = matrix ? tileShape[last - 1] : 1;
  int64_t runStart = matrix ? start[last - 1] : 0;
  int64_t runStride = matrix ? tv.strides[target[last - 1]] : 0;
  int64_t runBegin = std::clamp<int64_t>(-runStart, 0, runLength);
  int64_t runEnd =
      std::clamp<int64_t>((matrix ? tv.shape[target[last - 1]] : 1) - runStart,
                          runBegin, runLength);
  size_t outerRank = matrix ? last - 1 : 0;
  uint64_t lo = UINT64_MAX, hi = 0;
  llvm::SmallVector<int64_t, 4> t(outerRank, 0);
  for (ViewRows::Row *row = out.rows.begin(); row != out.rows.end();
       row += runLength) {
    int64_t offset = runStart * runStride + start[last] * lastStride;
    bool inBounds = begin < end && runBegin < runEnd;
    for (size_t i = 0; i < outerRank; ++i) {
      int64_t coord = start[i] + t[i];
      if (coord < 0 || coord >= tv.shape[target[i]])
        inBounds = false;
      offset += coord * tv.strides[target[i]];
    }
    uint64_t base = tv.base + offset * bytes;
    uint64_t rowStep = runStride * bytes;
    for (int64_t k = 0; k < runLength; ++k) {
      bool rowInBounds = inBounds && k >= runBegin && k < runEnd;
      row[k] = {base + k * rowStep, rowInBounds ? begin : 0,
                rowInBounds ? end : 0};
    }
    if (inBounds) {
      // Addresses are affine in the row and the element, so the extremes
      // are at the corners of the in-bounds part.
      for (int64_t k : {runBegin, runEnd - 1})
        for (int64_t e : {begin, end - 1}) {
          uint64_t address = base + k * rowStep + e * out.stride;
          lo = std::min(lo, address);
          hi = std::max(hi, address + bytes);
        }
    }
    for (int64_t d = int64_t(outerRank) - 1; d >= 0; --d) {
      if (++t[d] < tileShape[d])
        break;
      t[d] = 0;
    }
  }
  // Every accessed element lies in [lo, hi), so one buffer holding that
  // range holds them all.
  return lo >= hi || memory.contains(lo, hi - lo);
}

/// Copies `count` elements of `Bytes` bytes, `stride` bytes apart, into a
/// dense array (Bytes is a constant so that each copy is one move).
template <unsigned Bytes>
static void gather(uint8_t *dst, uint64_t src, int64_t stride, int64_t count) {
  for (int64_t i = 0; i < count; ++i)
    std::memcpy(dst + i * Bytes,
                reinterpret_cast<const void *>(src + i * stride), Bytes);
}
template <unsigned Bytes>
static void scatter(uint64_t dst, const uint8_t *src, int64_t stride,
                    int64_t count) {
  for (int64_t i = 0; i < count; ++i)
    std::memcpy(reinterpret_cast<void *>(dst + i * stride), src + i * Bytes,
                Bytes);
}

/// Reads `count` elements of `bytes` bytes, `stride` bytes apart in memory,
/// into a dense tile row: one memcpy when memory is dense too.
static void readRow(uint8_t *tileRow, uint64_t memory, int64_t stride,
                    int64_t count, unsigned bytes) {
  if (stride == bytes) {
    std::memcpy(tileRow, reinterpret_cast<const void *>(memory), count * bytes);
    return;
  }
  switch (bytes) {
  case 1:
    return gather<1>(tileRow, memory, stride, count);
  case 2:
    return gather<2>(tileRow, memory, stride, count);
  case 4:
    return gather<4>(tileRow, memory, stride, count);
  default:
    return gather<8>(tileRow, memory, stride, count);
  }
}

/// The reverse of readRow.
static void writeRow(uint64_t memory, const uint8_t *tileRow, int64_t stride,
                     int64_t count, unsigned bytes) {
  if (stride == bytes) {
    std::memcpy(reinterpret_cast<void *>(memory), tileRow, count * bytes);
    return;
  }
  switch (bytes) {
  case 1:
    return scatter<1>(memory, tileRow, stride, count);
  case 2:
    return scatter<2>(memory, tileRow, stride, count);
  case 4:
    return scatter<4>(memory, tileRow, stride, count);
  default:
    return scatter<8>(memory, tileRow, stride, count);
  }
}

/// Asks for the first cache lines of every dense row before any is copied.
/// The rows of a tile are usually a matrix row apart, where the hardware
/// prefetcher does not look; copied one after the other, each would wait
/// for its own miss.
static void prefetchRows(const ViewRows &rows, unsigned bytes) {
  if (rows.stride != bytes)
    return;
  constexpr int64_t line = 64, maxLines = 8;
  for (const ViewRows::Row &row : rows.rows) {
    if (row.begin == row.end)
      continue;
    uint64_t first = row.base + row.begin * bytes;
    uint64_t last = row.base + row.end * bytes;
    uint64_t stop = std::min(last, first + maxLines * line);
    for (uint64_t a = first & ~uint64_t(line - 1); a < stop; a += line)
      __builtin_prefetch(reinterpret_cast<const void *>(a));
  }
}

/// Writes the padding value into elements [begin, end) of a tile row.
static void fillPadding(uint8_t *tileRow, int64_t begin, int64_t end,
                        uint64_t pad, unsigned bytes) {
  // Most rows are entirely in bounds: skip the call.
  if (begin == end)
    return;
  if (pad == 0) {
    std::memset(tileRow + begin * bytes, 0, (end - begin) * bytes);
    return;
  }
  for (int64_t i = begin; i < end; ++i)
    std::memcpy(tileRow + i * bytes, &pad, bytes); // little-endian host
}

void runtime::loadRows(const ViewRows &rows, uint64_t pad, TileValue &tile) {
  loadRows(rows, pad, tile.getData(), tile.getSlotBytes());
}

void runtime::loadRows(const ViewRows &rows, uint64_t pad, uint8_t *dst,
                       unsigned bytes) {
  prefetchRows(rows, bytes);
  for (const ViewRows::Row &row : rows.rows) {
    fillPadding(dst, 0, row.begin, pad, bytes);
    readRow(dst + row.begin * bytes, row.base + row.begin * rows.stride,
            rows.stride, row.end - row.begin, bytes);
    fillPadding(dst, row.end, rows.length, pad, bytes);
    dst += rows.length * bytes;
  }
}

void runtime::storeRows(const ViewRows &rows, const TileValue &tile) {
  storeRows(rows, tile.getData(), tile.getSlotBytes());
}

void runtime::storeRows(const ViewRows &rows, const uint8_t *src,
                        unsigned bytes) {
  for (const ViewRows::Row &row : rows.rows) {
    writeRow(row.base + row.begin * rows.stride, src + row.begin * bytes,
             rows.stride, row.end - row.begin, bytes);
    src += rows.length * bytes;
  }
}
