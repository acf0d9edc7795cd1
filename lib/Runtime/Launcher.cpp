//===- Launcher.cpp - Run every tile block of the grid on a thread pool ---===//

#include "Executor.h"

#include <thread>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

/// Lays out the module's globals in executor-owned memory.
static void allocateGlobals(KernelState &state) {
  auto module = state.entry->getParentOfType<ct::ModuleOp>();
  if (!module)
    return;
  module.walk([&](ct::GlobalOp global) {
    auto dense = cast<DenseElementsAttr>(global.getValue());
    ElemKind kind = getKindOf(dense.getElementType());
    int64_t count = dense.getNumElements();
    TileValue image(kind, {count});
    int64_t i = 0;
    for (Attribute value : dense.getValues<Attribute>())
      image.setBits(i++, getAttrBits(value, kind));
    // i1 takes a byte per element like every other sub-byte kind but i4
    // and f4, which pack two per byte.
    size_t bytes =
        getBitWidth(kind) == 4 ? (count + 1) / 2 : count * getSlotBytes(kind);
    uint64_t address = state.memory.allocate(
        bytes, std::max<int64_t>(global.getAlignment(), 16),
        global.getSymName().str());
    if (getBitWidth(kind) == 4)
      packNibbles(image.getData(), count, reinterpret_cast<uint8_t *>(address));
    else
      std::memcpy(reinterpret_cast<void *>(address), image.getData(), bytes);
    state.globals[global.getSymName()] = address;
  });
}

LogicalResult
runtime::launchKernel(ct::EntryOp entry, llvm::ArrayRef<RtValue> args,
                      Memory &memory, const LaunchOptions &options,
                      llvm::raw_ostream &printStream, std::string &error) {
  KernelState state(entry, memory, printStream, options.grid);
  allocateGlobals(state);
  int64_t total = int64_t(options.grid[0]) * options.grid[1] * options.grid[2];
  unsigned threads = options.threads
                         ? options.threads
                         : std::max(1u, std::thread::hardware_concurrency());
  threads = std::max<int64_t>(1, std::min<int64_t>(threads, total));
  std::atomic<int64_t> next{0};
  // Blocks are handed out one at a time: their cost varies (loops, early
  // returns), so static chunks would leave threads idle.
  auto worker = [&] {
    BlockExecutor block(state, {0, 0, 0});
    while (!state.failed.load(std::memory_order_relaxed)) {
      int64_t linear = next.fetch_add(1);
      if (linear >= total)
        return;
      block.startBlock(
          {int32_t(linear % options.grid[0]),
           int32_t(linear / options.grid[0] % options.grid[1]),
           int32_t(linear / (int64_t(options.grid[0]) * options.grid[1]))});
      if (failed(block.runEntry(args)))
        return;
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t)
    pool.emplace_back(worker);
  worker();
  for (std::thread &t : pool)
    t.join();
  if (state.failed) {
    error = state.error;
    return failure();
  }
  return success();
}
