// RUN: tile-opt %s --split-input-file --verify-diagnostics --tileaa-verify-mem-tokens

// Every way the token algebra can be broken in IR that the op verifiers
// accept.

// An op of another dialect that writes memory is outside the token graph.
nv_tileaa.func @foreign_write(%p: !llvm.ptr, %v: f32) {
  // expected-error@+2 {{'llvm.store' op memory effect must consume exactly one !nv_tileaa.mem_token, found 0}}
  // expected-error@+1 {{'llvm.store' op memory effect must produce exactly one successor !nv_tileaa.mem_token, found 0}}
  llvm.store %v, %p : f32, !llvm.ptr
  nv_tileaa.return
}

// -----

// Reads count too.
nv_tileaa.func @foreign_read(%p: !llvm.ptr) -> f32 {
  // expected-error@+2 {{'llvm.load' op memory effect must consume exactly one !nv_tileaa.mem_token, found 0}}
  // expected-error@+1 {{'llvm.load' op memory effect must produce exactly one successor !nv_tileaa.mem_token, found 0}}
  %v = llvm.load %p : !llvm.ptr -> f32
  nv_tileaa.return %v : f32
}

// -----

// A token from nowhere orders nothing.
nv_tileaa.func @poison_token(%p: !llvm.ptr) {
  // expected-error@+1 {{'ub.poison' op produces a !nv_tileaa.mem_token outside the token algebra}}
  %t = ub.poison : !nv_tileaa.mem_token
  %x, %t1 = nv_tileaa.load %p token %t {memory_ordering_semantics = 0 : i32} : !llvm.ptr -> f32
  nv_tileaa.return
}

// -----

// A leftover bridge cast in either direction.
nv_tileaa.func @bridge_in(%t: !cuda_tile.token) {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op produces a !nv_tileaa.mem_token outside the token algebra}}
  %0 = builtin.unrealized_conversion_cast %t : !cuda_tile.token to !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

nv_tileaa.func @bridge_out() {
  %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op consumes a !nv_tileaa.mem_token outside the token algebra}}
  %0 = builtin.unrealized_conversion_cast %t : !nv_tileaa.mem_token to !cuda_tile.token
  nv_tileaa.return
}

// -----

// The iteration continues a fresh token: the next iteration is not ordered
// after this one's store.
nv_tileaa.func @for_not_threaded(%p: !llvm.ptr, %v: f32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%t0 : !nv_tileaa.mem_token) : i32 -> !nv_tileaa.mem_token {
  ^bb0(%i: i32, %a: !nv_tileaa.mem_token):
    %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    %fresh = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    // expected-error@+1 {{'nv_tileaa.continue' op loop-carried !nv_tileaa.mem_token #0 is not threaded: the token passed to the next iteration is not ordered after the iteration's incoming token}}
    nv_tileaa.continue %fresh : !nv_tileaa.mem_token
  }
  nv_tileaa.return
}

// -----

// Continuing the token from before the loop drops the carried chain too.
nv_tileaa.func @loop_continues_outer(%p: !llvm.ptr, %v: f32, %c: i1) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  nv_tileaa.loop iter_values(%t0 : !nv_tileaa.mem_token) {
  ^bb0(%a: !nv_tileaa.mem_token):
    %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    nv_tileaa.if %c {
      nv_tileaa.break
    }
    // expected-error@+1 {{'nv_tileaa.continue' op loop-carried !nv_tileaa.mem_token #0 is not threaded}}
    nv_tileaa.continue %t0 : !nv_tileaa.mem_token
  }
  nv_tileaa.return
}

// -----

// Two carried chains swapped: each position must follow its own incoming
// token.
nv_tileaa.func @for_swapped(%p: !llvm.ptr, %v: f32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %r:2 = nv_tileaa.for %c0 to %n step %c1 iter_values(%t0, %t0 : !nv_tileaa.mem_token, !nv_tileaa.mem_token) : i32 -> !nv_tileaa.mem_token, !nv_tileaa.mem_token {
  ^bb0(%i: i32, %a: !nv_tileaa.mem_token, %b: !nv_tileaa.mem_token):
    %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    // expected-error@+2 {{loop-carried !nv_tileaa.mem_token #0 is not threaded}}
    // expected-error@+1 {{loop-carried !nv_tileaa.mem_token #1 is not threaded}}
    nv_tileaa.continue %b, %ta : !nv_tileaa.mem_token, !nv_tileaa.mem_token
  }
  nv_tileaa.return
}

// -----

// A branch yields a chain that starts inside it: after the if, nothing is
// ordered after the stores before it on that path. The other branch is
// fine.
nv_tileaa.func @if_fresh(%p: !llvm.ptr, %v: f32, %c: i1) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t1 = nv_tileaa.store %p, %v token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %r = nv_tileaa.if %c -> !nv_tileaa.mem_token {
    nv_tileaa.yield %t1 : !nv_tileaa.mem_token
  } else {
    %fresh = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %t2 = nv_tileaa.store %p, %v token %fresh {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    // expected-error@+1 {{'nv_tileaa.yield' op !nv_tileaa.mem_token #0 leaves 'nv_tileaa.if' without being ordered after any token that entered it}}
    nv_tileaa.yield %t2 : !nv_tileaa.mem_token
  }
  nv_tileaa.return
}

// -----

// The same through a nested if: its result follows the fresh token on
// every path.
nv_tileaa.func @if_nested_fresh(%p: !llvm.ptr, %v: f32, %c: i1) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %r = nv_tileaa.if %c -> !nv_tileaa.mem_token {
    %fresh = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %inner = nv_tileaa.if %c -> !nv_tileaa.mem_token {
      nv_tileaa.yield %fresh : !nv_tileaa.mem_token
    } else {
      %t2 = nv_tileaa.store %p, %v token %fresh {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
      nv_tileaa.yield %t2 : !nv_tileaa.mem_token
    }
    // expected-error@+1 {{'nv_tileaa.yield' op !nv_tileaa.mem_token #0 leaves 'nv_tileaa.if' without being ordered after any token that entered it}}
    nv_tileaa.yield %inner : !nv_tileaa.mem_token
  } else {
    nv_tileaa.yield %t0 : !nv_tileaa.mem_token
  }
  nv_tileaa.return
}

// -----

// A break leaves the loop with a chain that does not follow the loop's
// incoming tokens.
nv_tileaa.func @break_fresh(%p: !llvm.ptr, %v: f32, %c: i1) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %r = nv_tileaa.loop iter_values(%t0 : !nv_tileaa.mem_token) -> !nv_tileaa.mem_token {
  ^bb0(%a: !nv_tileaa.mem_token):
    %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    nv_tileaa.if %c {
      %fresh = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
      // expected-error@+1 {{'nv_tileaa.break' op !nv_tileaa.mem_token #0 leaves 'nv_tileaa.loop' without being ordered after any token that entered it}}
      nv_tileaa.break %fresh : !nv_tileaa.mem_token
    }
    nv_tileaa.continue %ta : !nv_tileaa.mem_token
  }
  nv_tileaa.return
}

// -----

// Queue and pragma regions follow the same rule.
nv_tileaa.func @queue_fresh() {
  %q = nv_tileaa.queue.get -> !nv_tileaa.mem_token {
    %fresh = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    // expected-error@+1 {{'nv_tileaa.queue.yield' op !nv_tileaa.mem_token #0 leaves 'nv_tileaa.queue.get' without being ordered after any token that entered it}}
    nv_tileaa.queue.yield %fresh : !nv_tileaa.mem_token
  } {queue = 0 : i32}
  nv_tileaa.return
}

// -----

nv_tileaa.func @pragma_fresh(%c: i32) {
  %g:2 = nv_tileaa.pragma {unroll = 2 : i32} -> i32, !nv_tileaa.mem_token {
    %fresh = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    // expected-error@+1 {{'nv_tileaa.yield' op !nv_tileaa.mem_token #1 leaves 'nv_tileaa.pragma' without being ordered after any token that entered it}}
    nv_tileaa.yield %c, %fresh : i32, !nv_tileaa.mem_token
  }
  nv_tileaa.return
}
