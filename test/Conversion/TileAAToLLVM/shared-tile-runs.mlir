// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s
// Register tiles move to and from shared tiles a run of consecutive
// elements at a time (up to 16 bytes) where the shared layout keeps them
// together: nvmma_shared's 16-byte chunks along its contiguous dimension,
// swizzled_shared's groups of vec elements. Attention's Q, stored into its
// 128-byte-swizzled tile element by element, met 4-way bank conflicts;
// each lane's 8 elements of a row are one 16-byte store now.

// 64x64 f16 over 128 threads: 32 elements a thread, 4 runs of 8.
// CHECK-LABEL: llvm.func @chunks
// CHECK-COUNT-4: llvm.store {{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK-COUNT-4: llvm.load {{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf16>
// CHECK-NOT: llvm.load {{.*}} !llvm.ptr<3>
// CHECK: llvm.return

// A transposed tile keeps the rows' other dimension contiguous: single
// elements.
// CHECK-LABEL: llvm.func @transposed
// CHECK-COUNT-32: llvm.store {{.*}} : f16, !llvm.ptr<3>
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: llvm.return

// swizzled_shared XORs groups of vec elements: runs of 8 where vec is 8,
// pairs where it is 2 (the swizzle splits longer runs).
// CHECK-LABEL: llvm.func @groups
// CHECK-COUNT-4: llvm.store {{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-COUNT-16: llvm.load {{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> vector<2xf16>
// CHECK-NOT: llvm.load {{.*}} !llvm.ptr<3>
// CHECK: llvm.return

#blocked = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
#nvmmaT = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = true}>
#vec8 = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#vec2 = #nv_tileas.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @chunks(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #blocked>
    %q = nv_tileas.local_alloc %x : tensor<64x64xf16, #blocked> -> !nv_tileas.smem<64x64xf16, #nvmma>
    %y = nv_tileas.local_load %q : !nv_tileas.smem<64x64xf16, #nvmma> -> tensor<64x64xf16, #blocked>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #blocked>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileas.local_dealloc %q : !nv_tileas.smem<64x64xf16, #nvmma>
    nv_tileaa.return
  }
  nv_tileaa.func @transposed(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #blocked>
    %q = nv_tileas.local_alloc %x : tensor<64x64xf16, #blocked> -> !nv_tileas.smem<64x64xf16, #nvmmaT>
    nv_tileas.local_dealloc %q : !nv_tileas.smem<64x64xf16, #nvmmaT>
    nv_tileaa.return
  }
  nv_tileaa.func @groups(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #blocked>
    %q = nv_tileas.local_alloc %x : tensor<64x64xf16, #blocked> -> !nv_tileas.smem<64x64xf16, #vec8>
    %r = nv_tileas.local_alloc -> !nv_tileas.smem<64x64xf16, #vec2>
    %y = nv_tileas.local_load %r : !nv_tileas.smem<64x64xf16, #vec2> -> tensor<64x64xf16, #blocked>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #blocked>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileas.local_dealloc %r : !nv_tileas.smem<64x64xf16, #vec2>
    nv_tileas.local_dealloc %q : !nv_tileas.smem<64x64xf16, #vec8>
    nv_tileaa.return
  }
}
