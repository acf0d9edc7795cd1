// RUN: not tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 2>&1 | FileCheck %s
// An extract whose block some thread holds in another lane in the source
// (the right half of rows whose runs span them): a located error, not a
// silent redistribution.
// CHECK: error: 'nv_tileaa.extract' op extracts 'tensor<8x32xf32, {{.*}}>' from 'tensor<8x64xf32, {{.*}}>' where some thread does not hold its elements in both layouts
#rows = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#half = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @half(%a: !llvm.ptr, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [8, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %ma : <"partition", [8, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %x, %tok = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x64xf32, #rows>
    %e = nv_tileaa.extract %x[%c0, %c1] : tensor<8x64xf32, #rows>, i32, i32 -> tensor<8x32xf32, #half>
    %st = nv_tileaa.tiled_store %e, %vb[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<8x32xf32, #half>, <"partition", [8, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
