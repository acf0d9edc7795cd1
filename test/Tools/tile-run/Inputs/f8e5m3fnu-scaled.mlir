// f8E5M3FNU (13.4) as the block scale of mmaf_scaled over f4E2M1FN, in
// blocks of 16 (the second rhs scale, 3e-5, becomes the subnormal
// 4 * 2^-17).
cuda_tile.module @m {
  entry @scaled() {
    %a = constant <f4E2M1FN: 1.0> : tile<2x32xf4E2M1FN>
    %b = constant <f4E2M1FN: 0.5> : tile<32x2xf4E2M1FN>
    %acc = constant <f32: 0.0> : tile<2x2xf32>
    %sa32 = constant <f32: [[0.25, 2.0], [1.0, 0.375]]> : tile<2x2xf32>
    %sb32 = constant <f32: [[1.0, 4.0], [0.5, 3.0e-5]]> : tile<2x2xf32>
    %sa = ftof %sa32 : tile<2x2xf32> -> tile<2x2xf8E5M3FNU>
    %sb = ftof %sb32 : tile<2x2xf32> -> tile<2x2xf8E5M3FNU>
    %r = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<2x32xf4E2M1FN>, tile<32x2xf4E2M1FN>, tile<2x2xf32>, tile<2x2xf8E5M3FNU>, tile<2x2xf8E5M3FNU>
    %t = print_tko "scaled: %.9g\n", %r : tile<2x2xf32> -> token
    return
  }
}
