// f32 -> f8E4M3FN, f8E5M2 (nearest even, saturating), f8E8M0FNU (toward
// zero and toward +inf) and tf32 (nearest even, and from f16) over
// arbitrary bit patterns, stored through views of those element types, and
// the f8 values widened back to f32; for comparing the compiled CPU path
// with the interpreter bit for bit.
cuda_tile.module @m {
  entry @narrow(%in: tile<ptr<i32>>, %e4: tile<ptr<f8E4M3FN>>, %e5: tile<ptr<f8E5M2>>, %s0: tile<ptr<f8E8M0FNU>>, %s1: tile<ptr<f8E8M0FNU>>, %t0p: tile<ptr<tf32>>, %t1p: tile<ptr<tf32>>, %back: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %iv = make_tensor_view %in, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %ip = make_partition_view %iv : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %bits, %tl = load_view_tko weak %ip[%x] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %f = bitcast %bits : tile<128xi32> -> tile<128xf32>

    %a = ftof %f : tile<128xf32> -> tile<128xf8E4M3FN>
    %av = make_tensor_view %e4, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E4M3FN, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(128), tensor_view<?xf8E4M3FN, strides=[1]>>
    %ta = store_view_tko weak %a, %ap[%x] token = %tok : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<?xf8E4M3FN, strides=[1]>>, tile<i32> -> token

    %b = ftof %f : tile<128xf32> -> tile<128xf8E5M2>
    %bv = make_tensor_view %e5, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E5M2, strides=[1]>
    %bp = make_partition_view %bv : partition_view<tile=(128), tensor_view<?xf8E5M2, strides=[1]>>
    %tb = store_view_tko weak %b, %bp[%x] token = %tok : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<?xf8E5M2, strides=[1]>>, tile<i32> -> token

    %c = ftof %f rounding<zero> : tile<128xf32> -> tile<128xf8E8M0FNU>
    %cv = make_tensor_view %s0, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E8M0FNU, strides=[1]>
    %cp = make_partition_view %cv : partition_view<tile=(128), tensor_view<?xf8E8M0FNU, strides=[1]>>
    %tc = store_view_tko weak %c, %cp[%x] token = %tok : tile<128xf8E8M0FNU>, partition_view<tile=(128), tensor_view<?xf8E8M0FNU, strides=[1]>>, tile<i32> -> token

    %d = ftof %f rounding<positive_inf> : tile<128xf32> -> tile<128xf8E8M0FNU>
    %dv = make_tensor_view %s1, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E8M0FNU, strides=[1]>
    %dp = make_partition_view %dv : partition_view<tile=(128), tensor_view<?xf8E8M0FNU, strides=[1]>>
    %td = store_view_tko weak %d, %dp[%x] token = %tok : tile<128xf8E8M0FNU>, partition_view<tile=(128), tensor_view<?xf8E8M0FNU, strides=[1]>>, tile<i32> -> token

    %e = ftof %f : tile<128xf32> -> tile<128xtf32>
    %ev = make_tensor_view %t0p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xtf32, strides=[1]>
    %ep = make_partition_view %ev : partition_view<tile=(128), tensor_view<?xtf32, strides=[1]>>
    %te = store_view_tko weak %e, %ep[%x] token = %tok : tile<128xtf32>, partition_view<tile=(128), tensor_view<?xtf32, strides=[1]>>, tile<i32> -> token

    %h = ftof %f : tile<128xf32> -> tile<128xf16>
    %g = ftof %h : tile<128xf16> -> tile<128xtf32>
    %gv = make_tensor_view %t1p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xtf32, strides=[1]>
    %gp = make_partition_view %gv : partition_view<tile=(128), tensor_view<?xtf32, strides=[1]>>
    %tg = store_view_tko weak %g, %gp[%x] token = %tok : tile<128xtf32>, partition_view<tile=(128), tensor_view<?xtf32, strides=[1]>>, tile<i32> -> token

    // Widened back: e4m3 + e5m2 + e8m0 as one f32 sum per element would
    // round; keep them apart in a 3x128 tile instead.
    %wa = ftof %a : tile<128xf8E4M3FN> -> tile<128xf32>
    %wb = ftof %b : tile<128xf8E5M2> -> tile<128xf32>
    %wd = ftof %d : tile<128xf8E8M0FNU> -> tile<128xf32>
    %ra = reshape %wa : tile<128xf32> -> tile<1x128xf32>
    %rb = reshape %wb : tile<128xf32> -> tile<1x128xf32>
    %rd = reshape %wd : tile<128xf32> -> tile<1x128xf32>
    %ab = cat %ra, %rb dim = 0 : tile<1x128xf32>, tile<1x128xf32> -> tile<2x128xf32>
    %rd2 = cat %rd, %rd dim = 0 : tile<1x128xf32>, tile<1x128xf32> -> tile<2x128xf32>
    %all = cat %ab, %rd2 dim = 0 : tile<2x128xf32>, tile<2x128xf32> -> tile<4x128xf32>
    %c4 = constant <i32: 4> : tile<i32>
    %wv = make_tensor_view %back, shape = [%c4, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %wp = make_partition_view %wv : partition_view<tile=(4x128), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %tw = store_view_tko weak %all, %wp[%c0, %x] token = %tok : tile<4x128xf32>, partition_view<tile=(4x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
