// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Verifier rules of assume (its predicates), print and print_tko, and of
// the optimization_hints attribute itself.

//===----------------------------------------------------------------------===//
// assume: div_by
//===----------------------------------------------------------------------===//

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' divisor must be a power of 2, got 3}}
    %a = assume div_by<3>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' divisor must be a power of 2, got 0}}
    %a = assume div_by<0>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i64>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' divisor is too large (9223372036854775808, at most 2^62)}}
    %a = assume div_by<9223372036854775808>, %x : tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values, got '!cuda_tile.tile<f32>'}}
    %a = assume div_by<16>, %x : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = make_token : token
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values, got '!cuda_tile.token'}}
    %a = assume div_by<16>, %t : token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' is valid only for tile of integer/pointer or tensor_view values, got '!cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>'}}
    %a = assume div_by<16>, %pv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a tensor_view}}
    %a = assume div_by<16, every 4 along 0>, %tv : tensor_view<16xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' 'every'/'along' cannot be used if the constrained value is a 0D tile}}
    %a = assume div_by<16, every 1 along 0>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i16: 0> : tile<8xi16>
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' every_dim (1) must be >= 0 and < tile rank (1)}}
    %a = assume div_by<32, every 4 along 1>, %x : tile<8xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i16: 0> : tile<8xi16>
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.div_by' every_dim (-1) must be >= 0 and < tile rank (1)}}
    %a = assume div_by<32, every 4 along -1>, %x : tile<8xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i16: 0> : tile<8xi16>
    // expected-error@+1 {{'cuda_tile.assume' op expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (8), got every 16 (must be in [1, 8])}}
    %a = assume div_by<32, every 16 along 0>, %x : tile<8xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i16: 0> : tile<4x8xi16>
    // expected-error@+1 {{'cuda_tile.assume' op expected 'cuda_tile.div_by' every_dim to be within 0 and the size of the respective dimension (4), got every 0 (must be in [1, 4])}}
    %a = assume div_by<32, every 0 along 0>, %x : tile<4x8xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // 'every' comes with 'along'.
    // expected-error@+1 {{expected 'along'}}
    %a = assume div_by<16, every 4>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{expected integer value}}
    %a = assume div_by<x>, %x : tile<i32>
  }
}

//===----------------------------------------------------------------------===//
// assume: same_elements
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 0.0> : tile<8xf32>
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.same_elements' is valid only for tile of integer/pointer values, got '!cuda_tile.tile<8xf32>'}}
    %a = assume same_elements<[2]>, %x : tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: 0> : tile<8x8xi32>
    // expected-error@+1 {{'cuda_tile.assume' op expected number of values in 'cuda_tile.same_elements' (1) to match rank of constrained tile (2)}}
    %a = assume same_elements<[2]>, %x : tile<8x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: 0> : tile<8x4xi32>
    // expected-error@+1 {{'cuda_tile.assume' op expected 'cuda_tile.same_elements' value 1 to be within 0 and the size of the respective dimension (4), got 8}}
    %a = assume same_elements<[2, 8]>, %x : tile<8x4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: 0> : tile<8xi32>
    // expected-error@+1 {{'cuda_tile.assume' op expected 'cuda_tile.same_elements' value 0 to be within 0 and the size of the respective dimension (8), got -1}}
    %a = assume same_elements<[-1]>, %x : tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.same_elements' is valid only for tile of integer/pointer values, got '!cuda_tile.tensor_view<16xf32, strides=[1]>'}}
    %a = assume same_elements<[1]>, %tv : tensor_view<16xf32, strides=[1]>
  }
}

//===----------------------------------------------------------------------===//
// assume: bounded
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.bounded' is valid only for tile of integer values, got '!cuda_tile.tile<f32>'}}
    %a = assume bounded<0, ?>, %x : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<ptr<f32>>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.bounded' is valid only for tile of integer values, got '!cuda_tile.tile<ptr<f32>>'}}
    %a = assume bounded<0, ?>, %x : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i8>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.bounded' expects lower bound to be within [-128, 127], got -129 for 'i8'}}
    %a = assume bounded<-129, ?>, %x : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i16>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.bounded' expects upper bound to be within [-32768, 32767], got 32768 for 'i16'}}
    %a = assume bounded<?, 32768>, %x : tile<i16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i1>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.bounded' expects upper bound to be within [0, 1], got 2 for 'i1'}}
    %a = assume bounded<0, 2>, %x : tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.assume' op 'cuda_tile.bounded' expects lower bound to be less than or equal to upper bound, got 10 > 5}}
    %a = assume bounded<10, 5>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{expected ','}}
    %a = assume bounded<10>, %x : tile<i32>
  }
}

//===----------------------------------------------------------------------===//
// assume: the predicate itself
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{unknown cuda_tile attribute 'multiple_of'}}
    %a = assume multiple_of<16>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{custom op 'cuda_tile.assume' expected assume predicate attribute (div_by, bounded or same_elements), got #cuda_tile.overflow<none>}}
    %a = assume overflow<none>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{custom op 'cuda_tile.assume' expected assume predicate attribute (div_by, bounded or same_elements), got #cuda_tile.rounding<zero>}}
    %a = assume #cuda_tile.rounding<zero>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{custom op 'cuda_tile.assume' expected assume predicate attribute (div_by, bounded or same_elements), got 16 : i64}}
    %a = assume 16, %x : tile<i32>
  }
}

//===----------------------------------------------------------------------===//
// print / print_tko
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error@+1 {{'cuda_tile.print' op incorrect number of operands: expected 1, found 0 (one value per conversion in the format string)}}
    print "x=%d\n"
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // `%%` prints a percent sign and takes no value.
    // expected-error@+1 {{'cuda_tile.print' op incorrect number of operands: expected 0, found 1 (one value per conversion in the format string)}}
    print "100%%", %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.print' op incorrect number of operands: expected 2, found 1 (one value per conversion in the format string)}}
    print "%d %-8.3f", %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.print' op found unterminated format expression '%5'}}
    print "x=%5", %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = make_token : token
    // expected-error@+1 {{'cuda_tile.print' op operand #0 must be variadic of tile, but got '!cuda_tile.token'}}
    print "%d", %t : token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.print_tko' op incorrect number of operands: expected 2, found 1 (one value per conversion in the format string)}}
    %t = print_tko "%d %d", %x : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    %t0 = make_token : token
    // expected-error@+1 {{'cuda_tile.print_tko' op incorrect number of operands: expected 0, found 1 (one value per conversion in the format string)}}
    %t = print_tko "hi", %x token=%t0 : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.print_tko' op found unterminated format expression '%-'}}
    %t = print_tko "%-", %x : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error@+1 {{expected '->'}}
    %t = print_tko "%d", %x : tile<i32>
  }
}

//===----------------------------------------------------------------------===//
// optimization_hints
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  // expected-error@+1 {{expected dictionary attribute for optimization_hints entry `sm_90` got value=2 : i64}}
  entry @k() optimization_hints=<sm_90 = 2> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error@+1 {{duplicate optimization hints target 'sm_90'}}
  entry @k() optimization_hints=<sm_90 = {occupancy = 1}, sm_90 = {occupancy = 2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error@+1 {{expected '='}}
  entry @k() optimization_hints=<sm_90 {occupancy = 1}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error@+1 {{expected '>'}}
  entry @k() optimization_hints=<sm_90 = {occupancy = 1} sm_100 = {}> {
    return
  }
}
