// Folds and canonicalizations of the core and control-flow ops, each with a
// case where it must fire and one where it must not. `print` keeps values
// alive (it has side effects, so the canonicalizer cannot drop it).

// RUN: tile-opt --no-implicit-module %s --canonicalize --split-input-file | FileCheck %s

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

// A splat constant is broadcast at compile time; a non-splat one is not (the
// constant would grow by the broadcast factor).
// CHECK-LABEL: entry @broadcast_constant
// CHECK-DAG: %[[SPLAT:.*]] = constant <f32: 2.000000e+00> : tile<8x4xf32>
// CHECK-DAG: %[[ROW:.*]] = constant <f32: {{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]]> : tile<1x4xf32>
// CHECK-NOT: broadcast %{{.*}} : tile<1x4xf32> -> tile<8x4xf32>
// CHECK: print "%f", %[[SPLAT]] : tile<8x4xf32>
// CHECK: %[[B:.*]] = broadcast %[[ROW]] : tile<1x4xf32> -> tile<8x4xf32>
// CHECK: print "%f", %[[B]] : tile<8x4xf32>
cuda_tile.module @m {
  entry @broadcast_constant() {
    %c = constant <f32: 2.0> : tile<1x4xf32>
    %b0 = broadcast %c : tile<1x4xf32> -> tile<8x4xf32>
    print "%f", %b0 : tile<8x4xf32>
    %n = constant <f32: [[1.0, 2.0, 3.0, 4.0]]> : tile<1x4xf32>
    %b1 = broadcast %n : tile<1x4xf32> -> tile<8x4xf32>
    print "%f", %b1 : tile<8x4xf32>
  }
}

// -----

// Broadcasting to the same type is the identity.
// CHECK-LABEL: entry @broadcast_identity
// CHECK: %[[R:.*]] = reshape %arg0 : tile<f32> -> tile<1x1xf32>
// CHECK-NOT: broadcast
// CHECK: print "%f", %[[R]] : tile<1x1xf32>
// CHECK: %[[B:.*]] = broadcast %[[R]] : tile<1x1xf32> -> tile<2x4xf32>
// CHECK: print "%f", %[[B]] : tile<2x4xf32>
cuda_tile.module @m {
  entry @broadcast_identity(%s: tile<f32>) {
    %r = reshape %s : tile<f32> -> tile<1x1xf32>
    %b0 = broadcast %r : tile<1x1xf32> -> tile<1x1xf32>
    print "%f", %b0 : tile<1x1xf32>
    %b1 = broadcast %r : tile<1x1xf32> -> tile<2x4xf32>
    print "%f", %b1 : tile<2x4xf32>
  }
}

// -----

// broadcast(broadcast(x)) is one broadcast; a broadcast of anything else
// stays.
// CHECK-LABEL: entry @broadcast_of_broadcast
// CHECK: %[[R:.*]] = reshape %arg0 : tile<f32> -> tile<1x1xf32>
// CHECK-NEXT: %[[B:.*]] = broadcast %[[R]] : tile<1x1xf32> -> tile<8x4xf32>
// CHECK-NEXT: print "%f", %[[B]] : tile<8x4xf32>
// CHECK-NEXT: %[[B2:.*]] = broadcast %[[R]] : tile<1x1xf32> -> tile<1x4xf32>
// CHECK-NEXT: %[[R2:.*]] = reshape %[[B2]] : tile<1x4xf32> -> tile<4x1xf32>
// CHECK-NEXT: %[[B3:.*]] = broadcast %[[R2]] : tile<4x1xf32> -> tile<4x4xf32>
// CHECK-NEXT: print "%f", %[[B3]] : tile<4x4xf32>
cuda_tile.module @m {
  entry @broadcast_of_broadcast(%s: tile<f32>) {
    %r = reshape %s : tile<f32> -> tile<1x1xf32>
    %b0 = broadcast %r : tile<1x1xf32> -> tile<1x4xf32>
    %b1 = broadcast %b0 : tile<1x4xf32> -> tile<8x4xf32>
    print "%f", %b1 : tile<8x4xf32>
    %b2 = broadcast %r : tile<1x1xf32> -> tile<1x4xf32>
    %r2 = reshape %b2 : tile<1x4xf32> -> tile<4x1xf32>
    %b3 = broadcast %r2 : tile<4x1xf32> -> tile<4x4xf32>
    print "%f", %b3 : tile<4x4xf32>
  }
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

// -----

// Constants (splat or not) are reshaped at compile time, in row-major order.
// CHECK-LABEL: entry @reshape_constant
// CHECK-DAG: %[[A:.*]] = constant <i32: {{\[}}[1, 2, 3, 4], [5, 6, 7, 8]]> : tile<2x4xi32>
// CHECK-DAG: %[[S:.*]] = constant <f32: 1.000000e+00> : tile<2x2xf32>
// CHECK-NOT: reshape
// CHECK: print "%d", %[[A]] : tile<2x4xi32>
// CHECK: print "%f", %[[S]] : tile<2x2xf32>
cuda_tile.module @m {
  entry @reshape_constant() {
    %c = constant <i32: [1, 2, 3, 4, 5, 6, 7, 8]> : tile<8xi32>
    %r = reshape %c : tile<8xi32> -> tile<2x4xi32>
    print "%d", %r : tile<2x4xi32>
    %s = constant <f32: 1.0> : tile<4xf32>
    %t = reshape %s : tile<4xf32> -> tile<2x2xf32>
    print "%f", %t : tile<2x2xf32>
  }
}

// -----

// Reshaping to the same type is the identity, and a chain of reshapes is one
// reshape; a single reshape of a non-constant stays.
// CHECK-LABEL: entry @reshape_chain
// CHECK-NEXT: %[[R:.*]] = reshape %arg0 : tile<f32> -> tile<1x1xf32>
// CHECK-NEXT: print "%f", %[[R]] : tile<1x1xf32>
// CHECK-NEXT: %[[R2:.*]] = reshape %arg0 : tile<f32> -> tile<1xf32>
// CHECK-NEXT: print "%f", %[[R2]] : tile<1xf32>
// CHECK-NEXT: print "%f", %arg0 : tile<f32>
// CHECK-NEXT: return
cuda_tile.module @m {
  entry @reshape_chain(%s: tile<f32>) {
    %r0 = reshape %s : tile<f32> -> tile<1x1xf32>
    %r1 = reshape %r0 : tile<1x1xf32> -> tile<1x1xf32>
    print "%f", %r1 : tile<1x1xf32>
    %r2 = reshape %r0 : tile<1x1xf32> -> tile<1x1x1xf32>
    %r3 = reshape %r2 : tile<1x1x1xf32> -> tile<1xf32>
    print "%f", %r3 : tile<1xf32>
    %r4 = reshape %r3 : tile<1xf32> -> tile<f32>
    print "%f", %r4 : tile<f32>
  }
}

//===----------------------------------------------------------------------===//
// permute
//===----------------------------------------------------------------------===//

// -----

// The identity permutation folds away; any other permutation of a
// non-constant stays.
// CHECK-LABEL: entry @permute_identity
// CHECK: %[[B:.*]] = broadcast %{{.*}} : tile<1x1xf32> -> tile<2x4xf32>
// CHECK-NOT: permute %[[B]] [0, 1]
// CHECK: print "%f", %[[B]] : tile<2x4xf32>
// CHECK: %[[P:.*]] = permute %[[B]] [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
// CHECK: print "%f", %[[P]] : tile<4x2xf32>
cuda_tile.module @m {
  entry @permute_identity(%s: tile<f32>) {
    %r = reshape %s : tile<f32> -> tile<1x1xf32>
    %b = broadcast %r : tile<1x1xf32> -> tile<2x4xf32>
    %p0 = permute %b [0, 1] : tile<2x4xf32> -> tile<2x4xf32>
    print "%f", %p0 : tile<2x4xf32>
    %p1 = permute %b [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
    print "%f", %p1 : tile<4x2xf32>
  }
}

// -----

// A splat constant permutes to a splat of the new shape.
// CHECK-LABEL: entry @permute_constant
// CHECK: %[[C:.*]] = constant <f16: 5.000000e-01> : tile<8x2x4xf16>
// CHECK-NOT: permute
// CHECK: print "%f", %[[C]] : tile<8x2x4xf16>
cuda_tile.module @m {
  entry @permute_constant() {
    %c = constant <f16: 0.5> : tile<2x4x8xf16>
    %p = permute %c [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    print "%f", %p : tile<8x2x4xf16>
  }
}

// -----

// permute(permute(x, p), q) is permute(x, [p[q[0]], p[q[1]], ...]), and
// inverse permutations cancel.
// CHECK-LABEL: entry @permute_of_permute
// CHECK: %[[B:.*]] = broadcast %{{.*}} : tile<1x1x1xf32> -> tile<2x4x8xf32>
// CHECK-NEXT: %[[P:.*]] = permute %[[B]] [1, 2, 0] : tile<2x4x8xf32> -> tile<4x8x2xf32>
// CHECK-NEXT: print "%f", %[[P]] : tile<4x8x2xf32>
// CHECK-NEXT: print "%f", %[[B]] : tile<2x4x8xf32>
// CHECK-NEXT: return
cuda_tile.module @m {
  entry @permute_of_permute(%s: tile<f32>) {
    %r = reshape %s : tile<f32> -> tile<1x1x1xf32>
    %b = broadcast %r : tile<1x1x1xf32> -> tile<2x4x8xf32>
    %p0 = permute %b [2, 0, 1] : tile<2x4x8xf32> -> tile<8x2x4xf32>
    %p1 = permute %p0 [2, 0, 1] : tile<8x2x4xf32> -> tile<4x8x2xf32>
    print "%f", %p1 : tile<4x8x2xf32>
    %p2 = permute %b [1, 2, 0] : tile<2x4x8xf32> -> tile<4x8x2xf32>
    %p3 = permute %p2 [2, 0, 1] : tile<4x8x2xf32> -> tile<2x4x8xf32>
    print "%f", %p3 : tile<2x4x8xf32>
  }
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

// -----

// A constant condition picks an arm; equal arms make the condition moot. A
// condition that is not constant keeps the select; a constant that is not
// uniform keeps it unless both arms are constants too (see
// canonicalize-select.mlir).
// CHECK-LABEL: entry @select
// CHECK-DAG: %[[A:.*]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK-DAG: %[[B:.*]] = constant <f32: 2.000000e+00> : tile<f32>
// CHECK-DAG: %[[M:.*]] = constant <i1: [true, false]> : tile<2xi1>
// CHECK-DAG: %[[Y:.*]] = constant <i32: [3, 4]> : tile<2xi32>
// CHECK: print "%f %f %f", %[[A]], %[[B]], %arg1 : tile<f32>, tile<f32>, tile<f32>
// CHECK: %[[S:.*]] = select %arg0, %[[A]], %[[B]] : tile<i1>, tile<f32>
// CHECK: print "%f", %[[S]] : tile<f32>
// CHECK: %[[I:.*]] = iota : tile<2xi32>
// CHECK: %[[V:.*]] = select %[[M]], %[[I]], %[[Y]] : tile<2xi1>, tile<2xi32>
// CHECK: print "%d", %[[V]] : tile<2xi32>
cuda_tile.module @m {
  entry @select(%c: tile<i1>, %x: tile<f32>) {
    %true = constant <i1: true> : tile<i1>
    %false = constant <i1: false> : tile<i1>
    %a = constant <f32: 1.0> : tile<f32>
    %b = constant <f32: 2.0> : tile<f32>
    %s0 = select %true, %a, %b : tile<i1>, tile<f32>
    %s1 = select %false, %a, %b : tile<i1>, tile<f32>
    %s2 = select %c, %x, %x : tile<i1>, tile<f32>
    print "%f %f %f", %s0, %s1, %s2 : tile<f32>, tile<f32>, tile<f32>
    %s3 = select %c, %a, %b : tile<i1>, tile<f32>
    print "%f", %s3 : tile<f32>
    %m = constant <i1: [true, false]> : tile<2xi1>
    %v0 = iota : tile<2xi32>
    %v1 = constant <i32: [3, 4]> : tile<2xi32>
    %s4 = select %m, %v0, %v1 : tile<2xi1>, tile<2xi32>
    print "%d", %s4 : tile<2xi32>
  }
}

//===----------------------------------------------------------------------===//
// offset
//===----------------------------------------------------------------------===//

// -----

// Advancing by zero elements is the identity; any other offset stays.
// CHECK-LABEL: entry @offset
// CHECK-DAG: %[[ONE:.*]] = constant <i64: 1> : tile<i64>
// CHECK-DAG: %[[MIX:.*]] = constant <i32: [0, 1]> : tile<2xi32>
// CHECK-NOT: offset %arg0, %{{.*}} : tile<ptr<f32>>, tile<i32>
// CHECK: print "%p", %arg0 : tile<ptr<f32>>
// CHECK: %[[O:.*]] = offset %arg0, %[[ONE]] : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
// CHECK: print "%p", %[[O]] : tile<ptr<f32>>
// CHECK: %[[O2:.*]] = offset %{{.*}}, %[[MIX]] : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
// CHECK: print "%p", %[[O2]] : tile<2xptr<f32>>
// CHECK: %[[O3:.*]] = offset %arg0, %arg1 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
// CHECK: print "%p", %[[O3]] : tile<ptr<f32>>
cuda_tile.module @m {
  entry @offset(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %o0 = offset %p, %zero : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    print "%p", %o0 : tile<ptr<f32>>
    %one = constant <i64: 1> : tile<i64>
    %o1 = offset %p, %one : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    print "%p", %o1 : tile<ptr<f32>>
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %mix = constant <i32: [0, 1]> : tile<2xi32>
    %o2 = offset %b, %mix : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    print "%p", %o2 : tile<2xptr<f32>>
    %o3 = offset %p, %n : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    print "%p", %o3 : tile<ptr<f32>>
  }
}

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

// -----

// A constant condition inlines the taken branch; its yielded values replace
// the results. Without an else, a false `if` disappears.
// CHECK-LABEL: entry @if_constant
// CHECK-NOT: if
// CHECK: %[[T:.*]] = negf %arg0 : tile<f32>
// CHECK-NEXT: print "%f", %[[T]] : tile<f32>
// CHECK-NEXT: %[[E:.*]] = absf %arg0 : tile<f32>
// CHECK-NEXT: print "%f", %[[E]] : tile<f32>
// CHECK-NEXT: return
cuda_tile.module @m {
  entry @if_constant(%x: tile<f32>) {
    %true = constant <i1: true> : tile<i1>
    %false = constant <i1: false> : tile<i1>
    %r0 = if %true -> (tile<f32>) {
      %n = negf %x : tile<f32>
      yield %n : tile<f32>
    } else {
      %a = absf %x : tile<f32>
      yield %a : tile<f32>
    }
    print "%f", %r0 : tile<f32>
    %r1 = if %false -> (tile<f32>) {
      %n = negf %x : tile<f32>
      yield %n : tile<f32>
    } else {
      %a = absf %x : tile<f32>
      yield %a : tile<f32>
    }
    print "%f", %r1 : tile<f32>
    if %false {
      print "unreachable"
    }
  }
}

// -----

// A taken branch that leaves through break/continue/return makes the rest of
// the enclosing block unreachable: it is inlined and ends that block.
// CHECK-LABEL: entry @if_constant_exit
// CHECK: %[[L:.*]] = loop iter_values(%[[ARG:.*]] = %arg0) : tile<f32> -> tile<f32> {
// CHECK-NEXT: print "in loop"
// CHECK-NEXT: break %[[ARG]] : tile<f32>
// CHECK-NEXT: }
// CHECK-NEXT: print "%f", %[[L]] : tile<f32>
// CHECK-NEXT: for %{{.*}} in
// CHECK-NEXT: }
// CHECK-NEXT: print "before return"
// CHECK-NEXT: return
// CHECK-NEXT: }
cuda_tile.module @m {
  entry @if_constant_exit(%x: tile<f32>, %n: tile<i32>) {
    %true = constant <i1: true> : tile<i1>
    %r = loop iter_values(%a = %x) : tile<f32> -> tile<f32> {
      print "in loop"
      if %true {
        break %a : tile<f32>
      }
      %b = negf %a : tile<f32>
      print "dead"
      continue %b : tile<f32>
    }
    print "%f", %r : tile<f32>
    for %i in (%n to %n, step %n) : tile<i32> {
      if %true {
        continue
      }
      print "dead"
    }
    print "before return"
    if %true {
      return
    }
    print "dead"
  }
}

// -----

// A condition that is not constant keeps the `if`.
// CHECK-LABEL: entry @if_dynamic
// CHECK: %[[R:.*]] = if %arg0 -> (tile<f32>) {
// CHECK: negf
// CHECK: } else {
// CHECK: absf
// CHECK: print "%f", %[[R]] : tile<f32>
cuda_tile.module @m {
  entry @if_dynamic(%c: tile<i1>, %x: tile<f32>) {
    %r = if %c -> (tile<f32>) {
      %n = negf %x : tile<f32>
      yield %n : tile<f32>
    } else {
      %a = absf %x : tile<f32>
      yield %a : tile<f32>
    }
    print "%f", %r : tile<f32>
  }
}
