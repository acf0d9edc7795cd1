// RUN: tile-opt %s --split-input-file --convert-tileaa-to-llvm | FileCheck %s
// RUN: tile-opt %s --split-input-file --convert-tileaa-to-llvm --remarks-filter=dot --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// dot_scaled (mmaf_scaled) on the GPU, from nv_tileaa: 16x16x64 f8E4M3FN
// with scales per 32 k (DotOpToLLVM.cpp, DotMmaToLLVM.cpp).

// sm_89, e8m0 scales: on tensor cores. Each m16n8k32 instruction spans
// one scale block, so it multiplies from zero and its four sums join the
// accumulator in an f32 fma with the block's scales: both at once where
// they lie on either side of 1 (their product is exact), else the first
// on the sum and the second in the fma.
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_scaled_e8m0()
// CHECK-LABEL: llvm.func @scaled_e8m0(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : i8, !llvm.ptr<3>
// CHECK: %[[ZERO:.+]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: %[[D:.+]] = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32"(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ZERO]])
// CHECK: %[[SUM:.+]] = llvm.extractvalue %[[D]][0]
// CHECK: %[[ONE:.+]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[SA_SMALL:.+]] = llvm.fcmp "olt" %[[SA:.+]], %[[ONE]] : f32
// CHECK: %[[SB_SMALL:.+]] = llvm.fcmp "olt" %[[SB:.+]], %[[ONE]] : f32
// CHECK: %[[APART:.+]] = llvm.xor %[[SA_SMALL]], %[[SB_SMALL]] : i1
// CHECK: %[[SUM_SA:.+]] = llvm.fmul %[[SUM]], %[[SA]] : f32
// CHECK: %[[X:.+]] = llvm.select %[[APART]], %[[SUM]], %[[SUM_SA]] : i1, f32
// CHECK: %[[SA_SB:.+]] = llvm.fmul %[[SA]], %[[SB]] : f32
// CHECK: %[[Y:.+]] = llvm.select %[[APART]], %[[SA_SB]], %[[SB]] : i1, f32
// CHECK: llvm.intr.fma(%[[X]], %[[Y]], %{{.+}}) : (f32, f32, f32) -> f32
// CHECK-NOT: f64
// CHECK: llvm.return
// REMARK: Function=scaled_e8m0 | Remark="the 16x16x64 f8E4M3FN x f8E4M3FN product runs on tensor cores (mma.sync)"
module attributes {nv_tileaa.compute_capability = 89 : i32} {
  nv_tileaa.func @scaled_e8m0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {kernel} {
    %0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0_i32 = arith.constant 0 : i32
    %1 = nv_tileaa.make_memref %arg0, shape[], strides[] : <f8E4M3FN, [16, 64], [64, 1]>
    %2 = nv_tileaa.make_tiled_view %1 : <"partition", [16, 64], <f8E4M3FN, [16, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile, %result_token = nv_tileaa.tiled_load %2[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [16, 64], <f8E4M3FN, [16, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x64xf8E4M3FN>
    %3 = nv_tileaa.make_memref %arg1, shape[], strides[] : <f8E4M3FN, [64, 16], [16, 1]>
    %4 = nv_tileaa.make_tiled_view %3 : <"partition", [64, 16], <f8E4M3FN, [64, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_0, %result_token_1 = nv_tileaa.tiled_load %4[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [64, 16], <f8E4M3FN, [64, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x16xf8E4M3FN>
    %5 = nv_tileaa.make_memref %arg2, shape[], strides[] : <f8E8M0FNU, [16, 2], [2, 1]>
    %6 = nv_tileaa.make_tiled_view %5 : <"partition", [16, 2], <f8E8M0FNU, [16, 2], [2, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_2, %result_token_3 = nv_tileaa.tiled_load %6[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [16, 2], <f8E8M0FNU, [16, 2], [2, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x2xf8E8M0FNU>
    %7 = nv_tileaa.make_memref %arg3, shape[], strides[] : <f8E8M0FNU, [2, 16], [16, 1]>
    %8 = nv_tileaa.make_tiled_view %7 : <"partition", [2, 16], <f8E8M0FNU, [2, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_4, %result_token_5 = nv_tileaa.tiled_load %8[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [2, 16], <f8E8M0FNU, [2, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<2x16xf8E8M0FNU>
    %9 = nv_tileaa.make_memref %arg4, shape[], strides[] : <f32, [16, 16], [16, 1]>
    %10 = nv_tileaa.make_tiled_view %9 : <"partition", [16, 16], <f32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %cst = arith.constant 0.000000e+00 : f32
    %11 = nv_tileaa.splat %cst : tensor<16x16xf32>
    %12 = nv_tileaa.dot_scaled %tile, %tile_0, %11, %tile_2, %tile_4 : tensor<16x64xf8E4M3FN>, tensor<64x16xf8E4M3FN>, tensor<16x16xf32>, tensor<16x2xf8E8M0FNU>, tensor<2x16xf8E8M0FNU>
    %13 = nv_tileaa.tiled_store %12, %10[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : tensor<16x16xf32>, <"partition", [16, 16], <f32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
// -----

// sm_80 has no f8 mma.sync and no cvt from f8: on tensor cores all the
// same, each m16n8k32 step as two f16 m16n8k16 instructions on operands
// widened by integer operations and a multiply by 2^8, from zero, and the
// sums scaled into the accumulator as on sm_89.
// CHECK-LABEL: llvm.func @scaled_e8m0_sm80(
// CHECK-NOT: nvvm.convert.f8x2
// CHECK: %[[TWO8:.+]] = llvm.mlir.constant(dense<2.560000e+02> : vector<2xf16>) : vector<2xf16>
// CHECK-NEXT: llvm.fmul %{{.+}}, %[[TWO8]] : vector<2xf16>
// CHECK: %[[ZERO:.+]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: nvvm.mma.sync A[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}] B[%{{.+}}, %{{.+}}] C[%[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ZERO]]] {{.+}} shape = #nvvm.shape<m = 16, n = 8, k = 16>
// CHECK: nvvm.mma.sync {{.+}} shape = #nvvm.shape<m = 16, n = 8, k = 16>
// CHECK: llvm.intr.fma(%{{.+}}, %{{.+}}, %{{.+}}) : (f32, f32, f32) -> f32
// CHECK-NOT: f64
// CHECK: llvm.return
// REMARK: Function=scaled_e8m0_sm80 | Remark="the 16x16x64 f8E4M3FN x f8E4M3FN product runs on tensor cores (mma.sync)"
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  nv_tileaa.func @scaled_e8m0_sm80(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {kernel} {
    %0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0_i32 = arith.constant 0 : i32
    %1 = nv_tileaa.make_memref %arg0, shape[], strides[] : <f8E4M3FN, [16, 64], [64, 1]>
    %2 = nv_tileaa.make_tiled_view %1 : <"partition", [16, 64], <f8E4M3FN, [16, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile, %result_token = nv_tileaa.tiled_load %2[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [16, 64], <f8E4M3FN, [16, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x64xf8E4M3FN>
    %3 = nv_tileaa.make_memref %arg1, shape[], strides[] : <f8E4M3FN, [64, 16], [16, 1]>
    %4 = nv_tileaa.make_tiled_view %3 : <"partition", [64, 16], <f8E4M3FN, [64, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_0, %result_token_1 = nv_tileaa.tiled_load %4[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [64, 16], <f8E4M3FN, [64, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x16xf8E4M3FN>
    %5 = nv_tileaa.make_memref %arg2, shape[], strides[] : <f8E8M0FNU, [16, 2], [2, 1]>
    %6 = nv_tileaa.make_tiled_view %5 : <"partition", [16, 2], <f8E8M0FNU, [16, 2], [2, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_2, %result_token_3 = nv_tileaa.tiled_load %6[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [16, 2], <f8E8M0FNU, [16, 2], [2, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x2xf8E8M0FNU>
    %7 = nv_tileaa.make_memref %arg3, shape[], strides[] : <f8E8M0FNU, [2, 16], [16, 1]>
    %8 = nv_tileaa.make_tiled_view %7 : <"partition", [2, 16], <f8E8M0FNU, [2, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_4, %result_token_5 = nv_tileaa.tiled_load %8[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [2, 16], <f8E8M0FNU, [2, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<2x16xf8E8M0FNU>
    %9 = nv_tileaa.make_memref %arg4, shape[], strides[] : <f32, [16, 16], [16, 1]>
    %10 = nv_tileaa.make_tiled_view %9 : <"partition", [16, 16], <f32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %cst = arith.constant 0.000000e+00 : f32
    %11 = nv_tileaa.splat %cst : tensor<16x16xf32>
    %12 = nv_tileaa.dot_scaled %tile, %tile_0, %11, %tile_2, %tile_4 : tensor<16x64xf8E4M3FN>, tensor<64x16xf8E4M3FN>, tensor<16x16xf32>, tensor<16x2xf8E8M0FNU>, tensor<2x16xf8E8M0FNU>
    %13 = nv_tileaa.tiled_store %12, %10[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : tensor<16x16xf32>, <"partition", [16, 16], <f32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
// -----

// e4m3 scales are not powers of two: on tensor cores too, but the sums
// are scaled in f64, where the scales' product is exact, and rounded back
// to f32 once. On sm_90 each m16n8k32 instruction runs as two f16 m16n8k16
// ones on operands widened by cvt (K half 0, from zero, then K half 1):
// ptxas would widen them itself, with more registers.
// CHECK-LABEL: llvm.func @scaled_e4m3(
// CHECK-NOT: llvm.nvvm.mma.m16n8k32
// CHECK: nvvm.convert.f8x2.to.f16x2 %{{.+}} : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
// CHECK: %[[ZERO:.+]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: %[[LO:.+]] = nvvm.mma.sync A[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}] B[%{{.+}}, %{{.+}}] C[%[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ZERO]]] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[LO0:.+]] = llvm.extractvalue %[[LO]][0]
// CHECK: nvvm.mma.sync A[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}] B[%{{.+}}, %{{.+}}] C[%[[LO0]], %{{.+}}, %{{.+}}, %{{.+}}] {{.+}} shape = #nvvm.shape<m = 16, n = 8, k = 16>
// CHECK: %[[SCALE:.+]] = llvm.fmul %{{.+}}, %{{.+}} : f64
// CHECK: %[[SUM:.+]] = llvm.fpext %{{.+}} : f32 to f64
// CHECK: %[[ACC:.+]] = llvm.fpext %{{.+}} : f32 to f64
// CHECK: %[[R:.+]] = llvm.intr.fma(%[[SUM]], %[[SCALE]], %[[ACC]]) : (f64, f64, f64) -> f64
// CHECK: llvm.fptrunc %[[R]] : f64 to f32
// REMARK: Function=scaled_e4m3 | Remark="the 16x16x64 f8E4M3FN x f8E4M3FN product runs on tensor cores (mma.sync)"
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @scaled_e4m3(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {kernel} {
    %0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0_i32 = arith.constant 0 : i32
    %1 = nv_tileaa.make_memref %arg0, shape[], strides[] : <f8E4M3FN, [16, 64], [64, 1]>
    %2 = nv_tileaa.make_tiled_view %1 : <"partition", [16, 64], <f8E4M3FN, [16, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile, %result_token = nv_tileaa.tiled_load %2[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [16, 64], <f8E4M3FN, [16, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x64xf8E4M3FN>
    %3 = nv_tileaa.make_memref %arg1, shape[], strides[] : <f8E4M3FN, [64, 16], [16, 1]>
    %4 = nv_tileaa.make_tiled_view %3 : <"partition", [64, 16], <f8E4M3FN, [64, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_0, %result_token_1 = nv_tileaa.tiled_load %4[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [64, 16], <f8E4M3FN, [64, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x16xf8E4M3FN>
    %5 = nv_tileaa.make_memref %arg2, shape[], strides[] : <f8E4M3FN, [16, 2], [2, 1]>
    %6 = nv_tileaa.make_tiled_view %5 : <"partition", [16, 2], <f8E4M3FN, [16, 2], [2, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_2, %result_token_3 = nv_tileaa.tiled_load %6[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [16, 2], <f8E4M3FN, [16, 2], [2, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x2xf8E4M3FN>
    %7 = nv_tileaa.make_memref %arg3, shape[], strides[] : <f8E4M3FN, [2, 16], [16, 1]>
    %8 = nv_tileaa.make_tiled_view %7 : <"partition", [2, 16], <f8E4M3FN, [2, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_4, %result_token_5 = nv_tileaa.tiled_load %8[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [2, 16], <f8E4M3FN, [2, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<2x16xf8E4M3FN>
    %9 = nv_tileaa.make_memref %arg4, shape[], strides[] : <f32, [16, 16], [16, 1]>
    %10 = nv_tileaa.make_tiled_view %9 : <"partition", [16, 16], <f32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %cst = arith.constant 0.000000e+00 : f32
    %11 = nv_tileaa.splat %cst : tensor<16x16xf32>
    %12 = nv_tileaa.dot_scaled %tile, %tile_0, %11, %tile_2, %tile_4 : tensor<16x64xf8E4M3FN>, tensor<64x16xf8E4M3FN>, tensor<16x16xf32>, tensor<16x2xf8E4M3FN>, tensor<2x16xf8E4M3FN>
    %13 = nv_tileaa.tiled_store %12, %10[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : tensor<16x16xf32>, <"partition", [16, 16], <f32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
// -----

// Scale blocks of 16 along K would split an m16n8k32 instruction: CUDA
// cores, and the remark says why. The e8m0 scales (16x4 and 4x16) are
// staged once beside the operands (8-byte aligned regions: 64 + 64 + 1280
// + 2048 bytes, the operand rows padded by 16 bytes). Each decoded operand
// is multiplied by the scale of block k / 16 in f64, where scaled values
// and products are exact, and each step rounds the f32 accumulator plus
// the product once (as the interpreter).
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_scaled_blocks_of_16()
// CHECK-SAME: !llvm.array<3456 x i8>
// CHECK-LABEL: llvm.func @scaled_blocks_of_16(
// CHECK-NOT: llvm.nvvm.mma
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : i8, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: %[[BLOCK:.+]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[KS:.+]] = llvm.udiv %{{.+}}, %[[BLOCK]] : i32
// CHECK: %[[A:.+]] = llvm.fpext %{{.+}} : f32 to f64
// CHECK: llvm.add %{{.+}}, %[[KS]] : i32
// CHECK: %[[SA:.+]] = llvm.fpext %{{.+}} : f32 to f64
// CHECK: %[[X:.+]] = llvm.fmul %[[A]], %[[SA]] : f64
// CHECK: %[[B:.+]] = llvm.fpext %{{.+}} : f32 to f64
// CHECK: llvm.mul %[[KS]], %{{.+}} : i32
// CHECK: %[[SB:.+]] = llvm.fpext %{{.+}} : f32 to f64
// CHECK: %[[Y:.+]] = llvm.fmul %[[B]], %[[SB]] : f64
// CHECK: %[[C:.+]] = llvm.fpext %{{.+}} : f32 to f64
// CHECK: %[[S:.+]] = llvm.intr.fma(%[[X]], %[[Y]], %[[C]]) : (f64, f64, f64) -> f64
// CHECK: llvm.fptrunc %[[S]] : f64 to f32
// CHECK-NOT: llvm.nvvm.mma
// CHECK: llvm.return
// REMARK: Function=scaled_blocks_of_16 | Reason="no tensor-core instruction of sm_90 takes it in this lowering: scale blocks of 16 along K do not hold whole m16n8k32 instructions"
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @scaled_blocks_of_16(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {kernel} {
    %0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0_i32 = arith.constant 0 : i32
    %1 = nv_tileaa.make_memref %arg0, shape[], strides[] : <f8E4M3FN, [16, 64], [64, 1]>
    %2 = nv_tileaa.make_tiled_view %1 : <"partition", [16, 64], <f8E4M3FN, [16, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile, %result_token = nv_tileaa.tiled_load %2[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [16, 64], <f8E4M3FN, [16, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x64xf8E4M3FN>
    %3 = nv_tileaa.make_memref %arg1, shape[], strides[] : <f8E4M3FN, [64, 16], [16, 1]>
    %4 = nv_tileaa.make_tiled_view %3 : <"partition", [64, 16], <f8E4M3FN, [64, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_0, %result_token_1 = nv_tileaa.tiled_load %4[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [64, 16], <f8E4M3FN, [64, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x16xf8E4M3FN>
    %5 = nv_tileaa.make_memref %arg2, shape[], strides[] : <f8E8M0FNU, [16, 4], [4, 1]>
    %6 = nv_tileaa.make_tiled_view %5 : <"partition", [16, 4], <f8E8M0FNU, [16, 4], [4, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_2, %result_token_3 = nv_tileaa.tiled_load %6[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [16, 4], <f8E8M0FNU, [16, 4], [4, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<16x4xf8E8M0FNU>
    %7 = nv_tileaa.make_memref %arg3, shape[], strides[] : <f8E8M0FNU, [4, 16], [16, 1]>
    %8 = nv_tileaa.make_tiled_view %7 : <"partition", [4, 16], <f8E8M0FNU, [4, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_4, %result_token_5 = nv_tileaa.tiled_load %8[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [4, 16], <f8E8M0FNU, [4, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<4x16xf8E8M0FNU>
    %9 = nv_tileaa.make_memref %arg4, shape[], strides[] : <f32, [16, 16], [16, 1]>
    %10 = nv_tileaa.make_tiled_view %9 : <"partition", [16, 16], <f32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>
    %cst = arith.constant 0.000000e+00 : f32
    %11 = nv_tileaa.splat %cst : tensor<16x16xf32>
    %12 = nv_tileaa.dot_scaled %tile, %tile_0, %11, %tile_2, %tile_4 : tensor<16x64xf8E4M3FN>, tensor<64x16xf8E4M3FN>, tensor<16x16xf32>, tensor<16x4xf8E8M0FNU>, tensor<4x16xf8E8M0FNU>
    %13 = nv_tileaa.tiled_store %12, %10[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : tensor<16x16xf32>, <"partition", [16, 16], <f32, [16, 16], [16, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
// -----
// sm_90a: a 64x64x64 block-scaled product on wgmma (isWgmmaProductOp: its
// scale blocks of 32 are whole m64n64k32 instructions). The operands and
// both scale tiles are staged (core matrices, then 64 x 2 and 2 x 64
// bytes); each block's instruction multiplies from zero (scale-d false),
// its group is waited for (wait_group 0, the sums passing through it), and
// each sum joins the accumulator times its row's and column's scales of
// that block, read from the staging buffer: the fma of scaleSumInto, as
// on mma.sync. Then the second block.
// CHECK-LABEL: llvm.func @scaled_wgmma(
// CHECK-NOT: mma.sync
// CHECK: nvvm.fence.proxy
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 32>, D[<f32>, <zero>], A[<e4m3>, <one>, <row>], B[<e4m3>, <one>, <col>]
// CHECK-NEXT: llvm.extractvalue
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;"
// CHECK: llvm.load %{{.+}} : !llvm.ptr<3> -> i8
// With both of the thread's row scales from 2^-63 to 2^63 (bytes 64 to
// 190), the short form (scaleSumsInto): sum x row scale, then one fma
// with the column scale.
// CHECK: llvm.icmp "ult"
// CHECK: llvm.icmp "ult"
// CHECK: llvm.cond_br %{{.+}}, ^[[SHORT:bb[0-9]+]], ^[[GENERAL:bb[0-9]+]]
// CHECK: ^[[SHORT]]:
// CHECK-NOT: llvm.fcmp
// CHECK: %[[X:.+]] = llvm.fmul %{{.+}}, %{{.+}} : f32
// CHECK: llvm.intr.fma(%[[X]], %{{.+}}, %{{.+}}) : (f32, f32, f32) -> f32
// CHECK: ^[[GENERAL]]:
// CHECK: llvm.fcmp "olt"
// CHECK: llvm.intr.fma(%{{.+}}, %{{.+}}, %{{.+}}) : (f32, f32, f32) -> f32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 32>, D[<f32>, <zero>], A[<e4m3>, <one>, <row>], B[<e4m3>, <one>, <col>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;"
// CHECK: llvm.intr.fma(%{{.+}}, %{{.+}}, %{{.+}}) : (f32, f32, f32) -> f32
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: llvm.return
// REMARK: Function=scaled_wgmma | Remark="the 64x64x64 f8E4M3FN x f8E4M3FN product runs on tensor cores (wgmma)"
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @scaled_wgmma(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr) attributes {kernel} {
    %0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0_i32 = arith.constant 0 : i32
    %1 = nv_tileaa.make_memref %arg0, shape[], strides[] : <f8E4M3FN, [64, 64], [64, 1]>
    %2 = nv_tileaa.make_tiled_view %1 : <"partition", [64, 64], <f8E4M3FN, [64, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile, %result_token = nv_tileaa.tiled_load %2[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f8E4M3FN, [64, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf8E4M3FN>
    %3 = nv_tileaa.make_memref %arg1, shape[], strides[] : <f8E4M3FN, [64, 64], [64, 1]>
    %4 = nv_tileaa.make_tiled_view %3 : <"partition", [64, 64], <f8E4M3FN, [64, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_0, %result_token_1 = nv_tileaa.tiled_load %4[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [64, 64], <f8E4M3FN, [64, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x64xf8E4M3FN>
    %5 = nv_tileaa.make_memref %arg2, shape[], strides[] : <f8E8M0FNU, [64, 2], [2, 1]>
    %6 = nv_tileaa.make_tiled_view %5 : <"partition", [64, 2], <f8E8M0FNU, [64, 2], [2, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_2, %result_token_3 = nv_tileaa.tiled_load %6[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [64, 2], <f8E8M0FNU, [64, 2], [2, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<64x2xf8E8M0FNU>
    %7 = nv_tileaa.make_memref %arg3, shape[], strides[] : <f8E8M0FNU, [2, 64], [64, 1]>
    %8 = nv_tileaa.make_tiled_view %7 : <"partition", [2, 64], <f8E8M0FNU, [2, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %tile_4, %result_token_5 = nv_tileaa.tiled_load %8[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : <"partition", [2, 64], <f8E8M0FNU, [2, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<2x64xf8E8M0FNU>
    %9 = nv_tileaa.make_memref %arg4, shape[], strides[] : <f32, [64, 64], [64, 1]>
    %10 = nv_tileaa.make_tiled_view %9 : <"partition", [64, 64], <f32, [64, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %cst = arith.constant 0.000000e+00 : f32
    %11 = nv_tileaa.splat %cst : tensor<64x64xf32>
    %12 = nv_tileaa.dot_scaled %tile, %tile_0, %11, %tile_2, %tile_4 : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN>, tensor<64x64xf32>, tensor<64x2xf8E8M0FNU>, tensor<2x64xf8E8M0FNU>
    %13 = nv_tileaa.tiled_store %12, %10[%c0_i32, %c0_i32] token %0 {memory_ordering_semantics = 0 : i32} : tensor<64x64xf32>, <"partition", [64, 64], <f32, [64, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
