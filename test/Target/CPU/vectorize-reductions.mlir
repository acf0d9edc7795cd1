// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileir-cpu-vectorize-reductions))' | FileCheck %s

// A row reduction as emitReduce builds it (loop 0 walks the reduced
// dimension, the last of the input): a loop over blocks of 8 columns that
// reads 8 contiguous elements of each of the 8 rows, transposes them in
// registers and applies the combiner to the 8 columns in order, on vectors
// of the rows, the accumulator staying in registers.

#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @row_max
// CHECK-SAME: (%[[X:.*]]: tensor<8x64xf32>, %[[INIT:.*]]: tensor<8xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[ACC0:.*]] = vector.transfer_read %{{.*}}[%[[C0]]]{{.*}} : tensor<8xf32>, vector<8xf32>
// CHECK: %[[R:.*]] = scf.for %[[J:.*]] = %[[C0]] to %[[C64]] step %[[C8]] iter_args(%[[ACC:.*]] = %[[ACC0]]) -> (vector<8xf32>)
// CHECK: %[[BLOCK:.*]] = vector.transfer_read %{{.*}}[%[[C0]], %[[J]]]{{.*}} : tensor<8x64xf32>, vector<8x8xf32>
// CHECK: %[[T:.*]] = vector.transpose %[[BLOCK]], [1, 0]
// CHECK: %[[COL0:.*]] = vector.extract %[[T]][0] : vector<8xf32> from vector<8x8xf32>
// CHECK: %[[M0:.*]] = arith.maximumf %[[COL0]], %[[ACC]] : vector<8xf32>
// CHECK: %[[COL1:.*]] = vector.extract %[[T]][1]
// CHECK: %[[M1:.*]] = arith.maximumf %[[COL1]], %[[M0]] : vector<8xf32>
// CHECK-COUNT-6: arith.maximumf
// CHECK: scf.yield
// CHECK-NOT: linalg.generic
// CHECK: %[[W:.*]] = vector.transfer_write %[[R]]
// CHECK: tensor.insert_slice %[[W]] into %[[INIT]][0] [8] [1]
func.func @row_max(%x: tensor<8x64xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%e: f32, %acc: f32):
    %m = arith.maximumf %e, %acc : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Columns not a multiple of the block: one column per step, the combiner
// vectorized by linalg's vectorizer on the gathered column.

#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @row_max_columns
// CHECK-SAME: (%[[X:.*]]: tensor<8x20xf32>, %[[INIT:.*]]: tensor<8xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG: %[[ACC0:.*]] = tensor.extract_slice %[[INIT]][0] [8] [1] : tensor<8xf32> to tensor<8xf32>
// CHECK: %[[R:.*]] = scf.for %[[J:.*]] = %[[C0]] to %[[C20]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[ACC0]]) -> (tensor<8xf32>)
// CHECK: %[[COL:.*]] = tensor.extract_slice %[[X]][0, %[[J]]] [8, 1] [1, 1] : tensor<8x20xf32> to tensor<8xf32>
// CHECK: %[[E:.*]] = vector.transfer_read %[[COL]]
// CHECK: %[[A:.*]] = vector.transfer_read %[[ACC]]
// CHECK: %[[M:.*]] = arith.maximumf %[[E]], %[[A]] : vector<8xf32>
// CHECK: %[[W:.*]] = vector.transfer_write %[[M]], %[[ACC]]
// CHECK: scf.yield %[[W]] : tensor<8xf32>
// CHECK-NOT: linalg.generic
// CHECK: tensor.insert_slice %[[R]] into %[[INIT]][0] [8] [1]
func.func @row_max_columns(%x: tensor<8x20xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<8x20xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%e: f32, %acc: f32):
    %m = arith.maximumf %e, %acc : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// An argmax with the index tile fused in (linalg.index of the reduced
// loop): in a block, the index of column c is the block's start plus c,
// the same in every lane.

#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @row_argmax
// CHECK: %{{.*}}:2 = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (vector<4xf32>, vector<4xi32>)
// CHECK-NOT: linalg.index
// CHECK: vector.transpose {{.*}} : vector<4x8xf32> to vector<8x4xf32>
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[J1:.*]] = arith.addi %[[J]], %[[C1]] : index
// CHECK: %[[JV:.*]] = vector.broadcast %[[J1]] : index to vector<4xindex>
// CHECK: %[[JI:.*]] = arith.index_cast %[[JV]] : vector<4xindex> to vector<4xi32>
// CHECK: %[[GT:.*]] = arith.cmpf ogt, %{{.*}} : vector<4xf32>
// CHECK: arith.select %[[GT]], %{{.*}} : vector<4xi1>, vector<4xf32>
// CHECK: arith.select %[[GT]], %[[JI]], %{{.*}} : vector<4xi1>, vector<4xi32>
func.func @row_argmax(%x: tensor<4x16xf32>, %v: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<4x16xf32>) outs(%v, %i : tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%e: f32, %accv: f32, %acci: i32):
    %j = linalg.index 0 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %e, %accv : f32
    %nv = arith.select %gt, %e, %accv : f32
    %ni = arith.select %gt, %ji, %acci : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<4xf32>, tensor<4xi32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// Unit dimensions of the kept loops are dropped: the step is on vector<8>,
// not vector<8x1> (30 columns: one per step).

#in = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#out = affine_map<(d0, d1, d2) -> (d1, d2)>

// CHECK-LABEL: func @unit_dim
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [8, 1] [1, 1] : tensor<8x1xf32> to tensor<8xf32>
// CHECK: scf.for
// CHECK: tensor.extract_slice %{{.*}}[0, 0, %{{.*}}] [8, 1, 1] [1, 1, 1] : tensor<8x1x30xf32> to tensor<8xf32>
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [8, 1] [1, 1] : tensor<8xf32> into tensor<8x1xf32>
func.func @unit_dim(%x: tensor<8x1x30xf32>, %init: tensor<8x1xf32>) -> tensor<8x1xf32> {
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel", "parallel"]} ins(%x : tensor<8x1x30xf32>) outs(%init : tensor<8x1xf32>) {
  ^bb0(%e: f32, %acc: f32):
    %s = arith.addf %e, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8x1xf32>
  return %r : tensor<8x1xf32>
}

// -----

// One line only: nothing to run side by side, the generic stays. Neither
// is a reduction whose reduced loop is not the outer one (a contraction).

#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d1)>
#lhs = affine_map<(d0, d1, d2) -> (d0, d1)>
#rhs = affine_map<(d0, d1, d2) -> (d1, d2)>
#acc = affine_map<(d0, d1, d2) -> (d0, d2)>

// CHECK-LABEL: func @left_alone
// CHECK-NOT: scf.for
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction", "parallel"]
func.func @left_alone(%x: tensor<1x64xf32>, %init: tensor<1xf32>, %a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> (tensor<1xf32>, tensor<4x4xf32>) {
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<1x64xf32>) outs(%init : tensor<1xf32>) {
  ^bb0(%e: f32, %acc: f32):
    %s = arith.addf %e, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %d = linalg.generic {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%l: f32, %rr: f32, %o: f32):
    %m = math.fma %l, %rr, %o : f32
    linalg.yield %m : f32
  } -> tensor<4x4xf32>
  return %r, %d : tensor<1xf32>, tensor<4x4xf32>
}

// -----

// A combiner the vectorizer does not take (a call) keeps the loop over the
// reduced dimension with a parallel scalar step; so does a reduction along
// the rows (the step's column is contiguous already).

#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d1)>

func.func private @combine(f32, f32) -> f32

// CHECK-LABEL: func @scalar_step
// CHECK: scf.for
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]{{.*}} ins(%{{.*}} : tensor<8xf32>) outs(%{{.*}} : tensor<8xf32>)
// CHECK: func.call @combine
// CHECK-LABEL: func @column_sum
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<8xf32>)
// CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0] [1, 8] [1, 1] : tensor<16x8xf32> to tensor<8xf32>
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
func.func @scalar_step(%x: tensor<8x16xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%e: f32, %acc: f32):
    %m = func.call @combine(%e, %acc) : (f32, f32) -> f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

#rows = affine_map<(d0, d1) -> (d0, d1)>

func.func @column_sum(%x: tensor<16x8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#rows, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<16x8xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%e: f32, %acc: f32):
    %s = arith.addf %e, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// An input that is the same for every row (a broadcast column vector fused
// in) is not a [rows x columns] block: the column steps take it.

#in = affine_map<(d0, d1) -> (d1, d0)>
#bcast = affine_map<(d0, d1) -> (d0)>
#out = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @broadcast_input
// CHECK-NOT: vector.transpose
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<8xf32>)
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
func.func @broadcast_input(%x: tensor<8x64xf32>, %w: tensor<64xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#in, #bcast, #out], iterator_types = ["reduction", "parallel"]} ins(%x, %w : tensor<8x64xf32>, tensor<64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%e: f32, %s: f32, %acc: f32):
    %p = arith.mulf %e, %s : f32
    %a = arith.addf %p, %acc : f32
    linalg.yield %a : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// An i1 input (a mask tile) is one byte per element in memory, but a
// vector of i1 is bit-packed: a vector read of the mask would take the
// wrong bits. Such a reduction (maxf: not reassociated; then a sum, which
// the strided path refuses for the same reason) keeps a scalar step, in
// blocks of neither 8 columns nor vectors.

#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @mask_input
// CHECK-NOT: vector.transfer_read
// CHECK: scf.for
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]{{.*}} ins(%{{.*}}, %{{.*}} : tensor<8xi1>, tensor<8xf32>) outs(%{{.*}} : tensor<8xf32>)
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK-NOT: vector.transfer_read
// CHECK-LABEL: func @mask_input_sum
// CHECK-NOT: vector.transfer_read
// CHECK: scf.for
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]{{.*}} ins(%{{.*}}, %{{.*}} : tensor<8xi1>, tensor<8xf32>) outs(%{{.*}} : tensor<8xf32>)
// CHECK-NOT: vector.transfer_read
func.func @mask_input(%m: tensor<8x64xi1>, %x: tensor<8x64xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [#in, #in, #out], iterator_types = ["reduction", "parallel"]} ins(%m, %x : tensor<8x64xi1>, tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%k: i1, %e: f32, %acc: f32):
    %s = arith.select %k, %e, %zero : f32
    %a = arith.maximumf %s, %acc : f32
    linalg.yield %a : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @mask_input_sum(%m: tensor<8x64xi1>, %x: tensor<8x64xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#in, #in, #out], iterator_types = ["reduction", "parallel"]} ins(%m, %x : tensor<8x64xi1>, tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%k: i1, %e: f32, %acc: f32):
    %s = arith.select %k, %e, %zero : f32
    %a = arith.addf %s, %acc : f32
    linalg.yield %a : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
