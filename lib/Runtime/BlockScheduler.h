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

namespace mlir::tileir::runtime {

using BlockId = std::array<int32_t, 3>;

/// The blocks of a grid still to run, x fastest, shared by the workers.
struct BlockCounter {
  BlockCounter(const std::array<int32_t, 3> &grid,
               const std::atomic<bool> &failed)
      : grid(grid), failed(failed) {}
  /// The number of blocks in the grid.
  int64_t size() const { return int64_t(grid[0]) * grid[1] * grid[2]; }

  std::array<int32_t, 3> grid;
  const std::atomic<bool> &failed;
  std::atomic<int64_t> nextLinear{0};
};

/// One worker's share of a grid: it takes blocks from the shared counter
/// a few at a time, whichever worker asks first, since their cost varies
/// (loops, early returns) and static partitions would leave threads idle.
/// A few rather than one: a tile block of a few hundred elements costs
/// little more than the atomic that hands it out.
class BlockQueue {
public:
  BlockQueue(BlockCounter &counter, int64_t chunk)
      : counter(counter), chunk(chunk) {}

  /// Sets `id` to the next block to run; false once every block is handed
  /// out or the launch has failed.
  bool next(BlockId &id);
  /// Sets [first, first + count) to the next blocks to run, by linear
  /// index (x fastest); false once every block is handed out or the launch
  /// has failed.
  bool nextRange(int64_t &first, int64_t &count);

private:
  BlockCounter &counter;
  int64_t chunk, current = 0, end = 0;
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
