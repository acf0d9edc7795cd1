// RUN: tile-opt %s -split-input-file -verify-diagnostics
// Every layout rule is checked where the layout is written or applied.

// expected-error @+1 {{threadsPerWarp must multiply to 32 (the lanes of a warp), got 16}}
#l = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
func.func private @f(tensor<64x32xf32, #l>)

// -----
// expected-error @+1 {{sizePerThread, threadsPerWarp, warpsPerCTA and order need one entry per dimension, got 2, 2, 1 and 2}}
#l = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4], order = [1, 0]}>
func.func private @f(tensor<64x32xf32, #l>)

// -----
// expected-error @+1 {{sizePerThread must hold powers of two, got [3, 1]}}
#l = #nv_tileas.blocked<{sizePerThread = [3, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
func.func private @f(tensor<64x32xf32, #l>)

// -----
// expected-error @+1 {{order must be a permutation of the dimensions 0..1, got [1, 1]}}
#l = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 1]}>
func.func private @f(tensor<64x32xf32, #l>)

// -----
// expected-error @+1 {{a blocked layout needs at least one dimension}}
#l = #nv_tileas.blocked<{sizePerThread = [], threadsPerWarp = [], warpsPerCTA = [], order = []}>
func.func private @f(tensor<f32, #l>)

// -----
#l = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{the blocked layout is of rank 2 but the tensor has rank 1}}
func.func private @f(tensor<64xf32, #l>)

// -----
#l = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// expected-error @+1 {{a blocked layout needs power-of-two extents, got 48}}
func.func private @f(tensor<48xf32, #l>)

// -----
// expected-error @+1 {{mma_sync instrShape must be [16, 8] (f16, bf16, tf32, i8, f8) or [8, 8] (f64), got [16, 16]}}
#l = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [16, 16]}>
func.func private @f(tensor<64x32xf32, #l>)

// -----
// expected-error @+1 {{pairedColumns is for the 8-bit products' instrShape [16, 8] only}}
#l = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [8, 8], pairedColumns = true}>
func.func private @f(tensor<64x32xf64, #l>)

// -----
#l = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8], pairedColumns = true}>
// expected-error @+1 {{a 64x8 tensor is narrower than a pair of mma_sync tile columns (16)}}
func.func private @f(tensor<64x8xi32, #l>)

// -----
// expected-error @+2 {{expected 'true' or 'false'}}
// expected-error @+1 {{failed to parse TileAS_MmaSyncLayoutAttr parameter 'pairedColumns' which is to be a `bool`}}
#l = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8], pairedColumns = 1}>

// -----
#m = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8], pairedColumns = true}>
// expected-error @+1 {{the parent of a dot_op layout must not pair its columns}}
#l = #nv_tileas.dot_op<{opIdx = 1, parent = #m, kWidth = 4}>

// -----
#l = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{a 8x8 tensor is smaller than one mma_sync instruction tile (16x8)}}
func.func private @f(tensor<8x8xf32, #l>)

// -----
// Only a dimension of 1 (a broadcast one) may be smaller than the tile.
#l = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// expected-error @+1 {{a 64x4 tensor is smaller than one mma_sync instruction tile (16x8)}}
func.func private @f(tensor<64x4xf32, #l>)

// -----
// expected-error @+1 {{wgmma runs on whole warpgroups along M: warpsPerCTA[0] must be a multiple of 4, got 2}}
#l = #nv_tileas.wgmma<{warpsPerCTA = [2, 2], instrShape = [64, 128, 16]}>
func.func private @f(tensor<128x128xf32, #l>)

// -----
// expected-error @+1 {{wgmma instrShape must be [64, N, K] with N a power of two in 8..256 and K 8 (tf32), 16 (f16, bf16) or 32 (8-bit), got [64, 512, 16]}}
#l = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 512, 16]}>
func.func private @f(tensor<128x512xf32, #l>)

// -----
#l = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 16]}>
// expected-error @+1 {{a 64x64 tensor is smaller than one wgmma instruction tile (64x128)}}
func.func private @f(tensor<64x64xf32, #l>)

// -----
#l = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 16]}>
// expected-error @+1 {{wgmma reads operand B from shared memory; only operand A (opIdx = 0) has a register layout}}
#b = #nv_tileas.dot_op<{opIdx = 1, parent = #l, kWidth = 2}>
func.func private @f(tensor<64x64xf16, #b>)

// -----
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// expected-error @+1 {{kPermuted applies to wgmma's operand A of 16-bit elements (a wgmma parent and kWidth 2)}}
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #mma, kWidth = 2, kPermuted = true}>

// -----
#l = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 128, 8]}>
// expected-error @+1 {{kPermuted applies to wgmma's operand A of 16-bit elements (a wgmma parent and kWidth 2)}}
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #l, kWidth = 1, kPermuted = true}>

// -----
// expected-error @+1 {{kPermuted permutes rows (K of an N-major rhs); a transposed tile has K along its contiguous dimension}}
#n = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = true, kPermuted = true}>

// -----
#n = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false, kPermuted = true}>
// expected-error @+1 {{kPermuted orders rows in blocks of 16 or 32 but the tile has 8}}
func.func private @f(!nv_tileas.smem<8x32xf16, #n>)

// -----
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{the parent of a dot_op layout must be an mma_sync or wgmma accumulator layout}}
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #blocked, kWidth = 2}>
func.func private @f(tensor<64x64xf16, #a>)

// -----
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
// expected-error @+1 {{kWidth 2 does not match 'f32' elements: a 32-bit operand register holds 1}}
func.func private @f(tensor<64x64xf32, #a>)

// -----
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
// expected-error @+1 {{a 16x8 tensor is smaller than operand A of one instruction (16x16)}}
func.func private @f(tensor<16x8xf16, #a>)

// -----
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [8, 8]}>
// expected-error @+1 {{the f64 mma_sync (8x8) holds one K element per operand register: kWidth must be 1, got 2}}
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
func.func private @f(tensor<16x16xf64, #a>)

// -----
#blocked = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// expected-error @+1 {{a slice layout removes one dimension of a parent of rank 2 or more, got rank 1}}
#s = #nv_tileas.slice<{dim = 0, parent = #blocked}>
func.func private @f(tensor<64xf32, #s>)

// -----
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{slice dimension 2 is out of range for a parent of rank 2}}
#s = #nv_tileas.slice<{dim = 2, parent = #blocked}>
func.func private @f(tensor<64xf32, #s>)

// -----
#swz = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// expected-error @+1 {{the swizzle spans vec * maxPhase = 64 elements but rows hold only 32}}
func.func private @f(!nv_tileas.smem<64x32xf16, #swz>)

// -----
// expected-error @+1 {{vec, perPhase and maxPhase must hold powers of two, got [8, 3, 8]}}
#swz = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 3, maxPhase = 8, order = [1, 0]}>
func.func private @f(!nv_tileas.smem<64x64xf16, #swz>)

// -----
// expected-error @+1 {{swizzle must be 0, 32, 64 or 128 (bytes), got 16}}
#n = #nv_tileas.nvmma_shared<{swizzle = 16, transposed = false}>
func.func private @f(!nv_tileas.smem<64x64xf16, #n>)

// -----
#n = #nv_tileas.nvmma_shared<{swizzle = 128, transposed = false}>
// expected-error @+1 {{the tile holds 32 elements along its contiguous dimension, fewer than one 128-byte swizzle row (64 elements)}}
func.func private @f(!nv_tileas.smem<64x32xf16, #n>)

// -----
#n = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
// expected-error @+1 {{a 64-byte swizzle spans 8 rows but the tile has 4}}
func.func private @f(!nv_tileas.smem<4x64xf16, #n>)

// -----
#n = #nv_tileas.nvmma_shared<{swizzle = 0, transposed = false}>
// expected-error @+1 {{shared memory holds integer or float elements, got 'index'}}
func.func private @f(!nv_tileas.smem<4x64xindex, #n>)

// -----
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{invalid kind of attribute specified}}
func.func private @f(!nv_tileas.smem<64x64xf16, #blocked>)

// -----
// nv_tileas.num_warps is an i32 power of two from 1 to 32 on a kernel.
module {
  // expected-error @+1 {{'nv_tileas.num_warps' must be an i32 power of two from 1 to 32 on an nv_tileaa.func, not 3 : i32}}
  nv_tileaa.func @k() attributes {kernel, nv_tileas.num_warps = 3 : i32} {
    nv_tileaa.return
  }
}

// -----
module {
  // expected-error @+1 {{unknown nv_tileas attribute 'nv_tileas.warps'}}
  nv_tileaa.func @k() attributes {kernel, nv_tileas.warps = 4 : i32} {
    nv_tileaa.return
  }
}

// -----
// nv_tileas.min_ctas_per_sm is an i32 from 1 to 32 on a kernel.
module {
  // expected-error @+1 {{'nv_tileas.min_ctas_per_sm' must be an i32 from 1 to 32 on an nv_tileaa.func, not 0 : i32}}
  nv_tileaa.func @k() attributes {kernel, nv_tileas.min_ctas_per_sm = 0 : i32} {
    nv_tileaa.return
  }
}

// -----
// nv_tileas.wgmma_pending belongs on a dot.
module {
  // expected-error @+1 {{'nv_tileas.wgmma_pending' must be an i32 from 0 to 7 on an nv_tileaa.dot, not 1 : i32}}
  nv_tileaa.func @k() attributes {kernel, nv_tileas.wgmma_pending = 1 : i32} {
    nv_tileaa.return
  }
}

// -----
// Byte counts are non-negative i64s.
// expected-error @+1 {{'nv_tileas.shared_memory_bytes' must be a non-negative i64 byte count, not 1024 : i32}}
module attributes {nv_tileas.shared_memory_bytes = 1024 : i32} {
}

// -----
// expected-error @+1 {{'nv_tileas.static_shared_memory_bytes' must be a non-negative i64 byte count, not -1 : i64}}
module attributes {nv_tileas.static_shared_memory_bytes = -1 : i64} {
}

// -----
// A tile launch is a property of the whole module, with no value.
// expected-error @+1 {{'nv_tileas.tile_launch' must be a unit attribute}}
module attributes {nv_tileas.tile_launch = true} {
}
