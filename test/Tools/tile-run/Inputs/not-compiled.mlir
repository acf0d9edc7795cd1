// An op the compiled path does not take yet (pack: a tile's bytes as i8):
// the kernel runs in the interpreter after one note
// (compiled-vs-interp.test). Block b stores the low byte of b + 1. The
// constant before it shares its location, as ops of one Python line of a
// bytecode kernel do: the note still names the op it means.
cuda_tile.module @m {
  entry @k(%out: tile<ptr<i32>>) {
    %tok = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %v = addi %bx, %c1 : tile<i32>
    %v1 = reshape %v : tile<i32> -> tile<1xi32> loc("kernel.py":7:3)
    %bytes = pack %v1 : tile<1xi32> -> tile<4xi8> loc("kernel.py":7:3)
    %b0 = extract %bytes[%c0] : tile<4xi8> -> tile<1xi8>
    %w = exti %b0 unsigned : tile<1xi8> -> tile<1xi32>
    %s = reshape %w : tile<1xi32> -> tile<i32>
    %p = offset %out, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t = store_ptr_tko weak %p, %s token=%tok : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
