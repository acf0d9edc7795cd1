// RUN: tile-opt %s --split-input-file --tileas-coalesce | FileCheck %s
// Coalescing through scans: a scan of a coalesced tile scans in its layout
// (the lowering follows a blocked layout along any dimension: registers,
// lanes, warps), so the conversion after it meets the store's and both
// accesses keep their 16-byte runs with no conversion left.

// Prefix sums along rows of 128 f32 (the corpus cumsum): one warp per row.
// CHECK: #[[ROWS:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: nv_tileaa.func @cumsum
// CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<8x128xf32, #[[ROWS]]>
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: nv_tileaa.scan {{.*}} : tensor<8x128xf32, #[[ROWS]]> -> tensor<8x128xf32, #[[ROWS]]>
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: nv_tileaa.tiled_store {{.*}} : tensor<8x128xf32, #[[ROWS]]>
#d2 = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @cumsum(%a: !llvm.ptr, %o: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [8, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mo = nv_tileaa.make_memref %o, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [8, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %x, %tok = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x128xf32, #d2>
    %c = nv_tileaa.scan %x : tensor<8x128xf32, #d2> -> tensor<8x128xf32, #d2> {
    ^bb0(%e0: f32, %e1: f32):
      %add = nv_tileaa.addf %e0, %e1 : f32
      nv_tileaa.yield %add : f32
    } {dim = 1 : i32, reverse = false, identities = [0.0 : f32]}
    %st = nv_tileaa.tiled_store %c, %vo[%p, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<8x128xf32, #d2>, <"partition", [8, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// Reverse products down columns of 16 (the corpus cumprod, reversed): runs
// across the columns, the scanned dimension over lanes and warps.
// CHECK: #[[COLS:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: nv_tileaa.func @cumprod
// CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<16x32xf32, #[[COLS]]>
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: nv_tileaa.scan {{.*}} : tensor<16x32xf32, #[[COLS]]> -> tensor<16x32xf32, #[[COLS]]>
// CHECK: reverse = true
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: nv_tileaa.tiled_store {{.*}} : tensor<16x32xf32, #[[COLS]]>
#d2 = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @cumprod(%a: !llvm.ptr, %o: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [16, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mo = nv_tileaa.make_memref %o, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [16, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %x, %tok = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [16, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x32xf32, #d2>
    %c = nv_tileaa.scan %x : tensor<16x32xf32, #d2> -> tensor<16x32xf32, #d2> {
    ^bb0(%e0: f32, %e1: f32):
      %mul = nv_tileaa.mulf %e0, %e1 : f32
      nv_tileaa.yield %mul : f32
    } {dim = 0 : i32, reverse = true, identities = [1.0 : f32]}
    %st = nv_tileaa.tiled_store %c, %vo[%p, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<16x32xf32, #d2>, <"partition", [16, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A running argmax along rows: the index operand (a range broadcast over
// the rows) is computed in the loaded tile's layout, both scan in it, and
// the indices are stored in it.
// CHECK: #[[ARG:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[IDX:.*]] = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: nv_tileaa.func @running_argmax
// CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<8x64xf32, #[[ARG]]>
// CHECK: nv_tileaa.make_range {{.*}} : tensor<64xi32, #[[IDX]]>
// CHECK: nv_tileaa.broadcast {{.*}} -> tensor<8x64xi32, #[[ARG]]>
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: nv_tileaa.scan {{.*}} -> tensor<8x64xf32, #[[ARG]]>, tensor<8x64xi32, #[[ARG]]>
// CHECK-NOT: nv_tileas.convert_layout
// CHECK: nv_tileaa.tiled_store {{.*}} : tensor<8x64xi32, #[[ARG]]>
#d2 = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#d1 = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @running_argmax(%a: !llvm.ptr, %o: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [8, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mo = nv_tileaa.make_memref %o, shape[%m, %n], strides[%s] : <i32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [8, 64], <i32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %x, %tok = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x64xf32, #d2>
    %r = nv_tileaa.make_range {end = 64 : i64, start = 0 : i64} : tensor<64xi32, #d1>
    %e = nv_tileaa.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #d1> -> tensor<1x64xi32, #d2>
    %i = nv_tileaa.broadcast %e : tensor<1x64xi32, #d2> -> tensor<8x64xi32, #d2>
    %best:2 = nv_tileaa.scan %x, %i : tensor<8x64xf32, #d2>, tensor<8x64xi32, #d2> -> tensor<8x64xf32, #d2>, tensor<8x64xi32, #d2> {
    ^bb0(%v0: f32, %v1: f32, %i0: i32, %i1: i32):
      %gt = nv_tileaa.cmpf %v0, %v1 {comparison_ordering = #cuda_tile.comparison_ordering<ordered>, comparison_predicate = #cuda_tile.comparison_predicate<greater_than>} : f32 -> i1
      %v = nv_tileaa.select %gt, %v0, %v1 : i1, f32
      %j = nv_tileaa.select %gt, %i0, %i1 : i1, i32
      nv_tileaa.yield %v, %j : f32, i32
    } {dim = 1 : i32, reverse = false, identities = [0xFF800000 : f32, 0 : i32]}
    %st = nv_tileaa.tiled_store %best#1, %vo[%p, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<8x64xi32, #d2>, <"partition", [8, 64], <i32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
