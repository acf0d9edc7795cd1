// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 -split-input-file | FileCheck %s
// Reductions follow their operand's blocked layout into its slice
// (ReduceScanAcrossThreads.cpp, reduceInLayout): registers that hold one
// line fold in the thread, lanes along the reduced dimension combine with
// butterfly shuffles, and only warps along it meet in shared memory. The
// slice expands back and broadcasts in place.

// Rows of 128 f32 held by one warp each, 4 per lane: three adds in the
// thread, five shuffles (lanes 1 to 16), and the row total is subtracted
// from the same registers without a barrier or shared memory.
// CHECK-LABEL: llvm.func @rows
// CHECK-NOT: __tileir_smem_rows
// CHECK: llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-COUNT-3: llvm.fadd
// CHECK-COUNT-5: nvvm.shfl.sync bfly
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: nvvm.shfl.sync
// CHECK: %[[T:.+]] = llvm.fadd
// CHECK-NEXT: llvm.fsub %{{.+}}, %[[T]] : f32
// CHECK-NEXT: llvm.fsub %{{.+}}, %[[T]] : f32
// CHECK-NEXT: llvm.fsub %{{.+}}, %[[T]] : f32
// CHECK-NEXT: llvm.fsub %{{.+}}, %[[T]] : f32

#rows = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice = #nv_tileas.slice<{dim = 1, parent = #rows}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @rows(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [4, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [4, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<4x128xf32, #rows>
    %r = nv_tileaa.reduce %x : tensor<4x128xf32, #rows> -> tensor<4xf32, #slice> {
    ^bb0(%e0: f32, %e1: f32):
      %sum = nv_tileaa.addf %e0, %e1 : f32
      nv_tileaa.yield %sum : f32
    } {dim = 1 : i32, identities = [0.0 : f32]}
    %e = nv_tileaa.expand_dims %r {axis = 1 : i32} : tensor<4xf32, #slice> -> tensor<4x1xf32, #rows>
    %b = nv_tileaa.broadcast %e : tensor<4x1xf32, #rows> -> tensor<4x128xf32, #rows>
    %d = nv_tileaa.subf %x, %b : tensor<4x128xf32, #rows>
    %st = nv_tileaa.tiled_store %d, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<4x128xf32, #rows>, <"partition", [4, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// Columns of a 128x32 tile over 4 warps along the rows: each thread folds
// its 8 rows of its 4 columns, two shuffles combine the 4 lanes of a
// column, and the 4 warps' totals meet in shared memory as [warp, column]
// (4 x 32 f32): one store per column, then 4 loads each.
// CHECK: llvm.mlir.global internal @__tileir_smem_cols()
// CHECK-SAME: !llvm.array<512 x i8>
// CHECK-LABEL: llvm.func @cols
// CHECK-COUNT-8: nvvm.shfl.sync bfly
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.load %{{.+}} : !llvm.ptr<3> -> f32
// CHECK: llvm.fsub

#cols = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#slice = #nv_tileas.slice<{dim = 0, parent = #cols}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @cols(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf32, #cols>
    %r = nv_tileaa.reduce %x : tensor<128x32xf32, #cols> -> tensor<32xf32, #slice> {
    ^bb0(%e0: f32, %e1: f32):
      %sum = nv_tileaa.addf %e0, %e1 : f32
      nv_tileaa.yield %sum : f32
    } {dim = 0 : i32, identities = [0.0 : f32]}
    %e = nv_tileaa.expand_dims %r {axis = 0 : i32} : tensor<32xf32, #slice> -> tensor<1x32xf32, #cols>
    %b = nv_tileaa.broadcast %e : tensor<1x32xf32, #cols> -> tensor<128x32xf32, #cols>
    %d = nv_tileaa.subf %x, %b : tensor<128x32xf32, #cols>
    %st = nv_tileaa.tiled_store %d, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<128x32xf32, #cols>, <"partition", [128, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
