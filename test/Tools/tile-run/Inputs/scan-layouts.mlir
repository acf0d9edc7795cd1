// Scans in the coalesced layouts of their loads (tileas-coalesce,
// ConvertAfterScan; lowered by scanInLayout in ReduceScanAcrossThreads.cpp):
// runs in a thread's registers, lanes and warps along the scanned dimension,
// and layouts repeated along it, forward and reverse, with 32-, 16- and
// 64-bit elements and two operands. The f32 and f16 inputs are small
// multiples of powers of two, so every result is exact in any order and
// comparable bit for bit.
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32>>, %b: tile<ptr<i32>>, %p: tile<ptr<f32>>,
           %c: tile<ptr<i64>>, %d: tile<ptr<f16>>, %q: tile<ptr<f32>>,
           %o1: tile<ptr<f32>>, %o2: tile<ptr<i32>>, %o3: tile<ptr<f32>>,
           %o4: tile<ptr<i64>>, %o5: tile<ptr<f16>>, %o6: tile<ptr<i32>>,
           %o7: tile<ptr<i32>>, %o8: tile<ptr<f32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    // 2x1024 f32 along the rows: 16-byte runs, all 32 lanes and (with 128
    // threads) the four warps along each row, which the layout covers twice.
    %x1v = make_tensor_view %a, shape = [2, 1024], strides = [1024, 1] : tensor_view<2x1024xf32, strides=[1024,1]>
    %x1p = make_partition_view %x1v : partition_view<tile=(2x1024), tensor_view<2x1024xf32, strides=[1024,1]>>
    %x1, %x1t = load_view_tko weak %x1p[%c0, %c0] token = %tok : partition_view<tile=(2x1024), tensor_view<2x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<2x1024xf32>, token
    %s1 = scan %x1 dim=1 reverse=false identities=[0.0 : f32] : tile<2x1024xf32> -> tile<2x1024xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %o1v = make_tensor_view %o1, shape = [2, 1024], strides = [1024, 1] : tensor_view<2x1024xf32, strides=[1024,1]>
    %o1p = make_partition_view %o1v : partition_view<tile=(2x1024), tensor_view<2x1024xf32, strides=[1024,1]>>
    %o1t = store_view_tko weak %s1, %o1p[%c0, %c0] token = %tok : tile<2x1024xf32>, partition_view<tile=(2x1024), tensor_view<2x1024xf32, strides=[1024,1]>>, tile<i32> -> token

    // The same in reverse, in i32 (wrapping sums).
    %x2v = make_tensor_view %b, shape = [2, 1024], strides = [1024, 1] : tensor_view<2x1024xi32, strides=[1024,1]>
    %x2p = make_partition_view %x2v : partition_view<tile=(2x1024), tensor_view<2x1024xi32, strides=[1024,1]>>
    %x2, %x2t = load_view_tko weak %x2p[%c0, %c0] token = %tok : partition_view<tile=(2x1024), tensor_view<2x1024xi32, strides=[1024,1]>>, tile<i32> -> tile<2x1024xi32>, token
    %s2 = scan %x2 dim=1 reverse=true identities=[0 : i32] : tile<2x1024xi32> -> tile<2x1024xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %r = addi %e, %acc : tile<i32>
      yield %r : tile<i32>
    }
    %o2v = make_tensor_view %o2, shape = [2, 1024], strides = [1024, 1] : tensor_view<2x1024xi32, strides=[1024,1]>
    %o2p = make_partition_view %o2v : partition_view<tile=(2x1024), tensor_view<2x1024xi32, strides=[1024,1]>>
    %o2t = store_view_tko weak %s2, %o2p[%c0, %c0] token = %tok : tile<2x1024xi32>, partition_view<tile=(2x1024), tensor_view<2x1024xi32, strides=[1024,1]>>, tile<i32> -> token

    // 64x16 f32 down the columns: runs across them, lanes and warps along
    // them, the layout repeated down the 64 rows.
    %x3v = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %x3p = make_partition_view %x3v : partition_view<tile=(64x16), tensor_view<64x16xf32, strides=[16,1]>>
    %x3, %x3t = load_view_tko weak %x3p[%c0, %c0] token = %tok : partition_view<tile=(64x16), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<64x16xf32>, token
    %s3 = scan %x3 dim=0 reverse=false identities=[1.0 : f32] : tile<64x16xf32> -> tile<64x16xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = mulf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %o3v = make_tensor_view %o3, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %o3p = make_partition_view %o3v : partition_view<tile=(64x16), tensor_view<64x16xf32, strides=[16,1]>>
    %o3t = store_view_tko weak %s3, %o3p[%c0, %c0] token = %tok : tile<64x16xf32>, partition_view<tile=(64x16), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token

    // 32x32 i64 up the columns (two 32-bit shuffles per value).
    %x4v = make_tensor_view %c, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xi64, strides=[32,1]>
    %x4p = make_partition_view %x4v : partition_view<tile=(32x32), tensor_view<32x32xi64, strides=[32,1]>>
    %x4, %x4t = load_view_tko weak %x4p[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xi64, strides=[32,1]>>, tile<i32> -> tile<32x32xi64>, token
    %s4 = scan %x4 dim=0 reverse=true identities=[0 : i64] : tile<32x32xi64> -> tile<32x32xi64>
    (%e: tile<i64>, %acc: tile<i64>) {
      %r = addi %e, %acc : tile<i64>
      yield %r : tile<i64>
    }
    %o4v = make_tensor_view %o4, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xi64, strides=[32,1]>
    %o4p = make_partition_view %o4v : partition_view<tile=(32x32), tensor_view<32x32xi64, strides=[32,1]>>
    %o4t = store_view_tko weak %s4, %o4p[%c0, %c0] token = %tok : tile<32x32xi64>, partition_view<tile=(32x32), tensor_view<32x32xi64, strides=[32,1]>>, tile<i32> -> token

    // 8x256 f16 along the rows: runs of 8.
    %x5v = make_tensor_view %d, shape = [8, 256], strides = [256, 1] : tensor_view<8x256xf16, strides=[256,1]>
    %x5p = make_partition_view %x5v : partition_view<tile=(8x256), tensor_view<8x256xf16, strides=[256,1]>>
    %x5, %x5t = load_view_tko weak %x5p[%c0, %c0] token = %tok : partition_view<tile=(8x256), tensor_view<8x256xf16, strides=[256,1]>>, tile<i32> -> tile<8x256xf16>, token
    %s5 = scan %x5 dim=1 reverse=false identities=[0.0 : f16] : tile<8x256xf16> -> tile<8x256xf16>
    (%e: tile<f16>, %acc: tile<f16>) {
      %r = addf %e, %acc : tile<f16>
      yield %r : tile<f16>
    }
    %o5v = make_tensor_view %o5, shape = [8, 256], strides = [256, 1] : tensor_view<8x256xf16, strides=[256,1]>
    %o5p = make_partition_view %o5v : partition_view<tile=(8x256), tensor_view<8x256xf16, strides=[256,1]>>
    %o5t = store_view_tko weak %s5, %o5p[%c0, %c0] token = %tok : tile<8x256xf16>, partition_view<tile=(8x256), tensor_view<8x256xf16, strides=[256,1]>>, tile<i32> -> token

    // Running argmaxes along 2x1024 f32 rows, forward and reverse: the
    // index operand is made from a range, and the combiner keeps the
    // earlier (in scan order) of equal maxima, which is associative but not
    // commutative, so the order of every combination shows.
    %x6v = make_tensor_view %q, shape = [2, 1024], strides = [1024, 1] : tensor_view<2x1024xf32, strides=[1024,1]>
    %x6p = make_partition_view %x6v : partition_view<tile=(2x1024), tensor_view<2x1024xf32, strides=[1024,1]>>
    %x6, %x6t = load_view_tko weak %x6p[%c0, %c0] token = %tok : partition_view<tile=(2x1024), tensor_view<2x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<2x1024xf32>, token
    %iota = iota : tile<1024xi32>
    %irow = reshape %iota : tile<1024xi32> -> tile<1x1024xi32>
    %idx = broadcast %irow : tile<1x1024xi32> -> tile<2x1024xi32>
    %am:2 = scan %x6, %idx dim=1 reverse=false identities=[0xFF800000 : f32, 0 : i32] : tile<2x1024xf32>, tile<2x1024xi32> -> tile<2x1024xf32>, tile<2x1024xi32>
    (%ev: tile<f32>, %av: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %ev, %av : tile<f32> -> tile<i1>
      %v = select %gt, %ev, %av : tile<i1>, tile<f32>
      %i = select %gt, %ei, %ai : tile<i1>, tile<i32>
      yield %v, %i : tile<f32>, tile<i32>
    }
    %o6v = make_tensor_view %o6, shape = [2, 1024], strides = [1024, 1] : tensor_view<2x1024xi32, strides=[1024,1]>
    %o6p = make_partition_view %o6v : partition_view<tile=(2x1024), tensor_view<2x1024xi32, strides=[1024,1]>>
    %o6t = store_view_tko weak %am#1, %o6p[%c0, %c0] token = %tok : tile<2x1024xi32>, partition_view<tile=(2x1024), tensor_view<2x1024xi32, strides=[1024,1]>>, tile<i32> -> token
    %ram:2 = scan %x6, %idx dim=1 reverse=true identities=[0xFF800000 : f32, 0 : i32] : tile<2x1024xf32>, tile<2x1024xi32> -> tile<2x1024xf32>, tile<2x1024xi32>
    (%ev: tile<f32>, %av: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %ev, %av : tile<f32> -> tile<i1>
      %v = select %gt, %ev, %av : tile<i1>, tile<f32>
      %i = select %gt, %ei, %ai : tile<i1>, tile<i32>
      yield %v, %i : tile<f32>, tile<i32>
    }
    %o7v = make_tensor_view %o7, shape = [2, 1024], strides = [1024, 1] : tensor_view<2x1024xi32, strides=[1024,1]>
    %o7p = make_partition_view %o7v : partition_view<tile=(2x1024), tensor_view<2x1024xi32, strides=[1024,1]>>
    %o7t = store_view_tko weak %ram#1, %o7p[%c0, %c0] token = %tok : tile<2x1024xi32>, partition_view<tile=(2x1024), tensor_view<2x1024xi32, strides=[1024,1]>>, tile<i32> -> token

    // Row sums of 8x256 f32 scanned in reverse: the scan follows the
    // reduction's slice of the loaded tile's layout (one row per warp and
    // register, copies in every lane).
    %x7v = make_tensor_view %a, shape = [8, 256], strides = [256, 1] : tensor_view<8x256xf32, strides=[256,1]>
    %x7p = make_partition_view %x7v : partition_view<tile=(8x256), tensor_view<8x256xf32, strides=[256,1]>>
    %x7, %x7t = load_view_tko weak %x7p[%c0, %c0] token = %tok : partition_view<tile=(8x256), tensor_view<8x256xf32, strides=[256,1]>>, tile<i32> -> tile<8x256xf32>, token
    %rs = reduce %x7 dim=1 identities=[0.0 : f32] : tile<8x256xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %s8 = scan %rs dim=0 reverse=true identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }
    %o8v = make_tensor_view %o8, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %o8p = make_partition_view %o8v : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %o8t = store_view_tko weak %s8, %o8p[%c0] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
