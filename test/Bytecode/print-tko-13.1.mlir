// 13.1 had `print` without the token operand and result that 13.2 gave it
// as `print_tko` (same opcode). Writing print_tko as 13.1 drops the result
// while it is unused, and reading a 13.1 file gives print_tko back, its
// result unnumbered so the values after it keep their numbers.
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.1 %s -o %t.13_1.bc
// RUN: od -An -tx1 -j8 -N2 %t.13_1.bc | FileCheck %s --check-prefix=HEADER
// RUN: tile-translate -cudatilebc-to-mlir %t.13_1.bc | FileCheck %s
// The legacy `print` op is written with the same bytes.
// RUN: sed -e 's/[%][a-z]* = print_tko \(.*\) -> token$/print \1/' %s > %t.legacy.mlir
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.1 %t.legacy.mlir -o %t.legacy.bc
// RUN: cmp %t.13_1.bc %t.legacy.bc
// 13.2 and newer keep the token.
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.2 %s -o %t.13_2.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.13_2.bc | FileCheck %s

// HEADER: 0d 01

// CHECK-LABEL: entry @e
// CHECK: %[[A:.*]] = constant <i32: 7>
// CHECK: print_tko "a=%d\0A", %[[A]] : tile<i32> -> token
// CHECK: %[[B:.*]] = addi %[[A]], %[[A]]
// CHECK: print_tko "b=%d\0A", %[[B]] : tile<i32> -> token
// CHECK: %[[R:.*]], %{{.*}} = atomic_rmw_tko relaxed device %arg0, add, %[[B]]
// CHECK: %[[C:.*]] = muli %[[R]], %[[B]]
// CHECK: print_tko "c=%d\0A", %[[C]] : tile<i32> -> token
// CHECK: print_tko "done" -> token
cuda_tile.module @m {
  entry @e(%p: tile<ptr<i32>>) {
    %a = constant <i32: 7> : tile<i32>
    %t = print_tko "a=%d\n", %a : tile<i32> -> token
    %b = addi %a, %a : tile<i32>
    %u = print_tko "b=%d\n", %b : tile<i32> -> token
    %r, %t2 = atomic_rmw_tko relaxed device %p, add, %b : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %c = muli %r, %b : tile<i32>
    %v = print_tko "c=%d\n", %c : tile<i32> -> token
    %w = print_tko "done" -> token
    return
  }
}
