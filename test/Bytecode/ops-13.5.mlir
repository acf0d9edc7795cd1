// The multimem operations of Tile IR 13.5 in bytecode: they round-trip
// through 13.5 files (opcodes 0x7b-0x7d, see bytecode-format.md §16 for
// how they were chosen) and 13.4 refuses them by name.
// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip -bytecode-version=13.5 %s | FileCheck %s
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-opt --no-implicit-module %t.bc | FileCheck %s
// RUN: od -An -tx1 -v -w100000 %t.bc | FileCheck %s --check-prefix=BYTES
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.4 -split-input-file -verify-diagnostics %S/Inputs/ops-13.5-gated.mlir -o /dev/null

// Opcode, result count and types, flags (bit 0 scope, bit 1 token), the
// ordering, the scope when present, the mode, then the operands.
// load_reduce relaxed(1) sys(2) addf(4), no token: flags 1.
// BYTES: 7b 02 {{..}} {{..}} 01 01 02 04
// reduce release(3) tl_blk(0) xor(2), with a token: flags 3.
// BYTES-SAME: 7c 01 {{..}} 03 03 00 02
// store weak(0), no scope, with a token: flags 2.
// BYTES-SAME: 7d 01 {{..}} 02 00

// CHECK-LABEL: entry @multimem(
// CHECK: %[[T:.*]], %[[TOK:.*]] = multimem_load_reduce_view_tko relaxed sys %{{.*}}[%{{.*}}], addf : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
// CHECK: multimem_reduce_view_tko release tl_blk %{{.*}}[%{{.*}}], xor, %{{.*}} token = %{{.*}} : tile<8xi32>, partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
// CHECK: multimem_store_view_tko weak %[[T]], %{{.*}}[%{{.*}}] token = %[[TOK]] : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
cuda_tile.module @m {
  entry @multimem(%tv: tensor_view<64xf32, strides=[1]>,
                  %iv: tensor_view<64xi32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>
    %ipv = make_partition_view %iv : partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i], addf : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    %x = constant <i32: 1> : tile<8xi32>
    %r = multimem_reduce_view_tko release tl_blk %ipv[%i], xor, %x token = %tok : tile<8xi32>, partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    %s = multimem_store_view_tko weak %t, %pv[%i] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
