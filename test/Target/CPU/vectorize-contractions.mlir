// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileir-cpu-vectorize-contractions{vector-bits=512 vector-registers=32}))' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileir-cpu-vectorize-contractions{vector-bits=256 vector-registers=16}))' | FileCheck %s --check-prefix=AVX2

// The contraction emitDot builds for an f32 mmaf: loops (m, k, n), one fma
// per step. With 512-bit registers: blocks of 8 rows x 32 columns (two
// vectors per row, 16 of the 32 registers); with 256-bit ones 4 x 16.

#lhs = affine_map<(d0, d1, d2) -> (d0, d1)>
#rhs = affine_map<(d0, d1, d2) -> (d1, d2)>
#acc = affine_map<(d0, d1, d2) -> (d0, d2)>

// CHECK-LABEL: func @mmaf_f32
// CHECK-SAME: (%[[A:.*]]: tensor<32x16xf32>, %[[B:.*]]: tensor<16x64xf32>, %[[C:.*]]: tensor<32x64xf32>)
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: %[[RES:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C32]] step %[[C8]] iter_args(%[[T:.*]] = %[[C]])
// CHECK: scf.for %[[J:.*]] = %[[C0]] to %[[C64]] step %[[C32]] iter_args(%[[U:.*]] = %[[T]])
// CHECK: %[[ACC0:.*]] = vector.transfer_read %[[U]][%[[I]], %[[J]]]{{.*}}in_bounds = [true]{{.*}} : tensor<32x64xf32>, vector<32xf32>
// CHECK-COUNT-7: vector.transfer_read %[[U]]
// CHECK: %[[KL:.*]]:8 = scf.for %[[K:.*]] = %[[C0]] to %[[C16]] step %{{.*}} iter_args(%[[S0:.*]] = %[[ACC0]], {{.*}}) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
// CHECK: %[[BROW:.*]] = vector.transfer_read %[[B]][%[[K]], %[[J]]]{{.*}} : tensor<16x64xf32>, vector<32xf32>
// CHECK: %[[A0:.*]] = tensor.extract %[[A]][%[[I]], %[[K]]]
// CHECK: %[[A0V:.*]] = vector.broadcast %[[A0]] : f32 to vector<32xf32>
// CHECK: math.fma %[[A0V]], %[[BROW]], %[[S0]] : vector<32xf32>
// CHECK-COUNT-7: math.fma
// CHECK: scf.yield
// CHECK: vector.transfer_write %[[KL]]#0, %[[U]][%[[I]], %[[J]]]
// CHECK: return %[[RES]]

// AVX2-LABEL: func @mmaf_f32
// AVX2: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c4
// AVX2: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c16
// AVX2: scf.for {{.*}} -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
func.func @mmaf_f32(%a: tensor<32x16xf32>, %b: tensor<16x64xf32>, %c: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %r = linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : tensor<32x16xf32>, tensor<16x64xf32>) outs(%c : tensor<32x64xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %f = math.fma %x, %y, %z : f32
    linalg.yield %f : f32
  } -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
}

// -----

// f16 inputs, f32 accumulator: the widening is part of the vector body.
// A 4-row tile takes blocks of all its 4 rows.

#lhs = affine_map<(d0, d1, d2) -> (d0, d1)>
#rhs = affine_map<(d0, d1, d2) -> (d1, d2)>
#acc = affine_map<(d0, d1, d2) -> (d0, d2)>

// CHECK-LABEL: func @mmaf_f16_f32
// CHECK: scf.for {{.*}} -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
// CHECK: %[[BROW:.*]] = vector.transfer_read {{.*}} : tensor<8x32xf16>, vector<32xf16>
// CHECK: %[[A:.*]] = tensor.extract {{.*}} : tensor<4x8xf16>
// CHECK: %[[AV:.*]] = vector.broadcast %[[A]] : f16 to vector<32xf16>
// CHECK: %[[AX:.*]] = arith.extf %[[AV]] : vector<32xf16> to vector<32xf32>
// CHECK: %[[BX:.*]] = arith.extf %[[BROW]] : vector<32xf16> to vector<32xf32>
// CHECK: math.fma %[[AX]], %[[BX]], %{{.*}} : vector<32xf32>
func.func @mmaf_f16_f32(%a: tensor<4x8xf16>, %b: tensor<8x32xf16>, %c: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %r = linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : tensor<4x8xf16>, tensor<8x32xf16>) outs(%c : tensor<4x32xf32>) {
  ^bb0(%x: f16, %y: f16, %z: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %f = math.fma %xe, %ye, %z : f32
    linalg.yield %f : f32
  } -> tensor<4x32xf32>
  return %r : tensor<4x32xf32>
}

// -----

// mmai with a signed lhs and an unsigned rhs, batched: a loop over the
// batch around the blocks.

#lhs = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#rhs = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#acc = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>

// CHECK-LABEL: func @mmai_batched
// CHECK: scf.for %[[BT:.*]] = %{{.*}} to %c2 step %c1
// CHECK: scf.for
// CHECK: scf.for
// CHECK: vector.transfer_read %{{.*}}[%[[BT]], {{.*}} : tensor<2x16x32xi32>, vector<32xi32>
// CHECK: vector.transfer_read %{{.*}}[%[[BT]], {{.*}} : tensor<2x8x32xi8>, vector<32xi8>
// CHECK: arith.extsi {{.*}} : vector<32xi8> to vector<32xi32>
// CHECK: arith.extui {{.*}} : vector<32xi8> to vector<32xi32>
// CHECK: arith.muli {{.*}} : vector<32xi32>
// CHECK: arith.addi {{.*}} : vector<32xi32>
func.func @mmai_batched(%a: tensor<2x16x8xi8>, %b: tensor<2x8x32xi8>, %c: tensor<2x16x32xi32>) -> tensor<2x16x32xi32> {
  %r = linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
      ins(%a, %b : tensor<2x16x8xi8>, tensor<2x8x32xi8>) outs(%c : tensor<2x16x32xi32>) {
  ^bb0(%x: i8, %y: i8, %z: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extui %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %z, %p : i32
    linalg.yield %s : i32
  } -> tensor<2x16x32xi32>
  return %r : tensor<2x16x32xi32>
}

// -----

// Left alone: a body that calls out (an f16 accumulator rounds through the
// runtime), a transposed operand map, and a reduction that is not k.

#lhs = affine_map<(d0, d1, d2) -> (d0, d1)>
#rhs = affine_map<(d0, d1, d2) -> (d1, d2)>
#rhsT = affine_map<(d0, d1, d2) -> (d2, d1)>
#acc = affine_map<(d0, d1, d2) -> (d0, d2)>

func.func private @round(f64) -> f16

// CHECK-LABEL: func @not_vectorized
// CHECK-NOT: vector.
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT: vector.
func.func @not_vectorized(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>, %c: tensor<8x8xf16>,
                          %d: tensor<8x8xf32>, %e: tensor<8x8xf32>, %f: tensor<8x8xf32>)
    -> (tensor<8x8xf16>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %r0 = linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : tensor<8x8xf16>, tensor<8x8xf16>) outs(%c : tensor<8x8xf16>) {
  ^bb0(%x: f16, %y: f16, %z: f16):
    %xe = arith.extf %x : f16 to f64
    %ye = arith.extf %y : f16 to f64
    %ze = arith.extf %z : f16 to f64
    %m = math.fma %xe, %ye, %ze : f64
    %h = func.call @round(%m) : (f64) -> f16
    linalg.yield %h : f16
  } -> tensor<8x8xf16>
  %r1 = linalg.generic {indexing_maps = [#lhs, #rhsT, #acc], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%d, %e : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = math.fma %x, %y, %z : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  %r2 = linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%d, %e : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = math.fma %x, %y, %z : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %r0, %r1, %r2 : tensor<8x8xf16>, tensor<8x8xf32>, tensor<8x8xf32>
}
