// RUN: tile-opt %s --split-input-file --tileas-split-k-steps | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-split-k-steps --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // A 128x128x64 f16 K loop loads 32 KiB an iteration: two stages do not
  // fit the 48 KiB of static shared memory beside the 12 KiB scratch. With
  // K tiles of 32 (16 KiB) they do: the views narrow along K, the loads
  // index them by the new induction variable, the product takes the
  // narrower tiles, and ceil(K / 64) iterations become ceil(K / 32).
  // CHECK-LABEL: nv_tileaa.func @gemm
  // The old views and trip count, no longer read, go.
  // CHECK-NOT: [128, 64]
  // CHECK: %[[NA:.*]] = nv_tileaa.make_tiled_view %{{.*}} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
  // CHECK-NEXT: %[[NB:.*]] = nv_tileaa.make_tiled_view %{{.*}} : <"partition", [32, 128]
  // CHECK-NOT: %c64
  // CHECK: %[[C32:.*]] = arith.constant 32 : i32
  // CHECK: %[[N:.*]] = nv_tileaa.divi %{{.*}}, %[[C32]] {rounding = #cuda_tile.rounding<positive_inf>
  // CHECK: nv_tileaa.for %{{.*}} to %[[N]] step
  // CHECK: nv_tileaa.tiled_load %[[NA]][%{{.*}}, %[[I:.*]]] {{.*}} -> tensor<128x32xf16
  // CHECK: nv_tileaa.tiled_load %[[NB]][%[[I]], %{{.*}}] {{.*}} -> tensor<32x128xf16
  // CHECK: nv_tileaa.dot {{.*}} : tensor<128x32xf16, #{{.*}}>, tensor<32x128xf16, #{{.*}}>, tensor<128x128xf32
  // REMARK: remark: [Passed] SplitKSteps | Category:pipeline | Function=gemm | Remark="the loop's K steps are split in 2 (K tiles of 32 instead of 64) so that two pipeline stages of 16384 bytes fit the 36864 bytes of shared memory beside the scratch (49152 bytes a CTA may use)"
  nv_tileaa.func @gemm(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %steps = nv_tileaa.divi %k16, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %steps step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x64xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<64x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #a>, tensor<64x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }

  // The same loop where the launch provides 227 KiB: two stages fit as
  // they are, and the loop stays.
  // CHECK-LABEL: nv_tileaa.func @roomy
  // CHECK-NOT: [128, 32]
  // CHECK: nv_tileaa.return
  nv_tileaa.func @roomy(%pa: !llvm.ptr, %k: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%k16, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %ma : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x64xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<64x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #a>, tensor<64x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#a2 = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // A tf32 product of a batched [1, 128, 32] f32 lhs (24 KiB an iteration
  // with its 32x64 rhs): K tiles of 16, through the view that drops the
  // batch dimension and the ftof that rounds to tf32. The trip count is
  // the index space of a view of the lhs memref in the same tiles (not
  // padded), which becomes that of its narrower copy.
  // The old views, and the old trip count's, no longer read, go.
  // CHECK-LABEL: nv_tileaa.func @tf32_batched
  // CHECK-NOT: [1, 128, 32]
  // CHECK: %[[S:.*]] = nv_tileaa.make_tiled_view %{{.*}} : <"partition", [1, 128, 16], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
  // CHECK-NOT: [1, 128, 32]
  // CHECK: %[[SHAPE:.*]]:3 = nv_tileaa.get_index_space_shape %[[S]]
  // CHECK: nv_tileaa.for %{{.*}} to %[[SHAPE]]#2 step
  // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<1x128x16xf32
  // CHECK: nv_tileaa.view {{.*}} : tensor<1x128x16xf32, #{{.*}}> -> tensor<128x16xf32
  // CHECK: nv_tileaa.ftof {{.*}} to tensor<128x16xtf32
  // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<16x64xf32
  // CHECK: nv_tileaa.ftof {{.*}} to tensor<16x64xtf32
  // CHECK: nv_tileaa.dot {{.*}} : tensor<128x16xtf32, #{{.*}}>, tensor<16x64xtf32, #{{.*}}>, tensor<128x64xf32
  // REMARK: remark: [Passed] SplitKSteps | Category:pipeline | Function=tf32_batched | Remark="the loop's K steps are split in 2 (K tiles of 16 instead of 32)
  nv_tileaa.func @tf32_batched(%pa: !llvm.ptr, %pb: !llvm.ptr, %k: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x64xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%k16, %k16, %k16], strides[%k16, %k16] : <f32, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %k16], strides[%k16] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %sa = nv_tileaa.make_tiled_view %ma : <"partition", [1, 128, 32], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
    %shape:3 = nv_tileaa.get_index_space_shape %sa : <"partition", [1, 128, 32], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}> -> i32, i32, i32
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [1, 128, 32], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c0 to %shape#2 step %c1 iter_values(%zero : tensor<128x64xf32, #c>) : i32 -> tensor<128x64xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x64xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%c0, %row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 128, 32], <f32, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32, i32 -> tensor<1x128x32xf32, #a>
      %va2 = nv_tileaa.view %ta : tensor<1x128x32xf32, #a> -> tensor<128x32xf32, #a2>
      %ra = nv_tileaa.ftof %va2 : tensor<128x32xf32, #a2> to tensor<128x32xtf32, #a2>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<32x64xf32, #b>
      %rb = nv_tileaa.ftof %tb : tensor<32x64xf32, #b> to tensor<32x64xtf32, #b>
      %d = nv_tileaa.dot %ra, %rb, %acc {input_precision = "tf32"} : tensor<128x32xtf32, #a2>, tensor<32x64xtf32, #b>, tensor<128x64xf32, #c>
      nv_tileaa.continue %d : tensor<128x64xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // 256x512x16 f16: 24 KiB an iteration, and K tiles of 8 would leave
  // lhs rows of 16 bytes, under a tensor-core instruction's K: not split,
  // and the remark says why.
  // CHECK-LABEL: nv_tileaa.func @narrow
  // CHECK-NOT: [256, 8]
  // CHECK: nv_tileaa.return
  // REMARK: remark: [Missed] SplitKSteps | Category:pipeline | Function=narrow | Reason="two stages of 24576 bytes do not fit the 36864 bytes of shared memory beside the scratch, and narrower K tiles than 16 would leave operand rows under 32 bytes or not fit either", Remark="the loop's K steps are not split"
  nv_tileaa.func @narrow(%pa: !llvm.ptr, %k: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<256x512xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%k16, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [256, 16], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %ma : <"partition", [16, 512], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<256x512xf32, #c>) : i32 -> tensor<256x512xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<256x512xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [256, 16], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<256x16xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [16, 512], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<16x512xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc : tensor<256x16xf16, #a>, tensor<16x512xf16, #b>, tensor<256x512xf32, #c>
      nv_tileaa.continue %d : tensor<256x512xf32, #c>
    }
    nv_tileaa.return
  }

  // Views without a padding value: a sub-tile beyond the data would not be
  // known to read zeros, so the loop stays (no remark: nothing to split).
  // CHECK-LABEL: nv_tileaa.func @unpadded
  // CHECK-NOT: [128, 32]
  // CHECK: nv_tileaa.return
  nv_tileaa.func @unpadded(%pa: !llvm.ptr, %k: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%k16, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %ma : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x64xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc : tensor<128x64xf16, #a>, tensor<64x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#s = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#t = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // A block-scaled f8 product (scales of 32 K elements): 32 KiB of
  // operands an iteration, so K steps of 64, and the scale tiles narrow
  // along K with them (4 -> 2 blocks); the scales do not count toward the
  // stages (the pipeline loads them as they are).
  // CHECK-LABEL: nv_tileaa.func @mxfp8
  // CHECK: nv_tileaa.for
  // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<128x64xf8E4M3FN
  // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<128x2xf8E8M0FNU
  // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<64x128xf8E4M3FN
  // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<2x128xf8E8M0FNU
  // CHECK: nv_tileaa.dot_scaled {{.*}} : tensor<128x64xf8E4M3FN, #{{.*}}>, tensor<64x128xf8E4M3FN, #{{.*}}>, tensor<128x128xf32, #{{.*}}>, tensor<128x2xf8E8M0FNU, #{{.*}}>, tensor<2x128xf8E8M0FNU
  // REMARK: remark: [Passed] SplitKSteps | Category:pipeline | Function=mxfp8 | Remark="the loop's K steps are split in 2 (K tiles of 64 instead of 128) so that two pipeline stages of 16384 bytes fit
  nv_tileaa.func @mxfp8(%pa: !llvm.ptr, %ps: !llvm.ptr, %k: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %s16 = nv_tileaa.assume #cuda_tile.div_by<16>, %ps : !llvm.ptr
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%k16, %k16], strides[%k16] : <f8E4M3FN, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %ms = nv_tileaa.make_memref %s16, shape[%k16, %k16], strides[%k16] : <f8E8M0FNU, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vsa = nv_tileaa.make_tiled_view %ms : <"partition", [128, 4], <f8E8M0FNU, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vsb = nv_tileaa.make_tiled_view %ms : <"partition", [4, 128], <f8E8M0FNU, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c0 to %k step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x128xf8E4M3FN, #a>
      %sa, %sa_tok = nv_tileaa.tiled_load %vsa[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 4], <f8E8M0FNU, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x4xf8E8M0FNU, #s>
      %tb, %tb_tok = nv_tileaa.tiled_load %va[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 128], <f8E4M3FN, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x128xf8E4M3FN, #a>
      %sb, %sb_tok = nv_tileaa.tiled_load %vsb[%i, %row] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [4, 128], <f8E8M0FNU, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<4x128xf8E8M0FNU, #t>
      %d = nv_tileaa.dot_scaled %ta, %tb, %acc, %sa, %sb : tensor<128x128xf8E4M3FN, #a>, tensor<128x128xf8E4M3FN, #a>, tensor<128x128xf32, #c>, tensor<128x4xf8E8M0FNU, #s>, tensor<4x128xf8E8M0FNU, #t>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}
