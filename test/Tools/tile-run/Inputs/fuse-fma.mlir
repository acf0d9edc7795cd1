// a * a - b with a = 1 + 2^-12 and b = 1 + 2^-11: the exact value is 2^-24.
// Rounded on its own, the product a * a = 1 + 2^-11 + 2^-24 loses its last
// term (a tie to even in f32), so the unfused result is 0; one fma keeps it.
cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.000244140625> : tile<f32>
    %b = constant <f32: 1.00048828125> : tile<f32>
    %p = mulf %a, %a : tile<f32>
    %d = subf %p, %b : tile<f32>
    %t = print_tko "%.9e\n", %d : tile<f32> -> token
    return
  }
}
