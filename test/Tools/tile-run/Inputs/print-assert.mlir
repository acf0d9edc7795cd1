// print shows scalars and tiles; assert fails in every block but block 0.
cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    %v = iota : tile<4xi32>
    %t = print_tko "block %d of %d: x=%d v=%d\n", %bx, %nx, %x, %v : tile<i32>, tile<i32>, tile<i32>, tile<4xi32> -> token
    %zero = constant <i32: 0> : tile<i32>
    %ok = cmpi equal %bx, %zero, signed : tile<i32> -> tile<i1>
    %one = constant <i32: 1> : tile<i32>
    %two = addi %one, %one : tile<i32>
    %unused = cmpi less_than %two, %zero, signed : tile<i32> -> tile<i1>
    // The assert below is line 14.
    assert %ok, "block id must be 0" : tile<i1>
    return
  }
}
