// RUN: tile-opt %s --split-input-file --convert-tileaa-to-llvm | FileCheck %s
// The mma.sync forms beyond f16/bf16 (DotMmaToLLVM.cpp), from nv_tileaa:
// each operand register packs kWidth consecutive K elements (the nv_tileas
// dot_op layout), the accumulator stays in its m x 8 fragments.

// tf32 x tf32 -> f32, 32x32x16 on sm_80: m16n8k8, one tf32 (its f32
// bits) per A and B register, four A and two B registers per instruction;
// 2 tile rows x 1 tile column per warp, so two mma per k-step of 8.
// CHECK-LABEL: llvm.func @dot_tf32(
// CHECK: llvm.bitcast %{{.+}} : f32 to i32
// CHECK: nvvm.mma.sync A[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}]  B[%{{.+}}, %{{.+}}]  C[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.br
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @dot_tf32(%pa: !llvm.ptr, %pb: !llvm.ptr, %pc: !llvm.ptr) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %am = nv_tileaa.make_memref %pa, shape[], strides[] : <tf32, [32, 16], [16, 1]>
    %av = nv_tileaa.make_tiled_view %am : <"partition", [32, 16], <tf32, [32, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %a, %a_tok = nv_tileaa.tiled_load %av[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 16], <tf32, [32, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x16xtf32>
    %bm = nv_tileaa.make_memref %pb, shape[], strides[] : <tf32, [16, 32], [32, 1]>
    %bv = nv_tileaa.make_tiled_view %bm : <"partition", [16, 32], <tf32, [16, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %b, %b_tok = nv_tileaa.tiled_load %bv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [16, 32], <tf32, [16, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x32xtf32>
    %cm = nv_tileaa.make_memref %pc, shape[], strides[] : <f32, [32, 32], [32, 1]>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [32, 32], <f32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %c, %c_tok = nv_tileaa.tiled_load %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf32>
    %r = nv_tileaa.dot %a, %b, %c {input_precision = "tf32"} : tensor<32x16xtf32>, tensor<16x32xtf32>, tensor<32x32xf32>
    %done = nv_tileaa.tiled_store %r, %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x32xf32>, <"partition", [32, 32], <f32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----

// Signed i8 x unsigned i8 -> i32, 32x32x32 on sm_80: m16n8k32 with s8 A
// and u8 B, four bytes per register (first k in the low byte), and the
// wrapping accumulation of mmai (nvvm.mma.sync would saturate by default).
// CHECK-LABEL: llvm.func @dot_i8(
// CHECK: %[[E0:.+]] = llvm.zext %{{.+}} : i8 to i32
// CHECK: %[[E1:.+]] = llvm.zext %{{.+}} : i8 to i32
// CHECK: %[[S8:.+]] = llvm.mlir.constant(8 : i32) : i32
// CHECK: %[[H1:.+]] = llvm.shl %[[E1]], %[[S8]] : i32
// CHECK: llvm.or %[[E0]], %[[H1]] : i32
// CHECK: llvm.mlir.constant(16 : i32) : i32
// CHECK: llvm.mlir.constant(24 : i32) : i32
// CHECK: nvvm.mma.sync A[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}]  B[%{{.+}}, %{{.+}}]  C[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}]  {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @dot_i8(%pa: !llvm.ptr, %pb: !llvm.ptr, %pc: !llvm.ptr) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %am = nv_tileaa.make_memref %pa, shape[], strides[] : <i8, [32, 32], [32, 1]>
    %av = nv_tileaa.make_tiled_view %am : <"partition", [32, 32], <i8, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %a, %a_tok = nv_tileaa.tiled_load %av[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <i8, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xi8>
    %bm = nv_tileaa.make_memref %pb, shape[], strides[] : <i8, [32, 32], [32, 1]>
    %bv = nv_tileaa.make_tiled_view %bm : <"partition", [32, 32], <i8, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %b, %b_tok = nv_tileaa.tiled_load %bv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <i8, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xi8>
    %cm = nv_tileaa.make_memref %pc, shape[], strides[] : <i32, [32, 32], [32, 1]>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [32, 32], <i32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %c, %c_tok = nv_tileaa.tiled_load %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <i32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xi32>
    %r = nv_tileaa.dot %a, %b, %c {signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<unsigned>} : tensor<32x32xi8>, tensor<32x32xi8>, tensor<32x32xi32>
    %done = nv_tileaa.tiled_store %r, %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x32xi32>, <"partition", [32, 32], <i32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----

// f8E4M3FN x f8E5M2 -> f32 on sm_89: m16n8k32 e4m3 x e5m2. MLIR 22's
// nvvm.mma.sync has no f8 form, so the NVPTX intrinsic is called.
// CHECK-LABEL: llvm.func @dot_f8(
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
module attributes {nv_tileaa.compute_capability = 89 : i32} {
  nv_tileaa.func @dot_f8(%pa: !llvm.ptr, %pb: !llvm.ptr, %pc: !llvm.ptr) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %am = nv_tileaa.make_memref %pa, shape[], strides[] : <f8E4M3FN, [32, 32], [32, 1]>
    %av = nv_tileaa.make_tiled_view %am : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %a, %a_tok = nv_tileaa.tiled_load %av[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf8E4M3FN>
    %bm = nv_tileaa.make_memref %pb, shape[], strides[] : <f8E5M2, [32, 32], [32, 1]>
    %bv = nv_tileaa.make_tiled_view %bm : <"partition", [32, 32], <f8E5M2, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %b, %b_tok = nv_tileaa.tiled_load %bv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f8E5M2, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf8E5M2>
    %cm = nv_tileaa.make_memref %pc, shape[], strides[] : <f32, [32, 32], [32, 1]>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [32, 32], <f32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %c, %c_tok = nv_tileaa.tiled_load %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf32>
    %r = nv_tileaa.dot %a, %b, %c {input_precision = "tf32"} : tensor<32x32xf8E4M3FN>, tensor<32x32xf8E5M2>, tensor<32x32xf32>
    %done = nv_tileaa.tiled_store %r, %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x32xf32>, <"partition", [32, 32], <f32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----

// sm_80 has no f8 mma.sync and no cvt from f8: each operand register's
// two byte pairs are widened to f16x2 by integer operations and a multiply
// by 2^8 (FloatConversions.h, emitExtendF8x2ToF16x2), and each m16n8k32
// step runs as two f16 m16n8k16 instructions.
// CHECK-LABEL: llvm.func @dot_f8_sm80(
// CHECK-NOT: llvm.intr.fma
// CHECK-NOT: nvvm.convert
// CHECK: %[[TWO8:.+]] = llvm.mlir.constant(dense<2.560000e+02> : vector<2xf16>) : vector<2xf16>
// CHECK-NEXT: llvm.fmul %{{.+}}, %[[TWO8]] : vector<2xf16>
// CHECK: nvvm.mma.sync {{.*}} shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32)
// CHECK-NOT: llvm.intr.fma
// CHECK: llvm.return
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @dot_f8_sm80(%pa: !llvm.ptr, %pb: !llvm.ptr, %pc: !llvm.ptr) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %am = nv_tileaa.make_memref %pa, shape[], strides[] : <f8E4M3FN, [32, 32], [32, 1]>
    %av = nv_tileaa.make_tiled_view %am : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %a, %a_tok = nv_tileaa.tiled_load %av[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf8E4M3FN>
    %bm = nv_tileaa.make_memref %pb, shape[], strides[] : <f8E4M3FN, [32, 32], [32, 1]>
    %bv = nv_tileaa.make_tiled_view %bm : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %b, %b_tok = nv_tileaa.tiled_load %bv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf8E4M3FN>
    %cm = nv_tileaa.make_memref %pc, shape[], strides[] : <f32, [32, 32], [32, 1]>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [32, 32], <f32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %c, %c_tok = nv_tileaa.tiled_load %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf32>
    %r = nv_tileaa.dot %a, %b, %c {input_precision = "tf32"} : tensor<32x32xf8E4M3FN>, tensor<32x32xf8E4M3FN>, tensor<32x32xf32>
    %done = nv_tileaa.tiled_store %r, %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x32xf32>, <"partition", [32, 32], <f32, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----

// f64 x f64 -> f64, 16x32x16 on sm_80: m8n8k4, one f64 per A and B
// register and two accumulator entries per instruction; 2 tile rows x 1
// tile column per warp.
// CHECK-LABEL: llvm.func @dot_f64(
// CHECK: nvvm.mma.sync A[%{{.+}}]  B[%{{.+}}]  C[%{{.+}}, %{{.+}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
// CHECK: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.br
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @dot_f64(%pa: !llvm.ptr, %pb: !llvm.ptr, %pc: !llvm.ptr) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %am = nv_tileaa.make_memref %pa, shape[], strides[] : <f64, [16, 16], [16, 1]>
    %av = nv_tileaa.make_tiled_view %am : <"partition", [16, 16], <f64, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %a, %a_tok = nv_tileaa.tiled_load %av[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [16, 16], <f64, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x16xf64>
    %bm = nv_tileaa.make_memref %pb, shape[], strides[] : <f64, [16, 32], [32, 1]>
    %bv = nv_tileaa.make_tiled_view %bm : <"partition", [16, 32], <f64, [16, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %b, %b_tok = nv_tileaa.tiled_load %bv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [16, 32], <f64, [16, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x32xf64>
    %cm = nv_tileaa.make_memref %pc, shape[], strides[] : <f64, [16, 32], [32, 1]>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [16, 32], <f64, [16, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %c, %c_tok = nv_tileaa.tiled_load %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [16, 32], <f64, [16, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x32xf64>
    %r = nv_tileaa.dot %a, %b, %c {input_precision = "ieee"} : tensor<16x16xf64>, tensor<16x32xf64>, tensor<16x32xf64>
    %done = nv_tileaa.tiled_store %r, %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<16x32xf64>, <"partition", [16, 32], <f64, [16, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----

// 16x16x32 i8 on sm_80 (the corpus's mma_i8_16x16x32): two 16x8 tiles
// for four warps, so warps 2 and 3 compute copies of warps 0 and 1; one
// s8 x s8 mma per warp.
// CHECK-LABEL: llvm.func @dot_i8_copies(
// CHECK: nvvm.mma.sync {{.+}} multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @dot_i8_copies(%pa: !llvm.ptr, %pb: !llvm.ptr, %pc: !llvm.ptr) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %am = nv_tileaa.make_memref %pa, shape[], strides[] : <i8, [16, 32], [32, 1]>
    %av = nv_tileaa.make_tiled_view %am : <"partition", [16, 32], <i8, [16, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %a, %a_tok = nv_tileaa.tiled_load %av[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [16, 32], <i8, [16, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x32xi8>
    %bm = nv_tileaa.make_memref %pb, shape[], strides[] : <i8, [32, 16], [16, 1]>
    %bv = nv_tileaa.make_tiled_view %bm : <"partition", [32, 16], <i8, [32, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %b, %b_tok = nv_tileaa.tiled_load %bv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 16], <i8, [32, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x16xi8>
    %cm = nv_tileaa.make_memref %pc, shape[], strides[] : <i32, [16, 16], [16, 1]>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [16, 16], <i32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %c, %c_tok = nv_tileaa.tiled_load %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [16, 16], <i32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x16xi32>
    %r = nv_tileaa.dot %a, %b, %c {signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<signed>} : tensor<16x32xi8>, tensor<32x16xi8>, tensor<16x16xi32>
    %done = nv_tileaa.tiled_store %r, %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<16x16xi32>, <"partition", [16, 16], <i32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----

// f8E4M3FN x f8E4M3FN -> f16 on sm_89: the f16-accumulator form, whose C
// and D registers hold pairs of entries.
// CHECK-LABEL: llvm.func @dot_f8_f16acc(
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (i32, i32, i32, i32, i32, i32, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK: llvm.extractelement
module attributes {nv_tileaa.compute_capability = 89 : i32} {
  nv_tileaa.func @dot_f8_f16acc(%pa: !llvm.ptr, %pb: !llvm.ptr, %pc: !llvm.ptr) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %am = nv_tileaa.make_memref %pa, shape[], strides[] : <f8E4M3FN, [32, 32], [32, 1]>
    %av = nv_tileaa.make_tiled_view %am : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %a, %a_tok = nv_tileaa.tiled_load %av[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf8E4M3FN>
    %bm = nv_tileaa.make_memref %pb, shape[], strides[] : <f8E4M3FN, [32, 32], [32, 1]>
    %bv = nv_tileaa.make_tiled_view %bm : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %b, %b_tok = nv_tileaa.tiled_load %bv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f8E4M3FN, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf8E4M3FN>
    %cm = nv_tileaa.make_memref %pc, shape[], strides[] : <f16, [32, 32], [32, 1]>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [32, 32], <f16, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>
    %c, %c_tok = nv_tileaa.tiled_load %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : <"partition", [32, 32], <f16, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<32x32xf16>
    %r = nv_tileaa.dot %a, %b, %c {input_precision = "tf32"} : tensor<32x32xf8E4M3FN>, tensor<32x32xf8E4M3FN>, tensor<32x32xf16>
    %done = nv_tileaa.tiled_store %r, %cv[%c0, %c0] token %tok {memory_ordering_semantics = 0 : i32} : tensor<32x32xf16>, <"partition", [32, 32], <f16, [32, 32], [32, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
