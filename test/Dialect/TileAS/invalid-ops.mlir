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
