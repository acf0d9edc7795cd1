//===- ReduceScanOpToLLVM.cpp - Reductions and scans ----------------------===//
//
// A row-major tile is seen as [outer, len, inner] around the combined
// dimension; a "line" is the len elements of one (outer, inner) pair.
//
// When `inner` is a multiple of the thread count, each thread already holds
// whole lines (slot (o * len + d) * inner / T + m holds element d of line
// (o, t + m * T)) and combines them in registers: reductions pairwise
// (Combine::fold), scans in index order.
//
// When the lines are spread over the threads in whole rows, the threads
// cooperate with warp shuffles (ReduceScanAcrossThreads.cpp), as they do
// along the bases of a tile in an explicit layout (reduceInLayout,
// scanInLayout there), which comes first.
//
// Otherwise (small or odd-shaped tiles) every output element is computed by
// the thread that holds it, combining its line serially in index order
// (reversed for a reverse scan), starting from the identities: the operands
// are staged in shared memory, in chunks along the combined dimension when
// they do not fit, and each thread reads its lines from there.
//
// Combiner block arguments come in (element, accumulator) pairs, one pair
// per operand (the cuda_tile bytecode convention, which nv_tileaa keeps).
//
//===----------------------------------------------------------------------===//

#include "ReduceScanLowering.h"
#include "SharedStaging.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;

/// The identity `attr` as a constant of the storage type of `elementType`.
static FailureOr<Value> identityConstant(KernelEmitter &em, Operation *op,
                                         Attribute attr, Type elementType) {
  Type storage = em.storageType(elementType);
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    // Bit-pattern formats (f8) take the value's encoding in their own
    // format; the others the value in the storage type.
    auto format =
        cast<FloatType>(isa<FloatType>(storage) ? storage : elementType);
    APFloat value = f.getValue();
    bool lost = false;
    value.convert(format.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &lost);
    if (isa<FloatType>(storage))
      return LLVM::ConstantOp::create(em.b, em.loc, storage,
                                      em.b.getFloatAttr(storage, value))
          .getResult();
    return em.intConst(storage, value.bitcastToAPInt().getZExtValue());
  }
  if (auto i = dyn_cast<IntegerAttr>(attr)) {
    if (!isa<IntegerType>(storage))
      return op->emitOpError("integer identity for a non-integer operand");
    APInt value = i.getValue().sextOrTrunc(storage.getIntOrFloatBitWidth());
    return LLVM::ConstantOp::create(em.b, em.loc, storage,
                                    em.b.getIntegerAttr(storage, value))
        .getResult();
  }
  return op->emitOpError("unsupported identity ") << attr;
}

static FailureOr<Combine> prepare(Operation *op, ValueRange operands,
                                  int64_t dim, ArrayAttr identities,
                                  KernelEmitter &em) {
  Combine c{op, &op->getRegion(0).front(), em, {}, {}, {}, 0, 1, 0, 1};
  auto type = cast<RankedTensorType>(operands.front().getType());
  llvm::ArrayRef<int64_t> shape = type.getShape();
  c.n = type.getNumElements();
  c.len = shape[dim];
  for (int64_t d = 0; d < dim; ++d)
    c.outer *= shape[d];
  for (int64_t d = dim + 1; d < int64_t(shape.size()); ++d)
    c.inner *= shape[d];
  for (auto [operand, identity] : llvm::zip(operands, identities)) {
    Type element = cast<RankedTensorType>(operand.getType()).getElementType();
    c.parts.push_back(em.get(operand));
    c.storage.push_back(em.storageType(element));
    FailureOr<Value> init = identityConstant(em, op, identity, element);
    if (failed(init))
      return failure();
    c.identities.push_back(*init);
  }
  return c;
}

/// True if every thread holds whole lines (see the file comment).
static bool linesInRegisters(const Combine &c) {
  return c.inner % c.em.target.numThreads == 0;
}

/// The staging buffer for chunks of `chunk` along the combined dimension:
/// [outer, chunk, inner] per operand, plus a spare element when there are
/// several chunks (see indexOrSpare).
static StagingPlan planFor(Combine &c, int64_t chunk) {
  StagingPlan plan(c.em);
  for (Type t : c.storage)
    plan.add(t, c.outer * chunk * c.inner + (chunk < c.len ? 1 : 0));
  return plan;
}

/// The chunk length along the combined dimension: the whole of it if all
/// operands fit the staging buffer together, else a divisor that fits.
static FailureOr<int64_t> chooseChunk(Combine &c) {
  int64_t chunk = c.len;
  while (chunk % 2 == 0 && !planFor(c, chunk).fits())
    chunk /= 2;
  StagingPlan plan = planFor(c, chunk);
  if (!plan.fits())
    return c.op->emitOpError("operands do not fit the shared-memory staging "
                             "buffer even one element of the combined "
                             "dimension at a time (")
           << plan.bytes() << " bytes)";
  return chunk;
}

namespace {
/// Where this thread's source slots go in the staging buffer, whose layout
/// is [outer, chunk, inner].
struct SlotPositions {
  llvm::SmallVector<Value> element;  ///< row-major index
  llvm::SmallVector<Value> pos;      ///< coordinate along the combined dim
  llvm::SmallVector<Value> lineBase; ///< index of the line's chunk start
};
} // namespace

static SlotPositions slotPositions(Combine &c, int64_t chunk) {
  IndexMath m{c.em};
  SlotPositions sp;
  for (int64_t s = 0; s < c.em.slotsFor(c.n); ++s) {
    Value e = c.em.elementIndex(c.n, s);
    sp.element.push_back(e);
    sp.pos.push_back(m.rem(m.div(e, c.inner), c.len));
    Value o = m.div(e, c.len * c.inner);
    sp.lineBase.push_back(m.add(m.mul(o, chunk * c.inner), m.rem(e, c.inner)));
  }
  return sp;
}

/// Writes the chunk starting at `lo` (null: the whole tile, one chunk) of
/// every operand to the staging buffer, between barriers.
static void stageChunk(Combine &c, StagingPlan &plan, const SlotPositions &sp,
                       int64_t chunk, Value lo) {
  IndexMath m{c.em};
  // Whoever used the buffer before (or read the previous chunk) is done.
  c.em.barrier();
  for (size_t s = 0; s < sp.element.size(); ++s) {
    if (!lo) {
      // Copies of an element (tiles smaller than the CTA) store the same
      // value to the same place: benign.
      for (size_t k = 0; k < c.numOperands(); ++k)
        plan.store(k, c.parts[k][s], sp.element[s]);
      continue;
    }
    Value rel = m.sub(sp.pos[s], lo);
    Value inChunk = LLVM::ICmpOp::create(
        c.em.b, c.em.loc, LLVM::ICmpPredicate::ult, rel, c.em.i32Const(chunk));
    Value index =
        indexOrSpare(c.em, inChunk, m.add(sp.lineBase[s], m.mul(rel, c.inner)),
                     c.outer * chunk * c.inner);
    for (size_t k = 0; k < c.numOperands(); ++k)
      plan.store(k, c.parts[k][s], index);
  }
  c.em.barrier();
}

/// Runs `perChunk(lo, carried)` over the chunks of the combined dimension,
/// in order (or in reverse), carrying the accumulators.
static llvm::SmallVector<Value> forEachChunk(
    Combine &c, int64_t chunk, bool reverse, llvm::ArrayRef<Value> init,
    llvm::function_ref<llvm::SmallVector<Value>(Value, ValueRange)> perChunk) {
  int64_t numChunks = c.len / chunk;
  if (numChunks == 1)
    return perChunk(nullptr, init);
  IndexMath m{c.em};
  return c.em.emitLoop(c.em.i32Const(numChunks), init,
                       [&](Value i, ValueRange carried) {
                         if (reverse)
                           i = m.sub(c.em.i32Const(numChunks - 1), i);
                         return perChunk(m.mul(i, chunk), carried);
                       });
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

static void setReduceResults(Combine &c, ValueRange results,
                             llvm::ArrayRef<Value> accs, int64_t outSlots) {
  size_t ops = c.numOperands();
  for (size_t k = 0; k < ops; ++k) {
    Parts out;
    for (int64_t j = 0; j < outSlots; ++j)
      out.push_back(accs[j * ops + k]);
    c.em.set(results[k], out);
  }
}

static void reduceInRegisters(Combine &c, ValueRange results) {
  int64_t perLine = c.inner / c.em.target.numThreads;
  llvm::SmallVector<Value> accs;
  for (int64_t o = 0; o < c.outer; ++o)
    for (int64_t mi = 0; mi < perLine; ++mi) {
      llvm::SmallVector<llvm::SmallVector<Value>> line;
      for (int64_t d = 0; d < c.len; ++d) {
        int64_t slot = (o * c.len + d) * perLine + mi;
        llvm::SmallVector<Value> elements;
        for (const Parts &p : c.parts)
          elements.push_back(p[slot]);
        line.push_back(elements);
      }
      // The identities stay the first accumulator, as in the serial
      // lowering (x + 0.0 is +0.0 for x = -0.0).
      llvm::SmallVector<Value> acc(c.identities);
      if (!line.empty())
        acc = c.apply(c.fold(line), acc);
      llvm::append_range(accs, acc);
    }
  setReduceResults(c, results, accs, c.outer * perLine);
}

static LogicalResult lowerReduce(aa::ReduceOp op, KernelEmitter &em) {
  FailureOr<Combine> prepared =
      prepare(op, op.getOperands(), op.getDim(), op.getIdentities(), em);
  if (failed(prepared))
    return failure();
  Combine &c = *prepared;
  if (std::optional<LogicalResult> done = reduceInLayout(
          c, cast<RankedTensorType>(op.getOperand(0).getType()),
          op.getResult(0).getType(), op.getDim(), op.getResults()))
    return *done;
  if (linesInRegisters(c)) {
    reduceInRegisters(c, op.getResults());
    return success(c.ok);
  }
  if (std::optional<LogicalResult> done =
          reduceAcrossThreads(c, op.getResults()))
    return *done;

  FailureOr<int64_t> chunkOr = chooseChunk(c);
  if (failed(chunkOr))
    return failure();
  int64_t chunk = *chunkOr;
  StagingPlan plan = planFor(c, chunk);
  SlotPositions sp = slotPositions(c, chunk);
  IndexMath m{em};

  // Output slot j (element o * inner + i of the result) reads its line from
  // index base + d * inner of the chunk.
  int64_t outN = c.outer * c.inner;
  int64_t outSlots = em.slotsFor(outN);
  llvm::SmallVector<Value> bases, init;
  for (int64_t j = 0; j < outSlots; ++j) {
    Value e = em.elementIndex(outN, j);
    bases.push_back(
        m.add(m.mul(m.div(e, c.inner), chunk * c.inner), m.rem(e, c.inner)));
    llvm::append_range(init, c.identities);
  }

  size_t ops = c.numOperands();
  llvm::SmallVector<Value> accs = forEachChunk(
      c, chunk, /*reverse=*/false, init, [&](Value lo, ValueRange carried) {
        stageChunk(c, plan, sp, chunk, lo);
        return em.emitLoop(
            em.i32Const(chunk), carried, [&](Value d, ValueRange acc) {
              Value offset = m.mul(d, c.inner);
              llvm::SmallVector<Value> next;
              for (int64_t j = 0; j < outSlots; ++j) {
                Value index = m.add(bases[j], offset);
                llvm::SmallVector<Value> elements;
                for (size_t k = 0; k < ops; ++k)
                  elements.push_back(plan.load(k, index));
                llvm::append_range(next,
                                   c.apply(elements, acc.slice(j * ops, ops)));
              }
              return next;
            });
      });
  setReduceResults(c, op.getResults(), accs, outSlots);
  return success(c.ok);
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

static void scanInRegisters(Combine &c, bool reverse, ValueRange results) {
  int64_t perLine = c.inner / c.em.target.numThreads;
  size_t ops = c.numOperands();
  llvm::SmallVector<Parts> out(ops, Parts(c.parts.front().size()));
  for (int64_t o = 0; o < c.outer; ++o)
    for (int64_t mi = 0; mi < perLine; ++mi) {
      llvm::SmallVector<Value> acc(c.identities);
      for (int64_t step = 0; step < c.len; ++step) {
        int64_t d = reverse ? c.len - 1 - step : step;
        int64_t slot = (o * c.len + d) * perLine + mi;
        llvm::SmallVector<Value> elements;
        for (const Parts &p : c.parts)
          elements.push_back(p[slot]);
        acc = c.apply(elements, acc);
        for (size_t k = 0; k < ops; ++k)
          out[k][slot] = acc[k];
      }
    }
  for (size_t k = 0; k < ops; ++k)
    c.em.set(results[k], out[k]);
}

static LogicalResult lowerScan(aa::ScanOp op, KernelEmitter &em) {
  FailureOr<Combine> prepared =
      prepare(op, op.getOperands(), op.getDim(), op.getIdentities(), em);
  if (failed(prepared))
    return failure();
  Combine &c = *prepared;
  bool reverse = op.getReverse();
  if (std::optional<LogicalResult> done =
          scanInLayout(c, op.getOperandTypes(), op.getResultTypes(),
                       op.getDim(), reverse, op.getResults()))
    return *done;
  if (linesInRegisters(c)) {
    scanInRegisters(c, reverse, op.getResults());
    return success(c.ok);
  }
  if (std::optional<LogicalResult> done =
          scanAcrossThreads(c, reverse, op.getResults()))
    return *done;

  FailureOr<int64_t> chunkOr = chooseChunk(c);
  if (failed(chunkOr))
    return failure();
  int64_t chunk = *chunkOr;
  StagingPlan plan = planFor(c, chunk);
  bool chunked = chunk != c.len;
  SlotPositions sp = slotPositions(c, chunk);
  IndexMath m{em};

  size_t ops = c.numOperands();
  int64_t slots = sp.element.size();
  llvm::SmallVector<Value> init;
  for (int64_t s = 0; s < slots; ++s)
    llvm::append_range(init, c.identities);

  // Slot s combines the elements of its line up to its position (from the
  // end: down to it); in a chunk starting at lo those are the first (last)
  // `count` of the chunk.
  llvm::SmallVector<Value> accs =
      forEachChunk(c, chunk, reverse, init, [&](Value lo, ValueRange carried) {
        stageChunk(c, plan, sp, chunk, lo);
        llvm::SmallVector<Value> next;
        for (int64_t s = 0; s < slots; ++s) {
          Value pos = sp.pos[s];
          Value count;
          if (!reverse) {
            Value upTo = m.add(pos, em.i32Const(1));
            count = chunked ? m.clamp(m.sub(upTo, lo), chunk) : upTo;
          } else {
            Value end =
                chunked ? m.add(lo, em.i32Const(chunk)) : em.i32Const(c.len);
            count = m.sub(end, pos);
            if (chunked)
              count = m.clamp(count, chunk);
          }
          llvm::append_range(
              next, em.emitLoop(count, carried.slice(s * ops, ops),
                                [&](Value i, ValueRange acc) {
                                  Value d =
                                      reverse ? m.sub(em.i32Const(chunk - 1), i)
                                              : i;
                                  Value index =
                                      m.add(sp.lineBase[s], m.mul(d, c.inner));
                                  llvm::SmallVector<Value> elements;
                                  for (size_t k = 0; k < ops; ++k)
                                    elements.push_back(plan.load(k, index));
                                  return c.apply(elements, acc);
                                }));
        }
        return next;
      });

  for (size_t k = 0; k < ops; ++k) {
    Parts out;
    for (int64_t s = 0; s < slots; ++s)
      out.push_back(accs[s * ops + k]);
    em.set(op.getResult(k), out);
  }
  return success(c.ok);
}

void mlir::tileir::tilegpu::registerReduceScanLowerings(LoweringTable &t) {
  t.add<aa::ReduceOp>(lowerReduce);
  t.add<aa::ScanOp>(lowerScan);
}
