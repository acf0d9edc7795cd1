// sqrt at nearest of f32 and f16 values the compiler cannot fold.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %q: tile<ptr<f16>>) {
    %x, %t0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %y, %t1 = load_ptr_tko weak %q : tile<ptr<f16>> -> tile<f16>, token
    %rx = sqrt %x : tile<f32>
    %ry = sqrt %y : tile<f16>
    %t2 = store_ptr_tko weak %p, %rx : tile<ptr<f32>>, tile<f32> -> token
    %t3 = store_ptr_tko weak %q, %ry : tile<ptr<f16>>, tile<f16> -> token
    return
  }
}
