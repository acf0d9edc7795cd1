// The conversions of ftoi-saturating.mlir, stored: the compiled CPU path
// (which has no print_tko) against the interpreter and gpu-sim, by cmp.
cuda_tile.module @m {
  entry @k(%zin: tile<ptr<f32>>, %o0: tile<ptr<i8>>, %o1: tile<ptr<i8>>, %o2: tile<ptr<i8>>, %o3: tile<ptr<i16>>, %o4: tile<ptr<i32>>, %o5: tile<ptr<i32>>, %o6: tile<ptr<i32>>, %o7: tile<ptr<i32>>, %o8: tile<ptr<i64>>, %o9: tile<ptr<i64>>, %o10: tile<ptr<i8>>, %o11: tile<ptr<i8>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %zv = make_tensor_view %zin, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %zp = make_partition_view %zv : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %z, %t0 = load_view_tko weak %zp[%c0] token = %tok : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    // NaN, +-inf, past i32/u32, past every width, around the i8/u8 bounds,
    // small negatives, and the largest f32 below 2^31.
    %c = constant <f32: [0x7FC00000, 0x7F800000, 0xFF800000, 3.0e9, -3.0e9, 1.0e20, -1.0e20, 127.9, 128.5, -128.9, -129.5, 255.9, 256.0, -0.9, -1.5, 2147483520.0]> : tile<16xf32>
    %x = addf %z, %c : tile<16xf32>
    // NaN, 2^63 and 2^64 neighbourhoods, +-0.5, +-1e300, +-inf, +-1.5.
    %big = constant <f64: [0x7FF8000000000000, 9.3e18, -9.3e18, 1.8e19, 1.9e19, 9223372036854774784.0, -9223372036854775808.0, 18446744073709549568.0, 0.5, -0.5, 1.0e300, -1.0e300, 0x7FF0000000000000, 0xFFF0000000000000, 1.5, -1.5]> : tile<16xf64>
    %zd = ftof %z : tile<16xf32> -> tile<16xf64>
    %yd = addf %zd, %big : tile<16xf64>
    %h = ftof %x : tile<16xf32> -> tile<16xf16>
    %s8 = ftoi %x signed saturating : tile<16xf32> -> tile<16xi8>
    %p8 = ftoi %x signed : tile<16xf32> -> tile<16xi8>
    %u8 = ftoi %x unsigned saturating : tile<16xf32> -> tile<16xi8>
    %s16 = ftoi %x signed saturating : tile<16xf32> -> tile<16xi16>
    %s32 = ftoi %x signed saturating : tile<16xf32> -> tile<16xi32>
    %u32 = ftoi %x unsigned saturating : tile<16xf32> -> tile<16xi32>
    %s1 = ftoi %x signed saturating : tile<16xf32> -> tile<16xi1>
    %s1i = exti %s1 signed : tile<16xi1> -> tile<16xi32>
    %u1 = ftoi %x unsigned saturating : tile<16xf32> -> tile<16xi1>
    %u1i = exti %u1 unsigned : tile<16xi1> -> tile<16xi32>
    %s64 = ftoi %yd signed saturating : tile<16xf64> -> tile<16xi64>
    %u64 = ftoi %yd unsigned saturating : tile<16xf64> -> tile<16xi64>
    %hu8 = ftoi %h unsigned saturating : tile<16xf16> -> tile<16xi8>
    %hs8 = ftoi %h signed saturating : tile<16xf16> -> tile<16xi8>
    %v0 = make_tensor_view %o0, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %st0 = store_view_tko weak %s8, %w0[%c0] token = %t0 : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    %v1 = make_tensor_view %o1, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %st1 = store_view_tko weak %p8, %w1[%c0] token = %st0 : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    %v2 = make_tensor_view %o2, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %w2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %st2 = store_view_tko weak %u8, %w2[%c0] token = %st1 : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    %v3 = make_tensor_view %o3, shape = [16], strides = [1] : tensor_view<16xi16, strides=[1]>
    %w3 = make_partition_view %v3 : partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>
    %st3 = store_view_tko weak %s16, %w3[%c0] token = %st2 : tile<16xi16>, partition_view<tile=(16), tensor_view<16xi16, strides=[1]>>, tile<i32> -> token
    %v4 = make_tensor_view %o4, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %w4 = make_partition_view %v4 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %st4 = store_view_tko weak %s32, %w4[%c0] token = %st3 : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    %v5 = make_tensor_view %o5, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %w5 = make_partition_view %v5 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %st5 = store_view_tko weak %u32, %w5[%c0] token = %st4 : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    %v6 = make_tensor_view %o6, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %w6 = make_partition_view %v6 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %st6 = store_view_tko weak %s1i, %w6[%c0] token = %st5 : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    %v7 = make_tensor_view %o7, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %w7 = make_partition_view %v7 : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %st7 = store_view_tko weak %u1i, %w7[%c0] token = %st6 : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    %v8 = make_tensor_view %o8, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %w8 = make_partition_view %v8 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %st8 = store_view_tko weak %s64, %w8[%c0] token = %st7 : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    %v9 = make_tensor_view %o9, shape = [16], strides = [1] : tensor_view<16xi64, strides=[1]>
    %w9 = make_partition_view %v9 : partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>
    %st9 = store_view_tko weak %u64, %w9[%c0] token = %st8 : tile<16xi64>, partition_view<tile=(16), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
    %v10 = make_tensor_view %o10, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %w10 = make_partition_view %v10 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %st10 = store_view_tko weak %hu8, %w10[%c0] token = %st9 : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    %v11 = make_tensor_view %o11, shape = [16], strides = [1] : tensor_view<16xi8, strides=[1]>
    %w11 = make_partition_view %v11 : partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>
    %st11 = store_view_tko weak %hs8, %w11[%c0] token = %st10 : tile<16xi8>, partition_view<tile=(16), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
