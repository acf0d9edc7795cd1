// The operations Tile IR 13.4 added, in bytecode: they round-trip through
// 13.4 files with NVIDIA's opcodes and layouts, and older versions refuse
// them by name. fpowf is 13.4's name for pow (same opcode): a 13.4 file
// reads it back as fpowf, an older one as pow.
// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip -bytecode-version=13.4 %s | FileCheck %s
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.bc
// RUN: tile-opt --no-implicit-module %t.bc | FileCheck %s
// RUN: od -An -tx1 -v -w100000 %t.bc | FileCheck %s --check-prefix=BYTES
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.3 -split-input-file -verify-diagnostics %S/Inputs/ops-13.4-gated.mlir -o /dev/null
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.3 %S/Inputs/ops-13.4-pow.mlir -o %t.pow133.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.pow133.bc | FileCheck %s --check-prefix=POW133
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.4 %S/Inputs/ops-13.4-pow.mlir -o %t.pow134.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.pow134.bc | FileCheck %s --check-prefix=POW134
// The two spellings are the same bytes apart from the header's version.
// RUN: cmp -i 12 %t.pow133.bc %t.pow134.bc

// POW133-COUNT-2: = pow %
// POW133-NOT: fpowf
// POW134-COUNT-2: = fpowf %
// POW134-NOT: pow %

// Value numbers: #0 %c0, #1 %c1, #2 %x, #3 %n, #4 %dst, #5 %src.
// Types are numbered by first use.
cuda_tile.module @m {
  // CHECK-LABEL: entry @k()
  entry @k() {
    // CHECK: %[[C0:.*]] = constant <i32: 0> : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x = constant <f32: 2.0> : tile<4xf32>
    %n = constant <i8: -2> : tile<4xi8>
    %dst = constant <f32: 0.0> : tile<8x4xf32>
    %src = constant <f32: 1.0> : tile<4x4xf32>
    // fpowi (0x79): result type, source, exponent.
    // BYTES: 79 [[F32x4:[0-9a-f]+]] 02 03
    // CHECK: %[[P:.*]] = fpowi %{{.*}}, %{{.*}} : tile<4xf32>, tile<4xi8>
    %p = fpowi %x, %n : tile<4xf32>, tile<4xi8>
    // fpowf (0x54, pow's opcode).
    // BYTES-SAME: 54 [[F32x4]] 06 02
    // CHECK: fpowf %[[P]], %{{.*}} : tile<4xf32>
    %q = fpowf %p, %x : tile<4xf32>
    // insert (0x76): sized result list, then all operands as a sized list
    // (source, destination, indices).
    // BYTES-SAME: 76 01 [[DST:[0-9a-f]+]] 04 05 04 01 00
    // CHECK: insert %{{.*}} into %{{.*}}[%{{.*}}, %[[C0]]] : tile<4x4xf32> -> tile<8x4xf32>
    %i = insert %src into %dst[%c1, %c0] : tile<4x4xf32> -> tile<8x4xf32>
    // gdc_wait_tko (0x78) and gdc_launch_dependents_tko (0x77): the result
    // type, then the optional token as a counted operand list.
    // BYTES-SAME: 78 [[TOK:[0-9a-f]+]] 00
    // CHECK: %[[W:.*]] = gdc_wait_tko -> token
    %w = gdc_wait_tko -> token
    // BYTES-SAME: 78 [[TOK]] 01 09
    // CHECK: %[[W2:.*]] = gdc_wait_tko token = %[[W]] -> token
    %w2 = gdc_wait_tko token = %w -> token
    // memory_fence_alias_tko (0x7a): the result type, the required token.
    // BYTES-SAME: 7a [[TOK]] 0a
    // CHECK: %[[F:.*]] = memory_fence_alias_tko token = %[[W2]] -> token
    %f = memory_fence_alias_tko token = %w2 -> token
    // BYTES-SAME: 77 [[TOK]] 01 0b
    // CHECK: gdc_launch_dependents_tko token = %[[F]] -> token
    %l = gdc_launch_dependents_tko token = %f -> token
    // BYTES-SAME: 77 [[TOK]] 00
    // CHECK: gdc_launch_dependents_tko -> token
    %l2 = gdc_launch_dependents_tko -> token
    // ftoi (0x2b) from 13.4: result type, the flags word (b0 saturating),
    // signedness, rounding mode, source.
    // BYTES-SAME: 2b [[I32x4:[0-9a-f]+]] 01 01 06 02
    // CHECK: ftoi %{{.*}} signed saturating : tile<4xf32> -> tile<4xi32>
    %s = ftoi %x signed saturating : tile<4xf32> -> tile<4xi32>
    // BYTES-SAME: 2b [[I32x4]] 00 00 06 02
    // CHECK: ftoi %{{.*}} unsigned : tile<4xf32> -> tile<4xi32>
    %u = ftoi %x unsigned : tile<4xf32> -> tile<4xi32>
    return
  }
}
