// RUN: tile-opt --convert-cuda-tile-to-tileaa=compute-capability=sm_90 %s | FileCheck %s

// Seed 001's worked examples: tiles become builtin tensors (rank-0 tiles
// their scalar), attributes carry verbatim, combiner block arguments are
// converted with their parent op, and token joins keep explicit ordering.

// CHECK-LABEL: module @examples attributes {nv_tileaa.compute_capability = 90 : i32}
cuda_tile.module @examples {
  // CHECK-LABEL: nv_tileaa.func @trunci() attributes {kernel}
  // CHECK: %[[W:.+]] = nv_tileaa.make_range {end = 128 : i64, start = 0 : i64} : tensor<128xi32>
  // CHECK-NEXT: %{{.*}} = nv_tileaa.trunci %[[W]] : tensor<128xi32> to tensor<128xi8>
  entry @trunci() {
    %wide = iota : tile<128xi32>
    %narrow = trunci %wide : tile<128xi32> -> tile<128xi8>
    return
  }

  // The fastmath attribute cuda_tile.fma carries as a discardable attribute
  // becomes nv_tileaa.fma's own fastmath, unchanged.
  // CHECK-LABEL: nv_tileaa.func @fma(
  // CHECK: nv_tileaa.fma %{{.+}}, %{{.+}}, %{{.+}} {fastmath = #arith.fastmath<contract>} : tensor<8x64xf32>
  entry @fma() {
    %a = constant <f32: 1.0> : tile<8x64xf32>
    %b = constant <f32: 1.0> : tile<8x64xf32>
    %c = constant <f32: 1.0> : tile<8x64xf32>
    %r = fma %a, %b, %c {fastmath = #arith.fastmath<contract>} : tile<8x64xf32>
    return
  }

  // CHECK-LABEL: nv_tileaa.func @mmaf(
  // CHECK: nv_tileaa.dot %{{.+}}, %{{.+}}, %{{.+}} {fastmath = #arith.fastmath<contract>, input_precision = "tf32"} : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32>
  // CHECK-NEXT: nv_tileaa.dot %{{.+}}, %{{.+}}, %{{.+}} {fast_acc, input_precision = "tf32"}
  entry @mmaf() {
    %a = constant <f16: 1.0> : tile<128x64xf16>
    %b = constant <f16: 1.0> : tile<64x128xf16>
    %c = constant <f32: 0.0> : tile<128x128xf32>
    %0 = mmaf %a, %b, %c {fastmath = #arith.fastmath<contract>} : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
    %1 = mmaf %a, %b, %c fast_acc : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
    return
  }

  // CHECK-LABEL: nv_tileaa.func @mmai(
  // CHECK: nv_tileaa.dot %{{.+}}, %{{.+}}, %{{.+}} {signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<unsigned>} : tensor<16x32xi8>, tensor<32x16xi8>, tensor<16x16xi32>
  entry @mmai() {
    %a = constant <i8: 1> : tile<16x32xi8>
    %b = constant <i8: 1> : tile<32x16xi8>
    %c = constant <i32: 0> : tile<16x16xi32>
    %0 = mmai %a, %b, %c signed unsigned : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    return
  }

  // CHECK-LABEL: nv_tileaa.func @reduce(
  // CHECK: %[[R:.+]] = nv_tileaa.reduce %{{.+}} : tensor<8x64xf32> -> tensor<8xf32> {
  // CHECK-NEXT: ^bb0(%[[ACC:.+]]: f32, %[[VAL:.+]]: f32):
  // CHECK-NEXT: %[[S:.+]] = nv_tileaa.addf %[[ACC]], %[[VAL]] : f32
  // CHECK-NEXT: nv_tileaa.yield %[[S]] : f32
  // CHECK-NEXT: } {dim = 1 : i32, identities = [0.000000e+00 : f32]}
  entry @reduce() {
    %values = constant <f32: 1.0> : tile<8x64xf32>
    %sum = reduce %values dim=1 identities=[0.0 : f32] : tile<8x64xf32> -> tile<8xf32>
    (%acc: tile<f32>, %val: tile<f32>) {
      %s = addf %acc, %val : tile<f32>
      yield %s : tile<f32>
    }
    return
  }

  // CHECK-LABEL: nv_tileaa.func @scan(
  // CHECK: nv_tileaa.scan %{{.+}} : tensor<8x64xf32> -> tensor<8x64xf32> {
  // CHECK-NEXT: ^bb0(%[[ACC:.+]]: f32, %[[ELEM:.+]]: f32):
  // CHECK-NEXT: %[[S:.+]] = nv_tileaa.addf %[[ACC]], %[[ELEM]] : f32
  // CHECK-NEXT: nv_tileaa.yield %[[S]] : f32
  // CHECK-NEXT: } {dim = 1 : i32, identities = [0.000000e+00 : f32], reverse = false}
  entry @scan() {
    %values = constant <f32: 1.0> : tile<8x64xf32>
    %prefix = scan %values dim=1 reverse=false identities=[0.0 : f32] : tile<8x64xf32> -> tile<8x64xf32>
    (%acc: tile<f32>, %elem: tile<f32>) {
      %sum = addf %acc, %elem : tile<f32>
      yield %sum : tile<f32>
    }
    return
  }

  // CHECK-LABEL: nv_tileaa.func @join3(
  // CHECK: %[[T0:.+]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK: %[[T1:.+]] = nv_tileaa.create_mem_token
  // CHECK: %[[T2:.+]] = nv_tileaa.create_mem_token
  // CHECK: nv_tileaa.join_mem_token[%[[T0]], %[[T1]], %[[T2]]] : !nv_tileaa.mem_token
  entry @join3() {
    %t0 = make_token : token
    %t1 = make_token : token
    %t2 = make_token : token
    %t = join_tokens %t0, %t1, %t2 : token
    return
  }
}
