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
// Q) goes to registers too where it would find no shared tile of its own
// beside two stages of what the loop loads (tileas-pipeline's rule,
// estimated here before the stages exist): the 48 KiB of static shared
// memory cuTile Python launches with leave attention 36 KiB beside the
// scratch, two stages of K and V take 32, and Q (8) would otherwise be
// stored to the scratch, behind two barriers, in every iteration. With more
// shared memory it keeps its tile, which costs no registers.
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

/// The mma_sync layout for an M x N accumulator over `numWarps` warps, or
/// null if the lowering's fragments would not follow it. Warps go along M
/// first (each warp owns whole rows of tiles, so row reductions stay within
/// a warp), as many as M's 16-row tiles take, the rest along N. The
/// lowering gives a warp neighbouring tiles; the layout interleaves the
/// tiles of warps, which agrees only where a warp owns one tile along a
/// dimension split between warps.
static MmaSyncLayoutAttr fragmentLayout(MLIRContext *context, int64_t m,
                                        int64_t n, unsigned numWarps) {
  if (m % 16 || n % 8)
    return {};
  int64_t tilesM = m / 16, tilesN = n / 8;
  unsigned alongM = 1;
  while (2 * alongM <= numWarps && tilesM % (2 * alongM) == 0)
    alongM *= 2;
  unsigned alongN = numWarps / alongM;
  if (tilesN % alongN)
    return {};
  bool rowsFit = alongM == 1 || tilesM / alongM == 1;
  bool colsFit = alongN == 1 || tilesN / alongN == 1;
  if (!rowsFit || !colsFit)
    return {};
  return MmaSyncLayoutAttr::get(context, {alongM, alongN}, {16, 8});
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

/// Whether `dot`, directly in a loop, takes a loop-invariant lhs for which
/// two stages of the product operands its loop loads and a tile of its own
/// would not fit the shared memory the pipeline may use (file comment).
static bool invariantLhsFindsNoTile(aa::DotOp dot) {
  Operation *loop = dot->getParentOp();
  Value lhs = dot.getLhs();
  if (!isa<aa::ForOp, aa::LoopOp>(loop) ||
      loop->isAncestor(lhs.getParentBlock()->getParentOp()))
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
    llvm::SmallVector<aa::DotOp> dots;
    module.walk([&](aa::DotOp dot) { dots.push_back(dot); });
    for (aa::DotOp dot : dots)
      accelerate(dot, threads);
  }

  void accelerate(aa::DotOp dot, unsigned defaultThreads) {
    auto lhs = cast<RankedTensorType>(dot.getLhs().getType());
    auto rhs = cast<RankedTensorType>(dot.getRhs().getType());
    auto acc = cast<RankedTensorType>(dot.getAcc().getType());
    if (acc.getRank() != 2 ||
        isa_and_nonnull<MmaSyncLayoutAttr, WgmmaLayoutAttr>(acc.getEncoding()))
      return;
    unsigned cc = computeCapability ? unsigned(computeCapability)
                                    : getComputeCapability(dot).value_or(0);
    unsigned threads = getKernelThreads(dot, defaultThreads);
    // f16 and bf16 products (m16n8k16, two K elements per register).
    Type a = lhs.getElementType(), b = rhs.getElementType();
    if (!((a.isF16() && b.isF16()) || (a.isBF16() && b.isBF16())))
      return;
    std::optional<unsigned> since =
        getMmaSyncComputeCapability(a, b, acc.getElementType());
    if (!since || cc < *since || lhs.getShape()[1] % 16)
      return;
    // wgmma's fragments: each warpgroup's four warps hold 16-row bands of
    // its 64-row blocks, N-tiles of up to 256 columns (the lowering's).
    Attribute layout;
    std::string where;
    int64_t m = acc.getShape()[0], n = acc.getShape()[1];
    Attribute lhsInRegisters;
    if (!isHopperMmaSyncExperiment() &&
        isWgmmaProduct(lhs, rhs, acc, threads, cc)) {
      auto wgmma =
          WgmmaLayoutAttr::get(dot.getContext(), {threads / 32, 1},
                               {64, unsigned(std::min<int64_t>(n, 256)), 16});
      layout = wgmma;
      where = "wgmma";
      bool chained = isComputedFromProduct(dot.getLhs(), dot->getBlock());
      if (!clLhsInSharedMemory && (chained || invariantLhsFindsNoTile(dot))) {
        lhsInRegisters = DotOperandLayoutAttr::get(dot.getContext(), 0, wgmma,
                                                   /*kWidth=*/2);
        where += chained ? ", its lhs read from registers (dot_op)"
                         : ", its loop-invariant lhs read from registers "
                           "(dot_op), for want of shared memory for a tile of "
                           "its own";
      }
    } else if (MmaSyncLayoutAttr mma =
                   fragmentLayout(dot.getContext(), m, n, threads / 32)) {
      layout = mma;
      where = llvm::formatv("mma.sync, {0} warps along M and {1} along N",
                            mma.getWarpsPerCTA()[0], mma.getWarpsPerCTA()[1]);
      // mma.sync reads an lhs held in its accumulator layout (warps along
      // M only, so each warp holds its rows' every K) from registers, as it
      // reads attention's P, which comes in that layout already.
      if (!clLhsInSharedMemory && mma.getWarpsPerCTA()[1] == 1 &&
          invariantLhsFindsNoTile(dot)) {
        lhsInRegisters = mma;
        where += ", its loop-invariant lhs read from registers (mma_sync), "
                 "for want of shared memory for a tile of its own";
      }
    }
    auto opts = remark::RemarkOpts::name("AccelerateMatmul")
                    .category("layouts")
                    .function(dot->getParentOfType<aa::FuncOp>().getSymName());
    if (!layout) {
      remark::missed(dot.getLoc(), opts)
          << remark::add("the product's accumulator moves between the "
                         "blocked layout and mma.sync fragments")
          << remark::reason(
                 "a {0}x{1} accumulator over {2} warps would give some warp "
                 "several tiles along a dimension split between warps, which "
                 "the mma_sync layout interleaves and the lowering does not",
                 m, n, threads / 32);
      return;
    }
    auto fragments =
        RankedTensorType::get(acc.getShape(), acc.getElementType(), layout);
    OpBuilder builder(dot);
    Location loc = dot.getLoc();
    // A K loop that carries the accumulator to this product and back
    // carries the fragments instead: the accumulator converts once before
    // the loop and once after it, and the loop body keeps the K loop form
    // (tileas-split-k-steps, tileas-pipeline) with no conversion in it.
    auto carried = dyn_cast<BlockArgument>(dot.getAcc());
    if (carried && getCarriedProduct(carried) != dot)
      carried = nullptr;
    if (!carried)
      dot.getAccMutable().assign(
          ConvertLayoutOp::create(builder, loc, fragments, dot.getAcc()));
    if (lhsInRegisters) {
      auto operand = RankedTensorType::get(lhs.getShape(), lhs.getElementType(),
                                           lhsInRegisters);
      // A loop-invariant lhs converts once, where it is defined.
      OpBuilder::InsertionGuard guard(builder);
      if (Operation *def = dot.getLhs().getDefiningOp();
          def && def->getBlock() != dot->getBlock())
        builder.setInsertionPointAfter(def);
      else if (auto arg = dyn_cast<BlockArgument>(dot.getLhs());
               arg && arg.getOwner() != dot->getBlock())
        builder.setInsertionPointToStart(arg.getOwner());
      dot.getLhsMutable().assign(
          ConvertLayoutOp::create(builder, loc, operand, dot.getLhs()));
    }
    dot.getResult().setType(fragments);
    Value result = dot.getResult();
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
      builder.setInsertionPointAfter(dot);
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
