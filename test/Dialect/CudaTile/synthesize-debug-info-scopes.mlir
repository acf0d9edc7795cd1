// synthesize-debug-info-scopes: each function without a debug scope gets a
// di_subprogram (named after it, at its line) in a compile unit for the
// module's file, and every op a di_loc in it: at the op's own position where
// its location has one, at the function's otherwise.

// RUN: tile-opt %s --split-input-file --mlir-print-debuginfo --pass-pipeline='builtin.module(cuda_tile.module(synthesize-debug-info-scopes))' | FileCheck %s

// Positions found through a name and a call site; an op without one takes
// the kernel's; the compile unit names the module's file.
// CHECK-LABEL: entry @kernel()
// CHECK-NEXT: make_token : token loc(#[[A:loc[0-9]*]])
// CHECK-NEXT: make_token : token loc(#[[B:loc[0-9]*]])
// CHECK-NEXT: make_token : token loc(#[[C:loc[0-9]*]])
// The op without a position shares the kernel's di_loc.
// CHECK: } loc(#[[C]])
// CHECK-DAG: #[[KFILE:di_file[0-9]*]] = #cuda_tile.di_file<"kernel.py" in "src/app">
// CHECK-DAG: #[[MFILE:di_file[0-9]*]] = #cuda_tile.di_file<"main.py" in "src">
// CHECK-DAG: #[[CU:di_compile_unit[0-9]*]] = #cuda_tile.di_compile_unit<file = #[[MFILE]]>
// CHECK-DAG: #[[SP:di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #[[KFILE]], line = 10, name = "kernel", linkageName = "kernel", compileUnit = #[[CU]], scopeLine = 10>
// CHECK-DAG: #[[PF:loc[0-9]*]] = loc("src/app/kernel.py":10:1)
// CHECK-DAG: #[[PA:loc[0-9]*]] = loc("src/app/kernel.py":11:5)
// CHECK-DAG: #[[PB:loc[0-9]*]] = loc("src/app/kernel.py":12:5)
// CHECK-DAG: #[[A]] = #cuda_tile.di_loc<#[[PA]] in #[[SP]]>
// CHECK-DAG: #[[B]] = #cuda_tile.di_loc<#[[PB]] in #[[SP]]>
// CHECK-DAG: #[[C]] = #cuda_tile.di_loc<#[[PF]] in #[[SP]]>
cuda_tile.module @m {
  entry @kernel() {
    %0 = make_token : token loc("x"("src/app/kernel.py":11:5))
    %1 = make_token : token loc(callsite("lib.py":3:1 at "src/app/kernel.py":12:5))
    %2 = make_token : token loc(unknown)
    return loc(unknown)
  } loc("src/app/kernel.py":10:1)
} loc("src/main.py":1:1)

// -----

// Nothing known: line 1 of an "<unknown>" file.
// CHECK-LABEL: entry @anonymous()
// CHECK-DAG: #[[FILE:di_file[0-9]*]] = #cuda_tile.di_file<"<unknown>" in "">
// CHECK-DAG: #cuda_tile.di_subprogram<file = #[[FILE]], line = 1, name = "anonymous", linkageName = "anonymous", compileUnit = #{{.*}}, scopeLine = 1>
cuda_tile.module @m {
  entry @anonymous() {
    return loc(unknown)
  } loc(unknown)
} loc(unknown)

// -----

// A function that already has a scope keeps it, and its ops their locations.
// CHECK-LABEL: entry @scoped()
// CHECK-NEXT: make_token : token loc(#[[OWN:loc[0-9]*]])
// CHECK-DAG: #[[OWN]] = loc("k.py":4:2)
// CHECK-NOT: scopeLine
#file = #cuda_tile.di_file<"k.py" in "">
#unit = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "scoped", linkageName = "scoped", compileUnit = #unit>
cuda_tile.module @m {
  entry @scoped() {
    %0 = make_token : token loc("k.py":4:2)
    return
  } loc(#cuda_tile.di_loc<loc("k.py":3:1) in #sp>)
}
