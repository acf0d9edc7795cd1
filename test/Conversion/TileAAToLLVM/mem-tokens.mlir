// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --tileaa-allocate-mbarriers --convert-tileaa-to-llvm="compute-capability=sm_90" | FileCheck %s
// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_80" --tileaa-allocate-mbarriers --convert-tileaa-to-llvm="compute-capability=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s --check-prefix=NOPOOL

// Tokens on the mbarrier pool: the prologue initialises each slot the
// allocation pass used (thread 0, one arrival per thread, then bar.sync)
// and zeroes the per-thread phase and pending bits.
// CHECK: llvm.mlir.global internal @__tileir_mbarriers_k() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
// CHECK-LABEL: llvm.func @k(
// CHECK: %[[PHASES:.+]] = llvm.alloca %{{.+}} x i32
// CHECK: %[[PENDING:.+]] = llvm.alloca %{{.+}} x i32
// CHECK: %[[FIRST:.+]] = llvm.icmp "eq" %{{.+}}, %{{.+}} : i32
// CHECK: llvm.cond_br %[[FIRST]]
// CHECK: %[[T:.+]] = llvm.mlir.constant(128 : i32) : i32
// CHECK: nvvm.mbarrier.init %{{.+}}, %[[T]] : !llvm.ptr<3>, i32
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.barrier0
// The store publishes its part with an arrive on its token's barrier; the
// load on its token waits first. Each wait is a poll loop on the parity of
// the thread's pending phase, followed by flipping the phase and pending
// bits. (Blocks are laid out out of order: the checks follow the text.)
// CHECK: llvm.store %{{.+}}, %{{.+}} : i32, !llvm.ptr
// CHECK: nvvm.mbarrier.arrive %{{.+}} : !llvm.ptr<3>
// CHECK: ^[[POLL:bb[0-9]+]]: // 2 preds: {{.*}}^[[POLL]]
// CHECK-NEXT: llvm.mlir.addressof @__tileir_mbarriers_k
// CHECK-NEXT: llvm.getelementptr
// CHECK-NEXT: %[[DONE:.+]] = nvvm.mbarrier.try_wait %{{.+}}, %{{.+}} : !llvm.ptr<3>, i32 -> i1
// CHECK-NEXT: llvm.cond_br %[[DONE]], ^[[AFTER:bb[0-9]+]], ^[[POLL]]
// CHECK-NEXT: ^[[AFTER]]:
// CHECK-NEXT: llvm.load %[[PHASES]]
// CHECK-NEXT: llvm.mlir.constant(1 : i32)
// CHECK-NEXT: llvm.xor
// CHECK-NEXT: llvm.store %{{.+}}, %[[PHASES]]
// CHECK-NEXT: llvm.load %[[PENDING]]
// CHECK-NEXT: llvm.mlir.constant(1 : i32)
// CHECK-NEXT: llvm.xor
// CHECK-NEXT: llvm.store %{{.+}}, %[[PENDING]]
// CHECK: llvm.return

// Four effects arrive: the first two stores, and both reads, which have a
// write after them (a store must not overwrite what another thread has
// still to read). The last store has no successor: nobody waits on it.
// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --tileaa-allocate-mbarriers --convert-tileaa-to-llvm="compute-capability=sm_90" | grep -c "nvvm.mbarrier.arrive" | FileCheck %s --check-prefix=ARRIVES
// ARRIVES: 4

// sm_80 has no try_wait: it polls with test_wait.
// SM80-LABEL: llvm.func @k(
// SM80: nvvm.mbarrier.test.wait %{{.+}}, %{{.+}} : !llvm.ptr<3>, i32 -> i1
// SM80-NOT: nvvm.mbarrier.try_wait

// Without the allocation pass there is no pool: bar.sync orders instead.
// NOPOOL-NOT: __tileir_mbarriers
// NOPOOL-LABEL: llvm.func @k(
// NOPOOL-NOT: nvvm.mbarrier
// NOPOOL: llvm.store
// NOPOOL: nvvm.barrier0
// NOPOOL: llvm.load
cuda_tile.module @m {
  entry @k(%buf: tile<ptr<i32>>, %buf2: tile<ptr<i32>>) {
    %idx = iota : tile<128xi32>
    %c127 = constant <i32: 127> : tile<128xi32>
    %rev = subi %c127, %idx : tile<128xi32>
    %b0 = reshape %buf : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b = broadcast %b0 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %p = offset %b, %idx : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %q = offset %b, %rev : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %c0 = reshape %buf2 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %c = broadcast %c0 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %pc = offset %c, %idx : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %t0 = make_token : token
    %t1 = store_ptr_tko weak %p, %idx token=%t0 : tile<128xptr<i32>>, tile<128xi32> -> token
    %r, %t2 = load_ptr_tko weak %q token=%t1 : tile<128xptr<i32>> -> tile<128xi32>, token
    %u0 = make_token : token
    %u1 = store_ptr_tko weak %pc, %r token=%u0 : tile<128xptr<i32>>, tile<128xi32> -> token
    %j = join_tokens %t2, %u1 : token
    %s, %t3 = load_ptr_tko weak %q token=%j : tile<128xptr<i32>> -> tile<128xi32>, token
    %t4 = store_ptr_tko weak %pc, %s token=%t3 : tile<128xptr<i32>>, tile<128xi32> -> token
    return
  }
}
