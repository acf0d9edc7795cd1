// Two chained bf16 products, O = bf16(A B) D, one 64x64 tile each: on
// sm_90a the second product reads its lhs from registers (wgmma's register
// operand A, tileas-accelerate-matmul), as attention's P V does.
cuda_tile.module @chain {
  entry @chained_bf16(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %d: tile<ptr<bf16>>, %o: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %av = make_tensor_view %a, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %dv = make_tensor_view %d, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %ov = make_tensor_view %o, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %dp = make_partition_view %dv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %op = make_partition_view %ov : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %at, %t0 = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
    %bt, %t1 = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
    %dt, %t2 = load_view_tko weak %dp[%c0, %c0] token = %tok : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
    %s = mmaf %at, %bt, %zero : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
    %p = ftof %s : tile<64x64xf32> -> tile<64x64xbf16>
    %r = mmaf %p, %dt, %zero : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
    %t3 = store_view_tko weak %r, %op[%c0, %c0] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
