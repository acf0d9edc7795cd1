// RUN: tile-opt %s --split-input-file --tileas-pipeline --convert-tileaa-to-llvm | FileCheck %s
// The attention loops of test/Dialect/TileAS/pipeline-attention.mlir, as
// tileas-pipeline leaves them, lowered: the products read the operands they
// have in shared tiles from there and stage only the others (or, for P in
// mma.sync fragments, read it from registers).
//
// sm_90a: S = Q K^T reads Q (a tile stored once, before the loop) and K
// (stored K-major, transposed nvmma_shared) through descriptors, B K-major
// (imm-trans-b 0: <col>), with no staging; P V stages P (generic stores
// fenced for the async proxy) and reads V N-major (<row>).
// CHECK-LABEL: llvm.func @attention
// CHECK: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 2
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// S accumulates onto zeros: its first k-step has scale-d zero (D = A B),
// and the zeros are not moved into its accumulator registers.
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NOT: nvvm.fence.proxy
// CHECK: nvvm.wgmma.mma_async {{.*}} D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}} D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#acc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
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

// sm_80: S = Q K^T takes Q's fragments from its staging and K's from the
// K-major stage, both with ldmatrix without .trans; P V takes V's with
// .trans.
// CHECK-LABEL: llvm.func @attention_sm80
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: nvvm.mma_layout<col>
// CHECK: nvvm.ldmatrix {{.*}} layout = #nvvm.mma_layout<row>, num = 4
// CHECK-NOT: nvvm.mma_layout<col>
// CHECK: nvvm.mma.sync
// CHECK: nvvm.ldmatrix {{.*}} layout = #nvvm.mma_layout<col>, num = 4
// CHECK: nvvm.mma.sync
#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#acc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
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

// sm_80 with the products' accumulators in the mma_sync layout
// (tileas-accelerate-matmul): P, rounded in the fragments of S, is P V's A
// operand as it is: each lane holds the A fragment elements of its rows
// (two m16n8 accumulator tiles make one m16n8k16 A fragment), so the
// k-steps are unrolled and read P from registers, with no staging store
// and no barrier between the products; only V comes through ldmatrix.
// CHECK-LABEL: llvm.func @attention_fragments
// CHECK: nvvm.mma.sync
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.ldmatrix {{.*}} layout = #nvvm.mma_layout<col>, num = 4
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK-COUNT-3: nvvm.ldmatrix {{.*}} layout = #nvvm.mma_layout<col>, num = 4
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.mma.sync
#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#acc = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @attention_fragments(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
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
// sm_90a with the scores in wgmma fragments and P in the dot_op layout of
// operand A (tileas-accelerate-matmul): the conversion into it moves
// nothing (the layouts hold the same elements), and P V reads P from
// registers, two f16 a register, as inline PTX (the NVVM op takes A from
// shared memory only). Nothing is staged, so no fence or barrier comes
// between the products. P's 16 registers for all four k-steps pass
// through the wgmma fence as in-out operands, so that all are written
// before it: the backend scheduled the conversions making them between
// the wgmmas, and ptxas put a fence in front of each (its C7519 note).
// CHECK-LABEL: llvm.func @attention_register_a
// CHECK: nvvm.cp.async.wait.group 2
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: nvvm.fence.proxy
// CHECK-COUNT-16: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.inline_asm has_side_effects {{.*}}"wgmma.fence.sync.aligned;", "=r,{{.*}},=r,0,1,{{.*}},15"
// CHECK-NOT: nvvm.wgmma.fence.aligned
// CHECK: llvm.inline_asm has_side_effects {{.*}}"{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, {{.*}}, $31}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;\0A}", "=f,{{.*}},=f,0,1,{{.*}},31,r,r,r,r,l"
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
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

// -----
// bf16 operands take the same register form, with .bf16 types.
// CHECK-LABEL: llvm.func @attention_register_a_bf16
// CHECK: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, {{.*}}, $31}, {$64, $65, $66, $67}, $68, p, 1, 1, 1;
#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #wg, kWidth = 2}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  nv_tileaa.func @attention_register_a_bf16(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %q16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pq : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pk : !llvm.ptr
    %v16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pv : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %mq = nv_tileaa.make_memref %q16, shape[%n16, %c64], strides[%c64] : <bf16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %k16, shape[%n16, %c64], strides[%c64] : <bf16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mv = nv_tileaa.make_memref %v16, shape[%n16, %c64], strides[%c64] : <bf16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %vv = nv_tileaa.make_tiled_view %mv : <"partition", [64, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %q, %q_tok = nv_tileaa.tiled_load %vq[%row, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xbf16, #q>
    %kt = nv_tileaa.divi %n16, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #wg>) : i32 -> tensor<64x64xf32, #wg> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #wg>):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xbf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xbf16, #q>, tensor<64x64xbf16, #kt>, tensor<64x64xf32, #wg>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #wg> to tensor<64x64xbf16, #wg>
      %pa = nv_tileas.convert_layout %p : tensor<64x64xbf16, #wg> -> tensor<64x64xbf16, #a>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xbf16, #q>
      %d = nv_tileaa.dot %pa, %v, %o {input_precision = "tf32"} : tensor<64x64xbf16, #a>, tensor<64x64xbf16, #q>, tensor<64x64xf32, #wg>
      nv_tileaa.continue %d : tensor<64x64xf32, #wg>
    }
    nv_tileaa.return
  }
}
