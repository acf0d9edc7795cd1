//===- BlockScheduler.h - Run the tile blocks of a grid -------*- C++ -*-===//
//
// The one scheduling of a launch's tile blocks over worker threads, shared
// by the interpreter's launcher and the compiled CPU launcher.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_RUNTIME_BLOCKSCHEDULER_H
#define TILEIR_LIB_RUNTIME_BLOCKSCHEDULER_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>

namespace mlir::tileir::runtime {

using BlockId = std::array<int32_t, 3>;

/// The blocks of a grid still to run, x fastest, shared by the workers:
/// the linear indices split into one contiguous share per worker, each
/// with its own counter of the next block to hand out.
struct BlockCounter {
  BlockCounter(const std::array<int32_t, 3> &grid,
               const std::atomic<bool> &failed, unsigned shares);
  /// The number of blocks in the grid.
  int64_t size() const { return int64_t(grid[0]) * grid[1] * grid[2]; }
  /// Share `s` is [start(s), start(s + 1)).
  int64_t start(unsigned s) const { return size() * s / shares; }

  std::array<int32_t, 3> grid;
  const std::atomic<bool> &failed;
  unsigned shares;
  std::unique_ptr<std::atomic<int64_t>[]> next;
};

/// One worker's blocks: it takes them a few at a time from its own share
/// first (so that it streams through one contiguous run of memory, as a
/// loop split between threads would), then from the others' shares in
/// turn, whichever worker asks first, since block costs vary (loops, early
/// returns) and a static partition would leave threads idle. A few rather
/// than one: a tile block of a few hundred elements costs little more than
/// the atomic that hands it out.
class BlockQueue {
public:
  BlockQueue(BlockCounter &counter, int64_t chunk, unsigned share)
      : counter(counter), chunk(chunk), share(share) {}

  /// Sets `id` to the next block to run; false once every block is handed
  /// out or the launch has failed.
  bool next(BlockId &id);
  /// Sets [first, first + count) to the next blocks to run, by linear
  /// index (x fastest); false once every block is handed out or the launch
  /// has failed.
  bool nextRange(int64_t &first, int64_t &count);

private:
  /// The next chunk of blocks, from the first share (from this worker's
  /// own on) that has any left.
  bool nextChunk(int64_t &first, int64_t &last);

  BlockCounter &counter;
  int64_t chunk, current = 0, end = 0;
  /// The share taken from, counted from this worker's own.
  unsigned share, visited = 0;
};

/// Runs `worker` on `threads` threads (0: one per hardware thread; never
/// more than there are blocks), the calling thread among them, and returns
/// when all have returned. Each worker sets up its own state, then runs the
/// blocks `queue.next` gives it until that returns false.
void runBlocks(const std::array<int32_t, 3> &grid, unsigned threads,
               const std::atomic<bool> &failed,
               llvm::function_ref<void(BlockQueue &queue)> worker);

} // namespace mlir::tileir::runtime

#endif // TILEIR_LIB_RUNTIME_BLOCKSCHEDULER_H
