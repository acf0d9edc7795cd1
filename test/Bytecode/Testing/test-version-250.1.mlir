// NVIDIA's test bytecode version 250.1 (builds with TILEIR_ENABLE_TESTING)
// carries every field of the testing$ ops; the fields they gained after
// 250.0 round-trip.
// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip -bytecode-version=250.1 %s | FileCheck %s
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=250.1 %s -o %t.bc
// RUN: od -An -tx1 -j8 -N4 %t.bc | FileCheck %s --check-prefix=HEADER
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | FileCheck %s

// HEADER: fa 01 00 00

// CHECK-LABEL: entry @attributes
// CHECK-NEXT: testing$bytecode_test_new_attribute new_flag new_param = 123{{$}}
// CHECK-NEXT: testing$bytecode_test_new_attribute{{$}}
// CHECK-LABEL: entry @evolution
// CHECK: %[[IN:.*]] = constant
// CHECK-NEXT: %[[T:.*]] = make_token
// CHECK-NEXT: %[[R:.*]] = testing$bytecode_test_evolution(%[[IN]] : !cuda_tile.tile<2xf32>) new_attr = 5 token = %[[T]] : token priority = <high> test_attr = <-3> -> token
// CHECK-NEXT: %[[S:.*]] = testing$bytecode_test_evolution(%[[IN]] : !cuda_tile.tile<2xf32>) -> token
// CHECK-NEXT: join_tokens %[[R]], %[[S]]
cuda_tile.module @m {
  entry @attributes() {
    testing$bytecode_test_new_attribute new_flag new_param = 123
    testing$bytecode_test_new_attribute
    return
  }
  entry @evolution() {
    %in = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %t = make_token : token
    %r = testing$bytecode_test_evolution(%in : !cuda_tile.tile<2xf32>) new_attr = 5 token = %t : token priority = #cuda_tile.testing$bytecode_test_priority<high> test_attr = #cuda_tile.testing$bytecode_test_value<-3> -> token
    %s = testing$bytecode_test_evolution(%in : !cuda_tile.tile<2xf32>) -> token
    %j = join_tokens %r, %s : token
    return
  }
}
