// RUN: tile-opt %s --split-input-file --tileas-assign-warps | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-assign-warps=num-threads=64 | FileCheck %s --check-prefix=FIXED
// RUN: tile-opt %s --split-input-file --tileas-assign-warps | FileCheck %s --check-prefix=OCC
// RUN: not tile-opt %s --split-input-file --tileas-assign-warps=num-threads=48 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: num-threads must be a power of two from 32 to 1024, got 48
// Each kernel gets nv_tileas.num_warps: 4, or 8 when its largest product's
// accumulator would take more than 128 registers per thread over 4 warps
// (64 for a block-scaled product, and for a product of 16-bit operands that
// wgmma multiplies with two warpgroups of 64 rows each on sm_90a);
// num-threads sets every kernel's.

module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // 128x128 f32: 128 registers per thread over 4 warps, 64 over 8; 16-bit
  // operands, so two wgmma warpgroups share it.
  // CHECK-LABEL: nv_tileaa.func @two_warpgroups
  // CHECK-SAME: nv_tileas.num_warps = 8 : i32
  // FIXED-LABEL: nv_tileaa.func @two_warpgroups
  // FIXED-SAME: nv_tileas.num_warps = 2 : i32
  nv_tileaa.func @two_warpgroups(%a: tensor<128x32xf16>, %b: tensor<32x128xf16>) attributes {kernel} {
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %r = nv_tileaa.dot %a, %b, %zero : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32>
    nv_tileaa.return
  }
  // 64 registers over 4 warps keep 4 (one warpgroup).
  // CHECK-LABEL: nv_tileaa.func @one_warpgroup
  // CHECK-SAME: nv_tileas.num_warps = 4 : i32
  nv_tileaa.func @one_warpgroup(%a: tensor<128x32xbf16>, %b: tensor<32x64xbf16>) attributes {kernel} {
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %r = nv_tileaa.dot %a, %b, %zero : tensor<128x32xbf16>, tensor<32x64xbf16>, tensor<128x64xf32>
    nv_tileaa.return
  }
  // 8-bit operands keep 4 warps up to 128 registers (their f32 to f8
  // epilogue needs the registers).
  // CHECK-LABEL: nv_tileaa.func @f8
  // CHECK-SAME: nv_tileas.num_warps = 4 : i32
  nv_tileaa.func @f8(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>) attributes {kernel} {
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %r = nv_tileaa.dot %a, %b, %zero : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>
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
  // Block-scaled products take 8 warps from 64 accumulator registers per
  // thread over 4: each instruction's sums and their scales are live beside
  // the accumulator. 64x128 f32 (64 registers over 4 warps) keeps 4.
  // CHECK-LABEL: nv_tileaa.func @scaled_large
  // CHECK-SAME: nv_tileas.num_warps = 8 : i32
  nv_tileaa.func @scaled_large(%a: tensor<128x128xf8E4M3FN>, %b: tensor<128x128xf8E4M3FN>, %sa: tensor<128x4xf8E8M0FNU>, %sb: tensor<4x128xf8E8M0FNU>) attributes {kernel} {
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %r = nv_tileaa.dot_scaled %a, %b, %zero, %sa, %sb : tensor<128x128xf8E4M3FN>, tensor<128x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x4xf8E8M0FNU>, tensor<4x128xf8E8M0FNU>
    nv_tileaa.return
  }
  // CHECK-LABEL: nv_tileaa.func @scaled_small
  // CHECK-SAME: nv_tileas.num_warps = 4 : i32
  nv_tileaa.func @scaled_small(%a: tensor<64x128xf8E4M3FN>, %b: tensor<128x128xf8E4M3FN>, %sa: tensor<64x4xf8E8M0FNU>, %sb: tensor<4x128xf8E8M0FNU>) attributes {kernel} {
    %zero = arith.constant dense<0.0> : tensor<64x128xf32>
    %r = nv_tileaa.dot_scaled %a, %b, %zero, %sa, %sb : tensor<64x128xf8E4M3FN>, tensor<128x128xf8E4M3FN>, tensor<64x128xf32>, tensor<64x4xf8E8M0FNU>, tensor<4x128xf8E8M0FNU>
    nv_tileaa.return
  }
  // A kernel without products.
  // CHECK-LABEL: nv_tileaa.func @none
  // CHECK-SAME: nv_tileas.num_warps = 4 : i32
  nv_tileaa.func @none() attributes {kernel} {
    nv_tileaa.return
  }
}

// -----
// The entry's num_worker_warps_per_cta hint for the module's target (else
// its default one) decides, over the accumulator rule; num-threads over
// both. A hint the layouts cannot use is ignored.
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @hinted
  // CHECK-SAME: nv_tileas.num_warps = 16 : i32
  // FIXED-LABEL: nv_tileaa.func @hinted
  // FIXED-SAME: nv_tileas.num_warps = 2 : i32
  nv_tileaa.func @hinted() attributes {kernel, optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 2}, sm_90 = {num_worker_warps_per_cta = 16}>} {
    nv_tileaa.return
  }
  // CHECK-LABEL: nv_tileaa.func @by_default
  // CHECK-SAME: nv_tileas.num_warps = 2 : i32
  nv_tileaa.func @by_default(%a: tensor<128x32xf16>, %b: tensor<32x256xf16>) attributes {kernel, optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 2}, sm_100 = {num_worker_warps_per_cta = 8}>} {
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %r = nv_tileaa.dot %a, %b, %zero : tensor<128x32xf16>, tensor<32x256xf16>, tensor<128x256xf32>
    nv_tileaa.return
  }
  // CHECK-LABEL: nv_tileaa.func @unusable
  // CHECK-SAME: nv_tileas.num_warps = 4 : i32
  nv_tileaa.func @unusable() attributes {kernel, optimization_hints = #cuda_tile.optimization_hints<sm_90 = {num_worker_warps_per_cta = 64}>} {
    nv_tileaa.return
  }
}

// -----
// Kernels with products plan registers for 1 resident CTA per SM at least
// (nv_tileas.min_ctas_per_sm, PTX .minnctapersm), so that ptxas does not
// spill to fit CTAs their shared memory keeps out anyway; the entry's
// occupancy hint for the target (else its default one) decides where
// given, products or not; other kernels leave it to ptxas.

module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // OCC-LABEL: nv_tileaa.func @product
  // OCC-SAME: nv_tileas.min_ctas_per_sm = 1 : i32
  nv_tileaa.func @product(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>) attributes {kernel} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %r = nv_tileaa.dot %a, %b, %zero : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    nv_tileaa.return
  }
  // OCC-LABEL: nv_tileaa.func @occupancy_hint
  // OCC-SAME: nv_tileas.min_ctas_per_sm = 3 : i32
  nv_tileaa.func @occupancy_hint(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>) attributes {kernel, optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2}, sm_90 = {occupancy = 3}>} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %r = nv_tileaa.dot %a, %b, %zero : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    nv_tileaa.return
  }
  // OCC-LABEL: nv_tileaa.func @default_occupancy
  // OCC-SAME: nv_tileas.min_ctas_per_sm = 2 : i32
  nv_tileaa.func @default_occupancy() attributes {kernel, optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2}>} {
    nv_tileaa.return
  }
  // OCC-LABEL: nv_tileaa.func @streaming
  // OCC-NOT: min_ctas_per_sm
  // OCC: nv_tileaa.return
  nv_tileaa.func @streaming() attributes {kernel} {
    nv_tileaa.return
  }
}

// -----
// Without wgmma (sm_80: mma.sync), 128 accumulator registers per thread
// over 4 warps keep 4.
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @mma_sync
  // CHECK-SAME: nv_tileas.num_warps = 4 : i32
  nv_tileaa.func @mma_sync(%a: tensor<128x32xf16>, %b: tensor<32x128xf16>) attributes {kernel} {
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %r = nv_tileaa.dot %a, %b, %zero : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32>
    nv_tileaa.return
  }
}
