// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s
// Shared tiles sit after the staging scratch, whose size is fixed before
// the ops are emitted. A kernel whose ops staged less than that is emitted
// again with a scratch of what they used, so that its CTAs take less
// shared memory (lowerTileAAToLLVM).

// A 64x64 f16 conversion (8 KiB, rows padded: 8448 bytes) while an 8 KiB
// tile is in place: the scratch is the 8448 bytes it used, on the tile's
// 128-byte boundary, not the 32 KiB it could have taken (a buffer of 40960
// bytes), and the tile follows it.
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_beside_tile
// CHECK-SAME: !llvm.array<16640 x i8>
// CHECK-LABEL: llvm.func @beside_tile
// CHECK: llvm.mlir.constant(8448 : i32)
//
// The same conversion once the tile is gone may use the tile's room as
// well (copyRoom): the scratch keeps what it used, up to the first
// emission's 32 KiB, so its room, and its chunks, do not shrink.
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_after_tile
// CHECK-SAME: !llvm.array<16640 x i8>
//
// A kernel without tiles takes the scratch it used, as it always did.
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_no_tile
// CHECK-SAME: !llvm.array<8448 x i8>
#cols = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#rows = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @beside_tile(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #cols>
    %tile = nv_tileas.local_alloc %x : tensor<64x64xf16, #cols> -> !nv_tileas.smem<64x64xf16, #shared>
    %y = nv_tileas.convert_layout %x : tensor<64x64xf16, #cols> -> tensor<64x64xf16, #rows>
    %z = nv_tileas.local_load %tile : !nv_tileas.smem<64x64xf16, #shared> -> tensor<64x64xf16, #rows>
    nv_tileas.local_dealloc %tile : !nv_tileas.smem<64x64xf16, #shared>
    %sum = nv_tileaa.addf %y, %z : tensor<64x64xf16, #rows>
    %st = nv_tileaa.tiled_store %sum, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #rows>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
  nv_tileaa.func @after_tile(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #cols>
    %tile = nv_tileas.local_alloc %x : tensor<64x64xf16, #cols> -> !nv_tileas.smem<64x64xf16, #shared>
    %z = nv_tileas.local_load %tile : !nv_tileas.smem<64x64xf16, #shared> -> tensor<64x64xf16, #cols>
    nv_tileas.local_dealloc %tile : !nv_tileas.smem<64x64xf16, #shared>
    %y = nv_tileas.convert_layout %z : tensor<64x64xf16, #cols> -> tensor<64x64xf16, #rows>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #rows>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
  nv_tileaa.func @no_tile(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #cols>
    %y = nv_tileas.convert_layout %x : tensor<64x64xf16, #cols> -> tensor<64x64xf16, #rows>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #rows>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
