// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s

// A layout conversion that stays inside each warp, every result register
// coming from one source register in some lane of the same warp, moves
// without shared memory (getWarpLocalConversion): registers held by the
// receiving lane are renamed, the others come by warp shuffles, f16 pairs
// from one lane packed into one word.

// The same 8x4 lanes of a warp numbered along rows or along columns: each
// lane takes its f16 pair from one other lane, with one shuffle. The lane
// it takes them from is computed once from the lane's bits: lane 8r + c
// (row r, column pair c) takes lane 4c + r's pair, so lane bits 0-4 step
// the source lane by 4, 8, 16, 1 and 2.
// CHECK-LABEL: llvm.func @lanes
// CHECK-NOT: !llvm.ptr<3>
// CHECK: [[C31:%.+]] = llvm.mlir.constant(31 : i32)
// CHECK-NEXT: [[LANE:%.+]] = llvm.and %{{.+}}, [[C31]]
// CHECK: llvm.lshr [[LANE]]
// CHECK: llvm.and
// CHECK-NEXT: [[STEP0:%.+]] = llvm.mlir.constant(4 : i32)
// CHECK-NEXT: llvm.mul %{{.+}}, [[STEP0]]
// CHECK: llvm.lshr [[LANE]]
// CHECK: llvm.and
// CHECK-NEXT: [[STEP1:%.+]] = llvm.mlir.constant(8 : i32)
// CHECK-NEXT: llvm.mul %{{.+}}, [[STEP1]]
// CHECK: llvm.lshr [[LANE]]
// CHECK: llvm.and
// CHECK-NEXT: [[STEP2:%.+]] = llvm.mlir.constant(16 : i32)
// CHECK-NEXT: llvm.mul %{{.+}}, [[STEP2]]
// CHECK: llvm.lshr [[LANE]]
// CHECK: llvm.and
// CHECK-NEXT: [[STEP3:%.+]] = llvm.mlir.constant(1 : i32)
// CHECK-NEXT: llvm.mul %{{.+}}, [[STEP3]]
// CHECK: llvm.lshr [[LANE]]
// CHECK: llvm.and
// CHECK-NEXT: [[STEP4:%.+]] = llvm.mlir.constant(2 : i32)
// CHECK-NEXT: llvm.mul %{{.+}}, [[STEP4]]
// CHECK-NEXT: [[SOURCE:%.+]] = llvm.xor
// CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK-NEXT: llvm.mlir.constant(31 : i32)
// CHECK-NEXT: llvm.mlir.constant(-1 : i32)
// CHECK-NEXT: nvvm.shfl.sync idx %{{.+}}, %{{.+}}, [[SOURCE]], %{{.+}} : i32 -> i32
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: !llvm.ptr<3>
// CHECK: llvm.return

// Repetitions along columns first or rows first: the same lanes and warps,
// the registers in another order. Nothing moves.
// CHECK-LABEL: llvm.func @rename
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: !llvm.ptr<3>
// CHECK: llvm.return

// A row of 8 held by lanes 0-7 (the others hold copies), into every lane
// holding all 8: register r of every lane comes from lane r, 8 shuffles of
// single f32 words from constant lanes.
// CHECK-LABEL: llvm.func @broadcast
// CHECK-NOT: !llvm.ptr<3>
// CHECK: ^{{bb[0-9]+}}(%{{.+}}: f32):
// CHECK-NEXT: [[LANE0:%.+]] = llvm.mlir.constant(0 : i32)
// CHECK-NEXT: llvm.mlir.constant(31 : i32)
// CHECK-NEXT: llvm.mlir.constant(-1 : i32)
// CHECK-NEXT: llvm.bitcast
// CHECK-NEXT: nvvm.shfl.sync idx %{{.+}}, %{{.+}}, [[LANE0]], %{{.+}} : i32 -> i32
// CHECK-NEXT: llvm.bitcast
// CHECK-NEXT: [[LANE1:%.+]] = llvm.mlir.constant(1 : i32)
// CHECK: nvvm.shfl.sync idx %{{.+}}, %{{.+}}, [[LANE1]], %{{.+}} : i32 -> i32
// CHECK-COUNT-6: nvvm.shfl.sync idx {{.*}} : i32 -> i32
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: !llvm.ptr<3>
// CHECK: llvm.return

// Where lane and register bits trade places (attention's output, from wgmma
// fragments into 16-byte runs) the copy through shared memory stays (on
// sm_90 stored by stmatrix, convert-layout-copy.mlir).
// CHECK-LABEL: llvm.func @trade
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.stmatrix {{.*}} : !llvm.ptr<3>
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return

#rowsFirst = #nv_tileas.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#colsFirst = #nv_tileas.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [0, 1]}>
#repeatCols = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#repeatRows = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#spread = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#whole = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#mma = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#runs = #nv_tileas.blocked<{sizePerThread = [4, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @lanes(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 8], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 8], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x8xf16, #rowsFirst>
    %y = nv_tileas.convert_layout %x : tensor<32x8xf16, #rowsFirst> -> tensor<32x8xf16, #colsFirst>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<32x8xf16, #colsFirst>, <"partition", [32, 8], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
  nv_tileaa.func @rename(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [2, 1024], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [2, 1024], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<2x1024xf32, #repeatCols>
    %y = nv_tileas.convert_layout %x : tensor<2x1024xf32, #repeatCols> -> tensor<2x1024xf32, #repeatRows>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<2x1024xf32, #repeatRows>, <"partition", [2, 1024], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
  nv_tileaa.func @broadcast(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [1, 8], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 8], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<1x8xf32, #spread>
    %y = nv_tileas.convert_layout %x : tensor<1x8xf32, #spread> -> tensor<1x8xf32, #whole>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<1x8xf32, #whole>, <"partition", [1, 8], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
  nv_tileaa.func @trade(%a: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #mma>
    %y = nv_tileas.convert_layout %x : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #runs>
    %st = nv_tileaa.tiled_store %y, %va[%c0, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #runs>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
