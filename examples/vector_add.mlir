// Adds two vectors of f32 in tiles of 128 elements: block i handles
// elements [128 * i, 128 * i + 128).
cuda_tile.module @examples {
  entry @vector_add(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %av = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %bv = make_tensor_view %b, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %cv = make_tensor_view %c, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %at, %t0 = load_view_tko weak %ap[%x] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %bt, %t1 = load_view_tko weak %bp[%x] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %sum = addf %at, %bt : tile<128xf32>
    %t2 = store_view_tko weak %sum, %cp[%x] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
