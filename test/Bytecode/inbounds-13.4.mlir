// 13.4's `inbounds` flags of load_view_tko / store_view_tko, kept in the IR:
// written as the op's bool array (a `uv` length, then one byte per index),
// read back as the attribute; an all-false array reads back as no
// attribute. Versions before 13.4 have no array and refuse a true flag.
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.134.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.134.bc | FileCheck %s
// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip -bytecode-version=13.5 %s | FileCheck %s
// The text keeps what it was given, through the generic form too.
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck %s --check-prefix=TEXT
// TEXT: inbounds = [true, false] :
// TEXT: inbounds = [true, true] token =
// TEXT: inbounds = [false, false] :
// TEXT: inbounds = [false, true] :
// RUN: od -An -tx1 -v -w100000 %t.134.bc | FileCheck %s --check-prefix=BYTES
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.3 -split-input-file -verify-diagnostics %S/Inputs/inbounds-13.3.mlir -o /dev/null

// Value numbers: #0 %p, #1 %c0, #2 %c1, #3 %tv, #4 %pv, #5 %t, #6 %tok.
// load_view_tko (0x3e): results, flags 0, weak, then the array: 2 flags,
// true and false, then the view and the 2 indices.
// BYTES: 3e 02 [[TILE:[0-9a-f]+]] [[TOK:[0-9a-f]+]] 00 00 02 01 00 04 02 01 02
// The same with both flags true and a token (flags b2).
// BYTES-SAME: 3e 02 [[TILE]] [[TOK]] 04 00 02 01 01 04 02 01 02 06
// No attribute: an all-false array.
// BYTES-SAME: 3e 02 [[TILE]] [[TOK]] 00 00 02 00 00 04 02 02 01
// store_view_tko (0x66): the array after the attributes, then tile, view,
// indices.
// BYTES-SAME: 66 01 [[TOK]] 00 00 02 00 01 05 04 02 01 02

// CHECK-LABEL: entry @k
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] inbounds = [true, false] :
    %t, %tok = load_view_tko weak %pv[%c0, %c1] inbounds = [true, false] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] inbounds = [true, true] token = %{{.*}} :
    %t2, %tok2 = load_view_tko weak %pv[%c0, %c1] inbounds = [true, true] token = %tok : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
    // An all-false array promises nothing and reads back as no attribute.
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] :
    %t3, %tok3 = load_view_tko weak %pv[%c1, %c0] inbounds = [false, false] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] inbounds = [false, true] :
    %s = store_view_tko weak %t, %pv[%c0, %c1] inbounds = [false, true] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> token
    return
  }
}
