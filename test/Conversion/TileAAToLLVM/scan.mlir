// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s

// An inclusive scan along the rows of a 2x128 tile: the tile is staged in
// shared memory between barriers; each of the thread's two slots folds its
// row from the start up to and including its own position (pos + 1 steps).
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_cumsum()
// CHECK-SAME: !llvm.array<1024 x i8>
// CHECK-LABEL: llvm.func @cumsum(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[N0:.+]] = llvm.add %[[POS0:.+]], %{{.+}} : i32
// CHECK: ^[[H0:bb[0-9]+]](%[[I0:.+]]: i32, %[[A0:.+]]: f32):
// CHECK: llvm.icmp "slt" %[[I0]], %[[N0]] : i32
// CHECK: %[[E0:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> f32
// CHECK: %[[S0:.+]] = llvm.fadd %[[E0]], %[[A0]] : f32
// CHECK: llvm.br ^[[H0]](%{{.+}}, %[[S0]] : i32, f32)
// CHECK: ^[[H1:bb[0-9]+]](%[[I1:.+]]: i32, %[[A1:.+]]: f32):
// CHECK: llvm.fadd %{{.+}}, %[[A1]] : f32
// CHECK: llvm.br ^[[H1]]

// A reverse scan of i32 folds from the end of the row down to the slot's
// position: 128 - pos steps, reading position 127 - i at step i.
// CHECK-LABEL: llvm.func @suffix_sum(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[LEN:.+]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: %[[N:.+]] = llvm.sub %[[LEN]], %{{.+}} : i32
// CHECK: ^[[H:bb[0-9]+]](%[[I:.+]]: i32, %[[A:.+]]: i32):
// CHECK: llvm.icmp "slt" %[[I]], %[[N]] : i32
// CHECK: %[[LAST:.+]] = llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT: llvm.sub %[[LAST]], %[[I]] : i32
// CHECK: %[[E:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> i32
// CHECK: %[[S:.+]] = llvm.add %[[E]], %[[A]] : i32
// CHECK: llvm.br ^[[H]](%{{.+}}, %[[S]] : i32, i32)

cuda_tile.module @scan {
  entry @cumsum(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %yv = make_tensor_view %y, shape = [%m, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %xp = make_partition_view %xv : partition_view<tile=(2x128), tensor_view<?x128xf32, strides=[128,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(2x128), tensor_view<?x128xf32, strides=[128,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(2x128), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<2x128xf32>, token
    %sums = scan %rows dim=1 reverse=false identities=[0.0 : f32] : tile<2x128xf32> -> tile<2x128xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %t1 = store_view_tko weak %sums, %yp[%bx, %c0] token = %tok : tile<2x128xf32>, partition_view<tile=(2x128), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }

  entry @suffix_sum(%x: tile<ptr<i32>>, %y: tile<ptr<i32>>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %yv = make_tensor_view %y, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t0 = load_view_tko weak %xp[%c0] token = %tok : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %sums = scan %v dim=0 reverse=true identities=[0 : i32] : tile<128xi32> -> tile<128xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %r = addi %e, %a : tile<i32>
      yield %r : tile<i32>
    }
    %t1 = store_view_tko weak %sums, %yp[%c0] token = %tok : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
