// C += A @ B in 128x128 tiles of C, K in steps of 32: the loop starts from
// the C tile loaded from memory (not from zeros), so with two warpgroups
// (--gpu-threads 256 on sm_90) the accumulator moves into the wgmma
// fragments before the loop in 64-row chunks, each owned by one warpgroup.
cuda_tile.module @tests {
  entry @gemm_acc(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %tok = make_token : token
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %rowTiles, %kTiles = get_index_space_shape %ap : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %t0 = load_view_tko weak %cp[%bx, %by] token = %tok : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x128xf32>, token
    %acc = for %kk in (%c0 to %kTiles, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] token = %tok : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %by] token = %tok : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x128xf16>, token
      %next = mmaf %at, %bt, %sum : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %t3 = store_view_tko weak %acc, %cp[%bx, %by] token = %t0 : tile<128x128xf32>, partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
