// 13.4's `inbounds` flags at run time: a promise kept is an ordinary access
// (the executors may skip nothing they need), and the same view accessed
// without the promise still pads what lies outside.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %i = iota : tile<4xi32>
    %v = itof %i signed : tile<4xi32> -> tile<4xf32>
    %tv = make_tensor_view %p, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %s = store_view_tko weak %v, %pv[%c0] inbounds = [true] : tile<4xf32>, partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>, tile<i32> -> token
    %a, %ta = load_view_tko weak %pv[%c0] inbounds = [true] token = %s : partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %t1 = print_tko "in bounds: %g\n", %a token = %ta : tile<4xf32> -> token
    %s1 = store_view_tko weak %v, %pv[%c1] token = %t1 : tile<4xf32>, partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>, tile<i32> -> token
    %b, %tb = load_view_tko weak %pv[%c1] token = %s1 : partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %t2 = print_tko "checked: %g\n", %b token = %tb : tile<4xf32> -> token
    return
  }
}
