// The 13.1 draft spelling `constant dense<0> : tile<i32>` must be read for
// integer tiles too. parseTileConstant (CudaTileAsm.cpp) reads the literal
// as f64 before it knows the element type, so an integer literal is refused
// ("unexpected decimal integer literal for a floating point value") and
// large i64 values would lose precision.
// XFAIL: *
// RUN: tile-opt --no-implicit-module %s | FileCheck %s --strict-whitespace

// CHECK: {{^}}    %cst_0_i32 = constant <i32: 0> : tile<i32>{{$}}
// CHECK: {{^}}    %cst_i64 = constant <i64: [9007199254740993, -1]> : tile<2xi64>{{$}}
cuda_tile.module @m {
  entry @k() {
    %0 = constant dense<0> : tile<i32>
    %1 = constant dense<[9007199254740993, -1]> : tile<2xi64>
  }
}
