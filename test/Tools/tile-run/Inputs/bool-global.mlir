// An i1 global takes one byte per element: loading all 16 flags reads
// inside its buffer and gives back every value.
cuda_tile.module @m {
  global @flags <i1: [true, false, true, true, false, false, true, false, true, true, false, true, false, true, true, true]> : tile<16xi1>
  entry @k() {
    %p = get_global @flags : tile<ptr<i1>>
    %p1 = reshape %p : tile<ptr<i1>> -> tile<1xptr<i1>>
    %ps = broadcast %p1 : tile<1xptr<i1>> -> tile<16xptr<i1>>
    %i = iota : tile<16xi32>
    %q = offset %ps, %i : tile<16xptr<i1>>, tile<16xi32> -> tile<16xptr<i1>>
    %v, %t = load_ptr_tko weak %q : tile<16xptr<i1>> -> tile<16xi1>, token
    %w = exti %v unsigned : tile<16xi1> -> tile<16xi32>
    %t2 = print_tko "flags=%d\n", %w : tile<16xi32> -> token
    return
  }
}
