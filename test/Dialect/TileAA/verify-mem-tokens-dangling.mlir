// RUN: tile-opt %s --split-input-file --verify-diagnostics --tileaa-verify-mem-tokens=warn-dangling-writes=true

// A write whose successor token nobody consumes is legal (the end of the
// kernel orders it) but worth a warning on request. Loads, consumed writes
// and writes whose token leaves the function are not reported.
nv_tileaa.func @dangling(%p: !llvm.ptr, %v: f32) -> !nv_tileaa.mem_token {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %x, %t1 = nv_tileaa.load %p token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr -> f32
  %t2 = nv_tileaa.store %p, %v token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %t3 = nv_tileaa.store %p, %v token %t2 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  // expected-warning@+1 {{the successor token of this write is never consumed: only the end of the kernel orders it}}
  %t4 = nv_tileaa.store %p, %v token %t0 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  nv_tileaa.return %t3 : !nv_tileaa.mem_token
}

// -----

nv_tileaa.func @dangling_atomic(%p: !llvm.ptr, %v: i32) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-warning@+1 {{the successor token of this write is never consumed}}
  %r, %t1 = nv_tileaa.atomic_rmw %p, %v token %t0 {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 3 : i32} : !llvm.ptr -> i32
  nv_tileaa.return
}
