// RUN: tile-opt %s --split-input-file --tileas-pipeline | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-pipeline=num-stages=1 | FileCheck %s --check-prefix=ONE
// RUN: tile-opt %s --split-input-file --tileas-pipeline --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// The loads of a K loop's product become cp.async copies into a ring of
// swizzled shared stages, issued S - 1 iterations ahead; loops whose loads
// cannot be copied ahead stay as they are.

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[SA:.*]] = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
// CHECK-DAG: #[[SA3:.*]] = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [2, 1, 0]}>
// CHECK-DAG: #[[SB:.*]] = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @gemm
  nv_tileaa.func @gemm(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %m16 = nv_tileaa.assume #cuda_tile.div_by<16>, %m : i32
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m16, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    // Two 16 KiB stages beside the staging scratch; iteration 0 is copied
    // before the loop.
    // CHECK: %[[BA:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<2x128x32xf16, #[[SA3]]>
    // CHECK: %[[BB:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<2x32x128xf16,
    // CHECK: %[[IV0:.*]] = nv_tileaa.addi %c0_i32, %c0_i32
    // CHECK: %[[FIRST:.*]] = nv_tileaa.cmpi %[[IV0]], %[[KT:.*]] {comparison_predicate = #cuda_tile.comparison_predicate<less_than>
    // CHECK: %[[S0:.*]] = nv_tileas.memdesc_index %[[BA]][%{{.*}}]
    // CHECK: nv_tileas.async_tiled_load %{{.*}}[%arg5, %[[IV0]]], %[[S0]] if %[[FIRST]]
    // CHECK: nv_tileas.async_tiled_load
    // CHECK: nv_tileas.async_commit_group
    // CHECK: nv_tileaa.for %c0_i32 to %[[KT]]
    %kt = nv_tileaa.divi %k16, %c1 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      // CHECK: ^bb0(%[[I:.*]]: i32,
      // CHECK: nv_tileas.async_wait {pending = 0 : i32}
      // CHECK: %[[N:.*]] = nv_tileaa.subi %[[I]], %c0_i32
      // CHECK: %[[READ:.*]] = nv_tileaa.remi %[[N]], %{{.*}} {signedness = #cuda_tile.signedness<unsigned>}
      // CHECK: %[[N1:.*]] = nv_tileaa.addi %[[N]]
      // CHECK: %[[WRITE:.*]] = nv_tileaa.remi %[[N1]]
      // CHECK: %[[NEXT:.*]] = nv_tileaa.addi %[[I]], %{{.*}}
      // CHECK: %[[AHEAD:.*]] = nv_tileaa.cmpi %[[NEXT]], %[[KT]]
      // CHECK: %[[W:.*]] = nv_tileas.memdesc_index %[[BA]][%[[WRITE]]]
      // CHECK: nv_tileas.async_tiled_load %{{.*}}[%arg5, %[[NEXT]]], %[[W]] if %[[AHEAD]]
      // CHECK: nv_tileas.async_tiled_load %{{.*}}[%[[NEXT]], %arg6]
      // CHECK: nv_tileas.async_commit_group
      // CHECK: %[[RA:.*]] = nv_tileas.memdesc_index %[[BA]][%[[READ]]] : !nv_tileas.smem<2x128x32xf16, #[[SA3]]> -> !nv_tileas.smem<128x32xf16, #[[SA]]>
      // CHECK: %[[TA:.*]] = nv_tileas.local_load %[[RA]] : {{.*}} -> tensor<128x32xf16, #{{.*}}>
      // CHECK: %[[RB:.*]] = nv_tileas.memdesc_index %[[BB]][%[[READ]]] : {{.*}} -> !nv_tileas.smem<32x128xf16, #[[SB]]>
      // CHECK: %[[TB:.*]] = nv_tileas.local_load %[[RB]]
      // CHECK-NOT: nv_tileaa.tiled_load
      // CHECK: nv_tileaa.dot %[[TA]], %[[TB]]
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    // CHECK: nv_tileas.async_wait {pending = 0 : i32}
    // CHECK: nv_tileas.local_dealloc %[[BA]]
    // CHECK: nv_tileas.local_dealloc %[[BB]]
    // ONE-LABEL: nv_tileaa.func @gemm
    // ONE-NOT: nv_tileas.async_tiled_load
    // ONE: nv_tileaa.tiled_load
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // Without `assume div_by` on the pointers, the 16-byte runs are not
  // proven aligned: cp.async could not copy them, so nothing changes.
  // CHECK-LABEL: nv_tileaa.func @unaligned
  // CHECK-NOT: nv_tileas.async_tiled_load
  // CHECK: nv_tileaa.tiled_load
  // CHECK: nv_tileaa.tiled_load
  nv_tileaa.func @unaligned(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %pa, shape[%m, %k], strides[%k] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %pb, shape[%k, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
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

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // sm_90 multiplies f16 with wgmma, which reads its operands through
  // descriptors: nvmma_shared stages in the widest hardware swizzle a row
  // fills (64 bytes: the 32 f16 of an lhs row along K; 128: 64 of the 128
  // f16 of an rhs row along N), which the copies fill as any stage.
  // CHECK-DAG: #[[WA:.*]] = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
  // CHECK-DAG: #[[WB:.*]] = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
  // CHECK-LABEL: nv_tileaa.func @hopper
  // CHECK: %[[BA:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<2x128x32xf16, #[[WA]]>
  // CHECK: %[[BB:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<2x32x128xf16, #[[WB]]>
  // CHECK: nv_tileas.async_tiled_load {{.*}} -> !nv_tileas.smem<128x32xf16, #[[WA]]>
  // CHECK: nv_tileaa.for
  // CHECK: nv_tileas.async_wait {pending = 0 : i32}
  // CHECK: nv_tileas.async_tiled_load {{.*}} -> !nv_tileas.smem<32x128xf16, #[[WB]]>
  // CHECK: %[[SA:.*]] = nv_tileas.memdesc_index %[[BA]]
  // CHECK: nv_tileas.local_load %[[SA]] : !nv_tileas.smem<128x32xf16, #[[WA]]>
  // CHECK: nv_tileaa.dot
  nv_tileaa.func @hopper(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
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

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // Where the launch provides the 227 KiB an H100 CTA may opt in to
  // (dynamic shared memory), the same loop gets 6 stages (two CTAs per SM
  // still fit: pipeline-stages.mlir). The product may then leave its wgmma
  // group in flight into the next iteration (nv_tileas.wgmma_pending), so
  // the copies run 4 iterations ahead, never into the stage of iteration
  // i - 1, which that group reads, and the wait allows three groups of
  // copies (iterations i + 1 to i + 3) in flight.
  // CHECK-LABEL: nv_tileaa.func @hopper_dynamic
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<6x128x32xf16
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<6x32x128xf16
  // Prologue: iterations 0 to 3.
  // CHECK-COUNT-4: nv_tileas.async_commit_group
  // CHECK: nv_tileaa.for
  // CHECK: nv_tileas.async_wait {pending = 3 : i32}
  // CHECK: %[[FOUR:.*]] = arith.constant 4 : i32
  // CHECK: %[[AHEAD:.*]] = nv_tileaa.addi %{{.*}}, %[[FOUR]] : i32
  // CHECK: %[[WRITE:.*]] = nv_tileaa.remi %[[AHEAD]], %{{.*}} {signedness = #cuda_tile.signedness<unsigned>}
  // CHECK: nv_tileas.memdesc_index %{{.*}}[%[[WRITE]]]
  // CHECK: nv_tileaa.dot {{.*}} {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32}
  nv_tileaa.func @hopper_dynamic(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
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

#a = #nv_tileas.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // An f8 product on wgmma, which reads f8 operands K-major only: the lhs
  // stage (rows of 64 bytes along K) is read through descriptors, while
  // the rhs, K x N with N contiguous, is still copied ahead into an N-major
  // stage, from which the product stages it transposed. That staging
  // buffer is rewritten every iteration, so no wgmma group stays in
  // flight: with 4 stages the copies run 3 iterations ahead and the wait
  // leaves 2 groups of copies in flight. (Its staging, beside the stages,
  // is why it does not get the more stages of the K loop above.)
  // CHECK-DAG: #[[FA:.*]] = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
  // CHECK-DAG: #[[FB:.*]] = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
  // CHECK-LABEL: nv_tileaa.func @hopper_f8
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<4x128x64xf8E4M3FN, #[[FA]]>
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<4x64x128xf8E4M3FN, #[[FB]]>
  // CHECK-COUNT-3: nv_tileas.async_commit_group
  // CHECK: nv_tileaa.for
  // CHECK: nv_tileas.async_wait {pending = 2 : i32}
  // CHECK: nv_tileaa.dot
  // CHECK-NOT: wgmma_pending
  // CHECK: nv_tileaa.continue
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=hopper_f8 | Remark="the tiles of iteration i + 3 are copied (cp.async) while iteration i multiplies, through 4 shared-memory stages of 16384 bytes, which wgmma reads through descriptors; operands in registers are staged by their product"
  nv_tileaa.func @hopper_f8(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f8E4M3FN, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f8E4M3FN, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 64], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [64, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 64], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x64xf8E4M3FN, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x128xf8E4M3FN, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf8E4M3FN, #a>, tensor<64x128xf8E4M3FN, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // Two stages of a 128x256x64 bf16 product (16 + 32 KiB each) do not fit
  // the 48 KiB of static shared memory: not pipelined, and the remark says
  // why.
  // CHECK-LABEL: nv_tileaa.func @hopper_big
  // CHECK-NOT: nv_tileas.async_tiled_load
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=hopper_big | Reason="two stages of 49152 bytes do not fit the 36864 bytes of shared memory left beside the staging scratch (49152 bytes a CTA may use)", Remark="the loads of the loop's products are not pipelined"
  nv_tileaa.func @hopper_big(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <bf16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <bf16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [64, 256], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x256xf32, #c>) : i32 -> tensor<128x256xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x256xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x64xbf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 256], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x256xbf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x64xbf16, #a>, tensor<64x256xbf16, #b>, tensor<128x256xf32, #c>
      nv_tileaa.continue %d : tensor<128x256xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // A wgmma product whose rhs rows (8 f16, 16 bytes) are narrower than the
  // smallest hardware swizzle (32 bytes) has no stage layout wgmma reads:
  // not pipelined, and the remark says why.
  // CHECK-LABEL: nv_tileaa.func @hopper_narrow
  // CHECK-NOT: nv_tileas.async_tiled_load
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=hopper_narrow | Reason="the load of operand 1: its tile is too small for a wgmma operand layout (rows of 32 bytes or more, 8 rows or more)", Remark="the loads of the loop's products are not pipelined"
  nv_tileaa.func @hopper_narrow(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x8xf32, #b>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 8], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x8xf32, #b>) : i32 -> tensor<128x8xf32, #b> {
    ^bb0(%i: i32, %acc: tensor<128x8xf32, #b>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 8], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x8xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x8xf16, #b>, tensor<128x8xf32, #b>
      nv_tileaa.continue %d : tensor<128x8xf32, #b>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // An f32 product runs on CUDA cores (mmaf multiplies in IEEE f32, not
  // tf32), which would load the stages into registers and stage them
  // again: not pipelined.
  // CHECK-LABEL: nv_tileaa.func @cuda_cores
  // CHECK: nv_tileaa.for
  // CHECK-NOT: nv_tileas.async_tiled_load
  // CHECK: nv_tileaa.tiled_load
  nv_tileaa.func @cuda_cores(%pa: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<32x32xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %ma = nv_tileaa.make_memref %a16, shape[%n16, %n16], strides[%n16] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<32x32xf32, #c>) : i32 -> tensor<32x32xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<32x32xf32, #c>):
      %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf32, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %va[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf32, #a>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<32x32xf32, #a>, tensor<32x32xf32, #a>, tensor<32x32xf32, #c>
      nv_tileaa.continue %d : tensor<32x32xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 86 : i32} {
  // Views made in the loop from loop-invariant values (as 13.1 kernels
  // make them) move out of it, and the loads are pipelined.
  // CHECK-LABEL: nv_tileaa.func @view_in_loop
  // CHECK: nv_tileaa.make_tiled_view
  // CHECK: nv_tileaa.make_tiled_view
  // CHECK: nv_tileas.async_tiled_load
  // CHECK: nv_tileaa.for
  // CHECK-NOT: nv_tileaa.make_tiled_view
  // CHECK: nv_tileas.async_tiled_load
  nv_tileaa.func @view_in_loop(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
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
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
      %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // tf32 products take f32 tiles through an ftof: the stages hold the f32
  // tiles (4 stages of two 4 KiB tiles fit), and the ftof rounds what is
  // read from them.
  // CHECK-LABEL: nv_tileaa.func @tf32
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<4x32x32xf32
  // CHECK: nv_tileaa.for
  // CHECK: %[[A:.*]] = nv_tileas.local_load %{{.*}} -> tensor<32x32xf32
  // CHECK: %[[RA:.*]] = nv_tileaa.ftof %[[A]] {{.*}} to tensor<32x32xtf32
  // CHECK: %[[B:.*]] = nv_tileas.local_load
  // CHECK: %[[RB:.*]] = nv_tileaa.ftof %[[B]]
  // CHECK: nv_tileaa.dot %[[RA]], %[[RB]]
  nv_tileaa.func @tf32(%pa: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<32x32xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %ma = nv_tileaa.make_memref %a16, shape[%n16, %n16], strides[%n16] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<32x32xf32, #c>) : i32 -> tensor<32x32xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<32x32xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf32, #a>
      %ra = nv_tileaa.ftof %ta : tensor<32x32xf32, #a> to tensor<32x32xtf32, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %va[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf32, #a>
      %rb = nv_tileaa.ftof %tb : tensor<32x32xf32, #a> to tensor<32x32xtf32, #a>
      %d = nv_tileaa.dot %ra, %rb, %acc {input_precision = "tf32"} : tensor<32x32xtf32, #a>, tensor<32x32xtf32, #a>, tensor<32x32xf32, #c>
      nv_tileaa.continue %d : tensor<32x32xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

// A batched kernel's tiles: [1, 128, 32] and [1, 32, 128] loads that views
// drop the unit batch dimension of for the product. The stages hold the
// 2-D tiles, the copies take the 3-D tiles' indices, and the stage is read
// in the view's type (the view goes).
#a3 = #nv_tileas.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#b3 = #nv_tileas.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @batched
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=batched | Remark="the tiles of iteration i + 1 are copied (cp.async) while iteration i multiplies, through 2 shared-memory stages of 16384 bytes, which mma.sync reads through ldmatrix"
  nv_tileaa.func @batched(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %bt: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %m16 = nv_tileaa.assume #cuda_tile.div_by<16>, %m : i32
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %mk = nv_tileaa.muli %m16, %k16 : i32
    %kn = nv_tileaa.muli %k16, %n16 : i32
    %mk16 = nv_tileaa.assume #cuda_tile.div_by<16>, %mk : i32
    %kn16 = nv_tileaa.assume #cuda_tile.div_by<16>, %kn : i32
    %ma = nv_tileaa.make_memref %a16, shape[%c2, %m16, %k16], strides[%mk16, %k16] : <f16, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %mb = nv_tileaa.make_memref %b16, shape[%c2, %k16, %n16], strides[%kn16, %n16] : <f16, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [1, 128, 32], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [1, 32, 128], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>, padding_value = #cuda_tile<padding_value zero>}>
    // CHECK: %[[BA:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<2x128x32xf16,
    // CHECK: %[[S0:.*]] = nv_tileas.memdesc_index %[[BA]][%{{.*}}] : {{.*}} -> !nv_tileas.smem<128x32xf16,
    // CHECK: nv_tileas.async_tiled_load %{{.*}}[%arg5, %arg6, %{{.*}}], %[[S0]] if %{{.*}} : {{.*}}<"partition", [1, 128, 32], {{.*}} -> !nv_tileas.smem<128x32xf16,
    %kt = nv_tileaa.divi %k16, %c1 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      // CHECK: nv_tileas.async_wait
      // CHECK: %[[TA:.*]] = nv_tileas.local_load %{{.*}} : !nv_tileas.smem<128x32xf16, {{.*}}> -> tensor<128x32xf16, #{{.*}}>
      // CHECK: %[[TB:.*]] = nv_tileas.local_load %{{.*}} : !nv_tileas.smem<32x128xf16, {{.*}}> -> tensor<32x128xf16, #{{.*}}>
      // CHECK-NOT: nv_tileaa.view
      // CHECK: nv_tileaa.dot %[[TA]], %[[TB]]
      %ta3, %ta_tok = nv_tileaa.tiled_load %va[%bt, %row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 128, 32], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32, i32 -> tensor<1x128x32xf16, #a3>
      %ta = nv_tileaa.view %ta3 : tensor<1x128x32xf16, #a3> -> tensor<128x32xf16, #a>
      %tb3, %tb_tok = nv_tileaa.tiled_load %vb[%bt, %i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 32, 128], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32, i32 -> tensor<1x32x128xf16, #b3>
      %tb = nv_tileaa.view %tb3 : tensor<1x32x128xf16, #b3> -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#s = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#t = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // A block-scaled product (dot_scaled) whose scale blocks (32 along K)
  // hold whole f8 wgmma instructions runs on wgmma: its f8 operands are
  // copied ahead into 128-byte swizzled nvmma_shared stages, by TMA since
  // 4 stages of 32 KiB leave one CTA per SM (the accumulator, moved through
  // the scratch in every iteration here, leaves room for no more); its
  // scales, rows of 4 bytes (under cp.async's 16), are loaded in the loop
  // as before.
  // CHECK-LABEL: nv_tileaa.func @scaled
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<4x128x128xf8E4M3FN, #[[NVMMA:.*]]>
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<4x128x128xf8E4M3FN, #[[NVMMA]]>
  // CHECK: nv_tileas.async_tma_load
  // CHECK: nv_tileaa.for
  // CHECK-DAG: nv_tileaa.tiled_load {{.*}} -> tensor<128x4xf8E8M0FNU
  // CHECK-DAG: nv_tileaa.tiled_load {{.*}} -> tensor<4x128xf8E8M0FNU
  // CHECK-DAG: %[[A:.*]] = nv_tileas.local_load {{.*}} -> tensor<128x128xf8E4M3FN
  // CHECK-DAG: %[[B:.*]] = nv_tileas.local_load {{.*}} -> tensor<128x128xf8E4M3FN
  // CHECK: nv_tileaa.dot_scaled %[[A]], %[[B]]
  nv_tileaa.func @scaled(%pa: !llvm.ptr, %ps: !llvm.ptr, %k: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %s16 = nv_tileaa.assume #cuda_tile.div_by<16>, %ps : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%k16, %k16], strides[%k16] : <f8E4M3FN, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %ms = nv_tileaa.make_memref %s16, shape[%k16, %k16], strides[%k16] : <f8E8M0FNU, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vsa = nv_tileaa.make_tiled_view %ms : <"partition", [128, 4], <f8E8M0FNU, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vsb = nv_tileaa.make_tiled_view %ms : <"partition", [4, 128], <f8E8M0FNU, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x128xf8E4M3FN, #a>
      %sa, %sa_tok = nv_tileaa.tiled_load %vsa[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 4], <f8E8M0FNU, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x4xf8E8M0FNU, #s>
      %tb, %tb_tok = nv_tileaa.tiled_load %va[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x128xf8E4M3FN, #a>
      %sb, %sb_tok = nv_tileaa.tiled_load %vsb[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [4, 128], <f8E8M0FNU, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<4x128xf8E8M0FNU, #t>
      %d = nv_tileaa.dot_scaled %ta, %tb, %acc, %sa, %sb : tensor<128x128xf8E4M3FN, #a>, tensor<128x128xf8E4M3FN, #a>, tensor<128x128xf32, #c>, tensor<128x4xf8E8M0FNU, #s>, tensor<4x128xf8E8M0FNU, #t>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}
