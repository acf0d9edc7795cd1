// One failing example per verifier rule of the core ops (module, entry,
// global, get_global, constant, get_tile_block_id, get_num_tile_blocks,
// broadcast, reshape, permute, cat, extract, select, iota, offset, reduce,
// scan, mmaf, mmai, mmaf_scaled, pack, unpack): the C++ verifiers and the
// ODS operand/attribute constraints.

// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

//===----------------------------------------------------------------------===//
// module
//===----------------------------------------------------------------------===//

cuda_tile.module @m {
  // expected-error @+1 {{'cuda_tile.module' op cannot be nested in another cuda_tile.module}}
  cuda_tile.module @inner {
  }
}

// -----

// expected-error @+1 {{'cuda_tile.module' op region should have no arguments}}
"cuda_tile.module"() <{sym_name = "m"}> ({
^bb0(%a: !cuda_tile.tile<i32>):
}) : () -> ()

// -----

cuda_tile.module @m {
  // expected-note @+1 {{see existing symbol definition here}}
  global @g <i32: [1]> : tile<1xi32>
  // expected-error @+1 {{redefinition of symbol named 'g'}}
  entry @g() {
  }
}

//===----------------------------------------------------------------------===//
// entry
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  // expected-error @+1 {{entry op must not return values}}
  entry @k() -> (tile<i32>) {
  }
}

// -----

cuda_tile.module @m {
  // The result may also be written without parentheses.
  // expected-error @+1 {{entry op must not return values}}
  entry @k() -> tile<i32> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{entry op must not return values}}
  "cuda_tile.entry"() <{function_type = () -> !cuda_tile.tile<i32>, sym_name = "k"}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{'cuda_tile.entry' op entry op must have scalar types (rank 0 !cuda_tile.tile), got '!cuda_tile.tile<4xf32>'}}
  entry @k(%a: tile<4xf32>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{'cuda_tile.entry' op type of entry block argument #0('!cuda_tile.tile<i64>') must match the type of the corresponding argument in function signature('!cuda_tile.tile<i32>')}}
  "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<i32>) -> (), sym_name = "k"}> ({
  ^bb0(%a: !cuda_tile.tile<i64>):
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}

// -----

// expected-error @+1 {{'cuda_tile.entry' op expects parent op 'cuda_tile.module'}}
cuda_tile.entry @k() {
}

//===----------------------------------------------------------------------===//
// global / get_global
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  // expected-error @+1 {{'cuda_tile.global' op type must have rank 1: the initial value must be a 1-d tile, got '!cuda_tile.tile<i32>'}}
  global @g <i32: 1> : tile<i32>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{'cuda_tile.global' op type must have rank 1: the initial value must be a 1-d tile, got '!cuda_tile.tile<2x2xf32>'}}
  global @g <f32: 1.0> : tile<2x2xf32>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{'cuda_tile.global' op alignment must be 0 or a power of two, got 24}}
  global @g alignment = 24 <i32: [1]> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{'cuda_tile.global' op alignment must be 0 or a power of two, got -16}}
  global @g alignment = -16 <i32: [1]> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.global' op expects parent op 'cuda_tile.module'}}
    global @g <i32: [1]> : tile<1xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.get_global' op 'nope' does not reference a valid global}}
    %0 = get_global @nope : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.get_global' op 'k' does not reference a valid global (it names a 'cuda_tile.entry')}}
    %0 = get_global @k : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @+1 {{'cuda_tile.get_global' op pointee type of result type '!cuda_tile.ptr<f32>' does not match type 'i32' of the global @g}}
    %0 = get_global @g : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @+1 {{'cuda_tile.get_global' op result #0 must be 0D tile of Pointer type values, but got '!cuda_tile.tile<2xptr<i32>>'}}
    %0 = get_global @g : tile<2xptr<i32>>
  }
}

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.constant' op value of type '!cuda_tile.tile<2xi32>' does not match the result type '!cuda_tile.tile<4xi32>'}}
    %0 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.constant' op result #0 must be tile of numbers, but got '!cuda_tile.tile<ptr<f32>>'}}
    %0 = "cuda_tile.constant"() <{value = dense<1> : tensor<i64>}> : () -> !cuda_tile.tile<ptr<f32>>
  }
}

//===----------------------------------------------------------------------===//
// get_tile_block_id / get_num_tile_blocks
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.get_tile_block_id' op result #0 must be 0D tile of i32 values, but got '!cuda_tile.tile<i64>'}}
    %x, %y, %z = get_tile_block_id : tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.get_num_tile_blocks' op result #0 must be 0D tile of i32 values, but got '!cuda_tile.tile<4xi32>'}}
    %x, %y, %z = get_num_tile_blocks : tile<4xi32>
  }
}

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.broadcast' op expects the shape of source tile to be compatible with that of the result tile, but got: 2, 4 and 4, 4 (dimension 0 of size 2 cannot be broadcast to 4; only size-1 dimensions expand)}}
    %1 = broadcast %0 : tile<2x4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.broadcast' op failed to verify that all of {source, result} have same rank}}
    %1 = broadcast %0 : tile<4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<1xf32>
    // expected-error @+1 {{'cuda_tile.broadcast' op requires the same element type for all operands and results}}
    %1 = broadcast %0 : tile<1xf32> -> tile<4xf16>
  }
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.reshape' op expected source tile and result tile to have the same number of elements (8 vs 16)}}
    %1 = reshape %0 : tile<2x4xf32> -> tile<16xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.reshape' op requires the same element type for all operands and results}}
    %1 = reshape %0 : tile<2x4xf32> -> tile<8xi32>
  }
}

//===----------------------------------------------------------------------===//
// permute
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.permute' op expects at least rank 2, but got: 1}}
    %1 = permute %0 [0] : tile<4xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.permute' op expect permutation size (3) to equal the rank of the source (2)}}
    %1 = permute %0 [0, 1, 2] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.permute' op expect permutation elements to be unique}}
    %1 = permute %0 [1, 1] : tile<2x4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.permute' op permutation element at index 1 (2) is out of bound [0, 2)}}
    %1 = permute %0 [0, 2] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.permute' op permutation element at index 0 (-1) is out of bound [0, 2)}}
    %1 = permute %0 [-1, 0] : tile<2x4xf32> -> tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4x8xf32>
    // expected-error @+1 {{'cuda_tile.permute' op result shape invalid at index 0, expected: 8, but got: 4}}
    %1 = permute %0 [2, 0, 1] : tile<2x4x8xf32> -> tile<4x2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.permute' op failed to verify that all of {source, result} have same rank}}
    %1 = permute %0 [1, 0] : tile<2x4xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.permute' op failed to verify that all of {source, result} have the same element type}}
    %1 = permute %0 [1, 0] : tile<2x4xf32> -> tile<4x2xf16>
  }
}

//===----------------------------------------------------------------------===//
// cat
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.cat' op expect dim to be [0, 2), but got: 2}}
    %1 = cat %0, %0 dim = 2 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.cat' op expect dim to be [0, 2), but got: -1}}
    %1 = cat %0, %0 dim = -1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.cat' op invalid concat at position 1, expected: 8 but got: 4}}
    %1 = cat %0, %0 dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    %1 = constant <f32: 0.0> : tile<4x4xf32>
    // expected-error @+1 {{'cuda_tile.cat' op expect lhs and rhs shapes to match at non-concat position 0, expected: 2 but got: 4}}
    %2 = cat %0, %1 dim = 1 : tile<2x4xf32>, tile<4x4xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{'cuda_tile.cat' op expect lhs and result shapes to match at non-concat position 0, expected: 2 but got: 4}}
    %1 = cat %0, %0 dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    %1 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.cat' op failed to verify that all of {lhs, rhs, result} have same rank}}
    %2 = cat %0, %1 dim = 0 : tile<2x4xf32>, tile<8xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    %1 = constant <f16: 0.0> : tile<2x4xf16>
    // expected-error @+1 {{'cuda_tile.cat' op failed to verify that all of {lhs, rhs, result} have the same element type}}
    %2 = cat %0, %1 dim = 0 : tile<2x4xf32>, tile<2x4xf16> -> tile<4x4xf32>
  }
}

//===----------------------------------------------------------------------===//
// extract
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    %0 = constant <f32: 0.0> : tile<8x8xf32>
    // expected-error @+1 {{'cuda_tile.extract' op expected 2 indices, but got 1}}
    %1 = extract %0[%i] : tile<8x8xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    %0 = constant <f32: 0.0> : tile<8x8xf32>
    // expected-error @+1 {{'cuda_tile.extract' op source dimension 1 size (8) must be evenly divisible by result dimension 1 size (16)}}
    %1 = extract %0[%i, %i] : tile<8x8xf32> -> tile<4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    %0 = constant <f32: 0.0> : tile<8x8xf32>
    // expected-error @+1 {{'cuda_tile.extract' op failed to verify that all of {source, result} have same rank}}
    %1 = extract %0[%i, %i] : tile<8x8xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    %0 = constant <f32: 0.0> : tile<8x8xf32>
    // expected-error @+1 {{'cuda_tile.extract' op source and result element type do not match}}
    %1 = extract %0[%i, %i] : tile<8x8xf32> -> tile<4x4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i64>) {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.extract' op operand #1 must be variadic of 0D tile of i32 values, but got '!cuda_tile.tile<i64>'}}
    %1 = "cuda_tile.extract"(%0, %i) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<4xf32>
  }
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i32>, %a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.select' op operand #0 must be tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    %0 = select %c, %a, %a : tile<i32>, tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    %0 = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.select' op failed to verify that all of {cond, val_if_true, val_if_false, result} have same shape}}
    %1 = select %c, %0, %0 : tile<i1>, tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %a: tile<f32>, %b: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.select' op failed to verify that all of {val_if_true, val_if_false, result} have same type}}
    %0 = "cuda_tile.select"(%c, %a, %b) : (!cuda_tile.tile<i1>, !cuda_tile.tile<f32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    %0 = constant <f4E2M1FN: 1.0> : tile<2xf4E2M1FN>
    %m = constant <i1: true> : tile<2xi1>
    // expected-error @+1 {{'cuda_tile.select' op cannot operate on sub-byte type F4E2M1FN (elements are selected one by one, which needs whole bytes)}}
    %1 = select %m, %0, %0 : tile<2xi1>, tile<2xf4E2M1FN>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    %0 = constant <i4: 1> : tile<2xi4>
    %m = constant <i1: true> : tile<2xi1>
    // expected-error @+1 {{'cuda_tile.select' op cannot operate on sub-byte type I4 (elements are selected one by one, which needs whole bytes)}}
    %1 = select %m, %0, %0 : tile<2xi1>, tile<2xi4>
  }
}

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.iota' op expects result type to be 1-d tile}}
    %0 = iota : tile<4x4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.iota' op expects result type to be 1-d tile}}
    %0 = iota : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.iota' op the number of elements 512 exceeds the maximum value of element type 'i8'}}
    %0 = iota : tile<512xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.iota' op the number of elements 4 exceeds the maximum value of element type 'i1'}}
    %0 = iota : tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.iota' op result #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<8xf32>'}}
    %0 = iota : tile<8xf32>
  }
}

//===----------------------------------------------------------------------===//
// offset
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %o = iota : tile<8xi32>
    // expected-error @+1 {{'cuda_tile.offset' op requires the same shape for all operands and results}}
    %0 = offset %p, %o : tile<ptr<f32>>, tile<8xi32> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o = iota : tile<1xi32>
    // A result shaped unlike the pointers is first a result type unlike the
    // pointers' type.
    // expected-error @+1 {{'cuda_tile.offset' op failed to verify that all of {result, ptr} have same type}}
    %0 = offset %ps, %o : tile<1xptr<f32>>, tile<1xi32> -> tile<2xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %o: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.offset' op failed to verify that all of {result, ptr} have same type}}
    %0 = offset %p, %o : tile<ptr<f32>>, tile<i32> -> tile<ptr<f16>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %o: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.offset' op operand #1 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = offset %p, %o : tile<ptr<f32>>, tile<f32> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<i64>, %o: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.offset' op operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<i64>'}}
    %0 = offset %p, %o : tile<i64>, tile<i32> -> tile<i64>
  }
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{'cuda_tile.reduce' op expected 1 or more operands, but found 0}}
    "cuda_tile.reduce"() <{dim = 0 : i32, identities = []}> ({
      "cuda_tile.yield"() : () -> ()
    }) : () -> ()
  }
}

// -----

// An empty argument list and an empty body leave the region without a block:
// the region constraint reports it (the parser used to crash here).
cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
    %1 = reduce %0 dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    () {}
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <i32: 0> : tile<8xi32>
    // expected-error @+1 {{'cuda_tile.scan' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
    %1 = scan %0 dim=0 reverse=false identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    () {}
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op expect identities to match the number of operands but got: 1 operands and 2 identities}}
    %1 = reduce %0 dim=0 identities=[0.0 : f32, 1.0 : f32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op expect same number of operands and results}}
    %1:2 = reduce %0 dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>, tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op dimension (1) is out of bound [0, 1)}}
    %1 = reduce %0 dim=1 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op attribute 'dim' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
    %1 = reduce %0 dim=-1 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op expect same type for operand at index: 0 and identity at index: 0 but got: 'f32' and 'i32'}}
    %1 = reduce %0 dim=0 identities=[0 : i32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op identity 0 must be a 'f32' value, got "zero"}}
    %1 = reduce %0 dim=0 identities=["zero"] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8x4xf32>
    // expected-error @+2 {{'cuda_tile.reduce' op inferred type(s) '!cuda_tile.tile<4xf32>' are incompatible with return type(s) of operation '!cuda_tile.tile<8xf32>'}}
    // expected-error @+1 {{'cuda_tile.reduce' op failed to infer returned types}}
    %1 = reduce %0 dim=0 identities=[0.0 : f32] : tile<8x4xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    %1 = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op requires the same shape for all operands}}
    %2:2 = reduce %0, %1 dim=0 identities=[0.0 : f32, 0.0 : f32] : tile<8xf32>, tile<4xf32> -> tile<f32>, tile<f32>
    (%a: tile<f32>, %b: tile<f32>, %c: tile<f32>, %d: tile<f32>) {
      yield %a, %c : tile<f32>, tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op expect 2 block arguments but got: 1}}
    %1 = reduce %0 dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op expect 0-rank tile type at index: 1 but got: '!cuda_tile.tile<8xf32>'}}
    %1 = reduce %0 dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<8xf32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op expect number of terminators operands (2) to match number of operands (1)}}
    %1 = reduce %0 dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a, %b : tile<f32>, tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.reduce' op expect same type for operand at index: 0 and terminator argument at index: 0 but got: 'f32' and 'f16'}}
    %1 = reduce %0 dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %c = ftof %a : tile<f32> -> tile<f16>
      yield %c : tile<f16>
    }
  }
}

// -----

// The element type matches but the combiner must still yield a scalar.
cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    %1 = reduce %0 dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %c = reshape %a : tile<f32> -> tile<1xf32>
      // expected-error @+1 {{'cuda_tile.yield' op value 0 must be '!cuda_tile.tile<f32>', got '!cuda_tile.tile<1xf32>'}}
      yield %c : tile<1xf32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <i1: true> : tile<8xi1>
    %1 = reduce %0 dim=0 identities=[true] : tile<8xi1> -> tile<i1>
    (%a: tile<i1>, %b: tile<i1>) {
      // expected-error @+1 {{'cuda_tile.assert' op only pure operations are allowed inside 'cuda_tile.reduce'}}
      assert %a, "side effect" : tile<i1>
      yield %a : tile<i1>
    }
  }
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8x4xf32>
    // expected-error @+1 {{'cuda_tile.scan' op expect same type for operand at index: 0 and result at index: 0 (expected '!cuda_tile.tile<8x4xf32>', got '!cuda_tile.tile<4xf32>')}}
    %1 = scan %0 dim=0 reverse=false identities=[0.0 : f32] : tile<8x4xf32> -> tile<4xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.scan' op dimension (3) is out of bound [0, 1)}}
    %1 = scan %0 dim=3 reverse=true identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.scan' op expect identities to match the number of operands but got: 1 operands and 0 identities}}
    %1 = scan %0 dim=0 reverse=false identities=[] : tile<8xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <i32: 0> : tile<8xi32>
    // expected-error @+1 {{'cuda_tile.scan' op expect same type for operand at index: 0 and identity at index: 0 but got: 'i32' and 'i64'}}
    %1 = scan %0 dim=0 reverse=false identities=[0] : tile<8xi32> -> tile<8xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      yield %a : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.scan' op expect same element type for block argument at index: 0 and 1 but got: 'i32' and 'f32'}}
    %1 = scan %0 dim=0 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%a: tile<i32>, %b: tile<f32>) {
      yield %b : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.scan' op expect number of terminators operands (0) to match number of operands (1)}}
    %1 = scan %0 dim=0 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    %0 = constant <f32: 0.0> : tile<8xf32>
    %1 = scan %0 dim=0 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      // expected-error @+1 {{'cuda_tile.if' op only pure operations are allowed inside 'cuda_tile.scan'}}
      %r = if %c -> (tile<f32>) {
        yield %a : tile<f32>
      } else {
        yield %b : tile<f32>
      }
      yield %r : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{custom op 'cuda_tile.scan' expected 'reverse'}}
    %1 = scan %0 dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
  }
}

//===----------------------------------------------------------------------===//
// mmaf
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<8xf16>
    %c = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'cuda_tile.mmaf' op operands must be 2-d, or 3-d with a batch dimension, got rank 1}}
    %0 = mmaf %a, %a, %c : tile<8xf16>, tile<8xf16>, tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<2x2x4x8xf16>
    %c = constant <f32: 0.0> : tile<2x2x4x4xf32>
    // expected-error @+1 {{'cuda_tile.mmaf' op operands must be 2-d, or 3-d with a batch dimension, got rank 4}}
    %0 = mmaf %a, %a, %c : tile<2x2x4x8xf16>, tile<2x2x4x8xf16>, tile<2x2x4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<2x4x8xf16>
    %b = constant <f16: 1.0> : tile<4x8x2xf16>
    %c = constant <f32: 0.0> : tile<2x4x2xf32>
    // expected-error @+1 {{'cuda_tile.mmaf' op shape error: dim 0 of lhs (2) and dim 0 of rhs (4) must match, but got lhs shape (2, 4, 8) and rhs shape (4, 8, 2)}}
    %0 = mmaf %a, %b, %c : tile<2x4x8xf16>, tile<4x8x2xf16>, tile<2x4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <f16: 1.0> : tile<16x2xf16>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // expected-error @+1 {{'cuda_tile.mmaf' op shape error: dim 1 of lhs (8) and dim 0 of rhs (16) must match, but got lhs shape (4, 8) and rhs shape (16, 2)}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<16x2xf16>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <f16: 1.0> : tile<8x2xf16>
    %c = constant <f32: 0.0> : tile<4x4xf32>
    // expected-error @+1 {{'cuda_tile.mmaf' op shape error: dim 1 of rhs (2) and dim 1 of acc (4) must match, but got rhs shape (8, 2) and acc shape (4, 4)}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <f16: 1.0> : tile<8x2xf16>
    %c = constant <f64: 0.0> : tile<4x2xf64>
    // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f16' expects accumulator/result type to be one of {'f16', 'f32'}, but got 'f64'}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <bf16: 1.0> : tile<4x8xbf16>
    %b = constant <bf16: 1.0> : tile<8x2xbf16>
    %c = constant <f16: 0.0> : tile<4x2xf16>
    // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'bf16' expects accumulator/result type to be one of {'f32'}, but got 'f16'}}
    %0 = mmaf %a, %b, %c : tile<4x8xbf16>, tile<8x2xbf16>, tile<4x2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <tf32: 1.0> : tile<4x8xtf32>
    %b = constant <tf32: 1.0> : tile<8x2xtf32>
    %c = constant <f16: 0.0> : tile<4x2xf16>
    // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'tf32' expects accumulator/result type to be one of {'f32'}, but got 'f16'}}
    %0 = mmaf %a, %b, %c : tile<4x8xtf32>, tile<8x2xtf32>, tile<4x2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    %b = constant <f32: 1.0> : tile<8x2xf32>
    %c = constant <f64: 0.0> : tile<4x2xf64>
    // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f32' expects accumulator/result type to be one of {'f32'}, but got 'f64'}}
    %0 = mmaf %a, %b, %c : tile<4x8xf32>, tile<8x2xf32>, tile<4x2xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f64: 1.0> : tile<4x8xf64>
    %b = constant <f64: 1.0> : tile<8x2xf64>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f64' expects accumulator/result type to be one of {'f64'}, but got 'f32'}}
    %0 = mmaf %a, %b, %c : tile<4x8xf64>, tile<8x2xf64>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<4x8xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<8x2xf8E5M2>
    %c = constant <f64: 0.0> : tile<4x2xf64>
    // expected-error @+1 {{'cuda_tile.mmaf' op unsupported combination of element types. Input type 'f8E5M2' expects accumulator/result type to be one of {'f16', 'f32'}, but got 'f64'}}
    %0 = mmaf %a, %b, %c : tile<4x8xf8E5M2>, tile<8x2xf8E5M2>, tile<4x2xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <bf16: 1.0> : tile<8x2xbf16>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // expected-error @+1 {{'cuda_tile.mmaf' op failed to verify that all of {lhs, rhs} have the same element type}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xbf16>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <f16: 1.0> : tile<2x8x2xf16>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // expected-error @+1 {{'cuda_tile.mmaf' op failed to verify that all of {lhs, rhs, acc} have same rank}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<2x8x2xf16>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<4x8xi8>
    %b = constant <i8: 1> : tile<8x2xi8>
    %c = constant <f32: 0.0> : tile<4x2xf32>
    // expected-error @+1 {{'cuda_tile.mmaf' op operand #0 must be mmaf operand tile type of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got '!cuda_tile.tile<4x8xi8>'}}
    %0 = mmaf %a, %b, %c : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <bf16: 1.0> : tile<4x8xbf16>
    %b = constant <bf16: 1.0> : tile<8x2xbf16>
    %c = constant <bf16: 0.0> : tile<4x2xbf16>
    // expected-error @+1 {{'cuda_tile.mmaf' op operand #2 must be mmaf acc/result tile type of f16 or f32 or f64 values, but got '!cuda_tile.tile<4x2xbf16>'}}
    %0 = mmaf %a, %b, %c : tile<4x8xbf16>, tile<8x2xbf16>, tile<4x2xbf16>
  }
}

//===----------------------------------------------------------------------===//
// mmai
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<4x8xi8>
    %b = constant <i8: 1> : tile<4x2xi8>
    %c = constant <i32: 0> : tile<4x2xi32>
    // expected-error @+1 {{'cuda_tile.mmai' op shape error: dim 1 of lhs (8) and dim 0 of rhs (4) must match, but got lhs shape (4, 8) and rhs shape (4, 2)}}
    %0 = mmai %a, %b, %c signed signed : tile<4x8xi8>, tile<4x2xi8>, tile<4x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<2x4x8xi8>
    %b = constant <i8: 1> : tile<2x8x2xi8>
    %c = constant <i32: 0> : tile<1x4x2xi32>
    // expected-error @+1 {{'cuda_tile.mmai' op shape error: dim 0 of lhs (2) and dim 0 of acc (1) must match, but got lhs shape (2, 4, 8) and acc shape (1, 4, 2)}}
    %0 = mmai %a, %b, %c unsigned unsigned : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<1x4x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<4x8xi8>
    %b = constant <i8: 1> : tile<8x2xi8>
    %c = constant <i32: 0> : tile<2x2xi32>
    // expected-error @+1 {{'cuda_tile.mmai' op shape error: dim 0 of lhs (4) and dim 0 of acc (2) must match, but got lhs shape (4, 8) and acc shape (2, 2)}}
    %0 = mmai %a, %b, %c signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i16: 1> : tile<4x8xi16>
    %b = constant <i16: 1> : tile<8x2xi16>
    %c = constant <i32: 0> : tile<4x2xi32>
    // expected-error @+1 {{'cuda_tile.mmai' op operand #0 must be mmai operand tile type of i8 values, but got '!cuda_tile.tile<4x8xi16>'}}
    %0 = mmai %a, %b, %c signed signed : tile<4x8xi16>, tile<8x2xi16>, tile<4x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<4x8xi8>
    %b = constant <i8: 1> : tile<8x2xi8>
    %c = constant <i64: 0> : tile<4x2xi64>
    // expected-error @+1 {{'cuda_tile.mmai' op operand #2 must be mmai acc tile type of i32 values, but got '!cuda_tile.tile<4x2xi64>'}}
    %0 = mmai %a, %b, %c signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<8xi8>
    %c = constant <i32: 0> : tile<8xi32>
    // expected-error @+1 {{'cuda_tile.mmai' op operands must be 2-d, or 3-d with a batch dimension, got rank 1}}
    %0 = mmai %a, %a, %c signed signed : tile<8xi8>, tile<8xi8>, tile<8xi32>
  }
}

//===----------------------------------------------------------------------===//
// mmaf_scaled
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<64x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E4M3FN: 1.0> : tile<16x2xf8E4M3FN>
    %sb = constant <f8E4M3FN: 1.0> : tile<2x16xf8E4M3FN>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op unsupported combination of element types. Scale type 'f8E4M3FN' expects lhs and rhs element types to be 'f4E2M1FN', but got 'f8E4M3FN'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E4M3FN>, tile<2x16xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<64x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<8x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<2x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op shape error: dim 0 of lhs (16) and dim 0 of lhs_scale (8) must match, but got lhs shape (16, 64) and lhs_scale shape (8, 2)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<8x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<64x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<2x8xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op shape error: dim 1 of rhs (16) and dim 1 of rhs_scale (8) must match, but got rhs shape (64, 16) and rhs_scale shape (2, 8)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x8xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<64x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<4x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op shape error: dim 1 of lhs_scale (2) and dim 0 of rhs_scale (4) must match, but got lhs_scale shape (16, 2) and rhs_scale shape (4, 16)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<4x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x32xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<32x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x64xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<64x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op shape error: dim 1 of lhs_scale (64) must be a divisor of dim 1 of lhs (32), but got lhs_scale shape (16, 64) and lhs shape (16, 32)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x32xf8E4M3FN>, tile<32x16xf8E4M3FN>, tile<16x16xf32>, tile<16x64xf8E8M0FNU>, tile<64x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<2x16x64xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<2x64x16xf8E5M2>
    %c = constant <f32: 0.0> : tile<2x16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<1x16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<2x2x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op shape error: dim 0 of lhs (2) and dim 0 of lhs_scale (1) must match, but got lhs shape (2, 16, 64) and lhs_scale shape (1, 16, 2)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x16x64xf8E5M2>, tile<2x64x16xf8E5M2>, tile<2x16x16xf32>, tile<1x16x2xf8E8M0FNU>, tile<2x2x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<64x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x4xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<4x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op shape error: f8 element type requires block scale factor of lhs_scale and rhs_scale to be 32, but got 16}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x4xf8E8M0FNU>, tile<4x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<64x16xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E4M3FN: 1.0> : tile<16x2xf8E4M3FN>
    %sb = constant <f8E4M3FN: 1.0> : tile<2x16xf8E4M3FN>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op shape error: f4E2M1FN element type with f8E4M3FN scales requires block scale factor of lhs_scale and rhs_scale to be 16, but got 32}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xf8E4M3FN>, tile<2x16xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<64x16xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x8xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<8x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op shape error: f4E2M1FN element type with f8E8M0FNU scales requires block scale factor of lhs_scale and rhs_scale to be 16 or 32, but got 8}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x8xf8E8M0FNU>, tile<8x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<32x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<2x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op shape error: dim 1 of lhs (64) and dim 0 of rhs (32) must match, but got lhs shape (16, 64) and rhs shape (32, 16)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<32x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E5M2: 1.0> : tile<64x16xf8E5M2>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<2x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op failed to verify that all of {lhs, rhs} have the same element type}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x16xf8E5M2>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x4xf8E8M0FNU>
    %sb = constant <f8E4M3FN: 1.0> : tile<4x16xf8E4M3FN>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op failed to verify that all of {lhs_scale, rhs_scale} have the same element type}}
    %0 = mmaf_scaled %a, %a, %c, %sa, %sb : tile<16x64xf4E2M1FN>, tile<16x64xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E8M0FNU>, tile<4x16xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<64x16xf8E4M3FN>
    %c = constant <f16: 0.0> : tile<16x16xf16>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<2x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op operand #2 must be mmaf_scaled result tile type of f32 values, but got '!cuda_tile.tile<16x16xf16>'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf16>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<16x64xf16>
    %b = constant <f16: 1.0> : tile<64x16xf16>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<2x16xf8E8M0FNU>
    // expected-error @+1 {{'cuda_tile.mmaf_scaled' op operand #0 must be mmaf_scaled operand tile type of f8E4M3FN or f8E5M2 or f4E2M1FN values, but got '!cuda_tile.tile<16x64xf16>'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf16>, tile<64x16xf16>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  }
}

//===----------------------------------------------------------------------===//
// pack / unpack
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f16: 1.0> : tile<4x4xf16>
    // expected-error @+1 {{'cuda_tile.pack' op expects source and result to be rank-1 tiles}}
    %1 = pack %0 : tile<4x4xf16> -> tile<4x8xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f8E4M3FN: 1.0> : tile<16xf8E4M3FN>
    // expected-error @+1 {{'cuda_tile.pack' op expects source and result to have different element type widths (8-bit elements need no packing; use bitcast)}}
    %1 = pack %0 : tile<16xf8E4M3FN> -> tile<16xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f16: 1.0> : tile<16xf16>
    // expected-error @+1 {{'cuda_tile.pack' op expects source and result to have the same size in bytes, but got source tile size 32 bytes and result tile size 16 bytes}}
    %1 = pack %0 : tile<16xf16> -> tile<16xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <i1: true> : tile<4xi1>
    // expected-error @+1 {{'cuda_tile.pack' op 4 elements of 'i1' do not fill a whole number of bytes}}
    %1 = pack %0 : tile<4xi1> -> tile<1xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f16: 1.0> : tile<16xf16>
    // expected-error @+1 {{'cuda_tile.pack' op result #0 must be tile of i8 values, but got '!cuda_tile.tile<8xi32>'}}
    %1 = pack %0 : tile<16xf16> -> tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <f16: 1.0> : tile<16xf16>
    // expected-error @+1 {{'cuda_tile.pack' op failed to verify that all of {source, result} have same rank}}
    %1 = pack %0 : tile<16xf16> -> tile<2x16xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{'cuda_tile.pack' op operand #0 must be tile of numbers, but got '!cuda_tile.tile<ptr<f32>>'}}
    %1 = pack %p : tile<ptr<f32>> -> tile<8xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <i8: 1> : tile<8xi8>
    // expected-error @+1 {{'cuda_tile.unpack' op expects source and result to have the same size in bytes, but got source tile size 8 bytes and result tile size 32 bytes}}
    %1 = unpack %0 : tile<8xi8> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <i8: 1> : tile<8xi8>
    // expected-error @+1 {{'cuda_tile.unpack' op expects source and result to have different element type widths (8-bit elements need no packing; use bitcast)}}
    %1 = unpack %0 : tile<8xi8> -> tile<8xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <i16: 1> : tile<8xi16>
    // expected-error @+1 {{'cuda_tile.unpack' op operand #0 must be tile of i8 values, but got '!cuda_tile.tile<8xi16>'}}
    %1 = unpack %0 : tile<8xi16> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <i8: 1> : tile<2x8xi8>
    // expected-error @+1 {{'cuda_tile.unpack' op expects source and result to be rank-1 tiles}}
    %1 = unpack %0 : tile<2x8xi8> -> tile<2x4xf16>
  }
}
