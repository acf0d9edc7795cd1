// bf16 arithmetic whose results are subnormal: the GPU keeps them (add.rn
// and cvt.rn to bf16 do not flush), and so must the simulator, whatever
// conversion instructions its host has.
cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: [1.0e-39, -3.0e-40, 9.2e-41, 2.0e-39]> : tile<4xf32>
    %b = ftof %x : tile<4xf32> -> tile<4xbf16>
    %s = addf %b, %b : tile<4xbf16>
    %h = constant <bf16: 0.5> : tile<4xbf16>
    %m = mulf %s, %h : tile<4xbf16>
    %d = ftof %s : tile<4xbf16> -> tile<4xf32>
    %e = ftof %m : tile<4xbf16> -> tile<4xf32>
    %t = print_tko "sum=%.9g half=%.9g\n", %d, %e : tile<4xf32>, tile<4xf32> -> token
    return
  }
}
