// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Every verifier rule and type constraint of the conversion ops: one failing
// example each, with the exact diagnostic.

// bitcast keeps the element width.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.bitcast' op types must be equal width, cannot convert '!cuda_tile.tile<i32>' of width 32 to type '!cuda_tile.tile<f16>' of width 16}}
    %0 = bitcast %i : tile<i32> -> tile<f16>
  }
}

// -----

// bitcast keeps the element width.
cuda_tile.module @m {
  entry @k() {
    %c = constant <i8: 1> : tile<4xi8>
    // expected-error @+1 {{'cuda_tile.bitcast' op types must be equal width, cannot convert '!cuda_tile.tile<4xi8>' of width 8 to type '!cuda_tile.tile<4xi16>' of width 16}}
    %0 = bitcast %c : tile<4xi8> -> tile<4xi16>
  }
}

// -----

// tf32 is a 19-bit type: it does not bitcast to i32.
cuda_tile.module @m {
  entry @k() {
    %t = constant <tf32: 1.0> : tile<4xtf32>
    // expected-error @+1 {{'cuda_tile.bitcast' op types must be equal width, cannot convert '!cuda_tile.tile<4xtf32>' of width 19 to type '!cuda_tile.tile<4xi32>' of width 32}}
    %0 = bitcast %t : tile<4xtf32> -> tile<4xi32>
  }
}

// -----

// i1 does not bitcast to i8.
cuda_tile.module @m {
  entry @k() {
    %b = constant <i1: true> : tile<4xi1>
    // expected-error @+1 {{'cuda_tile.bitcast' op types must be equal width, cannot convert '!cuda_tile.tile<4xi1>' of width 1 to type '!cuda_tile.tile<4xi8>' of width 8}}
    %0 = bitcast %b : tile<4xi1> -> tile<4xi8>
  }
}

// -----

// Pointers convert through ptr_to_int, not bitcast.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{'cuda_tile.bitcast' op operand #0 must be tile of numbers, but got '!cuda_tile.tile<ptr<f32>>'}}
    %0 = bitcast %p : tile<ptr<f32>> -> tile<i64>
  }
}

// -----

// Pointers convert through int_to_ptr, not bitcast.
cuda_tile.module @m {
  entry @k(%l: tile<i64>) {
    // expected-error @+1 {{'cuda_tile.bitcast' op result #0 must be tile of numbers, but got '!cuda_tile.tile<ptr<f32>>'}}
    %0 = bitcast %l : tile<i64> -> tile<ptr<f32>>
  }
}

// -----

// bitcast keeps the shape.
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.bitcast' op failed to verify that all of {source, result} have same shape}}
    %0 = bitcast %c : tile<4xi32> -> tile<2x2xf32>
  }
}

// -----

// exti must widen.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.exti' op extending to smaller or identical integer}}
    %0 = exti %i signed : tile<i32> -> tile<i16>
  }
}

// -----

// exti must widen strictly.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.exti' op extending to smaller or identical integer}}
    %0 = exti %i unsigned : tile<i32> -> tile<i32>
  }
}

// -----

// exti must widen, i4 included.
cuda_tile.module @m {
  entry @k() {
    %c = constant <i8: 1> : tile<4xi8>
    // expected-error @+1 {{'cuda_tile.exti' op extending to smaller or identical integer}}
    %0 = exti %c signed : tile<4xi8> -> tile<4xi4>
  }
}

// -----

// exti takes integers.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.exti' op operand #0 must be tile of i1 or i4 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = exti %a signed : tile<f32> -> tile<f64>
  }
}

// -----

// exti yields integers.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.exti' op result #0 must be tile of i1 or i4 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f64>'}}
    %0 = exti %i signed : tile<i32> -> tile<f64>
  }
}

// -----

// exti keeps the shape.
cuda_tile.module @m {
  entry @k() {
    %c = constant <i8: 1> : tile<4xi8>
    // expected-error @+1 {{'cuda_tile.exti' op failed to verify that all of {from, to} have same shape}}
    %0 = exti %c signed : tile<4xi8> -> tile<8xi32>
  }
}

// -----

// exti needs a signedness.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+2 {{custom op 'cuda_tile.exti' expected valid keyword}}
    // expected-error @+1 {{custom op 'cuda_tile.exti' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = exti %i : tile<i32> -> tile<i64>
  }
}

// -----

// exti has no overflow modifier.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = exti %i signed overflow<no_wrap> : tile<i32> -> tile<i64>
  }
}

// -----

// trunci must narrow.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.trunci' op truncating to larger or identical integer}}
    %0 = trunci %i : tile<i32> -> tile<i64>
  }
}

// -----

// trunci must narrow strictly.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.trunci' op truncating to larger or identical integer}}
    %0 = trunci %i overflow<no_wrap> : tile<i32> -> tile<i32>
  }
}

// -----

// trunci must narrow, i4 included.
cuda_tile.module @m {
  entry @k() {
    %q = constant <i4: 1> : tile<4xi4>
    // expected-error @+1 {{'cuda_tile.trunci' op truncating to larger or identical integer}}
    %0 = trunci %q : tile<4xi4> -> tile<4xi8>
  }
}

// -----

// trunci takes integers.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.trunci' op operand #0 must be tile of i1 or i4 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = trunci %a : tile<f32> -> tile<i16>
  }
}

// -----

// trunci yields integers.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.trunci' op result #0 must be tile of i1 or i4 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f16>'}}
    %0 = trunci %i : tile<i32> -> tile<f16>
  }
}

// -----

// trunci keeps the shape.
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.trunci' op failed to verify that all of {from, to} have same shape}}
    %0 = trunci %c : tile<4xi32> -> tile<i8>
  }
}

// -----

// trunci has no signedness.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = trunci %i signed : tile<i32> -> tile<i8>
  }
}

// -----

// ftof must change the type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op converting tiles must not be a no-op}}
    %0 = ftof %a : tile<f32> -> tile<f32>
  }
}

// -----

// ftof rounds to nearest even only (except to f8E8M0FNU).
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %0 = ftof %a rounding<zero> : tile<f32> -> tile<f16>
  }
}

// -----

// ftof rounds to nearest even only (except to f8E8M0FNU).
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %0 = ftof %a rounding<positive_inf> : tile<f32> -> tile<bf16>
  }
}

// -----

// ftof rounds to nearest even only (except to f8E8M0FNU).
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %0 = "cuda_tile.ftof"(%a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f16>
  }
}

// -----

// ftof has no approx mode.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.ftof' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = ftof %a rounding<approx> : tile<f32> -> tile<f16>
  }
}

// -----

// ftof takes floats.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.tile<i32>'}}
    %0 = ftof %i : tile<i32> -> tile<f32>
  }
}

// -----

// ftof yields floats.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op result #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.tile<i32>'}}
    %0 = ftof %a : tile<f32> -> tile<i32>
  }
}

// -----

// ftof keeps the shape.
cuda_tile.module @m {
  entry @k() {
    %c = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.ftof' op failed to verify that all of {from, to} have same shape}}
    %0 = ftof %c : tile<4xf32> -> tile<2xf16>
  }
}

// -----

// ftof has no flush_to_zero.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = ftof %a flush_to_zero : tile<f32> -> tile<f16>
  }
}

// -----

// ftoi rounds toward zero only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.ftoi' expected rounding mode to be one of: 'nearest_int_to_zero', got: 'nearest_even'}}
    %0 = ftoi %a signed rounding<nearest_even> : tile<f32> -> tile<i32>
  }
}

// -----

// ftoi rounds toward zero only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.ftoi' expected rounding mode to be one of: 'nearest_int_to_zero', got: 'zero'}}
    %0 = ftoi %a unsigned rounding<zero> : tile<f32> -> tile<i32>
  }
}

// -----

// ftoi rounds toward zero only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ftoi' op invalid rounding mode specified. Only 'nearest_int_to_zero' is supported}}
    %0 = "cuda_tile.ftoi"(%a) <{rounding_mode = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<i32>
  }
}

// -----

// ftoi has no approx mode.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.ftoi' expected rounding mode to be one of: 'nearest_int_to_zero', got: 'approx'}}
    %0 = ftoi %a signed rounding<approx> : tile<f32> -> tile<i32>
  }
}

// -----

// ftoi needs a signedness.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+2 {{custom op 'cuda_tile.ftoi' expected valid keyword}}
    // expected-error @+1 {{custom op 'cuda_tile.ftoi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = ftoi %a : tile<f32> -> tile<i32>
  }
}

// -----

// ftoi takes floats.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.ftoi' op operand #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.tile<i32>'}}
    %0 = ftoi %i signed : tile<i32> -> tile<i64>
  }
}

// -----

// ftoi yields integers.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ftoi' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f16>'}}
    %0 = ftoi %a signed : tile<f32> -> tile<f16>
  }
}

// -----

// ftoi yields no i4.
cuda_tile.module @m {
  entry @k() {
    %c = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.ftoi' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xi4>'}}
    %0 = ftoi %c signed : tile<4xf32> -> tile<4xi4>
  }
}

// -----

// ftoi keeps the shape.
cuda_tile.module @m {
  entry @k() {
    %c = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.ftoi' op failed to verify that all of {from, to} have same shape}}
    %0 = ftoi %c signed : tile<4xf32> -> tile<1x4xi32>
  }
}

// -----

// itof rounds to nearest even only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.itof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %0 = itof %i signed rounding<zero> : tile<i32> -> tile<f32>
  }
}

// -----

// itof rounds to nearest even only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.itof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %0 = itof %i unsigned rounding<negative_inf> : tile<i32> -> tile<f16>
  }
}

// -----

// itof rounds to nearest even only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.itof' op invalid rounding mode specified. Only 'nearest_even' is supported}}
    %0 = "cuda_tile.itof"(%i) <{rounding_mode = #cuda_tile.rounding<full>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// itof has no approx mode.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{custom op 'cuda_tile.itof' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = itof %i signed rounding<approx> : tile<i32> -> tile<f32>
  }
}

// -----

// itof needs a signedness.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+2 {{custom op 'cuda_tile.itof' expected valid keyword}}
    // expected-error @+1 {{custom op 'cuda_tile.itof' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = itof %i : tile<i32> -> tile<f32>
  }
}

// -----

// itof takes integers.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.itof' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = itof %a signed : tile<f32> -> tile<f64>
  }
}

// -----

// itof yields floats.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.itof' op result #0 must be tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.tile<i64>'}}
    %0 = itof %i signed : tile<i32> -> tile<i64>
  }
}

// -----

// itof keeps the shape.
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.itof' op failed to verify that all of {from, to} have same shape}}
    %0 = itof %c signed : tile<4xi32> -> tile<f32>
  }
}

// -----

// int_to_ptr takes i64.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.int_to_ptr' op operand #0 must be tile of i64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = int_to_ptr %i : tile<i32> -> tile<ptr<f32>>
  }
}

// -----

// int_to_ptr yields pointers.
cuda_tile.module @m {
  entry @k(%l: tile<i64>) {
    // expected-error @+1 {{'cuda_tile.int_to_ptr' op result #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
    %0 = int_to_ptr %l : tile<i64> -> tile<i64>
  }
}

// -----

// int_to_ptr keeps the shape.
cuda_tile.module @m {
  entry @k() {
    %c = constant <i64: 1> : tile<4xi64>
    // expected-error @+1 {{'cuda_tile.int_to_ptr' op failed to verify that all of {source, result} have same shape}}
    %0 = int_to_ptr %c : tile<4xi64> -> tile<2xptr<f32>>
  }
}

// -----

// ptr_to_int yields i64.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{'cuda_tile.ptr_to_int' op result #0 must be tile of i64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = ptr_to_int %p : tile<ptr<f32>> -> tile<i32>
  }
}

// -----

// ptr_to_int takes pointers.
cuda_tile.module @m {
  entry @k(%l: tile<i64>) {
    // expected-error @+1 {{'cuda_tile.ptr_to_int' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
    %0 = ptr_to_int %l : tile<i64> -> tile<i64>
  }
}

// -----

// ptr_to_int keeps the shape.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{'cuda_tile.ptr_to_int' op failed to verify that all of {source, result} have same shape}}
    %0 = ptr_to_int %p : tile<ptr<f32>> -> tile<1xi64>
  }
}

// -----

// ptr_to_ptr takes pointers.
cuda_tile.module @m {
  entry @k(%l: tile<i64>) {
    // expected-error @+1 {{'cuda_tile.ptr_to_ptr' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
    %0 = ptr_to_ptr %l : tile<i64> -> tile<ptr<f32>>
  }
}

// -----

// ptr_to_ptr yields pointers.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{'cuda_tile.ptr_to_ptr' op result #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
    %0 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<i64>
  }
}

// -----

// ptr_to_ptr keeps the shape.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{'cuda_tile.ptr_to_ptr' op failed to verify that all of {source, result} have same shape}}
    %0 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<1xptr<i8>>
  }
}

// -----

// A conversion to the e8m0 scale type rounds toward zero or up, never to
// nearest (the default).
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported}}
    %0 = ftof %a : tile<f32> -> tile<f8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ftof' op invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported}}
    %0 = ftof %a rounding<negative_inf> : tile<f32> -> tile<f8E8M0FNU>
  }
}

// -----

// itof cannot make e8m0 scales directly.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.itof' op integer to f8E8M0FNU conversion is not supported, please first convert to another float type}}
    %0 = itof %i signed : tile<i32> -> tile<f8E8M0FNU>
  }
}

// -----

// f4E2M1FN tiles hold an even number of elements (two to a byte).
cuda_tile.module @m {
  entry @k(%a: tile<2xf32>) {
    // expected-error @+1 {{F4E2M1FN tiles must have an even number of elements}}
    %0 = ftof %a : tile<2xf32> -> tile<f4E2M1FN>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{F4E2M1FN tiles must have an even number of elements}}
    %0 = constant <f32: 1.0> : tile<3x5xf4E2M1FN>
  }
}
