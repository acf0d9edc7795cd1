// Each tile block makes its own view, 64 elements from x + 48 * block id:
// the same make_tensor_view site with a different base per block. The
// compiled code caches per site whether the view lies in one buffer; a
// block whose view differs must ask again (the last one hangs over the end
// of x, so it must go through the memcheck, not the cached answer of the
// blocks before it).
cuda_tile.module @cache {
  entry @shifted(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %tok = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c48 = constant <i32: 48> : tile<i32>
    %shift = muli %bx, %c48 : tile<i32>
    %xs = offset %x, %shift : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %xv = make_tensor_view %xs, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %yv = make_tensor_view %y, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %t0 = load_view_tko weak %xp[%c0] token = %tok : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %t1 = store_view_tko weak %t, %yp[%bx] token = %tok : tile<64xf32>, partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
