// RUN: tile-opt %s --split-input-file --tileas-prefetch-loads | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-prefetch-loads --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

#row = #nv_tileas.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#big = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#wide = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // A row sum 256 elements at a time (layer norm's first pass): the load of
  // iteration i + 1 is issued at the top of iteration i, and the loop
  // carries its tile; the first tile is loaded before the loop. The column
  // index, computed in the body from the induction variable, is computed
  // again for i + 1.
  // CHECK-LABEL: nv_tileaa.func @row_sum
  // CHECK: %[[C0:.*]] = arith.constant 0 : i32
  // CHECK: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK: %[[COL0:.*]] = nv_tileaa.muli %[[C0]], %{{.*}} : i32
  // CHECK: %[[FIRST:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VIEW:.*]][%{{.*}}, %[[COL0]]]
  // CHECK: %{{.*}}:2 = nv_tileaa.for %[[C0]] to %{{.*}} step %[[C1]] iter_values(%{{.*}}, %[[FIRST]] : tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>)
  // CHECK-NEXT: ^bb0(%[[I:.*]]: i32, %[[ACC:.*]]: tensor<1x256xf32, #{{.*}}>, %[[T:.*]]: tensor<1x256xf32, #{{.*}}>):
  // CHECK-NEXT: %[[NEXT_I:.*]] = nv_tileaa.addi %[[I]], %[[C1]] : i32
  // CHECK-NEXT: %[[COL:.*]] = nv_tileaa.muli %[[NEXT_I]], %{{.*}} : i32
  // CHECK-NEXT: %[[NEXT:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VIEW]][%{{.*}}, %[[COL]]]
  // CHECK-NOT: nv_tileaa.tiled_load
  // CHECK: %[[SUM:.*]] = nv_tileaa.addf %[[ACC]], %[[T]]
  // CHECK: nv_tileaa.continue %[[SUM]], %[[NEXT]] : tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>
  // REMARK: remark: [Passed] PrefetchLoads | Category:pipeline | Function=row_sum | Remark="the loop's 1 tile loads at the induction variable are issued one iteration ahead, into registers the loop carries"
  nv_tileaa.func @row_sum(%p: !llvm.ptr, %m: i32, %n: i32, %row: i32, %steps: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c1x = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<1x256xf32, #row>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mx = nv_tileaa.make_memref %p, shape[%m, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vx = nv_tileaa.make_tiled_view %mx : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c0 to %steps step %c1 iter_values(%zero : tensor<1x256xf32, #row>) : i32 -> tensor<1x256xf32, #row> {
    ^bb0(%i: i32, %acc: tensor<1x256xf32, #row>):
      %col = nv_tileaa.muli %i, %c1x : i32
      %x, %x_tok = nv_tileaa.tiled_load %vx[%row, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<1x256xf32, #row>
      %s = nv_tileaa.addf %acc, %x : tensor<1x256xf32, #row>
      nv_tileaa.continue %s : tensor<1x256xf32, #row>
    }
    nv_tileaa.return
  }

  // A load ordered after a store of the loop (its token comes from it)
  // stays where it is, as does a tile of 32 registers a thread (64x64 f32
  // over 128 threads).
  // CHECK-LABEL: nv_tileaa.func @declined
  // CHECK: nv_tileaa.for
  // CHECK-NEXT: ^bb0(%{{.*}}: i32, %{{.*}}: tensor<1x256xf32, #{{.*}}>):
  // CHECK: nv_tileaa.for
  // CHECK-NEXT: ^bb0(%{{.*}}: i32, %{{.*}}: tensor<64x64xf32, #{{.*}}>):
  // REMARK-NOT: Function=declined
  nv_tileaa.func @declined(%p: !llvm.ptr, %m: i32, %n: i32, %row: i32, %steps: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<1x256xf32, #row>
    %zbig = arith.constant dense<0.0> : tensor<64x64xf32, #big>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mx = nv_tileaa.make_memref %p, shape[%m, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vx = nv_tileaa.make_tiled_view %mx : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %vb = nv_tileaa.make_tiled_view %mx : <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c0 to %steps step %c1 iter_values(%zero : tensor<1x256xf32, #row>) : i32 -> tensor<1x256xf32, #row> {
    ^bb0(%i: i32, %acc: tensor<1x256xf32, #row>):
      %st = nv_tileaa.tiled_store %acc, %vx[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : tensor<1x256xf32, #row>, <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32
      %x, %x_tok = nv_tileaa.tiled_load %vx[%row, %i] token %st {memory_ordering_semantics = 0 : i32} : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<1x256xf32, #row>
      %s = nv_tileaa.addf %acc, %x : tensor<1x256xf32, #row>
      nv_tileaa.continue %s : tensor<1x256xf32, #row>
    }
    %r2 = nv_tileaa.for %c0 to %steps step %c1 iter_values(%zbig : tensor<64x64xf32, #big>) : i32 -> tensor<64x64xf32, #big> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #big>):
      %x, %x_tok = nv_tileaa.tiled_load %vb[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<64x64xf32, #big>
      %s = nv_tileaa.addf %acc, %x : tensor<64x64xf32, #big>
      nv_tileaa.continue %s : tensor<64x64xf32, #big>
    }
    nv_tileaa.return
  }

  // Three loads of 8 registers a thread: more than 16 in all, so the loop
  // has loads in flight already, and stays as it is.
  // CHECK-LABEL: nv_tileaa.func @capped
  // CHECK: nv_tileaa.for
  // CHECK-NEXT: ^bb0(%{{.*}}: i32, %{{.*}}: tensor<1x1024xf32, #{{.*}}>):
  // REMARK-NOT: Function=capped
  nv_tileaa.func @capped(%p: !llvm.ptr, %m: i32, %n: i32, %steps: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %zero = arith.constant dense<0.0> : tensor<1x1024xf32, #wide>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mx = nv_tileaa.make_memref %p, shape[%m, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vx = nv_tileaa.make_tiled_view %mx : <"partition", [1, 1024], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c0 to %steps step %c1 iter_values(%zero : tensor<1x1024xf32, #wide>) : i32 -> tensor<1x1024xf32, #wide> {
    ^bb0(%i: i32, %acc: tensor<1x1024xf32, #wide>):
      %x, %x_tok = nv_tileaa.tiled_load %vx[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 1024], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<1x1024xf32, #wide>
      %y, %y_tok = nv_tileaa.tiled_load %vx[%c1, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 1024], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<1x1024xf32, #wide>
      %z, %z_tok = nv_tileaa.tiled_load %vx[%c2, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 1024], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<1x1024xf32, #wide>
      %s1 = nv_tileaa.addf %acc, %x : tensor<1x1024xf32, #wide>
      %s2 = nv_tileaa.addf %s1, %y : tensor<1x1024xf32, #wide>
      %s3 = nv_tileaa.addf %s2, %z : tensor<1x1024xf32, #wide>
      nv_tileaa.continue %s3 : tensor<1x1024xf32, #wide>
    }
    nv_tileaa.return
  }
}
