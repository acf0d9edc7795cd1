// RUN: tile-opt --convert-cuda-tile-to-tileaa="compute-capability=sm_100" %s | FileCheck %s

// The 13.5 multimem ops keep their own nv_tileaa ops (a multicast address
// admits no plain access), with the ordering, scope and mode (printed as
// their values: relaxed 1, release 3, weak 0; sys 2, device 1; addf 4); a
// missing token becomes a fresh one.
cuda_tile.module @m {
  // CHECK-LABEL: @k
  entry @k(%tv: tensor_view<64xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>
    // CHECK: %[[T:.*]], %[[TOK:.*]] = nv_tileaa.multimem_load_reduce %{{.*}}[%{{.*}}] token %{{.*}} {memory_ordering_semantics = 1 : i32, memory_scope = 2 : i32, mode = 4 : i32}
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i], addf : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    // CHECK: %[[R:.*]] = nv_tileaa.multimem_reduce %{{.*}}[%{{.*}}], %[[T]] token %[[TOK]] {memory_ordering_semantics = 3 : i32, memory_scope = 1 : i32, mode = 4 : i32}
    %r = multimem_reduce_view_tko release device %pv[%i], addf, %t token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    // CHECK: nv_tileaa.multimem_store %[[T]], %{{.*}}[%{{.*}}] token %[[R]] {memory_ordering_semantics = 0 : i32}
    %s = multimem_store_view_tko weak %t, %pv[%i] token = %r : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
