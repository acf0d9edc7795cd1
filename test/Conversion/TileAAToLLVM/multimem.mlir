// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_100" --convert-tileaa-to-llvm="compute-capability=sm_100" | FileCheck %s
// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm="compute-capability=sm_90" | FileCheck %s
// RUN: not tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_80" --convert-tileaa-to-llvm="compute-capability=sm_80" 2>&1 | FileCheck %s --check-prefix=SM80

// Each element of a multimem access is one inline multimem instruction on
// its address: the ordering and scope become .weak / .relaxed.sys / ...,
// the mode and element type pick the operation and type suffix. Other
// targets than sm_90-sm_10x refuse the op where it stands.
cuda_tile.module @m {
  // CHECK-LABEL: llvm.func @k(
  entry @k(%a: tile<ptr<f32>>, %b: tile<ptr<i64>>, %i: tile<i32>) {
    %tv = make_tensor_view %a, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %iv = make_tensor_view %b, shape = [256], strides = [1] : tensor_view<256xi64, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<256xf32, strides=[1]>>
    %ipv = make_partition_view %iv : partition_view<tile=(128), tensor_view<256xi64, strides=[1]>>
    // CHECK: llvm.inline_asm has_side_effects "multimem.ld_reduce.relaxed.sys.add.f32 $0, [$1];", "=f,l" %{{.*}} : (!llvm.ptr) -> f32
    // SM80: multimem.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'nv_tileaa.multimem_load_reduce' op is not supported for this target (sm_80): multimem accesses need sm_90, sm_100, sm_103 or sm_107
    %t, %tok = multimem_load_reduce_view_tko relaxed sys %pv[%i], addf : partition_view<tile=(128), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    // CHECK: llvm.inline_asm has_side_effects "multimem.ld_reduce.weak.min.s64 $0, [$1];", "=l,l" %{{.*}} : (!llvm.ptr) -> i64
    %m, %mtok = multimem_load_reduce_view_tko weak %ipv[%i], min : partition_view<tile=(128), tensor_view<256xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    // CHECK: llvm.inline_asm has_side_effects "multimem.red.release.gpu.add.f32 [$0], $1;", "l,f" %{{.*}}, %{{.*}} : (!llvm.ptr, f32) -> ()
    %r = multimem_reduce_view_tko release device %pv[%i], addf, %t token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    // CHECK: llvm.inline_asm has_side_effects "multimem.red.relaxed.cta.xor.b64 [$0], $1;", "l,l" %{{.*}}, %{{.*}} : (!llvm.ptr, i64) -> ()
    %x = multimem_reduce_view_tko relaxed tl_blk %ipv[%i], xor, %m : tile<128xi64>, partition_view<tile=(128), tensor_view<256xi64, strides=[1]>>, tile<i32> -> token
    // CHECK: llvm.inline_asm has_side_effects "multimem.st.weak.b32 [$0], $1;", "l,f" %{{.*}}, %{{.*}} : (!llvm.ptr, f32) -> ()
    %s = multimem_store_view_tko weak %t, %pv[%i] token = %r : tile<128xf32>, partition_view<tile=(128), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
