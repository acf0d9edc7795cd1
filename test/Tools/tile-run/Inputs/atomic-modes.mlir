// Every atomic_rmw_tko mode on i32, i64, f32 and f16 lanes, some masked off,
// atomic_cas_tko on f32 bit patterns, and atomic_red_view_tko into a
// partition view: memory and the returned old values, for comparing the
// compiled CPU path with the interpreter bit for bit.
cuda_tile.module @m {
  entry @atomics(%pi: tile<ptr<i32>>, %pl: tile<ptr<i64>>, %pf: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %oi: tile<ptr<i32>>, %ol: tile<ptr<i64>>, %of: tile<ptr<f32>>, %oh: tile<ptr<f16>>, %ai: tile<ptr<i32>>, %af: tile<ptr<f32>>, %r: tile<ptr<f32>>) {
    %tok = make_token : token
    %lane = iota : tile<8xi32>
    %c3 = constant <i32: 3> : tile<8xi32>
    %lm = remi %lane, %c3 signed : tile<8xi32>
    %z = constant <i32: 0> : tile<8xi32>
    %mask = cmpi not_equal %lm, %z, signed : tile<8xi32> -> tile<8xi1>
    %aipb1 = reshape %ai : tile<ptr<i32>> -> tile<1xptr<i32>>
    %aipb = broadcast %aipb1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %aipk = constant <i32: 0> : tile<8xi32>
    %aipo = addi %lane, %aipk : tile<8xi32>
    %aip = offset %aipb, %aipo : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %afpb1 = reshape %af : tile<ptr<f32>> -> tile<1xptr<f32>>
    %afpb = broadcast %afpb1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %afpk = constant <i32: 0> : tile<8xi32>
    %afpo = addi %lane, %afpk : tile<8xi32>
    %afp = offset %afpb, %afpo : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %argi, %ta = load_ptr_tko weak %aip token=%tok : tile<8xptr<i32>> -> tile<8xi32>, token
    %argf, %tb = load_ptr_tko weak %afp token=%tok : tile<8xptr<f32>> -> tile<8xf32>, token
    %argl = exti %argi signed : tile<8xi32> -> tile<8xi64>
    %argh = ftof %argf : tile<8xf32> -> tile<8xf16>
    %p1b1 = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p1b = broadcast %p1b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p1k = constant <i32: 8> : tile<8xi32>
    %p1o = addi %lane, %p1k : tile<8xi32>
    %p1 = offset %p1b, %p1o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q1b1 = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q1b = broadcast %q1b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q1k = constant <i32: 8> : tile<8xi32>
    %q1o = addi %lane, %q1k : tile<8xi32>
    %q1 = offset %q1b, %q1o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %old1, %t1 = atomic_rmw_tko relaxed device %p1, and, %argi, %mask token=%tok : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %s1 = store_ptr_tko weak %q1, %old1 token=%t1 : tile<8xptr<i32>>, tile<8xi32> -> token
    %p2b1 = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p2b = broadcast %p2b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p2k = constant <i32: 16> : tile<8xi32>
    %p2o = addi %lane, %p2k : tile<8xi32>
    %p2 = offset %p2b, %p2o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q2b1 = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q2b = broadcast %q2b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q2k = constant <i32: 16> : tile<8xi32>
    %q2o = addi %lane, %q2k : tile<8xi32>
    %q2 = offset %q2b, %q2o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %old2, %t2 = atomic_rmw_tko relaxed device %p2, or, %argi token=%tok : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s2 = store_ptr_tko weak %q2, %old2 token=%t2 : tile<8xptr<i32>>, tile<8xi32> -> token
    %p3b1 = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p3b = broadcast %p3b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p3k = constant <i32: 24> : tile<8xi32>
    %p3o = addi %lane, %p3k : tile<8xi32>
    %p3 = offset %p3b, %p3o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q3b1 = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q3b = broadcast %q3b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q3k = constant <i32: 24> : tile<8xi32>
    %q3o = addi %lane, %q3k : tile<8xi32>
    %q3 = offset %q3b, %q3o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %old3, %t3 = atomic_rmw_tko relaxed device %p3, xor, %argi, %mask token=%tok : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %s3 = store_ptr_tko weak %q3, %old3 token=%t3 : tile<8xptr<i32>>, tile<8xi32> -> token
    %p4b1 = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4b = broadcast %p4b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p4k = constant <i32: 32> : tile<8xi32>
    %p4o = addi %lane, %p4k : tile<8xi32>
    %p4 = offset %p4b, %p4o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q4b1 = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q4b = broadcast %q4b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q4k = constant <i32: 32> : tile<8xi32>
    %q4o = addi %lane, %q4k : tile<8xi32>
    %q4 = offset %q4b, %q4o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %old4, %t4 = atomic_rmw_tko relaxed device %p4, add, %argi token=%tok : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s4 = store_ptr_tko weak %q4, %old4 token=%t4 : tile<8xptr<i32>>, tile<8xi32> -> token
    %p5b1 = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p5b = broadcast %p5b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p5k = constant <i32: 40> : tile<8xi32>
    %p5o = addi %lane, %p5k : tile<8xi32>
    %p5 = offset %p5b, %p5o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q5b1 = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q5b = broadcast %q5b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q5k = constant <i32: 40> : tile<8xi32>
    %q5o = addi %lane, %q5k : tile<8xi32>
    %q5 = offset %q5b, %q5o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %old5, %t5 = atomic_rmw_tko relaxed device %p5, max, %argi, %mask token=%tok : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %s5 = store_ptr_tko weak %q5, %old5 token=%t5 : tile<8xptr<i32>>, tile<8xi32> -> token
    %p6b1 = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p6b = broadcast %p6b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p6k = constant <i32: 48> : tile<8xi32>
    %p6o = addi %lane, %p6k : tile<8xi32>
    %p6 = offset %p6b, %p6o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q6b1 = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q6b = broadcast %q6b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q6k = constant <i32: 48> : tile<8xi32>
    %q6o = addi %lane, %q6k : tile<8xi32>
    %q6 = offset %q6b, %q6o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %old6, %t6 = atomic_rmw_tko relaxed device %p6, min, %argi token=%tok : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s6 = store_ptr_tko weak %q6, %old6 token=%t6 : tile<8xptr<i32>>, tile<8xi32> -> token
    %p7b1 = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p7b = broadcast %p7b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p7k = constant <i32: 56> : tile<8xi32>
    %p7o = addi %lane, %p7k : tile<8xi32>
    %p7 = offset %p7b, %p7o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q7b1 = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q7b = broadcast %q7b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q7k = constant <i32: 56> : tile<8xi32>
    %q7o = addi %lane, %q7k : tile<8xi32>
    %q7 = offset %q7b, %q7o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %old7, %t7 = atomic_rmw_tko relaxed device %p7, umax, %argi, %mask token=%tok : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %s7 = store_ptr_tko weak %q7, %old7 token=%t7 : tile<8xptr<i32>>, tile<8xi32> -> token
    %p8b1 = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p8b = broadcast %p8b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p8k = constant <i32: 64> : tile<8xi32>
    %p8o = addi %lane, %p8k : tile<8xi32>
    %p8 = offset %p8b, %p8o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q8b1 = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q8b = broadcast %q8b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q8k = constant <i32: 64> : tile<8xi32>
    %q8o = addi %lane, %q8k : tile<8xi32>
    %q8 = offset %q8b, %q8o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %old8, %t8 = atomic_rmw_tko relaxed device %p8, umin, %argi token=%tok : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %s8 = store_ptr_tko weak %q8, %old8 token=%t8 : tile<8xptr<i32>>, tile<8xi32> -> token
    %p9b1 = reshape %pi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p9b = broadcast %p9b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %p9k = constant <i32: 72> : tile<8xi32>
    %p9o = addi %lane, %p9k : tile<8xi32>
    %p9 = offset %p9b, %p9o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %q9b1 = reshape %oi : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q9b = broadcast %q9b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %q9k = constant <i32: 72> : tile<8xi32>
    %q9o = addi %lane, %q9k : tile<8xi32>
    %q9 = offset %q9b, %q9o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %old9, %t9 = atomic_rmw_tko relaxed device %p9, xchg, %argi, %mask token=%tok : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %s9 = store_ptr_tko weak %q9, %old9 token=%t9 : tile<8xptr<i32>>, tile<8xi32> -> token
    %p10b1 = reshape %pl : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p10b = broadcast %p10b1 : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %p10k = constant <i32: 80> : tile<8xi32>
    %p10o = addi %lane, %p10k : tile<8xi32>
    %p10 = offset %p10b, %p10o : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %q10b1 = reshape %ol : tile<ptr<i64>> -> tile<1xptr<i64>>
    %q10b = broadcast %q10b1 : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %q10k = constant <i32: 80> : tile<8xi32>
    %q10o = addi %lane, %q10k : tile<8xi32>
    %q10 = offset %q10b, %q10o : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %old10, %t10 = atomic_rmw_tko relaxed device %p10, add, %argl token=%tok : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %s10 = store_ptr_tko weak %q10, %old10 token=%t10 : tile<8xptr<i64>>, tile<8xi64> -> token
    %p11b1 = reshape %pl : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p11b = broadcast %p11b1 : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %p11k = constant <i32: 88> : tile<8xi32>
    %p11o = addi %lane, %p11k : tile<8xi32>
    %p11 = offset %p11b, %p11o : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %q11b1 = reshape %ol : tile<ptr<i64>> -> tile<1xptr<i64>>
    %q11b = broadcast %q11b1 : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %q11k = constant <i32: 88> : tile<8xi32>
    %q11o = addi %lane, %q11k : tile<8xi32>
    %q11 = offset %q11b, %q11o : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %old11, %t11 = atomic_rmw_tko relaxed device %p11, max, %argl, %mask token=%tok : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
    %s11 = store_ptr_tko weak %q11, %old11 token=%t11 : tile<8xptr<i64>>, tile<8xi64> -> token
    %p12b1 = reshape %pl : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p12b = broadcast %p12b1 : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %p12k = constant <i32: 96> : tile<8xi32>
    %p12o = addi %lane, %p12k : tile<8xi32>
    %p12 = offset %p12b, %p12o : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %q12b1 = reshape %ol : tile<ptr<i64>> -> tile<1xptr<i64>>
    %q12b = broadcast %q12b1 : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %q12k = constant <i32: 96> : tile<8xi32>
    %q12o = addi %lane, %q12k : tile<8xi32>
    %q12 = offset %q12b, %q12o : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %old12, %t12 = atomic_rmw_tko relaxed device %p12, umin, %argl token=%tok : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %s12 = store_ptr_tko weak %q12, %old12 token=%t12 : tile<8xptr<i64>>, tile<8xi64> -> token
    %p13b1 = reshape %pl : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p13b = broadcast %p13b1 : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %p13k = constant <i32: 104> : tile<8xi32>
    %p13o = addi %lane, %p13k : tile<8xi32>
    %p13 = offset %p13b, %p13o : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %q13b1 = reshape %ol : tile<ptr<i64>> -> tile<1xptr<i64>>
    %q13b = broadcast %q13b1 : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %q13k = constant <i32: 104> : tile<8xi32>
    %q13o = addi %lane, %q13k : tile<8xi32>
    %q13 = offset %q13b, %q13o : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>
    %old13, %t13 = atomic_rmw_tko relaxed device %p13, xchg, %argl, %mask token=%tok : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
    %s13 = store_ptr_tko weak %q13, %old13 token=%t13 : tile<8xptr<i64>>, tile<8xi64> -> token
    %p14b1 = reshape %pf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p14b = broadcast %p14b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p14k = constant <i32: 112> : tile<8xi32>
    %p14o = addi %lane, %p14k : tile<8xi32>
    %p14 = offset %p14b, %p14o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %q14b1 = reshape %of : tile<ptr<f32>> -> tile<1xptr<f32>>
    %q14b = broadcast %q14b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %q14k = constant <i32: 112> : tile<8xi32>
    %q14o = addi %lane, %q14k : tile<8xi32>
    %q14 = offset %q14b, %q14o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %old14, %t14 = atomic_rmw_tko relaxed device %p14, addf, %argf, %mask token=%tok : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
    %s14 = store_ptr_tko weak %q14, %old14 token=%t14 : tile<8xptr<f32>>, tile<8xf32> -> token
    %p15b1 = reshape %pf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p15b = broadcast %p15b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p15k = constant <i32: 120> : tile<8xi32>
    %p15o = addi %lane, %p15k : tile<8xi32>
    %p15 = offset %p15b, %p15o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %q15b1 = reshape %of : tile<ptr<f32>> -> tile<1xptr<f32>>
    %q15b = broadcast %q15b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %q15k = constant <i32: 120> : tile<8xi32>
    %q15o = addi %lane, %q15k : tile<8xi32>
    %q15 = offset %q15b, %q15o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %old15, %t15 = atomic_rmw_tko relaxed device %p15, xchg, %argf token=%tok : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %s15 = store_ptr_tko weak %q15, %old15 token=%t15 : tile<8xptr<f32>>, tile<8xf32> -> token
    %p16b1 = reshape %pf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p16b = broadcast %p16b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p16k = constant <i32: 128> : tile<8xi32>
    %p16o = addi %lane, %p16k : tile<8xi32>
    %p16 = offset %p16b, %p16o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %q16b1 = reshape %of : tile<ptr<f32>> -> tile<1xptr<f32>>
    %q16b = broadcast %q16b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %q16k = constant <i32: 128> : tile<8xi32>
    %q16o = addi %lane, %q16k : tile<8xi32>
    %q16 = offset %q16b, %q16o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %old16, %t16 = atomic_rmw_tko relaxed device %p16, addf, %argf, %mask token=%tok : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
    %s16 = store_ptr_tko weak %q16, %old16 token=%t16 : tile<8xptr<f32>>, tile<8xf32> -> token
    %p17b1 = reshape %pf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p17b = broadcast %p17b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p17k = constant <i32: 136> : tile<8xi32>
    %p17o = addi %lane, %p17k : tile<8xi32>
    %p17 = offset %p17b, %p17o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %q17b1 = reshape %of : tile<ptr<f32>> -> tile<1xptr<f32>>
    %q17b = broadcast %q17b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %q17k = constant <i32: 136> : tile<8xi32>
    %q17o = addi %lane, %q17k : tile<8xi32>
    %q17 = offset %q17b, %q17o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %old17, %t17 = atomic_rmw_tko relaxed device %p17, addf, %argf token=%tok : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %s17 = store_ptr_tko weak %q17, %old17 token=%t17 : tile<8xptr<f32>>, tile<8xf32> -> token
    %p18b1 = reshape %pf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p18b = broadcast %p18b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p18k = constant <i32: 144> : tile<8xi32>
    %p18o = addi %lane, %p18k : tile<8xi32>
    %p18 = offset %p18b, %p18o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %q18b1 = reshape %of : tile<ptr<f32>> -> tile<1xptr<f32>>
    %q18b = broadcast %q18b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %q18k = constant <i32: 144> : tile<8xi32>
    %q18o = addi %lane, %q18k : tile<8xi32>
    %q18 = offset %q18b, %q18o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %old18, %t18 = atomic_rmw_tko relaxed device %p18, xchg, %argf, %mask token=%tok : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
    %s18 = store_ptr_tko weak %q18, %old18 token=%t18 : tile<8xptr<f32>>, tile<8xf32> -> token
    %p19b1 = reshape %ph : tile<ptr<f16>> -> tile<1xptr<f16>>
    %p19b = broadcast %p19b1 : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %p19k = constant <i32: 152> : tile<8xi32>
    %p19o = addi %lane, %p19k : tile<8xi32>
    %p19 = offset %p19b, %p19o : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %q19b1 = reshape %oh : tile<ptr<f16>> -> tile<1xptr<f16>>
    %q19b = broadcast %q19b1 : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %q19k = constant <i32: 152> : tile<8xi32>
    %q19o = addi %lane, %q19k : tile<8xi32>
    %q19 = offset %q19b, %q19o : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %old19, %t19 = atomic_rmw_tko relaxed device %p19, addf, %argh, %mask token=%tok : tile<8xptr<f16>>, tile<8xf16>, tile<8xi1> -> tile<8xf16>, token
    %s19 = store_ptr_tko weak %q19, %old19 token=%t19 : tile<8xptr<f16>>, tile<8xf16> -> token
    %p20b1 = reshape %ph : tile<ptr<f16>> -> tile<1xptr<f16>>
    %p20b = broadcast %p20b1 : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %p20k = constant <i32: 160> : tile<8xi32>
    %p20o = addi %lane, %p20k : tile<8xi32>
    %p20 = offset %p20b, %p20o : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %q20b1 = reshape %oh : tile<ptr<f16>> -> tile<1xptr<f16>>
    %q20b = broadcast %q20b1 : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %q20k = constant <i32: 160> : tile<8xi32>
    %q20o = addi %lane, %q20k : tile<8xi32>
    %q20 = offset %q20b, %q20o : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    %old20, %t20 = atomic_rmw_tko relaxed device %p20, addf, %argh token=%tok : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    %s20 = store_ptr_tko weak %q20, %old20 token=%t20 : tile<8xptr<f16>>, tile<8xf16> -> token
    %p21b1 = reshape %pf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p21b = broadcast %p21b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %p21k = constant <i32: 168> : tile<8xi32>
    %p21o = addi %lane, %p21k : tile<8xi32>
    %p21 = offset %p21b, %p21o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %q21b1 = reshape %of : tile<ptr<f32>> -> tile<1xptr<f32>>
    %q21b = broadcast %q21b1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %q21k = constant <i32: 168> : tile<8xi32>
    %q21o = addi %lane, %q21k : tile<8xi32>
    %q21 = offset %q21b, %q21o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %cur21, %tc21 = load_ptr_tko weak %p21 token=%tok : tile<8xptr<f32>> -> tile<8xf32>, token
    %old21, %t21 = atomic_cas_tko relaxed device %p21, %cur21, %argf, %mask token=%tc21 : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
    %s21 = store_ptr_tko weak %q21, %old21 token=%t21 : tile<8xptr<f32>>, tile<8xf32> -> token
    %c4 = constant <i32: 4> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %rv = make_tensor_view %r, shape = [%c8, %c8], strides = [%c8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %rp = make_partition_view %rv : partition_view<tile=(2x8), tensor_view<?x?xf32, strides=[?,1]>>
    %v2 = reshape %argf : tile<8xf32> -> tile<1x8xf32>
    %v = broadcast %v2 : tile<1x8xf32> -> tile<2x8xf32>
    %i0 = constant <i32: 0> : tile<i32>
    %i1 = constant <i32: 1> : tile<i32>
    %r0 = atomic_red_view_tko relaxed device %rp[%i1, %i0], addf, %v : tile<2x8xf32>, partition_view<tile=(2x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r1 = atomic_red_view_tko relaxed device %rp[%i1, %i0], addf, %v token = %r0 : tile<2x8xf32>, partition_view<tile=(2x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
