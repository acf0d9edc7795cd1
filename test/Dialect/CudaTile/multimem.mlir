// RUN: tile-opt --no-implicit-module %s | FileCheck %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck %s

// Round trip of 13.5's multimem ops on a (multicast-backed) partition view:
// the ordering and scope as for load_view_tko / store_view_tko, the mode as
// for atomic_red_view_tko, `token = %t` optional.

// CHECK-LABEL: entry @multimem(
cuda_tile.module @m {
  entry @multimem(%tv: tensor_view<64x32xf32, strides=[32,1]>,
                  %iv: tensor_view<64xi32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<64x32xf32, strides=[32,1]>>
    %ipv = make_partition_view %iv : partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t0 = make_token : token
    // CHECK: %[[T:.*]], %[[TOK:.*]] = multimem_load_reduce_view_tko relaxed sys %{{.*}}[%{{.*}}, %{{.*}}], addf : partition_view<tile=(16x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i, %c0], addf : partition_view<tile=(16x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    // CHECK: multimem_load_reduce_view_tko weak %{{.*}}[%{{.*}}], max token = %{{.*}} : partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    %m, %mtok = multimem_load_reduce_view_tko weak %ipv[%i], max token = %t0 : partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    // CHECK: multimem_load_reduce_view_tko acquire device %{{.*}}[%{{.*}}], umin : partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    %u, %utok = multimem_load_reduce_view_tko acquire device %ipv[%i], umin : partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    // CHECK: multimem_reduce_view_tko relaxed sys %{{.*}}[%{{.*}}, %{{.*}}], addf, %[[T]] token = %[[TOK]] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
    %r = multimem_reduce_view_tko relaxed sys %pv[%i, %c0], addf, %t token = %tok : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
    // CHECK: multimem_reduce_view_tko release tl_blk %{{.*}}[%{{.*}}], xor, %{{.*}} : tile<8xi32>, partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    %x = multimem_reduce_view_tko release tl_blk %ipv[%i], xor, %m : tile<8xi32>, partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    // CHECK: multimem_store_view_tko release sys %[[T]], %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
    %s = multimem_store_view_tko release sys %t, %pv[%i, %c0] token = %r : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
    // CHECK: multimem_store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] : tile<8xi32>, partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    %w = multimem_store_view_tko weak %u, %ipv[%i] : tile<8xi32>, partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
