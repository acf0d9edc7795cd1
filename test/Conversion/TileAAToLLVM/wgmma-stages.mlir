// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s
// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s --check-prefix=MOVE
// A K loop as tileas-pipeline leaves it for sm_90a (the @hopper case of
// test/Dialect/TileAS/pipeline.mlir): wgmma reads its operands from the
// nvmma_shared stages through descriptors, with no staging stores.
//
// The buffer starts on a 1024-byte boundary (the swizzle's period). The
// 32 KiB of stages follow the scratch, which keeps only what the epilogue
// needs beyond their room once they are freed (2 KiB: its chunks' rows are
// padded), so the buffer ends at 34 KiB, not at the 48 KiB static limit.
// CHECK: llvm.mlir.global internal @__tileir_smem_hopper() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<34816 x i8>
// CHECK-LABEL: llvm.func @hopper
// CHECK-COUNT-8: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// Each thread's copies are fenced for the async proxy before the barrier.
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-8: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK-NOT: nvvm.barrier0
// lhs (128x32 f16, 64-byte swizzle): leading byte offset 128 * 64 (512 in
// 16-byte units, bits 16-29), stride byte offset 8 rows of 64 bytes (32,
// bits 32-45), swizzle mode 2 (bits 62-63): 0x8000002002000000, the low
// word's field added to the address / 16 once, the high word or-ed in.
// CHECK: llvm.mlir.constant(33554432 : i32) : i32
// rhs (32x128 f16, N-major, 128-byte swizzle): leading byte offset to the
// next 64 columns 32 * 128 (256), stride byte offset 8 rows of 128 bytes
// (64), swizzle mode 1: 0x4000004001000000.
// CHECK: llvm.mlir.constant(16777216 : i32) : i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: llvm.mlir.constant(-9223371899415822336 : i64) : i64
// CHECK: llvm.mlir.constant(4611686293305294848 : i64) : i64
// CHECK: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// CHECK-COUNT-3: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;", "=f,
// After the loop every copy lands before the accumulator (the loop carries
// it in wgmma's fragments, as tileas-accelerate-matmul types it) converts
// back to the blocked layout through the stages' room as well: two chunks
// of 64 rows (32 KiB each), which every warp knows statically (no selects).
// MOVE: "wgmma.wait_group.sync.aligned 0;"
// MOVE: nvvm.cp.async.wait.group 0
// MOVE-NEXT: nvvm.fence.proxy
// MOVE-NEXT: nvvm.barrier0
// MOVE-NOT: llvm.select
// MOVE-COUNT-4: nvvm.barrier0
// MOVE-NOT: llvm.select
// MOVE: llvm.return
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
#shared1 = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
#acc0 = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 16]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @hopper(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #acc0>
    %0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %1 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg0 : !llvm.ptr
    %2 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg1 : !llvm.ptr
    %3 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg3 : i32
    %4 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg4 : i32
    %5 = nv_tileaa.make_memref %1, shape[%arg2, %4], strides[%4] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %6 = nv_tileaa.make_memref %2, shape[%4, %3], strides[%3] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %7 = nv_tileaa.make_tiled_view %5 : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %8 = nv_tileaa.make_tiled_view %6 : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %9 = nv_tileas.local_alloc -> !nv_tileas.smem<2x128x32xf16, #shared>
    %10 = nv_tileas.local_alloc -> !nv_tileas.smem<2x32x128xf16, #shared1>
    %c0_i32_0 = arith.constant 0 : i32
    %11 = nv_tileaa.addi %c0_i32, %c0_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %12 = nv_tileaa.cmpi %11, %arg4 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
    %13 = nv_tileas.memdesc_index %9[%c0_i32_1] : !nv_tileas.smem<2x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared>
    nv_tileas.async_tiled_load %7[%arg5, %11], %13 if %12 : !nv_tileaa.tiled_view<"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<128x32xf16, #shared>
    %14 = nv_tileas.memdesc_index %10[%c0_i32_1] : !nv_tileas.smem<2x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared1>
    nv_tileas.async_tiled_load %8[%11, %arg6], %14 if %12 : !nv_tileaa.tiled_view<"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<32x128xf16, #shared1>
    nv_tileas.async_commit_group
    %15 = nv_tileaa.for %c0_i32 to %arg4 step %c1_i32 iter_values(%cst : tensor<128x128xf32, #acc0>) : i32 -> tensor<128x128xf32, #acc0> {
    ^bb0(%arg7: i32, %arg8: tensor<128x128xf32, #acc0>):
      nv_tileas.async_wait {pending = 0 : i32}
      %16 = nv_tileaa.subi %arg7, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %17 = nv_tileaa.remi %16, %c2_i32 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %c1_i32_2 = arith.constant 1 : i32
      %18 = nv_tileaa.addi %16, %c1_i32_2 : i32
      %c2_i32_3 = arith.constant 2 : i32
      %19 = nv_tileaa.remi %18, %c2_i32_3 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %c1_i32_4 = arith.constant 1 : i32
      %20 = nv_tileaa.addi %arg7, %c1_i32_4 : i32
      %21 = nv_tileaa.cmpi %20, %arg4 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
      %22 = nv_tileas.memdesc_index %9[%19] : !nv_tileas.smem<2x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared>
      nv_tileas.async_tiled_load %7[%arg5, %20], %22 if %21 : !nv_tileaa.tiled_view<"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<128x32xf16, #shared>
      %23 = nv_tileas.memdesc_index %10[%19] : !nv_tileas.smem<2x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared1>
      nv_tileas.async_tiled_load %8[%20, %arg6], %23 if %21 : !nv_tileaa.tiled_view<"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<32x128xf16, #shared1>
      nv_tileas.async_commit_group
      %24 = nv_tileas.memdesc_index %9[%17] : !nv_tileas.smem<2x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared>
      %25 = nv_tileas.local_load %24 : !nv_tileas.smem<128x32xf16, #shared> -> tensor<128x32xf16, #blocked1>
      %26 = nv_tileas.memdesc_index %10[%17] : !nv_tileas.smem<2x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared1>
      %27 = nv_tileas.local_load %26 : !nv_tileas.smem<32x128xf16, #shared1> -> tensor<32x128xf16, #blocked2>
      %28 = nv_tileaa.dot %25, %27, %arg8 {input_precision = "tf32"} : tensor<128x32xf16, #blocked1>, tensor<32x128xf16, #blocked2>, tensor<128x128xf32, #acc0>
      nv_tileaa.continue %28 : tensor<128x128xf32, #acc0>
    }
    nv_tileas.async_wait {pending = 0 : i32}
    nv_tileas.local_dealloc %9 : !nv_tileas.smem<2x128x32xf16, #shared>
    nv_tileas.local_dealloc %10 : !nv_tileas.smem<2x32x128xf16, #shared1>
    %back = nv_tileas.convert_layout %15 : tensor<128x128xf32, #acc0> -> tensor<128x128xf32, #blocked>
    nv_tileaa.return
  }
}
