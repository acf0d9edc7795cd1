// RUN: tile-opt %s --canonicalize --split-input-file | FileCheck %s

// Constant operands fold into the product accumulated in the f32
// accumulator type; f16 inputs are exact under tf32.
// CHECK-LABEL: nv_tileaa.func @fold_float
// CHECK: %[[R:.+]] = arith.constant dense<{{\[\[}}2.500000e+00, 5.500000e+00], [5.000000e+00, 1.050000e+01]]> : tensor<2x2xf32>
// CHECK-NOT: nv_tileaa.dot
// CHECK: nv_tileaa.return %[[R]]
nv_tileaa.func @fold_float() -> tensor<2x2xf32> {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %b = arith.constant dense<[[1.0, 0.5], [0.25, 2.0]]> : tensor<2x2xf16>
  %c = arith.constant dense<1.0> : tensor<2x2xf32>
  %r = nv_tileaa.dot %a, %b, %c {input_precision = "tf32"} : tensor<2x2xf16>, tensor<2x2xf16>, tensor<2x2xf32>
  nv_tileaa.return %r : tensor<2x2xf32>
}

// -----

// Accumulating in the accumulator type: 2048 + 1 + 1 is exact in f32 but
// not in the f16 inputs' format (which would give 2048).
// CHECK-LABEL: nv_tileaa.func @fold_accumulator_precision
// CHECK: %[[R:.+]] = arith.constant dense<2.050000e+03> : tensor<1x1xf32>
// CHECK: nv_tileaa.return %[[R]]
nv_tileaa.func @fold_accumulator_precision() -> tensor<1x1xf32> {
  %a = arith.constant dense<1.0> : tensor<1x2xf16>
  %b = arith.constant dense<1.0> : tensor<2x1xf16>
  %c = arith.constant dense<2048.0> : tensor<1x1xf32>
  %r = nv_tileaa.dot %a, %b, %c : tensor<1x2xf16>, tensor<2x1xf16>, tensor<1x1xf32>
  nv_tileaa.return %r : tensor<1x1xf32>
}

// -----

// Integer inputs extend by their own signedness: i8 0xff is -1 signed and
// 255 unsigned, so (-1 * 255) * 2 = -510 but (-1 * -1) * 2 = 2.
// CHECK-LABEL: nv_tileaa.func @fold_integer_signedness
// CHECK-DAG: %[[SU:.+]] = arith.constant dense<-510> : tensor<2x2xi32>
// CHECK-DAG: %[[SS:.+]] = arith.constant dense<2> : tensor<2x2xi32>
// CHECK-NOT: nv_tileaa.dot
// CHECK: nv_tileaa.return %[[SU]], %[[SS]]
nv_tileaa.func @fold_integer_signedness() -> (tensor<2x2xi32>, tensor<2x2xi32>) {
  %a = arith.constant dense<-1> : tensor<2x2xi8>
  %c = arith.constant dense<0> : tensor<2x2xi32>
  %su = nv_tileaa.dot %a, %a, %c {signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<unsigned>} : tensor<2x2xi8>, tensor<2x2xi8>, tensor<2x2xi32>
  %ss = nv_tileaa.dot %a, %a, %c {signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<signed>} : tensor<2x2xi8>, tensor<2x2xi8>, tensor<2x2xi32>
  nv_tileaa.return %su, %ss : tensor<2x2xi32>, tensor<2x2xi32>
}

// -----

// Batched (rank 3) dot: each batch multiplies on its own.
// CHECK-LABEL: nv_tileaa.func @fold_batched
// CHECK: %[[R:.+]] = arith.constant dense<{{\[\[\[}}3]], {{\[\[}}7]]]> : tensor<2x1x1xi32>
// CHECK: nv_tileaa.return %[[R]]
nv_tileaa.func @fold_batched() -> tensor<2x1x1xi32> {
  %a = arith.constant dense<[[[1, 1]], [[1, 2]]]> : tensor<2x1x2xi32>
  %b = arith.constant dense<[[[1], [2]], [[3], [2]]]> : tensor<2x2x1xi32>
  %c = arith.constant dense<0> : tensor<2x1x1xi32>
  %r = nv_tileaa.dot %a, %b, %c {signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<signed>} : tensor<2x1x2xi32>, tensor<2x2x1xi32>, tensor<2x1x1xi32>
  nv_tileaa.return %r : tensor<2x1x1xi32>
}

// -----

// A zero multiplicand leaves the accumulator: always for integers, and for
// floats under fastmath that waives NaN, Inf and the sign of zero.
// CHECK-LABEL: nv_tileaa.func @zero_operand
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xi8>, %[[ACC:.+]]: tensor<4x4xi32>, %[[F:.+]]: tensor<4x8xf16>, %[[FACC:.+]]: tensor<4x4xf32>)
// CHECK-NOT: nv_tileaa.dot
// CHECK: nv_tileaa.return %[[ACC]], %[[FACC]]
nv_tileaa.func @zero_operand(%x: tensor<4x8xi8>, %acc: tensor<4x4xi32>, %f: tensor<4x8xf16>, %facc: tensor<4x4xf32>) -> (tensor<4x4xi32>, tensor<4x4xf32>) {
  %z = arith.constant dense<0> : tensor<8x4xi8>
  %r = nv_tileaa.dot %x, %z, %acc {signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<unsigned>} : tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi32>
  %fz = arith.constant dense<0.0> : tensor<8x4xf16>
  %fr = nv_tileaa.dot %f, %fz, %facc {fastmath = #arith.fastmath<nnan,ninf,nsz>} : tensor<4x8xf16>, tensor<8x4xf16>, tensor<4x4xf32>
  nv_tileaa.return %r, %fr : tensor<4x4xi32>, tensor<4x4xf32>
}

// -----

// Negative: without those fastmath flags a float zero multiplicand is not
// enough (0 * NaN is NaN, and -0 + +0 is +0).
// CHECK-LABEL: nv_tileaa.func @zero_operand_float_strict
// CHECK: %[[R:.+]] = nv_tileaa.dot
// CHECK: nv_tileaa.return %[[R]]
nv_tileaa.func @zero_operand_float_strict(%f: tensor<4x8xf16>, %facc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %fz = arith.constant dense<0.0> : tensor<8x4xf16>
  %fr = nv_tileaa.dot %f, %fz, %facc {fastmath = #arith.fastmath<contract>} : tensor<4x8xf16>, tensor<8x4xf16>, tensor<4x4xf32>
  nv_tileaa.return %fr : tensor<4x4xf32>
}

// -----

// Negative: f32 inputs that tf32 would round are not folded (the tensor
// cores would not compute the IEEE product).
// CHECK-LABEL: nv_tileaa.func @inexact_in_tf32
// CHECK: nv_tileaa.dot
nv_tileaa.func @inexact_in_tf32() -> tensor<1x1xf32> {
  %a = arith.constant dense<1.00000012> : tensor<1x1xf32>
  %c = arith.constant dense<0.0> : tensor<1x1xf32>
  %r = nv_tileaa.dot %a, %a, %c {input_precision = "tf32"} : tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>
  nv_tileaa.return %r : tensor<1x1xf32>
}

// -----

// The same inputs under "ieee" precision do fold.
// CHECK-LABEL: nv_tileaa.func @exact_in_ieee
// CHECK-NOT: nv_tileaa.dot
// CHECK: arith.constant dense<1.00000024> : tensor<1x1xf32>
nv_tileaa.func @exact_in_ieee() -> tensor<1x1xf32> {
  %a = arith.constant dense<1.00000012> : tensor<1x1xf32>
  %c = arith.constant dense<0.0> : tensor<1x1xf32>
  %r = nv_tileaa.dot %a, %a, %c {input_precision = "ieee"} : tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>
  nv_tileaa.return %r : tensor<1x1xf32>
}

// -----

// Negative: fast_acc accumulates in reduced precision on the hardware, and
// a non-constant operand leaves nothing to fold.
// CHECK-LABEL: nv_tileaa.func @not_foldable
// CHECK: nv_tileaa.dot {{.*}} {fast_acc}
// CHECK: nv_tileaa.dot %{{.+}}, %{{.+}}, %{{.+}} :
nv_tileaa.func @not_foldable(%x: tensor<2x2xf16>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %a = arith.constant dense<1.0> : tensor<2x2xf16>
  %c = arith.constant dense<0.0> : tensor<2x2xf32>
  %r = nv_tileaa.dot %a, %a, %c {fast_acc} : tensor<2x2xf16>, tensor<2x2xf16>, tensor<2x2xf32>
  %s = nv_tileaa.dot %a, %x, %c : tensor<2x2xf16>, tensor<2x2xf16>, tensor<2x2xf32>
  nv_tileaa.return %r, %s : tensor<2x2xf32>, tensor<2x2xf32>
}
