// RUN: tile-opt %s --split-input-file --tileas-accelerate-matmul | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileas-accelerate-matmul --remarks-filter=layouts --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-opt %s --split-input-file --tileas-accelerate-matmul --tileas-invariant-lhs-in-shared-memory | FileCheck %s --check-prefix=SMEM
// Products on tensor cores get their accumulator and
// result in the fragment layout (mma_sync with warps along M first, or
// wgmma on sm_90a), with conversions from and to the layouts they had
// (tileas-coalesce moves those on); K loops carry the fragments. f32
// products and accumulators the warps cannot share equally keep their
// layouts.

// Attention's scores: 64x64 over 4 warps, one 16-row tile row per warp.
// CHECK: #[[MMA:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK-LABEL: nv_tileaa.func @scores
// CHECK: %[[ACC:.*]] = nv_tileas.convert_layout %{{.*}} : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #[[MMA]]>
// CHECK: %[[S:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %[[ACC]] {{.*}}, tensor<64x64xf32, #[[MMA]]>{{$}}
// CHECK: %[[BACK:.*]] = nv_tileas.convert_layout %[[S]] : tensor<64x64xf32, #[[MMA]]> -> tensor<64x64xf32, #blocked>
// CHECK: nv_tileaa.reduce %[[BACK]]
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#d1 = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @scores(%a: !llvm.ptr, %o: !llvm.ptr, %m: i32, %s: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %mo = nv_tileaa.make_memref %o, shape[%m], strides[] : <f32, [?], [1]> shape_types(i32)
    %vo = nv_tileaa.make_tiled_view %mo : <"partition", [64], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %q, %t1 = nv_tileaa.tiled_load %va[%p, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
    %k, %t2 = nv_tileaa.tiled_load %va[%c0, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
    %sc = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
    %r = nv_tileaa.reduce %sc : tensor<64x64xf32, #d> -> tensor<64xf32, #d1> {
    ^bb0(%e0: f32, %e1: f32):
      %mx = nv_tileaa.maxf %e0, %e1 : f32
      nv_tileaa.yield %mx : f32
    } {dim = 1 : i32, identities = [0xFF800000 : f32]}
    %st = nv_tileaa.tiled_store %r, %vo[%p] token %t {memory_ordering_semantics = 0 : i32} : tensor<64xf32, #d1>, <"partition", [64], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    nv_tileaa.return
  }
}

// -----
// A K loop that carries its accumulator to the product and back carries
// the fragments: the splat converts before the loop, the result after it,
// and nothing converts inside (the K loop form the pipeline takes).
// CHECK-LABEL: nv_tileaa.func @k_loop
// CHECK: %[[INIT:.*]] = nv_tileas.convert_layout %{{.*}} : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #[[MMA:mma[0-9]*]]>
// CHECK: %[[SUM:.*]] = nv_tileaa.for {{.*}} iter_values(%[[INIT]] : tensor<64x64xf32, #[[MMA]]>) : i32 -> tensor<64x64xf32, #[[MMA]]>
// CHECK-NEXT: ^bb0(%{{.*}}: i32, %[[ACC:.*]]: tensor<64x64xf32, #[[MMA]]>):
// CHECK-NOT: convert_layout
// CHECK: %[[NEXT:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %[[ACC]] {{.*}} tensor<64x64xf32, #[[MMA]]>
// CHECK-NEXT: nv_tileaa.continue %[[NEXT]] : tensor<64x64xf32, #[[MMA]]>
// CHECK: nv_tileas.convert_layout %[[SUM]] : tensor<64x64xf32, #[[MMA]]> -> tensor<64x64xf32, #blocked>
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @k_loop(%a: !llvm.ptr, %m: i32, %s: i32, %n: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sum = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #d>):
      %x, %t1 = nv_tileaa.tiled_load %va[%p, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      %y, %t2 = nv_tileaa.tiled_load %va[%i, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      %next = nv_tileaa.dot %x, %y, %acc {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %next : tensor<64x64xf32, #d>
    }
    nv_tileaa.return
  }
}

// -----
// On sm_90a the same product runs on wgmma: its fragments are one
// warpgroup's, an N-tile of 64 columns.
// CHECK: #[[WG:.*]] = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
// CHECK-LABEL: nv_tileaa.func @on_wgmma
// CHECK: nv_tileaa.dot {{.*}}, tensor<64x64xf32, #[[WG]]>{{$}}
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @on_wgmma(%q: tensor<64x64xf16, #d>, %k: tensor<64x64xf16, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sc = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
    nv_tileaa.return %sc : tensor<64x64xf32, #d>
  }
}

// -----
// 128 rows over 4 warps give each warp two tile rows, which the layout
// interleaves (rows 16w and 16w + 64); the lowering follows it. f32
// products stay off tensor cores (only tf32 ones may be truncated), and
// an accumulator whose 16x8 tiles the warps cannot share equally (16x16
// over 4 warps) keeps its layout.
// CHECK: #[[MMAT:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK-LABEL: nv_tileaa.func @tall
// CHECK: nv_tileaa.dot {{.*}}, tensor<128x64xf32, #[[MMAT]]>{{$}}
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=scores | Remark="the product's accumulator stays in the fragments of mma.sync, 4 warps along M and 1 along N; the conversions around it move on"
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=on_wgmma | Remark="the product's accumulator stays in the fragments of wgmma; the conversions around it move on"
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=tall | Remark="the product's accumulator stays in the fragments of mma.sync, 4 warps along M and 1 along N; the conversions around it move on"
// REMARK-NOT: single_precision
// REMARK: remark: [Missed] AccelerateMatmul | Category:layouts | Function=too_small | Reason="the 4 warps cannot share the 16x8 tiles of a 16x16 accumulator equally", Remark="the product's accumulator moves between the blocked layout and mma.sync fragments"
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#e = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#s = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @tall(%q: tensor<128x64xf16, #d>, %k: tensor<64x64xf16, #e>) -> tensor<128x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<128x64xf32, #d>
    %sc = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<128x64xf16, #d>, tensor<64x64xf16, #e>, tensor<128x64xf32, #d>
    nv_tileaa.return %sc : tensor<128x64xf32, #d>
  }
  // CHECK-LABEL: nv_tileaa.func @single_precision
  // CHECK-NOT: mma_sync
  nv_tileaa.func @single_precision(%q: tensor<64x64xf32, #e>, %k: tensor<64x64xf32, #e>) -> tensor<64x64xf32, #e> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #e>
    %sc = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf32, #e>, tensor<64x64xf32, #e>, tensor<64x64xf32, #e>
    nv_tileaa.return %sc : tensor<64x64xf32, #e>
  }
  // CHECK-LABEL: nv_tileaa.func @too_small
  // CHECK-NOT: mma_sync
  nv_tileaa.func @too_small(%q: tensor<16x32xf16, #s>, %k: tensor<32x16xf16, #s>) -> tensor<16x16xf32, #s> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<16x16xf32, #s>
    %sc = nv_tileaa.dot %q, %k, %zero : tensor<16x32xf16, #s>, tensor<32x16xf16, #s>, tensor<16x16xf32, #s>
    nv_tileaa.return %sc : tensor<16x16xf32, #s>
  }
}

// -----
// Every other type mma.sync multiplies: tf32 (m16n8k8; in a K loop the
// warps split M and N evenly, each reading 32 rows of A and 32 columns of
// B per K step where 4 x 1 would read 16 and 64), 8-bit integers
// (m16n8k32, their tile columns in pairs, whose B one ldmatrix loads), f64 (m8n8k4: tiles of 8 rows; 16x32 over 4 warps puts two
// warps along M and two along N, each with two interleaved tile columns)
// and a block-scaled f8 dot_scaled (sm_89 on). K must be whole
// instructions: a tf32 product with K = 4 keeps its layout.
// CHECK-DAG: #[[MP:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8], pairedColumns = true}>
// CHECK-DAG: #[[M8:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [8, 8]}>
// CHECK-DAG: #[[M22:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: nv_tileaa.func @tf32_k_loop
// CHECK: nv_tileaa.for {{.*}} -> tensor<64x64xf32, #[[M22]]>
// CHECK: nv_tileaa.dot {{.*}} : tensor<64x32xtf32, #{{.*}}>, tensor<32x64xtf32, #{{.*}}>, tensor<64x64xf32, #[[M22]]>
// CHECK-LABEL: nv_tileaa.func @i8
// CHECK: nv_tileaa.dot {{.*}}, tensor<64x64xi32, #[[MP]]>{{$}}
// CHECK-LABEL: nv_tileaa.func @f64
// CHECK: nv_tileaa.dot {{.*}}, tensor<16x32xf64, #[[M8]]>{{$}}
// CHECK-LABEL: nv_tileaa.func @scaled
// CHECK: nv_tileaa.dot_scaled {{.*}}, tensor<64x64xf32, #[[MP]]>, tensor<64x2xf8E8M0FNU
// CHECK-LABEL: nv_tileaa.func @tf32_short_k
// CHECK-NOT: mma_sync
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=tf32_k_loop | Remark="the loop carries the product's accumulator in the fragments of mma.sync, 2 warps along M and 2 along N; it converts before and after the loop"
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=i8 | Remark="the product's accumulator stays in the fragments of mma.sync, 4 warps along M and 1 along N, tile columns in pairs; the conversions around it move on"
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=f64 | Remark="the product's accumulator stays in the fragments of mma.sync, 2 warps along M and 2 along N; the conversions around it move on"
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=scaled | Remark="the product's accumulator stays in the fragments of mma.sync, 4 warps along M and 1 along N, tile columns in pairs; the conversions around it move on"
// REMARK-NOT: tf32_short_k
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#s = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 89 : i32} {
  nv_tileaa.func @tf32_k_loop(%a: !llvm.ptr, %m: i32, %s: i32, %n: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %ma : <"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sum = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %acc: tensor<64x64xf32, #d>):
      %x, %t1 = nv_tileaa.tiled_load %va[%p, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x32xf32, #d>
      %y, %t2 = nv_tileaa.tiled_load %vb[%i, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [32, 64], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x64xf32, #d>
      %rx = nv_tileaa.ftof %x : tensor<64x32xf32, #d> to tensor<64x32xtf32, #d>
      %ry = nv_tileaa.ftof %y : tensor<32x64xf32, #d> to tensor<32x64xtf32, #d>
      %next = nv_tileaa.dot %rx, %ry, %acc : tensor<64x32xtf32, #d>, tensor<32x64xtf32, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %next : tensor<64x64xf32, #d>
    }
    nv_tileaa.return
  }
  nv_tileaa.func @i8(%q: tensor<64x32xi8, #d>, %k: tensor<32x64xi8, #d>) -> tensor<64x64xi32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0> : tensor<64x64xi32, #d>
    %sc = nv_tileaa.dot %q, %k, %zero {signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<signed>} : tensor<64x32xi8, #d>, tensor<32x64xi8, #d>, tensor<64x64xi32, #d>
    nv_tileaa.return %sc : tensor<64x64xi32, #d>
  }
  nv_tileaa.func @f64(%q: tensor<16x16xf64, #s>, %k: tensor<16x32xf64, #s>) -> tensor<16x32xf64, #s> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<16x32xf64, #s>
    %sc = nv_tileaa.dot %q, %k, %zero : tensor<16x16xf64, #s>, tensor<16x32xf64, #s>, tensor<16x32xf64, #s>
    nv_tileaa.return %sc : tensor<16x32xf64, #s>
  }
  nv_tileaa.func @scaled(%q: tensor<64x64xf8E4M3FN, #d>, %k: tensor<64x64xf8E4M3FN, #d>, %sa: tensor<64x2xf8E8M0FNU, #d>, %sb: tensor<2x64xf8E8M0FNU, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sc = nv_tileaa.dot_scaled %q, %k, %zero, %sa, %sb : tensor<64x64xf8E4M3FN, #d>, tensor<64x64xf8E4M3FN, #d>, tensor<64x64xf32, #d>, tensor<64x2xf8E8M0FNU, #d>, tensor<2x64xf8E8M0FNU, #d>
    nv_tileaa.return %sc : tensor<64x64xf32, #d>
  }
  nv_tileaa.func @tf32_short_k(%q: tensor<64x4xtf32, #d>, %k: tensor<4x64xtf32, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sc = nv_tileaa.dot %q, %k, %zero : tensor<64x4xtf32, #d>, tensor<4x64xtf32, #d>, tensor<64x64xf32, #d>
    nv_tileaa.return %sc : tensor<64x64xf32, #d>
  }
}

// -----
// A K loop's f64 accumulator of 64x128 takes 128 registers per thread over
// 4 warps (two an element): as with 128 f32 ones, the warps go along N.
// CHECK-DAG: #[[M14:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [1, 4], instrShape = [8, 8]}>
// CHECK-LABEL: nv_tileaa.func @f64_k_loop
// CHECK: nv_tileaa.for {{.*}} -> tensor<64x128xf64, #[[M14]]>
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=f64_k_loop | Remark="the loop carries the product's accumulator in the fragments of mma.sync, 1 warps along M and 4 along N; it converts before and after the loop"
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @f64_k_loop(%a: !llvm.ptr, %m: i32, %s: i32, %n: i32) attributes {kernel, nv_tileas.num_warps = 4 : i32} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %ma = nv_tileaa.make_memref %a, shape[%m, %m], strides[%s] : <f64, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [64, 8], <f64, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %vb = nv_tileaa.make_tiled_view %ma : <"partition", [8, 128], <f64, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<64x128xf64, #d>
    %sum = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x128xf64, #d>) : i32 -> tensor<64x128xf64, #d> {
    ^bb0(%i: i32, %acc: tensor<64x128xf64, #d>):
      %x, %t1 = nv_tileaa.tiled_load %va[%p, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 8], <f64, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x8xf64, #d>
      %y, %t2 = nv_tileaa.tiled_load %vb[%i, %p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 128], <f64, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x128xf64, #d>
      %next = nv_tileaa.dot %x, %y, %acc : tensor<64x8xf64, #d>, tensor<8x128xf64, #d>, tensor<64x128xf64, #d>
      nv_tileaa.continue %next : tensor<64x128xf64, #d>
    }
    nv_tileaa.return
  }
}

// -----
// On sm_90a tf32 and f8 products take wgmma's fragments, whose
// instruction K is 32 bytes of an operand row; f8 below sm_89 stays off
// tensor cores.
// CHECK-DAG: #[[WT:.*]] = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 8]}>
// CHECK-DAG: #[[W8:.*]] = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 32]}>
// CHECK-LABEL: nv_tileaa.func @tf32_wgmma
// CHECK: nv_tileaa.dot {{.*}}, tensor<64x64xf32, #[[WT]]>{{$}}
// CHECK-LABEL: nv_tileaa.func @f8_wgmma
// CHECK: nv_tileaa.dot {{.*}}, tensor<64x64xf32, #[[W8]]>{{$}}
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @tf32_wgmma(%q: tensor<64x32xtf32, #d>, %k: tensor<32x64xtf32, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sc = nv_tileaa.dot %q, %k, %zero : tensor<64x32xtf32, #d>, tensor<32x64xtf32, #d>, tensor<64x64xf32, #d>
    nv_tileaa.return %sc : tensor<64x64xf32, #d>
  }
  nv_tileaa.func @f8_wgmma(%q: tensor<64x64xf8E4M3FN, #d>, %k: tensor<64x64xf8E5M2, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sc = nv_tileaa.dot %q, %k, %zero : tensor<64x64xf8E4M3FN, #d>, tensor<64x64xf8E5M2, #d>, tensor<64x64xf32, #d>
    nv_tileaa.return %sc : tensor<64x64xf32, #d>
  }
}

// -----
// CHECK-LABEL: nv_tileaa.func @f8_sm80
// CHECK-NOT: mma_sync
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @f8_sm80(%q: tensor<64x64xf8E4M3FN, #d>, %k: tensor<64x64xf8E4M3FN, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sc = nv_tileaa.dot %q, %k, %zero : tensor<64x64xf8E4M3FN, #d>, tensor<64x64xf8E4M3FN, #d>, tensor<64x64xf32, #d>
    nv_tileaa.return %sc : tensor<64x64xf32, #d>
  }
}

// -----
// On sm_90a a product whose lhs is computed from another product's result
// (attention's P, from the scores) takes that lhs in the dot_op layout of
// wgmma's operand A, which wgmma reads from registers; the scores' lhs,
// not computed from a product, keeps its layout (shared memory is where a
// pipeline puts loaded operands).
// CHECK-DAG: #[[WGC:.*]] = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
// CHECK-DAG: #[[A:.*]] = #nv_tileas.dot_op<{opIdx = 0, parent = #[[WGC]], kWidth = 2}>
// CHECK-LABEL: nv_tileaa.func @chained
// CHECK: nv_tileaa.dot %arg0, %arg1, %{{.*}} : tensor<64x64xf16, #[[D:.*]]>, tensor<64x64xf16, #[[D]]>, tensor<64x64xf32, #[[WGC]]>
// CHECK: %[[P:.*]] = nv_tileaa.ftof
// CHECK: %[[PA:.*]] = nv_tileas.convert_layout %[[P]] : tensor<64x64xf16, #[[D]]> -> tensor<64x64xf16, #[[A]]>
// CHECK: nv_tileaa.dot %[[PA]], %arg2, %{{.*}} : tensor<64x64xf16, #[[A]]>, tensor<64x64xf16, #[[D]]>, tensor<64x64xf32, #[[WGC]]>
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=chained | Remark="the product's accumulator stays in the fragments of wgmma; the conversions around it move on"
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=chained | Remark="the product's accumulator stays in the fragments of wgmma, its lhs read from registers (dot_op); the conversions around it move on"
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @chained(%q: tensor<64x64xf16, #d>, %k: tensor<64x64xf16, #d>, %v: tensor<64x64xf16, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
    %e = nv_tileaa.exp2 %s : tensor<64x64xf32, #d>
    %p = nv_tileaa.ftof %e : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
    %o = nv_tileaa.dot %p, %v, %zero {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
    nv_tileaa.return %o : tensor<64x64xf32, #d>
  }
}

// -----
// A loop-invariant lhs of a wgmma product (attention's Q) goes to
// registers too, converted once, before the loop: every iteration's wgmmas
// would read a shared tile of it again. So it does where a tile would fit
// (the opt-in shared memory, below) and where two stages of what the loop
// loads for its products (K and V, 8 KiB each) and a tile of its own
// (8 KiB) would not fit beside the scratch: in the static 48 KiB, 2 x 16 +
// 8 > 36.
// CHECK-DAG: #[[WGI:.*]] = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
// CHECK-DAG: #[[AI:.*]] = #nv_tileas.dot_op<{opIdx = 0, parent = #[[WGI]], kWidth = 2}>
// CHECK-LABEL: nv_tileaa.func @invariant_static
// CHECK: %[[QA:.*]] = nv_tileas.convert_layout %arg0 : tensor<64x64xf16, #{{.*}}> -> tensor<64x64xf16, #[[AI]]>
// CHECK: nv_tileaa.for
// CHECK: nv_tileaa.dot %[[QA]], %{{.*}}, %{{.*}} : tensor<64x64xf16, #[[AI]]>
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=invariant_static | Remark="the product's accumulator stays in the fragments of wgmma, its loop-invariant lhs read from registers (dot_op), loaded once; the conversions around it move on"
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @invariant_static(%q: tensor<64x64xf16, #d>, %pk: !llvm.ptr, %n: i32) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mk = nv_tileaa.make_memref %pk, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #d>):
      %k, %tk = nv_tileaa.tiled_load %vk[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      %v, %tv = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
      %u = nv_tileaa.dot %p, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %u : tensor<64x64xf32, #d>
    }
    nv_tileaa.return %r : tensor<64x64xf32, #d>
  }
}

// -----
// With --tileas-invariant-lhs-in-shared-memory (for timing against on a
// GPU) it keeps its layout where a tile fits, and the pipeline gives it one.
// CHECK-DAG: #[[WGO:.*]] = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 16]}>
// CHECK-DAG: #[[AO:.*]] = #nv_tileas.dot_op<{opIdx = 0, parent = #[[WGO]], kWidth = 2}>
// CHECK-LABEL: nv_tileaa.func @invariant_opt_in
// CHECK: %[[QO:.*]] = nv_tileas.convert_layout %arg0 : tensor<64x64xf16, #{{.*}}> -> tensor<64x64xf16, #[[AO]]>
// CHECK: nv_tileaa.for
// CHECK: nv_tileaa.dot %[[QO]], %{{.*}}, %{{.*}} : tensor<64x64xf16, #[[AO]]>
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=invariant_opt_in | Remark="the product's accumulator stays in the fragments of wgmma, its loop-invariant lhs read from registers (dot_op), loaded once; the conversions around it move on"
// SMEM-LABEL: nv_tileaa.func @invariant_opt_in
// SMEM-NOT: nv_tileas.convert_layout %arg0
// SMEM: nv_tileaa.dot %arg0,
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32, nv_tileas.shared_memory_bytes = 232448 : i64} {
  nv_tileaa.func @invariant_opt_in(%q: tensor<64x64xf16, #d>, %pk: !llvm.ptr, %n: i32) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mk = nv_tileaa.make_memref %pk, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #d>):
      %k, %tk = nv_tileaa.tiled_load %vk[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      %u = nv_tileaa.addf %s, %o : tensor<64x64xf32, #d>
      nv_tileaa.continue %u : tensor<64x64xf32, #d>
    }
    nv_tileaa.return %r : tensor<64x64xf32, #d>
  }
}

// -----
// The same on sm_80: mma.sync reads an lhs held in its accumulator layout
// (warps along M only) from registers, as it reads attention's P, so the
// loop-invariant lhs converts into that layout once, before the loop.
// CHECK-DAG: #[[MMAI:.*]] = #nv_tileas.mma_sync<{warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK-LABEL: nv_tileaa.func @invariant_static_sm80
// CHECK: %[[QM:.*]] = nv_tileas.convert_layout %arg0 : tensor<64x64xf16, #{{.*}}> -> tensor<64x64xf16, #[[MMAI]]>
// CHECK: nv_tileaa.for
// CHECK: nv_tileaa.dot %[[QM]], %{{.*}}, %{{.*}} : tensor<64x64xf16, #[[MMAI]]>
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=invariant_static_sm80 | Remark="the product's accumulator stays in the fragments of mma.sync, 4 warps along M and 1 along N, its loop-invariant lhs read from registers (mma_sync), for want of shared memory for a tile of its own; the conversions around it move on"
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @invariant_static_sm80(%q: tensor<64x64xf16, #d>, %pk: !llvm.ptr, %n: i32) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %mk = nv_tileaa.make_memref %pk, shape[%n, %c64], strides[%c64] : <f16, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %vk = nv_tileaa.make_tiled_view %mk : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%zero : tensor<64x64xf32, #d>) : i32 -> tensor<64x64xf32, #d> {
    ^bb0(%i: i32, %o: tensor<64x64xf32, #d>):
      %k, %tk = nv_tileaa.tiled_load %vk[%i, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      %v, %tv = nv_tileaa.tiled_load %vk[%c0, %i] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f16, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf16, #d>
      %s = nv_tileaa.dot %q, %k, %zero {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      %p = nv_tileaa.ftof %s : tensor<64x64xf32, #d> to tensor<64x64xf16, #d>
      %u = nv_tileaa.dot %p, %v, %o {input_precision = "tf32"} : tensor<64x64xf16, #d>, tensor<64x64xf16, #d>, tensor<64x64xf32, #d>
      nv_tileaa.continue %u : tensor<64x64xf32, #d>
    }
    nv_tileaa.return %r : tensor<64x64xf32, #d>
  }
}

// -----
// On sm_90a a block-scaled f8 product whose scale blocks (32 along K) hold
// whole wgmma instructions (K 32) takes wgmma's fragments: the lowering
// multiplies each block from zero and scales its sums in. Blocks of 16
// would split an instruction: mma.sync's fragments, whose lowering then
// says why it takes CUDA cores. A 128x128 accumulator over 4 warps (128
// entries a thread) would leave no registers for the block sums beside
// it: mma.sync's fragments too.
// CHECK-DAG: #[[W:.*]] = #nv_tileas.wgmma<{warpsPerCTA = [4, 1], instrShape = [64, 64, 32]}>
// CHECK-DAG: #[[MS:.*]] = #nv_tileas.mma_sync<
// CHECK-LABEL: nv_tileaa.func @scaled_on_wgmma
// CHECK: nv_tileaa.dot_scaled {{.*}}, tensor<64x64xf32, #[[W]]>, tensor<64x2xf8E8M0FNU
// CHECK-LABEL: nv_tileaa.func @scaled_blocks_of_16
// CHECK-NOT: wgmma
// CHECK: nv_tileaa.dot_scaled {{.*}}, tensor<64x64xf32, #[[MS]]>
// CHECK-LABEL: nv_tileaa.func @scaled_too_many_entries
// CHECK-NOT: wgmma
// CHECK: nv_tileaa.dot_scaled {{.*}}, tensor<128x128xf32, #mma{{[0-9]*}}>
// REMARK: remark: [Passed] AccelerateMatmul | Category:layouts | Function=scaled_on_wgmma | Remark="the product's accumulator stays in the fragments of wgmma; the conversions around it move on"
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @scaled_on_wgmma(%q: tensor<64x64xf8E4M3FN, #d>, %k: tensor<64x64xf8E4M3FN, #d>, %sa: tensor<64x2xf8E8M0FNU, #d>, %sb: tensor<2x64xf8E8M0FNU, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sc = nv_tileaa.dot_scaled %q, %k, %zero, %sa, %sb : tensor<64x64xf8E4M3FN, #d>, tensor<64x64xf8E4M3FN, #d>, tensor<64x64xf32, #d>, tensor<64x2xf8E8M0FNU, #d>, tensor<2x64xf8E8M0FNU, #d>
    nv_tileaa.return %sc : tensor<64x64xf32, #d>
  }
  nv_tileaa.func @scaled_blocks_of_16(%q: tensor<64x64xf8E4M3FN, #d>, %k: tensor<64x64xf8E4M3FN, #d>, %sa: tensor<64x4xf8E8M0FNU, #d>, %sb: tensor<4x64xf8E8M0FNU, #d>) -> tensor<64x64xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #d>
    %sc = nv_tileaa.dot_scaled %q, %k, %zero, %sa, %sb : tensor<64x64xf8E4M3FN, #d>, tensor<64x64xf8E4M3FN, #d>, tensor<64x64xf32, #d>, tensor<64x4xf8E8M0FNU, #d>, tensor<4x64xf8E8M0FNU, #d>
    nv_tileaa.return %sc : tensor<64x64xf32, #d>
  }
  nv_tileaa.func @scaled_too_many_entries(%q: tensor<128x64xf8E4M3FN, #d>, %k: tensor<64x128xf8E4M3FN, #d>, %sa: tensor<128x2xf8E8M0FNU, #d>, %sb: tensor<2x128xf8E8M0FNU, #d>) -> tensor<128x128xf32, #d> attributes {nv_tileas.num_warps = 4 : i32} {
    %zero = arith.constant dense<0.0> : tensor<128x128xf32, #d>
    %sc = nv_tileaa.dot_scaled %q, %k, %zero, %sa, %sb : tensor<128x64xf8E4M3FN, #d>, tensor<64x128xf8E4M3FN, #d>, tensor<128x128xf32, #d>, tensor<128x2xf8E8M0FNU, #d>, tensor<2x128xf8E8M0FNU, #d>
    nv_tileaa.return %sc : tensor<128x128xf32, #d>
  }
}
