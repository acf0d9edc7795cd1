// NVIDIA's test bytecode version 250.0 (builds with TILEIR_ENABLE_TESTING)
// predates some fields of the testing$ ops: they are dropped while unused
// or at their defaults, read back with the defaults, and refused otherwise
// (NVIDIA's wording). A dropped result takes no value number. The releases
// have no testing$ ops at all.
// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip -bytecode-version=250.0 %s | FileCheck %s
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=250.0 %s -o %t.bc
// RUN: od -An -tx1 -j8 -N4 %t.bc | FileCheck %s --check-prefix=HEADER
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=250.0 -split-input-file -verify-diagnostics %S/Inputs/test-version-250.0-errors.mlir -o /dev/null
// RUN: not tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=RELEASE

// HEADER: fa 00 00 00
// RELEASE: error: operation 'cuda_tile.testing$bytecode_test_new_attribute' is not available in bytecode version 13.3

// CHECK-LABEL: entry @attributes
// CHECK-NEXT: testing$bytecode_test_new_attribute{{$}}
// CHECK-NEXT: testing$bytecode_test_new_attribute{{$}}
// CHECK-LABEL: entry @evolution
// CHECK: %[[IN:.*]] = constant
// CHECK-NEXT: %{{.*}} = testing$bytecode_test_evolution(%[[IN]] : !cuda_tile.tile<2xf32>) -> token
// CHECK-NEXT: %{{.*}} = testing$bytecode_test_evolution(%[[IN]] : !cuda_tile.tile<2xf32>) priority = <normal> -> token
// CHECK-NEXT: %[[A:.*]] = addf %[[IN]], %[[IN]]
// CHECK-NEXT: testing$bytecode_test_evolution(%[[A]] : !cuda_tile.tile<2xf32>) -> token
cuda_tile.module @m {
  entry @attributes() {
    testing$bytecode_test_new_attribute
    testing$bytecode_test_new_attribute new_param = 42
    return
  }
  entry @evolution() {
    %in = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %0 = testing$bytecode_test_evolution(%in : !cuda_tile.tile<2xf32>) -> token
    %1 = testing$bytecode_test_evolution(%in : !cuda_tile.tile<2xf32>) priority = #cuda_tile.testing$bytecode_test_priority<normal> -> token
    %a = addf %in, %in : tile<2xf32>
    %2 = testing$bytecode_test_evolution(%a : !cuda_tile.tile<2xf32>) -> token
    return
  }
}
