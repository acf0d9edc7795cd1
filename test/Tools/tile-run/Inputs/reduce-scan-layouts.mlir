// Reductions and scans over every way a line can sit on the threads of a
// 128-thread CTA (see ReduceScanAcrossThreads.cpp): spanning the CTA with
// one or several rows per thread, one column (inner = 1), a few (inner = 4)
// or a warp's worth (inner = 32); or a line per few threads (8x64 and 16x8).
// Integer, 64-bit, 16-bit and i1 operands go through the shuffles as
// words. The f32 inputs are multiples of 1/16 below 2, so every sum is exact
// in any order and the results are comparable bit for bit.
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32>>, %b: tile<ptr<i32>>,
           %o_row_sum: tile<ptr<f32>>, %o_row_cumsum: tile<ptr<f32>>,
           %o_row_rcumsum: tile<ptr<f32>>, %o_argmax: tile<ptr<i32>>,
           %o_small_scan: tile<ptr<f32>>, %o_col_sum: tile<ptr<i32>>,
           %o_hash: tile<ptr<i32>>, %o_wide_sum: tile<ptr<f32>>,
           %o_wide_scan: tile<ptr<f32>>, %o_i64: tile<ptr<i64>>,
           %o_f16: tile<ptr<f16>>, %o_parity: tile<ptr<i1>>,
           %o_min: tile<ptr<i32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>

    // 8x256 f32: lines span the CTA, two rows per thread, four warps each.
    %av = make_tensor_view %a, shape = [8, 256], strides = [256, 1] : tensor_view<8x256xf32, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(8x256), tensor_view<8x256xf32, strides=[256,1]>>
    %x, %t0 = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(8x256), tensor_view<8x256xf32, strides=[256,1]>>, tile<i32> -> tile<8x256xf32>, token
    %rs = reduce %x dim=1 identities=[0.0 : f32] : tile<8x256xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %rsv = make_tensor_view %o_row_sum, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %rsp = make_partition_view %rsv : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %t1 = store_view_tko weak %rs, %rsp[%c0] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
    %cs = scan %x dim=1 reverse=false identities=[0.0 : f32] : tile<8x256xf32> -> tile<8x256xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %csv = make_tensor_view %o_row_cumsum, shape = [8, 256], strides = [256, 1] : tensor_view<8x256xf32, strides=[256,1]>
    %csp = make_partition_view %csv : partition_view<tile=(8x256), tensor_view<8x256xf32, strides=[256,1]>>
    %t2 = store_view_tko weak %cs, %csp[%c0, %c0] token = %tok : tile<8x256xf32>, partition_view<tile=(8x256), tensor_view<8x256xf32, strides=[256,1]>>, tile<i32> -> token
    %rc = scan %x dim=1 reverse=true identities=[0.0 : f32] : tile<8x256xf32> -> tile<8x256xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %rcv = make_tensor_view %o_row_rcumsum, shape = [8, 256], strides = [256, 1] : tensor_view<8x256xf32, strides=[256,1]>
    %rcp = make_partition_view %rcv : partition_view<tile=(8x256), tensor_view<8x256xf32, strides=[256,1]>>
    %t3 = store_view_tko weak %rc, %rcp[%c0, %c0] token = %tok : tile<8x256xf32>, partition_view<tile=(8x256), tensor_view<8x256xf32, strides=[256,1]>>, tile<i32> -> token

    // 8x64 f32: a line per 64 threads. Argmax keeps the first of equal
    // maxima, which makes its combiner commutative.
    %sv = make_tensor_view %a, shape = [8, 64], strides = [64, 1] : tensor_view<8x64xf32, strides=[64,1]>
    %sp = make_partition_view %sv : partition_view<tile=(8x64), tensor_view<8x64xf32, strides=[64,1]>>
    %s, %t4 = load_view_tko weak %sp[%c0, %c0] token = %tok : partition_view<tile=(8x64), tensor_view<8x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x64xf32>, token
    %iota = iota : tile<64xi32>
    %irow = reshape %iota : tile<64xi32> -> tile<1x64xi32>
    %idx = broadcast %irow : tile<1x64xi32> -> tile<8x64xi32>
    %am:2 = reduce %s, %idx dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<8x64xf32>, tile<8x64xi32> -> tile<8xf32>, tile<8xi32>
    (%ev: tile<f32>, %av0: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %ev, %av0 : tile<f32> -> tile<i1>
      %eq = cmpf equal ordered %ev, %av0 : tile<f32> -> tile<i1>
      %lt = cmpi less_than %ei, %ai, signed : tile<i32> -> tile<i1>
      %tie = andi %eq, %lt : tile<i1>
      %take = ori %gt, %tie : tile<i1>
      %v = select %take, %ev, %av0 : tile<i1>, tile<f32>
      %i = select %take, %ei, %ai : tile<i1>, tile<i32>
      yield %v, %i : tile<f32>, tile<i32>
    }
    %amv = make_tensor_view %o_argmax, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %amp = make_partition_view %amv : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
    %t5 = store_view_tko weak %am#1, %amp[%c0] token = %tok : tile<8xi32>, partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    %ss = scan %s dim=1 reverse=false identities=[0.0 : f32] : tile<8x64xf32> -> tile<8x64xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %ssv = make_tensor_view %o_small_scan, shape = [8, 64], strides = [64, 1] : tensor_view<8x64xf32, strides=[64,1]>
    %ssp = make_partition_view %ssv : partition_view<tile=(8x64), tensor_view<8x64xf32, strides=[64,1]>>
    %t6 = store_view_tko weak %ss, %ssp[%c0, %c0] token = %tok : tile<8x64xf32>, partition_view<tile=(8x64), tensor_view<8x64xf32, strides=[64,1]>>, tile<i32> -> token

    // 256x4 i32 along dim 0: inner = 4, eight lanes of a warp per column.
    %bv = make_tensor_view %b, shape = [256, 4], strides = [4, 1] : tensor_view<256x4xi32, strides=[4,1]>
    %bp = make_partition_view %bv : partition_view<tile=(256x4), tensor_view<256x4xi32, strides=[4,1]>>
    %y, %t7 = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(256x4), tensor_view<256x4xi32, strides=[4,1]>>, tile<i32> -> tile<256x4xi32>, token
    %cols = reduce %y dim=0 identities=[0 : i32] : tile<256x4xi32> -> tile<4xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %r = addi %e, %acc : tile<i32>
      yield %r : tile<i32>
    }
    %colv = make_tensor_view %o_col_sum, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %colp = make_partition_view %colv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %t8 = store_view_tko weak %cols, %colp[%c0] token = %tok : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    // A polynomial hash from the bottom up: (h, p) pairs combine as
    // (h_acc * p_elem + h_elem, p_elem * p_acc), which is associative but
    // not commutative, so any reordering of the scan shows in the result.
    %c31 = constant <i32: 31> : tile<256x4xi32>
    %hs:2 = scan %y, %c31 dim=0 reverse=true identities=[0 : i32, 1 : i32] : tile<256x4xi32>, tile<256x4xi32> -> tile<256x4xi32>, tile<256x4xi32>
    (%eh: tile<i32>, %ah: tile<i32>, %ep: tile<i32>, %ap0: tile<i32>) {
      %m = muli %ah, %ep : tile<i32>
      %h = addi %m, %eh : tile<i32>
      %p = muli %ep, %ap0 : tile<i32>
      yield %h, %p : tile<i32>, tile<i32>
    }
    %hv = make_tensor_view %o_hash, shape = [256, 4], strides = [4, 1] : tensor_view<256x4xi32, strides=[4,1]>
    %hp = make_partition_view %hv : partition_view<tile=(256x4), tensor_view<256x4xi32, strides=[4,1]>>
    %t9 = store_view_tko weak %hs#0, %hp[%c0, %c0] token = %tok : tile<256x4xi32>, partition_view<tile=(256x4), tensor_view<256x4xi32, strides=[4,1]>>, tile<i32> -> token

    // 64x32 f32 along dim 0: inner = 32, one lane per column in each warp.
    %wv = make_tensor_view %a, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %wp = make_partition_view %wv : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>
    %w, %t10 = load_view_tko weak %wp[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> tile<64x32xf32>, token
    %ws = reduce %w dim=0 identities=[0.0 : f32] : tile<64x32xf32> -> tile<32xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %wsv = make_tensor_view %o_wide_sum, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %wsp = make_partition_view %wsv : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %t11 = store_view_tko weak %ws, %wsp[%c0] token = %tok : tile<32xf32>, partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    %wc = scan %w dim=0 reverse=false identities=[0.0 : f32] : tile<64x32xf32> -> tile<64x32xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %wcv = make_tensor_view %o_wide_scan, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %wcp = make_partition_view %wcv : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>
    %t12 = store_view_tko weak %wc, %wcp[%c0, %c0] token = %tok : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token

    // Element types that are not one 32-bit word.
    %y64 = exti %y signed : tile<256x4xi32> -> tile<256x4xi64>
    %big = constant <i64: 4294967296> : tile<256x4xi64>
    %y64b = muli %y64, %big : tile<256x4xi64>
    %s64 = reduce %y64b dim=0 identities=[0 : i64] : tile<256x4xi64> -> tile<4xi64>
    (%e: tile<i64>, %acc: tile<i64>) {
      %r = addi %e, %acc : tile<i64>
      yield %r : tile<i64>
    }
    %s64v = make_tensor_view %o_i64, shape = [4], strides = [1] : tensor_view<4xi64, strides=[1]>
    %s64p = make_partition_view %s64v : partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>
    %t13 = store_view_tko weak %s64, %s64p[%c0] token = %tok : tile<4xi64>, partition_view<tile=(4), tensor_view<4xi64, strides=[1]>>, tile<i32> -> token
    %h16 = ftof %x : tile<8x256xf32> -> tile<8x256xf16>
    %m16 = reduce %h16 dim=1 identities=[0xFC00 : f16] : tile<8x256xf16> -> tile<8xf16>
    (%e: tile<f16>, %acc: tile<f16>) {
      %r = maxf %e, %acc : tile<f16>
      yield %r : tile<f16>
    }
    %m16v = make_tensor_view %o_f16, shape = [8], strides = [1] : tensor_view<8xf16, strides=[1]>
    %m16p = make_partition_view %m16v : partition_view<tile=(8), tensor_view<8xf16, strides=[1]>>
    %t14 = store_view_tko weak %m16, %m16p[%c0] token = %tok : tile<8xf16>, partition_view<tile=(8), tensor_view<8xf16, strides=[1]>>, tile<i32> -> token
    %one = constant <i32: 1> : tile<256x4xi32>
    %low = andi %y, %one : tile<256x4xi32>
    %odd = cmpi equal %low, %one, signed : tile<256x4xi32> -> tile<256x4xi1>
    %par = reduce %odd dim=0 identities=[false] : tile<256x4xi1> -> tile<4xi1>
    (%e: tile<i1>, %acc: tile<i1>) {
      %r = xori %e, %acc : tile<i1>
      yield %r : tile<i1>
    }
    %parv = make_tensor_view %o_parity, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %parp = make_partition_view %parv : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %t15 = store_view_tko weak %par, %parp[%c0] token = %tok : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token

    // 16x8 i32 along dim 1: a line per eight lanes, no shared memory for
    // the exchange.
    %nv = make_tensor_view %b, shape = [16, 8], strides = [8, 1] : tensor_view<16x8xi32, strides=[8,1]>
    %np = make_partition_view %nv : partition_view<tile=(16x8), tensor_view<16x8xi32, strides=[8,1]>>
    %n, %t16 = load_view_tko weak %np[%c0, %c0] token = %tok : partition_view<tile=(16x8), tensor_view<16x8xi32, strides=[8,1]>>, tile<i32> -> tile<16x8xi32>, token
    %mins = reduce %n dim=1 identities=[2147483647 : i32] : tile<16x8xi32> -> tile<16xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %r = mini %e, %acc signed : tile<i32>
      yield %r : tile<i32>
    }
    %minv = make_tensor_view %o_min, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %minp = make_partition_view %minv : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %t17 = store_view_tko weak %mins, %minp[%c0] token = %tok : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
