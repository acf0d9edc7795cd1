// RUN: tile-opt %s --split-input-file --tileas-prefetch-products | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-prefetch-products --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-opt %s --split-input-file --tileas-prefetch-products=compute-capability=80 | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s --split-input-file --tileas-prefetch-products --tileas-pipeline | FileCheck %s --check-prefix=PIPE
// RUN: tile-opt %s --split-input-file --tileas-prefetch-products --tileas-pipeline --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE-REMARK
// RUN: tile-opt %s --split-input-file --tileas-prefetch-products --tileas-pipeline=num-stages=2 | FileCheck %s --check-prefix=PIPE2
// RUN: tile-opt %s --split-input-file --tileas-prefetch-products --tileas-pipeline --tileas-pipeline-no-deferred-waits --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODEFER
// RUN: tile-opt %s --split-input-file --tileas-prefetch-products --tileas-pipeline=tma=always --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODEFER

#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #wg, kWidth = 2}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  // Attention's KV loop: S = Q K^T, with K loaded at the induction variable
  // (its column index computed in the body), onto zeros, then P V. S is
  // computed for the first iteration before the loop, and for iteration
  // i + 1 at the top of iteration i, left in flight (wgmma_pending = 1);
  // the loop carries it, and what used S uses the carried value. P V stays
  // where it is: its wait retires S's group.
  // CHECK-LABEL: nv_tileaa.func @attention
  // CHECK: %[[C0:.*]] = arith.constant 0 : i32
  // CHECK: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00>
  // CHECK: %[[Q:.*]], %{{.*}} = nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %[[C0]]]
  // CHECK: %[[COL0:.*]] = nv_tileaa.muli %[[C0]], %[[C1]] : i32
  // CHECK-NEXT: %[[K0:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VK:.*]][%[[C0]], %[[COL0]]]
  // CHECK-NEXT: %[[S0:.*]] = nv_tileaa.dot %[[Q]], %[[K0]], %[[ZERO]] {input_precision = "tf32"}
  // CHECK-NOT: wgmma_pending
  // CHECK-NEXT: %{{.*}}:2 = nv_tileaa.for %[[C0]] to %{{.*}} step %[[C1]] iter_values(%[[ZERO]], %[[S0]] : tensor<64x64xf32, #{{.*}}>, tensor<64x64xf32, #{{.*}}>)
  // CHECK-NEXT: ^bb0(%[[I:.*]]: i32, %[[O:.*]]: tensor<64x64xf32, #{{.*}}>, %[[S:.*]]: tensor<64x64xf32, #{{.*}}>):
  // CHECK-NEXT: %[[NEXT_I:.*]] = nv_tileaa.addi %[[I]], %[[C1]] : i32
  // CHECK-NEXT: %[[COL:.*]] = nv_tileaa.muli %[[NEXT_I]], %[[C1]] : i32
  // CHECK-NEXT: %[[K:.*]], %{{.*}} = nv_tileaa.tiled_load %[[VK]][%[[C0]], %[[COL]]]
  // CHECK-NEXT: %[[NEXT:.*]] = nv_tileaa.dot %[[Q]], %[[K]], %[[ZERO]] {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32}
  // CHECK-NOT: nv_tileaa.tiled_load %[[VK]]
  // CHECK: %[[P:.*]] = nv_tileaa.ftof %[[S]]
  // CHECK: %[[PA:.*]] = nv_tileas.convert_layout %[[P]]
  // CHECK: %[[D:.*]] = nv_tileaa.dot %[[PA]], %{{.*}}, %[[O]] {input_precision = "tf32"} :
  // CHECK-NEXT: nv_tileaa.continue %[[D]], %[[NEXT]] : tensor<64x64xf32, #{{.*}}>, tensor<64x64xf32, #{{.*}}>
  // REMARK: remark: [Passed] PrefetchProducts | Category:pipeline | Function=attention | Remark="the product is issued one iteration ahead, so that wgmma computes it while the iteration before uses its result; the loop carries it"
  // tileas-pipeline then copies the moved load into its stages like any
  // other. The first S reads Q's tile and K's first block from the last
  // stage (the loop's copies reach it in its second iteration), copied
  // there ahead of the prologue's copies; it moves to just before the loop,
  // waits for that copy only (2 groups committed after it stay in flight),
  // and a second wait keeps every thread out of the loop until all are done
  // with the stage. Its register load is gone. The loop carries a product
  // issued ahead, so tileas-unroll-prefetched-products will run it two
  // iterations a trip: its products' groups may stay in flight until the
  // next iteration first reads their results (P V gets wgmma_pending too),
  // and the copies run 2 iterations ahead instead of 3, leaving the stages
  // those products read alone.
  // PIPE-REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=attention | Remark="the tiles of iteration i + 2 are copied (cp.async) while iteration i multiplies, through 4 shared-memory stages of 16384 bytes, which wgmma reads through descriptors, its groups waited for where the next iteration first reads the results
  // Without deferred waits (the tools' --tileas-pipeline-no-deferred-waits)
  // or with TMA copies (each thread releases a stage after the body's last
  // product, which must then be complete), the copies run 3 iterations
  // ahead and every group is retired within its iteration.
  // NODEFER: remark: [Passed] Pipeline | Category:pipeline | Function=attention | Remark="the tiles of iteration i + 3 are copied ({{cp.async|TMA.*}}) while iteration i multiplies, through 4 shared-memory stages of 16384 bytes, which wgmma reads through descriptors;
  // PIPE-LABEL: nv_tileaa.func @attention
  // PIPE: %[[QT:.*]] = nv_tileas.local_alloc %{{.*}} -> !nv_tileas.smem<64x64xf16
  // PIPE: %[[QR:.*]] = nv_tileas.local_load %[[QT]]
  // PIPE: %[[BK:.*]] = nv_tileas.local_alloc -> !nv_tileas.smem<4x64x64xf16
  // PIPE: %[[LAST:.*]] = nv_tileas.memdesc_index %[[BK]][%c3_i32]
  // PIPE-NEXT: nv_tileas.async_tiled_load %{{.*}}, %[[LAST]] :
  // PIPE-NEXT: nv_tileas.async_commit_group
  // PIPE-COUNT-2: nv_tileas.async_commit_group
  // PIPE-NEXT: nv_tileas.async_wait {pending = 2 : i32}
  // PIPE-NEXT: %[[K0:.*]] = nv_tileas.local_load %[[LAST]]
  // PIPE-NEXT: %[[S0:.*]] = nv_tileaa.dot %[[QR]], %[[K0]], %{{.*}} {input_precision = "tf32"}
  // PIPE-NEXT: nv_tileas.async_wait {pending = 2 : i32}
  // PIPE-NEXT: nv_tileaa.for {{.*}} iter_values(%{{.*}}, %[[S0]] :
  // PIPE: nv_tileas.async_wait {pending = 1 : i32}
  // PIPE: nv_tileaa.dot %[[QR]], %{{.*}}, %{{.*}} {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32}
  // PIPE: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32} :
  // With 2 stages the same.
  // PIPE2-LABEL: nv_tileaa.func @attention
  // PIPE2: nv_tileaa.for
  // PIPE2: nv_tileas.async_wait {pending = 0 : i32}
  // PIPE2: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {input_precision = "tf32", nv_tileas.wgmma_pending = 1 : i32}
  // PIPE2: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {input_precision = "tf32"} :
  // On sm_80 the products run on mma.sync, which the issuing warp waits
  // for: nothing moves.
  // SM80-LABEL: nv_tileaa.func @attention
  // SM80-NOT: wgmma_pending
  // SM80: nv_tileaa.for %{{.*}} iter_values(%{{.*}} : tensor<64x64xf32, #{{.*}}>)
  nv_tileaa.func @attention(%pq0: !llvm.ptr, %pk0: !llvm.ptr, %pv0: !llvm.ptr, %n0: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %pq = nv_tileaa.assume #cuda_tile.div_by<16>, %pq0 : !llvm.ptr
    %pk = nv_tileaa.assume #cuda_tile.div_by<16>, %pk0 : !llvm.ptr
    %pv = nv_tileaa.assume #cuda_tile.div_by<16>, %pv0 : !llvm.ptr
    %n = nv_tileaa.assume #cuda_tile.div_by<16>, %n0 : i32
    %mq = nv_tileaa.make_memref %pq, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %pk, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mv = nv_tileaa.make_memref %pv, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %vv = nv_tileaa.make_tiled_view %mv : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %q, %q_tok = nv_tileaa.tiled_load %vq[%row, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
    %kt = nv_tileaa.divi %n, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #wg>) : i32 -> tensor<64x64xf32, #wg> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #wg>):
      %col = nv_tileaa.muli %i, %c1 : i32
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #wg>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #wg> to tensor<64x64xf16, #wg>
      %pa = nv_tileas.convert_layout %p : tensor<64x64xf16, #wg> -> tensor<64x64xf16, #a>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
      %d = nv_tileaa.dot %pa, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #a>, tensor<64x64xf16, #q>, tensor<64x64xf32, #wg>
      nv_tileaa.continue %d : tensor<64x64xf32, #wg>
    }
    nv_tileaa.return
  }

  // The same loop without P V: no later product would retire S's group, so
  // S stays where it is (and makes no remark).
  // CHECK-LABEL: nv_tileaa.func @scores_only
  // CHECK-NOT: wgmma_pending
  // CHECK: nv_tileaa.for %{{.*}} iter_values(%{{.*}} : tensor<64x1xf32, #{{.*}}>)
  // CHECK: nv_tileaa.return
  nv_tileaa.func @scores_only(%pq: !llvm.ptr, %pk: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %m0 = arith.constant dense<0.0> : tensor<64x1xf32, #wg>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mq = nv_tileaa.make_memref %pq, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %pk, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %q, %q_tok = nv_tileaa.tiled_load %vq[%row, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
    %kt = nv_tileaa.divi %n, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%m0 : tensor<64x1xf32, #wg>) : i32 -> tensor<64x1xf32, #wg> {
    ^bb0(%i: i32, %m: tensor<64x1xf32, #wg>):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #wg>
      %x = nv_tileaa.reduce %s : tensor<64x64xf32, #wg> -> tensor<64xf32, #nv_tileas.slice<{dim = 1, parent = #wg}>> {
      ^bb0(%a0: f32, %a1: f32):
        %mx = nv_tileaa.maxf %a0, %a1 : f32
        nv_tileaa.yield %mx : f32
      } {dim = 1 : i32, identities = [0xFF800000 : f32]}
      %xe = nv_tileaa.expand_dims %x {axis = 1 : i32} : tensor<64xf32, #nv_tileas.slice<{dim = 1, parent = #wg}>> -> tensor<64x1xf32, #wg>
      %mn = nv_tileaa.maxf %m, %xe : tensor<64x1xf32, #wg>
      nv_tileaa.continue %mn : tensor<64x1xf32, #wg>
    }
    nv_tileaa.return
  }
}

// -----

#q = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#kt = #nv_tileas.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #wg, kWidth = 2}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // K's load is ordered after a store of the loop (its token comes from
  // the iteration): issuing it an iteration earlier would read before that
  // store, so S stays.
  // CHECK-LABEL: nv_tileaa.func @ordered_load
  // CHECK-NOT: wgmma_pending
  // REMARK: remark: [Missed] PrefetchProducts | Category:pipeline | Function=ordered_load | Reason="an operand's load is ordered by a token of the loop", Remark="the product is issued in its own iteration"
  nv_tileaa.func @ordered_load(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mq = nv_tileaa.make_memref %pq, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %pk, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mv = nv_tileaa.make_memref %pv, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %vv = nv_tileaa.make_tiled_view %mv : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %q, %q_tok = nv_tileaa.tiled_load %vq[%row, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
    %kt = nv_tileaa.divi %n, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r:2 = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero, %t : tensor<64x64xf32, #wg>, !nv_tileaa.mem_token) : i32 -> tensor<64x64xf32, #wg>, !nv_tileaa.mem_token {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #wg>, %tok: !nv_tileaa.mem_token):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #wg>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #wg> to tensor<64x64xf16, #wg>
      %pa = nv_tileas.convert_layout %p : tensor<64x64xf16, #wg> -> tensor<64x64xf16, #a>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
      %d = nv_tileaa.dot %pa, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #a>, tensor<64x64xf16, #q>, tensor<64x64xf32, #wg>
      %st = nv_tileaa.tiled_store %v, %vv[%i, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #q>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
      nv_tileaa.continue %d, %st : tensor<64x64xf32, #wg>, !nv_tileaa.mem_token
    }
    nv_tileaa.return
  }

  // K's tile is used beside the product (stored back): moving its load
  // would leave that use behind.
  // CHECK-LABEL: nv_tileaa.func @tile_used_twice
  // CHECK-NOT: wgmma_pending
  // REMARK: remark: [Missed] PrefetchProducts | Category:pipeline | Function=tile_used_twice | Reason="an operand's tile is used beside the product", Remark="the product is issued in its own iteration"
  nv_tileaa.func @tile_used_twice(%pq: !llvm.ptr, %pk: !llvm.ptr, %pv: !llvm.ptr, %n: i32, %row: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mq = nv_tileaa.make_memref %pq, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %pk, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mv = nv_tileaa.make_memref %pv, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>
    %vv = nv_tileaa.make_tiled_view %mv : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %q, %q_tok = nv_tileaa.tiled_load %vq[%row, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
    %kt = nv_tileaa.divi %n, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #wg>) : i32 -> tensor<64x64xf32, #wg> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #wg>):
      %k, %k_tok = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32 -> tensor<64x64xf16, #kt>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #q>, tensor<64x64xf16, #kt>, tensor<64x64xf32, #wg>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #wg> to tensor<64x64xf16, #wg>
      %pa = nv_tileas.convert_layout %p : tensor<64x64xf16, #wg> -> tensor<64x64xf16, #a>
      %v, %v_tok = nv_tileaa.tiled_load %vv[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #q>
      %d = nv_tileaa.dot %pa, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #a>, tensor<64x64xf16, #q>, tensor<64x64xf32, #wg>
      %st = nv_tileaa.tiled_store %k, %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #kt>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 1, 0>}>, i32, i32
      nv_tileaa.continue %d : tensor<64x64xf32, #wg>
    }
    nv_tileaa.return
  }
}

// -----

#a16 = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  // A K loop: its products chain on the carried accumulator (the loop
  // carries it already: tileas-pipeline leaves its group in flight), so
  // neither moves.
  // CHECK-LABEL: nv_tileaa.func @k_loop
  // CHECK-NOT: wgmma_pending
  // CHECK: nv_tileaa.for %{{.*}} iter_values(%{{.*}} : tensor<64x64xf32, #{{.*}}>)
  nv_tileaa.func @k_loop(%pa: !llvm.ptr, %pb: !llvm.ptr, %k: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %pa, shape[%c64, %k], strides[%k] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %pb, shape[%k, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %kt = nv_tileaa.divi %k, %c64 {rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<signed>} : i32
    %r = nv_tileaa.for %c0 to %kt step %c1 iter_values(%zero : tensor<64x64xf32, #wg>) : i32 -> tensor<64x64xf32, #wg> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #wg>):
      %x, %x_tok = nv_tileaa.tiled_load %va[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #a16>
      %y, %y_tok = nv_tileaa.tiled_load %vb[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #a16>
      %d = nv_tileaa.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf16, #a16>, tensor<64x64xf16, #a16>, tensor<64x64xf32, #wg>
      nv_tileaa.continue %d : tensor<64x64xf32, #wg>
    }
    nv_tileaa.return
  }
}
