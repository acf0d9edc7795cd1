// y = x^T for one 32x32 f32 tile: the permute exchanges elements through
// shared memory.
cuda_tile.module @m {
  entry @permute_tile(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %tok = make_token : token
    %c32 = constant <i32: 32> : tile<i32>
    %xv = make_tensor_view %x, shape = [%c32, %c32], strides = [%c32, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %yv = make_tensor_view %y, shape = [%c32, %c32], strides = [%c32, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %xp = make_partition_view %xv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %t0 = load_view_tko weak %xp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
    %p = permute %t [1, 0] : tile<32x32xf32> -> tile<32x32xf32>
    %t1 = store_view_tko weak %p, %yp[%c0, %c0] token = %t0 : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
