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
// Where the spec's freedom of order may be used (float combiners, and the
// integer ones whose bits do not depend on the order), a reduction along
// the contiguous dimension instead runs each line as strided partial
// results in vectors along the line, then a tree (rewriteReassociated).
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
#include "llvm/ADT/DenseSet.h"

namespace mlir::tileir::cpu {
#define GEN_PASS_DEF_CPUVECTORIZEREDUCTIONS
#include "tileir/Target/CPU/Passes.h.inc"
} // namespace mlir::tileir::cpu

using namespace mlir;
using namespace mlir::tileir::cpu;

namespace {

/// The one loop after the reduced loop 0 that is not of extent 1 (the
/// loop the kept dimension runs along), -1 if there is none, or failure if
/// there are several.
FailureOr<int64_t> keptLoopOf(llvm::ArrayRef<int64_t> ranges) {
  int64_t kept = -1;
  for (size_t loop = 1; loop < ranges.size(); ++loop) {
    if (ranges[loop] == 1)
      continue;
    if (kept >= 0)
      return failure();
    kept = loop;
  }
  return kept;
}

/// Reads of a unit dimension at the constant index 0 (a [rows x 1] column
/// broadcast along the reduced loop, once elementwise fusion has folded
/// the broadcast into the reduction) become reads of the input without
/// that dimension (a collapse_shape), so that every map is a projected
/// permutation again. The values read are the same.
void dropUnitConstantReads(OpBuilder &b, linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics())
    return;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  bool changed = false;
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    AffineMap map = maps[input->getOperandNumber()];
    if (!type || !type.hasStaticShape())
      continue;
    SmallVector<AffineExpr> kept;
    SmallVector<int64_t> shape;
    SmallVector<ReassociationIndices> groups;
    ReassociationIndices pending;
    bool drops = false, supported = true;
    for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
      auto constant = dyn_cast<AffineConstantExpr>(expr);
      if (constant) {
        if (constant.getValue() != 0 || type.getDimSize(dim) != 1) {
          supported = false;
          break;
        }
        drops = true;
        // A dropped dimension joins the group of the kept one before it,
        // or the first kept one.
        if (groups.empty())
          pending.push_back(dim);
        else
          groups.back().push_back(dim);
        continue;
      }
      kept.push_back(expr);
      shape.push_back(type.getDimSize(dim));
      pending.push_back(dim);
      groups.push_back(pending);
      pending.clear();
    }
    if (!supported || !drops)
      continue;
    if (!pending.empty() && !groups.empty())
      groups.back().append(pending.begin(), pending.end());
    b.setInsertionPoint(op);
    Value collapsed = tensor::CollapseShapeOp::create(
        b, op.getLoc(), RankedTensorType::get(shape, type.getElementType()),
        input->get(), groups);
    input->set(collapsed);
    maps[input->getOperandNumber()] =
        AffineMap::get(map.getNumDims(), 0, kept, op.getContext());
    changed = true;
  }
  if (changed)
    op.setIndexingMapsAttr(b.getAffineMapArrayAttr(maps));
}

/// Whether `op` is a reduction in emitReduce's form with static shapes:
/// loop 0 is the only reduction loop, every indexing map is a projected
/// permutation, and the outputs do not read loop 0.
bool isReductionOfLoop0(linalg::GenericOp op) {
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
    if (!op.isDpsInput(&operand) &&
        llvm::is_contained(map.getResults(), reduced))
      return false;
  }
  return true;
}

/// Whether `op` is such a reduction with at least two independent lines
/// whose inputs all read loop 0.
bool isLineReduction(linalg::GenericOp op) {
  if (!isReductionOfLoop0(op))
    return false;
  AffineExpr reduced = getAffineDimExpr(0, op.getContext());
  for (OpOperand *input : op.getDpsInputOperands())
    if (!llvm::is_contained(op.getMatchingIndexingMap(input).getResults(),
                            reduced))
      return false;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t lines = 1;
  for (int64_t range : ArrayRef(ranges).drop_front())
    lines *= range;
  return lines >= 2;
}

/// The scalar a tensor is filled with, through reshapes: the identity
/// emitReduce fills a reduction's accumulator with.
Value getFillValue(Value tensor) {
  while (Operation *def = tensor.getDefiningOp()) {
    if (auto fill = dyn_cast<linalg::FillOp>(def))
      return fill.getInputs().front();
    if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def))
      return {};
    tensor = def->getOperand(0);
  }
  return {};
}

/// Whether an operand of `op` has elements narrower than a byte (i1 masks).
/// A vector of them is bit-packed in LLVM's memory layout while a memref of
/// them holds one byte per element, so a vector read of such a tile reads
/// the wrong bits: those operands stay with scalar code.
bool hasSubByteOperand(linalg::GenericOp op) {
  return llvm::any_of(op->getOperandTypes(), [](Type type) {
    Type element = getElementTypeOrSelf(type);
    return element.isIntOrFloat() && element.getIntOrFloatBitWidth() < 8;
  });
}

/// Integer combiners whose result has the same bits in any order of steps
/// (wrapping arithmetic and bitwise ops are associative and commutative).
bool isOrderFreeIntegerOp(Operation *op) {
  return isa<arith::AddIOp, arith::MulIOp, arith::AndIOp, arith::OrIOp,
             arith::XOrIOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
             arith::MinUIOp>(op);
}

/// A reduction body's combiner: the ops that compute the yielded value from
/// the accumulator and one other value, `element` (the reduce region's
/// element operand; what a fused producer computes before it).
struct Combiner {
  Value element;
  SmallVector<Operation *> ops;
};

/// The combiner of `body` (one accumulator, `acc`): the latest value v of the
/// body that does not depend on the accumulator such that the ops reached
/// from v and `acc` compute the yield from them, constants and values from
/// outside the body alone. None if there is no such value.
std::optional<Combiner> findCombiner(Block &body, Value acc) {
  Operation *yield = body.getTerminator();
  if (yield->getNumOperands() != 1)
    return std::nullopt;
  Value yielded = yield->getOperand(0);
  llvm::DenseSet<Value> dependsOnAcc = {acc};
  SmallVector<Value> candidates;
  for (BlockArgument arg : body.getArguments())
    if (arg != acc)
      candidates.push_back(arg);
  for (Operation &op : body.without_terminator()) {
    bool dependent = llvm::any_of(
        op.getOperands(), [&](Value v) { return dependsOnAcc.contains(v); });
    for (Value result : op.getResults()) {
      if (dependent)
        dependsOnAcc.insert(result);
      else
        candidates.push_back(result);
    }
  }
  auto isFree = [&](Value v) {
    return v.getParentBlock() != &body ||
           isa_and_nonnull<arith::ConstantOp>(v.getDefiningOp());
  };
  for (Value element : llvm::reverse(candidates)) {
    llvm::DenseSet<Value> reached = {element, acc};
    Combiner combiner{element, {}};
    for (Operation &op : body.without_terminator()) {
      if (llvm::none_of(op.getOperands(),
                        [&](Value v) { return reached.contains(v); }))
        continue;
      combiner.ops.push_back(&op);
      for (Value result : op.getResults())
        reached.insert(result);
    }
    if (yielded == element || yielded == acc || !reached.contains(yielded))
      continue;
    bool closed = llvm::all_of(combiner.ops, [&](Operation *op) {
      return !isa<linalg::IndexOp>(op) &&
             llvm::all_of(op->getOperands(), [&](Value v) {
               return reached.contains(v) || isFree(v);
             });
    });
    if (closed)
      return combiner;
  }
  return std::nullopt;
}

/// Clones `ops` (scalar elementwise ops) on vectors of `shape`, their
/// operands looked up in `mapping`: constants become splats, values from
/// outside broadcasts, linalg.index ops `indexOf(dim)`.
void cloneOnVectors(OpBuilder &b, Location loc, ArrayRef<Operation *> ops,
                    IRMapping &mapping, int64_t width,
                    llvm::function_ref<Value(unsigned)> indexOf) {
  auto vectorOf = [&](Type type) { return VectorType::get({width}, type); };
  auto splat = [&](arith::ConstantOp constant) -> Value {
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(vectorOf(constant.getType()),
                               constant.getValue()));
  };
  auto lookup = [&](Value v) -> Value {
    if (Value mapped = mapping.lookupOrNull(v))
      return mapped;
    Value vector =
        v.getDefiningOp<arith::ConstantOp>()
            ? splat(v.getDefiningOp<arith::ConstantOp>())
            : vector::BroadcastOp::create(b, loc, vectorOf(v.getType()), v)
                  .getResult();
    mapping.map(v, vector);
    return vector;
  };
  for (Operation *op : ops) {
    Value result;
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      result = splat(constant);
    } else if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      result = indexOf(index.getDim());
    } else {
      SmallVector<Value> operands;
      for (Value operand : op->getOperands())
        operands.push_back(lookup(operand));
      OperationState state(loc, op->getName());
      state.addOperands(operands);
      state.addAttributes(op->getAttrs());
      state.addTypes(vectorOf(op->getResult(0).getType()));
      result = b.create(state)->getResult(0);
    }
    mapping.map(op->getResult(0), result);
  }
}

/// `source` without the dimensions whose loop (in `map`) is not in `keep`:
/// a rank-reducing slice of its whole extent in the others.
Value squeezeTo(OpBuilder &b, Location loc, Value source, AffineMap map,
                ArrayRef<unsigned> keep) {
  auto type = cast<RankedTensorType>(source.getType());
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0)), sizes,
      strides(type.getRank(), b.getIndexAttr(1));
  SmallVector<int64_t> shape;
  for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
    bool kept =
        llvm::is_contained(keep, cast<AffineDimExpr>(expr).getPosition());
    sizes.push_back(b.getIndexAttr(kept ? type.getDimSize(dim) : 1));
    if (kept)
      shape.push_back(type.getDimSize(dim));
  }
  return tensor::ExtractSliceOp::create(
             b, loc, RankedTensorType::get(shape, type.getElementType()),
             source, offsets, sizes, strides)
      .getResult();
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
  using CPUVectorizeReductionsBase::CPUVectorizeReductionsBase;

  void runOnOperation() override {
    SmallVector<linalg::GenericOp> found;
    OpBuilder builder(&getContext());
    getOperation().walk([&](linalg::GenericOp op) {
      if (op.getNumReductionLoops() == 1 &&
          op.getIteratorTypesArray().front() == utils::IteratorType::reduction)
        dropUnitConstantReads(builder, op);
      if (isReductionOfLoop0(op))
        found.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : found) {
      if (reassociate && succeeded(rewriteReassociated(rewriter, op)))
        continue;
      if (isLineReduction(op) && failed(rewriteInBlocks(rewriter, op)))
        rewrite(rewriter, op);
    }
  }

  /// Lines combined in one group (one tree). Each line's strided steps
  /// are a copy of the body (fused producers included), so more lines per
  /// group mean more code for LLVM: 4 rather than 8 cut the corpus's
  /// causal attention (four 64x64 row reductions) from 0.49 to 0.43 s of
  /// compile time, and were no slower on softmax.
  static constexpr int64_t kGroupRows = 4;

  /// The tree of rewriteReassociated on `lines` (one vector of `lanes`
  /// partials per line, lanes a power of two): per line, lane l absorbs
  /// lane l + h with the combiner, for h = lanes/2, ..., 1. Slot s of the
  /// packed layout is lane s % lanes of vector s / lanes; a line with 2h
  /// live lanes holds slots [2h r, 2h r + 2h), and its h results go to
  /// [h r, h r + h), so the results of one vector come from vectors 2o and
  /// 2o + 1 (or the only one). Returns the lines' results as one vector.
  static Value treeOfPackedLines(OpBuilder &b, Location loc,
                                 const Combiner &combiner, Value accArg,
                                 Block &body, ValueRange lines, int64_t lanes) {
    int64_t group = lines.size();
    SmallVector<Value> vectors(lines);
    for (int64_t live = lanes; live > 1; live /= 2) {
      int64_t half = live / 2, slots = group * half;
      SmallVector<Value> next;
      for (int64_t o = 0; o * lanes < slots; ++o) {
        Value first = vectors[std::min<int64_t>(2 * o, vectors.size() - 1)];
        Value second =
            vectors[std::min<int64_t>(2 * o + 1, vectors.size() - 1)];
        int64_t base = vectors.size() == 1 ? 0 : 2 * o * lanes;
        SmallVector<int64_t> accLanes, elementLanes;
        for (int64_t t = 0; t < lanes; ++t) {
          int64_t slot = o * lanes + t;
          // Past the last line: any lane (its result is never read).
          int64_t line = slot < slots ? slot / half : 0,
                  l = slot < slots ? slot % half : 0;
          accLanes.push_back(line * live + l - base);
          elementLanes.push_back(line * live + l + half - base);
        }
        IRMapping mapping;
        mapping.map(accArg,
                    vector::ShuffleOp::create(b, loc, first, second, accLanes)
                        .getResult());
        mapping.map(combiner.element, vector::ShuffleOp::create(
                                          b, loc, first, second, elementLanes)
                                          .getResult());
        cloneOnVectors(b, loc, combiner.ops, mapping, lanes,
                       [](unsigned) -> Value { return {}; });
        next.push_back(mapping.lookup(body.getTerminator()->getOperand(0)));
      }
      vectors = std::move(next);
    }
    // Line r's result is in slot r.
    SmallVector<int64_t> firstLanes;
    for (int64_t r = 0; r < group; ++r)
      firstLanes.push_back(r);
    if (group <= lanes)
      return vector::ShuffleOp::create(b, loc, vectors[0], vectors[0],
                                       firstLanes);
    SmallVector<Value> results;
    for (int64_t r = 0; r < group; ++r)
      results.push_back(
          vector::ExtractOp::create(b, loc, vectors[r / lanes], r % lanes));
    return vector::FromElementsOp::create(
        b, loc,
        VectorType::get(
            {group}, cast<VectorType>(vectors[0].getType()).getElementType()),
        results);
  }

  /// A reduction along the contiguous dimension of its inputs, [R x N]
  /// after dropping unit dimensions (R = 1 for a single line), in the order
  /// the spec allows and the pass's description states: per line, L lanes
  /// (64 bytes of the accumulator type, or the largest power of two that
  /// divides N) start from the identity and take elements l, l + L, ... in
  /// order, running the whole body (fused producers and combiner) on
  /// vectors of L contiguous elements; then lane l absorbs lane l + h, for
  /// h = L/2 down to 1, with the combiner alone. Groups of up to
  /// kGroupRows lines take their strided steps one line after another and
  /// share the tree, which runs on the group's partials packed together.
  LogicalResult rewriteReassociated(IRRewriter &rewriter,
                                    linalg::GenericOp op) {
    if (op.getNumDpsInits() != 1 || !hasElementwiseBody(op))
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    FailureOr<int64_t> kept = keptLoopOf(ranges);
    if (failed(kept))
      return failure();
    int64_t rowLoop = *kept < 0 ? 1 : *kept;
    int64_t rows = ranges[rowLoop], columns = ranges[0];

    OpOperand &init = op.getDpsInitsMutable()[0];
    Type accType = getElementTypeOrSelf(init.get().getType());
    if (!accType.isIntOrFloat() || accType.getIntOrFloatBitWidth() < 8 ||
        !VectorType::isValidElementType(accType))
      return failure();
    int64_t lanes = 64 / (accType.getIntOrFloatBitWidth() / 8);
    while (lanes > 1 && columns % lanes != 0)
      lanes /= 2;
    if (lanes < 2)
      return failure();
    Value identity = getFillValue(init.get());
    if (!identity)
      return failure();

    Block &body = op.getRegion().front();
    Value accArg = body.getArgument(op.getNumDpsInputs());
    std::optional<Combiner> combiner = findCombiner(body, accArg);
    if (!combiner)
      return failure();
    if (isa<IntegerType>(accType)) {
      // Only combiners that give the same bits in any order.
      if (combiner->ops.size() != 1 ||
          !isOrderFreeIntegerOp(combiner->ops.front()) ||
          !llvm::is_contained(combiner->ops.front()->getOperands(),
                              combiner->element) ||
          !llvm::is_contained(combiner->ops.front()->getOperands(), accArg))
        return failure();
    } else if (!isa<FloatType>(accType)) {
      return failure();
    }

    // Each input reads the line (its last dimension), the row, or both.
    AffineExpr reducedExpr = getAffineDimExpr(0, op.getContext());
    AffineExpr rowExpr = getAffineDimExpr(rowLoop, op.getContext());
    enum class Reads { Both, Line, Row };
    SmallVector<Reads> reads;
    for (OpOperand *input : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(input);
      bool readsLine = llvm::is_contained(map.getResults(), reducedExpr);
      bool readsRow = llvm::is_contained(map.getResults(), rowExpr);
      if (readsLine && map.getResults().back() != reducedExpr)
        return failure();
      if (!readsLine && !readsRow)
        return failure();
      Type element = getElementTypeOrSelf(input->get().getType());
      if (!element.isIntOrIndexOrFloat() ||
          !VectorType::isValidElementType(element) ||
          element.getIntOrFloatBitWidth() < 8)
        return failure();
      reads.push_back(readsLine ? (readsRow ? Reads::Both : Reads::Line)
                                : Reads::Row);
    }

    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    unsigned row = unsigned(rowLoop);
    SmallVector<Value> inputs;
    for (auto [input, kind] : llvm::zip(op.getDpsInputOperands(), reads)) {
      SmallVector<unsigned> keep;
      if (kind != Reads::Line)
        keep.push_back(row);
      if (kind != Reads::Row)
        keep.push_back(0);
      inputs.push_back(squeezeTo(rewriter, loc, input->get(),
                                 op.getMatchingIndexingMap(input), keep));
    }
    Value initSlice = squeezeTo(rewriter, loc, init.get(),
                                op.getMatchingIndexingMap(&init), {row});

    int64_t group = kGroupRows;
    while (rows % group != 0)
      group /= 2;
    auto index = [&](OpBuilder &b, int64_t value) -> Value {
      return arith::ConstantIndexOp::create(b, loc, value);
    };
    Value zero = index(rewriter, 0);
    auto laneType = VectorType::get({lanes}, accType);
    Value identities =
        vector::BroadcastOp::create(rewriter, loc, laneType, identity);
    SmallVector<Operation *> bodyOps;
    for (Operation &inner : body.without_terminator())
      bodyOps.push_back(&inner);

    auto groups = scf::ForOp::create(
        rewriter, loc, zero, index(rewriter, rows), index(rewriter, group),
        ValueRange{initSlice},
        [&](OpBuilder &b, Location, Value first, ValueRange outs) {
          SmallVector<Value> rowIndex;
          for (int64_t r = 0; r < group; ++r)
            rowIndex.push_back(
                arith::AddIOp::create(b, loc, first, index(b, r)));
          // The strided partials: L lanes per line, the whole body, one
          // line after another. The lines' chains are independent either
          // way, but the hardware prefetcher follows a tile read in memory
          // order and not one read a chunk of each line in turn: in a C
          // model of the layer norm example's blocks, the interleaved
          // first pass took one core from 90-100% to 62-66% of memcpy;
          // with this order (and the output in memory order too,
          // VectorizeElementwise.cpp) the example went from 40-45% to
          // 49-56%.
          SmallVector<Value> linePartials;
          for (int64_t r = 0; r < group; ++r) {
            auto steps = scf::ForOp::create(
                b, loc, index(b, 0), index(b, columns), index(b, lanes),
                ValueRange{identities},
                [&](OpBuilder &b, Location, Value column, ValueRange partials) {
                  auto indexVector = VectorType::get({lanes}, b.getIndexType());
                  Value columnIndices = arith::AddIOp::create(
                      b, loc,
                      vector::BroadcastOp::create(b, loc, indexVector, column),
                      vector::StepOp::create(b, loc, indexVector));
                  IRMapping mapping;
                  for (auto [i, input] : llvm::enumerate(inputs)) {
                    Type element = getElementTypeOrSelf(input.getType());
                    auto vectorType = VectorType::get({lanes}, element);
                    Value value;
                    if (reads[i] == Reads::Row) {
                      value = vector::BroadcastOp::create(
                          b, loc, vectorType,
                          tensor::ExtractOp::create(b, loc, input,
                                                    ValueRange{rowIndex[r]}));
                    } else {
                      SmallVector<Value> at;
                      if (reads[i] == Reads::Both)
                        at.push_back(rowIndex[r]);
                      at.push_back(column);
                      value = vector::TransferReadOp::create(
                          b, loc, vectorType, input, at,
                          /*padding=*/std::nullopt, ArrayRef<bool>{true});
                    }
                    mapping.map(body.getArgument(i), value);
                  }
                  mapping.map(accArg, partials[0]);
                  cloneOnVectors(b, loc, bodyOps, mapping, lanes,
                                 [&](unsigned dim) -> Value {
                                   if (dim == 0)
                                     return columnIndices;
                                   return vector::BroadcastOp::create(
                                       b, loc, indexVector,
                                       dim == row ? rowIndex[r] : index(b, 0));
                                 });
                  scf::YieldOp::create(
                      b, loc,
                      mapping.lookup(body.getTerminator()->getOperand(0)));
                });
            linePartials.push_back(steps.getResult(0));
          }
          // The tree, with the group's lines packed into whole vectors:
          // while a line has 2h live lanes, lane l of it absorbs lane l + h
          // for every l < h; the h results of each line are laid out one
          // line after another (slot r h + l), so that every step fills
          // whole vectors of L lanes for as long as the group has that
          // many live lanes, and two shuffles and one combiner feed each
          // vector of results (a transpose and one combiner per lane
          // before: 4 lines of 16 lanes took about 70 shuffles).
          Value result = treeOfPackedLines(b, loc, *combiner, accArg, body,
                                           linePartials, lanes);
          Value written = vector::TransferWriteOp::create(
                              b, loc, result, outs[0], ValueRange{first},
                              ArrayRef<bool>{true})
                              .getResult();
          scf::YieldOp::create(b, loc, written);
        });

    rewriter.setInsertionPointAfter(groups);
    rewriter.replaceOp(
        op, insertWhole(rewriter, loc, groups.getResult(0), init.get()));
    return success();
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
    FailureOr<int64_t> kept = keptLoopOf(ranges);
    if (failed(kept))
      return failure();
    int64_t keptLoop = *kept;
    if (keptLoop < 0 || ranges[keptLoop] > 16 || ranges[0] % kBlock != 0 ||
        !hasElementwiseBody(op) || hasSubByteOperand(op))
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
    if (!hasSubByteOperand(stepOp) &&
        succeeded(linalg::vectorizeOpPrecondition(stepOp))) {
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
