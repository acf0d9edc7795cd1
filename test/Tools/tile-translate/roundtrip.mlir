// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip %s | FileCheck %s
// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip -bytecode-version=13.1 %s | FileCheck %s
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.2 %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | FileCheck %s
// RUN: tile-opt --no-implicit-module %t.bc | FileCheck %s
// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip -bytecode-version=13.4 %s | FileCheck %s
// RUN: not tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=12.0 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADVERSION
// BADVERSION: Invalid argument '12.0': the supported versions are [13.1 - 13.5]

// The module name is not stored in bytecode: readers call it @kernels.
// CHECK: cuda_tile.module @kernels {
cuda_tile.module @example {
  // CHECK: global @g <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  // CHECK: entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
    // CHECK: constant <i1: [true, false, true, true]> : tile<4xi1>
    %m = constant <i1: [true, false, true, true]> : tile<4xi1>
    // CHECK: assume bounded<0, ?>
    %a = assume bounded<0, ?>, %n : tile<i32>
    // CHECK: for
    %r = for %i in (%a to %n, step %a) : tile<i32> iter_values(%acc = %a) -> (tile<i32>) {
      %s = addi %acc, %i : tile<i32>
      continue %s : tile<i32>
    }
    return
  }
}
