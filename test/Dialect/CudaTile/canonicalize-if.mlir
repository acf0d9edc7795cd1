// RUN: tile-opt --no-implicit-module %s --canonicalize --split-input-file | FileCheck %s

// The canonicalizations of `if` beyond constant conditions (those are in
// canonicalize-core.mlir): each has a case where it applies and one where it
// must not. `print` has side effects and keeps branches and values alive.

// if (xori %c, true) A else B is if %c B else A. Without an else branch, or
// on something other than a negation, the `if` stays.
// CHECK-LABEL: entry @invert_negated_condition
// CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[D:.*]]: tile<i1>)
// CHECK: if %[[C]] {
// CHECK-NEXT: print "else"
// CHECK-NEXT: } else {
// CHECK-NEXT: print "then"
// CHECK-NEXT: }
// CHECK: %[[ND:.*]] = xori %[[D]], %{{.*}} : tile<i1>
// CHECK-NEXT: if %[[ND]] {
// CHECK-NEXT: print "no else"
// CHECK-NEXT: }
// CHECK: %[[X:.*]] = xori %[[C]], %[[D]] : tile<i1>
// CHECK-NEXT: if %[[X]] {
// CHECK-NEXT: print "then"
cuda_tile.module @m {
  entry @invert_negated_condition(%c: tile<i1>, %d: tile<i1>) {
    %true = constant <i1: true> : tile<i1>
    %nc = xori %c, %true : tile<i1>
    if %nc {
      print "then"
    } else {
      print "else"
    }
    %nd = xori %true, %d : tile<i1>
    if %nd {
      print "no else"
    }
    %x = xori %c, %d : tile<i1>
    if %x {
      print "then"
    } else {
      print "else"
    }
  }
}

// -----

// Unused results go; the yields keep the values of the others.
// CHECK-LABEL: entry @unused_results
// CHECK: %[[R:.*]] = if %arg0 -> (tile<f32>) {
// CHECK-NEXT: %[[A:.*]] = absf %arg1 : tile<f32>
// CHECK-NEXT: yield %[[A]] : tile<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[N:.*]] = negf %arg1 : tile<f32>
// CHECK-NEXT: yield %[[N]] : tile<f32>
// CHECK-NEXT: }
// CHECK-NEXT: print "%f", %[[R]] : tile<f32>
cuda_tile.module @m {
  entry @unused_results(%c: tile<i1>, %x: tile<f32>) {
    %r:2 = if %c -> (tile<f32>, tile<f32>) {
      %a = negf %x : tile<f32>
      %b = absf %x : tile<f32>
      yield %a, %b : tile<f32>, tile<f32>
    } else {
      %a = absf %x : tile<f32>
      %b = negf %x : tile<f32>
      yield %a, %b : tile<f32>, tile<f32>
    }
    print "%f", %r#1 : tile<f32>
  }
}

// -----

// A value both branches yield replaces the result; true/false is the
// condition and false/true its negation, broadcast for a shaped result.
// Differing values computed in the branches stay results.
// CHECK-LABEL: entry @agreed_yields
// CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[X:.*]]: tile<f32>, %[[I:.*]]: tile<i32>)
// CHECK: %[[TRUE:.*]] = constant <i1: true> : tile<i1>
// CHECK: %[[NOT:.*]] = xori %[[C]], %[[TRUE]] : tile<i1>
// CHECK: %[[R:.*]] = reshape %[[C]] : tile<i1> -> tile<1xi1>
// CHECK: %[[B:.*]] = broadcast %[[R]] : tile<1xi1> -> tile<2xi1>
// CHECK: %[[K:.*]] = if %[[C]] -> (tile<i1>) {
// CHECK: cmpi less_than
// CHECK: } else {
// CHECK: cmpi greater_than
// CHECK: }
// CHECK: print "{{.*}}", %[[X]], %[[C]], %[[NOT]], %[[B]], %[[K]] :
cuda_tile.module @m {
  entry @agreed_yields(%c: tile<i1>, %x: tile<f32>, %i: tile<i32>) {
    %r:5 = if %c -> (tile<f32>, tile<i1>, tile<i1>, tile<2xi1>, tile<i1>) {
      print "then"
      %t = constant <i1: true> : tile<i1>
      %f = constant <i1: false> : tile<i1>
      %t2 = constant <i1: true> : tile<2xi1>
      %z = constant <i32: 0> : tile<i32>
      %k = cmpi less_than %i, %z, signed : tile<i32> -> tile<i1>
      yield %x, %t, %f, %t2, %k : tile<f32>, tile<i1>, tile<i1>, tile<2xi1>, tile<i1>
    } else {
      print "else"
      %t = constant <i1: true> : tile<i1>
      %f = constant <i1: false> : tile<i1>
      %f2 = constant <i1: false> : tile<2xi1>
      %z = constant <i32: 0> : tile<i32>
      %k = cmpi greater_than %i, %z, signed : tile<i32> -> tile<i1>
      yield %x, %f, %t, %f2, %k : tile<f32>, tile<i1>, tile<i1>, tile<2xi1>, tile<i1>
    }
    print "%f %d %d %d %d", %r#0, %r#1, %r#2, %r#3, %r#4 : tile<f32>, tile<i1>, tile<i1>, tile<2xi1>, tile<i1>
  }
}

// -----

// Results chosen between tiles from outside the `if` become selects, with
// the condition broadcast to the shape of the values (pointer tiles too).
// A value computed in a branch stays a result; tokens cannot be selected and
// stay too unless both branches yield the same one.
// CHECK-LABEL: entry @if_to_select
// CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[X:.*]]: tile<f32>, %[[Y:.*]]: tile<f32>, %[[P:.*]]: tile<ptr<f32>>, %[[Q:.*]]: tile<ptr<f32>>)
// CHECK-DAG: %[[A:.*]] = constant <i32: {{\[}}[1, 2]]> : tile<1x2xi32>
// CHECK-DAG: %[[B:.*]] = constant <i32: {{\[}}[3, 4]]> : tile<1x2xi32>
// CHECK: %[[T0:.*]] = make_token : token
// CHECK: %[[T1:.*]] = make_token : token
// CHECK: %[[S0:.*]] = select %[[C]], %[[X]], %[[Y]] : tile<i1>, tile<f32>
// CHECK: %[[R:.*]] = reshape %[[C]] : tile<i1> -> tile<1x1xi1>
// CHECK: %[[M:.*]] = broadcast %[[R]] : tile<1x1xi1> -> tile<1x2xi1>
// CHECK: %[[S1:.*]] = select %[[M]], %[[A]], %[[B]] : tile<1x2xi1>, tile<1x2xi32>
// CHECK: %[[S2:.*]] = select %[[C]], %[[P]], %[[Q]] : tile<i1>, tile<ptr<f32>>
// CHECK: %[[IF:.*]]:2 = if %[[C]] -> (token, tile<f32>) {
// CHECK-NEXT: %[[N:.*]] = negf %[[X]] : tile<f32>
// CHECK-NEXT: yield %[[T0]], %[[N]] : token, tile<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %[[T1]], %[[Y]] : token, tile<f32>
// CHECK-NEXT: }
// CHECK: print_tko "{{.*}}", %[[S0]], %[[S1]], %[[S2]], %[[IF]]#1 token=%[[IF]]#0 :
// CHECK: print_tko "same" token=%[[T0]]
cuda_tile.module @m {
  entry @if_to_select(%c: tile<i1>, %x: tile<f32>, %y: tile<f32>, %p: tile<ptr<f32>>, %q: tile<ptr<f32>>) {
    %a = constant <i32: [[1, 2]]> : tile<1x2xi32>
    %b = constant <i32: [[3, 4]]> : tile<1x2xi32>
    %t0 = make_token : token
    %t1 = make_token : token
    %r:6 = if %c -> (tile<f32>, tile<1x2xi32>, tile<ptr<f32>>, token, token, tile<f32>) {
      %n = negf %x : tile<f32>
      yield %x, %a, %p, %t0, %t0, %n : tile<f32>, tile<1x2xi32>, tile<ptr<f32>>, token, token, tile<f32>
    } else {
      yield %y, %b, %q, %t1, %t0, %y : tile<f32>, tile<1x2xi32>, tile<ptr<f32>>, token, token, tile<f32>
    }
    %u = print_tko "%f %d %p %f", %r#0, %r#1, %r#2, %r#5 token=%r#3 : tile<f32>, tile<1x2xi32>, tile<ptr<f32>>, tile<f32> -> token
    %v = print_tko "same" token=%r#4 -> token
  }
}

// -----

// A branch that leaves the region yields nothing: the values of the other
// branch are the results whenever they are seen.
// CHECK-LABEL: entry @select_beside_return
// CHECK: %[[R:.*]] = if %arg0 -> (tile<f32>) {
// CHECK-NEXT: print "leaving"
// CHECK-NEXT: return
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[N:.*]] = negf %arg1 : tile<f32>
// CHECK-NEXT: yield %[[N]] : tile<f32>
// CHECK-NEXT: }
// CHECK-NEXT: print "%f %f", %arg2, %[[R]] : tile<f32>, tile<f32>
cuda_tile.module @m {
  entry @select_beside_return(%c: tile<i1>, %x: tile<f32>, %y: tile<f32>) {
    %r:2 = if %c -> (tile<f32>, tile<f32>) {
      print "leaving"
      return
    } else {
      %n = negf %x : tile<f32>
      yield %y, %n : tile<f32>, tile<f32>
    }
    print "%f %f", %r#0, %r#1 : tile<f32>, tile<f32>
  }
}

// -----

// An else branch with nothing in it goes; one that does something stays.
// CHECK-LABEL: entry @empty_else
// CHECK: if %arg0 {
// CHECK-NEXT: print "then"
// CHECK-NEXT: }
// CHECK-NEXT: if %arg1 {
// CHECK-NEXT: print "then"
// CHECK-NEXT: } else {
// CHECK-NEXT: print "else"
// CHECK-NEXT: }
cuda_tile.module @m {
  entry @empty_else(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      print "then"
    } else {
    }
    if %d {
      print "then"
    } else {
      print "else"
    }
  }
}

// -----

// Adjacent `if`s on one condition merge; the second here is on the negation
// and swaps its branches first. Inside the merged branches the first `if`'s
// result is the value its branch yielded.
// CHECK-LABEL: entry @merge_adjacent
// CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[X:.*]]: tile<f32>)
// CHECK: %[[R:.*]]:2 = if %[[C]] -> (tile<f32>, tile<f32>) {
// CHECK-NEXT: %[[N:.*]] = negf %[[X]] : tile<f32>
// CHECK-NEXT: %[[S:.*]] = addf %[[N]], %[[X]] : tile<f32>
// CHECK-NEXT: yield %[[N]], %[[S]] : tile<f32>, tile<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[A:.*]] = absf %[[X]] : tile<f32>
// CHECK-NEXT: %[[M:.*]] = mulf %[[A]], %[[X]] : tile<f32>
// CHECK-NEXT: yield %[[A]], %[[M]] : tile<f32>, tile<f32>
// CHECK-NEXT: }
// CHECK-NEXT: print "%f %f", %[[R]]#0, %[[R]]#1 : tile<f32>, tile<f32>
cuda_tile.module @m {
  entry @merge_adjacent(%c: tile<i1>, %x: tile<f32>) {
    %true = constant <i1: true> : tile<i1>
    %nc = xori %c, %true : tile<i1>
    %r = if %c -> (tile<f32>) {
      %n = negf %x : tile<f32>
      yield %n : tile<f32>
    } else {
      %a = absf %x : tile<f32>
      yield %a : tile<f32>
    }
    %s = if %nc -> (tile<f32>) {
      %m = mulf %r, %x : tile<f32>
      yield %m : tile<f32>
    } else {
      %m = addf %r, %x : tile<f32>
      yield %m : tile<f32>
    }
    print "%f %f", %r, %s : tile<f32>, tile<f32>
  }
}

// -----

// After a branch that returns, the second `if`'s matching branch is
// unreachable and is dropped.
// CHECK-LABEL: entry @merge_after_return
// CHECK: if %arg0 {
// CHECK-NEXT: print "out"
// CHECK-NEXT: return
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[A:.*]] = absf %arg1 : tile<f32>
// CHECK-NEXT: print "%f", %[[A]] : tile<f32>
// CHECK-NEXT: }
// CHECK-NOT: unreachable
cuda_tile.module @m {
  entry @merge_after_return(%c: tile<i1>, %x: tile<f32>) {
    %r = if %c -> (tile<f32>) {
      print "out"
      return
    } else {
      %a = absf %x : tile<f32>
      yield %a : tile<f32>
    }
    if %c {
      print "unreachable"
    } else {
      print "%f", %r : tile<f32>
    }
  }
}

// -----

// `if`s on different conditions, or with an op between them, stay apart.
// CHECK-LABEL: entry @no_merge
// CHECK: if %arg0 {
// CHECK-NEXT: print "a"
// CHECK-NEXT: }
// CHECK-NEXT: if %arg1 {
// CHECK-NEXT: print "b"
// CHECK-NEXT: }
// CHECK-NEXT: print "between"
// CHECK-NEXT: if %arg0 {
// CHECK-NEXT: print "c"
// CHECK-NEXT: }
cuda_tile.module @m {
  entry @no_merge(%c: tile<i1>, %d: tile<i1>) {
    if %c {
      print "a"
    }
    if %d {
      print "b"
    }
    print "between"
    if %c {
      print "c"
    }
  }
}

// -----

// A nested `if` alone in its parent's then branch runs on the conjunction.
// The inner else yields what the outer else yields; a value from outside
// that the outer then branch yields becomes a select on the outer condition.
// CHECK-LABEL: entry @flatten_nested
// CHECK-SAME: (%[[A:.*]]: tile<i1>, %[[B:.*]]: tile<i1>, %[[X:.*]]: tile<f32>, %[[Y:.*]]: tile<f32>, %[[Z:.*]]: tile<f32>)
// CHECK: %[[S:.*]] = select %[[A]], %[[Z]], %[[X]] : tile<i1>, tile<f32>
// CHECK: %[[AND:.*]] = andi %[[A]], %[[B]] : tile<i1>
// CHECK: %[[R:.*]] = if %[[AND]] -> (tile<f32>) {
// CHECK-NEXT: %[[N:.*]] = negf %[[X]] : tile<f32>
// CHECK-NEXT: print "inner"
// CHECK-NEXT: yield %[[N]] : tile<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %[[Y]] : tile<f32>
// CHECK-NEXT: }
// CHECK-NEXT: print "%f %f", %[[R]], %[[S]] : tile<f32>, tile<f32>
cuda_tile.module @m {
  entry @flatten_nested(%a: tile<i1>, %b: tile<i1>, %x: tile<f32>, %y: tile<f32>, %z: tile<f32>) {
    %r:2 = if %a -> (tile<f32>, tile<f32>) {
      %s = if %b -> (tile<f32>) {
        %n = negf %x : tile<f32>
        print "inner"
        yield %n : tile<f32>
      } else {
        yield %y : tile<f32>
      }
      yield %s, %z : tile<f32>, tile<f32>
    } else {
      yield %y, %x : tile<f32>, tile<f32>
    }
    print "%f %f", %r#0, %r#1 : tile<f32>, tile<f32>
  }
}

// -----

// An inner then branch may return when there is no else branch.
// CHECK-LABEL: entry @flatten_nested_return
// CHECK: %[[AND:.*]] = andi %arg0, %arg1 : tile<i1>
// CHECK-NEXT: if %[[AND]] {
// CHECK-NEXT: print "inner"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: print "after"
cuda_tile.module @m {
  entry @flatten_nested_return(%a: tile<i1>, %b: tile<i1>) {
    if %a {
      if %b {
        print "inner"
        return
      }
    }
    print "after"
  }
}

// -----

// Not flattened: the inner else yields something else than the outer else;
// the outer then branch does more than the inner `if`; an else branch does
// something.
// CHECK-LABEL: entry @no_flatten
// CHECK-COUNT-6: if %arg{{[01]}}
// CHECK-NOT: andi
cuda_tile.module @m {
  entry @no_flatten(%a: tile<i1>, %b: tile<i1>, %x: tile<f32>, %y: tile<f32>) {
    %r = if %a -> (tile<f32>) {
      %s = if %b -> (tile<f32>) {
        %n = negf %x : tile<f32>
        print "inner"
        yield %n : tile<f32>
      } else {
        yield %x : tile<f32>
      }
      yield %s : tile<f32>
    } else {
      yield %y : tile<f32>
    }
    print "%f", %r : tile<f32>
    if %a {
      print "outer"
      if %b {
        print "inner"
      }
    }
    if %b {
      if %a {
        print "inner"
      }
    } else {
      print "else"
    }
  }
}

// -----

// When both branches leave the region, the else branch replaces the
// unreachable rest of the block.
// CHECK-LABEL: entry @both_branches_leave
// CHECK: for
// CHECK-NEXT: if %arg0 {
// CHECK-NEXT: print "a"
// CHECK-NEXT: continue
// CHECK-NEXT: }
// CHECK-NEXT: print "b"
// CHECK-NEXT: }
// CHECK-NEXT: %[[L:.*]] = loop : tile<i32> {
// CHECK-NEXT: if %arg0 {
// CHECK-NEXT: break %arg1 : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: print "c"
// CHECK-NEXT: }
// CHECK-NEXT: print "%d", %[[L]] : tile<i32>
// CHECK-NEXT: if %arg0 {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: print "d"
// CHECK-NEXT: return
// CHECK-NOT: dead
cuda_tile.module @m {
  entry @both_branches_leave(%c: tile<i1>, %n: tile<i32>) {
    for %i in (%n to %n, step %n) : tile<i32> {
      if %c {
        print "a"
        continue
      } else {
        print "b"
        continue
      }
      print "dead"
    }
    %r = loop : tile<i32> {
      if %c {
        break %n : tile<i32>
      } else {
        print "c"
        continue
      }
      print "dead"
    }
    print "%d", %r : tile<i32>
    %v = if %c -> (tile<i32>) {
      return
    } else {
      print "d"
      return
    }
    print "dead %d", %v : tile<i32>
  }
}

// -----

// One branch leaving is not enough.
// CHECK-LABEL: entry @one_branch_leaves
// CHECK: if %arg0 {
// CHECK-NEXT: return
// CHECK-NEXT: } else {
// CHECK-NEXT: print "stay"
// CHECK-NEXT: }
// CHECK-NEXT: print "after"
cuda_tile.module @m {
  entry @one_branch_leaves(%c: tile<i1>) {
    if %c {
      return
    } else {
      print "stay"
    }
    print "after"
  }
}
