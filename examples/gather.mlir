// Embedding lookup: out[i, :] = table[idx[i], :] for a Vx32 f32 table,
// 16 rows per tile block, through a gather_scatter_view whose sparse
// dimension 0 takes the tile of row indices. Indices outside the table
// read the zero padding, so a lookup of -1 yields a zero row.
cuda_tile.module @examples {
  entry @gather(%table: tile<ptr<f32>>, %idx: tile<ptr<i32>>, %out: tile<ptr<f32>>, %v: tile<i32>, %n: tile<i32>) {
    %tok = make_token : token
    %tv = make_tensor_view %table, shape = [%v, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %iv = make_tensor_view %idx, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %ov = make_tensor_view %out, shape = [%n, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(16x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>, sparse_dim=0>
    %ip = make_partition_view %iv : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %op = make_partition_view %ov : partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %ip[%bx] token = %tok : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %vals, %t1 = load_view_tko weak %gv[%rows, %c0] token = %tok : gather_scatter_view<tile=(16x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> tile<16x32xf32>, token
    %t2 = store_view_tko weak %vals, %op[%bx, %c0] token = %tok : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
