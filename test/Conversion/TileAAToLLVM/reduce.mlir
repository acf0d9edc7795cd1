// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s

// A 2x32 tile has fewer elements than the 128 threads (threads t and t + 64
// hold copies): the tile is staged in shared memory between two barriers,
// then each thread folds the 32 elements of its output row in a loop,
// starting from the identity, with the combiner instantiated on (element,
// accumulator).
// CHECK-LABEL: llvm.mlir.global internal @__tileir_smem_row_sum()
// CHECK-SAME: addr_space = 3
// CHECK-SAME: !llvm.array<256 x i8>
// CHECK-LABEL: llvm.func @row_sum(
// CHECK: llvm.load %{{.+}} : !llvm.ptr -> f32
// CHECK: %[[ZERO:.+]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[LEN:.+]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: llvm.br ^[[HEAD:bb[0-9]+]](%{{.+}}, %[[ZERO]] : i32, f32)
// CHECK: ^[[HEAD]](%[[I:.+]]: i32, %[[ACC:.+]]: f32):
// CHECK: llvm.icmp "slt" %[[I]], %[[LEN]] : i32
// CHECK: %[[E:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> f32
// CHECK: %[[NEXT:.+]] = llvm.fadd %[[E]], %[[ACC]] : f32
// CHECK: llvm.br ^[[HEAD]](%{{.+}}, %[[NEXT]] : i32, f32)

// The rows of a 2x128 tile are spread over all 128 threads, one element of
// each row per thread: five butterfly shuffles (lane masks 1 to 16) give
// every lane its warp's total of each row, combined as (upper lane, lower
// lane) so both partners agree; the four warp totals of each row meet in
// shared memory ([row, warp]) and each thread folds those of its output.
// CHECK-LABEL: llvm.func @row_sum_shuffle(
// CHECK: %[[LANE:.+]] = llvm.and %{{.+}}, %{{.+}} : i32
// CHECK: %[[BIT:.+]] = llvm.and %[[LANE]], %{{.+}} : i32
// CHECK: %[[UPPER:.+]] = llvm.icmp "ne" %[[BIT]], %{{.+}} : i32
// CHECK: %[[W:.+]] = llvm.bitcast %[[MINE:.+]] : f32 to i32
// CHECK: %[[GOT:.+]] = nvvm.shfl.sync bfly %{{.+}}, %[[W]], %{{.+}}, %{{.+}} : i32 -> i32
// CHECK: %[[OTHER:.+]] = llvm.bitcast %[[GOT]] : i32 to f32
// CHECK: %[[LATER:.+]] = llvm.select %[[UPPER]], %[[MINE]], %[[OTHER]] : i1, f32
// CHECK: %[[EARLIER:.+]] = llvm.select %[[UPPER]], %[[OTHER]], %[[MINE]] : i1, f32
// CHECK: llvm.fadd %[[LATER]], %[[EARLIER]] : f32
// CHECK-COUNT-9: nvvm.shfl.sync bfly
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.load %{{.+}} : !llvm.ptr<3> -> f32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return

// Reducing the leading dimension of a tile whose rows are a multiple of the
// thread count: every thread holds whole columns, so the fold is done in
// registers without shared memory, pairwise (two dependent steps for four
// rows, not three), then onto the identity.
// CHECK-LABEL: llvm.func @column_sum(
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-4: llvm.load %{{.+}} -> f32
// CHECK: %[[ID:.+]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %[[P01:.+]] = llvm.fadd %{{.+}}, %{{.+}} : f32
// CHECK-NEXT: %[[P23:.+]] = llvm.fadd %{{.+}}, %{{.+}} : f32
// CHECK-NEXT: %[[ALL:.+]] = llvm.fadd %[[P23]], %[[P01]] : f32
// CHECK-NEXT: llvm.fadd %[[ALL]], %[[ID]] : f32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return

// Two operands (argmax) of a 2x32 tile: both are staged, and the loop carries an
// accumulator per operand.
// CHECK-LABEL: llvm.func @row_argmax(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.+}}, %{{.+}} : f32, !llvm.ptr<3>
// CHECK: llvm.store %{{.+}}, %{{.+}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: ^{{bb[0-9]+}}(%{{.+}}: i32, %{{.+}}: f32, %{{.+}}: i32):
// CHECK: llvm.load %{{.+}} : !llvm.ptr<3> -> f32
// CHECK: llvm.load %{{.+}} : !llvm.ptr<3> -> i32
// CHECK: llvm.fcmp "ogt"
// CHECK: llvm.select
// CHECK: llvm.select

cuda_tile.module @reduce {
  entry @row_sum(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %yv = make_tensor_view %y, shape = [%m], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(2x32), tensor_view<?x32xf32, strides=[32,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(2), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(2x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<2x32xf32>, token
    %sum = reduce %rows dim=1 identities=[0.0 : f32] : tile<2x32xf32> -> tile<2xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %t1 = store_view_tko weak %sum, %yp[%bx] token = %tok : tile<2xf32>, partition_view<tile=(2), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @row_sum_shuffle(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %yv = make_tensor_view %y, shape = [%m], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(2x128), tensor_view<?x128xf32, strides=[128,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(2), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(2x128), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<2x128xf32>, token
    %sum = reduce %rows dim=1 identities=[0.0 : f32] : tile<2x128xf32> -> tile<2xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %t1 = store_view_tko weak %sum, %yp[%bx] token = %tok : tile<2xf32>, partition_view<tile=(2), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @column_sum(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %yv = make_tensor_view %y, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(4x128), tensor_view<?x128xf32, strides=[128,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(4x128), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<4x128xf32>, token
    %sum = reduce %rows dim=0 identities=[0.0 : f32] : tile<4x128xf32> -> tile<128xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %t1 = store_view_tko weak %sum, %yp[%c0] token = %tok : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @row_argmax(%x: tile<ptr<f32>>, %y: tile<ptr<i32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xv = make_tensor_view %x, shape = [%m, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>
    %yv = make_tensor_view %y, shape = [%m], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(2x32), tensor_view<?x32xf32, strides=[32,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(2), tensor_view<?xi32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t0 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(2x32), tensor_view<?x32xf32, strides=[32,1]>>, tile<i32> -> tile<2x32xf32>, token
    %iota = iota : tile<32xi32>
    %row = reshape %iota : tile<32xi32> -> tile<1x32xi32>
    %idx = broadcast %row : tile<1x32xi32> -> tile<2x32xi32>
    %max:2 = reduce %rows, %idx dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<2x32xf32>, tile<2x32xi32> -> tile<2xf32>, tile<2xi32>
    (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<i32>, %a1: tile<i32>) {
      %gt = cmpf greater_than ordered %e0, %a0 : tile<f32> -> tile<i1>
      %v = select %gt, %e0, %a0 : tile<i1>, tile<f32>
      %i = select %gt, %e1, %a1 : tile<i1>, tile<i32>
      yield %v, %i : tile<f32>, tile<i32>
    }
    %t1 = store_view_tko weak %max#1, %yp[%bx] token = %tok : tile<2xi32>, partition_view<tile=(2), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
