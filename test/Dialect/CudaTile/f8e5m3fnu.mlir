// RUN: tile-opt --no-implicit-module %s | FileCheck %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck %s

// f8E5M3FNU (13.4 developer preview), a cuda_tile type: spelled like the
// builtin floats inside cuda_tile types, `!cuda_tile.f8E5M3FNU` alone. It
// is memory's element type, converts to and from the other floats, and
// scales f4E2M1FN operands of mmaf_scaled (blocks of 16 or 32).

// GENERIC: !cuda_tile.tile<ptr<f8E5M3FNU>>
// GENERIC: "cuda_tile.ftof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf8E5M3FNU>

// CHECK-LABEL: cuda_tile.module @m
cuda_tile.module @m {
  // CHECK: entry @k(%{{.*}}: tile<ptr<f8E5M3FNU>>)
  entry @k(%p: tile<ptr<f8E5M3FNU>>) {
    %x = constant <f32: 1.5> : tile<4xf32>
    // CHECK: ftof %{{.*}} : tile<4xf32> -> tile<4xf8E5M3FNU>
    %e = ftof %x : tile<4xf32> -> tile<4xf8E5M3FNU>
    // CHECK: ftof %{{.*}} : tile<4xf8E5M3FNU> -> tile<4xbf16>
    %b = ftof %e : tile<4xf8E5M3FNU> -> tile<4xbf16>
    // CHECK: ftof %{{.*}} : tile<4xf8E5M3FNU> -> tile<4xf8E8M0FNU>
    %m = ftof %e rounding<positive_inf> : tile<4xf8E5M3FNU> -> tile<4xf8E8M0FNU>
    // CHECK: ftoi %{{.*}} unsigned : tile<4xf8E5M3FNU> -> tile<4xi32>
    %i = ftoi %e unsigned : tile<4xf8E5M3FNU> -> tile<4xi32>
    // CHECK: bitcast %{{.*}} : tile<4xf8E5M3FNU> -> tile<4xi8>
    %bits = bitcast %e : tile<4xf8E5M3FNU> -> tile<4xi8>
    // CHECK: reshape %{{.*}} : tile<4xf8E5M3FNU> -> tile<2x2xf8E5M3FNU>
    %s = reshape %e : tile<4xf8E5M3FNU> -> tile<2x2xf8E5M3FNU>
    // CHECK: make_tensor_view %{{.*}} : tensor_view<4xf8E5M3FNU, strides=[1]>
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf8E5M3FNU, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf8E5M3FNU, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] : tile<4xf8E5M3FNU>
    %t = store_view_tko weak %e, %pv[%c0] : tile<4xf8E5M3FNU>, partition_view<tile=(4), tensor_view<4xf8E5M3FNU, strides=[1]>>, tile<i32> -> token
    %lhs = constant <f4E2M1FN: 1.0> : tile<2x64xf4E2M1FN>
    %rhs = constant <f4E2M1FN: 1.0> : tile<64x2xf4E2M1FN>
    %acc = constant <f32: 0.0> : tile<2x2xf32>
    %sx = constant <f32: 1.0> : tile<2x4xf32>
    %sy = constant <f32: 1.0> : tile<4x2xf32>
    %ls = ftof %sx : tile<2x4xf32> -> tile<2x4xf8E5M3FNU>
    %rs = ftof %sy : tile<4x2xf32> -> tile<4x2xf8E5M3FNU>
    // Blocks of 16 ...
    // CHECK: mmaf_scaled {{.*}} tile<2x4xf8E5M3FNU>, tile<4x2xf8E5M3FNU>
    %r16 = mmaf_scaled %lhs, %rhs, %acc, %ls, %rs : tile<2x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<2x2xf32>, tile<2x4xf8E5M3FNU>, tile<4x2xf8E5M3FNU>
    %ls2 = reshape %s : tile<2x2xf8E5M3FNU> -> tile<2x2xf8E5M3FNU>
    %rs2 = permute %s [1, 0] : tile<2x2xf8E5M3FNU> -> tile<2x2xf8E5M3FNU>
    // ... and of 32.
    // CHECK: mmaf_scaled {{.*}} tile<2x2xf8E5M3FNU>, tile<2x2xf8E5M3FNU>
    %r32 = mmaf_scaled %lhs, %rhs, %acc, %ls2, %rs2 : tile<2x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<2x2xf32>, tile<2x2xf8E5M3FNU>, tile<2x2xf8E5M3FNU>
    return
  }
}
