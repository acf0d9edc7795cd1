//===- Pipeline.cpp - Software pipelining of tile loads into products -----===//
//
// A K loop that loads tiles and multiplies them waits for every load before
// its product. Here the loads of a loop's products become asynchronous
// copies into a ring of shared-memory stages: the copies for iteration
// i + S - 1 are issued at the top of iteration i, while iteration i's
// product reads the stage its copies filled S - 1 iterations before.
//
//   prologue:  for s < S - 1: copy tiles of iteration s into stage s; commit
//   loop i:    wait until at most S - 2 groups are in flight (+ barrier)
//              copy tiles of iteration i + S - 1 into stage (n + S - 1) % S
//              (predicated on that iteration existing); commit
//              product on local_load of stage n % S   (n = (i - lb) / step)
//   after:     wait for everything
//
// The barrier after each wait both publishes the copies of every thread and
// tells every thread that the stage the next copies overwrite, read in the
// previous iteration, is free. The copies are cp.async (sm_80+). Products
// that run on wgmma (sm_90a: nv_tileas::isWgmmaProduct) read their operands
// through descriptors, so their stages are nvmma_shared in the widest
// swizzle a row takes (up to 128 bytes); the others read them as mma.sync
// fragments through ldmatrix, from swizzled_shared stages. wgmma reads tf32
// and f8 operands K-major only, so such a product reads an rhs stored
// N-major (the usual K x N tile) from its stage into registers and stages
// it transposed itself.
//
// wgmma runs asynchronously to the threads that issue it. With 4 stages or
// more a wgmma product may leave its group in flight into the next iteration
// (nv_tileas.wgmma_pending = 1 on the dot; the lowering waits for it after
// the loop): the copies then run A = S - 2 iterations ahead instead of
// S - 1, so that they never overwrite the stage the group in flight reads
// (that of iteration i - 1), and the wait at the top allows A - 1 groups of
// copies in flight.
//
// Products are dot and dot_scaled (block-scaled; on wgmma where its scale
// blocks hold whole instructions, nv_tileas::isWgmmaProductOp): the
// latter's scale tiles, rows of a few bytes, are loaded in the loop as
// before.
//
// A product's operand may also be a view that drops a loaded tile's leading
// unit dimensions (batched kernels load [1, M, K] tiles): the stages hold
// the tile without them, and the stage is read in the view's type. An rhs
// loaded through a transposing view (attention's K^T: a D x N tile whose
// memory is contiguous along D) is staged K-major, contiguous along its
// first dimension, which is the B operand wgmma and ldmatrix (without
// .trans) take as stored.
//
// Only one operand of a product need be loaded in the loop. A loop-
// invariant other operand (attention's Q) goes to a shared tile once,
// before the loop, where it fits beside two stages; an operand computed in
// the loop (attention's probabilities) stays in registers, and the product
// stages it as it would without a pipeline (Matmul::lhsTile, rhsTile).
// The first iteration's product that tileas-prefetch-products puts before
// the loop reads the invariant operand's tile too, and its other operand
// from the last stage, copied there ahead of the prologue's copies.
//
// A load's memory token may order it after weak reads only (an order
// between reads is unobservable; a copy issued ahead would not wait for a
// write or an acquire). What its token orders after it (split-K kernels
// join the loads' tokens into the ones their lock release is ordered after)
// is ordered after what the load was ordered after instead, and comes after
// the wait at the top of the load's iteration or after the loop, by which
// every thread's copy has completed.
//
// Stages live in shared memory next to the lowering's staging scratch,
// which keeps at least kMinScratchBytes: with the 48 KiB of static shared
// memory, a 128x128x32 f16 GEMM (16 KiB a stage) gets 2 stages; where the
// launch provides more (nv_tileas.shared_memory_bytes; tile-run asks for
// the device's opt-in maximum), up to 4, as far as the CTAs per SM a
// kernel's occupancy hint asks for leave room (getStageBudget); a GEMM's K
// loop up to 8, so that its copies run further ahead (pipelineLoop says
// why).
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/Transforms/Passes.h"

#include "tileir/Dialect/TileAA/IR/Divisibility.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Remarks.h"
#include "llvm/Support/CommandLine.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TILEASPIPELINE
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

/// A testing knob in the manner of LLVM's hidden options: without the
/// waits, a product reads a stage before its copies land, which the GPU
/// simulator models (it completes a copy only when a wait retires its
/// group), so a test can show that the waits matter.
static llvm::cl::opt<bool> clTestOmitWaits(
    "tileas-pipeline-test-omit-waits", llvm::cl::Hidden,
    llvm::cl::desc("For tests: leave the waits out of the software pipelines "
                   "tileas-pipeline makes (the results are then wrong)"),
    llvm::cl::init(false));

/// For tests: TMA pipelines wait for the other phase of each stage's
/// mbarrier, which the simulator completes at once (the previous phase),
/// before the copies land.
static llvm::cl::opt<bool> clTestWrongPhase(
    "tileas-pipeline-test-wrong-phase", llvm::cl::Hidden,
    llvm::cl::desc("For tests: TMA pipelines wait for the wrong phase of "
                   "their mbarriers (the results are then wrong)"),
    llvm::cl::init(false));

/// An experiment for a GPU session: on sm_90a, give the products wgmma
/// would take (f16, bf16, tf32, f8) mma.sync's stages, so that they run on
/// mma.sync from the stages instead of on wgmma, and the two can be timed
/// against each other (bench/README.md).
static llvm::cl::opt<bool> clHopperMmaSync(
    "tileas-pipeline-hopper-mma-sync", llvm::cl::Hidden,
    llvm::cl::desc("Experiment: on sm_90a, pipeline wgmma's products for "
                   "mma.sync (swizzled_shared stages) instead"),
    llvm::cl::init(false));

bool mlir::nv_tileas::isHopperMmaSyncExperiment() { return clHopperMmaSync; }

/// For GPU sessions' comparisons, in the tools (the pass option `tma` in
/// tile-opt): on sm_90a, copy the stages of every wgmma product TMA applies
/// to with TMA, or none.
static llvm::cl::opt<bool> clTma(
    "tileas-pipeline-tma", llvm::cl::Hidden,
    llvm::cl::desc("On sm_90a, copy the stages of every wgmma product with "
                   "TMA (tensor maps and mbarriers) where it applies, not "
                   "only where they leave room for one CTA per SM"),
    llvm::cl::init(false));
static llvm::cl::opt<bool>
    clNoTma("tileas-pipeline-no-tma", llvm::cl::Hidden,
            llvm::cl::desc("On sm_90a, copy the stages of wgmma products with "
                           "cp.async only, never TMA"),
            llvm::cl::init(false));

/// For GPU sessions' comparisons, in the tools (the pass option
/// `num-stages` in tile-opt): fewer stages leave shared memory for more
/// resident CTAs (attention's 4 stages left two CTAs per SM on an H200,
/// where its registers allowed four).
static llvm::cl::opt<unsigned> clMaxStages(
    "tileas-pipeline-max-stages", llvm::cl::Hidden,
    llvm::cl::desc("Most stages a software pipeline may have (2 to 8; 0: as "
                   "many as fit, up to 4, and up to 8 for K loops)"),
    llvm::cl::init(0));

/// For GPU sessions' comparisons, in the tools: attention's products wait
/// for their groups at once, and its copies run S - 1 iterations ahead.
static llvm::cl::opt<bool> clNoDeferredWaits(
    "tileas-pipeline-no-deferred-waits", llvm::cl::Hidden,
    llvm::cl::desc("Wait for the wgmma groups of a loop that carries a "
                   "product issued an iteration ahead (attention's) where "
                   "each product is issued, with its copies S - 1 iterations "
                   "ahead, instead of where the next iteration first reads "
                   "the results"),
    llvm::cl::init(false));

/// The shared memory a CTA on sm_90 may use while a second one stays
/// resident on its SM: half the SM's 228 KiB, less the 1 KiB the driver
/// reserves for each CTA. Pipelines whose CTAs take more run one CTA per
/// SM; their copies go by TMA (TmaCopies::Auto): measured on an H200
/// (bench/RESULTS-gpu.md, 2026-11-28), the 128x256x64 bf16 GEMM, whose 4
/// stages of 48 KiB leave one CTA per SM, ran at 865 TFLOP/s with TMA
/// against 685 with cp.async (with TMA no CTA barrier is left in its loop,
/// and no other CTA's work covers that barrier's wait), while the GEMMs and
/// attention with two CTAs per SM ran as fast or faster with cp.async
/// (128x128x32 f16 on 8 warps: 651 against 576; attention: 319 against
/// 297).
static constexpr int64_t kHopperSharedBytesPerSM = 228 * 1024;
static constexpr int64_t kHopperTwoCTAsSharedBytes =
    kHopperSharedBytesPerSM / 2 - 1024;

/// The most stages a pipeline has: 4, or 8 for a K loop (every product
/// a carried accumulator, as in a GEMM), whose copies must be issued far
/// enough ahead to cover the memory's latency at the tensor cores' rate
/// (below, where the stages are chosen).
static constexpr int64_t kMostStages = 4;
static constexpr int64_t kMostKLoopStages = 8;

/// The room a TMA pipeline's mbarriers take (two of 8 bytes a stage, in the
/// kernel's array of them, beside the memory tokens' pool).
static constexpr int64_t kBarrierBytes = 2 * 8 * kMostKLoopStages;

namespace {
/// A load the pipeline takes over: the shared layout of its stages, the ops
/// in the loop body its indices are computed by (in order), and the view
/// that drops the tile's leading unit dimensions for the product, if any
/// (the stages hold the tile without them).
struct PipelinedLoad {
  aa::TiledLoadOp load;
  SharedMemDescType stageType;
  llvm::SmallVector<Operation *> indexOps;
  aa::ViewOp reshape;
  /// Bytes one TMA copy of the tile moves (0: copied with cp.async).
  int64_t tmaBytes = 0;
};

/// A loop-invariant operand of a product whose other operand is pipelined:
/// it goes to a shared tile of `type` once, before the loop, and the
/// product reads it from there.
struct InvariantOperand {
  aa::DotOp dot;
  unsigned operand;
  SharedMemDescType type;
};
} // namespace

/// The swizzle that keeps the fragment reads of a product conflict-free:
/// 16-byte groups, rows sharing a 128-byte line in one phase, as many
/// phases as groups in a row (at most 8). Rows run along dimension
/// `contiguous` of the 2-D `shape` (1: row-major; 0: a K-major B operand).
static SwizzledSharedLayoutAttr stageLayout(MLIRContext *ctx,
                                            llvm::ArrayRef<int64_t> shape,
                                            int64_t bytes,
                                            unsigned contiguous) {
  int64_t vec = 16 / bytes;
  int64_t rowBytes = shape[contiguous] * bytes;
  int64_t perPhase = std::max<int64_t>(1, 128 / rowBytes);
  int64_t maxPhase = std::min<int64_t>(8, rowBytes / 16);
  return SwizzledSharedLayoutAttr::get(ctx, vec, perPhase, maxPhase,
                                       {contiguous, 1 - contiguous});
}

/// The stage layout wgmma reads through descriptors: the widest hardware
/// swizzle a row of the tile fills (rows of at least 32 bytes along
/// dimension `contiguous`: an lhs M x K tile and an rhs K x N tile stored
/// N-major have them along 1, an rhs stored K-major, `transposed`, along
/// 0), or null.
static NvmmaSharedLayoutAttr wgmmaStageLayout(MLIRContext *ctx,
                                              llvm::ArrayRef<int64_t> shape,
                                              int64_t bytes,
                                              unsigned contiguous) {
  int64_t rowBytes = shape[contiguous] * bytes;
  if (rowBytes < 32 || shape[1 - contiguous] < 8)
    return {};
  return NvmmaSharedLayoutAttr::get(ctx, std::min<int64_t>(128, rowBytes),
                                    /*transposed=*/contiguous == 0);
}

/// The shared layout of a product operand tile of `shape` (2-D) with
/// `bytes`-byte elements, contiguous along `contiguous`: wgmma's
/// (`forWgmma`) or mma.sync's. Null where wgmma cannot read it.
static SharedLayoutAttr operandTileLayout(MLIRContext *ctx,
                                          llvm::ArrayRef<int64_t> shape,
                                          int64_t bytes, unsigned contiguous,
                                          bool forWgmma) {
  if (forWgmma)
    return wgmmaStageLayout(ctx, shape, bytes, contiguous);
  return stageLayout(ctx, shape, bytes, contiguous);
}

/// Whether `load` (a tiled or gather load) is ordered beyond weak: with an
/// ordering other than weak, or a scope.
template <typename LoadOpT> static bool isOrderedLoad(LoadOpT load) {
  return load.getMemoryOrderingSemantics() != ct::MemoryOrdering::Weak ||
         load.getMemoryScope();
}

/// The loop whose next iteration (or end) `op`, a continue, goes to.
static Operation *continuedLoop(aa::ContinueOp op) {
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
    if (isa<aa::ForOp, aa::LoopOp>(p))
      return p;
  return nullptr;
}

/// Why a copy issued iterations ahead could break what the memory token
/// `token` of a load orders the load after, or nullopt.
///
/// A token orders a load after the effects it carries (the memory model of
/// the Tile IR specification): the load must see what those wrote, and read
/// after what they acquired. The copies of
/// iteration i + A are issued in iteration i, before the ops of iterations
/// i .. i + A - 1 that precede the load, and before the loop for the first
/// A iterations; they are waited for only at the top of their iteration
/// (async_wait, which also synchronises the CTA). A load may therefore be
/// issued ahead only when its token orders it after nothing but weak reads:
/// an order between two weak reads is not observable (a write racing with
/// either is a data race), while a write or an acquire ordered before the
/// load, in the loop or before it, must stay before it (the copy could miss
/// the write, or read before the acquire, and nothing would make another
/// thread's write visible to it first). The walk follows the token through
/// joins, weak loads' tokens and the iteration values and results of for
/// loops (their initial values and every value continued into them).
static std::optional<std::string> checkOrderedAfter(Value token) {
  llvm::SmallPtrSet<Value, 16> seen;
  llvm::SmallVector<Value> work{token};
  auto overtaken = [](Operation *op, llvm::StringRef what) {
    return "its memory token orders it after " + what.str() + " '" +
           op->getName().getStringRef().str() +
           "', which a copy issued iterations ahead would not wait for (a "
           "pipelined load may be ordered after weak reads only)";
  };
  // Iteration value k of a for loop, or its result k: the initial value
  // and what each iteration continues with.
  auto carried = [&](aa::ForOp loop, unsigned k) {
    work.push_back(loop.getInitValues()[k]);
    loop.getRegion().walk([&](aa::ContinueOp next) {
      if (continuedLoop(next) == loop.getOperation())
        work.push_back(next.getOperands()[k]);
    });
  };
  while (!work.empty()) {
    Value t = work.pop_back_val();
    if (!seen.insert(t).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(t)) {
      auto loop = dyn_cast<aa::ForOp>(arg.getOwner()->getParentOp());
      if (!loop || arg.getArgNumber() == 0)
        return "its memory token is an argument of '" +
               arg.getOwner()->getParentOp()->getName().getStringRef().str() +
               "', which the pipeline does not follow";
      carried(loop, arg.getArgNumber() - 1);
      continue;
    }
    Operation *def = t.getDefiningOp();
    if (auto loop = dyn_cast<aa::ForOp>(def)) {
      carried(loop, cast<OpResult>(t).getResultNumber());
      continue;
    }
    if (def->getNumRegions())
      return "its memory token comes out of '" +
             def->getName().getStringRef().str() +
             "', which the pipeline does not look into";
    if (isa<aa::CreateMemTokenOp>(def))
      continue;
    if (auto join = dyn_cast<aa::JoinMemTokenOp>(def)) {
      llvm::append_range(work, join.getTokens());
      continue;
    }
    if (auto read = dyn_cast<aa::TiledLoadOp>(def)) {
      if (isOrderedLoad(read))
        return overtaken(read, "the ordered load");
      work.push_back(read.getToken());
      continue;
    }
    if (auto read = dyn_cast<aa::LoadOp>(def)) {
      if (isOrderedLoad(read))
        return overtaken(read, "the ordered load");
      work.push_back(read.getToken());
      continue;
    }
    return overtaken(def, "the effect of");
  }
  return std::nullopt;
}

/// Checks `load` (in `loop`, feeding operand `operand` of a product;
/// `forWgmma`: one wgmma runs) and fills `out`, or says why not.
static std::optional<std::string> checkLoad(aa::TiledLoadOp load,
                                            aa::ForOp loop, unsigned operand,
                                            bool forWgmma, PipelinedLoad &out) {
  auto view = load.getView().getType();
  Type element = view.getMemref().getElementType();
  if (view.getKind().getValue() != "partition")
    return std::string("it reads a ") + view.getKind().getValue().str() +
           " view";
  // A view made in the loop from loop-invariant values (13.1 kernels make
  // them next to their loads) is the same in every iteration: it moves out.
  if (auto make = load.getView().getDefiningOp<aa::MakeTiledViewOp>();
      make && make->getBlock() == load->getBlock() &&
      llvm::all_of(make->getOperands(),
                   [&](Value v) { return isDefinedOutside(v, loop); }))
    make->moveBefore(loop);
  if (!isDefinedOutside(load.getView(), loop))
    return std::string("its view is made inside the loop");
  if (isOrderedLoad(load))
    return std::string("it is an ordered load");
  // What the token orders after the load needs no more than the copy
  // complete, CTA-wide, before it: the wait at the top of the load's
  // iteration does that (rewrite). What it orders the load after is
  // checked here.
  if (std::optional<std::string> why = checkOrderedAfter(load.getToken()))
    return why;
  if (auto pad = dyn_cast_or_null<ct::PaddingValueAttr>(
          view.getLayout().get("padding_value"));
      pad && pad.getValue() != ct::PaddingValue::Zero)
    return std::string("out-of-bounds elements read as a padding value "
                       "other than zero (cp.async fills zeros)");
  unsigned bits = element.getIntOrFloatBitWidth();
  if (bits != 8 && bits != 16 && bits != 32)
    return std::string("its elements are ") + std::to_string(bits) +
           " bits wide";
  int64_t bytes = bits / 8;
  llvm::ArrayRef<int64_t> tileShape = view.getTileShape();
  // The stages hold what the product reads: the tile without the leading
  // unit dimensions a view drops.
  llvm::ArrayRef<int64_t> shape =
      out.reshape
          ? cast<RankedTensorType>(out.reshape.getResult().getType()).getShape()
          : tileShape;
  // The tile's 16-byte runs of contiguous memory go along its rows (the
  // last dimension), or, read through a transposing view, along its
  // columns: a K x N rhs whose memory is contiguous along K is the K-major
  // B operand wgmma and ldmatrix (without .trans) take as it is stored.
  std::optional<unsigned> along = view.getContiguousTileDim();
  unsigned dropped = tileShape.size() - shape.size();
  if (shape.size() != 2 || !along || *along < dropped ||
      shape[*along - dropped] * bytes < 16)
    return std::string("its tile's rows are not 16-byte runs of contiguous "
                       "memory");
  unsigned contiguous = *along - dropped;
  if (contiguous == 0 && operand == 0)
    return std::string("its M x K tile is contiguous along M (a transposing "
                       "view), which the products do not read from shared "
                       "memory");
  if (!aa::areRunsAlignedAndWhole(load.getView(), 16 / bytes, bytes))
    return std::string("the IR does not prove its 16-byte runs aligned and "
                       "wholly in or out of bounds (assume div_by)");
  // Indices: loop-invariant values, the induction variable, and pure ops
  // of those in the loop body, which are cloned for later iterations.
  FailureOr<llvm::SmallVector<Operation *>> indexOps =
      getLoadIndexOps(load, loop);
  if (failed(indexOps))
    return std::string("its indices depend on values the loop carries");
  out.load = load;
  out.indexOps = std::move(*indexOps);
  SharedLayoutAttr layout =
      operandTileLayout(load.getContext(), shape, bytes, contiguous, forWgmma);
  if (!layout)
    return std::string("its tile is too small for a wgmma operand layout "
                       "(rows of 32 bytes or more, 8 rows or more)");
  out.stageType =
      SharedMemDescType::get(load.getContext(), shape, element, layout);
  return std::nullopt;
}

/// 32-bit registers an SM has (sm_80 to sm_120).
static constexpr int64_t kRegistersPerSM = 65536;

/// Registers a thread of a K loop takes beside its accumulators and
/// operands: addresses, indices, predicates. The 128x128x32 f16 GEMM with
/// its lhs in registers takes 126: 64 of accumulators, 16 of two
/// iterations' lhs, 46 others; with K steps of 64 (--tileas-widen-k-steps)
/// its lhs takes 32 and, planned for two CTAs an SM, it spilled 268 bytes.
static constexpr int64_t kOtherLoopRegisters = 40;

/// Whether `dot` reads its lhs from registers with K permuted (an lhs
/// loaded straight into them, tileas-accelerate-matmul).
static bool readsPermutedLhs(Operation *dot) {
  auto layout = dyn_cast_or_null<DotOperandLayoutAttr>(
      cast<RankedTensorType>(dot->getOperand(0).getType()).getEncoding());
  return layout && layout.getKPermuted();
}

/// The bytes an SM's shared memory serves a cycle (32 banks of 4 bytes).
static constexpr int64_t kSharedBytesPerCycle = 128;

namespace {
/// Shared-memory reads of one iteration's wgmma products and the cycles an
/// sm_90 SM's tensor cores take for them.
struct WgmmaTraffic {
  int64_t reads = 0;
  int64_t cycles = 0;
};
} // namespace

/// What `dots`, all on wgmma with their operands in stages, shared tiles or
/// registers, read from shared memory, or nullopt for products this does
/// not count (block-scaled ones). Each wgmma instruction reads its A block
/// (64 rows by its K) unless A is in registers, and its B block (its K by
/// its N-tile) whole, so an M x N x K product reads A N / nTile times and
/// B M / 64 times. An SM's tensor cores on sm_90 multiply-add 2048 16-bit
/// pairs a cycle, 1024 tf32 ones and 4096 8-bit ones (H100: 989 dense f16
/// TFLOP/s from 132 SMs at 1.83 GHz).
static std::optional<WgmmaTraffic>
countWgmmaTraffic(llvm::ArrayRef<Operation *> dots) {
  WgmmaTraffic traffic;
  for (Operation *op : dots) {
    auto dot = dyn_cast<aa::DotOp>(op);
    if (!dot)
      return std::nullopt;
    auto lhs = cast<RankedTensorType>(dot.getLhs().getType());
    auto rhs = cast<RankedTensorType>(dot.getRhs().getType());
    auto acc = cast<RankedTensorType>(dot->getOperand(2).getType());
    auto wgmma = dyn_cast_or_null<WgmmaLayoutAttr>(acc.getEncoding());
    if (!wgmma || lhs.getRank() != 2 || rhs.getRank() != 2)
      return std::nullopt;
    int64_t m = lhs.getDimSize(0), k = lhs.getDimSize(1), n = rhs.getDimSize(1);
    int64_t nTile = wgmma.getInstrShape()[1];
    unsigned bits = lhs.getElementTypeBitWidth();
    int64_t rate = bits == 16 ? 2048 : bits == 32 ? 1024 : bits == 8 ? 4096 : 0;
    if (!rate || nTile <= 0 || n % nTile || m % 64)
      return std::nullopt;
    bool aInRegisters =
        isa_and_nonnull<DotOperandLayoutAttr>(lhs.getEncoding());
    if (!aInRegisters)
      traffic.reads += m * k * bits / 8 * (n / nTile);
    traffic.reads += m / 64 * k * n * rhs.getElementTypeBitWidth() / 8;
    traffic.cycles += m * n * k / rate;
  }
  return traffic;
}

namespace {
struct TileASPipeline
    : public nv_tileas::impl::TileASPipelineBase<TileASPipeline> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::SmallVector<aa::ForOp> loops;
    module.walk([&](aa::ForOp loop) { loops.push_back(loop); });
    for (aa::ForOp loop : loops)
      pipelineLoop(loop);
  }

  unsigned computeCapabilityOf(Operation *op) {
    if (computeCapability)
      return computeCapability;
    return getComputeCapability(op).value_or(80);
  }

  void pipelineLoop(aa::ForOp loop) {
    auto func = loop->getParentOfType<aa::FuncOp>();
    if (!func)
      return;
    // The products of the loop body with an operand loaded in it. Their
    // other operand may be loaded there too (a GEMM's K loop), be the same
    // in every iteration (attention's Q, loaded before its KV loop), or be
    // computed in the loop (attention's probabilities, multiplied by V).
    auto loadedInLoop = [&](Value operand) {
      aa::TiledLoadOp load = getProductOperandLoad(operand);
      return load && load->getBlock() == &loop.getRegion().front();
    };
    // Products are dot and dot_scaled, whose first three operands are lhs,
    // rhs and the accumulator (dot_scaled's scales, loaded as they are,
    // come after).
    auto typeOf = [](Operation *dot, unsigned i) {
      return cast<RankedTensorType>(dot->getOperand(i).getType());
    };
    llvm::SmallVector<Operation *> dots;
    for (Operation &op : loop.getRegion().front())
      if (isa<aa::DotOp, aa::DotScaledOp>(op) &&
          (loadedInLoop(op.getOperand(0)) || loadedInLoop(op.getOperand(1))))
        dots.push_back(&op);
    if (dots.empty())
      return;
    auto opts = remark::RemarkOpts::name("Pipeline")
                    .category("pipeline")
                    .function(func.getSymName());
    auto missed = [&](const std::string &why) {
      remark::missed(loop.getLoc(), opts)
          << remark::add("the loads of the loop's products are not pipelined")
          << remark::reason("{0}", why);
    };
    unsigned cc = computeCapabilityOf(loop);
    if (cc < 80) {
      missed("sm_" + std::to_string(cc) + " has no cp.async");
      return;
    }
    if ((numStages && numStages < 2) || (clMaxStages && clMaxStages < 2)) {
      missed("at most one stage is asked for (num-stages, or the tools' "
             "--tileas-pipeline-max-stages), and a pipeline takes two");
      return;
    }
    // Only products on tensor cores read their operands straight from the
    // stages; the others would load them into registers and stage them
    // again, which costs more than it hides.
    unsigned threads = getKernelThreads(func, 128);
    llvm::DenseSet<Operation *> onWgmma;
    for (Operation *dot : dots) {
      Type lhs = typeOf(dot, 0).getElementType();
      Type rhs = typeOf(dot, 1).getElementType();
      Type acc = typeOf(dot, 2).getElementType();
      std::optional<unsigned> mma = getMmaSyncComputeCapability(lhs, rhs, acc);
      std::string product;
      llvm::raw_string_ostream os(product);
      os << lhs << " x " << rhs << " into " << acc;
      if (!mma || cc < *mma) {
        missed("the " + product +
               " product does not run on the tensor "
               "cores of sm_" +
               std::to_string(cc));
        return;
      }
      if (!clHopperMmaSync && isWgmmaProductOp(dot, threads, cc))
        onWgmma.insert(dot);
    }
    APInt step;
    if (!matchPattern(loop.getStep(), m_ConstantInt(&step)) ||
        !step.isStrictlyPositive()) {
      missed("its step is not a positive constant");
      return;
    }
    // Operands loaded in the loop become stages; loop-invariant ones may go
    // to a shared tile once, before the loop (InvariantOperand); operands
    // computed in the loop stay in registers, and the product stages them
    // itself, as it does without a pipeline, unless wgmma reads them from
    // there (an lhs in its dot_op layout, tileas-accelerate-matmul).
    llvm::SmallVector<PipelinedLoad> loads;
    llvm::SmallVector<InvariantOperand> invariants;
    llvm::DenseSet<Operation *> staging;
    bool readsRegisters = false;
    for (Operation *dot : dots)
      for (unsigned i = 0; i < 2; ++i) {
        Value operand = dot->getOperand(i);
        auto operandLayout = dyn_cast_or_null<DotOperandLayoutAttr>(
            cast<RankedTensorType>(operand.getType()).getEncoding());
        if (onWgmma.contains(dot) && operandLayout &&
            isa<WgmmaLayoutAttr>(operandLayout.getParent())) {
          readsRegisters = true;
          continue;
        }
        if (isDefinedOutside(operand, loop)) {
          std::optional<InvariantOperand> inv;
          if (auto plain = dyn_cast<aa::DotOp>(dot))
            inv = invariantOperand(plain, i, onWgmma.contains(dot));
          if (inv)
            invariants.push_back(*inv);
          else
            staging.insert(dot);
          continue;
        }
        if (!loadedInLoop(operand)) {
          staging.insert(dot);
          continue;
        }
        PipelinedLoad p;
        aa::TiledLoadOp load = getProductOperandLoad(operand, &p.reshape);
        if (!load.getTile().hasOneUse()) {
          missed("a loaded operand has other uses");
          return;
        }
        if (std::optional<std::string> why =
                checkLoad(load, loop, i, onWgmma.contains(dot), p)) {
          missed("the load of operand " + std::to_string(i) + ": " + *why);
          return;
        }
        // An lhs loaded into wgmma's registers with K permuted
        // (tileas-accelerate-matmul) meets the rhs's rows in the same
        // order: the stage stores them so.
        auto stageLayout =
            dyn_cast<NvmmaSharedLayoutAttr>(p.stageType.getLayout());
        if (i == 1 && onWgmma.contains(dot) && readsPermutedLhs(dot) &&
            stageLayout && !stageLayout.getTransposed())
          p.stageType = SharedMemDescType::get(
              dot->getContext(), p.stageType.getShape(),
              p.stageType.getElementType(),
              NvmmaSharedLayoutAttr::get(dot->getContext(),
                                         stageLayout.getSwizzle(),
                                         /*transposed=*/false,
                                         /*kPermuted=*/true));
        // wgmma reads tf32 and f8 operands K-major only: an rhs stored
        // N-major is still copied ahead, but the product reads it into
        // registers and stages it transposed.
        if (onWgmma.contains(dot)) {
          auto layout =
              dyn_cast<NvmmaSharedLayoutAttr>(p.stageType.getLayout());
          bool mnMajor = i == 1 && layout && !layout.getTransposed();
          if (!wgmmaReadsOperandTile(
                  getElementTypeOrSelf(dot->getOperand(i).getType()), mnMajor))
            staging.insert(dot);
        }
        loads.push_back(std::move(p));
      }

    // Stages: as many as fit beside the scratch (and the kernel's other
    // shared tiles and mbarriers) in the shared memory a CTA may use, from
    // 2 to 4 (K loops may take more, below). Beyond the static 48 KiB the
    // buffer is dynamic and aligned at run time, which costs an alignment's
    // worth. The loop-invariant operand tiles come out of the same room;
    // where two stages do not fit beside them, those operands stay in
    // registers instead.
    int64_t stageBytes = 0;
    for (PipelinedLoad &p : loads)
      stageBytes += getSharedTileBytes(p.stageType);
    int64_t invariantBytes = 0;
    for (InvariantOperand &inv : invariants)
      invariantBytes += getSharedTileBytes(inv.type);
    // The shared tiles in place when the loop starts (the stages of earlier
    // loops are freed after them, SharedTileStack).
    SharedTileStack placed;
    replaySharedTiles(func, placed, loop);
    int64_t tiles = placed.end();
    int64_t taken = tiles;
    if (auto n = func->getAttrOfType<IntegerAttr>("nv_tileaa.mbarriers"))
      taken += 8 * n.getInt();
    if (auto n = func->getAttrOfType<IntegerAttr>(kBarriersAttrName))
      taken += 8 * n.getInt();
    int64_t ctas, perCTA;
    int64_t limit = getStageBudget(func, perCTA, ctas);
    // A wgmma product whose accumulator the loop does not carry in
    // fragments (getCarriedProduct) moves it from and to the blocked layout
    // in every iteration, through the scratch: in one chunk where the
    // scratch holds it whole, else in chunks each warp picks at run time,
    // under selects that cost registers (the static-launch fmha_f16 spilled
    // 228 bytes on sm_90a so). The scratch keeps room for it.
    // An accumulator typed in the fragment layout (tileas-accelerate-matmul)
    // does not move at all.
    // (A product's accumulator is carried where the loop passes its result
    // to the next iteration's product only.)
    auto isCarried = [&](Operation *dot) {
      auto arg = dyn_cast<BlockArgument>(dot->getOperand(2));
      return arg && arg.getOwner() == &loop.getRegion().front() &&
             getCarriedProduct(arg) == dot;
    };
    int64_t scratch = kMinScratchBytes;
    bool movesAccumulator = false;
    for (Operation *dot : onWgmma) {
      if (isCarried(dot))
        continue;
      // dot and dot_scaled take the accumulator as operand 2.
      auto type = cast<RankedTensorType>(dot->getOperand(2).getType());
      if (isa_and_nonnull<WgmmaLayoutAttr>(type.getEncoding()))
        continue;
      movesAccumulator = true;
      scratch = std::max(scratch, type.getNumElements() *
                                      type.getElementTypeBitWidth() / 8);
    }
    auto stagesIn = [&](int64_t room, int64_t most = kMostStages) {
      int64_t stages = std::min<int64_t>(most, room / stageBytes);
      if (numStages)
        stages = std::min<int64_t>(stages, numStages);
      if (clMaxStages)
        stages = std::min<int64_t>(stages, clMaxStages);
      return stages;
    };
    // TMA copies (sm_90a, wgmma stages) complete on an mbarrier per stage,
    // words of the kernel's array of them beside the memory tokens' pool.
    std::optional<std::string> noTma = whyNotTma(loads, cc);
    TmaCopies mode = clTma     ? TmaCopies::Always
                     : clNoTma ? TmaCopies::Never
                               : tmaCopies.getValue();
    if (mode == TmaCopies::Always && noTma)
      remark::missed(loop.getLoc(), opts)
          << remark::add("the stages are copied with cp.async, not TMA")
          << remark::reason("{0}", *noTma);
    bool tma = mode == TmaCopies::Always && !noTma;
    int64_t room = limit - scratch - taken - (tma ? kBarrierBytes : 0);
    if (tma && stagesIn(room) < 2) {
      remark::missed(loop.getLoc(), opts)
          << remark::add("the stages are copied with cp.async, not TMA")
          << remark::reason("two stages leave no room for their mbarriers");
      tma = false;
      room += kBarrierBytes;
    }
    int64_t stages = stagesIn(room - invariantBytes);
    if (stages < 2 && !invariants.empty()) {
      for (InvariantOperand &inv : invariants)
        staging.insert(inv.dot);
      invariants.clear();
      invariantBytes = 0;
      stages = stagesIn(room);
    }
    if (stages < 2) {
      // Shared tiles in place when the loop starts (a loop-invariant
      // operand's tile before an earlier loop, say) take room from its
      // stages.
      std::string others;
      if (scratch > kMinScratchBytes)
        others = " (" + std::to_string(scratch) +
                 " bytes, which hold the accumulator a wgmma product moves in "
                 "every iteration)";
      if (tiles)
        others += " and the kernel's other shared tiles (" +
                  std::to_string(tiles) + " bytes)";
      missed("two stages of " + std::to_string(stageBytes) +
             " bytes do not fit the " + std::to_string(room) +
             " bytes of shared memory left beside the staging scratch" +
             others + " (" + std::to_string(perCTA) + " bytes a CTA may use" +
             (ctas ? " with the " + std::to_string(ctas) +
                         " CTAs per SM its occupancy hint asks for resident"
                   : std::string()) +
             ")");
      return;
    }
    // A K loop (every product's accumulator carried, as in a GEMM) takes
    // one stage's tiles in every product's worth of tensor-core time, and
    // its copies must be in flight for as long as memory takes to answer:
    // the bytes in flight an SM needs are that rate times the latency. On
    // the H200 the 128x128x32 f16 GEMM ran at 655 TFLOP/s with two CTAs
    // per SM, each with 2 iterations of 16 KiB in flight (4 stages, one
    // held by the wgmma group in flight): 64 KiB an SM, while at cuBLAS's
    // 890 TFLOP/s it would consume 105 GB/s an SM, about 100 KiB within
    // the microsecond of a loaded memory's latency. So a K loop takes as
    // many stages (up to 8) as fit in the share of the SM the CTAs that
    // its 4 stages allow resident have each: more stages, as many CTAs
    // per SM (6 for that GEMM, 4 iterations ahead). That holds where its
    // products read only their stages and registers: then nothing is
    // staged beside the stages, and the scratch the lowering keeps is at
    // most the kMinScratchBytes counted here. (Products that stage an
    // operand, tf32's and f8's transposed rhs, take more, and keep 4.) A
    // loop whose products are used in the iteration (attention's) spends
    // most of its time beside the tensor cores and keeps 4 as well.
    bool kLoop = llvm::all_of(dots, isCarried);
    int64_t fixed =
        taken + scratch + invariantBytes + (tma ? kBarrierBytes : 0);
    // An lhs loaded straight into wgmma's registers (kPermuted,
    // tileas-accelerate-matmul) no longer takes room in the stages, so
    // shared memory alone would let more CTAs reside than registers do:
    // those are bounded too, by the accumulators, the lhs of this
    // iteration and the next (tileas-prefetch-loads) and
    // kOtherLoopRegisters a thread. Not for a K loop inside another loop
    // (a persistent GEMM's loop over tiles), whose values live beside
    // them: planned for two CTAs an SM, persistent_matmul_f16 spilled 540
    // bytes.
    bool loadedIntoRegisters = kLoop && !loop->getParentOfType<aa::ForOp>() &&
                               !loop->getParentOfType<aa::LoopOp>() &&
                               llvm::any_of(dots, readsPermutedLhs);
    int64_t mostResident = 32;
    if (loadedIntoRegisters) {
      int64_t threads = getKernelThreads(func, 128);
      int64_t registers = kOtherLoopRegisters;
      for (Operation *dot : dots) {
        registers += getRegistersPerThread(dot->getOperand(2), threads);
        if (readsPermutedLhs(dot))
          registers += 2 * getRegistersPerThread(dot->getOperand(0), threads);
      }
      mostResident =
          std::max<int64_t>(1, kRegistersPerSM / (threads * registers));
    }
    // The CTAs an SM holds by shared memory, at most mostResident (wgmma
    // products: an sm_90 SM's, the driver's kilobyte per CTA taken).
    int64_t resident = std::clamp<int64_t>(
        kHopperSharedBytesPerSM / (fixed + stages * stageBytes + 1024), 1,
        mostResident);
    if (kLoop && staging.empty() && !movesAccumulator &&
        limit > kStaticSharedBytes) {
      auto budgetFor = [&](int64_t count) {
        return std::min(
            limit, getBufferBytes(func, getSharedBytesPerCTA(func, count)));
      };
      resident = 1;
      while (resident < mostResident &&
             budgetFor(resident + 1) >= fixed + stages * stageBytes)
        ++resident;
      stages = std::max(
          stages, stagesIn(budgetFor(resident) - fixed, kMostKLoopStages));
    }
    // ptxas, planning for one CTA an SM, would take the lhs's registers
    // (issued an iteration ahead, tileas-prefetch-loads) past the share of
    // the CTAs that reside: the 128x128x32 f16 GEMM took 134 a thread (136
    // in the static launch), one CTA an SM, where planning for two gives
    // 126 and no spills.
    auto planned = func->getAttrOfType<IntegerAttr>(kMinCTAsPerSMAttrName);
    if (loadedIntoRegisters && resident > 1 && !ctas &&
        (!planned || planned.getInt() < resident))
      func->setAttr(
          kMinCTAsPerSMAttrName,
          IntegerAttr::get(IntegerType::get(func.getContext(), 32), resident));
    // Left to choose (TmaCopies::Auto), TMA copies the stages where the
    // CTA, with them, leaves no room for a second one on its SM, if its
    // mbarriers fit beside as many stages.
    bool tmaForOccupancy = false;
    if (mode == TmaCopies::Auto && !noTma &&
        fixed + stages * stageBytes > kHopperTwoCTAsSharedBytes &&
        (room - kBarrierBytes - invariantBytes) / stageBytes >= stages)
      tma = tmaForOccupancy = true;
    // wgmma runs asynchronously: with 4 stages or more, a product may leave its
    // wgmma group in flight into the next iteration, whose copies must then
    // not overwrite the stage it reads: they run one iteration less ahead.
    // With 2 stages the copies' lead matters more. A product that stages an
    // operand itself reuses its staging buffer every iteration, so none of
    // its groups may stay in flight; nor may one whose result the iteration
    // uses (attention's), rather than a K loop's carried accumulator that
    // only the next product reads.
    int64_t ahead = stages - 1;
    bool inFlight = !onWgmma.empty() && stages >= 4 &&
                    llvm::all_of(onWgmma, [&](Operation *dot) {
                      return !staging.contains(dot) && isCarried(dot);
                    });
    // A loop that carries a product issued an iteration ahead (attention's
    // S) runs two iterations a trip (tileas-unroll-prefetched-products):
    // there the first iteration's products may leave their groups in flight
    // until the second iteration first reads their results (the lowering
    // waits there), past the second iteration's copies, barrier and S, so
    // that the tensor cores compute the first P V while the threads go on.
    // The copies then run S - 2 iterations ahead, leaving the stages those
    // products read alone. Not with TMA, where each thread releases a stage
    // after the body's last product, nor where a product stages an operand.
    bool deferred =
        !inFlight && !clNoDeferredWaits && !tma && stages >= 4 &&
        !onWgmma.empty() && staging.empty() &&
        llvm::any_of(loop.getRegion().front(),
                     [](Operation &op) { return isProductIssuedAhead(&op); }) &&
        llvm::all_of(onWgmma, [&](Operation *dot) {
          return llvm::all_of(dot->getResult(0).getUsers(),
                              [&](Operation *user) {
                                return user->getBlock() == dot->getBlock();
                              });
        });
    if (inFlight || deferred) {
      ahead = stages - 2;
      for (Operation *dot : onWgmma)
        dot->setAttr(
            kWgmmaPendingAttrName,
            IntegerAttr::get(IntegerType::get(loop.getContext(), 32), 1));
    }
    // With TMA, a loop whose products read only their stages and registers
    // (nothing staged, no accumulator moved through the scratch) needs no
    // CTA barrier an iteration: each thread says when it is done with a
    // stage (an mbarrier of its own), after the last product of the loop
    // body, which waits for its wgmma group unless it is a K loop's one
    // product leaving it in flight; and the thread that issues the copies
    // waits for that before it overwrites the stage. (Attention's two
    // products read K's and V's tiles of one stage, and P from registers.)
    Operation *releaseAfter = nullptr;
    if (tma && staging.empty() && !movesAccumulator &&
        llvm::all_of(dots,
                     [&](Operation *dot) { return onWgmma.contains(dot); }))
      releaseAfter = dots.back();
    rewrite(loop, loads, invariants, stages, ahead, step.getSExtValue(), tma,
            releaseAfter);
    std::string others;
    if (invariantBytes)
      others += "; the loop-invariant operands are put in shared memory (" +
                std::to_string(invariantBytes) +
                " bytes) once, before the loop";
    if (readsRegisters)
      others += "; wgmma reads the operands in its dot_op layout from "
                "registers";
    if (!staging.empty())
      others += "; operands in registers are staged by their product";
    remark::passed(loop.getLoc(), opts) << remark::add(
        "the tiles of iteration i + {0} are copied ({5}) while "
        "iteration i multiplies, through {1} shared-memory stages of {2} "
        "bytes, which {3}{4}",
        ahead, stages, stageBytes,
        onWgmma.empty() ? "mma.sync reads through ldmatrix"
        : inFlight
            ? "wgmma reads through descriptors, one group left in flight "
              "into the next iteration"
        : deferred
            ? "wgmma reads through descriptors, its groups waited for where "
              "the next iteration first reads the results"
            : "wgmma reads through descriptors",
        others,
        !tma
            ? "cp.async"
            : std::string(tmaForOccupancy ? "TMA, as the stages leave room for "
                                            "one CTA per SM only, "
                                          : "TMA, ") +
                  (releaseAfter ? "completing on an mbarrier per stage; the "
                                  "threads release each stage on another, with "
                                  "no CTA barrier in the loop"
                                : "completing on an mbarrier per stage"));

    // Where every product runs on wgmma and stages nothing, say what the
    // loop asks of shared memory at the tensor cores' rate: their operand
    // reads and the copies' writes. Shared memory serves 128 bytes a cycle
    // an SM; a loop that asks for more cannot keep the tensor cores busy,
    // whatever else it does (the 128x128x32 f16 GEMM asks for 160).
    if (onWgmma.size() == dots.size() && staging.empty())
      if (std::optional<WgmmaTraffic> traffic = countWgmmaTraffic(dots);
          traffic && traffic->cycles) {
        int64_t total = traffic->reads + stageBytes;
        int64_t perCycle = total / traffic->cycles;
        std::string bound;
        if (total > kSharedBytesPerCycle * traffic->cycles)
          bound = llvm::formatv(
              "; so the tensor cores run at most {0}% of the time",
              kSharedBytesPerCycle * traffic->cycles * 100 / total);
        remark::analysis(loop.getLoc(), opts) << remark::add(
            "an iteration moves {0} bytes through shared memory (wgmma "
            "reads {1}, the copies write {2}) in the {3} cycles an sm_90 "
            "SM's tensor cores take for its products: {4} bytes a cycle, "
            "where shared memory serves {5}{6}",
            total, traffic->reads, stageBytes, traffic->cycles, perCycle,
            kSharedBytesPerCycle, bound);
      }
  }

  /// Why the stages of `loads` cannot be copied with TMA on sm_`cc`, or
  /// nullopt (then each load's tmaBytes is set): wgmma stages (nvmma_shared
  /// with a swizzle) of views whose tensor maps getTmaBoxes describes. The
  /// alignment TMA needs (a 16-byte base, strides of 16-byte multiples) is
  /// that of the 16-byte runs checkLoad proved.
  std::optional<std::string>
  whyNotTma(llvm::MutableArrayRef<PipelinedLoad> loads, unsigned cc) {
    if (cc < 90)
      return "sm_" + std::to_string(cc) + " has no TMA";
    for (PipelinedLoad &p : loads) {
      std::string why;
      FailureOr<TmaBoxes> boxes =
          getTmaBoxes(p.load.getView().getType(), p.stageType, why);
      if (failed(boxes))
        return "a load's tiles cannot be copied by TMA: " + why;
      p.tmaBytes = boxes->count * boxes->boxBytes;
    }
    return std::nullopt;
  }

  /// The shared tile loop-invariant operand `operand` of `dot` may be put
  /// in once, before the loop: 8- or 16-bit elements, 2-D, in the layout
  /// the product reads (an lhs with K contiguous; an rhs K-major, as wgmma
  /// and ldmatrix take B natively), or none.
  std::optional<InvariantOperand>
  invariantOperand(aa::DotOp dot, unsigned operand, bool forWgmma) {
    auto type = cast<RankedTensorType>(dot->getOperand(operand).getType());
    Type element = type.getElementType();
    if (type.getRank() != 2 || !element.isIntOrFloat() || element.isTF32())
      return std::nullopt;
    unsigned bits = element.getIntOrFloatBitWidth();
    if (bits != 8 && bits != 16)
      return std::nullopt;
    SharedLayoutAttr layout =
        operandTileLayout(dot.getContext(), type.getShape(), bits / 8,
                          /*contiguous=*/operand == 0 ? 1 : 0, forWgmma);
    if (!layout)
      return std::nullopt;
    return InvariantOperand{dot, operand,
                            SharedMemDescType::get(dot.getContext(),
                                                   type.getShape(), element,
                                                   layout)};
  }

  /// Copies run `ahead` iterations ahead of the products (at most
  /// stages - 1); with `tma`, as tensor copies that complete on an mbarrier
  /// per stage.
  ///
  /// With TMA, one thread arrives on stage s's mbarrier for every issue
  /// into s, announcing the bytes of its copies (none for iterations past
  /// the end, whose copies are not made), so each use of a stage completes
  /// one phase: iteration n waits for phase n / S of stage n % S (its
  /// parity). The barriers are initialised before the prologue and
  /// invalidated after the loop, so a loop that runs again (a persistent
  /// kernel's K loop) starts from phase 0. The tensor maps are filled in
  /// before the outermost loop around that their views are made outside.
  ///
  /// With `releaseAfter` (TMA, and a loop whose products read only their
  /// stages and registers; that op is the last of them), no CTA barrier
  /// follows the waits: every thread arrives on a second mbarrier of the
  /// stage once it is done with it (after that product; with a wgmma group
  /// left in flight, the stage
  /// of the iteration before, whose group the product's wait retired), and
  /// the thread that issues the copies of iteration m waits for phase
  /// m / S - 1 of it (the phase before the first counts as completed).
  void rewrite(aa::ForOp loop, llvm::MutableArrayRef<PipelinedLoad> loads,
               llvm::ArrayRef<InvariantOperand> invariants, int64_t stages,
               int64_t ahead, int64_t step, bool tma, Operation *releaseAfter) {
    MLIRContext *ctx = loop.getContext();
    Location loc = loop.getLoc();
    OpBuilder b(loop);
    Type i32 = b.getI32Type();
    Type ivType = loop.getLowerBound().getType();
    bool isUnsigned = loop.getUnsignedCmp();
    auto sign = isUnsigned ? ct::Signedness::Unsigned : ct::Signedness::Signed;
    auto ivConst = [&](int64_t v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getIntegerAttr(ivType, v));
    };
    auto i32Const = [&](int64_t v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(v));
    };
    auto toI32 = [&](Value v) -> Value {
      if (v.getType() == i32)
        return v;
      if (v.getType().getIntOrFloatBitWidth() > 32)
        return aa::TruncIOp::create(b, loc, i32, v);
      return aa::ExtIOp::create(b, loc, i32, v, sign);
    };
    // Whether iteration `iv` exists: iv < ub, compared as the loop does.
    auto exists = [&](Value iv) -> Value {
      return aa::CmpIOp::create(b, loc, b.getI1Type(),
                                ct::ComparisonPredicate::LessThan, iv,
                                loop.getUpperBound(), sign);
    };
    // The tensor maps, and the stages' mbarriers: `barriers` complete when
    // a stage's copies land, `released` when every thread is done reading
    // it.
    llvm::SmallVector<Value> descriptors;
    Value barriers, released;
    int64_t tmaBytes = 0;
    if (tma) {
      auto func = loop->getParentOfType<aa::FuncOp>();
      auto count = func->getAttrOfType<IntegerAttr>(kTmaDescriptorsAttrName);
      int64_t slot = count ? count.getInt() : 0;
      DominanceInfo dominance(func);
      for (PipelinedLoad &p : loads) {
        tmaBytes += p.tmaBytes;
        Value view = p.load.getView();
        auto type = TmaDescriptorType::get(ctx, p.stageType);
        // An earlier loop's map of the same view and tile serves this one
        // too (attention's two KV loops).
        MakeTmaDescriptorOp earlier;
        for (Operation *user : view.getUsers())
          if (auto make = dyn_cast<MakeTmaDescriptorOp>(user);
              make && make.getType() == type &&
              dominance.properlyDominates(make.getOperation(),
                                          loop.getOperation()))
            earlier = make;
        if (earlier) {
          descriptors.push_back(earlier);
          continue;
        }
        Operation *at = loop;
        while (isa_and_nonnull<aa::ForOp, aa::LoopOp>(at->getParentOp()) &&
               !at->getParentOp()->isAncestor(
                   view.getParentRegion()->getParentOp()))
          at = at->getParentOp();
        OpBuilder hoisted(at);
        descriptors.push_back(MakeTmaDescriptorOp::create(
            hoisted, loc, type, view, hoisted.getI32IntegerAttr(slot++)));
      }
      func->setAttr(kTmaDescriptorsAttrName, b.getI32IntegerAttr(slot));
    }

    // The parity of the phase of a stage's mbarriers that use `use` of the
    // stage (iteration `use` * S + stage) completes.
    auto parityOf = [&](Value use) -> Value {
      return aa::RemIOp::create(b, loc, use, i32Const(2),
                                ct::Signedness::Unsigned);
    };
    auto useOf = [&](Value ordinal) -> Value {
      return aa::DivIOp::create(b, loc, ordinal, i32Const(stages),
                                ct::Signedness::Unsigned,
                                ct::RoundingMode::Zero);
    };

    // Issues iteration `iv`'s copies into stage `stage` of each buffer;
    // `ordinal` (i32, where stages are released) is its number from 0: the
    // issuing thread first waits until every thread is done with the stage.
    Value iv = loop.getRegion().front().getArgument(0);
    auto issue = [&](llvm::ArrayRef<Value> buffers, Value at, Value stage,
                     Value predicate, Value ordinal = Value()) {
      if (ordinal)
        WaitBarrierOp::create(
            b, loc, released, stage,
            parityOf(aa::AddIOp::create(b, loc, useOf(ordinal), i32Const(1))),
            /*issuer=*/true, /*sync_cta=*/false);
      if (tma)
        ArriveExpectTxOp::create(b, loc, barriers, stage, tmaBytes, predicate);
      for (auto [k, p, buffer] : llvm::enumerate(loads, buffers)) {
        IRMapping map;
        map.map(iv, at);
        for (Operation *op : p.indexOps)
          b.clone(*op, map);
        llvm::SmallVector<Value> indices;
        for (Value index : p.load.getIndex())
          indices.push_back(map.lookupOrDefault(index));
        Value tile = MemDescIndexOp::create(b, loc, p.stageType, buffer, stage);
        if (tma)
          AsyncTmaLoadOp::create(b, loc, descriptors[k], indices, tile,
                                 barriers, stage, predicate);
        else
          AsyncTiledLoadOp::create(b, loc, p.load.getView(), indices, tile,
                                   predicate);
      }
      if (!tma)
        AsyncCommitGroupOp::create(b, loc);
    };

    // A product of the same operands before the loop (the first
    // iteration's, which tileas-prefetch-products issues there) reads its
    // operand loaded in the loop from the last stage, which the loop's
    // copies reach only in its first iteration: copied there ahead of the
    // prologue's copies, so that the product overlaps them; it moves to
    // just before the loop (below).
    aa::DotOp first;
    unsigned firstStaged = 0;
    PipelinedLoad *firstStage = nullptr;
    for (PipelinedLoad &p : loads) {
      Value inLoop = p.reshape ? p.reshape.getResult() : p.load.getTile();
      for (OpOperand &use : inLoop.getUses()) {
        auto dot = dyn_cast<aa::DotOp>(use.getOwner());
        unsigned staged = use.getOperandNumber();
        if (!dot || staged > 1 || first)
          continue;
        Value other = dot->getOperand(1 - staged);
        for (Operation *user : other.getUsers())
          if (auto candidate = dyn_cast<aa::DotOp>(user);
              candidate && candidate != dot &&
              candidate->getBlock() == loop->getBlock() &&
              candidate->isBeforeInBlock(loop) &&
              candidate->getOperand(1 - staged) == other &&
              candidate->getOperandTypes() == dot->getOperandTypes() &&
              getProductOperandLoad(candidate->getOperand(staged)) &&
              (!first || candidate->isBeforeInBlock(first))) {
            first = candidate;
            firstStaged = staged;
            firstStage = &p;
          }
      }
    }

    // The loop-invariant operands' tiles, stored once: the wait at the top
    // of the first iteration publishes the stores to every thread (and to
    // wgmma, through its proxy fence) with the first stage. The first
    // iteration's product reads its invariant operand's tile too, which is
    // then stored before it.
    llvm::SmallVector<Value> invariantTiles;
    for (const InvariantOperand &inv : invariants) {
      Value operand = inv.dot->getOperand(inv.operand);
      bool firstReads = first && first->getOperand(inv.operand) == operand;
      OpBuilder::InsertionGuard guard(b);
      if (firstReads)
        b.setInsertionPoint(first);
      Value tile = LocalAllocOp::create(b, loc, inv.type, operand);
      invariantTiles.push_back(tile);
      Value loaded = LocalLoadOp::create(b, loc, operand.getType(), tile);
      inv.dot->setOperand(inv.operand, loaded);
      if (firstReads)
        first->setOperand(inv.operand, loaded);
    }

    // The buffers, and the prologue: iterations lb, lb + step, ... into
    // stages 0, 1, ...
    llvm::SmallVector<Value> buffers;
    for (const PipelinedLoad &p : loads) {
      llvm::SmallVector<int64_t> shape{stages};
      llvm::append_range(shape, p.stageType.getShape());
      // Stages one after another: nvmma_shared layouts stack along their
      // outer dimensions as they are; swizzled_shared ones take the stage
      // dimension as the outermost of their order.
      SharedLayoutAttr layout = p.stageType.getLayout();
      if (auto swizzled = dyn_cast<SwizzledSharedLayoutAttr>(layout)) {
        llvm::SmallVector<unsigned> order;
        for (unsigned d : swizzled.getOrder())
          order.push_back(d + 1);
        order.push_back(0);
        layout = SwizzledSharedLayoutAttr::get(ctx, swizzled.getVec(),
                                               swizzled.getPerPhase(),
                                               swizzled.getMaxPhase(), order);
      }
      auto bufferType = SharedMemDescType::get(
          ctx, shape, p.stageType.getElementType(), layout);
      buffers.push_back(LocalAllocOp::create(b, loc, bufferType, Value()));
    }
    // The stages' mbarriers: the next words of the kernel's array.
    if (tma) {
      auto func = loop->getParentOfType<aa::FuncOp>();
      auto count = func->getAttrOfType<IntegerAttr>(kBarriersAttrName);
      int64_t first = count ? count.getInt() : 0;
      func->setAttr(kBarriersAttrName, b.getI32IntegerAttr(first + stages));
      auto barrierType = SharedMemDescType::get(
          ctx, {stages}, b.getI64Type(),
          SwizzledSharedLayoutAttr::get(ctx, 1, 1, 1, {0}));
      barriers = AllocBarriersOp::create(b, loc, barrierType,
                                         b.getI32IntegerAttr(first));
      InitBarriersOp::create(b, loc, barriers, 1);
      if (releaseAfter) {
        func->setAttr(kBarriersAttrName,
                      b.getI32IntegerAttr(first + 2 * stages));
        released = AllocBarriersOp::create(b, loc, barrierType,
                                           b.getI32IntegerAttr(first + stages));
        InitBarriersOp::create(b, loc, released, getKernelThreads(func, 128));
      }
    }
    Value firstTile;
    aa::ViewOp firstReshape;
    aa::TiledLoadOp firstLoad;
    if (first) {
      firstLoad =
          getProductOperandLoad(first->getOperand(firstStaged), &firstReshape);
      firstTile = MemDescIndexOp::create(b, loc, firstStage->stageType,
                                         buffers[firstStage - loads.begin()],
                                         i32Const(stages - 1));
      AsyncTiledLoadOp::create(b, loc, firstLoad.getView(),
                               firstLoad.getIndex(), firstTile, Value());
      AsyncCommitGroupOp::create(b, loc);
    }
    for (int64_t s = 0; s < ahead; ++s) {
      Value at =
          aa::AddIOp::create(b, loc, loop.getLowerBound(), ivConst(s * step));
      issue(buffers, at, i32Const(s), exists(at));
    }
    // The first iteration's product, before the loop: it waits for its
    // tile's copy (not the prologue's, committed after it; with TMA those
    // complete on mbarriers), which the wait publishes with the invariant
    // tiles, and every thread is done with it before the first iteration's
    // copies reuse the stage. Its register load goes.
    if (first) {
      int64_t later = tma ? 0 : ahead;
      Type type = first->getOperand(firstStaged).getType();
      AsyncWaitOp::create(b, loc, later);
      first->moveBefore(loop);
      b.setInsertionPoint(first);
      first->setOperand(firstStaged,
                        LocalLoadOp::create(b, loc, type, firstTile));
      b.setInsertionPoint(loop);
      AsyncWaitOp::create(b, loc, later);
      if (firstReshape && firstReshape->use_empty())
        firstReshape->erase();
      if (firstLoad->use_empty())
        firstLoad->erase();
    }

    // In the body: wait for this iteration's stage, issue the copies S - 1
    // iterations ahead, and read the stage.
    Block &body = loop.getRegion().front();
    b.setInsertionPointToStart(&body);
    if (!clTestOmitWaits && !tma)
      AsyncWaitOp::create(b, loc, ahead - 1);
    Value n = aa::SubIOp::create(b, loc, iv, loop.getLowerBound());
    if (step != 1)
      n = aa::DivIOp::create(b, loc, n, ivConst(step), sign,
                             ct::RoundingMode::Zero);
    n = toI32(n);
    Value read = aa::RemIOp::create(b, loc, n, i32Const(stages),
                                    ct::Signedness::Unsigned);
    if (!clTestOmitWaits && tma) {
      Value use = useOf(n);
      if (clTestWrongPhase)
        use = aa::AddIOp::create(b, loc, use, i32Const(1));
      WaitBarrierOp::create(b, loc, barriers, read, parityOf(use),
                            /*issuer=*/false, /*sync_cta=*/!releaseAfter);
    }
    Value laterOrdinal = aa::AddIOp::create(b, loc, n, i32Const(ahead));
    Value write = aa::RemIOp::create(b, loc, laterOrdinal, i32Const(stages),
                                     ct::Signedness::Unsigned);
    Value later = aa::AddIOp::create(b, loc, iv, ivConst(ahead * step));
    issue(buffers, later, write, exists(later),
          releaseAfter ? laterOrdinal : Value());
    // Done with a stage: this iteration's, or, where the product leaves
    // its wgmma group in flight, the one before (its group retired in the
    // product's wait).
    if (releaseAfter) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointAfter(releaseAfter);
      if (releaseAfter->hasAttr(kWgmmaPendingAttrName)) {
        Value before = aa::RemIOp::create(
            b, loc, aa::AddIOp::create(b, loc, n, i32Const(stages - 1)),
            i32Const(stages), ct::Signedness::Unsigned);
        Value some = aa::CmpIOp::create(b, loc, b.getI1Type(),
                                        ct::ComparisonPredicate::GreaterThan, n,
                                        i32Const(0), ct::Signedness::Unsigned);
        ArriveBarrierOp::create(b, loc, released, before, some);
      } else {
        ArriveBarrierOp::create(b, loc, released, read, Value());
      }
    }
    for (auto [p, buffer] : llvm::zip(loads, buffers)) {
      b.setInsertionPoint(p.load);
      Value tile =
          MemDescIndexOp::create(b, p.load.getLoc(), p.stageType, buffer, read);
      Value product =
          p.reshape ? p.reshape.getResult() : Value(p.load.getTile());
      Value loaded =
          LocalLoadOp::create(b, p.load.getLoc(), product.getType(), tile);
      product.replaceAllUsesWith(loaded);
      if (p.reshape)
        p.reshape.erase();
      // The effects ordered after the load are ordered after what it was
      // ordered after (weak reads only, checkOrderedAfter), and run after
      // its copy completed: at the top of its iteration every thread waits
      // for it and synchronises the CTA (the lowering of async_wait), and
      // after the loop, for every copy.
      p.load.getResultToken().replaceAllUsesWith(p.load.getToken());
      p.load.erase();
    }

    // After the loop: the copies issued past its end (predicated off, but
    // still committed) complete before the buffers go.
    b.setInsertionPointAfter(loop);
    if (tma) {
      // Copies past the end were not made, so none is in flight; the
      // barriers end once every thread is past its last wait on them
      // (inval_barriers synchronises the CTA first).
      InvalBarriersOp::create(b, loc, barriers);
      if (released)
        InvalBarriersOp::create(b, loc, released);
    } else {
      AsyncWaitOp::create(b, loc, 0);
    }
    for (Value buffer : buffers)
      LocalDeallocOp::create(b, loc, buffer);
    for (Value tile : invariantTiles)
      LocalDeallocOp::create(b, loc, tile);
  }
};
} // namespace
