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

/// `value` (an accumulator without its unit dimensions) as the whole of
/// `into` (the accumulator's own shape).
Value insertWhole(OpBuilder &b, Location loc, Value value, Value into) {
  auto type = cast<RankedTensorType>(into.getType());
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0)),
      strides(type.getRank(), b.getIndexAttr(1)), sizes;
  for (int64_t size : type.getShape())
    sizes.push_back(b.getIndexAttr(size));
  return tensor::InsertSliceOp::create(b, loc, value, into, offsets, sizes,
                                       strides);
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
      if (failed(rewriteInBlocks(rewriter, op)))
        rewrite(rewriter, op);
  }

  /// The columns a blocked step reads at once: 8 columns of up to 16 rows
  /// fill at most 16 vector registers per input and transpose by shuffles.
  static constexpr int64_t kBlock = 8;

  /// Whether every op of the body is a scalar elementwise op (or a
  /// constant, or an index) that can run on vectors as it is.
  static bool hasElementwiseBody(linalg::GenericOp op) {
    for (Operation &inner : op.getRegion().front().without_terminator()) {
      if (isa<linalg::IndexOp, arith::ConstantOp>(inner))
        continue;
      if (!inner.hasTrait<OpTrait::Elementwise>() || inner.getNumRegions() ||
          inner.getNumResults() != 1)
        return false;
      for (Type type :
           llvm::concat<Type>(inner.getOperandTypes(), inner.getResultTypes()))
        if (!type.isIntOrIndexOrFloat())
          return false;
    }
    return true;
  }

  /// A reduction along the contiguous dimension of a [rows x columns] tile
  /// (one kept loop of 2 to 16 rows after dropping unit ones; every input
  /// reads the reduced loop last): the scalar step would gather one
  /// element of each row per column. Instead each step reads a block of 8
  /// columns of every row (contiguous), transposes it in registers and
  /// applies the body to its 8 columns in order, on vectors of the rows,
  /// with the accumulators in registers. Same order, same bits.
  LogicalResult rewriteInBlocks(IRRewriter &rewriter, linalg::GenericOp op) {
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    int64_t keptLoop = -1;
    for (size_t loop = 1; loop < ranges.size(); ++loop) {
      if (ranges[loop] == 1)
        continue;
      if (keptLoop >= 0)
        return failure();
      keptLoop = loop;
    }
    if (keptLoop < 0 || ranges[keptLoop] > 16 || ranges[0] % kBlock != 0 ||
        !hasElementwiseBody(op))
      return failure();
    // Every operand runs along the rows (a row vector broadcast over them
    // is left to the column steps); inputs end with the reduced loop.
    AffineExpr rowsExpr = getAffineDimExpr(keptLoop, op.getContext());
    for (OpOperand &operand : op->getOpOperands()) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      if (!llvm::is_contained(map.getResults(), rowsExpr))
        return failure();
      if (op.isDpsInput(&operand) &&
          map.getResults().back() != getAffineDimExpr(0, op.getContext()))
        return failure();
    }
    for (Value v : op->getOperands())
      if (!VectorType::isValidElementType(getElementTypeOrSelf(v.getType())))
        return failure();

    Location loc = op.getLoc();
    int64_t rows = ranges[keptLoop];
    rewriter.setInsertionPoint(op);
    SmallVector<int64_t> newLoop(ranges.size(), -1);
    newLoop[keptLoop] = 0;
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    // [rows x columns] views of the inputs and [rows] ones of the
    // accumulators, without the unit dimensions.
    auto squeeze = [&](Value source, AffineMap map, bool keepReduced) {
      auto type = cast<RankedTensorType>(source.getType());
      SmallVector<OpFoldResult> offsets(type.getRank(),
                                        rewriter.getIndexAttr(0)),
          sizes, strides(type.getRank(), rewriter.getIndexAttr(1));
      SmallVector<int64_t> shape;
      for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
        unsigned loop = cast<AffineDimExpr>(expr).getPosition();
        bool kept = loop == unsigned(keptLoop) || (keepReduced && loop == 0);
        sizes.push_back(rewriter.getIndexAttr(kept ? type.getDimSize(dim) : 1));
        if (kept)
          shape.push_back(type.getDimSize(dim));
      }
      return tensor::ExtractSliceOp::create(
                 rewriter, loc,
                 RankedTensorType::get(shape, type.getElementType()), source,
                 offsets, sizes, strides)
          .getResult();
    };
    SmallVector<Value> inputs, inits, accs;
    for (OpOperand *input : op.getDpsInputOperands())
      inputs.push_back(
          squeeze(input->get(), op.getMatchingIndexingMap(input), true));
    for (OpOperand &init : op.getDpsInitsMutable()) {
      Value slice =
          squeeze(init.get(), op.getMatchingIndexingMap(&init), false);
      inits.push_back(slice);
      Type element = getElementTypeOrSelf(slice.getType());
      accs.push_back(vector::TransferReadOp::create(
          rewriter, loc, VectorType::get({rows}, element), slice,
          ValueRange{zero}, /*padding=*/std::nullopt, ArrayRef<bool>{true}));
    }

    Value upper = arith::ConstantIndexOp::create(rewriter, loc, ranges[0]);
    Value step = arith::ConstantIndexOp::create(rewriter, loc, kBlock);
    Block &body = op.getRegion().front();
    auto loop = scf::ForOp::create(
        rewriter, loc, zero, upper, step, accs,
        [&](OpBuilder &b, Location, Value column, ValueRange carried) {
          // Each input's block of 8 columns, as 8 vectors of the rows.
          SmallVector<Value> transposed;
          for (Value input : inputs) {
            Type element = getElementTypeOrSelf(input.getType());
            Value block = vector::TransferReadOp::create(
                b, loc, VectorType::get({rows, kBlock}, element), input,
                ValueRange{zero, column}, /*padding=*/std::nullopt,
                ArrayRef<bool>{true, true});
            transposed.push_back(vector::TransposeOp::create(
                b, loc, block, ArrayRef<int64_t>{1, 0}));
          }
          SmallVector<Value> state(carried);
          for (int64_t c = 0; c < kBlock; ++c) {
            IRMapping mapping;
            for (auto [i, t] : llvm::enumerate(transposed))
              mapping.map(body.getArgument(i),
                          vector::ExtractOp::create(b, loc, t, c));
            for (auto [i, acc] : llvm::enumerate(state))
              mapping.map(body.getArgument(inputs.size() + i), acc);
            Value index = arith::AddIOp::create(
                b, loc, column, arith::ConstantIndexOp::create(b, loc, c));
            state = cloneBodyOnVectors(b, loc, body, mapping, rows, index);
          }
          scf::YieldOp::create(b, loc, state);
        });

    rewriter.setInsertionPointAfter(loop);
    SmallVector<Value> results;
    for (auto [init, slice, acc] :
         llvm::zip(op.getDpsInits(), inits, loop.getResults())) {
      Value written = vector::TransferWriteOp::create(rewriter, loc, acc, slice,
                                                      ValueRange{zero},
                                                      ArrayRef<bool>{true})
                          .getResult();
      results.push_back(insertWhole(rewriter, loc, written, init));
    }
    rewriter.replaceOp(op, results);
    return success();
  }

  /// The body's ops on vectors of `width` lanes (block arguments already in
  /// `mapping`): constants and values from outside splat, the reduced
  /// loop's index is `index`, the kept loop's the lane number. Returns the
  /// yielded values.
  static SmallVector<Value> cloneBodyOnVectors(OpBuilder &b, Location loc,
                                               Block &body, IRMapping &mapping,
                                               int64_t width, Value index) {
    auto vectorOf = [&](Type type) { return VectorType::get({width}, type); };
    auto lookup = [&](Value v) -> Value {
      if (Value mapped = mapping.lookupOrNull(v))
        return mapped;
      // Defined outside the body: the same value in every lane.
      return vector::BroadcastOp::create(b, loc, vectorOf(v.getType()), v);
    };
    for (Operation &inner : body.without_terminator()) {
      Value result;
      if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
        result = arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(vectorOf(constant.getType()),
                                   constant.getValue()));
      } else if (auto idx = dyn_cast<linalg::IndexOp>(inner)) {
        result =
            idx.getDim() == 0
                ? vector::BroadcastOp::create(b, loc,
                                              vectorOf(b.getIndexType()), index)
                      .getResult()
                : vector::StepOp::create(b, loc, vectorOf(b.getIndexType()))
                      .getResult();
      } else {
        SmallVector<Value> operands;
        for (Value operand : inner.getOperands())
          operands.push_back(lookup(operand));
        OperationState state(loc, inner.getName());
        state.addOperands(operands);
        state.addAttributes(inner.getAttrs());
        state.addTypes(vectorOf(inner.getResult(0).getType()));
        result = b.create(state)->getResult(0);
      }
      mapping.map(inner.getResult(0), result);
    }
    SmallVector<Value> results;
    for (Value v : body.getTerminator()->getOperands())
      results.push_back(lookup(v));
    return results;
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
    for (auto [init, result] : llvm::zip(op.getDpsInits(), loop.getResults()))
      results.push_back(insertWhole(rewriter, loc, result, init));
    rewriter.replaceOp(op, results);
  }
};

} // namespace
