// sqrt at each rounding mode, in f16, bf16, f32 and f64: the directed modes
// must land on the neighbour in their direction of the exact root. Every
// executor prints the same line.
cuda_tile.module @m {
  entry @k() {
    %h = constant <f16: 999.0> : tile<f16>
    %h_rd = sqrt %h rounding<negative_inf> : tile<f16>
    %h_ru = sqrt %h rounding<positive_inf> : tile<f16>
    %h_rn = sqrt %h : tile<f16>
    %b = constant <bf16: 0.01007080078125> : tile<bf16>
    %b_rz = sqrt %b rounding<zero> : tile<bf16>
    %b_ru = sqrt %b rounding<positive_inf> : tile<bf16>
    %two = constant <f32: 2.0> : tile<f32>
    %f_rz = sqrt %two rounding<zero> : tile<f32>
    %f_ru = sqrt %two rounding<positive_inf> : tile<f32>
    %f_rn = sqrt %two : tile<f32>
    %tiny = constant <f32: 1.0e-40> : tile<f32>
    %f_ftz = sqrt %tiny rounding<positive_inf> flush_to_zero : tile<f32>
    %max = constant <f64: 1.7976931348623157e308> : tile<f64>
    %d_ru = sqrt %max rounding<positive_inf> : tile<f64>
    %d_rd = sqrt %max rounding<negative_inf> : tile<f64>
    %t0 = print_tko "f16 rd=%.9e ru=%.9e rn=%.9e bf16 rz=%.9e ru=%.9e\n", %h_rd, %h_ru, %h_rn, %b_rz, %b_ru : tile<f16>, tile<f16>, tile<f16>, tile<bf16>, tile<bf16> -> token
    %t1 = print_tko "f32 rz=%.9e ru=%.9e rn=%.9e ftz=%.9e f64 ru=%.17e rd=%.17e\n", %f_rz, %f_ru, %f_rn, %f_ftz, %d_ru, %d_rd : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f64>, tile<f64> -> token
    return
  }
}
