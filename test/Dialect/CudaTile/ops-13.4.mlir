// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s

// Round trip of the operations Tile IR 13.4 added: fpowi, fpowf (13.4's
// name for pow; both spellings are kept), insert, gdc_launch_dependents_tko,
// gdc_wait_tko and memory_fence_alias_tko; and ftoi's `saturating` flag.

// CHECK-LABEL: cuda_tile.module @ops_13_4 {
cuda_tile.module @ops_13_4 {

  // CHECK-LABEL: entry @powers(
  entry @powers() {
    %x = constant <f32: 2.0> : tile<4xf32>
    %h = constant <f16: 2.0> : tile<2x2xf16>
    %d = constant <f64: 2.0> : tile<f64>
    %n32 = constant <i32: -3> : tile<4xi32>
    %n16 = constant <i16: 3> : tile<2x2xi16>
    %n8 = constant <i8: 3> : tile<i8>
    %n1 = constant <i1: true> : tile<4xi1>
    // CHECK: %{{.*}} = fpowi %{{.*}}, %{{.*}} : tile<4xf32>, tile<4xi32>
    %0 = fpowi %x, %n32 : tile<4xf32>, tile<4xi32>
    // CHECK-NEXT: %{{.*}} = fpowi %{{.*}}, %{{.*}} : tile<2x2xf16>, tile<2x2xi16>
    %1 = fpowi %h, %n16 : tile<2x2xf16>, tile<2x2xi16>
    // CHECK-NEXT: %{{.*}} = fpowi %{{.*}}, %{{.*}} : tile<f64>, tile<i8>
    %2 = fpowi %d, %n8 : tile<f64>, tile<i8>
    // CHECK-NEXT: %{{.*}} = fpowi %{{.*}}, %{{.*}} : tile<4xf32>, tile<4xi1>
    %3 = fpowi %x, %n1 : tile<4xf32>, tile<4xi1>
    // CHECK-NEXT: %{{.*}} = fpowf %{{.*}}, %{{.*}} : tile<4xf32>
    %4 = fpowf %x, %x : tile<4xf32>
    // CHECK-NEXT: %{{.*}} = pow %{{.*}}, %{{.*}} : tile<4xf32>
    %5 = pow %x, %x : tile<4xf32>
    return
  }

  // CHECK-LABEL: entry @insert(
  entry @insert() {
    %dst = constant <f32: 0.0> : tile<8x16xf32>
    %src = constant <f32: 1.0> : tile<4x4xf32>
    %row = constant <i32: 2> : tile<8xi32>
    %r = constant <i8: 3> : tile<i8>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // CHECK: %{{.*}} = insert %{{.*}} into %{{.*}}[%{{.*}}, %{{.*}}] : tile<4x4xf32> -> tile<8x16xf32>
    %0 = insert %src into %dst[%c1, %c0] : tile<4x4xf32> -> tile<8x16xf32>
    // A source as large as the destination replaces all of it.
    // CHECK-NEXT: %{{.*}} = insert %{{.*}} into %{{.*}}[%{{.*}}, %{{.*}}] : tile<8x16xf32> -> tile<8x16xf32>
    %1 = insert %0 into %dst[%c0, %c0] : tile<8x16xf32> -> tile<8x16xf32>
    // Rank 0: no indices.
    // CHECK-NEXT: %{{.*}} = insert %{{.*}} into %{{.*}}[] : tile<i8> -> tile<i8>
    %2 = insert %r into %r[] : tile<i8> -> tile<i8>
    // Any element type, as extract.
    %ones = constant <i32: 1> : tile<2xi32>
    // CHECK: %{{.*}} = insert %{{.*}} into %{{.*}}[%{{.*}}] : tile<2xi32> -> tile<8xi32>
    %3 = insert %ones into %row[%c1] : tile<2xi32> -> tile<8xi32>
    return
  }

  // CHECK-LABEL: entry @ordering(
  entry @ordering() {
    // CHECK: %[[W:[^ ]+]] = gdc_wait_tko -> token
    %w = gdc_wait_tko -> token
    // CHECK-NEXT: %[[W2:[^ ]+]] = gdc_wait_tko token = %[[W]] -> token
    %w2 = gdc_wait_tko token = %w -> token
    // CHECK-NEXT: %[[F:[^ ]+]] = memory_fence_alias_tko token = %[[W2]] -> token
    %f = memory_fence_alias_tko token = %w2 -> token
    // CHECK-NEXT: %{{[^ ]+}} = gdc_launch_dependents_tko token = %[[F]] -> token
    %l = gdc_launch_dependents_tko token = %f -> token
    // CHECK-NEXT: %{{[^ ]+}} = gdc_launch_dependents_tko -> token
    %l2 = gdc_launch_dependents_tko -> token
    return
  }

  // `saturating` follows the rounding mode; without it nothing prints.
  // CHECK-LABEL: entry @ftoi_saturating(
  entry @ftoi_saturating() {
    %f = constant <f32: 3.0e9> : tile<4xf32>
    %h = constant <f16: -1.0> : tile<f16>
    %d = constant <f64: 0.5> : tile<2x2xf64>
    // CHECK: %{{[^ ]+}} = ftoi %{{[^ ]+}} signed saturating : tile<4xf32> -> tile<4xi32>{{$}}
    %0 = ftoi %f signed saturating : tile<4xf32> -> tile<4xi32>
    // CHECK-NEXT: %{{[^ ]+}} = ftoi %{{[^ ]+}} unsigned saturating : tile<f16> -> tile<i8>{{$}}
    %1 = ftoi %h unsigned rounding<nearest_int_to_zero> saturating : tile<f16> -> tile<i8>
    // CHECK-NEXT: %{{[^ ]+}} = ftoi %{{[^ ]+}} signed saturating : tile<2x2xf64> -> tile<2x2xi1>{{$}}
    %2 = ftoi %d signed saturating : tile<2x2xf64> -> tile<2x2xi1>
    // CHECK-NEXT: %{{[^ ]+}} = ftoi %{{[^ ]+}} signed : tile<4xf32> -> tile<4xi64>{{$}}
    %3 = ftoi %f signed : tile<4xf32> -> tile<4xi64>
    return
  }
}
