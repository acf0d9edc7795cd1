// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s

// 16x16x8 f16 -> f32 with 128 threads (K is less than one m16n8k16 step,
// so the blocked path): lhs and rhs (256 bytes each, their rows padded by
// 16 bytes: 16 x 16 and 8 x 24 f16) are staged in shared memory between
// barriers; each thread's two accumulator
// slots are carried through a loop over k, which loads the slot's lhs row
// element and rhs column element, widens them and fuses a multiply-add.
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_dot_f16()
// CHECK-SAME: !llvm.array<896 x i8>
// CHECK-LABEL: llvm.func @dot_f16(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : f16, !llvm.ptr<3>
// CHECK: llvm.store %{{.+}}, %{{.+}} : f16, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[K:.+]] = llvm.mlir.constant(8 : i32) : i32
// CHECK: ^[[HEAD:bb[0-9]+]](%[[KK:.+]]: i32, %[[C0:.+]]: f32, %[[C1:.+]]: f32):
// CHECK: llvm.icmp "slt" %[[KK]], %[[K]] : i32
// CHECK: %[[A0:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> f16
// CHECK: %[[A0W:.+]] = llvm.fpext %[[A0]] : f16 to f32
// CHECK: %[[B:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> f16
// CHECK: %[[BW:.+]] = llvm.fpext %[[B]] : f16 to f32
// CHECK: %[[N0:.+]] = llvm.intr.fma(%[[A0W]], %[[BW]], %[[C0]]) : (f32, f32, f32) -> f32
// CHECK: %[[A1:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> f16
// CHECK: %[[A1W:.+]] = llvm.fpext %[[A1]] : f16 to f32
// CHECK: %[[N1:.+]] = llvm.intr.fma(%[[A1W]], %[[BW]], %[[C1]]) : (f32, f32, f32) -> f32
// CHECK: llvm.br ^[[HEAD]](%{{.+}}, %[[N0]], %[[N1]] : i32, f32, f32)

// i8 x i8 -> i32 with signed lhs and unsigned rhs: sext and zext, then a
// wrapping multiply and add.
// CHECK-LABEL: llvm.func @dot_i8(
// CHECK: ^[[HEAD:bb[0-9]+]](%{{.+}}: i32, %[[C0:.+]]: i32, %{{.+}}: i32):
// CHECK: %[[A:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> i8
// CHECK: %[[AW:.+]] = llvm.sext %[[A]] : i8 to i32
// CHECK: %[[B:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> i8
// CHECK: %[[BW:.+]] = llvm.zext %[[B]] : i8 to i32
// CHECK: %[[P:.+]] = llvm.mul %[[AW]], %[[BW]] : i32
// CHECK: llvm.add %[[P]], %[[C0]] : i32

// f8E4M3FN is held as i8 bit patterns and decoded to f32 with integer ops
// (the exponent rebias, the subnormal path, NaN for S.1111.111).
// CHECK-LABEL: llvm.func @dot_f8(
// CHECK: llvm.store %{{.+}}, %{{.+}} : i8, !llvm.ptr<3>
// CHECK: %[[A:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> i8
// CHECK: llvm.zext %[[A]] : i8 to i32
// CHECK: llvm.uitofp
// CHECK: %[[AF:.+]] = llvm.bitcast %{{.+}} : i32 to f32
// CHECK: %[[B:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> i8
// CHECK: %[[BF:.+]] = llvm.bitcast %{{.+}} : i32 to f32
// CHECK: llvm.intr.fma(%[[AF]], %[[BF]], %{{.+}}) : (f32, f32, f32) -> f32

// 32x32x16 f16 -> f32 takes the tensor-core path: 2x4 accumulator tiles of
// 16x8, warp w owning tile column w of both tile rows. The accumulator
// moves to the mma fragment layout through shared memory, lhs and rhs are
// staged (rows padded to 16-byte multiples), each k-step of 16 loads the
// fragments with ldmatrix (an x2.trans for the b fragment the warp's two
// tiles share, then an x4 per A tile row before its product) and issues one
// mma.sync per tile,
// and the accumulator moves back to the blocked layout. A lane's pairs of
// columns 2q, 2q + 1 move as one 8-byte access.
// CHECK-LABEL: llvm.func @dot_mma(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.+}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : f16, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: ^[[HEAD:bb[0-9]+]](%{{.+}}: i32, %[[C0:.+]]: f32, %[[C1:.+]]: f32, %[[C2:.+]]: f32, %[[C3:.+]]: f32, %[[C4:.+]]: f32, %[[C5:.+]]: f32, %[[C6:.+]]: f32, %[[C7:.+]]: f32):
// CHECK: nvvm.ldmatrix %{{.+}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32
// CHECK-NOT: llvm.load %{{.+}} : !llvm.ptr<3> -> f16
// CHECK: nvvm.ldmatrix %{{.+}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-NOT: llvm.load %{{.+}} : !llvm.ptr<3> -> f16
// CHECK: %[[D0:.+]] = nvvm.mma.sync A[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}] B[%[[B0:.+]], %[[B1:.+]]] C[%[[C0]], %[[C1]], %[[C2]], %[[C3]]] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: nvvm.ldmatrix %{{.+}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK: %[[D1:.+]] = nvvm.mma.sync A[%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}] B[%[[B0]], %[[B1]]] C[%[[C4]], %[[C5]], %[[C6]], %[[C7]]]
// CHECK: llvm.br ^[[HEAD]]
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.+}} : !llvm.ptr<3> -> f32

cuda_tile.module @dot {
  entry @dot_f16(%pa: tile<ptr<f16>>, %pb: tile<ptr<f16>>, %pc: tile<ptr<f32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [16, 8], strides = [8, 1] : tensor_view<16x8xf16, strides=[8,1]>
    %ap = make_partition_view %av : partition_view<tile=(16x8), tensor_view<16x8xf16, strides=[8,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(16x8), tensor_view<16x8xf16, strides=[8,1]>>, tile<i32> -> tile<16x8xf16>, token
    %bv = make_tensor_view %pb, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xf16, strides=[16,1]>
    %bp = make_partition_view %bv : partition_view<tile=(8x16), tensor_view<8x16xf16, strides=[16,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(8x16), tensor_view<8x16xf16, strides=[16,1]>>, tile<i32> -> tile<8x16xf16>, token
    %cv = make_tensor_view %pc, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %cp = make_partition_view %cv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %r = mmaf %a, %b, %acc : tile<16x8xf16>, tile<8x16xf16>, tile<16x16xf32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  entry @dot_i8(%pa: tile<ptr<i8>>, %pb: tile<ptr<i8>>, %pc: tile<ptr<i32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xi8, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(16x16), tensor_view<16x16xi8, strides=[16,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(16x16), tensor_view<16x16xi8, strides=[16,1]>>, tile<i32> -> tile<16x16xi8>, token
    %bv = make_tensor_view %pb, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xi8, strides=[16,1]>
    %bp = make_partition_view %bv : partition_view<tile=(16x16), tensor_view<16x16xi8, strides=[16,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(16x16), tensor_view<16x16xi8, strides=[16,1]>>, tile<i32> -> tile<16x16xi8>, token
    %cv = make_tensor_view %pc, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xi32, strides=[16,1]>
    %cp = make_partition_view %cv : partition_view<tile=(16x16), tensor_view<16x16xi32, strides=[16,1]>>
    %acc = constant <i32: 0> : tile<16x16xi32>
    %r = mmai %a, %b, %acc signed unsigned : tile<16x16xi8>, tile<16x16xi8>, tile<16x16xi32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<16x16xi32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  entry @dot_f8(%pa: tile<ptr<f8E4M3FN>>, %pb: tile<ptr<f8E4M3FN>>, %pc: tile<ptr<f32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E4M3FN, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(16x16), tensor_view<16x16xf8E4M3FN, strides=[16,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(16x16), tensor_view<16x16xf8E4M3FN, strides=[16,1]>>, tile<i32> -> tile<16x16xf8E4M3FN>, token
    %bv = make_tensor_view %pb, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E4M3FN, strides=[16,1]>
    %bp = make_partition_view %bv : partition_view<tile=(16x16), tensor_view<16x16xf8E4M3FN, strides=[16,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(16x16), tensor_view<16x16xf8E4M3FN, strides=[16,1]>>, tile<i32> -> tile<16x16xf8E4M3FN>, token
    %cv = make_tensor_view %pc, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %cp = make_partition_view %cv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %r = mmaf %a, %b, %acc : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
    %done = store_view_tko weak %r, %cp[%c0, %c0] token = %tok : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  entry @dot_mma(%pa: tile<ptr<f16>>, %pb: tile<ptr<f16>>, %pc: tile<ptr<f32>>, %py: tile<ptr<f32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xf16, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x16), tensor_view<32x16xf16, strides=[16,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(32x16), tensor_view<32x16xf16, strides=[16,1]>>, tile<i32> -> tile<32x16xf16>, token
    %bv = make_tensor_view %pb, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf16, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(16x32), tensor_view<16x32xf16, strides=[32,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(16x32), tensor_view<16x32xf16, strides=[32,1]>>, tile<i32> -> tile<16x32xf16>, token
    %cv = make_tensor_view %pc, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<32x32xf32>, token
    %y = mmaf %a, %b, %c : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
    %oyv = make_tensor_view %py, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %oyp = make_partition_view %oyv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %oydone = store_view_tko weak %y, %oyp[%c0, %c0] token = %tok : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
