// Row scatter: dst[idx[i], :] = src[i, :] for n rows of 32 f32, 16 rows per
// tile block, through a gather_scatter_view of the Vx32 destination whose
// sparse dimension 0 takes the tile of row indices. The view's store drops
// rows whose index lies outside [0, V), leaving dst untouched there. Lanes
// past n (the last block's padding) get index -1 so that they are dropped
// too: their padded index 0 would otherwise overwrite row 0. Indices are
// expected to be distinct; rows named twice would race.
cuda_tile.module @examples {
  entry @scatter(%src: tile<ptr<f32>>, %idx: tile<ptr<i32>>, %dst: tile<ptr<f32>>, %n: tile<i32>, %v: tile<i32>) {
    %tok = make_token : token
    %sv = make_tensor_view %src, shape = [%n, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %iv = make_tensor_view %idx, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %dv = make_tensor_view %dst, shape = [%v, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %sp = make_partition_view %sv : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>
    %ip = make_partition_view %iv : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %dg = make_gather_scatter_view %dv : gather_scatter_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>, sparse_dim=0>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %sp[%bx, %c0] token = %tok : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %where, %t1 = load_view_tko weak %ip[%bx] token = %tok : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token

    // Lane l of block b holds source row 16b + l, which exists if < n.
    %c16 = constant <i32: 16> : tile<i32>
    %base = muli %bx, %c16 : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baseb = broadcast %base1 : tile<1xi32> -> tile<16xi32>
    %lane = iota : tile<16xi32>
    %row = addi %lane, %baseb : tile<16xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<16xi32>
    %valid = cmpi less_than %row, %nb, signed : tile<16xi32> -> tile<16xi1>
    %none = constant <i32: -1> : tile<16xi32>
    %target = select %valid, %where, %none : tile<16xi1>, tile<16xi32>

    %t2 = store_view_tko weak %rows, %dg[%target, %c0] token = %tok : tile<16x32xf32>, gather_scatter_view<tile=(16x32), tensor_view<?x32xf32, strides=[32,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> token
    return
  }
}
