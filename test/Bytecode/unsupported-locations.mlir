// Name, fused and opaque locations have no bytecode form: the writer
// refuses them (NVIDIA's wording), also inside call sites and on functions.
// The error is reported at the refused location itself, so FileCheck (not
// -verify-diagnostics) checks it.
// RUN: not tile-translate --no-implicit-module -mlir-to-cudatilebc -split-input-file %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: name.py:1:1: error: unsupported location, got NameLoc, expected DILocAttr or CallSiteLoc
cuda_tile.module @m {
  entry @e() {
    %0 = constant <i32: 1> : tile<i32> loc("x"("name.py":1:1))
    return
  }
}

// -----

// CHECK: fused.py:1:1: error: unsupported location, got FusedLoc, expected DILocAttr or CallSiteLoc
cuda_tile.module @m {
  entry @e() {
    %0 = constant <i32: 1> : tile<i32> loc(fused["fused.py":1:1, "fused.py":2:1])
    return
  }
}

// -----

// CHECK: error: unsupported location, got NameLoc, expected DILocAttr or CallSiteLoc
cuda_tile.module @m {
  entry @e() {
    %0 = constant <i32: 1> : tile<i32> loc(callsite("callee.py":1:1 at "y"("caller.py":2:1)))
    return
  }
}

// -----

// CHECK: func.py:3:1: error: unsupported location, got FusedLoc, expected DILocAttr or CallSiteLoc
cuda_tile.module @m {
  entry @e() {
    return
  } loc(fused["func.py":3:1, "func.py":4:1])
}
