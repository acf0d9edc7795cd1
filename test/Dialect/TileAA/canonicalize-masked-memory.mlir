// RUN: tile-opt %s --canonicalize --split-input-file | FileCheck %s

// An all-true mask is dropped, and with it the unused `other`.
// CHECK-LABEL: nv_tileaa.func @load_all_true
// CHECK-SAME: (%[[P:.+]]: tensor<4x!llvm.ptr>, %[[O:.+]]: tensor<4xf32>, %[[T:.+]]: !nv_tileaa.mem_token)
// CHECK: %[[V:.+]], %[[VT:.+]] = nv_tileaa.load %[[P]] token %[[T]] {memory_ordering_semantics = 0 : i32} : tensor<4x!llvm.ptr> -> tensor<4xf32>
// CHECK: nv_tileaa.return %[[V]], %[[VT]]
nv_tileaa.func @load_all_true(%p: tensor<4x!llvm.ptr>, %o: tensor<4xf32>, %t: !nv_tileaa.mem_token) -> (tensor<4xf32>, !nv_tileaa.mem_token) {
  %m = arith.constant dense<true> : tensor<4xi1>
  %v, %vt = nv_tileaa.load %p mask %m other %o token %t {memory_ordering_semantics = 0 : i32} : tensor<4x!llvm.ptr>, tensor<4xi1> -> tensor<4xf32>
  nv_tileaa.return %v, %vt : tensor<4xf32>, !nv_tileaa.mem_token
}

// -----

// An all-false mask reads nothing: the data is `other` (of the exact result
// type) and the token users see the input token.
// CHECK-LABEL: nv_tileaa.func @load_all_false
// CHECK-SAME: (%[[P:.+]]: tensor<4x!llvm.ptr>, %[[O:.+]]: tensor<4xf32>, %[[T:.+]]: !nv_tileaa.mem_token)
// CHECK-NOT: nv_tileaa.load
// CHECK: nv_tileaa.return %[[O]], %[[T]]
nv_tileaa.func @load_all_false(%p: tensor<4x!llvm.ptr>, %o: tensor<4xf32>, %t: !nv_tileaa.mem_token) -> (tensor<4xf32>, !nv_tileaa.mem_token) {
  %m = arith.constant dense<false> : tensor<4xi1>
  %v, %vt = nv_tileaa.load %p mask %m other %o token %t {memory_ordering_semantics = 0 : i32} : tensor<4x!llvm.ptr>, tensor<4xi1> -> tensor<4xf32>
  nv_tileaa.return %v, %vt : tensor<4xf32>, !nv_tileaa.mem_token
}

// -----

// Without `other` the lanes of an all-false load are unspecified: poison.
// The scalar (rank-0) form takes an i1 mask.
// CHECK-LABEL: nv_tileaa.func @load_all_false_no_other
// CHECK-SAME: (%[[P:.+]]: !llvm.ptr, %[[T:.+]]: !nv_tileaa.mem_token)
// CHECK: %[[U:.+]] = ub.poison : i32
// CHECK-NOT: nv_tileaa.load
// CHECK: nv_tileaa.return %[[U]], %[[T]]
nv_tileaa.func @load_all_false_no_other(%p: !llvm.ptr, %t: !nv_tileaa.mem_token) -> (i32, !nv_tileaa.mem_token) {
  %m = arith.constant false
  %v, %vt = nv_tileaa.load %p mask %m token %t {memory_ordering_semantics = 0 : i32} : !llvm.ptr, i1 -> i32
  nv_tileaa.return %v, %vt : i32, !nv_tileaa.mem_token
}

// -----

// Negative: a mixed or unknown mask decides nothing at compile time.
// CHECK-LABEL: nv_tileaa.func @load_mixed_mask
// CHECK: nv_tileaa.load %{{.+}} mask %{{.+}} other %{{.+}} token
// CHECK: nv_tileaa.load %{{.+}} mask %{{.+}} token
nv_tileaa.func @load_mixed_mask(%p: tensor<4x!llvm.ptr>, %o: tensor<4xf32>, %t: !nv_tileaa.mem_token, %dyn: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xf32>, !nv_tileaa.mem_token) {
  %m = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
  %v, %vt = nv_tileaa.load %p mask %m other %o token %t {memory_ordering_semantics = 0 : i32} : tensor<4x!llvm.ptr>, tensor<4xi1> -> tensor<4xf32>
  %w, %wt = nv_tileaa.load %p mask %dyn token %vt {memory_ordering_semantics = 0 : i32} : tensor<4x!llvm.ptr>, tensor<4xi1> -> tensor<4xf32>
  nv_tileaa.return %v, %w, %wt : tensor<4xf32>, tensor<4xf32>, !nv_tileaa.mem_token
}

// -----

// An all-true store loses its mask.
// CHECK-LABEL: nv_tileaa.func @store_all_true
// CHECK: %[[S:.+]] = nv_tileaa.store %{{.+}}, %{{.+}} token %{{.+}} {memory_ordering_semantics = 0 : i32} : tensor<4x!llvm.ptr>, tensor<4xf32>{{$}}
// CHECK: nv_tileaa.return %[[S]]
nv_tileaa.func @store_all_true(%p: tensor<4x!llvm.ptr>, %v: tensor<4xf32>, %t: !nv_tileaa.mem_token) -> !nv_tileaa.mem_token {
  %m = arith.constant dense<true> : tensor<4xi1>
  %s = nv_tileaa.store %p, %v mask %m token %t {memory_ordering_semantics = 0 : i32} : tensor<4x!llvm.ptr>, tensor<4xf32>, tensor<4xi1>
  nv_tileaa.return %s : !nv_tileaa.mem_token
}

// -----

// An all-false store is erased and its token users are rewired to the
// incoming token, so the following load stays ordered after %t.
// CHECK-LABEL: nv_tileaa.func @store_all_false
// CHECK-SAME: (%[[P:.+]]: tensor<4x!llvm.ptr>, %[[V:.+]]: tensor<4xf32>, %[[T:.+]]: !nv_tileaa.mem_token)
// CHECK-NOT: nv_tileaa.store
// CHECK: nv_tileaa.load %[[P]] token %[[T]]
nv_tileaa.func @store_all_false(%p: tensor<4x!llvm.ptr>, %v: tensor<4xf32>, %t: !nv_tileaa.mem_token) -> (tensor<4xf32>, !nv_tileaa.mem_token) {
  %m = arith.constant dense<false> : tensor<4xi1>
  %s = nv_tileaa.store %p, %v mask %m token %t {memory_ordering_semantics = 0 : i32} : tensor<4x!llvm.ptr>, tensor<4xf32>, tensor<4xi1>
  %r, %rt = nv_tileaa.load %p token %s {memory_ordering_semantics = 0 : i32} : tensor<4x!llvm.ptr> -> tensor<4xf32>
  nv_tileaa.return %r, %rt : tensor<4xf32>, !nv_tileaa.mem_token
}

// -----

// Negative: a store under a mixed mask stays masked.
// CHECK-LABEL: nv_tileaa.func @store_mixed_mask
// CHECK: nv_tileaa.store %{{.+}}, %{{.+}} mask %{{.+}} token
nv_tileaa.func @store_mixed_mask(%p: tensor<2x!llvm.ptr>, %v: tensor<2xf32>, %t: !nv_tileaa.mem_token) -> !nv_tileaa.mem_token {
  %m = arith.constant dense<[false, true]> : tensor<2xi1>
  %s = nv_tileaa.store %p, %v mask %m token %t {memory_ordering_semantics = 0 : i32} : tensor<2x!llvm.ptr>, tensor<2xf32>, tensor<2xi1>
  nv_tileaa.return %s : !nv_tileaa.mem_token
}
