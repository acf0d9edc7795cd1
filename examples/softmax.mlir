// Row softmax of an Mx64 f32 matrix, 8 rows per tile block, with `reduce`
// for the row maximum and the row sum. Subtracting the maximum keeps exp
// from overflowing. The last block may hang over the bottom edge: its
// padded rows compute garbage that the masked store drops.
cuda_tile.module @examples {
  entry @softmax(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %yv = make_tensor_view %y, shape = [%m, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %xp = make_partition_view %xv : partition_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x64xf32, strides=[64,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<8x64xf32>, token
    %max = reduce %rows dim=1 identities=[0xFF800000 : f32] : tile<8x64xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = maxf %a, %b : tile<f32>
      yield %r : tile<f32>
    }
    %max2 = reshape %max : tile<8xf32> -> tile<8x1xf32>
    %maxb = broadcast %max2 : tile<8x1xf32> -> tile<8x64xf32>
    %shifted = subf %rows, %maxb : tile<8x64xf32>
    %e = exp %shifted : tile<8x64xf32>
    %sum = reduce %e dim=1 identities=[0.0 : f32] : tile<8x64xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = addf %a, %b : tile<f32>
      yield %r : tile<f32>
    }
    %sum2 = reshape %sum : tile<8xf32> -> tile<8x1xf32>
    %sumb = broadcast %sum2 : tile<8x1xf32> -> tile<8x64xf32>
    %out = divf %e, %sumb : tile<8x64xf32>
    %t1 = store_view_tko weak %out, %yp[%bx, %c0] token = %tok : tile<8x64xf32>, partition_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
