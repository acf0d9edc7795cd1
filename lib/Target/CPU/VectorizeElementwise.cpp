//===- VectorizeElementwise.cpp - Elementwise tiles in vector steps -------===//
//
// After fusion, a chain of elementwise tile ops is one all-parallel
// linalg.generic whose inputs are tiles read in place, broadcast rows and
// columns ([R x 1] and [1 x C] tiles read at index 0) and indices (masks
// from iota). Lowered as scalar loops, it was left to LLVM's loop
// vectorizer, which cannot know that the output does not overlap the
// inputs: every row of the layer norm example's output carried a runtime
// overlap check and a scalar copy of the loop, and recomputed its column
// mask from 64-bit indices.
//
// Here such a generic becomes vector steps along its innermost loop (the
// contiguous dimension of its tiles): loops over the other dimensions, in
// memory order, compute what depends on the row alone (a row's mean) as
// scalars, and an inner loop over chunks of W elements of the row computes
// the rest in vectors and writes it. A column mask from iota becomes the
// chunk's first index cast once plus constant lane offsets. Every element
// is computed by the same ops as before, so the bits are the same.
//
// The chunks are inside the rows, not around them (which would compute the
// column-only values, weights and masks, once per chunk rather than once
// per chunk and row): the hardware prefetcher follows a tile written in
// memory order, not one written a chunk of each row in turn (in a C model
// of the layer norm example's blocks, chunks outside took one core from
// about 95% to 56-61% of memcpy, the stores waiting for their lines).
//
//===----------------------------------------------------------------------===//

#include "tileir/Target/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::tileir::cpu {
#define GEN_PASS_DEF_CPUVECTORIZEELEMENTWISE
#include "tileir/Target/CPU/Passes.h.inc"
} // namespace mlir::tileir::cpu

using namespace mlir;
using namespace mlir::tileir::cpu;

namespace {

/// Which loops of the generic a value of its body varies along, as bits:
/// the innermost loop (the vector lanes), the other loops (rows), both or
/// neither.
enum Variance : unsigned { kNone = 0, kColumn = 1, kRow = 2 };

/// The smallest vector a generic is rewritten for, in lanes: fewer make the
/// loops cost more than they save.
constexpr int64_t kMinLanes = 4;

/// Whether `type` is a scalar a body op may compute on in vectors.
bool isVectorElement(Type type) { return type.isIntOrIndexOrFloat(); }

/// Whether `op` (in a generic's body) computes one value from its operands
/// alone, so that the same op on vectors computes it lane by lane.
bool isElementwiseScalarOp(Operation &op) {
  if (isa<linalg::IndexOp, linalg::YieldOp>(op))
    return true;
  Dialect *dialect = op.getDialect();
  if (!isa_and_nonnull<arith::ArithDialect, math::MathDialect>(dialect) ||
      op.getNumRegions() != 0 || op.getNumResults() != 1 ||
      !isVectorElement(op.getResult(0).getType()))
    return false;
  return llvm::all_of(op.getOperandTypes(), isVectorElement);
}

/// A generic this pass rewrites, with what the rewrite needs.
struct ElementwiseNest {
  linalg::GenericOp op;
  int64_t lanes;               // W: elements of the innermost loop per step
  SmallVector<int64_t> ranges; // extent of every loop
};

/// `op` if it is an all-parallel generic on static tensors of whole-byte
/// elements whose outputs are written at the identity map and whose inputs
/// are read along the innermost loop contiguously (it is the last index,
/// or absent), with an elementwise body; W the widest power of two up to
/// `vectorBytes` of its widest element that divides the innermost extent.
std::optional<ElementwiseNest> matchElementwise(linalg::GenericOp op,
                                                int64_t vectorBytes) {
  if (!op.hasPureTensorSemantics() || op.getNumLoops() == 0 ||
      op.getNumParallelLoops() != op.getNumLoops() || op.getNumResults() == 0)
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  unsigned last = op.getNumLoops() - 1;
  int64_t widestBytes = 1;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    // Sub-byte elements (i1 masks) are bit-packed in vectors but a byte
    // each in memory.
    if (!type || !type.hasStaticShape() ||
        !type.getElementType().isIntOrFloat() ||
        type.getElementTypeBitWidth() % 8 != 0)
      return std::nullopt;
    widestBytes =
        std::max<int64_t>(widestBytes, type.getElementTypeBitWidth() / 8);
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (op.isDpsInit(&operand)) {
      if (!map.isIdentity())
        return std::nullopt;
      continue;
    }
    // Every index a loop or the constant 0 (a unit dimension broadcast);
    // the innermost loop, if read, the last index (contiguous lanes).
    for (auto [position, expr] : llvm::enumerate(map.getResults())) {
      if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
        if (constant.getValue() != 0)
          return std::nullopt;
        continue;
      }
      auto dim = dyn_cast<AffineDimExpr>(expr);
      if (!dim ||
          (dim.getPosition() == last && position + 1 != map.getNumResults()))
        return std::nullopt;
    }
    // An input that is also an init is read where it is written.
    for (OpOperand &init : op.getDpsInitsMutable())
      if (init.get() == operand.get() &&
          map != op.getMatchingIndexingMap(&init))
        return std::nullopt;
  }
  if (!llvm::all_of(op.getBody()->getOperations(), isElementwiseScalarOp))
    return std::nullopt;
  int64_t extent = ranges[last];
  int64_t lanes = std::max<int64_t>(vectorBytes / widestBytes, 1);
  while (lanes > 1 && extent % lanes != 0)
    lanes /= 2;
  if (lanes < kMinLanes)
    return std::nullopt;
  return ElementwiseNest{op, lanes, std::move(ranges)};
}

/// Emits the rewrite of one generic.
class NestEmitter {
public:
  NestEmitter(OpBuilder &b, const ElementwiseNest &nest)
      : b(b), nest(nest), op(nest.op), loc(op.getLoc()),
        last(op.getNumLoops() - 1) {}

  SmallVector<Value> emit() {
    classify();
    ivs.assign(op.getNumLoops(), Value());
    return emitRows(0, op.getDpsInits());
  }

private:
  /// The variance of every value of the body: block arguments by the loops
  /// of their operand's map, linalg.index by its loop, other ops the union
  /// of their operands'.
  void classify() {
    Block *body = op.getBody();
    for (OpOperand &operand : op->getOpOperands()) {
      BlockArgument arg = body->getArgument(operand.getOperandNumber());
      unsigned variance = kNone;
      for (AffineExpr expr : op.getMatchingIndexingMap(&operand).getResults())
        if (auto dim = dyn_cast<AffineDimExpr>(expr))
          variance |= loopVariance(dim.getPosition());
      variances[arg] = Variance(variance);
    }
    for (Operation &inner : body->without_terminator()) {
      unsigned variance = kNone;
      if (auto index = dyn_cast<linalg::IndexOp>(inner))
        variance = loopVariance(index.getDim());
      for (Value operand : inner.getOperands())
        variance |= varianceOf(operand);
      variances[inner.getResult(0)] = Variance(variance);
    }
  }

  Variance loopVariance(unsigned loop) const {
    if (loop == last)
      return kColumn;
    return nest.ranges[loop] == 1 ? kNone : kRow;
  }

  /// Values from outside the body are loop invariant.
  Variance varianceOf(Value value) const {
    auto it = variances.find(value);
    return it == variances.end() ? kNone : it->second;
  }

  /// Loops over the other dimensions of extent > 1, from `loop` on, in
  /// order; the innermost computes what varies along the rows alone, then
  /// runs the chunks of the row.
  SmallVector<Value> emitRows(unsigned loop, ValueRange outs) {
    while (loop < last && nest.ranges[loop] == 1)
      ++loop;
    if (loop == last) {
      emitPhase(kRow, outs);
      return emitChunks(outs);
    }
    return emitLoop(nest.ranges[loop], 1, outs,
                    [&](Value row, ValueRange carried) {
                      ivs[loop] = row;
                      return emitRows(loop + 1, carried);
                    });
  }

  /// The loop over the chunks of W columns of one row, which computes and
  /// writes the rest.
  SmallVector<Value> emitChunks(ValueRange outs) {
    return emitLoop(nest.ranges[last], nest.lanes, outs,
                    [&](Value column, ValueRange carried) {
                      ivs[last] = column;
                      emitPhase(kColumn, carried);
                      return writeChunk(carried);
                    });
  }

  /// An scf.for from 0 to `extent` by `step` carrying `outs`, its body
  /// made by `emitBody` (given the induction variable and the carried
  /// values; returns the values to carry on).
  SmallVector<Value>
  emitLoop(int64_t extent, int64_t step, ValueRange outs,
           llvm::function_ref<SmallVector<Value>(Value, ValueRange)> emitBody) {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    auto loop = scf::ForOp::create(
        b, loc, zero, arith::ConstantIndexOp::create(b, loc, extent),
        arith::ConstantIndexOp::create(b, loc, step), outs,
        [&](OpBuilder &nested, Location, Value iv, ValueRange carried) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nested.getInsertionBlock(),
                              nested.getInsertionPoint());
          scf::YieldOp::create(b, loc, emitBody(iv, carried));
        });
    return loop.getResults();
  }

  /// The index of `map`'s operand at the current position of the loops.
  SmallVector<Value> indicesOf(AffineMap map) {
    SmallVector<Value> indices;
    for (AffineExpr expr : map.getResults()) {
      auto dim = dyn_cast<AffineDimExpr>(expr);
      Value iv = dim ? ivs[dim.getPosition()] : Value();
      indices.push_back(iv ? iv : arith::ConstantIndexOp::create(b, loc, 0));
    }
    return indices;
  }

  /// The tensor operand `operand` is read from: the current chunk's value of
  /// an output for an input that is also that output's init.
  Value sourceOf(OpOperand &operand, ValueRange outs) {
    for (auto [index, init] : llvm::enumerate(op.getDpsInitsMutable()))
      if (init.get() == operand.get())
        return outs[index];
    return operand.get();
  }

  /// Reads the block argument of `operand`: a vector of the lanes' elements
  /// if it varies along the innermost loop, else one element.
  void read(OpOperand &operand, ValueRange outs) {
    BlockArgument arg = op.getMatchingBlockArgument(&operand);
    if (arg.use_empty())
      return;
    Value source = sourceOf(operand, outs);
    SmallVector<Value> indices = indicesOf(op.getMatchingIndexingMap(&operand));
    if (varianceOf(arg) & kColumn) {
      auto type = VectorType::get({nest.lanes}, arg.getType());
      Value padding = ub::PoisonOp::create(b, loc, arg.getType());
      vectors.map(arg,
                  vector::TransferReadOp::create(b, loc, type, source, indices,
                                                 padding, ArrayRef<bool>{true})
                      .getResult());
    } else {
      scalars.map(
          arg, tensor::ExtractOp::create(b, loc, source, indices).getResult());
    }
  }

  /// Emits the reads and ops of one phase: kRow (per row, before its
  /// chunks) takes the values that do not vary along the lanes, as
  /// scalars; kColumn (per chunk) those that do, as vectors.
  void emitPhase(Variance phase, ValueRange outs) {
    auto due = [&](Variance variance) {
      return phase == kColumn ? (variance & kColumn) != 0
                              : (variance & kColumn) == 0;
    };
    for (OpOperand &operand : op->getOpOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(&operand);
      if (due(varianceOf(arg)))
        read(operand, outs);
    }
    // Scalars broadcast to vectors once per chunk, not once per use.
    broadcasts.clear();
    for (Operation &inner : op.getBody()->without_terminator()) {
      if (!due(varianceOf(inner.getResult(0))))
        continue;
      if (phase == kColumn)
        emitVector(inner);
      else
        emitScalar(inner);
    }
  }

  void emitScalar(Operation &inner) {
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      Value iv = ivs[index.getDim()];
      scalars.map(index.getResult(),
                  iv ? iv : arith::ConstantIndexOp::create(b, loc, 0));
      return;
    }
    Operation *clone = b.clone(inner, scalars);
    scalars.map(inner.getResult(0), clone->getResult(0));
  }

  /// `value` as a vector: its vector form, or its scalar one (or the value
  /// from outside the body) broadcast.
  Value vectorOf(Value value) {
    if (Value vector = vectors.lookupOrNull(value))
      return vector;
    if (Value vector = broadcasts.lookupOrNull(value))
      return vector;
    Value scalar = scalars.lookupOrDefault(value);
    Value vector = vector::BroadcastOp::create(
        b, loc, VectorType::get({nest.lanes}, scalar.getType()), scalar);
    broadcasts.map(value, vector);
    return vector;
  }

  /// The lanes' values of the innermost loop's index, in `type` (index, or
  /// the integer type an index_cast takes it to: the chunk's first index
  /// cast once plus the constant lane offsets, rather than 64-bit lanes
  /// cast each, with the same bits).
  Value laneIndices(Type type) {
    Value first = ivs[last];
    if (!type.isIndex())
      first = arith::IndexCastOp::create(b, loc, type, first);
    auto vectorType = VectorType::get({nest.lanes}, type);
    SmallVector<Attribute> offsets;
    for (int64_t lane = 0; lane < nest.lanes; ++lane)
      offsets.push_back(b.getIntegerAttr(type, lane));
    Value step = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(vectorType, offsets));
    Value splat = vector::BroadcastOp::create(b, loc, vectorType, first);
    return arith::AddIOp::create(b, loc, splat, step);
  }

  /// Whether `op` casts the innermost loop's index to an integer type
  /// (emitted by laneIndices in that type).
  bool castsLaneIndex(Operation *op) const {
    auto cast = dyn_cast<arith::IndexCastOp>(op);
    auto index = cast ? cast.getIn().getDefiningOp<linalg::IndexOp>() : nullptr;
    return index && index.getDim() == last && !isa<IndexType>(cast.getType());
  }

  void emitVector(Operation &inner) {
    Value result;
    if (isa<linalg::IndexOp>(inner)) {
      // Only for users other than the casts that make their own.
      if (llvm::all_of(inner.getUsers(),
                       [&](Operation *user) { return castsLaneIndex(user); }))
        return;
      result = laneIndices(b.getIndexType());
    } else if (castsLaneIndex(&inner)) {
      result = laneIndices(inner.getResult(0).getType());
    } else {
      SmallVector<Value> operands;
      for (Value operand : inner.getOperands())
        operands.push_back(vectorOf(operand));
      OperationState state(loc, inner.getName());
      state.addOperands(operands);
      state.addAttributes(inner.getAttrs());
      state.addTypes(
          VectorType::get({nest.lanes}, inner.getResult(0).getType()));
      result = b.create(state)->getResult(0);
    }
    vectors.map(inner.getResult(0), result);
  }

  /// Writes the yielded values of the current chunk and row into `outs`.
  SmallVector<Value> writeChunk(ValueRange outs) {
    SmallVector<Value> results;
    auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
    for (auto [index, value] : llvm::enumerate(yield.getValues())) {
      OpOperand *init = op.getDpsInitOperand(index);
      Value vector = vectorOf(value);
      results.push_back(vector::TransferWriteOp::create(
                            b, loc, vector, outs[index],
                            indicesOf(op.getMatchingIndexingMap(init)),
                            ArrayRef<bool>{true})
                            .getResult());
    }
    return results;
  }

  OpBuilder &b;
  const ElementwiseNest &nest;
  linalg::GenericOp op;
  Location loc;
  unsigned last;
  SmallVector<Value> ivs;
  DenseMap<Value, Variance> variances;
  IRMapping scalars, vectors, broadcasts;
};

struct CPUVectorizeElementwisePass
    : public mlir::tileir::cpu::impl::CPUVectorizeElementwiseBase<
          CPUVectorizeElementwisePass> {
  using CPUVectorizeElementwiseBase::CPUVectorizeElementwiseBase;

  void runOnOperation() override {
    SmallVector<ElementwiseNest> found;
    getOperation().walk([&](linalg::GenericOp op) {
      if (auto nest = matchElementwise(op, vectorBits / 8))
        found.push_back(std::move(*nest));
    });
    OpBuilder b(&getContext());
    for (const ElementwiseNest &nest : found) {
      b.setInsertionPoint(nest.op);
      SmallVector<Value> results = NestEmitter(b, nest).emit();
      nest.op->replaceAllUsesWith(results);
      nest.op->erase();
    }
  }
};

} // namespace
