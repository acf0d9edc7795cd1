// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Verifier rules of atomic_cas_tko, atomic_rmw_tko and atomic_red_view_tko.

//===----------------------------------------------------------------------===//
// atomic_cas_tko
//===----------------------------------------------------------------------===//

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op memory ordering semantics must be one of: relaxed, acquire, release, acq_rel, got 'weak'}}
    %r, %t = atomic_cas_tko weak device %p, %v, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

// Atomics always name a scope.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error@+1 {{custom op 'cuda_tile.atomic_cas_tko' expected string or keyword containing one of the following enum values for attribute 'memory_scope' [tl_blk, device, sys]}}
    %r, %t = atomic_cas_tko relaxed %p, %v, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i16>>, %v: tile<i16>) {
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op expect only float or integer types with 32 or 64 bit, got 'i16'}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<i16>>, tile<i16> -> tile<i16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16>>, %v: tile<f16>) {
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op expect only float or integer types with 32 or 64 bit, got 'f16'}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i64>>, %v: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op expected pointee type ('i64') to match element type of 'val' ('i32')}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<i64>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>) {
    %v = constant <i32: 0> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op failed to verify that all of {pointers, cmp, val, result} have same shape}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<i32>>, tile<4xi32> -> tile<4xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %c: tile<i32>, %v: tile<i64>) {
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op failed to verify that all of {cmp, val, result} have same type}}
    %r:2 = "cuda_tile.atomic_cas_tko"(%p, %c, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    %m = constant <i1: true> : tile<2xi1>
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op failed to verify that all of {pointers, val, cmp and mask} have same shape: mask '!cuda_tile.tile<2xi1>' does not match the shape of '!cuda_tile.tile<i32>'}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<ptr<i32>>, tile<i32>, tile<2xi1> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>, %m: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op operand #3 must be tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<ptr<i32>>, tile<i32>, tile<i32> -> tile<i32>, token
  }
}

//===----------------------------------------------------------------------===//
// atomic_rmw_tko
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op memory ordering semantics must be one of: relaxed, acquire, release, acq_rel, got 'weak'}}
    %r, %t = atomic_rmw_tko weak device %p, add, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op 'add' works only with integers i32 and i64, got 'f32'}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op 'addf' works only with floats f16, bf16, f32, and f64, got 'i32'}}
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f8E4M3FN>>, %v: tile<f8E4M3FN>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op 'addf' works only with floats f16, bf16, f32, and f64, got 'f8E4M3FN'}}
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<ptr<f8E4M3FN>>, tile<f8E4M3FN> -> tile<f8E4M3FN>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16>>, %v: tile<f16>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op 'xchg' works only with integers or float of 32 or 64 bitwidth, got 'f16'}}
    %r, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i16>>, %v: tile<i16>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op 'and' works only with integers i32 and i64, got 'i16'}}
    %r, %t = atomic_rmw_tko relaxed device %p, and, %v : tile<ptr<i16>>, tile<i16> -> tile<i16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8>>, %v: tile<i8>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op 'max' works only with integers i32 and i64, got 'i8'}}
    %r, %t = atomic_rmw_tko relaxed device %p, max, %v : tile<ptr<i8>>, tile<i8> -> tile<i8>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f64>>, %v: tile<f64>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op 'umin' works only with integers i32 and i64, got 'f64'}}
    %r, %t = atomic_rmw_tko relaxed device %p, umin, %v : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i1>>, %v: tile<i1>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op 'or' works only with integers i32 and i64, got 'i1'}}
    %r, %t = atomic_rmw_tko relaxed device %p, or, %v : tile<ptr<i1>>, tile<i1> -> tile<i1>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error@+1 {{custom op 'cuda_tile.atomic_rmw_tko' expected string or keyword containing one of the following enum values for attribute 'mode' [and, or, xor, add, addf, max, min, umax, umin, xchg]}}
    %r, %t = atomic_rmw_tko relaxed device %p, sub, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i64>>, %v: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op expected pointee type ('i64') to match element type of 'arg' ('i32')}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<ptr<i64>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>) {
    %v = constant <i32: 1> : tile<8xi32>
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op failed to verify that all of {pointers, arg, result} have same shape}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<ptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    %m = constant <i1: true> : tile<8xi1>
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op failed to verify that all of {pointers, arg, mask} have same shape: mask '!cuda_tile.tile<8xi1>' does not match the shape of '!cuda_tile.tile<i32>'}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v, %m : tile<ptr<i32>>, tile<i32>, tile<8xi1> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op failed to verify that all of {arg, result} have same type}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<ptr<i32>>, tile<i32> -> tile<i64>, token
  }
}

//===----------------------------------------------------------------------===//
// atomic_red_view_tko
//===----------------------------------------------------------------------===//

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op only 'relaxed' memory ordering is supported for view-based atomic reductions, got 'acquire'}}
    %t = atomic_red_view_tko acquire device %pv[%i], addf, %x : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op only 'relaxed' memory ordering is supported for view-based atomic reductions, got 'weak'}}
    %t = atomic_red_view_tko weak device %pv[%i], addf, %x : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op memory scope 'sys' is not supported for view-based atomic reductions; use 'tl_blk' or 'device' for TMA compatibility}}
    %t = atomic_red_view_tko relaxed sys %pv[%i], addf, %x : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %x = constant <i32: 1> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op atomic_red_view_tko op cannot use xchg operation ('xchg' is not a reduction)}}
    %t = atomic_red_view_tko relaxed device %pv[%i], xchg, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, sparse_dim=0>
    %x = constant <f32: 1.0> : tile<4x4xf32>
    %rows = constant <i32: 0> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op gather_scatter_view is not supported; use partition_view instead}}
    %t = atomic_red_view_tko relaxed device %gv[%rows, %i], addf, %x : tile<4x4xf32>, gather_scatter_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), padding_value = zero, tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op views with padding_value are not supported for atomic reductions}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<4xf32>, partition_view<tile=(4), padding_value = zero, tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %sv = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[2], padding_value = nan, tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op views with padding_value are not supported for atomic reductions}}
    %t = atomic_red_view_tko relaxed tl_blk %sv[%i], addf, %x : tile<4xf32>, strided_view<tile=(4), traversal_strides=[2], padding_value = nan, tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op 'max' works only with integers i32 and i64, got 'f32'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], max, %x : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi64, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>
    %x = constant <i64: 1> : tile<4xi64>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op 'addf' works only with floats f16, bf16, f32, and f64, got 'i64'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<4xi64>, partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<8xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op view tile shape 4 must match value shape 8 for element-wise atomic operations}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<8xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f16: 1.0> : tile<4xf16>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op view element type ('f32') must match value element type ('f16')}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<4xf16>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
    %x = constant <f32: 1.0> : tile<4x4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op expected 2 index operand(s) for view with tile rank 2, got 1}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    %idx = constant <i32: 0> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op index operand 0 must be a scalar tile (rank 0), got shape 4}}
    %t = atomic_red_view_tko relaxed device %pv[%idx], addf, %x : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<4xi32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op operand #0 must be TileView instance, but got '!cuda_tile.tensor_view<16xf32, strides=[1]>'}}
    %t = atomic_red_view_tko relaxed device %tv[%i], addf, %x : tile<16xf32>, tensor_view<16xf32, strides=[1]>, tile<i32> -> token
  }
}
