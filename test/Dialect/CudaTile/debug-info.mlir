// Debug-info attributes: the scopes of the bytecode debug section (file,
// compile unit, subprogram, lexical block) and di_loc, an op location that
// names its scope. They print with #di_* aliases; the default printing
// (without -mlir-print-debuginfo) does not show them. Invalid uses are in
// invalid-debug-info.mlir.

// RUN: tile-opt --no-implicit-module -mlir-print-debuginfo %s | FileCheck %s
// RUN: tile-opt --no-implicit-module -mlir-print-debuginfo %s | tile-opt --no-implicit-module -mlir-print-debuginfo | FileCheck %s
// RUN: tile-opt --no-implicit-module %s | FileCheck %s --check-prefix=NODEBUG

#file = #cuda_tile.di_file<"kernel.py" in "src/kernels">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "kernel", linkageName = "kernel_f32", compileUnit = #cu, scopeLine = 3>
#inl = #cuda_tile.di_subprogram<file = #file, line = 20, name = "helper", linkageName = "helper@kernel:20", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 5, column = 4>
#inner = #cuda_tile.di_lexical_block<scope = #block, file = #file, line = 6>
cuda_tile.module @m {
  entry @kernel_f32() {
    %0 = make_token : token loc(#cuda_tile.di_loc<loc("src/kernels/kernel.py":4:8) in #sp>)
    %1 = make_token : token loc(#cuda_tile.di_loc<loc("src/kernels/kernel.py":5:9) in #block>)
    %2 = make_token : token loc(#cuda_tile.di_loc<loc("src/kernels/kernel.py":6:1) in #inner>)
    %3 = make_token : token loc(callsite(#cuda_tile.di_loc<loc("src/kernels/kernel.py":21:4) in #inl> at #cuda_tile.di_loc<loc("src/kernels/kernel.py":7:2) in #sp>))
    return loc(unknown)
  } loc(#cuda_tile.di_loc<loc("src/kernels/kernel.py":3:0) in #sp>)
}

// CHECK-LABEL: cuda_tile.module @m {
// CHECK:       make_token : token loc(#[[L0:loc[0-9]*]])
// CHECK-NEXT:  make_token : token loc(#[[L1:loc[0-9]*]])
// CHECK-NEXT:  make_token : token loc(#[[L2:loc[0-9]*]])
// CHECK-NEXT:  make_token : token loc(#[[L3:loc[0-9]*]])
// CHECK:       } loc(#[[LF:loc[0-9]*]])
// CHECK-DAG:   #di_file = #cuda_tile.di_file<"kernel.py" in "src/kernels">
// CHECK-DAG:   #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-DAG:   #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 3, name = "kernel", linkageName = "kernel_f32", compileUnit = #di_compile_unit, scopeLine = 3>
// Absent optional fields (scopeLine, column) are not printed.
// CHECK-DAG:   #di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 20, name = "helper", linkageName = "helper@kernel:20", compileUnit = #di_compile_unit>
// CHECK-DAG:   #di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 5, column = 4>
// CHECK-DAG:   #di_lexical_block1 = #cuda_tile.di_lexical_block<scope = #di_lexical_block, file = #di_file, line = 6>
// The source position of a di_loc is a location alias of its own, shared
// by every di_loc at that position.
// CHECK-DAG:   #[[P0:loc[0-9]*]] = loc("src/kernels/kernel.py":4:8)
// CHECK-DAG:   #[[P1:loc[0-9]*]] = loc("src/kernels/kernel.py":5:9)
// CHECK-DAG:   #[[P2:loc[0-9]*]] = loc("src/kernels/kernel.py":6:1)
// CHECK-DAG:   #[[PF:loc[0-9]*]] = loc("src/kernels/kernel.py":3:0)
// CHECK-DAG:   #[[PI:loc[0-9]*]] = loc("src/kernels/kernel.py":21:4)
// CHECK-DAG:   #[[L0]] = #cuda_tile.di_loc<#[[P0]] in #di_subprogram>
// CHECK-DAG:   #[[L1]] = #cuda_tile.di_loc<#[[P1]] in #di_lexical_block>
// CHECK-DAG:   #[[L2]] = #cuda_tile.di_loc<#[[P2]] in #di_lexical_block1>
// CHECK-DAG:   #[[L3]] = loc(callsite(#{{loc[0-9]*}} at #{{loc[0-9]*}}))
// CHECK-DAG:   #[[LF]] = #cuda_tile.di_loc<#[[PF]] in #di_subprogram>
// CHECK-DAG:   = #cuda_tile.di_loc<#[[PI]] in #di_subprogram1>

// NODEBUG-LABEL: cuda_tile.module @m {
// NODEBUG-NEXT:    entry @kernel_f32() {
// NODEBUG-NEXT:      %0 = make_token : token
// NODEBUG-NOT:     loc(
// NODEBUG-NOT:     #di_

