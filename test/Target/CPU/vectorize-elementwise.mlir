// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileir-cpu-vectorize-elementwise{vector-bits=512}))' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tileir-cpu-vectorize-elementwise{vector-bits=256}))' | FileCheck %s --check-prefix=AVX2

// The layer norm example's output after fusion: x read in place, the row's
// mean and rstd as [8 x 1] columns and w and b as [1 x 128] rows read at
// index 0, a column mask from the index. Rows outside, in memory order, the
// mean and rstd as scalars once per row; chunks of 16 columns (512 bits of
// f32) inside, the mask from the chunk's first index cast once plus lane
// offsets.
#x = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d0, 0)>
#row = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @layer_norm_output
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C8]] step %[[C1]] iter_args(%[[OUT:.*]] = %{{.*}}) -> (tensor<8x128xf32>) {
// CHECK:   %[[MEAN:.*]] = tensor.extract %{{.*}}[%[[I]], %{{.*}}] : tensor<8x1xf32>
// CHECK:   %[[RSTD:.*]] = tensor.extract %{{.*}}[%[[I]], %{{.*}}] : tensor<8x1xf32>
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK:   %[[ROW:.*]] = scf.for %[[J:.*]] = %{{.*}} to %[[C128]] step %[[C16]] iter_args(%[[ACC:.*]] = %[[OUT]]) -> (tensor<8x128xf32>) {
// CHECK:     %[[X:.*]] = vector.transfer_read %{{.*}}[%[[I]], %[[J]]], %{{.*}} {in_bounds = [true]} : tensor<8x128xf32>, vector<16xf32>
// CHECK:     %[[W:.*]] = vector.transfer_read %{{.*}}[%{{.*}}, %[[J]]], %{{.*}} {in_bounds = [true]} : tensor<1x128xf32>, vector<16xf32>
// CHECK:     %[[B:.*]] = vector.transfer_read %{{.*}}[%{{.*}}, %[[J]]], %{{.*}} {in_bounds = [true]} : tensor<1x128xf32>, vector<16xf32>
// CHECK:     %[[J32:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK:     %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
// CHECK:     %[[SPLAT:.*]] = vector.broadcast %[[J32]] : i32 to vector<16xi32>
// CHECK:     %[[IDX:.*]] = arith.addi %[[SPLAT]], %[[LANES]] : vector<16xi32>
// CHECK:     %[[N:.*]] = vector.broadcast %{{.*}} : i32 to vector<16xi32>
// CHECK:     %[[MASK:.*]] = arith.cmpi slt, %[[IDX]], %[[N]] : vector<16xi32>
// CHECK:     %[[MEANV:.*]] = vector.broadcast %[[MEAN]] : f32 to vector<16xf32>
// CHECK:     %[[D:.*]] = arith.subf %[[X]], %[[MEANV]] : vector<16xf32>
// CHECK:     %[[SEL:.*]] = arith.select %[[MASK]], %[[D]], %{{.*}} : vector<16xi1>, vector<16xf32>
// CHECK:     %[[RSTDV:.*]] = vector.broadcast %[[RSTD]] : f32 to vector<16xf32>
// CHECK:     %[[NORM:.*]] = arith.mulf %[[SEL]], %[[RSTDV]] : vector<16xf32>
// CHECK:     %[[SCALED:.*]] = arith.mulf %[[NORM]], %[[W]] : vector<16xf32>
// CHECK:     %[[Y:.*]] = arith.addf %[[SCALED]], %[[B]] : vector<16xf32>
// CHECK:     %[[W2:.*]] = vector.transfer_write %[[Y]], %[[ACC]][%[[I]], %[[J]]] {in_bounds = [true]} : vector<16xf32>, tensor<8x128xf32>
// CHECK:     scf.yield %[[W2]] : tensor<8x128xf32>
// CHECK:   scf.yield %[[ROW]] : tensor<8x128xf32>
// CHECK: return %[[R]] : tensor<8x128xf32>
// CHECK-NOT: linalg.generic
// AVX2-LABEL: func.func @layer_norm_output
// AVX2: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c8
// AVX2: vector.transfer_read {{.*}} : tensor<8x128xf32>, vector<8xf32>
func.func @layer_norm_output(%x: tensor<8x128xf32>, %mean: tensor<8x1xf32>, %rstd: tensor<8x1xf32>, %w: tensor<1x128xf32>, %b: tensor<1x128xf32>, %n: i32) -> tensor<8x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x128xf32>
  %y = linalg.generic {indexing_maps = [#x, #col, #col, #row, #row, #x], iterator_types = ["parallel", "parallel"]} ins(%x, %mean, %rstd, %w, %b : tensor<8x128xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<1x128xf32>, tensor<1x128xf32>) outs(%e : tensor<8x128xf32>) {
  ^bb0(%in: f32, %m: f32, %r: f32, %wi: f32, %bi: f32, %out: f32):
    %j = linalg.index 1 : index
    %j32 = arith.index_cast %j : index to i32
    %inside = arith.cmpi slt, %j32, %n : i32
    %d = arith.subf %in, %m : f32
    %c = arith.select %inside, %d, %zero : f32
    %norm = arith.mulf %c, %r : f32
    %scaled = arith.mulf %norm, %wi : f32
    %o = arith.addf %scaled, %bi : f32
    linalg.yield %o : f32
  } -> tensor<8x128xf32>
  return %y : tensor<8x128xf32>
}

// -----

// One dimension, mixed widths: f16 in, f32 out; the step is 16 lanes of the
// widest element (f32) at 512 bits, 8 at 256. No row loop.
#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @widen_add
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %c16 iter_args(%[[OUT:.*]] = %{{.*}}) -> (tensor<64xf32>) {
// CHECK:   %[[A:.*]] = vector.transfer_read %{{.*}}[%[[J]]], %{{.*}} {in_bounds = [true]} : tensor<64xf16>, vector<16xf16>
// CHECK:   %[[B:.*]] = vector.transfer_read %{{.*}}[%[[J]]], %{{.*}} {in_bounds = [true]} : tensor<64xf32>, vector<16xf32>
// CHECK:   %[[AE:.*]] = arith.extf %[[A]] : vector<16xf16> to vector<16xf32>
// CHECK:   %[[S:.*]] = arith.addf %[[AE]], %[[B]] : vector<16xf32>
// CHECK:   vector.transfer_write %[[S]], %[[OUT]][%[[J]]] {in_bounds = [true]} : vector<16xf32>, tensor<64xf32>
// AVX2-LABEL: func.func @widen_add
// AVX2: step %c8
// AVX2: vector<8xf16>
func.func @widen_add(%a: tensor<64xf16>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<64xf16>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: f16, %y: f32, %o: f32):
    %xe = arith.extf %x : f16 to f32
    %s = arith.addf %xe, %y : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// An input that is also the init (accumulate in place) is read from the
// tensor the loops carry, where its chunk is written; a row index used as
// a value is a scalar of the row loop, outside the chunks; the unit
// leading dimension gets no loop.
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @accumulate
// CHECK: scf.for %[[I:.*]] = {{.*}} iter_args(%[[OUT:.*]] = %[[ACC0:.*]]) -> (tensor<1x4x32xi32>)
// CHECK:   %[[ROW:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK:   scf.for %[[J:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[OUT]]) -> (tensor<1x4x32xi32>)
// CHECK:     %[[OLD:.*]] = vector.transfer_read %[[ACC]][%{{.*}}, %[[I]], %[[J]]]
// CHECK:     %[[ROWV:.*]] = vector.broadcast %[[ROW]] : i32 to vector<16xi32>
// CHECK:     %[[NEW:.*]] = arith.addi %[[OLD]], %[[ROWV]] : vector<16xi32>
// CHECK:     vector.transfer_write %[[NEW]], %[[ACC]][%{{.*}}, %[[I]], %[[J]]]
func.func @accumulate(%acc: tensor<1x4x32xi32>) -> tensor<1x4x32xi32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%acc : tensor<1x4x32xi32>) outs(%acc : tensor<1x4x32xi32>) {
  ^bb0(%a: i32, %o: i32):
    %i = linalg.index 1 : index
    %i32 = arith.index_cast %i : index to i32
    %s = arith.addi %a, %i32 : i32
    linalg.yield %s : i32
  } -> tensor<1x4x32xi32>
  return %r : tensor<1x4x32xi32>
}

// -----

// Left alone: an input read transposed (its lanes are not contiguous), an
// i1 tile (a byte per element in memory, bit-packed in vectors), an
// innermost extent with no power-of-two divisor of at least 4 lanes, and a
// body that reads another tensor at computed indices (a gather).
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: vector.
// CHECK-COUNT-4: linalg.generic
// CHECK-NOT: vector.
func.func @left_alone(%a: tensor<16x16xf32>, %m: tensor<16x16xi1>, %c: tensor<16x6xf32>, %g: tensor<64xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x6xf32>, tensor<16x16xf32>) {
  %e = tensor.empty() : tensor<16x16xf32>
  %t = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<16x16xf32>
  %zero = arith.constant 0.0 : f32
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %a : tensor<16x16xi1>, tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%k: i1, %x: f32, %o: f32):
    %v = arith.select %k, %x, %zero : f32
    linalg.yield %v : f32
  } -> tensor<16x16xf32>
  %e6 = tensor.empty() : tensor<16x6xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<16x6xf32>) outs(%e6 : tensor<16x6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.negf %x : f32
    linalg.yield %v : f32
  } -> tensor<16x6xf32>
  %gathered = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<16x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %v = tensor.extract %g[%k] : tensor<64xf32>
    linalg.yield %v : f32
  } -> tensor<16x16xf32>
  return %t, %s, %n, %gathered : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x6xf32>, tensor<16x16xf32>
}
