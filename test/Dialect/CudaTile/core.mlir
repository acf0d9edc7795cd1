// Round trip of the core ops (module, entry, globals, constants, tile block
// coordinates, shape ops, select, iota, offset, reduce/scan, the matrix
// multiply-accumulate ops, pack/unpack) in every syntactic variant. The
// checks are byte-exact (--strict-whitespace): the printer reproduces
// NVIDIA's text except that an omitted optional keyword leaves no double
// space (`addf %a, %b : tile<f32>`, `global @g`, where NVIDIA's printer
// writes two), and it keeps the space that ends a reduce/scan header line.

// RUN: tile-opt --no-implicit-module %s | FileCheck %s --strict-whitespace
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck %s --strict-whitespace
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck %s --strict-whitespace
// A module may be empty; it has no terminator to print.
// RUN: echo 'cuda_tile.module @e {}' | tile-opt --no-implicit-module | FileCheck %s --check-prefix=EMPTY --strict-whitespace
// EMPTY: {{^}}cuda_tile.module @e {{{$}}
// EMPTY-NEXT: {{^}}}{{$}}

// The producer (13.3) lives in the attribute dictionary.
// CHECK-LABEL: {{^}}cuda_tile.module @m attributes {producer = "tileir-tests"} {{{$}}
cuda_tile.module @m attributes {producer = "tileir-tests"} {
  // Public (the default, never spelled) leaves an empty custom directive,
  // hence two spaces after `global`; a one-element literal prints as a splat.
  // CHECK-NEXT: {{^}}  global @g_f32 <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>{{$}}
  // CHECK-NEXT: {{^}}  global @g_aligned alignment = 128 <i32: [1, 2, 3, 4]> : tile<4xi32>{{$}}
  // CHECK-NEXT: {{^}}  global @g_public <i32: 0> : tile<4xi32>{{$}}
  // CHECK-NEXT: {{^}}  global constant @g_const <i32: 7> : tile<1xi32>{{$}}
  // NVIDIA prints `private ` (trailing space) before the generator's space,
  // i.e. two spaces after `private`; see global-visibility-spacing.mlir.
  // CHECK-NEXT: {{^}}  global private @g_private <f16: 1.500000e+00> : tile<2xf16>{{$}}
  // CHECK-NEXT: {{^}}  global private constant @g alignment = 128 <i32: 1> : tile<1xi32>{{$}}
  // CHECK-NEXT: {{^}}  global @g_splat <i64: 5> : tile<8xi64>{{$}}
  global @g_f32 <f32: [1.0, 2.0]> : tile<2xf32>
  global @g_aligned alignment = 128 <i32: [1, 2, 3, 4]> : tile<4xi32>
  global public @g_public <i32: 0> : tile<4xi32>
  global constant @g_const <i32: [7]> : tile<1xi32>
  global private @g_private <f16: 1.5> : tile<2xf16>
  global private constant @g alignment = 128 <i32: [1]> : tile<1xi32>
  global @g_splat <i64: 5> : !cuda_tile.tile<8xi64>

  // An empty body gets its implicit `return`, which entry always prints.
  // CHECK-NEXT: {{^}}  entry @empty() {{{$}}
  // CHECK-NEXT: {{^}}    return{{$}}
  // CHECK-NEXT: {{^}}  }{{$}}
  entry @empty() {}

  // CHECK-NEXT: {{^}}  entry @explicit_return(%arg0: tile<i32>) {{{$}}
  // CHECK-NEXT: {{^}}    return{{$}}
  // CHECK-NEXT: {{^}}  }{{$}}
  entry @explicit_return(%x: tile<i32>) {
    return
  }

  // Parameters: 0-d tiles (long or short type spelling) and tensor views.
  // CHECK-NEXT: {{^}}  entry @params(%arg0: tile<f32>, %arg1: tile<ptr<f32>>, %arg2: tensor_view<16x16xf32, strides=[16,1]>) {{{$}}
  // CHECK-NEXT: {{^}}    return{{$}}
  entry @params(%a: tile<f32>, %p: !cuda_tile.tile<ptr<f32>>, %v: tensor_view<16x16xf32, strides=[16,1]>) {
  }

  // Tokens are parameters too: a kernel may start ordered after its caller's
  // memory operations.
  // CHECK-LABEL: {{^}}  entry @token_params(%arg0: token, %arg1: token) {{{$}}
  // CHECK-NEXT: {{^}}    %0 = join_tokens %arg0, %arg1 : token
  entry @token_params(%t0: token, %t1: !cuda_tile.token) {
    %0 = join_tokens %t0, %t1 : token
  }

  // CHECK-LABEL: {{^}}  entry @hinted() optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {{{$}}
  entry @hinted() optimization_hints=<sm_100 = {num_cta_in_cga = 2}> {
  }

  // CHECK-LABEL: {{^}}  entry @no_result_arrow() {{{$}}
  entry @no_result_arrow() -> () {
  }

  // CHECK-LABEL: {{^}}  entry @globals() {{{$}}
  // CHECK-NEXT: {{^}}    %0 = get_global @g_f32 : tile<ptr<f32>>{{$}}
  // CHECK-NEXT: {{^}}    %1 = get_global @g : tile<ptr<i32>>{{$}}
  entry @globals() {
    %p = get_global @g_f32 : tile<ptr<f32>>
    %q = get_global @g : tile<ptr<i32>>
  }

  // CHECK-LABEL: {{^}}  entry @grid() {{{$}}
  // CHECK-NEXT: {{^}}    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>{{$}}
  entry @grid() {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
  }

  // Result names follow NVIDIA: cst[_value]_type, true/false, cst_i1.
  // CHECK-LABEL: {{^}}  entry @constants() {{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_i32 = constant <i32: 1> : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_-1_i32 = constant <i32: -1> : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_i32 = constant <i32: [0, 1, 2, 3]> : tile<4xi32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_f32 = constant <f32: {{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tile<2x2xf32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<2x4xf32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_f32_0 = constant <f32: 1.500000e+00> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_f32_1 = constant <f32: -2.000000e+00> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_NaN_f32 = constant <f32: 0x7FC00000> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_f32_2 = constant <f32: 0x7F800000> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %true = constant <i1: true> : tile<4xi1>{{$}}
  // CHECK-NEXT: {{^}}    %false = constant <i1: false> : tile<i1>{{$}}
  // CHECK-NEXT: {{^}}    %cst_i1 = constant <i1: [true, false]> : tile<2xi1>{{$}}
  // CHECK-NEXT: {{^}}    %cst_3_bf16 = constant <bf16: 3.000000e+00> : tile<bf16>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f8E4M3FN = constant <f8E4M3FN: 1.000000e+00> : tile<4xf8E4M3FN>{{$}}
  // CHECK-NEXT: {{^}}    %cst_-9223372036854775808_i64 = constant <i64: -9223372036854775808> : tile<i64>{{$}}
  // CHECK-NEXT: {{^}}    %cst_i8 = constant <i8: [-1, 127]> : tile<2xi8>{{$}}
  // CHECK-NEXT: {{^}}    %cst_f64 = constant <f64: 1.000000e-01> : tile<f64>{{$}}
  // CHECK-NEXT: {{^}}    %cst_0_f32_3 = constant <f32: 0.000000e+00> : tile<2x4xf32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_f32_4 = constant <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_3_i16 = constant <i16: 3> : tile<i16> {tag}{{$}}
  // CHECK-NEXT: {{^}}    %cst_i4 = constant <i4: [1, -1]> : tile<2xi4>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f4E2M1FN = constant <f4E2M1FN: 1.000000e+00> : tile<2xf4E2M1FN>{{$}}
  entry @constants() {
    %0 = constant <i32: 1> : tile<i32>
    %1 = constant <i32: -1> : tile<i32>
    %2 = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %3 = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %4 = constant <f32: 0.0> : tile<2x4xf32>
    %5 = constant <f32: 1.5> : tile<f32>
    %6 = constant <f32: -2.0> : tile<f32>
    %7 = constant <f32: 0x7FC00000> : tile<f32>
    %8 = constant <f32: 0x7F800000> : tile<f32>
    %9 = constant <i1: true> : tile<4xi1>
    %10 = constant <i1: false> : tile<i1>
    %11 = constant <i1: [true, false]> : tile<2xi1>
    %12 = constant <bf16: 3.0> : tile<bf16>
    %13 = constant <f8E4M3FN: 1.0> : tile<4xf8E4M3FN>
    %14 = constant <i64: -9223372036854775808> : tile<i64>
    %15 = constant <i8: [255, 127]> : tile<2xi8>
    %16 = constant <f64: 0.1> : tile<f64>
    // The 13.1 draft spelling `dense<...>` is still read.
    %17 = constant dense<0.0> : tile<2x4xf32>
    %18 = constant dense<[1.0, 2.0]> : tile<2xf32>
    %19 = constant <i16: 3> : tile<i16> {tag}
    %20 = constant <i4: [1, 15]> : tile<2xi4>
    %21 = constant <f4E2M1FN: 1.0> : tile<2xf4E2M1FN>
  }

  // CHECK-LABEL: {{^}}  entry @shapes(%arg0: tile<i32>) {{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_f32 = constant <f32: {{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tile<2x2xf32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x4xf32>{{$}}
  // CHECK-NEXT: {{^}}    %bcast = broadcast %cst_0_f32 : tile<1x4xf32> -> tile<8x4xf32>{{$}}
  // CHECK-NEXT: {{^}}    %bcast_0 = broadcast %cst_1_f32 : tile<f32> -> tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %reshape = reshape %cst_f32 : tile<2x2xf32> -> tile<4xf32>{{$}}
  // CHECK-NEXT: {{^}}    %reshape_1 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32>{{$}}
  // CHECK-NEXT: {{^}}    %reshape_2 = reshape %reshape_1 : tile<1x1xf32> -> tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %0 = permute %cst_f32 [1, 0] : tile<2x2xf32> -> tile<2x2xf32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_0_f16 = constant <f16: 0.000000e+00> : tile<2x4x8xf16>{{$}}
  // CHECK-NEXT: {{^}}    %1 = permute %cst_0_f16 [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>{{$}}
  // CHECK-NEXT: {{^}}    %2 = cat %cst_f32, %cst_f32 dim = 1 : tile<2x2xf32>, tile<2x2xf32> -> tile<2x4xf32>{{$}}
  // CHECK-NEXT: {{^}}    %3 = cat %reshape, %reshape dim = 0 : tile<4xf32>, tile<4xf32> -> tile<8xf32>{{$}}
  // CHECK-NEXT: {{^}}    %4 = extract %2[%arg0, %arg0] : tile<2x4xf32> -> tile<1x2xf32>{{$}}
  // CHECK-NEXT: {{^}}    %5 = extract %3[%arg0] : tile<8xf32> -> tile<8xf32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_i32 = constant <i32: 1> : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    %6 = extract %cst_1_i32[] : tile<i32> -> tile<i32>{{$}}
  entry @shapes(%i: tile<i32>) {
    %s = constant <f32: 1.0> : tile<f32>
    %t = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %u = constant <f32: 0.0> : tile<1x4xf32>
    %b0 = broadcast %u : tile<1x4xf32> -> tile<8x4xf32>
    %b1 = broadcast %s : tile<f32> -> tile<f32>
    %r0 = reshape %t : tile<2x2xf32> -> tile<4xf32>
    %r1 = reshape %s : tile<f32> -> tile<1x1xf32>
    %r2 = reshape %r1 : tile<1x1xf32> -> tile<f32>
    %p0 = permute %t [1, 0] : tile<2x2xf32> -> tile<2x2xf32>
    %v = constant <f16: 0.0> : tile<2x4x8xf16>
    %p1 = permute %v [2,0,1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    %c0 = cat %t, %t dim = 1 : tile<2x2xf32>, tile<2x2xf32> -> tile<2x4xf32>
    %c1 = cat %r0, %r0 dim = 0 : tile<4xf32>, tile<4xf32> -> tile<8xf32>
    %e0 = extract %c0[%i, %i] : tile<2x4xf32> -> tile<1x2xf32>
    %e1 = extract %c1[%i] : tile<8xf32> -> tile<8xf32>
    %one = constant <i32: 1> : tile<i32>
    %e2 = extract %one[] : tile<i32> -> tile<i32>
  }

  // CHECK-LABEL: {{^}}  entry @selection(%arg0: tile<i1>, %arg1: tile<ptr<f32>>, %arg2: tile<i64>) {{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %0 = select %arg0, %cst_1_f32, %cst_2_f32 : tile<i1>, tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_i1 = constant <i1: [true, false, true, false]> : tile<4xi1>{{$}}
  // CHECK-NEXT: {{^}}    %cst_i32 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>{{$}}
  // CHECK-NEXT: {{^}}    %1 = select %cst_i1, %cst_i32, %cst_i32 : tile<4xi1>, tile<4xi32>{{$}}
  // CHECK-NEXT: {{^}}    %2 = iota : tile<8xi32>{{$}}
  // CHECK-NEXT: {{^}}    %3 = iota : tile<128xi64>{{$}}
  // CHECK-NEXT: {{^}}    %4 = iota : tile<2xi1>{{$}}
  // CHECK-NEXT: {{^}}    %5 = offset %arg1, %arg2 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>{{$}}
  // CHECK-NEXT: {{^}}    %reshape = reshape %arg1 : tile<ptr<f32>> -> tile<1xptr<f32>>{{$}}
  // CHECK-NEXT: {{^}}    %bcast = broadcast %reshape : tile<1xptr<f32>> -> tile<8xptr<f32>>{{$}}
  // CHECK-NEXT: {{^}}    %6 = offset %bcast, %2 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>{{$}}
  // CHECK-NEXT: {{^}}    %7 = select %arg0, %arg1, %5 : tile<i1>, tile<ptr<f32>>{{$}}
  entry @selection(%c: tile<i1>, %p: tile<ptr<f32>>, %o: tile<i64>) {
    %a = constant <f32: 1.0> : tile<f32>
    %b = constant <f32: 2.0> : tile<f32>
    %s0 = select %c, %a, %b : tile<i1>, tile<f32>
    %m = constant <i1: [true, false, true, false]> : tile<4xi1>
    %x = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %s1 = select %m, %x, %x : tile<4xi1>, tile<4xi32>
    %i0 = iota : tile<8xi32>
    %i1 = iota : tile<128xi64>
    %i2 = iota : tile<2xi1>
    %o0 = offset %p, %o : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %pv = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pv : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %o1 = offset %pb, %i0 : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %s2 = select %c, %p, %o0 : tile<i1>, tile<ptr<f32>>
  }

  // The combiner region starts on a new line after a trailing space; reduce
  // names its block arguments, scan does not. An f64 identity prints without
  // its (default) type.
  // CHECK-LABEL: {{^}}  entry @reductions() {{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<8x16xf32>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_i32 = constant <i32: 1> : tile<8x16xi32>{{$}}
  // CHECK-NEXT: {{^}}    %reduce = reduce %cst_1_f32 dim=1 identities=[0.000000e+00 : f32] : tile<8x16xf32> -> tile<8xf32> {{$}}
  // CHECK-NEXT: {{^}}    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {{{$}}
  // CHECK-NEXT: {{^}}      %2 = addf %reduce_lhs, %reduce_rhs : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}      yield %2 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %reduce_0:2 = reduce %cst_1_f32, %cst_1_i32 dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<8x16xf32>, tile<8x16xi32> -> tile<16xf32>, tile<16xi32> {{$}}
  // CHECK-NEXT: {{^}}    (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {{{$}}
  // CHECK-NEXT: {{^}}      %2 = maxf %reduce_lhs0, %reduce_rhs0 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}      %3 = addi %reduce_lhs1, %reduce_rhs1 : tile<i32>{{$}}
  // CHECK-NEXT: {{^}}      yield %2, %3 : tile<f32>, tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f64 = constant <f64: 1.000000e+00> : tile<2xf64>{{$}}
  // CHECK-NEXT: {{^}}    %reduce_1 = reduce %cst_1_f64 dim=0 identities=[0.000000e+00] : tile<2xf64> -> tile<f64> {{$}}
  // CHECK-NEXT: {{^}}    (%reduce_lhs: tile<f64>, %reduce_rhs: tile<f64>) {{{$}}
  // CHECK-NEXT: {{^}}      yield %reduce_lhs : tile<f64>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %0 = scan %cst_1_f32 dim=1 reverse=false identities=[1.000000e+00 : f32] : tile<8x16xf32> -> tile<8x16xf32> {{$}}
  // CHECK-NEXT: {{^}}    (%arg0: tile<f32>, %arg1: tile<f32>) {{{$}}
  // CHECK-NEXT: {{^}}      %2 = mulf %arg0, %arg1 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}      yield %2 : tile<f32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    %1:2 = scan %cst_1_f32, %cst_1_i32 dim=0 reverse=true identities=[0.000000e+00 : f32, 0 : i32] : tile<8x16xf32>, tile<8x16xi32> -> tile<8x16xf32>, tile<8x16xi32> {{$}}
  // CHECK-NEXT: {{^}}    (%arg0: tile<f32>, %arg1: tile<f32>, %arg2: tile<i32>, %arg3: tile<i32>) {{{$}}
  // CHECK-NEXT: {{^}}      yield %arg1, %arg3 : tile<f32>, tile<i32>{{$}}
  // CHECK-NEXT: {{^}}    }{{$}}
  // CHECK-NEXT: {{^}}    return{{$}}
  entry @reductions() {
    %t = constant <f32: 1.0> : tile<8x16xf32>
    %n = constant <i32: 1> : tile<8x16xi32>
    %r0 = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<8x16xf32> -> tile<8xf32>
    (%lhs: tile<f32>, %rhs: tile<f32>) {
      %sum = addf %lhs, %rhs : tile<f32>
      yield %sum : tile<f32>
    }
    %r1:2 = reduce %t, %n dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<8x16xf32>, tile<8x16xi32> -> tile<16xf32>, tile<16xi32>
    (%a0: tile<f32>, %b0: tile<f32>, %a1: tile<i32>, %b1: tile<i32>) {
      %m = maxf %a0, %b0 : tile<f32>
      %s = addi %a1, %b1 : tile<i32>
      yield %m, %s : tile<f32>, tile<i32>
    }
    %v = constant <f64: 1.0> : tile<2xf64>
    %r2 = reduce %v dim=0 identities=[0.0 : f64] : tile<2xf64> -> tile<f64>
    (%x: tile<f64>, %y: tile<f64>) {
      yield %x : tile<f64>
    }
    %s0 = scan %t dim=1 reverse=false identities=[1.000000e+00 : f32] : tile<8x16xf32> -> tile<8x16xf32>
    (%acc: tile<f32>, %elem: tile<f32>) {
      %prod = mulf %acc, %elem : tile<f32>
      yield %prod : tile<f32>
    }
    %s1:2 = scan %t, %n dim=0 reverse=true identities=[0.0 : f32, 0 : i32] : tile<8x16xf32>, tile<8x16xi32> -> tile<8x16xf32>, tile<8x16xi32>
    (%a0: tile<f32>, %b0: tile<f32>, %a1: tile<i32>, %b1: tile<i32>) {
      yield %b0, %b1 : tile<f32>, tile<i32>
    }
  }

  // bf16 data may take an f16 identity (and vice versa), as NVIDIA accepts.
  // CHECK-LABEL: {{^}}  entry @half_identity() {{{$}}
  // CHECK: {{^}}    %reduce = reduce %cst_1_bf16 dim=0 identities=[0.000000e+00 : f16] : tile<4xbf16> -> tile<bf16> {{$}}
  // CHECK-NEXT: {{^}}    (%reduce_lhs: tile<bf16>, %reduce_rhs: tile<bf16>) {{{$}}
  entry @half_identity() {
    %t = constant <bf16: 1.0> : tile<4xbf16>
    %r = reduce %t dim=0 identities=[0.0 : f16] : tile<4xbf16> -> tile<bf16>
    (%a: tile<bf16>, %b: tile<bf16>) {
      yield %a : tile<bf16>
    }
  }

  // CHECK-LABEL: {{^}}  entry @matmul() {{{$}}
  // CHECK: {{^}}    %0 = mmaf %cst_1_f16, %cst_1_f16_0, %cst_0_f32 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>{{$}}
  // CHECK-NEXT: {{^}}    %1 = mmaf %cst_1_f16, %cst_1_f16_0, %cst_0_f16 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf16>{{$}}
  // CHECK: {{^}}    %2 = mmaf %cst_1_f8E4M3FN, %cst_1_f8E4M3FN_1, %cst_0_f32_2 fast_acc : tile<64x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf32>{{$}}
  // CHECK: {{^}}    %3 = mmaf %cst_1_bf16, %cst_1_bf16_3, %cst_0_f32_4 : tile<2x4x8xbf16>, tile<2x8x2xbf16>, tile<2x4x2xf32>{{$}}
  // CHECK: {{^}}    %4 = mmaf %cst_1_f64, %cst_1_f64_5, %cst_0_f64 : tile<4x8xf64>, tile<8x2xf64>, tile<4x2xf64>{{$}}
  // CHECK: {{^}}    %5 = mmaf %cst_1_tf32, %cst_1_tf32_6, %cst_0_f32 : tile<4x8xtf32>, tile<8x2xtf32>, tile<4x2xf32>{{$}}
  // CHECK: {{^}}    %6 = mmaf %cst_1_f8E5M2, %cst_1_f8E5M2_7, %cst_0_f16 : tile<4x8xf8E5M2>, tile<8x2xf8E5M2>, tile<4x2xf16>{{$}}
  // CHECK: {{^}}    %7 = mmai %cst_1_i8, %cst_1_i8_8, %cst_0_i32 signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>{{$}}
  // CHECK: {{^}}    %8 = mmai %cst_1_i8_9, %cst_1_i8_10, %cst_0_i32_11 unsigned signed : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>{{$}}
  entry @matmul() {
    %a16 = constant <f16: 1.0> : tile<4x8xf16>
    %b16 = constant <f16: 1.0> : tile<8x2xf16>
    %c32 = constant <f32: 0.0> : tile<4x2xf32>
    %c16 = constant <f16: 0.0> : tile<4x2xf16>
    %m0 = mmaf %a16, %b16, %c32 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %m1 = mmaf %a16, %b16, %c16 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf16>
    %a8 = constant <f8E4M3FN: 1.0> : tile<64x32xf8E4M3FN>
    %b8 = constant <f8E4M3FN: 1.0> : tile<32x64xf8E4M3FN>
    %c8 = constant <f32: 0.0> : tile<64x64xf32>
    %m2 = mmaf %a8, %b8, %c8 fast_acc : tile<64x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf32>
    %ab = constant <bf16: 1.0> : tile<2x4x8xbf16>
    %bb = constant <bf16: 1.0> : tile<2x8x2xbf16>
    %cb = constant <f32: 0.0> : tile<2x4x2xf32>
    %m3 = mmaf %ab, %bb, %cb : tile<2x4x8xbf16>, tile<2x8x2xbf16>, tile<2x4x2xf32>
    %ad = constant <f64: 1.0> : tile<4x8xf64>
    %bd = constant <f64: 1.0> : tile<8x2xf64>
    %cd = constant <f64: 0.0> : tile<4x2xf64>
    %m4 = mmaf %ad, %bd, %cd : tile<4x8xf64>, tile<8x2xf64>, tile<4x2xf64>
    %at = constant <tf32: 1.0> : tile<4x8xtf32>
    %bt = constant <tf32: 1.0> : tile<8x2xtf32>
    %m5 = mmaf %at, %bt, %c32 : tile<4x8xtf32>, tile<8x2xtf32>, tile<4x2xf32>
    %ae = constant <f8E5M2: 1.0> : tile<4x8xf8E5M2>
    %be = constant <f8E5M2: 1.0> : tile<8x2xf8E5M2>
    %m6 = mmaf %ae, %be, %c16 : tile<4x8xf8E5M2>, tile<8x2xf8E5M2>, tile<4x2xf16>
    %ai = constant <i8: 1> : tile<4x8xi8>
    %bi = constant <i8: 1> : tile<8x2xi8>
    %ci = constant <i32: 0> : tile<4x2xi32>
    %n0 = mmai %ai, %bi, %ci signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %ai3 = constant <i8: 1> : tile<2x4x8xi8>
    %bi3 = constant <i8: 1> : tile<2x8x2xi8>
    %ci3 = constant <i32: 0> : tile<2x4x2xi32>
    %n1 = mmai %ai3, %bi3, %ci3 unsigned signed : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>
  }

  // Block sizes: 32 for fp8 with e8m0 scales, 16 for fp4 with e4m3 scales,
  // 32 for fp4 with e8m0 scales; batched form too.
  // CHECK-LABEL: {{^}}  entry @scaled_matmul() {{{$}}
  // CHECK: {{^}}    %0 = mmaf_scaled %cst_1_f8E4M3FN, %cst_1_f8E4M3FN, %cst_0_f32, %cst_1_f8E8M0FNU, %cst_1_f8E8M0FNU_0 : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>{{$}}
  // CHECK: {{^}}    %1 = mmaf_scaled %cst_1_f4E2M1FN, %cst_1_f4E2M1FN_1, %cst_0_f32_2, %cst_1_f8E4M3FN_3, %cst_1_f8E4M3FN_4 : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>{{$}}
  // CHECK: {{^}}    %2 = mmaf_scaled %cst_1_f4E2M1FN, %cst_1_f4E2M1FN_1, %cst_0_f32_2, %cst_1_f8E8M0FNU_5, %cst_1_f8E8M0FNU_6 : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>{{$}}
  // CHECK: {{^}}    %3 = mmaf_scaled %cst_1_f8E5M2, %cst_1_f8E5M2_7, %cst_0_f32_8, %cst_1_f8E8M0FNU_9, %cst_1_f8E8M0FNU_10 : tile<2x16x64xf8E5M2>, tile<2x64x16xf8E5M2>, tile<2x16x16xf32>, tile<2x16x2xf8E8M0FNU>, tile<2x2x16xf8E8M0FNU>{{$}}
  entry @scaled_matmul() {
    %a = constant <f8E4M3FN: 1.0> : tile<128x128xf8E4M3FN>
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    %0 = mmaf_scaled %a, %a, %acc, %sa, %sb : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    %f4a = constant <f4E2M1FN: 1.0> : tile<16x64xf4E2M1FN>
    %f4b = constant <f4E2M1FN: 1.0> : tile<64x16xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %s4a = constant <f8E4M3FN: 1.0> : tile<16x4xf8E4M3FN>
    %s4b = constant <f8E4M3FN: 1.0> : tile<4x16xf8E4M3FN>
    %1 = mmaf_scaled %f4a, %f4b, %c, %s4a, %s4b : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>
    %s2a = constant <f8E8M0FNU: 1.0> : tile<16x2xf8E8M0FNU>
    %s2b = constant <f8E8M0FNU: 1.0> : tile<2x16xf8E8M0FNU>
    %2 = mmaf_scaled %f4a, %f4b, %c, %s2a, %s2b : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
    %ba = constant <f8E5M2: 1.0> : tile<2x16x64xf8E5M2>
    %bb = constant <f8E5M2: 1.0> : tile<2x64x16xf8E5M2>
    %bc = constant <f32: 0.0> : tile<2x16x16xf32>
    %bsa = constant <f8E8M0FNU: 1.0> : tile<2x16x2xf8E8M0FNU>
    %bsb = constant <f8E8M0FNU: 1.0> : tile<2x2x16xf8E8M0FNU>
    %3 = mmaf_scaled %ba, %bb, %bc, %bsa, %bsb : tile<2x16x64xf8E5M2>, tile<2x64x16xf8E5M2>, tile<2x16x16xf32>, tile<2x16x2xf8E8M0FNU>, tile<2x2x16xf8E8M0FNU>
  }

  // CHECK-LABEL: {{^}}  entry @packing() {{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f16 = constant <f16: 1.000000e+00> : tile<64xf16>{{$}}
  // CHECK-NEXT: {{^}}    %0 = pack %cst_1_f16 : tile<64xf16> -> tile<128xi8>{{$}}
  // CHECK-NEXT: {{^}}    %1 = unpack %0 : tile<128xi8> -> tile<64xf16>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_f4E2M1FN = constant <f4E2M1FN: 1.000000e+00> : tile<64xf4E2M1FN>{{$}}
  // CHECK-NEXT: {{^}}    %2 = pack %cst_1_f4E2M1FN : tile<64xf4E2M1FN> -> tile<32xi8>{{$}}
  // CHECK-NEXT: {{^}}    %3 = unpack %2 : tile<32xi8> -> tile<64xf4E2M1FN>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_i64 = constant <i64: 1> : tile<2xi64>{{$}}
  // CHECK-NEXT: {{^}}    %4 = pack %cst_1_i64 : tile<2xi64> -> tile<16xi8>{{$}}
  // CHECK-NEXT: {{^}}    %cst_1_i4 = constant <i4: 1> : tile<8xi4>{{$}}
  // CHECK-NEXT: {{^}}    %5 = pack %cst_1_i4 : tile<8xi4> -> tile<4xi8>{{$}}
  // CHECK-NEXT: {{^}}    %6 = unpack %5 : tile<4xi8> -> tile<8xi4>{{$}}
  // CHECK-NEXT: {{^}}    %true = constant <i1: true> : tile<16xi1>{{$}}
  // CHECK-NEXT: {{^}}    %7 = pack %true : tile<16xi1> -> tile<2xi8>{{$}}
  // CHECK-NEXT: {{^}}    return{{$}}
  // CHECK-NEXT: {{^}}  }{{$}}
  // CHECK-NEXT: {{^}}}{{$}}
  entry @packing() {
    %h = constant <f16: 1.0> : tile<64xf16>
    %p0 = pack %h : tile<64xf16> -> tile<128xi8>
    %u0 = unpack %p0 : tile<128xi8> -> tile<64xf16>
    %f4 = constant <f4E2M1FN: 1.0> : tile<64xf4E2M1FN>
    %p1 = pack %f4 : tile<64xf4E2M1FN> -> tile<32xi8>
    %u1 = unpack %p1 : tile<32xi8> -> tile<64xf4E2M1FN>
    %w = constant <i64: 1> : tile<2xi64>
    %p2 = pack %w : tile<2xi64> -> tile<16xi8>
    %n = constant <i4: 1> : tile<8xi4>
    %p3 = pack %n : tile<8xi4> -> tile<4xi8>
    %u3 = unpack %p3 : tile<4xi8> -> tile<8xi4>
    %b = constant <i1: true> : tile<16xi1>
    %p4 = pack %b : tile<16xi1> -> tile<2xi8>
  }
}
