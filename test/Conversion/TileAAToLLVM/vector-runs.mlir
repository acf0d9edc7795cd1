// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 -split-input-file | FileCheck %s
// A tiled load or store in a layout with runs of 8 f16 per thread moves
// each run with one 16-byte access. Where `assume div_by` proves the base
// 16-byte aligned and the row stride and the contiguous extent multiples of
// 8, every run is aligned and wholly in or out of bounds: the first
// element's bounds check decides, and there is no element-by-element path.
// Without that proof the run's alignment and both ends are checked at run
// time, with the element-by-element path beside it.

#v8 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: llvm.func @proven
  nv_tileaa.func @proven(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %pa = nv_tileaa.assume #cuda_tile.div_by<16>, %a : !llvm.ptr
    %nn = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %ss = nv_tileaa.assume #cuda_tile.div_by<8>, %s : i32
    %ma = nv_tileaa.make_memref %pa, shape[%m, %nn], strides[%ss] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK-COUNT-2: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
    // CHECK-NOT: llvm.load %{{.*}} -> f16
    // CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr
    // CHECK-NOT: llvm.store %{{.*}} : f16, !llvm.ptr
    // CHECK: llvm.return
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf16, #v8>
    %st = nv_tileaa.tiled_store %x, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x64xf16, #v8>, <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// The same access with a row stride only known to be even: runs may be
// misaligned, so each has the run-time check and the scalar path.
#v8 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: llvm.func @unproven
  nv_tileaa.func @unproven(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %pa = nv_tileaa.assume #cuda_tile.div_by<16>, %a : !llvm.ptr
    %nn = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %ss = nv_tileaa.assume #cuda_tile.div_by<2>, %s : i32
    %ma = nv_tileaa.make_memref %pa, shape[%m, %nn], strides[%ss] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
    // CHECK: llvm.load %{{.*}} -> f16
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf16, #v8>
    %st = nv_tileaa.tiled_store %x, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x64xf16, #v8>, <"partition", [32, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A view that transposes the tile (dim_map [1, 0]): its dimension 0 runs
// along contiguous memory, and a layout with runs along it moves them as
// vectors too.
#t8 = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // CHECK-LABEL: llvm.func @transposed
  nv_tileaa.func @transposed(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %pa = nv_tileaa.assume #cuda_tile.div_by<16>, %a : !llvm.ptr
    %nn = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %ss = nv_tileaa.assume #cuda_tile.div_by<8>, %s : i32
    %ma = nv_tileaa.make_memref %pa, shape[%m, %nn], strides[%ss] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    // CHECK-COUNT-2: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<8xf16>
    // CHECK-NOT: llvm.load %{{.*}} -> f16
    // CHECK: llvm.return
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x32xf16, #t8>
    %st = nv_tileaa.tiled_store %x, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<64x32xf16, #t8>, <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32
    nv_tileaa.return
  }
}
