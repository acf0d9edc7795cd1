// RUN: tile-opt %s --split-input-file --tileas-pipeline="tma=always num-stages=4" | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-pipeline="tma=always num-stages=4" --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// With tma=always the stages of wgmma products (sm_90a) are copied by TMA: the
// kernel fills in a tensor map per view before the loop (outside every
// loop the view is made outside of), each stage has an mbarrier that one
// arrival and the copies' bytes complete, and iteration n waits for phase
// n / S of stage n % S. A loop whose one product reads only its stages
// needs no CTA barrier: every thread arrives on a second mbarrier of a
// stage once done with it, and the thread that issues the copies of
// iteration m waits for phase m / S - 1 of it first. Where TMA does not
// apply the loop keeps cp.async and a remark says why.
// (num-stages=4: the checks follow 4 stages; pipeline-stages.mlir has
// the counts the pass chooses.)

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[N64:.*]] = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
// CHECK-DAG: #[[N128:.*]] = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
// CHECK-DAG: #[[PLAIN:.*]] = #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // CHECK-LABEL: nv_tileaa.func @persistent
  // CHECK-SAME: nv_tileas.barriers = 8 : i32, nv_tileas.num_warps = 4 : i32, nv_tileas.tma_descriptors = 2 : i32
  // The maps are filled in once, before the loop over output tiles.
  // CHECK: %[[VA:.*]] = nv_tileaa.make_tiled_view
  // CHECK: %[[VB:.*]] = nv_tileaa.make_tiled_view
  // CHECK: %[[DA:.*]] = nv_tileas.make_tma_descriptor %[[VA]] {slot = 0 : i32} : {{.*}} -> !nv_tileas.tma_descriptor<!nv_tileas.smem<128x32xf16, #[[N64]]>>
  // CHECK: %[[DB:.*]] = nv_tileas.make_tma_descriptor %[[VB]] {slot = 1 : i32} : {{.*}} -> !nv_tileas.tma_descriptor<!nv_tileas.smem<32x128xf16, #[[N128]]>>
  // CHECK: nv_tileaa.for
  // CHECK: %[[BA:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<4x128x32xf16
  // CHECK: %[[BB:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<4x32x128xf16
  // The mbarriers are words 0 to 3 of the kernel's array of them.
  // CHECK: %[[BARS:.*]] = nv_tileas.alloc_barriers {first = 0 : i32} : !nv_tileas.smem<4xi64, #[[PLAIN]]>
  // CHECK: nv_tileas.init_barriers %[[BARS]] {arrivals = 1 : i32}
  // CHECK: %[[FREE:.*]] = nv_tileas.alloc_barriers {first = 4 : i32} : !nv_tileas.smem<4xi64, #[[PLAIN]]>
  // CHECK: nv_tileas.init_barriers %[[FREE]] {arrivals = 128 : i32}
  // Prologue: iterations 0 and 1, 8 KiB + 8 KiB each.
  // CHECK: %[[FIRST:.*]] = nv_tileaa.cmpi
  // CHECK: nv_tileas.arrive_expect_tx %[[BARS]][%{{.*}}], 16384 if %[[FIRST]]
  // CHECK: nv_tileas.async_tma_load %[[DA]][%{{.*}}, %{{.*}}], %{{.*}}, %[[BARS]][%{{.*}}] if %[[FIRST]]
  // CHECK: nv_tileas.async_tma_load %[[DB]]
  // CHECK: nv_tileas.arrive_expect_tx
  // CHECK-NOT: nv_tileas.async_commit_group
  // CHECK: nv_tileaa.for
  // CHECK: ^bb0(%[[I:.*]]: i32,
  // CHECK: %[[N:.*]] = nv_tileaa.subi %[[I]]
  // CHECK: %[[READ:.*]] = nv_tileaa.remi %[[N]], %c4_i32 {signedness = #cuda_tile.signedness<unsigned>}
  // CHECK: %[[USE:.*]] = nv_tileaa.divi %[[N]], %{{.*}} {signedness = #cuda_tile.signedness<unsigned>}
  // CHECK: %[[PARITY:.*]] = nv_tileaa.remi %[[USE]], %{{.*}} {signedness = #cuda_tile.signedness<unsigned>}
  // CHECK: nv_tileas.wait_barrier %[[BARS]][%[[READ]]], %[[PARITY]] :
  // CHECK: %[[M:.*]] = nv_tileaa.addi %[[N]], %c2_i32
  // CHECK: %[[WRITE:.*]] = nv_tileaa.remi %[[M]], %c4_i32
  // CHECK: %[[NEXT:.*]] = nv_tileaa.cmpi
  // The issuing thread waits until stage m % S is free: phase m / S - 1.
  // CHECK: %[[MUSE:.*]] = nv_tileaa.divi %[[M]]
  // CHECK: %[[MUSE1:.*]] = nv_tileaa.addi %[[MUSE]], %c1_i32
  // CHECK: %[[FREEPHASE:.*]] = nv_tileaa.remi %[[MUSE1]]
  // CHECK: nv_tileas.wait_barrier %[[FREE]][%[[WRITE]]], %[[FREEPHASE]] {issuer}
  // CHECK: nv_tileas.arrive_expect_tx %[[BARS]][%[[WRITE]]], 16384 if %[[NEXT]]
  // CHECK: nv_tileas.async_tma_load %[[DA]]{{.*}}, %[[BARS]][%[[WRITE]]] if %[[NEXT]]
  // CHECK: nv_tileaa.dot {{.*}}nv_tileas.wgmma_pending = 1 : i32
  // The product's wait retired the group of iteration n - 1: its stage is
  // free.
  // CHECK: %[[PREV:.*]] = nv_tileaa.addi %[[N]], %c3_i32
  // CHECK: %[[PREVSTAGE:.*]] = nv_tileaa.remi %[[PREV]], %c4_i32
  // CHECK: %[[SOME:.*]] = nv_tileaa.cmpi %[[N]], %c0_i32{{.*}} {comparison_predicate = #cuda_tile.comparison_predicate<greater_than>
  // CHECK: nv_tileas.arrive_barrier %[[FREE]][%[[PREVSTAGE]]] if %[[SOME]]
  // After the K loop: the barriers end, and the stages go.
  // CHECK: nv_tileas.inval_barriers %[[BARS]]
  // CHECK-NEXT: nv_tileas.inval_barriers %[[FREE]]
  // CHECK-NEXT: nv_tileas.local_dealloc %[[BA]]
  // CHECK-NOT: nv_tileas.async_wait
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=persistent | Remark="the tiles of iteration i + 2 are copied (TMA, completing on an mbarrier per stage; the threads release each stage on another, with no CTA barrier in the loop) while iteration i multiplies, through 4 shared-memory stages of 16384 bytes, which wgmma reads through descriptors, one group left in flight into the next iteration"
  nv_tileaa.func @persistent(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %tiles: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    nv_tileaa.for %c0 to %tiles step %c1 : i32 {
    ^bb0(%row: i32):
      %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
      ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
        %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
        %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
        %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
        nv_tileaa.continue %d : tensor<128x128xf32, #c>
      }
      nv_tileaa.continue
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // sm_80 has no TMA: cp.async, and a remark.
  // CHECK-LABEL: nv_tileaa.func @ampere
  // CHECK-NOT: nv_tileas.make_tma_descriptor
  // CHECK: nv_tileas.async_tiled_load
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=ampere | Reason="sm_80 has no TMA", Remark="the stages are copied with cp.async, not TMA"
  nv_tileaa.func @ampere(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 1, 1, 1, 1, 1, 8], threadsPerWarp = [1, 1, 1, 1, 1, 8, 4], warpsPerCTA = [1, 1, 1, 1, 1, 4, 1], order = [6, 5, 4, 3, 2, 1, 0]}>
#a2 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // A tensor map has at most 5 dimensions: the lhs, a tile of a 7-D
  // tensor, keeps cp.async, and so does the loop.
  // CHECK-LABEL: nv_tileaa.func @seven_dims
  // CHECK-NOT: nv_tileas.make_tma_descriptor
  // CHECK: nv_tileas.async_tiled_load
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=seven_dims | Reason="a load's tiles cannot be copied by TMA: the memref has more than 5 dimensions", Remark="the stages are copied with cp.async, not TMA"
  nv_tileaa.func @seven_dims(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16, %k16, %k16, %k16, %k16, %k16] : <f16, [1, 1, 1, 1, 1, ?, ?], [?, ?, ?, ?, ?, ?, 1]> shape_types(i32, i32) stride_types(i32, i32, i32, i32, i32, i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [1, 1, 1, 1, 1, 128, 32], <f16, [1, 1, 1, 1, 1, ?, ?], [?, ?, ?, ?, ?, ?, 1]>, {dim_map = array<i64: 0, 1, 2, 3, 4, 5, 6>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta7, %ta_tok = nv_tileaa.tiled_load %va[%c0, %c0, %c0, %c0, %c0, %row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 1, 1, 1, 1, 128, 32], <f16, [1, 1, 1, 1, 1, ?, ?], [?, ?, ?, ?, ?, ?, 1]>, {dim_map = array<i64: 0, 1, 2, 3, 4, 5, 6>}>, i32, i32, i32, i32, i32, i32, i32 -> tensor<1x1x1x1x1x128x32xf16, #a>
      %ta = nv_tileaa.view %ta7 : tensor<1x1x1x1x1x128x32xf16, #a> -> tensor<128x32xf16, #a2>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a2>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----
// Attention with P in wgmma's register operand layout: nothing is staged
// in the loop, so it needs no CTA barrier either. Both products read one
// stage (K's tile and V's); each thread releases it after the second, and
// Q's tile, stored before the loop, is published with the mbarriers'
// initialisation.
// CHECK-LABEL: nv_tileaa.func @attention_register_a
// CHECK: nv_tileas.local_alloc %{{.*}} : tensor<64x64xf16, #{{.*}}> -> !nv_tileas.smem<64x64xf16
// CHECK: %[[KBARS:.*]] = nv_tileas.alloc_barriers {first = 0 : i32}
// CHECK: nv_tileas.init_barriers %[[KBARS]] {arrivals = 1 : i32}
// CHECK: %[[KFREE:.*]] = nv_tileas.alloc_barriers {first = 4 : i32}
// CHECK: nv_tileas.init_barriers %[[KFREE]] {arrivals = 128 : i32}
// CHECK: nv_tileaa.for
// CHECK: %[[KREAD:.*]] = nv_tileaa.remi %{{.*}}, %c4_i32
// CHECK: nv_tileas.wait_barrier %[[KBARS]][%[[KREAD]]], %{{.*}} :
// CHECK: nv_tileas.wait_barrier %[[KFREE]][%{{.*}}], %{{.*}} {issuer}
// CHECK: nv_tileaa.dot
// CHECK-NOT: nv_tileas.arrive_barrier
// CHECK: nv_tileaa.dot
// CHECK-NEXT: nv_tileas.arrive_barrier %[[KFREE]][%[[KREAD]]] :
// CHECK-NEXT: nv_tileaa.continue
// REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=attention_register_a | Remark="the tiles of iteration i + 3 are copied (TMA, completing on an mbarrier per stage; the threads release each stage on another, with no CTA barrier in the loop) while iteration i multiplies, through 4 shared-memory stages of 16384 bytes, which wgmma reads through descriptors; the loop-invariant operands are put in shared memory (8192 bytes) once, before the loop; wgmma reads the operands in its dot_op layout from registers"
#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #wg, kWidth = 2}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  nv_tileaa.func @attention_register_a(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %q16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pq : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pk : !llvm.ptr
    %v16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pv : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %mq = nv_tileaa.make_memref %q16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %k16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mv = nv_tileaa.make_memref %v16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %vv = nv_tileaa.make_tiled_view %mv : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %q, %q_tok = nv_tileaa.tiled_load %vq[%row, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
    %kt = nv_tileaa.divi %n16, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #wg>) : i32 -> tensor<64x64xf32, #wg> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #wg>):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #wg>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #wg> to tensor<64x64xf16, #wg>
      %pa = nv_tileas.convert_layout %p : tensor<64x64xf16, #wg> -> tensor<64x64xf16, #a>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
      %d = nv_tileaa.dot %pa, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #a>, tensor<64x64xf16, #q>, tensor<64x64xf32, #wg>
      nv_tileaa.continue %d : tensor<64x64xf32, #wg>
    }
    nv_tileaa.return
  }
}

