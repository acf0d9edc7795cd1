// NVIDIA's printSymbolVisibility writes `private ` (with a trailing space)
// and the declarative printer then adds its own space before the next
// element, so a private global prints with two spaces after `private`; ours
// does the same.
// RUN: tile-opt --no-implicit-module %s | FileCheck %s --strict-whitespace

// CHECK: {{^}}  global private  @p <i32: 1> : tile<1xi32>{{$}}
// CHECK: {{^}}  global private  constant @pc alignment = 16 <i32: 1> : tile<1xi32>{{$}}
cuda_tile.module @m {
  global private @p <i32: 1> : tile<1xi32>
  global private constant @pc alignment = 16 <i32: 1> : tile<1xi32>
}
