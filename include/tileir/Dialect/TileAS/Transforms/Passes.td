//===- Passes.td - nv_tileas layout passes -----------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_TD
#define TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileASAssignWarps : Pass<"tileas-assign-warps", "ModuleOp"> {
  let summary = "Choose how many warps each kernel's CTAs have";
  let description = [{
    Sets `nv_tileas.num_warps` on every nv_tileaa.func kernel, which the
    layout passes and the lowering to LLVM then follow (and the launcher
    reads back from the lowered kernel's `nvvm.reqntid`). With
    `num-threads` set, every kernel gets that many threads. Otherwise a
    kernel whose entry has a `num_worker_warps_per_cta` hint for the
    module's target (or a `default` one) gets that many, and any other
    kernel 4 warps, or 8 when its largest product's accumulator would
    take more than 128 32-bit registers per thread over 4 warps (a 128x256
    f32 accumulator takes 256): the tensor-core accumulator lives in
    registers for the whole K loop, and past that size it crowds out the
    operands and addresses and spills. (On an H100, 128x128 products ran
    faster on 4 warps, 128x256 ones on 8.)
  }];
  let options = [
    Option<"numThreads", "num-threads", "unsigned", "0",
           "Threads per CTA of every kernel (a power of two, 32 to 1024); "
           "0 chooses per kernel">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

def TileASAccelerateMatmul : Pass<"tileas-accelerate-matmul", "ModuleOp"> {
  let summary = "Keep tensor-core products' accumulators in their fragment layout";
  let description = [{
    A 2-D f16 or bf16 `dot` on tensor cores that is not the product of a K
    loop carrying its accumulator to it and back (which the lowering keeps
    in fragments already) gets its accumulator and result in the fragment
    layout of its instruction, with conversions from and to the layout
    they had: `nv_tileas.wgmma` where wgmma takes the product (sm_90a),
    else `nv_tileas.mma_sync`, warps along M first (where the lowering's
    fragments follow that layout). tileas-coalesce moves those conversions
    down through reductions, broadcasts, elementwise ops and loops, so that
    attention's scores are reduced in the fragment layout and its output
    accumulator stays in it across iterations, instead of moving through
    shared memory around every product.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "unsigned", "0",
           "Target GPU (80 for sm_80, ...); 0 reads the module's "
           "nv_tileaa.compute_capability">,
    Option<"numThreads", "num-threads", "unsigned", "128",
           "Threads per CTA of kernels without nv_tileas.num_warps (a power "
           "of two, 32 to 1024)">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

def TileASSplitKSteps : Pass<"tileas-split-k-steps", "ModuleOp"> {
  let summary = "Narrow a K loop's tiles where two pipeline stages do not fit";
  let description = [{
    A K loop that loads tiles and multiplies them on tensor cores, whose
    tiles of one iteration take more than half the shared memory left
    beside the lowering's scratch, runs f times as many iterations over K
    tiles f times narrower (f the smallest power of two for which two
    stages fit, keeping 32 bytes of each operand row along K), so that
    tileas-pipeline can copy them ahead: a 128x128x64 f16 GEMM within the
    48 KiB of static shared memory gets K steps of 32. Applies to loops
    from 0 with step 1 whose body only loads tiles of zero-padded partition
    views at the induction variable along K (possibly dropping leading unit
    dimensions or rounding to tf32) and multiplies them into accumulators
    the loop carries; a remark says what was split, or why not where
    splitting would not help. With `widen` (an experiment, also the tools'
    hidden --tileas-widen-k-steps), a loop whose operand rows along K are
    narrower than 128 bytes runs over K tiles that fill them instead, where
    two stages of those fit and its trip count is the index space along K
    of a view of what it loads.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "unsigned", "0",
           "Target GPU (80 for sm_80, ...); 0 reads the module's "
           "nv_tileaa.compute_capability">,
    Option<"widen", "widen", "bool", "false",
           "Experiment: widen K tiles whose operand rows along K are "
           "narrower than 128 bytes to 128 bytes">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect",
                           "::mlir::arith::ArithDialect"];
}

def TileASCoalesce : Pass<"tileas-coalesce", "ModuleOp"> {
  let summary = "Give tiled memory accesses layouts with 16-byte runs per thread";
  let description = [{
    A tiled load or store whose tile's last dimension is the memory's
    contiguous one (unit stride) gets a blocked layout in which each thread
    holds runs of up to 16 bytes along it, so the lowering can move each run
    with one vector access. Layout conversions are inserted where the new
    layout meets the old and then moved through elementwise ops (which work
    in any layout) and folded where they meet, so chains of loads,
    elementwise ops and stores run in the coalesced layout throughout.
  }];
  let options = [
    Option<"numThreads", "num-threads", "unsigned", "128",
           "Threads per CTA of kernels without nv_tileas.num_warps (a power "
           "of two, 32 to 1024)">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

def TileASPipeline : Pass<"tileas-pipeline", "ModuleOp"> {
  let summary = "Overlap the tile loads of a loop's products with earlier iterations";
  let description = [{
    In a counted loop whose products (`dot`) multiply tiles it loads, the
    loads become asynchronous copies (`async_tiled_load`, cp.async) into a
    ring of shared-memory stages, issued S - 1 iterations ahead of the
    product that reads them (`local_load` of a stage), with a prologue
    before the loop and a final wait after it. S is as many stages (2 to
    4) as fit beside the lowering's staging scratch in the shared memory a
    CTA may use (the module's nv_tileas.shared_memory_bytes, else the 48
    KiB of static shared memory); a K loop whose products read only their
    stages takes up to 8, as many as fit in the share of the SM each of
    the CTAs its 4 stages leave resident has, so that its copies run
    further ahead. Stages of products on wgmma (sm_90a) are
    nvmma_shared, which wgmma reads through descriptors; the others are
    swizzled_shared, which mma.sync reads through ldmatrix. On sm_90a TMA
    copies the stages instead of cp.async where they leave shared memory
    for one CTA per SM only (`tma`). Applies from
    sm_80 on to loads of partition views with 16-byte runs along
    contiguous memory that the IR proves aligned and whole, whose indices
    depend only on the induction variable and loop-invariant values, and
    whose tokens order nothing; a remark says why any other loop is left as
    it is.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "unsigned", "0",
           "Target GPU (80 for sm_80, ...); 0 reads the module's "
           "nv_tileaa.compute_capability">,
    Option<"numStages", "num-stages", "unsigned", "0",
           "Most stages a pipeline may have (0: as many as fit, up to 4, and up to 8 for K loops; 1 leaves loops as they are)">,
    Option<"tmaCopies", "tma", "::mlir::nv_tileas::TmaCopies",
           "::mlir::nv_tileas::TmaCopies::Auto",
           "On sm_90a, when to copy the stages of wgmma products with TMA "
           "(tensor maps filled in by the kernel, an mbarrier per stage) "
           "instead of cp.async",
           [{::llvm::cl::values(
             clEnumValN(::mlir::nv_tileas::TmaCopies::Auto, "auto",
                        "where the stages leave shared memory for one CTA "
                        "per SM only"),
             clEnumValN(::mlir::nv_tileas::TmaCopies::Always, "always",
                        "wherever TMA applies (a remark says why not "
                        "elsewhere)"),
             clEnumValN(::mlir::nv_tileas::TmaCopies::Never, "never",
                        "never: cp.async"))}]>,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect",
                           "::mlir::arith::ArithDialect"];
}

def TileASPrefetchProducts : Pass<"tileas-prefetch-products", "ModuleOp"> {
  let summary = "Issue a loop's wgmma products one iteration ahead of their use";
  let description = [{
    In a counted loop, a product on wgmma (sm_90a) of loop-invariant tiles
    and tiles loaded at the induction variable, onto a loop-invariant
    accumulator, whose result the iteration uses (attention's S = Q K^T),
    is issued at the top of the iteration before the one that uses it: the
    loop carries the next iteration's product, and the first one is
    computed before the loop. The product's wgmma group is left in flight
    (nv_tileas.wgmma_pending = 1) and retired by a later product's wait, so
    that the tensor cores compute it while the threads work on the
    iteration's result (FlashAttention-3's overlap of the softmax with the
    products). Only a product that a later one on wgmma follows in the
    body is moved. Runs before tileas-pipeline, which copies the moved
    loads into its stages; the tools' hidden
    --tileas-no-prefetch-products turns it off.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "unsigned", "0",
           "Target GPU (90 for sm_90a, ...); 0 reads the module's "
           "nv_tileaa.compute_capability">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

def TileASPrefetchLoads : Pass<"tileas-prefetch-loads", "ModuleOp"> {
  let summary = "Issue a loop's tile loads iterations ahead of their use";
  let description = [{
    In a counted loop without products, a tile load (tiled_load) whose
    indices depend on the induction variable and loop-invariant values, of
    a view and with a memory token from outside the loop, is issued D
    iterations before the one that uses it: the loop carries the tiles of
    the next D iterations, and the first D are loaded before the loop.
    Each thread then has D loads in flight while it works on a tile, where
    it otherwise waits the whole memory latency in every iteration
    (row-wise kernels). D is the most that keeps the carried tiles within
    16 registers a thread, at most `max-distance` and at most a constant
    trip count. Loops whose tile loads take more than 16 registers a thread
    in all are left as they are. Runs after tileas-pipeline; the tools'
    hidden --tileas-no-prefetch-loads turns it off, and
    --tileas-prefetch-loads-max-distance sets `max-distance`.
  }];
  let options = [
    Option<"maxDistance", "max-distance", "int64_t", "4",
           "The most iterations ahead a load is issued">,
  ];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

def TileASUnrollPrefetchedProducts
    : Pass<"tileas-unroll-prefetched-products", "ModuleOp"> {
  let summary = "Run two iterations a trip of loops that carry a product "
                "issued an iteration ahead";
  let description = [{
    A loop that carries a wgmma product tileas-prefetch-products issued an
    iteration ahead (attention's next S) holds two of them at once, in two
    sets of registers, and copies the carried one back into the first set
    every iteration. Here such a loop runs two iterations a trip, followed
    by the odd last one where the trip count is odd, so that the products
    alternate between the two sets without copies. Every iteration runs as
    before, at the same induction variable and in the same order. Loops
    whose iterations may end early (break, or continue in a nested region)
    are left as they are. Runs after tileas-pipeline and
    tileas-prefetch-loads; the tools' hidden
    --tileas-no-unroll-prefetched-products turns it off.
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

#endif // TILEIR_DIALECT_TILEAS_TRANSFORMS_PASSES_TD
