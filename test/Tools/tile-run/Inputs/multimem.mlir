// The multimem ops on the CPU's single-device stand-in: the multicast view
// is backed by one buffer, so a load-reduce is a load, a reduction an
// atomic reduction into that buffer and a store a store. Four blocks each
// handle one tile of 8 and all of them reduce into the same counter tile.
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>,
           %n: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(8), tensor_view<32xf32, strides=[1]>>
    %bv = make_tensor_view %b, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %bp = make_partition_view %bv : partition_view<tile=(8), tensor_view<32xf32, strides=[1]>>
    %cv = make_tensor_view %c, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %cp = make_partition_view %cv : partition_view<tile=(8), tensor_view<32xf32, strides=[1]>>
    %nv = make_tensor_view %n, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %np = make_partition_view %nv : partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %ap[%bx], addf : partition_view<tile=(8), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %r = multimem_reduce_view_tko relaxed sys %bp[%bx], addf, %t token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    %s = multimem_store_view_tko release sys %t, %cp[%bx] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    %one = iota : tile<8xi32>
    %q = multimem_reduce_view_tko relaxed device %np[%c0], add, %one : tile<8xi32>, partition_view<tile=(8), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
