// Row and column maxf/minf reductions of a 16x32 f32 tile with each NaN
// rule (ignored or propagated), for comparing the compiled path (integer
// order keys) with the interpreter bit for bit. The last one starts from a
// NaN identity, so an all-NaN row gives the default NaN.
cuda_tile.module @minmax {
  entry @minmax(%x: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %ov = make_tensor_view %o, shape = [2, 5, 32], strides = [160, 32, 1] : tensor_view<2x5x32xf32, strides=[160,32,1]>
    %xp = make_partition_view %xv : partition_view<tile=(16x32), tensor_view<32x32xf32, strides=[32,1]>>
    %op = make_partition_view %ov : partition_view<tile=(1x1x16), tensor_view<2x5x32xf32, strides=[160,32,1]>>
    %cp = make_partition_view %ov : partition_view<tile=(1x1x32), tensor_view<2x5x32xf32, strides=[160,32,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %t, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(16x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %max = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<16x32xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = maxf %a, %b : tile<f32>
      yield %r : tile<f32>
    }
    %minp = reduce %t dim=1 identities=[0x7F800000 : f32] : tile<16x32xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = minf %a, %b propagate_nan : tile<f32>
      yield %r : tile<f32>
    }
    %maxp = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<16x32xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = maxf %b, %a propagate_nan : tile<f32>
      yield %r : tile<f32>
    }
    %minn = reduce %t dim=1 identities=[0x7FC00000 : f32] : tile<16x32xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = minf %a, %b : tile<f32>
      yield %r : tile<f32>
    }
    %colmax = reduce %t dim=0 identities=[0xFF800000 : f32] : tile<16x32xf32> -> tile<32xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = maxf %a, %b : tile<f32>
      yield %r : tile<f32>
    }
    %r0 = reshape %max : tile<16xf32> -> tile<1x1x16xf32>
    %r1 = reshape %minp : tile<16xf32> -> tile<1x1x16xf32>
    %r2 = reshape %maxp : tile<16xf32> -> tile<1x1x16xf32>
    %r3 = reshape %minn : tile<16xf32> -> tile<1x1x16xf32>
    %r4 = reshape %colmax : tile<32xf32> -> tile<1x1x32xf32>
    %s0 = store_view_tko weak %r0, %op[%bx, %c0, %bx] token = %tok : tile<1x1x16xf32>, partition_view<tile=(1x1x16), tensor_view<2x5x32xf32, strides=[160,32,1]>>, tile<i32> -> token
    %s1 = store_view_tko weak %r1, %op[%bx, %c1, %bx] token = %tok : tile<1x1x16xf32>, partition_view<tile=(1x1x16), tensor_view<2x5x32xf32, strides=[160,32,1]>>, tile<i32> -> token
    %s2 = store_view_tko weak %r2, %op[%bx, %c2, %bx] token = %tok : tile<1x1x16xf32>, partition_view<tile=(1x1x16), tensor_view<2x5x32xf32, strides=[160,32,1]>>, tile<i32> -> token
    %s3 = store_view_tko weak %r3, %op[%bx, %c3, %bx] token = %tok : tile<1x1x16xf32>, partition_view<tile=(1x1x16), tensor_view<2x5x32xf32, strides=[160,32,1]>>, tile<i32> -> token
    %s4 = store_view_tko weak %r4, %cp[%bx, %c4, %c0] token = %tok : tile<1x1x32xf32>, partition_view<tile=(1x1x32), tensor_view<2x5x32xf32, strides=[160,32,1]>>, tile<i32> -> token
    return
  }
}
