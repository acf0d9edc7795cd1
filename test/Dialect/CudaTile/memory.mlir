// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s

// Round trip of the pointer memory ops and tokens: make_token, join_tokens,
// load_ptr_tko, store_ptr_tko and alloca. Pointer ops print their token
// operand glued (`token=%t`) and their hints with spaces
// (`optimization_hints = <...>`), as NVIDIA's printer does.

// CHECK-LABEL: cuda_tile.module @memory {
cuda_tile.module @memory {

  // CHECK-LABEL: entry @tokens() {
  entry @tokens() {
    // CHECK-NEXT: %0 = make_token : token
    %t0 = make_token : token
    // CHECK-NEXT: %1 = make_token : token
    %t1 = make_token : token
    // CHECK-NEXT: %2 = join_tokens %0, %1 : token
    %j0 = join_tokens %t0, %t1 : token
    // CHECK-NEXT: %3 = join_tokens %0, %1, %2, %0 : token
    %j1 = join_tokens %t0, %t1, %j0, %t0 : token
    // CHECK-NEXT: %4 = make_token {note = "extra"} : token
    %t2 = make_token {note = "extra"} : token
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @load_ptr(
  // CHECK-SAME: %arg0: tile<ptr<f32>>, %arg1: tile<ptr<i1>>, %arg2: tile<ptr<f8E4M3FN>>) {
  entry @load_ptr(%p: tile<ptr<f32>>, %pi1: tile<ptr<i1>>,
                  %pf8: tile<ptr<f8E4M3FN>>) {
    // CHECK-NEXT: %0 = make_token : token
    %t = make_token : token
    // CHECK-NEXT: %reshape = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    // CHECK-NEXT: %bcast = broadcast %reshape : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %ps = broadcast %r : tile<1xptr<f32>> -> tile<8xptr<f32>>
    // CHECK-NEXT: %true = constant <i1: true> : tile<8xi1>
    %m = constant <i1: true> : tile<8xi1>
    // CHECK-NEXT: %cst_0_f32 = constant <f32: 0.000000e+00> : tile<8xf32>
    %pad = constant <f32: 0.0> : tile<8xf32>

    // Weak loads take no scope.
    // CHECK-NEXT: %result, %result_token = load_ptr_tko weak %arg0 : tile<ptr<f32>> -> tile<f32>, token
    %v0, %t0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    // CHECK-NEXT: %result_0, %result_token_1 = load_ptr_tko weak %bcast : tile<8xptr<f32>> -> tile<8xf32>, token
    %v1, %t1 = load_ptr_tko weak %ps : tile<8xptr<f32>> -> tile<8xf32>, token
    // A mask, then a mask and a padding value.
    // CHECK-NEXT: %result_2, %result_token_3 = load_ptr_tko weak %bcast, %true : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
    %v2, %t2 = load_ptr_tko weak %ps, %m : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
    // CHECK-NEXT: %result_4, %result_token_5 = load_ptr_tko weak %bcast, %true, %cst_0_f32 : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    %v3, %t3 = load_ptr_tko weak %ps, %m, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    // A token operand; spaces around `=` are accepted on input.
    // CHECK-NEXT: %result_6, %result_token_7 = load_ptr_tko weak %arg0 token=%0 : tile<ptr<f32>> -> tile<f32>, token
    %v4, %t4 = load_ptr_tko weak %p token=%t : tile<ptr<f32>> -> tile<f32>, token
    // CHECK-NEXT: %result_8, %result_token_9 = load_ptr_tko weak %bcast, %true, %cst_0_f32 token=%result_token_7 : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    %v5, %t5 = load_ptr_tko weak %ps, %m, %pad token = %t4 : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token

    // Every ordering a load allows, at every scope.
    // CHECK-NEXT: %result_10, %result_token_11 = load_ptr_tko relaxed tl_blk %arg0 : tile<ptr<f32>> -> tile<f32>, token
    %v6, %t6 = load_ptr_tko relaxed tl_blk %p : tile<ptr<f32>> -> tile<f32>, token
    // CHECK-NEXT: %result_12, %result_token_13 = load_ptr_tko relaxed device %arg0 : tile<ptr<f32>> -> tile<f32>, token
    %v7, %t7 = load_ptr_tko relaxed device %p : tile<ptr<f32>> -> tile<f32>, token
    // CHECK-NEXT: %result_14, %result_token_15 = load_ptr_tko relaxed sys %arg0 : tile<ptr<f32>> -> tile<f32>, token
    %v8, %t8 = load_ptr_tko relaxed sys %p : tile<ptr<f32>> -> tile<f32>, token
    // CHECK-NEXT: %result_16, %result_token_17 = load_ptr_tko acquire tl_blk %bcast, %true token=%0 : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
    %v9, %t9 = load_ptr_tko acquire tl_blk %ps, %m token=%t : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
    // CHECK-NEXT: %result_18, %result_token_19 = load_ptr_tko acquire device %arg0 : tile<ptr<f32>> -> tile<f32>, token
    %v10, %t10 = load_ptr_tko acquire device %p : tile<ptr<f32>> -> tile<f32>, token
    // CHECK-NEXT: %result_20, %result_token_21 = load_ptr_tko acquire sys %arg0 : tile<ptr<f32>> -> tile<f32>, token
    %v11, %t11 = load_ptr_tko acquire sys %p : tile<ptr<f32>> -> tile<f32>, token

    // Optimization hints: targets and keys print sorted.
    // CHECK-NEXT: %result_22, %result_token_23 = load_ptr_tko weak %bcast, %true, %cst_0_f32 token=%0 optimization_hints = <default = {latency = 1}> : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    %v12, %t12 = load_ptr_tko weak %ps, %m, %pad token=%t optimization_hints = <default = {latency = 1}> : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    // CHECK-NEXT: %result_24, %result_token_25 = load_ptr_tko relaxed device %arg0 optimization_hints = <default = {latency = 2}, sm_100 = {latency = 10}, sm_80 = {latency = 1}, sm_90 = {latency = 3}> : tile<ptr<f32>> -> tile<f32>, token
    %v13, %t13 = load_ptr_tko relaxed device %p optimization_hints = <sm_90 = {latency = 3}, sm_80 = {latency = 1}, default = {latency = 2}, sm_100 = {latency = 10}> : tile<ptr<f32>> -> tile<f32>, token
    // CHECK-NEXT: %result_26, %result_token_27 = load_ptr_tko weak %arg0 optimization_hints = <sm_120 = {}> : tile<ptr<f32>> -> tile<f32>, token
    %v14, %t14 = load_ptr_tko weak %p optimization_hints = <sm_120 = {}> : tile<ptr<f32>> -> tile<f32>, token
    // The fully qualified attribute and a quoted key are accepted too (a
    // qualified attribute right before `:` would take the type as its own).
    // Extra attributes go before the colon.
    // CHECK-NEXT: %result_28, %result_token_29 = load_ptr_tko weak %arg0 optimization_hints = <sm_89 = {latency = 4}> {note} : tile<ptr<f32>> -> tile<f32>, token
    %v15, %t15 = load_ptr_tko weak %p optimization_hints = #cuda_tile.optimization_hints<"sm_89" = {latency = 4}> {note} : tile<ptr<f32>> -> tile<f32>, token
    // CHECK-NEXT: %result_30, %result_token_31 = load_ptr_tko weak %arg0 {note} : tile<ptr<f32>> -> tile<f32>, token
    %v16, %t16 = load_ptr_tko weak %p {note} : tile<ptr<f32>> -> tile<f32>, token

    // Other element types.
    // CHECK-NEXT: %result_32, %result_token_33 = load_ptr_tko weak %arg1 : tile<ptr<i1>> -> tile<i1>, token
    %v17, %t17 = load_ptr_tko weak %pi1 : tile<ptr<i1>> -> tile<i1>, token
    // CHECK-NEXT: %result_34, %result_token_35 = load_ptr_tko acquire device %arg2 : tile<ptr<f8E4M3FN>> -> tile<f8E4M3FN>, token
    %v18, %t18 = load_ptr_tko acquire device %pf8 : tile<ptr<f8E4M3FN>> -> tile<f8E4M3FN>, token
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @store_ptr(
  // CHECK-SAME: %arg0: tile<ptr<f32>>, %arg1: tile<f32>, %arg2: tile<ptr<i64>>, %arg3: tile<i64>) {
  entry @store_ptr(%p: tile<ptr<f32>>, %v: tile<f32>, %pi: tile<ptr<i64>>,
                   %vi: tile<i64>) {
    // CHECK-NEXT: %0 = make_token : token
    %t = make_token : token
    // CHECK-NEXT: %reshape = reshape %arg0 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %r = reshape %p : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    // CHECK-NEXT: %bcast = broadcast %reshape : tile<1x1xptr<f32>> -> tile<4x8xptr<f32>>
    %ps = broadcast %r : tile<1x1xptr<f32>> -> tile<4x8xptr<f32>>
    // CHECK-NEXT: %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4x8xf32>
    %vs = constant <f32: 1.0> : tile<4x8xf32>
    // CHECK-NEXT: %false = constant <i1: false> : tile<4x8xi1>
    %m = constant <i1: false> : tile<4x8xi1>

    // CHECK-NEXT: %1 = store_ptr_tko weak %arg0, %arg1 : tile<ptr<f32>>, tile<f32> -> token
    %s0 = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<f32> -> token
    // CHECK-NEXT: %2 = store_ptr_tko weak %bcast, %cst_1_f32, %false : tile<4x8xptr<f32>>, tile<4x8xf32>, tile<4x8xi1> -> token
    %s1 = store_ptr_tko weak %ps, %vs, %m : tile<4x8xptr<f32>>, tile<4x8xf32>, tile<4x8xi1> -> token
    // CHECK-NEXT: %3 = store_ptr_tko weak %bcast, %cst_1_f32, %false token=%2 : tile<4x8xptr<f32>>, tile<4x8xf32>, tile<4x8xi1> -> token
    %s2 = store_ptr_tko weak %ps, %vs, %m token=%s1 : tile<4x8xptr<f32>>, tile<4x8xf32>, tile<4x8xi1> -> token
    // CHECK-NEXT: %4 = store_ptr_tko weak %arg0, %arg1 token=%0 : tile<ptr<f32>>, tile<f32> -> token
    %s3 = store_ptr_tko weak %p, %v token = %t : tile<ptr<f32>>, tile<f32> -> token

    // Every ordering a store allows, at every scope.
    // CHECK-NEXT: %5 = store_ptr_tko relaxed tl_blk %arg0, %arg1 : tile<ptr<f32>>, tile<f32> -> token
    %s4 = store_ptr_tko relaxed tl_blk %p, %v : tile<ptr<f32>>, tile<f32> -> token
    // CHECK-NEXT: %6 = store_ptr_tko relaxed device %arg0, %arg1 : tile<ptr<f32>>, tile<f32> -> token
    %s5 = store_ptr_tko relaxed device %p, %v : tile<ptr<f32>>, tile<f32> -> token
    // CHECK-NEXT: %7 = store_ptr_tko relaxed sys %arg2, %arg3 : tile<ptr<i64>>, tile<i64> -> token
    %s6 = store_ptr_tko relaxed sys %pi, %vi : tile<ptr<i64>>, tile<i64> -> token
    // CHECK-NEXT: %8 = store_ptr_tko release tl_blk %arg0, %arg1 : tile<ptr<f32>>, tile<f32> -> token
    %s7 = store_ptr_tko release tl_blk %p, %v : tile<ptr<f32>>, tile<f32> -> token
    // CHECK-NEXT: %9 = store_ptr_tko release device %bcast, %cst_1_f32, %false token=%0 : tile<4x8xptr<f32>>, tile<4x8xf32>, tile<4x8xi1> -> token
    %s8 = store_ptr_tko release device %ps, %vs, %m token=%t : tile<4x8xptr<f32>>, tile<4x8xf32>, tile<4x8xi1> -> token
    // CHECK-NEXT: %10 = store_ptr_tko release sys %arg0, %arg1 : tile<ptr<f32>>, tile<f32> -> token
    %s9 = store_ptr_tko release sys %p, %v : tile<ptr<f32>>, tile<f32> -> token

    // CHECK-NEXT: %11 = store_ptr_tko weak %bcast, %cst_1_f32, %false token=%0 optimization_hints = <default = {latency = 1}> : tile<4x8xptr<f32>>, tile<4x8xf32>, tile<4x8xi1> -> token
    %s10 = store_ptr_tko weak %ps, %vs, %m token=%t optimization_hints = <default = {latency = 1}> : tile<4x8xptr<f32>>, tile<4x8xf32>, tile<4x8xi1> -> token
    // CHECK-NEXT: %12 = store_ptr_tko release sys %arg0, %arg1 optimization_hints = <sm_100 = {latency = 10}, sm_90 = {latency = 5}> {note = 1 : i32} : tile<ptr<f32>>, tile<f32> -> token
    %s11 = store_ptr_tko release sys %p, %v optimization_hints = <sm_90 = {latency = 5}, sm_100 = {latency = 10}> {note = 1 : i32} : tile<ptr<f32>>, tile<f32> -> token
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @alloca() {
  entry @alloca() {
    // CHECK-NEXT: %0 = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    %a0 = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    // CHECK-NEXT: %1 = alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
    %a1 = alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
    // The natural alignment of the pointee is the smallest allowed.
    // CHECK-NEXT: %2 = alloca num_elem = 1, alignment = 8 : tile<ptr<i64>>
    %a2 = alloca num_elem = 1, alignment = 8 : tile<ptr<i64>>
    // CHECK-NEXT: %3 = alloca num_elem = 0, alignment = 1 global : tile<ptr<i1>>
    %a3 = alloca num_elem = 0, alignment = 1 global : tile<ptr<i1>>
    // CHECK-NEXT: %4 = alloca num_elem = 256, alignment = 2 : tile<ptr<bf16>>
    %a4 = alloca num_elem = 256, alignment = 2 : !cuda_tile.tile<!cuda_tile.ptr<bf16>>
    // CHECK-NEXT: %5 = alloca num_elem = 32, alignment = 16 {note} : tile<ptr<f4E2M1FN>>
    %a5 = alloca num_elem = 32, alignment = 16 {note} : tile<ptr<f4E2M1FN>>
    // CHECK-NEXT: return
    return
  }
}
