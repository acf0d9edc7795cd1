// Which locations the writer carries. Only di_loc (with its scope) and call
// sites have a bytecode form: a plain file:line:col position has no scope
// and is written as unknown (no subprogram is made up for it), and so is
// every op of a function whose own location is such a position (name,
// fused and opaque locations are refused: unsupported-locations.mlir). The
// decoded module has an unknown location (the format stores none).
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %t.bc | FileCheck %s

// CHECK-LABEL: entry @with_scope()
// CHECK-NEXT: constant <i32: 1> : tile<i32> loc([[A:#loc[0-9]+]])
// CHECK-NEXT: constant <i32: 2> : tile<i32> loc([[UNKNOWN:#loc]])
// CHECK-NEXT: constant <i32: 3> : tile<i32> loc([[CALL:#loc[0-9]+]])
// CHECK-NEXT: constant <i32: 4> : tile<i32> loc([[PLAINCALL:#loc[0-9]+]])
// CHECK-NEXT: return loc([[A]])
// CHECK-NEXT: } loc([[F:#loc[0-9]+]])
// CHECK-LABEL: entry @plain()
// CHECK-NEXT: constant <i32: 1> : tile<i32> loc([[UNKNOWN]])
// CHECK-NEXT: return loc([[UNKNOWN]])
// CHECK-NEXT: } loc([[UNKNOWN]])
// CHECK-NEXT: } loc([[UNKNOWN]])
// CHECK-NOT: plain.py
// CHECK-DAG: [[UNKNOWN]] = loc(unknown)
// CHECK-DAG: [[PLAINCALL]] = loc(callsite([[UNKNOWN]] at [[UNKNOWN]]))
// CHECK-DAG: [[CALL]] = loc(callsite([[A]] at [[F]]))
// CHECK-DAG: [[F]] = #cuda_tile.di_loc<{{#loc[0-9]+}} in #di_subprogram>
// CHECK-DAG: [[A]] = #cuda_tile.di_loc<{{#loc[0-9]+}} in #di_subprogram>
// CHECK-NOT: di_subprogram<{{.*}}name = "plain"

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "k", linkageName = "with_scope", compileUnit = #cu, scopeLine = 3>
#l1 = loc("k.py":3:1)
#l2 = loc("k.py":4:5)
#f = #cuda_tile.di_loc<#l1 in #sp>
#a = #cuda_tile.di_loc<#l2 in #sp>
#cs = loc(callsite(#a at #f))
cuda_tile.module @m {
  entry @with_scope() {
    %0 = constant <i32: 1> : tile<i32> loc(#a)
    %1 = constant <i32: 2> : tile<i32> loc("plain.py":7:3)
    %2 = constant <i32: 3> : tile<i32> loc(#cs)
    %3 = constant <i32: 4> : tile<i32> loc(callsite("plain.py":1:1 at "plain.py":2:2))
    return loc(#a)
  } loc(#f)
  // No scope anywhere: nothing of it reaches the debug section (an op with a
  // scope in such a function fails verification: invalid-debug-scopes.mlir).
  entry @plain() {
    %0 = constant <i32: 1> : tile<i32> loc("plain.py":5:5)
    return
  } loc("plain.py":1:1)
} loc("plain.py":1:1)
