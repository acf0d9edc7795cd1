//===- AccelerateMatmul.cpp - Tensor-core accumulators as layouts ---------===//
//
// A product on tensor cores leaves its accumulator in the fragment layout
// of the instruction: for mma.sync, lane 4g + q of each warp holds rows g
// and g + 8 and columns 2q, 2q + 1 of every m16n8 tile the warp owns; for
// wgmma (sm_90a) the same in 16-row bands of a warpgroup's 64-row blocks.
// Where the IR gives the result a blocked layout, the lowering moves every
// result through shared memory into it, and every accumulator back; in
// attention, whose scores are reduced along their rows and whose output
// accumulator is rescaled between products, that is two trips per product
// and iteration, and the row reductions then run in a layout that spreads
// each row over a warp. Here such a product's accumulator and result get
// the fragment layout itself (`nv_tileas.mma_sync`, `nv_tileas.wgmma`),
// with conversions from and to the old layout around the product;
// tileas-coalesce then moves the conversions down through what follows
// (reductions into the fragment layout's slice, broadcasts back,
// elementwise ops, the loop that carries the output), as Triton's
// AccelerateMatmul and RemoveLayoutConversions do.
//
// Every product some mma.sync of the target multiplies gets its fragment
// layout: f16 and bf16, tf32, 8-bit integers and floats (wgmma's layout on
// sm_90a where wgmma takes them), f64 (m8n8k4: mma_sync tiles of 8 rows)
// and dot_scaled's block-scaled f8 (wgmma's layout too, where its scale
// blocks hold whole wgmma instructions). Warps that own several tiles along a
// dimension hold them as the layout repeats its warp tile, interleaved
// with the other warps', which the lowering follows; only an accumulator
// whose tiles the warps cannot share equally (16x16 over 4 warps) keeps
// its blocked layout, and its product moves it through shared memory.
//
// A K loop that carries an accumulator to one product and back gets the
// same conversions around its product; tileas-coalesce moves them out of
// the loop, so the loop carries the fragments, the splat it starts from
// takes their layout, and the conversion after the loop comes after the
// epilogue's rounding (f16 results move half the bytes of their f32
// accumulator, and from fragments by stmatrix). The loop's end is then
// where the IR says the accumulator leaves its fragments.
//
// A wgmma product whose lhs is computed from another product's result in
// the same block (attention's probabilities P, from the scores Q K^T) takes
// that lhs in registers: it gets the `dot_op` layout of operand A, whose
// registers wgmma reads directly. That layout is the f16 form of the
// scores' own fragments (PTX ISA: lane 4g + q holds rows g and g + 8,
// columns 2q, 2q + 1 of each 8-column group in both), so the conversion
// into it moves nothing, where the alternative stores the operand to
// shared memory, behind two CTA barriers, in every iteration. This is
// Triton's rule for chained products (FlashAttention-3's P V does the
// same). An operand loaded in the loop keeps shared memory, where a
// pipeline's stages or tensor maps put it. A loop-invariant lhs (attention's
// Q) goes to registers too, converted once before the loop: a shared tile
// of it would be read again by every iteration's wgmmas, whose operand
// reads alone can take all of shared memory's bandwidth (below), and
// where it would find no tile of its own beside two stages of what the
// loop loads (tileas-pipeline's rule, estimated here before the stages
// exist: the 48 KiB of static shared memory cuTile Python launches with
// leave attention 36 KiB beside the scratch, two stages of K and V take
// 32) it would be stored to the scratch, behind two barriers, in every
// iteration. `--tileas-invariant-lhs-in-shared-memory` keeps it in its
// layout where a tile fits, for timing on a GPU. On mma.sync the rule is
// the tile where one fits.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/Transforms/Passes.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Remarks.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TILEASACCELERATEMATMUL
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;

/// For a GPU session, until the register operands have run on hardware:
/// keep every product's lhs in the layout it has (shared memory for the
/// product), so that a wrong result can be traced to them or cleared of
/// them (bench/README.md).
static llvm::cl::opt<bool> clLhsInSharedMemory(
    "tileas-lhs-in-shared-memory", llvm::cl::Hidden,
    llvm::cl::desc("Experiment: read no product's lhs from registers (no "
                   "register operand A for wgmma, no invariant lhs in "
                   "mma.sync fragments); products stage it"),
    llvm::cl::init(false));

/// For a GPU session: the choice before register operands for invariant
/// wgmma lhs tiles (a shared tile where one fits), to time against.
static llvm::cl::opt<bool> clInvariantLhsInSharedMemory(
    "tileas-invariant-lhs-in-shared-memory", llvm::cl::Hidden,
    llvm::cl::desc("Experiment: give a loop-invariant 16-bit lhs of a wgmma "
                   "product a shared tile where one fits, instead of "
                   "registers"),
    llvm::cl::init(false));

/// For a GPU session: a K loop's lhs loaded from global memory straight
/// into wgmma's registers (file comment), until it has been timed.
static llvm::cl::opt<bool> clLoadedLhsInRegisters(
    "tileas-loaded-lhs-in-registers", llvm::cl::Hidden,
    llvm::cl::desc("Experiment: load the 16-bit lhs of a wgmma product in a "
                   "K loop into wgmma's registers (K in permuteK's order, "
                   "16-byte loads), the rhs's stages in the same order"),
    llvm::cl::init(false));

/// The mma_sync layout for an M x N accumulator of instructions `instrM`
/// rows high over `numWarps` warps, or null where the warps cannot share
/// its tiles equally. A warp's tiles repeat the warps' tile across the
/// accumulator, interleaved with the other warps', which the lowering
/// follows. By default warps go along M first, as many as M's tiles take,
/// the rest along N: each warp owns whole rows of tiles, so row reductions
/// and the row statistics that rescale attention's output stay within a
/// warp. A K loop's accumulator (`balanced`) only meets the operands: its
/// warps split M and N so that each reads the fewest operand rows and
/// columns per K step (tiles of M times instrM plus tiles of N times 8:
/// 64x64 over 4 warps takes 2 x 2, 32 + 32 per warp, rather than 4 x 1, 16
/// + 64). Where the accumulator takes half a thread's registers (128 or
/// more), those of the operand fragments decide whether it spills: the
/// lowering holds B's of every tile column of the warp and A's of one tile
/// row, so the warps go along N (the persistent 128x128 f16 GEMM on sm_80
/// spilled 84 bytes with 4 x 1 warps, 4 with 2 x 2, none with 1 x 4).
/// `paired`: the warps' tile columns go in pairs (MmaSyncLayoutAttr's
/// pairedColumns), each warp owning an even number. `accBits`: the width of
/// an accumulator element (f64 ones take two registers).
static MmaSyncLayoutAttr fragmentLayout(MLIRContext *context, int64_t m,
                                        int64_t n, unsigned numWarps,
                                        unsigned instrM, unsigned accBits,
                                        bool balanced, bool paired) {
  if (m % instrM || n % 8)
    return {};
  int64_t tilesM = m / instrM, tilesN = n / 8;
  int64_t registers = m * n / (numWarps * 32) * std::max(accBits, 32u) / 32;
  bool manyRegisters = registers >= 128;
  std::optional<unsigned> best;
  int64_t bestCost = 0;
  for (unsigned alongM = 1; alongM <= numWarps; alongM *= 2) {
    unsigned alongN = numWarps / alongM;
    if (tilesM % alongM || tilesN % (alongN * (paired ? 2 : 1)))
      continue;
    // The least cost wins, ties going to more warps along M.
    int64_t cost = !balanced ? -int64_t(alongM)
                   : manyRegisters
                       ? tilesN / alongN * 8 + instrM
                       : tilesM / alongM * instrM + tilesN / alongN * 8;
    if (!best || cost <= bestCost) {
      best = alongM;
      bestCost = cost;
    }
  }
  if (!best)
    return {};
  return MmaSyncLayoutAttr::get(context, {*best, numWarps / *best}, {instrM, 8},
                                paired);
}

/// fragmentLayout for a product of `lhs` elements: 8-bit products pair
/// their tile columns where the warps' shares allow, so that the lowering
/// loads B for two instructions with one ldmatrix.trans (the pairs' byte
/// pairs are one column of each).
static MmaSyncLayoutAttr chooseMmaSyncLayout(MLIRContext *context, Type lhs,
                                             Type acc, int64_t m, int64_t n,
                                             unsigned numWarps, unsigned instrM,
                                             bool balanced) {
  unsigned accBits = acc.getIntOrFloatBitWidth();
  if (lhs.getIntOrFloatBitWidth() == 8)
    if (MmaSyncLayoutAttr paired =
            fragmentLayout(context, m, n, numWarps, instrM, accBits, balanced,
                           /*paired=*/true))
      return paired;
  return fragmentLayout(context, m, n, numWarps, instrM, accBits, balanced,
                        /*paired=*/false);
}

/// Whether tile `value` is computed, in `block`, from the result of a
/// product there (file comment).
static bool isComputedFromProduct(Value value, Block *block) {
  llvm::SmallVector<Value> work{value};
  llvm::DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != block)
      continue;
    if (isa<aa::DotOp, aa::DotScaledOp>(def))
      return true;
    for (Value operand : def->getOperands())
      if (isa<RankedTensorType>(operand.getType()))
        work.push_back(operand);
  }
  return false;
}

/// Whether `dot`, directly in a loop, takes an lhs made outside the loop.
static bool isLoopInvariantLhs(aa::DotOp dot) {
  Operation *loop = dot->getParentOp();
  return isa<aa::ForOp, aa::LoopOp>(loop) &&
         isDefinedOutside(dot.getLhs(), loop);
}

/// Whether `dot`, directly in a loop, multiplies an lhs the loop loads
/// along K (rows contiguous in memory) by an rhs it loads along N: the
/// product whose lhs can go from memory to wgmma's registers in permuteK's
/// order, 16 bytes a load, where the pipeline's stages of the rhs take the
/// same order (a K-major rhs cannot: its 16-byte runs lie along K). The
/// lhs tile must be the loaded one: a batched GEMM's [1, M, K] tile,
/// reshaped for the product, would need the permuted layout in three
/// dimensions for tileas-coalesce to load it so (it took 255 registers
/// and a conversion through shared memory an iteration).
static bool isLoadedAlongK(aa::DotOp dot) {
  Operation *loop = dot->getParentOp();
  if (!isa<aa::ForOp>(loop))
    return false;
  auto loadedAlong = [&](Value operand, unsigned dim, bool reshaped) {
    aa::ViewOp reshape;
    aa::TiledLoadOp load = getProductOperandLoad(operand, &reshape);
    if (!load || !loop->isAncestor(load) || (reshape && !reshaped))
      return false;
    auto view = cast<aa::TiledViewType>(load.getView().getType());
    std::optional<unsigned> along = view.getContiguousTileDim();
    // The product's tile is the view's without leading unit dimensions.
    unsigned dropped = view.getTileShape().size() - 2;
    return along && *along == dropped + dim;
  };
  return loadedAlong(dot.getLhs(), 1, /*reshaped=*/false) &&
         loadedAlong(dot.getRhs(), 1, /*reshaped=*/true);
}

/// Whether `dot`, directly in a loop, takes a loop-invariant lhs for which
/// two stages of the product operands its loop loads and a tile of its own
/// would not fit the shared memory the pipeline may use (file comment).
static bool invariantLhsFindsNoTile(aa::DotOp dot) {
  Operation *loop = dot->getParentOp();
  Value lhs = dot.getLhs();
  if (!isLoopInvariantLhs(dot))
    return false;
  auto bytesOf = [](Value tile) {
    auto type = cast<RankedTensorType>(tile.getType());
    return type.getNumElements() *
           int64_t(llvm::divideCeil(type.getElementTypeBitWidth(), 8));
  };
  int64_t loaded = 0;
  loop->walk([&](Operation *op) {
    if (isa<aa::DotOp, aa::DotScaledOp>(op))
      for (unsigned i : {0u, 1u})
        if (aa::TiledLoadOp load = getProductOperandLoad(op->getOperand(i));
            load && loop->isAncestor(load))
          loaded += bytesOf(op->getOperand(i));
  });
  int64_t perCTA, ctas;
  int64_t room =
      getStageBudget(dot->getParentOfType<aa::FuncOp>(), perCTA, ctas) -
      kMinScratchBytes;
  return loaded && 2 * loaded + bytesOf(lhs) > room;
}

namespace {
struct TileASAccelerateMatmul
    : public nv_tileas::impl::TileASAccelerateMatmulBase<
          TileASAccelerateMatmul> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned threads = numThreads;
    if (failed(nv_tileas::verifyNumThreads(module, threads)))
      return signalPassFailure();
    llvm::SmallVector<Operation *> products;
    module.walk([&](Operation *op) {
      if (isa<aa::DotOp, aa::DotScaledOp>(op))
        products.push_back(op);
    });
    for (Operation *product : products)
      accelerate(product, threads);
  }

  /// `product` is a dot or dot_scaled: lhs, rhs and the accumulator are
  /// its operands 0 to 2.
  void accelerate(Operation *product, unsigned defaultThreads) {
    auto lhs = cast<RankedTensorType>(product->getOperand(0).getType());
    auto rhs = cast<RankedTensorType>(product->getOperand(1).getType());
    auto acc = cast<RankedTensorType>(product->getOperand(2).getType());
    if (acc.getRank() != 2 ||
        isa_and_nonnull<MmaSyncLayoutAttr, WgmmaLayoutAttr>(acc.getEncoding()))
      return;
    unsigned cc = computeCapability ? unsigned(computeCapability)
                                    : getComputeCapability(product).value_or(0);
    unsigned threads = getKernelThreads(product, defaultThreads);
    // Every product some mma.sync of the target multiplies, in whole
    // instructions along K (its fragments depend on the instruction's M).
    Type a = lhs.getElementType(), b = rhs.getElementType();
    std::optional<unsigned> since =
        getMmaSyncComputeCapability(a, b, acc.getElementType());
    std::optional<std::pair<unsigned, unsigned>> mk = getMmaSyncInstrMK(a);
    if (!since || cc < *since || !mk || lhs.getShape()[1] % mk->second)
      return;
    // Only 16-bit operands are read from registers (wgmma's register A,
    // mma.sync's reuse of an accumulator layout as A).
    auto dot = dyn_cast<aa::DotOp>(product);
    bool sixteenBit = a.isF16() || a.isBF16();
    // A K loop that carries the accumulator to this product and back
    // carries the fragments instead: the accumulator converts once before
    // the loop and once after it, and the loop body keeps the K loop form
    // (tileas-split-k-steps, tileas-pipeline) with no conversion in it.
    OpOperand &accOperand = product->getOpOperand(2);
    auto carried = dyn_cast<BlockArgument>(accOperand.get());
    if (carried && getCarriedProduct(carried) != product)
      carried = nullptr;
    // wgmma's fragments: each warpgroup's four warps hold 16-row bands of
    // its 64-row blocks, N-tiles of up to 256 columns (the lowering's).
    Attribute layout;
    std::string where;
    int64_t m = acc.getShape()[0], n = acc.getShape()[1];
    Attribute lhsInRegisters;
    if (!isHopperMmaSyncExperiment() &&
        isWgmmaProductOp(product, threads, cc)) {
      // An instruction's K is 32 bytes of each operand row.
      auto wgmma =
          WgmmaLayoutAttr::get(product->getContext(), {threads / 32, 1},
                               {64, unsigned(std::min<int64_t>(n, 256)),
                                unsigned(32 / getWgmmaOperandBytes(a))});
      layout = wgmma;
      where = "wgmma";
      // A loop-invariant lhs (attention's Q) is read from registers as
      // well: loaded once, it costs the loop no shared-memory bandwidth,
      // where a shared tile would be read again by every iteration's
      // wgmmas. A 64-row wgmma reads its A and B from shared memory at the
      // rate it multiplies: at N = 64 (attention's S = Q K^T) that is 4 KiB
      // per 32 cycles of an SM's tensor cores, all of the 128 bytes a cycle
      // its shared memory serves, with the iteration's copies and P V's
      // reads of V still to come.
      bool chained =
          dot && isComputedFromProduct(dot.getLhs(), dot->getBlock());
      bool invariant = dot && isLoopInvariantLhs(dot);
      if (!clLhsInSharedMemory && dot && sixteenBit &&
          (chained || (invariant && !clInvariantLhsInSharedMemory) ||
           invariantLhsFindsNoTile(dot))) {
        lhsInRegisters = DotOperandLayoutAttr::get(product->getContext(), 0,
                                                   wgmma, /*kWidth=*/2);
        where += chained ? ", its lhs read from registers (dot_op)"
                         : ", its loop-invariant lhs read from registers "
                           "(dot_op), loaded once";
      } else if (clLoadedLhsInRegisters && !clLhsInSharedMemory && dot &&
                 sixteenBit && isLoadedAlongK(dot)) {
        lhsInRegisters = DotOperandLayoutAttr::get(
            product->getContext(), 0, wgmma, /*kWidth=*/2, /*kPermuted=*/true);
        where += ", its lhs loaded into registers (dot_op, K permuted for "
                 "16-byte loads)";
      }
    } else if (MmaSyncLayoutAttr mma = chooseMmaSyncLayout(
                   product->getContext(), a, acc.getElementType(), m, n,
                   threads / 32, mk->first, /*balanced=*/bool(carried))) {
      layout = mma;
      where = llvm::formatv("mma.sync, {0} warps along M and {1} along N",
                            mma.getWarpsPerCTA()[0], mma.getWarpsPerCTA()[1]);
      if (mma.getPairedColumns())
        where += ", tile columns in pairs";
      // mma.sync reads an lhs held in its accumulator layout (warps along
      // M only, so each warp holds its rows' every K) from registers, as it
      // reads attention's P, which comes in that layout already.
      if (!clLhsInSharedMemory && dot && sixteenBit &&
          mma.getWarpsPerCTA()[1] == 1 && invariantLhsFindsNoTile(dot)) {
        lhsInRegisters = mma;
        where += ", its loop-invariant lhs read from registers (mma_sync), "
                 "for want of shared memory for a tile of its own";
      }
    }
    auto opts =
        remark::RemarkOpts::name("AccelerateMatmul")
            .category("layouts")
            .function(product->getParentOfType<aa::FuncOp>().getSymName());
    if (!layout) {
      remark::missed(product->getLoc(), opts)
          << remark::add("the product's accumulator moves between the "
                         "blocked layout and mma.sync fragments")
          << remark::reason("the {0} warps cannot share the {1}x8 tiles of "
                            "a {2}x{3} accumulator equally",
                            threads / 32, mk->first, m, n);
      return;
    }
    auto fragments =
        RankedTensorType::get(acc.getShape(), acc.getElementType(), layout);
    OpBuilder builder(product);
    Location loc = product->getLoc();
    if (!carried)
      accOperand.assign(
          ConvertLayoutOp::create(builder, loc, fragments, accOperand.get()));
    if (lhsInRegisters) {
      auto operand = RankedTensorType::get(lhs.getShape(), lhs.getElementType(),
                                           lhsInRegisters);
      // A loop-invariant lhs converts once, where it is defined.
      OpBuilder::InsertionGuard guard(builder);
      if (Operation *def = dot.getLhs().getDefiningOp();
          def && def->getBlock() != product->getBlock())
        builder.setInsertionPointAfter(def);
      else if (auto arg = dyn_cast<BlockArgument>(dot.getLhs());
               arg && arg.getOwner() != dot->getBlock())
        builder.setInsertionPointToStart(arg.getOwner());
      dot.getLhsMutable().assign(
          ConvertLayoutOp::create(builder, loc, operand, dot.getLhs()));
    }
    Value result = product->getResult(0);
    result.setType(fragments);
    Location moveLoc = loc;
    if (carried) {
      auto loop = cast<aa::ForOp>(carried.getOwner()->getParentOp());
      unsigned k = carried.getArgNumber() - 1;
      // The moves belong to the loop (where profiles place them).
      moveLoc = loop.getLoc();
      builder.setInsertionPoint(loop);
      OpOperand &init = loop.getInitValuesMutable()[k];
      init.assign(
          ConvertLayoutOp::create(builder, moveLoc, fragments, init.get()));
      carried.setType(fragments);
      result = loop.getResult(k);
      result.setType(fragments);
      builder.setInsertionPointAfter(loop);
    } else {
      builder.setInsertionPointAfter(product);
    }
    auto out = ConvertLayoutOp::create(builder, moveLoc, acc, result);
    result.replaceAllUsesExcept(out, out);
    if (carried)
      remark::passed(loc, opts) << remark::add(
          "the loop carries the product's accumulator in the fragments of "
          "{0}; it converts before and after the loop",
          where);
    else
      remark::passed(loc, opts) << remark::add(
          "the product's accumulator stays in the fragments of {0}; the "
          "conversions around it move on",
          where);
  }
};
} // namespace
