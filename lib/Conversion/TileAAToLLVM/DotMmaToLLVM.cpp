//===- DotMmaToLLVM.cpp - dot on tensor cores (mma.sync m16n8k16) ---------===//
//
// f16 and bf16 products accumulated in f32, for 2-D tiles of 16x8
// accumulator tiles whose tile columns split evenly over the warps, with K
// a multiple of 16. Warp w owns, in every tile row, the `perRow` tile
// columns from w * perRow, and holds them in the mma fragment layout:
//
//   lane = 4 * g + q  (g = lane / 4, q = lane % 4)
//   c[i] = C[g + 8 * (i / 2)][2 * q + i % 2]
//   a[i] = A[g + 8 * ((i / 2) % 2)][2 * q + i % 2 + 8 * (i / 4)]
//   b[i] = B[2 * q + i % 2 + 8 * (i / 2)][g]
//
// (PTX ISA, "Matrix Fragments for mma.m16n8k16 with floating point type").
//
// The accumulator moves from the blocked layout to the fragments and back
// through shared memory, in chunks of whole tile rows when it does not fit.
// Which chunk a value belongs to is then known at compile time on both
// sides: a blocked slot's rows depend only on the slot (T is a multiple of
// N / 4 here), a fragment's only on its tile row. So every value is stored
// and loaded once, at a per-thread base plus a constant, with no
// predicates. lhs and rhs are staged in K-chunks as on the blocked path and
// each warp reads its fragments from there.
//
// Tensor cores add the 16 products of a step with their own internal
// ordering and precision, so results can differ from the CPU interpreter's
// sequential fused multiply-adds in the last bits.
//
//===----------------------------------------------------------------------===//

#include "DotLowering.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include <map>

using namespace mlir;
using namespace mlir::tileir::tilegpu;

llvm::SmallVector<Value> mlir::tileir::tilegpu::moveAccumulator(
    KernelEmitter &em, const AccumulatorMove &acc, llvm::ArrayRef<Value> values,
    bool fromBlocked) {
  IndexMath im{em};
  Type type = values.front().getType();
  int64_t chunkBytes = acc.chunkRows * acc.n * em.sharedBytes(type);
  const auto &srcIndex = fromBlocked ? acc.blockedIndex : acc.fragmentIndex;
  const auto &dstIndex = fromBlocked ? acc.fragmentIndex : acc.blockedIndex;
  const auto &srcChunk = fromBlocked ? acc.blockedChunk : acc.fragmentChunk;
  const auto &dstChunk = fromBlocked ? acc.fragmentChunk : acc.blockedChunk;
  llvm::SmallVector<Value> out(dstIndex.size());
  for (int64_t c = 0; c < acc.m / acc.chunkRows; ++c) {
    int64_t lo = c * acc.chunkRows * acc.n;
    // Whoever used the buffer before (or read the previous chunk) is done.
    em.barrier();
    for (size_t i = 0; i < values.size(); ++i)
      if (srcChunk[i] == c)
        em.storeShared(values[i], im.add(srcIndex[i], -lo), chunkBytes);
    em.barrier();
    for (size_t i = 0; i < out.size(); ++i)
      if (dstChunk[i] == c)
        out[i] = em.loadShared(type, im.add(dstIndex[i], -lo), chunkBytes);
  }
  return out;
}

/// Two 16-bit elements as one mma operand register: vector<2xf16> for f16,
/// i32 (first element in the low half) for bf16.
static Value pack(KernelEmitter &em, Value lo, Value hi) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  if (lo.getType().isF16()) {
    auto vec = VectorType::get({2}, lo.getType());
    Value v = LLVM::UndefOp::create(b, loc, vec);
    v = LLVM::InsertElementOp::create(b, loc, v, lo, em.i32Const(0));
    return LLVM::InsertElementOp::create(b, loc, v, hi, em.i32Const(1));
  }
  auto bits = [&](Value x) -> Value {
    Value i16 = LLVM::BitcastOp::create(b, loc, b.getI16Type(), x);
    return LLVM::ZExtOp::create(b, loc, b.getI32Type(), i16);
  };
  Value high = LLVM::ShlOp::create(b, loc, bits(hi), em.i32Const(16));
  return LLVM::OrOp::create(b, loc, bits(lo), high);
}

namespace {
/// The shapes of one mma.sync product.
struct MmaPlan {
  int64_t chunkRows, warps, tilesM, perRow;
  int64_t perWarp() const { return tilesM * perRow; }
};

/// Per-thread values the fragment layout is built from.
struct MmaLane {
  Value g, q, fragCol, fragRow8;
  std::map<int64_t, Value> tileCol;
};
} // namespace

static std::optional<MmaPlan> planMma(KernelEmitter &em, const Matmul &mm) {
  int64_t threads = em.target.numThreads;
  int64_t warps = threads / 32;
  bool halves = (mm.lhsElement.isF16() && mm.rhsElement.isF16()) ||
                (mm.lhsElement.isBF16() && mm.rhsElement.isBF16());
  if (!halves || !mm.accStorage.isF32() || mm.kScales || mm.batch != 1 ||
      mm.m % 16 || mm.n % 8 || mm.k % 16 || (mm.n / 8) % warps ||
      mm.m * mm.n % threads)
    return std::nullopt;
  // Chunks of the accumulator move: whole tile rows that fit the buffer.
  int64_t accBytes = em.sharedBytes(mm.accStorage);
  int64_t chunkRows = mm.m;
  while (chunkRows * mm.n * accBytes > em.target.sharedBudgetBytes &&
         chunkRows % 32 == 0)
    chunkRows /= 2;
  if (chunkRows * mm.n * accBytes > em.target.sharedBudgetBytes)
    return std::nullopt;
  // K-chunks are whole k-steps of 16; the blocked path may go below that.
  if (failed(planDotStaging(em, mm, /*multiple=*/16, /*report=*/false)))
    return std::nullopt;
  return MmaPlan{chunkRows, warps, mm.m / 16, mm.n / 8 / warps};
}

static MmaLane mmaLane(KernelEmitter &em, const MmaPlan &p) {
  IndexMath im{em};
  Value tid = em.threadId();
  Value lane = im.rem(tid, 32);
  MmaLane l;
  l.g = im.div(lane, 4);
  l.q = im.rem(lane, 4);
  // First column of the warp's tile columns (per jc), of its fragment
  // entries (plus 2q), and rows g and g + 8 of a tile.
  Value warpCol = im.mul(im.div(tid, 32), p.perRow * 8);
  l.fragCol = im.mul(l.q, 2);
  l.fragRow8 = im.add(l.g, 8);
  for (int64_t jc = 0; jc < p.perRow; ++jc)
    l.tileCol[jc] = im.add(warpCol, jc * 8);
  return l;
}

static AccumulatorMove mmaAccumulator(KernelEmitter &em, const Matmul &mm,
                                      const MmaPlan &p) {
  IndexMath im{em};
  MmaLane l = mmaLane(em, p);
  int64_t threads = em.target.numThreads;
  AccumulatorMove acc{mm.m, mm.n, p.chunkRows, {}, {}, {}, {}};
  int64_t accN = mm.m * mm.n;
  for (int64_t s = 0; s < em.slotsFor(accN); ++s) {
    acc.blockedIndex.push_back(em.elementIndex(accN, s));
    acc.blockedChunk.push_back(s * threads / mm.n / p.chunkRows);
  }
  // Entry 4 * j + i: row g (+ 8 for i >= 2) of tile row j / perRow, column
  // 2q + i % 2 of tile column jc = j % perRow.
  Value rowBase0 = im.add(im.mul(l.g, mm.n), l.fragCol);
  Value rowBase8 = im.add(im.mul(l.fragRow8, mm.n), l.fragCol);
  for (int64_t j = 0; j < p.perWarp(); ++j)
    for (int64_t i = 0; i < 4; ++i) {
      Value base = im.add(i < 2 ? rowBase0 : rowBase8, l.tileCol[j % p.perRow]);
      acc.fragmentIndex.push_back(
          im.add(base, (j / p.perRow) * 16 * mm.n + i % 2));
      acc.fragmentChunk.push_back(j / p.perRow * 16 / p.chunkRows);
    }
  return acc;
}

static llvm::SmallVector<Value> mmaMultiply(KernelEmitter &em, Matmul &mm,
                                            const MmaPlan &p,
                                            llvm::ArrayRef<Value> fragments) {
  DotStaging st = *planDotStaging(em, mm, /*multiple=*/16, /*report=*/false);
  IndexMath im{em};
  MmaLane l = mmaLane(em, p);
  Value g = l.g;
  Value fragCol = l.fragCol, fragRow8 = l.fragRow8;
  auto &tileCol = l.tileCol;
  int64_t tilesM = p.tilesM, perRow = p.perRow, perWarp = p.perWarp();
  llvm::SmallVector<Value> frags(fragments.begin(), fragments.end());
  Type f32 = em.b.getF32Type();
  auto resultType =
      LLVM::LLVMStructType::getLiteral(em.b.getContext(), {f32, f32, f32, f32});
  NVVM::MMATypes ptxType =
      mm.lhsElement.isF16() ? NVVM::MMATypes::f16 : NVVM::MMATypes::bf16;
  // a[i] of tile row r at chunk offset kb is lhs chunk element
  // (16 r + g + 8 ((i / 2) % 2)) * chunk + kb + 2q + i % 2 + 8 (i / 4).
  Value aBase0 = im.add(im.mul(g, st.chunk), fragCol);
  Value aBase8 = im.add(im.mul(fragRow8, st.chunk), fragCol);
  // b[i] of tile column jc is rhs chunk element
  // (kb + 2q + i % 2 + 8 (i / 2)) * N + col(jc) + g.
  Value bBase = im.add(im.mul(fragCol, mm.n), g);

  // One k-step of 16 at chunk offset kb: the a fragment of every tile row
  // and the b fragment of every tile column of the warp, then one mma per
  // tile.
  auto step = [&](Value kb, ValueRange carried) {
    Value aK0 = im.add(aBase0, kb), aK8 = im.add(aBase8, kb);
    Value bK = im.add(bBase, im.mul(kb, mm.n));
    llvm::SmallVector<llvm::SmallVector<Value>> a(tilesM), b(perRow);
    for (int64_t r = 0; r < tilesM; ++r) {
      llvm::SmallVector<Value> elems;
      for (int64_t i = 0; i < 8; ++i) {
        Value base = (i / 2) % 2 ? aK8 : aK0;
        int64_t offset = 16 * r * st.chunk + i % 2 + 8 * (i / 4);
        elems.push_back(st.plan.load(st.lhs, im.add(base, offset)));
      }
      for (int64_t i = 0; i < 8; i += 2)
        a[r].push_back(pack(em, elems[i], elems[i + 1]));
    }
    for (int64_t jc = 0; jc < perRow; ++jc) {
      Value base = im.add(bK, tileCol[jc]);
      llvm::SmallVector<Value> elems;
      for (int64_t i = 0; i < 4; ++i)
        elems.push_back(
            st.plan.load(st.rhs, im.add(base, (i % 2 + 8 * (i / 2)) * mm.n)));
      for (int64_t i = 0; i < 4; i += 2)
        b[jc].push_back(pack(em, elems[i], elems[i + 1]));
    }
    llvm::SmallVector<Value> next;
    for (int64_t j = 0; j < perWarp; ++j) {
      Value d = NVVM::MmaOp::create(
          em.b, em.loc, resultType, a[j / perRow], b[j % perRow],
          carried.slice(4 * j, 4), llvm::ArrayRef<int64_t>{16, 8, 16},
          std::nullopt, std::nullopt,
          std::array<NVVM::MMATypes, 2>{ptxType, ptxType},
          std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                         NVVM::MMALayout::col});
      for (int64_t i = 0; i < 4; ++i)
        next.push_back(LLVM::ExtractValueOp::create(em.b, em.loc, d, i));
    }
    return next;
  };

  return forEachKChunk(em, mm.k, st.chunk, frags,
                       [&](Value k0, ValueRange carried) {
                         em.barrier();
                         stageDotChunk(em, mm, st, k0);
                         em.barrier();
                         return em.emitLoop(im.c(st.chunk / 16), carried,
                                            [&](Value s, ValueRange c) {
                                              return step(im.mul(s, 16), c);
                                            });
                       });
}

std::optional<TensorCorePath>
mlir::tileir::tilegpu::planMmaPath(KernelEmitter &em, const Matmul &mm) {
  std::optional<MmaPlan> plan = planMma(em, mm);
  if (!plan)
    return std::nullopt;
  return makeTensorCorePath("mma.sync", *plan, mmaAccumulator, mmaMultiply);
}
