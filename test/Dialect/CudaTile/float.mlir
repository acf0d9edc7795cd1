// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s

// Round trip of the floating-point ops: the custom form, the custom form
// printed and parsed again, and the generic form parsed back all print the
// exact text NVIDIA's tools print (--strict-whitespace keeps double spaces
// significant).

// CHECK-LABEL: cuda_tile.module @float_ops {
cuda_tile.module @float_ops {

  // The default rounding<nearest_even> is not printed; the custom directive
  // still takes its space, hence the two spaces before `:` or `flush_to_zero`.
  // CHECK-LABEL: entry @rounded_arith_f32(
  // CHECK-SAME: ) {
  entry @rounded_arith_f32() {
    // CHECK-NEXT: %[[A:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %a = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %b = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] : tile<4xf32>
    %r1 = addf %a, %b : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] : tile<4xf32>
    %r2 = addf %a, %b rounding<nearest_even> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] rounding<zero> : tile<4xf32>
    %r3 = addf %a, %b rounding<zero> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] rounding<negative_inf> : tile<4xf32>
    %r4 = addf %a, %b rounding<negative_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] rounding<positive_inf> : tile<4xf32>
    %r5 = addf %a, %b rounding<positive_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] flush_to_zero : tile<4xf32>
    %r6 = addf %a, %b flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] flush_to_zero : tile<4xf32>
    %r7 = addf %a, %b rounding<nearest_even> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[A]], %[[B]] rounding<positive_inf> flush_to_zero : tile<4xf32>
    %r8 = addf %a, %b rounding<positive_inf> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] : tile<4xf32>
    %r9 = subf %a, %b : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] : tile<4xf32>
    %r10 = subf %a, %b rounding<nearest_even> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] rounding<zero> : tile<4xf32>
    %r11 = subf %a, %b rounding<zero> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] rounding<negative_inf> : tile<4xf32>
    %r12 = subf %a, %b rounding<negative_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] rounding<positive_inf> : tile<4xf32>
    %r13 = subf %a, %b rounding<positive_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] flush_to_zero : tile<4xf32>
    %r14 = subf %a, %b flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] flush_to_zero : tile<4xf32>
    %r15 = subf %a, %b rounding<nearest_even> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[A]], %[[B]] rounding<positive_inf> flush_to_zero : tile<4xf32>
    %r16 = subf %a, %b rounding<positive_inf> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] : tile<4xf32>
    %r17 = mulf %a, %b : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] : tile<4xf32>
    %r18 = mulf %a, %b rounding<nearest_even> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] rounding<zero> : tile<4xf32>
    %r19 = mulf %a, %b rounding<zero> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] rounding<negative_inf> : tile<4xf32>
    %r20 = mulf %a, %b rounding<negative_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] rounding<positive_inf> : tile<4xf32>
    %r21 = mulf %a, %b rounding<positive_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] flush_to_zero : tile<4xf32>
    %r22 = mulf %a, %b flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] flush_to_zero : tile<4xf32>
    %r23 = mulf %a, %b rounding<nearest_even> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[A]], %[[B]] rounding<positive_inf> flush_to_zero : tile<4xf32>
    %r24 = mulf %a, %b rounding<positive_inf> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: return
  }

  // divf also has the f32-only approx and full modes.
  // CHECK-LABEL: entry @divf_f32(
  // CHECK-SAME: ) {
  entry @divf_f32() {
    // CHECK-NEXT: %[[A:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %a = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %b = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] : tile<4xf32>
    %r25 = divf %a, %b : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] : tile<4xf32>
    %r26 = divf %a, %b rounding<nearest_even> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<zero> : tile<4xf32>
    %r27 = divf %a, %b rounding<zero> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<negative_inf> : tile<4xf32>
    %r28 = divf %a, %b rounding<negative_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<positive_inf> : tile<4xf32>
    %r29 = divf %a, %b rounding<positive_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<approx> : tile<4xf32>
    %r30 = divf %a, %b rounding<approx> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<full> : tile<4xf32>
    %r31 = divf %a, %b rounding<full> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] flush_to_zero : tile<4xf32>
    %r32 = divf %a, %b flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<approx> flush_to_zero : tile<4xf32>
    %r33 = divf %a, %b rounding<approx> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<full> flush_to_zero : tile<4xf32>
    %r34 = divf %a, %b rounding<full> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[A]], %[[B]] rounding<zero> flush_to_zero : tile<4xf32>
    %r35 = divf %a, %b rounding<zero> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: return
  }

  // f16 and bf16 emulate the directed rounding modes; f64 has them natively.
  // CHECK-LABEL: entry @rounded_arith_other_types(
  // CHECK-SAME: %[[BF:arg[0-9]+]]: tile<bf16>) {
  entry @rounded_arith_other_types(%bf: tile<bf16>) {
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<2x2xf16>
    %h = constant <f16: 1.0> : tile<2x2xf16>
    // CHECK-NEXT: %[[D:[^ ]+]] = constant <f64: {{.*}}> : tile<8xf64>
    %d = constant <f64: 1.0> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[H]], %[[H]] : tile<2x2xf16>
    %r36 = addf %h, %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[H]], %[[H]] rounding<zero> : tile<2x2xf16>
    %r37 = addf %h, %h rounding<zero> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[H]], %[[H]] rounding<negative_inf> : tile<2x2xf16>
    %r38 = addf %h, %h rounding<negative_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[H]], %[[H]] rounding<positive_inf> : tile<2x2xf16>
    %r39 = addf %h, %h rounding<positive_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[H]], %[[H]] : tile<2x2xf16>
    %r40 = subf %h, %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[H]], %[[H]] rounding<zero> : tile<2x2xf16>
    %r41 = subf %h, %h rounding<zero> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[H]], %[[H]] rounding<negative_inf> : tile<2x2xf16>
    %r42 = subf %h, %h rounding<negative_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[H]], %[[H]] rounding<positive_inf> : tile<2x2xf16>
    %r43 = subf %h, %h rounding<positive_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[H]], %[[H]] : tile<2x2xf16>
    %r44 = mulf %h, %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[H]], %[[H]] rounding<zero> : tile<2x2xf16>
    %r45 = mulf %h, %h rounding<zero> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[H]], %[[H]] rounding<negative_inf> : tile<2x2xf16>
    %r46 = mulf %h, %h rounding<negative_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[H]], %[[H]] rounding<positive_inf> : tile<2x2xf16>
    %r47 = mulf %h, %h rounding<positive_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[H]], %[[H]] : tile<2x2xf16>
    %r48 = divf %h, %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[H]], %[[H]] rounding<zero> : tile<2x2xf16>
    %r49 = divf %h, %h rounding<zero> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[H]], %[[H]] rounding<negative_inf> : tile<2x2xf16>
    %r50 = divf %h, %h rounding<negative_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[H]], %[[H]] rounding<positive_inf> : tile<2x2xf16>
    %r51 = divf %h, %h rounding<positive_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[BF]], %[[BF]] : tile<bf16>
    %r52 = addf %bf, %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[BF]], %[[BF]] rounding<zero> : tile<bf16>
    %r53 = addf %bf, %bf rounding<zero> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[BF]], %[[BF]] rounding<negative_inf> : tile<bf16>
    %r54 = addf %bf, %bf rounding<negative_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[BF]], %[[BF]] rounding<positive_inf> : tile<bf16>
    %r55 = addf %bf, %bf rounding<positive_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[BF]], %[[BF]] : tile<bf16>
    %r56 = subf %bf, %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[BF]], %[[BF]] rounding<zero> : tile<bf16>
    %r57 = subf %bf, %bf rounding<zero> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[BF]], %[[BF]] rounding<negative_inf> : tile<bf16>
    %r58 = subf %bf, %bf rounding<negative_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[BF]], %[[BF]] rounding<positive_inf> : tile<bf16>
    %r59 = subf %bf, %bf rounding<positive_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[BF]], %[[BF]] : tile<bf16>
    %r60 = mulf %bf, %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[BF]], %[[BF]] rounding<zero> : tile<bf16>
    %r61 = mulf %bf, %bf rounding<zero> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[BF]], %[[BF]] rounding<negative_inf> : tile<bf16>
    %r62 = mulf %bf, %bf rounding<negative_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[BF]], %[[BF]] rounding<positive_inf> : tile<bf16>
    %r63 = mulf %bf, %bf rounding<positive_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[BF]], %[[BF]] : tile<bf16>
    %r64 = divf %bf, %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[BF]], %[[BF]] rounding<zero> : tile<bf16>
    %r65 = divf %bf, %bf rounding<zero> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[BF]], %[[BF]] rounding<negative_inf> : tile<bf16>
    %r66 = divf %bf, %bf rounding<negative_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[BF]], %[[BF]] rounding<positive_inf> : tile<bf16>
    %r67 = divf %bf, %bf rounding<positive_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[D]], %[[D]] : tile<8xf64>
    %r68 = addf %d, %d : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[D]], %[[D]] rounding<zero> : tile<8xf64>
    %r69 = addf %d, %d rounding<zero> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[D]], %[[D]] rounding<negative_inf> : tile<8xf64>
    %r70 = addf %d, %d rounding<negative_inf> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = addf %[[D]], %[[D]] rounding<positive_inf> : tile<8xf64>
    %r71 = addf %d, %d rounding<positive_inf> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[D]], %[[D]] : tile<8xf64>
    %r72 = subf %d, %d : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[D]], %[[D]] rounding<zero> : tile<8xf64>
    %r73 = subf %d, %d rounding<zero> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[D]], %[[D]] rounding<negative_inf> : tile<8xf64>
    %r74 = subf %d, %d rounding<negative_inf> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = subf %[[D]], %[[D]] rounding<positive_inf> : tile<8xf64>
    %r75 = subf %d, %d rounding<positive_inf> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[D]], %[[D]] : tile<8xf64>
    %r76 = mulf %d, %d : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[D]], %[[D]] rounding<zero> : tile<8xf64>
    %r77 = mulf %d, %d rounding<zero> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[D]], %[[D]] rounding<negative_inf> : tile<8xf64>
    %r78 = mulf %d, %d rounding<negative_inf> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = mulf %[[D]], %[[D]] rounding<positive_inf> : tile<8xf64>
    %r79 = mulf %d, %d rounding<positive_inf> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[D]], %[[D]] : tile<8xf64>
    %r80 = divf %d, %d : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[D]], %[[D]] rounding<zero> : tile<8xf64>
    %r81 = divf %d, %d rounding<zero> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[D]], %[[D]] rounding<negative_inf> : tile<8xf64>
    %r82 = divf %d, %d rounding<negative_inf> : tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = divf %[[D]], %[[D]] rounding<positive_inf> : tile<8xf64>
    %r83 = divf %d, %d rounding<positive_inf> : tile<8xf64>
    // CHECK-NEXT: return
  }

  // fma takes directed rounding for f32 and f64 only.
  // CHECK-LABEL: entry @fma(
  // CHECK-SAME: %[[D:arg[0-9]+]]: tile<f64>) {
  entry @fma(%d: tile<f64>) {
    // CHECK-NEXT: %[[A:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %a = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %b = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[C:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %c = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<2xf16>
    %h = constant <f16: 1.0> : tile<2xf16>
    // CHECK-NEXT: %[[BF:[^ ]+]] = constant <bf16: {{.*}}> : tile<2xbf16>
    %bf = constant <bf16: 1.0> : tile<2xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[A]], %[[B]], %[[C]] : tile<4xf32>
    %r84 = fma %a, %b, %c : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[A]], %[[B]], %[[C]] : tile<4xf32>
    %r85 = fma %a, %b, %c rounding<nearest_even> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[A]], %[[B]], %[[C]] rounding<zero> : tile<4xf32>
    %r86 = fma %a, %b, %c rounding<zero> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[A]], %[[B]], %[[C]] rounding<negative_inf> : tile<4xf32>
    %r87 = fma %a, %b, %c rounding<negative_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[A]], %[[B]], %[[C]] rounding<positive_inf> : tile<4xf32>
    %r88 = fma %a, %b, %c rounding<positive_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[A]], %[[B]], %[[C]] flush_to_zero : tile<4xf32>
    %r89 = fma %a, %b, %c flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[A]], %[[B]], %[[C]] rounding<zero> flush_to_zero : tile<4xf32>
    %r90 = fma %a, %b, %c rounding<zero> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[D]], %[[D]], %[[D]] rounding<zero> : tile<f64>
    %r91 = fma %d, %d, %d rounding<zero> : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[D]], %[[D]], %[[D]] rounding<negative_inf> : tile<f64>
    %r92 = fma %d, %d, %d rounding<negative_inf> : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[D]], %[[D]], %[[D]] rounding<positive_inf> : tile<f64>
    %r93 = fma %d, %d, %d rounding<positive_inf> : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[D]], %[[D]], %[[D]] : tile<f64>
    %r94 = fma %d, %d, %d : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[H]], %[[H]], %[[H]] : tile<2xf16>
    %r95 = fma %h, %h, %h : tile<2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[H]], %[[H]], %[[H]] : tile<2xf16>
    %r96 = fma %h, %h, %h rounding<nearest_even> : tile<2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = fma %[[BF]], %[[BF]], %[[BF]] : tile<2xbf16>
    %r97 = fma %bf, %bf, %bf : tile<2xbf16>
    // CHECK-NEXT: return
  }

  // The modifiers are accepted in either order and printed in declaration order.
  // CHECK-LABEL: entry @min_max(
  // CHECK-SAME: %[[H:arg[0-9]+]]: tile<f16>, %[[BF:arg[0-9]+]]: tile<bf16>, %[[D:arg[0-9]+]]: tile<f64>) {
  entry @min_max(%h: tile<f16>, %bf: tile<bf16>, %d: tile<f64>) {
    // CHECK-NEXT: %[[A:[^ ]+]] = constant <f32: {{.*}}> : tile<2x4xf32>
    %a = constant <f32: 1.0> : tile<2x4xf32>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <f32: {{.*}}> : tile<2x4xf32>
    %b = constant <f32: 1.0> : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[A]], %[[B]] : tile<2x4xf32>
    %r98 = maxf %a, %b : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[A]], %[[B]] propagate_nan : tile<2x4xf32>
    %r99 = maxf %a, %b propagate_nan : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[A]], %[[B]] flush_to_zero : tile<2x4xf32>
    %r100 = maxf %a, %b flush_to_zero : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<2x4xf32>
    %r101 = maxf %a, %b flush_to_zero propagate_nan : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<2x4xf32>
    %r102 = maxf %a, %b propagate_nan flush_to_zero : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[H]], %[[H]] : tile<f16>
    %r103 = maxf %h, %h : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[H]], %[[H]] propagate_nan : tile<f16>
    %r104 = maxf %h, %h propagate_nan : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[BF]], %[[BF]] propagate_nan : tile<bf16>
    %r105 = maxf %bf, %bf propagate_nan : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = maxf %[[D]], %[[D]] propagate_nan : tile<f64>
    %r106 = maxf %d, %d propagate_nan : tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[A]], %[[B]] : tile<2x4xf32>
    %r107 = minf %a, %b : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[A]], %[[B]] propagate_nan : tile<2x4xf32>
    %r108 = minf %a, %b propagate_nan : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[A]], %[[B]] flush_to_zero : tile<2x4xf32>
    %r109 = minf %a, %b flush_to_zero : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<2x4xf32>
    %r110 = minf %a, %b flush_to_zero propagate_nan : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<2x4xf32>
    %r111 = minf %a, %b propagate_nan flush_to_zero : tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[H]], %[[H]] : tile<f16>
    %r112 = minf %h, %h : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[H]], %[[H]] propagate_nan : tile<f16>
    %r113 = minf %h, %h propagate_nan : tile<f16>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[BF]], %[[BF]] propagate_nan : tile<bf16>
    %r114 = minf %bf, %bf propagate_nan : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = minf %[[D]], %[[D]] propagate_nan : tile<f64>
    %r115 = minf %d, %d propagate_nan : tile<f64>
    // CHECK-NEXT: return
  }

  // CHECK-LABEL: entry @unary(
  // CHECK-SAME: %[[BF:arg[0-9]+]]: tile<bf16>) {
  entry @unary(%bf: tile<bf16>) {
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %s = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<2x2xf16>
    %h = constant <f16: 1.0> : tile<2x2xf16>
    // CHECK-NEXT: %[[D:[^ ]+]] = constant <f64: {{.*}}> : tile<1x2x4xf64>
    %d = constant <f64: 1.0> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = absf %[[S]] : tile<4xf32>
    %r116 = absf %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = absf %[[H]] : tile<2x2xf16>
    %r117 = absf %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = absf %[[BF]] : tile<bf16>
    %r118 = absf %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = absf %[[D]] : tile<1x2x4xf64>
    %r119 = absf %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = negf %[[S]] : tile<4xf32>
    %r120 = negf %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = negf %[[H]] : tile<2x2xf16>
    %r121 = negf %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = negf %[[BF]] : tile<bf16>
    %r122 = negf %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = negf %[[D]] : tile<1x2x4xf64>
    %r123 = negf %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = ceil %[[S]] : tile<4xf32>
    %r124 = ceil %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = ceil %[[H]] : tile<2x2xf16>
    %r125 = ceil %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = ceil %[[BF]] : tile<bf16>
    %r126 = ceil %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = ceil %[[D]] : tile<1x2x4xf64>
    %r127 = ceil %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = floor %[[S]] : tile<4xf32>
    %r128 = floor %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = floor %[[H]] : tile<2x2xf16>
    %r129 = floor %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = floor %[[BF]] : tile<bf16>
    %r130 = floor %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = floor %[[D]] : tile<1x2x4xf64>
    %r131 = floor %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = cos %[[S]] : tile<4xf32>
    %r132 = cos %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = cos %[[H]] : tile<2x2xf16>
    %r133 = cos %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = cos %[[BF]] : tile<bf16>
    %r134 = cos %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = cos %[[D]] : tile<1x2x4xf64>
    %r135 = cos %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = cosh %[[S]] : tile<4xf32>
    %r136 = cosh %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = cosh %[[H]] : tile<2x2xf16>
    %r137 = cosh %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = cosh %[[BF]] : tile<bf16>
    %r138 = cosh %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = cosh %[[D]] : tile<1x2x4xf64>
    %r139 = cosh %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = sin %[[S]] : tile<4xf32>
    %r140 = sin %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sin %[[H]] : tile<2x2xf16>
    %r141 = sin %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = sin %[[BF]] : tile<bf16>
    %r142 = sin %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = sin %[[D]] : tile<1x2x4xf64>
    %r143 = sin %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = sinh %[[S]] : tile<4xf32>
    %r144 = sinh %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sinh %[[H]] : tile<2x2xf16>
    %r145 = sinh %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = sinh %[[BF]] : tile<bf16>
    %r146 = sinh %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = sinh %[[D]] : tile<1x2x4xf64>
    %r147 = sinh %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = tan %[[S]] : tile<4xf32>
    %r148 = tan %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = tan %[[H]] : tile<2x2xf16>
    %r149 = tan %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = tan %[[BF]] : tile<bf16>
    %r150 = tan %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = tan %[[D]] : tile<1x2x4xf64>
    %r151 = tan %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = log %[[S]] : tile<4xf32>
    %r152 = log %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = log %[[H]] : tile<2x2xf16>
    %r153 = log %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = log %[[BF]] : tile<bf16>
    %r154 = log %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = log %[[D]] : tile<1x2x4xf64>
    %r155 = log %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = log2 %[[S]] : tile<4xf32>
    %r156 = log2 %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = log2 %[[H]] : tile<2x2xf16>
    %r157 = log2 %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = log2 %[[BF]] : tile<bf16>
    %r158 = log2 %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = log2 %[[D]] : tile<1x2x4xf64>
    %r159 = log2 %d : tile<1x2x4xf64>
    // CHECK-NEXT: return
  }

  // exp and tanh default to rounding<full> (not printed, two spaces);
  // approx and flush_to_zero are f32 only.
  // CHECK-LABEL: entry @unary_modifiers(
  // CHECK-SAME: %[[BF:arg[0-9]+]]: tile<bf16>) {
  entry @unary_modifiers(%bf: tile<bf16>) {
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %s = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<2x2xf16>
    %h = constant <f16: 1.0> : tile<2x2xf16>
    // CHECK-NEXT: %[[D:[^ ]+]] = constant <f64: {{.*}}> : tile<1x2x4xf64>
    %d = constant <f64: 1.0> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[S]] : tile<4xf32>
    %r160 = exp %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[S]] : tile<4xf32>
    %r161 = exp %s rounding<full> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[H]] : tile<2x2xf16>
    %r162 = exp %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[H]] : tile<2x2xf16>
    %r163 = exp %h rounding<full> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[BF]] : tile<bf16>
    %r164 = exp %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[BF]] : tile<bf16>
    %r165 = exp %bf rounding<full> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[D]] : tile<1x2x4xf64>
    %r166 = exp %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[D]] : tile<1x2x4xf64>
    %r167 = exp %d rounding<full> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = exp %[[S]] rounding<approx> : tile<4xf32>
    %r168 = exp %s rounding<approx> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[S]] : tile<4xf32>
    %r169 = tanh %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[S]] : tile<4xf32>
    %r170 = tanh %s rounding<full> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[H]] : tile<2x2xf16>
    %r171 = tanh %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[H]] : tile<2x2xf16>
    %r172 = tanh %h rounding<full> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[BF]] : tile<bf16>
    %r173 = tanh %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[BF]] : tile<bf16>
    %r174 = tanh %bf rounding<full> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[D]] : tile<1x2x4xf64>
    %r175 = tanh %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[D]] : tile<1x2x4xf64>
    %r176 = tanh %d rounding<full> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = tanh %[[S]] rounding<approx> : tile<4xf32>
    %r177 = tanh %s rounding<approx> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = exp2 %[[S]] : tile<4xf32>
    %r178 = exp2 %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = exp2 %[[H]] : tile<2x2xf16>
    %r179 = exp2 %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = exp2 %[[BF]] : tile<bf16>
    %r180 = exp2 %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = exp2 %[[D]] : tile<1x2x4xf64>
    %r181 = exp2 %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = exp2 %[[S]] flush_to_zero : tile<4xf32>
    %r182 = exp2 %s flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = rsqrt %[[S]] : tile<4xf32>
    %r183 = rsqrt %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = rsqrt %[[H]] : tile<2x2xf16>
    %r184 = rsqrt %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = rsqrt %[[BF]] : tile<bf16>
    %r185 = rsqrt %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = rsqrt %[[D]] : tile<1x2x4xf64>
    %r186 = rsqrt %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = rsqrt %[[S]] flush_to_zero : tile<4xf32>
    %r187 = rsqrt %s flush_to_zero : tile<4xf32>
    // CHECK-NEXT: return
  }

  // CHECK-LABEL: entry @sqrt(
  // CHECK-SAME: %[[BF:arg[0-9]+]]: tile<bf16>) {
  entry @sqrt(%bf: tile<bf16>) {
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %s = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<2x2xf16>
    %h = constant <f16: 1.0> : tile<2x2xf16>
    // CHECK-NEXT: %[[D:[^ ]+]] = constant <f64: {{.*}}> : tile<1x2x4xf64>
    %d = constant <f64: 1.0> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[S]] : tile<4xf32>
    %r188 = sqrt %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[S]] : tile<4xf32>
    %r189 = sqrt %s rounding<nearest_even> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[S]] rounding<zero> : tile<4xf32>
    %r190 = sqrt %s rounding<zero> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[S]] rounding<negative_inf> : tile<4xf32>
    %r191 = sqrt %s rounding<negative_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[S]] rounding<positive_inf> : tile<4xf32>
    %r192 = sqrt %s rounding<positive_inf> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[H]] : tile<2x2xf16>
    %r193 = sqrt %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[H]] : tile<2x2xf16>
    %r194 = sqrt %h rounding<nearest_even> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[H]] rounding<zero> : tile<2x2xf16>
    %r195 = sqrt %h rounding<zero> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[H]] rounding<negative_inf> : tile<2x2xf16>
    %r196 = sqrt %h rounding<negative_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[H]] rounding<positive_inf> : tile<2x2xf16>
    %r197 = sqrt %h rounding<positive_inf> : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[BF]] : tile<bf16>
    %r198 = sqrt %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[BF]] : tile<bf16>
    %r199 = sqrt %bf rounding<nearest_even> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[BF]] rounding<zero> : tile<bf16>
    %r200 = sqrt %bf rounding<zero> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[BF]] rounding<negative_inf> : tile<bf16>
    %r201 = sqrt %bf rounding<negative_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[BF]] rounding<positive_inf> : tile<bf16>
    %r202 = sqrt %bf rounding<positive_inf> : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[D]] : tile<1x2x4xf64>
    %r203 = sqrt %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[D]] : tile<1x2x4xf64>
    %r204 = sqrt %d rounding<nearest_even> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[D]] rounding<zero> : tile<1x2x4xf64>
    %r205 = sqrt %d rounding<zero> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[D]] rounding<negative_inf> : tile<1x2x4xf64>
    %r206 = sqrt %d rounding<negative_inf> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[D]] rounding<positive_inf> : tile<1x2x4xf64>
    %r207 = sqrt %d rounding<positive_inf> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[S]] rounding<approx> : tile<4xf32>
    %r208 = sqrt %s rounding<approx> : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[S]] flush_to_zero : tile<4xf32>
    %r209 = sqrt %s flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[S]] rounding<approx> flush_to_zero : tile<4xf32>
    %r210 = sqrt %s rounding<approx> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = sqrt %[[S]] rounding<negative_inf> flush_to_zero : tile<4xf32>
    %r211 = sqrt %s rounding<negative_inf> flush_to_zero : tile<4xf32>
    // CHECK-NEXT: return
  }

  // CHECK-LABEL: entry @binary_math(
  // CHECK-SAME: %[[BF:arg[0-9]+]]: tile<bf16>) {
  entry @binary_math(%bf: tile<bf16>) {
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %s = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<2x2xf16>
    %h = constant <f16: 1.0> : tile<2x2xf16>
    // CHECK-NEXT: %[[D:[^ ]+]] = constant <f64: {{.*}}> : tile<1x2x4xf64>
    %d = constant <f64: 1.0> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = remf %[[S]], %[[S]] : tile<4xf32>
    %r212 = remf %s, %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = remf %[[H]], %[[H]] : tile<2x2xf16>
    %r213 = remf %h, %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = remf %[[BF]], %[[BF]] : tile<bf16>
    %r214 = remf %bf, %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = remf %[[D]], %[[D]] : tile<1x2x4xf64>
    %r215 = remf %d, %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = pow %[[S]], %[[S]] : tile<4xf32>
    %r216 = pow %s, %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = pow %[[H]], %[[H]] : tile<2x2xf16>
    %r217 = pow %h, %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = pow %[[BF]], %[[BF]] : tile<bf16>
    %r218 = pow %bf, %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = pow %[[D]], %[[D]] : tile<1x2x4xf64>
    %r219 = pow %d, %d : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = atan2 %[[S]], %[[S]] : tile<4xf32>
    %r220 = atan2 %s, %s : tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = atan2 %[[H]], %[[H]] : tile<2x2xf16>
    %r221 = atan2 %h, %h : tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = atan2 %[[BF]], %[[BF]] : tile<bf16>
    %r222 = atan2 %bf, %bf : tile<bf16>
    // CHECK-NEXT: %{{[0-9]+}} = atan2 %[[D]], %[[D]] : tile<1x2x4xf64>
    %r223 = atan2 %d, %d : tile<1x2x4xf64>
    // CHECK-NEXT: return
  }

  // Every predicate, ordered and unordered.
  // CHECK-LABEL: entry @cmpf(
  // CHECK-SAME: %[[BF:arg[0-9]+]]: tile<bf16>) {
  entry @cmpf(%bf: tile<bf16>) {
    // CHECK-NEXT: %[[A:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %a = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %b = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<2x2xf16>
    %h = constant <f16: 1.0> : tile<2x2xf16>
    // CHECK-NEXT: %[[D:[^ ]+]] = constant <f64: {{.*}}> : tile<1x2x4xf64>
    %d = constant <f64: 1.0> : tile<1x2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf equal ordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r224 = cmpf equal ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf equal unordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r225 = cmpf equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf not_equal ordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r226 = cmpf not_equal ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf not_equal unordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r227 = cmpf not_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf less_than ordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r228 = cmpf less_than ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf less_than unordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r229 = cmpf less_than unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf less_than_or_equal ordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r230 = cmpf less_than_or_equal ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf less_than_or_equal unordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r231 = cmpf less_than_or_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf greater_than ordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r232 = cmpf greater_than ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf greater_than unordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r233 = cmpf greater_than unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf greater_than_or_equal ordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r234 = cmpf greater_than_or_equal ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf greater_than_or_equal unordered %[[A]], %[[B]] : tile<4xf32> -> tile<4xi1>
    %r235 = cmpf greater_than_or_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf equal ordered %[[H]], %[[H]] : tile<2x2xf16> -> tile<2x2xi1>
    %r236 = cmpf equal ordered %h, %h : tile<2x2xf16> -> tile<2x2xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf less_than unordered %[[BF]], %[[BF]] : tile<bf16> -> tile<i1>
    %r237 = cmpf less_than unordered %bf, %bf : tile<bf16> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpf greater_than_or_equal ordered %[[D]], %[[D]] : tile<1x2x4xf64> -> tile<1x2x4xi1>
    %r238 = cmpf greater_than_or_equal ordered %d, %d : tile<1x2x4xf64> -> tile<1x2x4xi1>
    // CHECK-NEXT: return
  }
}
