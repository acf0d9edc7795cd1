//===- SharedCopyLayout.h - Tiles staged through shared memory -*- C++ -*-===//
//
// A tile that changes layout (a layout conversion, a tensor-core
// accumulator on its way to the store's layout) is stored to shared memory
// by its holders in one layout and read back in the other. Where each
// element goes decides the bank conflicts of both sides: row-major rows of
// whole 128-byte bank lines put the rows a phase of lanes touches on the
// same banks. SharedCopyLayout places the elements (padded rows, exchanged
// blocks); the lowering emits its positions as a per-thread base plus a
// constant, so accesses keep immediate offsets.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_SHAREDCOPYLAYOUT_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_SHAREDCOPYLAYOUT_H

#include "KernelEmitter.h"

#include "tileir/Dialect/TileAS/IR/LinearLayout.h"

#include "llvm/ADT/DenseMap.h"

namespace mlir::tileir::tilegpu {

/// Where a tile staged through shared memory holds each element: rows of
/// `n` elements (the last dimension; a power of two) padded by `rowPad`,
/// and within a row the blocks of `swapBit` elements (where not 0) j and
/// j ^ 1 exchanged where bit `swapShift` of j is set. Blocks as large as
/// the accesses keep every access's run together.
struct SharedCopyLayout {
  int64_t n = 1, rowPad = 0, swapBit = 0, swapShift = 3;

  bool isPlain() const { return !rowPad && !swapBit; }
  /// Row-major index `i` with its block exchanged.
  int64_t swap(int64_t i) const { return i ^ ((i >> swapShift) & swapBit); }
  /// Row-major index `i` in padded rows.
  int64_t pad(int64_t i) const { return i + i / n * rowPad; }
  int64_t position(int64_t i) const { return pad(swap(i)); }
  /// position(x + c) for x and c that share no column bit and whose rows
  /// add: pad(swap(x) ^ flip(c)) + offset(c), so that a thread computes one
  /// base for x and each flip, and the rest is a constant.
  int64_t flip(int64_t c) const { return swap(c) & swapBit; }
  int64_t offset(int64_t c) const { return pad(swap(c) & ~swapBit); }
  /// The elements `rows` rows take.
  int64_t elements(int64_t rows) const { return rows * (n + rowPad); }
};

/// Emits the positions of a copy's indices in `layout` (KernelEmitter's
/// i32 element indices): an index built as a thread's value plus a
/// constant (an LLVM add), the two sharing no column bit and their rows
/// adding, is placed as the thread's base for the value and the constant's
/// flip, plus the constant's offset. Other indices are placed whole.
class SharedCopyPositions {
public:
  SharedCopyPositions(KernelEmitter &em, const SharedCopyLayout &layout)
      : em(em), layout(layout) {}
  /// The position of `index` - `lo`, where `lo` is whole rows.
  Value get(Value index, int64_t lo = 0);

private:
  KernelEmitter &em;
  SharedCopyLayout layout;
  llvm::DenseMap<std::pair<Value, int64_t>, Value> bases;
};

/// The bank wavefronts every warp of `layout` takes to access its
/// elements in `copy`, `run` consecutive registers (`run` * `bytes` bytes)
/// at a time.
int64_t copyWavefronts(const SharedCopyLayout &copy,
                       const nv_tileas::LinearLayout &layout, int64_t run,
                       int64_t bytes);

/// How a layout conversion goes through shared memory: the copy's layout,
/// and how many consecutive registers each side moves with one access.
struct ConversionCopy {
  SharedCopyLayout layout;
  int64_t fromRun = 1, toRun = 1;
};

/// The copy for a tile stored from `from`, whose runs of consecutive
/// elements are `fromRun` registers long (at most), and loaded into `to`
/// (`toRun`): of plain, padded rows and exchanged blocks, accessed by whole
/// runs or element by element, the one whose accesses take the fewest bank
/// wavefronts on both sides, then the fewest accesses, then the fewest
/// elements, within `maxElements` elements. nullopt where not even plain
/// rows fit.
std::optional<ConversionCopy>
chooseConversionCopy(const nv_tileas::LinearLayout &from, int64_t fromRun,
                     const nv_tileas::LinearLayout &to, int64_t toRun,
                     int64_t bytes, int64_t maxElements);

/// How a tile larger than the room for its copy moves in chunks: the rows
/// whose `chunkRowBits` (bits of the row index, rows being all dimensions
/// but the last) hold a chunk's number, taken only from registers in both
/// layouts, so that each thread knows at compile time which of its
/// registers each chunk moves. A chunk's rows, those bits removed, form a
/// tile of their own; `from` and `to` are the layouts of that tile, the
/// registers that step the chunk bits removed.
struct CopyChunks {
  llvm::SmallVector<unsigned> chunkRowBits;
  nv_tileas::LinearLayout from, to;
  /// Per register of the whole tile's layouts: its chunk, and its register
  /// in the chunk's layout.
  llvm::SmallVector<int64_t> fromChunk, fromRegister, toChunk, toRegister;

  int64_t count() const { return int64_t(1) << chunkRowBits.size(); }
};

/// The chunks of `numChunks` (a power of two) a tile moving from `from` to
/// `to` splits into, taking the highest row bits that no lane or warp of
/// either layout steps and one register of each steps alone; nullopt where
/// there are not enough such bits.
std::optional<CopyChunks>
splitCopyIntoChunks(const nv_tileas::LinearLayout &from,
                    const nv_tileas::LinearLayout &to, int64_t numChunks);

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_SHAREDCOPYLAYOUT_H
