// One of each multimem op on 32-bit elements (a, b multicast-backed).
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32>>, %b: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %av = make_tensor_view %a, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>>
    %bv = make_tensor_view %b, shape = [1024], strides = [1] : tensor_view<1024xi32, strides=[1]>
    %bp = make_partition_view %bv : partition_view<tile=(256), tensor_view<1024xi32, strides=[1]>>
    %t, %tok = multimem_load_reduce_view_tko acquire sys %ap[%bx], addf : partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %one = constant <i32: 1> : tile<256xi32>
    %r = multimem_reduce_view_tko relaxed sys %bp[%bx], add, %one token = %tok : tile<256xi32>, partition_view<tile=(256), tensor_view<1024xi32, strides=[1]>>, tile<i32> -> token
    %s = multimem_store_view_tko release device %t, %ap[%bx] token = %r : tile<256xf32>, partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
