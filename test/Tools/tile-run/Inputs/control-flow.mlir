// Early exits of `loop`, `for` and `if` (compiled-control-flow.test): each
// tile block b writes four counters to out[4b .. 4b+3], the edge cases at
// the smallest blocks (no iteration at b = 0, a break on the first
// iteration, a continue on every other one).
cuda_tile.module @m {
  entry @loops(%out: tile<ptr<i32>>) {
    %tok = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %base = muli %bx, %c4 : tile<i32>
    // r0: counts up to b; at b = 0 the first iteration breaks.
    %r0 = loop iter_values(%v = %c0) : tile<i32> -> tile<i32> {
      %done = cmpi greater_than_or_equal %v, %bx, signed : tile<i32> -> tile<i1>
      if %done {
        break %v : tile<i32>
      }
      %v1 = addi %v, %c1 : tile<i32>
      continue %v1 : tile<i32>
    }
    // r1: the sum of the even i < b, odd ones skipped by a continue in an
    // if; no iteration at b = 0.
    %r1 = for %i in (%c0 to %bx, step %c1) : tile<i32> iter_values(%s = %c0) -> (tile<i32>) {
      %rem = remi %i, %c2 signed : tile<i32>
      %odd = cmpi not_equal %rem, %c0, signed : tile<i32> -> tile<i1>
      if %odd {
        continue %s : tile<i32>
      }
      %s1 = addi %s, %i : tile<i32>
      continue %s1 : tile<i32>
    }
    // r2: a tile carried through a loop whose result is a scalar: add
    // iota to it each step, skip the steps that are multiples of 3 (a
    // continue inside a nested if), break after b + 1 steps with the sum.
    %iota = iota : tile<4xi32>
    %zero4 = constant <i32: 0> : tile<4xi32>
    %r2 = loop iter_values(%k = %c0, %acc = %zero4) : tile<i32>, tile<4xi32> -> tile<i32> {
      %k1 = addi %k, %c1 : tile<i32>
      %over = cmpi greater_than %k1, %bx, signed : tile<i32> -> tile<i1>
      if %over {
        %sum = reduce %acc dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32>
        (%e: tile<i32>, %a: tile<i32>) {
          %t = addi %e, %a : tile<i32>
          yield %t : tile<i32>
        }
        %kk = muli %sum, %c7 : tile<i32>
        %res = addi %kk, %k : tile<i32>
        break %res : tile<i32>
      }
      %m3 = remi %k1, %c3 signed : tile<i32>
      %nz = cmpi not_equal %m3, %c0, signed : tile<i32> -> tile<i1>
      %next = if %nz -> (tile<4xi32>) {
        %k1r = reshape %k1 : tile<i32> -> tile<1xi32>
        %kt = broadcast %k1r : tile<1xi32> -> tile<4xi32>
        %step = addi %iota, %kt : tile<4xi32>
        %a1 = addi %acc, %step : tile<4xi32>
        yield %a1 : tile<4xi32>
      } else {
        %skip = cmpi equal %m3, %c0, signed : tile<i32> -> tile<i1>
        if %skip {
          continue %k1, %acc : tile<i32>, tile<4xi32>
        }
        yield %acc : tile<4xi32>
      }
      continue %k1, %next : tile<i32>, tile<4xi32>
    }
    // r3: a for around a loop with a break (as grouped GEMM kernels have):
    // for i < b, count j from i while j * j < b.
    %r3 = for %i in (%c0 to %bx, step %c1) : tile<i32> iter_values(%t = %c0) -> (tile<i32>) {
      %j, %n = loop iter_values(%jj = %i, %nn = %t) : tile<i32>, tile<i32> -> tile<i32>, tile<i32> {
        %sq = muli %jj, %jj : tile<i32>
        %stop = cmpi greater_than_or_equal %sq, %bx, signed : tile<i32> -> tile<i1>
        if %stop {
          break %jj, %nn : tile<i32>, tile<i32>
        }
        %j1 = addi %jj, %c1 : tile<i32>
        %n1 = addi %nn, %c1 : tile<i32>
        continue %j1, %n1 : tile<i32>, tile<i32>
      }
      continue %n : tile<i32>
    }
    %p0 = offset %out, %base : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak %p0, %r0 token=%tok : tile<ptr<i32>>, tile<i32> -> token
    %i1 = addi %base, %c1 : tile<i32>
    %p1 = offset %out, %i1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t1 = store_ptr_tko weak %p1, %r1 token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %i2 = addi %base, %c2 : tile<i32>
    %p2 = offset %out, %i2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t2 = store_ptr_tko weak %p2, %r2 token=%t1 : tile<ptr<i32>>, tile<i32> -> token
    %i3 = addi %base, %c3 : tile<i32>
    %p3 = offset %out, %i3 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t3 = store_ptr_tko weak %p3, %r3 token=%t2 : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // An early return: odd blocks leave before their store, blocks above 5
  // after a first one.
  entry @early_return(%out: tile<ptr<i32>>) {
    %tok = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %rem = remi %bx, %c2 signed : tile<i32>
    %odd = cmpi equal %rem, %c1, signed : tile<i32> -> tile<i1>
    if %odd {
      return
    }
    %p = offset %out, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak %p, %c1 token=%tok : tile<ptr<i32>>, tile<i32> -> token
    %big = cmpi greater_than %bx, %c5, signed : tile<i32> -> tile<i1>
    if %big {
      return
    }
    %t1 = store_ptr_tko weak %p, %c2 token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // A `for` whose next induction value would wrap around its type stops
  // there, as the interpreter's does: i8 from 0 below 127 in steps of 100
  // runs 0 and 100 (200 wraps to -56, still below the bound).
  entry @wrap(%out: tile<ptr<i32>>) {
    %tok = make_token : token
    %c0 = constant <i8: 0> : tile<i8>
    %ub = constant <i8: 127> : tile<i8>
    %step = constant <i8: 100> : tile<i8>
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r = for %i in (%c0 to %ub, step %step) : tile<i8> iter_values(%s = %z) -> (tile<i32>) {
      %w = exti %i signed : tile<i8> -> tile<i32>
      %s1 = addi %s, %w : tile<i32>
      %s2 = addi %s1, %one : tile<i32>
      continue %s2 : tile<i32>
    }
    %t = store_ptr_tko weak %out, %r token=%tok : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // A result that would be stored straight into memory must not be when
  // the block is left between the op and its store: the loop breaks on
  // its first iteration and the kernel returns, so y and z stay zero.
  entry @exit_before_store(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %z: tile<ptr<f32>>, %leave: tile<i1>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %xv = make_tensor_view %x, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %yv = make_tensor_view %y, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %yp = make_partition_view %yv : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %zv = make_tensor_view %z, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %zp = make_partition_view %zv : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %t, %t0 = load_view_tko weak %xp[%c0] token = %tok : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %n = loop iter_values(%i = %c0) : tile<i32> -> tile<i32> {
      %r = addf %t, %t rounding<nearest_even> : tile<16xf32>
      %stop = cmpi equal %i, %c0, signed : tile<i32> -> tile<i1>
      if %stop {
        break %i : tile<i32>
      }
      %t1 = store_view_tko weak %r, %yp[%c0] token = %tok : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
      %i1 = addi %i, %c1 : tile<i32>
      continue %i1 : tile<i32>
    }
    %m = mulf %t, %t rounding<nearest_even> : tile<16xf32>
    if %leave {
      return
    }
    %t2 = store_view_tko weak %m, %zp[%c0] token = %tok : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // A loop that carries only tokens and makes progress through memory, as
  // the spin locks of split-K kernels do: count out[0] up to 5, then store
  // ten times what the loop left in out[1].
  entry @token_loop(%out: tile<ptr<i32>>) {
    %tok = make_token : token
    %c1 = constant <i32: 1> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %r:2 = loop iter_values(%a = %tok, %b = %tok) : token, token -> token, token {
      %j = join_tokens %a, %b : token
      %v, %t1 = load_ptr_tko weak %out token=%j : tile<ptr<i32>> -> tile<i32>, token
      %v1 = addi %v, %c1 : tile<i32>
      %t2 = store_ptr_tko weak %out, %v1 token=%t1 : tile<ptr<i32>>, tile<i32> -> token
      %done = cmpi equal %v1, %c5, signed : tile<i32> -> tile<i1>
      if %done {
        break %t2, %t2 : token, token
      }
      continue %t2, %t2 : token, token
    }
    %w, %t3 = load_ptr_tko weak %out token=%r#1 : tile<ptr<i32>> -> tile<i32>, token
    %w10 = muli %w, %c10 : tile<i32>
    %p1 = offset %out, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t4 = store_ptr_tko weak %p1, %w10 token=%t3 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
