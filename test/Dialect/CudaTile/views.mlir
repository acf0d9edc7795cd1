// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s

// Round trip of the view ops: make_tensor_view, the three subview
// constructors, the shape queries, load_view_tko and store_view_tko. View
// ops print their token operand with spaces (`token = %t`), unlike the
// pointer ops.

// CHECK-LABEL: cuda_tile.module @views {
cuda_tile.module @views {

  // CHECK-LABEL: entry @tensor_views(
  // CHECK-SAME: %arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i64>) {
  entry @tensor_views(%base: tile<ptr<f32>>, %n: tile<i32>, %n64: tile<i64>) {
    // `shape = [...], strides = [...]` with spaces and `, ` separators; `?`
    // entries of the type take SSA values, whose type precedes `->`.
    // CHECK-NEXT: %tview = make_tensor_view %arg0, shape = [], strides = [] : tensor_view<f32>
    %v0 = make_tensor_view %base, shape = [], strides = [] : tensor_view<f32>
    // CHECK-NEXT: %tview_0 = make_tensor_view %arg0, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %v1 = make_tensor_view %base, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    // CHECK-NEXT: %tview_1 = make_tensor_view %arg0, shape = [%arg1, %arg1], strides = [%arg1, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %v2 = make_tensor_view %base, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    // Only dynamic strides.
    // CHECK-NEXT: %tview_2 = make_tensor_view %arg0, shape = [16, 8], strides = [%arg2, %arg2] : tile<i64> -> tensor_view<16x8xf32, strides=[?,?]>
    %v3 = make_tensor_view %base, shape = [16, 8], strides = [%n64, %n64] : tile<i64> -> tensor_view<16x8xf32, strides=[?,?]>
    // Only dynamic extents.
    // CHECK-NEXT: %tview_3 = make_tensor_view %arg0, shape = [%arg2, 4, %arg2], strides = [64, 16, 1] : tile<i64> -> tensor_view<?x4x?xf32, strides=[64,16,1]>
    %v4 = make_tensor_view %base, shape = [%n64, 4, %n64], strides = [64, 16, 1] : tile<i64> -> tensor_view<?x4x?xf32, strides=[64,16,1]>
    // Compact spacing and extra attributes (printed before the colon).
    // CHECK-NEXT: %tview_4 = make_tensor_view %arg0, shape = [8192, 128], strides = [128, 1] {note = "x"} : tensor_view<8192x128xf32, strides=[128,1]>
    %v5 = make_tensor_view %base, shape=[8192, 128], strides=[128,1] {note = "x"} : tensor_view<8192x128xf32, strides=[128,1]>

    // CHECK-NEXT: get_tensor_shape %tview : tensor_view<f32>{{$}}
    get_tensor_shape %v0 : tensor_view<f32>
    // CHECK-NEXT: %0:2 = get_tensor_shape %tview_0 : tensor_view<32x32xf32, strides=[32,1]> -> tile<i32>
    %s1:2 = get_tensor_shape %v1 : tensor_view<32x32xf32, strides=[32,1]> -> tile<i32>
    // CHECK-NEXT: %1:2 = get_tensor_shape %tview_1 : tensor_view<?x?xf32, strides=[?,1]> -> tile<i64>
    %s2, %s3 = get_tensor_shape %v2 : tensor_view<?x?xf32, strides=[?,1]> -> tile<i64>
    // CHECK-NEXT: %2:3 = get_tensor_shape %tview_3 {note} : tensor_view<?x4x?xf32, strides=[64,16,1]> -> tile<i16>
    %s4:3 = get_tensor_shape %v4 {note} : tensor_view<?x4x?xf32, strides=[64,16,1]> -> tile<i16>
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @subviews(
  // CHECK-SAME: %arg0: tensor_view<64x16xf32, strides=[16,1]>, %arg1: tensor_view<?x?xf16, strides=[?,1]>) {
  entry @subviews(%tv: tensor_view<64x16xf32, strides=[16,1]>,
                  %dyn: tensor_view<?x?xf16, strides=[?,1]>) {
    // CHECK-NEXT: %pview = make_partition_view %arg0 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // CHECK-NEXT: %pview_0 = make_partition_view %arg0 {note} : partition_view<tile=(4x2), padding_value = zero, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %pvt = make_partition_view %tv {note} : partition_view<tile=(4x2), padding_value = zero, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // CHECK-NEXT: %pview_1 = make_partition_view %arg1 : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>
    %pvd = make_partition_view %dyn : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>
    // CHECK-NEXT: %sview = make_strided_view %arg0 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    // CHECK-NEXT: %sview_2 = make_strided_view %arg0 {note} : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %svt = make_strided_view %tv {note} : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // CHECK-NEXT: %gsview = make_gather_scatter_view %arg0 : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    // CHECK-NEXT: %gsview_3 = make_gather_scatter_view %arg1 {note} : gather_scatter_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1>
    %gvc = make_gather_scatter_view %dyn {note} : gather_scatter_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1>

    // The index space has one dimension per tile dimension.
    // CHECK-NEXT: %0:2 = get_index_space_shape %pview : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>> -> tile<i32>
    %i0:2 = get_index_space_shape %pv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>> -> tile<i32>
    // CHECK-NEXT: %1:2 = get_index_space_shape %pview_1 : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i64>
    %i1:2 = get_index_space_shape %pvd : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i64>
    // CHECK-NEXT: %2:2 = get_index_space_shape %sview_2 : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    %i2:2 = get_index_space_shape %svt : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    // CHECK-NEXT: %3:2 = get_index_space_shape %gsview_3 {note} : gather_scatter_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1> -> tile<i32>
    %i3, %i4 = get_index_space_shape %gvc {note} : gather_scatter_view<tile=(1x64), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1> -> tile<i32>
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @load_view(
  entry @load_view(%tv: tensor_view<64x16xf32, strides=[16,1]>,
                   %i: tile<i32>, %j: tile<i32>, %k: tile<i64>) {
    // CHECK-NEXT: %0 = make_token : token
    %t = make_token : token
    // CHECK-NEXT: %pview = make_partition_view %arg0 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>

    // One index type is printed for all indices.
    // CHECK-NEXT: %tile, %result_token = load_view_tko weak %pview[%arg1, %arg2] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a0, %ta0 = load_view_tko weak %pv[%i, %j] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: %tile_0, %result_token_1 = load_view_tko weak %pview[%arg1, %arg2] token = %0 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a1, %ta1 = load_view_tko weak %pv[%i, %j] token=%t : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: %tile_2, %result_token_3 = load_view_tko weak %pview[%arg3, %arg3] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i64> -> tile<4x2xf32>, token
    %a2, %ta2 = load_view_tko weak %pv[%k, %k] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i64> -> tile<4x2xf32>, token

    // Every ordering a load allows, at every scope.
    // CHECK-NEXT: %tile_4, %result_token_5 = load_view_tko relaxed tl_blk %pview[%arg1, %arg2] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a3, %ta3 = load_view_tko relaxed tl_blk %pv[%i, %j] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: %tile_6, %result_token_7 = load_view_tko relaxed device %pview[%arg1, %arg2] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a4, %ta4 = load_view_tko relaxed device %pv[%i, %j] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: %tile_8, %result_token_9 = load_view_tko relaxed sys %pview[%arg1, %arg2] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a5, %ta5 = load_view_tko relaxed sys %pv[%i, %j] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: %tile_10, %result_token_11 = load_view_tko acquire tl_blk %pview[%arg1, %arg2] token = %0 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a6, %ta6 = load_view_tko acquire tl_blk %pv[%i, %j] token = %t : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: %tile_12, %result_token_13 = load_view_tko acquire device %pview[%arg1, %arg2] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a7, %ta7 = load_view_tko acquire device %pv[%i, %j] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: %tile_14, %result_token_15 = load_view_tko acquire sys %pview[%arg1, %arg2] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a8, %ta8 = load_view_tko acquire sys %pv[%i, %j] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token

    // Hints print sorted, with spaces around `=`; extra attributes use the
    // `attributes` keyword.
    // CHECK-NEXT: %tile_16, %result_token_17 = load_view_tko weak %pview[%arg1, %arg2] token = %0 optimization_hints = <sm_90 = {allow_tma = false, latency = 3}> : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a9, %ta9 = load_view_tko weak %pv[%i, %j] token = %t optimization_hints = <sm_90 = {latency = 3, allow_tma = false}> : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: %tile_18, %result_token_19 = load_view_tko weak %pview[%arg1, %arg2] optimization_hints = <default = {allow_tma = true, latency = 1}, sm_100 = {latency = 2}> attributes {note} : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a10, %ta10 = load_view_tko weak %pv[%i, %j] optimization_hints = <sm_100 = {latency = 2}, default = {latency = 1, allow_tma = true}> attributes {note} : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @load_subviews(
  entry @load_subviews(%tv: tensor_view<64x16xf32, strides=[16,1]>,
                       %dyn: tensor_view<?x?xf16, strides=[?,1]>,
                       %i: tile<i32>, %j: tile<i32>, %k: tile<i64>) {
    // CHECK: %pview = make_partition_view %arg0 : partition_view<tile=(4x2), padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %pvt = make_partition_view %tv : partition_view<tile=(4x2), padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // CHECK-NEXT: %sview = make_strided_view %arg0 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    // CHECK-NEXT: %gsview = make_gather_scatter_view %arg0 : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    // CHECK-NEXT: %gsview_0 = make_gather_scatter_view %arg1 : gather_scatter_view<tile=(2x64), tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1>
    %gvc = make_gather_scatter_view %dyn : gather_scatter_view<tile=(2x64), tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1>
    // CHECK-NEXT: %cst_i32 = constant <i32: [0, 10, 20, 30, 40, 50, 60, 63]> : tile<8xi32>
    %rows = constant <i32: [0, 10, 20, 30, 40, 50, 60, 63]> : tile<8xi32>
    // CHECK-NEXT: %cst_i64 = constant <i64: [{{.*}}]> : tile<64xi64>
    %cols = constant <i64: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tile<64xi64>

    // A transposed partition view: the tile has the view's tile shape.
    // CHECK-NEXT: %tile, %result_token = load_view_tko weak %pview[%arg2, %arg3] : partition_view<tile=(4x2), padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %a0, %t0 = load_view_tko weak %pvt[%i, %j] : partition_view<tile=(4x2), padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: %tile_1, %result_token_2 = load_view_tko acquire device %sview[%arg2, %arg3] token = %result_token : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    %a1, %t1 = load_view_tko acquire device %sv[%i, %j] token = %t0 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x2xf32>, token
    // Gather: the index at sparse_dim is a 1-d tile of as many indices as
    // the tile has rows there, so the index types are listed one by one.
    // CHECK-NEXT: %tile_3, %result_token_4 = load_view_tko weak %gsview[%cst_i32, %arg2] : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    %a2, %t2 = load_view_tko weak %gv[%rows, %i] : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    // CHECK-NEXT: %tile_5, %result_token_6 = load_view_tko relaxed sys %gsview_0[%arg4, %cst_i64] token = %result_token_4 optimization_hints = <sm_100 = {allow_tma = false}> : gather_scatter_view<tile=(2x64), tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1>, tile<i64>, tile<64xi64> -> tile<2x64xf16>, token
    %a3, %t3 = load_view_tko relaxed sys %gvc[%k, %cols] token = %t2 optimization_hints = <sm_100 = {allow_tma = false}> : gather_scatter_view<tile=(2x64), tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1>, tile<i64>, tile<64xi64> -> tile<2x64xf16>, token
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @store_view(
  entry @store_view(%tv: tensor_view<64x16xf32, strides=[16,1]>,
                    %i: tile<i32>, %j: tile<i32>) {
    // CHECK-NEXT: %0 = make_token : token
    %t = make_token : token
    // CHECK-NEXT: %pview = make_partition_view %arg0 : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // CHECK-NEXT: %sview = make_strided_view %arg0 : strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %sv = make_strided_view %tv : strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // CHECK-NEXT: %gsview = make_gather_scatter_view %arg0 : gather_scatter_view<tile=(4x4), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    // CHECK-NEXT: %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4x2xf32>
    %x = constant <f32: 0.0> : tile<4x2xf32>
    // CHECK-NEXT: %cst_1_f32 = constant <f32: 1.000000e+00> : tile<2x2xf32>
    %y = constant <f32: 1.0> : tile<2x2xf32>
    // CHECK-NEXT: %cst_2_f32 = constant <f32: 2.000000e+00> : tile<4x4xf32>
    %z = constant <f32: 2.0> : tile<4x4xf32>
    // CHECK-NEXT: %cst_i32 = constant <i32: [5, 1, 7, 3]> : tile<4xi32>
    %rows = constant <i32: [5, 1, 7, 3]> : tile<4xi32>

    // CHECK-NEXT: %1 = store_view_tko weak %cst_0_f32, %pview[%arg1, %arg2] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s0 = store_view_tko weak %x, %pv[%i, %j] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK-NEXT: %2 = store_view_tko weak %cst_0_f32, %pview[%arg1, %arg2] token = %1 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s1 = store_view_tko weak %x, %pv[%i, %j] token=%s0 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32>, tile<i32> -> token

    // Every ordering a store allows, at every scope.
    // CHECK-NEXT: %3 = store_view_tko relaxed tl_blk %cst_0_f32, %pview[%arg1, %arg2] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s2 = store_view_tko relaxed tl_blk %x, %pv[%i, %j] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK-NEXT: %4 = store_view_tko relaxed device %cst_0_f32, %pview[%arg1, %arg2] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s3 = store_view_tko relaxed device %x, %pv[%i, %j] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK-NEXT: %5 = store_view_tko relaxed sys %cst_0_f32, %pview[%arg1, %arg2] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s4 = store_view_tko relaxed sys %x, %pv[%i, %j] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK-NEXT: %6 = store_view_tko release tl_blk %cst_0_f32, %pview[%arg1, %arg2] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s5 = store_view_tko release tl_blk %x, %pv[%i, %j] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK-NEXT: %7 = store_view_tko release device %cst_0_f32, %pview[%arg1, %arg2] token = %0 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s6 = store_view_tko release device %x, %pv[%i, %j] token = %t : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK-NEXT: %8 = store_view_tko release sys %cst_0_f32, %pview[%arg1, %arg2] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s7 = store_view_tko release sys %x, %pv[%i, %j] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token

    // Hints and extra attributes.
    // CHECK-NEXT: %9 = store_view_tko weak %cst_0_f32, %pview[%arg1, %arg2] token = %0 optimization_hints = <default = {allow_tma = false, latency = 1}> : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s8 = store_view_tko weak %x, %pv[%i, %j] token = %t optimization_hints = <default = {allow_tma = false, latency = 1}> : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    // CHECK-NEXT: %10 = store_view_tko weak %cst_0_f32, %pview[%arg1, %arg2] attributes {note = 2 : i32} : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    %s9 = store_view_tko weak %x, %pv[%i, %j] attributes {note = 2 : i32} : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token

    // Strided and scatter views.
    // CHECK-NEXT: %11 = store_view_tko weak %cst_1_f32, %sview[%arg1, %arg2] : tile<2x2xf32>, strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %s10 = store_view_tko weak %y, %sv[%i, %j] : tile<2x2xf32>, strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> token
    // CHECK-NEXT: %12 = store_view_tko weak %cst_2_f32, %gsview[%cst_i32, %arg1] token = %11 optimization_hints = <sm_90 = {latency = 3}> : tile<4x4xf32>, gather_scatter_view<tile=(4x4), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    %s11 = store_view_tko weak %z, %gv[%rows, %i] token = %s10 optimization_hints = <sm_90 = {latency = 3}> : tile<4x4xf32>, gather_scatter_view<tile=(4x4), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    // CHECK-NEXT: return
    return
  }
}
