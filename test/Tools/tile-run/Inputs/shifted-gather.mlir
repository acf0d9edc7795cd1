// y[i] = x[i + s] where i + s < n (else y keeps its value), through tiles of
// pointers built as base + (start + iota + s): cuTile's gather and scatter
// with computed indices, whose runs of 4 are contiguous but aligned only
// when s is a multiple of 4.
cuda_tile.module @kernels {
  entry @shifted_copy(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %s: tile<i32>, %n: tile<i32>) {
    %tok = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c128 = constant <i32: 128> : tile<i32>
    %start = muli %bx, %c128 : tile<i32>
    %iota = iota : tile<128xi32>
    %start1 = reshape %start : tile<i32> -> tile<1xi32>
    %startb = broadcast %start1 : tile<1xi32> -> tile<128xi32>
    %i = addi %startb, %iota : tile<128xi32>
    %s1 = reshape %s : tile<i32> -> tile<1xi32>
    %sb = broadcast %s1 : tile<1xi32> -> tile<128xi32>
    %src = addi %i, %sb : tile<128xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<128xi32>
    %inside = cmpi less_than %src, %nb, signed : tile<128xi32> -> tile<128xi1>
    %src64 = exti %src signed : tile<128xi32> -> tile<128xi64>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %xp = offset %xb, %src64 : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>>
    %zero = constant <f32: 0.0> : tile<128xf32>
    %v, %t1 = load_ptr_tko weak %xp, %inside, %zero token=%tok : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
    %i64 = exti %i signed : tile<128xi32> -> tile<128xi64>
    %y1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %yb = broadcast %y1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %yp = offset %yb, %i64 : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>>
    %t2 = store_ptr_tko weak %yp, %v, %inside token=%t1 : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    return
  }
}
