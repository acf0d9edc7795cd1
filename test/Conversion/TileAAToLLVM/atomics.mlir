// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s

cuda_tile.module @m {
  // Each element's atomic is one atomicrmw with the op's ordering and scope
  // (tl_blk is the CTA: "block"; device: "device"; sys: no syncscope),
  // under the mask; masked-off lanes read 0. NVPTX drops atomicrmw
  // orderings, so release and acquire are also explicit fences.
  // CHECK-LABEL: llvm.func @rmw(
  // CHECK: llvm.cond_br %{{.+}}, ^[[DO:bb[0-9]+]], ^[[JOIN:bb[0-9]+]](%{{.+}} : i32)
  // CHECK: ^[[DO]]:
  // CHECK-NEXT: %[[OLD:.+]] = llvm.atomicrmw add %{{.+}}, %{{.+}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  // CHECK-NEXT: llvm.br ^[[JOIN]](%[[OLD]] : i32)
  // CHECK: llvm.fence syncscope("block") release
  // CHECK-NEXT: llvm.atomicrmw umax %{{.+}}, %{{.+}} syncscope("block") acq_rel
  // CHECK-NEXT: llvm.fence syncscope("block") acquire
  //
  // A scalar's atomic is done once, by thread 0, and its result reaches the
  // other threads through shared memory.
  // CHECK: %[[FIRST:.+]] = llvm.icmp "ult" %{{.+}}, %{{.+}} : i32
  // CHECK: llvm.cond_br %[[FIRST]], ^[[ONE:bb[0-9]+]], ^[[AFTER:bb[0-9]+]](%{{.+}} : f32)
  // CHECK: ^[[ONE]]:
  // CHECK-NEXT: llvm.fence release
  // CHECK-NEXT: %[[R:.+]] = llvm.atomicrmw fadd %{{.+}}, %{{.+}} release {alignment = 4 : i64} : !llvm.ptr, f32
  // CHECK-NOT: llvm.fence
  // CHECK: ^[[AFTER]](%[[RES:.+]]: f32):
  // CHECK: nvvm.barrier0
  // CHECK: llvm.store %[[RES]], %{{.+}} : f32, !llvm.ptr<3>
  // CHECK: nvvm.barrier0
  // CHECK: llvm.load %{{.+}} : !llvm.ptr<3> -> f32
  // CHECK: llvm.return
  entry @rmw(%p: tile<ptr<i32>>, %pf: tile<ptr<f32>>, %n: tile<i32>) {
    %idx = iota : tile<128xi32>
    %pb = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pt = broadcast %pb : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %ptrs = offset %pt, %idx : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %nb = reshape %n : tile<i32> -> tile<1xi32>
    %nt = broadcast %nb : tile<1xi32> -> tile<128xi32>
    %mask = cmpi less_than %idx, %nt, signed : tile<128xi32> -> tile<128xi1>
    %one = constant <i32: 1> : tile<128xi32>
    %old, %t0 = atomic_rmw_tko relaxed device %ptrs, add, %one, %mask : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
    %x, %t1 = atomic_rmw_tko acq_rel tl_blk %ptrs, umax, %one token=%t0 : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %f = constant <f32: 1.5> : tile<f32>
    %y, %t2 = atomic_rmw_tko release sys %pf, addf, %f token=%t1 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    return
  }

  // compare-and-swap compares bit patterns: floats go through i32. A
  // masked-off lane returns its compare value.
  // CHECK-LABEL: llvm.func @cas(
  // CHECK-SAME: %[[P:[^:]+]]: !llvm.ptr, %[[CMP:[^:]+]]: f32, %[[VAL:[^:]+]]: f32, %[[M:[^:]+]]: i1)
  // CHECK: %[[GUARD:.+]] = llvm.and %[[M]], %{{.+}} : i1
  // CHECK: llvm.cond_br %[[GUARD]], ^[[DO:bb[0-9]+]], ^[[JOIN:bb[0-9]+]](%[[CMP]] : f32)
  // CHECK: ^[[DO]]:
  // CHECK-NEXT: %[[C:.+]] = llvm.bitcast %[[CMP]] : f32 to i32
  // CHECK-NEXT: %[[V:.+]] = llvm.bitcast %[[VAL]] : f32 to i32
  // CHECK-NEXT: %[[X:.+]] = llvm.cmpxchg %[[P]], %[[C]], %[[V]] syncscope("device") acquire acquire {alignment = 4 : i64} : !llvm.ptr, i32
  // CHECK-NEXT: %[[OLD:.+]] = llvm.extractvalue %[[X]][0] : !llvm.struct<(i32, i1)>
  // CHECK-NEXT: %[[OLDF:.+]] = llvm.bitcast %[[OLD]] : i32 to f32
  // CHECK-NEXT: llvm.br ^[[JOIN]](%[[OLDF]] : f32)
  entry @cas(%p: tile<ptr<f32>>, %c: tile<f32>, %v: tile<f32>, %m: tile<i1>) {
    %r, %t = atomic_cas_tko acquire device %p, %c, %v, %m : tile<ptr<f32>>, tile<f32>, tile<i1> -> tile<f32>, token
    return
  }

  // A reduction into a view: each in-bounds element of the 32x16 tile (four
  // slots per thread) is one relaxed atomicrmw at its view address.
  // CHECK-LABEL: llvm.func @red(
  // CHECK-COUNT-4: llvm.atomicrmw fadd %{{.+}}, %{{.+}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr, f32
  // CHECK-NOT: llvm.atomicrmw
  // CHECK: llvm.return
  entry @red(%base: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %base, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : partition_view<tile=(32x16), tensor_view<64x16xf32, strides=[16,1]>>
    %x = constant <f32: 2.0> : tile<32x16xf32>
    %t = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %x : tile<32x16xf32>, partition_view<tile=(32x16), tensor_view<64x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
