//===- DotLowering.h - What the dot lowerings share -------------*- C++ -*-===//
//
// The blocked (DotOpToLLVM.cpp) and tensor-core (DotMmaToLLVM.cpp) paths of
// dot both stage K-chunks of lhs and rhs in shared memory the same way.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_DOTLOWERING_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_DOTLOWERING_H

#include "IndexMath.h"
#include "KernelEmitter.h"
#include "SharedCopyLayout.h"
#include "SharedStaging.h"
#include "SharedTiles.h"

namespace mlir::tileir::tilegpu {

/// Converts a loaded element (storage type) to the type products are
/// formed in.
using Widen = std::function<Value(Value)>;

/// One matrix multiply, as dot and dot_scaled describe it.
struct Matmul {
  Operation *op;
  int64_t batch, m, n, k;
  /// Element types as written, and as held in registers.
  Type lhsElement, rhsElement;
  Type lhsStorage, rhsStorage, accStorage;
  /// Integer operands: signed or unsigned (mmai's signedness).
  bool lhsSigned = true, rhsSigned = true;
  /// The type products are formed and added in: the accumulator's, or f64
  /// for dot_scaled (see lowerDotScaled).
  Type mulType;
  Parts lhs, rhs, acc;
  /// The operand tile types: their layouts say which element each slot of
  /// `lhs` and `rhs` holds (any distributed layout; the products stage
  /// operands through shared memory, so they take them as they come).
  Type lhsType, rhsType;
  /// The accumulator tile type.
  Type accType;
  Widen widenLhs, widenRhs;
  /// Operands that a pipeline has already put in shared tiles (local_load
  /// of a stage or of a loop-invariant operand's tile): their tile types
  /// and byte offsets, which mma.sync reads its fragments from
  /// (swizzled_shared tiles) and wgmma its descriptors (nvmma_shared ones)
  /// instead of staging `lhs` or `rhs` (whose register loads are then
  /// dead). Either may be null: the other operand is staged as usual. The
  /// offsets are set only where the product is emitted.
  nv_tileas::SharedMemDescType lhsTile, rhsTile;
  Value lhsTileBase, rhsTileBase;
  /// wgmma groups the product may leave in flight (nv_tileas.wgmma_pending
  /// where the accumulator stays in fragments; else 0).
  int64_t wgmmaPending = 0;
  /// Whether the product may leave its wgmma group in flight past its op,
  /// for a later wait to retire (KernelEmitter::wgmmaInFlight), and
  /// whether the wgmma path did.
  bool mayLeaveInFlight = false, leftInFlight = false;
  /// The ftof that rounds a tile's f32 elements to the operand's tf32, if
  /// the operand is one: applied to each element read from the tile.
  Operation *lhsTileRound = nullptr, *rhsTileRound = nullptr;
  /// Block scales (dot_scaled): [batch, m, kScales] and [batch, kScales, n],
  /// decoded to the multiply type; kScales = 0 when there are none.
  int64_t kScales = 0;
  Type scaleStorage;
  Parts lhsScale, rhsScale;
  Widen widenScale;
};

/// The staging buffer of one K-chunk: the whole scale tiles, then the chunk
/// of lhs ([batch * M, chunk]) and of rhs ([batch, chunk, N]).
struct DotStaging {
  int64_t chunk;
  StagingPlan plan;
  unsigned lhs, rhs, lhsScale = 0, rhsScale = 0;
  /// Elements from one staged row to the next: an lhs row holds the
  /// chunk's K values of one row, an rhs row the N values of one k. Rows
  /// are padded by 16 bytes where the buffer has room, so that the threads
  /// reading one column (mma.sync fragments, the blocked product's k
  /// steps) do not all hit one bank.
  int64_t lhsPitch, rhsPitch;
};

/// The largest K-chunk (K, or K halved while it stays a multiple of
/// `multiple`) that fits the staging buffer, or failure (after an error if
/// `report`).
FailureOr<DotStaging> planDotStaging(KernelEmitter &em, const Matmul &mm,
                                     int64_t multiple = 1, bool report = true);

/// Stores this thread's elements of the K-chunk starting at `k0` (null: all
/// of K, the only chunk) of lhs and rhs. The caller provides the barriers.
void stageDotChunk(KernelEmitter &em, const Matmul &mm, DotStaging &st,
                   Value k0);

/// The accumulator of a tensor-core product in the blocked layout and in a
/// fragment layout, and how it moves between them through shared memory in
/// chunks of `chunkRows` rows: each value's chunk must be known at compile
/// time on both sides.
struct AccumulatorMove {
  int64_t m, n, chunkRows;
  /// Row-major element index of each blocked slot / fragment entry. Where
  /// one is built as a value plus a constant (an LLVM add), the two share
  /// no column bit and their rows add, so that its position in the shared
  /// copy is the value's base plus the constant's offset
  /// (SharedCopyPositions).
  llvm::SmallVector<Value> blockedIndex, fragmentIndex;
  /// The chunk each of them falls in.
  llvm::SmallVector<int64_t> blockedChunk, fragmentChunk;
  /// Consecutive blocked slots holding consecutive elements (of a row),
  /// from multiples of that count: moved with one vector access each.
  int64_t blockedRun = 1;
  /// Where not empty, the chunk of each fragment entry as a run-time value
  /// (i32) instead of fragmentChunk: with chunks smaller than the row
  /// blocks of all warpgroups together, an entry's chunk depends on the
  /// thread's warp. Those entries move under a predicate.
  llvm::SmallVector<Value> fragmentChunkValue;
  /// Consecutive fragment entries holding consecutive elements of a row,
  /// from multiples of that count (the columns 2q, 2q + 1 of a lane): moved
  /// with one vector access each where their chunk is known at compile
  /// time.
  int64_t fragmentRun = 1;
};

/// The elements moveAccumulator pads each row of its shared copy by, for
/// rows of `n` elements of `bytes` bytes whose fragment entries move in
/// pairs of columns: four pairs where the rows are whole 128-byte bank
/// lines, else none.
int64_t accumulatorRowPad(int64_t n, int64_t bytes);

/// The layout of moveAccumulator's shared copy of a chunk of `chunkRows`
/// rows of `n` elements of `bytes` bytes, `fragmentRun` and `blockedRun`
/// as in AccumulatorMove, within `budget` bytes; `dynamic`: chunks known
/// only at run time (AccumulatorMove::fragmentChunkValue), which keep the
/// plain layout.
SharedCopyLayout chooseAccumulatorCopy(int64_t n, int64_t bytes,
                                       int64_t fragmentRun, int64_t blockedRun,
                                       int64_t chunkRows, int64_t budget,
                                       bool dynamic);

/// The rows of each chunk of the accumulator move: the `m` rows halved
/// (down to a multiple of `unit`) until a chunk of padded rows
/// (accumulatorRowPad) fits `budget` bytes, or unpadded ones where padded
/// ones do not; nullopt where neither does.
std::optional<int64_t> accumulatorChunkRows(int64_t m, int64_t n, int64_t bytes,
                                            int64_t unit, int64_t budget);

/// The fewest rows a chunk of the accumulator move may have on the blocked
/// side (the emitter's own distribution or the accumulator's blocked
/// layout) so that every slot's chunk is known at compile time: a power of
/// two beyond the rows the thread index moves an element by.
int64_t blockedChunkUnit(KernelEmitter &em, const Matmul &mm);

/// Fills the blocked side of `acc` (chunks of acc.chunkRows rows, a
/// multiple of blockedChunkUnit): each slot's row-major index and chunk.
void fillBlockedSide(KernelEmitter &em, const Matmul &mm, AccumulatorMove &acc);

/// Moves the accumulator from one layout to the other: `fromBlocked` says
/// which side `values` is in.
llvm::SmallVector<Value> moveAccumulator(KernelEmitter &em,
                                         const AccumulatorMove &acc,
                                         llvm::ArrayRef<Value> values,
                                         bool fromBlocked);

/// Stores this thread's elements of the whole scale tiles of a dot_scaled
/// (DotStaging::lhsScale, rhsScale). The caller provides the barriers.
void stageDotScales(KernelEmitter &em, const Matmul &mm, DotStaging &st);

/// A block-scaled product's tensor-core sum of one scale block (`sum`, in
/// the accumulator's type) joined to the accumulator entry `acc` times the
/// block's scales of its row and column (`lhsScale`, `rhsScale`, in their
/// storage type): mma.sync's and wgmma's one rule.
///
/// e8m0 scales are powers of two from 2^-127 to 2^127, each exact in f32,
/// and so is the product of two whose exponents differ in sign: then the
/// sum takes both at once in one fma, which rounds acc + sum * scale once.
/// Otherwise the sum takes the first scale alone and the fma the second:
/// the first product is exact unless it overflows (then so would the sum
/// times both scales; only an accumulator of the opposite sign near f32's
/// largest values could have brought that back into range) or falls
/// below f32's subnormals (where it loses bits worth less than the last
/// place of any result). Other scale types (e4m3) go through f64, where
/// the scales' product is exact, with one rounding back to f32.
Value scaleSumInto(KernelEmitter &em, const Matmul &mm, Value sum,
                   Value lhsScale, Value rhsScale, Value acc);

/// scaleSumInto for entries i of `sums`, `lhsScales`, `rhsScales` and
/// `acc` together, with a shorter form taken at run time where it gives
/// the same bits: where every entry's lhs scale is an e8m0 power of two
/// from 2^-63 to 2^63, sum x lhs scale is exact (the nonzero sums of a
/// block of 32 f8 products lie between 2^-32 and 2^37 in magnitude, of
/// longer blocks up to 2^37 times their length over 32, and their product
/// with such a scale within f32's normal range), so each result is
/// fma(sum x lhs scale, rhs scale, acc), one rounding of the exact value,
/// whichever case scaleSumInto takes: two instructions an entry instead of
/// about six. For f8 products only.
llvm::SmallVector<Value> scaleSumsInto(KernelEmitter &em, const Matmul &mm,
                                       llvm::ArrayRef<Value> sums,
                                       llvm::ArrayRef<Value> lhsScales,
                                       llvm::ArrayRef<Value> rhsScales,
                                       llvm::ArrayRef<Value> acc);

/// Runs `perChunk(k0, carried)` over the K-chunks of length `chunk` in
/// order, carrying `init`; k0 (i32) is null when one chunk covers K.
llvm::SmallVector<Value> forEachKChunk(
    KernelEmitter &em, int64_t k, int64_t chunk, llvm::ArrayRef<Value> init,
    llvm::function_ref<llvm::SmallVector<Value>(Value, ValueRange)> perChunk);

/// A product on tensor cores: the layout its accumulator takes in
/// registers, and the product itself on that layout. Each emits its own
/// index computations, so they may be emitted in different blocks (a K loop
/// keeps the accumulator in fragments between its dots).
struct TensorCorePath {
  /// The instruction, for remarks ("wgmma", "mma.sync").
  llvm::StringRef name;
  std::function<AccumulatorMove(KernelEmitter &, const Matmul &)> accumulator;
  std::function<llvm::SmallVector<Value>(KernelEmitter &, Matmul &,
                                         llvm::ArrayRef<Value>)>
      multiply;
  /// Where the accumulator's type is the fragment layout itself
  /// (nv_tileas.mma_sync): the slot holding each fragment entry. Empty
  /// where the accumulator is in a blocked layout (it then moves through
  /// shared memory, `accumulator`).
  llvm::SmallVector<int64_t> slotOfEntry;
};

/// The path of a plan `p`: `layout(em, mm, p)` and `multiply(em, mm, p,
/// fragments)` with the plan bound.
template <typename Plan, typename Layout, typename Multiply>
TensorCorePath makeTensorCorePath(llvm::StringRef name, Plan p, Layout layout,
                                  Multiply multiply) {
  TensorCorePath path;
  path.name = name;
  path.accumulator = [p, layout](KernelEmitter &em, const Matmul &mm) {
    return layout(em, mm, p);
  };
  path.multiply = [p, multiply](KernelEmitter &em, Matmul &mm,
                                llvm::ArrayRef<Value> fragments) {
    return multiply(em, mm, p, fragments);
  };
  return path;
}

/// mma.sync (sm_80+): f16, bf16 or tf32 into f32, s8/u8 into s32, f8 into
/// f32 or f16 (sm_89+), f64 into f64; 2-D, M x N in m x 8 tiles, K a multiple
/// of the instruction's k.
std::optional<TensorCorePath> planMmaPath(KernelEmitter &em, const Matmul &mm);
/// Why planMmaPath does not take `mm` (for the remark).
std::string whyNotMmaSync(KernelEmitter &em, const Matmul &mm);
/// wgmma (sm_90a): f16 or bf16 into f32, 2-D, M a multiple of 64 per
/// warpgroup, K a multiple of 16.
std::optional<TensorCorePath> planWgmmaPath(KernelEmitter &em,
                                            const Matmul &mm);
/// wgmma.wait_group `pending` with the f32 accumulator registers of the
/// groups as in-out operands (as Triton's wgmma wait does): the values the
/// wait returns are the ones to use after it, so the compiler neither reads
/// nor copies a register of a group still in flight (ptxas would otherwise
/// serialize the wgmmas, warning C7515). Products left in flight
/// (KernelEmitter::wgmmaInFlight) that the wait retires pass through it
/// too, and take its outputs as their results.
llvm::SmallVector<Value> waitForWgmmaGroups(KernelEmitter &em,
                                            llvm::ArrayRef<Value> accumulators,
                                            int64_t pending);
/// The register of `layout` that holds, in every lane of each of `warps`
/// warps, the element `planned(lane, warp)` names, or std::nullopt where
/// no register does: how the tensor-core lowerings match their fragment
/// entries to the slots of a tile typed in a fragment layout.
std::optional<int64_t>
registerHolding(const nv_tileas::LinearLayout &layout, int64_t warps,
                llvm::function_ref<nv_tileas::LinearLayout::Coord(int64_t lane,
                                                                  int64_t warp)>
                    planned);

/// The tensor-core path for `mm` on this target, wgmma first.
std::optional<TensorCorePath> planTensorCorePath(KernelEmitter &em,
                                                 const Matmul &mm);

/// `value` (f32, read from a shared tile) rounded as `round`, the ftof from
/// f32 to tf32 that feeds the product the tile (Matmul::lhsTileRound,
/// rhsTileRound), rounds it; `value` itself where `round` is null.
Value roundTileElement(KernelEmitter &em, Value value, Operation *round);

/// The shape and types of nv_tileaa `dot` or `dot_scaled` `op`, without its
/// operands' values; null if `op` is not a product the GPU lowering can
/// multiply.
std::optional<Matmul> dotShape(Operation *op, KernelEmitter &em);

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_DOTLOWERING_H
