// RUN: tile-opt %s --canonicalize --split-input-file | FileCheck %s

// Nested views fuse into one view of the final type.
// CHECK-LABEL: nv_tileaa.func @view_chain
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK: %[[V:.+]] = nv_tileaa.view %[[X]] : tensor<4x8xf32> -> tensor<2x16xf32>
// CHECK: nv_tileaa.return %[[V]]
nv_tileaa.func @view_chain(%x: tensor<4x8xf32>) -> tensor<2x16xf32> {
  %0 = nv_tileaa.view %x : tensor<4x8xf32> -> tensor<32xf32>
  %1 = nv_tileaa.view %0 : tensor<32xf32> -> tensor<2x16xf32>
  nv_tileaa.return %1 : tensor<2x16xf32>
}

// -----

// A view chain back to the source type is the source.
// CHECK-LABEL: nv_tileaa.func @view_roundtrip
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK-NOT: nv_tileaa.view
// CHECK: nv_tileaa.return %[[X]]
nv_tileaa.func @view_roundtrip(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = nv_tileaa.view %x : tensor<4x8xf32> -> tensor<32xf32>
  %1 = nv_tileaa.view %0 : tensor<32xf32> -> tensor<4x8xf32>
  nv_tileaa.return %1 : tensor<4x8xf32>
}

// -----

// view, broadcast and expand_dims of a splat are a splat of the exact
// result type (a rank-0 view is the scalar itself).
// CHECK-LABEL: nv_tileaa.func @wrappers_of_splat
// CHECK-SAME: (%[[S:.+]]: i32)
// CHECK-DAG: %[[V:.+]] = nv_tileaa.splat %[[S]] : tensor<2x8xi32>
// CHECK-DAG: %[[B:.+]] = nv_tileaa.splat %[[S]] : tensor<4x16xi32>
// CHECK-DAG: %[[E:.+]] = nv_tileaa.splat %[[S]] : tensor<1x16xi32>
// CHECK-NOT: nv_tileaa.view
// CHECK-NOT: nv_tileaa.broadcast
// CHECK-NOT: nv_tileaa.expand_dims
// CHECK: nv_tileaa.return %[[V]], %[[B]], %[[E]], %[[S]]
nv_tileaa.func @wrappers_of_splat(%s: i32) -> (tensor<2x8xi32>, tensor<4x16xi32>, tensor<1x16xi32>, i32) {
  %0 = nv_tileaa.splat %s : tensor<16xi32>
  %v = nv_tileaa.view %0 : tensor<16xi32> -> tensor<2x8xi32>
  %1 = nv_tileaa.splat %s : tensor<1x16xi32>
  %b = nv_tileaa.broadcast %1 : tensor<1x16xi32> -> tensor<4x16xi32>
  %e = nv_tileaa.expand_dims %0 {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
  %2 = nv_tileaa.splat %s : tensor<1x1xi32>
  %r = nv_tileaa.view %2 : tensor<1x1xi32> -> i32
  nv_tileaa.return %v, %b, %e, %r : tensor<2x8xi32>, tensor<4x16xi32>, tensor<1x16xi32>, i32
}

// -----

// Constants: the wrappers fold into a constant of the result shape; a
// non-splat constant keeps its row-major element order.
// CHECK-LABEL: nv_tileaa.func @wrappers_of_constants
// CHECK-DAG: arith.constant dense<3> : tensor<4x16xi32>
// CHECK-DAG: arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NOT: nv_tileaa.
// CHECK: nv_tileaa.return
nv_tileaa.func @wrappers_of_constants() -> (tensor<4x16xi32>, tensor<2x2xi32>) {
  %c = arith.constant dense<3> : tensor<1x16xi32>
  %b = nv_tileaa.broadcast %c : tensor<1x16xi32> -> tensor<4x16xi32>
  %d = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %v = nv_tileaa.view %d : tensor<4xi32> -> tensor<2x2xi32>
  nv_tileaa.return %b, %v : tensor<4x16xi32>, tensor<2x2xi32>
}

// -----

// Negative: wrappers of a non-uniform value change the element stream's
// shape and stay (a single view keeps its exact result type).
// CHECK-LABEL: nv_tileaa.func @wrappers_of_tensor
// CHECK: nv_tileaa.view
// CHECK: nv_tileaa.broadcast
// CHECK: nv_tileaa.expand_dims
nv_tileaa.func @wrappers_of_tensor(%x: tensor<16xi32>, %y: tensor<1x16xi32>) -> (tensor<2x8xi32>, tensor<4x16xi32>, tensor<16x1xi32>) {
  %v = nv_tileaa.view %x : tensor<16xi32> -> tensor<2x8xi32>
  %b = nv_tileaa.broadcast %y : tensor<1x16xi32> -> tensor<4x16xi32>
  %e = nv_tileaa.expand_dims %x {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
  nv_tileaa.return %v, %b, %e : tensor<2x8xi32>, tensor<4x16xi32>, tensor<16x1xi32>
}

// -----

// An elementwise assume over a splat moves to the scalar.
// CHECK-LABEL: nv_tileaa.func @assume_of_splat
// CHECK-SAME: (%[[S:.+]]: i32)
// CHECK: %[[A:.+]] = nv_tileaa.assume #cuda_tile.div_by<16>, %[[S]] : i32
// CHECK: %[[B:.+]] = nv_tileaa.assume #cuda_tile.bounded<0, 100>, %[[A]] : i32
// CHECK: %[[T:.+]] = nv_tileaa.splat %[[B]] : tensor<8xi32>
// CHECK: nv_tileaa.return %[[T]]
nv_tileaa.func @assume_of_splat(%s: i32) -> tensor<8xi32> {
  %0 = nv_tileaa.splat %s : tensor<8xi32>
  %1 = nv_tileaa.assume #cuda_tile.div_by<16>, %0 : tensor<8xi32>
  %2 = nv_tileaa.assume #cuda_tile.bounded<0, 100>, %1 : tensor<8xi32>
  nv_tileaa.return %2 : tensor<8xi32>
}

// -----

// Negative: predicates about the lane structure (div_by every/along,
// same_elements) have no scalar meaning and stay on the tensor.
// CHECK-LABEL: nv_tileaa.func @assume_lane_structure
// CHECK: nv_tileaa.splat
// CHECK: nv_tileaa.assume #cuda_tile.div_by<16, every 4 along 0>, %{{.+}} : tensor<8xi32>
// CHECK: nv_tileaa.assume #cuda_tile.same_elements<[4]>, %{{.+}} : tensor<8xi32>
nv_tileaa.func @assume_lane_structure(%s: i32) -> tensor<8xi32> {
  %0 = nv_tileaa.splat %s : tensor<8xi32>
  %1 = nv_tileaa.assume #cuda_tile.div_by<16, every 4 along 0>, %0 : tensor<8xi32>
  %2 = nv_tileaa.assume #cuda_tile.same_elements<[4]>, %1 : tensor<8xi32>
  nv_tileaa.return %2 : tensor<8xi32>
}

// -----

// A select of splats is one scalar select, splatted; a constant splat
// operand contributes its scalar.
// CHECK-LABEL: nv_tileaa.func @select_of_splats
// CHECK-SAME: (%[[C:.+]]: i1, %[[T:.+]]: f32)
// CHECK: %[[F:.+]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[S:.+]] = nv_tileaa.select %[[C]], %[[T]], %[[F]] : i1, f32
// CHECK: %[[R:.+]] = nv_tileaa.splat %[[S]] : tensor<4xf32>
// CHECK: nv_tileaa.return %[[R]]
nv_tileaa.func @select_of_splats(%c: i1, %t: f32) -> tensor<4xf32> {
  %0 = nv_tileaa.splat %c : tensor<4xi1>
  %1 = nv_tileaa.splat %t : tensor<4xf32>
  %2 = arith.constant dense<2.0> : tensor<4xf32>
  %3 = nv_tileaa.select %0, %1, %2 : tensor<4xi1>, tensor<4xf32>
  nv_tileaa.return %3 : tensor<4xf32>
}

// -----

// Negative: a select with one non-uniform operand stays lane by lane.
// CHECK-LABEL: nv_tileaa.func @select_not_uniform
// CHECK: nv_tileaa.select %{{.+}}, %{{.+}}, %{{.+}} : tensor<4xi1>, tensor<4xf32>
nv_tileaa.func @select_not_uniform(%c: i1, %t: f32, %f: tensor<4xf32>) -> tensor<4xf32> {
  %0 = nv_tileaa.splat %c : tensor<4xi1>
  %1 = nv_tileaa.splat %t : tensor<4xf32>
  %3 = nv_tileaa.select %0, %1, %f : tensor<4xi1>, tensor<4xf32>
  nv_tileaa.return %3 : tensor<4xf32>
}

// -----

// A uniform constant condition picks a side.
// CHECK-LABEL: nv_tileaa.func @select_constant_cond
// CHECK-SAME: (%[[T:.+]]: tensor<4xf32>, %[[F:.+]]: tensor<4xf32>)
// CHECK: nv_tileaa.return %[[F]]
nv_tileaa.func @select_constant_cond(%t: tensor<4xf32>, %f: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<false> : tensor<4xi1>
  %0 = nv_tileaa.select %c, %t, %f : tensor<4xi1>, tensor<4xf32>
  nv_tileaa.return %0 : tensor<4xf32>
}

// -----

// extract moves through a single-use elementwise op: only the extracted
// lanes are computed.
// CHECK-LABEL: nv_tileaa.func @extract_through_elementwise
// CHECK-SAME: (%[[A:.+]]: tensor<8x8xf32>, %[[B:.+]]: tensor<8x8xf32>, %[[I:.+]]: i32, %[[J:.+]]: i32)
// CHECK-DAG: %[[EA:.+]] = nv_tileaa.extract %[[A]][%[[I]], %[[J]]] : tensor<8x8xf32>, i32, i32 -> tensor<4x4xf32>
// CHECK-DAG: %[[EB:.+]] = nv_tileaa.extract %[[B]][%[[I]], %[[J]]] : tensor<8x8xf32>, i32, i32 -> tensor<4x4xf32>
// CHECK: %[[S:.+]] = nv_tileaa.addf %[[EA]], %[[EB]] {fastmath = #arith.fastmath<fast>} : tensor<4x4xf32>
// CHECK: nv_tileaa.return %[[S]]
nv_tileaa.func @extract_through_elementwise(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %i: i32, %j: i32) -> tensor<4x4xf32> {
  %0 = nv_tileaa.addf %a, %b {fastmath = #arith.fastmath<fast>} : tensor<8x8xf32>
  %1 = nv_tileaa.extract %0[%i, %j] : tensor<8x8xf32>, i32, i32 -> tensor<4x4xf32>
  nv_tileaa.return %1 : tensor<4x4xf32>
}

// -----

// extract moves through a matching expand_dims: the unit dimension is
// taken whole and its index is dropped.
// CHECK-LABEL: nv_tileaa.func @extract_through_expand_dims
// CHECK-SAME: (%[[X:.+]]: tensor<16xi32>, %[[Z:.+]]: i32, %[[I:.+]]: i32)
// CHECK: %[[E:.+]] = nv_tileaa.extract %[[X]][%[[I]]] : tensor<16xi32>, i32 -> tensor<4xi32>
// CHECK: %[[R:.+]] = nv_tileaa.expand_dims %[[E]] {axis = 0 : i32} : tensor<4xi32> -> tensor<1x4xi32>
// CHECK: nv_tileaa.return %[[R]]
nv_tileaa.func @extract_through_expand_dims(%x: tensor<16xi32>, %z: i32, %i: i32) -> tensor<1x4xi32> {
  %0 = nv_tileaa.expand_dims %x {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
  %1 = nv_tileaa.extract %0[%z, %i] : tensor<1x16xi32>, i32, i32 -> tensor<1x4xi32>
  nv_tileaa.return %1 : tensor<1x4xi32>
}

// -----

// Negative: an elementwise op with another user stays whole (moving the
// extract would duplicate the work), and a non-elementwise producer
// (permute moves lanes) keeps the extract after it.
// CHECK-LABEL: nv_tileaa.func @extract_blocked
// CHECK: %[[S:.+]] = nv_tileaa.addf
// CHECK: nv_tileaa.extract %[[S]]
// CHECK: %[[P:.+]] = nv_tileaa.permute
// CHECK: nv_tileaa.extract %[[P]]
nv_tileaa.func @extract_blocked(%a: tensor<8x8xf32>, %i: i32) -> (tensor<8x8xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = nv_tileaa.addf %a, %a : tensor<8x8xf32>
  %1 = nv_tileaa.extract %0[%i, %i] : tensor<8x8xf32>, i32, i32 -> tensor<4x4xf32>
  %2 = nv_tileaa.permute %a {permutation = array<i32: 1, 0>} : tensor<8x8xf32> -> tensor<8x8xf32>
  %3 = nv_tileaa.extract %2[%i, %i] : tensor<8x8xf32>, i32, i32 -> tensor<4x4xf32>
  nv_tileaa.return %0, %1, %3 : tensor<8x8xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// An extract of the source's own shape is the source (0 is the only index
// in range); a smaller one stays.
// CHECK-LABEL: nv_tileaa.func @extract_whole
// CHECK-SAME: (%[[X:.+]]: tensor<1024xf32>, %{{.+}}: i32)
// CHECK: %[[E:.+]] = nv_tileaa.extract %[[X]]
// CHECK: nv_tileaa.return %[[X]], %[[E]]
nv_tileaa.func @extract_whole(%x: tensor<1024xf32>, %i: i32) -> (tensor<1024xf32>, tensor<512xf32>) {
  %0 = nv_tileaa.extract %x[%i] : tensor<1024xf32>, i32 -> tensor<1024xf32>
  %1 = nv_tileaa.extract %x[%i] : tensor<1024xf32>, i32 -> tensor<512xf32>
  nv_tileaa.return %0, %1 : tensor<1024xf32>, tensor<512xf32>
}
