// RUN: tile-opt %s --convert-tileaa-to-linalg | FileCheck %s

// print hands the runtime the address of each argument's tile (a scalar
// as a one-element tile) in a stack array, with a site holding the format
// and the argument types; get_global asks for this launch's address of the
// global; assert hands over its condition. An extract at a run-time slice index checks it against the
// number of slices (unsigned, so negative ones fail too), reports the
// interpreter's error through slice_fail and takes slice 0 instead.
// CHECK: tileir.cpu_sites = [{kind = "slice_index", loc = {{.*}}}, {args = [tensor<1x2xf32>, i32], format = "x=%f t=%d\0A", kind = "print", loc = {{.*}}}, {kind = "global", loc = {{.*}}, name = "table"}, {kind = "assert", loc = {{.*}}, message = "t is 0"}]
// CHECK: func.func @misc(%[[T:[^:]*]]: i32
// CHECK-SAME: %[[CTX:[^:]*]]: i64, %{{[^:]*}}: memref<?xi8>)
// CHECK: %[[ARGS:.*]] = memref.alloca() : memref<2xi64>
// CHECK: %[[IDX:.*]] = arith.extsi %[[T]] : i32 to i64
// CHECK: %[[BAD:.*]] = arith.cmpi uge, %[[IDX]], %{{.*}} : i64
// CHECK: scf.if %[[BAD]] {
// CHECK:   func.call @tileir_cpu_slice_fail(%[[CTX]], %{{.*}}, %[[IDX]], %{{.*}})
// CHECK: %[[SAFE:.*]] = arith.select %[[BAD]], %{{.*}}, %[[IDX]] : i64
// CHECK: %[[ROW:.*]] = tensor.extract_slice %{{.*}}[%{{.*}}, 0] [1, 2] [1, 1] : tensor<4x2xf32> to tensor<1x2xf32>
// CHECK: bufferization.to_buffer %[[ROW]] read_only
// CHECK: tensor.from_elements %[[T]] : tensor<1xi32>
// CHECK: memref.store %{{.*}}, %[[ARGS]]
// CHECK: memref.store %{{.*}}, %[[ARGS]]
// CHECK: call @tileir_cpu_print(%[[CTX]], %{{.*}}, %{{.*}}) : (i64, i64, i64) -> ()
// CHECK: call @tileir_cpu_global(%[[CTX]], %{{.*}}) : (i64, i64) -> i64
// assert passes its i1 tile (a scalar as one element) and its length.
// CHECK: %[[OK:.*]] = tensor.from_elements %{{.*}} : tensor<1xi1>
// CHECK: %[[OKBUF:.*]] = bufferization.to_buffer %[[OK]] read_only
// CHECK: call @tileir_cpu_assert(%[[CTX]], %{{.*}}, %{{.*}}, %{{.*}}) : (i64, i64, i64, i64) -> ()
module {
  nv_tileaa.global @table {value = dense<[1.0, 2.0]> : !cuda_tile.tile<2xf32>}
  nv_tileaa.func @misc(%t: i32, %v: f32) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %a = nv_tileaa.splat %v : tensor<4x2xf32>
    %c0 = arith.constant 0 : i32
    %x = nv_tileaa.extract %a[%t, %c0] : tensor<4x2xf32>, i32, i32 -> tensor<1x2xf32>
    %p = nv_tileaa.print "x=%f t=%d\n", %x, %t : tensor<1x2xf32>, i32 token %tok
    %g = nv_tileaa.get_global @table : !llvm.ptr
    %z = nv_tileaa.cmpi %t, %c0 {comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
    nv_tileaa.assert %z, "t is 0" : i1
    nv_tileaa.return
  }
}
