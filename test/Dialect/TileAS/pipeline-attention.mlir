// RUN: tile-opt %s --split-input-file --tileas-pipeline | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-pipeline --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// The KV loop of an attention kernel: S = Q K^T with Q loaded before the
// loop and K read through a transposing view (its tile is the product's
// K x N = D x 64 rhs, while memory is contiguous along D), then P V with P
// computed in the loop. K and V become cp.async stages; K's stage is stored
// K-major (contiguous along its first dimension), the B operand wgmma and
// ldmatrix take without transposing; Q goes to a shared tile once, before
// the loop, where it fits beside the stages; P stays in registers, and its
// product stages it.

#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#acc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[QL:.*]] = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
// CHECK-DAG: #[[KL:.*]] = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = true}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // CHECK-LABEL: nv_tileaa.func @attention
  nv_tileaa.func @attention(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %q16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pq : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pk : !llvm.ptr
    %v16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pv : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %mq = nv_tileaa.make_memref %q16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %k16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mv = nv_tileaa.make_memref %v16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    // K^T: tile dimension 0 (D) is memory dimension 1, the contiguous one.
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %vv = nv_tileaa.make_tiled_view %mv : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %q, %q_tok = nv_tileaa.tiled_load %vq[%row, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
    %kt = nv_tileaa.divi %n16, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    // Q once, before the loop, in wgmma's K-major lhs layout; four stages
    // of K (D x 64, K-major: transposed) and V (64 x D, N-major).
    // CHECK: %[[QT:.*]] = nv_tileas.local_alloc %{{.*}} : tensor<64x64xf16, #{{.*}}> -> !nv_tileas.smem<64x64xf16, #[[QL]]>
    // CHECK: %[[QR:.*]] = nv_tileas.local_load %[[QT]]
    // CHECK: %[[BK:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<4x64x64xf16, #[[KL]]>
    // CHECK: %[[BV:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<4x64x64xf16, #[[QL]]>
    // CHECK: nv_tileas.async_tiled_load %{{.*}}[%c0_i32, %{{.*}}], %{{.*}} if %{{.*}} : {{.*}}dim_map = array<i64: 1, 0>{{.*}} -> !nv_tileas.smem<64x64xf16, #[[KL]]>
    // CHECK: nv_tileaa.for
    // CHECK: nv_tileas.async_wait {pending = 2 : i32}
    // CHECK: nv_tileas.async_commit_group
    // CHECK: %[[SK:.*]] = nv_tileas.memdesc_index %[[BK]]
    // CHECK: %[[TK:.*]] = nv_tileas.local_load %[[SK]]
    // CHECK: %[[S:.*]] = nv_tileaa.dot %[[QR]], %[[TK]], %{{.*}} {input_precision = "tf32"}
    // CHECK: %[[P:.*]] = nv_tileaa.ftof %[[S]]
    // CHECK: %[[SV:.*]] = nv_tileas.memdesc_index %[[BV]]
    // CHECK: %[[TV:.*]] = nv_tileas.local_load %[[SV]]
    // P V stages P itself: its wgmma group is not left in flight.
    // CHECK: nv_tileaa.dot %[[P]], %[[TV]], %{{.*}} {input_precision = "tf32"} :
    // CHECK: nv_tileas.async_wait {pending = 0 : i32}
    // CHECK: nv_tileas.local_dealloc %[[BK]]
    // CHECK: nv_tileas.local_dealloc %[[BV]]
    // CHECK: nv_tileas.local_dealloc %[[QT]]
    // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=attention | Remark="the tiles of iteration i + 3 are copied (cp.async) while iteration i multiplies, through 4 shared-memory stages of 16384 bytes, which wgmma reads through descriptors; the loop-invariant operands are put in shared memory (8192 bytes) once, before the loop; operands in registers are staged by their product"
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #acc>) : i32 -> tensor<64x64xf32, #acc> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #acc>):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #acc>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #acc> to tensor<64x64xf16, #acc>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
      %d = nv_tileaa.dot %p, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #acc>, tensor<64x64xf16, #q>, tensor<64x64xf32, #acc>
      nv_tileaa.continue %d : tensor<64x64xf32, #acc>
    }
    nv_tileaa.return
  }
}

// -----
// The same loop with the scores in wgmma fragments and P in the dot_op
// layout of wgmma's operand A (tileas-accelerate-matmul): P V reads P from
// registers and stages nothing, so nothing is staged in the loop at all.
// Neither product's group stays in flight (S is used in the iteration, and
// P V's accumulator is rescaled in real kernels), so the copies still run
// 3 iterations ahead.
#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #wg, kWidth = 2}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // CHECK-LABEL: nv_tileaa.func @attention_register_a
  // CHECK: nv_tileaa.for
  // CHECK: nv_tileas.async_wait {pending = 2 : i32}
  // CHECK: %[[S:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {input_precision = "tf32"} :
  // CHECK: %[[P:.*]] = nv_tileaa.ftof %[[S]]
  // CHECK: %[[PA:.*]] = nv_tileas.convert_layout %[[P]]
  // CHECK: nv_tileaa.dot %[[PA]], %{{.*}}, %{{.*}} {input_precision = "tf32"} :
  // CHECK-NOT: wgmma_pending
  // CHECK: nv_tileaa.return
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=attention_register_a | Remark="the tiles of iteration i + 3 are copied (cp.async) while iteration i multiplies, through 4 shared-memory stages of 16384 bytes, which wgmma reads through descriptors; the loop-invariant operands are put in shared memory (8192 bytes) once, before the loop; wgmma reads the operands in its dot_op layout from registers"
  // With Q in a shared tile, S reads it (8 KiB) beside K (8 KiB), and P V
  // reads V (8 KiB; P is in registers): with the copies' 16 KiB, 160 bytes a
  // cycle of two 64x64x64 products' 256.
  // REMARK: remark: [Analysis] Pipeline | Category:pipeline | Function=attention_register_a | Remark="an iteration moves 40960 bytes through shared memory (wgmma reads 24576, the copies write 16384) in the 256 cycles an sm_90 SM's tensor cores take for its products: 160 bytes a cycle, where shared memory serves 128; so the tensor cores run at most 80% of the time"
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

// -----

#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#acc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[KS:.*]] = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
// CHECK-DAG: #[[KS3:.*]] = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 2, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // On sm_80, with the 48 KiB of static shared memory: two stages of 16
  // KiB beside the 12 KiB of staging scratch leave no room for Q, which
  // stays in registers (its product stages it). K's stage is swizzled
  // along D, its contiguous dimension (order [0, 1]), which mma.sync reads
  // with ldmatrix without .trans.
  // CHECK-LABEL: nv_tileaa.func @attention_sm80
  // CHECK-NOT: nv_tileas.local_alloc %
  // CHECK: %[[BK:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<2x64x64xf16, #[[KS3]]>
  // CHECK: nv_tileaa.for
  // CHECK: nv_tileas.async_wait {pending = 0 : i32}
  // CHECK: nv_tileas.async_commit_group
  // CHECK: nv_tileas.memdesc_index %[[BK]][%{{.*}}] : !nv_tileas.smem<2x64x64xf16, #[[KS3]]> -> !nv_tileas.smem<64x64xf16, #[[KS]]>
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {input_precision = "tf32"} : tensor<64x64xf16, #{{.*}}>, tensor<64x64xf16
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=attention_sm80 | Remark="the tiles of iteration i + 1 are copied (cp.async) while iteration i multiplies, through 2 shared-memory stages of 16384 bytes, which mma.sync reads through ldmatrix; operands in registers are staged by their product"
  nv_tileaa.func @attention_sm80(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
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
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #acc>) : i32 -> tensor<64x64xf32, #acc> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #acc>):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #acc>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #acc> to tensor<64x64xf16, #acc>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
      %d = nv_tileaa.dot %p, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #acc>, tensor<64x64xf16, #q>, tensor<64x64xf32, #acc>
      nv_tileaa.continue %d : tensor<64x64xf32, #acc>
    }
    nv_tileaa.return
  }
}

// -----

#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#acc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // Declined: K and V tiles of 128 x 64 f16 make stages of 32 KiB, two of
  // which do not fit the 48 KiB of static shared memory beside the staging
  // scratch (which holds S's 32 KiB accumulator), even with Q left in
  // registers.
  // CHECK-LABEL: nv_tileaa.func @attention_big
  // CHECK-NOT: nv_tileas.async_tiled_load
  // CHECK: nv_tileaa.tiled_load
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=attention_big | Reason="two stages of 32768 bytes do not fit the 16384 bytes of shared memory left beside the staging scratch (32768 bytes, which hold the accumulator a wgmma product moves in every iteration) (49152 bytes a CTA may use)", Remark="the loads of the loop's products are not pipelined"
  nv_tileaa.func @attention_big(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x128xf32, #acc>
    %zo = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %q16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pq : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pk : !llvm.ptr
    %v16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pv : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %mq = nv_tileaa.make_memref %q16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %k16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mv = nv_tileaa.make_memref %v16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %vv = nv_tileaa.make_tiled_view %mv : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %q, %q_tok = nv_tileaa.tiled_load %vq[%row, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
    %kt = nv_tileaa.divi %n16, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zo : tensor<64x64xf32, #acc>) : i32 -> tensor<64x64xf32, #acc> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #acc>):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x128xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x128xf16, #kt>, tensor<64x128xf32, #acc>
      %p = nv_tileaa.ftof %s : tensor<64x128xf32, #acc> to tensor<64x128xf16, #acc>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x64xf16, #q>
      %d = nv_tileaa.dot %p, %v, %o {input_precision = "tf32"} : tensor<64x128xf16, #acc>, tensor<128x64xf16, #q>, tensor<64x64xf32, #acc>
      nv_tileaa.continue %d : tensor<64x64xf32, #acc>
    }
    nv_tileaa.return
  }
}

// -----

#q = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#acc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // Declined: an lhs read through a transposing view is M x K with M
  // contiguous, which neither product reads from shared memory here.
  // CHECK-LABEL: nv_tileaa.func @lhs_transposed
  // CHECK-NOT: nv_tileas.async_tiled_load
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=lhs_transposed | Reason="the load of operand 0: its M x K tile is contiguous along M (a transposing view), which the products do not read from shared memory", Remark="the loads of the loop's products are not pipelined"
  nv_tileaa.func @lhs_transposed(%pa: !llvm.ptr, %pk: !llvm.ptr, %n: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pk : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %ma = nv_tileaa.make_memref %a16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %k16, shape[%n16, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %kt = nv_tileaa.divi %n16, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #acc>) : i32 -> tensor<64x64xf32, #acc> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #acc>):
      %a, %a_tok = nv_tileaa.tiled_load %va[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #q>
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %d = nv_tileaa.dot %a, %k, %o {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #acc>
      nv_tileaa.continue %d : tensor<64x64xf32, #acc>
    }
    nv_tileaa.return
  }
}

// -----

#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#acc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // Declined on sm_90 with the static 48 KiB: both products move their
  // 16 KiB accumulator between layouts in every iteration (the loop does
  // not carry it in fragments), through the staging scratch, which must
  // then hold it whole: two stages of 16 KiB and the kernel's mbarrier
  // leave less.
  // CHECK-LABEL: nv_tileaa.func @attention_static
  // CHECK-NOT: nv_tileas.async_tiled_load
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=attention_static | Reason="two stages of 16384 bytes do not fit the 32760 bytes of shared memory left beside the staging scratch (16384 bytes, which hold the accumulator a wgmma product moves in every iteration) (49152 bytes a CTA may use)", Remark="the loads of the loop's products are not pipelined"
  nv_tileaa.func @attention_static(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileaa.mbarriers = 1 : i32, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
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
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #acc>) : i32 -> tensor<64x64xf32, #acc> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #acc>):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #acc>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #acc> to tensor<64x64xf16, #acc>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
      %d = nv_tileaa.dot %p, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #acc>, tensor<64x64xf16, #q>, tensor<64x64xf32, #acc>
      nv_tileaa.continue %d : tensor<64x64xf32, #acc>
    }
    nv_tileaa.return
  }
}

// -----

#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#acc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileas.shared_memory_bytes = 166912 : i64} {
  // With the 163 KiB an A100 CTA may opt in to, but an occupancy hint of 2
  // CTAs per SM (nv_tileas.min_ctas_per_sm): each CTA may use half the
  // SM's 164 KiB less the 1 KiB reserved per CTA, 81 KiB, which holds three
  // stages and Q's tile beside the scratch, not four.
  // CHECK-LABEL: nv_tileaa.func @attention_occupancy
  // CHECK: nv_tileas.local_alloc %{{.*}} : tensor<64x64xf16, #{{.*}}> -> !nv_tileas.smem<64x64xf16,
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<3x64x64xf16,
  // CHECK: nv_tileas.local_alloc -> !nv_tileas.smem<3x64x64xf16,
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=attention_occupancy | Remark="the tiles of iteration i + 2 are copied (cp.async) while iteration i multiplies, through 3 shared-memory stages of 16384 bytes, which mma.sync reads through ldmatrix; the loop-invariant operands are put in shared memory (8192 bytes) once, before the loop; operands in registers are staged by their product"
  nv_tileaa.func @attention_occupancy(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.min_ctas_per_sm = 2 : i32, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
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
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #acc>) : i32 -> tensor<64x64xf32, #acc> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #acc>):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #acc>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #acc> to tensor<64x64xf16, #acc>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
      %d = nv_tileaa.dot %p, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #acc>, tensor<64x64xf16, #q>, tensor<64x64xf32, #acc>
      nv_tileaa.continue %d : tensor<64x64xf32, #acc>
    }
    nv_tileaa.return
  }
}
