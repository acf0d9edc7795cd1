// RUN: tile-opt %s --split-input-file --tileas-coalesce | FileCheck %s
// Coalescing through reductions: a reduction of a coalesced tile reduces
// in its layout into the slice, the slice expands and broadcasts back into
// the layout, loops carry sums in it, and tiles made from scalars (masks
// from ranges, splats) are computed in it, and scans of the sums scan in
// the slice.

// Softmax over rows of 128 f32: one warp per row, 16 bytes per thread, and
// no conversion left.
#d2 = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#d1 = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#dc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[ROWS:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[MAX:.*]] = #nv_tileas.slice<{dim = 1, parent = #[[ROWS]]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @softmax
  nv_tileaa.func @softmax(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [4, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<4x128xf32, #[[ROWS]]>
    %x, %tok = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [4, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<4x128xf32, #d2>
    // CHECK: nv_tileaa.reduce {{.*}} : tensor<4x128xf32, #[[ROWS]]> -> tensor<4xf32, #[[MAX]]>
    %r = nv_tileaa.reduce %x : tensor<4x128xf32, #d2> -> tensor<4xf32, #d1> {
    ^bb0(%e0: f32, %e1: f32):
      %mx = nv_tileaa.maxf %e0, %e1 : f32
      nv_tileaa.yield %mx : f32
    } {dim = 1 : i32, identities = [0xFF800000 : f32]}
    // CHECK: nv_tileaa.expand_dims {{.*}} : tensor<4xf32, #[[MAX]]> -> tensor<4x1xf32, #[[ROWS]]>
    %e = nv_tileaa.expand_dims %r {axis = 1 : i32} : tensor<4xf32, #d1> -> tensor<4x1xf32, #dc>
    // CHECK: nv_tileaa.broadcast {{.*}} : tensor<4x1xf32, #[[ROWS]]> -> tensor<4x128xf32, #[[ROWS]]>
    %b = nv_tileaa.broadcast %e : tensor<4x1xf32, #dc> -> tensor<4x128xf32, #d2>
    // CHECK: nv_tileaa.subf {{.*}} : tensor<4x128xf32, #[[ROWS]]>
    %y = nv_tileaa.subf %x, %b : tensor<4x128xf32, #d2>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<4x128xf32, #[[ROWS]]>
    %st = nv_tileaa.tiled_store %y, %va[%p, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<4x128xf32, #d2>, <"partition", [4, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A layer norm's first pass: a loop sums masked rows, and the mean is
// stored. The loop carries its sum in the loads' layout, the column mask
// (a range against a splat) is computed in it instead of converted, the
// reduction gives the slice, and the store takes the slice as it is.
// CHECK: #[[ROW:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK: #[[VEC:.*]] = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[MEAN:.*]] = #nv_tileas.slice<{dim = 1, parent = #[[ROW]]}>
// CHECK-LABEL: nv_tileaa.func @masked_mean
// CHECK: nv_tileaa.for {{.*}} iter_values(%{{.*}} : tensor<1x256xf32, #[[ROW]]>)
// CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<1x256xf32, #[[ROW]]>
// CHECK: nv_tileaa.make_range {{.*}} : tensor<256xi32, #[[VEC]]>
// CHECK: nv_tileaa.expand_dims {{.*}} : tensor<256xi1, #[[VEC]]> -> tensor<1x256xi1, #[[ROW]]>
// CHECK: nv_tileaa.addf {{.*}} : tensor<1x256xf32, #[[ROW]]>
// CHECK: nv_tileaa.reduce {{.*}} : tensor<1x256xf32, #[[ROW]]> -> tensor<1xf32, #[[MEAN]]>
// CHECK: nv_tileaa.splat {{.*}} : tensor<1xf32, #[[MEAN]]>
// CHECK: nv_tileaa.tiled_store {{.*}} : tensor<1xf32, #[[MEAN]]>
// CHECK-NOT: nv_tileas.convert_layout
#d2 = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#d1 = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @masked_mean(%a: !llvm.ptr, %o: !llvm.ptr, %m: i32, %n: i32, %s: i32, %k: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mo = nv_tileaa.make_memref %o, shape[%m], strides[] : <f32, [?], [1]> shape_types(i32)
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [1], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<1x256xf32, #d2>
    %range = nv_tileaa.make_range {end = 256 : i64, start = 0 : i64} : tensor<256xi32, #d1>
    %limit = nv_tileaa.splat %n : tensor<256xi32, #d1>
    %sum = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<1x256xf32, #d2>) : i32 -> tensor<1x256xf32, #d2> {
    ^bb0(%i: i32, %acc: tensor<1x256xf32, #d2>):
      %x, %tok = nv_tileaa.tiled_load %va[%p, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<1x256xf32, #d2>
      %in = nv_tileaa.cmpi %range, %limit {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : tensor<256xi32, #d1> -> tensor<256xi1, #d1>
      %mask = nv_tileaa.expand_dims %in {axis = 0 : i32} : tensor<256xi1, #d1> -> tensor<1x256xi1, #d2>
      %y = nv_tileaa.select %mask, %x, %zero : tensor<1x256xi1, #d2>, tensor<1x256xf32, #d2>
      %next = nv_tileaa.addf %acc, %y : tensor<1x256xf32, #d2>
      nv_tileaa.continue %next : tensor<1x256xf32, #d2>
    }
    %r = nv_tileaa.reduce %sum : tensor<1x256xf32, #d2> -> tensor<1xf32, #d1> {
    ^bb0(%e0: f32, %e1: f32):
      %add = nv_tileaa.addf %e0, %e1 : f32
      nv_tileaa.yield %add : f32
    } {dim = 1 : i32, identities = [0.0 : f32]}
    %nf = arith.sitofp %n : i32 to f32
    %den = nv_tileaa.splat %nf : tensor<1xf32, #d1>
    %mean = nv_tileaa.divf %r, %den : tensor<1xf32, #d1>
    %st = nv_tileaa.tiled_store %mean, %vo[%p] token %t {memory_ordering_semantics = 0 : i32} : tensor<1xf32, #d1>, <"partition", [1], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    nv_tileaa.return
  }
}

// -----
// Row sums scanned afterwards: the scan follows the reduction's slice as
// it follows blocked layouts (coalesce-scans.mlir), and the store takes the
// scanned slice: 16-byte loads and no conversion left.
// CHECK: #[[SROWS:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[SUMS:.*]] = #nv_tileas.slice<{dim = 1, parent = #[[SROWS]]}>
#d2 = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#d1 = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @scanned
  nv_tileaa.func @scanned(%a: !llvm.ptr, %o: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [4, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mo = nv_tileaa.make_memref %o, shape[%m], strides[] : <f32, [?], [1]> shape_types(i32)
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [4], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<4x128xf32, #[[SROWS]]>
    %x, %tok = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [4, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<4x128xf32, #d2>
    // CHECK: nv_tileaa.reduce {{.*}} -> tensor<4xf32, #[[SUMS]]>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.scan {{.*}} : tensor<4xf32, #[[SUMS]]> -> tensor<4xf32, #[[SUMS]]>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<4xf32, #[[SUMS]]>
    %r = nv_tileaa.reduce %x : tensor<4x128xf32, #d2> -> tensor<4xf32, #d1> {
    ^bb0(%e0: f32, %e1: f32):
      %add = nv_tileaa.addf %e0, %e1 : f32
      nv_tileaa.yield %add : f32
    } {dim = 1 : i32, identities = [0.0 : f32]}
    %c = nv_tileaa.scan %r : tensor<4xf32, #d1> -> tensor<4xf32, #d1> {
    ^bb0(%e0: f32, %e1: f32):
      %add = nv_tileaa.addf %e0, %e1 : f32
      nv_tileaa.yield %add : f32
    } {dim = 0 : i32, reverse = false, identities = [0.0 : f32]}
    %st = nv_tileaa.tiled_store %c, %vo[%p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<4xf32, #d1>, <"partition", [4], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    nv_tileaa.return
  }
}

// -----
// An argmax: the index operand (a range broadcast over the rows) is
// computed in the loaded tile's layout, and both reduce into its slice.
#d2 = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#d1 = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[ARG:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[IDX:.*]] = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[BEST:.*]] = #nv_tileas.slice<{dim = 1, parent = #[[ARG]]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @argmax
  nv_tileaa.func @argmax(%a: !llvm.ptr, %o: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [8, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mo = nv_tileaa.make_memref %o, shape[%m], strides[] : <i32, [?], [1]> shape_types(i32)
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [8], <i32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<8x64xf32, #[[ARG]]>
    %x, %tok = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x64xf32, #d2>
    // CHECK: nv_tileaa.make_range {{.*}} : tensor<64xi32, #[[IDX]]>
    // CHECK: nv_tileaa.expand_dims {{.*}} -> tensor<1x64xi32, #[[ARG]]>
    // CHECK: nv_tileaa.broadcast {{.*}} -> tensor<8x64xi32, #[[ARG]]>
    %r = nv_tileaa.make_range {end = 64 : i64, start = 0 : i64} : tensor<64xi32, #d1>
    %e = nv_tileaa.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #d1> -> tensor<1x64xi32, #d2>
    %i = nv_tileaa.broadcast %e : tensor<1x64xi32, #d2> -> tensor<8x64xi32, #d2>
    // CHECK: nv_tileaa.reduce {{.*}} -> tensor<8xf32, #[[BEST]]>, tensor<8xi32, #[[BEST]]>
    %best:2 = nv_tileaa.reduce %x, %i : tensor<8x64xf32, #d2>, tensor<8x64xi32, #d2> -> tensor<8xf32, #d1>, tensor<8xi32, #d1> {
    ^bb0(%v0: f32, %v1: f32, %i0: i32, %i1: i32):
      %gt = nv_tileaa.cmpf %v0, %v1 {comparison_ordering = #cuda_tile.comparison_ordering<ordered>, comparison_predicate = #cuda_tile.comparison_predicate<greater_than>} : f32 -> i1
      %eq = nv_tileaa.cmpf %v0, %v1 {comparison_ordering = #cuda_tile.comparison_ordering<ordered>, comparison_predicate = #cuda_tile.comparison_predicate<equal>} : f32 -> i1
      %lt = nv_tileaa.cmpi %i0, %i1 {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
      %tie = nv_tileaa.andi %eq, %lt : i1
      %take = nv_tileaa.ori %gt, %tie : i1
      %v = nv_tileaa.select %take, %v0, %v1 : i1, f32
      %j = nv_tileaa.select %take, %i0, %i1 : i1, i32
      nv_tileaa.yield %v, %j : f32, i32
    } {dim = 1 : i32, identities = [0xFF800000 : f32, 0 : i32]}
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<8xi32, #[[BEST]]>
    %st = nv_tileaa.tiled_store %best#1, %vo[%p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<8xi32, #d1>, <"partition", [8], <i32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    nv_tileaa.return
  }
}

// -----
// A loaded single element (a row's mean) broadcast into a coalesced row:
// it sits in every thread in any layout, so the broadcast is computed in
// the row's layout and the conversion of the element itself moves nothing
// (it is left, and the lowering passes its value on).
// CHECK: #[[ONE:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[CROW:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-LABEL: nv_tileaa.func @centre
// CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<1x256xf32, #[[CROW]]>
// CHECK: nv_tileas.convert_layout {{.*}} : tensor<1x1xf32, #[[ONE]]> -> tensor<1x1xf32, #[[CROW]]>
// CHECK: nv_tileaa.broadcast {{.*}} : tensor<1x1xf32, #[[CROW]]> -> tensor<1x256xf32, #[[CROW]]>
// CHECK: nv_tileaa.subf {{.*}} : tensor<1x256xf32, #[[CROW]]>
// CHECK: nv_tileaa.tiled_store {{.*}} : tensor<1x256xf32, #[[CROW]]>
#d2 = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#d1 = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#dc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @centre(%a: !llvm.ptr, %mean: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mm = nv_tileaa.make_memref %mean, shape[%m], strides[] : <f32, [?], [1]> shape_types(i32)
    %vm = nv_tileaa.make_tiled_view %mm : <"partition", [1], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %mu, %tm = nv_tileaa.tiled_load %vm[%p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32 -> tensor<1xf32, #d1>
    %e = nv_tileaa.expand_dims %mu {axis = 0 : i32} : tensor<1xf32, #d1> -> tensor<1x1xf32, #dc>
    %b = nv_tileaa.broadcast %e : tensor<1x1xf32, #dc> -> tensor<1x256xf32, #d2>
    %x, %tok = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<1x256xf32, #d2>
    %y = nv_tileaa.subf %x, %b : tensor<1x256xf32, #d2>
    %st = nv_tileaa.tiled_store %y, %va[%p, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<1x256xf32, #d2>, <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
