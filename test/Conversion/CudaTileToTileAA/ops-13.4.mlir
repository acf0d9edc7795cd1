// RUN: tile-opt --convert-cuda-tile-to-tileaa="compute-capability=sm_90" %s | FileCheck %s

// The 13.4 operations in nv_tileaa: fpowi is pow in f64 on the exactly
// converted operands (signed exponent), rounded once; fpowf is pow; insert
// keeps its shape algebra (a whole-tile insert is its source); the
// token-chain fences become nv_tileaa fences on a token.
cuda_tile.module @m {
  // CHECK-LABEL: @k
  entry @k(%p: tile<ptr<f32>>) {
    %x = constant <f32: 2.0> : tile<4xf32>
    %n = constant <i8: 3> : tile<4xi8>
    // CHECK: %[[X:.*]] = nv_tileaa.ftof %{{.*}} : tensor<4xf32> to tensor<4xf64>
    // CHECK: %[[N:.*]] = arith.sitofp %{{.*}} : tensor<4xi8> to tensor<4xf64>
    // CHECK: %[[P:.*]] = nv_tileaa.pow %[[X]], %[[N]] : tensor<4xf64>
    // CHECK: nv_tileaa.ftof %[[P]] : tensor<4xf64> to tensor<4xf32>
    %0 = fpowi %x, %n : tile<4xf32>, tile<4xi8>
    %d = constant <f64: 2.0> : tile<f64>
    %m = constant <i32: 3> : tile<i32>
    // CHECK: %[[M:.*]] = arith.sitofp %{{.*}} : i32 to f64
    // CHECK-NEXT: nv_tileaa.pow %{{.*}}, %[[M]] : f64
    %1 = fpowi %d, %m : tile<f64>, tile<i32>
    // CHECK: nv_tileaa.pow %{{.*}}, %{{.*}} : tensor<4xf32>
    %2 = fpowf %x, %x : tile<4xf32>
    %dst = constant <f32: 0.0> : tile<8x4xf32>
    %src = constant <f32: 1.0> : tile<4x4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK: nv_tileaa.insert %{{.*}} into %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x4xf32>, i32, i32 -> tensor<8x4xf32>
    %3 = insert %src into %dst[%c0, %c0] : tile<4x4xf32> -> tile<8x4xf32>
    // CHECK-NOT: nv_tileaa.insert
    %4 = insert %3 into %dst[%c0, %c0] : tile<8x4xf32> -> tile<8x4xf32>
    // CHECK: %[[T:.*]] = nv_tileaa.create_mem_token
    // CHECK: %[[W:.*]] = nv_tileaa.gdc_wait token %[[T]]
    %w = gdc_wait_tko -> token
    // CHECK: %[[F:.*]] = nv_tileaa.fence_proxy_alias token %[[W]]
    %f = memory_fence_alias_tko token = %w -> token
    // CHECK: nv_tileaa.gdc_launch_dependents token %[[F]]
    %l = gdc_launch_dependents_tko token = %f -> token
    return
  }

  // ftoi keeps `saturating` (and the plain form stays without it).
  // CHECK-LABEL: @ftoi_saturating
  entry @ftoi_saturating() {
    %x = constant <f32: 3.0e9> : tile<4xf32>
    // CHECK: nv_tileaa.ftoi %{{.*}} {saturating, signedness = #cuda_tile.signedness<signed>} : tensor<4xf32> to tensor<4xi32>
    %0 = ftoi %x signed saturating : tile<4xf32> -> tile<4xi32>
    // CHECK: nv_tileaa.ftoi %{{.*}} {signedness = #cuda_tile.signedness<unsigned>} : tensor<4xf32> to tensor<4xi8>
    %1 = ftoi %x unsigned : tile<4xf32> -> tile<4xi8>
    return
  }

  // The view ops' `inbounds` promise is dropped: nv_tileaa accesses keep
  // their bounds checks, which a kept promise never needs.
  // CHECK-LABEL: @inbounds
  entry @inbounds(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    // CHECK: nv_tileaa.tiled_load
    // CHECK-NOT: inbounds
    %t, %tok = load_view_tko weak %pv[%c0] inbounds = [true] : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    // CHECK: nv_tileaa.tiled_store
    // CHECK-NOT: inbounds
    %s = store_view_tko weak %t, %pv[%c0] inbounds = [true] token = %tok : tile<4xf32>, partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // f8E5M3FNU keeps its cuda_tile element type in nv_tileaa tensors and
  // memrefs; ftof and mmaf_scaled carry it unchanged.
  // CHECK-LABEL: @f8e5m3fnu
  entry @f8e5m3fnu(%p: tile<ptr<f8E5M3FNU>>) {
    %tv = make_tensor_view %p, shape = [2, 2], strides = [2, 1] : tensor_view<2x2xf8E5M3FNU, strides=[2,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<2x2xf8E5M3FNU, strides=[2,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK: nv_tileaa.make_memref %{{.*}} : <!cuda_tile.f8E5M3FNU, [2, 2], [2, 1]>
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<2x2x!cuda_tile.f8E5M3FNU>
    %s, %tok = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(2x2), tensor_view<2x2xf8E5M3FNU, strides=[2,1]>>, tile<i32> -> tile<2x2xf8E5M3FNU>, token
    // CHECK: nv_tileaa.ftof %{{.*}} : tensor<2x2x!cuda_tile.f8E5M3FNU> to tensor<2x2xf32>
    %f = ftof %s : tile<2x2xf8E5M3FNU> -> tile<2x2xf32>
    %a = constant <f4E2M1FN: 1.0> : tile<2x32xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<32x2xf4E2M1FN>
    // CHECK: tensor<2x2x!cuda_tile.f8E5M3FNU>, tensor<2x2x!cuda_tile.f8E5M3FNU>
    %r = mmaf_scaled %a, %b, %f, %s, %s : tile<2x32xf4E2M1FN>, tile<32x2xf4E2M1FN>, tile<2x2xf32>, tile<2x2xf8E5M3FNU>, tile<2x2xf8E5M3FNU>
    return
  }
}
