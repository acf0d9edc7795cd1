// RUN: tile-opt %s --split-input-file --verify-diagnostics --tileaa-verify-mem-tokens | FileCheck %s

// Well-formed token graphs pass unchanged: the verifier reports nothing and
// leaves the IR alone.

// A chain, a fork (legal: the two stores are unordered among themselves)
// and a join of the fork. The last token is dropped: the end of the kernel
// orders it.
// CHECK-LABEL: nv_tileaa.func @chain_fork_join
// CHECK: nv_tileaa.join_mem_token
nv_tileaa.func @chain_fork_join(%p: !llvm.ptr, %q: !llvm.ptr, %v: f32) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t1 = nv_tileaa.store %p, %v token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %t2 = nv_tileaa.store %q, %v token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %j = nv_tileaa.join_mem_token[%t1, %t2] : !nv_tileaa.mem_token
  %x, %t3 = nv_tileaa.load %p token %j {memory_ordering_semantics = 0 : i32} : !llvm.ptr -> f32
  %t4 = nv_tileaa.print "x", %x : f32 token %t3
  nv_tileaa.return
}

// -----

// Tokens may come in as arguments and leave as results.
// CHECK-LABEL: nv_tileaa.func @arguments
nv_tileaa.func @arguments(%p: !llvm.ptr, %t: !nv_tileaa.mem_token) -> !nv_tileaa.mem_token {
  %x, %t1 = nv_tileaa.load %p token %t {memory_ordering_semantics = 0 : i32} : !llvm.ptr -> f32
  nv_tileaa.return %t1 : !nv_tileaa.mem_token
}

// -----

// A loop-carried token threaded through an effect and a join, and a token
// from before the loop read inside it without being carried (what the
// lowering makes of unordered cuda_tile memory ops).
// CHECK-LABEL: nv_tileaa.func @threaded_for
nv_tileaa.func @threaded_for(%p: !llvm.ptr, %v: f32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %u = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %r:2 = nv_tileaa.for %c0 to %n step %c1 iter_values(%t0, %t0 : !nv_tileaa.mem_token, !nv_tileaa.mem_token) : i32 -> !nv_tileaa.mem_token, !nv_tileaa.mem_token {
  ^bb0(%i: i32, %a: !nv_tileaa.mem_token, %b: !nv_tileaa.mem_token):
    %x, %tx = nv_tileaa.load %p token %u {memory_ordering_semantics = 0 : i32} : !llvm.ptr -> f32
    %ta = nv_tileaa.store %p, %x token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    %tb = nv_tileaa.join_mem_token[%tx, %b] : !nv_tileaa.mem_token
    nv_tileaa.continue %ta, %tb : !nv_tileaa.mem_token, !nv_tileaa.mem_token
  }
  %x, %t1 = nv_tileaa.load %p token %r#1 {memory_ordering_semantics = 0 : i32} : !llvm.ptr -> f32
  nv_tileaa.return
}

// -----

// A loop left through break: the carried token is threaded to the
// continue, and the break hands on a token that follows the incoming one.
// The inner for's result follows the inner loop's initial value.
// CHECK-LABEL: nv_tileaa.func @threaded_loop
nv_tileaa.func @threaded_loop(%p: !llvm.ptr, %v: f32, %c: i1, %n: i32) -> !nv_tileaa.mem_token {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %r = nv_tileaa.loop iter_values(%t0 : !nv_tileaa.mem_token) -> !nv_tileaa.mem_token {
  ^bb0(%a: !nv_tileaa.mem_token):
    %inner = nv_tileaa.for %c0 to %n step %c1 iter_values(%a : !nv_tileaa.mem_token) : i32 -> !nv_tileaa.mem_token {
    ^bb1(%i: i32, %b: !nv_tileaa.mem_token):
      %tb = nv_tileaa.store %p, %v token %b {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
      nv_tileaa.continue %tb : !nv_tileaa.mem_token
    }
    nv_tileaa.if %c {
      nv_tileaa.break %inner : !nv_tileaa.mem_token
    }
    nv_tileaa.continue %inner : !nv_tileaa.mem_token
  }
  nv_tileaa.return %r : !nv_tileaa.mem_token
}

// -----

// Both branches of an if hand on a token ordered after the one that
// entered: the token itself, or an effect and a join rooted in it.
// CHECK-LABEL: nv_tileaa.func @branches
nv_tileaa.func @branches(%p: !llvm.ptr, %v: f32, %c: i1) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %r = nv_tileaa.if %c -> !nv_tileaa.mem_token {
    %t1 = nv_tileaa.store %p, %v token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    %fresh = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %j = nv_tileaa.join_mem_token[%fresh, %t1] : !nv_tileaa.mem_token
    nv_tileaa.yield %j : !nv_tileaa.mem_token
  } else {
    nv_tileaa.yield %t0 : !nv_tileaa.mem_token
  }
  %q:2 = nv_tileaa.queue.get -> !nv_tileaa.mem_token, i32 {
    %c7 = arith.constant 7 : i32
    nv_tileaa.queue.yield %r, %c7 : !nv_tileaa.mem_token, i32
  } {queue = 0 : i32}
  %g = nv_tileaa.pragma {unroll = 2 : i32} -> !nv_tileaa.mem_token {
    %x, %t2 = nv_tileaa.load %p token %q#0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr -> f32
    nv_tileaa.yield %t2 : !nv_tileaa.mem_token
  }
  nv_tileaa.return
}

// -----

// Ops of other dialects that declare no memory effect need no token.
// CHECK-LABEL: nv_tileaa.func @foreign_pure
nv_tileaa.func @foreign_pure(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %b = arith.addi %a, %c1 : i32
  %s = nv_tileaa.alloca {num_elem = 4 : i64, element_type = f32} : !llvm.ptr
  nv_tileaa.return %b : i32
}
