//===- RegionPruning.cpp - drop unused queue.get and pragma results -------===//
//
// Queue and pragma ops are built before it is known which values get
// consumed. Once a result is unused, the op is rebuilt with only the live
// results, in their original order (reordering live queue results would
// change what downstream consumers receive), and the region terminator
// yields only the survivors. The payload of the op is untouched.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {
template <typename RegionOp, typename TerminatorOp>
struct PruneRegionResults : OpRewritePattern<RegionOp> {
  using OpRewritePattern<RegionOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(RegionOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<unsigned> live;
    for (OpResult result : op->getResults())
      if (!result.use_empty())
        live.push_back(result.getResultNumber());
    if (live.size() == op->getNumResults())
      return rewriter.notifyMatchFailure(op, "every result is used");

    auto terminator = cast<TerminatorOp>(op.getBody().front().getTerminator());
    SmallVector<Type> types;
    SmallVector<Value> yields;
    for (unsigned i : live) {
      types.push_back(op->getResult(i).getType());
      yields.push_back(terminator->getOperand(i));
    }

    OperationState state(op.getLoc(), op->getName());
    state.addOperands(op->getOperands());
    state.addTypes(types);
    state.addAttributes(op->getAttrs());
    state.addRegion();
    Operation *replacement = rewriter.create(state);
    rewriter.inlineRegionBefore(op.getBody(), replacement->getRegion(0),
                                replacement->getRegion(0).end());
    rewriter.setInsertionPoint(terminator);
    rewriter.replaceOpWithNewOp<TerminatorOp>(terminator, yields);

    SmallVector<Value> newResults(op->getNumResults(), nullptr);
    for (auto [newIndex, oldIndex] : llvm::enumerate(live))
      newResults[oldIndex] = replacement->getResult(newIndex);
    rewriter.replaceOp(op, newResults);
    return success();
  }
};
} // namespace

void QueueGetOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *context) {
  results.add<PruneRegionResults<QueueGetOp, QueueYieldOp>>(context);
}

void PragmaOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *context) {
  results.add<PruneRegionResults<PragmaOp, YieldOp>>(context);
}
