//===- DotMmaToLLVM.cpp - dot on tensor cores (mma.sync) ------------------===//
//
// Products mma.sync takes (PTX ISA, "Matrix shape" of mma), for 2-D tiles
// of m x 8 accumulator tiles, with K a multiple of the instruction's k:
//
//   f16 x f16, bf16 x bf16 -> f32   m16n8k16  sm_80
//   tf32 x tf32 -> f32              m16n8k8   sm_80
//   s8/u8 x s8/u8 -> s32 (wrapping) m16n8k32  sm_80
//   e4m3/e5m2 x e4m3/e5m2 -> f32    m16n8k32  sm_89 (sm_80 to sm_88 and
//                                             sm_90 to sm_11x: two f16
//                                             m16n8k16 on widened operands,
//                                             MmaForm::viaF16)
//   e4m3/e5m2 x e4m3/e5m2 -> f16    m16n8k32  sm_89 (PTX ISA 8.7)
//   f64 x f64 -> f64                m8n8k4    sm_80
//
// Block-scaled e4m3/e5m2 products (dot_scaled) with scale blocks of a
// multiple of 32 along K run the f32 form per block, from zero, and scale
// its sums into the accumulator (mmaMultiply's scaleInto).
//
// The warps split the tile columns into `colGroups` groups of `perRow`
// (as many groups as warps, or as tile columns when there are fewer), and
// the tile rows into `rowGroups` groups of `tilesM` with the warps left
// over when the accumulator moves in one chunk (where tile rows are fewer
// still, further warps compute copies, which store the same values). Warp
// w owns tile columns from perRow (w mod colGroups) in tile rows from
// tilesM ((w div colGroups) mod rowGroups), and holds them in the mma
// fragment layout; an accumulator typed in a fragment layout sets the
// groups from its warps, the row group in the low bits of w (rowsFirst).
// With lane = 4 g + q, every fragment register holds
// elements at (g, kWidth q) (A: row, k; B: column, k) or (g, 2q)
// (accumulator: row, column) plus a per-register offset; the offsets are
// read off the nv_tileas dot_op and mma_sync layouts (TileASAttrs.cpp),
// whose fragments are checked against the PTX ISA's ("Matrix Fragments
// for mma.m16n8k8/k16/k32, m8n8k4"). The columns of 8-bit products'
// instructions pair up across two tile columns (MmaPlan::pairedColumns,
// MmaLane::column), which lets ldmatrix load their B fragments.
//
// The accumulator moves from the blocked layout to the fragments and back
// through shared memory, in chunks of whole tile rows when it does not fit.
// Which chunk a value belongs to is then known at compile time on both
// sides: a blocked slot's rows depend only on the slot (its T / N rows lie
// in one chunk), a fragment's only on its tile row. So every value is stored
// and loaded once, at a per-thread base plus a constant, with no
// predicates. lhs and rhs are staged in K-chunks as on the blocked path and
// each warp reads its fragments from there.
//
// Tensor cores add the products of a step with their own internal
// ordering and precision, so float results can differ from the CPU
// interpreter's sequential fused multiply-adds in the last bits; integer
// results are exact.
//
//===----------------------------------------------------------------------===//

#include "DotLowering.h"
#include "FloatConversions.h"

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include <map>

using namespace mlir;
using namespace mlir::tileir::tilegpu;

int64_t mlir::tileir::tilegpu::accumulatorRowPad(int64_t n, int64_t bytes) {
  return llvm::isPowerOf2_64(n) && n * bytes % 128 == 0 && 16 % bytes == 0 ? 8
                                                                           : 0;
}

// The shared copy's layout, free of bank conflicts for the accesses the
// accumulator layouts make (gpu-sim --profile counts them):
// - Rows are padded so that the rows of one phase of the fragment side
//   start on different banks. A lane's pair of columns is 8 bytes for
//   f32 (a phase is then half a warp: rows g = 0..3), 4 for 16-bit types
//   (a whole warp: rows 0..7), 16 for f64 (a quarter: rows 0 and 1); a
//   pad of four pairs gives each row of a phase banks of its own, where
//   rows of whole bank lines (128 bytes) all start on bank 0.
// - Within a row, 16-byte block j holds block j ^ 1 where bit 3 of j is
//   set. The blocked side reads 16 bytes a lane, a phase being eight
//   lanes: along a row whose lanes hold 32 bytes each (the f16 store
//   layout of an f32 accumulator), their first blocks 0, 2, ..., 14
//   would fall in four of the eight 16-byte bank groups, twice each.
//   The fragment side's lanes share bit 3 of their blocks in each
//   access, so it keeps its banks.
// Where the padded chunk does not fit, rows stay unpadded.
SharedCopyLayout mlir::tileir::tilegpu::chooseAccumulatorCopy(
    int64_t n, int64_t bytes, int64_t fragmentRun, int64_t blockedRun,
    int64_t chunkRows, int64_t budget, bool dynamic) {
  SharedCopyLayout layout;
  layout.n = n;
  int64_t rowPad = accumulatorRowPad(n, bytes);
  if (dynamic || fragmentRun != 2 || !rowPad)
    return layout;
  // The chunks were planned with padded rows where those fit
  // (accumulatorChunkRows).
  if (chunkRows * (n + rowPad) * bytes <= budget)
    layout.rowPad = rowPad;
  if (n * bytes >= 256 && blockedRun * bytes <= 16) {
    layout.swapBit = 16 / bytes;
    layout.swapShift = 3;
  }
  return layout;
}

std::optional<int64_t>
mlir::tileir::tilegpu::accumulatorChunkRows(int64_t m, int64_t n, int64_t bytes,
                                            int64_t unit, int64_t budget) {
  for (int64_t pad : {accumulatorRowPad(n, bytes), int64_t(0)}) {
    int64_t rows = m;
    int64_t rowBytes = (n + pad) * bytes;
    while (rows * rowBytes > budget && rows % (2 * unit) == 0)
      rows /= 2;
    if (rows * rowBytes <= budget && rows % unit == 0)
      return rows;
  }
  return std::nullopt;
}

llvm::SmallVector<Value> mlir::tileir::tilegpu::moveAccumulator(
    KernelEmitter &em, const AccumulatorMove &acc, llvm::ArrayRef<Value> values,
    bool fromBlocked) {
  IndexMath im{em};
  Type type = values.front().getType();
  // A splat (the zeros a K loop usually starts from) is the same in every
  // layout: no trip through shared memory.
  auto constantOf = [](Value v) -> Attribute {
    auto c = v.getDefiningOp<LLVM::ConstantOp>();
    return c ? c.getValue() : Attribute();
  };
  Attribute first = constantOf(values.front());
  if (first && llvm::all_of(values, [&](Value v) {
        return v == values.front() || constantOf(v) == first;
      }))
    return llvm::SmallVector<Value>(
        (fromBlocked ? acc.fragmentIndex : acc.blockedIndex).size(),
        values.front());
  int64_t chunkBytes = acc.chunkRows * acc.n * em.sharedBytes(type);
  const auto &srcIndex = fromBlocked ? acc.blockedIndex : acc.fragmentIndex;
  const auto &dstIndex = fromBlocked ? acc.fragmentIndex : acc.blockedIndex;
  const auto &srcChunk = fromBlocked ? acc.blockedChunk : acc.fragmentChunk;
  const auto &dstChunk = fromBlocked ? acc.fragmentChunk : acc.blockedChunk;
  bool dynamic = !acc.fragmentChunkValue.empty();
  int64_t chunkElements = acc.chunkRows * acc.n;
  // Entries whose chunk is known only at run time are moved without
  // branches (the move may be emitted in the middle of a block): one not in
  // chunk c stores to a spare element past the chunk, and its load is
  // discarded by a select.
  if (dynamic)
    chunkBytes += em.sharedBytes(type);
  auto inChunk = [&](size_t i, int64_t c) -> Value {
    return LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::eq,
                                acc.fragmentChunkValue[i], im.c(c));
  };
  auto orSpare = [&](Value in, Value index) -> Value {
    return LLVM::SelectOp::create(em.b, em.loc, in, index, im.c(chunkElements));
  };
  // The shared copy's layout is free of bank conflicts for the accesses
  // of the accumulator layouts (chooseAccumulatorCopy).
  SharedCopyLayout copy = chooseAccumulatorCopy(
      acc.n, em.sharedBytes(type), acc.fragmentRun, acc.blockedRun,
      acc.chunkRows, em.target.sharedBudgetBytes, dynamic);
  SharedCopyPositions positions(em, copy);
  if (!copy.isPlain())
    chunkBytes = copy.elements(acc.chunkRows) * em.sharedBytes(type);
  llvm::SmallVector<Value> out(dstIndex.size());
  for (int64_t c = 0; c < acc.m / acc.chunkRows; ++c) {
    int64_t lo = c * chunkElements;
    // Whoever used the buffer before (or read the previous chunk) is done.
    em.barrier();
    // Blocked slots move a run of a row at a time, fragment entries a pair
    // of columns where their chunks are known at compile time: 8-byte
    // accesses, half as many, of which 16 lanes' (rows g = 0..3) fall in 8
    // banks, 4-way conflicts where single entries had 8-way ones. A
    // conflict-free layout (rows padded by 8 elements, or their 32-byte
    // blocks permuted by row) cost 10 to 20 registers in the GEMMs (the
    // extra bases stay live across the K loop) and made
    // persistent_matmul_f16 spill, so the rows stay as they are.
    int64_t fragmentRun = dynamic ? 1 : acc.fragmentRun;
    int64_t srcRun = fromBlocked ? acc.blockedRun : fragmentRun;
    int64_t dstRun = fromBlocked ? fragmentRun : acc.blockedRun;
    for (size_t i = 0; i < values.size(); i += srcRun) {
      if (dynamic && !fromBlocked)
        em.storeShared(values[i],
                       orSpare(inChunk(i, c), im.add(srcIndex[i], -lo)),
                       chunkBytes);
      else if (srcChunk[i] == c)
        em.storeSharedVector(values.slice(i, srcRun),
                             positions.get(srcIndex[i], lo), chunkBytes);
    }
    em.barrier();
    for (size_t i = 0; i < out.size(); i += dstRun) {
      if (dstRun > 1) {
        if (dstChunk[i] == c)
          llvm::copy(em.loadSharedVector(type, dstRun,
                                         positions.get(dstIndex[i], lo),
                                         chunkBytes),
                     out.begin() + i);
        continue;
      }
      if (dynamic && fromBlocked) {
        Value in = inChunk(i, c);
        Value loaded = em.loadShared(
            type, orSpare(in, im.add(dstIndex[i], -lo)), chunkBytes);
        out[i] = out[i]
                     ? LLVM::SelectOp::create(em.b, em.loc, in, loaded, out[i])
                           .getResult()
                     : loaded;
      } else if (dstChunk[i] == c) {
        out[i] =
            em.loadShared(type, positions.get(dstIndex[i], lo), chunkBytes);
      }
    }
  }
  return out;
}

namespace {
/// One mma.sync instruction form: m x 8 x k, with `kWidth` consecutive K
/// elements in each 32-bit operand register (one f64 in each 64-bit one).
struct MmaForm {
  int64_t m, k, kWidth;
  /// First compute capability that has it.
  unsigned minCC;
  NVVM::MMATypes a, b;
  bool isInteger() const {
    return a == NVVM::MMATypes::s8 || a == NVVM::MMATypes::u8;
  }
  bool isF8() const {
    return a == NVVM::MMATypes::e4m3 || a == NVVM::MMATypes::e5m2;
  }
  /// The 8-bit forms (s8/u8, e4m3/e5m2): m16n8k32, 4 K elements a register.
  bool isEightBit() const { return kWidth == 4 && k == 32; }
  /// An f8 form into f32 that runs as two f16 m16n8k16 instructions, its
  /// operand registers widened by cvt.f16x2 (emitMma): on the datacenter
  /// targets (sm_90 to sm_11x) ptxas has no native f8 mma.sync either and
  /// widens the operands itself, per instruction and with more registers
  /// than the lowering needs when it widens each A and B register once
  /// per k-step (matmul_f8E4M3FN_128x128x64 on sm_90a: 254 registers and
  /// 8 bytes of spills against 228 and none). sm_89 and sm_120 multiply f8
  /// natively, with fewer registers. f8 values and their products are
  /// exact in f16 and f32, so the sums are the f8 instruction's. Below
  /// sm_89, which has no f8 mma.sync and no cvt from f8, the lowering
  /// widens the registers with integer operations
  /// (emitExtendF8x2ToF16x2), so that f8 products take the tensor cores
  /// there too.
  bool viaF16 = false;
  int64_t aRegs() const { return m / 8 * (k / (4 * kWidth)); }
  int64_t bRegs() const { return k / (4 * kWidth); }
  int64_t accEntries() const { return m / 8 * 2; }
};

/// (row, column) of an element relative to the lane's own.
using Offset = std::pair<int64_t, int64_t>;

/// The shapes of one mma.sync product.
struct MmaPlan {
  MmaForm form;
  int64_t chunkRows, warps, tilesM, perRow, colGroups, rowGroups;
  /// What each register element of one instruction holds, relative to
  /// the lane's (g, kWidth q) (operands) or (g, 2q) (accumulator), read off
  /// the nv_tileas dot_op and mma_sync layouts: A (row, k), B (k, column),
  /// accumulator (row, column).
  llvm::SmallVector<Offset> a, b, acc;
  /// Whether the warp's tile columns go in pairs whose 16 columns
  /// interleave: column c of the instruction on tile column 2i + s is
  /// column 2c + s of the pair (instead of column c of tile column 2i + s).
  /// The mma's columns are independent, so any assignment of B columns
  /// to instruction columns computes the same products, as long as the
  /// accumulator's entries follow it. Taken by 8-bit products with an even
  /// number of tile columns per warp: ldmatrix.trans of 16-bit elements
  /// gives lane g the byte pair of columns 2g and 2g + 1, the two tile
  /// columns' B columns of that lane (MatrixLoads::loadB).
  bool pairedColumns = false;
  /// Whether the low bits of the warp index pick the row group (as the
  /// nv_tileas mma_sync layout numbers warps) rather than the column group.
  bool rowsFirst = false;
  /// Where the accumulator is typed in an mma_sync layout (the IR chose
  /// the fragment layout, nv_tileas.mma_sync): the slot of that layout
  /// holding each fragment entry (tile j of the warp, entry e at
  /// j * accEntries + e). Empty when the accumulator is in a blocked layout
  /// and moves through shared memory.
  llvm::SmallVector<int64_t> slotOfEntry;
  int64_t perWarp() const { return tilesM * perRow; }
  /// The row and column groups of warp `warp` (mmaLane's rule, at compile
  /// time).
  int64_t rowGroupOf(int64_t warp) const {
    return rowsFirst ? warp % rowGroups : (warp / colGroups) % rowGroups;
  }
  int64_t colGroupOf(int64_t warp) const {
    return rowsFirst ? (warp / rowGroups) % colGroups : warp % colGroups;
  }
  /// The row that lane `lane` of warp `warp` holds in the warp's tile row
  /// `tileRow`, before the fragment's per-register offset.
  int64_t laneRowOf(int64_t warp, int64_t tileRow, int64_t lane) const {
    return rowGroupStart(rowGroupOf(warp)) + tileRow * tileRowStep() + lane / 4;
  }
  /// Whether the warps' tiles interleave, as the nv_tileas mma_sync layout
  /// places them (its warp tile repeats across the accumulator: tile row r
  /// of row group g at rows (r rowGroups + g) m), rather than each warp
  /// owning neighbouring tiles (rows (g tilesM + r) m). The same for
  /// columns. Set where the IR types the accumulator in that layout.
  bool interleaved = false;
  /// The first row of row group g's tiles, and the rows from one tile row
  /// of a warp to its next.
  int64_t rowGroupStart(int64_t g) const {
    return g * (interleaved ? 1 : tilesM) * form.m;
  }
  int64_t tileRowStep() const { return (interleaved ? rowGroups : 1) * form.m; }
  /// The same for column groups and tile columns (8 columns each; a
  /// paired layout's warp tile is a pair of them, 16 columns).
  int64_t colGroupStart(int64_t g) const {
    return g * (interleaved ? pairSize() : perRow) * 8;
  }
  int64_t pairSize() const { return interleaved && pairedColumns ? 2 : 1; }
  /// The columns from the warp's first to its tile column `jc`.
  int64_t tileColOffset(int64_t jc) const {
    if (!interleaved)
      return jc * 8;
    int64_t p = pairSize();
    return (jc / p) * colGroups * p * 8 + (jc % p) * 8;
  }
  /// The columns from a warp's tile column to its next (unpaired).
  int64_t tileColStep() const { return tileColOffset(1); }
  /// The column that lane `lane` of warp `warp` holds at column `offset`
  /// of its fragment on tile column `jc`: MmaLane::column at compile time.
  int64_t columnOf(int64_t warp, int64_t jc, int64_t lane,
                   int64_t offset) const {
    int64_t start = colGroupStart(colGroupOf(warp));
    int64_t c = 2 * (lane % 4);
    if (!pairedColumns)
      return start + tileColOffset(jc) + c + offset;
    return start + tileColOffset(jc - jc % 2) + 2 * (c + offset) + jc % 2;
  }
};

/// Per-thread values the fragment layout is built from.
struct MmaLane {
  Value g, q;
  std::map<int64_t, Value> tileCol;
  /// First row of the warp's tile rows.
  Value rowBase;
  /// MmaPlan::pairedColumns.
  bool paired = false;

  /// The tile column (of B and of the accumulator) that column `c` +
  /// `offset` of the instruction on the warp's tile column `jc` holds: one
  /// definition for the operand loads, the accumulator's layout and the
  /// block scales.
  Value column(IndexMath &im, int64_t jc, Value c, int64_t offset) const {
    if (!paired)
      return im.add(im.add(tileCol.at(jc), c), offset);
    return im.add(im.add(tileCol.at(jc - jc % 2), im.mul(c, 2)),
                  2 * offset + jc % 2);
  }
};
} // namespace

static std::optional<NVVM::MMATypes> mmaType(Type t, bool isSigned) {
  if (t.isF16())
    return NVVM::MMATypes::f16;
  if (t.isBF16())
    return NVVM::MMATypes::bf16;
  if (t.isTF32())
    return NVVM::MMATypes::tf32;
  if (t.isF64())
    return NVVM::MMATypes::f64;
  if (t.isInteger(8))
    return isSigned ? NVVM::MMATypes::s8 : NVVM::MMATypes::u8;
  if (isa<Float8E4M3FNType>(t))
    return NVVM::MMATypes::e4m3;
  if (isa<Float8E5M2Type>(t))
    return NVVM::MMATypes::e5m2;
  return std::nullopt;
}

/// The mma.sync form (PTX ISA, "Matrix shape" of mma) that multiplies
/// `mm`'s operands into its accumulator, on any target: the types
/// nv_tileas::getMmaSyncComputeCapability admits, in the shape of their
/// instruction.
static std::optional<MmaForm> mmaForm(const Matmul &mm) {
  std::optional<unsigned> cc = nv_tileas::getMmaSyncComputeCapability(
      mm.lhsElement, mm.rhsElement, mm.accStorage);
  std::optional<NVVM::MMATypes> a = mmaType(mm.lhsElement, mm.lhsSigned);
  std::optional<NVVM::MMATypes> b = mmaType(mm.rhsElement, mm.rhsSigned);
  if (!cc || !a || !b)
    return std::nullopt;
  using T = NVVM::MMATypes;
  // Block-scaled products run as f8 ones, scaled per instruction
  // (mmaMultiply).
  if (mm.kScales && *a != T::e4m3 && *a != T::e5m2)
    return std::nullopt;
  std::optional<std::pair<unsigned, unsigned>> mk =
      nv_tileas::getMmaSyncInstrMK(mm.lhsElement);
  if (!mk)
    return std::nullopt;
  // A register holds 32 bits of K (f64: one element).
  int64_t bits = mm.lhsElement.getIntOrFloatBitWidth();
  int64_t kWidth = bits >= 32 ? 1 : 32 / bits;
  return MmaForm{mk->first, mk->second, kWidth, *cc, *a, *b};
}

/// The register offsets of `layout` (one instruction tile), or failure if
/// its lanes do not hold (g, `laneStep` q) along (`rowDim`, 1 - `rowDim`):
/// the per-lane part the lowering computes.
static FailureOr<llvm::SmallVector<Offset>>
registerOffsets(const nv_tileas::LinearLayout &layout, unsigned rowDim,
                int64_t laneStep) {
  using InDim = nv_tileas::LinearLayout::InDim;
  for (int64_t lane = 0; lane < 32; ++lane) {
    nv_tileas::LinearLayout::Coord c = layout.apply(InDim::Lane, lane);
    if (c[rowDim] != lane / 4 || c[1 - rowDim] != laneStep * (lane % 4))
      return failure();
  }
  llvm::SmallVector<Offset> offsets;
  for (int64_t r = 0; r < layout.getSize(InDim::Register); ++r) {
    nv_tileas::LinearLayout::Coord c = layout.apply(InDim::Register, r);
    offsets.push_back({c[0], c[1]});
  }
  return offsets;
}

/// The fragment offsets of `form`, from the nv_tileas layouts of its
/// accumulator and operands.
static LogicalResult fragmentOffsets(MLIRContext *ctx, MmaPlan &p) {
  const MmaForm &f = p.form;
  auto parent = nv_tileas::MmaSyncLayoutAttr::get(ctx, {1, 1},
                                                  {unsigned(f.m), unsigned(8)});
  auto aLayout =
      nv_tileas::DotOperandLayoutAttr::get(ctx, 0, parent, unsigned(f.kWidth));
  auto bLayout =
      nv_tileas::DotOperandLayoutAttr::get(ctx, 1, parent, unsigned(f.kWidth));
  auto noError = [] { return InFlightDiagnostic(); };
  FailureOr<nv_tileas::LinearLayout> acc =
      parent.toLinearLayout({f.m, 8}, noError);
  FailureOr<nv_tileas::LinearLayout> a =
      aLayout.toLinearLayout({f.m, f.k}, noError);
  FailureOr<nv_tileas::LinearLayout> b =
      bLayout.toLinearLayout({f.k, 8}, noError);
  if (failed(acc) || failed(a) || failed(b))
    return failure();
  FailureOr<llvm::SmallVector<Offset>> accOff = registerOffsets(*acc, 0, 2);
  FailureOr<llvm::SmallVector<Offset>> aOff = registerOffsets(*a, 0, f.kWidth);
  FailureOr<llvm::SmallVector<Offset>> bOff = registerOffsets(*b, 1, f.kWidth);
  if (failed(accOff) || failed(aOff) || failed(bOff) ||
      int64_t(accOff->size()) != f.accEntries() ||
      int64_t(aOff->size()) != f.aRegs() * f.kWidth ||
      int64_t(bOff->size()) != f.bRegs() * f.kWidth)
    return failure();
  p.acc = std::move(*accOff);
  p.a = std::move(*aOff);
  p.b = std::move(*bOff);
  return success();
}

/// The mma_sync layout `mm`'s accumulator is typed in, if any: the IR
/// chose the fragment layout (tileas-accelerate-matmul), so the
/// accumulator neither enters nor leaves the product through shared memory.
static nv_tileas::DistributedLayoutAttr typedFragmentLayout(const Matmul &mm) {
  auto tensor = dyn_cast_or_null<RankedTensorType>(mm.accType);
  Attribute layout = tensor ? tensor.getEncoding() : Attribute();
  return isa_and_nonnull<nv_tileas::MmaSyncLayoutAttr,
                         nv_tileas::WgmmaLayoutAttr>(layout)
             ? cast<nv_tileas::DistributedLayoutAttr>(layout)
             : nullptr;
}

/// Fills p.slotOfEntry: the register of `typed`'s linear layout holding
/// each fragment entry of plan `p`, or failure if some entry of some lane
/// or warp is not where the layout puts that register.
static LogicalResult matchTypedLayout(const Matmul &mm,
                                      nv_tileas::DistributedLayoutAttr typed,
                                      MmaPlan &p) {
  using InDim = nv_tileas::LinearLayout::InDim;
  FailureOr<nv_tileas::LinearLayout> layout =
      typed.toLinearLayout({mm.m, mm.n}, [] { return InFlightDiagnostic(); });
  int64_t entries = p.form.accEntries();
  if (failed(layout) ||
      layout->getSize(InDim::Register) != p.perWarp() * entries ||
      layout->getSize(InDim::Warp) != p.warps)
    return failure();
  // The element plan `p` gives entry e of tile j at lane (g, q) of warp w:
  // mmaLane and mmaAccumulator's rule, at compile time.
  auto planned = [&](int64_t j, int64_t e, int64_t lane, int64_t warp) {
    auto [row, col] = p.acc[e];
    return nv_tileas::LinearLayout::Coord{
        p.laneRowOf(warp, j / p.perRow, lane) + row,
        p.columnOf(warp, j % p.perRow, lane, col)};
  };
  p.slotOfEntry.clear();
  for (int64_t j = 0; j < p.perWarp(); ++j)
    for (int64_t e = 0; e < entries; ++e) {
      std::optional<int64_t> slot =
          registerHolding(*layout, p.warps, [&](int64_t lane, int64_t w) {
            return planned(j, e, lane, w);
          });
      if (!slot)
        return failure();
      p.slotOfEntry.push_back(*slot);
    }
  return success();
}

namespace {
/// Why `mm` does not run on mma.sync (for the remark), or nothing if it
/// does.
struct MmaVerdict {
  std::optional<MmaPlan> plan;
  std::string whyNot;
};
} // namespace

static MmaVerdict planMma(KernelEmitter &em, const Matmul &mm) {
  int64_t threads = em.target.numThreads;
  int64_t warps = threads / 32;
  MmaVerdict v;
  std::optional<MmaForm> form = mmaForm(mm);
  llvm::raw_string_ostream os(v.whyNot);
  if (!form) {
    os << "no mma.sync form multiplies " << mm.lhsElement << " by "
       << mm.rhsElement << " into " << mm.accStorage;
    return v;
  }
  if (em.target.computeCapability < form->minCC) {
    os << "mma.sync takes " << mm.lhsElement << " x " << mm.rhsElement
       << " from sm_" << form->minCC << " on";
    return v;
  }
  unsigned cc = em.target.computeCapability;
  form->viaF16 = form->isF8() && mm.accStorage.isF32() &&
                 (cc < 89 || (cc >= 90 && cc < 120));
  auto shape = [&] {
    os << "the shape does not tile into m" << form->m << "n8k" << form->k
       << " instructions";
    return v;
  };
  if (mm.batch != 1) {
    os << "batched products are not lowered to mma.sync";
    return v;
  }
  if (mm.m % form->m || mm.n % 8) {
    os << "M x N (" << mm.m << "x" << mm.n << ") is not made of " << form->m
       << "x8 tiles";
    return v;
  }
  if (mm.k % form->k) {
    os << "K (" << mm.k << ") is not a multiple of the m" << form->m << "n8k"
       << form->k << " instruction's";
    return v;
  }
  if (mm.kScales && (mm.k / mm.kScales) % form->k) {
    os << "scale blocks of " << mm.k / mm.kScales
       << " along K do not hold whole m" << form->m << "n8k" << form->k
       << " instructions";
    return v;
  }
  if (mm.m * mm.n % threads) {
    os << "M x N is not a multiple of the " << threads << " threads";
    return v;
  }
  // An accumulator typed in the fragment layout does not move; one in a
  // blocked layout moves in chunks of whole tile rows that fit the buffer.
  nv_tileas::DistributedLayoutAttr typed = typedFragmentLayout(mm);
  int64_t chunkRows = mm.m;
  if (!typed) {
    std::optional<int64_t> rows =
        accumulatorChunkRows(mm.m, mm.n, em.sharedBytes(mm.accStorage),
                             std::max<int64_t>(16, blockedChunkUnit(em, mm)),
                             em.target.sharedBudgetBytes);
    if (!rows) {
      os << "the accumulator does not fit the staging buffer in 16-row "
            "chunks";
      return v;
    }
    chunkRows = *rows;
  }
  // K-chunks are whole k-steps; the blocked path may go below that.
  if (failed(planDotStaging(em, mm, /*multiple=*/form->k, /*report=*/false))) {
    os << "the operands do not fit the staging buffer " << form->k
       << " k at a time";
    return v;
  }
  // Tile counts need not be powers of two, the warp count is: split into
  // the most groups (a power of two, at most the warps there are) that
  // share the tiles equally.
  auto groups = [](int64_t tiles, int64_t warps) {
    int64_t g = 1;
    while (2 * g <= warps && tiles % (2 * g) == 0)
      g *= 2;
    return g;
  };
  int64_t tilesN = mm.n / 8, tilesM = mm.m / form->m;
  if (typed) {
    // A wgmma layout (of a product that runs on mma.sync after all, as
    // with --tileas-pipeline-hopper-mma-sync) holds its 16-row bands as
    // mma_sync's with warps along M does; the match below decides. Both
    // repeat their warp tile across the accumulator (MmaPlan::interleaved).
    auto mma = dyn_cast<nv_tileas::MmaSyncLayoutAttr>(typed);
    auto wgmma = dyn_cast<nv_tileas::WgmmaLayoutAttr>(typed);
    llvm::ArrayRef<unsigned> w =
        mma ? mma.getWarpsPerCTA() : wgmma.getWarpsPerCTA();
    if (mma ? (mma.getInstrShape()[0] != form->m || mma.getInstrShape()[1] != 8)
            : form->m != 16) {
      os << "the accumulator's layout " << typed
         << " is not the fragment layout of m" << form->m << "n8k" << form->k;
      return v;
    }
    if (int64_t(w[0]) * w[1] != warps || tilesM % w[0] || tilesN % w[1]) {
      os << "the accumulator's layout " << typed << " does not split " << mm.m
         << "x" << mm.n << " into equal shares of the " << warps << " warps";
      return v;
    }
    MmaPlan p{*form, mm.m, warps, tilesM / w[0], tilesN / w[1], w[1], w[0],
              {},    {},   {}};
    p.rowsFirst = true;
    p.interleaved = true;
    // Paired tile columns (8-bit products, MmaPlan::pairedColumns) come
    // with the layout.
    p.pairedColumns = mma && mma.getPairedColumns();
    if (p.pairedColumns && (!form->isEightBit() || p.perRow % 2)) {
      os << "the accumulator's layout " << typed
         << " pairs tile columns, which only 8-bit products with an even "
            "number of tile columns per warp take";
      return v;
    }
    if (failed(fragmentOffsets(em.b.getContext(), p)))
      return shape();
    if (failed(matchTypedLayout(mm, typed, p))) {
      os << "the accumulator's layout " << typed
         << " puts some fragment entry where no warp of mma.sync holds it";
      return v;
    }
    v.whyNot.clear();
    v.plan = std::move(p);
    return v;
  }
  int64_t colGroups = groups(tilesN, warps);
  // Rows split only when the accumulator moves in one chunk: a fragment's
  // chunk must not depend on the warp.
  int64_t rowGroups = chunkRows == mm.m ? groups(tilesM, warps / colGroups) : 1;
  MmaPlan p{*form,
            chunkRows,
            warps,
            tilesM / rowGroups,
            tilesN / colGroups,
            colGroups,
            rowGroups,
            {},
            {},
            {}};
  if (failed(fragmentOffsets(em.b.getContext(), p)))
    return shape();
  p.pairedColumns = form->isEightBit() && p.perRow % 2 == 0;
  v.whyNot.clear();
  v.plan = std::move(p);
  return v;
}

static MmaLane mmaLane(KernelEmitter &em, const MmaPlan &p) {
  IndexMath im{em};
  Value tid = em.threadId();
  Value lane = im.rem(tid, 32);
  MmaLane l;
  l.g = im.div(lane, 4);
  l.q = im.rem(lane, 4);
  // First column of the warp's tile columns (per jc), first row of its
  // tile rows.
  Value warp = im.div(tid, 32);
  Value colGroup = p.rowsFirst ? im.rem(im.div(warp, p.rowGroups), p.colGroups)
                               : im.rem(warp, p.colGroups);
  Value rowGroup = p.rowsFirst ? im.rem(warp, p.rowGroups)
                               : im.rem(im.div(warp, p.colGroups), p.rowGroups);
  Value warpCol = im.mul(colGroup, p.colGroupStart(1));
  for (int64_t jc = 0; jc < p.perRow; ++jc)
    l.tileCol[jc] = im.add(warpCol, p.tileColOffset(jc));
  l.rowBase = im.mul(rowGroup, p.rowGroupStart(1));
  l.paired = p.pairedColumns;
  return l;
}

static AccumulatorMove mmaAccumulator(KernelEmitter &em, const Matmul &mm,
                                      const MmaPlan &p) {
  IndexMath im{em};
  MmaLane l = mmaLane(em, p);
  AccumulatorMove acc{mm.m, mm.n, p.chunkRows, {}, {}, {}, {}};
  fillBlockedSide(em, mm, acc);
  // Entries 2j and 2j + 1 are columns 2q and 2q + 1 of one row, unless
  // the columns pair up across tiles (8-bit products).
  int64_t entries = p.form.accEntries();
  bool pairs = !p.pairedColumns && entries % 2 == 0;
  for (int64_t e = 0; pairs && e < entries; e += 2)
    pairs = p.acc[e + 1].first == p.acc[e].first &&
            p.acc[e + 1].second == p.acc[e].second + 1;
  if (pairs)
    acc.fragmentRun = 2;
  // Entry e of tile j: tile row j / perRow, tile column jc = j % perRow,
  // at (g, 2q) plus the entry's offset.
  Value laneRow = im.mul(im.add(l.rowBase, l.g), mm.n);
  Value laneCol = im.mul(l.q, 2);
  for (int64_t j = 0; j < p.perWarp(); ++j)
    for (int64_t e = 0; e < entries; ++e) {
      auto [row, col] = p.acc[e];
      int64_t tileRow = (j / p.perRow) * p.tileRowStep();
      Value base = im.add(laneRow, l.column(im, j % p.perRow, laneCol, col));
      acc.fragmentIndex.push_back(im.add(base, (tileRow + row) * mm.n));
      acc.fragmentChunk.push_back(tileRow / p.chunkRows);
    }
  return acc;
}

/// `kWidth` consecutive operand elements (storage type) as one mma operand
/// register: vector<2xf16> for f16, i32 for bf16, tf32 and 8-bit types
/// (first element in the low bits), f64 as it is.
static Value packRegister(KernelEmitter &em, llvm::ArrayRef<Value> elems) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type i32 = b.getI32Type();
  Type t = elems.front().getType();
  if (elems.size() == 1)
    return t.isF32() ? LLVM::BitcastOp::create(b, loc, i32, elems[0])
                     : elems[0];
  if (t.isF16()) {
    auto vec = VectorType::get({2}, t);
    Value v = LLVM::UndefOp::create(b, loc, vec);
    v = LLVM::InsertElementOp::create(b, loc, v, elems[0], em.i32Const(0));
    return LLVM::InsertElementOp::create(b, loc, v, elems[1], em.i32Const(1));
  }
  unsigned bits = t.getIntOrFloatBitWidth();
  Value reg;
  for (size_t i = 0; i < elems.size(); ++i) {
    Value x = elems[i];
    if (!isa<IntegerType>(t))
      x = LLVM::BitcastOp::create(b, loc, b.getIntegerType(bits), x);
    x = LLVM::ZExtOp::create(b, loc, i32, x);
    if (i)
      x = LLVM::ShlOp::create(b, loc, x, em.i32Const(bits * i));
    reg = reg ? LLVM::OrOp::create(b, loc, reg, x) : x;
  }
  return reg;
}

/// f8 operand registers (4 elements each) widened for MmaForm::viaF16: each
/// register becomes two vector<2xf16>, its elements 0-1 and 2-3.
static llvm::SmallVector<Value>
widenF8Registers(KernelEmitter &em, Type element, llvm::ArrayRef<Value> regs) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  auto pair = VectorType::get({2}, b.getI8Type());
  auto half2 = VectorType::get({2}, b.getF16Type());
  llvm::SmallVector<Value> out;
  for (Value reg : regs)
    for (int64_t h = 0; h < 2; ++h) {
      Value bits =
          h ? LLVM::LShrOp::create(b, loc, reg, em.i32Const(16)).getResult()
            : reg;
      // Below sm_89 PTX has no cvt from f8.
      if (em.target.computeCapability < 89) {
        out.push_back(emitExtendF8x2ToF16x2(b, loc, bits, element));
        continue;
      }
      bits = LLVM::TruncOp::create(b, loc, b.getI16Type(), bits);
      bits = LLVM::BitcastOp::create(b, loc, pair, bits);
      out.push_back(NVVM::ConvertF8x2ToF16x2Op::create(b, loc, half2, bits,
                                                       /*relu=*/false,
                                                       element));
    }
  return out;
}

/// One mma.sync on accumulator entries `c`, returning D's entries:
/// nvvm.mma.sync where the NVVM dialect has the form. MLIR 22's
/// nvvm.mma.sync lacks the f8 types (e4m3/e5m2 appear only in its sparse
/// and block-scaled forms), so those call the NVPTX intrinsic of the same
/// instruction directly; with an f16 accumulator its C and D registers hold
/// pairs of entries.
static llvm::SmallVector<Value> emitMma(KernelEmitter &em, const MmaForm &f,
                                        Type accType, ValueRange a,
                                        ValueRange b, ValueRange c) {
  OpBuilder &bld = em.b;
  Location loc = em.loc;
  MLIRContext *ctx = bld.getContext();
  llvm::SmallVector<Value> entries;
  if (f.viaF16) {
    // a and b are widened (widenF8Registers): A registers j (rows 8 (j mod
    // 2), K 16 (j div 2) + 4q .. 4q + 3) and B registers h (K 16 h + 4q ..
    // 4q + 3) as halves lo(j) (K 4q, 4q + 1) and hi(j). The f16 instruction
    // on K half h takes lane q's K 2q, 2q + 1 from lo and 2q + 8, 2q + 9
    // from hi, the same relabelling of K on both sides: A {lo(2h),
    // lo(2h + 1), hi(2h), hi(2h + 1)}, B {lo(h), hi(h)}.
    auto resultType = LLVM::LLVMStructType::getLiteral(
        ctx, llvm::SmallVector<Type>(c.size(), accType));
    llvm::SmallVector<Value> acc(c.begin(), c.end());
    for (int64_t h = 0; h < 2; ++h) {
      Value a16[] = {a[4 * h], a[4 * h + 2], a[4 * h + 1], a[4 * h + 3]};
      Value b16[] = {b[2 * h], b[2 * h + 1]};
      Value d = NVVM::MmaOp::create(
          bld, loc, resultType, a16, b16, acc,
          llvm::ArrayRef<int64_t>{16, 8, 16}, std::nullopt, std::nullopt,
          std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::f16,
                                        NVVM::MMATypes::f16},
          std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                         NVVM::MMALayout::col});
      for (size_t i = 0; i < c.size(); ++i)
        acc[i] = LLVM::ExtractValueOp::create(bld, loc, d, i);
    }
    return acc;
  }
  if (f.isF8()) {
    bool half = accType.isF16();
    Type reg = half ? Type(VectorType::get({2}, accType)) : accType;
    int64_t regs = half ? c.size() / 2 : c.size();
    llvm::SmallVector<Value> args(a.begin(), a.end());
    args.append(b.begin(), b.end());
    for (int64_t i = 0; i < regs; ++i) {
      if (!half) {
        args.push_back(c[i]);
        continue;
      }
      Value v = LLVM::UndefOp::create(bld, loc, reg);
      v = LLVM::InsertElementOp::create(bld, loc, v, c[2 * i], em.i32Const(0));
      args.push_back(LLVM::InsertElementOp::create(bld, loc, v, c[2 * i + 1],
                                                   em.i32Const(1)));
    }
    llvm::StringRef acc = half ? "f16" : "f32";
    std::string name = ("llvm.nvvm.mma.m16n8k32.row.col." + acc + "." +
                        NVVM::stringifyMMATypes(f.a) + "." +
                        NVVM::stringifyMMATypes(f.b) + "." + acc)
                           .str();
    auto resultType = LLVM::LLVMStructType::getLiteral(
        ctx, llvm::SmallVector<Type>(regs, reg));
    Value d = callIntrinsic(bld, loc, name, resultType, args);
    for (int64_t i = 0; i < regs; ++i) {
      Value r = LLVM::ExtractValueOp::create(bld, loc, d, i);
      if (!half) {
        entries.push_back(r);
        continue;
      }
      for (int64_t j = 0; j < 2; ++j)
        entries.push_back(
            LLVM::ExtractElementOp::create(bld, loc, r, em.i32Const(j)));
    }
    return entries;
  }
  // Integer products wrap modulo 2^32 as mmai's do (PTX without
  // .satfinite); nvvm.mma.sync would saturate by default.
  std::optional<NVVM::MMAIntOverflow> overflow;
  if (f.isInteger())
    overflow = NVVM::MMAIntOverflow::wrapped;
  auto resultType = LLVM::LLVMStructType::getLiteral(
      ctx, llvm::SmallVector<Type>(c.size(), accType));
  Value d = NVVM::MmaOp::create(
      bld, loc, resultType, a, b, c, llvm::ArrayRef<int64_t>{f.m, 8, f.k},
      std::nullopt, overflow, std::array<NVVM::MMATypes, 2>{f.a, f.b},
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                     NVVM::MMALayout::col});
  for (size_t i = 0; i < c.size(); ++i)
    entries.push_back(LLVM::ExtractValueOp::create(bld, loc, d, i));
  return entries;
}

namespace {
/// Where the operands' elements are in shared memory: the address of
/// element (r, c) of lhs (`isLhs`; M x K) or rhs (K x N), in a shared tile
/// or the K-chunk staged.
using OperandAddress = std::function<Value(bool isLhs, Value r, Value c)>;

/// Fragments of operands in shared memory, loaded with ldmatrix: one x4 per
/// A tile row (its four 8x8 matrices of 16-bit elements, 16 bytes wide, are
/// the four registers of the fragment: 8 16-bit or 16 8-bit elements along
/// K each) and one x4.trans per two B tile columns (x2 for an odd last one
/// of 16-bit operands), instead of a scalar shared load per element. Each
/// lane gives the address of one 16-byte row, which the tiles' swizzle (or
/// the staging's row pitch) keeps whole and aligned.
///
/// An 8-bit B register holds 4 consecutive K elements of one column, and B
/// lies N-major (K rows of N contiguous bytes): no ldmatrix gives a lane
/// bytes of one column from four rows. Its .trans form over 16-bit
/// elements gives lane 4g + q the byte pairs (columns 2g, 2g + 1) of rows
/// 2q and 2q + 1 of each matrix, so a pair of tile columns (16 bytes of
/// each K row) comes in one x4.trans whose matrices hold K rows chosen
/// for the lane: its two matrices of one K half (rows 16 h .. 16 h + 15)
/// give lane q rows 4q .. 4q + 3 of that half, two each, and one prmt per
/// register picks its column's byte of each (the even bytes for column 2g,
/// the odd ones for 2g + 1): the instruction columns of a paired tile
/// column pair (MmaPlan::pairedColumns).
struct MatrixLoads {
  KernelEmitter &em;
  const Matmul &mm;
  const MmaPlan &p;
  const MmaLane &l;
  /// This lane's row within the 16 rows (A) or k (B) of an ldmatrix.x4, and
  /// its column offset: lane 8m + i gives row i of matrix m, matrices 0-3
  /// at (0, 0), (8, 0), (0, c), (8, c), c = 16 bytes of elements.
  Value row, col;
  /// The same column offset for a 16-bit B pair: matrices 2 and 3 are the
  /// warp's next tile column, `MmaPlan::tileColStep` columns on.
  Value nextTileCol;
  /// Whether B's fragments come from ldmatrix too.
  bool loadsB;
  OperandAddress address;
  /// 8-bit B: the K row (of 32) this lane addresses, and the prmt
  /// selectors of the even and odd tile column of a pair.
  Value bRow, evenBytes, oddBytes;
  /// Whether B is stored K-major (the 16-byte rows run along K): its
  /// fragments are then ldmatrix's without .trans.
  bool rhsKMajor = false;

  /// The i32 registers of one ldmatrix of `num` matrices at `at`, as the
  /// fragment registers of the operand's type (vector<2xf16> or i32).
  llvm::SmallVector<Value> load(Value at, int64_t num, bool trans) {
    MLIRContext *ctx = em.b.getContext();
    Type i32 = em.b.getI32Type();
    Type result = num == 1 ? i32
                           : Type(LLVM::LLVMStructType::getLiteral(
                                 ctx, llvm::SmallVector<Type>(num, i32)));
    Value v = NVVM::LdMatrixOp::create(
        em.b, em.loc, result, at, em.b.getI32IntegerAttr(num),
        NVVM::MMALayoutAttr::get(ctx, trans ? NVVM::MMALayout::col
                                            : NVVM::MMALayout::row),
        NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
        NVVM::LdStMatrixEltTypeAttr::get(ctx, NVVM::LdStMatrixEltType::B16));
    llvm::SmallVector<Value> regs;
    for (int64_t i = 0; i < num; ++i) {
      Value reg =
          num == 1 ? v : LLVM::ExtractValueOp::create(em.b, em.loc, v, i);
      if (mm.lhsElement.isF16())
        reg = LLVM::BitcastOp::create(
            em.b, em.loc, VectorType::get({2}, em.b.getF16Type()), reg);
      regs.push_back(reg);
    }
    return regs;
  }
  llvm::SmallVector<Value> loadA(Value kb, int64_t r) {
    IndexMath im{em};
    Value at = address(/*isLhs=*/true,
                       im.add(im.add(l.rowBase, row), p.tileRowStep() * r),
                       im.add(kb, col));
    llvm::SmallVector<Value> regs = load(at, 4, /*trans=*/false);
    // A tf32 register is one element: an f32 tile's rounds as its ftof
    // does (a staged chunk holds rounded values already).
    if (mm.lhsTile && mm.lhsTileRound)
      for (Value &reg : regs) {
        Value f = LLVM::BitcastOp::create(em.b, em.loc, em.b.getF32Type(), reg);
        f = roundTileElement(em, f, mm.lhsTileRound);
        reg = LLVM::BitcastOp::create(em.b, em.loc, em.b.getI32Type(), f);
      }
    return regs;
  }
  /// B fragments of tile columns jc and jc + 1 (if the warp has it).
  void loadB(Value kb, int64_t jc,
             llvm::SmallVector<llvm::SmallVector<Value>> &b) {
    IndexMath im{em};
    if (p.form.isEightBit()) {
      // Matrices 2h and 2h + 1 hold K half h; prmt takes 4 bytes of the 8
      // of both.
      Value at = address(/*isLhs=*/false, im.add(kb, bRow), l.tileCol.at(jc));
      llvm::SmallVector<Value> regs = load(at, 4, /*trans=*/true);
      for (int64_t h = 0; h < 2; ++h) {
        auto permute = [&](Value selector) -> Value {
          return NVVM::PermuteOp::create(em.b, em.loc, em.b.getI32Type(),
                                         regs[2 * h], regs[2 * h + 1], selector,
                                         NVVM::PermuteMode::DEFAULT);
        };
        b[jc].push_back(permute(evenBytes));
        b[jc + 1].push_back(permute(oddBytes));
      }
      return;
    }
    bool pair = jc + 1 < p.perRow;
    Value at;
    if (rhsKMajor) {
      // Stored K-major, an 8x8 matrix of B is 8 columns of 8 k each, a
      // 16-byte row per column: lane 8m + i gives column i of matrix m, at
      // k + 8 (m mod 2) of tile column jc + m / 2, and each lane receives
      // k 2q, 2q + 1 of column g, which is B's fragment register.
      Value lane = im.rem(em.threadId(), 32);
      Value k = im.add(kb, im.mul(im.rem(im.div(lane, 8), 2), 8));
      Value n = im.add(l.tileCol.at(jc), im.rem(lane, 8));
      if (pair)
        n = im.add(n, nextTileCol);
      at = address(/*isLhs=*/false, k, n);
    } else {
      // Matrices 2 and 3 are the next tile column's.
      Value n = pair ? im.add(l.tileCol.at(jc), nextTileCol) : l.tileCol.at(jc);
      at = address(/*isLhs=*/false, im.add(kb, row), n);
    }
    llvm::SmallVector<Value> regs =
        load(at, pair ? 4 : 2, /*trans=*/!rhsKMajor);
    b[jc] = {regs[0], regs[1]};
    if (pair)
      b[jc + 1] = {regs[2], regs[3]};
  }
};
} // namespace

/// Whether ldmatrix loads `mm`'s fragments: 16-bit m16n8k16 or 8-bit
/// m16n8k32 operands, or a tf32 m16n8k8 A, in shared memory whose 16-byte
/// rows are contiguous and aligned (`lhsRowsWhole`, `rhsRowsWhole`), with
/// the fragment registers in ldmatrix's order (checked against the layouts'
/// offsets: A register j at rows 8 (j mod 2), K 16 bytes (j div 2) on; B
/// register j at k 8 j (16-bit) or 16 j (8-bit)). Warps' tile columns are
/// consecutive 8-column groups; 8-bit B takes them in pairs
/// (MmaPlan::pairedColumns).
static std::optional<MatrixLoads>
planMatrixLoads(KernelEmitter &em, const Matmul &mm, const MmaPlan &p,
                const MmaLane &l, bool lhsRowsWhole, bool rhsRowsWhole,
                OperandAddress address) {
  const MmaForm &f = p.form;
  // Elements in the 16 bytes of one matrix row.
  int64_t run = 4 * f.kWidth;
  bool sixteenBit =
      (f.a == NVVM::MMATypes::f16 || f.a == NVVM::MMATypes::bf16) && f.k == 16;
  bool eightBit = f.isEightBit();
  // tf32 m16n8k8: A's 16-byte rows are 4 elements along K, and lane 4g + q
  // receives element (g, q) of each matrix, as its fragment wants. B lies
  // N-major, where .trans would split its 32-bit elements: it is read
  // element by element.
  bool tf32 = f.a == NVVM::MMATypes::tf32 && f.k == 8;
  if (f.m != 16 || (!sixteenBit && !eightBit && !tf32) || !lhsRowsWhole)
    return std::nullopt;
  // A register j: rows 8 (j mod 2), K from `run` (j div 2) on.
  for (int64_t j = 0; j < 4; ++j)
    for (int64_t e = 0; e < f.kWidth; ++e)
      if (p.a[f.kWidth * j + e] != Offset{8 * (j % 2), run * (j / 2) + e})
        return std::nullopt;
  // B register j: K elements `run` j on of the lane's column (16-bit: k
  // 8 j and 8 j + 1; 8-bit: k 16 j .. 16 j + 3).
  bool loadsB = rhsRowsWhole && (sixteenBit || p.pairedColumns);
  for (int64_t j = 0; j < 2; ++j)
    for (int64_t e = 0; e < f.kWidth; ++e)
      loadsB = loadsB && p.b[f.kWidth * j + e] == Offset{run * j + e, 0};
  IndexMath im{em};
  Value lane = im.rem(em.threadId(), 32);
  Value row = im.add(im.mul(im.rem(im.div(lane, 8), 2), 8), im.rem(lane, 8));
  Value col = im.mul(im.div(lane, 16), run);
  Value nextTileCol =
      p.tileColStep() == run ? col : im.mul(im.div(lane, 16), p.tileColStep());
  MatrixLoads loads{
      em, mm, p, l, row, col, nextTileCol, loadsB, std::move(address),
      {}, {}, {}};
  if (!loadsB || !eightBit)
    return loads;
  // 8-bit B: lane 8m + i addresses row i of matrix m, which lane q = i / 2
  // receives (as its low half if i is even): K row 16 (m / 2) + 4 q + 2 s
  // + i mod 2, with s = (m + q / 2) mod 2 the pair of its four rows that
  // matrix m gives it. Lanes q and q + 2 taking opposite pairs puts the
  // eight rows of a matrix at distinct K mod 8 (0, 1, 4, 5, 10, 11, 14,
  // 15 and their complement), so the rows of one matrix fall in distinct
  // 16-byte bank groups in the stages' swizzle (the phase follows K) and
  // in a staged chunk whose padded pitch is an odd number of 16 bytes.
  Value m = im.div(lane, 8), i = im.rem(lane, 8), q = im.div(i, 2);
  Value s = im.rem(im.add(m, im.div(q, 2)), 2);
  loads.bRow = im.add(im.add(im.mul(im.div(m, 2), 16), im.mul(q, 4)),
                      im.add(im.mul(s, 2), im.rem(i, 2)));
  // Bytes 0-3 are matrix 2h's (the lane's rows 4q + 2s', 4q + 2s' + 1 with
  // s' = q / 2 in bytes 0-1 and 2-3), bytes 4-7 matrix 2h + 1's: K order
  // 4q .. 4q + 3 takes bytes 0, 2, 4, 6 of column 2g (1, 3, 5, 7 of 2g +
  // 1) for lanes q < 2, and 4, 6, 0, 2 (5, 7, 1, 3) for the others.
  Value laneQ = im.rem(lane, 4);
  loads.evenBytes = LLVM::XOrOp::create(
      em.b, em.loc, im.c(0x6420), im.mul(im.div(laneQ, 2), 0x6420 ^ 0x2064));
  loads.oddBytes = im.add(loads.evenBytes, 0x1111);
  return loads;
}

/// Where lhs is a tile in an mma_sync layout (attention's probabilities,
/// computed in the fragments of the previous product) whose every thread
/// holds the A fragment elements it needs: the slot of each, by k-step s,
/// tile row r and fragment element i (PTX ISA: the m16n8k16 A fragment of
/// lane (g, q) is rows g and g + 8 at K 2q, 2q + 1 and 2q + 8, 2q + 9, the
/// elements an m16n8 accumulator of the same rows puts in that lane's two
/// tiles of those K columns). Empty where some element lies in another
/// thread: then lhs is staged through shared memory as any other.
static llvm::SmallVector<llvm::SmallVector<llvm::SmallVector<int64_t>>>
lhsFragmentSlots(const Matmul &mm, const MmaPlan &p) {
  using InDim = nv_tileas::LinearLayout::InDim;
  using Coord = nv_tileas::LinearLayout::Coord;
  const MmaForm &f = p.form;
  auto lhs = dyn_cast_or_null<RankedTensorType>(mm.lhsType);
  auto typed =
      lhs ? dyn_cast_or_null<nv_tileas::MmaSyncLayoutAttr>(lhs.getEncoding())
          : nullptr;
  if (!typed || mm.kScales || mm.batch != 1 || f.viaF16 || f.kWidth != 2 ||
      p.pairedColumns)
    return {};
  FailureOr<nv_tileas::LinearLayout> layout =
      typed.toLinearLayout({mm.m, mm.k}, [] { return InFlightDiagnostic(); });
  if (failed(layout) || layout->getSize(InDim::Warp) != p.warps)
    return {};
  auto planned = [&](int64_t s, int64_t r, int64_t i, int64_t lane,
                     int64_t warp) {
    auto [row, k] = p.a[i];
    return Coord{p.laneRowOf(warp, r, lane) + row,
                 s * f.k + f.kWidth * (lane % 4) + k};
  };
  llvm::SmallVector<llvm::SmallVector<llvm::SmallVector<int64_t>>> slots;
  for (int64_t s = 0; s < mm.k / f.k; ++s) {
    auto &step = slots.emplace_back();
    for (int64_t r = 0; r < p.tilesM; ++r) {
      auto &tile = step.emplace_back();
      for (int64_t i = 0; i < f.aRegs() * f.kWidth; ++i) {
        std::optional<int64_t> slot =
            registerHolding(*layout, p.warps, [&](int64_t lane, int64_t w) {
              return planned(s, r, i, lane, w);
            });
        if (!slot)
          return {};
        tile.push_back(*slot);
      }
    }
  }
  return slots;
}

static llvm::SmallVector<Value> mmaMultiply(KernelEmitter &em, Matmul &mm,
                                            const MmaPlan &p,
                                            llvm::ArrayRef<Value> fragments) {
  const MmaForm &f = p.form;
  IndexMath im{em};
  MmaLane l = mmaLane(em, p);
  int64_t tilesM = p.tilesM, perRow = p.perRow;
  int64_t entries = f.accEntries();
  llvm::SmallVector<Value> frags(fragments.begin(), fragments.end());
  Type accType = mm.accStorage;
  // Lane (g, q) reads A element (row, k) of tile row r at K offset kb
  // from (rowBase + m r + g + row, kb + kWidth q + k), and B element
  // (k, col) of tile column jc from (kb + kWidth q + k, column(jc, g +
  // col)) (MmaLane::column: tile column jc's column g + col, or the pair's
  // 2 (g + col) + jc mod 2): `loadA(kb, r, i)` and `loadB(kb, jc, i)` for
  // the i-th element of the instruction's fragment.
  Value kq = im.mul(l.q, f.kWidth);
  Value laneRow = im.add(l.rowBase, l.g);
  std::function<Value(Value, int64_t, int64_t)> loadA, loadB;
  std::optional<DotStaging> staging;
  // Operands in shared tiles (a pipeline's stages) are read from there, the
  // others from the staged K-chunk; kb is relative to the chunk, which
  // starts at `chunkStart` (null: at 0) for the tiles. An lhs whose
  // fragments the threads hold already (lhsFragmentSlots) is read from its
  // registers, k-step by k-step (the k-steps are unrolled for that).
  llvm::SmallVector<llvm::SmallVector<llvm::SmallVector<int64_t>>> aSlots;
  if (mm.rhsTile && !mm.lhsTile)
    aSlots = lhsFragmentSlots(mm, p);
  bool fromTiles = (mm.lhsTile || !aSlots.empty()) && mm.rhsTile;
  Value chunkStart;
  auto tileK = [&](Value kb) {
    return chunkStart ? im.add(chunkStart, kb) : kb;
  };
  // dot_scaled reads its scales from the staging buffer, also where its
  // operands come from tiles (the scales' rows, a few bytes, are not copied
  // ahead).
  if (!fromTiles || mm.kScales)
    staging.emplace(
        *planDotStaging(em, mm, /*multiple=*/f.k, /*report=*/false));
  // An f32 tile feeding a tf32 operand rounds each element as its ftof
  // does.
  auto rounded = [&](Value v, Operation *round) {
    return roundTileElement(em, v, round);
  };
  if (mm.lhsTile) {
    loadA = [&, rounded](Value kb, int64_t r, int64_t i) {
      auto [row, k] = p.a[i];
      Value coords[] = {im.add(laneRow, p.tileRowStep() * r + row),
                        im.add(im.add(tileK(kb), kq), k)};
      return rounded(
          loadSharedTileElement(em, mm.lhsTile, mm.lhsTileBase, coords),
          mm.lhsTileRound);
    };
  } else if (aSlots.empty()) {
    // kb is relative to the staged chunk, whose rows are lhsPitch elements
    // apart.
    DotStaging &st = *staging;
    Value aBase = im.add(im.mul(laneRow, st.lhsPitch), kq);
    loadA = [&, aBase](Value kb, int64_t r, int64_t i) {
      auto [row, k] = p.a[i];
      int64_t offset = (p.tileRowStep() * r + row) * st.lhsPitch + k;
      return st.plan.load(st.lhs, im.add(im.add(aBase, kb), offset));
    };
  }
  if (mm.rhsTile) {
    loadB = [&, rounded](Value kb, int64_t jc, int64_t i) {
      auto [k, col] = p.b[i];
      Value coords[] = {im.add(im.add(tileK(kb), kq), k),
                        l.column(im, jc, l.g, col)};
      return rounded(
          loadSharedTileElement(em, mm.rhsTile, mm.rhsTileBase, coords),
          mm.rhsTileRound);
    };
  } else {
    DotStaging &st = *staging;
    Value bBase = im.mul(kq, st.rhsPitch);
    loadB = [&, bBase](Value kb, int64_t jc, int64_t i) {
      auto [k, col] = p.b[i];
      Value base = im.add(im.add(bBase, im.mul(kb, st.rhsPitch)),
                          l.column(im, jc, l.g, col));
      return st.plan.load(st.rhs, im.add(base, k * st.rhsPitch));
    };
  }

  // ldmatrix reads 16-byte rows of 8 (16-bit) or 16 (8-bit) elements:
  // whole in a swizzled tile whose groups hold them, or in a staged chunk
  // whose region and row pitch keep them 16-byte aligned (the staging's
  // row padding of 16 bytes keeps the eight rows of a matrix in distinct
  // banks). A tile's rows run along its contiguous dimension: K for lhs,
  // N for rhs, or K for an rhs stored K-major (order [0, 1]), whose
  // fragments ldmatrix then loads without .trans.
  int64_t run = 4 * f.kWidth;
  auto planLoads = [&]() -> std::optional<MatrixLoads> {
    if (mm.batch != 1)
      return std::nullopt;
    auto tileRows = [&](nv_tileas::SharedMemDescType type,
                        unsigned along) -> bool {
      auto layout =
          dyn_cast<nv_tileas::SwizzledSharedLayoutAttr>(type.getLayout());
      return layout && layout.getOrder()[0] == along &&
             (layout.getMaxPhase() == 1 || layout.getVec() % run == 0) &&
             type.getShape()[along] % run == 0;
    };
    bool lhsRowsWhole, rhsRowsWhole, rhsKMajor = false;
    int64_t bytes = em.sharedBytes(mm.lhsStorage);
    auto stagedRows = [&](unsigned region, int64_t pitch, int64_t width) {
      DotStaging &st = *staging;
      return st.plan.startsAligned(region, 16) && pitch * bytes % 16 == 0 &&
             width % run == 0;
    };
    // An lhs from registers is never read through `address`.
    if (!aSlots.empty())
      lhsRowsWhole = true;
    else if (mm.lhsTile)
      lhsRowsWhole = tileRows(mm.lhsTile, 1);
    else
      lhsRowsWhole =
          stagedRows(staging->lhs, staging->lhsPitch, staging->chunk);
    if (mm.rhsTile) {
      // 8-bit B fragments come from N-major rows (ldmatrix.trans and prmt,
      // MatrixLoads::loadB); a K-major 8-bit B is read element by element.
      rhsKMajor = tileRows(mm.rhsTile, 0);
      rhsRowsWhole =
          (rhsKMajor && !p.form.isEightBit()) || tileRows(mm.rhsTile, 1);
      rhsKMajor = rhsKMajor && !p.form.isEightBit();
    } else {
      rhsRowsWhole = stagedRows(staging->rhs, staging->rhsPitch, mm.n);
    }
    std::optional<MatrixLoads> loads = planMatrixLoads(
        em, mm, p, l, lhsRowsWhole, rhsRowsWhole,
        [&](bool isLhs, Value r, Value c) {
          nv_tileas::SharedMemDescType tile = isLhs ? mm.lhsTile : mm.rhsTile;
          if (tile) {
            // r is K (lhs: M) relative to the chunk.
            Value coords[] = {isLhs ? r : tileK(r), isLhs ? tileK(c) : c};
            return sharedTileElementAddress(
                em, tile, isLhs ? mm.lhsTileBase : mm.rhsTileBase, coords);
          }
          DotStaging &st = *staging;
          return st.plan.address(
              isLhs ? st.lhs : st.rhs,
              im.add(im.mul(r, isLhs ? st.lhsPitch : st.rhsPitch), c));
        });
    if (loads)
      loads->rhsKMajor = rhsKMajor;
    return loads;
  };
  std::optional<MatrixLoads> matrices = planLoads();

  // A block-scaled product's instruction (its k lies in one scale block,
  // see planMma) multiplies from zero, and its sums join the accumulator
  // times the block's scales of their row and column (scaleSumInto), `ks`
  // being the block of the k-step. The scale tiles are staged whole.
  Value laneCol = im.mul(l.q, 2);
  auto scaleInto = [&](int64_t r, int64_t jc, Value ks,
                       llvm::ArrayRef<Value> sums, ValueRange acc,
                       llvm::SmallVector<Value> &next) {
    DotStaging &st = *staging;
    for (int64_t e = 0; e < entries; ++e) {
      auto [row, col] = p.acc[e];
      Value rowIndex = im.add(laneRow, p.tileRowStep() * r + row);
      Value colIndex = l.column(im, jc, laneCol, col);
      Value sa =
          st.plan.load(st.lhsScale, im.add(im.mul(rowIndex, mm.kScales), ks));
      Value sb = st.plan.load(st.rhsScale, im.add(im.mul(ks, mm.n), colIndex));
      next.push_back(scaleSumInto(em, mm, sums[e], sa, sb, acc[e]));
    }
  };

  // One k-step at offset kb of the chunk starting at k0 (null: the only
  // chunk): the B fragment of every tile column of the warp, then per tile
  // row its A fragment and one mma per tile. Loading A a row at a time
  // keeps one row's A registers live beside B's, where loading every row
  // first kept them all (the persistent 128x128 GEMM on sm_80 spilled).
  auto step = [&](Value kb, Value k0, ValueRange carried,
                  std::optional<int64_t> stepIndex = std::nullopt) {
    auto registers = [&](auto load, int64_t count) {
      llvm::SmallVector<Value> regs, elems;
      for (int64_t i = 0; i < count * f.kWidth; ++i) {
        elems.push_back(load(i));
        if (int64_t(elems.size()) == f.kWidth) {
          regs.push_back(packRegister(em, elems));
          elems.clear();
        }
      }
      return regs;
    };
    llvm::SmallVector<llvm::SmallVector<Value>> b(perRow);
    if (matrices && matrices->loadsB) {
      for (int64_t jc = 0; jc < perRow; jc += 2)
        matrices->loadB(kb, jc, b);
    } else {
      for (int64_t jc = 0; jc < perRow; ++jc)
        b[jc] =
            registers([&](int64_t i) { return loadB(kb, jc, i); }, f.bRegs());
    }
    if (f.viaF16)
      for (auto &regs : b)
        regs = widenF8Registers(em, mm.rhsElement, regs);
    auto loadRow = [&](int64_t r) {
      llvm::SmallVector<Value> a;
      if (stepIndex)
        a = registers(
            [&](int64_t i) { return mm.lhs[aSlots[*stepIndex][r][i]]; },
            f.aRegs());
      else
        a = matrices ? matrices->loadA(kb, r)
                     : registers([&](int64_t i) { return loadA(kb, r, i); },
                                 f.aRegs());
      if (f.viaF16)
        a = widenF8Registers(em, mm.lhsElement, a);
      return a;
    };
    llvm::SmallVector<Value> next;
    Value ks;
    if (mm.kScales)
      ks = im.div(k0 ? im.add(k0, kb) : kb, mm.k / mm.kScales);
    for (int64_t r = 0; r < tilesM; ++r) {
      llvm::SmallVector<Value> a = loadRow(r);
      for (int64_t jc = 0; jc < perRow; ++jc) {
        int64_t j = r * perRow + jc;
        ValueRange acc = carried.slice(entries * j, entries);
        if (!mm.kScales) {
          llvm::append_range(next, emitMma(em, f, accType, a, b[jc], acc));
          continue;
        }
        Value zero = LLVM::ConstantOp::create(em.b, em.loc, accType,
                                              em.b.getZeroAttr(accType));
        llvm::SmallVector<Value> zeros(entries, zero);
        scaleInto(r, jc, ks, emitMma(em, f, accType, a, b[jc], zeros), acc,
                  next);
      }
    }
    return next;
  };
  auto steps = [&](Value k0, int64_t k, ValueRange carried) {
    if (!aSlots.empty()) {
      llvm::SmallVector<Value> c(carried.begin(), carried.end());
      for (int64_t s = 0; s < k / f.k; ++s)
        c = step(im.c(s * f.k), k0, c, s);
      return c;
    }
    return em.emitLoop(im.c(k / f.k), carried, [&](Value s, ValueRange c) {
      return step(im.mul(s, f.k), k0, c);
    });
  };

  if (fromTiles) {
    if (mm.kScales) {
      // Whoever used the buffer before must be done with it, and every
      // thread's scales are in place before any are read.
      em.barrier();
      stageDotScales(em, mm, *staging);
      em.barrier();
    }
    return steps(Value(), mm.k, frags);
  }
  DotStaging &st = *staging;
  if (mm.kScales) {
    // Whoever used the buffer before must be done with it; the chunks'
    // barriers order these stores before the reads.
    em.barrier();
    stageDotScales(em, mm, st);
  }
  return forEachKChunk(em, mm.k, st.chunk, frags,
                       [&](Value k0, ValueRange carried) {
                         em.barrier();
                         stageDotChunk(em, mm, st, k0);
                         em.barrier();
                         chunkStart = k0;
                         return steps(k0, st.chunk, carried);
                       });
}

std::optional<TensorCorePath>
mlir::tileir::tilegpu::planMmaPath(KernelEmitter &em, const Matmul &mm) {
  MmaVerdict v = planMma(em, mm);
  if (!v.plan)
    return std::nullopt;
  TensorCorePath path =
      makeTensorCorePath("mma.sync", *v.plan, mmaAccumulator, mmaMultiply);
  path.slotOfEntry = v.plan->slotOfEntry;
  return path;
}

std::string mlir::tileir::tilegpu::whyNotMmaSync(KernelEmitter &em,
                                                 const Matmul &mm) {
  return planMma(em, mm).whyNot;
}
