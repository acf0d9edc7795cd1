// RUN: tile-opt --no-implicit-module %s --canonicalize --split-input-file | FileCheck %s

// The folds of the floating-point, integer, bitwise and conversion ops: every
// fold has a case where it applies and a case where it must not. Constant
// folds compute in the element type with the op's own rounding mode.
// Results feed print_tko so that they stay alive.

// x + -0.0 == x for every x (+0.0 + -0.0 == +0.0) unless rounding toward -inf.
// CHECK-LABEL: entry @addf_minus_zero(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK-NOT: addf
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[X]], %[[X]] :
cuda_tile.module @m {
  entry @addf_minus_zero(%x: tile<f32>) {
    %nz = constant <f32: -0.0> : tile<f32>
    %0 = addf %x, %nz : tile<f32>
    %1 = addf %nz, %x : tile<f32>
    %2 = addf %x, %nz rounding<zero> : tile<f32>
    %3 = addf %x, %nz rounding<positive_inf> : tile<f32>
    %tok = print_tko "%f %f %f %f", %0, %1, %2, %3 : tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// x + +0.0 is not x: -0.0 + +0.0 == +0.0.
// CHECK-LABEL: entry @addf_plus_zero(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK: %[[PZ:.+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: %[[R0:.+]] = addf %[[X]], %[[PZ]] : tile<f32>
// CHECK: %[[R1:.+]] = addf %[[PZ]], %[[X]] rounding<positive_inf> : tile<f32>
// CHECK: print_tko "{{[^"]*}}", %[[R0]], %[[R1]] :
cuda_tile.module @m {
  entry @addf_plus_zero(%x: tile<f32>) {
    %pz = constant <f32: 0.0> : tile<f32>
    %0 = addf %x, %pz : tile<f32>
    %1 = addf %pz, %x rounding<positive_inf> : tile<f32>
    %tok = print_tko "%f %f", %0, %1 : tile<f32>, tile<f32> -> token
  }
}

// -----

// Rounding toward -inf, +0.0 + -0.0 == -0.0: the neutral zero is +0.0.
// CHECK-LABEL: entry @addf_negative_inf(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK: %[[NZ:.+]] = constant <f32: -0.000000e+00> : tile<f32>
// CHECK: %[[R2:.+]] = addf %[[X]], %[[NZ]] rounding<negative_inf> : tile<f32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[R2]] :
cuda_tile.module @m {
  entry @addf_negative_inf(%x: tile<f32>) {
    %pz = constant <f32: 0.0> : tile<f32>
    %nz = constant <f32: -0.0> : tile<f32>
    %0 = addf %x, %pz rounding<negative_inf> : tile<f32>
    %1 = addf %pz, %x rounding<negative_inf> : tile<f32>
    %2 = addf %x, %nz rounding<negative_inf> : tile<f32>
    %tok = print_tko "%f %f %f", %0, %1, %2 : tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// flush_to_zero turns a subnormal x into 0, so x + 0 is not x.
// CHECK-LABEL: entry @addf_flush_to_zero(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK-DAG: %[[NZ:.+]] = constant <f32: -0.000000e+00> : tile<f32>
// CHECK-DAG: %[[PZ:.+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: %[[R0:.+]] = addf %[[X]], %[[NZ]] flush_to_zero : tile<f32>
// CHECK: %[[R1:.+]] = addf %[[X]], %[[PZ]] rounding<negative_inf> flush_to_zero : tile<f32>
// CHECK: print_tko "{{[^"]*}}", %[[R0]], %[[R1]] :
cuda_tile.module @m {
  entry @addf_flush_to_zero(%x: tile<f32>) {
    %nz = constant <f32: -0.0> : tile<f32>
    %pz = constant <f32: 0.0> : tile<f32>
    %0 = addf %x, %nz flush_to_zero : tile<f32>
    %1 = addf %x, %pz rounding<negative_inf> flush_to_zero : tile<f32>
    %tok = print_tko "%f %f", %0, %1 : tile<f32>, tile<f32> -> token
  }
}

// -----

// CHECK-LABEL: entry @addf_identity_f16_bf16_f64(
// CHECK-SAME: %[[H:arg[0-9]+]]: tile<f16>, %[[B:arg[0-9]+]]: tile<bf16>, %[[D:arg[0-9]+]]: tile<f64>
// CHECK-NOT: addf
// CHECK: print_tko "{{[^"]*}}", %[[H]], %[[B]], %[[D]] :
cuda_tile.module @m {
  entry @addf_identity_f16_bf16_f64(%h: tile<f16>, %b: tile<bf16>, %d: tile<f64>) {
    %nh = constant <f16: -0.0> : tile<f16>
    %nb = constant <bf16: -0.0> : tile<bf16>
    %nd = constant <f64: -0.0> : tile<f64>
    %0 = addf %h, %nh : tile<f16>
    %1 = addf %nb, %b rounding<zero> : tile<bf16>
    %2 = addf %d, %nd rounding<positive_inf> : tile<f64>
    %tok = print_tko "%f %f %f", %0, %1, %2 : tile<f16>, tile<bf16>, tile<f64> -> token
  }
}

// -----

// x - z == x + (-z): x - 0.0 folds, x - -0.0 only when rounding toward -inf.
// CHECK-LABEL: entry @subf_zero(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK-DAG: %[[NZ:.+]] = constant <f32: -0.000000e+00> : tile<f32>
// CHECK-DAG: %[[PZ:.+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: %[[R3:.+]] = subf %[[X]], %[[NZ]] : tile<f32>
// CHECK: %[[R4:.+]] = subf %[[X]], %[[PZ]] rounding<negative_inf> : tile<f32>
// CHECK: %[[R5:.+]] = subf %[[X]], %[[PZ]] flush_to_zero : tile<f32>
// CHECK: %[[R6:.+]] = subf %[[PZ]], %[[X]] : tile<f32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[X]], %[[R3]], %[[R4]], %[[R5]], %[[R6]] :
cuda_tile.module @m {
  entry @subf_zero(%x: tile<f32>) {
    %pz = constant <f32: 0.0> : tile<f32>
    %nz = constant <f32: -0.0> : tile<f32>
    %0 = subf %x, %pz : tile<f32>
    %1 = subf %x, %pz rounding<zero> : tile<f32>
    %2 = subf %x, %nz rounding<negative_inf> : tile<f32>
    %3 = subf %x, %nz : tile<f32>
    %4 = subf %x, %pz rounding<negative_inf> : tile<f32>
    %5 = subf %x, %pz flush_to_zero : tile<f32>
    %6 = subf %pz, %x : tile<f32>
    %tok = print_tko "%f %f %f %f %f %f %f", %0, %1, %2, %3, %4, %5, %6 : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
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

// x * 1.0 is exact in every rounding mode, but not under flush_to_zero.
// CHECK-LABEL: entry @mulf_one(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK-DAG: %[[M1:.+]] = constant <f32: -1.000000e+00> : tile<f32>
// CHECK-DAG: %[[ONE:.+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: %[[R2:.+]] = mulf %[[X]], %[[ONE]] flush_to_zero : tile<f32>
// CHECK: %[[R3:.+]] = mulf %[[X]], %[[M1]] : tile<f32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[R2]], %[[R3]] :
cuda_tile.module @m {
  entry @mulf_one(%x: tile<f32>) {
    %one = constant <f32: 1.0> : tile<f32>
    %m1 = constant <f32: -1.0> : tile<f32>
    %0 = mulf %x, %one : tile<f32>
    %1 = mulf %one, %x rounding<negative_inf> : tile<f32>
    %2 = mulf %x, %one flush_to_zero : tile<f32>
    %3 = mulf %x, %m1 : tile<f32>
    %tok = print_tko "%f %f %f %f", %0, %1, %2, %3 : tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// CHECK-LABEL: entry @mulf_one_bf16(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<bf16>
// CHECK: %[[TWO:.+]] = constant <bf16: 2.000000e+00> : tile<bf16>
// CHECK: %[[R1:.+]] = mulf %[[X]], %[[TWO]] : tile<bf16>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[R1]] :
cuda_tile.module @m {
  entry @mulf_one_bf16(%x: tile<bf16>) {
    %one = constant <bf16: 1.0> : tile<bf16>
    %two = constant <bf16: 2.0> : tile<bf16>
    %0 = mulf %one, %x : tile<bf16>
    %1 = mulf %x, %two : tile<bf16>
    %tok = print_tko "%f %f", %0, %1 : tile<bf16>, tile<bf16> -> token
  }
}

// -----

// x / 1.0 folds for the IEEE modes only; approx and full are approximations.
// CHECK-LABEL: entry @divf_one(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK: %[[ONE:.+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: %[[R2:.+]] = divf %[[X]], %[[ONE]] rounding<approx> : tile<f32>
// CHECK: %[[R3:.+]] = divf %[[X]], %[[ONE]] rounding<full> : tile<f32>
// CHECK: %[[R4:.+]] = divf %[[X]], %[[ONE]] flush_to_zero : tile<f32>
// CHECK: %[[R5:.+]] = divf %[[ONE]], %[[X]] : tile<f32>
// CHECK: print_tko "{{[^"]*}}", %[[X]], %[[X]], %[[R2]], %[[R3]], %[[R4]], %[[R5]] :
cuda_tile.module @m {
  entry @divf_one(%x: tile<f32>) {
    %one = constant <f32: 1.0> : tile<f32>
    %0 = divf %x, %one : tile<f32>
    %1 = divf %x, %one rounding<positive_inf> : tile<f32>
    %2 = divf %x, %one rounding<approx> : tile<f32>
    %3 = divf %x, %one rounding<full> : tile<f32>
    %4 = divf %x, %one flush_to_zero : tile<f32>
    %5 = divf %one, %x : tile<f32>
    %tok = print_tko "%f %f %f %f %f %f", %0, %1, %2, %3, %4, %5 : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// Elementwise folding of non-splat constants.
// CHECK-LABEL: entry @addf_constants(
// CHECK-DAG: %[[ADD:.+]] = constant <f32: [1.500000e+00, 2.500000e+00, -2.500000e+00, 4.500000e+00]> : tile<4xf32>
// CHECK-DAG: %[[SUB:.+]] = constant <f32: [5.000000e-01, 1.500000e+00, -3.500000e+00, 3.500000e+00]> : tile<4xf32>
// CHECK-DAG: %[[MUL:.+]] = constant <f32: [5.000000e-01, 1.000000e+00, -1.500000e+00, 2.000000e+00]> : tile<4xf32>
// CHECK-DAG: %[[DIV:.+]] = constant <f32: [2.000000e+00, 4.000000e+00, -6.000000e+00, 8.000000e+00]> : tile<4xf32>
// CHECK-NOT: addf
// CHECK-NOT: subf
// CHECK-NOT: mulf
// CHECK-NOT: divf
// CHECK: print_tko "{{[^"]*}}", %[[ADD]], %[[SUB]], %[[MUL]], %[[DIV]] :
cuda_tile.module @m {
  entry @addf_constants() {
    %a = constant <f32: [1.0, 2.0, -3.0, 4.0]> : tile<4xf32>
    %b = constant <f32: 0.5> : tile<4xf32>
    %0 = addf %a, %b : tile<4xf32>
    %1 = subf %a, %b : tile<4xf32>
    %2 = mulf %a, %b : tile<4xf32>
    %3 = divf %a, %b : tile<4xf32>
    %tok = print_tko "%f %f %f %f", %0, %1, %2, %3 : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32> -> token
  }
}

// -----

// 1 + 0.75 ulp: nearest rounds up, zero and negative_inf round down;
// mirrored for negative values.
// CHECK-LABEL: entry @addf_rounding_f32(
// CHECK-DAG: %[[ONE:.+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK-DAG: %[[UP:.+]] = constant <f32: 1.00000012> : tile<f32>
// CHECK-DAG: %[[MONE:.+]] = constant <f32: -1.000000e+00> : tile<f32>
// CHECK-DAG: %[[DOWN:.+]] = constant <f32: -1.00000012> : tile<f32>
// CHECK-NOT: addf
// CHECK: print_tko "{{[^"]*}}", %[[UP]], %[[ONE]], %[[UP]], %[[ONE]], %[[DOWN]], %[[MONE]], %[[MONE]], %[[DOWN]] :
cuda_tile.module @m {
  entry @addf_rounding_f32() {
    %one = constant <f32: 1.0> : tile<f32>
    %mone = constant <f32: -1.0> : tile<f32>
    %e = constant <f32: 8.940697e-08> : tile<f32>
    %me = constant <f32: -8.940697e-08> : tile<f32>
    %0 = addf %one, %e : tile<f32>
    %1 = addf %one, %e rounding<zero> : tile<f32>
    %2 = addf %one, %e rounding<positive_inf> : tile<f32>
    %3 = addf %one, %e rounding<negative_inf> : tile<f32>
    %4 = addf %mone, %me : tile<f32>
    %5 = addf %mone, %me rounding<zero> : tile<f32>
    %6 = addf %mone, %me rounding<positive_inf> : tile<f32>
    %7 = addf %mone, %me rounding<negative_inf> : tile<f32>
    %tok = print_tko "%f %f %f %f %f %f %f %f", %0, %1, %2, %3, %4, %5, %6, %7 : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// 1 - 0.75 * 2^-23 lies halfway between two floats below 1.0: nearest_even
// picks the even one.
// CHECK-LABEL: entry @subf_rounding_tie(
// CHECK-DAG: %[[EVEN:.+]] = constant <f32: 0.99999988> : tile<f32>
// CHECK-DAG: %[[ODD:.+]] = constant <f32: 0.99999994> : tile<f32>
// CHECK-NOT: subf
// CHECK: print_tko "{{[^"]*}}", %[[EVEN]], %[[EVEN]], %[[ODD]] :
cuda_tile.module @m {
  entry @subf_rounding_tie() {
    %one = constant <f32: 1.0> : tile<f32>
    %e = constant <f32: 8.940697e-08> : tile<f32>
    %0 = subf %one, %e : tile<f32>
    %1 = subf %one, %e rounding<zero> : tile<f32>
    %2 = subf %one, %e rounding<positive_inf> : tile<f32>
    %tok = print_tko "%f %f %f", %0, %1, %2 : tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// 3 * fl(1/3) = 1 + 2^-25; 1/3 rounded each way; approx and full do not fold.
// CHECK-LABEL: entry @mulf_divf_rounding(
// CHECK-DAG: %[[ONE:.+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK-DAG: %[[ONEUP:.+]] = constant <f32: 1.00000012> : tile<f32>
// CHECK-DAG: %[[THREE:.+]] = constant <f32: 3.000000e+00> : tile<f32>
// CHECK-DAG: %[[THIRD:.+]] = constant <f32: 0.333333343> : tile<f32>
// CHECK-DAG: %[[THIRDZ:.+]] = constant <f32: 0.333333313> : tile<f32>
// CHECK-DAG: %[[MTHIRD:.+]] = constant <f32: -0.333333343> : tile<f32>
// CHECK-DAG: %[[MTHIRDZ:.+]] = constant <f32: -0.333333313> : tile<f32>
// CHECK: %[[APPROX:.+]] = divf %[[ONE]], %[[THREE]] rounding<approx> : tile<f32>
// CHECK: %[[FULL:.+]] = divf %[[ONE]], %[[THREE]] rounding<full> : tile<f32>
// CHECK-NOT: mulf
// CHECK: print_tko "{{[^"]*}}", %[[ONE]], %[[ONEUP]], %[[THIRD]], %[[THIRDZ]], %[[THIRD]], %[[MTHIRD]], %[[MTHIRDZ]], %[[APPROX]], %[[FULL]] :
cuda_tile.module @m {
  entry @mulf_divf_rounding() {
    %one = constant <f32: 1.0> : tile<f32>
    %mone = constant <f32: -1.0> : tile<f32>
    %three = constant <f32: 3.0> : tile<f32>
    %third = constant <f32: 0.333333343> : tile<f32>
    %0 = mulf %three, %third : tile<f32>
    %1 = mulf %three, %third rounding<positive_inf> : tile<f32>
    %2 = divf %one, %three : tile<f32>
    %3 = divf %one, %three rounding<zero> : tile<f32>
    %4 = divf %one, %three rounding<positive_inf> : tile<f32>
    %5 = divf %mone, %three rounding<negative_inf> : tile<f32>
    %6 = divf %mone, %three rounding<positive_inf> : tile<f32>
    %7 = divf %one, %three rounding<approx> : tile<f32>
    %8 = divf %one, %three rounding<full> : tile<f32>
    %tok = print_tko "%f %f %f %f %f %f %f %f %f", %0, %1, %2, %3, %4, %5, %6, %7, %8 : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// f16 computes in f16: 1 + 2^-11 is a tie (to 1.0) in f16 but exact in
// f32; overflow gives inf, or the largest finite value rounding toward zero.
// CHECK-LABEL: entry @addf_rounding_f16(
// CHECK-DAG: %[[ONE:.+]] = constant <f16: 1.000000e+00> : tile<f16>
// CHECK-DAG: %[[UP:.+]] = constant <f16: 1.000980e+00> : tile<f16>
// CHECK-DAG: %[[INF:.+]] = constant <f16: 0x7C00> : tile<f16>
// CHECK-DAG: %[[MAX:.+]] = constant <f16: 6.550400e+04> : tile<f16>
// CHECK-NOT: addf
// CHECK: print_tko "{{[^"]*}}", %[[ONE]], %[[UP]], %[[ONE]], %[[INF]], %[[MAX]] :
cuda_tile.module @m {
  entry @addf_rounding_f16() {
    %one = constant <f16: 1.0> : tile<f16>
    %e = constant <f16: 4.8828125e-04> : tile<f16>
    %max = constant <f16: 65504.0> : tile<f16>
    %0 = addf %one, %e : tile<f16>
    %1 = addf %one, %e rounding<positive_inf> : tile<f16>
    %2 = addf %one, %e rounding<negative_inf> : tile<f16>
    %3 = addf %max, %max : tile<f16>
    %4 = addf %max, %max rounding<zero> : tile<f16>
    %tok = print_tko "%f %f %f %f %f", %0, %1, %2, %3, %4 : tile<f16>, tile<f16>, tile<f16>, tile<f16>, tile<f16> -> token
  }
}

// -----

// bf16 has 8 significant bits: 257 lies halfway between 256 and 258.
// CHECK-LABEL: entry @addf_rounding_bf16(
// CHECK-DAG: %[[A:.+]] = constant <bf16: 2.560000e+02> : tile<bf16>
// CHECK-DAG: %[[UP:.+]] = constant <bf16: 2.580000e+02> : tile<bf16>
// CHECK-NOT: addf
// CHECK: print_tko "{{[^"]*}}", %[[A]], %[[UP]], %[[A]] :
cuda_tile.module @m {
  entry @addf_rounding_bf16() {
    %a = constant <bf16: 256.0> : tile<bf16>
    %b = constant <bf16: 1.0> : tile<bf16>
    %0 = addf %a, %b : tile<bf16>
    %1 = addf %a, %b rounding<positive_inf> : tile<bf16>
    %2 = addf %a, %b rounding<zero> : tile<bf16>
    %tok = print_tko "%f %f %f", %0, %1, %2 : tile<bf16>, tile<bf16>, tile<bf16> -> token
  }
}

// -----

// 1 + 2^-53 ties to 1.0 in f64.
// CHECK-LABEL: entry @addf_rounding_f64(
// CHECK-DAG: %[[ONE:.+]] = constant <f64: 1.000000e+00> : tile<f64>
// CHECK-DAG: %[[UP:.+]] = constant <f64: 1.0000000000000002> : tile<f64>
// CHECK-NOT: addf
// CHECK: print_tko "{{[^"]*}}", %[[ONE]], %[[UP]] :
cuda_tile.module @m {
  entry @addf_rounding_f64() {
    %one = constant <f64: 1.0> : tile<f64>
    %e = constant <f64: 1.1102230246251565e-16> : tile<f64>
    %0 = addf %one, %e : tile<f64>
    %1 = addf %one, %e rounding<positive_inf> : tile<f64>
    %tok = print_tko "%f %f", %0, %1 : tile<f64>, tile<f64> -> token
  }
}

// -----

// flush_to_zero flushes subnormal inputs and results to a zero of the same
// sign.
// CHECK-LABEL: entry @flush_to_zero_constants(
// CHECK-DAG: %[[D:.+]] = constant <f32: 9.999940e-41> : tile<f32>
// CHECK-DAG: %[[Z:.+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK-DAG: %[[MD:.+]] = constant <f32: -9.999940e-41> : tile<f32>
// CHECK-DAG: %[[MZ:.+]] = constant <f32: -0.000000e+00> : tile<f32>
// CHECK-NOT: addf
// CHECK-NOT: mulf
// CHECK: print_tko "{{[^"]*}}", %[[D]], %[[Z]], %[[MD]], %[[MZ]] :
cuda_tile.module @m {
  entry @flush_to_zero_constants() {
    %d = constant <f32: 1.0e-40> : tile<f32>
    %z = constant <f32: 0.0> : tile<f32>
    %a = constant <f32: -1.0e-38> : tile<f32>
    %b = constant <f32: 1.0e-2> : tile<f32>
    %0 = addf %d, %z : tile<f32>
    %1 = addf %d, %z flush_to_zero : tile<f32>
    %2 = mulf %a, %b : tile<f32>
    %3 = mulf %a, %b flush_to_zero : tile<f32>
    %tok = print_tko "%f %f %f %f", %0, %1, %2, %3 : tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// negf(negf(x)) == x; a single negf stays.
// CHECK-LABEL: entry @negf(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK-DAG: %[[C:.+]] = constant <f32: [-1.000000e+00, 2.000000e+00, -0.000000e+00, 0.000000e+00]> : tile<4xf32>
// CHECK: %[[N:.+]] = negf %[[X]] : tile<f32>
// CHECK-NOT: negf
// CHECK: print_tko "{{[^"]*}}", %[[C]], %[[N]], %[[X]] :
cuda_tile.module @m {
  entry @negf(%x: tile<f32>) {
    %c = constant <f32: [1.0, -2.0, 0.0, -0.0]> : tile<4xf32>
    %0 = negf %c : tile<4xf32>
    %1 = negf %x : tile<f32>
    %2 = negf %1 : tile<f32>
    %tok = print_tko "%f %f %f", %0, %1, %2 : tile<4xf32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// absf is idempotent.
// CHECK-LABEL: entry @absf(
// CHECK-SAME: %[[X:arg[0-9]+]]: tile<f32>
// CHECK-DAG: %[[C:.+]] = constant <f32: [1.500000e+00, 2.000000e+00, 0.000000e+00, 0.000000e+00]> : tile<4xf32>
// CHECK: %[[A:.+]] = absf %[[X]] : tile<f32>
// CHECK-NOT: absf
// CHECK: print_tko "{{[^"]*}}", %[[C]], %[[A]], %[[A]] :
cuda_tile.module @m {
  entry @absf(%x: tile<f32>) {
    %c = constant <f32: [-1.5, 2.0, -0.0, 0.0]> : tile<4xf32>
    %0 = absf %c : tile<4xf32>
    %1 = absf %x : tile<f32>
    %2 = absf %1 : tile<f32>
    %tok = print_tko "%f %f %f", %0, %1, %2 : tile<4xf32>, tile<f32>, tile<f32> -> token
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
