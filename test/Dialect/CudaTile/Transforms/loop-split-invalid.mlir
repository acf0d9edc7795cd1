// A cuda_tile.loop_split hint must be an integer threshold; anything else
// is reported where it is and the pass fails instead of guessing.

// RUN: tile-opt --no-implicit-module %s --pass-pipeline='cuda_tile.module(cuda_tile.entry(loop-split))' --verify-diagnostics

cuda_tile.module @m {
  entry @bad_hint(%v: tile<i32>, %ub: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    for %iv in (%c0 to %ub, step %c1) : tile<i32> {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      // expected-error @+1 {{'cuda_tile.loop_split' must be an integer threshold, got "often"}}
      if %lt {
        %m = muli %iv, %iv : tile<i32>
      } {cuda_tile.loop_split = "often"}
    }
    return
  }
}
