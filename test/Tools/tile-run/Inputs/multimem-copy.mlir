// A multimem load-reduce and store only (a broadcast of a through the
// stand-in): the compiled CPU path runs it without the interpreter.
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32>>, %c: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %av = make_tensor_view %a, shape = [30], strides = [1] : tensor_view<30xf32, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(8), tensor_view<30xf32, strides=[1]>>
    %cv = make_tensor_view %c, shape = [30], strides = [1] : tensor_view<30xf32, strides=[1]>
    %cp = make_partition_view %cv : partition_view<tile=(8), tensor_view<30xf32, strides=[1]>>
    %t, %tok = multimem_load_reduce_view_tko weak %ap[%bx], addf : partition_view<tile=(8), tensor_view<30xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %two = constant <f32: 2.0> : tile<8xf32>
    %d = mulf %t, %two : tile<8xf32>
    %s = multimem_store_view_tko weak %d, %cp[%bx] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<30xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
