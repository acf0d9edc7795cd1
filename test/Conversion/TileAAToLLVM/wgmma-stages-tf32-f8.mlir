// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s
// K loops as tileas-pipeline leaves them for sm_90a when the product is tf32
// or f8 (their accumulators in wgmma's fragments): wgmma reads those operands K-major only, so A comes straight from
// its nvmma_shared stage, while B, whose K x N stage is N-major, is copied
// into the staging buffer's K-major core matrices by every thread (units of
// 4 rows by 16 bytes: 16-byte loads, one store per column of 4 elements),
// then fenced for the async proxy. No wgmma group stays in flight: the
// staging buffer is rewritten in the next iteration.
//
// tf32: the f32 stages feed the product through ftof, which rounds; wgmma
// would read the raw f32 bits, so A's stage is rounded in place (4 chunks
// of 16 bytes a thread) and B's elements as they are copied. On sm_90 each
// element rounds by one cvt.rn.tf32.f32; only the tensor cores read it, so
// no NaN payload is put back. (The conversion also lowers the two ftof ops
// themselves, 32 elements with the NaN put back, which LLVM then drops as
// unused.)
// CHECK-LABEL: llvm.func @tf32
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.barrier0
// CHECK-COUNT-32: llvm.fcmp "uno"
// CHECK-NOT: llvm.fcmp
// CHECK: %[[CVT:.+]] = llvm.call_intrinsic "llvm.nvvm.f2tf32.rn"(%{{.+}}) : (f32) -> i32
// CHECK-NEXT: llvm.bitcast %[[CVT]] : i32 to f32
// CHECK-COUNT-4: llvm.store {{.*}} : vector<4xf32>, !llvm.ptr<3>
// CHECK-COUNT-4: llvm.store {{.*}} : vector<4xf32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;"
//
// f8: four 16-byte row loads, sixteen 4-byte column stores, two k-steps of
// two 64-row blocks.
// CHECK-LABEL: llvm.func @f8
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.load {{.*}} : !llvm.ptr<3> -> vector<16xi8>
// CHECK-COUNT-16: llvm.store {{.*}} : vector<4xi8>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 32>, D[<f32>, <one>], A[<e4m3>, <one>, <row>], B[<e4m3>, <one>, <col>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;"
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #nv_tileas.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #nv_tileas.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
#shared1 = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
#acc0 = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 8]}>
#acc1 = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 32]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @tf32(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #acc0>
    %1 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg0 : !llvm.ptr
    %2 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg1 : !llvm.ptr
    %3 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg3 : i32
    %4 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg4 : i32
    %5 = nv_tileaa.make_memref %1, shape[%arg2, %4], strides[%4] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %6 = nv_tileaa.make_memref %2, shape[%4, %3], strides[%3] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %7 = nv_tileaa.make_tiled_view %5 : <"partition", [64, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %8 = nv_tileaa.make_tiled_view %6 : <"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %9 = nv_tileas.local_alloc -> !nv_tileas.smem<2x64x32xf32, #shared>
    %10 = nv_tileas.local_alloc -> !nv_tileas.smem<2x32x64xf32, #shared>
    %12 = nv_tileaa.cmpi %c0_i32, %arg4 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
    %13 = nv_tileas.memdesc_index %9[%c0_i32] : !nv_tileas.smem<2x64x32xf32, #shared> -> !nv_tileas.smem<64x32xf32, #shared>
    nv_tileas.async_tiled_load %7[%arg5, %c0_i32], %13 if %12 : !nv_tileaa.tiled_view<"partition", [64, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<64x32xf32, #shared>
    %14 = nv_tileas.memdesc_index %10[%c0_i32] : !nv_tileas.smem<2x32x64xf32, #shared> -> !nv_tileas.smem<32x64xf32, #shared>
    nv_tileas.async_tiled_load %8[%c0_i32, %arg6], %14 if %12 : !nv_tileaa.tiled_view<"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<32x64xf32, #shared>
    nv_tileas.async_commit_group
    %15 = nv_tileaa.for %c0_i32 to %arg4 step %c1_i32 iter_values(%cst : tensor<64x64xf32, #acc0>) : i32 -> tensor<64x64xf32, #acc0> {
    ^bb0(%arg7: i32, %arg8: tensor<64x64xf32, #acc0>):
      nv_tileas.async_wait {pending = 0 : i32}
      %17 = nv_tileaa.remi %arg7, %c2_i32 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %18 = nv_tileaa.addi %arg7, %c1_i32 : i32
      %19 = nv_tileaa.remi %18, %c2_i32 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %21 = nv_tileaa.cmpi %18, %arg4 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
      %22 = nv_tileas.memdesc_index %9[%19] : !nv_tileas.smem<2x64x32xf32, #shared> -> !nv_tileas.smem<64x32xf32, #shared>
      nv_tileas.async_tiled_load %7[%arg5, %18], %22 if %21 : !nv_tileaa.tiled_view<"partition", [64, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<64x32xf32, #shared>
      %23 = nv_tileas.memdesc_index %10[%19] : !nv_tileas.smem<2x32x64xf32, #shared> -> !nv_tileas.smem<32x64xf32, #shared>
      nv_tileas.async_tiled_load %8[%18, %arg6], %23 if %21 : !nv_tileaa.tiled_view<"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<32x64xf32, #shared>
      nv_tileas.async_commit_group
      %24 = nv_tileas.memdesc_index %9[%17] : !nv_tileas.smem<2x64x32xf32, #shared> -> !nv_tileas.smem<64x32xf32, #shared>
      %25 = nv_tileas.local_load %24 : !nv_tileas.smem<64x32xf32, #shared> -> tensor<64x32xf32, #blocked1>
      %26 = nv_tileaa.ftof %25 : tensor<64x32xf32, #blocked1> to tensor<64x32xtf32, #blocked1>
      %27 = nv_tileas.memdesc_index %10[%17] : !nv_tileas.smem<2x32x64xf32, #shared> -> !nv_tileas.smem<32x64xf32, #shared>
      %28 = nv_tileas.local_load %27 : !nv_tileas.smem<32x64xf32, #shared> -> tensor<32x64xf32, #blocked>
      %29 = nv_tileaa.ftof %28 : tensor<32x64xf32, #blocked> to tensor<32x64xtf32, #blocked>
      %30 = nv_tileaa.dot %26, %29, %arg8 {input_precision = "tf32"} : tensor<64x32xtf32, #blocked1>, tensor<32x64xtf32, #blocked>, tensor<64x64xf32, #acc0>
      nv_tileaa.continue %30 : tensor<64x64xf32, #acc0>
    }
    nv_tileas.async_wait {pending = 0 : i32}
    nv_tileas.local_dealloc %9 : !nv_tileas.smem<2x64x32xf32, #shared>
    nv_tileas.local_dealloc %10 : !nv_tileas.smem<2x32x64xf32, #shared>
    %back = nv_tileas.convert_layout %15 : tensor<64x64xf32, #acc0> -> tensor<64x64xf32, #blocked>
    nv_tileaa.return
  }
  nv_tileaa.func @f8(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #acc1>
    %1 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg0 : !llvm.ptr
    %2 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg1 : !llvm.ptr
    %3 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg3 : i32
    %4 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg4 : i32
    %5 = nv_tileaa.make_memref %1, shape[%arg2, %4], strides[%4] : <f8E4M3FN, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %6 = nv_tileaa.make_memref %2, shape[%4, %3], strides[%3] : <f8E4M3FN, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %7 = nv_tileaa.make_tiled_view %5 : <"partition", [128, 64], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %8 = nv_tileaa.make_tiled_view %6 : <"partition", [64, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %9 = nv_tileas.local_alloc -> !nv_tileas.smem<2x128x64xf8E4M3FN, #shared1>
    %10 = nv_tileas.local_alloc -> !nv_tileas.smem<2x64x128xf8E4M3FN, #shared>
    %12 = nv_tileaa.cmpi %c0_i32, %arg4 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
    %13 = nv_tileas.memdesc_index %9[%c0_i32] : !nv_tileas.smem<2x128x64xf8E4M3FN, #shared1> -> !nv_tileas.smem<128x64xf8E4M3FN, #shared1>
    nv_tileas.async_tiled_load %7[%arg5, %c0_i32], %13 if %12 : !nv_tileaa.tiled_view<"partition", [128, 64], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<128x64xf8E4M3FN, #shared1>
    %14 = nv_tileas.memdesc_index %10[%c0_i32] : !nv_tileas.smem<2x64x128xf8E4M3FN, #shared> -> !nv_tileas.smem<64x128xf8E4M3FN, #shared>
    nv_tileas.async_tiled_load %8[%c0_i32, %arg6], %14 if %12 : !nv_tileaa.tiled_view<"partition", [64, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<64x128xf8E4M3FN, #shared>
    nv_tileas.async_commit_group
    %15 = nv_tileaa.for %c0_i32 to %arg4 step %c1_i32 iter_values(%cst : tensor<128x128xf32, #acc1>) : i32 -> tensor<128x128xf32, #acc1> {
    ^bb0(%arg7: i32, %arg8: tensor<128x128xf32, #acc1>):
      nv_tileas.async_wait {pending = 0 : i32}
      %17 = nv_tileaa.remi %arg7, %c2_i32 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %18 = nv_tileaa.addi %arg7, %c1_i32 : i32
      %19 = nv_tileaa.remi %18, %c2_i32 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %21 = nv_tileaa.cmpi %18, %arg4 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
      %22 = nv_tileas.memdesc_index %9[%19] : !nv_tileas.smem<2x128x64xf8E4M3FN, #shared1> -> !nv_tileas.smem<128x64xf8E4M3FN, #shared1>
      nv_tileas.async_tiled_load %7[%arg5, %18], %22 if %21 : !nv_tileaa.tiled_view<"partition", [128, 64], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<128x64xf8E4M3FN, #shared1>
      %23 = nv_tileas.memdesc_index %10[%19] : !nv_tileas.smem<2x64x128xf8E4M3FN, #shared> -> !nv_tileas.smem<64x128xf8E4M3FN, #shared>
      nv_tileas.async_tiled_load %8[%18, %arg6], %23 if %21 : !nv_tileaa.tiled_view<"partition", [64, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<64x128xf8E4M3FN, #shared>
      nv_tileas.async_commit_group
      %24 = nv_tileas.memdesc_index %9[%17] : !nv_tileas.smem<2x128x64xf8E4M3FN, #shared1> -> !nv_tileas.smem<128x64xf8E4M3FN, #shared1>
      %26 = nv_tileas.local_load %24 : !nv_tileas.smem<128x64xf8E4M3FN, #shared1> -> tensor<128x64xf8E4M3FN, #blocked3>
      %27 = nv_tileas.memdesc_index %10[%17] : !nv_tileas.smem<2x64x128xf8E4M3FN, #shared> -> !nv_tileas.smem<64x128xf8E4M3FN, #shared>
      %29 = nv_tileas.local_load %27 : !nv_tileas.smem<64x128xf8E4M3FN, #shared> -> tensor<64x128xf8E4M3FN, #blocked4>
      %30 = nv_tileaa.dot %26, %29, %arg8 : tensor<128x64xf8E4M3FN, #blocked3>, tensor<64x128xf8E4M3FN, #blocked4>, tensor<128x128xf32, #acc1>
      nv_tileaa.continue %30 : tensor<128x128xf32, #acc1>
    }
    nv_tileas.async_wait {pending = 0 : i32}
    nv_tileas.local_dealloc %9 : !nv_tileas.smem<2x128x64xf8E4M3FN, #shared1>
    nv_tileas.local_dealloc %10 : !nv_tileas.smem<2x64x128xf8E4M3FN, #shared>
    %back = nv_tileas.convert_layout %15 : tensor<128x128xf32, #acc1> -> tensor<128x128xf32, #blocked2>
    nv_tileaa.return
  }
}
