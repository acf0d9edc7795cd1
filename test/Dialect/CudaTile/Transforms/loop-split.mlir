// loop-split: a `for` whose body branches on the induction variable
// against a loop invariant becomes two loops, each keeping the branch it
// takes. The split point is clamped to [lb, ub] and, for a step other than
// a constant 1, rounded up to an iteration.

// RUN: tile-opt --no-implicit-module %s --split-input-file --pass-pipeline='cuda_tile.module(cuda_tile.entry(loop-split))' | FileCheck %s
// RUN: tile-opt --no-implicit-module %s --split-input-file --pass-pipeline='cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=3}))' | FileCheck %s --check-prefix=THREE
// RUN: tile-opt --no-implicit-module %s --split-input-file --pass-pipeline='cuda_tile.module(cuda_tile.entry(loop-split{split-threshold=0}))' | FileCheck %s --check-prefix=OFF

// iv < v: the then-branch runs in [0, min(v, ub)), the else-branch in
// [max(v, 0), ub); the if and the comparison are gone.
// CHECK-LABEL: entry @less
// CHECK-SAME:    (%[[V:[^:]*]]: tile<i32>, %[[UB:[^:]*]]: tile<i32>,
// CHECK-DAG:     %[[C0:.*]] = constant <i32: 0>
// CHECK-DAG:     %[[C5:.*]] = constant <i32: 5>
// CHECK:         %[[END:.*]] = mini %[[V]], %[[UB]] signed : tile<i32>
// CHECK-NEXT:    %[[BEGIN:.*]] = maxi %[[V]], %[[C0]] signed : tile<i32>
// CHECK-NEXT:    %[[FIRST:[^ ]*]] = for %[[IV:[^ ]*]] in (%[[C0]] to %[[END]], step %{{.*}}) : tile<i32> iter_values(%[[ACC:[^ ]*]] = %[[C0]])
// CHECK-NEXT:      %[[M:.*]] = muli %[[IV]], %[[C5]]
// CHECK-NEXT:      %[[N:.*]] = addi %[[ACC]], %[[M]]
// CHECK-NEXT:      continue %[[N]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[SECOND:[^ ]*]] = for %[[IV2:[^ ]*]] in (%[[BEGIN]] to %[[UB]], step %{{.*}}) : tile<i32> iter_values(%[[ACC2:[^ ]*]] = %[[FIRST]])
// CHECK-NEXT:      %[[N2:.*]] = addi %[[ACC2]], %[[IV2]]
// CHECK-NEXT:      continue %[[N2]]
// CHECK-NEXT:    }
// CHECK-NEXT:    store_ptr_tko weak %{{.*}}, %[[SECOND]]
// CHECK-NOT:     cmpi
// CHECK-NOT:     if
// THREE-LABEL: entry @less
// THREE:         cmpi
// OFF-LABEL:   entry @less
// OFF:           cmpi
cuda_tile.module @m {
  entry @less(%v: tile<i32>, %ub: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %r = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      %x = if %lt -> (tile<i32>) {
        %m = muli %iv, %c5 : tile<i32>
        yield %m : tile<i32>
      } else {
        yield %iv : tile<i32>
      }
      %next = addi %acc, %x : tile<i32>
      continue %next : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// -----

// v < iv is iv > v: the split is at v + 1, and v is first clamped below
// the largest i64 so that v + 1 cannot wrap. The then-branch runs second.
// CHECK-LABEL: entry @greater
// CHECK-SAME:    (%[[V:[^:]*]]: tile<i64>, %[[UB:[^:]*]]: tile<i64>,
// CHECK:         %[[MAXM1:.*]] = constant <i64: 9223372036854775806>
// CHECK-NEXT:    %[[CLAMPED:.*]] = mini %[[V]], %[[MAXM1]] signed
// CHECK-NEXT:    %[[ONE:.*]] = constant <i64: 1>
// CHECK-NEXT:    %[[SPLIT:.*]] = addi %[[CLAMPED]], %[[ONE]]
// CHECK-NEXT:    %[[END:.*]] = mini %[[SPLIT]], %[[UB]] signed
// CHECK-NEXT:    %[[BEGIN:.*]] = maxi %[[SPLIT]], %{{.*}} signed
// CHECK-NEXT:    %[[FIRST:.*]] = for %{{.*}} in (%{{.*}} to %[[END]], step
// CHECK:         for %[[IV:[^ ]*]] in (%[[BEGIN]] to %[[UB]], step %{{.*}}) : tile<i64> iter_values(%{{.*}} = %[[FIRST]])
// CHECK-NEXT:      addi %{{.*}}, %[[IV]] :
cuda_tile.module @m {
  entry @greater(%v: tile<i64>, %ub: tile<i64>, %out: tile<ptr<i64>>) {
    %c0 = constant <i64: 0> : tile<i64>
    %c1 = constant <i64: 1> : tile<i64>
    %r = for %iv in (%c0 to %ub, step %c1) : tile<i64> iter_values(%acc = %c0) -> (tile<i64>) {
      %gt = cmpi less_than %v, %iv, signed : tile<i64> -> tile<i1>
      %x = if %gt -> (tile<i64>) {
        yield %iv : tile<i64>
      } else {
        yield %c1 : tile<i64>
      }
      %next = addi %acc, %x : tile<i64>
      continue %next : tile<i64>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i64>>, tile<i64> -> token
    return
  }
}

// -----

// A constant bound below the largest value needs no clamp.
// CHECK-LABEL: entry @less_equal_constant
// CHECK:         %[[C7:.*]] = constant <i32: 7>
// CHECK-NEXT:    %[[ONE:.*]] = constant <i32: 1>
// CHECK-NEXT:    %[[SPLIT:.*]] = addi %[[C7]], %[[ONE]]
// CHECK-NEXT:    mini %[[SPLIT]], %{{.*}} signed
// CHECK-NEXT:    maxi %[[SPLIT]], %{{.*}} signed
cuda_tile.module @m {
  entry @less_equal_constant(%ub: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %r = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %le = cmpi less_than_or_equal %iv, %c7, signed : tile<i32> -> tile<i1>
      %x = if %le -> (tile<i32>) {
        yield %iv : tile<i32>
      } else {
        yield %c1 : tile<i32>
      }
      %next = addi %acc, %x : tile<i32>
      continue %next : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// -----

// A step other than a constant 1 rounds the split up to the next
// iteration: lb + ceil((10 - lb) / step) * step.
// CHECK-LABEL: entry @dynamic_step
// CHECK-SAME:    (%[[LB:[^:]*]]: tile<i32>, %[[STEP:[^:]*]]: tile<i32>,
// CHECK:         %[[C10:.*]] = constant <i32: 10>
// CHECK:         %[[DIST:.*]] = subi %[[C10]], %[[LB]]
// CHECK-NEXT:    %[[K:.*]] = divi %[[DIST]], %[[STEP]] signed rounding<positive_inf>
// CHECK-NEXT:    %[[SCALED:.*]] = muli %[[K]], %[[STEP]]
// CHECK-NEXT:    %[[SPLIT:.*]] = addi %[[LB]], %[[SCALED]]
// CHECK-NEXT:    %[[END:.*]] = mini %[[SPLIT]], %{{.*}} signed
// CHECK-NEXT:    %[[BEGIN:.*]] = maxi %[[SPLIT]], %[[LB]] signed
// CHECK-NEXT:    for %{{.*}} in (%[[LB]] to %[[END]], step %[[STEP]])
// CHECK:         for %{{.*}} in (%[[BEGIN]] to %{{.*}}, step %[[STEP]])
cuda_tile.module @m {
  entry @dynamic_step(%lb: tile<i32>, %step: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %c100 = constant <i32: 100> : tile<i32>
    %r = for %iv in (%lb to %c100, step %step) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %ge = cmpi greater_than_or_equal %iv, %c10, signed : tile<i32> -> tile<i1>
      %x = if %ge -> (tile<i32>) {
        yield %iv : tile<i32>
      } else {
        yield %c0 : tile<i32>
      }
      %next = addi %acc, %x : tile<i32>
      continue %next : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// -----

// Unsigned loops split on unsigned comparisons. Before rounding, the split
// is raised to lb, since split - lb would wrap below it; both loops stay
// unsigned.
// CHECK-LABEL: entry @unsigned_loop
// CHECK-SAME:    (%[[LB:[^:]*]]: tile<i32>, %[[UB:[^:]*]]: tile<i32>,
// CHECK:         %[[SPLIT0:.*]] = addi %{{.*}}, %{{.*}} : tile<i32>
// CHECK-NEXT:    %[[RAISED:.*]] = maxi %[[SPLIT0]], %[[LB]] unsigned
// CHECK-NEXT:    %[[DIST:.*]] = subi %[[RAISED]], %[[LB]]
// CHECK-NEXT:    divi %[[DIST]], %{{.*}} unsigned rounding<positive_inf>
// CHECK:         %[[END:.*]] = mini %{{.*}}, %[[UB]] unsigned
// CHECK-NEXT:    %[[BEGIN:.*]] = maxi %{{.*}}, %[[LB]] unsigned
// CHECK-NEXT:    for unsigned %{{.*}} in (%[[LB]] to %[[END]],
// CHECK:         for unsigned %{{.*}} in (%[[BEGIN]] to %[[UB]],
cuda_tile.module @m {
  entry @unsigned_loop(%lb: tile<i32>, %ub: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %r = for unsigned %iv in (%lb to %ub, step %c3) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %le = cmpi less_than_or_equal %iv, %c7, unsigned : tile<i32> -> tile<i1>
      %x = if %le -> (tile<i32>) {
        yield %iv : tile<i32>
      } else {
        yield %c0 : tile<i32>
      }
      %next = addi %acc, %x : tile<i32>
      continue %next : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// -----

// Conditions the pass declines: equality, a comparison with the other
// signedness, a bound computed in the loop, a loop-carried bound, a value
// other than the induction variable, the induction variable as its own
// bound.
// CHECK-LABEL: entry @declined
// CHECK-NOT:     mini
// CHECK:         = for %
// CHECK-COUNT-6: cmpi
// CHECK-NOT:     = for %
// CHECK:         return
cuda_tile.module @m {
  entry @declined(%v: tile<i32>, %ub: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %eq = cmpi equal %iv, %v, signed : tile<i32> -> tile<i1>
      %a = if %eq -> (tile<i32>) {
        yield %c1 : tile<i32>
      } else {
        yield %c0 : tile<i32>
      }
      %ult = cmpi less_than %iv, %v, unsigned : tile<i32> -> tile<i1>
      %b = if %ult -> (tile<i32>) {
        yield %a : tile<i32>
      } else {
        yield %c0 : tile<i32>
      }
      %w = addi %v, %b : tile<i32>
      %lt = cmpi less_than %iv, %w, signed : tile<i32> -> tile<i1>
      %c = if %lt -> (tile<i32>) {
        yield %b : tile<i32>
      } else {
        yield %c0 : tile<i32>
      }
      %carried = cmpi greater_than %iv, %acc, signed : tile<i32> -> tile<i1>
      %d = if %carried -> (tile<i32>) {
        yield %c : tile<i32>
      } else {
        yield %c0 : tile<i32>
      }
      %twice = addi %iv, %iv : tile<i32>
      %notiv = cmpi less_than %twice, %v, signed : tile<i32> -> tile<i1>
      %e = if %notiv -> (tile<i32>) {
        yield %d : tile<i32>
      } else {
        yield %c0 : tile<i32>
      }
      %self = cmpi less_than %iv, %iv, signed : tile<i32> -> tile<i1>
      %f = if %self -> (tile<i32>) {
        yield %e : tile<i32>
      } else {
        yield %c0 : tile<i32>
      }
      continue %f : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// -----

// Thresholds: with split-threshold=3 a branch of one op is not worth a
// second loop, three ops are, and so is a single load whatever the count.
// CHECK-LABEL: entry @thresholds
// CHECK-COUNT-4: = for %
// CHECK-NOT:     cmpi
// THREE-LABEL: entry @thresholds
// THREE:         = for %
// THREE-NEXT:      cmpi
// THREE:         = for %
// THREE-NOT:       cmpi
// THREE:         = for %
// THREE-NOT:     = for %
// THREE-LABEL: entry @thresholds_heavy
// THREE-COUNT-2: = for %
// THREE-NOT:     cmpi
// THREE:         return
// OFF-LABEL:   entry @thresholds
// OFF-COUNT-2:   cmpi
cuda_tile.module @m {
  entry @thresholds(%v: tile<i32>, %ub: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %small = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      %x = if %lt -> (tile<i32>) {
        %m = muli %iv, %iv : tile<i32>
        yield %m : tile<i32>
      } else {
        yield %iv : tile<i32>
      }
      continue %x : tile<i32>
    }
    %big = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %small) -> (tile<i32>) {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      %x = if %lt -> (tile<i32>) {
        %m = muli %iv, %iv : tile<i32>
        %n = addi %m, %acc : tile<i32>
        %o = muli %n, %iv : tile<i32>
        yield %o : tile<i32>
      } else {
        yield %iv : tile<i32>
      }
      continue %x : tile<i32>
    }
    %t = store_ptr_tko weak %out, %big : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @thresholds_heavy(%v: tile<i32>, %ub: tile<i32>, %in: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      %x = if %lt -> (tile<i32>) {
        %l, %tok = load_ptr_tko weak %in : tile<ptr<i32>> -> tile<i32>, token
        yield %l : tile<i32>
      } else {
        yield %iv : tile<i32>
      }
      continue %x : tile<i32>
    }
    return
  }
}

// -----

// cuda_tile.loop_split hints override the option, the innermost one
// winning: 0 on the function turns splitting off, 1 on a for turns it back
// on for that loop, 0 on an if turns it off for that if.
// CHECK-LABEL: entry @hints
// CHECK:         %[[A:.*]] = for
// CHECK-NEXT:      cmpi
// CHECK:         } {cuda_tile.loop_split = 0 : i64}
// CHECK:         %[[B:.*]] = for
// CHECK-NOT:       cmpi
// CHECK:         } {cuda_tile.loop_split = 1 : i64}
// CHECK-NEXT:    for
// CHECK-NOT:       cmpi
// CHECK:         } {cuda_tile.loop_split = 1 : i64}
// CHECK-NEXT:    for
// CHECK-NEXT:      cmpi
// CHECK:           } {cuda_tile.loop_split = 0 : i64}
// OFF-LABEL:   entry @hints
// OFF:           for
// OFF:           } {cuda_tile.loop_split = 0 : i64}
// OFF:           for
// OFF-NOT:         cmpi
// OFF:           } {cuda_tile.loop_split = 1 : i64}
cuda_tile.module @m {
  entry @hints(%v: tile<i32>, %ub: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      %x = if %lt -> (tile<i32>) {
        yield %iv : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %x : tile<i32>
    } {cuda_tile.loop_split = 0}
    %b = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %a) -> (tile<i32>) {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      %x = if %lt -> (tile<i32>) {
        yield %iv : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %x : tile<i32>
    } {cuda_tile.loop_split = 1}
    %c = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %b) -> (tile<i32>) {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      %x = if %lt -> (tile<i32>) {
        yield %iv : tile<i32>
      } else {
        yield %acc : tile<i32>
      } {cuda_tile.loop_split = 0}
      continue %x : tile<i32>
    } {cuda_tile.loop_split = 1}
    %t = store_ptr_tko weak %out, %c : tile<ptr<i32>>, tile<i32> -> token
    return
  } {cuda_tile.loop_split = 0}
}

// -----

// A branch ending in `continue` ends the iteration: the rest of the body
// is not copied into that loop. A missing else branch leaves nothing in
// its loop.
// CHECK-LABEL: entry @continue_and_no_else
// CHECK:         for %[[IV:[^ ]*]] in
// CHECK-NEXT:      %[[M:.*]] = muli %[[IV]], %[[IV]]
// CHECK-NEXT:      continue %[[M]]
// CHECK-NEXT:    }
// CHECK-NEXT:    for %[[IV2:[^ ]*]] in {{.*}} iter_values(%[[ACC2:[^ ]*]] =
// CHECK-NEXT:      %[[S:.*]] = addi %[[ACC2]], %[[IV2]]
// CHECK-NEXT:      continue %[[S]]
// CHECK-NEXT:    }
// CHECK:         for %[[IV3:[^ ]*]] in
// CHECK-NEXT:      store_ptr_tko weak %{{.*}}, %[[IV3]]
// CHECK-NEXT:    }
// CHECK-NEXT:    for
// CHECK-NEXT:    }
// CHECK-NEXT:    return
cuda_tile.module @m {
  entry @continue_and_no_else(%v: tile<i32>, %ub: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      if %lt {
        %m = muli %iv, %iv : tile<i32>
        continue %m : tile<i32>
      }
      %s = addi %acc, %iv : tile<i32>
      continue %s : tile<i32>
    }
    for %iv in (%c0 to %r, step %c1) : tile<i32> {
      %lt = cmpi less_than %iv, %v, signed : tile<i32> -> tile<i1>
      if %lt {
        %t = store_ptr_tko weak %out, %iv : tile<ptr<i32>>, tile<i32> -> token
      }
    }
    return
  }
}

// -----

// Other users of the comparison, and ifs nested deeper, see the constant
// it has in each loop (false first, true second for iv > v).
// CHECK-LABEL: entry @other_uses
// CHECK:         for
// CHECK-NEXT:      %[[F:.*]] = constant <i1: false>
// CHECK-NEXT:      exti %[[F]]
// CHECK:           if %[[F]]
// CHECK:         for
// CHECK-NEXT:      %[[T:.*]] = constant <i1: true>
// CHECK-NEXT:      exti %[[T]]
// CHECK:           if %[[T]]
// CHECK-NOT:     cmpi
// CHECK:         return
cuda_tile.module @m {
  entry @other_uses(%v: tile<i32>, %ub: tile<i32>, %flag: tile<i1>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %gt = cmpi greater_than %iv, %v, signed : tile<i32> -> tile<i1>
      %wide = exti %gt unsigned : tile<i1> -> tile<i32>
      %x = if %flag -> (tile<i32>) {
        %y = if %gt -> (tile<i32>) {
          yield %iv : tile<i32>
        } else {
          yield %wide : tile<i32>
        }
        yield %y : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %x : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}

// -----

// Inner loops are split first, and each loop once per run, at the first
// if (innermost first, then in order) that qualifies. A comparison inside
// an inner loop does not split the outer one: both copies would keep it.
// CHECK-LABEL: entry @nested
// CHECK:         %[[OUTER1:[^ ]*]] = for %[[I:[^ ]*]] in
// CHECK:           for
// CHECK-NEXT:        cmpi less_than %[[I]], %{{.*}} signed
// CHECK:           %[[INNER:[^ ]*]] = for
// CHECK-NEXT:        continue
// CHECK-NEXT:      }
// CHECK-NEXT:      continue %[[INNER]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OUTER2:[^ ]*]] = for %[[I2:[^ ]*]] in {{.*}} iter_values(%[[ACC:[^ ]*]] = %[[OUTER1]])
// CHECK:           for
// CHECK-NEXT:        cmpi less_than %[[I2]], %{{.*}} signed
// CHECK:           for
// CHECK-NEXT:        continue
// CHECK-NEXT:      }
// CHECK-NEXT:      continue %[[ACC]]
// CHECK-NEXT:    }
// CHECK-NEXT:    store_ptr_tko weak %{{.*}}, %[[OUTER2]]
cuda_tile.module @m {
  entry @nested(%v: tile<i32>, %w: tile<i32>, %ub: tile<i32>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %i in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %s = for %j in (%c0 to %ub, step %c1) : tile<i32> iter_values(%acc2 = %acc) -> (tile<i32>) {
        %jw = cmpi less_than %j, %w, signed : tile<i32> -> tile<i1>
        %x = if %jw -> (tile<i32>) {
          %iv = cmpi less_than %i, %v, signed : tile<i32> -> tile<i1>
          %y = if %iv -> (tile<i32>) {
            yield %j : tile<i32>
          } else {
            yield %acc2 : tile<i32>
          }
          yield %y : tile<i32>
        } else {
          yield %acc2 : tile<i32>
        }
        continue %x : tile<i32>
      }
      %iw = cmpi less_than %i, %w, signed : tile<i32> -> tile<i1>
      %z = if %iw -> (tile<i32>) {
        yield %s : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %z : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
