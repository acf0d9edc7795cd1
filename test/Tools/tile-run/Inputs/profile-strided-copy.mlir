// y[i] = x[s * i] for i < n: a tile of 128 elements per block, read through
// a view with the run-time stride s (so the compiler cannot vectorize it).
cuda_tile.module @m {
  entry @strided_copy(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>, %s: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%n], strides = [%s] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %yv = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
    %yp = make_partition_view %yv : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %t0 = load_view_tko weak %xp[%bx] token = %tok : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
    %t1 = store_view_tko weak %t, %yp[%bx] token = %t0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
