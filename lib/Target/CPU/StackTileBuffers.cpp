//===- StackTileBuffers.cpp - Small tile buffers on the stack -------------===//
//
// Bufferization allocates every tile temporary with memref.alloc; on the
// CPU path each is a pool call to allocate and another to free (a row
// kernel's block made 6 of each). An alloc that is not inside a loop runs
// at most once per call of its function, so a stack buffer made in the
// entry block is the same memory for it, and buffer deallocation does not
// track stack buffers (docs/design/cpu-backend.md, "Tile buffers").
//
//===----------------------------------------------------------------------===//

#include "tileir/Target/CPU/Passes.h"

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

namespace mlir::tileir::cpu {
#define GEN_PASS_DEF_CPUSTACKTILEBUFFERS
#include "tileir/Target/CPU/Passes.h.inc"
} // namespace mlir::tileir::cpu

using namespace mlir;
using namespace mlir::tileir::cpu;

namespace {

struct CPUStackTileBuffersPass
    : public mlir::tileir::cpu::impl::CPUStackTileBuffersBase<
          CPUStackTileBuffersPass> {
  using CPUStackTileBuffersBase::CPUStackTileBuffersBase;

  void runOnOperation() override {
    func::FuncOp function = getOperation();
    if (function.isExternal())
      return;
    SmallVector<memref::AllocOp> allocs;
    function.walk([&](memref::AllocOp alloc) {
      MemRefType type = alloc.getType();
      if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
          !type.getElementType().isIntOrIndexOrFloat() ||
          type.getMemorySpace() || !alloc.getSymbolOperands().empty())
        return;
      for (Operation *parent = alloc->getParentOp(); parent != function;
           parent = parent->getParentOp())
        if (isa<LoopLikeOpInterface>(parent))
          return;
      allocs.push_back(alloc);
    });
    int64_t total = 0;
    int64_t largest = function->hasAttr(mlir::tileir::kCpuReducesAttr)
                          ? maxBytesReducing
                          : maxBytes;
    OpBuilder b(&getContext());
    for (memref::AllocOp alloc : allocs) {
      MemRefType type = alloc.getType();
      int64_t bytes =
          type.getNumElements() * ((type.getElementTypeBitWidth() + 7) / 8);
      if (bytes > largest || total + bytes > maxTotalBytes)
        continue;
      total += bytes;
      // At the start each time: the alloc erased below may be the first op.
      b.setInsertionPointToStart(&function.getBody().front());
      auto alloca = memref::AllocaOp::create(b, alloc.getLoc(), type,
                                             alloc.getAlignmentAttr());
      alloc.replaceAllUsesWith(alloca.getResult());
      alloc.erase();
    }
  }
};

} // namespace
