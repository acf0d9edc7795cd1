// RUN: tile-opt %s --split-input-file --tileaa-allocate-mbarriers | FileCheck %s

// A create claims a slot; its producer count is the number of effects that
// consume it (the mbarrier init count). A join polls the barriers its
// inputs ride; the function records how many slots it uses.
// CHECK-LABEL: nv_tileaa.func @create_slot
// CHECK-SAME: attributes {nv_tileaa.mbarriers = 1 : i32}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32, producers = 3 : i32}
// CHECK: nv_tileaa.join_mem_token[%{{.+}}, %{{.+}}, %{{.+}}] {nv_tileaa.mbarrier_waits = array<i32: 0>}
nv_tileaa.func @create_slot(%p: !llvm.ptr, %q: !llvm.ptr, %v: f32) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t1 = nv_tileaa.store %p, %v token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %t2 = nv_tileaa.store %q, %v token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %x, %t3 = nv_tileaa.load %q token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr -> f32
  %j = nv_tileaa.join_mem_token[%t1, %t2, %t3] : !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

// One producer is the default count (and the least mbarrier.init takes);
// a larger count already in the IR is kept.
// CHECK-LABEL: nv_tileaa.func @producer_counts
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32} :
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32} :
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 2 : i32, producers = 4 : i32}
nv_tileaa.func @producer_counts(%p: !llvm.ptr, %v: f32) -> (!nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token) {
  %unused = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %one = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %explicit = nv_tileaa.create_mem_token {producers = 4 : i32} : !nv_tileaa.mem_token
  %t1 = nv_tileaa.store %p, %v token %one {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %t2 = nv_tileaa.store %p, %v token %explicit {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  nv_tileaa.return %unused, %t1, %t2 : !nv_tileaa.mem_token, !nv_tileaa.mem_token, !nv_tileaa.mem_token
}

// -----

// Once a join has waited for every barrier, the barriers are dead and the
// next creates reuse their slots, lowest first.
// CHECK-LABEL: nv_tileaa.func @reuse_after_death
// CHECK-SAME: nv_tileaa.mbarriers = 2 : i32
// CHECK: %[[A:.+]] = nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
// CHECK: %[[B:.+]] = nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
// CHECK: nv_tileaa.join_mem_token{{.*}} {nv_tileaa.mbarrier_waits = array<i32: 0, 1>}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
nv_tileaa.func @reuse_after_death(%p: !llvm.ptr, %v: f32) {
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %tb = nv_tileaa.store %p, %v token %b {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j = nv_tileaa.join_mem_token[%ta, %tb] : !nv_tileaa.mem_token
  %c = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %d = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %tc = nv_tileaa.store %p, %v token %c {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %td = nv_tileaa.store %p, %v token %d {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  nv_tileaa.return
}

// -----

// A write nobody waits for still has its arrival in flight: its barrier
// stays taken to the end of the kernel. A token that was only created (no
// effect arrives on it) dies where it is last used.
// CHECK-LABEL: nv_tileaa.func @dangling_write
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
nv_tileaa.func @dangling_write(%p: !llvm.ptr, %v: f32) {
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %c = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

// A barrier from before a loop and used in it stays taken for the whole
// loop, which runs that use again: a create later in the body must not take
// its slot, even after the body's last use of it. A barrier created and
// waited for in the same iteration is free again in the next one.
// CHECK-LABEL: nv_tileaa.func @loop_keeps_outer
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
// CHECK: nv_tileaa.for
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
// CHECK: nv_tileaa.join_mem_token{{.*}} {nv_tileaa.mbarrier_waits = array<i32: 0, 1>}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
nv_tileaa.func @loop_keeps_outer(%p: !llvm.ptr, %v: f32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  nv_tileaa.for %c0 to %n step %c1 : i32 {
  ^bb0(%i: i32):
    %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    %tb = nv_tileaa.store %p, %v token %b {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    %j = nv_tileaa.join_mem_token[%ta, %tb] : !nv_tileaa.mem_token
    %c = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    nv_tileaa.continue
  }
  nv_tileaa.return
}

// -----

// A token carried around a loop keeps its barrier over the whole body: the
// next iteration starts with it live, so the create at the top of the body
// cannot take its slot although it comes first.
// CHECK-LABEL: nv_tileaa.func @loop_carried
// CHECK: nv_tileaa.for
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
// CHECK: nv_tileaa.join_mem_token{{.*}} {nv_tileaa.mbarrier_waits = array<i32: 1, 0>}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
// CHECK: nv_tileaa.join_mem_token{{.*}} {nv_tileaa.mbarrier_waits = array<i32: 0>}
nv_tileaa.func @loop_carried(%p: !llvm.ptr, %v: f32, %n: i32, %t: !nv_tileaa.mem_token) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%t : !nv_tileaa.mem_token) : i32 -> !nv_tileaa.mem_token {
  ^bb0(%i: i32, %a: !nv_tileaa.mem_token):
    %x = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %tx = nv_tileaa.store %p, %v token %x {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    %tj = nv_tileaa.join_mem_token[%tx, %a] : !nv_tileaa.mem_token
    %c = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %tc = nv_tileaa.store %p, %v token %c {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    %k = nv_tileaa.join_mem_token[%tc, %a] : !nv_tileaa.mem_token
    nv_tileaa.continue %k : !nv_tileaa.mem_token
  }
  nv_tileaa.return
}

// -----

// A store before a branch that only one side waits for: on the other side
// nothing ever waits, so its barrier stays taken until the branch ends.
// CHECK-LABEL: nv_tileaa.func @branch_keeps_outer
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
// CHECK: nv_tileaa.if
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
// CHECK: } else {
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
// CHECK: }
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
nv_tileaa.func @branch_keeps_outer(%p: !llvm.ptr, %v: f32, %cond: i1) {
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  nv_tileaa.if %cond {
    %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %j = nv_tileaa.join_mem_token[%ta, %b] : !nv_tileaa.mem_token
    nv_tileaa.yield
  } else {
    %c = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    nv_tileaa.yield
  }
  %d = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

// A token that leaves a branch rides every barrier it may come from; a join
// of it waits on all of them. Tokens from the caller have no slot here.
// CHECK-LABEL: nv_tileaa.func @branch_result
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
// CHECK: nv_tileaa.join_mem_token{{.*}} {nv_tileaa.mbarrier_waits = array<i32: 0, 1>}
nv_tileaa.func @branch_result(%p: !llvm.ptr, %v: f32, %cond: i1, %t: !nv_tileaa.mem_token) {
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %r = nv_tileaa.if %cond -> !nv_tileaa.mem_token {
    %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    nv_tileaa.yield %ta : !nv_tileaa.mem_token
  } else {
    nv_tileaa.yield %b : !nv_tileaa.mem_token
  }
  %j = nv_tileaa.join_mem_token[%t, %r] : !nv_tileaa.mem_token
  nv_tileaa.return
}
