//===- AccumulateInPlace.cpp - Loop-carried tiles updated in place --------===//
//
// A loop that carries a tile and replaces it every iteration by an
// elementwise op of it (acc = acc + x) reaches bufferization as a
// linalg.generic that reads the carried tensor and writes a fresh one
// (tensor.empty): bufferization then allocates a buffer every iteration
// and the deallocation frees the previous one. When the carried tensor has
// no other use, the op may write its result over it (each element is read
// before it is written, at the same index), so this pass makes the carried
// tensor the op's init as well; bufferization keeps the loop's one buffer.
//
//===----------------------------------------------------------------------===//

#include "tileir/Target/CPU/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::tileir::cpu {
#define GEN_PASS_DEF_CPUACCUMULATEINPLACE
#include "tileir/Target/CPU/Passes.h.inc"
} // namespace mlir::tileir::cpu

using namespace mlir;
using namespace mlir::tileir::cpu;

namespace {

struct CPUAccumulateInPlacePass
    : public mlir::tileir::cpu::impl::CPUAccumulateInPlaceBase<
          CPUAccumulateInPlacePass> {
  void runOnOperation() override {
    getOperation().walk([](scf::ForOp loop) {
      auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
      for (auto [index, carried] : llvm::enumerate(loop.getRegionIterArgs())) {
        if (!isa<RankedTensorType>(carried.getType()) || !carried.hasOneUse())
          continue;
        auto generic = dyn_cast<linalg::GenericOp>(*carried.user_begin());
        if (!generic || generic->getBlock() != loop.getBody() ||
            generic.getNumDpsInits() != 1 ||
            generic.getNumParallelLoops() != generic.getNumLoops() ||
            yield.getOperand(index) != generic.getResult(0) ||
            !generic.getResult(0).hasOneUse())
          continue;
        OpOperand &init = generic.getDpsInitsMutable()[0];
        if (init.get().getType() != carried.getType() ||
            !init.get().getDefiningOp<tensor::EmptyOp>() ||
            generic.payloadUsesValueFromOperand(&init))
          continue;
        // The carried tensor is read where it is written: same map as the
        // result, identity (elementwise, each element read before its
        // write).
        OpOperand *input = &*carried.use_begin();
        AffineMap map = generic.getMatchingIndexingMap(input);
        if (!map.isIdentity() || map != generic.getMatchingIndexingMap(&init))
          continue;
        init.set(carried);
      }
    });
  }
};

} // namespace
