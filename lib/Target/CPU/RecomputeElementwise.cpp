//===- RecomputeElementwise.cpp - Cheap tiles recomputed per consumer -----===//
//
// linalg-fuse-elementwise-ops fuses a producer into its consumer only when
// the consumer is its one use: a tile that two ops read (layer norm's
// x - mean, read by the sum of squares and by the output; the column mask
// and the broadcast mean under it) is computed into a buffer, which every
// consumer then reads back, and the reduction that reads it cannot fuse
// the computation into its strided steps. When such a producer is a few
// cheap elementwise ops, computing it again inside each consumer costs
// less than writing and rereading the tile. This pass gives each consumer
// its own copy of the producer, so that the fusion that follows fuses each
// copy into its consumer. The copies are the same ops on the same
// operands, so every element gets the same bits.
//
//===----------------------------------------------------------------------===//

#include "tileir/Target/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

namespace mlir::tileir::cpu {
#define GEN_PASS_DEF_CPURECOMPUTEELEMENTWISE
#include "tileir/Target/CPU/Passes.h.inc"
} // namespace mlir::tileir::cpu

using namespace mlir;
using namespace mlir::tileir::cpu;

namespace {

/// Ops of a producer's body beyond which it is not worth computing twice.
/// Counted per producer before fusion (an op of the source, or the
/// widen-compute-round triple of an op the lowering runs in f64).
constexpr int64_t kMaxBodyOps = 4;

/// Copies per function at most: each copy adds uses to the producers it
/// reads, so a long chain of shared tiles must not multiply without bound.
constexpr int64_t kMaxCopies = 64;

/// Whether `op` is an elementwise tile computation cheap enough to compute
/// once per consumer: all-parallel, one result written at a permutation of
/// its loops, a body of at most kMaxBodyOps arith ops (no division or
/// remainder, which cost as much as the memory traffic saved) and indices.
bool isCheapElementwise(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isPermutation())
    return false;
  int64_t count = 0;
  for (Operation &inner : op.getRegion().front().without_terminator()) {
    if (++count > kMaxBodyOps || inner.getNumRegions() != 0)
      return false;
    if (isa<linalg::IndexOp>(inner))
      continue;
    if (!isa<arith::ArithDialect>(inner.getDialect()) ||
        isa<arith::DivFOp, arith::RemFOp, arith::DivSIOp, arith::DivUIOp,
            arith::RemSIOp, arith::RemUIOp, arith::CeilDivSIOp,
            arith::CeilDivUIOp, arith::FloorDivSIOp>(inner))
      return false;
  }
  return true;
}

/// Whether `use` may read its own copy of `producer`: an input of an
/// elementwise-fusable linalg.generic in the producer's block that reads
/// each element once per iteration of its loops (a permutation map), or,
/// for a producer of indices alone (an iota, a column mask), any consumer
/// but a contraction. A contraction's operand is read once per step of
/// another loop, so a copy would recompute each element many times, and
/// the contraction vectorizer takes only a multiply-add body.
bool takesCopy(OpOperand &use, linalg::GenericOp producer) {
  auto consumer = dyn_cast<linalg::GenericOp>(use.getOwner());
  if (!consumer || consumer->getBlock() != producer->getBlock() ||
      !consumer.isDpsInput(&use) || !linalg::areElementwiseOpsFusable(&use))
    return false;
  if (consumer.getMatchingIndexingMap(&use).isPermutation())
    return true;
  return producer.getNumDpsInputs() == 0 &&
         !linalg::isaContractionOpInterface(consumer);
}

struct CPURecomputeElementwisePass
    : public mlir::tileir::cpu::impl::CPURecomputeElementwiseBase<
          CPURecomputeElementwisePass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> generics;
    getOperation().walk([&](linalg::GenericOp op) { generics.push_back(op); });
    // Last first: a copy adds uses to the producers of its operands, which
    // come earlier and are then considered with those uses.
    int64_t copies = 0;
    OpBuilder builder(&getContext());
    for (linalg::GenericOp op : llvm::reverse(generics)) {
      if (op->getNumResults() != 1 || !isCheapElementwise(op))
        continue;
      Value result = op->getResult(0);
      if (result.hasOneUse() || result.use_empty())
        continue;
      SmallVector<OpOperand *> uses;
      for (OpOperand &use : result.getUses())
        uses.push_back(&use);
      if (!llvm::all_of(uses,
                        [&](OpOperand *use) { return takesCopy(*use, op); }))
        continue;
      if (copies + int64_t(uses.size()) - 1 > kMaxCopies)
        continue;
      builder.setInsertionPointAfter(op);
      for (OpOperand *use : ArrayRef(uses).drop_front()) {
        use->set(builder.clone(*op)->getResult(0));
        ++copies;
      }
    }
  }
};

} // namespace
