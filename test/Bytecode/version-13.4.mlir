// Bytecode 13.4, with the 13.4 framing of older ops (ftoi's flags word, the
// view ops' inbounds arrays, the pointer attribute of pointer and
// tensor_view types), all written neutral.
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.134.bc
// RUN: od -An -tx1 -j8 -N4 %t.134.bc | FileCheck %s --check-prefix=HEADER
// HEADER: 0d 04 00 00
// RUN: tile-translate -cudatilebc-to-mlir %t.134.bc | FileCheck %s
// The 13.4 additions, in the bytes (od on one line): ftoi (0x2b) gains a
// flags word (0) before its signedness, load_view_tko (0x3e) and
// store_view_tko (0x66) an inbounds array after their hints (2 indices,
// both 0), ptr (tag 12) and tensor_view (tag 14) a leading flags word (0,
// no pointer attribute). 13.3 has none of them.
// RUN: od -An -tx1 -v -w100000 %t.134.bc | FileCheck %s --check-prefix=BYTES134
// BYTES134: 2b 07 00 01 06
// BYTES134-SAME: 3e 02 0b 0c 00 00 02 00 00 04
// BYTES134-SAME: 66 01 0c 04 00 02 00 00 06
// BYTES134-SAME: 0c 00 02 0d 03 00
// BYTES134-SAME: 0e 00 02 02
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.3 %s -o %t.133.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.133.bc | FileCheck %s
// RUN: od -An -tx1 -v -w100000 %t.133.bc | FileCheck %s --check-prefix=BYTES133
// BYTES133: 2b 07 01 06
// BYTES133-SAME: 3e 02 0b 0c 00 00 04
// BYTES133-SAME: 66 01 0c 04 00 06
// BYTES133-SAME: 0c 02 0d 03 00
// BYTES133-SAME: 0e 02 02

// CHECK-LABEL: entry @k
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %x = constant <f32: 1.5> : tile<4xf32>
    // CHECK: ftoi %{{.*}} signed : tile<4xf32> -> tile<4xi32>
    %i = ftoi %x signed : tile<4xf32> -> tile<4xi32>
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}]
    %t, %tok = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<4x4xf32>, token
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}}
    %s = store_view_tko weak %t, %pv[%c0, %c0] token = %tok : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    return
  }
}
