// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 -split-input-file | FileCheck %s
// A gather or scatter through a tile of pointers whose offsets step by one,
// in a layout with runs of 4 f32 per thread (tileas-coalesce's), moves each
// run with one 16-byte access where, at run time, the first pointer is
// 16-byte aligned and every lane is unmasked; else element by element,
// each lane under its mask (padding where it is off). A splat base makes
// the four pointers one element apart; other bases are checked for it.

#v4 = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: llvm.func @gather_copy
  nv_tileaa.func @gather_copy(%a: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %zero = arith.constant dense<0.0> : tensor<512xf32, #v4>
    %iota = nv_tileaa.make_range {end = 512 : i64, start = 0 : i64} : tensor<512xi32, #v4>
    %idx = nv_tileaa.exti %iota {signedness = #cuda_tile.signedness<signed>} : tensor<512xi32, #v4> to tensor<512xi64, #v4>
    %n64 = nv_tileaa.exti %n {signedness = #cuda_tile.signedness<signed>} : i32 to i64
    %ns = nv_tileaa.splat %n64 : tensor<512xi64, #v4>
    %mask = nv_tileaa.cmpi %idx, %ns {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>} : tensor<512xi64, #v4> -> tensor<512xi1, #v4>
    %as = nv_tileaa.splat %a : tensor<512x!llvm.ptr, #v4>
    %ap = nv_tileaa.addptr %as, %idx {element_type = f32} : tensor<512x!llvm.ptr, #v4>, tensor<512xi64, #v4>
    // The first run: alignment and the 4 mask lanes (the pointers are
    // proven one element apart).
    // CHECK: %[[FIRST:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
    // CHECK: %[[LOW:.*]] = llvm.and %[[FIRST]], %{{.*}} : i64
    // CHECK: llvm.icmp "eq" %[[LOW]], %{{.*}} : i64
    // CHECK-NOT: llvm.icmp "eq"
    // CHECK: llvm.cond_br
    // CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    // CHECK: llvm.cond_br
    // CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> f32
    %x, %t1 = nv_tileaa.load %ap mask %mask other %zero token %t {memory_ordering_semantics = 0 : i32} : tensor<512x!llvm.ptr, #v4>, tensor<512xi1, #v4> -> tensor<512xf32, #v4>
    %cs = nv_tileaa.splat %c : tensor<512x!llvm.ptr, #v4>
    %cp = nv_tileaa.addptr %cs, %idx {element_type = f32} : tensor<512x!llvm.ptr, #v4>, tensor<512xi64, #v4>
    // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr
    %t2 = nv_tileaa.store %cp, %x mask %mask token %t1 {memory_ordering_semantics = 0 : i32} : tensor<512x!llvm.ptr, #v4>, tensor<512xf32, #v4>, tensor<512xi1, #v4>
    nv_tileaa.return
  }
}

// -----

// Offsets loaded from memory (a true gather) stay element by element, as
// do relaxed loads, whatever their layout. (The offsets themselves, read
// at `ix + iota`, move in runs of two i64.)
#v4 = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: llvm.func @scalar
  // CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<2xi64>
  // CHECK-NOT: vector<4xf32>
  // CHECK: llvm.return
  nv_tileaa.func @scalar(%a: !llvm.ptr, %ix: !llvm.ptr) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %iota = nv_tileaa.make_range {end = 512 : i64, start = 0 : i64} : tensor<512xi32, #v4>
    %idx = nv_tileaa.exti %iota {signedness = #cuda_tile.signedness<signed>} : tensor<512xi32, #v4> to tensor<512xi64, #v4>
    %ixs = nv_tileaa.splat %ix : tensor<512x!llvm.ptr, #v4>
    %ixp = nv_tileaa.addptr %ixs, %idx {element_type = i64} : tensor<512x!llvm.ptr, #v4>, tensor<512xi64, #v4>
    %off, %t0 = nv_tileaa.load %ixp token %t {memory_ordering_semantics = 0 : i32} : tensor<512x!llvm.ptr, #v4> -> tensor<512xi64, #v4>
    %as = nv_tileaa.splat %a : tensor<512x!llvm.ptr, #v4>
    %ap = nv_tileaa.addptr %as, %off {element_type = f32} : tensor<512x!llvm.ptr, #v4>, tensor<512xi64, #v4>
    %x, %t1 = nv_tileaa.load %ap token %t0 {memory_ordering_semantics = 0 : i32} : tensor<512x!llvm.ptr, #v4> -> tensor<512xf32, #v4>
    %bp = nv_tileaa.addptr %as, %idx {element_type = f32} : tensor<512x!llvm.ptr, #v4>, tensor<512xi64, #v4>
    %y, %t2 = nv_tileaa.load %bp token %t {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32} : tensor<512x!llvm.ptr, #v4> -> tensor<512xf32, #v4>
    nv_tileaa.return
  }
}

// -----

// Offsets that step by one on pointers that need not be a splat (each lane
// moved by a loaded amount first): the run's pointers are checked to be one
// element apart as well.
#v4 = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: llvm.func @unproven_base
  // CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<2xi64>
  // CHECK: %[[FIRST:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
  // CHECK: %[[LOW:.*]] = llvm.and %[[FIRST]], %{{.*}} : i64
  // CHECK: llvm.icmp "eq" %[[LOW]], %{{.*}} : i64
  // CHECK-COUNT-3: llvm.icmp "eq" %{{.*}}, %{{.*}} : i64
  // CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
  nv_tileaa.func @unproven_base(%a: !llvm.ptr, %ix: !llvm.ptr) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %iota = nv_tileaa.make_range {end = 512 : i64, start = 0 : i64} : tensor<512xi32, #v4>
    %idx = nv_tileaa.exti %iota {signedness = #cuda_tile.signedness<signed>} : tensor<512xi32, #v4> to tensor<512xi64, #v4>
    %ixs = nv_tileaa.splat %ix : tensor<512x!llvm.ptr, #v4>
    %ixp = nv_tileaa.addptr %ixs, %idx {element_type = i64} : tensor<512x!llvm.ptr, #v4>, tensor<512xi64, #v4>
    %shift, %t0 = nv_tileaa.load %ixp token %t {memory_ordering_semantics = 0 : i32} : tensor<512x!llvm.ptr, #v4> -> tensor<512xi64, #v4>
    %as = nv_tileaa.splat %a : tensor<512x!llvm.ptr, #v4>
    %bases = nv_tileaa.addptr %as, %shift {element_type = f32} : tensor<512x!llvm.ptr, #v4>, tensor<512xi64, #v4>
    %ap = nv_tileaa.addptr %bases, %idx {element_type = f32} : tensor<512x!llvm.ptr, #v4>, tensor<512xi64, #v4>
    %x, %t1 = nv_tileaa.load %ap token %t0 {memory_ordering_semantics = 0 : i32} : tensor<512x!llvm.ptr, #v4> -> tensor<512xf32, #v4>
    nv_tileaa.return
  }
}
