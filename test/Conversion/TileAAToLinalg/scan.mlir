// RUN: tile-opt %s --convert-tileaa-to-linalg | FileCheck %s

// A scan is loops in the interpreter's order: one per other dimension,
// the scanned dimension innermost, carrying the result tiles and the
// accumulators (from the identities). Reverse walks the line from its end;
// the combiner gets (element, accumulator) and each result is the
// accumulator after its element.
// CHECK-LABEL: func.func @scan
// CHECK: %[[IN:.*]] = linalg.fill
// CHECK: %[[INIT:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[ID:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[ROWS:.*]] = scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[T:.*]] = %[[INIT]]) -> (tensor<4x8xf32>) {
// CHECK:   %[[LEN:.*]] = arith.constant 4 : index
// CHECK:   %[[LINE:.*]]:2 = scf.for %[[S:.*]] = %{{.*}} to %[[LEN]] step %{{.*}} iter_args(%[[U:.*]] = %[[T]], %[[ACC:.*]] = %[[ID]]) -> (tensor<4x8xf32>, f32) {
// CHECK:     %[[LAST:.*]] = arith.subi %[[LEN]], %{{.*}} : index
// CHECK:     %[[J:.*]] = arith.subi %[[LAST]], %[[S]] : index
// CHECK:     %[[E:.*]] = tensor.extract %[[IN]][%[[J]], %[[R]]] : tensor<4x8xf32>
// CHECK:     %[[NEXT:.*]] = arith.mulf %[[E]], %[[ACC]] : f32
// CHECK:     %[[INS:.*]] = tensor.insert %[[NEXT]] into %[[U]][%[[J]], %[[R]]]
// CHECK:     scf.yield %[[INS]], %[[NEXT]] : tensor<4x8xf32>, f32
// CHECK:   scf.yield %[[LINE]]#0 : tensor<4x8xf32>
module {
  nv_tileaa.func @scan(%v: f32, %out: !llvm.ptr) attributes {kernel} {
    %a = nv_tileaa.splat %v : tensor<4x8xf32>
    %s = nv_tileaa.scan %a : tensor<4x8xf32> -> tensor<4x8xf32> {
    ^bb0(%e: f32, %acc: f32):
      %x = nv_tileaa.mulf %e, %acc : f32
      nv_tileaa.yield %x : f32
    } {dim = 0 : i32, reverse = true, identities = [1.000000e+00 : f32]}
    nv_tileaa.return
  }
}
