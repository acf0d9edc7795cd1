// print, assert, globals, and extract/insert at run-time slice indices, for
// compiled-print-global-slices.test.
cuda_tile.module @m {
  global @table <f32: [0.5, -1.25, 3.0, 1.0e+30, -0.0, 7.0, 2.5, 0x7FC00000]> : tile<8xf32>
  global @counts <i32: [0, 0, 0, 0]> : tile<4xi32>

  // Each block prints its id, a row of the table picked by it (a 2-D
  // tile, an f16 copy, an i1 test) and a line from inside a loop; with
  // one thread the blocks print in order.
  entry @print(%n: tile<i32>) {
    %tok = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %g = get_global @table : tile<ptr<f32>>
    %g1 = reshape %g : tile<ptr<f32>> -> tile<1xptr<f32>>
    %gs = broadcast %g1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %i = iota : tile<8xi32>
    %q = offset %gs, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %v, %t0 = load_ptr_tko weak %q : tile<8xptr<f32>> -> tile<8xf32>, token
    %m = reshape %v : tile<8xf32> -> tile<4x2xf32>
    %row = extract %m[%bx, %c0] : tile<4x2xf32> -> tile<1x2xf32>
    %h = ftof %row : tile<1x2xf32> -> tile<1x2xf16>
    %zero = constant <f32: 0.0> : tile<1x2xf32>
    %neg = cmpf less_than ordered %row, %zero : tile<1x2xf32> -> tile<1x2xi1>
    %t1 = print_tko "block %d of %d: row %g f16 %.3e neg %d\n", %bx, %n, %row, %h, %neg token = %tok : tile<i32>, tile<i32>, tile<1x2xf32>, tile<1x2xf16>, tile<1x2xi1> -> token
    %t2 = print_tko "100%% plain\n" token = %t1 -> token
    %r = for %k in (%c0 to %bx, step %c1) : tile<i32> iter_values(%tk = %t2) -> (token) {
      %t3 = print_tko "  step %u\n", %k token = %tk : tile<i32> -> token
      continue %t3 : token
    }
    return
  }

  // Insert then extract at run-time indices (block ids): block b writes
  // slice b of a 4x8 tile, reads back slice (b + 1) % 4 of the result, and
  // stores both. A global is both read and written.
  entry @slices(%out: tile<ptr<i32>>, %k: tile<i32>) {
    %tok = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %dst0 = iota : tile<32xi32>
    %dst = reshape %dst0 : tile<32xi32> -> tile<4x8xi32>
    %kk = reshape %k : tile<i32> -> tile<1x1xi32>
    %src = broadcast %kk : tile<1x1xi32> -> tile<1x4xi32>
    %ins = insert %src into %dst[%bx, %by] : tile<1x4xi32> -> tile<4x8xi32>
    %b1 = addi %bx, %c1 : tile<i32>
    %nx = remi %b1, %c4 signed : tile<i32>
    %back = extract %ins[%bx, %c0] : tile<4x8xi32> -> tile<1x8xi32>
    %next = extract %ins[%nx, %c0] : tile<4x8xi32> -> tile<1x8xi32>
    %both = cat %back, %next dim = 1 : tile<1x8xi32>, tile<1x8xi32> -> tile<1x16xi32>
    %flat = reshape %both : tile<1x16xi32> -> tile<16xi32>
    %base = muli %bx, %c4 : tile<i32>
    %b16 = muli %base, %c4 : tile<i32>
    %p0 = offset %out, %b16 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p1 = reshape %p0 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ps = broadcast %p1 : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %i = iota : tile<16xi32>
    %q = offset %ps, %i : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %t0 = store_ptr_tko weak %q, %flat token=%tok : tile<16xptr<i32>>, tile<16xi32> -> token
    // The global: each block adds k + b to its own count, then prints it.
    %g = get_global @counts : tile<ptr<i32>>
    %gp = offset %g, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %old, %t1 = load_ptr_tko weak %gp token=%t0 : tile<ptr<i32>> -> tile<i32>, token
    %kb = addi %k, %bx : tile<i32>
    %new = addi %old, %kb : tile<i32>
    %t2 = store_ptr_tko weak %gp, %new token=%t1 : tile<ptr<i32>>, tile<i32> -> token
    %again, %t3 = load_ptr_tko weak %gp token=%t2 : tile<ptr<i32>> -> tile<i32>, token
    %t4 = print_tko "count %d = %d\n", %bx, %again token = %t3 : tile<i32>, tile<i32> -> token
    return
  }

  // assert on a tile: every element of iota below n, so it names element n
  // (n < 8) as the first false one; the tile's elements hold for n >= 8.
  entry @check(%n: tile<i32>) {
    %i = iota : tile<8xi32>
    %nr = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %nr : tile<1xi32> -> tile<8xi32>
    %ok = cmpi less_than %i, %nb, signed : tile<8xi32> -> tile<8xi1>
    assert %ok, "index below n" : tile<8xi1>
    %t = print_tko "checked %d\n", %n : tile<i32> -> token
    return
  }
}
