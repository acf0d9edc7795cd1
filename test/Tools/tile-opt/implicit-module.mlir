// Without --no-implicit-module the kernel module is wrapped in a builtin
// module, as mlir-opt does; with it, it prints as NVIDIA's tools print it.
// RUN: tile-opt %s | FileCheck %s --check-prefix=WRAPPED
// RUN: tile-opt --no-implicit-module %s | FileCheck %s --check-prefix=BARE
// WRAPPED: {{^}}module {
// WRAPPED-NEXT: {{^}}  cuda_tile.module @m {
// BARE-NOT: {{^}}module
// BARE: {{^}}cuda_tile.module @m {
// BARE-NEXT: {{^}}  entry @k() {
// BARE-NEXT: {{^}}    return
cuda_tile.module @m {
  entry @k() {
  }
}
