// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(tileir-cpu-stack-tile-buffers))' | FileCheck %s
// RUN: tile-opt %s --pass-pipeline='builtin.module(func.func(tileir-cpu-stack-tile-buffers{max-total-bytes=2048}))' | FileCheck %s --check-prefix=TOTAL

// Static allocs of at most 2 KiB outside loops (in the body or an if)
// become stack buffers of the entry block with their alignment; one inside
// a loop, one of 32 KiB and one of a dynamic shape stay allocs.
// CHECK-LABEL: func.func @buffers
// CHECK-DAG: %[[A:.*]] = memref.alloca() {alignment = 64 : i64} : memref<8x64xf32>
// CHECK-DAG: %[[B:.*]] = memref.alloca() : memref<16xi32>
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: memref.alloc() : memref<8192xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<8x64xf32>)
// CHECK: scf.if
// CHECK: linalg.fill ins(%{{.*}} : i32) outs(%[[B]] : memref<16xi32>)
// CHECK: scf.for
// CHECK: memref.alloc() : memref<4xf32>
// With at most 2 KiB in all, the first (2 KiB) fills it and the second
// (64 B) stays an alloc.
// TOTAL-LABEL: func.func @buffers
// TOTAL: memref.alloca() {alignment = 64 : i64} : memref<8x64xf32>
// TOTAL-NOT: memref.alloca
// TOTAL: memref.alloc() : memref<16xi32>
func.func @buffers(%n: index, %p: i1, %f: f32, %i: i32) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<8x64xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  %big = memref.alloc() : memref<8192xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<8x64xf32>)
  scf.if %p {
    %b = memref.alloc() : memref<16xi32>
    linalg.fill ins(%i : i32) outs(%b : memref<16xi32>)
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %l = memref.alloc() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%l : memref<4xf32>)
  }
  return
}

// In a kernel that reduces (marked by the lowering), buffers up to 16 KiB
// move too; elsewhere one of 4 KiB stays an alloc.
// CHECK-LABEL: func.func @row_kernel
// CHECK: memref.alloca() : memref<1024xf32>
// CHECK-LABEL: func.func @other_kernel
// CHECK: memref.alloc() : memref<1024xf32>
func.func @row_kernel(%f: f32) attributes {tileir.cpu_reduces} {
  %a = memref.alloc() : memref<1024xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<1024xf32>)
  return
}
func.func @other_kernel(%f: f32) {
  %a = memref.alloc() : memref<1024xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<1024xf32>)
  return
}
