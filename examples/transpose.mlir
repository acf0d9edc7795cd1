// Y[N,M] = X[M,N]^T. The load goes through a partition view of X whose
// dim_map sends tile dimension 0 to X's columns and dimension 1 to X's
// rows, so the loaded 16x32 tile is already transposed and is stored
// through a plain partition view of Y; no permute is needed.
cuda_tile.module @examples {
  entry @transpose(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %yv = make_tensor_view %y, shape = [%n, %m], strides = [%m, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %xp = make_partition_view %xv : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %yp = make_partition_view %yv : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %t0 = load_view_tko weak %xp[%bx, %by] token = %tok : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<16x32xf32>, token
    %t1 = store_view_tko weak %t, %yp[%bx, %by] token = %tok : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
