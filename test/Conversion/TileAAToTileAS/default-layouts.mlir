// RUN: tile-opt %s --convert-tileaa-to-tileas | FileCheck %s
// RUN: tile-opt %s --convert-tileaa-to-tileas=num-threads=256 | FileCheck %s --check-prefix=W8
// RUN: tile-opt %s --convert-tileaa-to-tileas --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s --check-prefix=LLVM
// RUN: not tile-opt %s --convert-tileaa-to-tileas=num-threads=48 2>&1 | FileCheck %s --check-prefix=BAD
// Every tile gets the default blocked layout of its shape: loads, results,
// constants and loop-carried values alike, so that ops whose types must
// match still do; the lowering then follows it.

// CHECK-DAG: #[[L128:.*]] = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[L2D:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// W8-DAG: #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// BAD: error: num-threads must be a power of two from 32 to 1024, got 48

module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @k
  // LLVM-LABEL: llvm.func @k
  nv_tileaa.func @k(%a: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %m = nv_tileaa.make_memref %a, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %v = nv_tileaa.make_tiled_view %m : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<128xf32, #[[L128]]>
    %x, %tok = nv_tileaa.tiled_load %v[%p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32 -> tensor<128xf32>
    // CHECK: arith.constant dense<1.000000e+00> : tensor<128xf32, #[[L128]]>
    %one = arith.constant dense<1.0> : tensor<128xf32>
    // CHECK: nv_tileaa.addf {{.*}} : tensor<128xf32, #[[L128]]>
    %y = nv_tileaa.addf %x, %one : tensor<128xf32>
    // CHECK: %{{.*}} = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #[[L2D]]>
    %z = arith.constant dense<0.0> : tensor<64x64xf32>
    // A tile smaller than the CTA: threads beyond it hold copies, so it has
    // the layout of the 128-element tiles.
    // CHECK: arith.constant dense<2> : tensor<8xi32, #[[L128]]>
    %s = arith.constant dense<2> : tensor<8xi32>
    %st = nv_tileaa.tiled_store %y, %v[%p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<128xf32>, <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    // LLVM: llvm.return
    nv_tileaa.return
  }
}
