// f32 -> f16 and f32 -> bf16 at nearest-even over arbitrary bit patterns
// (NaNs with payloads, infinities, subnormal inputs and results, overflow
// and halfway cases), written back as raw bits so that two executors can be
// compared bit for bit.
cuda_tile.module @m {
  entry @narrow(%in: tile<ptr<i32>>, %h: tile<ptr<i16>>, %b: tile<ptr<i16>>, %n: tile<i32>) {
    %tok = make_token : token
    %iv = make_tensor_view %in, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %hv = make_tensor_view %h, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %bv = make_tensor_view %b, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %ip = make_partition_view %iv : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %hp = make_partition_view %hv : partition_view<tile=(128), tensor_view<?xi16, strides=[1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128), tensor_view<?xi16, strides=[1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %bits, %t0 = load_view_tko weak %ip[%x] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %f = bitcast %bits : tile<128xi32> -> tile<128xf32>
    %hf = ftof %f : tile<128xf32> -> tile<128xf16>
    %bf = ftof %f : tile<128xf32> -> tile<128xbf16>
    %hi = bitcast %hf : tile<128xf16> -> tile<128xi16>
    %bi = bitcast %bf : tile<128xbf16> -> tile<128xi16>
    %t1 = store_view_tko weak %hi, %hp[%x] token = %tok : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    %t2 = store_view_tko weak %bi, %bp[%x] token = %tok : tile<128xi16>, partition_view<tile=(128), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
