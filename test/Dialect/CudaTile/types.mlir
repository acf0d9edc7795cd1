// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | FileCheck --strict-whitespace %s --check-prefix=GENERIC

// The Tile IR Type System: every type and element type in its short form
// (inside op syntax, where nested cuda_tile types drop the `!cuda_tile.`
// prefix) and its full form (the generic op form, where only the outermost
// type carries the prefix: `!cuda_tile.tile<4xptr<i8>>`).

//===----------------------------------------------------------------------===//
// The examples of the spec's Type System chapter (13.3), verbatim, as type
// aliases. Aliases are not printed back: every use prints the canonical form.
//===----------------------------------------------------------------------===//

// Tensor views.
!tv_row_major = !cuda_tile.tensor_view<512x1024xf16, strides=[1024, 1]>
!tv_col_major = !cuda_tile.tensor_view<512x1024xf16, strides=[1, 512]>
!tv_aliased = !cuda_tile.tensor_view<512x1024xf16, strides=[1, 1]>
!tv_3d = !cuda_tile.tensor_view<32x16x32xf16, strides=[512, 1, 16]>
!tv_dyn = !cuda_tile.tensor_view<?x?xf16, strides=[?, 1]>
!tv_dyn_col = !cuda_tile.tensor_view<?x16xf32, strides=[1, ?]>
!tv_f4 = !cuda_tile.tensor_view<2xf4E2M1FN, strides=[1]>

// Partition views.
!pv_1d= !cuda_tile.partition_view<
  tile=(2),
  tensor_view<16xf32, strides=[1]>
>
!pv_2d= !cuda_tile.partition_view<
  tile=(4x2),
  tensor_view<64x16xf32, strides=[16, 1]>
>
!pv_2d_transposed= !cuda_tile.partition_view<
  tile=(4x2),
  tensor_view<64x16xf32, strides=[16, 1]>,
  dim_map=[1, 0]
>
// A trailing comma before `>`.
!pv_2d_padded= !cuda_tile.partition_view<
  tile=(1x4),
  padding_value = nan,
  tensor_view<8x2xf32, strides=[2,1]>,
>

// Strided views.
!sv_1d_tra2= !cuda_tile.strided_view<
  tile=(2),
  traversal_strides=[2],
  tensor_view<16xf32, strides=[1]>
>
!sv_1d_tra3= !cuda_tile.strided_view<
  tile=(2),
  traversal_strides=[3],
  tensor_view<16xf32, strides=[1]>
>
!sv_1d_tra1= !cuda_tile.strided_view<
  tile=(2),
  traversal_strides=[1],
  tensor_view<8xf32, strides=[1]>
>
// The spec writes no comma after `traversal_strides`.
!sv_2d= !cuda_tile.strided_view<
  tile=(4x2),
  traversal_strides=[4,3]
  tensor_view<64x16xf32, strides=[16, 1]>
>
!sv_2d_transposed= !cuda_tile.strided_view<
  tile=(4x2),
  traversal_strides=[4,3],
  tensor_view<64x16xf32, strides=[16, 1]>,
  dim_map=[1, 0]
>
!sv_2d_padded= !cuda_tile.strided_view<
  tile=(1x4),
  traversal_strides=[1,4],
  padding_value = nan,
  tensor_view<8x2xf32, strides=[2,1]>,
>

// Gather/scatter views.
!gsv_1d= !cuda_tile.gather_scatter_view<
  tile=(4),
  tensor_view<8xf32, strides=[1]>,
  sparse_dim=0
>
!gsv_2d= !cuda_tile.gather_scatter_view<
  tile=(4x4),
  tensor_view<8x8xf32, strides=[8, 1]>,
  sparse_dim=0
>
!gsv_2d_padded= !cuda_tile.gather_scatter_view<
  tile=(8x16),
  padding_value = zero,
  tensor_view<128x256xf32, strides=[256, 1]>,
  sparse_dim=0
>
!gsv_2d_col= !cuda_tile.gather_scatter_view<
  tile=(8x16),
  tensor_view<128x256xf32, strides=[256, 1]>,
  sparse_dim=1
>
!gsv_2d_scatter= !cuda_tile.gather_scatter_view<
  tile=(4x4),
  tensor_view<8x8xf32, strides=[8, 1]>,
  sparse_dim=0
>

//===----------------------------------------------------------------------===//
// The older (13.1 draft) syntax of the spec: `view=` before a fully
// qualified tensor view, spaces inside the brackets, trailing commas. (A
// space between the mnemonic and `<`, as the drafts also write, is not MLIR
// syntax for a type with a dialect prefix.)
//===----------------------------------------------------------------------===//

!old_tv = !cuda_tile.tensor_view<1024 x 1024 x f16, strides=[1024,1] >
!old_tv_3d = !cuda_tile.tensor_view< 32 x 16 x 32 x f16, strides=[512,1,16] >
!old_tv_dyn = !cuda_tile.tensor_view< ?x?xf16, strides=[?,1] >
!old_tv_dyn_col = !cuda_tile.tensor_view<?x16xf32, strides=[1,?]>
!old_pv_1d = !cuda_tile.partition_view< tile=(2), view=!cuda_tile.tensor_view<16xf32, strides=[1] > >
!old_pv_2d = !cuda_tile.partition_view<
  tile=(2x2),
  view=!cuda_tile.tensor_view<16x16xf32, strides=[16,1]>
>
!old_pv_2d_transposed = !cuda_tile.partition_view< tile=(2x2), view=!cuda_tile.tensor_view<16x16xf32, strides=[16,1] > , dim_map = [ 1 , 0 ] >
!old_pv_2d_trailing = !cuda_tile.partition_view<
  tile=(2x2),
  view=!cuda_tile.tensor_view<16x16xf32, strides=[16,1]>,
>

// CHECK-LABEL: cuda_tile.module @types {
// GENERIC-LABEL: "cuda_tile.module"() <{sym_name = "types"}> ({
cuda_tile.module @types {

  //===--------------------------------------------------------------------===//
  // Element types, as rank-0 tiles (kernel parameters are 0-d tiles).
  //===--------------------------------------------------------------------===//

  // CHECK-LABEL: entry @element_types(
  // CHECK-SAME: %arg0: tile<i1>, %arg1: tile<i4>, %arg2: tile<i8>, %arg3: tile<i16>, %arg4: tile<i32>, %arg5: tile<i64>,
  // CHECK-SAME: %arg6: tile<f16>, %arg7: tile<bf16>, %arg8: tile<f32>, %arg9: tile<tf32>, %arg10: tile<f64>,
  // CHECK-SAME: %arg11: tile<f8E4M3FN>, %arg12: tile<f8E5M2>, %arg13: tile<f8E8M0FNU>, %arg14: tile<ptr<f4E2M1FN>>,
  // CHECK-SAME: %arg15: tile<f32>, %arg16: tile<i64>) {
  // GENERIC: "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<i1>, !cuda_tile.tile<i4>, !cuda_tile.tile<i8>, !cuda_tile.tile<i16>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>,
  // GENERIC-SAME: !cuda_tile.tile<f16>, !cuda_tile.tile<bf16>, !cuda_tile.tile<f32>, !cuda_tile.tile<tf32>, !cuda_tile.tile<f64>,
  // GENERIC-SAME: !cuda_tile.tile<f8E4M3FN>, !cuda_tile.tile<f8E5M2>, !cuda_tile.tile<f8E8M0FNU>, !cuda_tile.tile<ptr<f4E2M1FN>>,
  // GENERIC-SAME: !cuda_tile.tile<f32>, !cuda_tile.tile<i64>) -> (), sym_name = "element_types"}> ({
  entry @element_types(%i1: tile<i1>, %i4: tile<i4>, %i8: tile<i8>,
                       %i16: tile<i16>, %i32: tile<i32>, %i64: tile<i64>,
                       %f16: tile<f16>, %bf16: tile<bf16>, %f32: tile<f32>,
                       %tf32: tile<tf32>, %f64: tile<f64>,
                       %e4m3: tile<f8E4M3FN>, %e5m2: tile<f8E5M2>,
                       // f4E2M1FN packs two to a byte, so a tile of it
                       // needs an even element count: it comes as a pointee.
                       %e8m0: tile<f8E8M0FNU>, %e2m1: tile<ptr<f4E2M1FN>>,
                       // Fully qualified spellings are accepted too.
                       %full: !cuda_tile.tile<f32>,
                       %full2: !cuda_tile.tile<i64>) {
    return
  }

  //===--------------------------------------------------------------------===//
  // Tiles of every rank, including rank 0, and tiles of pointers.
  //===--------------------------------------------------------------------===//

  // CHECK-LABEL: entry @tiles(
  // CHECK-SAME: %arg0: tile<ptr<i1>>, %arg1: tile<ptr<i8>>, %arg2: tile<ptr<i16>>, %arg3: tile<ptr<i32>>, %arg4: tile<ptr<i64>>,
  // CHECK-SAME: %arg5: tile<ptr<f16>>, %arg6: tile<ptr<bf16>>, %arg7: tile<ptr<f32>>, %arg8: tile<ptr<tf32>>, %arg9: tile<ptr<f64>>,
  // CHECK-SAME: %arg10: tile<ptr<f8E4M3FN>>, %arg11: tile<ptr<f8E5M2>>, %arg12: tile<ptr<f8E8M0FNU>>, %arg13: tile<ptr<f4E2M1FN>>,
  // CHECK-SAME: %arg14: tile<ptr<i8>>) {
  // GENERIC: "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<ptr<i1>>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i16>>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<i64>>,
  // GENERIC-SAME: !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<tf32>>, !cuda_tile.tile<ptr<f64>>,
  // GENERIC-SAME: !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E5M2>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f4E2M1FN>>,
  // GENERIC-SAME: !cuda_tile.tile<ptr<i8>>) -> (), sym_name = "tiles"}> ({
  entry @tiles(%p_i1: tile<ptr<i1>>, %p_i8: tile<ptr<i8>>,
               %p_i16: tile<ptr<i16>>, %p_i32: tile<ptr<i32>>,
               %p_i64: tile<ptr<i64>>, %p_f16: tile<ptr<f16>>,
               %p_bf16: tile<ptr<bf16>>, %p_f32: tile<ptr<f32>>,
               %p_tf32: tile<ptr<tf32>>, %p_f64: tile<ptr<f64>>,
               %p_e4m3: tile<ptr<f8E4M3FN>>, %p_e5m2: tile<ptr<f8E5M2>>,
               %p_e8m0: tile<ptr<f8E8M0FNU>>, %p_e2m1: tile<ptr<f4E2M1FN>>,
               // The pointee may carry the prefix as well.
               %p_full: !cuda_tile.tile<!cuda_tile.ptr<i8>>) {
    // CHECK-NEXT: %true = constant <i1: true> : tile<2x2xi1>
    // GENERIC: "cuda_tile.constant"() <{value = dense<true> : !cuda_tile.tile<2x2xi1>}> : () -> !cuda_tile.tile<2x2xi1>
    %c0 = constant <i1: true> : tile<2x2xi1>
    // CHECK-NEXT: %cst_1_i4 = constant <i4: 1> : tile<8xi4>
    // GENERIC: "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<8xi4>}> : () -> !cuda_tile.tile<8xi4>
    %c1 = constant <i4: 1> : tile<8xi4>
    // CHECK-NEXT: %cst_1_i8 = constant <i8: 1> : tile<1x2x4x8xi8>
    %c2 = constant <i8: 1> : tile<1x2x4x8xi8>
    // CHECK-NEXT: %cst_1_i16 = constant <i16: 1> : tile<16xi16>
    %c3 = constant <i16: 1> : tile<16xi16>
    // CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<1024x1024xi32>
    %c4 = constant <i32: 1> : tile<1024x1024xi32>
    // CHECK-NEXT: %cst_1_i64 = constant <i64: 1> : tile<4x1xi64>
    %c5 = constant <i64: 1> : tile<4x1xi64>
    // CHECK-NEXT: %cst_1_f16 = constant <f16: 1.000000e+00> : tile<2xf16>
    %c6 = constant <f16: 1.0> : tile<2xf16>
    // CHECK-NEXT: %cst_1_bf16 = constant <bf16: 1.000000e+00> : tile<2xbf16>
    %c7 = constant <bf16: 1.0> : tile<2xbf16>
    // CHECK-NEXT: %cst_1_f32 = constant <f32: 1.000000e+00> : tile<8x4xf32>
    // GENERIC: "cuda_tile.constant"() <{value = dense<1.000000e+00> : !cuda_tile.tile<8x4xf32>}> : () -> !cuda_tile.tile<8x4xf32>
    %c8 = constant <f32: 1.0> : !cuda_tile.tile<8x4xf32>
    // CHECK-NEXT: %cst_1_tf32 = constant <tf32: 1.000000e+00> : tile<2x2x2xtf32>
    %c9 = constant <tf32: 1.0> : tile<2x2x2xtf32>
    // CHECK-NEXT: %cst_1_f64 = constant <f64: 1.000000e+00> : tile<2xf64>
    %c10 = constant <f64: 1.0> : tile<2xf64>
    // CHECK-NEXT: %cst_1_f8E4M3FN = constant <f8E4M3FN: 1.000000e+00> : tile<16xf8E4M3FN>
    %c11 = constant <f8E4M3FN: 1.0> : tile<16xf8E4M3FN>
    // CHECK-NEXT: %cst_1_f8E5M2 = constant <f8E5M2: 1.000000e+00> : tile<16xf8E5M2>
    %c12 = constant <f8E5M2: 1.0> : tile<16xf8E5M2>
    // CHECK-NEXT: %cst_1_f8E8M0FNU = constant <f8E8M0FNU: 1.000000e+00> : tile<8xf8E8M0FNU>
    %c13 = constant <f8E8M0FNU: 1.0> : tile<8xf8E8M0FNU>
    // CHECK-NEXT: %cst_1_f4E2M1FN = constant <f4E2M1FN: 1.000000e+00> : tile<8xf4E2M1FN>
    %c14 = constant <f4E2M1FN: 1.0> : tile<8xf4E2M1FN>
    // Tiles of pointers, in the spec's fully qualified spelling too.
    // CHECK-NEXT: %reshape = reshape %arg1 : tile<ptr<i8>> -> tile<1xptr<i8>>
    // GENERIC: "cuda_tile.reshape"(%{{.*}}) : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<1xptr<i8>>
    %r = reshape %p_i8 : tile<ptr<i8>> -> tile<1xptr<i8>>
    // CHECK-NEXT: %bcast = broadcast %reshape : tile<1xptr<i8>> -> tile<4xptr<i8>>
    // GENERIC: "cuda_tile.broadcast"(%{{.*}}) : (!cuda_tile.tile<1xptr<i8>>) -> !cuda_tile.tile<4xptr<i8>>
    %b = broadcast %r : !cuda_tile.tile<1x!cuda_tile.ptr<i8>> -> !cuda_tile.tile<4x!cuda_tile.ptr<i8>>
    // CHECK-NEXT: %reshape_0 = reshape %arg7 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %r2 = reshape %p_f32 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    // CHECK-NEXT: %bcast_1 = broadcast %reshape_0 : tile<1x1xptr<f32>> -> tile<8x4xptr<f32>>
    %b2 = broadcast %r2 : tile<1x1xptr<f32>> -> tile<8x4xptr<f32>>
    // CHECK-NEXT: return
    return
  }

  //===--------------------------------------------------------------------===//
  // Tokens, and a standalone pointer type (only seen inside attributes).
  //===--------------------------------------------------------------------===//

  // CHECK-LABEL: entry @tokens() {
  entry @tokens() {
    // CHECK-NEXT: %0 = make_token : token
    // GENERIC: %{{.*}} = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %t0 = make_token : token
    // CHECK-NEXT: %1 = make_token : token
    %t1 = make_token : !cuda_tile.token
    // CHECK-NEXT: %2 = make_token {types = [!cuda_tile.ptr<f32>, !cuda_tile.ptr<f4E2M1FN>, !cuda_tile.token, !cuda_tile.tile<4xptr<i8>>]} : token
    // GENERIC: "cuda_tile.make_token"() {types = [!cuda_tile.ptr<f32>, !cuda_tile.ptr<f4E2M1FN>, !cuda_tile.token, !cuda_tile.tile<4xptr<i8>>]} : () -> !cuda_tile.token
    %t2 = make_token {types = [!cuda_tile.ptr<f32>, !cuda_tile.ptr<f4E2M1FN>, !cuda_tile.token, !cuda_tile.tile<4x!cuda_tile.ptr<i8>>]} : token
    return
  }

  //===--------------------------------------------------------------------===//
  // Tensor views: `strides=[...]` without spaces, `?` for dynamic entries,
  // no strides at rank 0.
  //===--------------------------------------------------------------------===//

  // CHECK-LABEL: entry @tensor_views(
  // CHECK-SAME: %arg0: tensor_view<512x1024xf16, strides=[1024,1]>,
  // CHECK-SAME: %arg1: tensor_view<512x1024xf16, strides=[1,512]>,
  // CHECK-SAME: %arg2: tensor_view<512x1024xf16, strides=[1,1]>,
  // CHECK-SAME: %arg3: tensor_view<32x16x32xf16, strides=[512,1,16]>,
  // CHECK-SAME: %arg4: tensor_view<?x?xf16, strides=[?,1]>,
  // CHECK-SAME: %arg5: tensor_view<?x16xf32, strides=[1,?]>,
  // CHECK-SAME: %arg6: tensor_view<2xf4E2M1FN, strides=[1]>,
  // CHECK-SAME: %arg7: tensor_view<1024x1024xf16, strides=[1024,1]>,
  // CHECK-SAME: %arg8: tensor_view<32x16x32xf16, strides=[512,1,16]>,
  // CHECK-SAME: %arg9: tensor_view<?x?xf16, strides=[?,1]>,
  // CHECK-SAME: %arg10: tensor_view<?x16xf32, strides=[1,?]>,
  // CHECK-SAME: %arg11: tensor_view<f32>, %arg12: tensor_view<i1>,
  // CHECK-SAME: %arg13: tensor_view<?x?x?xbf16, strides=[?,?,?]>,
  // CHECK-SAME: %arg14: tensor_view<4x4xf4E2M1FN, strides=[8,1]>,
  // CHECK-SAME: %arg15: tensor_view<16xf8E8M0FNU, strides=[1]>,
  // CHECK-SAME: %arg16: tensor_view<8xtf32, strides=[2]>) {
  // GENERIC: function_type = (!cuda_tile.tensor_view<512x1024xf16, strides=[1024,1]>, !cuda_tile.tensor_view<512x1024xf16, strides=[1,512]>,
  // GENERIC-SAME: !cuda_tile.tensor_view<f32>, !cuda_tile.tensor_view<i1>,
  entry @tensor_views(%a: !tv_row_major, %b: !tv_col_major, %c: !tv_aliased,
                      %d: !tv_3d, %e: !tv_dyn, %f: !tv_dyn_col, %g: !tv_f4,
                      %h: !old_tv, %i: !old_tv_3d, %j: !old_tv_dyn,
                      %k: !old_tv_dyn_col,
                      // Rank 0, short form with spaces, an i1 view.
                      %l: tensor_view<f32>, %m: tensor_view< i1 >,
                      %n: tensor_view<?x?x?xbf16, strides = [?, ?, ?]>,
                      // 4-bit elements: one unit-stride dimension of even
                      // extent suffices.
                      %o: tensor_view<4x4xf4E2M1FN, strides=[8,1]>,
                      %p: tensor_view<16xf8E8M0FNU, strides=[1]>,
                      %q: tensor_view<8xtf32, strides=[2]>) {
    return
  }

  //===--------------------------------------------------------------------===//
  // Subviews: `tile=(...)`, then `traversal_strides=[...]` (strided views),
  // then `padding_value = ...`, the tensor view, and `dim_map=[...]` only
  // when it is not the identity (partition and strided views) or
  // `sparse_dim=N` (gather/scatter views).
  //===--------------------------------------------------------------------===//

  // CHECK-LABEL: entry @subviews(
  entry @subviews(%tv16: tensor_view<16xf32, strides=[1]>,
                  %tv64x16: tensor_view<64x16xf32, strides=[16,1]>,
                  %tv8x2: tensor_view<8x2xf32, strides=[2,1]>,
                  %tv8: tensor_view<8xf32, strides=[1]>,
                  %tv8x8: tensor_view<8x8xf32, strides=[8,1]>,
                  %tv128x256: tensor_view<128x256xf32, strides=[256,1]>,
                  %tv16x16: tensor_view<16x16xf32, strides=[16,1]>,
                  %tvdyn: tensor_view<?x?xf16, strides=[?,1]>,
                  %tvi: tensor_view<16x16xi32, strides=[16,1]>) {
    // CHECK-NEXT: %pview = make_partition_view %arg0 : partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
    // GENERIC: "cuda_tile.make_partition_view"(%{{.*}}) : (!cuda_tile.tensor_view<16xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
    %pv_1d = make_partition_view %tv16 : !pv_1d
    // CHECK-NEXT: %pview_0 = make_partition_view %arg1 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // GENERIC: -> !cuda_tile.partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    %pv_2d = make_partition_view %tv64x16 : !pv_2d
    // CHECK-NEXT: %pview_1 = make_partition_view %arg1 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // GENERIC: -> !cuda_tile.partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %pv_2d_t = make_partition_view %tv64x16 : !pv_2d_transposed
    // CHECK-NEXT: %pview_2 = make_partition_view %arg2 : partition_view<tile=(1x4), padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    // GENERIC: -> !cuda_tile.partition_view<tile=(1x4), padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    %pv_2d_p = make_partition_view %tv8x2 : !pv_2d_padded
    // CHECK-NEXT: %sview = make_strided_view %arg0 : strided_view<tile=(2), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>
    // GENERIC: -> !cuda_tile.strided_view<tile=(2), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>
    %sv_1d_2 = make_strided_view %tv16 : !sv_1d_tra2
    // CHECK-NEXT: %sview_3 = make_strided_view %arg0 : strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>
    %sv_1d_3 = make_strided_view %tv16 : !sv_1d_tra3
    // CHECK-NEXT: %sview_4 = make_strided_view %arg3 : strided_view<tile=(2), traversal_strides=[1], tensor_view<8xf32, strides=[1]>>
    %sv_1d_1 = make_strided_view %tv8 : !sv_1d_tra1
    // CHECK-NEXT: %sview_5 = make_strided_view %arg1 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    %sv_2d = make_strided_view %tv64x16 : !sv_2d
    // CHECK-NEXT: %sview_6 = make_strided_view %arg1 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // GENERIC: -> !cuda_tile.strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %sv_2d_t = make_strided_view %tv64x16 : !sv_2d_transposed
    // CHECK-NEXT: %sview_7 = make_strided_view %arg2 : strided_view<tile=(1x4), traversal_strides=[1,4], padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    // GENERIC: -> !cuda_tile.strided_view<tile=(1x4), traversal_strides=[1,4], padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    %sv_2d_p = make_strided_view %tv8x2 : !sv_2d_padded
    // CHECK-NEXT: %gsview = make_gather_scatter_view %arg3 : gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0>
    // GENERIC: -> !cuda_tile.gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0>
    %gsv_1d = make_gather_scatter_view %tv8 : !gsv_1d
    // CHECK-NEXT: %gsview_8 = make_gather_scatter_view %arg4 : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %gsv_2d = make_gather_scatter_view %tv8x8 : !gsv_2d
    // CHECK-NEXT: %gsview_9 = make_gather_scatter_view %arg5 : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0>
    // GENERIC: -> !cuda_tile.gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0>
    %gsv_2d_p = make_gather_scatter_view %tv128x256 : !gsv_2d_padded
    // CHECK-NEXT: %gsview_10 = make_gather_scatter_view %arg5 : gather_scatter_view<tile=(8x16), tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=1>
    %gsv_2d_c = make_gather_scatter_view %tv128x256 : !gsv_2d_col
    // CHECK-NEXT: %gsview_11 = make_gather_scatter_view %arg4 : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %gsv_2d_s = make_gather_scatter_view %tv8x8 : !gsv_2d_scatter

    // The 13.1 draft spellings.
    // CHECK-NEXT: %pview_12 = make_partition_view %arg0 : partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
    %old_1d = make_partition_view %tv16 : !old_pv_1d
    // CHECK-NEXT: %pview_13 = make_partition_view %arg6 : partition_view<tile=(2x2), tensor_view<16x16xf32, strides=[16,1]>>
    %old_2d = make_partition_view %tv16x16 : !old_pv_2d
    // CHECK-NEXT: %pview_14 = make_partition_view %arg6 : partition_view<tile=(2x2), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %old_2d_t = make_partition_view %tv16x16 : !old_pv_2d_transposed
    // CHECK-NEXT: %pview_15 = make_partition_view %arg6 : partition_view<tile=(2x2), tensor_view<16x16xf32, strides=[16,1]>>
    %old_2d_c = make_partition_view %tv16x16 : !old_pv_2d_trailing

    // Short forms written inline, fields in any order, an identity dim_map
    // (not printed), every padding value and the fully qualified tensor view.
    // CHECK-NEXT: %pview_16 = make_partition_view %arg7 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %s0 = make_partition_view %tvdyn : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0, 1]>
    // CHECK-NEXT: %pview_17 = make_partition_view %arg7 : partition_view<tile=(16x32), padding_value = neg_zero, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
    %s1 = make_partition_view %tvdyn : partition_view<dim_map=[1, 0], tensor_view<?x?xf16, strides=[?,1]>, padding_value = neg_zero, tile=(16x32)>
    // CHECK-NEXT: %pview_18 = make_partition_view %arg7 : partition_view<tile=(16x32), padding_value = pos_inf, tensor_view<?x?xf16, strides=[?,1]>>
    %s2 = make_partition_view %tvdyn : partition_view<tile=(16x32), padding_value = pos_inf, !cuda_tile.tensor_view<?x?xf16, strides=[?,1]>>
    // CHECK-NEXT: %pview_19 = make_partition_view %arg7 : partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
    %s3 = make_partition_view %tvdyn : !cuda_tile.partition_view<tile=(16x32), padding_value=neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
    // Integer views take the zero padding.
    // CHECK-NEXT: %pview_20 = make_partition_view %arg8 : partition_view<tile=(4x4), padding_value = zero, tensor_view<16x16xi32, strides=[16,1]>>
    %s4 = make_partition_view %tvi : partition_view<tile=(4x4), padding_value = zero, tensor_view<16x16xi32, strides=[16,1]>>
    // CHECK-NEXT: %sview_21 = make_strided_view %arg8 : strided_view<tile=(4x8), traversal_strides=[5,7], padding_value = zero, tensor_view<16x16xi32, strides=[16,1]>, dim_map=[1, 0]>
    %s5 = make_strided_view %tvi : strided_view<tile=(4x8), padding_value = zero, traversal_strides=[5, 7], tensor_view<16x16xi32, strides=[16,1]>, dim_map=[1, 0]>
    // CHECK-NEXT: %gsview_22 = make_gather_scatter_view %arg8 : gather_scatter_view<tile=(8x4), padding_value = zero, tensor_view<16x16xi32, strides=[16,1]>, sparse_dim=1>
    %s6 = make_gather_scatter_view %tvi : gather_scatter_view<sparse_dim=1, tile=(8x4), tensor_view<16x16xi32, strides=[16,1]>, padding_value = zero>
    // CHECK-NEXT: return
    return
  }
}
