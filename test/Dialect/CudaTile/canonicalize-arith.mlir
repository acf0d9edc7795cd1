// RUN: tile-opt --no-implicit-module %s --canonicalize --split-input-file | FileCheck %s

// The folds of the floating-point, integer, bitwise and conversion ops: every
// fold has a case where it applies and a case where it must not, and the
// arithmetic that is left alone has a case showing so. Results feed
// print_tko so that they stay alive.
//
// addf, subf, mulf and divf are not folded at all, neither on constants nor
// with neutral operands: a product may still be contracted with the sum it
// feeds (one rounding), f16/bf16 directed rounding is emulated in f32, and
// the hardware's NaN results are canonical NaNs.

// Constants in every rounding mode, with and without flush_to_zero, and in
// every float type stay unevaluated.
// CHECK-LABEL: entry @float_arith_constants(
// CHECK-COUNT-4: addf
// CHECK-COUNT-2: subf
// CHECK-COUNT-3: mulf
// CHECK-COUNT-3: divf
// CHECK: print_tko
cuda_tile.module @m {
  entry @float_arith_constants() {
    %a = constant <f32: [1.0, 2.0, -3.0, 4.0]> : tile<4xf32>
    %b = constant <f32: 0.5> : tile<4xf32>
    %h = constant <f16: 1.0> : tile<f16>
    %bf = constant <bf16: 256.0> : tile<bf16>
    %d = constant <f64: 1.0> : tile<f64>
    %0 = addf %a, %b : tile<4xf32>
    %1 = addf %a, %b rounding<zero> flush_to_zero : tile<4xf32>
    %2 = addf %bf, %bf rounding<positive_inf> : tile<bf16>
    %3 = addf %d, %d rounding<negative_inf> : tile<f64>
    %4 = subf %a, %b : tile<4xf32>
    %5 = subf %h, %h rounding<zero> : tile<f16>
    %6 = mulf %a, %b : tile<4xf32>
    %7 = mulf %h, %h : tile<f16>
    %8 = mulf %bf, %bf rounding<negative_inf> : tile<bf16>
    %9 = divf %a, %b : tile<4xf32>
    %10 = divf %a, %b rounding<approx> : tile<4xf32>
    %11 = divf %d, %d rounding<positive_inf> : tile<f64>
    %tok = print_tko "%f %f %f %f %f %f %f %f %f %f %f %f", %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tile<4xf32>, tile<4xf32>, tile<bf16>, tile<f64>, tile<4xf32>, tile<f16>, tile<4xf32>, tile<f16>, tile<bf16>, tile<4xf32>, tile<4xf32>, tile<f64> -> token
  }
}

// -----

// x + -0.0, x - 0.0, x * 1.0 and x / 1.0 stay: for a NaN x the hardware
// returns the canonical NaN, not x.
// CHECK-LABEL: entry @float_arith_identities(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK-DAG: %[[NZ:.+]] = constant <f32: -0.000000e+00> : tile<f32>
// CHECK-DAG: %[[PZ:.+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK-DAG: %[[ONE:.+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: %[[R0:.+]] = addf %[[X]], %[[NZ]] : tile<f32>
// CHECK: %[[R1:.+]] = subf %[[X]], %[[PZ]] : tile<f32>
// CHECK: %[[R2:.+]] = mulf %[[X]], %[[ONE]] : tile<f32>
// CHECK: %[[R3:.+]] = divf %[[X]], %[[ONE]] : tile<f32>
// CHECK: print_tko "{{[^"]*}}", %[[R0]], %[[R1]], %[[R2]], %[[R3]] :
cuda_tile.module @m {
  entry @float_arith_identities(%x: tile<f32>) {
    %nz = constant <f32: -0.0> : tile<f32>
    %pz = constant <f32: 0.0> : tile<f32>
    %one = constant <f32: 1.0> : tile<f32>
    %0 = addf %x, %nz : tile<f32>
    %1 = subf %x, %pz : tile<f32>
    %2 = mulf %x, %one : tile<f32>
    %3 = divf %x, %one : tile<f32>
    %tok = print_tko "%f %f %f %f", %0, %1, %2, %3 : tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// A product of constants stays, so that it can still be contracted with the
// sum it feeds: mulf moves to the left of addf and nothing is evaluated.
// CHECK-LABEL: entry @mulf_addf_constants(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK: %[[M:.+]] = mulf %{{.+}}, %{{.+}} : tile<f32>
// CHECK: %[[S:.+]] = addf %[[M]], %[[X]] : tile<f32>
// CHECK: print_tko "{{[^"]*}}", %[[S]] :
cuda_tile.module @m {
  entry @mulf_addf_constants(%x: tile<f32>) {
    %a = constant <f32: 3.0> : tile<f32>
    %b = constant <f32: 0.1> : tile<f32>
    %m = mulf %a, %b : tile<f32>
    %s = addf %x, %m : tile<f32>
    %tok = print_tko "%f", %s : tile<f32> -> token
  }
}

// -----

// A mulf operand of addf moves to the left, keeping the modifiers.
// CHECK-LABEL: entry @addf_mulf_left(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>, %[[Y:arg[0-9]+]]: tile<f32>
// CHECK: %[[M:.+]] = mulf %[[X]], %[[Y]] : tile<f32>
// CHECK: %[[R0:.+]] = addf %[[M]], %[[X]] rounding<zero> flush_to_zero : tile<f32>
// CHECK: %[[R1:.+]] = addf %[[M]], %[[X]] : tile<f32>
// CHECK: %[[R2:.+]] = addf %[[M]], %[[M]] : tile<f32>
// CHECK: %[[R3:.+]] = addf %[[X]], %[[Y]] : tile<f32>
// CHECK: print_tko "{{[^"]*}}", %[[R0]], %[[R1]], %[[R2]], %[[R3]] :
cuda_tile.module @m {
  entry @addf_mulf_left(%x: tile<f32>, %y: tile<f32>) {
    %m = mulf %x, %y : tile<f32>
    %0 = addf %x, %m rounding<zero> flush_to_zero : tile<f32>
    %1 = addf %m, %x : tile<f32>
    %2 = addf %m, %m : tile<f32>
    %3 = addf %x, %y : tile<f32>
    %tok = print_tko "%f %f %f %f", %0, %1, %2, %3 : tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// negf(negf(x)) == x; a single negf stays. Constants flip their sign bit,
// except NaNs, whose result is the hardware's.
// CHECK-LABEL: entry @negf(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK-DAG: %[[C:.+]] = constant <f32: [-1.000000e+00, 2.000000e+00, -0.000000e+00, 0.000000e+00]> : tile<4xf32>
// CHECK-DAG: %[[NAN:.+]] = constant <f32: 0x7FC00001> : tile<f32>
// CHECK: %[[N:.+]] = negf %[[X]] : tile<f32>
// CHECK: %[[NN:.+]] = negf %[[NAN]] : tile<f32>
// CHECK-NOT: negf
// CHECK: print_tko "{{[^"]*}}", %[[C]], %[[N]], %[[X]], %[[NN]] :
cuda_tile.module @m {
  entry @negf(%x: tile<f32>) {
    %c = constant <f32: [1.0, -2.0, 0.0, -0.0]> : tile<4xf32>
    %nan = constant <f32: 0x7FC00001> : tile<f32>
    %0 = negf %c : tile<4xf32>
    %1 = negf %x : tile<f32>
    %2 = negf %1 : tile<f32>
    %3 = negf %nan : tile<f32>
    %tok = print_tko "%f %f %f %f", %0, %1, %2, %3 : tile<4xf32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// absf is idempotent; constants other than NaN fold.
// CHECK-LABEL: entry @absf(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK-DAG: %[[C:.+]] = constant <f32: [1.500000e+00, 2.000000e+00, 0.000000e+00, 0.000000e+00]> : tile<4xf32>
// CHECK-DAG: %[[NAN:.+]] = constant <f32: [0xFFC00000, -1.000000e+00]> : tile<2xf32>
// CHECK: %[[A:.+]] = absf %[[X]] : tile<f32>
// CHECK: %[[AN:.+]] = absf %[[NAN]] : tile<2xf32>
// CHECK-NOT: absf
// CHECK: print_tko "{{[^"]*}}", %[[C]], %[[A]], %[[A]], %[[AN]] :
cuda_tile.module @m {
  entry @absf(%x: tile<f32>) {
    %c = constant <f32: [-1.5, 2.0, -0.0, 0.0]> : tile<4xf32>
    %nan = constant <f32: [0xFFC00000, -1.0]> : tile<2xf32>
    %0 = absf %c : tile<4xf32>
    %1 = absf %x : tile<f32>
    %2 = absf %1 : tile<f32>
    %3 = absf %nan : tile<2xf32>
    %tok = print_tko "%f %f %f %f", %0, %1, %2, %3 : tile<4xf32>, tile<f32>, tile<f32>, tile<2xf32> -> token
  }
}

// -----

// Ops without folders stay, even on constants.
// CHECK-LABEL: entry @no_fold_math(
// CHECK: sqrt
// CHECK: remf
// CHECK: maxf
cuda_tile.module @m {
  entry @no_fold_math() {
    %c = constant <f32: 4.0> : tile<f32>
    %0 = sqrt %c : tile<f32>
    %1 = remf %c, %c : tile<f32>
    %2 = maxf %c, %c : tile<f32>
    %tok = print_tko "%f %f %f", %0, %1, %2 : tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// Integer, bitwise and comparison ops are not evaluated, neither on
// constants nor with neutral or absorbing operands, as in NVIDIA's
// canonicalizer.
// CHECK-LABEL: entry @integer_constants(
// CHECK-COUNT-15: = {{(addi|subi|muli|shli|shri|divi|remi|maxi|mini|absi|negi|andi|ori|xori|cmpi) }}
// CHECK: print_tko
cuda_tile.module @m {
  entry @integer_constants() {
    %a = constant <i32: 7> : tile<i32>
    %b = constant <i32: 2> : tile<i32>
    %0 = addi %a, %b : tile<i32>
    %1 = subi %a, %b : tile<i32>
    %2 = muli %a, %b : tile<i32>
    %3 = shli %a, %b : tile<i32>
    %4 = shri %a, %b signed : tile<i32>
    %5 = divi %a, %b signed : tile<i32>
    %6 = remi %a, %b unsigned : tile<i32>
    %7 = maxi %a, %b signed : tile<i32>
    %8 = mini %a, %b unsigned : tile<i32>
    %9 = absi %a : tile<i32>
    %10 = negi %a : tile<i32>
    %11 = andi %a, %b : tile<i32>
    %12 = ori %a, %b : tile<i32>
    %13 = xori %a, %b : tile<i32>
    %14 = cmpi less_than %a, %b, signed : tile<i32> -> tile<i1>
    %tok = print_tko "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d", %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i1> -> token
  }
}

// -----

// x + 0, x - x, x * 1, x * 0, x & x, x | 0, x ^ x, x / 1 and x >> 0 stay.
// CHECK-LABEL: entry @integer_identities(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[Z:.+]] = constant <i32: 0> : tile<i32>
// CHECK-DAG: %[[ONE:.+]] = constant <i32: 1> : tile<i32>
// CHECK: addi %[[X]], %[[Z]] : tile<i32>
// CHECK: subi %[[X]], %[[X]] : tile<i32>
// CHECK: muli %[[X]], %[[ONE]] : tile<i32>
// CHECK: muli %[[X]], %[[Z]] : tile<i32>
// CHECK: andi %[[X]], %[[X]] : tile<i32>
// CHECK: ori %[[X]], %[[Z]] : tile<i32>
// CHECK: xori %[[X]], %[[X]] : tile<i32>
// CHECK: divi %[[X]], %[[ONE]] signed : tile<i32>
// CHECK: shri %[[X]], %[[Z]] unsigned : tile<i32>
cuda_tile.module @m {
  entry @integer_identities(%x: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %0 = addi %x, %z : tile<i32>
    %1 = subi %x, %x : tile<i32>
    %2 = muli %x, %one : tile<i32>
    %3 = muli %x, %z : tile<i32>
    %4 = andi %x, %x : tile<i32>
    %5 = ori %x, %z : tile<i32>
    %6 = xori %x, %x : tile<i32>
    %7 = divi %x, %one signed : tile<i32>
    %8 = shri %x, %z unsigned : tile<i32>
    %tok = print_tko "%d %d %d %d %d %d %d %d %d", %0, %1, %2, %3, %4, %5, %6, %7, %8 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// signed sign-extends, unsigned zero-extends.
// CHECK-LABEL: entry @exti(
// CHECK-DAG: %[[S:.+]] = constant <i32: -1> : tile<i32>
// CHECK-DAG: %[[U:.+]] = constant <i32: 255> : tile<i32>
// CHECK-DAG: %[[QS:.+]] = constant <i16: [-3, 7]> : tile<2xi16>
// CHECK-DAG: %[[QU:.+]] = constant <i16: [13, 7]> : tile<2xi16>
// CHECK-DAG: %[[TS:.+]] = constant <i64: -1> : tile<i64>
// CHECK-DAG: %[[TU:.+]] = constant <i64: 1> : tile<i64>
// CHECK-NOT: exti
// CHECK: print_tko "{{[^"]*}}", %[[S]], %[[U]], %[[QS]], %[[QU]], %[[TS]], %[[TU]] :
cuda_tile.module @m {
  entry @exti() {
    %a = constant <i8: -1> : tile<i8>
    %q = constant <i4: [-3, 7]> : tile<2xi4>
    %t = constant <i1: true> : tile<i1>
    %0 = exti %a signed : tile<i8> -> tile<i32>
    %1 = exti %a unsigned : tile<i8> -> tile<i32>
    %2 = exti %q signed : tile<2xi4> -> tile<2xi16>
    %3 = exti %q unsigned : tile<2xi4> -> tile<2xi16>
    %4 = exti %t signed : tile<i1> -> tile<i64>
    %5 = exti %t unsigned : tile<i1> -> tile<i64>
    %tok = print_tko "%d %d %d %d %d %d", %0, %1, %2, %3, %4, %5 : tile<i32>, tile<i32>, tile<2xi16>, tile<2xi16>, tile<i64>, tile<i64> -> token
  }
}

// -----

// trunci keeps the low bits; with an overflow flag it does not fold.
// CHECK-LABEL: entry @trunci(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i64>
// CHECK-DAG: %[[A:.+]] = constant <i32: [300, -1]> : tile<2xi32>
// CHECK-DAG: %[[B8:.+]] = constant <i8: [44, -1]> : tile<2xi8>
// CHECK-DAG: %[[B4:.+]] = constant <i4: [-4, -1]> : tile<2xi4>
// CHECK: %[[R2:.+]] = trunci %[[A]] overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi16>
// CHECK: %[[R3:.+]] = trunci %[[X]] : tile<i64> -> tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[B8]], %[[B4]], %[[R2]], %[[R3]] :
cuda_tile.module @m {
  entry @trunci(%x: tile<i64>) {
    %a = constant <i32: [300, -1]> : tile<2xi32>
    %0 = trunci %a : tile<2xi32> -> tile<2xi8>
    %1 = trunci %a : tile<2xi32> -> tile<2xi4>
    %2 = trunci %a overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi16>
    %3 = trunci %x : tile<i64> -> tile<i32>
    %tok = print_tko "%d %d %d %d", %0, %1, %2, %3 : tile<2xi8>, tile<2xi4>, tile<2xi16>, tile<i32> -> token
  }
}

// -----

// Constants are reinterpreted; a round trip through another type folds
// away, a chain to a third type stays.
// CHECK-LABEL: entry @bitcast(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>, %[[H:arg[0-9]+]]: tile<i16>
// CHECK-DAG: %[[BITS:.+]] = constant <i32: [1065353216, -1073741824]> : tile<2xi32>
// CHECK-DAG: %[[ONE:.+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: %[[R3:.+]] = bitcast %[[X]] : tile<i32> -> tile<f32>
// CHECK: %[[R5:.+]] = bitcast %[[H]] : tile<i16> -> tile<f16>
// CHECK: %[[R6:.+]] = bitcast %[[R5]] : tile<f16> -> tile<bf16>
// CHECK: print_tko "{{[^"]*}}", %[[BITS]], %[[ONE]], %[[X]], %[[R3]], %[[X]], %[[R6]] :
cuda_tile.module @m {
  entry @bitcast(%x: tile<i32>, %h: tile<i16>) {
    %f = constant <f32: [1.0, -2.0]> : tile<2xf32>
    %i = constant <i32: 1065353216> : tile<i32>
    %0 = bitcast %f : tile<2xf32> -> tile<2xi32>
    %1 = bitcast %i : tile<i32> -> tile<f32>
    %2 = bitcast %x : tile<i32> -> tile<i32>
    %3 = bitcast %x : tile<i32> -> tile<f32>
    %4 = bitcast %3 : tile<f32> -> tile<i32>
    %5 = bitcast %h : tile<i16> -> tile<f16>
    %6 = bitcast %5 : tile<f16> -> tile<bf16>
    %tok = print_tko "%d %f %d %f %d %f", %0, %1, %2, %3, %4, %6 : tile<2xi32>, tile<f32>, tile<i32>, tile<f32>, tile<i32>, tile<bf16> -> token
  }
}

// -----

// ptr_to_ptr to the same type, or back to the original type, folds away.
// CHECK-LABEL: entry @ptr_to_ptr(
// CHECK-SAME: %[[P:arg[0-9]+]]: tile<ptr<f32>>
// CHECK: %[[Q:.+]] = ptr_to_ptr %[[P]] : tile<ptr<f32>> -> tile<ptr<i32>>
// CHECK: %[[R:.+]] = ptr_to_ptr %[[Q]] : tile<ptr<i32>> -> tile<ptr<i8>>
// CHECK: %[[I0:.+]] = ptr_to_int %[[P]] : tile<ptr<f32>> -> tile<i64>
// CHECK: %[[I1:.+]] = ptr_to_int %[[P]] : tile<ptr<f32>> -> tile<i64>
// CHECK: %[[I2:.+]] = ptr_to_int %[[R]] : tile<ptr<i8>> -> tile<i64>
// CHECK: print_tko "{{[^"]*}}", %[[I0]], %[[I1]], %[[I2]] :
cuda_tile.module @m {
  entry @ptr_to_ptr(%p: tile<ptr<f32>>) {
    %0 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<ptr<f32>>
    %1 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<ptr<i32>>
    %2 = ptr_to_ptr %1 : tile<ptr<i32>> -> tile<ptr<f32>>
    %3 = ptr_to_ptr %1 : tile<ptr<i32>> -> tile<ptr<i8>>
    %4 = ptr_to_int %0 : tile<ptr<f32>> -> tile<i64>
    %5 = ptr_to_int %2 : tile<ptr<f32>> -> tile<i64>
    %6 = ptr_to_int %3 : tile<ptr<i8>> -> tile<i64>
    %tok = print_tko "%d %d %d", %4, %5, %6 : tile<i64>, tile<i64>, tile<i64> -> token
  }
}
