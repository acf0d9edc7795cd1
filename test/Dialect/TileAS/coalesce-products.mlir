// RUN: tile-opt %s --split-input-file --tileas-coalesce | FileCheck %s

// Attention's KV loop: neither product keeps its accumulator in tensor-core
// fragments (the scores are new in every iteration, the output is rescaled
// before it is multiplied into), so the lowering moves both accumulators
// between layouts in every iteration and either may compute in any blocked
// layout. They take the one with 16-byte runs of their f16 operands along
// N, and the rest follows without a conversion: the row maxima and sums
// reduce in it (into its slice, carried by the loop as [64, 1] tiles in
// it), the broadcasts and the rescaling run in it, the loop carries the
// output in it, and the store after the loop has its runs of 8 f16.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#r = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#v = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[L:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[S:.*]] = #nv_tileas.slice<{dim = 1, parent = #[[L]]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @attention
  nv_tileaa.func @attention(%q: !llvm.ptr, %k: !llvm.ptr, %o: !llvm.ptr, %n: i32, %scale: f32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %mq = nv_tileaa.make_memref %q, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mk = nv_tileaa.make_memref %k, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mo = nv_tileaa.make_memref %o, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vq = nv_tileaa.make_tiled_view %mq : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %zero1 = arith.constant dense<0.0> : tensor<64x1xf32, #r>
    %ninf1 = arith.constant dense<0xFF800000> : tensor<64x1xf32, #r>
    %s1 = nv_tileaa.splat %scale : tensor<64x1xf32, #r>
    %x, %t0 = nv_tileaa.tiled_load %vq[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
    // CHECK: %[[R:.*]]:3 = nv_tileaa.for {{.*}} : tensor<64x64xf32, #[[L]]>, tensor<64x1xf32, #[[L]]>, tensor<64x1xf32, #[[L]]>)
    %r:3 = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero, %zero1, %ninf1 : tensor<64x64xf32, #d>, tensor<64x1xf32, #r>, tensor<64x1xf32, #r>) : i32 -> tensor<64x64xf32, #d>, tensor<64x1xf32, #r>, tensor<64x1xf32, #r> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #d>, %l: tensor<64x1xf32, #r>, %m: tensor<64x1xf32, #r>):
      %y, %t1 = nv_tileaa.tiled_load %vk[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      // CHECK: nv_tileaa.dot {{.*}} : tensor<64x64xf16, #{{.*}}>, tensor<64x64xf16, #{{.*}}>, tensor<64x64xf32, #[[L]]>
      %sc = nv_tileaa.dot %x, %y, %zero : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      // CHECK: nv_tileaa.reduce %{{.*}} : tensor<64x64xf32, #[[L]]> -> tensor<64xf32, #[[S]]>
      %mx = nv_tileaa.reduce %sc : tensor<64x64xf32, #d> -> tensor<64xf32, #v> {
      ^bb0(%a: f32, %b: f32):
        %mab = nv_tileaa.maxf %a, %b : f32
        nv_tileaa.yield %mab : f32
      } {dim = 1 : i32, identities = [0xFF800000 : f32]}
      %mx1 = nv_tileaa.expand_dims %mx {axis = 1 : i32} : tensor<64xf32, #v> -> tensor<64x1xf32, #r>
      %mxs = nv_tileaa.mulf %mx1, %s1 : tensor<64x1xf32, #r>
      %mn = nv_tileaa.maxf %m, %mxs : tensor<64x1xf32, #r>
      %mb = nv_tileaa.broadcast %mn : tensor<64x1xf32, #r> -> tensor<64x64xf32, #d>
      %sm = nv_tileaa.subf %sc, %mb : tensor<64x64xf32, #d>
      %pr = nv_tileaa.exp2 %sm : tensor<64x64xf32, #d>
      %rs = nv_tileaa.reduce %pr : tensor<64x64xf32, #d> -> tensor<64xf32, #v> {
      ^bb0(%a: f32, %b: f32):
        %ab = nv_tileaa.addf %a, %b : f32
        nv_tileaa.yield %ab : f32
      } {dim = 1 : i32, identities = [0.000000e+00 : f32]}
      %rs1 = nv_tileaa.expand_dims %rs {axis = 1 : i32} : tensor<64xf32, #v> -> tensor<64x1xf32, #r>
      %dm = nv_tileaa.subf %m, %mn : tensor<64x1xf32, #r>
      %alpha = nv_tileaa.exp2 %dm : tensor<64x1xf32, #r>
      %ln = nv_tileaa.fma %l, %alpha, %rs1 : tensor<64x1xf32, #r>
      %ab = nv_tileaa.broadcast %alpha : tensor<64x1xf32, #r> -> tensor<64x64xf32, #d>
      // CHECK: nv_tileaa.mulf %{{.*}}, %{{.*}} : tensor<64x64xf32, #[[L]]>
      %scaled = nv_tileaa.mulf %acc, %ab : tensor<64x64xf32, #d>
      %ph = nv_tileaa.ftof %pr : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
      // CHECK: nv_tileaa.dot {{.*}} : tensor<64x64xf16, #{{.*}}>, tensor<64x64xf16, #{{.*}}>, tensor<64x64xf32, #[[L]]>
      %od = nv_tileaa.dot %ph, %y, %scaled : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %od, %ln, %mn : tensor<64x64xf32, #d>, tensor<64x1xf32, #r>, tensor<64x1xf32, #r>
    }
    %lb = nv_tileaa.broadcast %r#1 : tensor<64x1xf32, #r> -> tensor<64x64xf32, #d>
    %out = nv_tileaa.divf %r#0, %lb : tensor<64x64xf32, #d>
    %oh = nv_tileaa.ftof %out : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store %{{.*}} : tensor<64x64xf16, #[[L]]>
    %st = nv_tileaa.tiled_store %oh, %vo[%p, %c0] token %t0 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #d>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A row index tile made [64, 1] for a mask meets a tile whose runs lie along
// the rows' other dimension: no 1-D blocked layout holds the indices where
// [64, 1] tiles of that layout hold them, its slice along the new
// dimension does, so the indices are computed again in the slice (causal
// attention's mask of the diagonal block).
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#r = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#v = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[L:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[S:.*]] = #nv_tileas.slice<{dim = 1, parent = #[[L]]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @row_mask
  nv_tileaa.func @row_mask(%a: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf16, #d>
    // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<64x64xf16, #[[L]]>
    %x, %t1 = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.make_range {{.*}} : tensor<64xi32, #[[S]]>
    // CHECK: nv_tileaa.expand_dims %{{.*}} {axis = 1 : i32} : tensor<64xi32, #[[S]]> -> tensor<64x1xi32, #[[L]]>
    %range = nv_tileaa.make_range {end = 64 : i64, start = 0 : i64} : tensor<64xi32, #v>
    %off = nv_tileaa.splat %p : tensor<64xi32, #v>
    %rows = nv_tileaa.addi %range, %off : tensor<64xi32, #v>
    %rows1 = nv_tileaa.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #v> -> tensor<64x1xi32, #r>
    %rowsb = nv_tileaa.broadcast %rows1 : tensor<64x1xi32, #r> -> tensor<64x64xi32, #d>
    %lim = nv_tileaa.splat %n : tensor<64x64xi32, #d>
    %in = nv_tileaa.cmpi %rowsb, %lim {comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>} : tensor<64x64xi32, #d> -> tensor<64x64xi1, #d>
    %y = nv_tileaa.select %in, %x, %zero : tensor<64x64xi1, #d>, tensor<64x64xf16, #d>
    // CHECK-NOT: convert_layout
    // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<64x64xf16, #[[L]]>
    %s = nv_tileaa.tiled_store %y, %va[%p, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf16, #d>, <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----
// A product in a loop whose result feeds an op that takes no other layout
// (an extract) keeps its own layout: the conversion its layout would leave
// in front of the extract is blamed on the product, which the next trial
// leaves alone, and the operand loads keep their runs.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#e = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[D:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[V:.*]] = #nv_tileas.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: nv_tileaa.func @product_feeds_extract
  nv_tileaa.func @product_feeds_extract(%a: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %mc = nv_tileaa.make_memref %c, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vc = nv_tileaa.make_tiled_view %mc : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%t : !nv_tileaa.mem_token) : i32 -> !nv_tileaa.mem_token {
    ^bb0(%i: i32, %tok: !nv_tileaa.mem_token):
      // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<64x64xf16, #[[V]]>
      %x, %t1 = nv_tileaa.tiled_load %va[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      // CHECK: nv_tileaa.dot {{.*}}, tensor<64x64xf32, #[[D]]>
      %s = nv_tileaa.dot %x, %x, %zero : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      // CHECK-NOT: convert_layout
      // CHECK: nv_tileaa.extract
      %e = nv_tileaa.extract %s[%c0, %c0] : tensor<64x64xf32, #d>, i32, i32 -> tensor<32x32xf32, #e>
      // CHECK-NOT: convert_layout
      // CHECK: nv_tileaa.tiled_store {{.*}} : tensor<32x32xf32, #{{.*}}>
      %st = nv_tileaa.tiled_store %e, %vc[%i, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x32xf32, #e>, <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
      nv_tileaa.continue %st : !nv_tileaa.mem_token
    }
    nv_tileaa.return
  }
}
