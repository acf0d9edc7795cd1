// fuse-fma: a single-use mulf feeding an addf (either operand) or the left
// side of a subf becomes one fma, when both agree on rounding mode and
// flush_to_zero. Anything else is left as it was, constants included (the
// pass folds nothing).

// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.entry(fuse-fma)))' | FileCheck %s

// CHECK-LABEL: entry @add_either_side(
// CHECK-NEXT: %0 = fma %arg0, %arg1, %arg2 : tile<f32>
// CHECK-NEXT: %1 = fma %arg1, %arg2, %arg0 rounding<zero> flush_to_zero : tile<f32>
// CHECK-NEXT: print_tko "%f %f", %0, %1
cuda_tile.module @m {
  entry @add_either_side(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) {
    %p = mulf %a, %b : tile<f32>
    %s = addf %p, %c : tile<f32>
    %q = mulf %b, %c rounding<zero> flush_to_zero : tile<f32>
    %t = addf %a, %q rounding<zero> flush_to_zero : tile<f32>
    %tok = print_tko "%f %f", %s, %t : tile<f32>, tile<f32> -> token
  }
}

// -----

// (a * b) - c takes the negated c; c - (a * b) is not fused.
// CHECK-LABEL: entry @sub(
// CHECK-NEXT: %0 = negf %arg2 : tile<f64>
// CHECK-NEXT: %1 = fma %arg0, %arg1, %0 : tile<f64>
// CHECK-NEXT: %2 = mulf %arg0, %arg1 : tile<f64>
// CHECK-NEXT: %3 = subf %arg2, %2 : tile<f64>
cuda_tile.module @m {
  entry @sub(%a: tile<f64>, %b: tile<f64>, %c: tile<f64>) {
    %p = mulf %a, %b : tile<f64>
    %s = subf %p, %c : tile<f64>
    %q = mulf %a, %b : tile<f64>
    %t = subf %c, %q : tile<f64>
    %tok = print_tko "%f %f", %s, %t : tile<f64>, tile<f64> -> token
  }
}

// -----

// Declined: the product has a second use, rounding or flush_to_zero differ.
// CHECK-LABEL: entry @declined(
// CHECK-NOT: fma
// CHECK: return
cuda_tile.module @m {
  entry @declined(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) {
    %p = mulf %a, %b : tile<f32>
    %s = addf %p, %c : tile<f32>
    %u = subf %p, %c : tile<f32>
    %q = mulf %a, %b rounding<positive_inf> : tile<f32>
    %t = addf %q, %c : tile<f32>
    %r = mulf %a, %b flush_to_zero : tile<f32>
    %v = addf %r, %c : tile<f32>
    %tok = print_tko "%f %f %f %f", %s, %u, %t, %v : tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
  }
}

// -----

// Constants stay as written: no folding on the way.
// CHECK-LABEL: entry @constants(
// CHECK: %[[TWO:.*]] = constant <f32: 2.000000e+00> : tile<f32>
// CHECK: %[[THREE:.*]] = constant <f32: 3.000000e+00> : tile<f32>
// CHECK: fma %[[TWO]], %[[THREE]], %arg0 : tile<f32>
cuda_tile.module @m {
  entry @constants(%c: tile<f32>) {
    %two = constant <f32: 2.0> : tile<f32>
    %three = constant <f32: 3.0> : tile<f32>
    %p = mulf %two, %three : tile<f32>
    %s = addf %c, %p : tile<f32>
    %tok = print_tko "%f", %s : tile<f32> -> token
  }
}
