// RUN: tile-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// A loop's results are its break values: they need not have the types of
// the loop-carried values.
// CHECK-LABEL: nv_tileaa.func @break_result
// CHECK: nv_tileaa.loop iter_values(%{{.+}}, %{{.+}} : i32, i32) -> i32
nv_tileaa.func @break_result(%a: i32, %b: i32) -> i32 {
  %r = nv_tileaa.loop iter_values(%a, %b : i32, i32) -> i32 {
  ^bb0(%x: i32, %y: i32):
    nv_tileaa.break %y : i32
  }
  nv_tileaa.return %r : i32
}

// -----

nv_tileaa.func @bad_block_args(%a: i32) {
  // expected-error @+1 {{block arguments must have the types of the initial values}}
  nv_tileaa.loop iter_values(%a : i32) {
  ^bb0(%x: i64):
    nv_tileaa.break
  }
  nv_tileaa.return
}
