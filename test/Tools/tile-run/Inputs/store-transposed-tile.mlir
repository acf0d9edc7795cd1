// A tile read through dim_map=[1, 0] (no unit innermost stride in its
// buffer), passed through an op that folds away, and stored through a view
// with dynamic extents: the CPU path's store copies the tile from a buffer
// of any layout (it used to ask bufferization for the view's layout, which
// memref.alloc cannot make, and the compile failed).
cuda_tile.module @m {
  entry @k(%b: tile<ptr<i32>>, %c: tile<ptr<i32>>, %m: tile<i32>, %n: tile<i32>) {
    %tv = make_tensor_view %b, shape = [6, 32], strides = [32, 1] : tensor_view<6x32xi32, strides=[32,1]>
    %pv = make_partition_view %tv : partition_view<tile=(32x8), padding_value = zero, tensor_view<6x32xi32, strides=[32,1]>, dim_map=[1, 0]>
    %ov = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %op = make_partition_view %ov : partition_view<tile=(32x8), tensor_view<?x?xi32, strides=[?,1]>>
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t, %t0 = load_view_tko weak %pv[%x, %y] token = %tok : partition_view<tile=(32x8), padding_value = zero, tensor_view<6x32xi32, strides=[32,1]>, dim_map=[1, 0]>, tile<i32> -> tile<32x8xi32>, token
    %zero = constant <i32: 0> : tile<32x8xi32>
    %same = addi %t, %zero : tile<32x8xi32>
    %t1 = store_view_tko weak %same, %op[%x, %y] token = %tok : tile<32x8xi32>, partition_view<tile=(32x8), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
