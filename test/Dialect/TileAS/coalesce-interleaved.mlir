// RUN: tile-opt %s --split-input-file --tileas-coalesce | FileCheck %s
// Interleaved tiles: complex numbers stored as (real, imaginary) pairs. A
// [2, 16, 64] f32 tile viewed as [2, 512, 2] pairs keeps each thread's
// 16-byte run as 2 x 2 of the view (runs across two dimensions), the
// extract of either part keeps 2 of its elements in the thread's registers,
// and the cat that interleaves the parts again puts them back there, so
// the load and the store move 16 bytes per thread with no conversion left.

#d3 = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 2, 2], order = [2, 1, 0]}>
#p = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 16, 2], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#h = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[RUNS:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[PAIRS:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 2, 2], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[PART:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 2, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // Multiplies by i: (re, im) -> (-im, re).
  // CHECK-LABEL: nv_tileaa.func @times_i
  nv_tileaa.func @times_i(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32, %m: i32, %s0: i32, %s1: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %m, %m], strides[%s0, %s1] : <f32, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
    %mb = nv_tileaa.make_memref %b, shape[%n, %m, %m], strides[%s0, %s1] : <f32, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
    %pid = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: %[[X:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<2x16x64xf32, #[[RUNS]]>
    // CHECK: %[[V:.*]] = nv_tileaa.view %[[X]] : tensor<2x16x64xf32, #[[RUNS]]> -> tensor<2x512x2xf32, #[[PAIRS]]>
    // CHECK: %[[RE:.*]] = nv_tileaa.extract %[[V]][{{.*}}] : tensor<2x512x2xf32, #[[PAIRS]]>, i32, i32, i32 -> tensor<2x512x1xf32, #[[PART]]>
    // CHECK: %[[IM:.*]] = nv_tileaa.extract %[[V]][{{.*}}] : tensor<2x512x2xf32, #[[PAIRS]]>, i32, i32, i32 -> tensor<2x512x1xf32, #[[PART]]>
    // CHECK: %[[NEG:.*]] = nv_tileaa.negf %[[IM]] : tensor<2x512x1xf32, #[[PART]]>
    // CHECK: %[[CAT:.*]] = nv_tileaa.cat %[[NEG]], %[[RE]] {dim = 2 : i64} : tensor<2x512x1xf32, #[[PART]]> -> tensor<2x512x2xf32, #[[PAIRS]]>
    // CHECK: %[[Y:.*]] = nv_tileaa.view %[[CAT]] : tensor<2x512x2xf32, #[[PAIRS]]> -> tensor<2x16x64xf32, #[[RUNS]]>
    // CHECK: nv_tileaa.tiled_store %[[Y]], {{.*}} : tensor<2x16x64xf32, #[[RUNS]]>
    // CHECK-NOT: nv_tileas.convert_layout
    %x, %tok = nv_tileaa.tiled_load %va[%pid, %c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, i32, i32, i32 -> tensor<2x16x64xf32, #d3>
    %v = nv_tileaa.view %x : tensor<2x16x64xf32, #d3> -> tensor<2x512x2xf32, #p>
    %re = nv_tileaa.extract %v[%c0, %c0, %c0] : tensor<2x512x2xf32, #p>, i32, i32, i32 -> tensor<2x512x1xf32, #h>
    %im = nv_tileaa.extract %v[%c0, %c0, %c1] : tensor<2x512x2xf32, #p>, i32, i32, i32 -> tensor<2x512x1xf32, #h>
    %neg = nv_tileaa.negf %im : tensor<2x512x1xf32, #h>
    %cat = nv_tileaa.cat %neg, %re {dim = 2 : i64} : tensor<2x512x1xf32, #h> -> tensor<2x512x2xf32, #p>
    %y = nv_tileaa.view %cat : tensor<2x512x2xf32, #p> -> tensor<2x16x64xf32, #d3>
    %st = nv_tileaa.tiled_store %y, %vb[%pid, %c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<2x16x64xf32, #d3>, <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, i32, i32, i32
    nv_tileaa.return
  }
}

// -----
// The parts come from permutes (an FFT's transposes) of tiles the kernel
// cannot load in runs (no unit-stride dimension): the store's conversion
// moves up through the view and the cat to the permutes, where it is the
// exchange they make anyway; the cat and the views move nothing.
#d3 = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 2, 2], order = [2, 1, 0]}>
#d4 = #nv_tileas.blocked<{sizePerThread = [1, 1, 1, 1], threadsPerWarp = [1, 1, 4, 8], warpsPerCTA = [1, 2, 2, 1], order = [3, 2, 1, 0]}>
#p = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 16, 2], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#h = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[D4:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1, 1, 1], threadsPerWarp = [1, 1, 4, 8], warpsPerCTA = [1, 2, 2, 1], order = [3, 2, 1, 0]}>
// CHECK-DAG: #[[RUNS:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[PAIRS:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 2, 2], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[PART:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 2, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[PART4:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1, 1, 2], threadsPerWarp = [1, 1, 8, 4], warpsPerCTA = [1, 4, 1, 1], order = [3, 2, 1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @interleave_permuted
  nv_tileaa.func @interleave_permuted(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32, %s0: i32, %s1: i32, %s2: i32, %s3: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n, %n, %n], strides[%s0, %s1, %s2, %s3] : <f32, [?, ?, ?, ?], [?, ?, ?, ?]> shape_types(i32, i32, i32, i32) stride_types(i32, i32, i32, i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [2, 8, 8, 8], <f32, [?, ?, ?, ?], [?, ?, ?, ?]>, {dim_map = array<i64: 0, 1, 2, 3>}>
    %mb = nv_tileaa.make_memref %b, shape[%n, %n, %n], strides[%s0, %s1] : <f32, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
    %pid = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<2x8x8x8xf32, #[[D4]]>
    // CHECK: %[[P:.*]] = nv_tileaa.permute {{.*}} : tensor<2x8x8x8xf32, #[[D4]]> -> tensor<2x8x8x8xf32, #[[D4]]>
    // CHECK: %[[Q:.*]] = nv_tileaa.permute {{.*}} : tensor<2x8x8x8xf32, #[[D4]]> -> tensor<2x8x8x8xf32, #[[D4]]>
    // CHECK: %[[C:.*]] = nv_tileas.convert_layout %[[P]] : tensor<2x8x8x8xf32, #[[D4]]> -> tensor<2x8x8x8xf32, #[[PART4]]>
    // CHECK: %[[RE:.*]] = nv_tileaa.view %[[C]] : tensor<2x8x8x8xf32, #[[PART4]]> -> tensor<2x512x1xf32, #[[PART]]>
    // CHECK: %[[D:.*]] = nv_tileas.convert_layout %[[Q]] : tensor<2x8x8x8xf32, #[[D4]]> -> tensor<2x8x8x8xf32, #[[PART4]]>
    // CHECK: %[[IM:.*]] = nv_tileaa.view %[[D]] : tensor<2x8x8x8xf32, #[[PART4]]> -> tensor<2x512x1xf32, #[[PART]]>
    // CHECK: %[[CAT:.*]] = nv_tileaa.cat %[[RE]], %[[IM]] {dim = 2 : i64} : tensor<2x512x1xf32, #[[PART]]> -> tensor<2x512x2xf32, #[[PAIRS]]>
    // CHECK: %[[Y:.*]] = nv_tileaa.view %[[CAT]] : tensor<2x512x2xf32, #[[PAIRS]]> -> tensor<2x16x64xf32, #[[RUNS]]>
    // CHECK: nv_tileaa.tiled_store %[[Y]], {{.*}} : tensor<2x16x64xf32, #[[RUNS]]>
    %x, %tok = nv_tileaa.tiled_load %va[%pid, %c0, %c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [2, 8, 8, 8], <f32, [?, ?, ?, ?], [?, ?, ?, ?]>, {dim_map = array<i64: 0, 1, 2, 3>}>, i32, i32, i32, i32 -> tensor<2x8x8x8xf32, #d4>
    %p = nv_tileaa.permute %x {permutation = array<i32: 0, 1, 3, 2>} : tensor<2x8x8x8xf32, #d4> -> tensor<2x8x8x8xf32, #d4>
    %re = nv_tileaa.view %p : tensor<2x8x8x8xf32, #d4> -> tensor<2x512x1xf32, #h>
    %q = nv_tileaa.permute %x {permutation = array<i32: 0, 2, 3, 1>} : tensor<2x8x8x8xf32, #d4> -> tensor<2x8x8x8xf32, #d4>
    %im = nv_tileaa.view %q : tensor<2x8x8x8xf32, #d4> -> tensor<2x512x1xf32, #h>
    %cat = nv_tileaa.cat %re, %im {dim = 2 : i64} : tensor<2x512x1xf32, #h> -> tensor<2x512x2xf32, #p>
    %y = nv_tileaa.view %cat : tensor<2x512x2xf32, #p> -> tensor<2x16x64xf32, #d3>
    %st = nv_tileaa.tiled_store %y, %vb[%pid, %c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<2x16x64xf32, #d3>, <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, i32, i32, i32
    nv_tileaa.return
  }
}

// -----
// One column of rows of 4 f32: each thread holds a whole row in its run,
// so the extract takes its registers and the load keeps its runs.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[ROW:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[COL:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @column_of_runs
  nv_tileaa.func @column_of_runs(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 4], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mb = nv_tileaa.make_memref %b, shape[%n, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [128, 1], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %pid = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: %[[X:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<128x4xf32, #[[ROW]]>
    // CHECK-NEXT: %[[E:.*]] = nv_tileaa.extract %[[X]][{{.*}}] : tensor<128x4xf32, #[[ROW]]>, i32, i32 -> tensor<128x1xf32, #[[COL]]>
    // CHECK-NEXT: nv_tileaa.tiled_store %[[E]]
    %x, %tok = nv_tileaa.tiled_load %va[%pid, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 4], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x4xf32, #d>
    %e = nv_tileaa.extract %x[%c0, %c1] : tensor<128x4xf32, #d>, i32, i32 -> tensor<128x1xf32, #c>
    %st = nv_tileaa.tiled_store %e, %vb[%pid, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<128x1xf32, #c>, <"partition", [128, 1], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// The right half of rows of 64 f32 loaded in runs of 4, 16 lanes along a
// row: the half's elements sit in other lanes than the extract's result
// needs, so that conversion would stay and the kernel keeps the default
// layouts.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#h = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @half_of_runs
  nv_tileaa.func @half_of_runs(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [8, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mb = nv_tileaa.make_memref %b, shape[%n, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [8, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %pid = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<8x64xf32, #blocked>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.extract {{.*}} : tensor<8x64xf32, #blocked>, i32, i32 -> tensor<8x32xf32, #blocked1>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<8x32xf32, #blocked1>
    %x, %tok = nv_tileaa.tiled_load %va[%pid, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x64xf32, #d>
    %e = nv_tileaa.extract %x[%c0, %c1] : tensor<8x64xf32, #d>, i32, i32 -> tensor<8x32xf32, #h>
    %st = nv_tileaa.tiled_store %e, %vb[%pid, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<8x32xf32, #h>, <"partition", [8, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
