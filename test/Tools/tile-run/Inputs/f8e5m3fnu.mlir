// f8E5M3FNU (13.4) at run time: ftof to and from it (rounding to nearest
// even, saturating above 114688, NaN for what it cannot hold), a round
// trip through memory, ftoi from it.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f8E5M3FNU>>) {
    %x = constant <f32: [1.0, 1.0625, 3.0e-6, 200000.0, -2.0, 0x7FC00000, -0.0, 0.3]> : tile<8xf32>
    %e = ftof %x : tile<8xf32> -> tile<8xf8E5M3FNU>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf8E5M3FNU, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<8xf8E5M3FNU, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %s = store_view_tko weak %e, %pv[%c0] : tile<8xf8E5M3FNU>, partition_view<tile=(8), tensor_view<8xf8E5M3FNU, strides=[1]>>, tile<i32> -> token
    %t, %tok = load_view_tko weak %pv[%c0] token = %s : partition_view<tile=(8), tensor_view<8xf8E5M3FNU, strides=[1]>>, tile<i32> -> tile<8xf8E5M3FNU>, token
    %f = ftof %t : tile<8xf8E5M3FNU> -> tile<8xf64>
    %t1 = print_tko "values: %.9g\n", %f token = %tok : tile<8xf64> -> token
    %b = bitcast %t : tile<8xf8E5M3FNU> -> tile<8xi8>
    %t2 = print_tko "bits: %d\n", %b token = %t1 : tile<8xi8> -> token
    %u = ftoi %t unsigned : tile<8xf8E5M3FNU> -> tile<8xi32>
    %t3 = print_tko "ftoi: %d\n", %u token = %t2 : tile<8xi32> -> token
    return
  }
}
