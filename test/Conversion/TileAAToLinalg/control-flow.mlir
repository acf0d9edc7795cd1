// RUN: tile-opt %s --convert-tileaa-to-linalg --split-input-file | FileCheck %s

// A loop is an scf.while whose "before" region is the body. The if that
// breaks yields how it ended (i8: 0 fell through, 1 continue, 2 break) and
// the values of both exits; the rest of the body runs only when it fell
// through. The condition is "ended in continue"; the while forwards the
// continue values (the next iteration's) and the break values (the loop's
// results).
// CHECK-LABEL: func.func @loop
// CHECK: %[[W:.*]]:3 = scf.while (%[[I:.*]] = %{{.*}}, %[[ACC:.*]] = %{{.*}}) : (i32, tensor<4xf32>) -> (i32, tensor<4xf32>, tensor<4xf32>) {
// CHECK:   %[[DONE:.*]] = arith.cmpi sge, %[[I]], %arg0 : i32
// CHECK:   %[[IF:.*]]:4 = scf.if %[[DONE]] -> (i8, i32, tensor<4xf32>, tensor<4xf32>) {
// CHECK:     %[[BREAK:.*]] = arith.constant 2 : i8
// CHECK:     scf.yield %[[BREAK]], %[[I]], %[[ACC]], %[[ACC]]
// CHECK:   } else {
// CHECK:     %[[FALL:.*]] = arith.constant 0 : i8
// CHECK:     scf.yield %[[FALL]], %[[I]], %[[ACC]], %[[ACC]]
// CHECK:   %[[EXITED:.*]] = arith.cmpi ne, %[[IF]]#0, %{{.*}} : i8
// CHECK:   %[[REST:.*]]:4 = scf.if %[[EXITED]] -> (i8, i32, tensor<4xf32>, tensor<4xf32>) {
// CHECK:     scf.yield %[[IF]]#0, %[[IF]]#1, %[[IF]]#2, %[[IF]]#3
// CHECK:   } else {
// CHECK:     %[[SUM:.*]] = linalg.generic
// CHECK:     %[[NEXT:.*]] = arith.addi %[[I]], %{{.*}} : i32
// CHECK:     %[[CONT:.*]] = arith.constant 1 : i8
// CHECK:     scf.yield %[[CONT]], %[[NEXT]], %[[SUM]], %[[ACC]]
// CHECK:   %[[AGAIN:.*]] = arith.cmpi eq, %[[REST]]#0, %{{.*}} : i8
// CHECK:   scf.condition(%[[AGAIN]]) %[[REST]]#1, %[[REST]]#2, %[[REST]]#3
// CHECK: } do {
// CHECK: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: tensor<4xf32>, %{{.*}}: tensor<4xf32>):
// CHECK:   scf.yield %[[A]], %[[B]] : i32, tensor<4xf32>
// The loop's result is the forwarded break value.
// CHECK: tensor.expand_shape %[[W]]#2
module {
  nv_tileaa.func @loop(%n: i32, %v: f32, %out: !llvm.ptr) attributes {kernel} {
    %t = nv_tileaa.splat %v : tensor<4xf32>
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = nv_tileaa.loop iter_values(%c0, %t, %tok : i32, tensor<4xf32>, !nv_tileaa.mem_token) -> tensor<4xf32>, !nv_tileaa.mem_token {
    ^bb0(%i: i32, %acc: tensor<4xf32>, %k: !nv_tileaa.mem_token):
      %done = nv_tileaa.cmpi %i, %n {comparison_predicate = #cuda_tile.comparison_predicate<greater_than_or_equal>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
      nv_tileaa.if %done {
        nv_tileaa.break %acc, %k : tensor<4xf32>, !nv_tileaa.mem_token
      }
      %next = nv_tileaa.addf %acc, %acc : tensor<4xf32>
      %i1 = nv_tileaa.addi %i, %c1 : i32
      nv_tileaa.continue %i1, %next, %k : i32, tensor<4xf32>, !nv_tileaa.mem_token
    }
    %e = nv_tileaa.view %r#0 : tensor<4xf32> -> tensor<1x4xf32>
    %x = nv_tileaa.extract %e[%c0, %c0] : tensor<1x4xf32>, i32, i32 -> tensor<1x1xf32>
    %s = nv_tileaa.view %x : tensor<1x1xf32> -> f32
    %st = nv_tileaa.store %out, %s token %r#1 {memory_ordering_semantics = 0 : i32} : !llvm.ptr, f32
    nv_tileaa.return
  }
}

// -----

// A continue inside an if of a `for` skips the rest of the body: scf.for
// yields the continue values of whichever way the body ended.
// CHECK-LABEL: func.func @for_continue
// CHECK: scf.for %[[WIDE:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[S:.*]] = %{{.*}}) -> (i32)  : i64 {
// CHECK:   %[[IV:.*]] = arith.trunci %[[WIDE]] : i64 to i32
// CHECK:   %[[IF:.*]]:2 = scf.if %{{.*}} -> (i8, i32) {
// CHECK:     scf.yield %{{.*}}, %[[S]] : i8, i32
// CHECK:   %[[REST:.*]]:2 = scf.if %{{.*}} -> (i8, i32) {
// CHECK:   } else {
// CHECK:     %[[ADD:.*]] = arith.addi %[[S]], %[[IV]] : i32
// CHECK:     scf.yield %{{.*}}, %[[ADD]] : i8, i32
// CHECK:   scf.yield %[[REST]]#1 : i32
module {
  nv_tileaa.func @for_continue(%n: i32, %out: !llvm.ptr) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%c0 : i32) : i32 -> i32 {
    ^bb0(%i: i32, %s: i32):
      %odd = nv_tileaa.andi %i, %c1 : i32
      %skip = nv_tileaa.cmpi %odd, %c1 {comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>} : i32 -> i1
      nv_tileaa.if %skip {
        nv_tileaa.continue %s : i32
      }
      %s1 = nv_tileaa.addi %s, %i : i32
      nv_tileaa.continue %s1 : i32
    }
    %st = nv_tileaa.store %out, %r token %tok {memory_ordering_semantics = 0 : i32} : !llvm.ptr, i32
    nv_tileaa.return
  }
}

// -----

// A return inside an if leaves the kernel: the store after it runs only
// when the if fell through (kind 0; 3 is return).
// CHECK-LABEL: func.func @early_return
// CHECK: %[[IF:.*]] = scf.if %{{.*}} -> (i8) {
// CHECK:   %[[RET:.*]] = arith.constant 3 : i8
// CHECK:   scf.yield %[[RET]] : i8
// CHECK: %[[EXITED:.*]] = arith.cmpi ne, %[[IF]], %{{.*}} : i8
// CHECK: scf.if %[[EXITED]] -> (i8) {
// CHECK: } else {
// CHECK:   call @tileir_cpu_store_ptr
// CHECK: return
module {
  nv_tileaa.func @early_return(%c: i1, %out: !llvm.ptr, %v: i32) attributes {kernel} {
    %tok = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    nv_tileaa.if %c {
      nv_tileaa.return
    }
    %st = nv_tileaa.store %out, %v token %tok {memory_ordering_semantics = 0 : i32} : !llvm.ptr, i32
    nv_tileaa.return
  }
}
