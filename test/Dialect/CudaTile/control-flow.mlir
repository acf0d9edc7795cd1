// Round trip of the control-flow ops (for, loop, if, yield, continue, break,
// return, assert) in every syntactic variant, checked byte for byte against
// NVIDIA's printer: terminators that carry nothing (`continue` in for/loop,
// `yield` in if) are elided, `return` in an entry is always printed, and a
// loop with results but no iter_values is written `loop : T`.

// RUN: tile-opt --no-implicit-module %s | FileCheck %s --strict-whitespace
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck %s --strict-whitespace
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck %s --strict-whitespace

// CHECK-LABEL: {{^}}cuda_tile.module @m {{{$}}
cuda_tile.module @m {
  // for: with and without `unsigned`, an explicit or elided empty
  // `continue`, iter_values of tiles and tokens, `continue` inside an `if`,
  // i64 bounds, nesting (block arguments are renamed loopIdx_N) and a
  // trailing attribute dictionary.
  // CHECK-LABEL: {{^}}  entry @for_loops(%arg0: tile<i32>, %arg1: tile<i64>) {{{$}}
  // CHECK-NEXT: {{^}}    %cst_0_i32 = constant <i32: 0> : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_i32 = constant <i32: 1> : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %true = constant <i1: true> : tile<i1>{{$}}
  // CHECK-NEXT: {{^}}    for %loopIdx in (%cst_0_i32 to %arg0, step %cst_1_i32) : tile<i32> {{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    for %loopIdx in (%cst_0_i32 to %arg0, step %cst_1_i32) : tile<i32> {{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    for unsigned %loopIdx in (%cst_0_i32 to %arg0, step %cst_1_i32) : tile<i32> {{{$}}
  // CHECK-NEXT: {{^}}      assert %true, "in loop" : tile<i1>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %for = for %loopIdx in (%cst_0_i32 to %arg0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<f32>) {{{$}}
  // CHECK-NEXT: {{^}}      %1 = addf %iterArg0, %iterArg0 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}      continue %1 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %0 = make_token : token{{$}}
  // CHECK-NEXT: {{^}}    %for_0:2 = for unsigned %loopIdx in (%cst_0_i32 to %arg0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0) -> (tile<f32>, token) {{{$}}
  // CHECK-NEXT: {{^}}      %1 = cmpi less_than %loopIdx, %cst_1_i32, signed : tile<i32> -> tile<i1>{{$}}
  // CHECK-NEXT: {{^}}      if %1 {{{$}}
  // CHECK-NEXT: {{^}}        continue %iterArg0, %iterArg1 : tile<f32>, token{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}      continue %iterArg0, %iterArg1 : tile<f32>, token{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %cst_0_i64 = constant <i64: 0> : tile<i64>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_i64 = constant <i64: 1> : tile<i64>{{$}}
  // CHECK-NEXT: {{^}}    for %loopIdx in (%cst_0_i64 to %arg1, step %cst_1_i64) : tile<i64> {{{$}}
  // CHECK-NEXT: {{^}}      for %loopIdx_1 in (%cst_0_i64 to %loopIdx, step %cst_1_i64) : tile<i64> {{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}    } {tag}{{$}}
  // CHECK-NEXT: {{^}}    return{{$}}
  // CHECK-NEXT: {{^}}  }{{$}}
  entry @for_loops(%n: tile<i32>, %m: tile<i64>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %f0 = constant <f32: 0.0> : tile<f32>
    %true = constant <i1: true> : tile<i1>
    for %i in (%c0 to %n, step %c1) : tile<i32> {
    }
    for %i in (%c0 to %n, step %c1) : tile<i32> {
      continue
    }
    for unsigned %i in (%c0 to %n, step %c1) : tile<i32> {
      assert %true, "in loop" : tile<i1>
    }
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %f0) -> (tile<f32>) {
      %x = addf %acc, %acc : tile<f32>
      continue %x : tile<f32>
    }
    %t = make_token : token
    %r2:2 = for unsigned %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %f0, %tok = %t) -> (tile<f32>, token) {
      %c = cmpi less_than %i, %c1, signed : tile<i32> -> tile<i1>
      if %c {
        continue %a, %tok : tile<f32>, token
      }
      continue %a, %tok : tile<f32>, token
    }
    %z = constant <i64: 0> : tile<i64>
    %one = constant <i64: 1> : tile<i64>
    for %i in (%z to %m, step %one) : tile<i64> {
      for %j in (%z to %i, step %one) : tile<i64> {
      }
    } {tag}
  }

  // loop: no clauses, results only (`loop : T`), iter_values only, and
  // iter_values whose types differ from the results.
  // CHECK-LABEL: {{^}}  entry @loops(%arg0: tile<i1>) {{{$}}
  // CHECK-NEXT: {{^}}    %cst_0_i32 = constant <i32: 0> : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    loop {{{$}}
  // CHECK-NEXT: {{^}}      if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}        continue{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}      break{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    loop {{{$}}
  // CHECK-NEXT: {{^}}      break{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    loop {{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %0 = loop : tile<i32> {{{$}}
  // CHECK-NEXT: {{^}}      break %cst_0_i32 : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    loop iter_values(%arg1 = %cst_0_i32) : tile<i32> {{{$}}
  // CHECK-NEXT: {{^}}      if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}        break{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}      continue %arg1 : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %1 = loop iter_values(%arg1 = %cst_1_f32) : tile<f32> -> tile<f32> {{{$}}
  // CHECK-NEXT: {{^}}      if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}        %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}        continue %cst_0_f32 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}      break %arg1 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %2 = make_token : token{{$}}
  // CHECK-NEXT: {{^}}    %3:2 = loop iter_values(%arg1 = %cst_0_i32, %arg2 = %2) : tile<i32>, token -> tile<f32>, token {{{$}}
  // CHECK-NEXT: {{^}}      if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}        continue %arg1, %arg2 : tile<i32>, token{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}      break %cst_1_f32, %arg2 : tile<f32>, token{{$}}
  // CHECK-NEXT: {{^}}    } {tag}{{$}}
  // CHECK-NEXT: {{^}}    return{{$}}
  // CHECK-NEXT: {{^}}  }{{$}}
  entry @loops(%c: tile<i1>) {
    %c0 = constant <i32: 0> : tile<i32>
    %f = constant <f32: 1.0> : tile<f32>
    loop {
      if %c {
        continue
      }
      break
    }
    loop {
      break
    }
    loop {
    }
    %r = loop : tile<i32> {
      break %c0 : tile<i32>
    }
    loop iter_values(%v = %c0) : tile<i32> {
      if %c {
        break
      }
      continue %v : tile<i32>
    }
    %r2 = loop iter_values(%v = %f) : tile<f32> -> tile<f32> {
      if %c {
        %n = constant <f32: 0.0> : tile<f32>
        continue %n : tile<f32>
      }
      break %v : tile<f32>
    }
    %t = make_token : token
    %r3:2 = loop iter_values(%a = %c0, %b = %t) : tile<i32>, token -> tile<f32>, token {
      if %c {
        continue %a, %b : tile<i32>, token
      }
      break %f, %b : tile<f32>, token
    } {tag}
  }

  // if: then only (an empty `yield` is elided), then/else, empty then,
  // results, `return` from nested ifs, and assert on 0-d and vector
  // conditions (the message is printed with MLIR string escapes).
  // CHECK-LABEL: {{^}}  entry @branches(%arg0: tile<i1>, %arg1: tile<f32>, %arg2: tile<i32>) {{{$}}
  // CHECK-NEXT: {{^}}    if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}      assert %arg0, "then" : tile<i1>{{$}}
  // CHECK-NEXT: {{^}}    } else {{{$}}
  // CHECK-NEXT: {{^}}      assert %arg0, "else" : tile<i1>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}    } else {{{$}}
  // CHECK-NEXT: {{^}}      assert %arg0, "else only" : tile<i1>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %0 = if %arg0 -> (tile<f32>) {{{$}}
  // CHECK-NEXT: {{^}}      yield %arg1 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    } else {{{$}}
  // CHECK-NEXT: {{^}}      %2 = negf %arg1 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}      yield %2 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %1:2 = if %arg0 -> (tile<f32>, tile<i32>) {{{$}}
  // CHECK-NEXT: {{^}}      yield %arg1, %arg2 : tile<f32>, tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    } else {{{$}}
  // CHECK-NEXT: {{^}}      yield %arg1, %arg2 : tile<f32>, tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    } {tag}{{$}}
  // CHECK-NEXT: {{^}}    if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}      if %arg0 {{{$}}
  // CHECK-NEXT: {{^}}        return{{$}}
  // CHECK-NEXT: {{^}}      } else {{{$}}
  // CHECK-NEXT: {{^}}        return{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}      return{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %cst_i1 = constant <i1: [true, false]> : tile<2xi1>{{$}}
  // CHECK-NEXT: {{^}}    assert %cst_i1, "vector \22condition\22\0A" : tile<2xi1>{{$}}
  // CHECK-NEXT: {{^}}    return{{$}}
  // CHECK-NEXT: {{^}}  }{{$}}
  entry @branches(%c: tile<i1>, %x: tile<f32>, %y: tile<i32>) {
    if %c {
    }
    if %c {
      yield
    }
    if %c {
      assert %c, "then" : tile<i1>
    } else {
      assert %c, "else" : tile<i1>
    }
    if %c {
    } else {
      assert %c, "else only" : tile<i1>
    }
    %r = if %c -> (tile<f32>) {
      yield %x : tile<f32>
    } else {
      %n = negf %x : tile<f32>
      yield %n : tile<f32>
    }
    %r2:2 = if %c -> (tile<f32>, tile<i32>) {
      yield %x, %y : tile<f32>, tile<i32>
    } else {
      yield %x, %y : tile<f32>, tile<i32>
    } {tag}
    if %c {
      if %c {
        return
      } else {
        return
      }
      return
    }
    %m = constant <i1: [true, false]> : tile<2xi1>
    assert %m, "vector \"condition\"\n" : tile<2xi1>
  }

  // An `if` with results may leave through continue/break on one branch.
  // CHECK-LABEL: {{^}}  entry @early_exits(%arg0: tile<i1>, %arg1: tile<i32>) {{{$}}
  // CHECK-NEXT: {{^}}    %cst_0_i32 = constant <i32: 0> : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_i32 = constant <i32: 1> : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %for = for %loopIdx in (%cst_0_i32 to %arg1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_1_f32) -> (tile<f32>) {{{$}}
  // CHECK-NEXT: {{^}}      %1 = if %arg0 -> (tile<f32>) {{{$}}
  // CHECK-NEXT: {{^}}        continue %iterArg0 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}      } else {{{$}}
  // CHECK-NEXT: {{^}}        yield %iterArg0 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}      continue %1 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %0 = loop iter_values(%arg2 = %cst_0_i32) : tile<i32> -> tile<i32> {{{$}}
  // CHECK-NEXT: {{^}}      %1 = if %arg0 -> (tile<i32>) {{{$}}
  // CHECK-NEXT: {{^}}        break %arg2 : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}      } else {{{$}}
  // CHECK-NEXT: {{^}}        %2 = addi %arg2, %cst_1_i32 : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}        yield %2 : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}      }{{$}}
  // CHECK-NEXT: {{^}}      continue %1 : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    return{{$}}
  // CHECK-NEXT: {{^}}  }{{$}}
  entry @early_exits(%c: tile<i1>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %f = constant <f32: 1.0> : tile<f32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %f) -> (tile<f32>) {
      %v = if %c -> (tile<f32>) {
        continue %a : tile<f32>
      } else {
        yield %a : tile<f32>
      }
      continue %v : tile<f32>
    }
    %l = loop iter_values(%a = %c0) : tile<i32> -> tile<i32> {
      %v = if %c -> (tile<i32>) {
        break %a : tile<i32>
      } else {
        %s = addi %a, %c1 : tile<i32>
        yield %s : tile<i32>
      }
      continue %v : tile<i32>
    }
  }
}
