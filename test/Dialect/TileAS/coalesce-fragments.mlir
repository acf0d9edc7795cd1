// RUN: tile-opt %s --split-input-file --tileas-coalesce | FileCheck %s
// Conversions around a product kept in mma.sync fragments (what
// tileas-accelerate-matmul leaves) move down as the loads' do: an online
// softmax's row maximum reduces in the fragment layout into its slice, the
// slice expands and broadcasts back into the fragments, and the loop
// carries the output accumulator and the row maxima in the fragment layout,
// so no conversion is left in the loop; the one after it remains for the
// store.

#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#d1 = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#dc = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK: #[[MMA:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK: #[[ROWS:.*]] = #nv_tileas.slice<{dim = 1, parent = #[[MMA]]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @online_softmax
  nv_tileaa.func @online_softmax(%q: tensor<64x64xf16, #d>, %v: tensor<64x64xf16, #d>, %n: i32) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %ninf = arith.constant dense<0xFF800000> : tensor<64x1xf32, #dc>
    // CHECK: nv_tileaa.for {{.*}} : tensor<64x64xf32, #[[MMA]]>, tensor<64x1xf32, #[[MMA]]>) : i32 -> tensor<64x64xf32, #[[MMA]]>, tensor<64x1xf32, #[[MMA]]>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.dot {{.*}}, tensor<64x64xf32, #[[MMA]]>{{$}}
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.reduce {{.*}} : tensor<64x64xf32, #[[MMA]]> -> tensor<64xf32, #[[ROWS]]>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.expand_dims {{.*}} : tensor<64xf32, #[[ROWS]]> -> tensor<64x1xf32, #[[MMA]]>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.broadcast {{.*}} : tensor<64x1xf32, #[[MMA]]> -> tensor<64x64xf32, #[[MMA]]>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.dot {{.*}}, tensor<64x64xf32, #[[MMA]]>{{$}}
    // CHECK-NEXT: nv_tileaa.continue {{.*}} : tensor<64x64xf32, #[[MMA]]>, tensor<64x1xf32, #[[MMA]]>
    // CHECK: nv_tileas.convert_layout {{.*}} : tensor<64x64xf32, #[[MMA]]> -> tensor<64x64xf32, #{{.*}}>
    // CHECK-NOT: nv_tileas.convert_layout
    // CHECK: nv_tileaa.return
    %out:2 = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero, %ninf : tensor<64x64xf32, #d>, tensor<64x1xf32, #dc>) : i32 -> tensor<64x64xf32, #d>, tensor<64x1xf32, #dc> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #d>, %m: tensor<64x1xf32, #dc>):
      %z = nv_tileas.convert_layout %zero : tensor<64x64xf32, #d> -> tensor<64x64xf32, #mma>
      %s0 = nv_tileaa.dot %q, %v, %z {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #mma>
      %s = nv_tileas.convert_layout %s0 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #d>
      %r = nv_tileaa.reduce %s : tensor<64x64xf32, #d> -> tensor<64xf32, #d1> {
      ^bb0(%e0: f32, %e1: f32):
        %mx = nv_tileaa.maxf %e0, %e1 : f32
        nv_tileaa.yield %mx : f32
      } {dim = 1 : i32, identities = [0xFF800000 : f32]}
      %e = nv_tileaa.expand_dims %r {axis = 1 : i32} : tensor<64xf32, #d1> -> tensor<64x1xf32, #dc>
      %mn = nv_tileaa.maxf %m, %e : tensor<64x1xf32, #dc>
      %b = nv_tileaa.broadcast %mn : tensor<64x1xf32, #dc> -> tensor<64x64xf32, #d>
      %x = nv_tileaa.subf %s, %b : tensor<64x64xf32, #d>
      %pe = nv_tileaa.exp2 %x : tensor<64x64xf32, #d>
      %ph = nv_tileaa.ftof %pe : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
      %dm = nv_tileaa.subf %m, %mn : tensor<64x1xf32, #dc>
      %alpha = nv_tileaa.exp2 %dm : tensor<64x1xf32, #dc>
      %ab = nv_tileaa.broadcast %alpha : tensor<64x1xf32, #dc> -> tensor<64x64xf32, #d>
      %os = nv_tileaa.mulf %o, %ab : tensor<64x64xf32, #d>
      %oa = nv_tileas.convert_layout %os : tensor<64x64xf32, #d> -> tensor<64x64xf32, #mma>
      %o1 = nv_tileaa.dot %ph, %v, %oa {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #mma>
      %o2 = nv_tileas.convert_layout %o1 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #d>
      nv_tileaa.continue %o2, %mn : tensor<64x64xf32, #d>, tensor<64x1xf32, #dc>
    }
    nv_tileaa.return %out#0 : tensor<64x64xf32, #d>
  }
}


// -----
// The output, kept in fragments, is reshaped to [1, 64, 64], rounded to
// f16 and stored: it is rounded in the fragments, converted once into
// 16-byte runs in the layout whose warps hold the fragments' 16-row bands
// (so the exchange stays within each warp), and reshaped and stored as it
// is.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#d3 = #nv_tileas.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 2, 2], order = [2, 1, 0]}>
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK-DAG: #[[BANDS:.*]] = #nv_tileas.blocked<{sizePerThread = [4, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[BANDS3:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 4, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[FRAG:.*]] = #nv_tileas.mma_sync
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @store_fragments
  // CHECK: nv_tileaa.ftof {{.*}} : tensor<64x64xf32, #[[FRAG]]> to tensor<64x64xf16, #[[FRAG]]>
  // CHECK-NEXT: nv_tileas.convert_layout {{.*}} : tensor<64x64xf16, #[[FRAG]]> -> tensor<64x64xf16, #[[BANDS]]>
  // CHECK-NEXT: nv_tileaa.view {{.*}} : tensor<64x64xf16, #[[BANDS]]> -> tensor<1x64x64xf16, #[[BANDS3]]>
  // CHECK-NOT: nv_tileas.convert_layout
  // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<1x64x64xf16, #[[BANDS3]]>
  nv_tileaa.func @store_fragments(%o: !llvm.ptr, %x: tensor<64x64xf32, #mma>, %b: i32, %m: i32, %s: i32, %t: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mo = nv_tileaa.make_memref %o, shape[%b, %m, %m], strides[%t, %s] : <f16, [?, ?, ?], [?, ?, 1]> shape_types(i32, i32, i32) stride_types(i32, i32)
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [1, 64, 64], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>
    %c0 = arith.constant 0 : i32
    %y = nv_tileas.convert_layout %x : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #d>
    %v = nv_tileaa.view %y : tensor<64x64xf32, #d> -> tensor<1x64x64xf32, #d3>
    %h = nv_tileaa.ftof %v : tensor<1x64x64xf32, #d3> to tensor<1x64x64xf16, #d3>
    %st = nv_tileaa.tiled_store %h, %vo[%c0, %c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<1x64x64xf16, #d3>, <"partition", [1, 64, 64], <f16, [?, ?, ?], [?, ?, 1]>, {dim_map = array<i64: 0, 1, 2>}>, i32, i32, i32
    nv_tileaa.return
  }
}

// -----
// A conversion into wgmma's operand-A layout (dot_op, an lhs wgmma reads
// from registers) stays in front of the product, while the one out of
// the scores' fragments moves down through the elementwise ops to meet
// it: what is left converts between two layouts that hold the same
// elements, which moves nothing.
// CHECK-DAG: #[[WGF:.*]] = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
// CHECK-DAG: #[[OPA:.*]] = #nv_tileas.dot_op<{opIdx = 0, parent = #[[WGF]], kWidth = 2}>
// CHECK-LABEL: nv_tileaa.func @register_operand
// CHECK: nv_tileaa.exp2 %{{.*}} : tensor<64x64xf32, #[[WGF]]>
// CHECK-NEXT: %[[P:.*]] = nv_tileaa.ftof %{{.*}} : tensor<64x64xf32, #[[WGF]]> to tensor<64x64xf16, #[[WGF]]>
// CHECK-NEXT: %[[PA:.*]] = nv_tileas.convert_layout %[[P]] : tensor<64x64xf16, #[[WGF]]> -> tensor<64x64xf16, #[[OPA]]>
// CHECK-NEXT: nv_tileaa.dot %[[PA]], %arg2
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #wg, kWidth = 2}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @register_operand(%q: tensor<64x64xf16, #d>, %k: tensor<64x64xf16, #d>, %v: tensor<64x64xf16, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #wg>
    %sb = nv_tileas.convert_layout %s : tensor<64x64xf32, #wg> -> tensor<64x64xf32, #d>
    %e = nv_tileaa.exp2 %sb : tensor<64x64xf32, #d>
    %p = nv_tileaa.ftof %e : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
    %pa = nv_tileas.convert_layout %p : tensor<64x64xf16, #d> -> tensor<64x64xf16, #a>
    %o = nv_tileaa.dot %pa, %v, %zero {input_precision = "tf32"} : tensor<64x64xf16, #a>, tensor<64x64xf16, #d>, tensor<64x64xf32, #wg>
    %ob = nv_tileas.convert_layout %o : tensor<64x64xf32, #wg> -> tensor<64x64xf32, #d>
    nv_tileaa.return %ob : tensor<64x64xf32, #d>
  }
}

// -----
// A load whose tile converts into wgmma's operand-A layout (a loop-invariant
// lhs read from registers) still takes its 16-byte runs: the conversion is
// the product's, as those from and to accumulator fragments are, and not
// blamed on the load.
// CHECK-DAG: #[[RUNS:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[OPQ:.*]] = #nv_tileas.dot_op<{opIdx = 0, parent = #{{.*}}, kWidth = 2}>
// CHECK-LABEL: nv_tileaa.func @load_into_operand
// CHECK: %[[Q:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<64x64xf16, #[[RUNS]]>
// CHECK-NEXT: nv_tileas.convert_layout %[[Q]] : tensor<64x64xf16, #[[RUNS]]> -> tensor<64x64xf16, #[[OPQ]]>
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#wg = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
#a = #nv_tileas.dot_op<{opIdx = 0, parent = #wg, kWidth = 2}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @load_into_operand(%pq: !llvm.ptr, %k: tensor<64x64xf16, #d>, %n: i32) -> tensor<64x64xf32, #wg> attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #wg>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %q16 = nv_tileaa.assume #cuda_tile.div_by<16>, %pq : !llvm.ptr
    %mq = nv_tileaa.make_memref %q16, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %q, %tq = nv_tileaa.tiled_load %vq[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
    %qa = nv_tileas.convert_layout %q : tensor<64x64xf16, #d> -> tensor<64x64xf16, #a>
    %s = nv_tileaa.dot %qa, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #a>, tensor<64x64xf16, #d>, tensor<64x64xf32, #wg>
    nv_tileaa.return %s : tensor<64x64xf32, #wg>
  }
}

// -----
// A conversion into an mma_sync layout in front of a product's lhs stays
// too: mma.sync reads the lhs from registers in that layout.
// CHECK-DAG: #[[MMAQ:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK-LABEL: nv_tileaa.func @operand_into_mma
// CHECK: %[[QM:.*]] = nv_tileas.convert_layout %arg0 : tensor<64x64xf16, #{{.*}}> -> tensor<64x64xf16, #[[MMAQ]]>
// CHECK-NEXT: nv_tileaa.dot %[[QM]], %arg1
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#mma = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @operand_into_mma(%q: tensor<64x64xf16, #d>, %k: tensor<64x64xf16, #d>) -> tensor<64x64xf32, #mma> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
    %qm = nv_tileas.convert_layout %q : tensor<64x64xf16, #d> -> tensor<64x64xf16, #mma>
    %s = nv_tileaa.dot %qm, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #mma>, tensor<64x64xf16, #d>, tensor<64x64xf32, #mma>
    nv_tileaa.return %s : tensor<64x64xf32, #mma>
  }
}
