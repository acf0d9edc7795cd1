// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s

// Formats follow the interpreter: integers print as long long with the
// conversion's signedness (%u -> %llu), floats as doubles, %% stays, and a
// tile prints element by element in nested brackets.
// CHECK-DAG: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG: llvm.mlir.global internal constant @[[HEAD:__tileir_str_[0-9]+]]("x=%f i=%llu 100%% t=\00") {addr_space = 1 : i32
// CHECK-DAG: llvm.mlir.global internal constant @[[ELEM:__tileir_str_[0-9]+]]("%s%lld%s%s\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{__tileir_str_[0-9]+}}("{{\[\[}}\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{__tileir_str_[0-9]+}}("{{\]\]}}\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[TAIL:__tileir_str_[0-9]+]]("\0A\00")
// CHECK-DAG: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)
// CHECK-DAG: llvm.mlir.global internal constant @[[MSG:__tileir_str_[0-9]+]]("index in range\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[FN:__tileir_str_[0-9]+]]("check\00")

cuda_tile.module @m {
  // Thread 0 prints: the scalars with the text around them in one vprintf
  // whose arguments sit in 8-byte stack slots; then the tile, staged in
  // shared memory, one vprintf per element.
  // CHECK-LABEL: llvm.func @print(
  // CHECK-SAME: %[[X:[^:]+]]: f32, %[[I:[^:]+]]: i32)
  // CHECK-DAG: llvm.alloca %{{.+}} x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  // CHECK-DAG: %[[TID:.+]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK: %[[FIRST:.+]] = llvm.icmp "eq" %[[TID]], %{{.+}} : i32
  // CHECK: %[[XD:.+]] = llvm.fpext %[[X]] : f32 to f64
  // CHECK: %[[IL:.+]] = llvm.zext %[[I]] : i32 to i64
  // CHECK: llvm.cond_br %[[FIRST]]
  // CHECK: llvm.store %[[XD]], %{{.+}} {alignment = 8 : i64} : f64, !llvm.ptr
  // CHECK: llvm.store %[[IL]], %{{.+}} {alignment = 8 : i64} : i64, !llvm.ptr
  // CHECK: %[[F:.+]] = llvm.mlir.addressof @[[HEAD]] : !llvm.ptr<1>
  // CHECK: %[[FG:.+]] = llvm.addrspacecast %[[F]] : !llvm.ptr<1> to !llvm.ptr
  // CHECK: llvm.call @vprintf(%[[FG]], %{{.+}})
  // CHECK: nvvm.barrier0
  // CHECK: llvm.store %{{.+}}, %{{.+}} : i32, !llvm.ptr<3>
  // CHECK: nvvm.barrier0
  // CHECK: llvm.cond_br %[[FIRST]]
  // CHECK: llvm.load %{{.+}} : !llvm.ptr<3> -> i32
  // CHECK: llvm.sext %{{.+}} : i32 to i64
  // CHECK: llvm.mlir.addressof @[[ELEM]]
  // CHECK: llvm.call @vprintf(
  // CHECK: llvm.mlir.addressof @[[TAIL]]
  // CHECK: llvm.call @vprintf(
  entry @print(%x: tile<f32>, %i: tile<i32>) {
    %io = iota : tile<8xi32>
    %io2 = reshape %io : tile<8xi32> -> tile<2x4xi32>
    %t = print_tko "x=%f i=%u 100%% t=%d\n", %x, %i, %io2 : tile<f32>, tile<i32>, tile<2x4xi32> -> token
    return
  }

  // A thread with a false element (two slots each here) calls __assertfail
  // like CUDA's assert: message, file, line, function, char size.
  // CHECK-LABEL: llvm.func @check(
  // CHECK: %[[BAD0:.+]] = llvm.xor %{{.+}}, %{{.+}} : i1
  // CHECK: %[[ANY:.+]] = llvm.or %{{.+}}, %[[BAD0]] : i1
  // CHECK: %[[BAD1:.+]] = llvm.xor %{{.+}}, %{{.+}} : i1
  // CHECK: %[[ANY2:.+]] = llvm.or %[[ANY]], %[[BAD1]] : i1
  // CHECK: llvm.cond_br %[[ANY2]], ^[[FAIL:bb[0-9]+]], ^[[OK:bb[0-9]+]]
  // CHECK: ^[[FAIL]]:
  // CHECK: llvm.mlir.addressof @[[MSG]]
  // CHECK: %[[LINE:.+]] = llvm.mlir.constant([[@LINE+9]] : i32) : i32
  // CHECK: llvm.mlir.addressof @[[FN]]
  // CHECK: llvm.call @__assertfail(%{{.+}}, %{{.+}}, %[[LINE]], %{{.+}}, %{{.+}}) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
  // CHECK-NEXT: llvm.intr.trap
  entry @check(%i: tile<i32>) {
    %io = iota : tile<256xi32>
    %ib = reshape %i : tile<i32> -> tile<1xi32>
    %it = broadcast %ib : tile<1xi32> -> tile<256xi32>
    %c = cmpi less_than %io, %it, signed : tile<256xi32> -> tile<256xi1>
    assert %c, "index in range" : tile<256xi1>
    return
  }
}
