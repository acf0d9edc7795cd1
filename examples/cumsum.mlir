// Inclusive prefix sum along each row of an Mx256 f32 matrix with `scan`,
// 4 rows per tile block.
cuda_tile.module @examples {
  entry @cumsum(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, 256], strides = [256, 1] : tile<i32> -> tensor_view<?x256xf32, strides=[256,1]>
    %yv = make_tensor_view %y, shape = [%m, 256], strides = [256, 1] : tile<i32> -> tensor_view<?x256xf32, strides=[256,1]>
    %xp = make_partition_view %xv : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x256xf32, strides=[256,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(4x256), tensor_view<?x256xf32, strides=[256,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> tile<4x256xf32>, token
    %sums = scan %rows dim=1 reverse=false identities=[0.0 : f32] : tile<4x256xf32> -> tile<4x256xf32>
    (%acc: tile<f32>, %v: tile<f32>) {
      %r = addf %acc, %v : tile<f32>
      yield %r : tile<f32>
    }
    %t1 = store_view_tko weak %sums, %yp[%bx, %c0] token = %tok : tile<4x256xf32>, partition_view<tile=(4x256), tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}
