//===- ReduceScanAcrossThreads.cpp - Shuffle reductions and scans ---------===//
//
// A line (see ReduceScanLowering.h) of a tile with at least T elements sits
// on the CTA in one of two ways when inner is a power of two below T:
//  - len * inner >= T (a multiple of T): the line spreads over all threads.
//    Thread t holds column i = t mod inner of every line, at position
//    j = t / inner of each of its M = len * inner / T rows: slot o * M + r
//    holds element d = j + r * G of line (o, i), G = T / inner.
//  - len * inner < T (a divisor of T): a line lies on G = len / inner
//    consecutive threads and each slot holds one element of a different
//    line: slot k of thread t holds element j = (t mod len * inner) / inner
//    of line (t / (len * inner) + k * T / (len * inner), i). M = 1.
//
// The lanes of one warp that hold the same line (S of them) exchange values
// with shfl.sync; the C = G / S warps of a line exchange theirs through
// shared memory. That takes log2(S) shuffle steps and one barrier pair
// instead of a serial pass over the whole line by every thread.
//
// Reductions treat the combiner as associative and commutative (the spec
// lets a reduction combine the elements in any order): each thread first
// folds its own rows, pairwise (Combine::fold). Scans only assume
// associativity: every row is scanned across the threads in element order and
// the rows are chained in order. As in the serial lowering, the combiner takes
// (later, earlier) pairs: (element, accumulator).
//
// Tiles in an explicit layout (tileas-coalesce's blocked layouts and their
// slices) are combined along the layout's own register, lane and warp
// bases instead (reduceInLayout, scanInLayout below), in the same orders.
//
//===----------------------------------------------------------------------===//

#include "ReduceScanLowering.h"
#include "SharedStaging.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;

namespace {
/// How the lines of a tile sit on the threads (file comment).
struct LineLayout {
  int64_t lineBlock;    ///< len * inner: elements of `inner` lines
  int64_t rows;         ///< M: rows of one line per thread
  int64_t lanesPerLine; ///< S: lanes of a warp that hold the same line
  int64_t warpsPerLine; ///< C = G / S: groups of lanes, one per warp
  bool spans;           ///< len * inner >= T
};

/// This thread's place in its lines, as i32 values.
struct LinePosition {
  Value column;      ///< i
  Value laneInLine;  ///< j mod S
  Value contributor; ///< j / S: which warp of the line
};
} // namespace

/// The layout if it is one the file comment describes; operands must be
/// integers or floats (shuffled as 32-bit words).
static std::optional<LineLayout> lineLayout(const Combine &c) {
  int64_t threads = c.em.target.numThreads;
  int64_t lineBlock = c.len * c.inner;
  bool spans = lineBlock >= threads;
  if (threads % 32 || c.n % threads || !llvm::isPowerOf2_64(c.inner) ||
      c.inner >= threads || (spans ? lineBlock % threads : threads % lineBlock))
    return std::nullopt;
  for (Type t : c.storage)
    if (!isa<IntegerType, FloatType>(t) || t.getIntOrFloatBitWidth() > 64)
      return std::nullopt;
  int64_t threadsPerLine = std::min(lineBlock, threads) / c.inner;
  LineLayout l;
  l.lineBlock = lineBlock;
  l.spans = spans;
  l.rows = spans ? lineBlock / threads : 1;
  l.lanesPerLine =
      c.inner < 32 ? std::min(threadsPerLine, 32 / c.inner) : int64_t(1);
  l.warpsPerLine = threadsPerLine / l.lanesPerLine;
  return l;
}

static LinePosition linePosition(Combine &c, const LineLayout &l) {
  IndexMath m{c.em};
  Value t = c.em.threadId();
  Value inBlock = l.spans ? t : m.rem(t, l.lineBlock);
  Value j = m.div(inBlock, c.inner);
  return {m.rem(t, c.inner), m.rem(j, l.lanesPerLine),
          m.div(j, l.lanesPerLine)};
}

/// The line row slot `slot` holds a row of, numbered o * M + r (i32).
static Value rowOf(Combine &c, const LineLayout &l, int64_t slot) {
  if (l.spans)
    return c.em.i32Const(slot);
  IndexMath m{c.em};
  int64_t blocksPerCTA = c.em.target.numThreads / l.lineBlock;
  return m.add(m.div(c.em.threadId(), l.lineBlock),
               c.em.i32Const(slot * blocksPerCTA));
}

/// Index of the (row, warp, column) total in the shared buffer, laid out
/// [rows, C, inner].
static Value totalIndex(Combine &c, const LineLayout &l, Value row,
                        Value contributor, Value column) {
  IndexMath m{c.em};
  Value r = m.mul(row, l.warpsPerLine);
  if (contributor)
    r = m.add(r, contributor);
  return m.add(m.mul(r, c.inner), column);
}

static llvm::SmallVector<Value> slotValues(Combine &c, int64_t slot) {
  llvm::SmallVector<Value> values;
  for (const Parts &p : c.parts)
    values.push_back(p[slot]);
  return values;
}

static llvm::SmallVector<Value> selectAll(KernelEmitter &em, Value cond,
                                          llvm::ArrayRef<Value> a,
                                          llvm::ArrayRef<Value> b) {
  llvm::SmallVector<Value> out;
  for (auto [x, y] : llvm::zip(a, b))
    out.push_back(LLVM::SelectOp::create(em.b, em.loc, cond, x, y));
  return out;
}

/// One butterfly step over lanes `mask` apart: both partners combine
/// (higher lane, lower lane), so they agree bit for bit.
static llvm::SmallVector<Value> butterfly(Combine &c, llvm::ArrayRef<Value> acc,
                                          int64_t mask);

static llvm::SmallVector<Value> shuffleAll(KernelEmitter &em,
                                           llvm::ArrayRef<Value> values,
                                           NVVM::ShflKind kind,
                                           int64_t offset) {
  llvm::SmallVector<Value> out;
  for (Value v : values)
    out.push_back(em.warpShuffle(v, kind, offset));
  return out;
}

static Value icmp(KernelEmitter &em, LLVM::ICmpPredicate p, Value a,
                  int64_t b) {
  return LLVM::ICmpOp::create(em.b, em.loc, p, a, em.i32Const(b));
}

/// The total of warp `warp` of row `row`, column `column`: one load per
/// operand.
static llvm::SmallVector<Value> loadTotal(Combine &c, StagingPlan &plan,
                                          const LineLayout &l, Value row,
                                          int64_t warp, Value column) {
  Value index = totalIndex(c, l, row, c.em.i32Const(warp), column);
  llvm::SmallVector<Value> values;
  for (size_t k = 0; k < c.numOperands(); ++k)
    values.push_back(plan.load(k, index));
  return values;
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

std::optional<LogicalResult>
mlir::tileir::tilegpu::reduceAcrossThreads(Combine &c, ValueRange results) {
  std::optional<LineLayout> layout = lineLayout(c);
  if (!layout)
    return std::nullopt;
  const LineLayout &l = *layout;
  KernelEmitter &em = c.em;
  // Warp totals, [outer, C, inner] per operand. Not needed when one warp
  // holds the single line of each column: then every thread already holds
  // the total of its column, which is its result element.
  bool viaShared = l.warpsPerLine > 1 || c.outer > 1;
  StagingPlan plan(em);
  for (Type t : c.storage)
    plan.add(t, c.outer * l.warpsPerLine * c.inner);
  if (viaShared && !plan.fits())
    return std::nullopt;

  // Each thread folds its rows of each line.
  int64_t slots = em.slotsFor(c.n);
  llvm::SmallVector<llvm::SmallVector<Value>> partial;
  for (int64_t first = 0; first < slots; first += l.rows) {
    llvm::SmallVector<llvm::SmallVector<Value>> rows;
    for (int64_t r = 0; r < l.rows; ++r)
      rows.push_back(slotValues(c, first + r));
    partial.push_back(c.fold(rows));
  }

  // Butterfly over the lanes that hold the same line: afterwards they all
  // hold the warp's total.
  for (int64_t mask = c.inner; mask < c.inner * l.lanesPerLine; mask *= 2)
    for (llvm::SmallVector<Value> &acc : partial)
      acc = butterfly(c, acc, mask);
  if (!c.ok)
    return failure();

  size_t ops = c.numOperands();
  if (!viaShared) {
    for (size_t k = 0; k < ops; ++k)
      em.set(results[k], Parts{partial.front()[k]});
    return success();
  }

  IndexMath m{em};
  LinePosition pos = linePosition(c, l);
  em.barrier();
  // Every lane of a warp that holds a line holds its total: they all store
  // the same value to the same place, which is benign.
  for (auto [g, acc] : llvm::enumerate(partial)) {
    // Group g is line o = g when lines span the CTA, else slot g's line.
    Value o = l.spans ? em.i32Const(g) : rowOf(c, l, g);
    Value index = totalIndex(c, l, o, pos.contributor, pos.column);
    for (size_t k = 0; k < ops; ++k)
      plan.store(k, acc[k], index);
  }
  em.barrier();

  int64_t outN = c.outer * c.inner;
  llvm::SmallVector<Parts> out(ops);
  for (int64_t s = 0; s < em.slotsFor(outN); ++s) {
    Value e = em.elementIndex(outN, s);
    Value o = m.div(e, c.inner), i = m.rem(e, c.inner);
    llvm::SmallVector<llvm::SmallVector<Value>> totals;
    for (int64_t w = 0; w < l.warpsPerLine; ++w)
      totals.push_back(loadTotal(c, plan, l, o, w, i));
    llvm::SmallVector<Value> acc = c.fold(totals);
    for (size_t k = 0; k < ops; ++k)
      out[k].push_back(acc[k]);
  }
  for (size_t k = 0; k < ops; ++k)
    em.set(results[k], out[k]);
  return success(c.ok);
}

static llvm::SmallVector<Value> butterfly(Combine &c, llvm::ArrayRef<Value> acc,
                                          int64_t mask) {
  KernelEmitter &em = c.em;
  Value bit = LLVM::AndOp::create(em.b, em.loc, em.laneId(), em.i32Const(mask));
  Value upper = icmp(em, LLVM::ICmpPredicate::ne, bit, 0);
  llvm::SmallVector<Value> other =
      shuffleAll(em, acc, NVVM::ShflKind::bfly, mask);
  return c.apply(selectAll(em, upper, acc, other),
                 selectAll(em, upper, other, acc));
}

//===----------------------------------------------------------------------===//
// reduce in an explicit layout
//===----------------------------------------------------------------------===//

/// Which of the warps that differ in `bits` (of the warp index) this
/// thread's warp is: bit k of the result is bit bits[k] of the warp (i32).
template <typename Bits>
static Value warpGroup(KernelEmitter &em, const Bits &bits) {
  IndexMath m{em};
  Value warp = m.div(em.threadId(), 32);
  Value group = em.i32Const(0);
  for (auto [k, bit] : llvm::enumerate(bits)) {
    Value set = LLVM::AndOp::create(
        em.b, em.loc,
        LLVM::LShrOp::create(em.b, em.loc, warp, em.i32Const(bit)),
        em.i32Const(1));
    group = LLVM::OrOp::create(
        em.b, em.loc, group,
        LLVM::ShlOp::create(em.b, em.loc, set, em.i32Const(int64_t(k))));
  }
  return group;
}

/// The combiner's operands must travel through shuffles as words.
static LogicalResult checkShuffled(Combine &c, llvm::StringRef verb) {
  for (Type t : c.storage)
    if (!isa<IntegerType, FloatType>(t) || t.getIntOrFloatBitWidth() > 64)
      return c.op->emitOpError()
             << verb << " elements of " << t
             << " across lanes, which this lowering shuffles only as "
             << "integers and floats of up to 64 bits";
  return success();
}

std::optional<LogicalResult>
mlir::tileir::tilegpu::reduceInLayout(Combine &c, RankedTensorType source,
                                      Type result, unsigned dim,
                                      ValueRange results) {
  using nv_tileas::LinearLayout;
  using InDim = LinearLayout::InDim;
  KernelEmitter &em = c.em;
  if (!em.explicitLayout(source) && !em.explicitLayout(result))
    return std::nullopt;
  LinearLayout from = em.linearLayout(source);
  LinearLayout to = em.linearLayout(result);
  auto mismatch = [&]() -> LogicalResult {
    return c.op->emitOpError("reduces ")
           << source << " along dimension " << dim << " into " << result
           << ", which is not its slice along that dimension; this lowering "
              "reduces only into the slice of the operand's layout";
  };
  if (failed(checkShuffled(c, "reduces")))
    return failure();

  // The result element an element of the source reduces into: its
  // coordinates without `dim`, row-major in the result.
  auto into = [&](const LinearLayout::Coord &coord) {
    int64_t index = 0;
    for (unsigned d = 0; d < coord.size(); ++d)
      if (d != dim)
        index = index * source.getShape()[d] + coord[d];
    return index;
  };
  // Lane and warp bits either walk along `dim` alone (their partners hold
  // the same line: they combine, and the result has copies there) or keep
  // their element in the result.
  auto bitsAlong = [&](InDim in,
                       llvm::SmallVector<int64_t> &along) -> LogicalResult {
    llvm::ArrayRef<LinearLayout::Coord> fb = from.getBases(in);
    llvm::ArrayRef<LinearLayout::Coord> tb = to.getBases(in);
    if (fb.size() != tb.size())
      return failure();
    for (auto [bit, pair] : llvm::enumerate(llvm::zip(fb, tb))) {
      auto [basis, kept] = pair;
      int64_t want = to.rowMajorIndex(kept);
      if (basis[dim]) {
        if (into(basis) || want)
          return failure();
        along.push_back(bit);
      } else if (into(basis) != want) {
        return failure();
      }
    }
    return success();
  };
  llvm::SmallVector<int64_t> laneBits, warpBits;
  if (failed(bitsAlong(InDim::Lane, laneBits)) ||
      failed(bitsAlong(InDim::Warp, warpBits)))
    return mismatch();
  // The registers of each result register's line, in register order.
  llvm::DenseMap<int64_t, llvm::SmallVector<int64_t>> lineRegisters;
  for (int64_t r = 0; r < from.getSize(InDim::Register); ++r)
    lineRegisters[into(from.apply(InDim::Register, r))].push_back(r);
  int64_t outSlots = to.getSize(InDim::Register);
  if (int64_t(lineRegisters.size()) != outSlots)
    return mismatch();
  llvm::SmallVector<llvm::SmallVector<Value>> acc;
  for (int64_t j = 0; j < outSlots; ++j) {
    auto it =
        lineRegisters.find(to.rowMajorIndex(to.apply(InDim::Register, j)));
    if (it == lineRegisters.end())
      return mismatch();
    llvm::SmallVector<llvm::SmallVector<Value>> line;
    for (int64_t r : it->second)
      line.push_back(slotValues(c, r));
    acc.push_back(c.fold(line));
  }
  for (int64_t bit : laneBits)
    for (llvm::SmallVector<Value> &line : acc)
      line = butterfly(c, line, int64_t(1) << bit);
  if (!c.ok)
    return failure();

  size_t ops = c.numOperands();
  if (!warpBits.empty()) {
    // Each warp's totals through shared memory, [warps along dim, result
    // elements]: the lanes of a warp write neighbouring elements.
    int64_t groups = int64_t(1) << warpBits.size();
    int64_t outN = em.numElements(result);
    StagingPlan plan(em);
    for (Type t : c.storage)
      plan.add(t, groups * outN);
    if (!plan.fits())
      return c.op->emitOpError("needs ")
             << plan.bytes() << " bytes of shared memory to combine the "
             << "totals of " << groups << " warps, more than the "
             << em.target.sharedBudgetBytes << " the staging buffer has";
    IndexMath m{em};
    Value group = warpGroup(em, warpBits);
    llvm::SmallVector<Value> elements;
    for (int64_t j = 0; j < outSlots; ++j)
      elements.push_back(isa<RankedTensorType>(result) && outN > 1
                             ? em.elementIndex(result, j)
                             : em.i32Const(0));
    // Whoever used the buffer before is done; copies of a total (lanes
    // that combined, threads of the result's copies) store the same value
    // to the same place, which is benign.
    em.barrier();
    for (int64_t j = 0; j < outSlots; ++j) {
      Value index = m.add(m.mul(group, outN), elements[j]);
      for (size_t k = 0; k < ops; ++k)
        plan.store(k, acc[j][k], index);
    }
    em.barrier();
    for (int64_t j = 0; j < outSlots; ++j) {
      llvm::SmallVector<llvm::SmallVector<Value>> parts;
      for (int64_t g = 0; g < groups; ++g) {
        Value index = m.add(elements[j], em.i32Const(g * outN));
        llvm::SmallVector<Value> part;
        for (size_t k = 0; k < ops; ++k)
          part.push_back(plan.load(k, index));
        parts.push_back(part);
      }
      acc[j] = c.fold(parts);
    }
  }
  c.setResults(results, acc);
  return success(c.ok);
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

std::optional<LogicalResult>
mlir::tileir::tilegpu::scanAcrossThreads(Combine &c, bool reverse,
                                         ValueRange results) {
  std::optional<LineLayout> layout = lineLayout(c);
  if (!layout)
    return std::nullopt;
  const LineLayout &l = *layout;
  KernelEmitter &em = c.em;
  int64_t slots = em.slotsFor(c.n);
  // The total of every (row, warp, column), plus a spare element for the
  // lanes that hold no total.
  int64_t totals = c.outer * l.rows * l.warpsPerLine * c.inner;
  StagingPlan plan(em);
  for (Type t : c.storage)
    plan.add(t, totals + 1);
  if (!plan.fits())
    return std::nullopt;

  LinePosition pos = linePosition(c, l);
  llvm::SmallVector<llvm::SmallVector<Value>> x;
  for (int64_t s = 0; s < slots; ++s)
    x.push_back(slotValues(c, s));

  // Kogge-Stone scan over the lanes of a warp that hold the same line; a
  // reverse scan takes its earlier elements from the lanes above.
  NVVM::ShflKind kind = reverse ? NVVM::ShflKind::down : NVVM::ShflKind::up;
  for (int64_t step = 1; step < l.lanesPerLine; step *= 2) {
    Value hasEarlier =
        reverse ? icmp(em, LLVM::ICmpPredicate::ult, pos.laneInLine,
                       l.lanesPerLine - step)
                : icmp(em, LLVM::ICmpPredicate::uge, pos.laneInLine, step);
    for (llvm::SmallVector<Value> &v : x) {
      llvm::SmallVector<Value> earlier =
          shuffleAll(em, v, kind, step * c.inner);
      v = selectAll(em, hasEarlier, c.apply(v, earlier), v);
    }
  }

  // The last lane of each group (in scan order) holds the warp's total.
  size_t ops = c.numOperands();
  Value holdsTotal = icmp(em, LLVM::ICmpPredicate::eq, pos.laneInLine,
                          reverse ? 0 : l.lanesPerLine - 1);
  llvm::SmallVector<Value> rows;
  for (int64_t s = 0; s < slots; ++s)
    rows.push_back(rowOf(c, l, s));
  em.barrier();
  for (int64_t s = 0; s < slots; ++s) {
    Value index = indexOrSpare(
        em, holdsTotal, totalIndex(c, l, rows[s], pos.contributor, pos.column),
        totals);
    for (size_t k = 0; k < ops; ++k)
      plan.store(k, x[s][k], index);
  }
  em.barrier();

  // Each row: add the totals of the warps before this one; the row's total
  // carries into the next rows of the line.
  llvm::SmallVector<llvm::SmallVector<Value>> rowTotal(slots);
  for (int64_t s = 0; s < slots; ++s) {
    llvm::SmallVector<Value> prefix(c.identities), total;
    for (int64_t n = 0; n < l.warpsPerLine; ++n) {
      int64_t w = reverse ? l.warpsPerLine - 1 - n : n;
      bool needTotal = l.rows > 1;
      bool needPrefix = n + 1 < l.warpsPerLine;
      if (!needTotal && !needPrefix)
        break;
      llvm::SmallVector<Value> v =
          loadTotal(c, plan, l, rows[s], w, pos.column);
      if (needTotal)
        total = n ? c.apply(v, total) : v;
      if (needPrefix) {
        // Warp w comes before this thread's in scan order.
        Value before =
            reverse ? icmp(em, LLVM::ICmpPredicate::ult, pos.contributor, w)
                    : icmp(em, LLVM::ICmpPredicate::ugt, pos.contributor, w);
        prefix = selectAll(em, before, c.apply(v, prefix), prefix);
      }
    }
    if (l.warpsPerLine > 1)
      x[s] = c.apply(x[s], prefix);
    rowTotal[s] = total;
  }

  for (int64_t o = 0; l.rows > 1 && o < c.outer; ++o) {
    llvm::SmallVector<Value> carry;
    for (int64_t n = 0; n < l.rows; ++n) {
      int64_t s = o * l.rows + (reverse ? l.rows - 1 - n : n);
      if (n)
        x[s] = c.apply(x[s], carry);
      if (n + 1 < l.rows)
        carry = n ? c.apply(rowTotal[s], carry) : rowTotal[s];
    }
  }

  c.setResults(results, x);
  return success(c.ok);
}

//===----------------------------------------------------------------------===//
// scan in an explicit layout
//===----------------------------------------------------------------------===//

namespace {
/// Values a thread has only where `present` holds (null: in every thread),
/// such as the combination of the lanes before it, which lane 0 lacks.
struct Partial {
  llvm::SmallVector<Value> values;
  Value present;
};
} // namespace

/// `later` combined after `earlier`, where either may be missing.
static std::optional<Partial> after(Combine &c,
                                    const std::optional<Partial> &later,
                                    const std::optional<Partial> &earlier) {
  if (!earlier)
    return later;
  if (!later)
    return earlier;
  KernelEmitter &em = c.em;
  llvm::SmallVector<Value> both = c.apply(later->values, earlier->values);
  if (later->present)
    both = selectAll(em, later->present, both, earlier->values);
  if (earlier->present)
    both = selectAll(em, earlier->present, both, later->values);
  Value present;
  if (later->present && earlier->present)
    present =
        LLVM::OrOp::create(em.b, em.loc, later->present, earlier->present);
  return Partial{both, present};
}

/// `x` with the elements before it (`carry`) combined in, where there are.
static llvm::SmallVector<Value> prepend(Combine &c, llvm::ArrayRef<Value> x,
                                        const std::optional<Partial> &carry) {
  if (!carry)
    return llvm::to_vector(x);
  llvm::SmallVector<Value> applied = c.apply(x, carry->values);
  return carry->present ? selectAll(c.em, carry->present, applied, x) : applied;
}

std::optional<LogicalResult>
mlir::tileir::tilegpu::scanInLayout(Combine &c, TypeRange operands,
                                    TypeRange results, unsigned dim,
                                    bool reverse, ValueRange values) {
  using nv_tileas::LinearLayout;
  using InDim = LinearLayout::InDim;
  KernelEmitter &em = c.em;
  auto types = llvm::concat<const Type>(operands, results);
  if (llvm::none_of(types, [&](Type t) { return em.explicitLayout(t); }))
    return std::nullopt;
  auto source = cast<RankedTensorType>(operands.front());
  LinearLayout layout = em.linearLayout(source);
  for (Type t : types)
    if (!(em.linearLayout(t) == layout))
      return c.op->emitOpError("scans ")
             << source << " together with " << t
             << ", whose layout differs; this lowering scans only tiles in "
                "one layout";
  if (failed(checkShuffled(c, "scans")))
    return failure();
  std::optional<LinearLayout::LineBits> bits = layout.getLineBits(dim);
  if (!bits)
    return c.op->emitOpError("scans ")
           << source << " along dimension " << dim
           << ", whose layout does not place each line along it on a "
              "thread's registers, then consecutive lanes, then warps, then "
              "repetitions (it is "
           << layout.str() << "); this lowering scans only such layouts";

  // A thread's elements of each line it holds: slots[h * R + o] is the
  // register at offset o of its run in repetition h.
  int64_t runs = int64_t(1) << bits->lowRegisters.size();
  int64_t reps = int64_t(1) << bits->highRegisters.size();
  auto bitsOf = [](int64_t index, llvm::ArrayRef<unsigned> which) {
    int64_t value = 0;
    for (auto [k, bit] : llvm::enumerate(which))
      value |= (index >> bit & 1) << k;
    return value;
  };
  llvm::MapVector<int64_t, llvm::SmallVector<int64_t>> lines;
  for (int64_t r = 0; r < layout.getSize(InDim::Register); ++r) {
    LinearLayout::Coord coord = layout.apply(InDim::Register, r);
    coord[dim] = 0;
    llvm::SmallVector<int64_t> &slots = lines[layout.rowMajorIndex(coord)];
    slots.resize(runs * reps, -1);
    slots[bitsOf(r, bits->highRegisters) * runs +
          bitsOf(r, bits->lowRegisters)] = r;
  }
  // Registers never hold copies (their bases are independent), so each line
  // has one register at every offset of every repetition.
  for (auto &[key, slots] : lines)
    if (llvm::is_contained(slots, -1))
      return c.op->emitOpError("scans ")
             << source << " whose layout holds an element twice in a thread ("
             << layout.str() << ")";
  llvm::SmallVector<llvm::SmallVector<Value>> x;
  for (int64_t r = 0; r < layout.getSize(InDim::Register); ++r)
    x.push_back(slotValues(c, r));
  // In scan order: the n-th offset of a run, the n-th repetition.
  auto nth = [&](int64_t n, int64_t count) {
    return reverse ? count - 1 - n : n;
  };

  // Each run in the thread (a line's elements of one repetition), scanned
  // in order; its last element (in scan order) holds the run's total.
  struct Segment {
    /// The run's registers, by offset.
    llvm::ArrayRef<int64_t> registers;
    /// The run's total; after the lanes' scan, the combination of the runs
    /// of this warp's lanes up to this one.
    llvm::SmallVector<Value> total;
    /// The combination of the runs of the threads before this one.
    std::optional<Partial> carry;
    /// The combination of the whole repetition (where a later one needs it).
    llvm::SmallVector<Value> lineTotal;
  };
  llvm::SmallVector<Segment> segments;
  for (auto &[key, slots] : lines)
    for (int64_t h = 0; h < reps; ++h) {
      Segment s;
      s.registers = llvm::ArrayRef(slots).slice(h * runs, runs);
      for (int64_t n = 1; n < runs; ++n) {
        int64_t r = s.registers[nth(n, runs)];
        x[r] = c.apply(x[r], x[s.registers[nth(n - 1, runs)]]);
      }
      s.total = x[s.registers[nth(runs - 1, runs)]];
      segments.push_back(std::move(s));
    }

  int64_t warps = int64_t(1) << bits->warps.size();
  // Whether the total of segment i's repetition carries into a later one.
  auto carriesOn = [&](size_t i) {
    return int64_t(i) % reps != nth(reps - 1, reps);
  };
  // Kogge-Stone over the lanes of a line: after step s each lane holds
  // the total of the 2s lanes up to it. A reverse scan takes its earlier
  // elements from the lanes above.
  IndexMath m{em};
  int64_t lanes = int64_t(1) << bits->lanes.size();
  Value lanePos;
  NVVM::ShflKind kind = reverse ? NVVM::ShflKind::down : NVVM::ShflKind::up;
  auto laneBefore = [&](int64_t distance) {
    return reverse
               ? icmp(em, LLVM::ICmpPredicate::ult, lanePos, lanes - distance)
               : icmp(em, LLVM::ICmpPredicate::uge, lanePos, distance);
  };
  if (lanes > 1) {
    int64_t shift = bits->lanes.front();
    lanePos = m.rem(m.div(em.laneId(), int64_t(1) << shift), lanes);
    for (int64_t step = 1; step < lanes; step *= 2) {
      Value has = laneBefore(step);
      for (Segment &s : segments) {
        llvm::SmallVector<Value> earlier =
            shuffleAll(em, s.total, kind, step << shift);
        s.total = selectAll(em, has, c.apply(s.total, earlier), s.total);
      }
    }
    // The lane before this one holds the total of all lanes before it.
    Value has = laneBefore(1);
    for (Segment &s : segments)
      s.carry =
          Partial{shuffleAll(em, s.total, kind, int64_t(1) << shift), has};
    if (reps > 1 && warps == 1) {
      // The last lane of the line (in scan order) holds the warp's total.
      Value others = LLVM::AndOp::create(em.b, em.loc, em.laneId(),
                                         em.i32Const(~((lanes - 1) << shift)));
      Value last =
          LLVM::OrOp::create(em.b, em.loc, others,
                             em.i32Const((reverse ? 0 : lanes - 1) << shift));
      for (auto [i, s] : llvm::enumerate(segments))
        if (carriesOn(i))
          for (Value v : s.total)
            s.lineTotal.push_back(em.warpShuffle(v, NVVM::ShflKind::idx, last));
    }
  } else {
    for (Segment &s : segments)
      s.lineTotal = s.total;
  }

  // The warps of a line meet in shared memory: each stores its total at
  // [repetition, warp, line] (neighbouring lines from neighbouring lanes),
  // and each thread combines those of the warps before its own.
  if (warps > 1) {
    int64_t numLines = c.outer * c.inner;
    StagingPlan plan(em);
    for (Type t : c.storage)
      plan.add(t, reps * warps * numLines);
    if (!plan.fits())
      return c.op->emitOpError("needs ")
             << plan.bytes() << " bytes of shared memory to combine the "
             << "totals of " << warps << " warps, more than the "
             << em.target.sharedBudgetBytes << " the staging buffer has";
    Value group = warpGroup(em, bits->warps);
    Value holdsTotal = lanes > 1 ? icmp(em, LLVM::ICmpPredicate::eq, lanePos,
                                        reverse ? 0 : lanes - 1)
                                 : Value();
    llvm::SmallVector<Value> lineIndex;
    for (auto &[key, slots] : lines) {
      Value e = em.elementIndex(source, slots.front());
      lineIndex.push_back(
          m.add(m.mul(m.div(e, c.len * c.inner), c.inner), m.rem(e, c.inner)));
    }
    auto totalAt = [&](size_t segment, Value warp) {
      Value h = em.i32Const(int64_t(segment) % reps);
      return m.add(m.mul(m.add(m.mul(h, warps), warp), numLines),
                   lineIndex[segment / reps]);
    };
    // Whoever used the buffer before is done; copies of a total (lanes and
    // warps that hold copies of a line) store the same value to the same
    // place, which is benign. The other lanes store nothing (a spare slot
    // for them would share a bank with some total).
    em.barrier();
    auto storeTotals = [&] {
      for (auto [i, s] : llvm::enumerate(segments)) {
        Value index = totalAt(i, group);
        for (size_t k = 0; k < c.numOperands(); ++k)
          plan.store(k, s.total[k], index);
      }
    };
    if (holdsTotal)
      em.emitIf(holdsTotal, storeTotals);
    else
      storeTotals();
    em.barrier();
    for (auto [i, s] : llvm::enumerate(segments)) {
      std::optional<Partial> before;
      llvm::SmallVector<Value> all;
      for (int64_t n = 0; n < warps; ++n) {
        int64_t w = nth(n, warps);
        bool needTotal = carriesOn(i), needBefore = n + 1 < warps;
        if (!needTotal && !needBefore)
          break;
        Value index = totalAt(i, em.i32Const(w));
        llvm::SmallVector<Value> v;
        for (size_t k = 0; k < c.numOperands(); ++k)
          v.push_back(plan.load(k, index));
        if (needTotal)
          all = n ? c.apply(v, all) : v;
        if (!needBefore)
          continue;
        // Warp w comes before this thread's in scan order.
        Value isBefore = reverse ? icmp(em, LLVM::ICmpPredicate::ult, group, w)
                                 : icmp(em, LLVM::ICmpPredicate::ugt, group, w);
        before = n ? Partial{selectAll(em, isBefore, c.apply(v, before->values),
                                       before->values),
                             before->present}
                   : Partial{v, isBefore};
      }
      s.carry = after(c, s.carry, before);
      s.lineTotal = all;
    }
  }

  // Each element takes the threads before its own, then the repetitions
  // before its own.
  for (Segment &s : segments)
    for (int64_t r : s.registers)
      x[r] = prepend(c, x[r], s.carry);
  for (size_t first = 0; reps > 1 && first < segments.size(); first += reps) {
    std::optional<Partial> carry;
    for (int64_t n = 0; n < reps; ++n) {
      Segment &s = segments[first + nth(n, reps)];
      for (int64_t r : s.registers)
        x[r] = prepend(c, x[r], carry);
      if (n + 1 < reps)
        carry = after(c, Partial{s.lineTotal, Value()}, carry);
    }
  }
  if (!c.ok)
    return failure();
  c.setResults(values, x);
  return success();
}
