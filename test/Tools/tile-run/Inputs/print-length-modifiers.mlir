// printf length modifiers (%lld, %llu, %hd, %lf) format the element by its
// own width, as C would with the matching argument.
cuda_tile.module @m {
  entry @k() {
    %big = constant <i64: -5000000000> : tile<i64>
    %u = constant <i64: -1> : tile<i64>
    %s = constant <i16: -7> : tile<i16>
    %f = constant <f32: 1.5> : tile<f32>
    %t = print_tko "lld=%lld llu=%llu hd=%hd lf=%lf\n", %big, %u, %s, %f : tile<i64>, tile<i64>, tile<i16>, tile<f32> -> token
    return
  }
}
