// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s
// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s --check-prefix=LOOP
// The copies of a pipelined K loop address their runs from the first run
// of each thread (issues 11 and 12): a thread's 4 runs of the 128x32 f16
// tile lie 32 rows apart, so
//  - in shared memory the swizzle (4 phases of 2 rows: a period of 8 rows)
//    repeats and each destination is the first one plus 32 rows of 64
//    bytes, a constant the backend folds into the cp.async immediate;
//  - the bounds are one subtraction per dimension (the room left past this
//    thread's coordinate, 0 for a tile starting below 0) compared with the
//    run's constant shift, instead of a coordinate per run; the checks
//    along the dimension no run is shifted along (the columns) make one
//    source size for all runs, and each run's row check selects between it
//    and 0;
//  - the global addresses add shift * row stride to the first run's offset,
//    so the row offset (a 64-bit multiply by the runtime stride) is computed
//    once per copy, not once per run.

// CHECK-LABEL: llvm.func @copies
// CHECK: ^bb2(%{{.*}}: i32):
// The rows: room = tile start < 0 ? 0 : extent - coordinate.
// CHECK: %[[ROWNEG:.*]] = llvm.icmp "slt" %[[ROWSTART:.*]], %{{.*}} : i64
// CHECK: %[[ROWLEFT:.*]] = llvm.sub %[[ROWS:.*]], %[[ROW:.*]] : i64
// CHECK: %[[ROWROOM:.*]] = llvm.select %[[ROWNEG]], %{{.*}}, %[[ROWLEFT]] : i1, i64
// CHECK: %[[ROWOFF:.*]] = llvm.mul %[[ROW]], %[[STRIDE:.*]] : i64
// The columns likewise (stride 1).
// CHECK: %[[COLROOM:.*]] = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i64
// CHECK: %[[FIRST:.*]] = llvm.add %{{.*}}, %{{.*}} : i64
// The columns' check (shift 0 for every run) makes the shared size once.
// CHECK: %[[Z0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: llvm.icmp "slt" %[[Z0]], %[[COLROOM]] : i64
// CHECK: %[[SIZE:.*]] = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// Run 0: shift 0 in both dimensions.
// CHECK: llvm.getelementptr %arg0[%[[FIRST]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK: %[[Z1:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: llvm.icmp "slt" %[[Z1]], %[[ROWROOM]] : i64
// CHECK: %[[SIZE0:.*]] = llvm.select %{{.*}}, %[[SIZE]], %{{.*}} : i1, i32
// CHECK: %[[DST:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: nvvm.cp.async.shared.global %[[DST]], %{{.*}}, 16, cache =  cg, %[[SIZE0]]
// Run 1: 32 rows on.
// CHECK: %[[S1:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[O1:.*]] = llvm.mul %[[S1]], %[[STRIDE]] : i64
// CHECK-NEXT: %[[A1:.*]] = llvm.add %[[FIRST]], %[[O1]] : i64
// CHECK: llvm.getelementptr %arg0[%[[A1]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK: %[[R1:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: llvm.icmp "slt" %[[R1]], %[[ROWROOM]] : i64
// CHECK: %[[SIZE1:.*]] = llvm.select %{{.*}}, %[[SIZE]], %{{.*}} : i1, i32
// CHECK: %[[DST1:.*]] = llvm.getelementptr %[[DST]][2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: nvvm.cp.async.shared.global %[[DST1]], %{{.*}}, 16, cache =  cg, %[[SIZE1]]
// Runs 2 and 3.
// CHECK: llvm.mlir.constant(64 : i64) : i64
// CHECK: llvm.getelementptr %[[DST]][4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.mlir.constant(96 : i64) : i64
// CHECK: llvm.getelementptr %[[DST]][6144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: nvvm.cp.async.commit.group

// Within the loop, no run's destination is swizzled on its own, and no
// coordinate is compared with the extent per run.
// LOOP: ^bb2(%{{.*}}: i32):
// LOOP-COUNT-1: (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// LOOP-NOT: (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// LOOP-NOT: llvm.icmp "ult" {{.*}} : i64
// LOOP: nvvm.cp.async.commit.group

#shared = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [2, 1, 0]}>
#shared2 = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @copies(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32, %arg3: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg0 : !llvm.ptr
    %1 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg1 : i32
    %2 = nv_tileaa.assume #cuda_tile.div_by<16>, %arg2 : i32
    %3 = nv_tileaa.make_memref %0, shape[%1, %2], strides[%2] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %4 = nv_tileaa.make_tiled_view %3 : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %5 = nv_tileas.local_alloc -> !nv_tileas.smem<2x128x32xf16, #shared>
    nv_tileaa.for %c0_i32 to %2 step %c1_i32 : i32 {
    ^bb0(%arg4: i32):
      %6 = nv_tileaa.remi %arg4, %c2_i32 {signedness = #cuda_tile.signedness<unsigned>} : i32
      %7 = nv_tileas.memdesc_index %5[%6] : !nv_tileas.smem<2x128x32xf16, #shared> -> !nv_tileas.smem<128x32xf16, #shared2>
      nv_tileas.async_tiled_load %4[%arg3, %arg4], %7 : !nv_tileaa.tiled_view<"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> !nv_tileas.smem<128x32xf16, #shared2>
      nv_tileas.async_commit_group
      nv_tileas.async_wait {pending = 1 : i32}
      nv_tileaa.continue
    }
    nv_tileas.async_wait {pending = 0 : i32}
    nv_tileas.local_dealloc %5 : !nv_tileas.smem<2x128x32xf16, #shared>
    nv_tileaa.return
  }
}
