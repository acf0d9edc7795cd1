// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 -split-input-file | FileCheck %s
// Scans follow their operand's blocked layout (ReduceScanAcrossThreads.cpp,
// scanInLayout): each thread scans its run of a line in registers, the
// lanes along the scanned dimension combine in a Kogge-Stone scan of
// shuffles (up, or down for a reverse scan), only warps along it meet in
// shared memory, and a layout repeated along the dimension chains its
// repetitions in registers. The tiles keep their 16-byte accesses.

// Rows of 128 f32 held by one warp each, 4 per lane, two rows per thread:
// three adds in each run, five shuffle steps and one for the lanes before
// per row, and no shared memory.
// CHECK-LABEL: llvm.func @rows
// CHECK-NOT: __tileir_smem_rows
// CHECK: llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-COUNT-6: llvm.fadd
// CHECK-COUNT-12: nvvm.shfl.sync up
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: !llvm.ptr<3>
// CHECK: llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
#rows = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @rows(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [8, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x128xf32, #rows>
    %r = nv_tileaa.scan %x : tensor<8x128xf32, #rows> -> tensor<8x128xf32, #rows> {
    ^bb0(%e0: f32, %e1: f32):
      %c = nv_tileaa.addf %e0, %e1 : f32
      nv_tileaa.yield %c : f32
    } {dim = 1 : i32, identities = [0.0 : f32], reverse = false}
    %st = nv_tileaa.tiled_store %r, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<8x128xf32, #rows>, <"partition", [8, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// The reverse scan takes the later lanes' totals, shuffled down.
// CHECK-LABEL: llvm.func @rows_reverse
// CHECK-NOT: __tileir_smem_rows_reverse
// CHECK-COUNT-12: nvvm.shfl.sync down
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: !llvm.ptr<3>
// CHECK: llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr
#rows = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @rows_reverse(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <i32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [8, 128], <i32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 128], <i32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x128xi32, #rows>
    %r = nv_tileaa.scan %x : tensor<8x128xi32, #rows> -> tensor<8x128xi32, #rows> {
    ^bb0(%e0: i32, %e1: i32):
      %c = nv_tileaa.addi %e0, %e1 : i32
      nv_tileaa.yield %c : i32
    } {dim = 1 : i32, identities = [0 : i32], reverse = true}
    %st = nv_tileaa.tiled_store %r, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<8x128xi32, #rows>, <"partition", [8, 128], <i32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// Columns of 16 over 4 lanes and 4 warps (runs of 4 across the columns):
// two shuffle steps and one for the lanes before per column, then each
// warp's last lane alone stores its totals at [warp, column] (4 x 32 f32),
// and each thread combines those of the warps before its own (three loads
// per column).
// CHECK: llvm.mlir.global internal @__tileir_smem_cols()
// CHECK-SAME: !llvm.array<512 x i8>
// CHECK-LABEL: llvm.func @cols
// CHECK-COUNT-12: nvvm.shfl.sync up
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK: llvm.cond_br
// CHECK-COUNT-4: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-12: llvm.load %{{.+}} : !llvm.ptr<3> -> f32
// CHECK-NOT: !llvm.ptr<3>
// CHECK: llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
#cols = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @cols(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [16, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [16, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x32xf32, #cols>
    %r = nv_tileaa.scan %x : tensor<16x32xf32, #cols> -> tensor<16x32xf32, #cols> {
    ^bb0(%e0: f32, %e1: f32):
      %c = nv_tileaa.mulf %e0, %e1 : f32
      nv_tileaa.yield %c : f32
    } {dim = 0 : i32, identities = [1.0 : f32], reverse = false}
    %st = nv_tileaa.tiled_store %r, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<16x32xf32, #cols>, <"partition", [16, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// One warp: rows of 256 cover the layout twice. Each repetition scans over
// the lanes, the last lane's total of the first reaches every lane with an
// indexed shuffle (one per row), and carries into the second.
// CHECK-LABEL: llvm.func @twice
// CHECK-NOT: __tileir_smem_twice
// CHECK-COUNT-48: nvvm.shfl.sync up
// CHECK-COUNT-4: nvvm.shfl.sync idx
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: !llvm.ptr<3>
// CHECK: llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
#one = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @twice(%a: !llvm.ptr, %m: i32, %n: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 1 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %n], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [4, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %x, %tok = nv_tileaa.tiled_load %va[%p, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [4, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<4x256xf32, #one>
    %r = nv_tileaa.scan %x : tensor<4x256xf32, #one> -> tensor<4x256xf32, #one> {
    ^bb0(%e0: f32, %e1: f32):
      %c = nv_tileaa.addf %e0, %e1 : f32
      nv_tileaa.yield %c : f32
    } {dim = 1 : i32, identities = [0.0 : f32], reverse = false}
    %st = nv_tileaa.tiled_store %r, %va[%p, %p] token %tok {memory_ordering_semantics = 0 : i32} : tensor<4x256xf32, #one>, <"partition", [4, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
