// RUN: tile-opt %s --convert-tileaa-to-linalg --split-input-file | FileCheck %s

// In a kernel that reduces, a tiled load or store that may run directly on
// the window prefetches the tile a later block most likely takes when its
// own tile is contiguous in
// memory (its byte span is its size, tested at run time): the bytes
// max(2 tiles, 4 KiB) after its first, for reading (loads) or writing
// (stores, whose lines would otherwise be read for ownership one by one).
// 8x64 f32 tiles are 2 KiB, so 4 KiB ahead; 8x128 ones (4 KiB, a whole
// page) and 8x256 ones (8 KiB) are larger than the 2 KiB limit and not
// prefetched, nor is a tile at constant indices (the same for every block).
// CHECK-LABEL: func.func @rows(
// CHECK: %[[SPAN:.*]] = arith.subi %{{[0-9]+}}, %[[LOW:[0-9]+]] : i64
// CHECK-NEXT: %[[CONTIG:.*]] = arith.cmpi eq, %[[SPAN]], %c2048_i64
// CHECK-NEXT: scf.if %[[CONTIG]] {
// CHECK: %[[AHEAD:.*]] = arith.addi %[[LOW]], %c4096_i64
// CHECK: func.call @tileir_cpu_prefetch(%[[AHEAD]], %c2048_i64{{.*}}, %c0_i64{{.*}}) : (i64, i64, i64) -> ()
// CHECK-NOT: func.call @tileir_cpu_prefetch(%{{.*}}, %c4096_i64
// CHECK-NOT: func.call @tileir_cpu_prefetch(%{{.*}}, %c8192_i64
// CHECK: arith.cmpi eq, %{{.*}}, %c2048_i64
// CHECK: arith.addi %{{.*}}, %c4096_i64
// CHECK: func.call @tileir_cpu_prefetch(%{{.*}}, %c2048_i64{{.*}}, %c1_i64{{.*}})
// CHECK: func.func private @tileir_cpu_prefetch(i64, i64, i64)
module {
  nv_tileaa.func @rows(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr, %m: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %am = nv_tileaa.make_memref %a, shape[%m], strides[] : <f32, [?, 64], [64, 1]> shape_types(i32)
    %bm = nv_tileaa.make_memref %b, shape[%m], strides[] : <f32, [?, 128], [128, 1]> shape_types(i32)
    %dm = nv_tileaa.make_memref %d, shape[%m], strides[] : <f32, [?, 256], [256, 1]> shape_types(i32)
    %cm = nv_tileaa.make_memref %c, shape[%m], strides[] : <f32, [?, 64], [64, 1]> shape_types(i32)
    %av = nv_tileaa.make_tiled_view %am : <"partition", [8, 64], <f32, [?, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %bv = nv_tileaa.make_tiled_view %bm : <"partition", [8, 128], <f32, [?, 128], [128, 1]>, {dim_map = array<i64: 0, 1>}>
    %dv = nv_tileaa.make_tiled_view %dm : <"partition", [8, 256], <f32, [?, 256], [256, 1]>, {dim_map = array<i64: 0, 1>}>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [8, 64], <f32, [?, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %bx = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %av[%bx, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 64], <f32, [?, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x64xf32>
    %k, %t5 = nv_tileaa.tiled_load %av[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 64], <f32, [?, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x64xf32>
    %w, %t2 = nv_tileaa.tiled_load %bv[%bx, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 128], <f32, [?, 128], [128, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x128xf32>
    %z, %t4 = nv_tileaa.tiled_load %dv[%bx, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 256], <f32, [?, 256], [256, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x256xf32>
    %s = nv_tileaa.reduce %x : tensor<8x64xf32> -> tensor<8xf32> {
    ^bb0(%e: f32, %acc: f32):
      %r = nv_tileaa.addf %e, %acc : f32
      nv_tileaa.yield %r : f32
    } {dim = 1 : i32, identities = [0.000000e+00 : f32]}
    %y = nv_tileaa.addf %x, %x : tensor<8x64xf32>
    %t3 = nv_tileaa.tiled_store %y, %cv[%bx, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<8x64xf32>, <"partition", [8, 64], <f32, [?, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}

// -----

// A kernel without a reduction (streaming, nothing to hide its accesses
// behind) leaves prefetching to the hardware.
// CHECK-LABEL: func.func @stream(
// CHECK-NOT: tileir_cpu_prefetch
// CHECK: return
module {
  nv_tileaa.func @stream(%a: !llvm.ptr, %c: !llvm.ptr, %m: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %am = nv_tileaa.make_memref %a, shape[%m], strides[] : <f32, [?, 64], [64, 1]> shape_types(i32)
    %cm = nv_tileaa.make_memref %c, shape[%m], strides[] : <f32, [?, 64], [64, 1]> shape_types(i32)
    %av = nv_tileaa.make_tiled_view %am : <"partition", [8, 64], <f32, [?, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [8, 64], <f32, [?, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>
    %bx = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %c0 = arith.constant 0 : i32
    %x, %t1 = nv_tileaa.tiled_load %av[%bx, %c0] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [8, 64], <f32, [?, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32 -> tensor<8x64xf32>
    %y = nv_tileaa.addf %x, %x : tensor<8x64xf32>
    %t3 = nv_tileaa.tiled_store %y, %cv[%bx, %c0] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<8x64xf32>, <"partition", [8, 64], <f32, [?, 64], [64, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
