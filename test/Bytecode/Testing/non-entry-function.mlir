// Functions other than entries (testing$func) are self-contained, but only
// entries have a bytecode form (NVIDIA's reader refuses the rest).
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -verify-diagnostics %s -o /dev/null

cuda_tile.module @m {
  // expected-error @below {{operation 'cuda_tile.testing$func' cannot be written to bytecode: only entry functions can (readers refuse other functions)}}
  testing$func @f(%a: tile<i32>) -> tile<i32> {
    return %a : tile<i32>
  }
}
