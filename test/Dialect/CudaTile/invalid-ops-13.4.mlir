// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Every verifier rule and type constraint of the operations Tile IR 13.4
// added: one failing example each, with the exact diagnostic.

// fpowi's base is a floating-point tile.
cuda_tile.module @m {
  entry @k() {
    %i = constant <i32: 2> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.fpowi' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = fpowi %i, %i : tile<4xi32>, tile<4xi32>
  }
}

// -----

// fpowi's exponent is an i1, i8, i16 or i32 tile: not i64.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 2.0> : tile<4xf32>
    %n = constant <i64: 2> : tile<4xi64>
    // expected-error @+1 {{'cuda_tile.fpowi' op operand #1 must be tile of i1 or i8 or i16 or i32 values, but got '!cuda_tile.tile<4xi64>'}}
    %0 = fpowi %x, %n : tile<4xf32>, tile<4xi64>
  }
}

// -----

// ... and not a float.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 2.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.fpowi' op operand #1 must be tile of i1 or i8 or i16 or i32 values, but got '!cuda_tile.tile<4xf32>'}}
    %0 = fpowi %x, %x : tile<4xf32>, tile<4xf32>
  }
}

// -----

// fpowi's base types outside the f16/bf16/f32/f64 set.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f8E4M3FN: 2.0> : tile<4xf8E4M3FN>
    %n = constant <i32: 2> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.fpowi' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf8E4M3FN>'}}
    %0 = fpowi %x, %n : tile<4xf8E4M3FN>, tile<4xi32>
  }
}

// -----

// fpowi's base and exponent have one shape.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 2.0> : tile<4xf32>
    %n = constant <i32: 2> : tile<8xi32>
    // expected-error @+1 {{'cuda_tile.fpowi' op failed to verify that all of {source, exponent} have same shape}}
    %0 = fpowi %x, %n : tile<4xf32>, tile<8xi32>
  }
}

// -----

// fpowi's result has the base's type (generic form: it is inferred in the
// custom one).
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 2.0> : tile<4xf32>
    %n = constant <i32: 2> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.fpowi' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.fpowi"(%x, %n) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf64>
  }
}

// -----

// fpowf takes two tiles of one floating-point type, as pow.
cuda_tile.module @m {
  entry @k() {
    %i = constant <i32: 2> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.fpowf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xi32>'}}
    %0 = fpowf %i, %i : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 2.0> : tile<4xf32>
    %y = constant <f64: 2.0> : tile<4xf64>
    // expected-error @+1 {{'cuda_tile.fpowf' op failed to verify that all of {result, source, exponent} have same type}}
    %0 = "cuda_tile.fpowf"(%x, %y) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf64>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

// insert: the source shape divides the destination shape evenly. Tile
// extents are powers of two, so that is: no source extent is larger.
cuda_tile.module @m {
  entry @k() {
    %dst = constant <f32: 0.0> : tile<8xf32>
    %src = constant <f32: 1.0> : tile<16xf32>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{'cuda_tile.insert' op destination dimension 0 size (8) must be evenly divisible by source dimension 0 size (16)}}
    %0 = insert %src into %dst[%c0] : tile<16xf32> -> tile<8xf32>
  }
}

// -----

// ... in every dimension.
cuda_tile.module @m {
  entry @k() {
    %dst = constant <f32: 0.0> : tile<8x4xf32>
    %src = constant <f32: 1.0> : tile<4x8xf32>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{'cuda_tile.insert' op destination dimension 1 size (4) must be evenly divisible by source dimension 1 size (8)}}
    %0 = insert %src into %dst[%c0, %c0] : tile<4x8xf32> -> tile<8x4xf32>
  }
}

// -----

// insert: one index per dimension.
cuda_tile.module @m {
  entry @k() {
    %dst = constant <f32: 0.0> : tile<8x8xf32>
    %src = constant <f32: 1.0> : tile<4x4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{'cuda_tile.insert' op expected 2 indices, but got 1}}
    %0 = insert %src into %dst[%c0] : tile<4x4xf32> -> tile<8x8xf32>
  }
}

// -----

// insert: the indices are 0-d i32 tiles.
cuda_tile.module @m {
  entry @k() {
    %dst = constant <f32: 0.0> : tile<8xf32>
    %src = constant <f32: 1.0> : tile<4xf32>
    %c0 = constant <i64: 0> : tile<i64>
    // expected-error @+1 {{'cuda_tile.insert' op operand #2 must be variadic of 0D tile of i32 values, but got '!cuda_tile.tile<i64>'}}
    %0 = "cuda_tile.insert"(%src, %dst, %c0) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<8xf32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<8xf32>
  }
}

// -----

// insert: source and destination have one rank ...
cuda_tile.module @m {
  entry @k() {
    %dst = constant <f32: 0.0> : tile<8x8xf32>
    %src = constant <f32: 1.0> : tile<4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{'cuda_tile.insert' op failed to verify that all of {source, destination} have same rank}}
    %0 = "cuda_tile.insert"(%src, %dst, %c0, %c0) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<8x8xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8x8xf32>
  }
}

// -----

// ... and one element type.
cuda_tile.module @m {
  entry @k() {
    %dst = constant <f32: 0.0> : tile<8xf32>
    %src = constant <f16: 1.0> : tile<4xf16>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{'cuda_tile.insert' op failed to verify that all of {source, destination} have same element type}}
    %0 = "cuda_tile.insert"(%src, %dst, %c0) : (!cuda_tile.tile<4xf16>, !cuda_tile.tile<8xf32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8xf32>
  }
}

// -----

// insert: the result has the destination's type.
cuda_tile.module @m {
  entry @k() {
    %dst = constant <f32: 0.0> : tile<8xf32>
    %src = constant <f32: 1.0> : tile<4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{'cuda_tile.insert' op failed to verify that all of {destination, result} have same type}}
    %0 = "cuda_tile.insert"(%src, %dst, %c0) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<8xf32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

// insert works on tiles, not views or tokens.
cuda_tile.module @m {
  entry @k() {
    %t = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{'cuda_tile.insert' op operand #0 must be tile, but got '!cuda_tile.token'}}
    %0 = "cuda_tile.insert"(%t, %t, %c0) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<i32>) -> !cuda_tile.token
  }
}

// -----

// gdc_wait_tko's optional operand is a token.
cuda_tile.module @m {
  entry @k() {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{'cuda_tile.gdc_wait_tko' op operand #0 must be cuda tile token type, but got '!cuda_tile.tile<i32>'}}
    %0 = "cuda_tile.gdc_wait_tko"(%c0) : (!cuda_tile.tile<i32>) -> !cuda_tile.token
  }
}

// -----

// ... and so is its result.
cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.gdc_launch_dependents_tko' op result #0 must be cuda tile token type, but got '!cuda_tile.tile<i32>'}}
    %0 = "cuda_tile.gdc_launch_dependents_tko"() : () -> !cuda_tile.tile<i32>
  }
}

// -----

// gdc_launch_dependents_tko takes at most one token.
cuda_tile.module @m {
  entry @k() {
    %t = make_token : token
    // expected-error @+1 {{'cuda_tile.gdc_launch_dependents_tko' op operand group starting at #0 requires 0 or 1 element, but found 2}}
    %0 = "cuda_tile.gdc_launch_dependents_tko"(%t, %t) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token
  }
}

// -----

// memory_fence_alias_tko's token is required.
cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.memory_fence_alias_tko' op requires a single operand}}
    %0 = "cuda_tile.memory_fence_alias_tko"() : () -> !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{expected 'token'}}
    %0 = memory_fence_alias_tko -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{'cuda_tile.memory_fence_alias_tko' op operand #0 must be cuda tile token type, but got '!cuda_tile.tile<i32>'}}
    %0 = "cuda_tile.memory_fence_alias_tko"(%c0) : (!cuda_tile.tile<i32>) -> !cuda_tile.token
  }
}

// -----

// ftoi's `saturating` (13.4) comes after the rounding mode, once.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = ftoi %a signed saturating saturating : tile<f32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = ftoi %a signed saturating rounding<nearest_int_to_zero> : tile<f32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{invalid properties {saturating = true, signedness = #cuda_tile.signedness<signed>} for op cuda_tile.ftoi: Invalid attribute `saturating` in property conversion: true}}
    %0 = "cuda_tile.ftoi"(%a) <{saturating = true, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<i32>
  }
}
