// RUN: tile-opt --no-implicit-module %examples/vector_add.mlir | FileCheck %s
// RUN: tile-opt --no-implicit-module %examples/vector_add.mlir | tile-opt --no-implicit-module | FileCheck %s

// CHECK-LABEL: cuda_tile.module @examples
// CHECK: entry @vector_add(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>, %arg2: tile<ptr<f32>>, %arg3: tile<i32>) {
// CHECK: %[[SUM:.*]] = addf %{{.*}}, %{{.*}} : tile<128xf32>
// CHECK: store_view_tko weak %[[SUM]], %{{.*}}[%blockId_x] token = %{{.*}} : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
