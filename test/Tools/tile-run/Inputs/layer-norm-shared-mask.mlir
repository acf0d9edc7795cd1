// examples/layer_norm.mlir with the output computed from a second copy of
// X - mean under the same column mask (compiled-vs-interp.test): the mask
// tile is read by the sum of squares and by the output. The compiled path
// once read such a mask (one byte per element) as bit-packed vector lanes
// inside the reduction and got rstd wrong; its results must be the
// example's bits.
cuda_tile.module @examples {
  entry @layer_norm(%x: tile<ptr<f32>>, %w: tile<ptr<f32>>, %b: tile<ptr<f32>>, %y: tile<ptr<f32>>, %mean: tile<ptr<f32>>, %rstd: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %yv = make_tensor_view %y, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %wv = make_tensor_view %w, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %bv = make_tensor_view %b, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %mv = make_tensor_view %mean, shape = [%m], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %rv = make_tensor_view %rstd, shape = [%m], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(8x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(8x128), tensor_view<?x?xf32, strides=[?,1]>>
    %wp = make_partition_view %wv : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %mp = make_partition_view %mv : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %rp = make_partition_view %rv : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(8x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x128xf32>, token
    %wt, %t1 = load_view_tko weak %wp[%c0] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %bt, %t2 = load_view_tko weak %bp[%c0] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token

    // N as a float, one per row.
    %nf = itof %n signed : tile<i32> -> tile<f32>
    %nf1 = reshape %nf : tile<f32> -> tile<1xf32>
    %nrow = broadcast %nf1 : tile<1xf32> -> tile<8xf32>

    // mean = row sum / N.
    %sum = reduce %rows dim=1 identities=[0.0 : f32] : tile<8x128xf32> -> tile<8xf32>
    (%a: tile<f32>, %c: tile<f32>) {
      %r = addf %a, %c : tile<f32>
      yield %r : tile<f32>
    }
    %mu = divf %sum, %nrow : tile<8xf32>
    %mu2 = reshape %mu : tile<8xf32> -> tile<8x1xf32>
    %mub = broadcast %mu2 : tile<8x1xf32> -> tile<8x128xf32>

    // X - mean on the N real columns, 0 on the padding.
    %col = iota : tile<128xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<128xi32>
    %inside = cmpi less_than %col, %nb, signed : tile<128xi32> -> tile<128xi1>
    %inside2 = reshape %inside : tile<128xi1> -> tile<1x128xi1>
    %mask = broadcast %inside2 : tile<1x128xi1> -> tile<8x128xi1>
    %zero = constant <f32: 0.0> : tile<8x128xf32>
    %diff = subf %rows, %mub : tile<8x128xf32>
    %centered = select %mask, %diff, %zero : tile<8x128xi1>, tile<8x128xf32>

    // rstd = 1 / sqrt(mean of squares + eps).
    %sq = mulf %centered, %centered : tile<8x128xf32>
    %sqsum = reduce %sq dim=1 identities=[0.0 : f32] : tile<8x128xf32> -> tile<8xf32>
    (%a: tile<f32>, %c: tile<f32>) {
      %r = addf %a, %c : tile<f32>
      yield %r : tile<f32>
    }
    %var = divf %sqsum, %nrow : tile<8xf32>
    %eps = constant <f32: 1.0e-05> : tile<8xf32>
    %vareps = addf %var, %eps : tile<8xf32>
    %rs = rsqrt %vareps : tile<8xf32>
    %rs2 = reshape %rs : tile<8xf32> -> tile<8x1xf32>
    %rsb = broadcast %rs2 : tile<8x1xf32> -> tile<8x128xf32>

    // Y = (X - mean) * rstd * W + B.
    %w2 = reshape %wt : tile<128xf32> -> tile<1x128xf32>
    %wb = broadcast %w2 : tile<1x128xf32> -> tile<8x128xf32>
    %b2 = reshape %bt : tile<128xf32> -> tile<1x128xf32>
    %bb = broadcast %b2 : tile<1x128xf32> -> tile<8x128xf32>
    // X - mean again, for the output, as X + (-mean): the same value in
    // IEEE arithmetic; the mask is now read by two ops.
    %negmu = negf %mub : tile<8x128xf32>
    %diff2 = addf %rows, %negmu : tile<8x128xf32>
    %centered2 = select %mask, %diff2, %zero : tile<8x128xi1>, tile<8x128xf32>
    %norm = mulf %centered2, %rsb : tile<8x128xf32>
    %scaled = mulf %norm, %wb : tile<8x128xf32>
    %out = addf %scaled, %bb : tile<8x128xf32>

    %t3 = store_view_tko weak %out, %yp[%bx, %c0] token = %tok : tile<8x128xf32>, partition_view<tile=(8x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %t4 = store_view_tko weak %mu, %mp[%bx] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %t5 = store_view_tko weak %rs, %rp[%bx] token = %tok : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
