// RUN: tile-opt %s --split-input-file --tileas-prefetch-loads | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-prefetch-loads=max-distance=1 | FileCheck %s --check-prefix=D1
// RUN: tile-opt %s --split-input-file --tileas-prefetch-loads --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

#row = #nv_tileas.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#big = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#wide = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // A row sum 256 elements at a time (layer norm's first pass). Its tile
  // takes 2 registers a thread, so the loads are issued 4 iterations ahead
  // (the pass's max-distance; 8 carried registers): the tiles of the first
  // four iterations are loaded before the loop, which carries them; the
  // load of iteration i + 4 is issued at the top of iteration i, which uses
  // the first carried tile and passes the others on. The column index,
  // computed in the body from the induction variable, is computed again
  // for each of them.
  // CHECK-LABEL: nv_tileaa.func @row_sum
  // CHECK: %[[C0:.*]] = arith.constant 0 : i32
  // CHECK: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK: %[[COL0:.*]] = nv_tileaa.muli %[[C0]], %{{.*}} : i32
  // CHECK: %[[T0:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VIEW:.*]][%{{.*}}, %[[COL0]]]
  // CHECK: %[[ONE:.*]] = arith.constant 1 : i32
  // CHECK: %[[I1:.*]] = nv_tileaa.addi %[[C0]], %[[ONE]] : i32
  // CHECK: %[[COL1:.*]] = nv_tileaa.muli %[[I1]], %{{.*}} : i32
  // CHECK: %[[T1:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VIEW]][%{{.*}}, %[[COL1]]]
  // CHECK: arith.constant 2 : i32
  // CHECK: %[[T2:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VIEW]]
  // CHECK: arith.constant 3 : i32
  // CHECK: %[[T3:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VIEW]]
  // CHECK: %{{.*}}:5 = nv_tileaa.for %[[C0]] to %{{.*}} step %[[C1]] iter_values(%{{.*}}, %[[T0]], %[[T1]], %[[T2]], %[[T3]] : tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>)
  // CHECK-NEXT: ^bb0(%[[I:.*]]: i32, %[[ACC:.*]]: tensor<1x256xf32, #{{.*}}>, %[[A:.*]]: tensor<1x256xf32, #{{.*}}>, %[[B:.*]]: tensor<1x256xf32, #{{.*}}>, %[[C:.*]]: tensor<1x256xf32, #{{.*}}>, %[[D:.*]]: tensor<1x256xf32, #{{.*}}>):
  // CHECK-NEXT: %[[FOUR:.*]] = arith.constant 4 : i32
  // CHECK-NEXT: %[[LATER:.*]] = nv_tileaa.addi %[[I]], %[[FOUR]] : i32
  // CHECK-NEXT: %[[COL:.*]] = nv_tileaa.muli %[[LATER]], %{{.*}} : i32
  // CHECK-NEXT: %[[NEXT:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VIEW]][%{{.*}}, %[[COL]]]
  // CHECK-NOT: nv_tileaa.tiled_load
  // CHECK: %[[SUM:.*]] = nv_tileaa.addf %[[ACC]], %[[A]]
  // CHECK: nv_tileaa.continue %[[SUM]], %[[B]], %[[C]], %[[D]], %[[NEXT]] :
  // REMARK: remark: [Passed] PrefetchLoads | Category:pipeline | Function=row_sum | Remark="the loop's 1 tile loads at the induction variable are issued 4 iteration(s) ahead, into registers the loop carries"
  //
  // With max-distance=1, one iteration ahead: the loop carries the next
  // iteration's tile.
  // D1-LABEL: nv_tileaa.func @row_sum
  // D1: %[[C0:.*]] = arith.constant 0 : i32
  // D1: %[[C1:.*]] = arith.constant 1 : i32
  // D1: %[[COL0:.*]] = nv_tileaa.muli %[[C0]], %{{.*}} : i32
  // D1: %[[FIRST:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VIEW:.*]][%{{.*}}, %[[COL0]]]
  // D1: %{{.*}}:2 = nv_tileaa.for %[[C0]] to %{{.*}} step %[[C1]] iter_values(%{{.*}}, %[[FIRST]] : tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>)
  // D1-NEXT: ^bb0(%[[I:.*]]: i32, %[[ACC:.*]]: tensor<1x256xf32, #{{.*}}>, %[[T:.*]]: tensor<1x256xf32, #{{.*}}>):
  // D1-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
  // D1-NEXT: %[[NEXT_I:.*]] = nv_tileaa.addi %[[I]], %[[ONE]] : i32
  // D1-NEXT: %[[COL:.*]] = nv_tileaa.muli %[[NEXT_I]], %{{.*}} : i32
  // D1-NEXT: %[[NEXT:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VIEW]][%{{.*}}, %[[COL]]]
  // D1-NOT: nv_tileaa.tiled_load
  // D1: %[[SUM:.*]] = nv_tileaa.addf %[[ACC]], %[[T]]
  // D1: nv_tileaa.continue %[[SUM]], %[[NEXT]] : tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>
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

  // A tile of 8 registers a thread (1x1024 f32 over 128 threads): two
  // iterations ahead (16 carried registers).
  // CHECK-LABEL: nv_tileaa.func @eight_registers
  // CHECK: nv_tileaa.for {{.*}} iter_values(%{{.*}}, %{{.*}}, %{{.*}} : tensor<1x1024xf32, #{{.*}}>, tensor<1x1024xf32, #{{.*}}>, tensor<1x1024xf32, #{{.*}}>)
  // CHECK: arith.constant 2 : i32
  // REMARK: remark: [Passed] PrefetchLoads | Category:pipeline | Function=eight_registers | Remark="the loop's 1 tile loads at the induction variable are issued 2 iteration(s) ahead, into registers the loop carries"
  nv_tileaa.func @eight_registers(%p: !llvm.ptr, %m: i32, %n: i32, %steps: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<1x1024xf32, #wide>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mx = nv_tileaa.make_memref %p, shape[%m, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vx = nv_tileaa.make_tiled_view %mx : <"partition", [1, 1024], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c0 to %steps step %c1 iter_values(%zero : tensor<1x1024xf32, #wide>) : i32 -> tensor<1x1024xf32, #wide> {
    ^bb0(%i: i32, %acc: tensor<1x1024xf32, #wide>):
      %x, %x_tok = nv_tileaa.tiled_load %vx[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 1024], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<1x1024xf32, #wide>
      %s = nv_tileaa.addf %acc, %x : tensor<1x1024xf32, #wide>
      nv_tileaa.continue %s : tensor<1x1024xf32, #wide>
    }
    nv_tileaa.return
  }

  // A constant trip count of 2 (from 1 to 5 in steps of 2) caps the
  // distance at 2; the prologue loads iterations 1 and 3, and the body the
  // iteration 4 on (i + 4).
  // CHECK-LABEL: nv_tileaa.func @two_trips
  // CHECK: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK: nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %[[C1]]]
  // CHECK: %[[TWO:.*]] = arith.constant 2 : i32
  // CHECK: %[[THREE:.*]] = nv_tileaa.addi %[[C1]], %[[TWO]] : i32
  // CHECK: nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %[[THREE]]]
  // CHECK: nv_tileaa.for {{.*}} iter_values(%{{.*}}, %{{.*}}, %{{.*}} : tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>, tensor<1x256xf32, #{{.*}}>)
  // CHECK-NEXT: ^bb0(%[[I:.*]]: i32,
  // CHECK-NEXT: %[[FOUR:.*]] = arith.constant 4 : i32
  // CHECK-NEXT: nv_tileaa.addi %[[I]], %[[FOUR]] : i32
  // REMARK: remark: [Passed] PrefetchLoads | Category:pipeline | Function=two_trips | Remark="the loop's 1 tile loads at the induction variable are issued 2 iteration(s) ahead, into registers the loop carries"
  nv_tileaa.func @two_trips(%p: !llvm.ptr, %m: i32, %n: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c5 = arith.constant 5 : i32
    %zero = arith.constant dense<0.0> : tensor<1x256xf32, #row>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mx = nv_tileaa.make_memref %p, shape[%m, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vx = nv_tileaa.make_tiled_view %mx : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>
    %r = nv_tileaa.for %c1 to %c5 step %c2 iter_values(%zero : tensor<1x256xf32, #row>) : i32 -> tensor<1x256xf32, #row> {
    ^bb0(%i: i32, %acc: tensor<1x256xf32, #row>):
      %x, %x_tok = nv_tileaa.tiled_load %vx[%c1, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [1, 256], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>, padding_value = #cuda_tile<padding_value zero>}>, i32, i32 -> tensor<1x256xf32, #row>
      %s = nv_tileaa.addf %acc, %x : tensor<1x256xf32, #row>
      nv_tileaa.continue %s : tensor<1x256xf32, #row>
    }
    nv_tileaa.return
  }
}
