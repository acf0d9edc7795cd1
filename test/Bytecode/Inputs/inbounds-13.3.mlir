// The view ops' `inbounds` flags written as 13.3 (by inbounds-13.4.mlir):
// a true flag cannot be carried; all false can (it is what 13.3 means).
cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    // expected-error @below {{attribute 'inbounds' with a true flag requires bytecode version 13.4+, but targeting 13.3 (older versions can only represent all-false)}}
    %t, %tok = load_view_tko weak %pv[%c0] inbounds = [true] : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    %t = constant <f32: 0.0> : tile<4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    // expected-error @below {{attribute 'inbounds' with a true flag requires bytecode version 13.4+, but targeting 13.3 (older versions can only represent all-false)}}
    %s = store_view_tko weak %t, %pv[%c0] inbounds = [true] : tile<4xf32>, partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// All false: written without complaint.
cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %pv[%c0] inbounds = [false] : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return
  }
}
