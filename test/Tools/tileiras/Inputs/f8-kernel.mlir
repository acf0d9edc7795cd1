// f8E4M3FN / f8E5M2 conversions and an f8 matrix product (f32 accumulator).
cuda_tile.module @m {
  entry @f8(%a: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %ov = make_tensor_view %out, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %opv = make_partition_view %ov : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %e4 = ftof %x : tile<16x16xf32> -> tile<16x16xf8E4M3FN>
    %e5 = ftof %x : tile<16x16xf32> -> tile<16x16xf8E5M2>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %p = mmaf %e4, %e4, %acc : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
    %w = ftof %e5 : tile<16x16xf8E5M2> -> tile<16x16xf32>
    %s = addf %p, %w : tile<16x16xf32>
    %t2 = store_view_tko weak %s, %opv[%c0, %c0] token = %t : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
