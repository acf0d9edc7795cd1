// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s --check-prefixes=CHECK,SM80

// A conversion whose tile is larger than the room for its copy moves in
// chunks of rows that each thread knows at compile time which of its
// registers fall in (splitCopyIntoChunks): the bits of the chunk's number
// are row bits that only registers step, in both layouts.

// The 128x256 bf16 GEMM's epilogue: 64 KiB of bf16 from the fragments of
// two wgmma warpgroups (rows 0-63 and 64-127; lanes step rows 1, 2, 4,
// warps 16, 32 and 64) into rows of 256 elements, one a warp (warps step
// rows 1, 2, 4). The only row bit both leave to registers is 8: the rows
// with it clear move first, then the others, 64 rows (the 32 KiB of the
// scratch) at a time, each chunk's stores behind a barrier and its loads
// behind another. (Without room to pad the rows, each lane stores its
// column pairs; in the GEMM, with its freed stages, stmatrix does.)
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_epilogue
// CHECK-SAME: !llvm.array<32768 x i8>
// CHECK-LABEL: llvm.func @epilogue
// CHECK: nvvm.barrier0
// CHECK-COUNT-32: llvm.store {{.*}} {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-8: llvm.load {{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xbf16>
// CHECK-NOT: llvm.load {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-32: llvm.store {{.*}} {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<3>
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-8: llvm.load {{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xbf16>
// CHECK-NOT: llvm.load {{.*}} !llvm.ptr<3>
// CHECK: llvm.return

// Where no shared tile is live (a pipeline's stages freed after its K
// loop), the copy takes their room as well: 32 KiB of f16 move at once,
// where the scratch beside a 32 KiB tile has 16 KiB. The kernel is then
// emitted again with the scratch it needs beyond the tile's room (2 KiB of
// padded rows): its buffer takes 34 KiB instead of 48, and the copy still
// moves at once. Copies into the freed tile land first, and every thread
// is done with the room before anything may reuse it (a persistent
// kernel's next prologue copies). From sm_90 on, stmatrix stores the
// fragments.
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_freed_tiles
// CHECK-SAME: !llvm.array<34816 x i8>
// CHECK-LABEL: llvm.func @freed_tiles
// CHECK: nvvm.cp.async.wait.group 0
// CHECK: nvvm.barrier0
// SM90-COUNT-16: nvvm.stmatrix
// SM80-COUNT-64: llvm.store {{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<3>
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.load {{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf16>
// CHECK-NOT: llvm.load {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
// The store after it would synchronise again: one barrier does for both.
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return

#wg2 = #nv_tileas.wgmma<{warpsPerCTA = [8, 1], instrShape = [64, 256, 16]}>
#rows8 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 16]}>
#rows4 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @epilogue(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 8 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <bf16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 256], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 256], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x256xbf16, #wg2>
    %y = nv_tileas.convert_layout %x : tensor<128x256xbf16, #wg2> -> tensor<128x256xbf16, #rows8>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<128x256xbf16, #rows8>, <"partition", [128, 256], <bf16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
  nv_tileaa.func @freed_tiles(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %stages = nv_tileas.local_alloc -> !nv_tileas.smem<2x64x128xf16, #shared>
    nv_tileas.local_dealloc %stages : !nv_tileas.smem<2x64x128xf16, #shared>
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x128xf16, #wg>
    %y = nv_tileas.convert_layout %x : tensor<128x128xf16, #wg> -> tensor<128x128xf16, #rows4>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<128x128xf16, #rows4>, <"partition", [128, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
