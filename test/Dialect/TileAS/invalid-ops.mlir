// RUN: tile-opt %s -split-input-file -verify-diagnostics

#a = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
func.func @f(%x: tensor<64x32xf32, #a>) {
  // expected-error @+1 {{'nv_tileas.convert_layout' op changes only the layout; shape and element type must match, got 'tensor<64x32xf32, #nv_tileas.blocked}}
  %0 = nv_tileas.convert_layout %x : tensor<64x32xf32, #a> -> tensor<64x32xf16, #b>
  return
}

// -----
#a = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
func.func @f(%x: tensor<64x32xf32, #a>) {
  // expected-error @+1 {{'nv_tileas.convert_layout' op source and result layouts spread over different warp counts (4 and 8)}}
  %0 = nv_tileas.convert_layout %x : tensor<64x32xf32, #a> -> tensor<64x32xf32, #b>
  return
}

// -----
func.func @f(%x: tensor<64x32xf32>) {
  // expected-error @+1 {{operand #0 must be tensor with a distributed layout encoding}}
  %0 = nv_tileas.convert_layout %x : tensor<64x32xf32> -> tensor<64x32xf32>
  return
}

// -----
#a = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#s = #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
func.func @f(%x: tensor<64x32xf32, #a>) {
  // expected-error @+1 {{'nv_tileas.local_alloc' op register tile 'tensor<64x32xf32, #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>' and shared-memory tile '!nv_tileas.smem<32x64xf32, #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>>' differ in shape or element type}}
  %0 = nv_tileas.local_alloc %x : tensor<64x32xf32, #a> -> !nv_tileas.smem<32x64xf32, #s>
  return
}

// -----
#a = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#s = #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
func.func @f(%m: !nv_tileas.smem<64x32xf16, #s>) {
  // expected-error @+1 {{'nv_tileas.local_load' op register tile}}
  %0 = nv_tileas.local_load %m : !nv_tileas.smem<64x32xf16, #s> -> tensor<64x32xf32, #a>
  return
}

// -----
#a = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#s = #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
func.func @f(%x: tensor<64x32xf32, #a>, %m: !nv_tileas.smem<64x16xf32, #s>) {
  // expected-error @+1 {{'nv_tileas.local_store' op register tile}}
  nv_tileas.local_store %x, %m : tensor<64x32xf32, #a> -> !nv_tileas.smem<64x16xf32, #s>
  return
}

// -----
#s3 = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [2, 1, 0]}>
#s = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
func.func @f(%b: !nv_tileas.smem<4x64x32xf16, #s3>, %i: i32) {
  // expected-error @+1 {{'nv_tileas.memdesc_index' op result must be one tile along the first dimension}}
  %0 = nv_tileas.memdesc_index %b[%i] : !nv_tileas.smem<4x64x32xf16, #s3> -> !nv_tileas.smem<32x64xf16, #s>
  return
}

// -----
#s3 = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [2, 0, 1]}>
#s = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
func.func @f(%b: !nv_tileas.smem<4x64x32xf16, #s3>, %i: i32) {
  // expected-error @+1 {{'nv_tileas.memdesc_index' op needs a buffer whose first dimension is the outermost in its layout}}
  %0 = nv_tileas.memdesc_index %b[%i] : !nv_tileas.smem<4x64x32xf16, #s3> -> !nv_tileas.smem<64x32xf16, #s>
  return
}

// -----
#s3 = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [2, 1, 0]}>
#s = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
func.func @f(%b: !nv_tileas.smem<4x64x32xf16, #s3>, %i: i32) {
  // expected-error @+1 {{'nv_tileas.memdesc_index' op result layout must be #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>}}
  %0 = nv_tileas.memdesc_index %b[%i] : !nv_tileas.smem<4x64x32xf16, #s3> -> !nv_tileas.smem<64x32xf16, #s>
  return
}

// -----
#s = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
func.func @f(%v: !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, %t: !nv_tileas.smem<32x64xf16, #s>, %i: i32) {
  // expected-error @+1 {{'nv_tileas.async_tiled_load' op destination '!nv_tileas.smem<32x64xf16}}
  nv_tileas.async_tiled_load %v[%i, %i], %t : !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> !nv_tileas.smem<32x64xf16, #s>
  return
}

// -----
// The destination may leave out leading unit dimensions only.
#s = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
func.func @f(%v: !nv_tileaa.tiled_view<"partition", [2, 64, 32], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, %t: !nv_tileas.smem<64x32xf16, #s>, %i: i32) {
  // expected-error @+1 {{'nv_tileas.async_tiled_load' op destination '!nv_tileas.smem<64x32xf16}}
  nv_tileas.async_tiled_load %v[%i, %i, %i], %t : !nv_tileaa.tiled_view<"partition", [2, 64, 32], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, i32, i32, i32 -> !nv_tileas.smem<64x32xf16, #s>
  return
}

// -----
#s = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
func.func @f(%v: !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, %t: !nv_tileas.smem<64x32xf16, #s>, %i: i32) {
  // expected-error @+1 {{'nv_tileas.async_tiled_load' op takes one index per tile dimension (2), got 1}}
  nv_tileas.async_tiled_load %v[%i], %t : !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32 -> !nv_tileas.smem<64x32xf16, #s>
  return
}

// -----
func.func @f() {
  // expected-error @+1 {{'nv_tileas.async_wait' op attribute 'pending' failed to satisfy constraint}}
  nv_tileas.async_wait {pending = -1 : i32}
  return
}

// -----
// A tensor map copies into nvmma_shared tiles with a swizzle.
#s = #nv_tileas.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
func.func @f(%v: !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>) {
  // expected-error @+1 {{the shared tile is not nvmma_shared with a swizzle}}
  %d = nv_tileas.make_tma_descriptor %v {slot = 0 : i32} : !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}> -> !nv_tileas.tma_descriptor<!nv_tileas.smem<64x32xf16, #s>>
  return
}

// -----
// The tile's contiguous dimension must be the layout's (not transposed
// here).
#t = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = true}>
func.func @f(%v: !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>) {
  // expected-error @+1 {{the view's contiguous dimension is not the shared tile's}}
  %d = nv_tileas.make_tma_descriptor %v {slot = 0 : i32} : !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}> -> !nv_tileas.tma_descriptor<!nv_tileas.smem<64x32xf16, #t>>
  return
}

// -----
// A box spans at most 256 elements along a dimension.
#t = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
func.func @f(%v: !nv_tileaa.tiled_view<"partition", [512, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>) {
  // expected-error @+1 {{a box would be more than 256 elements along a dimension}}
  %d = nv_tileas.make_tma_descriptor %v {slot = 0 : i32} : !nv_tileaa.tiled_view<"partition", [512, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}> -> !nv_tileas.tma_descriptor<!nv_tileas.smem<512x32xf16, #t>>
  return
}

// -----
// A kernel's slots are those its nv_tileas.tma_descriptors counts.
#t = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
nv_tileaa.func @f(%p: !llvm.ptr, %n: i32) attributes {kernel, nv_tileas.tma_descriptors = 1 : i32} {
  %m = nv_tileaa.make_memref %p, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
  %v = nv_tileaa.make_tiled_view %m : <"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
  // expected-error @+1 {{'nv_tileas.make_tma_descriptor' op writes descriptor 1 of a kernel that has 1}}
  %d = nv_tileas.make_tma_descriptor %v {slot = 1 : i32} : !nv_tileaa.tiled_view<"partition", [64, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}> -> !nv_tileas.tma_descriptor<!nv_tileas.smem<64x32xf16, #t>>
  nv_tileaa.return
}

// -----
// A copy writes the descriptor's tile.
#t = #nv_tileas.nvmma_shared<{swizzle = 64, transposed = false}>
#u = #nv_tileas.nvmma_shared<{swizzle = 32, transposed = false}>
#bars = #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
func.func @f(%d: !nv_tileas.tma_descriptor<!nv_tileas.smem<64x32xf16, #t>>, %t: !nv_tileas.smem<64x32xf16, #u>, %b: !nv_tileas.smem<2xi64, #bars>, %i: i32) {
  // expected-error @+1 {{'nv_tileas.async_tma_load' op destination '!nv_tileas.smem<64x32xf16, #nv_tileas.nvmma_shared<{swizzle = 32, transposed = false}>>' is not the descriptor's tile}}
  nv_tileas.async_tma_load %d[%i, %i], %t, %b[%i] : !nv_tileas.tma_descriptor<!nv_tileas.smem<64x32xf16, #t>>, i32, i32 -> !nv_tileas.smem<64x32xf16, #u>, !nv_tileas.smem<2xi64, #bars>
  return
}

// -----
// A pipeline's mbarriers are words of the kernel's array of them.
#bars = #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
nv_tileaa.func @f() attributes {kernel, nv_tileas.barriers = 4 : i32} {
  // expected-error @+1 {{'nv_tileas.alloc_barriers' op takes mbarriers [2, 6) of a kernel that has 4}}
  %b = nv_tileas.alloc_barriers {first = 2 : i32} : !nv_tileas.smem<4xi64, #bars>
  nv_tileaa.return
}

// -----
// mbarriers are a 1-D shared tile of i64.
#bars = #nv_tileas.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
func.func @f(%b: !nv_tileas.smem<2xi32, #bars>) {
  // expected-error @+1 {{'nv_tileas.init_barriers' op operand #0 must be 1-D shared tile of i64 mbarriers}}
  nv_tileas.init_barriers %b {arrivals = 1 : i32} : !nv_tileas.smem<2xi32, #bars>
  return
}
