//===- AssignWarps.cpp - Warps per CTA, per kernel ------------------------===//
//
// How many warps a CTA has is a decision about the kernel, not a setting of
// the compiler: a GEMM with a 128x256 f32 accumulator needs 256 registers
// per thread for it alone over 4 warps (and spills), 128 over 8, while a
// small elementwise kernel gains nothing from more. The choice is recorded
// as `nv_tileas.num_warps` on the kernel, where every later pass can see
// and test it (Triton's `num_warps` is a module attribute set by its
// front end; here it is per kernel and chosen by the compiler).
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/Transforms/Passes.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Remarks.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TILEASASSIGNWARPS
#include "tileir/Dialect/TileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;

namespace {
/// The product whose accumulator takes the most 32-bit registers.
struct LargestProduct {
  Operation *op = nullptr;
  RankedTensorType acc;
  int64_t words = 0;
};
} // namespace

static LargestProduct largestProduct(aa::FuncOp func) {
  LargestProduct largest;
  func.walk([&](Operation *op) {
    if (!isa<aa::DotOp, aa::DotScaledOp>(op))
      return;
    // The accumulator is operand 2 of both.
    auto acc = cast<RankedTensorType>(op->getOperand(2).getType());
    unsigned bits = acc.getElementType().getIntOrFloatBitWidth();
    int64_t words = acc.getNumElements() * std::max(bits, 32u) / 32;
    if (words > largest.words)
      largest = {op, acc, words};
  });
  return largest;
}

namespace {
struct TileASAssignWarps
    : public nv_tileas::impl::TileASAssignWarpsBase<TileASAssignWarps> {
  using Base::Base;

  /// Registers per thread an accumulator may take over 4 warps before 8
  /// are chosen. Measured on an H100 (bench/RESULTS-gpu.md, 2026-11-27,
  /// before the K loops were pipelined): 128x128 f32 accumulators (128
  /// registers) ran 25-30% faster on 4 warps than on 8 (f16 wgmma 83 vs 62
  /// TFLOP/s, f8 mma.sync 160 vs 128), and a 128x256 one (256 registers,
  /// spilling) twice as fast on 8 (bf16 71 vs 35). On an H200 with the
  /// pipelines (2026-11-28) the pipelined f8 wgmma GEMM still ran faster on
  /// 4 warps (700 against 438 TFLOP/s: its f32 to f8 epilogue took 236
  /// registers a thread on 8 warps, one CTA per SM).
  static constexpr int64_t kAccumulatorRegisters = 128;
  /// The bound for products of 16-bit operands that wgmma multiplies with
  /// two warpgroups (sm_90a): each warpgroup then owns 64 of the 128 or
  /// more rows, as CUTLASS's cooperative Hopper GEMMs split them. Measured
  /// on an H200 (bench/RESULTS-gpu.md, 2026-11-28), the pipelined
  /// 128x128x32 f16 GEMM at 8192^3 ran at 651 TFLOP/s on 8 warps against
  /// 562 on 4: 114 registers a thread instead of 183 still leave two CTAs
  /// per SM, with twice the warps to issue copies and wgmma.
  static constexpr int64_t kWgmma16BitAccumulatorRegisters = 64;
  /// The same bound for block-scaled products (dot_scaled): each tensor-core
  /// instruction's sums and the scales of their rows and columns are live
  /// beside the accumulator, so a 128x128 f32 one (128 registers) spilled on
  /// 4 warps (ptxas -v: 40 bytes on sm_90a, 116 on sm_80, the corpus
  /// block_scaled_matmul_mxfp8) and fits on 8.
  static constexpr int64_t kScaledAccumulatorRegisters = 64;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    unsigned fixed = numThreads;
    if (fixed && failed(verifyNumThreads(module, fixed)))
      return signalPassFailure();
    Builder b(module.getContext());
    module.walk([&](aa::FuncOp func) {
      if (!func.getKernel())
        return;
      unsigned warps = fixed ? fixed / 32 : 0;
      if (!warps)
        warps = hintedWarps(func);
      if (!warps)
        warps = chooseWarps(func);
      func->setAttr(kNumWarpsAttrName, b.getI32IntegerAttr(warps));
      if (unsigned ctas = chooseMinCTAsPerSM(func))
        func->setAttr(kMinCTAsPerSMAttrName, b.getI32IntegerAttr(ctas));
    });
  }

  /// The CTAs per SM ptxas may plan registers for: the entry's `occupancy`
  /// hint for the target (else its default one) where given; else 1 for a
  /// kernel with a product, whose accumulator lives in registers and whose
  /// operands take shared memory, which bounds its occupancy anyway (GEMM
  /// kernels such as CUTLASS's declare the same launch bound), so that
  /// ptxas does not spill to fit more CTAs than can be resident; else none.
  unsigned chooseMinCTAsPerSM(aa::FuncOp func) {
    auto opts = remark::RemarkOpts::name("Occupancy")
                    .category("layouts")
                    .function(func.getSymName());
    if (auto hints = func.getOptimizationHintsAttr()) {
      std::optional<unsigned> cc = getComputeCapability(func);
      std::string sm = cc ? "sm_" + std::to_string(*cc) : "default";
      if (auto occupancy =
              dyn_cast_or_null<IntegerAttr>(hints.lookup(sm, "occupancy"))) {
        // The verifier keeps the hint within 1..32.
        remark::passed(func.getLoc(), opts) << remark::add(
            "registers are planned for {0} resident CTAs per SM, as the "
            "occupancy hint asks",
            occupancy.getInt());
        return unsigned(occupancy.getInt());
      }
    }
    LargestProduct largest = largestProduct(func);
    if (!largest.op)
      return 0;
    remark::passed(largest.op->getLoc(), opts) << remark::add(
        "registers are planned for 1 resident CTA per SM at least (a "
        "product's accumulator takes registers, its operands shared memory)");
    return 1;
  }

  /// The entry's `num_worker_warps_per_cta` hint for the module's target
  /// (else its `default` one), or 0 if it gives none the layouts can use.
  unsigned hintedWarps(aa::FuncOp func) {
    auto hints = func.getOptimizationHintsAttr();
    std::optional<unsigned> cc = getComputeCapability(func);
    if (!hints)
      return 0;
    std::string sm = cc ? "sm_" + std::to_string(*cc) : "default";
    auto warps = dyn_cast_or_null<IntegerAttr>(
        hints.lookup(sm, "num_worker_warps_per_cta"));
    if (!warps)
      return 0;
    auto opts = remark::RemarkOpts::name("Warps").category("layouts").function(
        func.getSymName());
    int64_t n = warps.getInt();
    if (n < 1 || n > 32 || !llvm::isPowerOf2_64(n)) {
      remark::missed(func.getLoc(), opts)
          << remark::add("the num_worker_warps_per_cta hint is ignored")
          << remark::reason("{0} is not a power of two from 1 to 32", n);
      return 0;
    }
    remark::passed(func.getLoc(), opts)
        << remark::add("the kernel runs with {0} warps per CTA, as its "
                       "num_worker_warps_per_cta hint asks",
                       n);
    return unsigned(n);
  }

  /// The bytes of the largest tile kernel `func` loads or stores through
  /// tiled views, or 0 where it also accesses memory otherwise (pointer
  /// tiles, atomics), whose accesses need not run 16 bytes a thread.
  static int64_t largestTiledAccessBytes(aa::FuncOp func) {
    int64_t largest = 0;
    bool otherAccess = false;
    func.walk([&](Operation *op) {
      Value tile;
      if (auto load = dyn_cast<aa::TiledLoadOp>(op))
        tile = load.getTile();
      else if (auto store = dyn_cast<aa::TiledStoreOp>(op))
        tile = store.getTile();
      else if (isa<aa::LoadOp, aa::StoreOp, aa::AtomicCasOp, aa::AtomicRmwOp,
                   aa::TiledAtomicRedOp>(op))
        otherAccess = true;
      if (!tile)
        return;
      auto type = cast<RankedTensorType>(tile.getType());
      largest = std::max(
          largest, type.getNumElements() *
                       std::max<int64_t>(type.getElementTypeBitWidth(), 8) / 8);
    });
    return otherAccess ? 0 : largest;
  }

  /// 4 or 8 warps by the size of the largest accumulator, or for a kernel
  /// without products, 2 or 4 by the size of its tiles; the remark says
  /// which and why (for every kernel, so that --remarks shows each one's
  /// CTA size).
  unsigned chooseWarps(aa::FuncOp func) {
    auto opts = remark::RemarkOpts::name("Warps").category("layouts").function(
        func.getSymName());
    LargestProduct largest = largestProduct(func);
    if (!largest.op) {
      // A thread moves 16 bytes an access at most, so a tile of 1 KiB (a
      // row-wise kernel's 256 f32 a loop iteration) keeps 64 threads busy,
      // and over 4 warps half of them would wait in every access. With 2
      // warps the SM holds up to twice the CTAs (on sm_80 and sm_90, 32,
      // their limit, of 64 threads each), each with the same loads in
      // flight: up to twice the bytes in flight an SM, which bound those
      // loops (layer norm at 24-38% of Triton's bandwidth on an H200 with 4
      // warps). Fewer than 2 would leave half the SM's threads unused at 32
      // CTAs.
      int64_t bytes = largestTiledAccessBytes(func);
      if (bytes && bytes <= 2 * 32 * 16) {
        remark::passed(func.getLoc(), opts) << remark::add(
            "the kernel runs with 2 warps per CTA: its largest tile ({0} "
            "bytes) takes 16 bytes a thread from {1} threads",
            bytes, std::max<int64_t>(bytes / 16, 1));
        return 2;
      }
      remark::passed(func.getLoc(), opts)
          << remark::add("the kernel runs with 4 warps per CTA (it has no "
                         "product to size them by)");
      return 4;
    }
    std::string shape;
    llvm::raw_string_ostream os(shape);
    llvm::interleave(largest.acc.getShape(), os, "x");
    os << " " << largest.acc.getElementType();
    bool scaled = isa<aa::DotScaledOp>(largest.op);
    if (scaled)
      os << " block-scaled";
    bool twoWarpgroups = !scaled && isTwoWarpgroup16BitWgmma(largest.op);
    int64_t bound = scaled          ? kScaledAccumulatorRegisters
                    : twoWarpgroups ? kWgmma16BitAccumulatorRegisters
                                    : kAccumulatorRegisters;
    if (largest.words <= 4 * 32 * bound) {
      remark::passed(largest.op->getLoc(), opts) << remark::add(
          "the kernel runs with 4 warps per CTA: the {0} accumulator takes "
          "{1} registers per thread",
          shape, largest.words / 128);
      return 4;
    }
    if (twoWarpgroups) {
      remark::passed(largest.op->getLoc(), opts) << remark::add(
          "the kernel runs with 8 warps per CTA: two wgmma warpgroups of 64 "
          "rows each share the {0} accumulator, {1} registers per thread "
          "instead of {2}",
          shape, largest.words / 256, largest.words / 128);
      return 8;
    }
    remark::passed(largest.op->getLoc(), opts) << remark::add(
        "the kernel runs with 8 warps per CTA: the {0} accumulator takes {1} "
        "registers per thread over 8 warps, {2} over 4",
        shape, largest.words / 256, largest.words / 128);
    return 8;
  }

  /// Whether `product` multiplies 16-bit operands on wgmma with two
  /// warpgroups (8 warps) on the module's target.
  static bool isTwoWarpgroup16BitWgmma(Operation *product) {
    std::optional<unsigned> cc = getComputeCapability(product);
    Type lhs = getElementTypeOrSelf(product->getOperand(0).getType());
    return cc && getWgmmaOperandBytes(lhs) == 2 &&
           isWgmmaProductOp(product, /*numThreads=*/256, *cc);
  }
};
} // namespace
