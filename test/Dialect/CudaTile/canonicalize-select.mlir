// RUN: tile-opt --no-implicit-module %s --canonicalize --split-input-file | FileCheck %s

// The folds and canonicalizations of `select` beyond constant conditions and
// equal arms (those are in canonicalize-core.mlir), and of `assume`. Each has
// a case where it applies and one where it must not.

// select %c, true, false is %c; select %c, false, true is its negation, for
// any shape. Other i1 arms stay a select.
// CHECK-LABEL: entry @select_of_bools
// CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[D:.*]]: tile<i1>)
// CHECK-DAG: %[[TRUE:.*]] = constant <i1: true> : tile<i1>
// CHECK-DAG: %[[TRUE2:.*]] = constant <i1: true> : tile<2xi1>
// CHECK: %[[R:.*]] = reshape %[[C]] : tile<i1> -> tile<1xi1>
// CHECK: %[[B:.*]] = broadcast %[[R]] : tile<1xi1> -> tile<2xi1>
// CHECK: %[[NOT:.*]] = xori %[[C]], %[[TRUE]] : tile<i1>
// CHECK: %[[NOT2:.*]] = xori %[[B]], %[[TRUE2]] : tile<2xi1>
// CHECK: %[[KEEP:.*]] = select %[[C]], %[[TRUE]], %[[D]] : tile<i1>, tile<i1>
// CHECK: print "{{.*}}", %[[C]], %[[NOT]], %[[B]], %[[NOT2]], %[[KEEP]] :
cuda_tile.module @m {
  entry @select_of_bools(%c: tile<i1>, %d: tile<i1>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %t2 = constant <i1: true> : tile<2xi1>
    %f2 = constant <i1: false> : tile<2xi1>
    %r = reshape %c : tile<i1> -> tile<1xi1>
    %c2 = broadcast %r : tile<1xi1> -> tile<2xi1>
    %0 = select %c, %t, %f : tile<i1>, tile<i1>
    %1 = select %c, %f, %t : tile<i1>, tile<i1>
    %2 = select %c2, %t2, %f2 : tile<2xi1>, tile<2xi1>
    %3 = select %c2, %f2, %t2 : tile<2xi1>, tile<2xi1>
    %4 = select %c, %t, %d : tile<i1>, tile<i1>
    print "%d %d %d %d %d", %0, %1, %2, %3, %4 : tile<i1>, tile<i1>, tile<2xi1>, tile<2xi1>, tile<i1>
  }
}

// -----

// A negated condition swaps the arms (the negation stays for its other use);
// an xori that is not a negation does not.
// CHECK-LABEL: entry @select_on_negation
// CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[D:.*]]: tile<i1>, %[[X:.*]]: tile<f32>, %[[Y:.*]]: tile<f32>)
// CHECK: %[[N:.*]] = xori %[[C]], %{{.*}} : tile<i1>
// CHECK: %[[S:.*]] = select %[[C]], %[[Y]], %[[X]] : tile<i1>, tile<f32>
// CHECK: %[[O:.*]] = xori %[[C]], %[[D]] : tile<i1>
// CHECK: %[[K:.*]] = select %[[O]], %[[X]], %[[Y]] : tile<i1>, tile<f32>
// CHECK: print "{{.*}}", %[[S]], %[[N]], %[[K]] :
cuda_tile.module @m {
  entry @select_on_negation(%c: tile<i1>, %d: tile<i1>, %x: tile<f32>, %y: tile<f32>) {
    %t = constant <i1: true> : tile<i1>
    %n = xori %t, %c : tile<i1>
    %0 = select %n, %x, %y : tile<i1>, tile<f32>
    %o = xori %c, %d : tile<i1>
    %1 = select %o, %x, %y : tile<i1>, tile<f32>
    print "%f %d %f", %0, %n, %1 : tile<f32>, tile<i1>, tile<f32>
  }
}

// -----

// Under the condition of an outer select, an inner select on the same
// condition takes the same side; on another condition it stays.
// CHECK-LABEL: entry @select_of_select
// CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[D:.*]]: tile<i1>, %[[A:.*]]: tile<i32>, %[[B:.*]]: tile<i32>, %[[E:.*]]: tile<i32>)
// CHECK: %[[S0:.*]] = select %[[C]], %[[A]], %[[E]] : tile<i1>, tile<i32>
// CHECK: %[[S1:.*]] = select %[[C]], %[[E]], %[[B]] : tile<i1>, tile<i32>
// CHECK: %[[I:.*]] = select %[[D]], %[[A]], %[[B]] : tile<i1>, tile<i32>
// CHECK: %[[S2:.*]] = select %[[C]], %[[I]], %[[E]] : tile<i1>, tile<i32>
// CHECK: print "{{.*}}", %[[S0]], %[[S1]], %[[S2]] :
cuda_tile.module @m {
  entry @select_of_select(%c: tile<i1>, %d: tile<i1>, %a: tile<i32>, %b: tile<i32>, %e: tile<i32>) {
    %i = select %c, %a, %b : tile<i1>, tile<i32>
    %0 = select %c, %i, %e : tile<i1>, tile<i32>
    %1 = select %c, %e, %i : tile<i1>, tile<i32>
    %j = select %d, %a, %b : tile<i1>, tile<i32>
    %2 = select %c, %j, %e : tile<i1>, tile<i32>
    print "%d %d %d", %0, %1, %2 : tile<i32>, tile<i32>, tile<i32>
  }
}

// -----

// select (a == b), a, b is b whichever way round; select (a != b), a, b is
// a. Other predicates, or other arms, keep the select.
// CHECK-LABEL: entry @select_of_compare
// CHECK-SAME: (%[[A:.*]]: tile<i32>, %[[B:.*]]: tile<i32>, %[[E:.*]]: tile<i32>)
// CHECK: %[[EQ:.*]] = cmpi equal %[[A]], %[[B]], signed : tile<i32> -> tile<i1>
// CHECK: %[[LT:.*]] = cmpi less_than %[[A]], %[[B]], signed : tile<i32> -> tile<i1>
// CHECK: %[[K0:.*]] = select %[[LT]], %[[A]], %[[B]] : tile<i1>, tile<i32>
// CHECK: %[[K1:.*]] = select %[[EQ]], %[[A]], %[[E]] : tile<i1>, tile<i32>
// CHECK: print "{{.*}}", %[[B]], %[[A]], %[[A]], %[[B]], %[[K0]], %[[K1]] :
cuda_tile.module @m {
  entry @select_of_compare(%a: tile<i32>, %b: tile<i32>, %e: tile<i32>) {
    %eq = cmpi equal %a, %b, signed : tile<i32> -> tile<i1>
    %ne = cmpi not_equal %a, %b, unsigned : tile<i32> -> tile<i1>
    %lt = cmpi less_than %a, %b, signed : tile<i32> -> tile<i1>
    %0 = select %eq, %a, %b : tile<i1>, tile<i32>
    %1 = select %eq, %b, %a : tile<i1>, tile<i32>
    %2 = select %ne, %a, %b : tile<i1>, tile<i32>
    %3 = select %ne, %b, %a : tile<i1>, tile<i32>
    %4 = select %lt, %a, %b : tile<i1>, tile<i32>
    %5 = select %eq, %a, %e : tile<i1>, tile<i32>
    print "%d %d %d %d %d %d", %0, %1, %2, %3, %4, %5 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>
  }
}

// -----

// Constant arms under a constant condition that is not uniform make a
// constant, element by element; a condition that is not constant does not.
// CHECK-LABEL: entry @select_of_constants
// CHECK-SAME: (%[[C:.*]]: tile<i1>)
// CHECK-DAG: %[[I:.*]] = constant <i32: [10, 2, 30, 4]> : tile<4xi32>
// CHECK-DAG: %[[F:.*]] = constant <f16: [5.000000e-01, 2.000000e+00]> : tile<2xf16>
// CHECK-DAG: %[[X:.*]] = constant <f32: 1.000000e+00> : tile<2xf32>
// CHECK-DAG: %[[Y:.*]] = constant <f32: 2.000000e+00> : tile<2xf32>
// CHECK: %[[R:.*]] = reshape %[[C]] : tile<i1> -> tile<1xi1>
// CHECK: %[[M:.*]] = broadcast %[[R]] : tile<1xi1> -> tile<2xi1>
// CHECK: %[[S:.*]] = select %[[M]], %[[X]], %[[Y]] : tile<2xi1>, tile<2xf32>
// CHECK: print "{{.*}}", %[[I]], %[[F]], %[[S]] :
cuda_tile.module @m {
  entry @select_of_constants(%c: tile<i1>) {
    %m = constant <i1: [true, false, true, false]> : tile<4xi1>
    %a = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %b = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %0 = select %m, %a, %b : tile<4xi1>, tile<4xi32>
    %m2 = constant <i1: [false, true]> : tile<2xi1>
    %h = constant <f16: 0.5> : tile<2xf16>
    %g = constant <f16: 2.0> : tile<2xf16>
    %1 = select %m2, %g, %h : tile<2xi1>, tile<2xf16>
    %r = reshape %c : tile<i1> -> tile<1xi1>
    %c2 = broadcast %r : tile<1xi1> -> tile<2xi1>
    %x = constant <f32: 1.0> : tile<2xf32>
    %y = constant <f32: 2.0> : tile<2xf32>
    %2 = select %c2, %x, %y : tile<2xi1>, tile<2xf32>
    print "%d %f %f", %0, %1, %2 : tile<4xi32>, tile<2xf16>, tile<2xf32>
  }
}

// -----

// select %c, 1, 0 zero-extends %c and select %c, 0, 1 its negation; other
// constants, and float arms, keep the select.
// CHECK-LABEL: entry @select_to_exti
// CHECK-SAME: (%[[C:.*]]: tile<i1>)
// CHECK-DAG: %[[TRUE:.*]] = constant <i1: true> : tile<i1>
// CHECK-DAG: %[[ONE8:.*]] = constant <i8: 1> : tile<i8>
// CHECK-DAG: %[[M1:.*]] = constant <i8: -1> : tile<i8>
// CHECK-DAG: %[[F0:.*]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK-DAG: %[[F1:.*]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: %[[E0:.*]] = exti %[[C]] unsigned : tile<i1> -> tile<i32>
// CHECK: %[[N:.*]] = xori %[[C]], %[[TRUE]] : tile<i1>
// CHECK: %[[E1:.*]] = exti %[[N]] unsigned : tile<i1> -> tile<i64>
// CHECK: %[[K0:.*]] = select %[[C]], %[[M1]], %[[ONE8]] : tile<i1>, tile<i8>
// CHECK: %[[K1:.*]] = select %[[C]], %[[F1]], %[[F0]] : tile<i1>, tile<f32>
// CHECK: print "{{.*}}", %[[E0]], %[[E1]], %[[K0]], %[[K1]] :
cuda_tile.module @m {
  entry @select_to_exti(%c: tile<i1>) {
    %z32 = constant <i32: 0> : tile<i32>
    %o32 = constant <i32: 1> : tile<i32>
    %z64 = constant <i64: 0> : tile<i64>
    %o64 = constant <i64: 1> : tile<i64>
    %m8 = constant <i8: -1> : tile<i8>
    %o8 = constant <i8: 1> : tile<i8>
    %f0 = constant <f32: 0.0> : tile<f32>
    %f1 = constant <f32: 1.0> : tile<f32>
    %0 = select %c, %o32, %z32 : tile<i1>, tile<i32>
    %1 = select %c, %z64, %o64 : tile<i1>, tile<i64>
    %2 = select %c, %m8, %o8 : tile<i1>, tile<i8>
    %3 = select %c, %f1, %f0 : tile<i1>, tile<f32>
    print "%d %d %d %f", %0, %1, %2, %3 : tile<i32>, tile<i64>, tile<i8>, tile<f32>
  }
}

// -----

// Extension keeps the shape of the condition.
// CHECK-LABEL: entry @select_to_exti_shaped
// CHECK: %[[B:.*]] = broadcast %{{.*}} : tile<1xi1> -> tile<4xi1>
// CHECK: %[[N:.*]] = xori %[[B]], %{{.*}} : tile<4xi1>
// CHECK: %[[E:.*]] = exti %[[N]] unsigned : tile<4xi1> -> tile<4xi16>
// CHECK: print "%d", %[[E]] : tile<4xi16>
cuda_tile.module @m {
  entry @select_to_exti_shaped(%c: tile<i1>) {
    %r = reshape %c : tile<i1> -> tile<1xi1>
    %b = broadcast %r : tile<1xi1> -> tile<4xi1>
    %z = constant <i16: 0> : tile<4xi16>
    %o = constant <i16: 1> : tile<4xi16>
    %0 = select %b, %z, %o : tile<4xi1>, tile<4xi16>
    print "%d", %0 : tile<4xi16>
  }
}

// -----

// An assumption repeated on its own result goes; a different one stays.
// CHECK-LABEL: entry @assume_repeated
// CHECK-SAME: (%[[P:.*]]: tile<ptr<f32>>, %[[I:.*]]: tile<i32>)
// CHECK: %[[A0:.*]] = assume div_by<16>, %[[P]] : tile<ptr<f32>>
// CHECK-NEXT: %[[A1:.*]] = assume div_by<8>, %[[A0]] : tile<ptr<f32>>
// CHECK-NEXT: %[[B0:.*]] = assume bounded<0, 9>, %[[I]] : tile<i32>
// CHECK-NEXT: %[[B1:.*]] = assume bounded<0, 9>, %[[I]] : tile<i32>
// CHECK-NEXT: print "{{.*}}", %[[A1]], %[[B0]], %[[B1]] :
cuda_tile.module @m {
  entry @assume_repeated(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %a0 = assume div_by<16>, %p : tile<ptr<f32>>
    %a1 = assume div_by<16>, %a0 : tile<ptr<f32>>
    %a2 = assume div_by<16>, %a1 : tile<ptr<f32>>
    %a3 = assume div_by<8>, %a2 : tile<ptr<f32>>
    %b0 = assume bounded<0, 9>, %i : tile<i32>
    %b1 = assume bounded<0, 9>, %i : tile<i32>
    print "%p %d %d", %a3, %b0, %b1 : tile<ptr<f32>>, tile<i32>, tile<i32>
  }
}
