// Histogram of n i32 values in [0, 16): every tile block takes 256 values
// and adds 1 to bins[value] with atomic_rmw_tko. Many lanes of one tile and
// many concurrently running blocks hit the same bin, so the count is only
// right if each add is atomic. Lanes past n are masked off rather than
// padded, since a padded 0 would count towards bin 0.
cuda_tile.module @examples {
  entry @histogram(%data: tile<ptr<i32>>, %bins: tile<ptr<i32>>, %n: tile<i32>) {
    %tok = make_token : token
    %dv = make_tensor_view %data, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %dp = make_partition_view %dv : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %vals, %t0 = load_view_tko weak %dp[%bx] token = %tok : partition_view<tile=(256), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<256xi32>, token
    %c256 = constant <i32: 256> : tile<i32>
    %base = muli %bx, %c256 : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baseb = broadcast %base1 : tile<1xi32> -> tile<256xi32>
    %lane = iota : tile<256xi32>
    %pos = addi %lane, %baseb : tile<256xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<256xi32>
    %valid = cmpi less_than %pos, %nb, signed : tile<256xi32> -> tile<256xi1>
    %bins1 = reshape %bins : tile<ptr<i32>> -> tile<1xptr<i32>>
    %binsb = broadcast %bins1 : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %ptrs = offset %binsb, %vals : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %one = constant <i32: 1> : tile<256xi32>
    %old, %t1 = atomic_rmw_tko relaxed device %ptrs, add, %one, %valid token=%tok : tile<256xptr<i32>>, tile<256xi32>, tile<256xi1> -> tile<256xi32>, token
    return
  }
}
