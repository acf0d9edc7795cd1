// Bytecode 13.5: the default version for writing. Its changes to existing
// records (docs/design/bytecode-format.md §17.5): di_subprogram ends with a
// flags word (written 0) and each function entry carries an argument
// attribute array after its hints (written as the count 0 here).
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc %s -o %t.default.bc
// RUN: od -An -tx1 -j8 -N4 %t.default.bc | FileCheck %s --check-prefix=HEADER
// HEADER: 0d 05 00 00
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.5 %s -o %t.135.bc
// RUN: cmp %t.default.bc %t.135.bc
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %t.135.bc | FileCheck %s
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.134.bc
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %t.134.bc | FileCheck %s
// The entry (flags 06: entry with hints, debug slot 1, the hints attribute
// 0b ...) gains the argument attribute count 0 before its body size (06);
// the subprogram (file #1, line 3, name and linkage name string #2, unit
// #2, scope line 3) gains the flags 0.
// RUN: od -An -tx1 -v -w100000 %t.135.bc | FileCheck %s --check-prefix=BYTES135
// BYTES135: 06 01 0b 01 03 0a 01 04 01 01 02 00 06 10
// BYTES135: 05 01 03 02 02 02 03 00 04 03
// RUN: od -An -tx1 -v -w100000 %t.134.bc | FileCheck %s --check-prefix=BYTES134
// BYTES134: 06 01 0b 01 03 0a 01 04 01 01 02 06 10
// BYTES134: 05 01 03 02 02 02 03 04 03

// CHECK-LABEL: entry @k() optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
// CHECK: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 3, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 3>
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 3>
#l1 = loc("k.py":3:1)
#l2 = loc("k.py":4:5)
#f = #cuda_tile.di_loc<#l1 in #sp>
#a = #cuda_tile.di_loc<#l2 in #sp>
cuda_tile.module @m {
  entry @k() optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
    %0 = constant <i32: 1> : tile<i32> loc(#a)
    return loc(#a)
  } loc(#f)
}
