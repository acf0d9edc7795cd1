// RUN: tile-opt %s | FileCheck %s --implicit-check-not="pairedColumns = false" --implicit-check-not="kPermuted = false"
// RUN: tile-opt %s | tile-opt | FileCheck %s --implicit-check-not="pairedColumns = false" --implicit-check-not="kPermuted = false"
// Every nv_tileas layout and op parses, verifies and prints back the same
// (flags left at their default, as pairedColumns = false, are not printed).

// CHECK-DAG: #[[BLOCKED:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[MMA:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #[[WGMMA:.*]] = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 16]}>
// CHECK-DAG: #[[PAIRED:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8], pairedColumns = true}>
// CHECK-DAG: #[[DOTA:.*]] = #nv_tileas.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 2}>
// CHECK-DAG: #[[DOTB:.*]] = #nv_tileas.dot_op<{opIdx = 1, parent = #[[MMA]], kWidth = 2}>
// CHECK-DAG: #[[ROWS:.*]] = #nv_tileas.slice<{dim = 1, parent = #[[BLOCKED]]}>
// CHECK-DAG: #[[MMAROWS:.*]] = #nv_tileas.slice<{dim = 1, parent = #[[MMA]]}>
// CHECK-DAG: #[[SWZ:.*]] = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
// CHECK-DAG: #[[NVMMA:.*]] = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
// CHECK-DAG: #[[PERMA:.*]] = #nv_tileas.dot_op<{opIdx = 0, parent = #[[WGMMA]], kWidth = 2, kPermuted = true}>
// CHECK-DAG: #[[PERMB:.*]] = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false, kPermuted = true}>

#blocked = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#wgmma = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 16]}>
#dotA = #nv_tileas.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dotB = #nv_tileas.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#rows = #nv_tileas.slice<{dim = 1, parent = #blocked}>
#swizzled = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#nvmma = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>

// CHECK-LABEL: func.func @layouts
func.func @layouts(%a: tensor<64x32xf16, #blocked>, %acc: tensor<128x128xf32, #wgmma>,
                   %r: tensor<64xf32, #rows>) -> tensor<64x32xf16, #dotA> {
  // CHECK: nv_tileas.convert_layout %{{.*}} : tensor<64x32xf16, #[[BLOCKED]]> -> tensor<64x32xf16, #[[DOTA]]>
  %0 = nv_tileas.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #dotA>
  return %0 : tensor<64x32xf16, #dotA>
}

// CHECK-LABEL: func.func @shared
func.func @shared(%a: tensor<64x32xf16, #blocked>, %b: tensor<32x64xf16, #blocked>) -> tensor<32x64xf16, #dotB> {
  // CHECK: %[[A:.*]] = nv_tileas.local_alloc %{{.*}} : tensor<64x32xf16, #[[BLOCKED]]> -> !nv_tileas.smem<64x32xf16, #[[SWZ]]>
  %sa = nv_tileas.local_alloc %a : tensor<64x32xf16, #blocked> -> !nv_tileas.smem<64x32xf16, #swizzled>
  // CHECK: %[[B:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<32x64xf16, #[[NVMMA]]>
  %sb = nv_tileas.local_alloc -> !nv_tileas.smem<32x64xf16, #nvmma>
  // CHECK: nv_tileas.local_store %{{.*}}, %[[B]] : tensor<32x64xf16, #[[BLOCKED]]> -> !nv_tileas.smem<32x64xf16, #[[NVMMA]]>
  nv_tileas.local_store %b, %sb : tensor<32x64xf16, #blocked> -> !nv_tileas.smem<32x64xf16, #nvmma>
  // CHECK: nv_tileas.local_load %[[B]] : !nv_tileas.smem<32x64xf16, #[[NVMMA]]> -> tensor<32x64xf16, #[[DOTB]]>
  %l = nv_tileas.local_load %sb : !nv_tileas.smem<32x64xf16, #nvmma> -> tensor<32x64xf16, #dotB>
  // CHECK: nv_tileas.local_dealloc %[[A]] : !nv_tileas.smem<64x32xf16, #[[SWZ]]>
  nv_tileas.local_dealloc %sa : !nv_tileas.smem<64x32xf16, #swizzled>
  nv_tileas.local_dealloc %sb : !nv_tileas.smem<32x64xf16, #nvmma>
  return %l : tensor<32x64xf16, #dotB>
}

// wgmma's lhs with K permuted and the rhs stage whose rows follow it.
// CHECK-LABEL: func.func private @permuted_k
// CHECK-SAME: tensor<128x32xf16, #[[PERMA]]>
// CHECK-SAME: !nv_tileas.smem<32x128xf16, #[[PERMB]]>
func.func private @permuted_k(
    tensor<128x32xf16, #nv_tileas.dot_op<{opIdx = 0, parent = #wgmma, kWidth = 2, kPermuted = true}>>,
    !nv_tileas.smem<32x128xf16, #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false, kPermuted = true}>>,
    tensor<128x32xf16, #nv_tileas.dot_op<{opIdx = 0, parent = #wgmma, kWidth = 2, kPermuted = false}>>)

// Layouts smaller than their tensor repeat; larger ones wrap (copies).
// CHECK-LABEL: func.func @sizes
// CHECK-SAME: tensor<64x64xi32, #[[PAIRED]]>
func.func @sizes(%big: tensor<256x256xf32, #blocked>, %small: tensor<2x8xf32, #blocked>,
                 %f64: tensor<32x32xf64, #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [8, 8]}>>,
                 %i8: tensor<64x64xi8, #nv_tileas.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>,
                 %tf32: tensor<64x64xf32, #nv_tileas.dot_op<{opIdx = 0, parent = #wgmma, kWidth = 1}>>,
                 %cols: tensor<128xf32, #nv_tileas.slice<{dim = 0, parent = #wgmma}>>,
                 %paired: tensor<64x64xi32, #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8], pairedColumns = true}>>,
                 %unpaired: tensor<64x64xi32, #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8], pairedColumns = false}>>) {
  return
}

// A dimension of 1 in an mma_sync layout is a broadcast one (a row
// reduction given its dimension back); slices of mma_sync are reductions'.
// CHECK-LABEL: func.func @fragment_rows
// CHECK-SAME: tensor<64x1xf32, #[[MMA]]>, %{{.*}}: tensor<1x64xf32, #[[MMA]]>, %{{.*}}: tensor<64xf32, #[[MMAROWS]]>
func.func @fragment_rows(%rows: tensor<64x1xf32, #mma>, %cols: tensor<1x64xf32, #mma>,
                         %reduced: tensor<64xf32, #nv_tileas.slice<{dim = 1, parent = #mma}>>) {
  return
}

// The stages of a software pipeline: one buffer, a tile of it per stage,
// filled by asynchronous copies from a view.
#stages = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [2, 1, 0]}>
// CHECK-LABEL: func.func @async_copies
func.func @async_copies(%v: !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>,
                        %i: i32, %j: i32, %p: i1) -> tensor<64x32xf16, #blocked> {
  // CHECK: %[[BUF:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<4x64x32xf16, #[[STAGES:.*]]>
  %buf = nv_tileas.local_alloc -> !nv_tileas.smem<4x64x32xf16, #stages>
  // CHECK: %[[T:.*]] = nv_tileas.memdesc_index %[[BUF]][%{{.*}}] : !nv_tileas.smem<4x64x32xf16, #[[STAGES]]> -> !nv_tileas.smem<64x32xf16, #[[SWZ]]>
  %t = nv_tileas.memdesc_index %buf[%i] : !nv_tileas.smem<4x64x32xf16, #stages> -> !nv_tileas.smem<64x32xf16, #swizzled>
  // CHECK: nv_tileas.async_tiled_load %{{.*}}[%{{.*}}, %{{.*}}], %[[T]] if %{{.*}} : !nv_tileaa.tiled_view{{.*}}, i32, i32 -> !nv_tileas.smem<64x32xf16, #[[SWZ]]>
  nv_tileas.async_tiled_load %v[%i, %j], %t if %p : !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<64x32xf16, #swizzled>
  // CHECK: nv_tileas.async_tiled_load %{{.*}}[%{{.*}}, %{{.*}}], %[[T]] :
  nv_tileas.async_tiled_load %v[%i, %j], %t : !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<64x32xf16, #swizzled>
  // CHECK: nv_tileas.async_commit_group
  nv_tileas.async_commit_group
  // CHECK: nv_tileas.async_wait {pending = 1 : i32}
  nv_tileas.async_wait {pending = 1 : i32}
  %l = nv_tileas.local_load %t : !nv_tileas.smem<64x32xf16, #swizzled> -> tensor<64x32xf16, #blocked>
  return %l : tensor<64x32xf16, #blocked>
}

// TMA: a tensor map per view, an mbarrier per stage that one arrival and
// the copies' bytes complete.
#tile = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
#tiles = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
#bars = #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-LABEL: func.func @tma_copies
func.func @tma_copies(%v: !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>,
                      %i: i32, %j: i32, %p: i1) -> tensor<64x32xf16, #blocked> {
  // CHECK: %[[D:.*]] = nv_tileas.make_tma_descriptor %{{.*}} {slot = 0 : i32} : !nv_tileaa.tiled_view{{.*}} -> !nv_tileas.tma_descriptor<!nv_tileas.smem<64x32xf16, #[[TILE:.*]]>>
  %d = nv_tileas.make_tma_descriptor %v {slot = 0 : i32} : !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}> -> !nv_tileas.tma_descriptor<!nv_tileas.smem<64x32xf16, #tile>>
  %buf = nv_tileas.local_alloc -> !nv_tileas.smem<2x64x32xf16, #tiles>
  // CHECK: %[[B:.*]] = nv_tileas.alloc_barriers {first = 2 : i32} : !nv_tileas.smem<2xi64, #[[BARS:.*]]>
  %b = nv_tileas.alloc_barriers {first = 2 : i32} : !nv_tileas.smem<2xi64, #bars>
  // CHECK: nv_tileas.init_barriers %[[B]] {arrivals = 1 : i32} : !nv_tileas.smem<2xi64, #[[BARS]]>
  nv_tileas.init_barriers %b {arrivals = 1 : i32} : !nv_tileas.smem<2xi64, #bars>
  %t = nv_tileas.memdesc_index %buf[%i] : !nv_tileas.smem<2x64x32xf16, #tiles> -> !nv_tileas.smem<64x32xf16, #tile>
  // CHECK: nv_tileas.arrive_expect_tx %[[B]][%{{.*}}], 4096 if %{{.*}} : !nv_tileas.smem<2xi64, #[[BARS]]>
  nv_tileas.arrive_expect_tx %b[%i], 4096 if %p : !nv_tileas.smem<2xi64, #bars>
  // CHECK: nv_tileas.async_tma_load %[[D]][%{{.*}}, %{{.*}}], %{{.*}}, %[[B]][%{{.*}}] if %{{.*}} : !nv_tileas.tma_descriptor<{{.*}}>, i32, i32 -> !nv_tileas.smem<64x32xf16, #[[TILE]]>, !nv_tileas.smem<2xi64, #[[BARS]]>
  nv_tileas.async_tma_load %d[%i, %j], %t, %b[%i] if %p : !nv_tileas.tma_descriptor<!nv_tileas.smem<64x32xf16, #tile>>, i32, i32 -> !nv_tileas.smem<64x32xf16, #tile>, !nv_tileas.smem<2xi64, #bars>
  // CHECK: nv_tileas.arrive_expect_tx %[[B]][%{{.*}}], 0 :
  nv_tileas.arrive_expect_tx %b[%j], 0 : !nv_tileas.smem<2xi64, #bars>
  // CHECK: nv_tileas.wait_barrier %[[B]][%{{.*}}], %{{.*}} : !nv_tileas.smem<2xi64, #[[BARS]]>
  nv_tileas.wait_barrier %b[%i], %j : !nv_tileas.smem<2xi64, #bars>
  // CHECK: nv_tileas.wait_barrier %[[B]][%{{.*}}], %{{.*}} {sync_cta} :
  nv_tileas.wait_barrier %b[%i], %j {sync_cta} : !nv_tileas.smem<2xi64, #bars>
  // CHECK: nv_tileas.arrive_barrier %[[B]][%{{.*}}] if %{{.*}} :
  nv_tileas.arrive_barrier %b[%i] if %p : !nv_tileas.smem<2xi64, #bars>
  // CHECK: nv_tileas.wait_barrier %[[B]][%{{.*}}], %{{.*}} {issuer} :
  nv_tileas.wait_barrier %b[%i], %j {issuer} : !nv_tileas.smem<2xi64, #bars>
  %l = nv_tileas.local_load %t : !nv_tileas.smem<64x32xf16, #tile> -> tensor<64x32xf16, #blocked>
  // CHECK: nv_tileas.inval_barriers %[[B]] : !nv_tileas.smem<2xi64, #[[BARS]]>
  nv_tileas.inval_barriers %b : !nv_tileas.smem<2xi64, #bars>
  return %l : tensor<64x32xf16, #blocked>
}
