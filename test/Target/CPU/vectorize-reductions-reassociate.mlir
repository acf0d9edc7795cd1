// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileir-cpu-vectorize-reductions))' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileir-cpu-vectorize-reductions{reassociate=false}))' | FileCheck %s --check-prefix=INORDER

// A row sum of squares with its producers fused in (x - m, squared), the
// accumulator filled with the identity as emitReduce does: 16 lanes per
// row, groups of 4 rows, one row after another (memory order), each lane
// from the identity taking every 16th element with the whole body; then
// the tree of the combiner
// alone (not the producers: no mulf there) on the rows packed into whole
// vectors: lane l of each row absorbs lane l + 8 (two rows per vector),
// then l + 4 (all four rows in one vector), l + 2 and l + 1; row r's sum
// ends in lane r.

#in = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @row_sum_of_squares
// CHECK-SAME: (%[[X:.*]]: tensor<8x64xf32>, %[[M:.*]]: tensor<8xf32>)
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK: %[[ID:.*]] = vector.broadcast %[[ZERO]] : f32 to vector<16xf32>
// CHECK: scf.for %[[G:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:.*]] = %{{.*}}) -> (tensor<8xf32>)
// CHECK: %[[R0:.*]] = arith.addi %[[G]], %{{.*}} : index
// CHECK: %[[P0:.*]] = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[Q:.*]] = %[[ID]]) -> (vector<16xf32>)
// CHECK: %[[E:.*]] = vector.transfer_read %{{.*}}[%[[R0]], %[[J]]]{{.*}} : tensor<8x64xf32>, vector<16xf32>
// CHECK: %[[MR:.*]] = tensor.extract %{{.*}}[%[[R0]]] : tensor<8xf32>
// CHECK: %[[MV:.*]] = vector.broadcast %[[MR]] : f32 to vector<16xf32>
// CHECK: %[[D:.*]] = arith.subf %[[E]], %[[MV]] : vector<16xf32>
// CHECK: %[[SQ:.*]] = arith.mulf %[[D]], %[[D]] : vector<16xf32>
// CHECK: %[[NEXT:.*]] = arith.addf %[[SQ]], %[[Q]] : vector<16xf32>
// CHECK: scf.yield %[[NEXT]] : vector<16xf32>
// CHECK: %[[P1:.*]] = scf.for {{.*}} -> (vector<16xf32>)
// CHECK: %[[P2:.*]] = scf.for {{.*}} -> (vector<16xf32>)
// CHECK: %[[P3:.*]] = scf.for {{.*}} -> (vector<16xf32>)
// CHECK: %[[A0:.*]] = vector.shuffle %[[P0]], %[[P1]] [0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23]
// CHECK: %[[E0:.*]] = vector.shuffle %[[P0]], %[[P1]] [8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31]
// CHECK: %[[S0:.*]] = arith.addf %[[E0]], %[[A0]] : vector<16xf32>
// CHECK: %[[A1:.*]] = vector.shuffle %[[P2]], %[[P3]] [0, 1, 2, 3, 4, 5, 6, 7, 16,
// CHECK: %[[E1:.*]] = vector.shuffle %[[P2]], %[[P3]] [8, 9, 10, 11, 12, 13, 14, 15, 24,
// CHECK: %[[S1:.*]] = arith.addf %[[E1]], %[[A1]] : vector<16xf32>
// CHECK: %[[A2:.*]] = vector.shuffle %[[S0]], %[[S1]] [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27]
// CHECK: %[[E2:.*]] = vector.shuffle %[[S0]], %[[S1]] [4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31]
// CHECK: %[[S2:.*]] = arith.addf %[[E2]], %[[A2]] : vector<16xf32>
// CHECK: %[[A3:.*]] = vector.shuffle %[[S2]], %[[S2]] [0, 1, 4, 5, 8, 9, 12, 13,
// CHECK: %[[E3:.*]] = vector.shuffle %[[S2]], %[[S2]] [2, 3, 6, 7, 10, 11, 14, 15,
// CHECK: %[[S3:.*]] = arith.addf %[[E3]], %[[A3]] : vector<16xf32>
// CHECK: %[[A4:.*]] = vector.shuffle %[[S3]], %[[S3]] [0, 2, 4, 6,
// CHECK: %[[E4:.*]] = vector.shuffle %[[S3]], %[[S3]] [1, 3, 5, 7,
// CHECK-NOT: arith.mulf
// CHECK: %[[S4:.*]] = arith.addf %[[E4]], %[[A4]] : vector<16xf32>
// CHECK-NOT: arith.addf
// CHECK: %[[R:.*]] = vector.shuffle %[[S4]], %[[S4]] [0, 1, 2, 3] : vector<16xf32>, vector<16xf32>
// CHECK: vector.transfer_write %[[R]], %[[OUT]][%[[G]]] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
// CHECK-NOT: linalg.generic
// Without reassociation the generic stays (a row-broadcast input is not a
// [rows x columns] block).
// INORDER-LABEL: func @row_sum_of_squares
// INORDER-NOT: vector.transpose
// INORDER: linalg.generic
func.func @row_sum_of_squares(%x: tensor<8x64xf32>, %m: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#in, #row, #row], iterator_types = ["reduction", "parallel"]} ins(%x, %m : tensor<8x64xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %d = arith.subf %a, %b : f32
    %sq = arith.mulf %d, %d : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// The maxf combiner with its NaN and signed-zero rules (several ops that
// read the element and the accumulator): the tree applies all of them. A
// single line (1x256, the unit row kept) is one group of one row.

#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @line_max
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<1xf32>)
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<16xf32>)
// CHECK: vector.transfer_read {{.*}} : tensor<1x256xf32>, vector<16xf32>
// CHECK: arith.cmpf uno, {{.*}} : vector<16xf32>
// CHECK-COUNT-5: arith.cmpf ogt, {{.*}} : vector<16xf32>
// CHECK-NOT: arith.cmpf ogt
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0] : vector<16xf32>, vector<16xf32>
// CHECK: vector.transfer_write {{.*}} : vector<1xf32>, tensor<1xf32>
func.func @line_max(%x: tensor<1x256xf32>) -> tensor<1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<1x256xf32>) outs(%init : tensor<1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf uno, %in, %in : f32
    %1 = arith.cmpf uno, %out, %out : f32
    %2 = arith.ori %0, %1 : i1
    %3 = arith.andi %0, %1 : i1
    %4 = arith.select %0, %out, %in : f32
    %5 = arith.select %3, %nan, %4 : f32
    %6 = arith.bitcast %in : f32 to i32
    %7 = arith.cmpi slt, %6, %c0 : i32
    %8 = arith.select %7, %out, %in : f32
    %9 = arith.cmpf ogt, %in, %out : f32
    %10 = arith.select %9, %in, %out : f32
    %11 = arith.cmpf oeq, %in, %out : f32
    %12 = arith.select %11, %8, %10 : f32
    %13 = arith.select %2, %5, %12 : f32
    linalg.yield %13 : f32
  } -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

// Integers: a sum (the same bits in any order) is reassociated, 16 lanes of
// i32; a combiner of two ops (x - acc, not associative) keeps the order,
// as does any reduction whose accumulator is not a fill, or that reduces
// along the rows (its column step is contiguous already), or that has two
// results.

#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d1)>
#rows = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func @integers
// CHECK-COUNT-4: iter_args({{.*}}) -> (vector<16xi32>)
// CHECK: vector.shuffle
// CHECK-COUNT-5: arith.addi %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 1, 2, 3] : vector<16xi32>, vector<16xi32>
// CHECK: iter_args({{.*}}) -> (vector<4xi32>)
// CHECK: arith.subi %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NOT: vector<16xi32>
// CHECK-LABEL: func @left_in_order
// CHECK-NOT: vector<16xf32>
// CHECK: return
func.func @integers(%x: tensor<4x64xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %sum = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<4x64xi32>) outs(%init : tensor<4xi32>) {
  ^bb0(%a: i32, %acc: i32):
    %s = arith.addi %a, %acc : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %diff = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<4x64xi32>) outs(%init : tensor<4xi32>) {
  ^bb0(%a: i32, %acc: i32):
    %s = arith.subi %a, %acc : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %sum, %diff : tensor<4xi32>, tensor<4xi32>
}

func.func @left_in_order(%x: tensor<8x64xf32>, %y: tensor<64x8xf32>, %init: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %notfill = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %columns = linalg.generic {indexing_maps = [#rows, #out], iterator_types = ["reduction", "parallel"]} ins(%y : tensor<64x8xf32>) outs(%fill : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %pair:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<8x64xf32>) outs(%fill, %fill : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32, %acc2: f32):
    %s = arith.addf %a, %acc : f32
    %t = arith.maximumf %a, %acc2 : f32
    linalg.yield %s, %t : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %notfill, %columns, %pair#0, %pair#1 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// The same sum with the mean as an [8 x 1] column read at the constant
// index 0 (its broadcast fused into the reduction), and a column mask
// computed from the index (layer norm's, fused in twice): the column is
// read without its unit dimension (a collapse_shape), as a row value,
// and the reduction takes the strided path with the mask on vectors of
// column indices.

#in = affine_map<(d0, d1) -> (d1, d0)>
#col = affine_map<(d0, d1) -> (d1, 0)>
#row = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @masked_sum_of_squares
// CHECK: %[[M:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<8x1xf32> into tensor<8xf32>
// CHECK: scf.for
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args({{.*}}) -> (vector<16xf32>)
// CHECK: %[[COLS:.*]] = arith.addi %{{.*}}, %{{.*}} : vector<16xindex>
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %[[J]]]{{.*}} : tensor<8x64xf32>, vector<16xf32>
// CHECK: tensor.extract %{{.*}}[%{{.*}}] : tensor<8xf32>
// CHECK: arith.index_cast %[[COLS]] : vector<16xindex> to vector<16xi32>
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<16xi1>, vector<16xf32>
// CHECK-NOT: linalg.generic
// INORDER-LABEL: func @masked_sum_of_squares
// INORDER: tensor.collapse_shape
// INORDER: linalg.generic
func.func @masked_sum_of_squares(%x: tensor<8x64xf32>, %m: tensor<8x1xf32>, %n: i32) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#in, #col, #row], iterator_types = ["reduction", "parallel"]} ins(%x, %m : tensor<8x64xf32>, tensor<8x1xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %j = linalg.index 0 : index
    %ji = arith.index_cast %j : index to i32
    %inside = arith.cmpi slt, %ji, %n : i32
    %d = arith.subf %a, %b : f32
    %c = arith.select %inside, %d, %zero : f32
    %sq = arith.mulf %c, %c : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
