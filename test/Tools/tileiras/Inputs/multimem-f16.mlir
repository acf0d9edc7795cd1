// A 16-bit multimem reduction (multimem needs f16 pairs on the GPU).
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %a, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %one = constant <f16: 1.0> : tile<256xf16>
    %r = multimem_reduce_view_tko relaxed sys %ap[%c0], addf, %one : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
