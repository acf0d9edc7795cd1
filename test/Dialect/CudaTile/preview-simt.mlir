// RUN: tile-opt --no-implicit-module --preview=simt %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --preview=simt %s | tile-opt --no-implicit-module --preview=simt | FileCheck %s
// RUN: tile-opt --no-implicit-module --preview=simt -mlir-print-op-generic %s | tile-opt --no-implicit-module --preview=simt | FileCheck %s
// RUN: not tile-opt --no-implicit-module %s 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not tile-opt --no-implicit-module --preview=bogus %s 2>&1 | FileCheck %s --check-prefix=BOGUS

// 13.5's preview calls into SIMT libraries exist only under --preview=simt.

// OFF: preview-simt.mlir:[[@LINE+8]]:3: error: 'cuda_tile.preview$extern_impl' op is a preview operation of Tile IR 13.5 and requires --preview=simt
// BOGUS: Cannot find option named 'bogus'

// CHECK: cuda_tile.module @m {
// CHECK-NEXT: preview$extern_impl @fft(tile<256xf32>, tile<i32>) -> tile<256xf32> = "cufftdx_fft_256_f32"
// CHECK-NEXT: preview$extern_impl @pair(tile<4xf32>) -> (tile<4xf32>, tile<4xi32>) = "pair_impl"
// CHECK-NEXT: preview$extern_impl @sink(tile<4xf32>) = "sink_impl"
cuda_tile.module @m {
  preview$extern_impl @fft(tile<256xf32>, tile<i32>) -> tile<256xf32> = "cufftdx_fft_256_f32"
  preview$extern_impl @pair(tile<4xf32>) -> (tile<4xf32>, tile<4xi32>) = "pair_impl"
  preview$extern_impl @sink(tile<4xf32>) = "sink_impl"
  // CHECK-LABEL: entry @k()
  entry @k() {
    %x = constant <f32: 1.0> : tile<256xf32>
    %n = constant <i32: 1> : tile<i32>
    // CHECK: %{{.*}} = preview$call @fft(%{{.*}}, %{{.*}}) : (tile<256xf32>, tile<i32>) -> tile<256xf32>
    %y = preview$call @fft(%x, %n) : (tile<256xf32>, tile<i32>) -> tile<256xf32>
    %s = constant <f32: 2.0> : tile<4xf32>
    // CHECK: %{{.*}}:2 = preview$call @pair(%{{.*}}) : (tile<4xf32>) -> (tile<4xf32>, tile<4xi32>)
    %a, %b = preview$call @pair(%s) : (tile<4xf32>) -> (tile<4xf32>, tile<4xi32>)
    // CHECK: preview$call @sink(%{{.*}}) : (tile<4xf32>)
    preview$call @sink(%a) : (tile<4xf32>)
    return
  }
}
