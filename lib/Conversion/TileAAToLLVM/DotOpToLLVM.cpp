//===- DotOpToLLVM.cpp - Matrix multiply-accumulate -----------------------===//
//
// dot and dot_scaled: (batch x) M x K times (batch x) K x N plus an M x N
// accumulator. Each thread computes the accumulator elements it holds, so no
// result moves; lhs and rhs go through the staging buffer in chunks of K
// (all of K when it fits), and for every k of a chunk each thread loads the
// lhs rows and rhs columns its slots need, widens them to the accumulator's
// type and multiplies-adds. k runs in increasing order with one fused
// multiply-add per step, as in the CPU interpreter's kernels, so f32 and f64
// results match it bit for bit. Products that an mma.sync or wgmma form
// takes and whose shapes tile into it run on tensor cores instead
// (DotMmaToLLVM.cpp, DotWgmmaToLLVM.cpp).
//
// Slot s of thread t holds element t + s * T; with M x N of powers of two
// its (row, column) is (t / N + s * T / N, t % N + s * T % N): thread and
// slot parts separate, and slots that share a row (column) share its loads.
//
//===----------------------------------------------------------------------===//

#include "DotLowering.h"
#include "FloatConversions.h"
#include "KernelEmitter.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/Remarks.h"

#include <map>

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

namespace {

/// Where one accumulator slot's row and column come from: a per-thread
/// value plus a per-slot constant (keys for sharing loads between slots).
struct SlotCoords {
  llvm::SmallVector<int64_t> rowKey, colKey;
  /// Row (batch * M + i) and column of each key.
  std::map<int64_t, Value> row, col;
};

} // namespace

static SlotCoords accumulatorCoords(KernelEmitter &em, const Matmul &mm) {
  IndexMath im{em};
  SlotCoords sc;
  int64_t accN = mm.batch * mm.m * mm.n;
  int64_t threads = em.target.numThreads;
  int64_t slots = em.slotsFor(mm.accType);
  // A slot at row rowT + rs and column colT + cs of per-thread values rowT
  // and colT: its keys, and the shared row and column values.
  auto addShifted = [&](Value rowT, Value colT, int64_t rs, int64_t cs) {
    sc.rowKey.push_back(rs);
    sc.colKey.push_back(cs);
    if (!sc.row.count(rs))
      sc.row[rs] = im.add(rowT, rs);
    if (!sc.col.count(cs))
      sc.col[cs] = im.add(colT, cs);
  };
  if (em.explicitLayout(mm.accType)) {
    // A blocked layout of its own: slot s holds the element of slot 0 |
    // shift(s), the shift sharing no bit with slot 0's index
    // (slotIndexShift). With N a power of two the row and the column then
    // split the same way, so slots share the loads of their rows and
    // columns: a thread holding runs of r along N and M / r rows loads r +
    // M / r operand elements per k, not one per slot.
    llvm::SmallVector<int64_t> shifts;
    for (int64_t s = 0; s < slots && llvm::isPowerOf2_64(mm.n); ++s)
      if (std::optional<int64_t> shift = em.slotIndexShift(mm.accType, s))
        shifts.push_back(*shift);
    if (int64_t(shifts.size()) == slots) {
      Value e = em.elementIndex(mm.accType, 0);
      Value rowT = im.div(e, mm.n), colT = im.rem(e, mm.n);
      for (int64_t shift : shifts)
        addShifted(rowT, colT, shift / mm.n, shift % mm.n);
      return sc;
    }
  }
  bool separable = !em.explicitLayout(mm.accType) && accN >= threads &&
                   (mm.n % threads == 0 || threads % mm.n == 0);
  if (!separable) {
    // A tile smaller than the CTA (one slot, copies in several threads),
    // shapes that are not powers of two, or a layout whose slots are no
    // fixed shifts of the first: one key per slot.
    for (int64_t s = 0; s < slots; ++s) {
      Value e = em.elementIndex(mm.accType, s);
      sc.rowKey.push_back(s);
      sc.colKey.push_back(s);
      sc.row[s] = im.div(e, mm.n);
      sc.col[s] = im.rem(e, mm.n);
    }
    return sc;
  }
  Value t = em.threadId();
  Value rowT = im.div(t, mm.n), colT = im.rem(t, mm.n);
  for (int64_t s = 0; s < slots; ++s)
    addShifted(rowT, colT, s * threads / mm.n, s * threads % mm.n);
  return sc;
}

static DotStaging planFor(KernelEmitter &em, const Matmul &mm, int64_t chunk,
                          bool padded) {
  // Elements in 16 bytes: the row padding, and the longest run of slots
  // stored at once (sharedStoreRun).
  auto sixteenBytes = [&](Type storage) -> int64_t {
    return std::max<int64_t>(1, 16 / em.sharedBytes(storage));
  };
  auto pad = [&](Type storage) -> int64_t {
    return padded ? sixteenBytes(storage) : 0;
  };
  DotStaging st{chunk,
                StagingPlan(em),
                0,
                0,
                0,
                0,
                chunk + pad(mm.lhsStorage),
                mm.n + pad(mm.rhsStorage)};
  if (mm.kScales) {
    st.lhsScale = st.plan.add(mm.scaleStorage, mm.batch * mm.m * mm.kScales);
    st.rhsScale = st.plan.add(mm.scaleStorage, mm.batch * mm.kScales * mm.n);
  }
  // Chunks of K need a spare run of up to 16 bytes each (see indexOrSpare
  // and stageDotChunk's runs).
  auto spare = [&](Type storage) -> int64_t {
    return chunk < mm.k ? sixteenBytes(storage) : 0;
  };
  // An operand read from a shared tile (Matmul::lhsTile, rhsTile) is not
  // staged.
  if (!mm.lhsTile)
    st.lhs = st.plan.add(mm.lhsStorage,
                         mm.batch * mm.m * st.lhsPitch + spare(mm.lhsStorage));
  if (!mm.rhsTile)
    st.rhs = st.plan.add(mm.rhsStorage,
                         mm.batch * chunk * st.rhsPitch + spare(mm.rhsStorage));
  return st;
}

/// Slots [s, s + n) of `parts`.
static llvm::ArrayRef<Value> slotRun(const Parts &parts, size_t s, int64_t n) {
  return llvm::ArrayRef<Value>(parts).slice(s, n);
}

/// Stores this thread's slots of a tile that is staged whole (row-major),
/// a run of slots holding consecutive elements with one store.
static void stageWhole(KernelEmitter &em, StagingPlan &plan, unsigned region,
                       const Parts &parts, Type type, Type storage) {
  // Copies of an element (tiles smaller than the CTA) are stored by every
  // holder: the same value to the same place.
  int64_t run = em.sharedStoreRun(type, storage);
  for (size_t s = 0; s < parts.size(); s += run)
    plan.storeRun(region, slotRun(parts, s, run), em.elementIndex(type, s));
}

void mlir::tileir::tilegpu::stageDotScales(KernelEmitter &em, const Matmul &mm,
                                           DotStaging &st) {
  auto scaled = cast<aa::DotScaledOp>(mm.op);
  stageWhole(em, st.plan, st.lhsScale, mm.lhsScale,
             scaled.getLhsScale().getType(), mm.scaleStorage);
  stageWhole(em, st.plan, st.rhsScale, mm.rhsScale,
             scaled.getRhsScale().getType(), mm.scaleStorage);
}

Value mlir::tileir::tilegpu::scaleSumInto(KernelEmitter &em, const Matmul &mm,
                                          Value sum, Value lhsScale,
                                          Value rhsScale, Value acc) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type accType = acc.getType();
  Type scaleElement =
      cast<aa::DotScaledOp>(mm.op).getLhsScale().getType().getElementType();
  if (!isa<Float8E8M0FNUType>(scaleElement)) {
    Type f64 = b.getF64Type();
    Value scale = LLVM::FMulOp::create(b, loc, mm.widenScale(lhsScale),
                                       mm.widenScale(rhsScale));
    Value wideSum = LLVM::FPExtOp::create(b, loc, f64, sum);
    Value wide = LLVM::FPExtOp::create(b, loc, f64, acc);
    wide = LLVM::FMAOp::create(b, loc, wideSum, scale, wide);
    return LLVM::FPTruncOp::create(b, loc, accType, wide);
  }
  Value one =
      LLVM::ConstantOp::create(b, loc, accType, b.getFloatAttr(accType, 1.0));
  Value sa = emitExtendToF32(b, loc, lhsScale, scaleElement);
  Value sb = emitExtendToF32(b, loc, rhsScale, scaleElement);
  // NaN scales compare false on both sides, and reach the result either
  // way.
  Value saSmall =
      LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::olt, sa, one);
  Value sbSmall =
      LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::olt, sb, one);
  Value apart = LLVM::XOrOp::create(b, loc, saSmall, sbSmall);
  Value x = LLVM::SelectOp::create(
      b, loc, apart, sum, LLVM::FMulOp::create(b, loc, sum, sa).getResult());
  Value y = LLVM::SelectOp::create(
      b, loc, apart, LLVM::FMulOp::create(b, loc, sa, sb).getResult(), sb);
  return LLVM::FMAOp::create(b, loc, x, y, acc);
}

llvm::SmallVector<Value> mlir::tileir::tilegpu::scaleSumsInto(
    KernelEmitter &em, const Matmul &mm, llvm::ArrayRef<Value> sums,
    llvm::ArrayRef<Value> lhsScales, llvm::ArrayRef<Value> rhsScales,
    llvm::ArrayRef<Value> acc) {
  auto general = [&] {
    llvm::SmallVector<Value> out;
    for (size_t i = 0; i < sums.size(); ++i)
      out.push_back(
          scaleSumInto(em, mm, sums[i], lhsScales[i], rhsScales[i], acc[i]));
    return out;
  };
  Type scaleElement =
      cast<aa::DotScaledOp>(mm.op).getLhsScale().getType().getElementType();
  if (!isa<Float8E8M0FNUType>(scaleElement) || sums.empty())
    return general();
  OpBuilder &b = em.b;
  Location loc = em.loc;
  IndexMath im{em};
  // Biased exponents 64 to 190: (x - 64) < 127 unsigned.
  Value moderate;
  llvm::SmallPtrSet<Value, 8> seen;
  for (Value scale : lhsScales) {
    if (!seen.insert(scale).second)
      continue;
    Value x = LLVM::ZExtOp::create(b, loc, b.getI32Type(), scale);
    Value in = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult,
                                    im.sub(x, im.c(64)), im.c(127));
    moderate = moderate ? LLVM::AndOp::create(b, loc, moderate, in) : in;
  }
  llvm::SmallVector<Type> types(acc.size(), acc.front().getType());
  return em.emitIfElse(
      moderate, types,
      [&] {
        // A moderate lhs scale is the f32 of its byte in the exponent
        // field; the rhs scale is decoded whole (zero and NaN included).
        llvm::DenseMap<Value, Value> decoded[2];
        auto decode = [&](Value scale, bool moderate) {
          Value &v = decoded[moderate][scale];
          if (v)
            return v;
          if (!moderate)
            return v = emitExtendToF32(b, loc, scale, scaleElement);
          Value bits = LLVM::ShlOp::create(
              b, loc, LLVM::ZExtOp::create(b, loc, b.getI32Type(), scale),
              im.c(23));
          return v = LLVM::BitcastOp::create(b, loc, b.getF32Type(), bits);
        };
        llvm::SmallVector<Value> out;
        for (size_t i = 0; i < sums.size(); ++i) {
          Value x =
              LLVM::FMulOp::create(b, loc, sums[i], decode(lhsScales[i], true));
          out.push_back(LLVM::FMAOp::create(
              b, loc, x, decode(rhsScales[i], false), acc[i]));
        }
        return out;
      },
      general);
}

FailureOr<DotStaging> mlir::tileir::tilegpu::planDotStaging(KernelEmitter &em,
                                                            const Matmul &mm,
                                                            int64_t multiple,
                                                            bool report) {
  // The largest chunk that fits, padded if the padding fits too.
  auto fits = [&](int64_t chunk) {
    return planFor(em, mm, chunk, /*padded=*/false).plan.fits();
  };
  int64_t chunk = mm.k;
  while (chunk % (2 * multiple) == 0 && !fits(chunk))
    chunk /= 2;
  bool padded = planFor(em, mm, chunk, /*padded=*/true).plan.fits();
  DotStaging st = planFor(em, mm, chunk, padded);
  if (st.plan.fits())
    return st;
  if (!report)
    return failure();
  return mm.op->emitOpError("operands do not fit the shared-memory staging "
                            "buffer even one k at a time (")
         << st.plan.bytes() << " bytes)";
}

void mlir::tileir::tilegpu::stageDotChunk(KernelEmitter &em, const Matmul &mm,
                                          DotStaging &st, Value k0) {
  IndexMath im{em};
  // rel = kk - k0; kk is in the chunk if rel < chunk (unsigned). With one
  // chunk (no k0) every kk is.
  auto inChunk = [&](Value kk, Value &rel) -> Value {
    if (!k0) {
      rel = kk;
      return Value();
    }
    rel = im.sub(kk, k0);
    return LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::ult, rel,
                                im.c(st.chunk));
  };
  auto orSpare = [&](Value in, Value index, int64_t spare) {
    return in ? indexOrSpare(em, in, index, spare) : index;
  };
  // A run of slots along K (lhs) or N (rhs) is wholly in the chunk or
  // wholly out of it (chunks are multiples of the run), and goes to
  // consecutive elements, or to the spare run past the chunk.
  int64_t lhsRun = em.sharedStoreRun(mm.lhsType, mm.lhsStorage);
  if (st.chunk % lhsRun)
    lhsRun = 1;
  // Operands read from shared tiles are not staged (planFor).
  for (size_t s = 0; !mm.lhsTile && s < mm.lhs.size(); s += lhsRun) {
    Value e = em.elementIndex(mm.lhsType, s);
    Value rel, in = inChunk(im.rem(e, mm.k), rel);
    Value index = im.add(im.mul(im.div(e, mm.k), st.lhsPitch), rel);
    st.plan.storeRun(st.lhs, slotRun(mm.lhs, s, lhsRun),
                     orSpare(in, index, mm.batch * mm.m * st.lhsPitch));
  }
  int64_t rhsRun = em.sharedStoreRun(mm.rhsType, mm.rhsStorage);
  for (size_t s = 0; !mm.rhsTile && s < mm.rhs.size(); s += rhsRun) {
    Value e = em.elementIndex(mm.rhsType, s);
    Value rel, in = inChunk(im.rem(im.div(e, mm.n), mm.k), rel);
    Value bt = im.div(e, mm.k * mm.n), col = im.rem(e, mm.n);
    Value line = im.add(im.mul(bt, st.chunk), rel);
    Value index = im.add(im.mul(line, st.rhsPitch), col);
    st.plan.storeRun(st.rhs, slotRun(mm.rhs, s, rhsRun),
                     orSpare(in, index, mm.batch * st.chunk * st.rhsPitch));
  }
}

static Value multiplyAdd(KernelEmitter &em, Value a, Value b, Value acc) {
  Type accType = acc.getType();
  if (a.getType() != accType) {
    // A wider multiply type: one rounding there, one back to the accumulator.
    Value wide = LLVM::FPExtOp::create(em.b, em.loc, a.getType(), acc);
    wide = LLVM::FMAOp::create(em.b, em.loc, a, b, wide);
    return LLVM::FPTruncOp::create(em.b, em.loc, accType, wide);
  }
  if (isa<FloatType>(accType))
    return LLVM::FMAOp::create(em.b, em.loc, a, b, acc);
  Value product = LLVM::MulOp::create(em.b, em.loc, a, b);
  return LLVM::AddOp::create(em.b, em.loc, product, acc);
}

std::optional<int64_t> mlir::tileir::tilegpu::registerHolding(
    const nv_tileas::LinearLayout &layout, int64_t warps,
    llvm::function_ref<nv_tileas::LinearLayout::Coord(int64_t, int64_t)>
        planned) {
  using InDim = nv_tileas::LinearLayout::InDim;
  nv_tileas::LinearLayout::Coord at = planned(0, 0);
  auto holdsEverywhere = [&](int64_t r) {
    for (int64_t w = 0; w < warps; ++w)
      for (int64_t lane = 0; lane < 32; ++lane)
        if (layout.apply(r, lane, w) != planned(lane, w))
          return false;
    return true;
  };
  for (int64_t r = 0; r < layout.getSize(InDim::Register); ++r)
    if (layout.apply(InDim::Register, r) == at && holdsEverywhere(r))
      return r;
  return std::nullopt;
}

/// Whether a tile of `type` is in a tensor-core fragment layout chosen in
/// the IR (tileas-accelerate-matmul) rather than a blocked one.
static bool isTypedFragment(Type type) {
  auto tensor = dyn_cast_or_null<RankedTensorType>(type);
  return tensor &&
         isa_and_nonnull<nv_tileas::MmaSyncLayoutAttr,
                         nv_tileas::WgmmaLayoutAttr>(tensor.getEncoding());
}

std::optional<TensorCorePath>
mlir::tileir::tilegpu::planTensorCorePath(KernelEmitter &em, const Matmul &mm) {
  // wgmma reads operands from its own staging or from nvmma_shared stages;
  // mma.sync from its staging or any stage (swizzled_shared ones through
  // ldmatrix). An accumulator typed in mma_sync's fragment layout takes
  // mma.sync; one typed in wgmma's takes mma.sync where wgmma cannot read
  // the operands (mma.sync's stages) and the fragments agree.
  auto accTensor = dyn_cast_or_null<RankedTensorType>(mm.accType);
  Attribute typed = accTensor ? accTensor.getEncoding() : Attribute();
  if (!isa_and_nonnull<nv_tileas::MmaSyncLayoutAttr>(typed))
    if (std::optional<TensorCorePath> wgmma = planWgmmaPath(em, mm))
      return wgmma;
  return planMmaPath(em, mm);
}

/// Says, as an optimization remark, where a product runs: users read these
/// (tileiras --remarks) to see why a kernel is slow.
static void remarkProductPath(KernelEmitter &em, const Matmul &mm,
                              const TensorCorePath *path) {
  if (!em.emitRemarks)
    return;
  auto opts = remark::RemarkOpts::name("TensorCores")
                  .category("dot")
                  .function(em.function().getName());
  std::string product;
  llvm::raw_string_ostream os(product);
  os << mm.m << "x" << mm.n << "x" << mm.k << " " << mm.lhsElement << " x "
     << mm.rhsElement;
  if (path)
    remark::passed(em.loc, opts)
        << remark::add("the {0} product runs on tensor cores ({1})", product,
                       path->name.str());
  else
    remark::missed(em.loc, opts)
        << remark::add("the {0} product runs on CUDA cores", product)
        << remark::reason("no tensor-core instruction of sm_{0} takes it in "
                          "this lowering: {1}",
                          em.target.computeCapability, whyNotMmaSync(em, mm));
}

static LogicalResult emitMatmul(KernelEmitter &em, Matmul &mm, Value result) {
  std::optional<TensorCorePath> path = planTensorCorePath(em, mm);
  // An accumulator typed in a fragment layout that mma.sync cannot follow
  // here (the staging does not fit, say) is computed on CUDA cores, which
  // follow any layout.
  if (isTypedFragment(mm.accType) && path && path->slotOfEntry.empty())
    path.reset();
  remarkProductPath(em, mm, path ? &*path : nullptr);
  if (path && isTypedFragment(mm.accType)) {
    // The IR keeps the accumulator in the fragment layout: its slots are
    // the fragment entries, in the layout's order.
    llvm::SmallVector<Value> frags;
    for (int64_t slot : path->slotOfEntry)
      frags.push_back(mm.acc[slot]);
    frags = path->multiply(em, mm, frags);
    Parts slots(frags.size());
    for (auto [entry, slot] : llvm::enumerate(path->slotOfEntry))
      slots[slot] = frags[entry];
    em.set(result, std::move(slots));
    return success();
  }
  if (path) {
    AccumulatorMove acc = path->accumulator(em, mm);
    llvm::SmallVector<Value> frags =
        moveAccumulator(em, acc, mm.acc, /*fromBlocked=*/true);
    frags = path->multiply(em, mm, frags);
    em.set(result,
           Parts(moveAccumulator(em, acc, frags, /*fromBlocked=*/false)));
    return success();
  }
  // On CUDA cores both operands are staged, whatever shared tiles they
  // were loaded from.
  mm.lhsTile = mm.rhsTile = {};
  FailureOr<DotStaging> planned = planDotStaging(em, mm);
  if (failed(planned))
    return failure();
  DotStaging &st = *planned;
  int64_t chunk = st.chunk;
  int64_t block = mm.kScales ? mm.k / mm.kScales : 0;

  IndexMath im{em};
  SlotCoords sc = accumulatorCoords(em, mm);
  // Per row key: lhs chunk index of k = 0 and the row's batch; per column
  // key (and batch): rhs chunk index of k = 0.
  std::map<int64_t, Value> lhsBase, batchOf, lhsScaleBase;
  std::map<std::pair<int64_t, int64_t>, Value> rhsBase, rhsScaleBase;
  auto rhsKey = [&](size_t s) {
    return std::make_pair(mm.batch == 1 ? 0 : sc.rowKey[s], sc.colKey[s]);
  };
  for (auto &[key, row] : sc.row) {
    lhsBase[key] = im.mul(row, st.lhsPitch);
    batchOf[key] = im.div(row, mm.m);
    if (mm.kScales)
      lhsScaleBase[key] = im.mul(row, mm.kScales);
  }
  for (size_t s = 0; s < sc.rowKey.size(); ++s) {
    auto key = rhsKey(s);
    if (rhsBase.count(key))
      continue;
    Value bt = batchOf[sc.rowKey[s]], col = sc.col[sc.colKey[s]];
    rhsBase[key] = im.add(im.mul(bt, chunk * st.rhsPitch), col);
    if (mm.kScales)
      rhsScaleBase[key] = im.add(im.mul(bt, mm.kScales * mm.n), col);
  }

  // Whoever used the buffer before must be done with it; the scales are
  // staged once, the chunks below after their own barrier.
  if (mm.kScales) {
    em.barrier();
    stageDotScales(em, mm, st);
  }

  // One k step of a chunk starting at k0 (i32, constant 0 for one chunk).
  auto step = [&](Value k0, Value kk, ValueRange acc) {
    Value ks;
    if (mm.kScales)
      ks = im.div(im.add(k0, kk), block);
    std::map<int64_t, Value> a;
    std::map<std::pair<int64_t, int64_t>, Value> b;
    llvm::SmallVector<Value> next;
    for (size_t s = 0; s < acc.size(); ++s) {
      int64_t rk = sc.rowKey[s];
      auto ck = rhsKey(s);
      if (!a.count(rk)) {
        Value x = mm.widenLhs(st.plan.load(st.lhs, im.add(lhsBase[rk], kk)));
        if (mm.kScales)
          x = LLVM::FMulOp::create(
              em.b, em.loc, x,
              mm.widenScale(
                  st.plan.load(st.lhsScale, im.add(lhsScaleBase[rk], ks))));
        a[rk] = x;
      }
      if (!b.count(ck)) {
        Value y = mm.widenRhs(
            st.plan.load(st.rhs, im.add(rhsBase[ck], im.mul(kk, st.rhsPitch))));
        if (mm.kScales)
          y = LLVM::FMulOp::create(
              em.b, em.loc, y,
              mm.widenScale(st.plan.load(
                  st.rhsScale, im.add(rhsScaleBase[ck], im.mul(ks, mm.n)))));
        b[ck] = y;
      }
      next.push_back(multiplyAdd(em, a[rk], b[ck], acc[s]));
    }
    return next;
  };
  auto perChunk = [&](Value k0, ValueRange acc) {
    em.barrier();
    stageDotChunk(em, mm, st, k0);
    em.barrier();
    Value first = k0 ? k0 : im.c(0);
    return em.emitLoop(im.c(chunk), acc, [&](Value kk, ValueRange carried) {
      return step(first, kk, carried);
    });
  };
  em.set(result, Parts(forEachKChunk(em, mm.k, chunk, mm.acc, perChunk)));
  return success();
}

int64_t mlir::tileir::tilegpu::blockedChunkUnit(KernelEmitter &em,
                                                const Matmul &mm) {
  const nv_tileas::LinearLayout *layout = em.explicitLayout(mm.accType);
  if (!layout) {
    int64_t threads = em.target.numThreads;
    return threads > mm.n ? threads / mm.n : 1;
  }
  // The rows the bits of the thread index move an element by (XOR).
  int64_t rows = 0;
  using InDim = nv_tileas::LinearLayout::InDim;
  for (InDim in : {InDim::Lane, InDim::Warp})
    for (const nv_tileas::LinearLayout::Coord &basis : layout->getBases(in))
      rows |= basis[0];
  return int64_t(llvm::NextPowerOf2(rows));
}

void mlir::tileir::tilegpu::fillBlockedSide(KernelEmitter &em, const Matmul &mm,
                                            AccumulatorMove &acc) {
  const nv_tileas::LinearLayout *layout = em.explicitLayout(mm.accType);
  int64_t threads = em.target.numThreads;
  acc.blockedRun = em.sharedStoreRun(mm.accType, mm.accStorage);
  // The thread's first element plus the slot's constant shift, where there
  // is one (AccumulatorMove::blockedIndex).
  acc.blockedIndex = em.slotElementIndices(mm.accType);
  for (int64_t s = 0, e = em.slotsFor(mm.accType); s < e; ++s) {
    // The thread index moves rows within a chunk (blockedChunkUnit), so
    // the slot's own rows decide its chunk.
    int64_t row =
        layout ? layout->apply(nv_tileas::LinearLayout::InDim::Register, s)[0]
               : s * threads / mm.n;
    acc.blockedChunk.push_back(row / acc.chunkRows);
  }
}

llvm::SmallVector<Value> mlir::tileir::tilegpu::forEachKChunk(
    KernelEmitter &em, int64_t k, int64_t chunk, llvm::ArrayRef<Value> init,
    llvm::function_ref<llvm::SmallVector<Value>(Value, ValueRange)> perChunk) {
  if (k == chunk)
    return perChunk(Value(), init);
  IndexMath im{em};
  return em.emitLoop(im.c(k / chunk), init, [&](Value c, ValueRange carried) {
    return perChunk(im.mul(c, chunk), carried);
  });
}

//===----------------------------------------------------------------------===//
// Widening
//===----------------------------------------------------------------------===//

/// How an element of `from` becomes a value of the accumulator storage type
/// `to`, or null if the lowering does not know.
static Widen widenTo(KernelEmitter &em, Type from, Type to, bool isSigned) {
  Type storage = em.storageType(from);
  if (isEmulatedFloat(from) && !from.isTF32()) {
    if (!isa<Float32Type, Float16Type, Float64Type>(to))
      return nullptr;
    // Every f8/f4 value is exact in f16, f32 and f64.
    return [&em, from, to](Value v) -> Value {
      Value f = emitExtendToF32(em.b, em.loc, v, from);
      if (to.isF16())
        return LLVM::FPTruncOp::create(em.b, em.loc, to, f);
      if (to.isF64())
        return LLVM::FPExtOp::create(em.b, em.loc, to, f);
      return f;
    };
  }
  if (storage == to)
    return [](Value v) { return v; };
  if (isa<FloatType>(storage) && isa<FloatType>(to) &&
      storage.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
    return [&em, to](Value v) -> Value {
      return LLVM::FPExtOp::create(em.b, em.loc, to, v);
    };
  if (isa<IntegerType>(storage) && isa<IntegerType>(to) &&
      storage.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth()) {
    if (isSigned)
      return [&em, to](Value v) -> Value {
        return LLVM::SExtOp::create(em.b, em.loc, to, v);
      };
    return [&em, to](Value v) -> Value {
      return LLVM::ZExtOp::create(em.b, em.loc, to, v);
    };
  }
  return nullptr;
}

static void setShape(Matmul &mm, RankedTensorType lhs, RankedTensorType acc) {
  int64_t r = lhs.getRank();
  mm.batch = r == 3 ? lhs.getDimSize(0) : 1;
  mm.m = acc.getDimSize(r - 2);
  mm.n = acc.getDimSize(r - 1);
  mm.k = lhs.getDimSize(r - 1);
}

/// The shape and operand element types of dot or dot_scaled `op`.
template <typename DotLike> static Matmul matmulOf(DotLike op) {
  Matmul mm;
  mm.op = op;
  setShape(mm, op.getLhs().getType(), op.getAcc().getType());
  mm.lhsType = op.getLhs().getType();
  mm.rhsType = op.getRhs().getType();
  mm.accType = op.getAcc().getType();
  mm.lhsElement = op.getLhs().getType().getElementType();
  mm.rhsElement = op.getRhs().getType().getElementType();
  return mm;
}

Value mlir::tileir::tilegpu::roundTileElement(KernelEmitter &em, Value value,
                                              Operation *round) {
  if (!round)
    return value;
  // One definition of the rounding: the ftof's own
  // (emitTargetTruncateFromF32), for a value only the tensor cores read.
  auto mode =
      round->getAttrOfType<cuda_tile::RoundingModeAttr>("rounding_mode");
  Type tf32 =
      cast<RankedTensorType>(round->getResult(0).getType()).getElementType();
  return emitTargetTruncateFromF32(
      em.b, em.loc, value, tf32,
      mode ? toRounding(mode.getValue()) : Rounding::NearestEven,
      em.target.computeCapability, RoundedUse::ProductOperand);
}

/// The shared-tile read behind a product operand: the operand itself, or
/// the tile an ftof rounds from f32 to tf32 (`round`).
static nv_tileas::LocalLoadOp operandTileLoad(Value operand,
                                              Operation *&round) {
  return nv_tileas::lookThroughTF32Rounding(operand, round)
      .getDefiningOp<nv_tileas::LocalLoadOp>();
}

/// Records the types of the shared tiles `lhs` and `rhs` were loaded from,
/// where they were (a software pipeline's stages, or a loop-invariant
/// operand it put in shared memory) and the lowering addresses them: the
/// product then reads those operands from there and stages only the
/// others. Both tiles, where there are two, are for the same instruction
/// (nvmma_shared for wgmma, swizzled_shared for mma.sync).
static void setOperandTiles(Matmul &mm, Value lhs, Value rhs) {
  if (mm.batch != 1)
    return;
  auto tileOf = [](Value operand, Operation *&round) {
    auto load = operandTileLoad(operand, round);
    if (!load || !isa<nv_tileas::SwizzledSharedLayoutAttr,
                      nv_tileas::NvmmaSharedLayoutAttr>(
                     load.getSource().getType().getLayout()))
      return nv_tileas::SharedMemDescType();
    return load.getSource().getType();
  };
  Operation *lhsRound = nullptr, *rhsRound = nullptr;
  nv_tileas::SharedMemDescType lhsType = tileOf(lhs, lhsRound);
  nv_tileas::SharedMemDescType rhsType = tileOf(rhs, rhsRound);
  if (lhsType && rhsType &&
      lhsType.getLayout().getTypeID() != rhsType.getLayout().getTypeID())
    return;
  if (lhsType) {
    mm.lhsTile = lhsType;
    mm.lhsTileRound = lhsRound;
  }
  if (rhsType) {
    mm.rhsTile = rhsType;
    mm.rhsTileRound = rhsRound;
  }
}

/// Where the shared tiles setOperandTiles found start (their lowered
/// values), for the product being emitted.
static void setOperandTileBases(KernelEmitter &em, Matmul &mm, Value lhs,
                                Value rhs) {
  Operation *round;
  if (mm.lhsTile)
    mm.lhsTileBase = em.get(operandTileLoad(lhs, round).getSource()).front();
  if (mm.rhsTile)
    mm.rhsTileBase = em.get(operandTileLoad(rhs, round).getSource()).front();
}

static Matmul dotShapeOf(aa::DotOp op, KernelEmitter &em) {
  Matmul mm = matmulOf(op);
  Type lhsElem = mm.lhsElement, rhsElem = mm.rhsElement;
  Type accElem = op.getAcc().getType().getElementType();
  mm.lhsStorage = em.storageType(lhsElem);
  mm.rhsStorage = em.storageType(rhsElem);
  mm.accStorage = em.storageType(accElem);
  auto isSigned = [](std::optional<ct::Signedness> s) {
    return !s || *s == ct::Signedness::Signed;
  };
  mm.lhsSigned = isSigned(op.getSignednessLhs());
  mm.rhsSigned = isSigned(op.getSignednessRhs());
  mm.widenLhs = widenTo(em, lhsElem, mm.accStorage, mm.lhsSigned);
  mm.widenRhs = widenTo(em, rhsElem, mm.accStorage, mm.rhsSigned);
  setOperandTiles(mm, op.getLhs(), op.getRhs());
  return mm;
}

/// The shape and types of dot_scaled `op`, or failure (after an error if
/// `report`) where the lowering cannot multiply it.
static FailureOr<Matmul> scaledShapeOf(aa::DotScaledOp op, KernelEmitter &em,
                                       bool report) {
  Matmul mm = matmulOf(op);
  Type lhsElem = mm.lhsElement, rhsElem = mm.rhsElement;
  Type accElem = op.getAcc().getType().getElementType();
  Type scaleElem = op.getLhsScale().getType().getElementType();
  auto isSmall = [](Type t) { return isEmulatedFloat(t) && !t.isTF32(); };
  if (!accElem.isF32() || !isSmall(lhsElem) || !isSmall(rhsElem) ||
      !isSmall(scaleElem) ||
      op.getRhsScale().getType().getElementType() != scaleElem) {
    if (report)
      op.emitOpError("GPU lowering supports f8/f4 inputs with f8 "
                     "scales into f32 only");
    return failure();
  }
  auto lhsScaleType = op.getLhsScale().getType();
  int64_t r = lhsScaleType.getRank();
  mm.kScales = lhsScaleType.getDimSize(r - 1);
  if (mm.kScales <= 0 || mm.k % mm.kScales ||
      op.getRhsScale().getType().getDimSize(r - 2) != mm.kScales) {
    if (report)
      op.emitOpError("scale tiles do not divide K into equal blocks");
    return failure();
  }
  mm.lhsStorage = em.storageType(lhsElem);
  mm.rhsStorage = em.storageType(rhsElem);
  mm.accStorage = em.storageType(accElem);
  mm.scaleStorage = em.storageType(scaleElem);
  // As in the CPU interpreter, scaled values and their products are formed
  // in f64, where they are exact whatever the scales (e8m0 reaches 2^127,
  // beyond f32 once multiplied), and each step rounds the f32 accumulator
  // plus the exact product once.
  mm.mulType = em.b.getF64Type();
  mm.widenLhs = widenTo(em, lhsElem, mm.mulType, true);
  mm.widenRhs = widenTo(em, rhsElem, mm.mulType, true);
  mm.widenScale = widenTo(em, scaleElem, mm.mulType, true);
  return mm;
}

std::optional<Matmul> mlir::tileir::tilegpu::dotShape(Operation *op,
                                                      KernelEmitter &em) {
  if (auto scaled = dyn_cast<aa::DotScaledOp>(op)) {
    FailureOr<Matmul> mm = scaledShapeOf(scaled, em, /*report=*/false);
    if (failed(mm))
      return std::nullopt;
    setOperandTiles(*mm, scaled.getLhs(), scaled.getRhs());
    return *mm;
  }
  auto dot = dyn_cast<aa::DotOp>(op);
  if (!dot)
    return std::nullopt;
  Matmul mm = dotShapeOf(dot, em);
  if (!mm.widenLhs || !mm.widenRhs)
    return std::nullopt;
  return mm;
}

static LogicalResult lowerDot(aa::DotOp op, KernelEmitter &em) {
  Matmul mm = dotShapeOf(op, em);
  if (!mm.widenLhs || !mm.widenRhs)
    return op.emitOpError("GPU lowering cannot multiply ")
           << mm.lhsElement << " by " << mm.rhsElement << " into "
           << op.getAcc().getType().getElementType();
  mm.lhs = em.get(op.getLhs());
  mm.rhs = em.get(op.getRhs());
  mm.acc = em.get(op.getAcc());
  setOperandTileBases(em, mm, op.getLhs(), op.getRhs());
  // A wgmma group may stay in flight only where the loop carries the
  // accumulator in fragments: the loop's next product chains on it, and
  // the loop's end waits for it (lowerFor).
  auto arg = dyn_cast<BlockArgument>(op.getAcc());
  bool carried = arg && isTypedFragment(arg.getType()) &&
                 nv_tileas::getCarriedProduct(arg) == op;
  // A product issued an iteration ahead (tileas-prefetch-products), whose
  // result only ops of its own block take (the loop's continue; the next
  // iteration's softmax where tileas-unroll-prefetched-products put two
  // iterations in one body), may leave its group in flight: a later
  // product's wait retires it, or else the first op that takes it waits
  // for it (KernelEmitter::emitOp).
  auto pending =
      op->getAttrOfType<IntegerAttr>(nv_tileas::kWgmmaPendingAttrName);
  if (pending && carried)
    mm.wgmmaPending = pending.getInt();
  else if (pending && isTypedFragment(mm.accType) &&
           isa_and_nonnull<aa::ForOp, aa::IfOp>(op->getParentOp()) &&
           !op.getResult().use_empty() &&
           llvm::all_of(op.getResult().getUsers(), [&](Operation *user) {
             return user->getBlock() == op->getBlock();
           }))
    mm.mayLeaveInFlight = true;
  if (failed(emitMatmul(em, mm, op.getResult())))
    return failure();
  if (mm.leftInFlight)
    em.wgmmaInFlight.push_back({op.getResult(), 0});
  return success();
}

static LogicalResult lowerDotScaled(aa::DotScaledOp op, KernelEmitter &em) {
  FailureOr<Matmul> mm = scaledShapeOf(op, em, /*report=*/true);
  if (failed(mm))
    return failure();
  mm->lhs = em.get(op.getLhs());
  mm->rhs = em.get(op.getRhs());
  // Operands a pipeline put in stages are read from there (mma.sync only:
  // wgmma does not take block-scaled products here).
  setOperandTiles(*mm, op.getLhs(), op.getRhs());
  setOperandTileBases(em, *mm, op.getLhs(), op.getRhs());
  mm->acc = em.get(op.getAcc());
  mm->lhsScale = em.get(op.getLhsScale());
  mm->rhsScale = em.get(op.getRhsScale());
  return emitMatmul(em, *mm, op.getResult());
}

void mlir::tileir::tilegpu::registerDotLowerings(LoweringTable &t) {
  t.add<aa::DotOp>(lowerDot);
  t.add<aa::DotScaledOp>(lowerDotScaled);
}
