// RUN: tile-opt --split-input-file --verify-diagnostics %s

nv_tileaa.func @join_one(%t: !nv_tileaa.mem_token) {
  // expected-error@+1 {{joins at least two tokens}}
  %0 = nv_tileaa.join_mem_token[%t] : !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

nv_tileaa.func @dot_shapes(%a: tensor<4x8xf16>, %b: tensor<4x8xf16>, %c: tensor<4x8xf32>) {
  // expected-error@+1 {{shapes do not form a matrix product}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @dot_int_signedness(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>, %c: tensor<4x4xi32>) {
  // expected-error@+1 {{integer dot needs the signedness of both inputs}}
  %0 = nv_tileaa.dot %a, %b, %c : tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @trunci_wider(%a: i8) {
  // expected-error@+1 {{result element type must be narrower}}
  %0 = nv_tileaa.trunci %a : i8 to i32
  nv_tileaa.return
}

// -----

nv_tileaa.func @broadcast(%a: tensor<2xi32>) {
  // expected-error@+1 {{only dimensions of size 1 can be broadcast}}
  %0 = nv_tileaa.broadcast %a : tensor<2xi32> -> tensor<4xi32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @reduce_args(%a: tensor<8x4xf32>) {
  // expected-error@+1 {{combiner argument types must be the operands' element types}}
  %0 = nv_tileaa.reduce %a : tensor<8x4xf32> -> tensor<8xf32> {
  ^bb0(%x: f16, %y: f16):
    nv_tileaa.yield %x : f16
  } {dim = 1 : i32, identities = [0.0 : f32]}
  nv_tileaa.return
}

// -----

nv_tileaa.func @view_count(%a: tensor<8xf32>) {
  // expected-error@+1 {{same number of elements}}
  %0 = nv_tileaa.view %a : tensor<8xf32> -> tensor<2x2xf32>
  nv_tileaa.return
}
