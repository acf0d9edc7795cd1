// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s

// Round trip of the atomic ops: atomic_cas_tko and atomic_rmw_tko through
// tiles of pointers (`token=%t`, glued), atomic_red_view_tko into subviews
// (`token = %t`, like the other view ops). Atomics always name a scope.

// CHECK-LABEL: cuda_tile.module @atomics {
cuda_tile.module @atomics {

  // CHECK-LABEL: entry @cas(
  // CHECK-SAME: %arg0: tile<ptr<i32>>, %arg1: tile<ptr<i64>>, %arg2: tile<ptr<f32>>, %arg3: tile<ptr<f64>>) {
  entry @cas(%pi32: tile<ptr<i32>>, %pi64: tile<ptr<i64>>,
             %pf32: tile<ptr<f32>>, %pf64: tile<ptr<f64>>) {
    // CHECK-NEXT: %0 = make_token : token
    %t = make_token : token
    // CHECK-NEXT: %reshape = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %r = reshape %pi32 : tile<ptr<i32>> -> tile<1xptr<i32>>
    // CHECK-NEXT: %bcast = broadcast %reshape : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %ps = broadcast %r : tile<1xptr<i32>> -> tile<8xptr<i32>>
    // CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<8xi32>
    %cmp = constant <i32: 0> : tile<8xi32>
    // CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<8xi32>
    %val = constant <i32: 1> : tile<8xi32>
    // CHECK-NEXT: %true = constant <i1: true> : tile<8xi1>
    %m = constant <i1: true> : tile<8xi1>
    // CHECK-NEXT: %cst_0_i32_0 = constant <i32: 0> : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK-NEXT: %cst_1_i32_1 = constant <i32: 1> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // CHECK-NEXT: %cst_0_i64 = constant <i64: 0> : tile<i64>
    %c0_64 = constant <i64: 0> : tile<i64>
    // CHECK-NEXT: %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
    %f0 = constant <f32: 0.0> : tile<f32>
    // CHECK-NEXT: %cst_0_f64 = constant <f64: 0.000000e+00> : tile<f64>
    %d0 = constant <f64: 0.0> : tile<f64>

    // CHECK-NEXT: %result, %result_token = atomic_cas_tko relaxed device %bcast, %cst_0_i32, %cst_1_i32 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %a0, %ta0 = atomic_cas_tko relaxed device %ps, %cmp, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK-NEXT: %result_2, %result_token_3 = atomic_cas_tko relaxed device %bcast, %cst_0_i32, %cst_1_i32, %true : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %a1, %ta1 = atomic_cas_tko relaxed device %ps, %cmp, %val, %m : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    // CHECK-NEXT: %result_4, %result_token_5 = atomic_cas_tko relaxed device %bcast, %cst_0_i32, %cst_1_i32 token=%0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %a2, %ta2 = atomic_cas_tko relaxed device %ps, %cmp, %val token=%t : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // Every ordering an atomic allows, at every scope.
    // CHECK-NEXT: %result_6, %result_token_7 = atomic_cas_tko relaxed tl_blk %arg0, %cst_0_i32_0, %cst_1_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a3, %ta3 = atomic_cas_tko relaxed tl_blk %pi32, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_8, %result_token_9 = atomic_cas_tko relaxed sys %arg0, %cst_0_i32_0, %cst_1_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a4, %ta4 = atomic_cas_tko relaxed sys %pi32, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_10, %result_token_11 = atomic_cas_tko acquire tl_blk %arg1, %cst_0_i64, %cst_0_i64 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %a5, %ta5 = atomic_cas_tko acquire tl_blk %pi64, %c0_64, %c0_64 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    // CHECK-NEXT: %result_12, %result_token_13 = atomic_cas_tko acquire device %arg2, %cst_0_f32, %cst_0_f32 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %a6, %ta6 = atomic_cas_tko acquire device %pf32, %f0, %f0 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    // CHECK-NEXT: %result_14, %result_token_15 = atomic_cas_tko acquire sys %arg3, %cst_0_f64, %cst_0_f64 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %a7, %ta7 = atomic_cas_tko acquire sys %pf64, %d0, %d0 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    // CHECK-NEXT: %result_16, %result_token_17 = atomic_cas_tko release tl_blk %arg0, %cst_0_i32_0, %cst_1_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a8, %ta8 = atomic_cas_tko release tl_blk %pi32, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_18, %result_token_19 = atomic_cas_tko release device %arg0, %cst_0_i32_0, %cst_1_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a9, %ta9 = atomic_cas_tko release device %pi32, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_20, %result_token_21 = atomic_cas_tko release sys %arg0, %cst_0_i32_0, %cst_1_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a10, %ta10 = atomic_cas_tko release sys %pi32, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_22, %result_token_23 = atomic_cas_tko acq_rel tl_blk %arg0, %cst_0_i32_0, %cst_1_i32_1 token=%result_token_21 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a11, %ta11 = atomic_cas_tko acq_rel tl_blk %pi32, %c0, %c1 token = %ta10 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_24, %result_token_25 = atomic_cas_tko acq_rel device %arg0, %cst_0_i32_0, %cst_1_i32_1 {note} : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a12, %ta12 = atomic_cas_tko acq_rel device %pi32, %c0, %c1 {note} : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_26, %result_token_27 = atomic_cas_tko acq_rel sys %arg0, %cst_0_i32_0, %cst_1_i32_1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a13, %ta13 = atomic_cas_tko acq_rel sys %pi32, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @rmw(
  entry @rmw(%pi32: tile<ptr<i32>>, %pi64: tile<ptr<i64>>,
             %pf16: tile<ptr<f16>>, %pbf16: tile<ptr<bf16>>,
             %pf32: tile<ptr<f32>>, %pf64: tile<ptr<f64>>,
             %i32: tile<i32>, %i64: tile<i64>, %f16: tile<f16>,
             %bf16: tile<bf16>, %f32: tile<f32>, %f64: tile<f64>) {
    // CHECK-NEXT: %0 = make_token : token
    %t = make_token : token
    // CHECK-NEXT: %reshape = reshape %arg4 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %r = reshape %pf32 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    // CHECK-NEXT: %bcast = broadcast %reshape : tile<1x1xptr<f32>> -> tile<2x4xptr<f32>>
    %ps = broadcast %r : tile<1x1xptr<f32>> -> tile<2x4xptr<f32>>
    // CHECK-NEXT: %cst_1_f32 = constant <f32: 1.000000e+00> : tile<2x4xf32>
    %v = constant <f32: 1.0> : tile<2x4xf32>
    // CHECK-NEXT: %false = constant <i1: false> : tile<2x4xi1>
    %m = constant <i1: false> : tile<2x4xi1>

    // Integer modes on i32 and i64.
    // CHECK-NEXT: %result, %result_token = atomic_rmw_tko relaxed device %arg0, and, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a0, %ta0 = atomic_rmw_tko relaxed device %pi32, and, %i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_0, %result_token_1 = atomic_rmw_tko relaxed device %arg0, or, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a1, %ta1 = atomic_rmw_tko relaxed device %pi32, or, %i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_2, %result_token_3 = atomic_rmw_tko relaxed device %arg1, xor, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %a2, %ta2 = atomic_rmw_tko relaxed device %pi64, xor, %i64 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    // CHECK-NEXT: %result_4, %result_token_5 = atomic_rmw_tko relaxed device %arg0, add, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a3, %ta3 = atomic_rmw_tko relaxed device %pi32, add, %i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_6, %result_token_7 = atomic_rmw_tko relaxed device %arg1, max, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %a4, %ta4 = atomic_rmw_tko relaxed device %pi64, max, %i64 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    // CHECK-NEXT: %result_8, %result_token_9 = atomic_rmw_tko relaxed device %arg0, min, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a5, %ta5 = atomic_rmw_tko relaxed device %pi32, min, %i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_10, %result_token_11 = atomic_rmw_tko relaxed device %arg0, umax, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a6, %ta6 = atomic_rmw_tko relaxed device %pi32, umax, %i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_12, %result_token_13 = atomic_rmw_tko relaxed device %arg1, umin, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %a7, %ta7 = atomic_rmw_tko relaxed device %pi64, umin, %i64 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    // addf on f16, bf16, f32 and f64.
    // CHECK-NEXT: %result_14, %result_token_15 = atomic_rmw_tko relaxed device %arg2, addf, %arg8 : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
    %a8, %ta8 = atomic_rmw_tko relaxed device %pf16, addf, %f16 : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
    // CHECK-NEXT: %result_16, %result_token_17 = atomic_rmw_tko relaxed device %arg3, addf, %arg9 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    %a9, %ta9 = atomic_rmw_tko relaxed device %pbf16, addf, %bf16 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    // CHECK-NEXT: %result_18, %result_token_19 = atomic_rmw_tko relaxed device %bcast, addf, %cst_1_f32 : tile<2x4xptr<f32>>, tile<2x4xf32> -> tile<2x4xf32>, token
    %a10, %ta10 = atomic_rmw_tko relaxed device %ps, addf, %v : tile<2x4xptr<f32>>, tile<2x4xf32> -> tile<2x4xf32>, token
    // CHECK-NEXT: %result_20, %result_token_21 = atomic_rmw_tko relaxed device %arg5, addf, %arg11 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %a11, %ta11 = atomic_rmw_tko relaxed device %pf64, addf, %f64 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    // xchg on 32- and 64-bit integers and floats.
    // CHECK-NEXT: %result_22, %result_token_23 = atomic_rmw_tko relaxed device %arg0, xchg, %arg6 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a12, %ta12 = atomic_rmw_tko relaxed device %pi32, xchg, %i32 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_24, %result_token_25 = atomic_rmw_tko relaxed device %arg1, xchg, %arg7 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %a13, %ta13 = atomic_rmw_tko relaxed device %pi64, xchg, %i64 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    // CHECK-NEXT: %result_26, %result_token_27 = atomic_rmw_tko relaxed device %arg4, xchg, %arg10 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %a14, %ta14 = atomic_rmw_tko relaxed device %pf32, xchg, %f32 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    // CHECK-NEXT: %result_28, %result_token_29 = atomic_rmw_tko relaxed device %arg5, xchg, %arg11 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %a15, %ta15 = atomic_rmw_tko relaxed device %pf64, xchg, %f64 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token

    // Masks, tokens, orderings and scopes.
    // CHECK-NEXT: %result_30, %result_token_31 = atomic_rmw_tko acquire tl_blk %bcast, addf, %cst_1_f32, %false : tile<2x4xptr<f32>>, tile<2x4xf32>, tile<2x4xi1> -> tile<2x4xf32>, token
    %a16, %ta16 = atomic_rmw_tko acquire tl_blk %ps, addf, %v, %m : tile<2x4xptr<f32>>, tile<2x4xf32>, tile<2x4xi1> -> tile<2x4xf32>, token
    // CHECK-NEXT: %result_32, %result_token_33 = atomic_rmw_tko release sys %bcast, addf, %cst_1_f32, %false token=%0 : tile<2x4xptr<f32>>, tile<2x4xf32>, tile<2x4xi1> -> tile<2x4xf32>, token
    %a17, %ta17 = atomic_rmw_tko release sys %ps, addf, %v, %m token=%t : tile<2x4xptr<f32>>, tile<2x4xf32>, tile<2x4xi1> -> tile<2x4xf32>, token
    // CHECK-NEXT: %result_34, %result_token_35 = atomic_rmw_tko acq_rel device %arg0, add, %arg6 token=%result_token_33 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a18, %ta18 = atomic_rmw_tko acq_rel device %pi32, add, %i32 token = %ta17 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: %result_36, %result_token_37 = atomic_rmw_tko release device %arg0, xchg, %arg6 {note} : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %a19, %ta19 = atomic_rmw_tko release device %pi32, xchg, %i32 {note} : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @red_view(
  entry @red_view(%tv: tensor_view<64x16xf32, strides=[16,1]>,
                  %tvi: tensor_view<?x?xi32, strides=[?,1]>,
                  %i: tile<i32>, %k: tile<i64>) {
    // CHECK-NEXT: %0 = make_token : token
    %t = make_token : token
    // CHECK-NEXT: %pview = make_partition_view %arg0 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // CHECK-NEXT: %sview = make_strided_view %arg0 : strided_view<tile=(4x2), traversal_strides=[2,1], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[2,1], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // CHECK-NEXT: %pview_0 = make_partition_view %arg1 : partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>
    %pvi = make_partition_view %tvi : partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>
    // CHECK-NEXT: %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4x2xf32>
    %x = constant <f32: 1.0> : tile<4x2xf32>
    // CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<16x16xi32>
    %y = constant <i32: 1> : tile<16x16xi32>

    // CHECK-NEXT: %1 = atomic_red_view_tko relaxed device %pview[%arg2, %arg2], addf, %cst_1_f32 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %r0 = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %x : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK-NEXT: %2 = atomic_red_view_tko relaxed tl_blk %pview[%arg2, %arg2], addf, %cst_1_f32 token = %1 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %r1 = atomic_red_view_tko relaxed tl_blk %pv[%i, %i], addf, %x token = %r0 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK-NEXT: %3 = atomic_red_view_tko relaxed device %sview[%arg3, %arg3], addf, %cst_1_f32 token = %0 : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[2,1], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i64> -> token
    %r2 = atomic_red_view_tko relaxed device %sv[%k, %k], addf, %x token=%t : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[2,1], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i64>, tile<i64> -> token
    // Every integer reduction.
    // CHECK-NEXT: %4 = atomic_red_view_tko relaxed device %pview_0[%arg2, %arg2], and, %cst_1_i32 : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r3 = atomic_red_view_tko relaxed device %pvi[%i, %i], and, %y : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    // CHECK-NEXT: %5 = atomic_red_view_tko relaxed device %pview_0[%arg2, %arg2], or, %cst_1_i32 : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r4 = atomic_red_view_tko relaxed device %pvi[%i, %i], or, %y : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    // CHECK-NEXT: %6 = atomic_red_view_tko relaxed device %pview_0[%arg2, %arg2], xor, %cst_1_i32 : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r5 = atomic_red_view_tko relaxed device %pvi[%i, %i], xor, %y : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    // CHECK-NEXT: %7 = atomic_red_view_tko relaxed device %pview_0[%arg2, %arg2], add, %cst_1_i32 : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r6 = atomic_red_view_tko relaxed device %pvi[%i, %i], add, %y : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    // CHECK-NEXT: %8 = atomic_red_view_tko relaxed device %pview_0[%arg2, %arg2], max, %cst_1_i32 : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r7 = atomic_red_view_tko relaxed device %pvi[%i, %i], max, %y : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    // CHECK-NEXT: %9 = atomic_red_view_tko relaxed device %pview_0[%arg2, %arg2], min, %cst_1_i32 : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r8 = atomic_red_view_tko relaxed device %pvi[%i, %i], min, %y : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    // CHECK-NEXT: %10 = atomic_red_view_tko relaxed device %pview_0[%arg2, %arg2], umax, %cst_1_i32 : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r9 = atomic_red_view_tko relaxed device %pvi[%i, %i], umax, %y : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    // CHECK-NEXT: %11 = atomic_red_view_tko relaxed device %pview_0[%arg2, %arg2], umin, %cst_1_i32 {note} : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    %r10 = atomic_red_view_tko relaxed device %pvi[%i, %i], umin, %y {note} : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    // CHECK-NEXT: return
    return
  }
}
