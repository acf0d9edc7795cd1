// The writer takes only self-contained modules: entries and globals at the
// top, and nothing but cuda_tile ops anywhere. The module gets the one
// error (NVIDIA's wording) and the offending op a remark.
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -allow-unregistered-dialect -split-input-file -verify-diagnostics %s -o /dev/null

// expected-error @below {{only ops from the 'cuda_tile' dialect are allowed}}
cuda_tile.module @m {
  entry @e() {
    // expected-remark @below {{invalid op: other.op}}
    "other.op"() : () -> ()
    return
  }
}

// -----

// expected-error @below {{only function and global ops are allowed in the body}}
cuda_tile.module @m {
  // expected-remark @below {{invalid op: cuda_tile.constant}}
  %0 = constant <i32: 1> : tile<i32>
}
