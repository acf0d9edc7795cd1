// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Verifier rules of the multimem ops (13.5): the view kind, the access
// shape, the reduction mode and element type, ordering and scope.

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %sv = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.multimem_load_reduce_view_tko' op expects a multicast-backed partition_view, got '!cuda_tile.strided_view<tile=(4), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>'}}
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %sv[%i], addf : strided_view<tile=(4), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.multimem_load_reduce_view_tko' op expected tile type to be '!cuda_tile.tile<4xf32>' (based on view type), got '!cuda_tile.tile<8xf32>' as the result}}
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i], addf : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.multimem_load_reduce_view_tko' op 'xchg' is not a reduction}}
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i], xchg : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.multimem_load_reduce_view_tko' op 'add' works only with integers i32 and i64, got 'f32'}}
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i], add : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.multimem_load_reduce_view_tko' op expect one of: weak, relaxed, or acquire, but got: release}}
    %t, %tok = multimem_load_reduce_view_tko release sys %pv[%i], addf : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.multimem_load_reduce_view_tko' op memory scope is required for relaxed load}}
    %t, %tok = multimem_load_reduce_view_tko relaxed %pv[%i], addf : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error@+1 {{'cuda_tile.multimem_load_reduce_view_tko' op expected 1 index operands (based on view type), got 2}}
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i, %i], addf : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %x = constant <i32: 1> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.multimem_reduce_view_tko' op 'addf' works only with floats f16, bf16, f32, and f64, got 'i32'}}
    %t = multimem_reduce_view_tko relaxed sys %pv[%i], addf, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %x = constant <i32: 1> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.multimem_reduce_view_tko' op 'xchg' is not a reduction}}
    %t = multimem_reduce_view_tko relaxed sys %pv[%i], xchg, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %x = constant <i32: 1> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.multimem_reduce_view_tko' op memory ordering 'acquire' is not allowed here; expected one of: relaxed, release}}
    %t = multimem_reduce_view_tko acquire sys %pv[%i], add, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %x = constant <i32: 1> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.multimem_reduce_view_tko' op memory ordering 'weak' is not allowed here; expected one of: relaxed, release}}
    %t = multimem_reduce_view_tko weak %pv[%i], add, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %x = constant <i32: 1> : tile<4xi32>
    // expected-error@+1 {{'cuda_tile.multimem_reduce_view_tko' op memory scope is required for relaxed reduction}}
    %t = multimem_reduce_view_tko relaxed %pv[%i], add, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), padding_value = zero, tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.multimem_reduce_view_tko' op views with padding_value are not supported for multimem reductions}}
    %t = multimem_reduce_view_tko relaxed sys %pv[%i], addf, %x : tile<4xf32>, partition_view<tile=(4), padding_value = zero, tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xi8, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xi8, strides=[1]>>
    %x = constant <i8: 1> : tile<4xi8>
    // expected-error@+1 {{'cuda_tile.multimem_store_view_tko' op stores only i32, i64, f16, bf16, f32 and f64 elements, got 'i8'}}
    %t = multimem_store_view_tko relaxed sys %x, %pv[%i] : tile<4xi8>, partition_view<tile=(4), tensor_view<16xi8, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<4xf32>
    // expected-error@+1 {{'cuda_tile.multimem_store_view_tko' op expect one of: weak, relaxed, or release, but got: acquire}}
    %t = multimem_store_view_tko acquire sys %x, %pv[%i] : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<8xf32>
    // expected-error@+1 {{'cuda_tile.multimem_store_view_tko' op expected tile type to be '!cuda_tile.tile<4xf32>' (based on view type), got '!cuda_tile.tile<8xf32>' as the stored tile}}
    %t = multimem_store_view_tko weak %x, %pv[%i] : tile<8xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}
