// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s

// An inclusive scan along the rows of a 2x32 tile, which has fewer elements
// than the 128 threads: the tile is staged in shared memory between
// barriers; the thread's slot folds its row from the start up to and
// including its own position (pos + 1 steps).
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_cumsum()
// CHECK-SAME: !llvm.array<256 x i8>
// CHECK-LABEL: llvm.func @cumsum(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[N0:.+]] = llvm.add %[[POS0:.+]], %{{.+}} : i32
// CHECK: ^[[H0:bb[0-9]+]](%[[I0:.+]]: i32, %[[A0:.+]]: f32):
// CHECK: llvm.icmp "slt" %[[I0]], %[[N0]] : i32
// CHECK: %[[E0:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> f32
// CHECK: %[[S0:.+]] = llvm.fadd %[[E0]], %[[A0]] : f32
// CHECK: llvm.br ^[[H0]](%{{.+}}, %[[S0]] : i32, f32)

// A reverse scan of 64 i32 folds from the end of the row down to the slot's
// position: 64 - pos steps, reading position 63 - i at step i.
// CHECK-LABEL: llvm.func @suffix_sum(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[LEN:.+]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[N:.+]] = llvm.sub %[[LEN]], %{{.+}} : i32
// CHECK: ^[[H:bb[0-9]+]](%[[I:.+]]: i32, %[[A:.+]]: i32):
// CHECK: llvm.icmp "slt" %[[I]], %[[N]] : i32
// CHECK: %[[LAST:.+]] = llvm.mlir.constant(63 : i32) : i32
// CHECK-NEXT: llvm.sub %[[LAST]], %[[I]] : i32
// CHECK: %[[E:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> i32
// CHECK: %[[S:.+]] = llvm.add %[[E]], %[[A]] : i32
// CHECK: llvm.br ^[[H]](%{{.+}}, %[[S]] : i32, i32)

// The rows of a 2x128 tile are spread over all 128 threads: each slot is
// scanned over the lanes of its warp with shfl.sync.up (distances 1 to 16;
// lanes below the distance keep their value), the warp totals (held by lane
// 31) go to shared memory ([row, warp]; the other lanes store to a spare
// element), and each thread adds those of the warps before its own.
// CHECK-LABEL: llvm.func @cumsum_shuffle(
// CHECK: %[[HAS:.+]] = llvm.icmp "uge" %[[LANE:.+]], %{{.+}} : i32
// CHECK: %[[W:.+]] = llvm.bitcast %[[MINE:.+]] : f32 to i32
// CHECK: %[[GOT:.+]] = nvvm.shfl.sync up %{{.+}}, %[[W]], %{{.+}}, %{{.+}} : i32 -> i32
// CHECK: %[[EARLIER:.+]] = llvm.bitcast %[[GOT]] : i32 to f32
// CHECK: %[[SUM:.+]] = llvm.fadd %[[MINE]], %[[EARLIER]] : f32
// CHECK: llvm.select %[[HAS]], %[[SUM]], %[[MINE]] : i1, f32
// CHECK-COUNT-9: nvvm.shfl.sync up
// CHECK: %[[LAST_LANE:.+]] = llvm.icmp "eq" %[[LANE]], %{{.+}} : i32
// CHECK: nvvm.barrier0
// CHECK: llvm.select %[[LAST_LANE]], %{{.+}}, %{{.+}} : i1, i32
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[T0:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> f32
// CHECK: %[[AFTER0:.+]] = llvm.icmp "ugt" %{{.+}}, %{{.+}} : i32
// CHECK: %[[P0:.+]] = llvm.fadd %[[T0]], %{{.+}} : f32
// CHECK: llvm.select %[[AFTER0]], %[[P0]], %{{.+}} : i1, f32

// A reverse scan takes its earlier elements from the lanes above
// (shfl.sync.down) and the totals from lane 0 of each warp.
// CHECK-LABEL: llvm.func @suffix_sum_shuffle(
// CHECK: llvm.icmp "ult" %[[RLANE:.+]], %{{.+}} : i32
// CHECK: nvvm.shfl.sync down
// CHECK-COUNT-4: nvvm.shfl.sync down
// CHECK: %[[ZERO:.+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.icmp "eq" %[[RLANE]], %[[ZERO]] : i32
// CHECK: nvvm.barrier0

cuda_tile.module @scan {
  entry @cumsum(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %yv = make_tensor_view %y, shape = [%m, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %xp = make_partition_view %xv : partition_view<tile=(2x32), tensor_view<?x32xf32, strides=[32,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(2x32), tensor_view<?x32xf32, strides=[32,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(2x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<2x32xf32>, token
    %sums = scan %rows dim=1 reverse=false identities=[0.0 : f32] : tile<2x32xf32> -> tile<2x32xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %t1 = store_view_tko weak %sums, %yp[%bx, %c0] token = %tok : tile<2x32xf32>, partition_view<tile=(2x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  entry @suffix_sum(%x: tile<ptr<i32>>, %y: tile<ptr<i32>>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %yv = make_tensor_view %y, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t0 = load_view_tko weak %xp[%c0] token = %tok : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %sums = scan %v dim=0 reverse=true identities=[0 : i32] : tile<64xi32> -> tile<64xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %r = addi %e, %a : tile<i32>
      yield %r : tile<i32>
    }
    %t1 = store_view_tko weak %sums, %yp[%c0] token = %tok : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cumsum_shuffle(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
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

  entry @suffix_sum_shuffle(%x: tile<ptr<i32>>, %y: tile<ptr<i32>>) {
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
