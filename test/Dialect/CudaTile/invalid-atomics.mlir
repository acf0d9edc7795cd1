// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Verifier rules of atomic_cas_tko, atomic_rmw_tko and atomic_red_view_tko.

//===----------------------------------------------------------------------===//
// atomic_cas_tko
//===----------------------------------------------------------------------===//

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op memory ordering 'weak' is not allowed here; expected one of: relaxed, acquire, release, acq_rel}}
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
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op compare-and-swap supports i32, i64, f32 and f64, got 'i16'}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<i16>>, tile<i16> -> tile<i16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16>>, %v: tile<f16>) {
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op compare-and-swap supports i32, i64, f32 and f64, got 'f16'}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i64>>, %v: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op pointers to 'i64' cannot access value of type '!cuda_tile.tile<i32>'}}
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
    // expected-error@+1 {{'cuda_tile.atomic_cas_tko' op mask shape must match '!cuda_tile.tile<i32>'}}
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
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op memory ordering 'weak' is not allowed here; expected one of: relaxed, acquire, release, acq_rel}}
    %r, %t = atomic_rmw_tko weak device %p, add, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op atomic mode 'add' does not support 'f32' (integer modes take i32/i64, addf takes f16/bf16/f32/f64, xchg takes i32/i64/f32/f64)}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op atomic mode 'addf' does not support 'i32'}}
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f8E4M3FN>>, %v: tile<f8E4M3FN>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op atomic mode 'addf' does not support 'f8E4M3FN'}}
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<ptr<f8E4M3FN>>, tile<f8E4M3FN> -> tile<f8E4M3FN>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16>>, %v: tile<f16>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op atomic mode 'xchg' does not support 'f16'}}
    %r, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i16>>, %v: tile<i16>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op atomic mode 'and' does not support 'i16'}}
    %r, %t = atomic_rmw_tko relaxed device %p, and, %v : tile<ptr<i16>>, tile<i16> -> tile<i16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8>>, %v: tile<i8>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op atomic mode 'max' does not support 'i8'}}
    %r, %t = atomic_rmw_tko relaxed device %p, max, %v : tile<ptr<i8>>, tile<i8> -> tile<i8>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f64>>, %v: tile<f64>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op atomic mode 'umin' does not support 'f64'}}
    %r, %t = atomic_rmw_tko relaxed device %p, umin, %v : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i1>>, %v: tile<i1>) {
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op atomic mode 'or' does not support 'i1'}}
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
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op pointers to 'i64' cannot access argument of type '!cuda_tile.tile<i32>'}}
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
    // expected-error@+1 {{'cuda_tile.atomic_rmw_tko' op mask shape must match '!cuda_tile.tile<i32>'}}
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
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op atomic reductions into views are 'relaxed', got 'acquire'}}
    %t = atomic_red_view_tko acquire device %pv[%i], addf, %x : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op atomic reductions into views are 'relaxed', got 'weak'}}
    %t = atomic_red_view_tko weak device %pv[%i], addf, %x : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op atomic reductions into views support the tl_blk and device scopes}}
    %t = atomic_red_view_tko relaxed sys %pv[%i], addf, %x : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %x = constant <i32: 1> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op 'xchg' is not a reduction}}
    %t = atomic_red_view_tko relaxed device %pv[%i], xchg, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, sparse_dim=0>
    %x = constant <f32: 1.0> : tile<4x4xf32>
    %rows = constant <i32: 0> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op gather_scatter_view does not support atomic reductions}}
    %t = atomic_red_view_tko relaxed device %gv[%rows, %i], addf, %x : tile<4x4xf32>, gather_scatter_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), padding_value = zero, tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op views with a padding_value do not support atomic reductions}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<4xf32>, partition_view<tile=(4), padding_value = zero, tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %sv = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[2], padding_value = nan, tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op views with a padding_value do not support atomic reductions}}
    %t = atomic_red_view_tko relaxed tl_blk %sv[%i], addf, %x : tile<4xf32>, strided_view<tile=(4), traversal_strides=[2], padding_value = nan, tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op atomic mode 'max' does not support 'f32'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], max, %x : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi64, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>
    %x = constant <i64: 1> : tile<4xi64>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op atomic mode 'addf' does not support 'i64'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<4xi64>, partition_view<tile=(4), tensor_view<16xi64, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<8xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op expected tile type to be '!cuda_tile.tile<4xf32>' (based on view type), got '!cuda_tile.tile<8xf32>' as the value}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<8xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f16: 1.0> : tile<4xf16>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op expected tile type to be '!cuda_tile.tile<4xf32>' (based on view type), got '!cuda_tile.tile<4xf16>' as the value}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<4xf16>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16x16xf32, strides=[16,1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
    %x = constant <f32: 1.0> : tile<4x4xf32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op expected 2 index operands (based on view type), got 1}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    %idx = constant <i32: 0> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.atomic_red_view_tko' op expected index type to be a scalar tile, got '!cuda_tile.tile<4xi32>'}}
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
