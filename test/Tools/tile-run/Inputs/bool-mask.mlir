// i1 in memory is one byte per element (NumPy's bool): lane i of an
// offset pointer tile reads byte i of the mask and writes byte i of its
// negation; the mask selects x or the padding -1.
cuda_tile.module @m {
  entry @masked(%x: tile<ptr<f32>>, %m: tile<ptr<i1>>, %y: tile<ptr<f32>>, %n: tile<ptr<i1>>) {
    %tok = make_token : token
    %idx = iota : tile<8xi32>
    %mb = reshape %m : tile<ptr<i1>> -> tile<1xptr<i1>>
    %mb8 = broadcast %mb : tile<1xptr<i1>> -> tile<8xptr<i1>>
    %mp = offset %mb8, %idx : tile<8xptr<i1>>, tile<8xi32> -> tile<8xptr<i1>>
    %mask, %t1 = load_ptr_tko weak %mp token=%tok : tile<8xptr<i1>> -> tile<8xi1>, token
    %xb = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb8 = broadcast %xb : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %xp = offset %xb8, %idx : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %pad = constant <f32: -1.0> : tile<8xf32>
    %v, %t2 = load_ptr_tko weak %xp, %mask, %pad token=%tok : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    %yb = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %yb8 = broadcast %yb : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %yp = offset %yb8, %idx : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t3 = store_ptr_tko weak %yp, %v token=%tok : tile<8xptr<f32>>, tile<8xf32> -> token
    %true = constant <i1: true> : tile<8xi1>
    %neg = xori %mask, %true : tile<8xi1>
    %nb = reshape %n : tile<ptr<i1>> -> tile<1xptr<i1>>
    %nb8 = broadcast %nb : tile<1xptr<i1>> -> tile<8xptr<i1>>
    %np = offset %nb8, %idx : tile<8xptr<i1>>, tile<8xi32> -> tile<8xptr<i1>>
    %t4 = store_ptr_tko weak %np, %neg token=%tok : tile<8xptr<i1>>, tile<8xi1> -> token
    return
  }
}
