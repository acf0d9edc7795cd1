// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s
// A K loop that carries its accumulator in mma.sync's fragments, as
// tileas-accelerate-matmul types it: 64x64 over 2 x 2 warps, so each warp
// owns 2 tile rows and 4 tile columns, interleaved with the other warps'
// (rows 16 w0 and 16 w0 + 32, columns 8 w1 + 16 j). The loop body stages
// the operands and multiplies, with the accumulator in registers; only
// the conversion after the loop moves it through shared memory.
// CHECK-LABEL: llvm.func @k_loop(
// CHECK: ^[[HEADER:bb[0-9]+]]({{.*}}): // 2 preds
// CHECK: ^{{bb[0-9]+}}({{.*}}): // pred: ^[[HEADER]]
// The loop's exit comes next in the text: the conversion after the loop,
// each lane's pairs of columns stored as 8 bytes, read back as 16.
// CHECK: ^{{bb[0-9]+}}({{.*}}): // pred: ^[[HEADER]]
// CHECK: llvm.store {{.*}} : vector<2xf32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load {{.*}} : !llvm.ptr<3> -> vector<4xf32>
// The rest of the loop body (its next blocks follow the exit's first):
// one ldmatrix.x4.trans per two tile columns of B (16 columns apart), then
// per tile row one ldmatrix.x4 of A and its 4 products, and no f32 through
// shared memory.
// CHECK-NOT: f32>, !llvm.ptr<3>
// CHECK-COUNT-2: nvvm.ldmatrix {{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK: nvvm.ldmatrix {{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-COUNT-4: nvvm.mma.sync
// CHECK: nvvm.ldmatrix {{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-COUNT-4: nvvm.mma.sync
// CHECK-NOT: f32>, !llvm.ptr<3>
// CHECK: llvm.br ^[[HEADER]](
#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @k_loop(%pa: !llvm.ptr, %pb: !llvm.ptr, %pc: !llvm.ptr, %m: i32, %n: i32, %k: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %pa, shape[%m, %k], strides[%k] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %pb, shape[%k, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %pc, shape[%m, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 16], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [16, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %x = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %y = nv_tileaa.get_program_id {dim = 1 : i32} : i32
    %steps:2 = nv_tileaa.get_index_space_shape %va : <"partition", [64, 16], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}> -> i32, i32
    %sum = nv_tileaa.for %c0 to %steps#1 step %c1 iter_values(%zero : tensor<64x64xf32, #mma>) : i32 -> tensor<64x64xf32, #mma> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #mma>):
      %ta, %t1 = nv_tileaa.tiled_load %va[%x, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 16], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<64x16xf16, #a>
      %tb, %t2 = nv_tileaa.tiled_load %vb[%i, %y] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [16, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<16x64xf16, #b>
      %next = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<64x16xf16, #a>, tensor<16x64xf16, #b>, tensor<64x64xf32, #mma>
      nv_tileaa.continue %next : tensor<64x64xf32, #mma>
    }
    %out = nv_tileas.convert_layout %sum : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #c>
    %done = nv_tileaa.tiled_store %out, %vc[%x, %y] token %t {memory_ordering_semantics = 0 : i32} : tensor<64x64xf32, #c>, <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
