// RUN: tile-opt %s --convert-tileaa-to-tileas | FileCheck %s
// RUN: tile-opt %s --convert-tileaa-to-tileas --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s --check-prefix=LLVM
// A kernel's nv_tileas.num_warps (tileas-assign-warps) decides its CTA:
// its tiles are spread over that many warps, whatever the passes'
// num-threads, and the lowered kernel declares that many threads.

// CHECK-DAG: #[[W8:.*]] = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// CHECK-DAG: #[[W4:.*]] = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @eight
  // LLVM-LABEL: llvm.func @eight
  // LLVM-SAME: nvvm.reqntid = array<i32: 256, 1, 1>
  nv_tileaa.func @eight(%x: f32) attributes {kernel, nv_tileas.num_warps = 8 : i32} {
    // CHECK: nv_tileaa.splat %{{.*}} : tensor<1024xf32, #[[W8]]>
    %s = nv_tileaa.splat %x : tensor<1024xf32>
    nv_tileaa.return
  }
  // CHECK-LABEL: nv_tileaa.func @default
  // LLVM-LABEL: llvm.func @default
  // LLVM-SAME: nvvm.reqntid = array<i32: 128, 1, 1>
  nv_tileaa.func @default(%x: f32) attributes {kernel} {
    // CHECK: nv_tileaa.splat %{{.*}} : tensor<1024xf32, #[[W4]]>
    %s = nv_tileaa.splat %x : tensor<1024xf32>
    nv_tileaa.return
  }
}
