// The 13.4 operations at run time: fpowi's exact integer exponent and its
// special cases, fpowf (pow), insert, and the token-chain fences (ordering
// no-ops for a single grid).
cuda_tile.module @m {
  entry @k() {
    %t0 = make_token : token
    %w = gdc_wait_tko token = %t0 -> token
    %x = constant <f32: [2.0, -2.0, 0.0, -0.0, 1.5, -1.0, 3.0, 0.5]> : tile<8xf32>
    %n = constant <i32: [10, 3, -1, -3, 0, 16777217, -2, 31]> : tile<8xi32>
    %p = fpowi %x, %n : tile<8xf32>, tile<8xi32>
    %t1 = print_tko "fpowi f32: %.9g\n", %p token = %w : tile<8xf32> -> token
    // x^0 is 1 even for NaN; a negative base with an exponent beyond f32's
    // integers keeps its sign; inf^-n is 0.
    %s = constant <f32: [0x7FC00000, -3.0, 0x7F800000, 0xFF800000]> : tile<4xf32>
    %m = constant <i32: [0, 16777217, -2, 3]> : tile<4xi32>
    %q = fpowi %s, %m : tile<4xf32>, tile<4xi32>
    %t2 = print_tko "fpowi specials: %.9g\n", %q token = %t1 : tile<4xf32> -> token
    // The exponent is signed: i1 true is -1, i8 -128 is -128.
    %two = constant <f32: 2.0> : tile<4xf32>
    %b = constant <i1: [true, false, true, false]> : tile<4xi1>
    %r = fpowi %two, %b : tile<4xf32>, tile<4xi1>
    %t3 = print_tko "fpowi i1: %g\n", %r token = %t2 : tile<4xf32> -> token
    %h = constant <f16: 3.0> : tile<2xf16>
    %e = constant <i8: [5, -128]> : tile<2xi8>
    %hp = fpowi %h, %e : tile<2xf16>, tile<2xi8>
    %hf = ftof %hp : tile<2xf16> -> tile<2xf32>
    %t4 = print_tko "fpowi f16: %g\n", %hf token = %t3 : tile<2xf32> -> token
    %d = constant <f64: 2.0> : tile<f64>
    %dn = constant <i32: -1074> : tile<i32>
    %dp = fpowi %d, %dn : tile<f64>, tile<i32>
    %t5 = print_tko "fpowi f64: %.17g\n", %dp token = %t4 : tile<f64> -> token
    %f = fpowf %x, %x : tile<8xf32>
    %y = fpowf %two, %two : tile<4xf32>
    %t6 = print_tko "fpowf: %g\n", %y token = %t5 : tile<4xf32> -> token
    %fence = memory_fence_alias_tko token = %t6 -> token
    // insert: block (1, 0) of 2x4 blocks in a 4x8 destination.
    %dst = iota : tile<32xi32>
    %dst2 = reshape %dst : tile<32xi32> -> tile<4x8xi32>
    %src = constant <i32: -1> : tile<2x4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %ins = insert %src into %dst2[%c1, %c0] : tile<2x4xi32> -> tile<4x8xi32>
    %t7 = print_tko "insert: %d\n", %ins token = %fence : tile<4x8xi32> -> token
    // extract undoes insert.
    %back = extract %ins[%c1, %c0] : tile<4x8xi32> -> tile<2x4xi32>
    %t8 = print_tko "extract: %d\n", %back token = %t7 : tile<2x4xi32> -> token
    %scalar = constant <i32: 5> : tile<i32>
    %ins0 = insert %scalar into %c0[] : tile<i32> -> tile<i32>
    %t9 = print_tko "insert 0-d: %d\n", %ins0 token = %t8 : tile<i32> -> token
    %l = gdc_launch_dependents_tko token = %t9 -> token
    return
  }
}
