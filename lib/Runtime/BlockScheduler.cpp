//===- BlockScheduler.cpp - Run the tile blocks of a grid -----------------===//

#include "BlockScheduler.h"

#include <algorithm>
#include <thread>
#include <vector>

using namespace mlir::tileir::runtime;

bool BlockQueue::next(BlockId &id) {
  if (failed.load(std::memory_order_relaxed))
    return false;
  int64_t linear = nextLinear.fetch_add(1);
  if (linear >= size())
    return false;
  // One-dimensional grids (the common case) need no divisions, which cost
  // more than the atomic on a tile block of a few hundred elements.
  if (grid[1] == 1 && grid[2] == 1) {
    id = {int32_t(linear), 0, 0};
    return true;
  }
  id = {int32_t(linear % grid[0]), int32_t(linear / grid[0] % grid[1]),
        int32_t(linear / (int64_t(grid[0]) * grid[1]))};
  return true;
}

void mlir::tileir::runtime::runBlocks(
    const std::array<int32_t, 3> &grid, unsigned threads,
    const std::atomic<bool> &failed,
    llvm::function_ref<void(BlockQueue &queue)> worker) {
  BlockQueue queue(grid, failed);
  if (!threads)
    threads = std::max(1u, std::thread::hardware_concurrency());
  threads = std::max<int64_t>(1, std::min<int64_t>(threads, queue.size()));
  auto run = [&] { worker(queue); };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t)
    pool.emplace_back(run);
  run();
  for (std::thread &t : pool)
    t.join();
}
