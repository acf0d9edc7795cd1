// ftoi with 13.4's `saturating` flag on out-of-range values, infinities and
// NaN (and plain ftoi, which clamps the same way), printed. The values are
// constants plus a loaded zero tile so that no path can fold them away.
// ftoi-saturating-store.mlir stores the same conversions for cmp.
cuda_tile.module @m {
  entry @k(%zin: tile<ptr<f32>>) {
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
    %pr0 = print_tko "s8 sat: %d\n", %s8 token = %t0 : tile<16xi8> -> token
    %pr1 = print_tko "s8 plain: %d\n", %p8 token = %pr0 : tile<16xi8> -> token
    %pr2 = print_tko "u8 sat: %u\n", %u8 token = %pr1 : tile<16xi8> -> token
    %pr3 = print_tko "s16 sat: %d\n", %s16 token = %pr2 : tile<16xi16> -> token
    %pr4 = print_tko "s32 sat: %d\n", %s32 token = %pr3 : tile<16xi32> -> token
    %pr5 = print_tko "u32 sat: %u\n", %u32 token = %pr4 : tile<16xi32> -> token
    %pr6 = print_tko "s1 sat: %d\n", %s1i token = %pr5 : tile<16xi32> -> token
    %pr7 = print_tko "u1 sat: %d\n", %u1i token = %pr6 : tile<16xi32> -> token
    %pr8 = print_tko "s64 sat: %d\n", %s64 token = %pr7 : tile<16xi64> -> token
    %pr9 = print_tko "u64 sat: %u\n", %u64 token = %pr8 : tile<16xi64> -> token
    %pr10 = print_tko "f16 u8 sat: %u\n", %hu8 token = %pr9 : tile<16xi8> -> token
    %pr11 = print_tko "f16 s8 sat: %d\n", %hs8 token = %pr10 : tile<16xi8> -> token
    return
  }
}
