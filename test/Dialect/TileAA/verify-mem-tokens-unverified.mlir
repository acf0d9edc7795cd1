// The op verifiers already reject nv_tileaa memory ops without their token
// and use-before-definition; the token verifier must still catch them when a
// pipeline runs on IR that was never verified. These inputs are read
// unverified (the pass fails, so the IR is not verified afterwards either).
// RUN: tile-opt %s --split-input-file --verify-diagnostics --mlir-very-unsafe-disable-verifier-on-parsing --tileaa-verify-mem-tokens

nv_tileaa.func @store_without_token(%p: !llvm.ptr, %v: f32) {
  // expected-error@+1 {{'nv_tileaa.store' op memory effect must consume exactly one !nv_tileaa.mem_token, found 0}}
  %t = "nv_tileaa.store"(%p, %v) <{memory_ordering_semantics = 0 : i32}> : (!llvm.ptr, f32) -> !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

nv_tileaa.func @store_without_successor(%p: !llvm.ptr, %v: f32) {
  %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error@+1 {{'nv_tileaa.store' op memory effect must produce exactly one successor !nv_tileaa.mem_token, found 0}}
  "nv_tileaa.store"(%p, %v, %t) <{memory_ordering_semantics = 0 : i32}> : (!llvm.ptr, f32, !nv_tileaa.mem_token) -> ()
  nv_tileaa.return
}

// -----

// Two input tokens: a memory effect is ordered after one token, so two must
// be joined first.
nv_tileaa.func @load_two_tokens(%p: !llvm.ptr) {
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error@+1 {{'nv_tileaa.load' op memory effect must consume exactly one !nv_tileaa.mem_token, found 2}}
  %x, %t = "nv_tileaa.load"(%p, %a, %b) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 2>}> : (!llvm.ptr, !nv_tileaa.mem_token, !nv_tileaa.mem_token) -> (f32, !nv_tileaa.mem_token)
  nv_tileaa.return
}

// -----

// A join used before one of its inputs exists cannot wait for it.
nv_tileaa.func @join_before_input(%p: !llvm.ptr) {
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error@+1 {{'nv_tileaa.join_mem_token' op input #1 is not complete before the join: it does not dominate it}}
  %j = nv_tileaa.join_mem_token[%a, %b] : !nv_tileaa.mem_token
  %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  nv_tileaa.return
}
