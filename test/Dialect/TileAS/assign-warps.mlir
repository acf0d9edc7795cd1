// RUN: tile-opt %s --split-input-file --tileas-assign-warps | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-assign-warps=num-threads=64 | FileCheck %s --check-prefix=FIXED
// Each kernel gets nv_tileas.num_warps: 4, or 8 when its largest product's
// accumulator would take more than 128 registers per thread over 4 warps;
// num-threads sets every kernel's.

module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @small
  // CHECK-SAME: nv_tileas.num_warps = 4 : i32
  // FIXED-LABEL: nv_tileaa.func @small
  // FIXED-SAME: nv_tileas.num_warps = 2 : i32
  nv_tileaa.func @small(%a: tensor<128x32xf16>, %b: tensor<32x128xf16>) attributes {kernel} {
    // 128x128 f32: 128 registers per thread over 4 warps.
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %r = nv_tileaa.dot %a, %b, %zero : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32>
    nv_tileaa.return
  }
  // CHECK-LABEL: nv_tileaa.func @large
  // CHECK-SAME: nv_tileas.num_warps = 8 : i32
  // FIXED-LABEL: nv_tileaa.func @large
  // FIXED-SAME: nv_tileas.num_warps = 2 : i32
  nv_tileaa.func @large(%a: tensor<128x32xf16>, %b: tensor<32x256xf16>) attributes {kernel} {
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %r = nv_tileaa.dot %a, %b, %zero : tensor<128x32xf16>, tensor<32x256xf16>, tensor<128x256xf32>
    nv_tileaa.return
  }
  // A kernel without products.
  // CHECK-LABEL: nv_tileaa.func @none
  // CHECK-SAME: nv_tileas.num_warps = 4 : i32
  nv_tileaa.func @none() attributes {kernel} {
    nv_tileaa.return
  }
}
