// Conversions to the f8E8M0FNU block-scale type round toward zero (down, as
// all its values are positive) or toward +inf, as the op asks: 3.0 lies
// between the scales 2 and 4, 0.3 between 0.25 and 0.5.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: [3.0, 0.3, 4.0, 1.0e-40]> : tile<4xf32>
    %down = ftof %x rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %up = ftof %x rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %d = ftof %down : tile<4xf8E8M0FNU> -> tile<4xf32>
    %u = ftof %up : tile<4xf8E8M0FNU> -> tile<4xf32>
    %t = print_tko "down=%g up=%g\n", %d, %u : tile<4xf32>, tile<4xf32> -> token
    return
  }
}
