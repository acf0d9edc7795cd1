// Control flow on scalars: block i counts the Collatz steps from i + 1 down
// to 1 with a `loop` that `break`s when it reaches 1 and an `if` that picks
// n / 2 or 3n + 1, then stores the count to out[i] through a pointer.
cuda_tile.module @examples {
  entry @collatz(%out: tile<ptr<i32>>) {
    %tok = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %start = addi %bx, %c1 : tile<i32>
    %steps = loop iter_values(%v = %start, %count = %c0) : tile<i32>, tile<i32> -> tile<i32> {
      %done = cmpi equal %v, %c1, signed : tile<i32> -> tile<i1>
      if %done {
        break %count : tile<i32>
      }
      %rem = remi %v, %c2 signed : tile<i32>
      %even = cmpi equal %rem, %c0, signed : tile<i32> -> tile<i1>
      %next = if %even -> (tile<i32>) {
        %half = divi %v, %c2 signed : tile<i32>
        yield %half : tile<i32>
      } else {
        %triple = muli %v, %c3 : tile<i32>
        %odd = addi %triple, %c1 : tile<i32>
        yield %odd : tile<i32>
      }
      %count1 = addi %count, %c1 : tile<i32>
      continue %next, %count1 : tile<i32>, tile<i32>
    }
    %p = offset %out, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak %p, %steps token=%tok : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
