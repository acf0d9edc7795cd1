// RUN: tile-opt --no-implicit-module %s --canonicalize --split-input-file | FileCheck %s

// The folds of the floating-point, integer, bitwise and conversion ops: every
// fold has a case where it applies and a case where it must not. Results
// feed print_tko so that they stay alive.
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

// x + 0 == x; constants wrap around at the element width.
// CHECK-LABEL: entry @addi(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[ONE:.+]] = constant <i32: 1> : tile<i32>
// CHECK-DAG: %[[C:.+]] = constant <i8: [-128, -127, 6, 1]> : tile<4xi8>
// CHECK: %[[R3:.+]] = addi %[[X]], %[[ONE]] : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[C]], %[[R3]] :
cuda_tile.module @m {
  entry @addi(%x: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %a = constant <i8: [127, -128, 5, 0]> : tile<4xi8>
    %b = constant <i8: 1> : tile<4xi8>
    %0 = addi %x, %z : tile<i32>
    %1 = addi %z, %x overflow<no_signed_wrap> : tile<i32>
    %2 = addi %a, %b : tile<4xi8>
    %3 = addi %x, %one : tile<i32>
    %tok = print_tko "%d %d %d %d", %0, %1, %2, %3 : tile<i32>, tile<i32>, tile<4xi8>, tile<i32> -> token
  }
}

// -----

// x - 0 == x and x - x == 0; 0 - x and x - y stay.
// CHECK-LABEL: entry @subi(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>, %[[Y:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[Z:.+]] = constant <i32: 0> : tile<i32>
// CHECK-DAG: %[[M2:.+]] = constant <i32: -2> : tile<i32>
// CHECK: %[[R3:.+]] = subi %[[Z]], %[[X]] : tile<i32>
// CHECK: %[[R4:.+]] = subi %[[X]], %[[Y]] : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[Z]], %[[M2]], %[[R3]], %[[R4]] :
cuda_tile.module @m {
  entry @subi(%x: tile<i32>, %y: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %a = constant <i32: 3> : tile<i32>
    %b = constant <i32: 5> : tile<i32>
    %0 = subi %x, %z : tile<i32>
    %1 = subi %x, %x : tile<i32>
    %2 = subi %a, %b : tile<i32>
    %3 = subi %z, %x : tile<i32>
    %4 = subi %x, %y : tile<i32>
    %tok = print_tko "%d %d %d %d %d", %0, %1, %2, %3, %4 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// x * 1 == x, x * 0 == 0; 300 * 300 wraps to 24464 in i16.
// CHECK-LABEL: entry @muli(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[Z:.+]] = constant <i32: 0> : tile<i32>
// CHECK-DAG: %[[TWO:.+]] = constant <i32: 2> : tile<i32>
// CHECK-DAG: %[[C:.+]] = constant <i16: 24464> : tile<i16>
// CHECK: %[[R5:.+]] = muli %[[X]], %[[TWO]] : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[Z]], %[[Z]], %[[C]], %[[R5]] :
cuda_tile.module @m {
  entry @muli(%x: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %a = constant <i16: 300> : tile<i16>
    %0 = muli %x, %one : tile<i32>
    %1 = muli %one, %x : tile<i32>
    %2 = muli %x, %z overflow<no_wrap> : tile<i32>
    %3 = muli %z, %x : tile<i32>
    %4 = muli %a, %a : tile<i16>
    %5 = muli %x, %two : tile<i32>
    %tok = print_tko "%d %d %d %d %d %d", %0, %1, %2, %3, %4, %5 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i16>, tile<i32> -> token
  }
}

// -----

// In i1 the constant 1 is the all-ones value `true`.
// CHECK-LABEL: entry @muli_i1(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i1>
// CHECK-NOT: muli
// CHECK-NOT: divi
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]] :
cuda_tile.module @m {
  entry @muli_i1(%x: tile<i1>) {
    %t = constant <i1: true> : tile<i1>
    %0 = muli %x, %t : tile<i1>
    %1 = divi %x, %t unsigned : tile<i1>
    %tok = print_tko "%d %d", %0, %1 : tile<i1>, tile<i1> -> token
  }
}

// -----

// Shifting by the width or more is undefined and does not fold; the amount
// is unsigned, so -1 is 255.
// CHECK-LABEL: entry @shli(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[A:.+]] = constant <i32: 1> : tile<i32>
// CHECK-DAG: %[[S:.+]] = constant <i32: 3> : tile<i32>
// CHECK-DAG: %[[W:.+]] = constant <i32: 32> : tile<i32>
// CHECK-DAG: %[[B:.+]] = constant <i8: 64> : tile<i8>
// CHECK-DAG: %[[M8:.+]] = constant <i8: -1> : tile<i8>
// CHECK-DAG: %[[EIGHT:.+]] = constant <i32: 8> : tile<i32>
// CHECK-DAG: %[[MIN8:.+]] = constant <i8: -128> : tile<i8>
// CHECK: %[[R3:.+]] = shli %[[A]], %[[W]] : tile<i32>
// CHECK: %[[R4:.+]] = shli %[[B]], %[[M8]] : tile<i8>
// CHECK: %[[R5:.+]] = shli %[[X]], %[[S]] : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[EIGHT]], %[[MIN8]], %[[R3]], %[[R4]], %[[R5]] :
cuda_tile.module @m {
  entry @shli(%x: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %a = constant <i32: 1> : tile<i32>
    %s = constant <i32: 3> : tile<i32>
    %w = constant <i32: 32> : tile<i32>
    %b = constant <i8: 64> : tile<i8>
    %one8 = constant <i8: 1> : tile<i8>
    %m8 = constant <i8: -1> : tile<i8>
    %0 = shli %x, %z : tile<i32>
    %1 = shli %a, %s : tile<i32>
    %2 = shli %b, %one8 : tile<i8>
    %3 = shli %a, %w : tile<i32>
    %4 = shli %b, %m8 : tile<i8>
    %5 = shli %x, %s : tile<i32>
    %tok = print_tko "%d %d %d %d %d %d", %0, %1, %2, %3, %4, %5 : tile<i32>, tile<i32>, tile<i8>, tile<i32>, tile<i8>, tile<i32> -> token
  }
}

// -----

// signed is an arithmetic shift, unsigned a logical one.
// CHECK-LABEL: entry @shri(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[A:.+]] = constant <i32: -16> : tile<i32>
// CHECK-DAG: %[[W:.+]] = constant <i32: 40> : tile<i32>
// CHECK-DAG: %[[SRA:.+]] = constant <i32: -4> : tile<i32>
// CHECK-DAG: %[[SRL:.+]] = constant <i32: 1073741820> : tile<i32>
// CHECK: %[[R4:.+]] = shri %[[A]], %[[W]] unsigned : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[SRA]], %[[SRL]], %[[R4]] :
cuda_tile.module @m {
  entry @shri(%x: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %a = constant <i32: -16> : tile<i32>
    %s = constant <i32: 2> : tile<i32>
    %w = constant <i32: 40> : tile<i32>
    %0 = shri %x, %z signed : tile<i32>
    %1 = shri %x, %z unsigned : tile<i32>
    %2 = shri %a, %s signed : tile<i32>
    %3 = shri %a, %s unsigned : tile<i32>
    %4 = shri %a, %w unsigned : tile<i32>
    %tok = print_tko "%d %d %d %d %d", %0, %1, %2, %3, %4 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// zero truncates, negative_inf floors, positive_inf ceils; exact quotients
// are the same in every mode.
// CHECK-LABEL: entry @divi_rounding(
// CHECK-DAG: %[[P3:.+]] = constant <i32: 3> : tile<i32>
// CHECK-DAG: %[[M3:.+]] = constant <i32: -3> : tile<i32>
// CHECK-DAG: %[[M4:.+]] = constant <i32: -4> : tile<i32>
// CHECK-DAG: %[[P4:.+]] = constant <i32: 4> : tile<i32>
// CHECK-NOT: divi
// CHECK: print_tko "{{[^"]*}}", %[[P3]], %[[M3]], %[[M4]], %[[M3]], %[[M4]], %[[M3]], %[[P3]], %[[P4]], %[[P4]], %[[M4]] :
cuda_tile.module @m {
  entry @divi_rounding() {
    %p7 = constant <i32: 7> : tile<i32>
    %m7 = constant <i32: -7> : tile<i32>
    %p2 = constant <i32: 2> : tile<i32>
    %m2 = constant <i32: -2> : tile<i32>
    %m8 = constant <i32: -8> : tile<i32>
    %0 = divi %p7, %p2 signed : tile<i32>
    %1 = divi %m7, %p2 signed : tile<i32>
    %2 = divi %m7, %p2 signed rounding<negative_inf> : tile<i32>
    %3 = divi %m7, %p2 signed rounding<positive_inf> : tile<i32>
    %4 = divi %p7, %m2 signed rounding<negative_inf> : tile<i32>
    %5 = divi %p7, %m2 signed rounding<positive_inf> : tile<i32>
    %6 = divi %m7, %m2 signed rounding<negative_inf> : tile<i32>
    %7 = divi %m7, %m2 signed rounding<positive_inf> : tile<i32>
    %8 = divi %p7, %p2 signed rounding<positive_inf> : tile<i32>
    %9 = divi %m8, %p2 signed rounding<negative_inf> : tile<i32>
    %tok = print_tko "%d %d %d %d %d %d %d %d %d %d", %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// Unsigned division reads -1 as 2^32 - 1; 2^31 / (2^32 - 1) == 0.
// CHECK-LABEL: entry @divi_unsigned(
// CHECK-DAG: %[[P3:.+]] = constant <i32: 3> : tile<i32>
// CHECK-DAG: %[[P4:.+]] = constant <i32: 4> : tile<i32>
// CHECK-DAG: %[[HALF:.+]] = constant <i32: 2147483647> : tile<i32>
// CHECK-DAG: %[[Z:.+]] = constant <i32: 0> : tile<i32>
// CHECK-NOT: divi
// CHECK: print_tko "{{[^"]*}}", %[[P3]], %[[P4]], %[[P4]], %[[HALF]], %[[Z]] :
cuda_tile.module @m {
  entry @divi_unsigned() {
    %p7 = constant <i32: 7> : tile<i32>
    %p8 = constant <i32: 8> : tile<i32>
    %p2 = constant <i32: 2> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    %min = constant <i32: -2147483648> : tile<i32>
    %0 = divi %p7, %p2 unsigned : tile<i32>
    %1 = divi %p7, %p2 unsigned rounding<positive_inf> : tile<i32>
    %2 = divi %p8, %p2 unsigned rounding<positive_inf> : tile<i32>
    %3 = divi %m1, %p2 unsigned : tile<i32>
    %4 = divi %min, %m1 unsigned : tile<i32>
    %tok = print_tko "%d %d %d %d %d", %0, %1, %2, %3, %4 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// x / 1 == x; division by zero and signed MIN / -1 are undefined and stay.
// CHECK-LABEL: entry @divi_no_fold(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[ONE:.+]] = constant <i32: 1> : tile<i32>
// CHECK-DAG: %[[Z:.+]] = constant <i32: 0> : tile<i32>
// CHECK-DAG: %[[M1:.+]] = constant <i32: -1> : tile<i32>
// CHECK-DAG: %[[MIN:.+]] = constant <i32: -2147483648> : tile<i32>
// CHECK: %[[R2:.+]] = divi %[[ONE]], %[[Z]] signed : tile<i32>
// CHECK: %[[R3:.+]] = divi %[[ONE]], %[[Z]] unsigned : tile<i32>
// CHECK: %[[R4:.+]] = divi %[[MIN]], %[[M1]] signed : tile<i32>
// CHECK: %[[R5:.+]] = divi %[[MIN]], %[[M1]] signed rounding<negative_inf> : tile<i32>
// CHECK: %[[R6:.+]] = divi %[[ONE]], %[[X]] signed : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[R6]] :
cuda_tile.module @m {
  entry @divi_no_fold(%x: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    %z = constant <i32: 0> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    %min = constant <i32: -2147483648> : tile<i32>
    %0 = divi %x, %one signed : tile<i32>
    %1 = divi %x, %one unsigned rounding<positive_inf> : tile<i32>
    %2 = divi %one, %z signed : tile<i32>
    %3 = divi %one, %z unsigned : tile<i32>
    %4 = divi %min, %m1 signed : tile<i32>
    %5 = divi %min, %m1 signed rounding<negative_inf> : tile<i32>
    %6 = divi %one, %x signed : tile<i32>
    %tok = print_tko "%d %d %d %d %d %d %d", %0, %1, %2, %3, %4, %5, %6 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// One undefined lane keeps the whole tile from folding.
// CHECK-LABEL: entry @no_fold_lanes(
// CHECK-DAG: %[[A:.+]] = constant <i32: [6, 7]> : tile<2xi32>
// CHECK-DAG: %[[B:.+]] = constant <i32: [2, 0]> : tile<2xi32>
// CHECK-DAG: %[[S:.+]] = constant <i32: [1, 32]> : tile<2xi32>
// CHECK: %[[R0:.+]] = divi %[[A]], %[[B]] signed : tile<2xi32>
// CHECK: %[[R1:.+]] = remi %[[A]], %[[B]] unsigned : tile<2xi32>
// CHECK: %[[R2:.+]] = shli %[[A]], %[[S]] : tile<2xi32>
// CHECK: %[[R3:.+]] = shri %[[A]], %[[S]] signed : tile<2xi32>
// CHECK: print_tko "{{[^"]*}}", %[[R0]], %[[R1]], %[[R2]], %[[R3]] :
cuda_tile.module @m {
  entry @no_fold_lanes() {
    %a = constant <i32: [6, 7]> : tile<2xi32>
    %b = constant <i32: [2, 0]> : tile<2xi32>
    %s = constant <i32: [1, 32]> : tile<2xi32>
    %0 = divi %a, %b signed : tile<2xi32>
    %1 = remi %a, %b unsigned : tile<2xi32>
    %2 = shli %a, %s : tile<2xi32>
    %3 = shri %a, %s signed : tile<2xi32>
    %tok = print_tko "%d %d %d %d", %0, %1, %2, %3 : tile<2xi32>, tile<2xi32>, tile<2xi32>, tile<2xi32> -> token
  }
}

// -----

// The remainder takes the sign of the dividend; x rem 1 == 0; rem by zero
// stays; MIN rem -1 is 0.
// CHECK-LABEL: entry @remi(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[Z:.+]] = constant <i32: 0> : tile<i32>
// CHECK-DAG: %[[P7:.+]] = constant <i32: 7> : tile<i32>
// CHECK-DAG: %[[P3:.+]] = constant <i32: 3> : tile<i32>
// CHECK-DAG: %[[M1:.+]] = constant <i32: -1> : tile<i32>
// CHECK-DAG: %[[P1:.+]] = constant <i32: 1> : tile<i32>
// CHECK-DAG: %[[P9:.+]] = constant <i32: 9> : tile<i32>
// CHECK: %[[R5:.+]] = remi %[[P7]], %[[Z]] signed : tile<i32>
// CHECK: %[[R6:.+]] = remi %[[X]], %[[P3]] unsigned : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[Z]], %[[M1]], %[[P1]], %[[P9]], %[[Z]], %[[R5]], %[[R6]] :
cuda_tile.module @m {
  entry @remi(%x: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    %z = constant <i32: 0> : tile<i32>
    %p7 = constant <i32: 7> : tile<i32>
    %m7 = constant <i32: -7> : tile<i32>
    %p3 = constant <i32: 3> : tile<i32>
    %m3 = constant <i32: -3> : tile<i32>
    %p10 = constant <i32: 10> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    %min = constant <i32: -2147483648> : tile<i32>
    %0 = remi %x, %one signed : tile<i32>
    %1 = remi %m7, %p3 signed : tile<i32>
    %2 = remi %p7, %m3 signed : tile<i32>
    %3 = remi %m7, %p10 unsigned : tile<i32>
    %4 = remi %min, %m1 signed : tile<i32>
    %5 = remi %p7, %z signed : tile<i32>
    %6 = remi %x, %p3 unsigned : tile<i32>
    %tok = print_tko "%d %d %d %d %d %d %d", %0, %1, %2, %3, %4, %5, %6 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// CHECK-LABEL: entry @maxi_mini(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>, %[[Y:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[A:.+]] = constant <i32: -1> : tile<i32>
// CHECK-DAG: %[[B:.+]] = constant <i32: 1> : tile<i32>
// CHECK: %[[R6:.+]] = maxi %[[X]], %[[Y]] signed : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[B]], %[[A]], %[[A]], %[[B]], %[[R6]] :
cuda_tile.module @m {
  entry @maxi_mini(%x: tile<i32>, %y: tile<i32>) {
    %a = constant <i32: -1> : tile<i32>
    %b = constant <i32: 1> : tile<i32>
    %0 = maxi %x, %x signed : tile<i32>
    %1 = mini %x, %x unsigned : tile<i32>
    %2 = maxi %a, %b signed : tile<i32>
    %3 = maxi %a, %b unsigned : tile<i32>
    %4 = mini %a, %b signed : tile<i32>
    %5 = mini %a, %b unsigned : tile<i32>
    %6 = maxi %x, %y signed : tile<i32>
    %tok = print_tko "%d %d %d %d %d %d %d", %0, %1, %2, %3, %4, %5, %6 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// |MIN| is 2^31, read as unsigned: the MIN bit pattern.
// CHECK-LABEL: entry @absi(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[C:.+]] = constant <i32: [5, 5, 0, -2147483648]> : tile<4xi32>
// CHECK: %[[R1:.+]] = absi %[[X]] : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[C]], %[[R1]] :
cuda_tile.module @m {
  entry @absi(%x: tile<i32>) {
    %c = constant <i32: [-5, 5, 0, -2147483648]> : tile<4xi32>
    %0 = absi %c : tile<4xi32>
    %1 = absi %x : tile<i32>
    %tok = print_tko "%d %d", %0, %1 : tile<4xi32>, tile<i32> -> token
  }
}

// -----

// negi(negi(x)) == x without overflow flags; the flagged pair stays.
// CHECK-LABEL: entry @negi(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[C:.+]] = constant <i32: [-5, -2147483648]> : tile<2xi32>
// CHECK: %[[N:.+]] = negi %[[X]] : tile<i32>
// CHECK: %[[NSW:.+]] = negi %[[X]] overflow<no_signed_wrap> : tile<i32>
// CHECK: %[[NN:.+]] = negi %[[NSW]] : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[C]], %[[N]], %[[X]], %[[NN]] :
cuda_tile.module @m {
  entry @negi(%x: tile<i32>) {
    %c = constant <i32: [5, -2147483648]> : tile<2xi32>
    %0 = negi %c : tile<2xi32>
    %1 = negi %x : tile<i32>
    %2 = negi %1 : tile<i32>
    %3 = negi %x overflow<no_signed_wrap> : tile<i32>
    %4 = negi %3 : tile<i32>
    %tok = print_tko "%d %d %d %d", %0, %1, %2, %4 : tile<2xi32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// CHECK-LABEL: entry @andi(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>, %[[Y:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[Z:.+]] = constant <i32: 0> : tile<i32>
// CHECK-DAG: %[[A:.+]] = constant <i32: 12> : tile<i32>
// CHECK-DAG: %[[C:.+]] = constant <i32: 8> : tile<i32>
// CHECK: %[[R6:.+]] = andi %[[X]], %[[A]] : tile<i32>
// CHECK: %[[R7:.+]] = andi %[[X]], %[[Y]] : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[X]], %[[Z]], %[[Z]], %[[C]], %[[R6]], %[[R7]] :
cuda_tile.module @m {
  entry @andi(%x: tile<i32>, %y: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    %a = constant <i32: 12> : tile<i32>
    %b = constant <i32: 10> : tile<i32>
    %0 = andi %x, %x : tile<i32>
    %1 = andi %x, %m1 : tile<i32>
    %2 = andi %m1, %x : tile<i32>
    %3 = andi %x, %z : tile<i32>
    %4 = andi %z, %x : tile<i32>
    %5 = andi %a, %b : tile<i32>
    %6 = andi %x, %a : tile<i32>
    %7 = andi %x, %y : tile<i32>
    %tok = print_tko "%d %d %d %d %d %d %d %d", %0, %1, %2, %3, %4, %5, %6, %7 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// CHECK-LABEL: entry @andi_i1(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i1>
// CHECK-DAG: %[[F:.+]] = constant <i1: false> : tile<i1>
// CHECK-NOT: andi
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[F]] :
cuda_tile.module @m {
  entry @andi_i1(%x: tile<i1>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %0 = andi %x, %t : tile<i1>
    %1 = andi %f, %x : tile<i1>
    %tok = print_tko "%d %d", %0, %1 : tile<i1>, tile<i1> -> token
  }
}

// -----

// CHECK-LABEL: entry @ori(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[A:.+]] = constant <i32: 12> : tile<i32>
// CHECK-DAG: %[[C:.+]] = constant <i32: 14> : tile<i32>
// CHECK: %[[R4:.+]] = ori %[[X]], %[[A]] : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[X]], %[[C]], %[[R4]] :
cuda_tile.module @m {
  entry @ori(%x: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %a = constant <i32: 12> : tile<i32>
    %b = constant <i32: 10> : tile<i32>
    %0 = ori %x, %x : tile<i32>
    %1 = ori %x, %z : tile<i32>
    %2 = ori %z, %x : tile<i32>
    %3 = ori %a, %b : tile<i32>
    %4 = ori %x, %a : tile<i32>
    %tok = print_tko "%d %d %d %d %d", %0, %1, %2, %3, %4 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// CHECK-LABEL: entry @xori(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[Z:.+]] = constant <i32: 0> : tile<i32>
// CHECK-DAG: %[[M1:.+]] = constant <i32: -1> : tile<i32>
// CHECK-DAG: %[[C:.+]] = constant <i32: 6> : tile<i32>
// CHECK: %[[R4:.+]] = xori %[[X]], %[[M1]] : tile<i32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[Z]], %[[C]], %[[R4]] :
cuda_tile.module @m {
  entry @xori(%x: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    %a = constant <i32: 12> : tile<i32>
    %b = constant <i32: 10> : tile<i32>
    %0 = xori %x, %z : tile<i32>
    %1 = xori %z, %x : tile<i32>
    %2 = xori %x, %x : tile<i32>
    %3 = xori %a, %b : tile<i32>
    %4 = xori %x, %m1 : tile<i32>
    %tok = print_tko "%d %d %d %d %d", %0, %1, %2, %3, %4 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}

// -----

// -1 < 1 signed, but -1 is the largest unsigned value.
// CHECK-LABEL: entry @cmpi(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<i32>
// CHECK-DAG: %[[T:.+]] = constant <i1: true> : tile<i1>
// CHECK-DAG: %[[F:.+]] = constant <i1: false> : tile<i1>
// CHECK-DAG: %[[V:.+]] = constant <i1: [true, true, false, false]> : tile<4xi1>
// CHECK: %[[R8:.+]] = cmpi equal %[[X]], %{{.+}}, signed : tile<i32> -> tile<i1>
// CHECK: print_tko "{{[^"]*}}", %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[V]], %[[R8]] :
cuda_tile.module @m {
  entry @cmpi(%x: tile<i32>) {
    %a = constant <i32: -1> : tile<i32>
    %b = constant <i32: 1> : tile<i32>
    %v = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %w = constant <i32: 2> : tile<4xi32>
    %0 = cmpi less_than %a, %b, signed : tile<i32> -> tile<i1>
    %1 = cmpi less_than %a, %b, unsigned : tile<i32> -> tile<i1>
    %2 = cmpi greater_than_or_equal %a, %b, unsigned : tile<i32> -> tile<i1>
    %3 = cmpi greater_than %a, %b, signed : tile<i32> -> tile<i1>
    %4 = cmpi less_than_or_equal %a, %a, signed : tile<i32> -> tile<i1>
    %5 = cmpi equal %a, %b, unsigned : tile<i32> -> tile<i1>
    %6 = cmpi not_equal %a, %b, signed : tile<i32> -> tile<i1>
    %7 = cmpi less_than_or_equal %v, %w, signed : tile<4xi32> -> tile<4xi1>
    %8 = cmpi equal %x, %b, signed : tile<i32> -> tile<i1>
    %tok = print_tko "%d %d %d %d %d %d %d %d %d", %0, %1, %2, %3, %4, %5, %6, %7, %8 : tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<4xi1>, tile<i1> -> token
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
