// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s
// A product whose accumulator and result are typed in the mma_sync layout
// (tileas-accelerate-matmul) leaves its fragments in the result's slots:
// the row maximum folds each lane's 16 entries of a row in registers and
// combines the 4 lanes of a quad with two shuffles, and the broadcast back
// reads the same registers, with no trip through shared memory between the
// products and the subtraction. Only the conversion to the store's layout
// at the end goes through shared memory.

// CHECK-LABEL: llvm.func @scores
// CHECK: nvvm.mma.sync
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-30: llvm.call_intrinsic "llvm.maximumnum"
// CHECK-COUNT-4: nvvm.shfl.sync
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: nvvm.shfl.sync
// CHECK-COUNT-32: llvm.fsub
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#rows = #nv_tileas.slice<{dim = 1, parent = #mma}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @scores(%a: !llvm.ptr, %o: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mo = nv_tileaa.make_memref %o, shape[%m, %m], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
    %q, %t1 = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
    %k, %t2 = nv_tileaa.tiled_load %va[%c0, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
    %sc = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #mma>
    %r = nv_tileaa.reduce %sc : tensor<64x64xf32, #mma> -> tensor<64xf32, #rows> {
    ^bb0(%e0: f32, %e1: f32):
      %mx = nv_tileaa.maxf %e0, %e1 : f32
      nv_tileaa.yield %mx : f32
    } {dim = 1 : i32, identities = [0xFF800000 : f32]}
    %e = nv_tileaa.expand_dims %r {axis = 1 : i32} : tensor<64xf32, #rows> -> tensor<64x1xf32, #mma>
    %b = nv_tileaa.broadcast %e : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma>
    %x = nv_tileaa.subf %sc, %b : tensor<64x64xf32, #mma>
    %y = nv_tileas.convert_layout %x : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #d>
    %st = nv_tileaa.tiled_store %y, %vo[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : tensor<64x64xf32, #d>, <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
