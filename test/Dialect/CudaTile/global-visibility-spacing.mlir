// The visibility keyword of a global is optional: omitted (public) or
// printed, one space separates it from its neighbours. NVIDIA's printer
// writes `global  @g` and `global private  @g` with two; both spellings
// parse here and there. Checked with strict whitespace.
// RUN: tile-opt --no-implicit-module %s | FileCheck %s --strict-whitespace

// CHECK: {{^}}  global @g <i32: 0> : tile<1xi32>{{$}}
// CHECK: {{^}}  global constant @c <i32: 0> : tile<1xi32>{{$}}
// CHECK: {{^}}  global private @p <i32: 1> : tile<1xi32>{{$}}
// CHECK: {{^}}  global private constant @pc alignment = 16 <i32: 1> : tile<1xi32>{{$}}
// CHECK: {{^}}  global private @q <i32: 2> : tile<1xi32>{{$}}
cuda_tile.module @m {
  global @g <i32: 0> : tile<1xi32>
  global constant @c <i32: 0> : tile<1xi32>
  global private @p <i32: 1> : tile<1xi32>
  global private constant @pc alignment = 16 <i32: 1> : tile<1xi32>
  global  private  @q <i32: 2> : tile<1xi32>
}
