// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s
// A pipeline whose stages outgrow the 48 KiB of static shared memory (the
// @hopper_dynamic case of test/Dialect/TileAS/pipeline.mlir: 4 stages of
// 16 KiB, allowed by the module's nv_tileas.shared_memory_bytes; its loop
// carries the accumulator in wgmma's fragments) puts the
// kernel's buffer in dynamic shared memory: an `extern` array of no size,
// whose start the kernel aligns to 1024 bytes itself, and an attribute
// that tells the launch how many bytes to provide: the scratch, the 64
// KiB of stages and the 1 KiB the alignment may skip. The scratch holds
// what the epilogue's move of the accumulator needs beyond the stages'
// room once they are freed (its 128 rows of 128 f32, padded by 8: 68 KiB,
// so 4 KiB), not the 32 KiB the first emission gave it.
// CHECK: llvm.mlir.global external @__tileir_smem_hopper_dynamic() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: llvm.func @hopper_dynamic({{.*}}) attributes {nv_tileas.dynamic_shared_bytes = 70656 : i64
// CHECK: %[[START:.*]] = llvm.mlir.addressof @__tileir_smem_hopper_dynamic : !llvm.ptr<3>
// CHECK: %[[ADDRESS:.*]] = llvm.ptrtoint %[[START]] : !llvm.ptr<3> to i32
// CHECK: %[[NEG:.*]] = llvm.sub %{{.*}}, %[[ADDRESS]] : i32
// CHECK: %[[PAD:.*]] = llvm.and %[[NEG]], %{{.*}} : i32
// CHECK: %[[BASE:.*]] = llvm.getelementptr %[[START]][%[[PAD]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// Every shared address is taken from the aligned start: the copies ...
// CHECK: llvm.getelementptr %[[BASE]]
// CHECK: nvvm.cp.async.shared.global
// ... and the descriptors of the 4-stage ring, where the copies of
// iteration i + 2 go while wgmma reads stage i, and the product leaves its
// group in flight (nv_tileas.wgmma_pending = 1): the wait in the loop lets
// one pending group be, the one after it none, each with the accumulator
// registers as in-out operands.
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.fence.proxy
// CHECK-NEXT: nvvm.barrier0
// CHECK: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;"
// CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;"
// CHECK-NOT: llvm.mlir.addressof @__tileir_smem_hopper_dynamic
// CHECK: llvm.return

// The testing knobs that show gpu-sim's model of wgmma groups at work
// (test/Tools/tile-run-gpu-sim/wgmma-groups.test): no waits at all, or
// one more group left in flight in the loop (the wait after it still
// retires them all).
// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 --tileas-test-omit-wgmma-waits | FileCheck %s --check-prefix=OMIT
// OMIT: nvvm.wgmma.commit.group.sync.aligned
// OMIT-NOT: wgmma.wait_group
// OMIT: llvm.return
// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 --tileas-test-wgmma-extra-pending=1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: nvvm.wgmma.commit.group.sync.aligned
// EXTRA-NEXT: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 2;"
// EXTRA: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;"
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
#shared1 = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
#acc0 = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 16]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
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
