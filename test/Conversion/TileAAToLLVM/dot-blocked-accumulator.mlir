// RUN: tile-opt %s --convert-tileaa-to-llvm | FileCheck %s

// A product on CUDA cores (f32 x f32 into f32) with its accumulator in a
// blocked layout of its own (the store's runs, as tileas-coalesce gives
// it): each thread holds runs of 4 columns in 2 rows of the 32 x 32 tile,
// and its 8 slots share the operand loads of their rows and columns, 2 of
// lhs and 4 of rhs per k (one each per slot would be 16), for 8 fused
// multiply-adds.
#d = #nv_tileas.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#v = #nv_tileas.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {nv_tileaa.compute_capability = 80 : i32} {
  // CHECK-LABEL: llvm.func @runs
  nv_tileaa.func @runs(%a: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %ma = nv_tileaa.make_memref %a, shape[%n, %n], strides[%n] : <f32, [?, ?], [?, 1]> shape_types(i32, i32) stride_types(i32)
    %va = nv_tileaa.make_tiled_view %ma : <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>
    %x = arith.constant dense<1.0> : tensor<32x32xf32, #d>
    %zero = arith.constant dense<0.0> : tensor<32x32xf32, #v>
    // The k loop carries the 8 slots.
    // CHECK: llvm.br ^[[HEAD:bb[0-9]+]]({{.*}} : i32, f32, f32, f32, f32, f32, f32, f32, f32)
    // CHECK: ^[[HEAD]](
    // CHECK: ^{{bb[0-9]+}}:
    // CHECK-COUNT-6: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    // CHECK-NOT: llvm.load
    // CHECK: llvm.br ^[[HEAD]]
    %r = nv_tileaa.dot %x, %x, %zero : tensor<32x32xf32, #d>, tensor<32x32xf32, #d>, tensor<32x32xf32, #v>
    %s = nv_tileaa.tiled_store %r, %va[%c0, %c0] token %t {memory_ordering_semantics = 0 : i32} : tensor<32x32xf32, #v>, <"partition", [32, 32], <f32, [?, ?], [?, 1]>, {dim_map = array<i64: 0, 1>}>, i32, i32
    nv_tileaa.return
  }
}
