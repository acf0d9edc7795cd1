//===- VectorizeReductions.cpp - Reductions over independent lines --------===//
//
// `reduce` reaches the CPU path as a linalg.generic whose loop 0 walks the
// reduced dimension and whose other loops are parallel (emitReduce). The
// combiner region (a maxf with its NaN and signed-zero rules, an addf, an
// argmax pair) makes every kept line one chain of dependent steps, so the
// scalar loops run at the combiner's latency. Here the reduced dimension
// becomes an scf.for whose step is a parallel generic over the kept
// dimensions, vectorized by linalg's vectorizer: one step advances every
// line at once, the lines being independent. The order of each line's
// steps and their rounding are unchanged, so the bits are too.
//
//===----------------------------------------------------------------------===//

#include "tileir/Target/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::tileir::cpu {
#define GEN_PASS_DEF_CPUVECTORIZEREDUCTIONS
#include "tileir/Target/CPU/Passes.h.inc"
} // namespace mlir::tileir::cpu

using namespace mlir;
using namespace mlir::tileir::cpu;

namespace {

/// Whether `op` is a reduction in emitReduce's form with static shapes and
/// at least two independent lines: loop 0 is the only reduction loop, every
/// indexing map is a projected permutation, the inputs read loop 0 and the
/// outputs do not.
bool isLineReduction(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumLoops() < 2)
    return false;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (iterators.front() != utils::IteratorType::reduction ||
      llvm::count(iterators, utils::IteratorType::reduction) != 1)
    return false;
  for (Value operand : op->getOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.getType());
    if (!type || !type.hasStaticShape())
      return false;
  }
  AffineExpr reduced = getAffineDimExpr(0, op.getContext());
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!map.isProjectedPermutation())
      return false;
    bool readsReduced = llvm::is_contained(map.getResults(), reduced);
    if (readsReduced != op.isDpsInput(&operand))
      return false;
  }
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t lines = 1;
  for (int64_t range : ArrayRef(ranges).drop_front())
    lines *= range;
  return lines >= 2;
}

struct CPUVectorizeReductionsPass
    : public mlir::tileir::cpu::impl::CPUVectorizeReductionsBase<
          CPUVectorizeReductionsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> found;
    getOperation().walk([&](linalg::GenericOp op) {
      if (isLineReduction(op))
        found.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : found)
      rewrite(rewriter, op);
  }

  /// One operand of the step generic: the slice of `source` (at `step` of
  /// the reduced loop when the map reads it) without the reduced loop and
  /// the unit loops, and its map over the kept loops.
  static std::pair<Value, AffineMap> stepOperand(OpBuilder &b, Location loc,
                                                 Value source, AffineMap map,
                                                 Value step,
                                                 ArrayRef<int64_t> newLoop) {
    auto type = cast<RankedTensorType>(source.getType());
    SmallVector<OpFoldResult> offsets, sizes,
        strides(type.getRank(), b.getIndexAttr(1));
    SmallVector<int64_t> shape;
    SmallVector<AffineExpr> exprs;
    for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
      unsigned loop = cast<AffineDimExpr>(expr).getPosition();
      offsets.push_back(loop == 0 ? OpFoldResult(step) : b.getIndexAttr(0));
      if (newLoop[loop] < 0) {
        sizes.push_back(b.getIndexAttr(1));
        continue;
      }
      sizes.push_back(b.getIndexAttr(type.getDimSize(dim)));
      shape.push_back(type.getDimSize(dim));
      exprs.push_back(getAffineDimExpr(newLoop[loop], b.getContext()));
    }
    auto sliceType = RankedTensorType::get(shape, type.getElementType());
    Value slice = tensor::ExtractSliceOp::create(b, loc, sliceType, source,
                                                 offsets, sizes, strides);
    unsigned kept = *llvm::max_element(newLoop) + 1;
    return {slice, AffineMap::get(kept, 0, exprs, b.getContext())};
  }

  void rewrite(IRRewriter &rewriter, linalg::GenericOp op) {
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    // The loops of the step generic: the parallel loops of extent > 1, in
    // order (-1 for the reduced loop and the unit ones).
    SmallVector<int64_t> newLoop(ranges.size(), -1);
    int64_t kept = 0;
    for (size_t loop = 1; loop < ranges.size(); ++loop)
      if (ranges[loop] > 1)
        newLoop[loop] = kept++;

    // The accumulators without their unit dimensions, carried by the loop.
    SmallVector<Value> inits;
    SmallVector<AffineMap> initMaps;
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto [slice, map] =
          stepOperand(rewriter, loc, init.get(),
                      op.getMatchingIndexingMap(&init), zero, newLoop);
      inits.push_back(slice);
      initMaps.push_back(map);
    }

    Value upper = arith::ConstantIndexOp::create(rewriter, loc, ranges[0]);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    auto loop = scf::ForOp::create(
        rewriter, loc, zero, upper, one, inits,
        [&](OpBuilder &b, Location, Value step, ValueRange accs) {
          SmallVector<Value> inputs;
          SmallVector<AffineMap> maps;
          for (OpOperand *input : op.getDpsInputOperands()) {
            auto [slice, map] =
                stepOperand(b, loc, input->get(),
                            op.getMatchingIndexingMap(input), step, newLoop);
            inputs.push_back(slice);
            maps.push_back(map);
          }
          maps.append(initMaps);
          SmallVector<utils::IteratorType> iterators(
              kept, utils::IteratorType::parallel);
          auto stepOp = linalg::GenericOp::create(
              b, loc, TypeRange(accs), inputs, accs, maps, iterators);
          // The body is the reduction's own (elements, then accumulators).
          IRMapping mapping;
          op.getRegion().cloneInto(&stepOp.getRegion(), mapping);
          // Indices (a fused iota) name the old loops: the reduced one is
          // now the scf.for's, a unit one is 0, the kept ones renumbered.
          SmallVector<linalg::IndexOp> indices(
              stepOp.getRegion().getOps<linalg::IndexOp>());
          for (linalg::IndexOp index : indices) {
            OpBuilder::InsertionGuard guard(b);
            b.setInsertionPoint(index);
            int64_t old = index.getDim();
            Value replacement =
                old == 0 ? step
                : newLoop[old] < 0
                    ? arith::ConstantIndexOp::create(b, loc, 0).getResult()
                    : linalg::IndexOp::create(b, loc, newLoop[old]).getResult();
            index.replaceAllUsesWith(replacement);
            index.erase();
          }
          scf::YieldOp::create(b, loc, stepOp.getResults());
        });

    // Vectorize the step when linalg's vectorizer takes its body.
    linalg::GenericOp stepOp =
        *loop.getBody()->getOps<linalg::GenericOp>().begin();
    if (succeeded(linalg::vectorizeOpPrecondition(stepOp))) {
      rewriter.setInsertionPoint(stepOp);
      FailureOr<linalg::VectorizationResult> vectorized =
          linalg::vectorize(rewriter, stepOp);
      if (succeeded(vectorized))
        rewriter.replaceOp(stepOp, vectorized->replacements);
    }

    // Back into the accumulators' own shapes.
    rewriter.setInsertionPointAfter(loop);
    SmallVector<Value> results;
    for (auto [init, result] : llvm::zip(op.getDpsInits(), loop.getResults())) {
      auto type = cast<RankedTensorType>(init.getType());
      SmallVector<OpFoldResult> offsets(type.getRank(),
                                        rewriter.getIndexAttr(0)),
          strides(type.getRank(), rewriter.getIndexAttr(1)), sizes;
      for (int64_t size : type.getShape())
        sizes.push_back(rewriter.getIndexAttr(size));
      results.push_back(tensor::InsertSliceOp::create(
          rewriter, loc, result, init, offsets, sizes, strides));
    }
    rewriter.replaceOp(op, results);
  }
};

} // namespace
