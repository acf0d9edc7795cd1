// Debug scopes must agree with the code they describe: a kernel's location
// names the subprogram that carries its name, its ops sit in that subprogram
// (or lexical blocks under it, or at an inlined call site whose caller is in
// it), and globals sit in none. The errors are located at di_locs of a
// Python file, so they are checked on stderr rather than with
// -verify-diagnostics.

// RUN: not tile-opt --no-implicit-module --split-input-file %s 2>&1 | FileCheck %s

#file = #cuda_tile.di_file<"k.py" in "src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#other = #cuda_tile.di_subprogram<file = #file, line = 1, name = "other", linkageName = "other", compileUnit = #cu>
// CHECK: k.py:1:0: error: 'cuda_tile.entry' op invalid function debug info scope: #cuda_tile.di_subprogram<{{.*}}linkageName = "other"{{.*}}>. Function name "kernel" does not match subprogram scope linkage name "other".
cuda_tile.module @m {
  entry @kernel() {
    return
  } loc(#cuda_tile.di_loc<loc("src/k.py":1:0) in #other>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 2>
// CHECK: k.py:2:0: error: 'cuda_tile.entry' op invalid function debug info scope: #cuda_tile.di_lexical_block<{{.*}}>. Function location must have cuda_tile.di_subprogram debug info scope.
cuda_tile.module @m {
  entry @kernel() {
    return
  } loc(#cuda_tile.di_loc<loc("src/k.py":2:0) in #block>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
// CHECK: error: 'cuda_tile.entry' op invalid function debug info location: {{.*}}. Function location must not be a CallSiteLoc.
cuda_tile.module @m {
  entry @kernel() {
    return
  } loc(callsite(#cuda_tile.di_loc<loc("src/k.py":3:0) in #sp> at "src/k.py":4:0))
}

// -----

// An op with a scope in a kernel without one.
#file = #cuda_tile.di_file<"k.py" in "src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
// CHECK: k.py:5:4: error: 'cuda_tile.make_token' op invalid operation debug info scope: {{.*}}. Operation has debug info scope, but function debug info scope is undefined.
cuda_tile.module @m {
  entry @kernel() {
    %t = make_token : token loc(#cuda_tile.di_loc<loc("src/k.py":5:4) in #sp>)
    return
  }
}

// -----

// An op in a lexical block of another kernel's subprogram, nested in a loop
// body: the walk reaches ops in nested regions.
#file = #cuda_tile.di_file<"k.py" in "src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
#other = #cuda_tile.di_subprogram<file = #file, line = 9, name = "other", linkageName = "other", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #other, file = #file, line = 10>
// CHECK: k.py:6:4: error: 'cuda_tile.make_token' op invalid operation debug info scope: #cuda_tile.di_subprogram<{{.*}}linkageName = "other"{{.*}}>. Operation debug info scope does not match function debug info scope: #cuda_tile.di_subprogram<{{.*}}linkageName = "kernel"{{.*}}>.
cuda_tile.module @m {
  entry @kernel() {
    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 2> : tile<i32>
    %st = constant <i32: 1> : tile<i32>
    for %i in (%lb to %ub, step %st) : tile<i32> {
      %t = make_token : token loc(#cuda_tile.di_loc<loc("src/k.py":6:4) in #block>)
      continue
    }
    return
  } loc(#cuda_tile.di_loc<loc("src/k.py":1:0) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
// CHECK: k.py:7:0: error: 'cuda_tile.global' op invalid operation debug info scope: {{.*}}. Global variables must not have scope.
cuda_tile.module @m {
  global @g <i32: 0> : tile<1xi32> loc(#cuda_tile.di_loc<loc("src/k.py":7:0) in #sp>)
}

// -----

// Accepted: the kernel's own subprogram, a lexical block under it, an
// inlined callee's scope at a call site whose caller is in the kernel, a
// plain location, and ops without a scope in a kernel with one.
#file = #cuda_tile.di_file<"k.py" in "src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "kernel", linkageName = "kernel", compileUnit = #cu>
#inl = #cuda_tile.di_subprogram<file = #file, line = 20, name = "helper", linkageName = "helper", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 2>
// CHECK-NOT: error
// CHECK: cuda_tile.module @ok
// CHECK-NOT: error
cuda_tile.module @ok {
  entry @kernel() {
    %0 = make_token : token loc(#cuda_tile.di_loc<loc("src/k.py":2:0) in #sp>)
    %1 = make_token : token loc(#cuda_tile.di_loc<loc("src/k.py":3:0) in #block>)
    %2 = make_token : token loc(callsite(#cuda_tile.di_loc<loc("src/k.py":21:0) in #inl> at #cuda_tile.di_loc<loc("src/k.py":4:0) in #sp>))
    %3 = make_token : token loc("src/k.py":5:0)
    %4 = make_token : token
    return
  } loc(#cuda_tile.di_loc<loc("src/k.py":1:0) in #sp>)
}
