// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s --check-prefixes=CHECK,SM80

// A layout conversion goes through one copy in shared memory whose layout
// is chosen by counting the bank wavefronts of both sides' accesses
// (chooseConversionCopy), each side moving its runs of consecutive
// elements at once.

// Attention's output: from the wgmma fragments, whose lanes hold column
// pairs of 8 rows, into 16-byte runs along the rows. Rows of 64 f16 are
// whole bank lines; padded by 8 elements, the 8 rows of a pair store start
// 4 banks apart: 16 stores of 4 bytes and 4 loads of 16 bytes, all free of
// conflicts, in 64 rows of 72 elements (9216 bytes). From sm_90 on, the
// stores are 4 stmatrix.x4: each writes four 8x8 blocks of the fragments
// (register pairs 4i .. 4i + 3), lanes 8j .. 8j + 7 pointing at the rows of
// block j, which the padded rows keep 16-byte aligned and free of
// conflicts.
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_output
// CHECK-SAME: !llvm.array<9216 x i8>
// CHECK-LABEL: llvm.func @output
// CHECK: nvvm.barrier0
// SM80-COUNT-16: llvm.store {{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<3>
// SM90-NOT: llvm.store {{.*}} !llvm.ptr<3>
// SM90-COUNT-4: nvvm.stmatrix {{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// SM90-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.load {{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf16>
// CHECK-NOT: llvm.load {{.*}} !llvm.ptr<3>
// CHECK: llvm.return

// A transpose: lanes holding columns store single words, a word of padding
// per row spreads each column over the banks, and the loads take single
// words too, which keeps them as few wavefronts as 16-byte ones, where a
// pad of whole 16 bytes (to keep those aligned) left the column stores
// 4-way conflicts (32 rows of 33 words: 4224 bytes).
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_transpose
// CHECK-SAME: !llvm.array<4224 x i8>
// CHECK-LABEL: llvm.func @transpose
// CHECK: nvvm.barrier0
// CHECK-COUNT-32: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-32: llvm.load {{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: llvm.load {{.*}} !llvm.ptr<3>
// CHECK: llvm.return

#mma = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#store = #nv_tileas.blocked<{sizePerThread = [4, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#cols = #nv_tileas.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [0, 1]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @output(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #mma>
    %y = nv_tileas.convert_layout %x : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #store>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #store>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
  nv_tileaa.func @transpose(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 1 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf32, #cols>
    %y = nv_tileas.convert_layout %x : tensor<32x32xf32, #cols> -> tensor<32x32xf32, #rows>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<32x32xf32, #rows>, <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
