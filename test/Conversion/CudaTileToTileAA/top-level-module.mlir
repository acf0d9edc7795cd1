// A top-level cuda_tile.module, as NVIDIA's tools print every file, lowers
// in place: it stays as the container (a pass cannot replace the op it runs
// on) and carries the target; its kernels become nv_tileaa functions. The
// LLVM lowering, whose result is one builtin.module, takes it from there
// when the file is read normally and refuses the top-level form.

// RUN: tile-opt --no-implicit-module --convert-cuda-tile-to-tileaa=compute-capability=sm_90 %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --convert-cuda-tile-to-tileaa=compute-capability=sm_90 %s | tile-opt --convert-tileaa-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: tile-opt --no-implicit-module --convert-cuda-tile-to-tileaa=compute-capability=sm_90 %s | not tile-opt --no-implicit-module --convert-tileaa-to-llvm 2>&1 | FileCheck %s --check-prefix=REFUSED

// CHECK: cuda_tile.module @m attributes {nv_tileaa.compute_capability = 90 : i32} {
// CHECK-NEXT: nv_tileaa.func @k(%{{.*}}: !llvm.ptr, %{{.*}}: i32) attributes {kernel}
// CHECK-NOT: cuda_tile.entry

// LLVM: llvm.func @k(
// LLVM-SAME: nvvm.kernel

// REFUSED: error: convert-tileaa-to-llvm runs on a builtin.module, not on 'cuda_tile.module' (read the input without --no-implicit-module)

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    %ptrs = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %vals = reshape %v : tile<i32> -> tile<1xi32>
    %t = store_ptr_tko weak %ptrs, %vals : tile<1xptr<i32>>, tile<1xi32> -> token
    return
  }
}
