// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s

// Globals become global-memory (address space 1) byte images: f32
// little-endian, 4-bit elements two to a byte (1.0, 2.0 -> 0x42; 3.0, -6.0
// -> 0xF5). Private ones are internal.
// CHECK-DAG: llvm.mlir.global external @table("\00\00\80?\00\00\00@") {addr_space = 1 : i32, alignment = 16 : i64}
// CHECK-DAG: llvm.mlir.global internal @nibbles("B\F5") {addr_space = 1 : i32, alignment = 16 : i64}
// A non-global alloca is this CTA's own shared-memory buffer.
// CHECK-DAG: llvm.mlir.global internal @[[SCRATCH:__tileir_alloca_[0-9]+]]() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<256 x i8>
cuda_tile.module @m {
  global @table <f32: [1.0, 2.0]> : tile<2xf32>
  global private @nibbles <f4E2M1FN: [1.0, 2.0, 3.0, -6.0]> : tile<4xf4E2M1FN>

  // Loads and stores other than weak are atomic, with the op's ordering
  // and scope.
  // CHECK-LABEL: llvm.func @ordered(
  // CHECK-SAME: %[[P:[^:]+]]: !llvm.ptr, %[[Q:[^:]+]]: !llvm.ptr)
  // CHECK: %[[V:.+]] = llvm.load %[[P]] atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  // CHECK: llvm.store %[[V]], %[[P]] atomic syncscope("block") release {alignment = 4 : i64} : i32, !llvm.ptr
  // CHECK: llvm.load %[[Q]] atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> f32
  // get_global: the global's address, made generic.
  // CHECK: %[[G:.+]] = llvm.mlir.addressof @table : !llvm.ptr<1>
  // CHECK: %[[GG:.+]] = llvm.addrspacecast %[[G]] : !llvm.ptr<1> to !llvm.ptr
  // Weak accesses state their natural alignment too.
  // CHECK: %[[X:.+]] = llvm.load %[[GG]] {alignment = 4 : i64} : !llvm.ptr -> f32
  // CHECK: %[[S:.+]] = llvm.mlir.addressof @[[SCRATCH]] : !llvm.ptr<3>
  // CHECK: %[[SG:.+]] = llvm.addrspacecast %[[S]] : !llvm.ptr<3> to !llvm.ptr
  // CHECK: llvm.store %[[X]], %[[SG]] {alignment = 4 : i64} : f32, !llvm.ptr
  entry @ordered(%p: tile<ptr<i32>>, %q: tile<ptr<f32>>) {
    %v, %t0 = load_ptr_tko acquire device %p : tile<ptr<i32>> -> tile<i32>, token
    %t1 = store_ptr_tko release tl_blk %p, %v token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %w, %t2 = load_ptr_tko relaxed sys %q : tile<ptr<f32>> -> tile<f32>, token
    %g = get_global @table : tile<ptr<f32>>
    %x, %t3 = load_ptr_tko weak %g : tile<ptr<f32>> -> tile<f32>, token
    %s = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    %t4 = store_ptr_tko weak %s, %x : tile<ptr<f32>>, tile<f32> -> token
    return
  }

  // A global alloca comes from the device heap: thread 0 allocates and
  // shares the aligned address through shared memory.
  // CHECK-LABEL: llvm.func @heap(
  // CHECK: llvm.cond_br
  // CHECK: llvm.call @malloc(%{{.+}}) : (i64) -> !llvm.ptr
  // CHECK: llvm.store %{{.+}}, %{{.+}} : i64, !llvm.ptr<3>
  // CHECK: nvvm.barrier0
  // CHECK: %[[A:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> i64
  // CHECK: llvm.inttoptr %[[A]] : i64 to !llvm.ptr
  entry @heap(%x: tile<f32>) {
    %b = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    %t = store_ptr_tko weak %b, %x : tile<ptr<f32>>, tile<f32> -> token
    return
  }

  // 4-bit elements: element e of a view is nibble e % 2 of byte e / 2. A
  // store replaces its nibble with a compare-and-swap loop, since the
  // other nibble belongs to another thread.
  // CHECK-LABEL: llvm.func @fp4(
  // CHECK: %[[ODD:.+]] = llvm.and %[[OFF:.+]], %{{.+}} : i64
  // CHECK: %[[SH:.+]] = llvm.shl %[[ODD]], %{{.+}} : i64
  // CHECK: %[[SHIFT:.+]] = llvm.trunc %[[SH]] : i64 to i8
  // CHECK: %[[BYTE:.+]] = llvm.sdiv %[[OFF]], %{{.+}} : i64
  // CHECK: %[[ADDR:.+]] = llvm.getelementptr %{{.+}}[%[[BYTE]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  // CHECK: %[[B:.+]] = llvm.load %[[ADDR]] {alignment = 1 : i64} : !llvm.ptr -> i8
  // CHECK: %[[LOW:.+]] = llvm.lshr %[[B]], %[[SHIFT]] : i8
  // CHECK: llvm.and %[[LOW]], %{{.+}} : i8
  // CHECK: %[[FIRST:.+]] = llvm.load %{{.+}} atomic syncscope("device") monotonic {alignment = 1 : i64} : !llvm.ptr -> i8
  // CHECK: llvm.br ^[[LOOP:bb[0-9]+]](%[[FIRST]] : i8)
  // CHECK: ^[[LOOP]](%[[SEEN:.+]]: i8):
  // CHECK: %[[NEW:.+]] = llvm.or %{{.+}}, %{{.+}} : i8
  // CHECK: %[[CAS:.+]] = llvm.cmpxchg %{{.+}}, %[[SEEN]], %[[NEW]] syncscope("device") monotonic monotonic {alignment = 1 : i64} : !llvm.ptr, i8
  // CHECK: %[[OLD:.+]] = llvm.extractvalue %[[CAS]][0]
  // CHECK: %[[OK:.+]] = llvm.extractvalue %[[CAS]][1]
  // CHECK: llvm.cond_br %[[OK]], ^{{bb[0-9]+}}, ^[[LOOP]](%[[OLD]] : i8)
  entry @fp4(%a: tile<ptr<f4E2M1FN>>, %b: tile<ptr<f4E2M1FN>>, %i: tile<i32>) {
    %av = make_tensor_view %a, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %bv = make_tensor_view %b, shape = [256], strides = [1] : tensor_view<256xf4E2M1FN, strides=[1]>
    %ap = make_partition_view %av : partition_view<tile=(128), tensor_view<256xf4E2M1FN, strides=[1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128), tensor_view<256xf4E2M1FN, strides=[1]>>
    %t, %t0 = load_view_tko weak %ap[%i] : partition_view<tile=(128), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<128xf4E2M1FN>, token
    %t1 = store_view_tko weak %t, %bp[%i] token=%t0 : tile<128xf4E2M1FN>, partition_view<tile=(128), tensor_view<256xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
  // 64-bit weak accesses are naturally aligned: one 64-bit access each, not
  // two 32-bit halves (the alignment of a data layout the module does not
  // have yet).
  // CHECK-LABEL: llvm.func @wide(
  // CHECK: llvm.load %{{.+}} {alignment = 8 : i64} : !llvm.ptr -> i64
  // CHECK: llvm.store %{{.+}}, %{{.+}} {alignment = 8 : i64} : f64, !llvm.ptr
  entry @wide(%p: tile<ptr<i64>>, %q: tile<ptr<f64>>) {
    %v, %t0 = load_ptr_tko weak %p : tile<ptr<i64>> -> tile<i64>, token
    %f = bitcast %v : tile<i64> -> tile<f64>
    %t1 = store_ptr_tko weak %q, %f token=%t0 : tile<ptr<f64>>, tile<f64> -> token
    return
  }
}
