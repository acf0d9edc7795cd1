// C += A @ B on one 32x32x64 tile per element type that mma.sync takes
// beyond f16/bf16 (see mma-sync-types.test): tf32 (f32 rounded by ftof),
// i8 with mixed signedness, f8E4M3FN and f8E5M2 (into f32 and into f16),
// f64; on tall tiles (64x16x32 i8, 32x16x8 f64) whose two tile columns
// leave warps to split the tile rows; and on wide ones (32x64x64 i8 and
// f8E4M3FN) whose warps take two tile columns each.
cuda_tile.module @mma_sync_types {
  entry @mma_tf32(%pa: tile<ptr<f32>>, %pb: tile<ptr<f32>>, %pc: tile<ptr<f32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xf32, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x64xf32>, token
    %bv = make_tensor_view %pb, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> tile<64x32xf32>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<32x32xf32>, token
    %a2 = ftof %a : tile<32x64xf32> -> tile<32x64xtf32>
    %b2 = ftof %b : tile<64x32xf32> -> tile<64x32xtf32>
    %r = mmaf %a2, %b2, %c : tile<32x64xtf32>, tile<64x32xtf32>, tile<32x32xf32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @mma_i8_su(%pa: tile<ptr<i8>>, %pb: tile<ptr<i8>>, %pc: tile<ptr<i32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xi8, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xi8, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xi8, strides=[64,1]>>, tile<i32> -> tile<32x64xi8>, token
    %bv = make_tensor_view %pb, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xi8, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), tensor_view<64x32xi8, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xi8, strides=[32,1]>>, tile<i32> -> tile<64x32xi8>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xi32, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xi32, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xi32, strides=[32,1]>>, tile<i32> -> tile<32x32xi32>, token
    %r = mmai %a, %b, %c signed unsigned : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<32x32xi32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @mma_i8_us(%pa: tile<ptr<i8>>, %pb: tile<ptr<i8>>, %pc: tile<ptr<i32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xi8, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xi8, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xi8, strides=[64,1]>>, tile<i32> -> tile<32x64xi8>, token
    %bv = make_tensor_view %pb, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xi8, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), tensor_view<64x32xi8, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xi8, strides=[32,1]>>, tile<i32> -> tile<64x32xi8>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xi32, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xi32, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xi32, strides=[32,1]>>, tile<i32> -> tile<32x32xi32>, token
    %r = mmai %a, %b, %c unsigned signed : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<32x32xi32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @mma_e4m3(%pa: tile<ptr<f8E4M3FN>>, %pb: tile<ptr<f8E4M3FN>>, %pc: tile<ptr<f32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf8E4M3FN, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xf8E4M3FN, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<32x64xf8E4M3FN>, token
    %bv = make_tensor_view %pb, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf8E4M3FN, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>>, tile<i32> -> tile<64x32xf8E4M3FN>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<32x32xf32>, token
    %r = mmaf %a, %b, %c : tile<32x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<32x32xf32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @mma_e5m2(%pa: tile<ptr<f8E5M2>>, %pb: tile<ptr<f8E5M2>>, %pc: tile<ptr<f32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf8E5M2, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xf8E5M2, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf8E5M2, strides=[64,1]>>, tile<i32> -> tile<32x64xf8E5M2>, token
    %bv = make_tensor_view %pb, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf8E5M2, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), tensor_view<64x32xf8E5M2, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xf8E5M2, strides=[32,1]>>, tile<i32> -> tile<64x32xf8E5M2>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<32x32xf32>, token
    %r = mmaf %a, %b, %c : tile<32x64xf8E5M2>, tile<64x32xf8E5M2>, tile<32x32xf32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @mma_f64(%pa: tile<ptr<f64>>, %pb: tile<ptr<f64>>, %pc: tile<ptr<f64>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf64, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xf64, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf64, strides=[64,1]>>, tile<i32> -> tile<32x64xf64>, token
    %bv = make_tensor_view %pb, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf64, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), tensor_view<64x32xf64, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xf64, strides=[32,1]>>, tile<i32> -> tile<64x32xf64>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf64, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xf64, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xf64, strides=[32,1]>>, tile<i32> -> tile<32x32xf64>, token
    %r = mmaf %a, %b, %c : tile<32x64xf64>, tile<64x32xf64>, tile<32x32xf64>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x32xf64>, partition_view<tile=(32x32), tensor_view<32x32xf64, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @mma_i8_tall(%pa: tile<ptr<i8>>, %pb: tile<ptr<i8>>, %pc: tile<ptr<i32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xi8, strides=[32,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<64x32xi8, strides=[32,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xi8, strides=[32,1]>>, tile<i32> -> tile<64x32xi8>, token
    %bv = make_tensor_view %pb, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xi8, strides=[16,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x16), tensor_view<32x16xi8, strides=[16,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(32x16), tensor_view<32x16xi8, strides=[16,1]>>, tile<i32> -> tile<32x16xi8>, token
    %cv = make_tensor_view %pc, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xi32, strides=[16,1]>
    %cp = make_partition_view %cv : partition_view<tile=(64x16), tensor_view<64x16xi32, strides=[16,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(64x16), tensor_view<64x16xi32, strides=[16,1]>>, tile<i32> -> tile<64x16xi32>, token
    %r = mmai %a, %b, %c signed signed : tile<64x32xi8>, tile<32x16xi8>, tile<64x16xi32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<64x16xi32>, partition_view<tile=(64x16), tensor_view<64x16xi32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @mma_f64_tall(%pa: tile<ptr<f64>>, %pb: tile<ptr<f64>>, %pc: tile<ptr<f64>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 8], strides = [8, 1] : tensor_view<32x8xf64, strides=[8,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x8), tensor_view<32x8xf64, strides=[8,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x8), tensor_view<32x8xf64, strides=[8,1]>>, tile<i32> -> tile<32x8xf64>, token
    %bv = make_tensor_view %pb, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xf64, strides=[16,1]>
    %bp = make_partition_view %bv : partition_view<tile=(8x16), tensor_view<8x16xf64, strides=[16,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(8x16), tensor_view<8x16xf64, strides=[16,1]>>, tile<i32> -> tile<8x16xf64>, token
    %cv = make_tensor_view %pc, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xf64, strides=[16,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x16), tensor_view<32x16xf64, strides=[16,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x16), tensor_view<32x16xf64, strides=[16,1]>>, tile<i32> -> tile<32x16xf64>, token
    %r = mmaf %a, %b, %c : tile<32x8xf64>, tile<8x16xf64>, tile<32x16xf64>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x16xf64>, partition_view<tile=(32x16), tensor_view<32x16xf64, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @mma_e4m3_f16(%pa: tile<ptr<f8E4M3FN>>, %pb: tile<ptr<f8E4M3FN>>, %pc: tile<ptr<f16>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf8E4M3FN, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xf8E4M3FN, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<32x64xf8E4M3FN>, token
    %bv = make_tensor_view %pb, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf8E4M3FN, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>>, tile<i32> -> tile<64x32xf8E4M3FN>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf16, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>>, tile<i32> -> tile<32x32xf16>, token
    %r = mmaf %a, %b, %c : tile<32x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<32x32xf16>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @mma_e5m2_f16(%pa: tile<ptr<f8E5M2>>, %pb: tile<ptr<f8E5M2>>, %pc: tile<ptr<f16>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf8E5M2, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xf8E5M2, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf8E5M2, strides=[64,1]>>, tile<i32> -> tile<32x64xf8E5M2>, token
    %bv = make_tensor_view %pb, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf8E5M2, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), tensor_view<64x32xf8E5M2, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xf8E5M2, strides=[32,1]>>, tile<i32> -> tile<64x32xf8E5M2>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf16, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>>, tile<i32> -> tile<32x32xf16>, token
    %r = mmaf %a, %b, %c : tile<32x64xf8E5M2>, tile<64x32xf8E5M2>, tile<32x32xf16>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>>, tile<i32> -> token
    return
  }
  // Wide tiles (32x64x64): eight tile columns, two per warp, which 8-bit
  // products take in pairs (one ldmatrix.trans for both, their columns
  // interleaved in the fragments and the accumulator).
  entry @mma_i8_wide(%pa: tile<ptr<i8>>, %pb: tile<ptr<i8>>, %pc: tile<ptr<i32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xi8, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xi8, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xi8, strides=[64,1]>>, tile<i32> -> tile<32x64xi8>, token
    %bv = make_tensor_view %pb, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xi8, strides=[64,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), tensor_view<64x64xi8, strides=[64,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x64), tensor_view<64x64xi8, strides=[64,1]>>, tile<i32> -> tile<64x64xi8>, token
    %cv = make_tensor_view %pc, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xi32, strides=[64,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x64), tensor_view<32x64xi32, strides=[64,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xi32, strides=[64,1]>>, tile<i32> -> tile<32x64xi32>, token
    %r = mmai %a, %b, %c signed signed : tile<32x64xi8>, tile<64x64xi8>, tile<32x64xi32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x64xi32>, partition_view<tile=(32x64), tensor_view<32x64xi32, strides=[64,1]>>, tile<i32> -> token
    return
  }
  entry @mma_e4m3_wide(%pa: tile<ptr<f8E4M3FN>>, %pb: tile<ptr<f8E4M3FN>>, %pc: tile<ptr<f32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf8E4M3FN, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xf8E4M3FN, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<32x64xf8E4M3FN>, token
    %bv = make_tensor_view %pb, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf8E4M3FN, strides=[64,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<64x64xf8E4M3FN>, token
    %cv = make_tensor_view %pc, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf32, strides=[64,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x64), tensor_view<32x64xf32, strides=[64,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x64xf32>, token
    %r = mmaf %a, %b, %c : tile<32x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<32x64xf32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<32x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
  // mmaf_scaled with e8m0 scales, one per 32 k (sa: 32x2, sb: 2x32).
  entry @mma_scaled_e8m0(%pa: tile<ptr<f8E4M3FN>>, %pb: tile<ptr<f8E4M3FN>>, %pc: tile<ptr<f32>>, %psa: tile<ptr<f8E8M0FNU>>, %psb: tile<ptr<f8E8M0FNU>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf8E4M3FN, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x64), tensor_view<32x64xf8E4M3FN, strides=[64,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<32x64xf8E4M3FN>, token
    %bv = make_tensor_view %pb, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf8E4M3FN, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>>, tile<i32> -> tile<64x32xf8E4M3FN>, token
    %sav = make_tensor_view %psa, shape = [32, 2], strides = [2, 1] : tensor_view<32x2xf8E8M0FNU, strides=[2,1]>
    %sap = make_partition_view %sav : partition_view<tile=(32x2), tensor_view<32x2xf8E8M0FNU, strides=[2,1]>>
    %sa, %sat = load_view_tko weak %sap[%c0, %c0] token = %tok : partition_view<tile=(32x2), tensor_view<32x2xf8E8M0FNU, strides=[2,1]>>, tile<i32> -> tile<32x2xf8E8M0FNU>, token
    %sbv = make_tensor_view %psb, shape = [2, 32], strides = [32, 1] : tensor_view<2x32xf8E8M0FNU, strides=[32,1]>
    %sbp = make_partition_view %sbv : partition_view<tile=(2x32), tensor_view<2x32xf8E8M0FNU, strides=[32,1]>>
    %sb, %sbt = load_view_tko weak %sbp[%c0, %c0] token = %tok : partition_view<tile=(2x32), tensor_view<2x32xf8E8M0FNU, strides=[32,1]>>, tile<i32> -> tile<2x32xf8E8M0FNU>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<32x32xf32>, token
    %r = mmaf_scaled %a, %b, %c, %sa, %sb : tile<32x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<32x32xf32>, tile<32x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
