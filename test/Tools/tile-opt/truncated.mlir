// A file that ends in the middle of an op reports where it stopped.
// RUN: head -c 120 %s > %t.mlir
// RUN: not tile-opt --no-implicit-module %t.mlir 2>&1 | FileCheck %s
// CHECK: error:
// CHECK-NOT: Stack dump
cuda_tile.module @m {
  entry @k(%a: tile<4xf32>) {
    %0 = addf %a, %a : tile<4xf32>
  }
}
