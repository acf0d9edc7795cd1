// The 13.1 draft spelling `constant dense<0> : tile<i32>` is read exactly
// for every element type, including i64 values beyond 2^53 (the literal is
// kept as text until the element type after it is known).
// RUN: tile-opt --no-implicit-module %s | FileCheck %s --strict-whitespace

// CHECK: {{^}}    %cst_0_i32 = constant <i32: 0> : tile<i32>{{$}}
// CHECK: {{^}}    %cst_i64 = constant <i64: [9007199254740993, -1]> : tile<2xi64>{{$}}
cuda_tile.module @m {
  entry @k() {
    %0 = constant dense<0> : tile<i32>
    %1 = constant dense<[9007199254740993, -1]> : tile<2xi64>
  }
}
