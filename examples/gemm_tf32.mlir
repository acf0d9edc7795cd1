// GEMM on the tf32 path of the tensor cores: f32 matrices in memory, each
// tile rounded to tf32 (10 mantissa bits, round to nearest even) with ftof
// before mmaf, and the products accumulated in f32.
// C[M,N] = tf32(A[M,K]) @ tf32(B[K,N]) for row-major matrices: tile block
// (x, y) owns the 32x32 tile (x, y) of C and walks K in steps of 16 through
// partition views. Zero padding makes partial edge tiles contribute nothing,
// and the store masks the part of the C tile outside the matrix.
cuda_tile.module @examples {
  entry @gemm_tf32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %tok = make_token : token
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %rowTiles, %kTiles = get_index_space_shape %ap : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %zero = constant <f32: 0.0> : tile<32x32xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %kk in (%c0 to %kTiles, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x32xf32>) {
      %at, %t0 = load_view_tko weak %ap[%bx, %kk] token = %tok : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x16xf32>, token
      %bt, %t1 = load_view_tko weak %bp[%kk, %by] token = %tok : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x32xf32>, token
      %at32 = ftof %at : tile<32x16xf32> -> tile<32x16xtf32>
      %bt32 = ftof %bt : tile<16x32xf32> -> tile<16x32xtf32>
      %next = mmaf %at32, %bt32, %sum : tile<32x16xtf32>, tile<16x32xtf32>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %t2 = store_view_tko weak %acc, %cp[%bx, %by] token = %tok : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
