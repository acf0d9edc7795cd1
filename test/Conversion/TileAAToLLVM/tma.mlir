// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 | FileCheck %s
// RUN: not tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 2>&1 | FileCheck %s --check-prefix=SM80
// SM80: error: 'nv_tileas.make_tma_descriptor' op needs TMA (sm_90a or later)
// A TMA copy as tileas-pipeline=tma=always makes them (sm_90a), on its own:
// thread 0 claims a block of tensor maps at the kernel's start, fills in
// the map (tensormap.replace of a zeroed map, then the tensormap proxy
// fences), initialises the mbarriers of the kernel's array of them,
// announces the bytes and issues the copy; every thread waits for the
// phase; the block goes back at the return.
//
// The pool of 8192 blocks of one map, the bitmap of the blocks in use, and
// the mbarrier array, apart from the shared buffer.
// CHECK: llvm.mlir.global internal @__tileir_barriers_copy() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
// CHECK: llvm.mlir.global internal @__tileir_tensormaps_copy() {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<131072 x i64>
// CHECK: llvm.mlir.zero
// CHECK: llvm.mlir.global internal @__tileir_tensormaps_used_copy() {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<128 x i64>
// CHECK-LABEL: llvm.func @copy
// The claim: a word with a clear bit, its lowest clear bit set atomically.
// CHECK: llvm.load %{{.*}} atomic syncscope("device") monotonic
// CHECK: "llvm.intr.cttz"
// CHECK: llvm.atomicrmw _or %{{.*}} syncscope("device") acq_rel
// The map: zeroed, then every field; the 128x32 f16 tile of a row-major
// M x K tensor is one box of 32 x 128 (a 64-byte swizzle: 32 elements).
// CHECK-COUNT-16: llvm.store %{{.*}} {alignment = 8 : i64} : i64, !llvm.ptr<1>
// CHECK: "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;"
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: "tensormap.replace.tile.rank.global.b1024.b32 [$0], $1;", "l,r,~{memory}" %{{.*}}, %[[ONE]]
// CHECK: %[[BOX0:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}" %{{.*}}, %[[BOX0]]
// CHECK: "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;"
// CHECK: "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, $1;"
// CHECK: %[[BOX1:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}" %{{.*}}, %[[BOX1]]
// The row stride in bytes.
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: %[[STRIDE:.*]] = llvm.mul %{{.*}}, %[[TWO]] : i64
// CHECK: "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}" %{{.*}}, %[[STRIDE]]
// CHECK: "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 6;"
// CHECK: "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;"
// CHECK: "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 2;"
// CHECK: "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 0;"
// CHECK: nvvm.fence.proxy.release <gpu>
// CHECK: nvvm.fence.proxy.acquire <gpu>
// CHECK: llvm.mlir.addressof @__tileir_barriers_copy : !llvm.ptr<3>
// CHECK-COUNT-2: nvvm.mbarrier.init
// CHECK: nvvm.fence.mbarrier.init
// CHECK: nvvm.barrier0
// No bytes announced when the copy is predicated off.
// CHECK: %[[BYTES:.*]] = llvm.select %arg6, %{{.*}}, %{{.*}} : i1, i32
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %[[BYTES]]
// The box's coordinates, innermost first: column then row.
// CHECK: %[[X:.*]] = llvm.mul %arg5
// CHECK: %[[Y:.*]] = llvm.mul %arg4
// CHECK: llvm.addrspacecast %{{.*}} : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global {{.*}} box[%[[X]], %[[Y]]]
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// Every thread arrives (under the predicate); only thread 0 waits with
// `issuer`, and no CTA barrier follows without `sync_cta`.
// CHECK: llvm.cond_br %arg6
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// CHECK: llvm.icmp "eq" %{{.*}}, %{{.*}} : i32
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK-NEXT: llvm.br
// Invalidated once every thread is past its wait.
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: nvvm.mbarrier.inval
// The block goes back at the return.
// CHECK: llvm.atomicrmw _and %{{.*}} syncscope("device") release
// CHECK: llvm.return
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#tile = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
#bars = #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @copy(%p: !llvm.ptr, %q: !llvm.ptr, %m: i32, %k: i32, %row: i32, %col: i32, %go: i1) attributes {kernel, nv_tileas.num_warps = 4 : i32, nv_tileas.tma_descriptors = 1 : i32, nv_tileas.barriers = 2 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %p16 = nv_tileaa.assume #cuda_tile.div_by<16>, %p : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %mr = nv_tileaa.make_memref %p16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %v = nv_tileaa.make_tiled_view %mr : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %d = nv_tileas.make_tma_descriptor %v {slot = 0 : i32} : !nv_tileaa.tiled_view<"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}> -> !nv_tileas.tma_descriptor<!nv_tileas.smem<128x32xf16, #tile>>
    %buf = nv_tileas.local_alloc -> !nv_tileas.smem<128x32xf16, #tile>
    %b = nv_tileas.alloc_barriers {first = 0 : i32} : !nv_tileas.smem<2xi64, #bars>
    nv_tileas.init_barriers %b {arrivals = 1 : i32} : !nv_tileas.smem<2xi64, #bars>
    nv_tileas.arrive_expect_tx %b[%c1], 8192 if %go : !nv_tileas.smem<2xi64, #bars>
    nv_tileas.async_tma_load %d[%row, %col], %buf, %b[%c1] if %go : !nv_tileas.tma_descriptor<!nv_tileas.smem<128x32xf16, #tile>>, i32, i32 -> !nv_tileas.smem<128x32xf16, #tile>, !nv_tileas.smem<2xi64, #bars>
    nv_tileas.wait_barrier %b[%c1], %c0 {sync_cta} : !nv_tileas.smem<2xi64, #bars>
    nv_tileas.arrive_barrier %b[%c0] if %go : !nv_tileas.smem<2xi64, #bars>
    nv_tileas.wait_barrier %b[%c0], %c1 {issuer} : !nv_tileas.smem<2xi64, #bars>
    %t = nv_tileas.local_load %buf : !nv_tileas.smem<128x32xf16, #tile> -> tensor<128x32xf16, #blocked>
    nv_tileas.inval_barriers %b : !nv_tileas.smem<2xi64, #bars>
    nv_tileas.local_dealloc %buf : !nv_tileas.smem<128x32xf16, #tile>
    %mq = nv_tileaa.make_memref %q, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %t1 = nv_tileaa.tiled_store %t, %vq[%row, %col] token %t0 {memory_ordering_semantics = 0 : i32} : tensor<128x32xf16, #blocked>, <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
