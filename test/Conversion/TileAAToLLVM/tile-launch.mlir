// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s
// The kernel of dynamic-shared-memory.mlir in a module launched as tile
// kernels (nv_tileas.tile_launch, as tileiras compiles by default): the
// launch gives each block one thread and no dynamic shared memory, so the
// kernel says its thread count and counts blocks as clusters of one CTA,
// from which the driver starts its threads, and its stages live in a
// static buffer as large as sm_90a lets a CTA declare
// (nv_tileas.static_shared_memory_bytes), aligned by its declaration
// instead of at run time: the same 4 stages and scratch, without the
// kilobyte the run-time alignment may skip.
// CHECK: llvm.mlir.global internal @__tileir_smem_hopper_dynamic() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<69632 x i8>
// CHECK: llvm.func @hopper_dynamic({{.*}}) attributes {nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>}
// CHECK-NOT: nv_tileas.dynamic_shared_bytes
// CHECK: nvvm.cp.async.shared.global
// CHECK: nvvm.wgmma.mma_async
// CHECK: llvm.return
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
#shared1 = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
#acc0 = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 16]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64, nv_tileas.static_shared_memory_bytes = 232448 : i64, nv_tileas.tile_launch} {
  nv_tileaa.func @hopper_dynamic(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
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
    %9 = nv_tileas.local_alloc -> !nv_tileas.smem<4x128x32xf16, #shared>
    %10 = nv_tileas.local_alloc -> !nv_tileas.smem<4x32x128xf16, #shared1>
    %c0_i32_0 = arith.constant 0 : i32
    %11 = nv_tileaa.addi %c0_i32, %c0_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %12 = nv_tileaa.cmpi %11, %arg4 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
    %13 = nv_tileas.memdesc_index %9[%c0_i32_1] : !nv_tileas.smem<4x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared>
    nv_tileas.async_tiled_load %7[%arg5, %11], %13 if %12 : !nv_tileaa.tiled_view<"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<128x32xf16, #shared>
    %14 = nv_tileas.memdesc_index %10[%c0_i32_1] : !nv_tileas.smem<4x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared1>
    nv_tileas.async_tiled_load %8[%11, %arg6], %14 if %12 : !nv_tileaa.tiled_view<"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<32x128xf16, #shared1>
    nv_tileas.async_commit_group
    %c1_i32_2 = arith.constant 1 : i32
    %15 = nv_tileaa.addi %c0_i32, %c1_i32_2 : i32
    %c1_i32_3 = arith.constant 1 : i32
    %16 = nv_tileaa.cmpi %15, %arg4 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
    %17 = nv_tileas.memdesc_index %9[%c1_i32_3] : !nv_tileas.smem<4x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared>
    nv_tileas.async_tiled_load %7[%arg5, %15], %17 if %16 : !nv_tileaa.tiled_view<"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<128x32xf16, #shared>
    %18 = nv_tileas.memdesc_index %10[%c1_i32_3] : !nv_tileas.smem<4x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared1>
    nv_tileas.async_tiled_load %8[%15, %arg6], %18 if %16 : !nv_tileaa.tiled_view<"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<32x128xf16, #shared1>
    nv_tileas.async_commit_group
    %19 = nv_tileaa.for %c0_i32 to %arg4 step %c1_i32 iter_values(%cst : tensor<128x128xf32, #acc0>) : i32 -> tensor<128x128xf32, #acc0> {
    ^bb0(%arg7: i32, %arg8: tensor<128x128xf32, #acc0>):
      nv_tileas.async_wait {pending = 1 : i32}
      %20 = nv_tileaa.subi %arg7, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %21 = nv_tileaa.remi %20, %c4_i32 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %c2_i32 = arith.constant 2 : i32
      %22 = nv_tileaa.addi %20, %c2_i32 : i32
      %c4_i32_4 = arith.constant 4 : i32
      %23 = nv_tileaa.remi %22, %c4_i32_4 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %c2_i32_5 = arith.constant 2 : i32
      %24 = nv_tileaa.addi %arg7, %c2_i32_5 : i32
      %25 = nv_tileaa.cmpi %24, %arg4 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
      %26 = nv_tileas.memdesc_index %9[%23] : !nv_tileas.smem<4x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared>
      nv_tileas.async_tiled_load %7[%arg5, %24], %26 if %25 : !nv_tileaa.tiled_view<"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<128x32xf16, #shared>
      %27 = nv_tileas.memdesc_index %10[%23] : !nv_tileas.smem<4x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared1>
      nv_tileas.async_tiled_load %8[%24, %arg6], %27 if %25 : !nv_tileaa.tiled_view<"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<32x128xf16, #shared1>
      nv_tileas.async_commit_group
      %28 = nv_tileas.memdesc_index %9[%21] : !nv_tileas.smem<4x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared>
      %29 = nv_tileas.local_load %28 : !nv_tileas.smem<128x32xf16, #shared> -> tensor<128x32xf16, #blocked1>
      %30 = nv_tileas.memdesc_index %10[%21] : !nv_tileas.smem<4x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared1>
      %31 = nv_tileas.local_load %30 : !nv_tileas.smem<32x128xf16, #shared1> -> tensor<32x128xf16, #blocked2>
      %32 = nv_tileaa.dot %29, %31, %arg8 {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32} : tensor<128x32xf16, #blocked1>, tensor<32x128xf16, #blocked2>, tensor<128x128xf32, #acc0>
      nv_tileaa.continue %32 : tensor<128x128xf32, #acc0>
    }
    nv_tileas.async_wait {pending = 0 : i32}
    nv_tileas.local_dealloc %9 : !nv_tileas.smem<4x128x32xf16, #shared>
    nv_tileas.local_dealloc %10 : !nv_tileas.smem<4x32x128xf16, #shared1>
    %back = nv_tileas.convert_layout %19 : tensor<128x128xf32, #acc0> -> tensor<128x128xf32, #blocked>
    nv_tileaa.return
  }
}
