//===- DotWgmmaToLLVM.cpp - dot on Hopper tensor cores (wgmma) ------------===//
//
// sm_90a: products accumulated in f32 with wgmma.mma_async.m64nNkK, whose
// operands come from shared memory through matrix descriptors: f16 and bf16
// (K = 16), tf32 (K = 8) and e4m3/e5m2 (K = 32): K is always 32 bytes of an
// operand row, e = 2, 4 or 1 bytes an element. A warpgroup (four warps, 128
// threads) computes a 64xN block; with W warpgroups, warpgroup g owns the
// 64-row blocks g, g + W, g + 2W, ... and every N-tile of them (N-tiles of
// at most 256 columns).
//
// Operands are staged whole in the no-swizzle "core matrix" layout
// both wgmma operands accept when K-major: blocks of 8 rows of 16 bytes
// (T = 16 / e elements), each 128 contiguous bytes, column of blocks after
// column of blocks. For an R x C operand (R = M for lhs; R = N for rhs, which
// is stored transposed, N x K), element (r, c) is at byte
//   ((c / T) * (R / 8) + r / 8) * S + (r % 8) * 16 + (c % T) * e,
// so neighbouring core matrices are S bytes apart along M/N (the
// descriptor's stride byte offset) and R / 8 * S apart along K (its leading
// byte offset). S is 128 for lhs and 144 for rhs (kRhsMatrixBytes: padding
// that spreads the staging stores over the banks). (PTX ISA, "Matrix
// Descriptor Format" and the canonical layouts of "Shared Memory Matrix
// Layout".)
//
// The accumulator lives in registers in the wgmma fragment layout: in
// warp w of the warpgroup, lane 4g + q holds, for every 8-column group j of
// an N-tile, D[16w + g + 8h][8j + 2q + e] as entry 4j + 2h + e. It moves
// from and to the blocked layout through shared memory in chunks of rows;
// where a chunk is smaller than the row blocks of all warpgroups together,
// an entry's chunk depends on its warp, and it moves under a select.
//
// The generic-proxy stores that stage the operands are made visible to the
// wgmma (async proxy) with fence.proxy.async before the barrier; the
// warpgroup waits for its wgmma group before the buffer is reused.
//
// Operands a software pipeline has put in nvmma_shared stages
// (tileas-pipeline) are read from there, with no staging: lhs K-major (rows
// of the tile along K, imm-trans-a 0), rhs as the K x N tile is stored,
// N-major (imm-trans-b 1, 16-bit types only: the PTX ISA has no transposed
// tf32 or f8 operands), or K-major (a transposed nvmma_shared tile,
// imm-trans-b 0), each in its tile's swizzle mode. Where only one operand
// is read from a tile, the other is staged as above. In a tile of swizzle
// W bytes (w = W / e elements) blocks of w columns are stored one after
// another, each row after row, W bytes a row (SharedTiles.h), so the
// descriptors say (PTX ISA, "Matrix Descriptor Format"; the strides as
// Triton's and CUTLASS's sm90 GMMA descriptors set them), with the k-step
// starting at byte kb = 32 ks of a row:
//   lhs, row block r0, k-step ks: start (kb / W) (M W) + r0 W + kb % W,
//        stride byte offset 8 W (the next 8 rows); the leading byte offset
//        is unused, a k-step lying within one swizzled row;
//   rhs, N-tile n0, k-step ks:    start (n0 / w) (K W) + 16 ks W + (n0 % w) 2,
//        leading byte offset K W (the next block of w columns), stride byte
//        offset 8 W (the next 8 rows of K);
//   K-major rhs (N rows along K):  as lhs, with N in place of M.
// wgmma reads a tf32 operand's f32 bits as they are, so a tile feeding one
// through an ftof (Matmul::lhsTileRound) is first rounded in place, each
// thread rounding its share of the tile's 16-byte chunks (rounding twice
// changes nothing, so a thread still reading the tile meanwhile reads the
// same values after its own ftof).
// An lhs typed in the operand-A layout (`dot_op` of the product's wgmma
// layout, tileas-accelerate-matmul: attention's P) is read from registers
// instead (PTX ISA, "Register Fragments" of wgmma: lane 4g + q of warp w
// holds, for k-step ks, rows 16w + g and 16w + g + 8 at columns
// 16 ks + 2q + {0, 1} and 16 ks + 8 + 2q + {0, 1}, two elements a
// register), as inline PTX, since the NVVM op reads A from shared memory
// only. Nothing is staged then where rhs comes from a tile, so the product
// needs no barrier.
// The hardware swizzles the addresses it forms, which is why stages start
// on 1024-byte boundaries. The async_wait that publishes the stages fences
// the copies for the async proxy (SharedMemoryOpToLLVM.cpp).
//
//===----------------------------------------------------------------------===//

#include "DotLowering.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/CommandLine.h"

#include <map>
#include <numeric>

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;

/// Testing knobs in the manner of LLVM's hidden options, for the GPU
/// simulator's model of wgmma groups (it performs a wgmma when the wait
/// that retires its group runs, and poisons accumulator registers read
/// before): without the waits the accumulators are read while their groups
/// are in flight; with groups left in flight longer than the software
/// pipeline allows, the copies of a later iteration overwrite the stage a
/// group still reads. Either way the results are wrong, which tests show.
static llvm::cl::opt<bool> clTestOmitWgmmaWaits(
    "tileas-test-omit-wgmma-waits", llvm::cl::Hidden,
    llvm::cl::desc("For tests: leave out the waits for wgmma groups (the "
                   "results are then wrong)"),
    llvm::cl::init(false));
static llvm::cl::opt<bool> clTestWgmmaInFlightBypassesWait(
    "tileas-test-wgmma-in-flight-bypasses-wait", llvm::cl::Hidden,
    llvm::cl::desc("For tests: the products left in flight past their op "
                   "(an iteration ahead) keep the registers they were issued "
                   "with instead of passing through the wait that retires "
                   "their group (the results are then wrong)"),
    llvm::cl::init(false));
static llvm::cl::opt<unsigned> clTestWgmmaExtraPending(
    "tileas-test-wgmma-extra-pending", llvm::cl::Hidden,
    llvm::cl::desc("For tests: let the wait after each wgmma product leave "
                   "this many more groups in flight than the software "
                   "pipeline allows (the results are then wrong)"),
    llvm::cl::init(0));

namespace {
/// The shapes of one wgmma product.
/// Bytes from one rhs core matrix to the next along N: 128 of the matrix
/// and 16 of padding. The threads that stage rhs hold 16-byte runs along N,
/// so a warp's store of one register writes one row in each of 16
/// neighbouring core matrices: 128 bytes apart they all fall in one bank
/// (16-way conflicts), 144 apart in 8 banks (2-way, the least a multiple of
/// 16 bytes allows). wgmma reads the stride from the descriptor.
constexpr int64_t kRhsMatrixBytes = 144;

/// How wgmma reads one operand from an nvmma_shared tile: its swizzle (in
/// bytes), the extent of its strided dimension (M of lhs, K of an rhs
/// stored N-major, N of one stored K-major) and its element bytes.
struct TileOperand {
  int64_t swizzle = 0, rows = 0, bytes = 2;
  /// The rhs is stored K-major (transposed nvmma_shared).
  bool kMajor = false;
  /// Elements in one swizzled row.
  int64_t width() const { return swizzle / bytes; }
};

struct WgmmaPlan {
  int64_t m, n, k, warpgroups, nTile, accChunkRows;
  /// Bytes of an operand element (2, 4 for tf32, 1 for f8) and of a core
  /// matrix row's elements (T = 16 / bytes); the instruction's K is 32
  /// bytes of a row.
  int64_t bytes = 2;
  int64_t coreColumns() const { return 16 / bytes; }
  int64_t kStep() const { return 32 / bytes; }
  NVVM::WGMMATypes typeA, typeB;
  /// Set for each operand read from an nvmma_shared tile; the others are
  /// staged, but for an lhs read from registers.
  bool lhsFromTile = false, rhsFromTile = false;
  TileOperand lhsTile, rhsTile;
  bool lhsInRegisters = false;
  /// Whether the lhs registers hold K in nv_tileas::permuteK's order (a
  /// `dot_op` lhs with kPermuted): the rhs's rows must be in that order too,
  /// in its tile or where this product stages it.
  bool kPermuted = false;
  /// Where lhsInRegisters: the lhs slot holding each element of operand
  /// A's registers, element e of register j of k-step ks of row block l at
  /// ((l * kSteps + ks) * 4 + j) * 2 + e.
  llvm::SmallVector<int64_t> slotOfA;
  /// Scale blocks along K of a block-scaled product (dot_scaled), else 0.
  int64_t kScales = 0;
  /// Bytes of the staged lhs; the staged rhs follows it, then a
  /// block-scaled product's scale tiles (one byte a scale), M x kScales
  /// and kScales x N, row-major.
  int64_t lhsBytes() const {
    return lhsFromTile || lhsInRegisters ? 0 : bytes * m * k;
  }
  int64_t rhsBytes() const {
    return rhsFromTile ? 0 : (k / coreColumns()) * (n / 8) * kRhsMatrixBytes;
  }
  int64_t lhsScaleByte() const { return lhsBytes() + rhsBytes(); }
  int64_t rhsScaleByte() const { return lhsScaleByte() + m * kScales; }
  /// The staging buffer: the staged operands of the whole K step.
  int64_t stagingBytes() const { return rhsScaleByte() + kScales * n; }
  /// k-steps in one scale block.
  int64_t stepsPerScaleBlock() const { return k / kScales / kStep(); }
  /// Whether some operand is staged (and the product uses the buffer).
  bool staged() const { return stagingBytes() > 0; }
  /// Where the accumulator is typed in the wgmma layout (the IR chose the
  /// fragment layout): the slot of that layout holding each fragment
  /// entry. Empty when it moves through shared memory.
  llvm::SmallVector<int64_t> slotOfEntry;
};
} // namespace

static LogicalResult matchTypedLayout(const Matmul &mm,
                                      nv_tileas::WgmmaLayoutAttr typed,
                                      WgmmaPlan &p);
static LogicalResult matchRegisterOperand(const Matmul &mm,
                                          RankedTensorType lhs, WgmmaPlan &p);

/// wgmma's name for the operand type `element` (isWgmmaProduct's types).
static NVVM::WGMMATypes wgmmaType(Type element) {
  if (element.isF16())
    return NVVM::WGMMATypes::f16;
  if (element.isBF16())
    return NVVM::WGMMATypes::bf16;
  if (element.isTF32())
    return NVVM::WGMMATypes::tf32;
  return isa<Float8E5M2Type>(element) ? NVVM::WGMMATypes::e5m2
                                      : NVVM::WGMMATypes::e4m3;
}

/// The plan, if the product is one wgmma handles here (file comment).
static std::optional<WgmmaPlan> planWgmma(KernelEmitter &em, const Matmul &mm) {
  int64_t threads = em.target.numThreads;
  int64_t budget = em.target.sharedBudgetBytes;
  auto lhs = dyn_cast<RankedTensorType>(mm.lhsType);
  auto rhs = dyn_cast<RankedTensorType>(mm.rhsType);
  auto acc = dyn_cast<RankedTensorType>(mm.accType);
  if (!lhs || !rhs || !acc || mm.batch != 1 ||
      !nv_tileas::isWgmmaProductOp(mm.op, threads, em.target.computeCapability))
    return std::nullopt;
  WgmmaPlan p;
  p.kScales = mm.kScales;
  p.m = mm.m;
  p.n = mm.n;
  p.k = mm.k;
  p.warpgroups = threads / 128;
  p.nTile = mm.n <= 256 ? mm.n : 256;
  p.bytes = nv_tileas::getWgmmaOperandBytes(mm.lhsElement);
  p.typeA = wgmmaType(mm.lhsElement);
  p.typeB = wgmmaType(mm.rhsElement);
  // Stages in another layout are mma.sync's: then neither operand comes
  // from a tile here.
  auto nvmma = [](nv_tileas::SharedMemDescType tile) {
    return tile ? dyn_cast<nv_tileas::NvmmaSharedLayoutAttr>(tile.getLayout())
                : nv_tileas::NvmmaSharedLayoutAttr();
  };
  if (mm.lhsTile) {
    auto layout = nvmma(mm.lhsTile);
    if (!layout || layout.getTransposed() || layout.getSwizzle() < 32)
      return std::nullopt;
    p.lhsFromTile = true;
    p.lhsTile = {layout.getSwizzle(), mm.m, p.bytes};
  }
  // An lhs in the operand-A layout is read from its registers where they
  // hold what wgmma's do (16-bit elements; tf32 and f8 would need other
  // pairings); else it is staged like any other.
  if (!mm.lhsTile && p.bytes == 2 &&
      isa_and_nonnull<nv_tileas::DotOperandLayoutAttr>(lhs.getEncoding()))
    p.lhsInRegisters = succeeded(matchRegisterOperand(mm, lhs, p));
  // An rhs tile wgmma cannot read (tf32 or f8 stored N-major) is read into
  // registers and staged instead.
  if (mm.rhsTile) {
    auto layout = nvmma(mm.rhsTile);
    if (!layout || layout.getSwizzle() < 32)
      return std::nullopt;
    p.rhsFromTile = nv_tileas::wgmmaReadsOperandTile(mm.rhsElement,
                                                     !layout.getTransposed());
    p.rhsTile = {layout.getSwizzle(), layout.getTransposed() ? mm.n : mm.k,
                 p.bytes, layout.getTransposed()};
    // N-tiles of an N-major rhs start on swizzled rows (K-steps of 16
    // always do).
    if (p.rhsFromTile && !p.rhsTile.kMajor && p.nTile % p.rhsTile.width())
      return std::nullopt;
  }
  // wgmma pairs the lhs's K columns with the rhs's rows in order, so both
  // must list K alike. Where they do not (a permuted stage beside an lhs
  // that could not be read from registers), mma.sync or the CUDA cores,
  // which read both operands by their coordinates, take the product.
  auto lhsOperand =
      dyn_cast_or_null<nv_tileas::DotOperandLayoutAttr>(lhs.getEncoding());
  p.kPermuted = p.lhsInRegisters && lhsOperand && lhsOperand.getKPermuted();
  if (p.rhsFromTile && nvmma(mm.rhsTile).getKPermuted() != p.kPermuted)
    return std::nullopt;
  // An accumulator typed in the wgmma layout does not move: its slots are
  // the fragment entries, matched by the elements they hold.
  if (auto typed =
          dyn_cast_or_null<nv_tileas::WgmmaLayoutAttr>(acc.getEncoding())) {
    p.accChunkRows = mm.m;
    if (p.stagingBytes() > budget || failed(matchTypedLayout(mm, typed, p)))
      return std::nullopt;
    return p;
  }
  // Accumulator chunks: whole 16-row bands, each of which one warp holds
  // (fragment side; a chunk smaller than one row block of every warpgroup
  // makes an entry's chunk depend on its warp, see fragmentChunkValue) and
  // whole rows of the CTA (blocked side, when T > N). Chunks whose entries
  // move under a run-time test use one spare element past the budget
  // (within the 48 KiB static limit, which the budget keeps 16 KiB of).
  std::optional<int64_t> rows = accumulatorChunkRows(
      mm.m, mm.n, /*bytes=*/4, std::lcm<int64_t>(16, blockedChunkUnit(em, mm)),
      budget);
  if (!rows)
    return std::nullopt;
  p.accChunkRows = *rows;
  // The operands of the whole K step must fit the staging buffer at once.
  // Staged in halves, the 128x256x64 bf16 corpus GEMM ran at 38 TFLOP/s on
  // an H100 where mma.sync took it to 71 (bench/RESULTS-gpu.md,
  // 2026-11-27): two staging rounds per step, each storing the rhs with
  // 32-way bank conflicts (a warp's 16-byte runs along N land 128 bytes
  // apart in the K-major core matrices). Swizzled, pipelined staging
  // (issue 12) is what lifts this.
  if (p.stagingBytes() > budget)
    return std::nullopt;
  return p;
}

/// Fills p.slotOfEntry: the register of `typed`'s linear layout holding
/// each fragment entry (wgmmaAccumulator's order), or failure if the
/// layout puts some entry of some thread elsewhere.
static LogicalResult matchTypedLayout(const Matmul &mm,
                                      nv_tileas::WgmmaLayoutAttr typed,
                                      WgmmaPlan &p) {
  using InDim = nv_tileas::LinearLayout::InDim;
  using Coord = nv_tileas::LinearLayout::Coord;
  if (typed.getInstrShape()[1] != p.nTile || typed.getWarpsPerCTA()[1] != 1)
    return failure();
  FailureOr<nv_tileas::LinearLayout> layout =
      typed.toLinearLayout({mm.m, mm.n}, [] { return InFlightDiagnostic(); });
  int64_t blocksPerGroup = mm.m / 64 / p.warpgroups;
  int64_t nTiles = mm.n / p.nTile, perTile = p.nTile / 2;
  if (failed(layout) ||
      layout->getSize(InDim::Register) != blocksPerGroup * nTiles * perTile)
    return failure();
  // Entry (l, t, i) of lane 4g + q in warp w of warpgroup G (file comment).
  auto planned = [&](int64_t l, int64_t t, int64_t i, int64_t lane,
                     int64_t warp) {
    int64_t row = 64 * (warp / 4) + 16 * (warp % 4) + lane / 4 +
                  8 * ((i % 4) / 2) + 64 * p.warpgroups * l;
    int64_t col = t * p.nTile + 8 * (i / 4) + i % 2 + 2 * (lane % 4);
    return Coord{row, col};
  };
  p.slotOfEntry.clear();
  for (int64_t l = 0; l < blocksPerGroup; ++l)
    for (int64_t t = 0; t < nTiles; ++t)
      for (int64_t i = 0; i < perTile; ++i) {
        std::optional<int64_t> slot = registerHolding(
            *layout, 4 * p.warpgroups,
            [&](int64_t lane, int64_t w) { return planned(l, t, i, lane, w); });
        if (!slot)
          return failure();
        p.slotOfEntry.push_back(*slot);
      }
  return success();
}

/// Fills p.slotOfA: the slot of `lhs`'s layout holding each element of
/// operand A's registers (file comment), or failure if some thread holds
/// one elsewhere.
static LogicalResult matchRegisterOperand(const Matmul &mm,
                                          RankedTensorType lhs, WgmmaPlan &p) {
  // Fragment column c of a kPermuted lhs is the tile's permuteK(c).
  bool kPermuted =
      cast<nv_tileas::DotOperandLayoutAttr>(lhs.getEncoding()).getKPermuted();
  FailureOr<nv_tileas::LinearLayout> layout =
      cast<nv_tileas::DistributedLayoutAttr>(lhs.getEncoding())
          .toLinearLayout(lhs.getShape(), [] { return InFlightDiagnostic(); });
  int64_t blocksPerGroup = mm.m / 64 / p.warpgroups, kSteps = mm.k / 16;
  if (failed(layout) ||
      layout->getSize(nv_tileas::LinearLayout::InDim::Register) !=
          blocksPerGroup * kSteps * 8)
    return failure();
  p.slotOfA.clear();
  for (int64_t l = 0; l < blocksPerGroup; ++l)
    for (int64_t ks = 0; ks < kSteps; ++ks)
      for (int64_t j = 0; j < 4; ++j)
        for (int64_t e = 0; e < 2; ++e) {
          std::optional<int64_t> slot = registerHolding(
              *layout, 4 * p.warpgroups, [&](int64_t lane, int64_t warp) {
                int64_t row = 64 * (warp / 4) + 16 * (warp % 4) + lane / 4 +
                              8 * (j % 2) + 64 * p.warpgroups * l;
                int64_t col = 16 * ks + 8 * (j / 2) + 2 * (lane % 4) + e;
                if (kPermuted)
                  col = nv_tileas::permuteK(col, mm.k);
                return nv_tileas::LinearLayout::Coord{row, col};
              });
          if (!slot)
            return failure();
          p.slotOfA.push_back(*slot);
        }
  return success();
}

std::string mlir::tileir::printWgmmaRegisterA(const WgmmaRegisterAForm &form) {
  std::string text;
  llvm::raw_string_ostream os(text);
  const char *type = form.bf16 ? "bf16" : "f16";
  // scale-d is a predicate: true, D = A B + D; false, D = A B.
  os << "{\n.reg .pred p;\nsetp.ne.b32 p, " << (form.scaleD ? 1 : 0) << ", 0;\n"
     << "wgmma.mma_async.sync.aligned.m64n" << form.n << "k16.f32." << type
     << "." << type << " {";
  // Operands $0 .. $(e - 1) are the accumulators out, $e .. $(2e - 1) the
  // same registers in (tied), then A's registers and B's descriptor.
  int64_t entries = form.n / 2, a = 2 * entries;
  for (int64_t i = 0; i < entries; ++i)
    os << (i ? ", $" : "$") << i;
  os << "}, {$" << a << ", $" << a + 1 << ", $" << a + 2 << ", $" << a + 3
     << "}, $" << a + 4 << ", p, 1, 1, " << (form.transB ? 1 : 0) << ";\n}";
  return text;
}

std::optional<mlir::tileir::WgmmaRegisterAForm>
mlir::tileir::parseWgmmaRegisterA(llvm::StringRef text) {
  // The shape and type are read from the text; the rest must then print
  // back as it is.
  llvm::StringRef shape = "wgmma.mma_async.sync.aligned.m64n";
  size_t at = text.find(shape);
  if (at == llvm::StringRef::npos)
    return std::nullopt;
  llvm::StringRef rest = text.drop_front(at + shape.size());
  mlir::tileir::WgmmaRegisterAForm form;
  if (rest.consumeInteger(10, form.n) || form.n < 8 || form.n > 256 ||
      form.n % 8)
    return std::nullopt;
  form.bf16 = rest.starts_with("k16.f32.bf16");
  for (bool scaleD : {true, false})
    for (bool transB : {false, true}) {
      form.scaleD = scaleD;
      form.transB = transB;
      if (printWgmmaRegisterA(form) == text)
        return form;
    }
  return std::nullopt;
}

/// Element index of (r, c) of an R-row operand of `bytes`-byte elements in
/// the core-matrix layout whose core matrices start `matrixBytes` apart.
static Value coreMatrixIndex(IndexMath &im, int64_t rows, Value r, Value c,
                             int64_t matrixBytes, int64_t bytes) {
  int64_t columns = 16 / bytes;
  Value block = im.add(im.mul(im.div(c, columns), rows / 8), im.div(r, 8));
  return im.add(
      im.add(im.mul(block, matrixBytes / bytes), im.mul(im.rem(r, 8), columns)),
      im.rem(c, columns));
}

/// Runs `work(i)` for this thread's share of `count` units of work, unit
/// i (i32) for thread t at t, t + T, ... (T threads), the last round under
/// a test where T does not divide `count`.
static void forEachThreadShare(KernelEmitter &em, int64_t count,
                               llvm::function_ref<void(Value)> work) {
  IndexMath im{em};
  int64_t threads = em.target.numThreads;
  for (int64_t u0 = 0; u0 < count; u0 += threads) {
    Value unit = im.add(em.threadId(), u0);
    if (u0 + threads <= count)
      work(unit);
    else
      em.emitIf(LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::ult,
                                     unit, im.c(count)),
                [&] { work(unit); });
  }
}

/// Copies the rhs from its N-major shared tile (a pipeline stage wgmma
/// cannot read: tf32 or f8) into the staging buffer's K-major core
/// matrices, rounding tf32 operands as their ftof does. Each thread moves
/// units of 4 rows (k) by 16 bytes (n): one 16-byte load per row, then, per
/// column, its 4 K-consecutive elements with one store (4 bytes of f8, 16
/// of tf32). Neighbouring lanes take neighbouring chunks of the same rows,
/// so the 8 lanes a 16-byte access serves at a time read 128 contiguous
/// bytes of a row. An f8 chunk's 16 columns span 2 core matrices: the
/// 4-byte stores of neighbouring lanes lie 288 bytes apart, in 4 of the 8
/// 16-byte bank slots (2-way, the least a stride of whole 16 bytes allows);
/// a tf32 chunk is half a core matrix, and 8 neighbouring lanes' 16-byte
/// stores fill distinct slots. Registers hold one unit at a time, where the
/// tile's elements taken as they come (the local_load's layout, one byte a
/// register for f8) would hold all of this thread's at once.
static void transposeRhsTile(KernelEmitter &em, const Matmul &mm,
                             const WgmmaPlan &p) {
  IndexMath im{em};
  int64_t e = p.bytes, columns = 16 / e;
  int64_t kQuads = mm.k / 4, chunks = mm.n / columns;
  Type storage = em.storageType(mm.rhsElement);
  // Element index of the tile's first element (tiles start on 1024-byte
  // boundaries).
  Value first = im.div(mm.rhsTileBase, e);
  forEachThreadShare(em, kQuads * chunks, [&](Value unit) {
    // kq: the quad of rows, chunk: the 16-byte column chunk.
    Value chunk = im.rem(unit, chunks), kq = im.div(unit, chunks);
    Value k = im.mul(kq, 4), n = im.mul(chunk, columns);
    llvm::SmallVector<llvm::SmallVector<Value>> rows;
    for (int64_t i = 0; i < 4; ++i) {
      Value coords[] = {im.add(k, i), n};
      Value index = im.add(first, sharedTileOffset(em, mm.rhsTile, coords));
      rows.push_back(
          em.loadSharedVector(storage, columns, index, em.sharedTilesEnd));
    }
    for (int64_t c = 0; c < columns; ++c) {
      llvm::SmallVector<Value> column;
      for (int64_t i = 0; i < 4; ++i)
        column.push_back(roundTileElement(em, rows[i][c], mm.rhsTileRound));
      Value index =
          coreMatrixIndex(im, mm.n, im.add(n, c), k, kRhsMatrixBytes, e);
      em.storeSharedVector(column, im.add(index, p.lhsBytes() / e),
                           p.stagingBytes());
    }
  });
}

/// Stores this thread's lhs and rhs elements in the core-matrix layout.
static void stageOperands(KernelEmitter &em, const Matmul &mm,
                          const WgmmaPlan &p) {
  IndexMath im{em};
  int64_t bytes = p.stagingBytes();
  // A run of lhs slots along K (at most 16 bytes, starting at a multiple
  // of its length) is part of one core-matrix row: consecutive elements,
  // one vector store.
  int64_t lhsRun = em.sharedStoreRun(mm.lhsType, mm.lhsStorage);
  // Operands read from tiles or registers are not staged.
  for (size_t s = 0; p.lhsBytes() && s < mm.lhs.size(); s += lhsRun) {
    Value e = em.elementIndex(mm.lhsType, s);
    em.storeSharedVector(llvm::ArrayRef<Value>(mm.lhs).slice(s, lhsRun),
                         coreMatrixIndex(im, mm.m, im.div(e, mm.k),
                                         im.rem(e, mm.k), 128, p.bytes),
                         bytes);
  }
  // An rhs in a tile wgmma cannot read moves from there (its registers
  // are then dead).
  if (!p.rhsFromTile && mm.rhsTile)
    transposeRhsTile(em, mm, p);
  // A block-scaled product's scale tiles, whole and row-major.
  if (auto scaled = dyn_cast<aa::DotScaledOp>(mm.op)) {
    auto stageScales = [&](const Parts &parts, Type type, int64_t first) {
      int64_t run = em.sharedStoreRun(type, mm.scaleStorage);
      for (size_t s = 0; s < parts.size(); s += run)
        em.storeSharedVector(llvm::ArrayRef<Value>(parts).slice(s, run),
                             im.add(em.elementIndex(type, s), first), bytes);
    };
    stageScales(mm.lhsScale, scaled.getLhsScale().getType(), p.lhsScaleByte());
    stageScales(mm.rhsScale, scaled.getRhsScale().getType(), p.rhsScaleByte());
  }
  // Likewise a run of rhs slots along K (a K x N tile loaded contiguous
  // along K, attention's K^T): one row of a K-major core matrix. Rows go in
  // the lhs registers' K order, in which runs of 2 stay together.
  int64_t rhsRun = em.contiguousRun(mm.rhsType, 0, mm.rhsStorage);
  if (p.kPermuted)
    rhsRun = std::min<int64_t>(rhsRun, 2);
  for (size_t s = 0; !p.rhsFromTile && !mm.rhsTile && s < mm.rhs.size();
       s += rhsRun) {
    Value e = em.elementIndex(mm.rhsType, s);
    Value n = im.rem(e, mm.n), k = im.div(e, mm.n);
    if (p.kPermuted)
      k = im.unpermuteK(k, mm.k);
    Value index = coreMatrixIndex(im, mm.n, n, k, kRhsMatrixBytes, p.bytes);
    em.storeSharedVector(llvm::ArrayRef<Value>(mm.rhs).slice(s, rhsRun),
                         im.add(index, p.lhsBytes() / p.bytes), bytes);
  }
}

/// Rounds the f32 elements of the shared tile of `type` at byte `base` in
/// place as `round` (the ftof to tf32 its product reads it through) does:
/// each thread its share of the tile's 16-byte chunks, which holds whole
/// elements whatever the layout. The caller synchronises.
static void roundTileInPlace(KernelEmitter &em,
                             nv_tileas::SharedMemDescType type, Value base,
                             Operation *round) {
  IndexMath im{em};
  Type f32 = em.b.getF32Type();
  // Element index of the tile's first element (tiles start on 1024-byte
  // boundaries).
  Value first = im.div(base, 4);
  forEachThreadShare(
      em, nv_tileas::getSharedTileBytes(type) / 16, [&](Value chunk) {
        Value index = im.add(first, im.mul(chunk, 4));
        llvm::SmallVector<Value> values =
            em.loadSharedVector(f32, 4, index, em.sharedTilesEnd);
        for (Value &v : values)
          v = roundTileElement(em, v, round);
        em.storeSharedVector(values, index, em.sharedTilesEnd);
      });
}

namespace {
/// Descriptors of matrices in one shared tile (PTX ISA, "Matrix Descriptor
/// Format"): bits 0-13 hold the start address / 16, 16-29 the leading byte
/// offset / 16, 32-45 the stride byte offset / 16 and 62-63 the swizzle
/// mode. A CTA's shared window is at most 228 KiB, under 2^18 bytes, so the
/// address field is the address / 16 with neither a mask nor a carry into
/// bit 14: the descriptor of a matrix `bytes` further is the first one's
/// low word plus bytes / 16, and every other field, the high word whole, is
/// a constant. Beyond the first, a descriptor costs one 32-bit add (three
/// 64-bit operations each when every one was built from its address).
class SharedDescriptors {
public:
  /// Matrices from shared address `base` + `firstByte` (i32 values), with
  /// leading and stride byte offsets `leading` and `stride` and a swizzle
  /// of `swizzle` bytes (0: none).
  SharedDescriptors(KernelEmitter &em, Value base, Value firstByte,
                    int64_t leading, int64_t stride, int64_t swizzle = 0)
      : em(em) {
    IndexMath im{em};
    // Bits 62-63: 1 for 128-byte, 2 for 64-byte, 3 for 32-byte swizzling.
    uint64_t mode = swizzle == 128  ? 1
                    : swizzle == 64 ? 2
                    : swizzle == 32 ? 3
                                    : 0;
    uint64_t constant = (uint64_t(leading >> 4) << 16) |
                        (uint64_t(stride >> 4) << 32) | (mode << 62);
    Value start = im.add(base, firstByte);
    Value field = LLVM::LShrOp::create(em.b, em.loc, start, em.i32Const(4));
    first = im.add(field, int64_t(constant & 0xffffffffu));
    high = constant & ~uint64_t(0xffffffffu);
  }

  /// The descriptor of the matrix `bytes` (a multiple of 16) past the first.
  Value at(int64_t bytes) const {
    assert(bytes % 16 == 0 && "matrices start on 16-byte boundaries");
    IndexMath im{em};
    Value low = LLVM::ZExtOp::create(em.b, em.loc, em.b.getI64Type(),
                                     im.add(first, bytes / 16));
    return LLVM::OrOp::create(em.b, em.loc, low, em.i64Const(int64_t(high)));
  }

private:
  KernelEmitter &em;
  Value first;   ///< the low word of the first matrix's descriptor (i32)
  uint64_t high; ///< the high word, in place (the low word's bits clear)
};
} // namespace

namespace {
/// Per-thread values the fragment layout is built from.
struct WgmmaLane {
  Value group, rowInBlock, q;
};
} // namespace

static WgmmaLane wgmmaLane(KernelEmitter &em) {
  IndexMath im{em};
  Value tid = em.threadId();
  Value warp = im.rem(im.div(tid, 32), 4);
  Value lane = im.rem(tid, 32);
  return {im.div(tid, 128), im.add(im.mul(warp, 16), im.div(lane, 4)),
          im.rem(lane, 4)};
}

/// Accumulator: blocked slot s and fragment entry (l, t, i) of row block
/// group + W * l, N-tile t.
static AccumulatorMove wgmmaAccumulator(KernelEmitter &em, const Matmul &mm,
                                        const WgmmaPlan &p) {
  IndexMath im{em};
  WgmmaLane w = wgmmaLane(em);
  int64_t blocksPerGroup = mm.m / 64 / p.warpgroups;
  int64_t nTiles = mm.n / p.nTile, perTile = p.nTile / 2;
  AccumulatorMove acc{mm.m, mm.n, p.accChunkRows, {}, {}, {}, {}};
  fillBlockedSide(em, mm, acc);
  // Entries 2j and 2j + 1 are columns 2q and 2q + 1 of one row.
  acc.fragmentRun = 2;
  // Chunks of whole row blocks of every warpgroup are known per entry;
  // smaller ones depend on the warp. Warp w of warpgroup g holds rows 64 g
  // + 16 w + [0, 16) of each of its row blocks, and chunks are multiples
  // of 16 rows, so its band's first row decides.
  bool dynamicChunks = p.accChunkRows % (64 * p.warpgroups) != 0;
  Value bandRow = dynamicChunks
                      ? im.add(im.mul(w.group, 64),
                               im.mul(im.rem(im.div(em.threadId(), 32), 4), 16))
                      : Value();
  Value groupRow = im.add(im.mul(w.group, 64), w.rowInBlock);
  Value rowBase0 = im.mul(groupRow, mm.n);
  Value rowBase8 = im.mul(im.add(groupRow, 8), mm.n);
  Value colBase = im.mul(w.q, 2);
  for (int64_t l = 0; l < blocksPerGroup; ++l)
    for (int64_t t = 0; t < nTiles; ++t)
      for (int64_t i = 0; i < perTile; ++i) {
        int64_t h = (i % 4) / 2;
        int64_t rowOffset = 64 * p.warpgroups * l;
        int64_t col = t * p.nTile + 8 * (i / 4) + i % 2;
        Value base = im.add(h ? rowBase8 : rowBase0, colBase);
        acc.fragmentIndex.push_back(im.add(base, rowOffset * mm.n + col));
        acc.fragmentChunk.push_back(rowOffset / p.accChunkRows);
        if (dynamicChunks)
          acc.fragmentChunkValue.push_back(
              im.div(im.add(bandRow, rowOffset), p.accChunkRows));
      }
  return acc;
}

/// The instruction `text` (inline PTX with side effects) with `registers`
/// (all of one type: "f" f32, "r" i32) as in-out operands, each an output
/// tied to its input: one register, which the code around may neither read
/// nor copy across the instruction, and whose value is computed before it.
static llvm::SmallVector<Value>
withRegistersInOut(KernelEmitter &em, llvm::StringRef text,
                   llvm::ArrayRef<Value> registers, llvm::StringRef kind) {
  size_t n = registers.size();
  if (!n) {
    LLVM::InlineAsmOp::create(em.b, em.loc, TypeRange(), ValueRange(), text, "",
                              /*has_side_effects=*/true,
                              /*is_align_stack=*/false,
                              LLVM::TailCallKind::None, LLVM::AsmDialectAttr(),
                              ArrayAttr());
    return {};
  }
  std::string constraints;
  for (size_t i = 0; i < n; ++i)
    constraints += ("=" + kind + ",").str();
  for (size_t i = 0; i < n; ++i)
    constraints += std::to_string(i) + (i + 1 < n ? "," : "");
  Type type = registers.front().getType();
  Type result = n == 1
                    ? type
                    : LLVM::LLVMStructType::getLiteral(
                          em.b.getContext(), llvm::SmallVector<Type>(n, type));
  Value out = LLVM::InlineAsmOp::create(
                  em.b, em.loc, result, registers, text, constraints,
                  /*has_side_effects=*/true,
                  /*is_align_stack=*/false, LLVM::TailCallKind::None,
                  LLVM::AsmDialectAttr(), ArrayAttr())
                  .getRes();
  if (n == 1)
    return {out};
  llvm::SmallVector<Value> values;
  for (size_t i = 0; i < n; ++i)
    values.push_back(LLVM::ExtractValueOp::create(em.b, em.loc, out, i));
  return values;
}

/// Whether `value` is the constant +0.0.
static bool isPositiveZero(Value value) {
  auto constant = value.getDefiningOp<LLVM::ConstantOp>();
  auto zero = constant ? dyn_cast<FloatAttr>(constant.getValue()) : nullptr;
  return zero && zero.getValue().isPosZero();
}

static llvm::SmallVector<Value> wgmmaMultiply(KernelEmitter &em, Matmul &mm,
                                              const WgmmaPlan &p,
                                              llvm::ArrayRef<Value> fragments) {
  int64_t blocksPerGroup = mm.m / 64 / p.warpgroups;
  int64_t nTiles = mm.n / p.nTile;
  int64_t perTile = p.nTile / 2; // accumulator entries per thread per tile
  IndexMath im{em};
  Value group = im.div(em.threadId(), 128);
  llvm::SmallVector<Value> frags(fragments.begin(), fragments.end());

  MLIRContext *ctx = em.b.getContext();
  Type f32 = em.b.getF32Type();
  auto tileType = LLVM::LLVMStructType::getLiteral(
      ctx, llvm::SmallVector<Type>(perTile, f32));
  // Operand A's four registers of k-step ks, row block l: two lhs slots
  // each, the first in the low half.
  auto registersOfA = [&](int64_t ks, int64_t l, int64_t kSteps) {
    llvm::SmallVector<Value> registers;
    Type i32 = em.b.getI32Type();
    for (int64_t j = 0; j < 4; ++j) {
      int64_t first = ((l * kSteps + ks) * 4 + j) * 2;
      Value pair = LLVM::UndefOp::create(em.b, em.loc,
                                         VectorType::get({2}, mm.lhsStorage));
      for (int64_t e = 0; e < 2; ++e)
        pair = LLVM::InsertElementOp::create(
            em.b, em.loc, pair, mm.lhs[p.slotOfA[first + e]],
            LLVM::ConstantOp::create(em.b, em.loc, i32,
                                     em.b.getI32IntegerAttr(e)));
      registers.push_back(LLVM::BitcastOp::create(em.b, em.loc, i32, pair));
    }
    return registers;
  };
  // A product that stages an operand reuses the staging buffer in the next
  // iteration: none of its groups may stay in flight (tileas-pipeline sets
  // no wgmma_pending then).
  int64_t pending = p.staged() ? 0 : mm.wgmmaPending;
  // The same holds for a product left in flight past its op, and the
  // rounding of a tf32 tile in place is not to meet a group still reading
  // it.
  bool leaveInFlight = mm.mayLeaveInFlight && !p.staged() &&
                       !(p.lhsFromTile && mm.lhsTileRound) &&
                       !(p.rhsFromTile && mm.rhsTileRound);

  // One wgmma on the entries of (row block l, N-tile t) in `entries`,
  // adding to them (scale-d) or not (their registers are then not read).
  auto issue = [&](llvm::SmallVectorImpl<Value> &entries, int64_t l, int64_t t,
                   Value a, Value b, bool scaleD, NVVM::MMALayout layoutB) {
    int64_t first = (l * nTiles + t) * perTile;
    Value in = LLVM::UndefOp::create(em.b, em.loc, tileType);
    for (int64_t i = 0; scaleD && i < perTile; ++i)
      in = LLVM::InsertValueOp::create(em.b, em.loc, in, entries[first + i], i);
    Value out = NVVM::WgmmaMmaAsyncOp::create(
        em.b, em.loc, tileType, in, a, b,
        NVVM::MMAShapeAttr::get(ctx, 64, p.nTile, p.kStep()), p.typeA, p.typeB,
        NVVM::WGMMATypes::f32,
        scaleD ? NVVM::WGMMAScaleOut::one : NVVM::WGMMAScaleOut::zero,
        NVVM::WGMMAScaleIn::one, NVVM::WGMMAScaleIn::one, NVVM::MMALayout::row,
        layoutB,
        /*satfinite=*/nullptr);
    for (int64_t i = 0; i < perTile; ++i)
      entries[first + i] = LLVM::ExtractValueOp::create(em.b, em.loc, out, i);
  };

  // A block-scaled product (Hopper's wgmma has no scales): the k-steps of
  // each scale block multiply from zero into sums of the accumulator's
  // shape, their group is waited for, and the sums join the accumulator
  // times the block's scales of their rows and columns (scaleSumsInto:
  // mma.sync's rule, or a shorter form with the same bits), which the
  // staging buffer holds. DeepGEMM promotes its
  // f8 sums on Hopper the same way. The scales of a thread's two rows per
  // row block and its columns are loaded once a block.
  auto scaledProduct = [&](llvm::ArrayRef<Value> carried,
                           llvm::function_ref<Value(int64_t, int64_t)> descA,
                           llvm::function_ref<Value(int64_t, int64_t)> descB,
                           NVVM::MMALayout layoutB) {
    llvm::SmallVector<Value> next(carried.begin(), carried.end());
    WgmmaLane w = wgmmaLane(em);
    Value groupRow = im.add(im.mul(w.group, 64), w.rowInBlock);
    Value colBase = im.mul(w.q, 2);
    Type storage = mm.scaleStorage;
    int64_t used = p.stagingBytes();
    for (int64_t block = 0; block < p.kScales; ++block) {
      llvm::SmallVector<Value> sums(next.size());
      // The sums' registers were read since their last group.
      NVVM::WgmmaFenceAlignedOp::create(em.b, em.loc);
      for (int64_t s = 0; s < p.stepsPerScaleBlock(); ++s) {
        int64_t ks = block * p.stepsPerScaleBlock() + s;
        for (int64_t l = 0; l < blocksPerGroup; ++l) {
          Value a = descA(ks, l);
          for (int64_t t = 0; t < nTiles; ++t)
            issue(sums, l, t, a, descB(ks, t), /*scaleD=*/s > 0, layoutB);
        }
      }
      NVVM::WgmmaGroupSyncAlignedOp::create(em.b, em.loc);
      for (KernelEmitter::InFlightProduct &earlier : em.wgmmaInFlight)
        ++earlier.groupsAfter;
      sums = waitForWgmmaGroups(em, sums, 0);
      std::map<int64_t, Value> rowScale, colScale;
      auto scaleAt = [&](std::map<int64_t, Value> &cache, int64_t key,
                         Value index) {
        Value &v = cache[key];
        if (!v)
          v = em.loadShared(storage, index, used);
        return v;
      };
      llvm::SmallVector<Value> lhsScales, rhsScales;
      for (int64_t l = 0; l < blocksPerGroup; ++l)
        for (int64_t t = 0; t < nTiles; ++t)
          for (int64_t i = 0; i < perTile; ++i) {
            int64_t rowOffset = 64 * p.warpgroups * l + 8 * ((i % 4) / 2);
            int64_t col = t * p.nTile + 8 * (i / 4) + i % 2;
            Value row = im.add(groupRow, rowOffset);
            lhsScales.push_back(scaleAt(
                rowScale, rowOffset,
                im.add(im.mul(row, p.kScales), p.lhsScaleByte() + block)));
            rhsScales.push_back(scaleAt(
                colScale, col,
                im.add(colBase, p.rhsScaleByte() + block * mm.n + col)));
          }
      next = scaleSumsInto(em, mm, sums, lhsScales, rhsScales, next);
    }
    return next;
  };

  // Every k-step of 16 on every (row block, N-tile) of the warpgroup, with
  // the descriptors of the operands of (k-step ks, row block l) and of
  // (k-step ks, N-tile t).
  auto product = [&](ValueRange carried,
                     llvm::function_ref<Value(int64_t, int64_t)> descA,
                     llvm::function_ref<Value(int64_t, int64_t)> descB) {
    llvm::SmallVector<Value> next(carried.begin(), carried.end());
    // B is K-major (col) staged or in a K-major tile, N-major (row,
    // imm-trans-b) in an N-major tile.
    NVVM::MMALayout layoutB = p.rhsFromTile && !p.rhsTile.kMajor
                                  ? NVVM::MMALayout::row
                                  : NVVM::MMALayout::col;
    if (p.kScales)
      return scaledProduct(next, descA, descB, layoutB);
    // wgmma.fence orders the registers' writes (accumulators, and A where
    // it is in registers) before the wgmmas read them. A's registers for
    // every k-step pass through it (kWgmmaFenceAsm), so that all are
    // written before it.
    int64_t kSteps = mm.k / p.kStep();
    llvm::SmallVector<Value> fencedA;
    if (p.lhsInRegisters) {
      for (int64_t ks = 0; ks < kSteps; ++ks)
        for (int64_t l = 0; l < blocksPerGroup; ++l)
          llvm::append_range(fencedA, registersOfA(ks, l, kSteps));
      // An lhs made before the op the product sits in (attention's Q,
      // converted once before the KV loop) is only read in it: its
      // registers go into the fence as inputs, which orders their writes
      // before it just as well. Tied through as outputs they would be new
      // values in every iteration while the loop still needs the old ones:
      // a copy (mov) of each register every iteration.
      Operation *around = mm.op->getParentOp();
      if (around && nv_tileas::isDefinedOutside(mm.op->getOperand(0), around))
        LLVM::InlineAsmOp::create(
            em.b, em.loc, TypeRange(), fencedA, tileir::kWgmmaFenceAsm,
            llvm::join(llvm::SmallVector<std::string>(fencedA.size(), "r"),
                       ","),
            /*has_side_effects=*/true, /*is_align_stack=*/false,
            LLVM::TailCallKind::None, LLVM::AsmDialectAttr(), ArrayAttr());
      else
        fencedA = withRegistersInOut(em, tileir::kWgmmaFenceAsm, fencedA, "r");
    } else {
      NVVM::WgmmaFenceAlignedOp::create(em.b, em.loc);
    }
    // A product onto zeros (attention's S = Q K^T, in every iteration)
    // starts each tile with scale-d false, which ignores the accumulator
    // registers: the zeros need not be moved into them first (a mov per
    // entry in every iteration).
    llvm::SmallVector<bool> ontoZeros;
    for (int64_t first = 0; first < int64_t(next.size()); first += perTile)
      ontoZeros.push_back(llvm::all_of(
          llvm::ArrayRef(next).slice(first, perTile), isPositiveZero));
    for (int64_t ks = 0; ks < kSteps; ++ks)
      for (int64_t l = 0; l < blocksPerGroup; ++l) {
        Value a = p.lhsInRegisters ? Value() : descA(ks, l);
        llvm::SmallVector<Value> aRegisters;
        if (p.lhsInRegisters)
          aRegisters.assign(fencedA.begin() + (ks * blocksPerGroup + l) * 4,
                            fencedA.begin() +
                                (ks * blocksPerGroup + l + 1) * 4);
        for (int64_t t = 0; t < nTiles; ++t) {
          int64_t first = (l * nTiles + t) * perTile;
          bool scaleD = ks > 0 || !ontoZeros[l * nTiles + t];
          if (!scaleD)
            for (int64_t i = 0; i < perTile; ++i)
              next[first + i] = LLVM::UndefOp::create(em.b, em.loc, f32);
          if (p.lhsInRegisters) {
            llvm::SmallVector<Value> operands(next.begin() + first,
                                              next.begin() + first + perTile);
            llvm::append_range(operands, aRegisters);
            operands.push_back(descB(ks, t));
            tileir::WgmmaRegisterAForm form{
                p.nTile, p.typeA == NVVM::WGMMATypes::bf16,
                layoutB == NVVM::MMALayout::row, scaleD};
            std::string constraints;
            for (int64_t i = 0; i < perTile; ++i)
              constraints += "=f,";
            for (int64_t i = 0; i < perTile; ++i)
              constraints += std::to_string(i) + ",";
            constraints += "r,r,r,r,l";
            Value out = LLVM::InlineAsmOp::create(
                            em.b, em.loc, tileType, operands,
                            printWgmmaRegisterA(form), constraints,
                            /*has_side_effects=*/true,
                            /*is_align_stack=*/false, LLVM::TailCallKind::None,
                            LLVM::AsmDialectAttr(), ArrayAttr())
                            .getRes();
            for (int64_t i = 0; i < perTile; ++i)
              next[first + i] =
                  LLVM::ExtractValueOp::create(em.b, em.loc, out, i);
            continue;
          }
          issue(next, l, t, a, descB(ks, t), scaleD, layoutB);
        }
      }
    NVVM::WgmmaGroupSyncAlignedOp::create(em.b, em.loc);
    for (KernelEmitter::InFlightProduct &earlier : em.wgmmaInFlight)
      ++earlier.groupsAfter;
    if (leaveInFlight) {
      mm.leftInFlight = true;
      return next;
    }
    return waitForWgmmaGroups(em, next, pending + clTestWgmmaExtraPending);
  };
  auto addressOf = [&](Value byteOffset, int64_t bytesUsed) -> Value {
    return LLVM::PtrToIntOp::create(em.b, em.loc, em.b.getI32Type(),
                                    em.sharedAddress(byteOffset, bytesUsed));
  };

  // Operands in tiles are read straight from there (file comment); the
  // others are staged, and the stores made visible to the async proxy
  // before the product.
  // Tiles feeding tf32 operands are rounded first (file comment).
  std::function<Value(int64_t, int64_t)> descA, descB;
  Value staged;
  Operation *lhsRound = p.lhsFromTile ? mm.lhsTileRound : nullptr;
  Operation *rhsRound = p.rhsFromTile ? mm.rhsTileRound : nullptr;
  if (p.staged() || lhsRound || rhsRound) {
    em.barrier();
    stageOperands(em, mm, p);
    if (lhsRound)
      roundTileInPlace(em, mm.lhsTile, mm.lhsTileBase, lhsRound);
    if (rhsRound)
      roundTileInPlace(em, mm.rhsTile, mm.rhsTileBase, rhsRound);
    NVVM::FenceProxyOp::create(
        em.b, em.loc, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(ctx, NVVM::SharedSpace::shared_cta));
    em.barrier();
    if (p.staged())
      staged = addressOf(im.c(0), p.stagingBytes());
  }
  if (p.lhsFromTile) {
    const TileOperand &ta = p.lhsTile;
    SharedDescriptors matricesA(
        em, addressOf(mm.lhsTileBase, em.sharedTilesEnd),
        im.mul(group, 64 * ta.swizzle), ta.rows * ta.swizzle, 8 * ta.swizzle,
        ta.swizzle);
    descA = [&, ta, matricesA](int64_t ks, int64_t l) {
      int64_t kb = 32 * ks, r0 = 64 * p.warpgroups * l;
      return matricesA.at((kb / ta.swizzle) * (ta.rows * ta.swizzle) +
                          r0 * ta.swizzle + kb % ta.swizzle);
    };
  } else if (!p.lhsInRegisters) {
    // Row block group + W * l starts at core-matrix row 8 * (group + W l).
    SharedDescriptors matricesA(em, staged, im.mul(group, 8 * 128), mm.m * 16,
                                128);
    descA = [&, matricesA](int64_t ks, int64_t l) {
      // Core-matrix column 2 ks of lhs, row 8 (group + W l).
      return matricesA.at((2 * ks * (mm.m / 8) + 8 * p.warpgroups * l) * 128);
    };
  }
  if (p.rhsFromTile) {
    const TileOperand &tb = p.rhsTile;
    SharedDescriptors matricesB(
        em, addressOf(mm.rhsTileBase, em.sharedTilesEnd), im.c(0),
        tb.rows * tb.swizzle, 8 * tb.swizzle, tb.swizzle);
    descB = [&, tb, matricesB](int64_t ks, int64_t t) {
      int64_t kb = 32 * ks, k0 = 16 * ks, n0 = t * p.nTile;
      // K-major: stored as lhs is, N in place of M: the k-step lies within
      // one swizzled row, 8 rows of N apart by the stride byte offset.
      if (tb.kMajor)
        return matricesB.at((kb / tb.swizzle) * (tb.rows * tb.swizzle) +
                            n0 * tb.swizzle + kb % tb.swizzle);
      return matricesB.at((n0 / tb.width()) * (tb.rows * tb.swizzle) +
                          k0 * tb.swizzle + (n0 % tb.width()) * 2);
    };
  } else {
    SharedDescriptors matricesB(em, staged, im.c(0), mm.n / 8 * kRhsMatrixBytes,
                                kRhsMatrixBytes);
    descB = [&, matricesB](int64_t ks, int64_t t) {
      return matricesB.at(p.lhsBytes() +
                          (2 * ks * (mm.n / 8) + t * p.nTile / 8) *
                              kRhsMatrixBytes);
    };
  }
  return product(frags, descA, descB);
}

llvm::SmallVector<Value> mlir::tileir::tilegpu::waitForWgmmaGroups(
    KernelEmitter &em, llvm::ArrayRef<Value> accumulators, int64_t pending) {
  if (clTestOmitWgmmaWaits)
    return llvm::SmallVector<Value>(accumulators);
  // The accumulators pass through the wait: nothing may read or copy them
  // before it. So do the registers of the products left in flight whose
  // groups it retires (those with at least `pending` groups committed
  // after theirs).
  llvm::SmallVector<Value> registers(accumulators);
  llvm::SmallVector<KernelEmitter::InFlightProduct> retired;
  llvm::erase_if(
      em.wgmmaInFlight, [&](const KernelEmitter::InFlightProduct &product) {
        if (product.groupsAfter < pending ||
            Value(product.result).getParentBlock() != em.currentBlock)
          return false;
        if (!clTestWgmmaInFlightBypassesWait) {
          retired.push_back(product);
          llvm::append_range(registers, em.get(product.result));
        }
        return true;
      });
  llvm::SmallVector<Value> out = withRegistersInOut(
      em, (kWgmmaWaitAsm + " " + std::to_string(pending) + ";").str(),
      registers, "f");
  size_t next = accumulators.size();
  for (const KernelEmitter::InFlightProduct &product : retired) {
    size_t n = em.get(product.result).size();
    em.set(product.result, Parts(out.begin() + next, out.begin() + next + n));
    next += n;
  }
  out.resize(accumulators.size());
  return out;
}

std::optional<TensorCorePath>
mlir::tileir::tilegpu::planWgmmaPath(KernelEmitter &em, const Matmul &mm) {
  std::optional<WgmmaPlan> plan = planWgmma(em, mm);
  if (!plan)
    return std::nullopt;
  TensorCorePath path =
      makeTensorCorePath("wgmma", *plan, wgmmaAccumulator, wgmmaMultiply);
  path.slotOfEntry = plan->slotOfEntry;
  return path;
}
