// flush_to_zero and directed rounding on run-time values (the compiler
// cannot fold them): subnormal operands and results flush to a zero of
// their sign, the rounding mode still applies, and max/min order -0 below
// +0. Every executor prints the same line.
cuda_tile.module @m {
  entry @k(%sub: tile<f32>, %one: tile<f32>, %tiny: tile<f32>, %big: tile<f32>, %zero: tile<f32>) {
    %add = addf %sub, %sub flush_to_zero : tile<f32>
    %addrz = addf %one, %tiny rounding<zero> flush_to_zero : tile<f32>
    %subrm = subf %tiny, %one rounding<negative_inf> flush_to_zero : tile<f32>
    %mulru = mulf %one, %tiny rounding<positive_inf> flush_to_zero : tile<f32>
    %div = divf %one, %big flush_to_zero : tile<f32>
    %divrd = divf %one, %big rounding<negative_inf> flush_to_zero : tile<f32>
    %fma = fma %sub, %one, %zero rounding<positive_inf> flush_to_zero : tile<f32>
    %neg = negf %sub : tile<f32>
    %max = maxf %neg, %zero flush_to_zero : tile<f32>
    %maxn = maxf %neg, %zero propagate_nan flush_to_zero : tile<f32>
    %min = minf %zero, %neg flush_to_zero : tile<f32>
    %t0 = print_tko "add=%a addrz=%a subrm=%a mulru=%a div=%a divrd=%a fma=%a\n", %add, %addrz, %subrm, %mulru, %div, %divrd, %fma : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
    %t1 = print_tko "max=%a maxn=%a min=%a\n", %max, %maxn, %min : tile<f32>, tile<f32>, tile<f32> -> token
    return
  }
}
