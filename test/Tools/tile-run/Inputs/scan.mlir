// Scans the compiled path must do in the interpreter's order
// (compiled-scan.test): a combiner that is not associative (2 * acc + e
// in f32, where any reordering shows), a scan of length 1, the middle
// dimension of a 3-D tile (reversed), i1 and f16 elements, and two
// operands at once. Every result goes to out (f32) or outi (i32).
cuda_tile.module @m {
  entry @k(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>, %outi: tile<ptr<i32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %xv = make_tensor_view %x, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xf32, strides=[8,1]>
    %xp = make_partition_view %xv : partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>
    %a, %t0 = load_view_tko weak %xp[%c0, %c0] token = %tok : partition_view<tile=(4x8), tensor_view<4x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x8xf32>, token
    %ov = make_tensor_view %out, shape = [4, 32], strides = [32, 1] : tensor_view<4x32xf32, strides=[32,1]>
    %op = make_partition_view %ov : partition_view<tile=(4x8), tensor_view<4x32xf32, strides=[32,1]>>
    // Not associative: 2 * acc + e along the rows.
    %s0 = scan %a dim=1 reverse=false identities=[0.5 : f32] : tile<4x8xf32> -> tile<4x8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %two = constant <f32: 2.0> : tile<f32>
      %d = mulf %acc, %two rounding<nearest_even> : tile<f32>
      %r = addf %d, %e rounding<nearest_even> : tile<f32>
      yield %r : tile<f32>
    }
    %t1 = store_view_tko weak %s0, %op[%c0, %c0] token = %tok : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<4x32xf32, strides=[32,1]>>, tile<i32> -> token
    // The same from the end, along the columns.
    %s1 = scan %a dim=0 reverse=true identities=[-1.0 : f32] : tile<4x8xf32> -> tile<4x8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %two = constant <f32: 2.0> : tile<f32>
      %d = mulf %acc, %two rounding<nearest_even> : tile<f32>
      %r = subf %e, %d rounding<nearest_even> : tile<f32>
      yield %r : tile<f32>
    }
    %c1 = constant <i32: 1> : tile<i32>
    %t2 = store_view_tko weak %s1, %op[%c0, %c1] token = %tok : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<4x32xf32, strides=[32,1]>>, tile<i32> -> token
    // Length 1: one step from the identity.
    %row = extract %a[%c1, %c0] : tile<4x8xf32> -> tile<1x8xf32>
    %s2 = scan %row dim=0 reverse=false identities=[3.0 : f32] : tile<1x8xf32> -> tile<1x8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = subf %acc, %e rounding<nearest_even> : tile<f32>
      yield %r : tile<f32>
    }
    %s2b = broadcast %s2 : tile<1x8xf32> -> tile<4x8xf32>
    %c2 = constant <i32: 2> : tile<i32>
    %t3 = store_view_tko weak %s2b, %op[%c0, %c2] token = %tok : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<4x32xf32, strides=[32,1]>>, tile<i32> -> token
    // f16 running maximum.
    %h = ftof %a : tile<4x8xf32> -> tile<4x8xf16>
    %s3 = scan %h dim=1 reverse=false identities=[0xFC00 : f16] : tile<4x8xf16> -> tile<4x8xf16>
    (%e: tile<f16>, %acc: tile<f16>) {
      %r = maxf %e, %acc : tile<f16>
      yield %r : tile<f16>
    }
    %s3f = ftof %s3 : tile<4x8xf16> -> tile<4x8xf32>
    %c3 = constant <i32: 3> : tile<i32>
    %t4 = store_view_tko weak %s3f, %op[%c0, %c3] token = %tok : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<4x32xf32, strides=[32,1]>>, tile<i32> -> token

    // i32: 2x4x4 iota, along the middle dimension from the end, with two
    // operands (a running product that wraps and an i1 parity).
    %i = iota : tile<32xi32>
    %i3 = reshape %i : tile<32xi32> -> tile<2x4x4xi32>
    %c5 = constant <i32: 5> : tile<2x4x4xi32>
    %big = muli %i3, %c5 : tile<2x4x4xi32>
    %c1t = constant <i32: 1> : tile<2x4x4xi32>
    %low = andi %i3, %c1t : tile<2x4x4xi32>
    %odd = cmpi equal %low, %c1t, signed : tile<2x4x4xi32> -> tile<2x4x4xi1>
    %p:2 = scan %big, %odd dim=1 reverse=true identities=[-7 : i32, false] : tile<2x4x4xi32>, tile<2x4x4xi1> -> tile<2x4x4xi32>, tile<2x4x4xi1>
    (%e: tile<i32>, %acc: tile<i32>, %eb: tile<i1>, %ab: tile<i1>) {
      %m = muli %acc, %e : tile<i32>
      %k = constant <i32: 1000003> : tile<i32>
      %m2 = muli %m, %k : tile<i32>
      %r = addi %m2, %e : tile<i32>
      %x2 = xori %eb, %ab : tile<i1>
      yield %r, %x2 : tile<i32>, tile<i1>
    }
    %pb = exti %p#1 unsigned : tile<2x4x4xi1> -> tile<2x4x4xi32>
    %both = cat %p#0, %pb dim = 0 : tile<2x4x4xi32>, tile<2x4x4xi32> -> tile<4x4x4xi32>
    %flat = reshape %both : tile<4x4x4xi32> -> tile<64xi32>
    %iv = make_tensor_view %outi, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %ip = make_partition_view %iv : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %t5 = store_view_tko weak %flat, %ip[%c0] token = %tok : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
