cuda_tile.module @m {
  entry @k() {
    %0 = bogus
    return
  }
}
