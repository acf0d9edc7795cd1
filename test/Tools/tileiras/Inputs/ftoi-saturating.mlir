// One saturating and one plain f32 -> i32 ftoi per element, for the PTX
// checks of ../ftoi-saturating.test.
cuda_tile.module @m {
  entry @k(%in: tile<ptr<f32>>, %sat: tile<ptr<i32>>, %plain: tile<ptr<i32>>,
           %wide: tile<ptr<i64>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %iv = make_tensor_view %in, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %ip = make_partition_view %iv : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %ip[%c0] token = %tok : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %s = ftoi %x signed saturating : tile<128xf32> -> tile<128xi32>
    %p = ftoi %x signed : tile<128xf32> -> tile<128xi32>
    %xd = ftof %x : tile<128xf32> -> tile<128xf64>
    %u = ftoi %xd unsigned saturating : tile<128xf64> -> tile<128xi64>
    %sv = make_tensor_view %sat, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %sp = make_partition_view %sv : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %t1 = store_view_tko weak %s, %sp[%c0] token = %t0 : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    %pv = make_tensor_view %plain, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %pp = make_partition_view %pv : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %t2 = store_view_tko weak %p, %pp[%c0] token = %t1 : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    %wv = make_tensor_view %wide, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %wp = make_partition_view %wv : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %t3 = store_view_tko weak %u, %wp[%c0] token = %t2 : tile<128xi64>, partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
