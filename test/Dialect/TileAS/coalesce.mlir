// RUN: tile-opt %s --split-input-file --tileas-coalesce | FileCheck %s
// Tiled accesses along unit-stride memory get 16-byte runs per thread when
// every conversion this introduces folds away (loads, elementwise ops and
// stores); a kernel whose tiles also feed other ops keeps its layouts.

#d = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[VEC:.*]] = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @stream
  nv_tileaa.func @stream(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %mb = nv_tileaa.make_memref %b, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: %[[TWO:.*]] = arith.constant dense<2.000000e+00> : tensor<512xf32, #[[VEC]]>
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<512xf32, #[[VEC]]>
    %x, %tok = nv_tileaa.tiled_load %va[%p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32 -> tensor<512xf32, #d>
    // The splat constant follows the layout it is used in.
    %two = arith.constant dense<2.0> : tensor<512xf32, #d>
    // CHECK: nv_tileaa.mulf %{{.*}}, %[[TWO]] : tensor<512xf32, #[[VEC]]>
    %y = nv_tileaa.mulf %x, %two : tensor<512xf32, #d>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<512xf32, #[[VEC]]>
    %s = nv_tileaa.tiled_store %y, %vb[%p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<512xf32, #d>, <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    nv_tileaa.return
  }
}

// -----
// 2-D tiles of f16: runs of 8 along the contiguous last dimension, lanes
// along it first. A dimension whose stride is not 1 is not coalesced.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK: #[[VEC2:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @copy2d
  nv_tileaa.func @copy2d(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<32x64xf16, #[[VEC2]]>
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf16, #d>
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<32x64xf16, #[[VEC2]]>
    %st = nv_tileaa.tiled_store %x, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x64xf16, #d>, <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A tile that feeds an op other than elementwise ones (here extract): the
// conversion would stay, so the kernel keeps the default layouts and no
// conversion is left behind.
#d = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @feeds_other_ops
  nv_tileaa.func @feeds_other_ops(%a: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %vc = nv_tileaa.make_tiled_view %ma : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<512xf32, #blocked>
    %x, %tok = nv_tileaa.tiled_load %va[%p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32 -> tensor<512xf32, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.extract
    %e = nv_tileaa.extract %x[%p] : tensor<512xf32, #d>, i32 -> tensor<128xf32, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<128xf32, #blocked>
    %s = nv_tileaa.tiled_store %e, %vc[%p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<128xf32, #d>, <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    nv_tileaa.return
  }
}

// -----
// dot takes its operands in any layout (the lowering stages them through
// shared memory element by element), so the operand loads keep their runs
// of 8 f16 and no conversion is left in front of the product. A product
// whose result goes only to a store takes the store's layout for its
// accumulator (here zeros, made again in that layout): its lowering moves
// the accumulator through shared memory into and out of the fragments
// anyway, so the f32 store gets its runs of 4 for nothing.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[A:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[B:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[S:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @product
  nv_tileaa.func @product(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    // CHECK: %[[X:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<64x32xf16, #[[A]]>
    %x, %t1 = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x32xf16, #d>
    // CHECK: %[[Y:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<32x64xf16, #[[B]]>
    %y, %t2 = nv_tileaa.tiled_load %vb[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf16, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.dot %[[X]], %[[Y]], %{{.*}} : tensor<64x32xf16, #[[A]]>, tensor<32x64xf16, #[[B]]>, tensor<64x64xf32, #[[S]]>
    %r = nv_tileaa.dot %x, %y, %zero : tensor<64x32xf16, #d>, tensor<32x64xf16, #d>, tensor<64x64xf32, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<64x64xf32, #[[S]]>
    %s = nv_tileaa.tiled_store %r, %vc[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : tensor<64x64xf32, #d>, <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// C = A B + C of 8-bit integers on one product (no loop): the loaded C, the
// product's accumulator and result, and the stored C all take the layout
// of 16-byte runs of i32 (C's load and store), and the conversion the load
// brought meets the one the store brought in front of the product, where
// both fold.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[C:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @product_plus_c
  nv_tileaa.func @product_plus_c(%a: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <i8, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <i32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 32], <i8, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [32, 16], <i32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %ma : <"partition", [32, 16], <i8, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <i8, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xi8, #d>
    %y, %t2 = nv_tileaa.tiled_load %vb[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 16], <i8, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x16xi8, #d>
    // CHECK: %[[ACC:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<32x16xi32, #[[C]]>
    %acc, %t3 = nv_tileaa.tiled_load %vc[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 16], <i32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x16xi32, #d>
    // CHECK-NOT: convert_layout
    // CHECK: %[[R:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %[[ACC]] {{.*}}, tensor<32x16xi32, #[[C]]>
    %r = nv_tileaa.dot %x, %y, %acc {signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<signed>} : tensor<32x32xi8, #d>, tensor<32x16xi8, #d>, tensor<32x16xi32, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store %[[R]], {{.*}} : tensor<32x16xi32, #[[C]]>
    %s = nv_tileaa.tiled_store %r, %vc[%c0, %c0] token %t3 {memory_ordering_semantics = 0 : i32} : tensor<32x16xi32, #d>, <"partition", [32, 16], <i32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A product whose result also feeds another op keeps the accumulator's
// layout (the rule follows one use to one store), so both stores keep the
// default layout; the operand load keeps its runs.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[D:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @product_used_twice
  nv_tileaa.func @product_used_twice(%a: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %zero = arith.constant dense<0.0> : tensor<32x32xf32, #d>
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf16, #d>
    // CHECK: nv_tileaa.dot {{.*}} : tensor<32x32xf16, #[[V:.*]]>, tensor<32x32xf16, #[[V]]>, tensor<32x32xf32, #[[D]]>
    %r = nv_tileaa.dot %x, %x, %zero : tensor<32x32xf16, #d>, tensor<32x32xf16, #d>, tensor<32x32xf32, #d>
    %e = nv_tileaa.exp %r : tensor<32x32xf32, #d>
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<32x32xf32, #[[D]]>
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<32x32xf32, #[[D]]>
    %s1 = nv_tileaa.tiled_store %r, %vc[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<32x32xf32, #d>, <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    %s2 = nv_tileaa.tiled_store %e, %vc[%n, %c0] token %s1 {memory_ordering_semantics = 0 : i32} : tensor<32x32xf32, #d>, <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// Accesses are left out one by one: the load whose tile feeds extract (and
// the store of the extracted tile) keep the default layout, while the
// independent load -> mulf -> store chain of the same kernel is coalesced.
#d = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[VEC:.*]] = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @partly
  nv_tileaa.func @partly(%a: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %vc = nv_tileaa.make_tiled_view %ma : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<512xf32, #blocked>
    %x, %t1 = nv_tileaa.tiled_load %va[%p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32 -> tensor<512xf32, #d>
    %e = nv_tileaa.extract %x[%p] : tensor<512xf32, #d>, i32 -> tensor<128xf32, #d>
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<128xf32, #blocked>
    %s1 = nv_tileaa.tiled_store %e, %vc[%p] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<128xf32, #d>, <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<512xf32, #[[VEC]]>
    %y, %t2 = nv_tileaa.tiled_load %va[%n] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32 -> tensor<512xf32, #d>
    // CHECK: nv_tileaa.mulf {{.*}} : tensor<512xf32, #[[VEC]]>
    %z = nv_tileaa.mulf %y, %y : tensor<512xf32, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<512xf32, #[[VEC]]>
    %s2 = nv_tileaa.tiled_store %z, %va[%n] token %t2 {memory_ordering_semantics = 0 : i32} : tensor<512xf32, #d>, <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    nv_tileaa.return
  }
}

// -----
// A reshape of a coalesced tile (here the [1, 64, 64] tile an attention
// kernel loads, viewed as [64, 64] for its product) reshapes it in the
// coalesced layout: runs of 8 along the last dimension, lanes and warps in
// the same row-major order, so the reshape moves nothing and the
// conversion reaches the dot, which takes it.
#d3 = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [2, 1, 0]}>
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[V3:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[V2:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @reshaped
  nv_tileaa.func @reshaped(%a: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %ma = nv_tileaa.make_memref %a, shape[%n, %n, %n], strides[%n, %n] : <f16, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [1, 64, 64], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    // CHECK: %[[X:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<1x64x64xf16, #[[V3]]>
    %x, %t1 = nv_tileaa.tiled_load %va[%p, %p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 64, 64], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, i32, i32, i32 -> tensor<1x64x64xf16, #d3>
    // CHECK: %[[Y:.*]] = nv_tileaa.view %[[X]] : tensor<1x64x64xf16, #[[V3]]> -> tensor<64x64xf16, #[[V2]]>
    %y = nv_tileaa.view %x : tensor<1x64x64xf16, #d3> -> tensor<64x64xf16, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.dot %[[Y]], %[[Y]]
    %r = nv_tileaa.dot %y, %y, %zero : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
    %s = nv_tileaa.tiled_store %r, %vc[%p, %p] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf32, #d>, <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A view that transposes the tile (dim_map [1, 0]: tile dimension 0 runs
// along the memory's contiguous dimension) gets its runs along dimension
// 0; reshaped to the [64, 32] the product takes, they stay along the
// dimension that came from it.
#d3 = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [2, 1, 0]}>
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[T3:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8, 1], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 1, 4], order = [1, 2, 0]}>
// CHECK-DAG: #[[T2:.*]] = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @transposed
  nv_tileaa.func @transposed(%a: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %ma = nv_tileaa.make_memref %a, shape[%n, %n, %n], strides[%n, %n] : <f16, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [1, 64, 32], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 2, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %zero = arith.constant dense<0.0> : tensor<32x32xf32, #d>
    // CHECK: %[[X:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<1x64x32xf16, #[[T3]]>
    %x, %t1 = nv_tileaa.tiled_load %va[%p, %p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 64, 32], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 2, 1>}>, i32, i32, i32 -> tensor<1x64x32xf16, #d3>
    // CHECK: %[[Y:.*]] = nv_tileaa.view %[[X]] : tensor<1x64x32xf16, #[[T3]]> -> tensor<64x32xf16, #[[T2]]>
    %y = nv_tileaa.view %x : tensor<1x64x32xf16, #d3> -> tensor<64x32xf16, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.dot %{{.*}}, %[[Y]]
    %l = arith.constant dense<1.0> : tensor<32x64xf16, #d>
    %r = nv_tileaa.dot %l, %y, %zero : tensor<32x64xf16, #d>, tensor<64x32xf16, #d>, tensor<32x32xf32, #d>
    %s = nv_tileaa.tiled_store %r, %vc[%p, %p] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<32x32xf32, #d>, <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// The load behind a conversion that stays is found through the reshape the
// conversion moved past, and left out alone: the independent load -> mulf
// -> store chain is still coalesced.
#d2 = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#d = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[VEC:.*]] = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @behind_reshape
  nv_tileaa.func @behind_reshape(%a: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %m2 = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %v2 = nv_tileaa.make_tiled_view %m2 : <"partition", [1, 512], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %ma = nv_tileaa.make_memref %a, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %vc = nv_tileaa.make_tiled_view %ma : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<1x512xf32, #blocked>
    %x, %t1 = nv_tileaa.tiled_load %v2[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 512], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<1x512xf32, #d2>
    %r = nv_tileaa.view %x : tensor<1x512xf32, #d2> -> tensor<512xf32, #d>
    %e = nv_tileaa.extract %r[%p] : tensor<512xf32, #d>, i32 -> tensor<128xf32, #d>
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<128xf32, #blocked{{[0-9]*}}>
    %s1 = nv_tileaa.tiled_store %e, %vc[%p] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<128xf32, #d>, <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<512xf32, #[[VEC]]>
    %y, %t2 = nv_tileaa.tiled_load %va[%n] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32 -> tensor<512xf32, #d>
    %z = nv_tileaa.mulf %y, %y : tensor<512xf32, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<512xf32, #[[VEC]]>
    %s2 = nv_tileaa.tiled_store %z, %va[%n] token %t2 {memory_ordering_semantics = 0 : i32} : tensor<512xf32, #d>, <"partition", [512], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    nv_tileaa.return
  }
}

// -----
// A K loop's accumulator rounded to f16 and stored after the loop takes the
// store's coalesced layout through the loop (initial splat, carried value,
// product, rounding): the lowering moves it out of the tensor-core
// fragments into that layout, and the store has 16-byte runs without a
// conversion. An f32 product (CUDA cores) takes it too: it computes the
// elements each thread holds, and runs of 4 along N over 8 rows share
// their operand loads better than the default single column.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[C:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[D:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @k_loop
  nv_tileaa.func @k_loop(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #[[C]]>
    // CHECK: %[[R:.*]] = nv_tileaa.for {{.*}} iter_values(%[[ZERO]] : tensor<64x64xf32, #[[C]]>)
    // CHECK: nv_tileaa.dot {{.*}} : {{.*}}, tensor<64x64xf32, #[[C]]>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #d>):
      %x, %t1 = nv_tileaa.tiled_load %va[%p, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x32xf16, #d>
      %y, %t2 = nv_tileaa.tiled_load %vb[%i, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf16, #d>
      %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #d>, tensor<32x64xf16, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %d : tensor<64x64xf32, #d>
    }
    // CHECK: %[[H:.*]] = nv_tileaa.ftof %[[R]] : tensor<64x64xf32, #[[C]]> to tensor<64x64xf16, #[[C]]>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store %[[H]]
    %h = nv_tileaa.ftof %r : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
    %s = nv_tileaa.tiled_store %h, %vc[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #d>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
  // CHECK-LABEL: nv_tileaa.func @k_loop_f32
  nv_tileaa.func @k_loop_f32(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.for {{.*}} iter_values(%{{.*}} : tensor<64x64xf32, #[[D]]>)
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #d>):
      %x, %t1 = nv_tileaa.tiled_load %va[%p, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x32xf32, #d>
      %y, %t2 = nv_tileaa.tiled_load %vb[%i, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf32, #d>
      %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf32, #d>, tensor<32x64xf32, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %d : tensor<64x64xf32, #d>
    }
    // CHECK: nv_tileaa.dot {{.*}} : {{.*}}, tensor<64x64xf32, #[[D]]>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store %{{.*}} : tensor<64x64xf32, #[[D]]>
    %s = nv_tileaa.tiled_store %r, %vc[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : tensor<64x64xf32, #d>, <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A product left in a blocked layout (no tileas-accelerate-matmul ran
// here, which would give this f8 one mma.sync fragments, from sm_80 on):
// its accumulator takes the store's layout.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[C4:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @k_loop_f8
  // CHECK: nv_tileaa.for {{.*}} iter_values(%{{.*}} : tensor<64x64xf32, #[[C4]]>)
  nv_tileaa.func @k_loop_f8(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f8E4M3FN, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b, shape[%n, %n], strides[%n] : <f8E4M3FN, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 32], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 64], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #d>):
      %x, %t1 = nv_tileaa.tiled_load %va[%p, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 32], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x32xf8E4M3FN, #d>
      %y, %t2 = nv_tileaa.tiled_load %vb[%i, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf8E4M3FN, #d>
      %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf8E4M3FN, #d>, tensor<32x64xf8E4M3FN, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %d : tensor<64x64xf32, #d>
    }
    %s = nv_tileaa.tiled_store %r, %vc[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : tensor<64x64xf32, #d>, <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A batched kernel stores its [64, 64] accumulator as a [1, 64, 64] tile:
// the accumulator takes the 2-D layout that holds each element where the
// store's 3-D layout does, so the expand_dims moves nothing.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#d3 = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 4], order = [2, 1, 0]}>
// CHECK-DAG: #[[C2:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @batched_store
  // CHECK: nv_tileaa.for {{.*}} iter_values(%{{.*}} : tensor<64x64xf32, #[[C2]]>)
  // CHECK: nv_tileaa.ftof %{{.*}} : tensor<64x64xf32, #[[C2]]> to tensor<64x64xf16, #[[C2]]>
  // CHECK: nv_tileaa.expand_dims %{{.*}} {axis = 0 : i32} : tensor<64x64xf16, #[[C2]]> -> tensor<1x64x64xf16, #[[C3:.*]]>
  // CHECK-NOT: convert_layout
  // CHECK: nv_tileaa.tiled_store %{{.*}} : tensor<1x64x64xf16, #[[C3]]>
  nv_tileaa.func @batched_store(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n, %n], strides[%n, %n] : <f16, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [1, 64, 64], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #d>):
      %x, %t1 = nv_tileaa.tiled_load %va[%p, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x32xf16, #d>
      %y, %t2 = nv_tileaa.tiled_load %vb[%i, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf16, #d>
      %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #d>, tensor<32x64xf16, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %d : tensor<64x64xf32, #d>
    }
    %h = nv_tileaa.ftof %r : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
    %h3 = nv_tileaa.expand_dims %h {axis = 0 : i32} : tensor<64x64xf16, #d> -> tensor<1x64x64xf16, #d3>
    %s = nv_tileaa.tiled_store %h3, %vc[%p, %p, %p] token %t {memory_ordering_semantics = 0 : i32} : tensor<1x64x64xf16, #d3>, <"partition", [1, 64, 64], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, i32, i32, i32
    nv_tileaa.return
  }
}

// -----
// A transpose: the load's layout with its dimensions renamed is the
// permute's result (nothing moves), and the one conversion left, into the
// store's layout, is the exchange the permute made anyway.
#ld = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#st = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK: #[[IN:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[RENAMED:.*]] = #nv_tileas.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK: #[[OUT:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @transpose
  nv_tileaa.func @transpose(%a: !llvm.ptr, %b: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mb = nv_tileaa.make_memref %b, shape[%n, %m], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<64x32xf32, #[[IN]]>
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x32xf32, #ld>
    // CHECK: %[[P:.*]] = nv_tileaa.permute {{.*}} : tensor<64x32xf32, #[[IN]]> -> tensor<32x64xf32, #[[RENAMED]]>
    // CHECK: %[[C:.*]] = nv_tileas.convert_layout %[[P]] : tensor<32x64xf32, #[[RENAMED]]> -> tensor<32x64xf32, #[[OUT]]>
    // CHECK: nv_tileaa.tiled_store %[[C]], {{.*}} : tensor<32x64xf32, #[[OUT]]>
    %y = nv_tileaa.permute %x {permutation = array<i32: 1, 0>} : tensor<64x32xf32, #ld> -> tensor<32x64xf32, #st>
    %s2 = nv_tileaa.tiled_store %y, %vb[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x64xf32, #st>, <"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// Split-K's epilogue: the rounded K-loop accumulator is stored as it is in
// one branch and added to the C tile loaded there in the other. Both uses
// take the stores' layout (the addition runs in the loaded C tile's runs),
// so the accumulator takes it through the loop, and the load and both
// stores have 16-byte runs with no conversion left.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[C:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @split_k_epilogue
  nv_tileaa.func @split_k_epilogue(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %n: i32, %first: i1) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.for {{.*}} : tensor<64x64xf32, #[[C]]>)
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #d>):
      %x, %t1 = nv_tileaa.tiled_load %va[%p, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x32xf16, #d>
      %y, %t2 = nv_tileaa.tiled_load %vb[%i, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf16, #d>
      %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #d>, tensor<32x64xf16, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %d : tensor<64x64xf32, #d>
    }
    // CHECK: %[[H:.*]] = nv_tileaa.ftof {{.*}} : tensor<64x64xf32, #[[C]]> to tensor<64x64xf16, #[[C]]>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store %[[H]], {{.*}} : tensor<64x64xf16, #[[C]]>
    // CHECK: %[[OLD:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<64x64xf16, #[[C]]>
    // CHECK-NEXT: %[[SUM:.*]] = nv_tileaa.addf %[[OLD]], %[[H]] : tensor<64x64xf16, #[[C]]>
    // CHECK-NEXT: nv_tileaa.tiled_store %[[SUM]], {{.*}} : tensor<64x64xf16, #[[C]]>
    // CHECK-NOT: convert_layout
    %h = nv_tileaa.ftof %r : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
    %s = nv_tileaa.if %first -> !nv_tileaa.mem_token {
      %s1 = nv_tileaa.tiled_store %h, %vc[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #d>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
      nv_tileaa.yield %s1 : !nv_tileaa.mem_token
    } else {
      %old, %t3 = nv_tileaa.tiled_load %vc[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      %sum = nv_tileaa.addf %old, %h : tensor<64x64xf16, #d>
      %s2 = nv_tileaa.tiled_store %sum, %vc[%p, %p] token %t3 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #d>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
      nv_tileaa.yield %s2 : !nv_tileaa.mem_token
    }
    nv_tileaa.return
  }
}

// -----
// The rounded accumulator also feeds an op that does not take the stores'
// layout (an extract), so the rule does not apply: the accumulator and
// the store keep the default layout.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[D:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @rounded_accumulator_extracted
  nv_tileaa.func @rounded_accumulator_extracted(%a: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    // CHECK: nv_tileaa.for {{.*}} : tensor<64x64xf32, #[[D]]>)
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #d>):
      %x, %t1 = nv_tileaa.tiled_load %va[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      %d = nv_tileaa.dot %x, %x, %acc : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %d : tensor<64x64xf32, #d>
    }
    %h = nv_tileaa.ftof %r : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<64x64xf16, #[[D]]>
    %s = nv_tileaa.tiled_store %h, %vc[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #d>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    %e = nv_tileaa.extract %h[%c0, %c0] : tensor<64x64xf16, #d>, i32, i32 -> tensor<1x1xf16, #d>
    %v1 = nv_tileaa.make_tiled_view %mc : <"partition", [1, 1], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %s1 = nv_tileaa.tiled_store %e, %v1[%c1, %c1] token %s {memory_ordering_semantics = 0 : i32} : tensor<1x1xf16, #d>, <"partition", [1, 1], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
