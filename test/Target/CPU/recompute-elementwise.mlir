// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileir-cpu-recompute-elementwise))' | FileCheck %s

// Layer norm's x - mean under a column mask, read by the sum of squares
// (a reduction) and by the output: each consumer gets its own copy of the
// select, and of the subtraction and the mask under it (last producer
// first, so that a copy's operands are copied in turn), so that the
// elementwise fusion that follows computes them inside both consumers and
// the tile is never written.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#col = affine_map<(d0, d1) -> (0, d1)>
#red = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @shared_centered
// CHECK-COUNT-2: arith.cmpi slt
// CHECK-NOT: arith.cmpi
// CHECK-COUNT-2: arith.subf
// CHECK-NOT: arith.subf
// CHECK-COUNT-2: arith.select
// CHECK-NOT: arith.select
func.func @shared_centered(%x: tensor<8x128xf32>, %mu: tensor<8x1xf32>, %n: i32, %init: tensor<8xf32>) -> (tensor<8xf32>, tensor<8x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x128xi1>
  %mask = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e1 : tensor<1x128xi1>) {
  ^bb0(%o: i1):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %in = arith.cmpi slt, %ji, %n : i32
    linalg.yield %in : i1
  } -> tensor<1x128xi1>
  %e = tensor.empty() : tensor<8x128xf32>
  %diff = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mu : tensor<8x128xf32>, tensor<8x1xf32>) outs(%e : tensor<8x128xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<8x128xf32>
  %centered = linalg.generic {indexing_maps = [#col, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%mask, %diff : tensor<1x128xi1>, tensor<8x128xf32>) outs(%e : tensor<8x128xf32>) {
  ^bb0(%k: i1, %d: f32, %o: f32):
    %s = arith.select %k, %d, %zero : f32
    linalg.yield %s : f32
  } -> tensor<8x128xf32>
  %sq = linalg.generic {indexing_maps = [#red, #out], iterator_types = ["reduction", "parallel"]} ins(%centered : tensor<8x128xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%c: f32, %acc: f32):
    %p = arith.mulf %c, %c : f32
    %a = arith.addf %p, %acc : f32
    linalg.yield %a : f32
  } -> tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%centered, %mu : tensor<8x128xf32>, tensor<8x1xf32>) outs(%e : tensor<8x128xf32>) {
  ^bb0(%c: f32, %r: f32, %o: f32):
    %v = arith.mulf %c, %r : f32
    linalg.yield %v : f32
  } -> tensor<8x128xf32>
  return %sq, %y : tensor<8xf32>, tensor<8x128xf32>
}

// -----

// Left alone: a producer with a division (dearer than rereading the tile),
// one read by a contraction's operand (each element would be computed once
// per step of the other loop), and one with a use that is not a
// linalg.generic.

#id = affine_map<(d0, d1) -> (d0, d1)>
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>

// CHECK-LABEL: func @left_alone
// CHECK-COUNT-1: arith.divf
// CHECK-NOT: arith.divf
// CHECK-COUNT-1: arith.negf
// CHECK-NOT: arith.negf
// CHECK-COUNT-1: arith.subf
// CHECK-NOT: arith.subf
// CHECK: return
func.func @left_alone(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %r: f32, %o: f32):
    %d = arith.divf %p, %r : f32
    linalg.yield %d : f32
  } -> tensor<8x8xf32>
  %q1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%q : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.mulf %p, %p : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  %q2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%q : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.addf %p, %p : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.negf %p : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  %mm = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%n, %y : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %r: f32, %o: f32):
    %m = arith.mulf %p, %r : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %n1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%n : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.mulf %p, %p : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.subf %p, %p : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.mulf %p, %p : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %q1, %q2, %mm, %n1, %s1, %s : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// A generic on buffers (no result, as the lowering emits for some helper
// operands) is not a producer to copy.

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func @on_buffers
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
func.func @on_buffers(%a: memref<8xf32>, %b: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<8xf32>) outs(%b : memref<8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.negf %p : f32
    linalg.yield %m : f32
  }
  return
}
