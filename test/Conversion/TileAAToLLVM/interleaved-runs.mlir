// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 -split-input-file | FileCheck %s
// Extracts and cats between explicit layouts take blocks each thread holds
// (getSubtileRegisters) and move nothing: complex pairs loaded as 16-byte
// runs, split into their real and imaginary parts and interleaved again,
// are loaded and stored with one 16-byte access per run, with no shared
// memory and no element-by-element path (assume div_by proves the runs
// aligned and whole).

// CHECK-LABEL: llvm.func @times_i
// CHECK-NOT: __tileir_smem_times_i
// CHECK-COUNT-4: llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NOT: llvm.load %{{.+}} -> f32
// CHECK-NOT: !llvm.ptr<3>
// CHECK-COUNT-4: llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NOT: llvm.store %{{.+}} : f32, !llvm.ptr
// CHECK: llvm.return
#runs = #nv_tileas.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#pairs = #nv_tileas.blocked<{sizePerThread = [1, 2, 2], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#part = #nv_tileas.blocked<{sizePerThread = [1, 2, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @times_i(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32, %m: i32, %s0: i32, %s1: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %pa = nv_tileaa.assume #cuda_tile.div_by<16>, %a : !llvm.ptr
    %pb = nv_tileaa.assume #cuda_tile.div_by<16>, %b : !llvm.ptr
    %mm = nv_tileaa.assume #cuda_tile.div_by<16>, %m : i32
    %t0 = nv_tileaa.assume #cuda_tile.div_by<4>, %s0 : i32
    %t1 = nv_tileaa.assume #cuda_tile.div_by<4>, %s1 : i32
    %ma = nv_tileaa.make_memref %pa, shape[%n, %mm, %mm], strides[%t0, %t1] : <f32, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
    %mb = nv_tileaa.make_memref %pb, shape[%n, %mm, %mm], strides[%t0, %t1] : <f32, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
    %pid = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %x, %tok = nv_tileaa.tiled_load %va[%pid, %c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, i32, i32, i32 -> tensor<2x16x64xf32, #runs>
    %v = nv_tileaa.view %x : tensor<2x16x64xf32, #runs> -> tensor<2x512x2xf32, #pairs>
    %re = nv_tileaa.extract %v[%c0, %c0, %c0] : tensor<2x512x2xf32, #pairs>, i32, i32, i32 -> tensor<2x512x1xf32, #part>
    %im = nv_tileaa.extract %v[%c0, %c0, %c1] : tensor<2x512x2xf32, #pairs>, i32, i32, i32 -> tensor<2x512x1xf32, #part>
    %neg = nv_tileaa.negf %im : tensor<2x512x1xf32, #part>
    %cat = nv_tileaa.cat %neg, %re {dim = 2 : i64} : tensor<2x512x1xf32, #part> -> tensor<2x512x2xf32, #pairs>
    %y = nv_tileaa.view %cat : tensor<2x512x2xf32, #pairs> -> tensor<2x16x64xf32, #runs>
    %st = nv_tileaa.tiled_store %y, %vb[%pid, %c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<2x16x64xf32, #runs>, <"partition", [2, 16, 64], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, i32, i32, i32
    nv_tileaa.return
  }
}
