// RUN: tile-opt %s --split-input-file --tileas-pipeline | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-pipeline --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-opt %s --split-input-file --tileas-pipeline=tma=never | FileCheck %s --check-prefix=NEVER
// By default (tma=auto) TMA copies the stages of a wgmma product (sm_90a)
// where the CTA, with them, leaves no room for a second CTA on its SM (more
// than 113 KiB of its 228): with one CTA per SM nothing covers the wait at
// the CTA barrier a cp.async pipeline has in every iteration, which TMA's
// mbarriers remove. Pipelines that leave room for two CTAs keep cp.async;
// tma=never keeps it everywhere.
// NEVER-NOT: nv_tileas.make_tma_descriptor

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#acc = #nv_tileas.wgmma<{warpsPerCTA = [8, 1], instrShape = [64, 256, 16]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // 4 stages of 48 KiB (128x64 and 64x256 bf16).
  // CHECK-LABEL: nv_tileaa.func @one_cta_per_sm
  // CHECK: nv_tileas.make_tma_descriptor
  // CHECK: nv_tileas.make_tma_descriptor
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<4x128x64xbf16
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<4x64x256xbf16
  // CHECK-NOT: nv_tileas.async_tiled_load
  // CHECK: nv_tileaa.return
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=one_cta_per_sm | Remark="the tiles of iteration i + 2 are copied (TMA, as the stages leave room for one CTA per SM only, completing on an mbarrier per stage; the threads release each stage on another, with no CTA barrier in the loop) while iteration i multiplies, through 4 shared-memory stages of 49152 bytes, which wgmma reads through descriptors, one group left in flight into the next iteration"
  nv_tileaa.func @one_cta_per_sm(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32, #acc>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <bf16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <bf16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [64, 256], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x256xf32, #acc>) : i32 -> tensor<128x256xf32, #acc> {
    ^bb0(%i: i32, %acc: tensor<128x256xf32, #acc>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x64xbf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 256], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x256xbf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x64xbf16, #a>, tensor<64x256xbf16, #b>, tensor<128x256xf32, #acc>
      nv_tileaa.continue %d : tensor<128x256xf32, #acc>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#acc = #nv_tileas.wgmma<{warpsPerCTA = [8, 1], instrShape = [64, 128, 16]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // Stages of 16 KiB (128x32 and 32x128 f16) leave room for two CTAs: 6 of
  // them (pipeline-stages.mlir).
  // CHECK-LABEL: nv_tileaa.func @two_ctas_per_sm
  // CHECK-NOT: nv_tileas.make_tma_descriptor
  // CHECK: nv_tileas.async_tiled_load
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=two_ctas_per_sm | Remark="the tiles of iteration i + 4 are copied (cp.async) while iteration i multiplies, through 6 shared-memory stages of 16384 bytes, which wgmma reads through descriptors, one group left in flight into the next iteration"
  nv_tileaa.func @two_ctas_per_sm(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #acc>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #acc>) : i32 -> tensor<128x128xf32, #acc> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #acc>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #acc>
      nv_tileaa.continue %d : tensor<128x128xf32, #acc>
    }
    nv_tileaa.return
  }
}
