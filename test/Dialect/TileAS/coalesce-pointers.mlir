// RUN: tile-opt %s --split-input-file --tileas-coalesce | FileCheck %s
// Gathers and scatters through tiles of pointers whose offsets step by one
// (cuTile's `base + (start + iota)`, masked against the extent) take the
// 16-byte runs of tiled accesses: the pointers, the mask, the padding and
// the loaded values all in the run layout, the offsets and mask computed
// in it, no conversion left.

#d = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[VEC:.*]] = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @gather_copy
  // CHECK-NOT: nv_tileas.convert_layout
  // CHECK-NOT: #nv_tileas.blocked<{sizePerThread = [1]
  nv_tileaa.func @gather_copy(%a: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c512 = arith.constant 512 : i32
    %one = arith.constant dense<1> : tensor<512xi64, #d>
    %zero = arith.constant dense<0.0> : tensor<512xf32, #d>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %start = nv_tileaa.muli %p, %c512 : i32
    %iota = nv_tileaa.make_range {end = 512 : i64, start = 0 : i64} : tensor<512xi32, #d>
    %s = nv_tileaa.splat %start : tensor<512xi32, #d>
    %idx = nv_tileaa.addi %s, %iota : tensor<512xi32, #d>
    %idx64 = nv_tileaa.exti %idx {signedness = #cuda_tile.signedness<signed>} : tensor<512xi32, #d> to tensor<512xi64, #d>
    %n64 = nv_tileaa.exti %n {signedness = #cuda_tile.signedness<signed>} : i32 to i64
    %ns = nv_tileaa.splat %n64 : tensor<512xi64, #d>
    %mask = nv_tileaa.cmpi %idx64, %ns {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>} : tensor<512xi64, #d> -> tensor<512xi1, #d>
    %off = nv_tileaa.muli %idx64, %one : tensor<512xi64, #d>
    %as = nv_tileaa.splat %a : tensor<512x!llvm.ptr, #d>
    %ap = nv_tileaa.addptr %as, %off {element_type = f32} : tensor<512x!llvm.ptr, #d>, tensor<512xi64, #d>
    // CHECK: nv_tileaa.load {{.*}} : tensor<512x!llvm.ptr, #[[VEC]]>, tensor<512xi1, #[[VEC]]> -> tensor<512xf32, #[[VEC]]>
    %x, %t1 = nv_tileaa.load %ap mask %mask other %zero token %t {memory_ordering_semantics = 0 : i32} : tensor<512x!llvm.ptr, #d>, tensor<512xi1, #d> -> tensor<512xf32, #d>
    %cs = nv_tileaa.splat %c : tensor<512x!llvm.ptr, #d>
    %cp = nv_tileaa.addptr %cs, %off {element_type = f32} : tensor<512x!llvm.ptr, #d>, tensor<512xi64, #d>
    // CHECK: nv_tileaa.store {{.*}} : tensor<512x!llvm.ptr, #[[VEC]]>, tensor<512xf32, #[[VEC]]>, tensor<512xi1, #[[VEC]]>
    // CHECK-NOT: nv_tileas.convert_layout
    %t2 = nv_tileaa.store %cp, %x mask %mask token %t1 {memory_ordering_semantics = 0 : i32} : tensor<512x!llvm.ptr, #d>, tensor<512xf32, #d>, tensor<512xi1, #d>
    nv_tileaa.return
  }
}

// -----

// f16 elements: runs of 8. An offset that steps by 2 (times a constant
// other than 1), offsets loaded from memory (a true gather; the load of
// those offsets keeps the default layout too, since its result feeds the
// gather's pointers), and a relaxed load keep the default layout.
#d = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[D:.*]] = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[VEC8:.*]] = #nv_tileas.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: nv_tileaa.func @kinds
  nv_tileaa.func @kinds(%a: !llvm.ptr, %ix: !llvm.ptr, %c: !llvm.ptr) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %iota = nv_tileaa.make_range {end = 1024 : i64, start = 0 : i64} : tensor<1024xi32, #d>
    %idx = nv_tileaa.exti %iota {signedness = #cuda_tile.signedness<signed>} : tensor<1024xi32, #d> to tensor<1024xi64, #d>
    %as = nv_tileaa.splat %a : tensor<1024x!llvm.ptr, #d>
    %ap = nv_tileaa.addptr %as, %idx {element_type = f16} : tensor<1024x!llvm.ptr, #d>, tensor<1024xi64, #d>
    // CHECK: nv_tileaa.load {{.*}} : tensor<1024x!llvm.ptr, #[[VEC8]]> -> tensor<1024xf16, #[[VEC8]]>
    %h, %t1 = nv_tileaa.load %ap token %t {memory_ordering_semantics = 0 : i32} : tensor<1024x!llvm.ptr, #d> -> tensor<1024xf16, #d>
    %cs = nv_tileaa.splat %c : tensor<1024x!llvm.ptr, #d>
    %cp = nv_tileaa.addptr %cs, %idx {element_type = f16} : tensor<1024x!llvm.ptr, #d>, tensor<1024xi64, #d>
    // CHECK: nv_tileaa.store {{.*}} : tensor<1024x!llvm.ptr, #[[VEC8]]>, tensor<1024xf16, #[[VEC8]]>
    %t2 = nv_tileaa.store %cp, %h token %t1 {memory_ordering_semantics = 0 : i32} : tensor<1024x!llvm.ptr, #d>, tensor<1024xf16, #d>

    %two = arith.constant dense<2> : tensor<1024xi64, #d>
    %strided = nv_tileaa.muli %idx, %two : tensor<1024xi64, #d>
    %sp = nv_tileaa.addptr %as, %strided {element_type = f32} : tensor<1024x!llvm.ptr, #d>, tensor<1024xi64, #d>
    // CHECK: nv_tileaa.load {{.*}} : tensor<1024x!llvm.ptr, #[[D]]> -> tensor<1024xf32, #[[D]]>
    %s, %t3 = nv_tileaa.load %sp token %t {memory_ordering_semantics = 0 : i32} : tensor<1024x!llvm.ptr, #d> -> tensor<1024xf32, #d>

    %ixs = nv_tileaa.splat %ix : tensor<1024x!llvm.ptr, #d>
    %ixp = nv_tileaa.addptr %ixs, %idx {element_type = i64} : tensor<1024x!llvm.ptr, #d>, tensor<1024xi64, #d>
    %loaded, %t4 = nv_tileaa.load %ixp token %t {memory_ordering_semantics = 0 : i32} : tensor<1024x!llvm.ptr, #d> -> tensor<1024xi64, #d>
    %gp = nv_tileaa.addptr %as, %loaded {element_type = f32} : tensor<1024x!llvm.ptr, #d>, tensor<1024xi64, #d>
    // CHECK: nv_tileaa.load {{.*}} : tensor<1024x!llvm.ptr, #[[D]]> -> tensor<1024xf32, #[[D]]>
    %g, %t5 = nv_tileaa.load %gp token %t {memory_ordering_semantics = 0 : i32} : tensor<1024x!llvm.ptr, #d> -> tensor<1024xf32, #d>

    // CHECK: nv_tileaa.load {{.*}}memory_ordering_semantics = 1 : i32{{.*}} -> tensor<1024xf16, #[[D]]>
    %r, %t6 = nv_tileaa.load %ap token %t {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32} : tensor<1024x!llvm.ptr, #d> -> tensor<1024xf16, #d>
    nv_tileaa.return
  }
}
