// A tile of `a` is loaded, doubled and stored one element further on, into
// memory that overlaps the tile just read: the store must not write while
// the load is still being read (the compiled path checks the two address
// ranges before computing the result in place).
cuda_tile.module @m {
  entry @shift(%a: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %one = constant <i32: 1> : tile<i32>
    %a1 = offset %a, %one : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %av = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %sv = make_tensor_view %a1, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %sp = make_partition_view %sv : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t, %t0 = load_view_tko weak %ap[%x] token = %tok : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %d = addf %t, %t : tile<8xf32>
    %t1 = store_view_tko weak %d, %sp[%x] token = %t0 : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
