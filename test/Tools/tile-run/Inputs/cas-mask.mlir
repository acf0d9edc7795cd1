// atomic_cas_tko on four lanes, the odd ones masked off: enabled lanes swap
// when memory equals cmp, masked lanes leave memory alone and return cmp.
cuda_tile.module @m {
  entry @cas(%p: tile<ptr<i32>>, %r: tile<ptr<i32>>) {
    %tok = make_token : token
    %base = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ptrs0 = broadcast %base : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %idx = iota : tile<4xi32>
    %ptrs = offset %ptrs0, %idx : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %cmp = constant <i32: [0, 7, 5, 9]> : tile<4xi32>
    %val = constant <i32: [10, 11, 12, 13]> : tile<4xi32>
    %mask = constant <i1: [true, false, true, false]> : tile<4xi1>
    %old, %t1 = atomic_cas_tko relaxed device %ptrs, %cmp, %val, %mask token=%tok : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %rb = reshape %r : tile<ptr<i32>> -> tile<1xptr<i32>>
    %rp0 = broadcast %rb : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %rp = offset %rp0, %idx : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t2 = store_ptr_tko weak %rp, %old token=%t1 : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }
}
