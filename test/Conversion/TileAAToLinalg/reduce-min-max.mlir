// RUN: tile-opt %s --convert-tileaa-to-linalg --split-input-file | FileCheck %s

// A reduce whose combiner is one maxf (f32, not flushing) runs on the
// elements' order keys: an elementwise op maps each element to its key
// (bits ^ ((bits >>s 31) & 0x7FFFFFFF), every NaN to the smallest i32,
// which loses every comparison), the reduction is an integer max from the
// identity's key (-inf: 0xFF800000 -> -2139095041), and the result's key
// goes back to its number, or to the default NaN for the NaN key.
// CHECK-LABEL: func.func @row_max(
// CHECK: %[[KEYS:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4x16xf32>) outs(%{{.*}} : tensor<4x16xi32>)
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: i32):
// CHECK-DAG: %[[BITS:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK-DAG: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK-DAG: %[[SIGN:.*]] = arith.shrsi %[[BITS]], %c31_i32
// CHECK-DAG: %[[FLIP:.*]] = arith.andi %[[SIGN]], %c2147483647_i32
// CHECK-DAG: %[[KEY:.*]] = arith.xori %[[BITS]], %[[FLIP]]
// CHECK: arith.select %[[NAN]], %c-2147483648_i32, %[[KEY]] : i32
// CHECK: %[[INIT:.*]] = linalg.fill ins(%c-2139095041_i32 : i32) outs(%{{.*}} : tensor<4xi32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%[[KEYS]] : tensor<4x16xi32>) outs(%[[INIT]] : tensor<4xi32>)
// CHECK-NEXT: ^bb0(%[[E:.*]]: i32, %[[A:.*]]: i32):
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[E]], %[[A]] : i32
// CHECK-NEXT: linalg.yield %[[M]]
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<4xi32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK: ^bb0(%[[K:.*]]: i32, %{{.*}}: f32):
// CHECK: %[[ISNAN:.*]] = arith.cmpi eq, %[[K]], %c-2147483648_i32
// CHECK: %[[NUM:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.select %[[ISNAN]], %cst{{.*}}, %[[NUM]] : f32
module {
  nv_tileaa.func @row_max(%v: f32) attributes {kernel} {
    %a = nv_tileaa.splat %v : tensor<4x16xf32>
    %m = nv_tileaa.reduce %a : tensor<4x16xf32> -> tensor<4xf32> {
    ^bb0(%e: f32, %acc: f32):
      %x = nv_tileaa.maxf %e, %acc : f32
      nv_tileaa.yield %x : f32
    } {dim = 1 : i32, identities = [0xFF800000 : f32]}
    nv_tileaa.return
  }
}

// -----

// minf propagating NaNs (f64): NaNs take the smallest key, which wins the
// integer min; the identity +inf's key is its bits.
// CHECK-LABEL: func.func @col_min_nan(
// CHECK: arith.select %{{.*}}, %c-9223372036854775808_i64, %{{.*}} : i64
// CHECK: linalg.fill ins(%c9218868437227405312_i64 : i64)
// CHECK: arith.minsi %{{.*}}, %{{.*}} : i64
// CHECK: arith.cmpi eq, %{{.*}}, %c-9223372036854775808_i64
module {
  nv_tileaa.func @col_min_nan(%v: f64) attributes {kernel} {
    %a = nv_tileaa.splat %v : tensor<8x2xf64>
    %m = nv_tileaa.reduce %a : tensor<8x2xf64> -> tensor<2xf64> {
    ^bb0(%e: f64, %acc: f64):
      %x = nv_tileaa.minf %e, %acc {propagate_nan} : f64
      nv_tileaa.yield %x : f64
    } {dim = 0 : i32, identities = [0x7FF0000000000000 : f64]}
    nv_tileaa.return
  }
}

// -----

// Flushing subnormals, f16 elements, or a combiner with more than the one
// op keep the float combiner.
// CHECK-LABEL: func.func @not_keyed(
// CHECK-NOT: arith.maxsi
// CHECK-NOT: arith.minsi
// CHECK: return
module {
  nv_tileaa.func @not_keyed(%v: f32, %h: f16) attributes {kernel} {
    %a = nv_tileaa.splat %v : tensor<4x16xf32>
    %m = nv_tileaa.reduce %a : tensor<4x16xf32> -> tensor<4xf32> {
    ^bb0(%e: f32, %acc: f32):
      %x = nv_tileaa.maxf %e, %acc {flush_to_zero} : f32
      nv_tileaa.yield %x : f32
    } {dim = 1 : i32, identities = [0xFF800000 : f32]}
    %b = nv_tileaa.splat %h : tensor<4x16xf16>
    %n = nv_tileaa.reduce %b : tensor<4x16xf16> -> tensor<4xf16> {
    ^bb0(%e: f16, %acc: f16):
      %x = nv_tileaa.maxf %e, %acc : f16
      nv_tileaa.yield %x : f16
    } {dim = 1 : i32, identities = [0xFC00 : f16]}
    %o = nv_tileaa.reduce %a : tensor<4x16xf32> -> tensor<4xf32> {
    ^bb0(%e: f32, %acc: f32):
      %y = nv_tileaa.negf %e : f32
      %x = nv_tileaa.minf %y, %acc : f32
      nv_tileaa.yield %x : f32
    } {dim = 1 : i32, identities = [0x7F800000 : f32]}
    nv_tileaa.return
  }
}
