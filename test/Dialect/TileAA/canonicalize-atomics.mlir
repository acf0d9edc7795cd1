// RUN: tile-opt %s --canonicalize --split-input-file | FileCheck %s

// cas with equal compare and replacement writes back what it found: an
// atomic load with the same ordering, scope and mask, whose token replaces
// the cas's token.
// CHECK-LABEL: nv_tileaa.func @cas_equal
// CHECK-SAME: (%[[P:.+]]: tensor<4x!llvm.ptr>, %[[M:.+]]: tensor<4xi1>, %[[T:.+]]: !nv_tileaa.mem_token)
// CHECK: %[[V:.+]], %[[VT:.+]] = nv_tileaa.load %[[P]] mask %[[M]] token %[[T]] {memory_ordering_semantics = 2 : i32, memory_scope = 1 : i32} : tensor<4x!llvm.ptr>, tensor<4xi1> -> tensor<4xi32>
// CHECK-NOT: nv_tileaa.atomic_cas
// CHECK: nv_tileaa.return %[[V]], %[[VT]]
nv_tileaa.func @cas_equal(%p: tensor<4x!llvm.ptr>, %m: tensor<4xi1>, %t: !nv_tileaa.mem_token) -> (tensor<4xi32>, !nv_tileaa.mem_token) {
  %c = arith.constant dense<7> : tensor<4xi32>
  %d = arith.constant dense<7> : tensor<4xi32>
  %v, %vt = nv_tileaa.atomic_cas %p, %c, %d mask %m token %t {memory_ordering_semantics = 2 : i32, memory_scope = 1 : i32} : tensor<4x!llvm.ptr>, tensor<4xi1> -> tensor<4xi32>
  nv_tileaa.return %v, %vt : tensor<4xi32>, !nv_tileaa.mem_token
}

// -----

// The same SSA value as compare and replacement is equal too.
// CHECK-LABEL: nv_tileaa.func @cas_same_value
// CHECK: nv_tileaa.load %{{.+}} token %{{.+}} {memory_ordering_semantics = 1 : i32, memory_scope = 0 : i32} : !llvm.ptr -> f32
nv_tileaa.func @cas_same_value(%p: !llvm.ptr, %x: f32, %t: !nv_tileaa.mem_token) -> (f32, !nv_tileaa.mem_token) {
  %v, %vt = nv_tileaa.atomic_cas %p, %x, %x token %t {memory_ordering_semantics = 1 : i32, memory_scope = 0 : i32} : !llvm.ptr -> f32
  nv_tileaa.return %v, %vt : f32, !nv_tileaa.mem_token
}

// -----

// Negative: different constants (0.0 and -0.0 differ bitwise), and a
// release cas, whose write publishes even an unchanged value.
// CHECK-LABEL: nv_tileaa.func @cas_not_identity
// CHECK: nv_tileaa.atomic_cas
// CHECK: nv_tileaa.atomic_cas
// CHECK-NOT: nv_tileaa.load
nv_tileaa.func @cas_not_identity(%p: !llvm.ptr, %x: f32, %t: !nv_tileaa.mem_token) -> (f32, f32, !nv_tileaa.mem_token) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %v, %vt = nv_tileaa.atomic_cas %p, %z, %nz token %t {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32} : !llvm.ptr -> f32
  %w, %wt = nv_tileaa.atomic_cas %p, %x, %x token %vt {memory_ordering_semantics = 3 : i32, memory_scope = 1 : i32} : !llvm.ptr -> f32
  nv_tileaa.return %v, %w, %wt : f32, f32, !nv_tileaa.mem_token
}

// -----

// add, or and xor with 0, and and with all ones, leave memory unchanged:
// each becomes an atomic load chained on the same token edge.
// CHECK-LABEL: nv_tileaa.func @rmw_identities
// CHECK-SAME: (%[[P:.+]]: tensor<4x!llvm.ptr>, %[[T:.+]]: !nv_tileaa.mem_token)
// CHECK: %[[A:.+]], %[[AT:.+]] = nv_tileaa.load %[[P]] token %[[T]] {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32}
// CHECK: %[[O:.+]], %[[OT:.+]] = nv_tileaa.load %[[P]] token %[[AT]] {memory_ordering_semantics = 2 : i32, memory_scope = 1 : i32}
// CHECK: %[[X:.+]], %[[XT:.+]] = nv_tileaa.load %[[P]] token %[[OT]]
// CHECK: %[[N:.+]], %[[NT:.+]] = nv_tileaa.load %[[P]] token %[[XT]]
// CHECK-NOT: nv_tileaa.atomic_rmw
// CHECK: nv_tileaa.return %[[A]], %[[O]], %[[X]], %[[N]], %[[NT]]
nv_tileaa.func @rmw_identities(%p: tensor<4x!llvm.ptr>, %t: !nv_tileaa.mem_token) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, !nv_tileaa.mem_token) {
  %zero = arith.constant dense<0> : tensor<4xi32>
  %ones = arith.constant dense<-1> : tensor<4xi32>
  %a, %at = nv_tileaa.atomic_rmw %p, %zero token %t {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 3 : i32} : tensor<4x!llvm.ptr> -> tensor<4xi32>
  %o, %ot = nv_tileaa.atomic_rmw %p, %zero token %at {memory_ordering_semantics = 2 : i32, memory_scope = 1 : i32, mode = 1 : i32} : tensor<4x!llvm.ptr> -> tensor<4xi32>
  %x, %xt = nv_tileaa.atomic_rmw %p, %zero token %ot {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 2 : i32} : tensor<4x!llvm.ptr> -> tensor<4xi32>
  %n, %nt = nv_tileaa.atomic_rmw %p, %ones token %xt {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 0 : i32} : tensor<4x!llvm.ptr> -> tensor<4xi32>
  nv_tileaa.return %a, %o, %x, %n, %nt : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, !nv_tileaa.mem_token
}

// -----

// Negative: exchange writes its operand whatever it is, so it is never
// folded, not even when the operand equals a cas compare that just
// succeeded on the same address.
// CHECK-LABEL: nv_tileaa.func @xchg_never
// CHECK: nv_tileaa.atomic_cas
// CHECK: nv_tileaa.atomic_rmw {{.*}} mode = 9 : i32
nv_tileaa.func @xchg_never(%p: !llvm.ptr, %t: !nv_tileaa.mem_token) -> (i32, i32, !nv_tileaa.mem_token) {
  %c = arith.constant 5 : i32
  %r = arith.constant 6 : i32
  %v, %vt = nv_tileaa.atomic_cas %p, %c, %r token %t {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32} : !llvm.ptr -> i32
  %w, %wt = nv_tileaa.atomic_rmw %p, %c token %vt {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 9 : i32} : !llvm.ptr -> i32
  nv_tileaa.return %v, %w, %wt : i32, i32, !nv_tileaa.mem_token
}

// -----

// Negative: non-identity operands (add 1, and 0), a float add of -0.0
// (atom.add.f32 flushes subnormals, so it may still write) and a release
// add of 0 all stay atomics.
// CHECK-LABEL: nv_tileaa.func @rmw_not_identity
// CHECK-COUNT-4: nv_tileaa.atomic_rmw
// CHECK-NOT: nv_tileaa.load
nv_tileaa.func @rmw_not_identity(%p: !llvm.ptr, %t: !nv_tileaa.mem_token) -> !nv_tileaa.mem_token {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %nz = arith.constant -0.0 : f32
  %a, %at = nv_tileaa.atomic_rmw %p, %one token %t {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 3 : i32} : !llvm.ptr -> i32
  %b, %bt = nv_tileaa.atomic_rmw %p, %zero token %at {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 0 : i32} : !llvm.ptr -> i32
  %c, %ct = nv_tileaa.atomic_rmw %p, %nz token %bt {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 4 : i32} : !llvm.ptr -> f32
  %d, %dt = nv_tileaa.atomic_rmw %p, %zero token %ct {memory_ordering_semantics = 3 : i32, memory_scope = 1 : i32, mode = 3 : i32} : !llvm.ptr -> i32
  nv_tileaa.return %dt : !nv_tileaa.mem_token
}
