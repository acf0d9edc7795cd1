// RUN: tile-opt %s --split-input-file --tileas-pipeline | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-pipeline --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-opt %s --split-input-file --tileas-pipeline=num-stages=4 --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=FOUR
// RUN: tile-opt %s --split-input-file --tileas-pipeline=num-stages=1 --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
// ONE-COUNT-4: remark: [Missed] Pipeline | Category:pipeline | {{.*}} | Reason="at most one stage is asked for (num-stages, or the tools' --tileas-pipeline-max-stages), and a pipeline takes two", Remark="the loads of the loop's products are not pipelined"
// How many stages a pipeline gets. A K loop (every product's accumulator
// carried, as in a GEMM, and its products reading only their stages and
// registers) takes as many stages, up to 8, as fit in the share of the SM
// that each of the CTAs its first 4 stages leave resident has: its copies
// then run further ahead at no cost in occupancy. Other loops take up to 4
// (pipeline.mlir's @hopper_f8, whose product stages its rhs, and
// pipeline-attention.mlir). Counts need not be powers of two. num-stages
// caps them.

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#acc = #nv_tileas.wgmma<{warpsPerCTA = [8, 1], instrShape = [64, 128, 16]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // 4 stages of 16 KiB (a 128x128x32 f16 GEMM) take 76 KiB with the
  // scratch: two CTAs per SM, each of which may take 112 KiB. 6 stages fit
  // there, and leave the copies 4 iterations ahead (one stage is held by the
  // wgmma group in flight), with cp.async.
  // CHECK-LABEL: nv_tileaa.func @two_ctas_six_stages
  // CHECK-NOT: nv_tileas.make_tma_descriptor
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<6x128x32xf16
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<6x32x128xf16
  // CHECK: nv_tileaa.for
  // CHECK: nv_tileas.async_wait {pending = 3 : i32}
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=two_ctas_six_stages | Remark="the tiles of iteration i + 4 are copied (cp.async) while iteration i multiplies, through 6 shared-memory stages of 16384 bytes, which wgmma reads through descriptors, one group left in flight into the next iteration"
  // What the loop asks of shared memory at the tensor cores' rate: each of
  // the two 64-row blocks reads the whole 32x128 B (2 x 8 KiB) and A once
  // (8 KiB), and the copies write a stage (16 KiB), in the 256 cycles of a
  // 128x128x32 f16 product: 160 bytes a cycle of the 128 there are.
  // REMARK: remark: [Analysis] Pipeline | Category:pipeline | Function=two_ctas_six_stages | Remark="an iteration moves 40960 bytes through shared memory (wgmma reads 24576, the copies write 16384) in the 256 cycles an sm_90 SM's tensor cores take for its products: 160 bytes a cycle, where shared memory serves 128; so the tensor cores run at most 80% of the time"
  // FOUR: remark: [Passed] Pipeline | Category:pipeline | Function=two_ctas_six_stages | Remark="the tiles of iteration i + 2 are copied (cp.async) while iteration i multiplies, through 4 shared-memory stages of 16384 bytes, which wgmma reads through descriptors, one group left in flight into the next iteration"
  nv_tileaa.func @two_ctas_six_stages(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 8 : i32} {
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

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#acc = #nv_tileas.wgmma<{warpsPerCTA = [8, 1], instrShape = [64, 128, 16]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // 4 stages of 32 KiB (128x128x64 f16) leave one CTA per SM: 6 fit in its
  // 227 KiB, copied by TMA.
  // CHECK-LABEL: nv_tileaa.func @one_cta_six_stages
  // CHECK: nv_tileas.make_tma_descriptor
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<6x128x64xf16
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=one_cta_six_stages | Remark="the tiles of iteration i + 4 are copied (TMA, as the stages leave room for one CTA per SM only, completing on an mbarrier per stage; the threads release each stage on another, with no CTA barrier in the loop) while iteration i multiplies, through 6 shared-memory stages of 32768 bytes, which wgmma reads through descriptors, one group left in flight into the next iteration"
  // FOUR: remark: [Passed] Pipeline | Category:pipeline | Function=one_cta_six_stages | Remark="the tiles of iteration i + 2 are copied (TMA, {{.*}} through 4 shared-memory stages of 32768 bytes
  nv_tileaa.func @one_cta_six_stages(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 8 : i32} {
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
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #acc>) : i32 -> tensor<128x128xf32, #acc> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #acc>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x64xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x64xf16, #a>, tensor<64x128xf16, #b>, tensor<128x128xf32, #acc>
      nv_tileaa.continue %d : tensor<128x128xf32, #acc>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#acc = #nv_tileas.wgmma<{warpsPerCTA = [8, 1], instrShape = [64, 128, 16]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // An occupancy hint of 3 CTAs per SM leaves each 74 KiB: 3 stages of 16
  // KiB fit beside the scratch, not 4. With fewer than 4 no wgmma group
  // stays in flight, and the copies run 2 iterations ahead.
  // CHECK-LABEL: nv_tileaa.func @three_stages
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<3x128x32xf16
  // CHECK: nv_tileaa.for
  // CHECK: nv_tileas.async_wait {pending = 1 : i32}
  // CHECK: nv_tileaa.remi %{{.*}}, %c3_i32
  // CHECK-NOT: nv_tileas.wgmma_pending
  // CHECK: nv_tileaa.return
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=three_stages | Remark="the tiles of iteration i + 2 are copied (cp.async) while iteration i multiplies, through 3 shared-memory stages of 16384 bytes, which wgmma reads through descriptors"
  nv_tileaa.func @three_stages(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 8 : i32, nv_tileas.min_ctas_per_sm = 3 : i32} {
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

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#acc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileas.shared_memory_bytes = 166912 : i64} {
  // sm_80 with its 163 KiB: 4 stages of 16 KiB leave two CTAs per SM, whose
  // 80 KiB each hold no more of them.
  // CHECK-LABEL: nv_tileaa.func @sm80_four_stages
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<4x128x32xf16
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=sm80_four_stages | Remark="the tiles of iteration i + 3 are copied (cp.async) while iteration i multiplies, through 4 shared-memory stages of 16384 bytes, which mma.sync reads through ldmatrix"
  nv_tileaa.func @sm80_four_stages(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
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
