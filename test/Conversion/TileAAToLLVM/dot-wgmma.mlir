// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm="compute-capability=sm_90" | FileCheck %s
// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_80" --convert-tileaa-to-llvm="compute-capability=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_100" --convert-tileaa-to-llvm="compute-capability=sm_100" | FileCheck %s --check-prefix=SM80

// 64x64x32 f16 -> f32 on sm_90a: one warpgroup, one wgmma m64n64k16 per
// k-step of 16. The operands are staged in the core-matrix layout, made
// visible to the async proxy and read through descriptors: lhs at byte 0
// with a leading byte offset of 64 * 16 (field 64 at bit 16) and a stride
// byte offset of 128 (field 8 at bit 32); rhs (transposed) after lhs's 4096
// bytes, its core matrices 144 bytes apart along N (16 of padding, so that
// the staging stores spread over the banks): stride field 9, leading byte
// offset 8 * 144 (field 72).
// CHECK-LABEL: llvm.func @dot_wgmma(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : f16, !llvm.ptr<3>
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// Each operand's descriptors start from one low word, the address / 16
// plus the leading byte offset's field (64 << 16, 72 << 16); a matrix
// further on adds its distance / 16 (rhs: 4096 bytes, 256), and the high
// word (the stride fields, 8 << 32 and 9 << 32) is a constant.
// CHECK: %[[BASE:.+]] = llvm.ptrtoint %{{.+}} : !llvm.ptr<3> to i32
// CHECK: %[[LEADA:.+]] = llvm.mlir.constant(4194304 : i32) : i32
// CHECK-NEXT: %[[LOWA:.+]] = llvm.add %{{.+}}, %[[LEADA]] : i32
// CHECK: %[[LEADB:.+]] = llvm.mlir.constant(4718592 : i32) : i32
// CHECK-NEXT: %[[LOWB:.+]] = llvm.add %{{.+}}, %[[LEADB]] : i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: %[[WA:.+]] = llvm.zext %[[LOWA]] : i32 to i64
// CHECK-NEXT: %[[FIELDS:.+]] = llvm.mlir.constant(34359738368 : i64) : i64
// CHECK-NEXT: %[[DA:.+]] = llvm.or %[[WA]], %[[FIELDS]] : i64
// CHECK-NEXT: %[[RHS:.+]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT: %[[B0:.+]] = llvm.add %[[LOWB]], %[[RHS]] : i32
// CHECK-NEXT: %[[WB:.+]] = llvm.zext %[[B0]] : i32 to i64
// CHECK-NEXT: %[[BFIELDS:.+]] = llvm.mlir.constant(38654705664 : i64) : i64
// CHECK-NEXT: %[[DB:.+]] = llvm.or %[[WB]], %[[BFIELDS]] : i64
// CHECK: nvvm.wgmma.mma_async %[[DA]], %[[DB]], %{{.+}}, <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK: nvvm.wgmma.mma_async
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;", "=f,

// Before Hopper, and on Blackwell (no wgmma), mma.sync.
// SM80-LABEL: llvm.func @dot_wgmma(
// SM80-NOT: nvvm.wgmma
// SM80: nvvm.mma.sync

cuda_tile.module @dot {
  entry @dot_wgmma(%pa: tile<ptr<f16>>, %pb: tile<ptr<f16>>, %pc: tile<ptr<f32>>, %py: tile<ptr<f32>>) {
    %tok = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %av = make_tensor_view %pa, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf16, strides=[32,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<64x32xf16, strides=[32,1]>>
    %a, %at = load_view_tko weak %ap[%c0, %c0] token = %tok : partition_view<tile=(64x32), tensor_view<64x32xf16, strides=[32,1]>>, tile<i32> -> tile<64x32xf16>, token
    %bv = make_tensor_view %pb, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf16, strides=[64,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<32x64xf16, strides=[64,1]>>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(32x64), tensor_view<32x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
    %cv = make_tensor_view %pc, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %c, %ct = load_view_tko weak %cp[%c0, %c0] token = %tok : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %y = mmaf %a, %b, %c : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    %oyv = make_tensor_view %py, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %oyp = make_partition_view %oyv : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %oydone = store_view_tko weak %y, %oyp[%c0, %c0] token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
