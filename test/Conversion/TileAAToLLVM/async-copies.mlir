// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s
// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s --check-prefix=NOSTAGE
// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s --check-prefix=SIZE
// A K loop as tileas-pipeline leaves it (test/Dialect/TileAS/pipeline.mlir):
// its stages sit past the staging scratch, sized to what the ops stage
// beside them; each thread copies its 16-byte runs with cp.async (cp-size
// 0 beyond the view or the loop: zeros), a wait is followed by a barrier,
// and the product reads its fragments straight from the stage with
// ldmatrix (no staging stores, no barriers around it).

// A copy's source size (16 bytes, or 0 for zeros): the bounds checks a
// thread's runs share (along the dimensions no run is shifted along, and the
// predicate) make one size for all of them, and each run's own check
// selects between it and 0 (a compare and a select a copy in the PTX).
// SIZE-LABEL: llvm.func @gemm
// SIZE: nvvm.cp.async.shared.global
// SIZE: %[[OWN1:.+]] = llvm.select %{{.+}}, %[[SHARED:[0-9]+]], %{{.+}} : i1, i32
// SIZE: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg, %[[OWN1]]
// SIZE: %[[OWN2:.+]] = llvm.select %{{.+}}, %[[SHARED]], %{{.+}} : i1, i32
// SIZE: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg, %[[OWN2]]
// SIZE: %[[OWN3:.+]] = llvm.select %{{.+}}, %[[SHARED]], %{{.+}} : i1, i32
// SIZE: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg, %[[OWN3]]

// CHECK: llvm.mlir.global internal @__tileir_smem_gemm() {{.*}} : !llvm.array<41472 x i8>
// CHECK-LABEL: llvm.func @gemm
// The prologue: 4 runs of A and 4 of B per thread.
// CHECK-COUNT-8: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-8: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// After the loop (emitted before the blocks of its k steps):
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.barrier0
// Each k step: one ldmatrix.x4.trans per two B tile columns of the warp
// (2), then per A tile row (8) one ldmatrix.x4 and the row's products.
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK: nvvm.mma.sync
// Nothing of the operands is stored to shared memory by the threads.
// NOSTAGE-NOT: f16, !llvm.ptr<3>
// NOSTAGE-NOT: vector<8xf16>, !llvm.ptr<3>
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [2, 1, 0]}>
#shared1 = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [2, 1, 0]}>
#shared2 = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared3 = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @gemm(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %1 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg0 : !llvm.ptr
    %2 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg1 : !llvm.ptr
    %3 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg2 : i32
    %4 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg3 : i32
    %5 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg4 : i32
    %6 = nv_tileaa.make_memref %1, shape[%3, %5], strides[%5] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %7 = nv_tileaa.make_memref %2, shape[%5, %4], strides[%4] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %8 = nv_tileaa.make_tiled_view %6 : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %9 = nv_tileaa.make_tiled_view %7 : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %10 = nv_tileaa.divi %5, %c1_i32 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %11 = nv_tileas.local_alloc -> !nv_tileas.smem<2x128x32xf16, #shared>
    %12 = nv_tileas.local_alloc -> !nv_tileas.smem<2x32x128xf16, #shared1>
    %c0_i32_0 = arith.constant 0 : i32
    %13 = nv_tileaa.addi %c0_i32, %c0_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %14 = nv_tileaa.cmpi %13, %10 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
    %15 = nv_tileas.memdesc_index %11[%c0_i32_1] : !nv_tileas.smem<2x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared2>
    nv_tileas.async_tiled_load %8[%arg5, %13], %15 if %14 : !nv_tileaa.tiled_view<"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> !nv_tileas.smem<128x32xf16, #shared2>
    %16 = nv_tileas.memdesc_index %12[%c0_i32_1] : !nv_tileas.smem<2x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared3>
    nv_tileas.async_tiled_load %9[%13, %arg6], %16 if %14 : !nv_tileaa.tiled_view<"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> !nv_tileas.smem<32x128xf16, #shared3>
    nv_tileas.async_commit_group
    %17 = nv_tileaa.for %c0_i32 to %10 step %c1_i32 iter_values(%cst : tensor<128x128xf32, #blocked>) : i32 -> tensor<128x128xf32, #blocked> {
    ^bb0(%arg7: i32, %arg8: tensor<128x128xf32, #blocked>):
      nv_tileas.async_wait {pending = 0 : i32}
      %18 = nv_tileaa.subi %arg7, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %19 = nv_tileaa.remi %18, %c2_i32 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %c1_i32_2 = arith.constant 1 : i32
      %20 = nv_tileaa.addi %18, %c1_i32_2 : i32
      %c2_i32_3 = arith.constant 2 : i32
      %21 = nv_tileaa.remi %20, %c2_i32_3 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %c1_i32_4 = arith.constant 1 : i32
      %22 = nv_tileaa.addi %arg7, %c1_i32_4 : i32
      %23 = nv_tileaa.cmpi %22, %10 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
      %24 = nv_tileas.memdesc_index %11[%21] : !nv_tileas.smem<2x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared2>
      nv_tileas.async_tiled_load %8[%arg5, %22], %24 if %23 : !nv_tileaa.tiled_view<"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> !nv_tileas.smem<128x32xf16, #shared2>
      %25 = nv_tileas.memdesc_index %12[%21] : !nv_tileas.smem<2x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared3>
      nv_tileas.async_tiled_load %9[%22, %arg6], %25 if %23 : !nv_tileaa.tiled_view<"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> !nv_tileas.smem<32x128xf16, #shared3>
      nv_tileas.async_commit_group
      %26 = nv_tileas.memdesc_index %11[%19] : !nv_tileas.smem<2x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared2>
      %27 = nv_tileas.local_load %26 : !nv_tileas.smem<128x32xf16, #shared2> -> tensor<128x32xf16, #blocked1>
      %28 = nv_tileas.memdesc_index %12[%19] : !nv_tileas.smem<2x32x128xf16, #shared1> -> !nv_tileas.smem<32x128xf16, #shared3>
      %29 = nv_tileas.local_load %28 : !nv_tileas.smem<32x128xf16, #shared3> -> tensor<32x128xf16, #blocked2>
      %30 = nv_tileaa.dot %27, %29, %arg8 {input_precision = "tf32"} : tensor<128x32xf16, #blocked1>, tensor<32x128xf16, #blocked2>, tensor<128x128xf32, #blocked>
      nv_tileaa.continue %30 : tensor<128x128xf32, #blocked>
    }
    nv_tileas.async_wait {pending = 0 : i32}
    nv_tileas.local_dealloc %11 : !nv_tileas.smem<2x128x32xf16, #shared>
    nv_tileas.local_dealloc %12 : !nv_tileas.smem<2x32x128xf16, #shared1>
    nv_tileaa.return
  }
}

