// Verifier and parser errors of the debug-info attributes.

// RUN: tile-opt --no-implicit-module --split-input-file --verify-diagnostics %s

#file = #cuda_tile.di_file<"a.py" in "d">
// expected-error @below {{di_loc scope must be a di_subprogram or di_lexical_block, got #cuda_tile.di_file<"a.py" in "d">}}
#bad = #cuda_tile.di_loc<loc("a.py":1:2) in #file>

// -----

#file = #cuda_tile.di_file<"a.py" in "d">
#cu = #cuda_tile.di_compile_unit<file = #file>
// expected-error @below {{di_lexical_block scope must be a di_subprogram or di_lexical_block, got #cuda_tile.di_compile_unit<file = #cuda_tile.di_file<"a.py" in "d">>}}
#bad = #cuda_tile.di_lexical_block<scope = #cu, file = #file, line = 1>

// -----

#file = #cuda_tile.di_file<"a.py" in "d">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "f", linkageName = "f", compileUnit = #cu>
// expected-error @below {{expected a file:line:col location, got loc(unknown)}}
#bad = #cuda_tile.di_loc<loc(unknown) in #sp>

// -----

// expected-error @below {{expected 'in'}}
#bad = #cuda_tile.di_file<"a.py" "d">

// -----

#file = #cuda_tile.di_file<"a.py" in "d">
// expected-error @below {{struct is missing required parameter: linkageName}}
#bad = #cuda_tile.di_subprogram<file = #file, line = 1, name = "f", compileUnit = #cuda_tile.di_compile_unit<file = #file>>
