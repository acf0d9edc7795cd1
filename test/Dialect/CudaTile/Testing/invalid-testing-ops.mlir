// Verifier rules of the testing$ extension's function: its `return` must
// match the declared results.

// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>, %b: tile<f32>) -> tile<i32> {
    // expected-error @+1 {{type of return operand 0 ('!cuda_tile.tile<f32>') doesn't match function result type ('!cuda_tile.tile<i32>') in function @f}}
    return %b : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) -> tile<i32> {
    // expected-error @+1 {{'cuda_tile.return' op has 0 operands, but enclosing function (@f) returns 1}}
    return
  }
}

// -----

// Leaving out the `return` of a function with results is the same mistake.
cuda_tile.module @m {
  // expected-error @+1 {{'cuda_tile.return' op has 0 operands, but enclosing function (@f) returns 1}}
  testing$func @f(%a: tile<i32>) -> tile<i32> {
  }
}
