// The testing$ extension (tile-opt built with TILEIR_ENABLE_TESTING): a
// function that returns values, and the bytecode evolution ops, round-trip
// through text.

// RUN: tile-opt --no-implicit-module %s --split-input-file | FileCheck %s
// RUN: tile-opt --no-implicit-module %s --split-input-file | tile-opt --no-implicit-module --split-input-file | FileCheck %s

// CHECK-LABEL: cuda_tile.module @funcs
cuda_tile.module @funcs {
  // CHECK: testing$func @add(%[[A:.*]]: tile<4xf32>, %[[B:.*]]: tile<4xf32>) -> tile<4xf32> {
  // CHECK-NEXT: %[[S:.*]] = addf %[[A]], %[[B]] : tile<4xf32>
  // CHECK-NEXT: return %[[S]] : tile<4xf32>
  testing$func @add(%a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %s = addf %a, %b : tile<4xf32>
    return %s : tile<4xf32>
  }
  // Several results take parentheses.
  // CHECK: testing$func @two(%{{.*}}: tile<i32>) -> (tile<i32>, tile<i32>) {
  testing$func @two(%a: tile<i32>) -> (tile<i32>, tile<i32>) {
    return %a, %a : tile<i32>, tile<i32>
  }
  // No results: the `return` may be left out.
  // CHECK: testing$func @none() {
  // CHECK-NEXT: return
  testing$func @none() {
  }
}

// -----

// CHECK-LABEL: cuda_tile.module @evolution
cuda_tile.module @evolution {
  entry @k() {
    // CHECK: testing$bytecode_test_new_attribute{{$}}
    testing$bytecode_test_new_attribute
    // CHECK: testing$bytecode_test_new_attribute new_flag new_param = 7
    testing$bytecode_test_new_attribute new_flag new_param = 7
    %t = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %tok = make_token : token
    // The op's own attributes print without their prefix.
    // CHECK: testing$bytecode_test_evolution(%{{.*}} : !cuda_tile.tile<2xf32>) new_attr = 3 token = %{{.*}} : token priority = <high> test_attr = <5> -> token
    %r = testing$bytecode_test_evolution(%t : !cuda_tile.tile<2xf32>) new_attr = 3 token = %tok : token priority = #cuda_tile.testing$bytecode_test_priority<high> test_attr = #cuda_tile.testing$bytecode_test_value<5> -> token
  }
}

// -----

// The evolved type prints with the parameters it was given; `$` keeps its
// mnemonic out of MLIR's short `!dialect.name` form.
// CHECK-LABEL: cuda_tile.module @types
cuda_tile.module @types {
  // CHECK: testing$func @f(%{{.*}}: !cuda_tile<testing$bytecode_test_evolved<f32>>, %{{.*}}: !cuda_tile<testing$bytecode_test_evolved<f16, i64>>)
  testing$func @f(%a: !cuda_tile.testing$bytecode_test_evolved<f32>, %b: !cuda_tile.testing$bytecode_test_evolved<f16, i64>) {
  }
}
