// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s

// Round trip of the integer and bitwise ops: the custom form, the custom form
// printed and parsed again, and the generic form parsed back all print the
// exact text NVIDIA's tools print.

// CHECK-LABEL: cuda_tile.module @integer_ops {
cuda_tile.module @integer_ops {

  // overflow<none> is the default and is not printed.
  // CHECK-LABEL: entry @overflow_ops(
  // CHECK-SAME: %[[C:arg[0-9]+]]: tile<i8>) {
  entry @overflow_ops(%c: tile<i8>) {
    // CHECK-NEXT: %[[J:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %j = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <i1: {{.*}}> : tile<4xi1>
    %b = constant <i1: true> : tile<4xi1>
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <i16: {{.*}}> : tile<2x2xi16>
    %s = constant <i16: 1> : tile<2x2xi16>
    // CHECK-NEXT: %[[I:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %i = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[L:[^ ]+]] = constant <i64: {{.*}}> : tile<1x2x4xi64>
    %l = constant <i64: 1> : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[I]], %[[J]] : tile<4xi32>
    %r1 = addi %i, %j : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[I]], %[[J]] : tile<4xi32>
    %r2 = addi %i, %j overflow<none> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[I]], %[[J]] overflow<no_signed_wrap> : tile<4xi32>
    %r3 = addi %i, %j overflow<no_signed_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[I]], %[[J]] overflow<no_unsigned_wrap> : tile<4xi32>
    %r4 = addi %i, %j overflow<no_unsigned_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[I]], %[[J]] overflow<no_wrap> : tile<4xi32>
    %r5 = addi %i, %j overflow<no_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[B]], %[[B]] : tile<4xi1>
    %r6 = addi %b, %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[C]], %[[C]] : tile<i8>
    %r7 = addi %c, %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[S]], %[[S]] : tile<2x2xi16>
    %r8 = addi %s, %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = addi %[[L]], %[[L]] : tile<1x2x4xi64>
    %r9 = addi %l, %l : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[I]], %[[J]] : tile<4xi32>
    %r10 = subi %i, %j : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[I]], %[[J]] : tile<4xi32>
    %r11 = subi %i, %j overflow<none> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[I]], %[[J]] overflow<no_signed_wrap> : tile<4xi32>
    %r12 = subi %i, %j overflow<no_signed_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[I]], %[[J]] overflow<no_unsigned_wrap> : tile<4xi32>
    %r13 = subi %i, %j overflow<no_unsigned_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[I]], %[[J]] overflow<no_wrap> : tile<4xi32>
    %r14 = subi %i, %j overflow<no_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[B]], %[[B]] : tile<4xi1>
    %r15 = subi %b, %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[C]], %[[C]] : tile<i8>
    %r16 = subi %c, %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[S]], %[[S]] : tile<2x2xi16>
    %r17 = subi %s, %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = subi %[[L]], %[[L]] : tile<1x2x4xi64>
    %r18 = subi %l, %l : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[I]], %[[J]] : tile<4xi32>
    %r19 = muli %i, %j : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[I]], %[[J]] : tile<4xi32>
    %r20 = muli %i, %j overflow<none> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[I]], %[[J]] overflow<no_signed_wrap> : tile<4xi32>
    %r21 = muli %i, %j overflow<no_signed_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[I]], %[[J]] overflow<no_unsigned_wrap> : tile<4xi32>
    %r22 = muli %i, %j overflow<no_unsigned_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[I]], %[[J]] overflow<no_wrap> : tile<4xi32>
    %r23 = muli %i, %j overflow<no_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[B]], %[[B]] : tile<4xi1>
    %r24 = muli %b, %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[C]], %[[C]] : tile<i8>
    %r25 = muli %c, %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[S]], %[[S]] : tile<2x2xi16>
    %r26 = muli %s, %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = muli %[[L]], %[[L]] : tile<1x2x4xi64>
    %r27 = muli %l, %l : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[I]], %[[J]] : tile<4xi32>
    %r28 = shli %i, %j : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[I]], %[[J]] : tile<4xi32>
    %r29 = shli %i, %j overflow<none> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[I]], %[[J]] overflow<no_signed_wrap> : tile<4xi32>
    %r30 = shli %i, %j overflow<no_signed_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[I]], %[[J]] overflow<no_unsigned_wrap> : tile<4xi32>
    %r31 = shli %i, %j overflow<no_unsigned_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[I]], %[[J]] overflow<no_wrap> : tile<4xi32>
    %r32 = shli %i, %j overflow<no_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[B]], %[[B]] : tile<4xi1>
    %r33 = shli %b, %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[C]], %[[C]] : tile<i8>
    %r34 = shli %c, %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[S]], %[[S]] : tile<2x2xi16>
    %r35 = shli %s, %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = shli %[[L]], %[[L]] : tile<1x2x4xi64>
    %r36 = shli %l, %l : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[I]] : tile<4xi32>
    %r37 = negi %i : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[I]] : tile<4xi32>
    %r38 = negi %i overflow<none> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[I]] overflow<no_signed_wrap> : tile<4xi32>
    %r39 = negi %i overflow<no_signed_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[I]] overflow<no_wrap> : tile<4xi32>
    %r41 = negi %i overflow<no_wrap> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[B]] : tile<4xi1>
    %r42 = negi %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[C]] : tile<i8>
    %r43 = negi %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[S]] : tile<2x2xi16>
    %r44 = negi %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = negi %[[L]] : tile<1x2x4xi64>
    %r45 = negi %l : tile<1x2x4xi64>
    // CHECK-NEXT: return
  }

  // Integer and bitwise ops without modifiers, every integer width.
  // CHECK-LABEL: entry @plain_ops(
  // CHECK-SAME: %[[C:arg[0-9]+]]: tile<i8>) {
  entry @plain_ops(%c: tile<i8>) {
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <i1: {{.*}}> : tile<4xi1>
    %b = constant <i1: true> : tile<4xi1>
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <i16: {{.*}}> : tile<2x2xi16>
    %s = constant <i16: 1> : tile<2x2xi16>
    // CHECK-NEXT: %[[I:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %i = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[L:[^ ]+]] = constant <i64: {{.*}}> : tile<1x2x4xi64>
    %l = constant <i64: 1> : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = mulhii %[[B]], %[[B]] : tile<4xi1>
    %r46 = mulhii %b, %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = mulhii %[[C]], %[[C]] : tile<i8>
    %r47 = mulhii %c, %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = mulhii %[[S]], %[[S]] : tile<2x2xi16>
    %r48 = mulhii %s, %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = mulhii %[[I]], %[[I]] : tile<4xi32>
    %r49 = mulhii %i, %i : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = mulhii %[[L]], %[[L]] : tile<1x2x4xi64>
    %r50 = mulhii %l, %l : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = andi %[[B]], %[[B]] : tile<4xi1>
    %r51 = andi %b, %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = andi %[[C]], %[[C]] : tile<i8>
    %r52 = andi %c, %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = andi %[[S]], %[[S]] : tile<2x2xi16>
    %r53 = andi %s, %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = andi %[[I]], %[[I]] : tile<4xi32>
    %r54 = andi %i, %i : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = andi %[[L]], %[[L]] : tile<1x2x4xi64>
    %r55 = andi %l, %l : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = ori %[[B]], %[[B]] : tile<4xi1>
    %r56 = ori %b, %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = ori %[[C]], %[[C]] : tile<i8>
    %r57 = ori %c, %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = ori %[[S]], %[[S]] : tile<2x2xi16>
    %r58 = ori %s, %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = ori %[[I]], %[[I]] : tile<4xi32>
    %r59 = ori %i, %i : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = ori %[[L]], %[[L]] : tile<1x2x4xi64>
    %r60 = ori %l, %l : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = xori %[[B]], %[[B]] : tile<4xi1>
    %r61 = xori %b, %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = xori %[[C]], %[[C]] : tile<i8>
    %r62 = xori %c, %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = xori %[[S]], %[[S]] : tile<2x2xi16>
    %r63 = xori %s, %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = xori %[[I]], %[[I]] : tile<4xi32>
    %r64 = xori %i, %i : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = xori %[[L]], %[[L]] : tile<1x2x4xi64>
    %r65 = xori %l, %l : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = absi %[[B]] : tile<4xi1>
    %r66 = absi %b : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = absi %[[C]] : tile<i8>
    %r67 = absi %c : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = absi %[[S]] : tile<2x2xi16>
    %r68 = absi %s : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = absi %[[I]] : tile<4xi32>
    %r69 = absi %i : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = absi %[[L]] : tile<1x2x4xi64>
    %r70 = absi %l : tile<1x2x4xi64>
    // CHECK-NEXT: return
  }

  // CHECK-LABEL: entry @signed_ops(
  // CHECK-SAME: %[[C:arg[0-9]+]]: tile<i8>) {
  entry @signed_ops(%c: tile<i8>) {
    // CHECK-NEXT: %[[J:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %j = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <i1: {{.*}}> : tile<4xi1>
    %b = constant <i1: true> : tile<4xi1>
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <i16: {{.*}}> : tile<2x2xi16>
    %s = constant <i16: 1> : tile<2x2xi16>
    // CHECK-NEXT: %[[I:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %i = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[L:[^ ]+]] = constant <i64: {{.*}}> : tile<1x2x4xi64>
    %l = constant <i64: 1> : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[I]], %[[J]] signed : tile<4xi32>
    %r71 = remi %i, %j signed : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[I]], %[[J]] unsigned : tile<4xi32>
    %r72 = remi %i, %j unsigned : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[B]], %[[B]] signed : tile<4xi1>
    %r73 = remi %b, %b signed : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[B]], %[[B]] unsigned : tile<4xi1>
    %r74 = remi %b, %b unsigned : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[C]], %[[C]] signed : tile<i8>
    %r75 = remi %c, %c signed : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[C]], %[[C]] unsigned : tile<i8>
    %r76 = remi %c, %c unsigned : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[S]], %[[S]] signed : tile<2x2xi16>
    %r77 = remi %s, %s signed : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[S]], %[[S]] unsigned : tile<2x2xi16>
    %r78 = remi %s, %s unsigned : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[L]], %[[L]] signed : tile<1x2x4xi64>
    %r79 = remi %l, %l signed : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = remi %[[L]], %[[L]] unsigned : tile<1x2x4xi64>
    %r80 = remi %l, %l unsigned : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[I]], %[[J]] signed : tile<4xi32>
    %r81 = maxi %i, %j signed : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[I]], %[[J]] unsigned : tile<4xi32>
    %r82 = maxi %i, %j unsigned : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[B]], %[[B]] signed : tile<4xi1>
    %r83 = maxi %b, %b signed : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[B]], %[[B]] unsigned : tile<4xi1>
    %r84 = maxi %b, %b unsigned : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[C]], %[[C]] signed : tile<i8>
    %r85 = maxi %c, %c signed : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[C]], %[[C]] unsigned : tile<i8>
    %r86 = maxi %c, %c unsigned : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[S]], %[[S]] signed : tile<2x2xi16>
    %r87 = maxi %s, %s signed : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[S]], %[[S]] unsigned : tile<2x2xi16>
    %r88 = maxi %s, %s unsigned : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[L]], %[[L]] signed : tile<1x2x4xi64>
    %r89 = maxi %l, %l signed : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = maxi %[[L]], %[[L]] unsigned : tile<1x2x4xi64>
    %r90 = maxi %l, %l unsigned : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[I]], %[[J]] signed : tile<4xi32>
    %r91 = mini %i, %j signed : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[I]], %[[J]] unsigned : tile<4xi32>
    %r92 = mini %i, %j unsigned : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[B]], %[[B]] signed : tile<4xi1>
    %r93 = mini %b, %b signed : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[B]], %[[B]] unsigned : tile<4xi1>
    %r94 = mini %b, %b unsigned : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[C]], %[[C]] signed : tile<i8>
    %r95 = mini %c, %c signed : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[C]], %[[C]] unsigned : tile<i8>
    %r96 = mini %c, %c unsigned : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[S]], %[[S]] signed : tile<2x2xi16>
    %r97 = mini %s, %s signed : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[S]], %[[S]] unsigned : tile<2x2xi16>
    %r98 = mini %s, %s unsigned : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[L]], %[[L]] signed : tile<1x2x4xi64>
    %r99 = mini %l, %l signed : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = mini %[[L]], %[[L]] unsigned : tile<1x2x4xi64>
    %r100 = mini %l, %l unsigned : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[I]], %[[J]] signed : tile<4xi32>
    %r101 = shri %i, %j signed : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[I]], %[[J]] unsigned : tile<4xi32>
    %r102 = shri %i, %j unsigned : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[B]], %[[B]] signed : tile<4xi1>
    %r103 = shri %b, %b signed : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[B]], %[[B]] unsigned : tile<4xi1>
    %r104 = shri %b, %b unsigned : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[C]], %[[C]] signed : tile<i8>
    %r105 = shri %c, %c signed : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[C]], %[[C]] unsigned : tile<i8>
    %r106 = shri %c, %c unsigned : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[S]], %[[S]] signed : tile<2x2xi16>
    %r107 = shri %s, %s signed : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[S]], %[[S]] unsigned : tile<2x2xi16>
    %r108 = shri %s, %s unsigned : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[L]], %[[L]] signed : tile<1x2x4xi64>
    %r109 = shri %l, %l signed : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = shri %[[L]], %[[L]] unsigned : tile<1x2x4xi64>
    %r110 = shri %l, %l unsigned : tile<1x2x4xi64>
    // CHECK-NEXT: return
  }

  // rounding<zero> is the default and is not printed; negative_inf is signed only.
  // CHECK-LABEL: entry @divi(
  // CHECK-SAME: %[[C:arg[0-9]+]]: tile<i8>) {
  entry @divi(%c: tile<i8>) {
    // CHECK-NEXT: %[[J:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %j = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <i1: {{.*}}> : tile<4xi1>
    %b = constant <i1: true> : tile<4xi1>
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <i16: {{.*}}> : tile<2x2xi16>
    %s = constant <i16: 1> : tile<2x2xi16>
    // CHECK-NEXT: %[[I:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %i = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[L:[^ ]+]] = constant <i64: {{.*}}> : tile<1x2x4xi64>
    %l = constant <i64: 1> : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] signed : tile<4xi32>
    %r111 = divi %i, %j signed : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] signed : tile<4xi32>
    %r112 = divi %i, %j signed rounding<zero> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] signed rounding<positive_inf> : tile<4xi32>
    %r113 = divi %i, %j signed rounding<positive_inf> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] unsigned : tile<4xi32>
    %r114 = divi %i, %j unsigned : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] unsigned : tile<4xi32>
    %r115 = divi %i, %j unsigned rounding<zero> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] unsigned rounding<positive_inf> : tile<4xi32>
    %r116 = divi %i, %j unsigned rounding<positive_inf> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[I]], %[[J]] signed rounding<negative_inf> : tile<4xi32>
    %r117 = divi %i, %j signed rounding<negative_inf> : tile<4xi32>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[B]], %[[B]] signed rounding<negative_inf> : tile<4xi1>
    %r118 = divi %b, %b signed rounding<negative_inf> : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[B]], %[[B]] unsigned : tile<4xi1>
    %r119 = divi %b, %b unsigned : tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[C]], %[[C]] signed rounding<negative_inf> : tile<i8>
    %r120 = divi %c, %c signed rounding<negative_inf> : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[C]], %[[C]] unsigned : tile<i8>
    %r121 = divi %c, %c unsigned : tile<i8>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[S]], %[[S]] signed rounding<negative_inf> : tile<2x2xi16>
    %r122 = divi %s, %s signed rounding<negative_inf> : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[S]], %[[S]] unsigned : tile<2x2xi16>
    %r123 = divi %s, %s unsigned : tile<2x2xi16>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[L]], %[[L]] signed rounding<negative_inf> : tile<1x2x4xi64>
    %r124 = divi %l, %l signed rounding<negative_inf> : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = divi %[[L]], %[[L]] unsigned : tile<1x2x4xi64>
    %r125 = divi %l, %l unsigned : tile<1x2x4xi64>
    // CHECK-NEXT: return
  }

  // Every predicate, signed and unsigned.
  // CHECK-LABEL: entry @cmpi(
  // CHECK-SAME: %[[C:arg[0-9]+]]: tile<i8>) {
  entry @cmpi(%c: tile<i8>) {
    // CHECK-NEXT: %[[J:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %j = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[B:[^ ]+]] = constant <i1: {{.*}}> : tile<4xi1>
    %b = constant <i1: true> : tile<4xi1>
    // CHECK-NEXT: %[[S:[^ ]+]] = constant <i16: {{.*}}> : tile<2x2xi16>
    %s = constant <i16: 1> : tile<2x2xi16>
    // CHECK-NEXT: %[[I:[^ ]+]] = constant <i32: {{.*}}> : tile<4xi32>
    %i = constant <i32: 1> : tile<4xi32>
    // CHECK-NEXT: %[[L:[^ ]+]] = constant <i64: {{.*}}> : tile<1x2x4xi64>
    %l = constant <i64: 1> : tile<1x2x4xi64>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi equal %[[I]], %[[J]], signed : tile<4xi32> -> tile<4xi1>
    %r126 = cmpi equal %i, %j, signed : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi equal %[[I]], %[[J]], unsigned : tile<4xi32> -> tile<4xi1>
    %r127 = cmpi equal %i, %j, unsigned : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi not_equal %[[I]], %[[J]], signed : tile<4xi32> -> tile<4xi1>
    %r128 = cmpi not_equal %i, %j, signed : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi not_equal %[[I]], %[[J]], unsigned : tile<4xi32> -> tile<4xi1>
    %r129 = cmpi not_equal %i, %j, unsigned : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than %[[I]], %[[J]], signed : tile<4xi32> -> tile<4xi1>
    %r130 = cmpi less_than %i, %j, signed : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than %[[I]], %[[J]], unsigned : tile<4xi32> -> tile<4xi1>
    %r131 = cmpi less_than %i, %j, unsigned : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than_or_equal %[[I]], %[[J]], signed : tile<4xi32> -> tile<4xi1>
    %r132 = cmpi less_than_or_equal %i, %j, signed : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than_or_equal %[[I]], %[[J]], unsigned : tile<4xi32> -> tile<4xi1>
    %r133 = cmpi less_than_or_equal %i, %j, unsigned : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi greater_than %[[I]], %[[J]], signed : tile<4xi32> -> tile<4xi1>
    %r134 = cmpi greater_than %i, %j, signed : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi greater_than %[[I]], %[[J]], unsigned : tile<4xi32> -> tile<4xi1>
    %r135 = cmpi greater_than %i, %j, unsigned : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi greater_than_or_equal %[[I]], %[[J]], signed : tile<4xi32> -> tile<4xi1>
    %r136 = cmpi greater_than_or_equal %i, %j, signed : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi greater_than_or_equal %[[I]], %[[J]], unsigned : tile<4xi32> -> tile<4xi1>
    %r137 = cmpi greater_than_or_equal %i, %j, unsigned : tile<4xi32> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than %[[B]], %[[B]], unsigned : tile<4xi1> -> tile<4xi1>
    %r138 = cmpi less_than %b, %b, unsigned : tile<4xi1> -> tile<4xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than %[[C]], %[[C]], unsigned : tile<i8> -> tile<i1>
    %r139 = cmpi less_than %c, %c, unsigned : tile<i8> -> tile<i1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than %[[S]], %[[S]], unsigned : tile<2x2xi16> -> tile<2x2xi1>
    %r140 = cmpi less_than %s, %s, unsigned : tile<2x2xi16> -> tile<2x2xi1>
    // CHECK-NEXT: %{{[0-9]+}} = cmpi less_than %[[L]], %[[L]], unsigned : tile<1x2x4xi64> -> tile<1x2x4xi1>
    %r141 = cmpi less_than %l, %l, unsigned : tile<1x2x4xi64> -> tile<1x2x4xi1>
    // CHECK-NEXT: return
  }
}
