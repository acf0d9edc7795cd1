// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileir-cpu-accumulate-in-place))' | FileCheck %s

// acc = acc + x in a loop: the carried tensor becomes the generic's init as
// well (read and written at the same index), so that bufferization keeps
// one buffer for the loop.
#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @accumulate
// CHECK: scf.for %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<1x256xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[ACC]], %{{.*}} : tensor<1x256xf32>, tensor<1x256xf32>) outs(%[[ACC]] : tensor<1x256xf32>)
func.func @accumulate(%init: tensor<1x256xf32>, %x: tensor<1x256xf32>, %n: index) -> tensor<1x256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<1x256xf32>) {
    %e = tensor.empty() : tensor<1x256xf32>
    %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%acc, %x : tensor<1x256xf32>, tensor<1x256xf32>) outs(%e : tensor<1x256xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %v = arith.addf %a, %b : f32
      linalg.yield %v : f32
    } -> tensor<1x256xf32>
    scf.yield %s : tensor<1x256xf32>
  }
  return %r : tensor<1x256xf32>
}

// -----

// Left alone: the carried tensor has another use (it is also read after
// the update), or is read transposed (element (i, j) written before (j, i)
// is read).
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @not_in_place
// CHECK-NOT: outs(%arg
// CHECK: return
func.func @not_in_place(%init: tensor<4x4xf32>, %x: tensor<4x4xf32>, %n: index) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init, %t = %init) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
    %e = tensor.empty() : tensor<4x4xf32>
    %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%acc, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %v = arith.addf %a, %b : f32
      linalg.yield %v : f32
    } -> tensor<4x4xf32>
    %u = arith.addf %s, %acc : tensor<4x4xf32>
    %e2 = tensor.empty() : tensor<4x4xf32>
    %w = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
    } -> tensor<4x4xf32>
    scf.yield %u, %w : tensor<4x4xf32>, tensor<4x4xf32>
  }
  return %r#0, %r#1 : tensor<4x4xf32>, tensor<4x4xf32>
}
