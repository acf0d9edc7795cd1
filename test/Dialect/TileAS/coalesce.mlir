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
