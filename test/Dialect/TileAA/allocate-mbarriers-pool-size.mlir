// RUN: tile-opt %s --split-input-file --verify-diagnostics --tileaa-allocate-mbarriers=pool-size=2 | FileCheck %s

// A smaller pool: two live tokens fit, a third live with them does not.

// CHECK-LABEL: nv_tileaa.func @two_live
// CHECK-SAME: nv_tileaa.mbarriers = 2 : i32
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
// CHECK: nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
nv_tileaa.func @two_live(%p: !llvm.ptr, %v: f32) {
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %j = nv_tileaa.join_mem_token[%a, %b] : !nv_tileaa.mem_token
  %c = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %tc = nv_tileaa.store %p, %v token %c {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  nv_tileaa.return
}

// -----

// The store's arrival keeps the first barrier taken to the end, and the
// second is still to be joined when the third is made.
nv_tileaa.func @three_live(%p: !llvm.ptr, %v: f32) {
  %a = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %ta = nv_tileaa.store %p, %v token %a {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
  %b = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error@+1 {{mbarrier pool exhausted: more than 2 mem_tokens are live at once (the per-CTA pool has 2 mbarriers)}}
  %c = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %j = nv_tileaa.join_mem_token[%b, %c] : !nv_tileaa.mem_token
  nv_tileaa.return
}
