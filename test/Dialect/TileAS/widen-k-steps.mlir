// RUN: tile-opt %s --split-input-file --tileas-split-k-steps=widen | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-split-k-steps=widen --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-opt %s --split-input-file --tileas-split-k-steps | FileCheck %s --check-prefix=OFF
// The experiment `widen` (the tools' --tileas-widen-k-steps): a K loop
// whose operand rows along K are narrower than 128 bytes runs over K tiles
// that fill them, where two stages of the wider tiles fit and the trip
// count is the index space along K of a view of what the loop loads.
// Without the option nothing is widened.

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // The corpus 128x128x32 f16 GEMM's loop (rows of 64 bytes), with the
  // opt-in shared memory: K tiles of 64, and ceil(K / 32) iterations (the
  // index space of an unpadded view of A) become ceil(K / 64), that of a
  // view with the wider tile.
  // CHECK-LABEL: nv_tileaa.func @gemm
  // CHECK: %[[EXT:.*]] = nv_tileaa.make_tiled_view %{{.*}} : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
  // CHECK: %[[NA:.*]] = nv_tileaa.make_tiled_view %{{.*}} : <"partition", [128, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
  // CHECK: %[[NB:.*]] = nv_tileaa.make_tiled_view %{{.*}} : <"partition", [64, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
  // CHECK: %[[N:.*]]:2 = nv_tileaa.get_index_space_shape %[[EXT]]
  // CHECK: nv_tileaa.for %{{.*}} to %[[N]]#1 step
  // CHECK: nv_tileaa.tiled_load %[[NA]][%{{.*}}, %[[I:.*]]] {{.*}} -> tensor<128x64xf16
  // CHECK: nv_tileaa.tiled_load %[[NB]][%[[I]], %{{.*}}] {{.*}} -> tensor<64x128xf16
  // CHECK: nv_tileaa.dot {{.*}} : tensor<128x64xf16, #{{.*}}>, tensor<64x128xf16, #{{.*}}>, tensor<128x128xf32
  // The old views go with what read them.
  // CHECK-NOT: [128, 32]
  // OFF-LABEL: nv_tileaa.func @gemm
  // OFF: nv_tileaa.dot {{.*}} : tensor<128x32xf16, #{{.*}}>, tensor<32x128xf16, #{{.*}}>, tensor<128x128xf32
  // REMARK: remark: [Passed] SplitKSteps | Category:pipeline | Function=gemm | Remark="the loop's K steps are widened 2 times (K tiles of 64 instead of 32), so that each operand row fills 128 bytes: stages of 32768 bytes (--tileas-widen-k-steps)"
  nv_tileaa.func @gemm(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %ext = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %steps:2 = nv_tileaa.get_index_space_shape %ext : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}> -> i32, i32
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %acc = nv_tileaa.for %c0 to %steps#1 step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %c_in: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %c_in {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // A trip count of ceil(x / 32) for some x: the last wide tile could add
  // products of data past x that the loop did not reach, so the loop stays.
  // CHECK-LABEL: nv_tileaa.func @any_trip_count
  // CHECK: nv_tileaa.dot {{.*}} : tensor<128x32xf16
  // REMARK: remark: [Missed] SplitKSteps | Category:pipeline | Function=any_trip_count | Reason="its trip count is not the index space along K of a view of what it loads, so wider tiles could add products of data it does not reach", Remark="the loop's K steps are not widened"
  nv_tileaa.func @any_trip_count(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %x: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %steps = nv_tileaa.divi %x, %c32 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %acc = nv_tileaa.for %c0 to %steps step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %c_in: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %c_in {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // In the static 48 KiB, two stages of 32 KiB would not fit beside the
  // scratch: the loop keeps its K tiles of 32.
  // CHECK-LABEL: nv_tileaa.func @static_launch
  // CHECK: nv_tileaa.dot {{.*}} : tensor<128x32xf16
  // REMARK: remark: [Missed] SplitKSteps | Category:pipeline | Function=static_launch | Reason="two stages of 32768 bytes would not fit the 36864 bytes of shared memory beside the scratch", Remark="the loop's K steps are not widened"
  nv_tileaa.func @static_launch(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %ext = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %steps:2 = nv_tileaa.get_index_space_shape %ext : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}> -> i32, i32
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %acc = nv_tileaa.for %c0 to %steps#1 step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %c_in: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %c_in {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}
