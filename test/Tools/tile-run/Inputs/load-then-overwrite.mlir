// A tile loaded from `a` is used after `a` is overwritten: the loaded
// values must be the ones read before the store (the compiled path copies
// such a tile out of memory instead of reading it in place).
cuda_tile.module @m {
  entry @overwrite(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %av = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %bv = make_tensor_view %b, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %bp = make_partition_view %bv : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t, %t0 = load_view_tko weak %ap[%x] token = %tok : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %d = addf %t, %t : tile<8xf32>
    %t1 = store_view_tko weak %d, %ap[%x] token = %t0 : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %e = addf %t, %t : tile<8xf32>
    %f = addf %e, %t : tile<8xf32>
    %t2 = store_view_tko weak %f, %bp[%x] token = %t1 : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
