// Memory tokens order writes before reads across the threads of a CTA:
// each thread reads back elements other threads wrote (reversed, and
// through a join of two independent writes), which only works if the token
// edges are honoured (on the GPU: mbarrier arrive / parity wait).
cuda_tile.module @m {
  entry @k(%buf: tile<ptr<i32>>, %buf2: tile<ptr<i32>>, %out: tile<ptr<i32>>, %seed: tile<i32>) {
    %idx = iota : tile<512xi32>
    %s = reshape %seed : tile<i32> -> tile<1xi32>
    %sb = broadcast %s : tile<1xi32> -> tile<512xi32>
    %v = addi %idx, %sb : tile<512xi32>
    %c511 = constant <i32: 511> : tile<512xi32>
    %rev = subi %c511, %idx : tile<512xi32>

    %b0 = reshape %buf : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b = broadcast %b0 : tile<1xptr<i32>> -> tile<512xptr<i32>>
    %p = offset %b, %idx : tile<512xptr<i32>>, tile<512xi32> -> tile<512xptr<i32>>
    %q = offset %b, %rev : tile<512xptr<i32>>, tile<512xi32> -> tile<512xptr<i32>>
    %c0 = reshape %buf2 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %c = broadcast %c0 : tile<1xptr<i32>> -> tile<512xptr<i32>>
    %pc = offset %c, %idx : tile<512xptr<i32>>, tile<512xi32> -> tile<512xptr<i32>>
    %qc = offset %c, %rev : tile<512xptr<i32>>, tile<512xi32> -> tile<512xptr<i32>>

    // Write, then read back reversed on the write's token.
    %t0 = make_token : token
    %t1 = store_ptr_tko weak %p, %v token=%t0 : tile<512xptr<i32>>, tile<512xi32> -> token
    %r1, %t2 = load_ptr_tko weak %q token=%t1 : tile<512xptr<i32>> -> tile<512xi32>, token
    // Overwrite with the reversed values (after the read: its token), then
    // a second, independent buffer on a token of its own; the join orders
    // the final reads after both.
    %t3 = store_ptr_tko weak %p, %r1 token=%t2 : tile<512xptr<i32>>, tile<512xi32> -> token
    %u0 = make_token : token
    %c3 = constant <i32: 3> : tile<512xi32>
    %w = muli %v, %c3 : tile<512xi32>
    %u1 = store_ptr_tko weak %pc, %w token=%u0 : tile<512xptr<i32>>, tile<512xi32> -> token
    %j = join_tokens %t3, %u1 : token
    %r2, %t4 = load_ptr_tko weak %q token=%j : tile<512xptr<i32>> -> tile<512xi32>, token
    %r3, %t5 = load_ptr_tko weak %qc token=%j : tile<512xptr<i32>> -> tile<512xi32>, token
    // out[i] = r1[i] * 1000000 + r2[i] * 1000 + r3[i]: (seed + 511 - i),
    // (seed + i) and 3 * (seed + 511 - i).
    %m6 = constant <i32: 1000000> : tile<512xi32>
    %m3 = constant <i32: 1000> : tile<512xi32>
    %a = muli %r1, %m6 : tile<512xi32>
    %bb = muli %r2, %m3 : tile<512xi32>
    %ab = addi %a, %bb : tile<512xi32>
    %res = addi %ab, %r3 : tile<512xi32>
    %o0 = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o = broadcast %o0 : tile<1xptr<i32>> -> tile<512xptr<i32>>
    %po = offset %o, %idx : tile<512xptr<i32>>, tile<512xi32> -> tile<512xptr<i32>>
    %t6 = store_ptr_tko weak %po, %res token=%t5 : tile<512xptr<i32>>, tile<512xi32> -> token
    return
  }
}
