// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_80 | FileCheck %s
// Shared tiles are placed one after another in program order; a tile freed
// by local_dealloc gives its room back once the tiles placed after it are
// freed too (nv_tileas::SharedTileStack), so a later tile (the next loop's
// stages) reuses it. Threads may still read the freed room (the tile, or
// the scratch reclaimed over it) and copies may still land in it, so the
// tile that reuses it first waits for every copy and synchronises the CTA.
//
// Nothing here stages through the scratch, which lowerTileAAToLLVM sizes
// to what the ops used (scratch-sized-by-use.mlir): the tiles start at the
// buffer's start, and the buffer is one 8 KiB tile.
// CHECK: llvm.mlir.global internal @__tileir_smem_reuse() {{.*}} : !llvm.array<8192 x i8>
// CHECK-LABEL: llvm.func @reuse
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.barrier0
//
// Without the local_dealloc the second tile goes past the first, and
// nothing waits for anything.
// CHECK: llvm.mlir.global internal @__tileir_smem_kept() {{.*}} : !llvm.array<16384 x i8>
// CHECK-LABEL: llvm.func @kept
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.mlir.constant(8192 : i32)
// CHECK-NOT: nvvm.barrier0
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @reuse(%arg0: !llvm.ptr) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %a = nv_tileas.local_alloc -> !nv_tileas.smem<64x64xf16, #shared>
    %x = nv_tileas.local_load %a : !nv_tileas.smem<64x64xf16, #shared> -> tensor<64x64xf16, #blocked>
    nv_tileas.local_dealloc %a : !nv_tileas.smem<64x64xf16, #shared>
    %b = nv_tileas.local_alloc -> !nv_tileas.smem<64x64xf16, #shared>
    %y = nv_tileas.local_load %b : !nv_tileas.smem<64x64xf16, #shared> -> tensor<64x64xf16, #blocked>
    nv_tileas.local_dealloc %b : !nv_tileas.smem<64x64xf16, #shared>
    nv_tileaa.return
  }
  nv_tileaa.func @kept(%arg0: !llvm.ptr) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %a = nv_tileas.local_alloc -> !nv_tileas.smem<64x64xf16, #shared>
    %x = nv_tileas.local_load %a : !nv_tileas.smem<64x64xf16, #shared> -> tensor<64x64xf16, #blocked>
    %b = nv_tileas.local_alloc -> !nv_tileas.smem<64x64xf16, #shared>
    %y = nv_tileas.local_load %b : !nv_tileas.smem<64x64xf16, #shared> -> tensor<64x64xf16, #blocked>
    nv_tileas.local_dealloc %a : !nv_tileas.smem<64x64xf16, #shared>
    nv_tileas.local_dealloc %b : !nv_tileas.smem<64x64xf16, #shared>
    nv_tileaa.return
  }
}
