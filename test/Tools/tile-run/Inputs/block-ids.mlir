// Every tile block writes its id (x, y, z) and the grid's extents at its
// linear index (x fastest), to check the compiled block ranges' counting.
cuda_tile.module @ids {
  entry @ids(%out: tile<ptr<i32>>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    %yz = muli %z, %gy : tile<i32>
    %row0 = addi %yz, %y : tile<i32>
    %row1 = muli %row0, %gx : tile<i32>
    %linear = addi %row1, %x : tile<i32>
    %v = make_tensor_view %out, shape = [4096, 4], strides = [4, 1] : tensor_view<4096x4xi32, strides=[4,1]>
    %p = make_partition_view %v : partition_view<tile=(1x4), tensor_view<4096x4xi32, strides=[4,1]>>
    %xs = reshape %x : tile<i32> -> tile<1xi32>
    %ys = reshape %y : tile<i32> -> tile<1xi32>
    %zs = reshape %z : tile<i32> -> tile<1xi32>
    %ls = reshape %linear : tile<i32> -> tile<1xi32>
    %xy = cat %xs, %ys dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %zl = cat %zs, %ls dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %all = cat %xy, %zl dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %row = reshape %all : tile<4xi32> -> tile<1x4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %row, %p[%linear, %c0] token = %tok : tile<1x4xi32>, partition_view<tile=(1x4), tensor_view<4096x4xi32, strides=[4,1]>>, tile<i32> -> token
    return
  }
}
