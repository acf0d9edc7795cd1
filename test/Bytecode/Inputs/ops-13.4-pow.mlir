// pow and fpowf: one operation under two names (by ops-13.4.mlir).
cuda_tile.module @m {
  entry @e() {
    %x = constant <f32: 2.0> : tile<4xf32>
    %0 = pow %x, %x : tile<4xf32>
    %1 = fpowf %0, %x : tile<4xf32>
    return
  }
}
