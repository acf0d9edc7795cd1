// The printer leaves one space between tokens when an optional rounding mode
// is omitted (`addf %a, %b : ...`, not `addf %a, %b  : ...`), and one before
// a rounding mode or flag that is printed. Checked with strict whitespace:
// FileCheck would otherwise treat runs of spaces as one.

// RUN: tile-opt --no-implicit-module %s | FileCheck %s --strict-whitespace

// CHECK-LABEL: entry @spacing(
// CHECK-NEXT: {{^}}    %0 = addf %arg0, %arg0 : tile<f32>{{$}}
// CHECK-NEXT: {{^}}    %1 = addf %arg0, %arg0 rounding<zero> flush_to_zero : tile<f32>{{$}}
// CHECK-NEXT: {{^}}    %2 = addf %arg0, %arg0 flush_to_zero : tile<f32>{{$}}
// CHECK-NEXT: {{^}}    %3 = fma %arg0, %arg0, %arg0 : tile<f32>{{$}}
// CHECK-NEXT: {{^}}    %4 = sqrt %arg0 : tile<f32>{{$}}
// CHECK-NEXT: {{^}}    %5 = ftof %arg0 : tile<f32> -> tile<f16>{{$}}
// CHECK-NEXT: {{^}}    %6 = ftof %arg0 rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>{{$}}
// CHECK-NEXT: {{^}}    %7 = ftoi %arg0 signed : tile<f32> -> tile<i32>{{$}}
// CHECK-NEXT: {{^}}    %8 = itof %7 unsigned : tile<i32> -> tile<f32>{{$}}
// CHECK-NEXT: {{^}}    %9 = exp %arg0 : tile<f32>{{$}}
cuda_tile.module @m {
  entry @spacing(%a: tile<f32>) {
    %0 = addf %a, %a : tile<f32>
    %1 = addf %a, %a rounding<zero> flush_to_zero : tile<f32>
    %2 = addf %a, %a flush_to_zero : tile<f32>
    %3 = fma %a, %a, %a : tile<f32>
    %4 = sqrt %a : tile<f32>
    %5 = ftof %a : tile<f32> -> tile<f16>
    %6 = ftof %a rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
    %7 = ftoi %a signed : tile<f32> -> tile<i32>
    %8 = itof %7 unsigned : tile<i32> -> tile<f32>
    %9 = exp %a : tile<f32>
  }
}
