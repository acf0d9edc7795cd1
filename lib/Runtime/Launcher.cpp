//===- Launcher.cpp - Run every tile block of the grid on a thread pool ---===//

#include "BlockScheduler.h"
#include "Executor.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

llvm::StringMap<uint64_t> runtime::allocateGlobals(ct::EntryOp entry,
                                                   Memory &memory) {
  llvm::StringMap<uint64_t> globals;
  auto module = entry->getParentOfType<ct::ModuleOp>();
  if (!module)
    return globals;
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
    uint64_t address =
        memory.allocate(bytes, std::max<int64_t>(global.getAlignment(), 16),
                        global.getSymName().str());
    if (getBitWidth(kind) == 4)
      packNibbles(image.getData(), count, reinterpret_cast<uint8_t *>(address));
    else
      std::memcpy(reinterpret_cast<void *>(address), image.getData(), bytes);
    globals[global.getSymName()] = address;
  });
  return globals;
}

LogicalResult
runtime::launchKernel(ct::EntryOp entry, llvm::ArrayRef<RtValue> args,
                      Memory &memory, const LaunchOptions &options,
                      llvm::raw_ostream &printStream, std::string &error) {
  KernelState state(entry, memory, printStream, options.grid);
  state.globals = allocateGlobals(entry, memory);
  runBlocks(options.grid, options.threads, state.failed,
            [&](BlockQueue &queue) {
              BlockExecutor block(state, {0, 0, 0});
              BlockId id;
              while (queue.next(id)) {
                block.startBlock(id);
                if (failed(block.runEntry(args)))
                  return;
              }
            });
  if (state.failed) {
    error = state.error;
    return failure();
  }
  return success();
}
