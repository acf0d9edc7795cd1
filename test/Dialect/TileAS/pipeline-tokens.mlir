// RUN: tile-opt %s --split-input-file --tileas-pipeline | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-pipeline --remarks-filter=pipeline --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// Loads whose memory tokens order them: a K loop's loads may be copied
// iterations ahead when their tokens order them after weak reads only;
// what their tokens order after them is then ordered after what they were
// ordered after, and runs after their copies completed (the waits).
#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // Split-K: the loads take a fresh token, and their tokens join the
  // loop-carried tokens that the release of the lock after the loop is
  // ordered after. The loads pipeline; the joins take the loads' own
  // (fresh) token, and the wait after the loop completes every copy before
  // the release.
  // CHECK-LABEL: nv_tileaa.func @split_k
  // CHECK: %[[T:.*]] = nv_tileaa.create_mem_token
  // CHECK: nv_tileas.async_tiled_load
  // CHECK: nv_tileas.async_commit_group
  // CHECK: %[[R:.*]]:3 = nv_tileaa.for
  // CHECK-NEXT: ^bb0(%{{.*}}: i32, %{{.*}}: tensor<128x128xf32, #{{.*}}>, %[[IT0:.*]]: !nv_tileaa.mem_token, %[[IT1:.*]]: !nv_tileaa.mem_token):
  // CHECK: nv_tileas.async_wait {pending = 0 : i32}
  // CHECK-NOT: nv_tileaa.tiled_load
  // CHECK: nv_tileas.local_load
  // CHECK: %[[JA:.*]] = nv_tileaa.join_mem_token[%[[IT0]], %[[T]]]
  // CHECK: nv_tileas.local_load
  // CHECK: %[[JB:.*]] = nv_tileaa.join_mem_token[%[[IT1]], %[[T]]]
  // CHECK: nv_tileaa.dot
  // CHECK: nv_tileaa.continue %{{.*}}, %[[JA]], %[[JB]]
  // CHECK: nv_tileas.async_wait {pending = 0 : i32}
  // CHECK: %[[DONE:.*]] = nv_tileaa.join_mem_token[%[[R]]#1, %[[R]]#2]
  // CHECK: nv_tileaa.atomic_rmw %{{.*}} token %[[DONE]]
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=split_k | Remark="the tiles of iteration i + 1 are copied (cp.async) while iteration i multiplies, through 2 shared-memory stages of 16384 bytes, which mma.sync reads through ldmatrix"
  nv_tileaa.func @split_k(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32, %lock: !llvm.ptr) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r:3 = nv_tileaa.for %c0 to %k16 step %c1 iter_values(%zero, %t, %t : tensor<128x128xf32, #c>, !nv_tileaa.mem_token, !nv_tileaa.mem_token) : i32 -> tensor<128x128xf32, #c>, !nv_tileaa.mem_token, !nv_tileaa.mem_token {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>, %it0: !nv_tileaa.mem_token, %it1: !nv_tileaa.mem_token):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
      %ja = nv_tileaa.join_mem_token[%it0, %ta_tok] : !nv_tileaa.mem_token
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
      %jb = nv_tileaa.join_mem_token[%it1, %tb_tok] : !nv_tileaa.mem_token
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d, %ja, %jb : tensor<128x128xf32, #c>, !nv_tileaa.mem_token, !nv_tileaa.mem_token
    }
    %done = nv_tileaa.join_mem_token[%r#1, %r#2] : !nv_tileaa.mem_token
    %old, %unlocked = nv_tileaa.atomic_rmw %lock, %c0 token %done {memory_ordering_semantics = 3 : i32, memory_scope = 1 : i32, mode = 9 : i32} : !llvm.ptr -> i32
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // Each load is ordered after the one before it, through the token the
  // loop carries, and the first after a weak load before the loop: reads
  // after reads only, whose order nothing can observe. The loads pipeline,
  // and the loop carries the token they were ordered after.
  // CHECK-LABEL: nv_tileaa.func @read_chain
  // CHECK: %{{.*}}, %[[WT:.*]] = nv_tileaa.load
  // CHECK: nv_tileas.async_tiled_load
  // CHECK: nv_tileaa.for %{{.*}} iter_values(%{{.*}}, %[[WT]] :
  // CHECK-NEXT: ^bb0(%{{.*}}: i32, %{{.*}}: tensor<128x128xf32, #{{.*}}>, %[[IT:.*]]: !nv_tileaa.mem_token):
  // CHECK-NOT: nv_tileaa.tiled_load
  // CHECK: nv_tileaa.continue %{{.*}}, %[[IT]] :
  // REMARK: remark: [Passed] Pipeline | Category:pipeline | Function=read_chain |
  nv_tileaa.func @read_chain(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32, %flag: !llvm.ptr) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %w, %wt = nv_tileaa.load %flag token %t {memory_ordering_semantics = 0 : i32} : !llvm.ptr -> i32
    %r:2 = nv_tileaa.for %c0 to %k16 step %c1 iter_values(%zero, %wt : tensor<128x128xf32, #c>, !nv_tileaa.mem_token) : i32 -> tensor<128x128xf32, #c>, !nv_tileaa.mem_token {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>, %it: !nv_tileaa.mem_token):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %it {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %ta_tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d, %tb_tok : tensor<128x128xf32, #c>, !nv_tileaa.mem_token
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // The store of each iteration is ordered after its load of A, and the
  // next iteration's load of A after the store (through the token the loop
  // carries): a copy issued an iteration ahead would read before the store
  // it is ordered after, which may write what it reads. Not pipelined.
  // CHECK-LABEL: nv_tileaa.func @store_in_loop
  // CHECK-NOT: nv_tileas.async_tiled_load
  // CHECK: nv_tileaa.tiled_load %{{.*}} token %[[IT:[^ ]*]]
  // CHECK: nv_tileaa.tiled_load
  // CHECK: nv_tileaa.tiled_store
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=store_in_loop | Reason="the load of operand 0: its memory token orders it after the effect of 'nv_tileaa.tiled_store', which a copy issued iterations ahead would not wait for (a pipelined load may be ordered after weak reads only)", Remark="the loads of the loop's products are not pipelined"
  nv_tileaa.func @store_in_loop(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32, %pc: !llvm.ptr) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mc = nv_tileaa.make_memref %pc, shape[%m, %n16], strides[%n16] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [128, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r:2 = nv_tileaa.for %c0 to %k16 step %c1 iter_values(%zero, %t : tensor<128x128xf32, #c>, !nv_tileaa.mem_token) : i32 -> tensor<128x128xf32, #c>, !nv_tileaa.mem_token {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>, %it: !nv_tileaa.mem_token):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %it {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      %st = nv_tileaa.tiled_store %d, %vc[%row, %col] token %ta_tok {memory_ordering_semantics = 0 : i32} : tensor<128x128xf32, #c>, <"partition", [128, 128], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
      nv_tileaa.continue %d, %st : tensor<128x128xf32, #c>, !nv_tileaa.mem_token
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // The load of B is ordered after an acquire before the loop: the copies
  // would not wait for it. Not pipelined.
  // CHECK-LABEL: nv_tileaa.func @after_acquire
  // CHECK-NOT: nv_tileas.async_tiled_load
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=after_acquire | Reason="the load of operand 1: its memory token orders it after the ordered load 'nv_tileaa.load', which a copy issued iterations ahead would not wait for (a pipelined load may be ordered after weak reads only)", Remark="the loads of the loop's products are not pipelined"
  nv_tileaa.func @after_acquire(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32, %flag: !llvm.ptr) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %w, %wt = nv_tileaa.load %flag token %t {memory_ordering_semantics = 2 : i32, memory_scope = 1 : i32} : !llvm.ptr -> i32
    %r = nv_tileaa.for %c0 to %k16 step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %wt {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#c = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // The load of B is ordered after what comes out of a loop the pipeline
  // does not look into (a spin lock's acquire, say). Not pipelined.
  // CHECK-LABEL: nv_tileaa.func @through_loop
  // CHECK-NOT: nv_tileas.async_tiled_load
  // REMARK: remark: [Missed] Pipeline | Category:pipeline | Function=through_loop | Reason="the load of operand 1: its memory token comes out of 'nv_tileaa.loop', which the pipeline does not look into", Remark="the loads of the loop's products are not pipelined"
  nv_tileaa.func @through_loop(%pa: !llvm.ptr, %pb: !llvm.ptr, %m: i32, %n: i32, %k: i32, %row: i32, %col: i32, %flag: !llvm.ptr) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #c>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pa : !llvm.ptr
    %b16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pb : !llvm.ptr
    %n16 = nv_tileaa.assume #cuda_tile.div_by<16>, %n : i32
    %k16 = nv_tileaa.assume #cuda_tile.div_by<16>, %k : i32
    %ma = nv_tileaa.make_memref %a16, shape[%m, %k16], strides[%k16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mb = nv_tileaa.make_memref %b16, shape[%k16, %n16], strides[%n16] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %mb : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %wt = nv_tileaa.loop iter_values(%t : !nv_tileaa.mem_token) -> !nv_tileaa.mem_token {
    ^bb0(%lt: !nv_tileaa.mem_token):
      nv_tileaa.break %lt : !nv_tileaa.mem_token
    }
    %r = nv_tileaa.for %c0 to %k16 step %c1 iter_values(%zero : tensor<128x128xf32, #c>) : i32 -> tensor<128x128xf32, #c> {
    ^bb0(%i: i32, %acc: tensor<128x128xf32, #c>):
      %ta, %ta_tok = nv_tileaa.tiled_load %va[%row, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128, 32], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<128x32xf16, #a>
      %tb, %tb_tok = nv_tileaa.tiled_load %vb[%i, %col] token %wt {memory_ordering_semantics = 0 : i32} : <"partition", [32, 128], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x128xf16, #b>
      %d = nv_tileaa.dot %ta, %tb, %acc {input_precision = "tf32"} : tensor<128x32xf16, #a>, tensor<32x128xf16, #b>, tensor<128x128xf32, #c>
      nv_tileaa.continue %d : tensor<128x128xf32, #c>
    }
    nv_tileaa.return
  }
}
