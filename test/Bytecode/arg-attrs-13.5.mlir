// Argument attributes have a place in 13.5 function entries (§11.1): they
// round-trip through a 13.5 file and are refused by older versions.
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-op-generic %t.bc | FileCheck %s
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OLD
// A count that is neither 0 nor the parameter count is refused (the
// function entry's bytes are name 00, signature 05, flags 02, debug slot
// 00, then the count 02).
// RUN: %python -c "import sys; d = open(sys.argv[1], 'rb').read(); k = d.index(bytes.fromhex('0005020002')); open(sys.argv[2], 'wb').write(d[:k + 4] + b'\x03' + d[k + 5:])" %t.bc %t.bad.bc
// RUN: not tile-translate -cudatilebc-to-mlir %t.bad.bc 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: error: function 'k' has 3 argument attribute dictionaries for 2 parameters (at byte offset 21)
// CHECK: arg_attrs = [{cuda_tile.tag = 4 : i32}, {}]
// OLD: error: argument and result attributes cannot be written to bytecode version 13.4 (argument attributes require 13.5+)
"cuda_tile.module"() <{sym_name = "m"}> ({
  "cuda_tile.entry"() <{arg_attrs = [{cuda_tile.tag = 4 : i32}, {}], function_type = (!cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (), sym_name = "k"}> ({
  ^bb0(%arg0: !cuda_tile.tile<i32>, %arg1: !cuda_tile.tile<f32>):
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
