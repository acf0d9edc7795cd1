// addf, subf, mulf, divf and fma at the directed rounding modes (f32 with
// and without flush_to_zero, f64, f16) over arbitrary f32 bit patterns,
// each result widened to f64 and written to its own row, for comparing
// the compiled CPU path with the interpreter bit for bit.
cuda_tile.module @m {
  entry @directed(%ap: tile<ptr<f32>>, %bp: tile<ptr<f32>>, %cp: tile<ptr<f32>>, %out: tile<ptr<f64>>, %rows: tile<i32>, %n: tile<i32>) {
    %tok = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %av = make_tensor_view %ap, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %at = make_partition_view %av : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %a, %ta = load_view_tko weak %at[%x] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %bv = make_tensor_view %bp, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %bt = make_partition_view %bv : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %b, %tb = load_view_tko weak %bt[%x] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %cv = make_tensor_view %cp, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ct = make_partition_view %cv : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %c, %tc = load_view_tko weak %ct[%x] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %ov = make_tensor_view %out, shape = [%rows, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
    %op = make_partition_view %ov : partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>
    %a64 = ftof %a : tile<128xf32> -> tile<128xf64>
    %b64 = ftof %b : tile<128xf32> -> tile<128xf64>
    %c64 = ftof %c : tile<128xf32> -> tile<128xf64>
    %a16 = ftof %a : tile<128xf32> -> tile<128xf16>
    %b16 = ftof %b : tile<128xf32> -> tile<128xf16>
    %r0 = addf %a, %b rounding<zero> : tile<128xf32>
    %w0 = ftof %r0 : tile<128xf32> -> tile<128xf64>
    %s0 = reshape %w0 : tile<128xf64> -> tile<1x128xf64>
    %i0 = constant <i32: 0> : tile<i32>
    %u0 = store_view_tko weak %s0, %op[%i0, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r1 = subf %a, %b rounding<zero> : tile<128xf32>
    %w1 = ftof %r1 : tile<128xf32> -> tile<128xf64>
    %s1 = reshape %w1 : tile<128xf64> -> tile<1x128xf64>
    %i1 = constant <i32: 1> : tile<i32>
    %u1 = store_view_tko weak %s1, %op[%i1, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r2 = mulf %a, %b rounding<zero> : tile<128xf32>
    %w2 = ftof %r2 : tile<128xf32> -> tile<128xf64>
    %s2 = reshape %w2 : tile<128xf64> -> tile<1x128xf64>
    %i2 = constant <i32: 2> : tile<i32>
    %u2 = store_view_tko weak %s2, %op[%i2, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r3 = divf %a, %b rounding<zero> : tile<128xf32>
    %w3 = ftof %r3 : tile<128xf32> -> tile<128xf64>
    %s3 = reshape %w3 : tile<128xf64> -> tile<1x128xf64>
    %i3 = constant <i32: 3> : tile<i32>
    %u3 = store_view_tko weak %s3, %op[%i3, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r4 = fma %a, %b, %c rounding<zero> : tile<128xf32>
    %w4 = ftof %r4 : tile<128xf32> -> tile<128xf64>
    %s4 = reshape %w4 : tile<128xf64> -> tile<1x128xf64>
    %i4 = constant <i32: 4> : tile<i32>
    %u4 = store_view_tko weak %s4, %op[%i4, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r5 = addf %a, %b rounding<zero> flush_to_zero : tile<128xf32>
    %w5 = ftof %r5 : tile<128xf32> -> tile<128xf64>
    %s5 = reshape %w5 : tile<128xf64> -> tile<1x128xf64>
    %i5 = constant <i32: 5> : tile<i32>
    %u5 = store_view_tko weak %s5, %op[%i5, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r6 = mulf %a, %b rounding<zero> flush_to_zero : tile<128xf32>
    %w6 = ftof %r6 : tile<128xf32> -> tile<128xf64>
    %s6 = reshape %w6 : tile<128xf64> -> tile<1x128xf64>
    %i6 = constant <i32: 6> : tile<i32>
    %u6 = store_view_tko weak %s6, %op[%i6, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r7 = fma %a, %b, %c rounding<zero> flush_to_zero : tile<128xf32>
    %w7 = ftof %r7 : tile<128xf32> -> tile<128xf64>
    %s7 = reshape %w7 : tile<128xf64> -> tile<1x128xf64>
    %i7 = constant <i32: 7> : tile<i32>
    %u7 = store_view_tko weak %s7, %op[%i7, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r8 = addf %a64, %b64 rounding<zero> : tile<128xf64>
    %s8 = reshape %r8 : tile<128xf64> -> tile<1x128xf64>
    %i8 = constant <i32: 8> : tile<i32>
    %u8 = store_view_tko weak %s8, %op[%i8, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r9 = divf %a64, %b64 rounding<zero> : tile<128xf64>
    %s9 = reshape %r9 : tile<128xf64> -> tile<1x128xf64>
    %i9 = constant <i32: 9> : tile<i32>
    %u9 = store_view_tko weak %s9, %op[%i9, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r10 = fma %a64, %b64, %c64 rounding<zero> : tile<128xf64>
    %s10 = reshape %r10 : tile<128xf64> -> tile<1x128xf64>
    %i10 = constant <i32: 10> : tile<i32>
    %u10 = store_view_tko weak %s10, %op[%i10, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r11 = addf %a16, %b16 rounding<zero> : tile<128xf16>
    %w11 = ftof %r11 : tile<128xf16> -> tile<128xf64>
    %s11 = reshape %w11 : tile<128xf64> -> tile<1x128xf64>
    %i11 = constant <i32: 11> : tile<i32>
    %u11 = store_view_tko weak %s11, %op[%i11, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r12 = mulf %a16, %b16 rounding<zero> : tile<128xf16>
    %w12 = ftof %r12 : tile<128xf16> -> tile<128xf64>
    %s12 = reshape %w12 : tile<128xf64> -> tile<1x128xf64>
    %i12 = constant <i32: 12> : tile<i32>
    %u12 = store_view_tko weak %s12, %op[%i12, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r13 = addf %a, %b rounding<negative_inf> : tile<128xf32>
    %w13 = ftof %r13 : tile<128xf32> -> tile<128xf64>
    %s13 = reshape %w13 : tile<128xf64> -> tile<1x128xf64>
    %i13 = constant <i32: 13> : tile<i32>
    %u13 = store_view_tko weak %s13, %op[%i13, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r14 = subf %a, %b rounding<negative_inf> : tile<128xf32>
    %w14 = ftof %r14 : tile<128xf32> -> tile<128xf64>
    %s14 = reshape %w14 : tile<128xf64> -> tile<1x128xf64>
    %i14 = constant <i32: 14> : tile<i32>
    %u14 = store_view_tko weak %s14, %op[%i14, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r15 = mulf %a, %b rounding<negative_inf> : tile<128xf32>
    %w15 = ftof %r15 : tile<128xf32> -> tile<128xf64>
    %s15 = reshape %w15 : tile<128xf64> -> tile<1x128xf64>
    %i15 = constant <i32: 15> : tile<i32>
    %u15 = store_view_tko weak %s15, %op[%i15, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r16 = divf %a, %b rounding<negative_inf> : tile<128xf32>
    %w16 = ftof %r16 : tile<128xf32> -> tile<128xf64>
    %s16 = reshape %w16 : tile<128xf64> -> tile<1x128xf64>
    %i16 = constant <i32: 16> : tile<i32>
    %u16 = store_view_tko weak %s16, %op[%i16, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r17 = fma %a, %b, %c rounding<negative_inf> : tile<128xf32>
    %w17 = ftof %r17 : tile<128xf32> -> tile<128xf64>
    %s17 = reshape %w17 : tile<128xf64> -> tile<1x128xf64>
    %i17 = constant <i32: 17> : tile<i32>
    %u17 = store_view_tko weak %s17, %op[%i17, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r18 = addf %a, %b rounding<negative_inf> flush_to_zero : tile<128xf32>
    %w18 = ftof %r18 : tile<128xf32> -> tile<128xf64>
    %s18 = reshape %w18 : tile<128xf64> -> tile<1x128xf64>
    %i18 = constant <i32: 18> : tile<i32>
    %u18 = store_view_tko weak %s18, %op[%i18, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r19 = mulf %a, %b rounding<negative_inf> flush_to_zero : tile<128xf32>
    %w19 = ftof %r19 : tile<128xf32> -> tile<128xf64>
    %s19 = reshape %w19 : tile<128xf64> -> tile<1x128xf64>
    %i19 = constant <i32: 19> : tile<i32>
    %u19 = store_view_tko weak %s19, %op[%i19, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r20 = fma %a, %b, %c rounding<negative_inf> flush_to_zero : tile<128xf32>
    %w20 = ftof %r20 : tile<128xf32> -> tile<128xf64>
    %s20 = reshape %w20 : tile<128xf64> -> tile<1x128xf64>
    %i20 = constant <i32: 20> : tile<i32>
    %u20 = store_view_tko weak %s20, %op[%i20, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r21 = addf %a64, %b64 rounding<negative_inf> : tile<128xf64>
    %s21 = reshape %r21 : tile<128xf64> -> tile<1x128xf64>
    %i21 = constant <i32: 21> : tile<i32>
    %u21 = store_view_tko weak %s21, %op[%i21, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r22 = divf %a64, %b64 rounding<negative_inf> : tile<128xf64>
    %s22 = reshape %r22 : tile<128xf64> -> tile<1x128xf64>
    %i22 = constant <i32: 22> : tile<i32>
    %u22 = store_view_tko weak %s22, %op[%i22, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r23 = fma %a64, %b64, %c64 rounding<negative_inf> : tile<128xf64>
    %s23 = reshape %r23 : tile<128xf64> -> tile<1x128xf64>
    %i23 = constant <i32: 23> : tile<i32>
    %u23 = store_view_tko weak %s23, %op[%i23, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r24 = addf %a16, %b16 rounding<negative_inf> : tile<128xf16>
    %w24 = ftof %r24 : tile<128xf16> -> tile<128xf64>
    %s24 = reshape %w24 : tile<128xf64> -> tile<1x128xf64>
    %i24 = constant <i32: 24> : tile<i32>
    %u24 = store_view_tko weak %s24, %op[%i24, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r25 = mulf %a16, %b16 rounding<negative_inf> : tile<128xf16>
    %w25 = ftof %r25 : tile<128xf16> -> tile<128xf64>
    %s25 = reshape %w25 : tile<128xf64> -> tile<1x128xf64>
    %i25 = constant <i32: 25> : tile<i32>
    %u25 = store_view_tko weak %s25, %op[%i25, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r26 = addf %a, %b rounding<positive_inf> : tile<128xf32>
    %w26 = ftof %r26 : tile<128xf32> -> tile<128xf64>
    %s26 = reshape %w26 : tile<128xf64> -> tile<1x128xf64>
    %i26 = constant <i32: 26> : tile<i32>
    %u26 = store_view_tko weak %s26, %op[%i26, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r27 = subf %a, %b rounding<positive_inf> : tile<128xf32>
    %w27 = ftof %r27 : tile<128xf32> -> tile<128xf64>
    %s27 = reshape %w27 : tile<128xf64> -> tile<1x128xf64>
    %i27 = constant <i32: 27> : tile<i32>
    %u27 = store_view_tko weak %s27, %op[%i27, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r28 = mulf %a, %b rounding<positive_inf> : tile<128xf32>
    %w28 = ftof %r28 : tile<128xf32> -> tile<128xf64>
    %s28 = reshape %w28 : tile<128xf64> -> tile<1x128xf64>
    %i28 = constant <i32: 28> : tile<i32>
    %u28 = store_view_tko weak %s28, %op[%i28, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r29 = divf %a, %b rounding<positive_inf> : tile<128xf32>
    %w29 = ftof %r29 : tile<128xf32> -> tile<128xf64>
    %s29 = reshape %w29 : tile<128xf64> -> tile<1x128xf64>
    %i29 = constant <i32: 29> : tile<i32>
    %u29 = store_view_tko weak %s29, %op[%i29, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r30 = fma %a, %b, %c rounding<positive_inf> : tile<128xf32>
    %w30 = ftof %r30 : tile<128xf32> -> tile<128xf64>
    %s30 = reshape %w30 : tile<128xf64> -> tile<1x128xf64>
    %i30 = constant <i32: 30> : tile<i32>
    %u30 = store_view_tko weak %s30, %op[%i30, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r31 = addf %a, %b rounding<positive_inf> flush_to_zero : tile<128xf32>
    %w31 = ftof %r31 : tile<128xf32> -> tile<128xf64>
    %s31 = reshape %w31 : tile<128xf64> -> tile<1x128xf64>
    %i31 = constant <i32: 31> : tile<i32>
    %u31 = store_view_tko weak %s31, %op[%i31, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r32 = mulf %a, %b rounding<positive_inf> flush_to_zero : tile<128xf32>
    %w32 = ftof %r32 : tile<128xf32> -> tile<128xf64>
    %s32 = reshape %w32 : tile<128xf64> -> tile<1x128xf64>
    %i32 = constant <i32: 32> : tile<i32>
    %u32 = store_view_tko weak %s32, %op[%i32, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r33 = fma %a, %b, %c rounding<positive_inf> flush_to_zero : tile<128xf32>
    %w33 = ftof %r33 : tile<128xf32> -> tile<128xf64>
    %s33 = reshape %w33 : tile<128xf64> -> tile<1x128xf64>
    %i33 = constant <i32: 33> : tile<i32>
    %u33 = store_view_tko weak %s33, %op[%i33, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r34 = addf %a64, %b64 rounding<positive_inf> : tile<128xf64>
    %s34 = reshape %r34 : tile<128xf64> -> tile<1x128xf64>
    %i34 = constant <i32: 34> : tile<i32>
    %u34 = store_view_tko weak %s34, %op[%i34, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r35 = divf %a64, %b64 rounding<positive_inf> : tile<128xf64>
    %s35 = reshape %r35 : tile<128xf64> -> tile<1x128xf64>
    %i35 = constant <i32: 35> : tile<i32>
    %u35 = store_view_tko weak %s35, %op[%i35, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r36 = fma %a64, %b64, %c64 rounding<positive_inf> : tile<128xf64>
    %s36 = reshape %r36 : tile<128xf64> -> tile<1x128xf64>
    %i36 = constant <i32: 36> : tile<i32>
    %u36 = store_view_tko weak %s36, %op[%i36, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r37 = addf %a16, %b16 rounding<positive_inf> : tile<128xf16>
    %w37 = ftof %r37 : tile<128xf16> -> tile<128xf64>
    %s37 = reshape %w37 : tile<128xf64> -> tile<1x128xf64>
    %i37 = constant <i32: 37> : tile<i32>
    %u37 = store_view_tko weak %s37, %op[%i37, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    %r38 = mulf %a16, %b16 rounding<positive_inf> : tile<128xf16>
    %w38 = ftof %r38 : tile<128xf16> -> tile<128xf64>
    %s38 = reshape %w38 : tile<128xf64> -> tile<1x128xf64>
    %i38 = constant <i32: 38> : tile<i32>
    %u38 = store_view_tko weak %s38, %op[%i38, %x] token = %tok : tile<1x128xf64>, partition_view<tile=(1x128), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
