// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 -split-input-file -verify-diagnostics
// The lowering follows blocked layouts on the ops that place elements by
// their layout (elementwise ops, constants, control flow, tiled loads and
// stores, layout conversions) and its own distribution (thread t holds
// elements t, t + T, ...) everywhere; any other tile layout is refused where
// it is used instead of being silently redistributed.

#blocked = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k(%x: f32, %i: i32) attributes {kernel} {
    %s = nv_tileaa.splat %x : tensor<4x128xf32, #blocked>
    %d = nv_tileaa.splat %x : tensor<8x128xf32, #blocked>
    // expected-error @+1 {{'nv_tileaa.insert' op has a tile with the layout #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>, which this lowering does not follow yet (it follows #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}> for this shape and 128 threads)}}
    %p = nv_tileaa.insert %s into %d[%i, %i] : tensor<4x128xf32, #blocked>, i32, i32 -> tensor<8x128xf32, #blocked>
    nv_tileaa.return
  }
}

// -----
// An extract between explicit layouts takes a block each thread holds
// (getSubtileRegisters), which it cannot know for a block chosen at run
// time.
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k(%x: f32, %i: i32) attributes {kernel} {
    %s = nv_tileaa.splat %x : tensor<4x128xf32, #blocked>
    // expected-error @+1 {{'nv_tileaa.extract' op extracts 'tensor<2x64xf32, #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>' from 'tensor<4x128xf32, #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>' at indices that are not constants}}
    %p = nv_tileaa.extract %s[%i, %i] : tensor<4x128xf32, #blocked>, i32, i32 -> tensor<2x64xf32, #blocked>
    nv_tileaa.return
  }
}

// -----
// A permute between explicit layouts renames the dimensions of its
// source's layout; a result in any other layout would move elements.
#rows = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k(%x: f32) attributes {kernel} {
    %s = nv_tileaa.splat %x : tensor<4x128xf32, #rows>
    // expected-error @+1 {{'nv_tileaa.permute' op permutes 'tensor<4x128xf32, #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>' into 'tensor<128x4xf32, #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>', whose layout is not the source's permuted}}
    %p = nv_tileaa.permute %s {permutation = array<i32: 1, 0>} : tensor<4x128xf32, #rows> -> tensor<128x4xf32, #rows>
    nv_tileaa.return
  }
}

// -----
// A reduction follows its operand's blocked layout only into the slice of
// it; a result in any other layout would need its elements moved.
#blocked = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#other = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k(%x: f32) attributes {kernel} {
    %s = nv_tileaa.splat %x : tensor<4x128xf32, #blocked>
    // expected-error @+1 {{'nv_tileaa.reduce' op reduces 'tensor<4x128xf32, #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>' along dimension 1 into 'tensor<4xf32, #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>', which is not its slice along that dimension}}
    %r = nv_tileaa.reduce %s : tensor<4x128xf32, #blocked> -> tensor<4xf32, #other> {
    ^bb0(%a: f32, %b: f32):
      %m = nv_tileaa.maxf %a, %b : f32
      nv_tileaa.yield %m : f32
    } {dim = 1 : i32, identities = [0xFF800000 : f32]}
    nv_tileaa.return
  }
}

// -----
// A broadcast between explicit layouts repeats elements a thread holds; a
// column held by other threads than its rows' would need a trip through
// shared memory.
#col = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#rows = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k(%x: f32) attributes {kernel} {
    %s = nv_tileaa.splat %x : tensor<128x1xf32, #col>
    // expected-error @+1 {{'nv_tileaa.broadcast' op broadcasts 'tensor<128x1xf32, #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>>' to 'tensor<128x128xf32, #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>', whose layouts do not keep each repeated element in a thread that holds it}}
    %b = nv_tileaa.broadcast %s : tensor<128x1xf32, #col> -> tensor<128x128xf32, #rows>
    nv_tileaa.return
  }
}

// -----
// Fragments of eight warps in a kernel of 128 threads.
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [4, 2], instrShape = [16, 8]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k() attributes {kernel} {
    // expected-error @+1 {{'arith.constant' op has a tile with the layout #nv_tileas.mma_sync}}
    %c = arith.constant dense<0.0> : tensor<64x32xf32, #mma>
    nv_tileaa.return
  }
}

// -----
// Eight warps' layout in a kernel of 128 threads.
#w8 = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k() attributes {kernel} {
    // expected-error @+1 {{'arith.constant' op has a tile with the layout #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>}}
    %c = arith.constant dense<0.0> : tensor<1024xf32, #w8>
    nv_tileaa.return
  }
}

// -----
#blocked = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k() attributes {kernel} {
    %a = arith.constant dense<1.0> : tensor<512xf32, #blocked>
    // expected-error @+1 {{'nv_tileaa.ftof' op has tiles in different layouts ('tensor<512xf32, #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' and 'tensor<512xf16>'); convert them to one first}}
    %c = nv_tileaa.ftof %a : tensor<512xf32, #blocked> to tensor<512xf16>
    nv_tileaa.return
  }
}

// -----
// dot takes its operands and its accumulator in any blocked layout (the
// accumulator moves into and out of tensor-core fragments by its layout,
// and the CUDA-core product computes the slots it holds).
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#v = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k() attributes {kernel} {
    %a = arith.constant dense<1.0> : tensor<32x32xf32, #v>
    %b = arith.constant dense<1.0> : tensor<32x32xf32, #d>
    %r = nv_tileaa.dot %b, %a, %a : tensor<32x32xf32, #d>, tensor<32x32xf32, #v>, tensor<32x32xf32, #v>
    %h = arith.constant dense<1.0> : tensor<32x32xf16, #d>
    %g = arith.constant dense<1.0> : tensor<32x32xf16, #v>
    %s = nv_tileaa.dot %h, %g, %a : tensor<32x32xf16, #d>, tensor<32x32xf16, #v>, tensor<32x32xf32, #v>
    nv_tileaa.return
  }
}

// -----
// A reshape keeps each thread's values only where both layouts place the
// elements of the row-major order alike.
#v = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#w = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#x = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k() attributes {kernel} {
    %a = arith.constant dense<1.0> : tensor<512xf32, #v>
    %b = nv_tileaa.view %a : tensor<512xf32, #v> -> tensor<1x512xf32, #w>
    // expected-error @+1 {{'nv_tileaa.view' op reshapes 'tensor<512xf32, #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' to 'tensor<32x16xf32, #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>>', whose layouts place the elements differently; this lowering does not move elements in a reshape yet}}
    %c = nv_tileaa.view %a : tensor<512xf32, #v> -> tensor<32x16xf32, #x>
    nv_tileaa.return
  }
}

// -----
// A scan follows one blocked layout: operands in different ones would need
// elements moved for their slots to hold the same elements.
#rows = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#cols = #nv_tileas.blocked<{sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k(%x: f32, %i: i32) attributes {kernel} {
    %s = nv_tileaa.splat %x : tensor<4x128xf32, #rows>
    %t = nv_tileaa.splat %i : tensor<4x128xi32, #cols>
    // expected-error @+1 {{'nv_tileaa.scan' op scans 'tensor<4x128xf32, #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>' together with 'tensor<4x128xi32, #nv_tileas.blocked<{sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>>', whose layout differs; this lowering scans only tiles in one layout}}
    %r:2 = nv_tileaa.scan %s, %t : tensor<4x128xf32, #rows>, tensor<4x128xi32, #cols> -> tensor<4x128xf32, #rows>, tensor<4x128xi32, #cols> {
    ^bb0(%a: f32, %b: f32, %c: i32, %d: i32):
      %m = nv_tileaa.addf %a, %b : f32
      %n = nv_tileaa.addi %c, %d : i32
      nv_tileaa.yield %m, %n : f32, i32
    } {dim = 1 : i32, identities = [0.0 : f32, 0 : i32], reverse = false}
    nv_tileaa.return
  }
}

// -----
// Warps along a scanned dimension exchange their totals through the
// staging buffer, one per warp and line: 4 warps times 16384 columns of
// f32 do not fit.
#cols = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k(%x: f32) attributes {kernel} {
    %s = nv_tileaa.splat %x : tensor<4x16384xf32, #cols>
    // expected-error @+1 {{'nv_tileaa.scan' op needs 262144 bytes of shared memory to combine the totals of 4 warps, more than the 32768 the staging buffer has}}
    %r = nv_tileaa.scan %s : tensor<4x16384xf32, #cols> -> tensor<4x16384xf32, #cols> {
    ^bb0(%a: f32, %b: f32):
      %m = nv_tileaa.addf %a, %b : f32
      nv_tileaa.yield %m : f32
    } {dim = 0 : i32, identities = [0.0 : f32], reverse = false}
    nv_tileaa.return
  }
}
