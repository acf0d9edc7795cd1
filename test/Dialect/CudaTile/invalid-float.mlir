// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Every verifier rule and type constraint of the floating-point ops: one failing
// example each, with the exact diagnostic.

// addf takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.addf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = addf %i, %i : tile<i32>
  }
}

// -----

// subf takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.subf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = subf %i, %i : tile<i32>
  }
}

// -----

// mulf takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.mulf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = mulf %i, %i : tile<i32>
  }
}

// -----

// divf takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.divf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = divf %i, %i : tile<i32>
  }
}

// -----

// remf takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.remf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = remf %i, %i : tile<i32>
  }
}

// -----

// pow takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.pow' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = pow %i, %i : tile<i32>
  }
}

// -----

// atan2 takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.atan2' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = atan2 %i, %i : tile<i32>
  }
}

// -----

// maxf takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.maxf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = maxf %i, %i : tile<i32>
  }
}

// -----

// minf takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.minf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = minf %i, %i : tile<i32>
  }
}

// -----

// fma takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.fma' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = fma %i, %i, %i : tile<i32>
  }
}

// -----

// absf takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.absf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = absf %i : tile<i32>
  }
}

// -----

// negf takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.negf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = negf %i : tile<i32>
  }
}

// -----

// ceil takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.ceil' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = ceil %i : tile<i32>
  }
}

// -----

// floor takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.floor' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = floor %i : tile<i32>
  }
}

// -----

// cos takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.cos' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = cos %i : tile<i32>
  }
}

// -----

// cosh takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.cosh' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = cosh %i : tile<i32>
  }
}

// -----

// sin takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.sin' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = sin %i : tile<i32>
  }
}

// -----

// sinh takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.sinh' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = sinh %i : tile<i32>
  }
}

// -----

// tan takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.tan' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = tan %i : tile<i32>
  }
}

// -----

// tanh takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.tanh' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = tanh %i : tile<i32>
  }
}

// -----

// exp takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.exp' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = exp %i : tile<i32>
  }
}

// -----

// exp2 takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.exp2' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = exp2 %i : tile<i32>
  }
}

// -----

// log takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.log' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = log %i : tile<i32>
  }
}

// -----

// log2 takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.log2' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = log2 %i : tile<i32>
  }
}

// -----

// sqrt takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.sqrt' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = sqrt %i : tile<i32>
  }
}

// -----

// rsqrt takes floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.rsqrt' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = rsqrt %i : tile<i32>
  }
}

// -----

// The arithmetic float ops take f16, bf16, f32 and f64 only: no tf32.
cuda_tile.module @m {
  entry @k() {
    %t = constant <tf32: 1.0> : tile<tf32>
    // expected-error @+1 {{'cuda_tile.addf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<tf32>'}}
    %0 = addf %t, %t : tile<tf32>
  }
}

// -----

// No fp8 either.
cuda_tile.module @m {
  entry @k() {
    %e = constant <f8E4M3FN: 1.0> : tile<f8E4M3FN>
    // expected-error @+1 {{'cuda_tile.mulf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<f8E4M3FN>'}}
    %0 = mulf %e, %e : tile<f8E4M3FN>
  }
}

// -----

// No fp8 for math ops.
cuda_tile.module @m {
  entry @k() {
    %e = constant <f8E5M2: 1.0> : tile<f8E5M2>
    // expected-error @+1 {{'cuda_tile.exp' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<f8E5M2>'}}
    %0 = exp %e : tile<f8E5M2>
  }
}

// -----

// cmpf compares floating-point tiles only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.cmpf' op operand #0 must be tile of f16 or bf16 or f32 or f64 values, but got '!cuda_tile.tile<i32>'}}
    %0 = cmpf equal ordered %i, %i : tile<i32> -> tile<i1>
  }
}

// -----

// Operands of addf have one type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>, %h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.addf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.addf"(%a, %h) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
  }
}

// -----

// The result of mulf has the operand type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.mulf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.mulf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f64>
  }
}

// -----

// Operands of fma have one type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>, %h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
    %0 = "cuda_tile.fma"(%a, %a, %h) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
  }
}

// -----

// Operands of maxf have one type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>, %d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.maxf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.maxf"(%a, %d) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f64>) -> !cuda_tile.tile<f32>
  }
}

// -----

// Operands of pow have one type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>, %h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.pow' op failed to verify that all of {result, source, exponent} have same type}}
    %0 = "cuda_tile.pow"(%a, %h) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
  }
}

// -----

// Operands of remf have one type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>, %h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.remf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.remf"(%h, %a) : (!cuda_tile.tile<f16>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f16>
  }
}

// -----

// Operands of atan2 have one type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>, %h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.atan2' op failed to verify that all of {x, y, result} have same type}}
    %0 = "cuda_tile.atan2"(%a, %h) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
  }
}

// -----

// Shapes must match too.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<4xf32>
    %y = constant <f32: 1.0> : tile<2x2xf32>
    // expected-error @+1 {{'cuda_tile.subf' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.subf"(%x, %y) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<2x2xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

// negf keeps its type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.negf' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.negf"(%a) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f16>
  }
}

// -----

// sqrt keeps its type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.sqrt' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.sqrt"(%a) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f64>
  }
}

// -----

// Operands of cmpf have one type.
cuda_tile.module @m {
  entry @k(%a: tile<f32>, %h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.cmpf' op failed to verify that all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpf"(%a, %h) <{comparison_ordering = #cuda_tile.comparison_ordering<ordered>, comparison_predicate = #cuda_tile.comparison_predicate<equal>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<i1>
  }
}

// -----

// cmpf yields i1.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.cmpf' op result #0 must be tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    %0 = cmpf equal ordered %a, %a : tile<f32> -> tile<i32>
  }
}

// -----

// cmpf yields a tile of the operand shape.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.cmpf' op failed to verify that Result type has i1 element type and same shape as operands}}
    %0 = cmpf equal ordered %x, %x : tile<4xf32> -> tile<2xi1>
  }
}

// -----

// Unknown predicate.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.cmpf' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpf less ordered %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

// Unknown ordering.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.cmpf' expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}}}
    %0 = cmpf less_than sometimes %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

// The ordering is required.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+2 {{custom op 'cuda_tile.cmpf' expected valid keyword}}
    // expected-error @+1 {{custom op 'cuda_tile.cmpf' expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}}}
    %0 = cmpf less_than %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

// addf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.addf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = addf %h, %h flush_to_zero : tile<f16>
  }
}

// -----

// addf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.addf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = addf %bf, %bf flush_to_zero : tile<bf16>
  }
}

// -----

// addf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.addf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = addf %d, %d flush_to_zero : tile<f64>
  }
}

// -----

// subf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.subf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = subf %h, %h flush_to_zero : tile<f16>
  }
}

// -----

// subf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.subf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = subf %bf, %bf flush_to_zero : tile<bf16>
  }
}

// -----

// subf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.subf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = subf %d, %d flush_to_zero : tile<f64>
  }
}

// -----

// mulf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.mulf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = mulf %h, %h flush_to_zero : tile<f16>
  }
}

// -----

// mulf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.mulf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = mulf %bf, %bf flush_to_zero : tile<bf16>
  }
}

// -----

// mulf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.mulf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = mulf %d, %d flush_to_zero : tile<f64>
  }
}

// -----

// divf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = divf %h, %h flush_to_zero : tile<f16>
  }
}

// -----

// divf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = divf %bf, %bf flush_to_zero : tile<bf16>
  }
}

// -----

// divf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = divf %d, %d flush_to_zero : tile<f64>
  }
}

// -----

// fma flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.fma' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = fma %d, %d, %d flush_to_zero : tile<f64>
  }
}

// -----

// fma flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.fma' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = fma %h, %h, %h flush_to_zero : tile<f16>
  }
}

// -----

// maxf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.maxf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = maxf %h, %h flush_to_zero : tile<f16>
  }
}

// -----

// maxf flush_to_zero is f32 only, in either modifier order.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.maxf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = maxf %d, %d propagate_nan flush_to_zero : tile<f64>
  }
}

// -----

// minf flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.minf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = minf %h, %h flush_to_zero : tile<f16>
  }
}

// -----

// minf flush_to_zero is f32 only, in either modifier order.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.minf' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = minf %d, %d propagate_nan flush_to_zero : tile<f64>
  }
}

// -----

// exp2 flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.exp2' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = exp2 %bf flush_to_zero : tile<bf16>
  }
}

// -----

// exp2 flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.exp2' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = exp2 %d flush_to_zero : tile<f64>
  }
}

// -----

// rsqrt flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.rsqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = rsqrt %bf flush_to_zero : tile<bf16>
  }
}

// -----

// rsqrt flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.rsqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = rsqrt %d flush_to_zero : tile<f64>
  }
}

// -----

// sqrt flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.sqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = sqrt %bf flush_to_zero : tile<bf16>
  }
}

// -----

// sqrt flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.sqrt' op flush_to_zero modifier only supported for f32 data type, but got: 'f64'}}
    %0 = sqrt %d flush_to_zero : tile<f64>
  }
}

// -----

// addf has no approximate modes.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.addf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = addf %a, %a rounding<approx> : tile<f32>
  }
}

// -----

// subf has no approximate modes.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.subf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = subf %a, %a rounding<approx> : tile<f32>
  }
}

// -----

// mulf has no approximate modes.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.mulf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = mulf %a, %a rounding<approx> : tile<f32>
  }
}

// -----

// addf has no full mode.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.addf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'full'}}
    %0 = addf %a, %a rounding<full> : tile<f32>
  }
}

// -----

// fma has no approximate mode.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.fma' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = fma %a, %a, %a rounding<approx> : tile<f32>
  }
}

// -----

// sqrt has no full mode.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.sqrt' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx]}}
    %0 = sqrt %a rounding<full> : tile<f32>
  }
}

// -----

// nearest_int_to_zero is for ftoi only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.divf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx, full]}}
    %0 = divf %a, %a rounding<nearest_int_to_zero> : tile<f32>
  }
}

// -----

// exp knows approx and full only; the verifier says so (the parser reads any mode).
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.exp' op invalid rounding mode specified, expect one of [approx, full]}}
    %0 = exp %a rounding<zero> : tile<f32>
  }
}

// -----

// tanh knows approx and full only; the verifier says so (the parser reads any mode).
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.tanh' op invalid rounding mode specified, expect one of [approx, full]}}
    %0 = tanh %a rounding<nearest_even> : tile<f32>
  }
}

// -----

// Unknown rounding keyword.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.addf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'up'}}
    %0 = addf %a, %a rounding<up> : tile<f32>
  }
}

// -----

// Unknown rounding keyword.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.divf' expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', 'full'}}
    %0 = divf %a, %a rounding<fast> : tile<f32>
  }
}

// -----

// addf takes the IEEE modes only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.addf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.addf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// subf takes the IEEE modes only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.subf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.subf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// mulf takes the IEEE modes only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.mulf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.mulf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// addf takes the IEEE modes only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.addf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.addf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// fma takes the IEEE modes only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.fma' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf]}}
    %0 = "cuda_tile.fma"(%a, %a, %a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// divf has no nearest_int_to_zero.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.divf' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx, full]}}
    %0 = "cuda_tile.divf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// sqrt has no full mode.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.sqrt' op invalid rounding mode specified, expect one of [nearest_even, zero, negative_inf, positive_inf, approx]}}
    %0 = "cuda_tile.sqrt"(%a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// The same rule in the generic form.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.exp' op invalid rounding mode specified, expect one of [approx, full]}}
    %0 = "cuda_tile.exp"(%a) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// The same rule in the generic form.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.tanh' op invalid rounding mode specified, expect one of [approx, full]}}
    %0 = "cuda_tile.tanh"(%a) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// divf rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.divf' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %0 = divf %h, %h rounding<approx> : tile<f16>
  }
}

// -----

// divf rounding<full> is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.divf' op full modifier only supported for f32 data type, but got: 'f16'}}
    %0 = divf %h, %h rounding<full> : tile<f16>
  }
}

// -----

// sqrt rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %0 = sqrt %h rounding<approx> : tile<f16>
  }
}

// -----

// exp rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.exp' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %0 = exp %h rounding<approx> : tile<f16>
  }
}

// -----

// tanh rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'f16'}}
    %0 = tanh %h rounding<approx> : tile<f16>
  }
}

// -----

// divf rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.divf' op approx modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = divf %bf, %bf rounding<approx> : tile<bf16>
  }
}

// -----

// divf rounding<full> is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.divf' op full modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = divf %bf, %bf rounding<full> : tile<bf16>
  }
}

// -----

// sqrt rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = sqrt %bf rounding<approx> : tile<bf16>
  }
}

// -----

// exp rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.exp' op approx modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = exp %bf rounding<approx> : tile<bf16>
  }
}

// -----

// tanh rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'bf16'}}
    %0 = tanh %bf rounding<approx> : tile<bf16>
  }
}

// -----

// divf rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.divf' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = divf %d, %d rounding<approx> : tile<f64>
  }
}

// -----

// divf rounding<full> is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.divf' op full modifier only supported for f32 data type, but got: 'f64'}}
    %0 = divf %d, %d rounding<full> : tile<f64>
  }
}

// -----

// sqrt rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.sqrt' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = sqrt %d rounding<approx> : tile<f64>
  }
}

// -----

// exp rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.exp' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = exp %d rounding<approx> : tile<f64>
  }
}

// -----

// tanh rounding<approx> is f32 only.
cuda_tile.module @m {
  entry @k(%d: tile<f64>) {
    // expected-error @+1 {{'cuda_tile.tanh' op approx modifier only supported for f32 data type, but got: 'f64'}}
    %0 = tanh %d rounding<approx> : tile<f64>
  }
}

// -----

// flush_to_zero is checked before approx.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.divf' op flush_to_zero modifier only supported for f32 data type, but got: 'f16'}}
    %0 = divf %h, %h rounding<approx> flush_to_zero : tile<f16>
  }
}

// -----

// fma rounding<zero> is f32/f64 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.fma' op rounding<zero> modifier only supported for f32 and f64 data types, but got: 'f16'}}
    %0 = fma %h, %h, %h rounding<zero> : tile<f16>
  }
}

// -----

// fma rounding<zero> is f32/f64 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.fma' op rounding<zero> modifier only supported for f32 and f64 data types, but got: 'bf16'}}
    %0 = fma %bf, %bf, %bf rounding<zero> : tile<bf16>
  }
}

// -----

// fma rounding<negative_inf> is f32/f64 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.fma' op rounding<negative_inf> modifier only supported for f32 and f64 data types, but got: 'f16'}}
    %0 = fma %h, %h, %h rounding<negative_inf> : tile<f16>
  }
}

// -----

// fma rounding<negative_inf> is f32/f64 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.fma' op rounding<negative_inf> modifier only supported for f32 and f64 data types, but got: 'bf16'}}
    %0 = fma %bf, %bf, %bf rounding<negative_inf> : tile<bf16>
  }
}

// -----

// fma rounding<positive_inf> is f32/f64 only.
cuda_tile.module @m {
  entry @k(%h: tile<f16>) {
    // expected-error @+1 {{'cuda_tile.fma' op rounding<positive_inf> modifier only supported for f32 and f64 data types, but got: 'f16'}}
    %0 = fma %h, %h, %h rounding<positive_inf> : tile<f16>
  }
}

// -----

// fma rounding<positive_inf> is f32/f64 only.
cuda_tile.module @m {
  entry @k(%bf: tile<bf16>) {
    // expected-error @+1 {{'cuda_tile.fma' op rounding<positive_inf> modifier only supported for f32 and f64 data types, but got: 'bf16'}}
    %0 = fma %bf, %bf, %bf rounding<positive_inf> : tile<bf16>
  }
}

// -----

// Each maxf modifier appears once.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.maxf' `propagate_nan` clause can appear at most once in the expansion of the oilist directive}}
    %0 = maxf %a, %a propagate_nan propagate_nan : tile<f32>
  }
}

// -----

// propagate_nan belongs to maxf/minf.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = addf %a, %a propagate_nan : tile<f32>
  }
}

// -----

// The rounding clause comes before flush_to_zero.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = addf %a, %a flush_to_zero rounding<zero> : tile<f32>
  }
}

// -----

// remf takes no modifiers.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = remf %a, %a rounding<zero> : tile<f32>
  }
}
