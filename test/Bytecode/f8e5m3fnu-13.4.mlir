// f8E5M3FNU (13.4 developer preview) in bytecode: type tag 130, written as
// the two-byte varint 82 01, the first tag past 127. It round-trips through
// 13.4 and 13.5 files; 13.3 cannot carry it.
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | FileCheck %s
// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip -bytecode-version=13.5 %s | FileCheck %s
// The type section holds the tag and the types built on it: ptr (tag 12,
// 13.4's flags word 0, then the pointee), tile<ptr> and tile<4x4xf8E5M3FNU>.
// RUN: od -An -tx1 -v -w100000 %t.bc | FileCheck %s --check-prefix=BYTES
// BYTES: 82 01 0c 00 {{[0-9a-f]+}} 0d
// RUN: not tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: error: type 'Float8E5M3FNU' requires bytecode version 13.4+, targeting 13.3

// CHECK-LABEL: entry @k(%{{.*}}: tile<ptr<f8E5M3FNU>>, %{{.*}}: tile<ptr<f4E2M1FN>>)
cuda_tile.module @m {
  entry @k(%s: tile<ptr<f8E5M3FNU>>, %a: tile<ptr<f4E2M1FN>>) {
    %tv = make_tensor_view %s, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf8E5M3FNU, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf8E5M3FNU, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : partition_view<tile=(2x2), tensor_view<4x4xf8E5M3FNU, strides=[4,1]>>, tile<i32> -> tile<2x2xf8E5M3FNU>, token
    %sc, %tok = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(2x2), tensor_view<4x4xf8E5M3FNU, strides=[4,1]>>, tile<i32> -> tile<2x2xf8E5M3FNU>, token
    // CHECK: ftof %{{.*}} : tile<2x2xf8E5M3FNU> -> tile<2x2xf32>
    %f = ftof %sc : tile<2x2xf8E5M3FNU> -> tile<2x2xf32>
    // CHECK: ftof %{{.*}} : tile<2x2xf32> -> tile<2x2xf8E5M3FNU>
    %g = ftof %f : tile<2x2xf32> -> tile<2x2xf8E5M3FNU>
    %x = constant <f4E2M1FN: 1.0> : tile<2x32xf4E2M1FN>
    %y = constant <f4E2M1FN: 2.0> : tile<32x2xf4E2M1FN>
    %acc = constant <f32: 0.0> : tile<2x2xf32>
    // CHECK: mmaf_scaled %{{.*}} : tile<2x32xf4E2M1FN>, tile<32x2xf4E2M1FN>, tile<2x2xf32>, tile<2x2xf8E5M3FNU>, tile<2x2xf8E5M3FNU>
    %r = mmaf_scaled %x, %y, %acc, %sc, %g : tile<2x32xf4E2M1FN>, tile<32x2xf4E2M1FN>, tile<2x2xf32>, tile<2x2xf8E5M3FNU>, tile<2x2xf8E5M3FNU>
    return
  }
}
