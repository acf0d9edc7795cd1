// exp of a tile and three row reductions of it (maxf, addf and an argmax
// pair with the column index), 8 rows per tile block, for comparing the
// compiled path with the interpreter bit for bit.
cuda_tile.module @rows {
  entry @rows(%x: tile<ptr<f32>>, %e: tile<ptr<f32>>, %mx: tile<ptr<f32>>, %sm: tile<ptr<f32>>, %am: tile<ptr<i32>>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %ev = make_tensor_view %e, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %mv = make_tensor_view %mx, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %sv = make_tensor_view %sm, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %av = make_tensor_view %am, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(8x64), tensor_view<64x64xf32, strides=[64,1]>>
    %ep = make_partition_view %ev : partition_view<tile=(8x64), tensor_view<64x64xf32, strides=[64,1]>>
    %mp = make_partition_view %mv : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>
    %sp = make_partition_view %sv : partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>
    %ap = make_partition_view %av : partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(8x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x64xf32>, token
    %ex = exp %t : tile<8x64xf32>
    %t1 = store_view_tko weak %ex, %ep[%bx, %c0] token = %tok : tile<8x64xf32>, partition_view<tile=(8x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    %max = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<8x64xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = maxf %a, %b : tile<f32>
      yield %r : tile<f32>
    }
    %t2 = store_view_tko weak %max, %mp[%bx] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    %sum = reduce %ex dim=1 identities=[0.0 : f32] : tile<8x64xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = addf %a, %b : tile<f32>
      yield %r : tile<f32>
    }
    %t3 = store_view_tko weak %sum, %sp[%bx] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    %col = iota : tile<64xi32>
    %col2 = reshape %col : tile<64xi32> -> tile<1x64xi32>
    %cols = broadcast %col2 : tile<1x64xi32> -> tile<8x64xi32>
    %best:2 = reduce %t, %cols dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<8x64xf32>, tile<8x64xi32> -> tile<8xf32>, tile<8xi32>
    (%v: tile<f32>, %bv: tile<f32>, %i: tile<i32>, %bi: tile<i32>) {
      %gt = cmpf greater_than ordered %v, %bv : tile<f32> -> tile<i1>
      %nv = select %gt, %v, %bv : tile<i1>, tile<f32>
      %ni = select %gt, %i, %bi : tile<i1>, tile<i32>
      yield %nv, %ni : tile<f32>, tile<i32>
    }
    %t4 = store_view_tko weak %best#1, %ap[%bx] token = %tok : tile<8xi32>, partition_view<tile=(8), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
