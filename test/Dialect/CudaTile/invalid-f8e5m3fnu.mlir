// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Misuses of f8E5M3FNU (13.4), each with its diagnostic.

// The spelling is exact.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{unknown type: f8e5m3fnu}}
    %e = ftof %x : tile<4xf32> -> tile<4xf8e5m3fnu>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{unknown type: f8E5M3FN}}
    %e = ftof %x : tile<4xf32> -> tile<4xf8E5M3FN>
  }
}

// -----

// A storage and scale format: no arithmetic.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<4xf32>
    %e = ftof %x : tile<4xf32> -> tile<4xf8E5M3FNU>
    // expected-error @below {{'cuda_tile.addf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<4xf8E5M3FNU>'}}
    %s = addf %e, %e rounding<nearest_even> : tile<4xf8E5M3FNU>
  }
}

// -----

// Not an mmaf_scaled operand type ...
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<2x32xf32>
    %y = constant <f32: 1.0> : tile<32x2xf32>
    %lhs = ftof %x : tile<2x32xf32> -> tile<2x32xf8E5M3FNU>
    %rhs = ftof %y : tile<32x2xf32> -> tile<32x2xf8E5M3FNU>
    %acc = constant <f32: 0.0> : tile<2x2xf32>
    %s = constant <f8E8M0FNU: 1.0> : tile<2x1xf8E8M0FNU>
    %t = constant <f8E8M0FNU: 1.0> : tile<1x2xf8E8M0FNU>
    // expected-error @below {{'cuda_tile.mmaf_scaled' op operand #0 must be mmaf_scaled operand tile type of f8E4M3FN or f8E5M2 or f4E2M1FN values, but got '!cuda_tile.tile<2x32xf8E5M3FNU>'}}
    %r = mmaf_scaled %lhs, %rhs, %acc, %s, %t : tile<2x32xf8E5M3FNU>, tile<32x2xf8E5M3FNU>, tile<2x2xf32>, tile<2x1xf8E8M0FNU>, tile<1x2xf8E8M0FNU>
  }
}

// -----

// ... it scales f4E2M1FN only ...
cuda_tile.module @m {
  entry @k() {
    %lhs = constant <f8E4M3FN: 1.0> : tile<2x32xf8E4M3FN>
    %rhs = constant <f8E4M3FN: 1.0> : tile<32x2xf8E4M3FN>
    %acc = constant <f32: 0.0> : tile<2x2xf32>
    %x = constant <f32: 1.0> : tile<2x1xf32>
    %y = constant <f32: 1.0> : tile<1x2xf32>
    %s = ftof %x : tile<2x1xf32> -> tile<2x1xf8E5M3FNU>
    %t = ftof %y : tile<1x2xf32> -> tile<1x2xf8E5M3FNU>
    // expected-error @below {{'cuda_tile.mmaf_scaled' op unsupported combination of element types. Scale type '!cuda_tile.f8E5M3FNU' expects lhs and rhs element types to be 'f4E2M1FN', but got 'f8E4M3FN'}}
    %r = mmaf_scaled %lhs, %rhs, %acc, %s, %t : tile<2x32xf8E4M3FN>, tile<32x2xf8E4M3FN>, tile<2x2xf32>, tile<2x1xf8E5M3FNU>, tile<1x2xf8E5M3FNU>
  }
}

// -----

// ... in blocks of 16 or 32.
cuda_tile.module @m {
  entry @k() {
    %lhs = constant <f4E2M1FN: 1.0> : tile<2x64xf4E2M1FN>
    %rhs = constant <f4E2M1FN: 1.0> : tile<64x2xf4E2M1FN>
    %acc = constant <f32: 0.0> : tile<2x2xf32>
    %x = constant <f32: 1.0> : tile<2x1xf32>
    %y = constant <f32: 1.0> : tile<1x2xf32>
    %s = ftof %x : tile<2x1xf32> -> tile<2x1xf8E5M3FNU>
    %t = ftof %y : tile<1x2xf32> -> tile<1x2xf8E5M3FNU>
    // expected-error @below {{'cuda_tile.mmaf_scaled' op shape error: f4E2M1FN element type with f8E5M3FNU scales requires block scale factor of lhs_scale and rhs_scale to be 16 or 32, but got 64}}
    %r = mmaf_scaled %lhs, %rhs, %acc, %s, %t : tile<2x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<2x2xf32>, tile<2x1xf8E5M3FNU>, tile<1x2xf8E5M3FNU>
  }
}

// -----

// Integers reach it through another float.
cuda_tile.module @m {
  entry @k() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @below {{'cuda_tile.itof' op integer to f8E5M3FNU conversion is not supported, please first convert to another float type}}
    %e = itof %i signed : tile<4xi32> -> tile<4xf8E5M3FNU>
  }
}

// -----

// Conversions to it round to nearest even, as to the other formats.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %e = ftof %x rounding<zero> : tile<4xf32> -> tile<4xf8E5M3FNU>
  }
}

// -----

// It has no constants (NVIDIA lists none for it, and MLIR's dense
// attributes cannot hold a type that is not builtin).
cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.f8E5M3FNU'}}
    %e = constant <f8E5M3FNU: 1.0> : tile<4xf8E5M3FNU>
  }
}
