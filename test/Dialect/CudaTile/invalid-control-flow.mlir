// One failing example per verifier rule of the control-flow ops (for, loop,
// if, yield, continue, break, return, assert): parser checks of the custom
// syntax, the C++ verifiers, and the ODS operand/parent constraints.

// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

//===----------------------------------------------------------------------===//
// for
//===----------------------------------------------------------------------===//

cuda_tile.module @m {
  entry @k(%n: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.for' op operand #0 must be 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    for %i in (%n to %n, step %n) : tile<f32> {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %n = constant <i32: 4> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.for' op operand #0 must be 0D tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xi32>'}}
    for %i in (%n to %n, step %n) : tile<4xi32> {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>, %b: tile<i64>) {
    // expected-error @+1 {{'cuda_tile.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
    "cuda_tile.for"(%a, %b, %a) ({
    ^bb0(%i: !cuda_tile.tile<i32>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %x: tile<f32>) {
    // expected-error @+1 {{expected 1 result types for the iter_values, got 2}}
    %r = for %i in (%n to %n, step %n) : tile<i32> iter_values(%a = %x) -> (tile<f32>, tile<f32>) {
      continue %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.for' op body must take the induction variable and one argument per iter_value}}
    "cuda_tile.for"(%n, %n, %n) ({
    ^bb0:
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.for' op expected induction variable to be same type as bounds ('!cuda_tile.tile<i32>')}}
    "cuda_tile.for"(%n, %n, %n) ({
    ^bb0(%i: !cuda_tile.tile<i64>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.for' op init value 0 and region iter_value 0 have different type: '!cuda_tile.tile<f32>' != '!cuda_tile.tile<f16>'}}
    %r = "cuda_tile.for"(%n, %n, %n, %x) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f16>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.for' op result types must match the iter_values types}}
    %r = "cuda_tile.for"(%n, %n, %n, %x) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%i) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %v: tensor_view<16xf32, strides=[1]>) {
    // expected-error @+1 {{'cuda_tile.for' op loop-carried value 0 is a tensor_view, which is not supported (got '!cuda_tile.tensor_view<16xf32, strides=[1]>')}}
    %r = for %i in (%n to %n, step %n) : tile<i32> iter_values(%a = %v) -> (tensor_view<16xf32, strides=[1]>) {
      continue %a : tensor_view<16xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %x: tile<f32>) {
    %r = for %i in (%n to %n, step %n) : tile<i32> iter_values(%a = %x) -> (tile<f32>) {
      // expected-error @+1 {{`for` is missing a valid terminator. `continue` op should have operand types that match the parent loop return types: ('!cuda_tile.tile<f32>'), but found: ()}}
      continue
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %x: tile<f32>) {
    %r = for %i in (%n to %n, step %n) : tile<i32> iter_values(%a = %x) -> (tile<f32>) {
      // expected-error @+1 {{`for` is missing a valid terminator. `continue` op should have operand types that match the parent loop return types: ('!cuda_tile.tile<f32>'), but found: ('!cuda_tile.tile<i32>')}}
      continue %i : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %c: tile<i1>) {
    // expected-note @+1 {{see unexpected ancestor operation}}
    for %i in (%n to %n, step %n) : tile<i32> {
      if %c {
        // expected-error @+1 {{'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations (a 'for' cannot be left early)}}
        break
      }
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %c: tile<i1>) {
    for %i in (%n to %n, step %n) : tile<i32> {
      if %c {
        // expected-error @+1 {{'cuda_tile.return' op cannot leave a loop body (use 'break' in a 'loop')}}
        return
      }
    }
  }
}

//===----------------------------------------------------------------------===//
// loop
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @+1 {{custom op 'cuda_tile.loop' found different number of iter_values and types (1 iter_values, 2 types)}}
    loop iter_values(%a = %x) : tile<f32>, tile<f32> {
      continue %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.loop' op init value 0 and region iter_value 0 have different type: '!cuda_tile.tile<f32>' != '!cuda_tile.tile<i32>'}}
    "cuda_tile.loop"(%x) ({
    ^bb0(%a: !cuda_tile.tile<i32>):
      "cuda_tile.break"() : () -> ()
    }) : (!cuda_tile.tile<f32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tensor_view<16xf32, strides=[1]>) {
    // expected-error @+1 {{'cuda_tile.loop' op loop-carried value 0 is a tensor_view, which is not supported (got '!cuda_tile.tensor_view<16xf32, strides=[1]>')}}
    loop iter_values(%a = %v) : tensor_view<16xf32, strides=[1]> {
      continue %a : tensor_view<16xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tensor_view<16xf32, strides=[1]>) {
    // expected-error @+1 {{'cuda_tile.loop' op result type 0 is a tile view, which is not supported (got '!cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>')}}
    %r = loop : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>> {
      %p = make_partition_view %v : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
      break %p : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    loop iter_values(%a = %x) : tile<f32> {
      // expected-error @+1 {{`loop` is missing a valid terminator. `continue` op should have operand types that match the parent loop iter_values: ('!cuda_tile.tile<f32>'), but found: ()}}
      continue
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>, %y: tile<i32>) {
    // The continue operands follow the iter_values, not the results.
    %r = loop iter_values(%a = %x) : tile<f32> -> tile<i32> {
      // expected-error @+1 {{`loop` is missing a valid terminator. `continue` op should have operand types that match the parent loop iter_values: ('!cuda_tile.tile<f32>'), but found: ('!cuda_tile.tile<i32>')}}
      continue %y : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    %r = loop : tile<i32> {
      // expected-error @+1 {{'cuda_tile.break' op operand types must correspond to the parent loop result types: () vs ('!cuda_tile.tile<i32>')}}
      break
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>, %c: tile<i1>) {
    // The break operands follow the results, not the iter_values.
    %r = loop iter_values(%a = %x) : tile<f32> -> tile<i32> {
      if %c {
        // expected-error @+1 {{'cuda_tile.break' op operand types must correspond to the parent loop result types: ('!cuda_tile.tile<f32>') vs ('!cuda_tile.tile<i32>')}}
        break %a : tile<f32>
      }
      continue %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    loop {
      // expected-error @+1 {{'cuda_tile.return' op cannot leave a loop body (use 'break' in a 'loop')}}
      return
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    loop {
      if %c {
        // expected-error @+1 {{'cuda_tile.return' op cannot leave a loop body (use 'break' in a 'loop')}}
        return
      }
      break
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    loop {
      // expected-error @+1 {{'cuda_tile.yield' op expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
      yield
    }
  }
}

//===----------------------------------------------------------------------===//
// if / yield
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i1: true> : tile<2xi1>
    // expected-error @+1 {{'cuda_tile.if' op operand #0 must be 0D tile of i1 values, but got '!cuda_tile.tile<2xi1>'}}
    "cuda_tile.if"(%c) ({
      "cuda_tile.yield"() : () -> ()
    }, {
    }) : (!cuda_tile.tile<2xi1>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.if' op operand #0 must be 0D tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    "cuda_tile.if"(%c) ({
      "cuda_tile.yield"() : () -> ()
    }, {
    }) : (!cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.if' op has non-empty return type, must define else branch}}
    %r = if %c -> (tile<f32>) {
      yield %x : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.if' op has return type of '!cuda_tile.tile<f32>' but then branch does not yield anything}}
    %r = if %c -> (tile<f32>) {
      yield
    } else {
      yield %x : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.if' op type does not match yield type, else branch yields '!cuda_tile.tile<f16>' but op result type is '!cuda_tile.tile<f32>'}}
    %r = if %c -> (tile<f32>) {
      yield %x : tile<f32>
    } else {
      %y = ftof %x : tile<f32> -> tile<f16>
      yield %y : tile<f16>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.if' op does not return a value, but then branch yields '!cuda_tile.tile<f32>'}}
    if %c {
      yield %x : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %v: tensor_view<16xf32, strides=[1]>) {
    // expected-error @+1 {{'cuda_tile.if' op result type 0 is a tensor_view, which is not supported (got '!cuda_tile.tensor_view<16xf32, strides=[1]>')}}
    %r = if %c -> (tensor_view<16xf32, strides=[1]>) {
      yield %v : tensor_view<16xf32, strides=[1]>
    } else {
      yield %v : tensor_view<16xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.if' op expects region #1 to have 0 or 1 blocks}}
    "cuda_tile.if"(%c) ({
      "cuda_tile.yield"() : () -> ()
    }, {
      "cuda_tile.yield"() : () -> ()
    ^bb1:
      "cuda_tile.yield"() : () -> ()
    }) : (!cuda_tile.tile<i1>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    // expected-error @+1 {{'cuda_tile.yield' op expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
    yield
  }
}

//===----------------------------------------------------------------------===//
// continue / break / return
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  // expected-note @+1 {{see unexpected ancestor operation}}
  entry @k(%c: tile<i1>) {
    if %c {
      // expected-error @+1 {{'cuda_tile.continue' op can only be nested within a ancestor chain of 'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations}}
      continue
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.continue' op expects parent op to be one of 'cuda_tile.for, cuda_tile.if, cuda_tile.loop'}}
    continue
  }
}

// -----

cuda_tile.module @m {
  // expected-note @+1 {{see unexpected ancestor operation}}
  entry @k(%c: tile<i1>) {
    if %c {
      // expected-error @+1 {{'cuda_tile.break' op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations (a 'for' cannot be left early)}}
      break
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    for %i in (%n to %n, step %n) : tile<i32> {
      // expected-error @+1 {{'cuda_tile.break' op expects parent op to be one of 'cuda_tile.if, cuda_tile.loop'}}
      break
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.return' op kernels return no values, got 1 operands}}
    return %x : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    %t = constant <f32: 0.0> : tile<8xf32>
    %r = reduce %t dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      if %c {
        // expected-error @+1 {{'cuda_tile.return' op must be nested in an 'entry' through 'if' operations only}}
        return
      }
      yield %a : tile<f32>
    }
  }
}

//===----------------------------------------------------------------------===//
// assert
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.assert' op operand #0 must be tile of i1 values, but got '!cuda_tile.tile<f32>'}}
    assert %x, "not a predicate" : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    // expected-error @+1 {{'cuda_tile.assert' op requires attribute 'message'}}
    "cuda_tile.assert"(%c) : (!cuda_tile.tile<i1>) -> ()
  }
}


// -----

// Operands of a loop are resolved outside its body: a name that only the
// body defines is undeclared there (not silently bound to the body's value).
cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{use of undeclared SSA value name}}
    %r = loop iter_values(%a = %late) : tile<f32> -> tile<f32> {
      %late = constant <f32: 1.0> : tile<f32>
      break %late : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{use of undeclared SSA value name}}
    for %i in (%n to %bound, step %n) : tile<i32> {
      %bound = constant <i32: 4> : tile<i32>
    }
  }
}

// -----

// The implicit `continue` of a body without terminator passes no values, and
// is reported at the loop.
cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @+1 {{`loop` is missing a valid terminator. `continue` op should have operand types that match the parent loop iter_values: ('!cuda_tile.tile<f32>'), but found: ()}}
    loop iter_values(%a = %x) : tile<f32> {
    }
  }
}
