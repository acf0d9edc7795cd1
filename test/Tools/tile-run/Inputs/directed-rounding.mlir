// Directed rounding where the operation is not exact in double: a tiny
// addend must still move the result one ulp up (or stay below for toward
// zero), in f32 and in f64, for addf and for fma.
cuda_tile.module @m {
  entry @k() {
    %one = constant <f32: 1.0> : tile<f32>
    %tiny = constant <f32: 1.0e-30> : tile<f32>
    %up = addf %one, %tiny rounding<positive_inf> : tile<f32>
    %near = addf %one, %tiny rounding<nearest_even> : tile<f32>
    %m1 = constant <f32: -1.0> : tile<f32>
    %down = fma %m1, %tiny, %one rounding<zero> : tile<f32>
    %one64 = constant <f64: 1.0> : tile<f64>
    %tiny64 = constant <f64: 1.0e-300> : tile<f64>
    %up64 = addf %one64, %tiny64 rounding<positive_inf> : tile<f64>
    %t = print_tko "f32 up=%.9e near=%.9e fma_rz=%.9e f64 up=%.17e\n", %up, %near, %down, %up64 : tile<f32>, tile<f32>, tile<f32>, tile<f64> -> token
    return
  }
}
