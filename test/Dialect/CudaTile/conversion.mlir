// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s

// Round trip of the conversion ops: the custom form, the custom form printed
// and parsed again, and the generic form parsed back all print the exact text
// NVIDIA's tools print.

// CHECK-LABEL: cuda_tile.module @conversion_ops {
cuda_tile.module @conversion_ops {

  // Any two number types of one width.
  // CHECK-LABEL: entry @bitcast(
  // CHECK-SAME: %[[L:arg[0-9]+]]: tile<i64>, %[[D:arg[0-9]+]]: tile<f64>) {
  entry @bitcast(%l: tile<i64>, %d: tile<f64>) {
    // CHECK-NEXT: %[[I:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %i = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[F:[^ ]+]] = constant <f32: {{.*}}> : tile<4xf32>
    %f = constant <f32: 1.0> : tile<4xf32>
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <i16: {{.*}}> : tile<2x2xi16>
    %s = constant <i16: 1> : tile<2x2xi16>
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<2x2xf16>
    %h = constant <f16: 1.0> : tile<2x2xf16>
    // CHECK-NEXT: %[[C:[^ ]+]] = constant <i8: {{.*}}> : tile<8xi8>
    %c = constant <i8: 1> : tile<8xi8>
    // CHECK-NEXT: %[[E:[^ ]+]] = constant <f8E4M3FN: {{.*}}> : tile<8xf8E4M3FN>
    %e = constant <f8E4M3FN: 1.0> : tile<8xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[I]] : tile<4xi32> -> tile<4xf32>
    %r1 = bitcast %i : tile<4xi32> -> tile<4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[F]] : tile<4xf32> -> tile<4xi32>
    %r2 = bitcast %f : tile<4xf32> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[S]] : tile<2x2xi16> -> tile<2x2xf16>
    %r3 = bitcast %s : tile<2x2xi16> -> tile<2x2xf16>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[S]] : tile<2x2xi16> -> tile<2x2xbf16>
    %r4 = bitcast %s : tile<2x2xi16> -> tile<2x2xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[H]] : tile<2x2xf16> -> tile<2x2xbf16>
    %r5 = bitcast %h : tile<2x2xf16> -> tile<2x2xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[H]] : tile<2x2xf16> -> tile<2x2xi16>
    %r6 = bitcast %h : tile<2x2xf16> -> tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[L]] : tile<i64> -> tile<f64>
    %r7 = bitcast %l : tile<i64> -> tile<f64>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[D]] : tile<f64> -> tile<i64>
    %r8 = bitcast %d : tile<f64> -> tile<i64>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[C]] : tile<8xi8> -> tile<8xf8E4M3FN>
    %r9 = bitcast %c : tile<8xi8> -> tile<8xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[C]] : tile<8xi8> -> tile<8xf8E5M2>
    %r10 = bitcast %c : tile<8xi8> -> tile<8xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[E]] : tile<8xf8E4M3FN> -> tile<8xf8E5M2>
    %r11 = bitcast %e : tile<8xf8E4M3FN> -> tile<8xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[E]] : tile<8xf8E4M3FN> -> tile<8xi8>
    %r12 = bitcast %e : tile<8xf8E4M3FN> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = bitcast %[[I]] : tile<4xi32> -> tile<4xi32>
    %r13 = bitcast %i : tile<4xi32> -> tile<4xi32>
    // CHECK-NEXT: return
  }

  // i4 tiles only exist to be widened by exti or produced by trunci.
  // CHECK-LABEL: entry @exti(
  // CHECK-SAME: %[[R0:arg[0-9]+]]: tile<i32>) {
  entry @exti(%r0: tile<i32>) {
    // CHECK-NEXT: %[[Q:[^ ]+]] = constant <i4: {{.*}}> : tile<4xi4>
    %q = constant <i4: 1> : tile<4xi4>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <i1: {{.*}}> : tile<4xi1>
    %b = constant <i1: true> : tile<4xi1>
    // CHECK-NEXT: %[[C:[^ ]+]] = constant <i8: {{.*}}> : tile<4xi8>
    %c = constant <i8: 1> : tile<4xi8>
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <i16: {{.*}}> : tile<4xi16>
    %s = constant <i16: 1> : tile<4xi16>
    // CHECK-NEXT: %[[I:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %i = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[R2:[^ ]+]] = constant <i8: {{.*}}> : tile<2x4xi8>
    %r2 = constant <i8: 1> : tile<2x4xi8>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[Q]] signed : tile<4xi4> -> tile<4xi8>
    %r14 = exti %q signed : tile<4xi4> -> tile<4xi8>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[Q]] unsigned : tile<4xi4> -> tile<4xi8>
    %r15 = exti %q unsigned : tile<4xi4> -> tile<4xi8>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[Q]] signed : tile<4xi4> -> tile<4xi64>
    %r16 = exti %q signed : tile<4xi4> -> tile<4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[Q]] unsigned : tile<4xi4> -> tile<4xi64>
    %r17 = exti %q unsigned : tile<4xi4> -> tile<4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[B]] signed : tile<4xi1> -> tile<4xi8>
    %r18 = exti %b signed : tile<4xi1> -> tile<4xi8>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[B]] unsigned : tile<4xi1> -> tile<4xi8>
    %r19 = exti %b unsigned : tile<4xi1> -> tile<4xi8>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[B]] signed : tile<4xi1> -> tile<4xi32>
    %r20 = exti %b signed : tile<4xi1> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[B]] unsigned : tile<4xi1> -> tile<4xi32>
    %r21 = exti %b unsigned : tile<4xi1> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[C]] signed : tile<4xi8> -> tile<4xi16>
    %r22 = exti %c signed : tile<4xi8> -> tile<4xi16>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[C]] unsigned : tile<4xi8> -> tile<4xi16>
    %r23 = exti %c unsigned : tile<4xi8> -> tile<4xi16>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[S]] signed : tile<4xi16> -> tile<4xi32>
    %r24 = exti %s signed : tile<4xi16> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[S]] unsigned : tile<4xi16> -> tile<4xi32>
    %r25 = exti %s unsigned : tile<4xi16> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[I]] signed : tile<4xi32> -> tile<4xi64>
    %r26 = exti %i signed : tile<4xi32> -> tile<4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[I]] unsigned : tile<4xi32> -> tile<4xi64>
    %r27 = exti %i unsigned : tile<4xi32> -> tile<4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[R0]] signed : tile<i32> -> tile<i64>
    %r28 = exti %r0 signed : tile<i32> -> tile<i64>
    // CHECK-NEXT: %{{[0-9]+}} = exti %[[R2]] unsigned : tile<2x4xi8> -> tile<2x4xi32>
    %r29 = exti %r2 unsigned : tile<2x4xi8> -> tile<2x4xi32>
    // CHECK-NEXT: return
  }

  // overflow<none> is the default and is not printed.
  // CHECK-LABEL: entry @trunci(
  // CHECK-SAME: ) {
  entry @trunci() {
    // CHECK-NEXT: %[[L:[^ ]+]] = constant <i64: {{.*}}> : tile<4xi64>
    %l = constant <i64: 1> : tile<4xi64>
    // CHECK-NEXT: %[[I:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %i = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <i16: {{.*}}> : tile<4xi16>
    %s = constant <i16: 1> : tile<4xi16>
    // CHECK-NEXT: %[[C:[^ ]+]] = constant <i8: {{.*}}> : tile<4xi8>
    %c = constant <i8: 1> : tile<4xi8>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[L]] : tile<4xi64> -> tile<4xi32>
    %r30 = trunci %l : tile<4xi64> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[L]] : tile<4xi64> -> tile<4xi1>
    %r31 = trunci %l : tile<4xi64> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[I]] : tile<4xi32> -> tile<4xi16>
    %r32 = trunci %i : tile<4xi32> -> tile<4xi16>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[I]] : tile<4xi32> -> tile<4xi4>
    %r33 = trunci %i : tile<4xi32> -> tile<4xi4>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[S]] : tile<4xi16> -> tile<4xi8>
    %r34 = trunci %s : tile<4xi16> -> tile<4xi8>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[C]] : tile<4xi8> -> tile<4xi4>
    %r35 = trunci %c : tile<4xi8> -> tile<4xi4>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[C]] : tile<4xi8> -> tile<4xi1>
    %r36 = trunci %c : tile<4xi8> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[L]] : tile<4xi64> -> tile<4xi32>
    %r37 = trunci %l overflow<none> : tile<4xi64> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[L]] overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi32>
    %r38 = trunci %l overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[L]] overflow<no_unsigned_wrap> : tile<4xi64> -> tile<4xi32>
    %r39 = trunci %l overflow<no_unsigned_wrap> : tile<4xi64> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[L]] overflow<no_wrap> : tile<4xi64> -> tile<4xi32>
    %r40 = trunci %l overflow<no_wrap> : tile<4xi64> -> tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = trunci %[[I]] overflow<no_wrap> : tile<4xi32> -> tile<4xi4>
    %r41 = trunci %i overflow<no_wrap> : tile<4xi32> -> tile<4xi4>
    // CHECK-NEXT: return
  }

  // Every pair of distinct float types; rounding<nearest_even> is the
  // default and prints as two spaces.
  // CHECK-LABEL: entry @ftof(
  // CHECK-SAME: ) {
  entry @ftof() {
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<2x4xf16>
    %h = constant <f16: 1.0> : tile<2x4xf16>
    // CHECK-NEXT: %[[BF:[^ ]+]] = constant <bf16: {{.*}}> : tile<2x4xbf16>
    %bf = constant <bf16: 1.0> : tile<2x4xbf16>
    // CHECK-NEXT: %[[F:[^ ]+]] = constant <f32: {{.*}}> : tile<2x4xf32>
    %f = constant <f32: 1.0> : tile<2x4xf32>
    // CHECK-NEXT: %[[D:[^ ]+]] = constant <f64: {{.*}}> : tile<2x4xf64>
    %d = constant <f64: 1.0> : tile<2x4xf64>
    // CHECK-NEXT: %[[T:[^ ]+]] = constant <tf32: {{.*}}> : tile<2x4xtf32>
    %t = constant <tf32: 1.0> : tile<2x4xtf32>
    // CHECK-NEXT: %[[E4:[^ ]+]] = constant <f8E4M3FN: {{.*}}> : tile<2x4xf8E4M3FN>
    %e4 = constant <f8E4M3FN: 1.0> : tile<2x4xf8E4M3FN>
    // CHECK-NEXT: %[[E5:[^ ]+]] = constant <f8E5M2: {{.*}}> : tile<2x4xf8E5M2>
    %e5 = constant <f8E5M2: 1.0> : tile<2x4xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[H]] : tile<2x4xf16> -> tile<2x4xbf16>
    %r42 = ftof %h : tile<2x4xf16> -> tile<2x4xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[H]] : tile<2x4xf16> -> tile<2x4xf32>
    %r43 = ftof %h : tile<2x4xf16> -> tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[H]] : tile<2x4xf16> -> tile<2x4xf64>
    %r44 = ftof %h : tile<2x4xf16> -> tile<2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[H]] : tile<2x4xf16> -> tile<2x4xtf32>
    %r45 = ftof %h : tile<2x4xf16> -> tile<2x4xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[H]] : tile<2x4xf16> -> tile<2x4xf8E4M3FN>
    %r46 = ftof %h : tile<2x4xf16> -> tile<2x4xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[H]] : tile<2x4xf16> -> tile<2x4xf8E5M2>
    %r47 = ftof %h : tile<2x4xf16> -> tile<2x4xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[BF]] : tile<2x4xbf16> -> tile<2x4xf16>
    %r48 = ftof %bf : tile<2x4xbf16> -> tile<2x4xf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[BF]] : tile<2x4xbf16> -> tile<2x4xf32>
    %r49 = ftof %bf : tile<2x4xbf16> -> tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[BF]] : tile<2x4xbf16> -> tile<2x4xf64>
    %r50 = ftof %bf : tile<2x4xbf16> -> tile<2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[BF]] : tile<2x4xbf16> -> tile<2x4xtf32>
    %r51 = ftof %bf : tile<2x4xbf16> -> tile<2x4xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[BF]] : tile<2x4xbf16> -> tile<2x4xf8E4M3FN>
    %r52 = ftof %bf : tile<2x4xbf16> -> tile<2x4xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[BF]] : tile<2x4xbf16> -> tile<2x4xf8E5M2>
    %r53 = ftof %bf : tile<2x4xbf16> -> tile<2x4xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[F]] : tile<2x4xf32> -> tile<2x4xf16>
    %r54 = ftof %f : tile<2x4xf32> -> tile<2x4xf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[F]] : tile<2x4xf32> -> tile<2x4xbf16>
    %r55 = ftof %f : tile<2x4xf32> -> tile<2x4xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[F]] : tile<2x4xf32> -> tile<2x4xf64>
    %r56 = ftof %f : tile<2x4xf32> -> tile<2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[F]] : tile<2x4xf32> -> tile<2x4xtf32>
    %r57 = ftof %f : tile<2x4xf32> -> tile<2x4xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[F]] : tile<2x4xf32> -> tile<2x4xf8E4M3FN>
    %r58 = ftof %f : tile<2x4xf32> -> tile<2x4xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[F]] : tile<2x4xf32> -> tile<2x4xf8E5M2>
    %r59 = ftof %f : tile<2x4xf32> -> tile<2x4xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[D]] : tile<2x4xf64> -> tile<2x4xf16>
    %r60 = ftof %d : tile<2x4xf64> -> tile<2x4xf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[D]] : tile<2x4xf64> -> tile<2x4xbf16>
    %r61 = ftof %d : tile<2x4xf64> -> tile<2x4xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[D]] : tile<2x4xf64> -> tile<2x4xf32>
    %r62 = ftof %d : tile<2x4xf64> -> tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[D]] : tile<2x4xf64> -> tile<2x4xtf32>
    %r63 = ftof %d : tile<2x4xf64> -> tile<2x4xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[D]] : tile<2x4xf64> -> tile<2x4xf8E4M3FN>
    %r64 = ftof %d : tile<2x4xf64> -> tile<2x4xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[D]] : tile<2x4xf64> -> tile<2x4xf8E5M2>
    %r65 = ftof %d : tile<2x4xf64> -> tile<2x4xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[T]] : tile<2x4xtf32> -> tile<2x4xf16>
    %r66 = ftof %t : tile<2x4xtf32> -> tile<2x4xf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[T]] : tile<2x4xtf32> -> tile<2x4xbf16>
    %r67 = ftof %t : tile<2x4xtf32> -> tile<2x4xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[T]] : tile<2x4xtf32> -> tile<2x4xf32>
    %r68 = ftof %t : tile<2x4xtf32> -> tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[T]] : tile<2x4xtf32> -> tile<2x4xf64>
    %r69 = ftof %t : tile<2x4xtf32> -> tile<2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[T]] : tile<2x4xtf32> -> tile<2x4xf8E4M3FN>
    %r70 = ftof %t : tile<2x4xtf32> -> tile<2x4xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[T]] : tile<2x4xtf32> -> tile<2x4xf8E5M2>
    %r71 = ftof %t : tile<2x4xtf32> -> tile<2x4xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E4]] : tile<2x4xf8E4M3FN> -> tile<2x4xf16>
    %r72 = ftof %e4 : tile<2x4xf8E4M3FN> -> tile<2x4xf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E4]] : tile<2x4xf8E4M3FN> -> tile<2x4xbf16>
    %r73 = ftof %e4 : tile<2x4xf8E4M3FN> -> tile<2x4xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E4]] : tile<2x4xf8E4M3FN> -> tile<2x4xf32>
    %r74 = ftof %e4 : tile<2x4xf8E4M3FN> -> tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E4]] : tile<2x4xf8E4M3FN> -> tile<2x4xf64>
    %r75 = ftof %e4 : tile<2x4xf8E4M3FN> -> tile<2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E4]] : tile<2x4xf8E4M3FN> -> tile<2x4xtf32>
    %r76 = ftof %e4 : tile<2x4xf8E4M3FN> -> tile<2x4xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E4]] : tile<2x4xf8E4M3FN> -> tile<2x4xf8E5M2>
    %r77 = ftof %e4 : tile<2x4xf8E4M3FN> -> tile<2x4xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E5]] : tile<2x4xf8E5M2> -> tile<2x4xf16>
    %r78 = ftof %e5 : tile<2x4xf8E5M2> -> tile<2x4xf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E5]] : tile<2x4xf8E5M2> -> tile<2x4xbf16>
    %r79 = ftof %e5 : tile<2x4xf8E5M2> -> tile<2x4xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E5]] : tile<2x4xf8E5M2> -> tile<2x4xf32>
    %r80 = ftof %e5 : tile<2x4xf8E5M2> -> tile<2x4xf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E5]] : tile<2x4xf8E5M2> -> tile<2x4xf64>
    %r81 = ftof %e5 : tile<2x4xf8E5M2> -> tile<2x4xf64>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E5]] : tile<2x4xf8E5M2> -> tile<2x4xtf32>
    %r82 = ftof %e5 : tile<2x4xf8E5M2> -> tile<2x4xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[E5]] : tile<2x4xf8E5M2> -> tile<2x4xf8E4M3FN>
    %r83 = ftof %e5 : tile<2x4xf8E5M2> -> tile<2x4xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = ftof %[[F]] : tile<2x4xf32> -> tile<2x4xf16>
    %r84 = ftof %f rounding<nearest_even> : tile<2x4xf32> -> tile<2x4xf16>
    // CHECK-NEXT: return
  }

  // The default rounding<nearest_int_to_zero> prints as two spaces.
  // CHECK-LABEL: entry @ftoi(
  // CHECK-SAME: %[[R:arg[0-9]+]]: tile<f32>) {
  entry @ftoi(%r: tile<f32>) {
    // CHECK-NEXT: %[[H:[^ ]+]] = constant <f16: {{.*}}> : tile<8xf16>
    %h = constant <f16: 1.0> : tile<8xf16>
    // CHECK-NEXT: %[[BF:[^ ]+]] = constant <bf16: {{.*}}> : tile<8xbf16>
    %bf = constant <bf16: 1.0> : tile<8xbf16>
    // CHECK-NEXT: %[[F:[^ ]+]] = constant <f32: {{.*}}> : tile<8xf32>
    %f = constant <f32: 1.0> : tile<8xf32>
    // CHECK-NEXT: %[[D:[^ ]+]] = constant <f64: {{.*}}> : tile<8xf64>
    %d = constant <f64: 1.0> : tile<8xf64>
    // CHECK-NEXT: %[[T:[^ ]+]] = constant <tf32: {{.*}}> : tile<8xtf32>
    %t = constant <tf32: 1.0> : tile<8xtf32>
    // CHECK-NEXT: %[[E4:[^ ]+]] = constant <f8E4M3FN: {{.*}}> : tile<8xf8E4M3FN>
    %e4 = constant <f8E4M3FN: 1.0> : tile<8xf8E4M3FN>
    // CHECK-NEXT: %[[E5:[^ ]+]] = constant <f8E5M2: {{.*}}> : tile<8xf8E5M2>
    %e5 = constant <f8E5M2: 1.0> : tile<8xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[H]] signed : tile<8xf16> -> tile<8xi1>
    %r85 = ftoi %h signed : tile<8xf16> -> tile<8xi1>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[H]] signed : tile<8xf16> -> tile<8xi8>
    %r86 = ftoi %h signed : tile<8xf16> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[H]] unsigned : tile<8xf16> -> tile<8xi8>
    %r87 = ftoi %h unsigned : tile<8xf16> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[H]] signed : tile<8xf16> -> tile<8xi16>
    %r88 = ftoi %h signed : tile<8xf16> -> tile<8xi16>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[H]] signed : tile<8xf16> -> tile<8xi32>
    %r89 = ftoi %h signed : tile<8xf16> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[H]] unsigned : tile<8xf16> -> tile<8xi32>
    %r90 = ftoi %h unsigned : tile<8xf16> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[H]] signed : tile<8xf16> -> tile<8xi64>
    %r91 = ftoi %h signed : tile<8xf16> -> tile<8xi64>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[BF]] signed : tile<8xbf16> -> tile<8xi1>
    %r92 = ftoi %bf signed : tile<8xbf16> -> tile<8xi1>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[BF]] signed : tile<8xbf16> -> tile<8xi8>
    %r93 = ftoi %bf signed : tile<8xbf16> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[BF]] unsigned : tile<8xbf16> -> tile<8xi8>
    %r94 = ftoi %bf unsigned : tile<8xbf16> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[BF]] signed : tile<8xbf16> -> tile<8xi16>
    %r95 = ftoi %bf signed : tile<8xbf16> -> tile<8xi16>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[BF]] signed : tile<8xbf16> -> tile<8xi32>
    %r96 = ftoi %bf signed : tile<8xbf16> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[BF]] unsigned : tile<8xbf16> -> tile<8xi32>
    %r97 = ftoi %bf unsigned : tile<8xbf16> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[BF]] signed : tile<8xbf16> -> tile<8xi64>
    %r98 = ftoi %bf signed : tile<8xbf16> -> tile<8xi64>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[F]] signed : tile<8xf32> -> tile<8xi1>
    %r99 = ftoi %f signed : tile<8xf32> -> tile<8xi1>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[F]] signed : tile<8xf32> -> tile<8xi8>
    %r100 = ftoi %f signed : tile<8xf32> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[F]] unsigned : tile<8xf32> -> tile<8xi8>
    %r101 = ftoi %f unsigned : tile<8xf32> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[F]] signed : tile<8xf32> -> tile<8xi16>
    %r102 = ftoi %f signed : tile<8xf32> -> tile<8xi16>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[F]] signed : tile<8xf32> -> tile<8xi32>
    %r103 = ftoi %f signed : tile<8xf32> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[F]] unsigned : tile<8xf32> -> tile<8xi32>
    %r104 = ftoi %f unsigned : tile<8xf32> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[F]] signed : tile<8xf32> -> tile<8xi64>
    %r105 = ftoi %f signed : tile<8xf32> -> tile<8xi64>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[D]] signed : tile<8xf64> -> tile<8xi1>
    %r106 = ftoi %d signed : tile<8xf64> -> tile<8xi1>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[D]] signed : tile<8xf64> -> tile<8xi8>
    %r107 = ftoi %d signed : tile<8xf64> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[D]] unsigned : tile<8xf64> -> tile<8xi8>
    %r108 = ftoi %d unsigned : tile<8xf64> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[D]] signed : tile<8xf64> -> tile<8xi16>
    %r109 = ftoi %d signed : tile<8xf64> -> tile<8xi16>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[D]] signed : tile<8xf64> -> tile<8xi32>
    %r110 = ftoi %d signed : tile<8xf64> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[D]] unsigned : tile<8xf64> -> tile<8xi32>
    %r111 = ftoi %d unsigned : tile<8xf64> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[D]] signed : tile<8xf64> -> tile<8xi64>
    %r112 = ftoi %d signed : tile<8xf64> -> tile<8xi64>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[T]] signed : tile<8xtf32> -> tile<8xi1>
    %r113 = ftoi %t signed : tile<8xtf32> -> tile<8xi1>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[T]] signed : tile<8xtf32> -> tile<8xi8>
    %r114 = ftoi %t signed : tile<8xtf32> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[T]] unsigned : tile<8xtf32> -> tile<8xi8>
    %r115 = ftoi %t unsigned : tile<8xtf32> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[T]] signed : tile<8xtf32> -> tile<8xi16>
    %r116 = ftoi %t signed : tile<8xtf32> -> tile<8xi16>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[T]] signed : tile<8xtf32> -> tile<8xi32>
    %r117 = ftoi %t signed : tile<8xtf32> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[T]] unsigned : tile<8xtf32> -> tile<8xi32>
    %r118 = ftoi %t unsigned : tile<8xtf32> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[T]] signed : tile<8xtf32> -> tile<8xi64>
    %r119 = ftoi %t signed : tile<8xtf32> -> tile<8xi64>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E4]] signed : tile<8xf8E4M3FN> -> tile<8xi1>
    %r120 = ftoi %e4 signed : tile<8xf8E4M3FN> -> tile<8xi1>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E4]] signed : tile<8xf8E4M3FN> -> tile<8xi8>
    %r121 = ftoi %e4 signed : tile<8xf8E4M3FN> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E4]] unsigned : tile<8xf8E4M3FN> -> tile<8xi8>
    %r122 = ftoi %e4 unsigned : tile<8xf8E4M3FN> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E4]] signed : tile<8xf8E4M3FN> -> tile<8xi16>
    %r123 = ftoi %e4 signed : tile<8xf8E4M3FN> -> tile<8xi16>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E4]] signed : tile<8xf8E4M3FN> -> tile<8xi32>
    %r124 = ftoi %e4 signed : tile<8xf8E4M3FN> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E4]] unsigned : tile<8xf8E4M3FN> -> tile<8xi32>
    %r125 = ftoi %e4 unsigned : tile<8xf8E4M3FN> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E4]] signed : tile<8xf8E4M3FN> -> tile<8xi64>
    %r126 = ftoi %e4 signed : tile<8xf8E4M3FN> -> tile<8xi64>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E5]] signed : tile<8xf8E5M2> -> tile<8xi1>
    %r127 = ftoi %e5 signed : tile<8xf8E5M2> -> tile<8xi1>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E5]] signed : tile<8xf8E5M2> -> tile<8xi8>
    %r128 = ftoi %e5 signed : tile<8xf8E5M2> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E5]] unsigned : tile<8xf8E5M2> -> tile<8xi8>
    %r129 = ftoi %e5 unsigned : tile<8xf8E5M2> -> tile<8xi8>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E5]] signed : tile<8xf8E5M2> -> tile<8xi16>
    %r130 = ftoi %e5 signed : tile<8xf8E5M2> -> tile<8xi16>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E5]] signed : tile<8xf8E5M2> -> tile<8xi32>
    %r131 = ftoi %e5 signed : tile<8xf8E5M2> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E5]] unsigned : tile<8xf8E5M2> -> tile<8xi32>
    %r132 = ftoi %e5 unsigned : tile<8xf8E5M2> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[E5]] signed : tile<8xf8E5M2> -> tile<8xi64>
    %r133 = ftoi %e5 signed : tile<8xf8E5M2> -> tile<8xi64>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[F]] signed : tile<8xf32> -> tile<8xi32>
    %r134 = ftoi %f signed rounding<nearest_int_to_zero> : tile<8xf32> -> tile<8xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ftoi %[[R]] signed : tile<f32> -> tile<i32>
    %r135 = ftoi %r signed : tile<f32> -> tile<i32>
    // CHECK-NEXT: return
  }

  // The default rounding<nearest_even> prints as two spaces.
  // CHECK-LABEL: entry @itof(
  // CHECK-SAME: %[[R:arg[0-9]+]]: tile<i32>) {
  entry @itof(%r: tile<i32>) {
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <i1: {{.*}}> : tile<8xi1>
    %b = constant <i1: true> : tile<8xi1>
    // CHECK-NEXT: %[[C:[^ ]+]] = constant <i8: {{.*}}> : tile<8xi8>
    %c = constant <i8: 1> : tile<8xi8>
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <i16: {{.*}}> : tile<8xi16>
    %s = constant <i16: 1> : tile<8xi16>
    // CHECK-NEXT: %[[I:[^ ]+]] = constant <i32: {{.*}}> : tile<8xi32>
    %i = constant <i32: 1> : tile<8xi32>
    // CHECK-NEXT: %[[L:[^ ]+]] = constant <i64: {{.*}}> : tile<8xi64>
    %l = constant <i64: 1> : tile<8xi64>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[B]] signed : tile<8xi1> -> tile<8xf16>
    %r136 = itof %b signed : tile<8xi1> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[B]] unsigned : tile<8xi1> -> tile<8xf16>
    %r137 = itof %b unsigned : tile<8xi1> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[B]] signed : tile<8xi1> -> tile<8xbf16>
    %r138 = itof %b signed : tile<8xi1> -> tile<8xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[B]] signed : tile<8xi1> -> tile<8xf32>
    %r139 = itof %b signed : tile<8xi1> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[B]] unsigned : tile<8xi1> -> tile<8xf32>
    %r140 = itof %b unsigned : tile<8xi1> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[B]] signed : tile<8xi1> -> tile<8xf64>
    %r141 = itof %b signed : tile<8xi1> -> tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[B]] signed : tile<8xi1> -> tile<8xtf32>
    %r142 = itof %b signed : tile<8xi1> -> tile<8xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[B]] signed : tile<8xi1> -> tile<8xf8E4M3FN>
    %r143 = itof %b signed : tile<8xi1> -> tile<8xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[B]] signed : tile<8xi1> -> tile<8xf8E5M2>
    %r144 = itof %b signed : tile<8xi1> -> tile<8xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[C]] signed : tile<8xi8> -> tile<8xf16>
    %r145 = itof %c signed : tile<8xi8> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[C]] unsigned : tile<8xi8> -> tile<8xf16>
    %r146 = itof %c unsigned : tile<8xi8> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[C]] signed : tile<8xi8> -> tile<8xbf16>
    %r147 = itof %c signed : tile<8xi8> -> tile<8xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[C]] signed : tile<8xi8> -> tile<8xf32>
    %r148 = itof %c signed : tile<8xi8> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[C]] unsigned : tile<8xi8> -> tile<8xf32>
    %r149 = itof %c unsigned : tile<8xi8> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[C]] signed : tile<8xi8> -> tile<8xf64>
    %r150 = itof %c signed : tile<8xi8> -> tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[C]] signed : tile<8xi8> -> tile<8xtf32>
    %r151 = itof %c signed : tile<8xi8> -> tile<8xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[C]] signed : tile<8xi8> -> tile<8xf8E4M3FN>
    %r152 = itof %c signed : tile<8xi8> -> tile<8xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[C]] signed : tile<8xi8> -> tile<8xf8E5M2>
    %r153 = itof %c signed : tile<8xi8> -> tile<8xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[S]] signed : tile<8xi16> -> tile<8xf16>
    %r154 = itof %s signed : tile<8xi16> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[S]] unsigned : tile<8xi16> -> tile<8xf16>
    %r155 = itof %s unsigned : tile<8xi16> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[S]] signed : tile<8xi16> -> tile<8xbf16>
    %r156 = itof %s signed : tile<8xi16> -> tile<8xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[S]] signed : tile<8xi16> -> tile<8xf32>
    %r157 = itof %s signed : tile<8xi16> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[S]] unsigned : tile<8xi16> -> tile<8xf32>
    %r158 = itof %s unsigned : tile<8xi16> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[S]] signed : tile<8xi16> -> tile<8xf64>
    %r159 = itof %s signed : tile<8xi16> -> tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[S]] signed : tile<8xi16> -> tile<8xtf32>
    %r160 = itof %s signed : tile<8xi16> -> tile<8xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[S]] signed : tile<8xi16> -> tile<8xf8E4M3FN>
    %r161 = itof %s signed : tile<8xi16> -> tile<8xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[S]] signed : tile<8xi16> -> tile<8xf8E5M2>
    %r162 = itof %s signed : tile<8xi16> -> tile<8xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] signed : tile<8xi32> -> tile<8xf16>
    %r163 = itof %i signed : tile<8xi32> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] unsigned : tile<8xi32> -> tile<8xf16>
    %r164 = itof %i unsigned : tile<8xi32> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] signed : tile<8xi32> -> tile<8xbf16>
    %r165 = itof %i signed : tile<8xi32> -> tile<8xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] signed : tile<8xi32> -> tile<8xf32>
    %r166 = itof %i signed : tile<8xi32> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] unsigned : tile<8xi32> -> tile<8xf32>
    %r167 = itof %i unsigned : tile<8xi32> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] signed : tile<8xi32> -> tile<8xf64>
    %r168 = itof %i signed : tile<8xi32> -> tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] signed : tile<8xi32> -> tile<8xtf32>
    %r169 = itof %i signed : tile<8xi32> -> tile<8xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] signed : tile<8xi32> -> tile<8xf8E4M3FN>
    %r170 = itof %i signed : tile<8xi32> -> tile<8xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] signed : tile<8xi32> -> tile<8xf8E5M2>
    %r171 = itof %i signed : tile<8xi32> -> tile<8xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[L]] signed : tile<8xi64> -> tile<8xf16>
    %r172 = itof %l signed : tile<8xi64> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[L]] unsigned : tile<8xi64> -> tile<8xf16>
    %r173 = itof %l unsigned : tile<8xi64> -> tile<8xf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[L]] signed : tile<8xi64> -> tile<8xbf16>
    %r174 = itof %l signed : tile<8xi64> -> tile<8xbf16>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[L]] signed : tile<8xi64> -> tile<8xf32>
    %r175 = itof %l signed : tile<8xi64> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[L]] unsigned : tile<8xi64> -> tile<8xf32>
    %r176 = itof %l unsigned : tile<8xi64> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[L]] signed : tile<8xi64> -> tile<8xf64>
    %r177 = itof %l signed : tile<8xi64> -> tile<8xf64>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[L]] signed : tile<8xi64> -> tile<8xtf32>
    %r178 = itof %l signed : tile<8xi64> -> tile<8xtf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[L]] signed : tile<8xi64> -> tile<8xf8E4M3FN>
    %r179 = itof %l signed : tile<8xi64> -> tile<8xf8E4M3FN>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[L]] signed : tile<8xi64> -> tile<8xf8E5M2>
    %r180 = itof %l signed : tile<8xi64> -> tile<8xf8E5M2>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[I]] signed : tile<8xi32> -> tile<8xf32>
    %r181 = itof %i signed rounding<nearest_even> : tile<8xi32> -> tile<8xf32>
    // CHECK-NEXT: %{{[0-9]+}} = itof %[[R]] unsigned : tile<i32> -> tile<f32>
    %r182 = itof %r unsigned : tile<i32> -> tile<f32>
    // CHECK-NEXT: return
  }

  // CHECK-LABEL: entry @pointers(
  // CHECK-SAME: %[[S:arg[0-9]+]]: tile<i64>, %[[P0:arg[0-9]+]]: tile<ptr<f32>>, %[[Q:arg[0-9]+]]: tile<ptr<i8>>, %[[M0:arg[0-9]+]]: tile<ptr<f16>>) {
  entry @pointers(%s: tile<i64>, %p0: tile<ptr<f32>>, %q: tile<ptr<i8>>, %m0: tile<ptr<f16>>) {
    // CHECK-NEXT: %[[L:[^ ]+]] = constant <i64: {{.*}}> : tile<8xi64>
    %l = constant <i64: 1> : tile<8xi64>
    // CHECK-NEXT: %[[P1:[^ ]+]] = reshape %[[P0]] : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p1 = reshape %p0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    // CHECK-NEXT: %[[P:[^ ]+]] = broadcast %[[P1]] : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p = broadcast %p1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    // CHECK-NEXT: %[[M1:[^ ]+]] = reshape %[[M0]] : tile<ptr<f16>> -> tile<1x1xptr<f16>>
    %m1 = reshape %m0 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
    // CHECK-NEXT: %[[M:[^ ]+]] = broadcast %[[M1]] : tile<1x1xptr<f16>> -> tile<2x4xptr<f16>>
    %m = broadcast %m1 : tile<1x1xptr<f16>> -> tile<2x4xptr<f16>>
    // CHECK-NEXT: %{{[0-9]+}} = int_to_ptr %[[L]] : tile<8xi64> -> tile<8xptr<f32>>
    %r183 = int_to_ptr %l : tile<8xi64> -> tile<8xptr<f32>>
    // CHECK-NEXT: %{{[0-9]+}} = int_to_ptr %[[S]] : tile<i64> -> tile<ptr<i8>>
    %r184 = int_to_ptr %s : tile<i64> -> tile<ptr<i8>>
    // CHECK-NEXT: %{{[0-9]+}} = int_to_ptr %[[L]] : tile<8xi64> -> tile<8xptr<f8E4M3FN>>
    %r185 = int_to_ptr %l : tile<8xi64> -> tile<8xptr<f8E4M3FN>>
    // CHECK-NEXT: %{{[0-9]+}} = ptr_to_int %[[P]] : tile<8xptr<f32>> -> tile<8xi64>
    %r186 = ptr_to_int %p : tile<8xptr<f32>> -> tile<8xi64>
    // CHECK-NEXT: %{{[0-9]+}} = ptr_to_int %[[Q]] : tile<ptr<i8>> -> tile<i64>
    %r187 = ptr_to_int %q : tile<ptr<i8>> -> tile<i64>
    // CHECK-NEXT: %{{[0-9]+}} = ptr_to_ptr %[[P]] : tile<8xptr<f32>> -> tile<8xptr<i32>>
    %r188 = ptr_to_ptr %p : tile<8xptr<f32>> -> tile<8xptr<i32>>
    // CHECK-NEXT: %{{[0-9]+}} = ptr_to_ptr %[[P]] : tile<8xptr<f32>> -> tile<8xptr<f32>>
    %r189 = ptr_to_ptr %p : tile<8xptr<f32>> -> tile<8xptr<f32>>
    // CHECK-NEXT: %{{[0-9]+}} = ptr_to_ptr %[[Q]] : tile<ptr<i8>> -> tile<ptr<bf16>>
    %r190 = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<bf16>>
    // CHECK-NEXT: %{{[0-9]+}} = ptr_to_ptr %[[M]] : tile<2x4xptr<f16>> -> tile<2x4xptr<i64>>
    %r191 = ptr_to_ptr %m : tile<2x4xptr<f16>> -> tile<2x4xptr<i64>>
    // CHECK-NEXT: return
  }
}
