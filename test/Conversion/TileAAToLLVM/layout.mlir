// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm="num-threads=64" | FileCheck %s
// RUN: not tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm="num-threads=48" 2>&1 | FileCheck %s --check-prefix=THREADS

// THREADS: error: num-threads must be a power of two from 32 to 1024, not 48

// The distributed layout: with 64 threads a 128-element tile takes two slots
// per thread, elements tid and tid + 64; each is loaded under its own bounds
// check (padding otherwise) and stored under it.
cuda_tile.module @m {
  // CHECK-LABEL: llvm.func @two_slots(
  // CHECK-SAME: nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>
  // CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK: %[[BID:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
  // CHECK: %[[IN0:.*]] = llvm.icmp "ult"
  // CHECK: llvm.cond_br %{{.*}}, ^[[LOAD0:.*]], ^[[JOIN0:.*]](%{{.*}} : f32)
  // CHECK: ^[[LOAD0]]:
  // CHECK-NEXT: llvm.load %{{.*}} : !llvm.ptr -> f32
  // CHECK: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
  // CHECK-NEXT: llvm.add %[[TID]], %[[C64]] : i32
  // CHECK: llvm.load %{{.*}} : !llvm.ptr -> f32
  // CHECK: llvm.fmul
  // CHECK: llvm.fmul
  // CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
  // CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
  // CHECK: llvm.return
  entry @two_slots(%a: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %av = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t, %t0 = load_view_tko weak %ap[%x] token = %tok : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %sq = mulf %t, %t rounding<nearest_even> : tile<128xf32>
    %t1 = store_view_tko weak %sq, %ap[%x] token = %t0 : tile<128xf32>, partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // A 32-element tile on 64 threads: threads t and t + 32 hold copies of
  // element t mod 32, and only the first copy stores.
  // CHECK-LABEL: llvm.func @copies(
  // CHECK: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
  // CHECK: llvm.urem %[[T]], %[[C32]] : i32
  // CHECK: %[[PRIMARY:.*]] = llvm.icmp "ult" %[[T]], %{{.*}} : i32
  // CHECK: %[[BOTH:.*]] = llvm.and %{{.*}}, %[[PRIMARY]] : i1
  // CHECK: llvm.cond_br %[[BOTH]]
  // CHECK: llvm.store
  entry @copies(%a: tile<ptr<i32>>) {
    %tok = make_token : token
    %av = make_tensor_view %a, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %r = iota : tile<32xi32>
    %t1 = store_view_tko weak %r, %ap[%c0] token = %tok : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
