// Each 13.5 operation, written as 13.4 (by ops-13.5.mlir).
cuda_tile.module @m {
  entry @e(%tv: tensor_view<64xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>
    // expected-error @below {{operation 'cuda_tile.multimem_load_reduce_view_tko' is not available in bytecode version 13.4 (it requires 13.5+)}}
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i], addf : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e(%tv: tensor_view<64xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<8xf32>
    // expected-error @below {{operation 'cuda_tile.multimem_reduce_view_tko' is not available in bytecode version 13.4 (it requires 13.5+)}}
    %r = multimem_reduce_view_tko relaxed sys %pv[%i], addf, %x : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e(%tv: tensor_view<64xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>
    %x = constant <f32: 1.0> : tile<8xf32>
    // expected-error @below {{operation 'cuda_tile.multimem_store_view_tko' is not available in bytecode version 13.4 (it requires 13.5+)}}
    %s = multimem_store_view_tko weak %x, %pv[%i] : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
