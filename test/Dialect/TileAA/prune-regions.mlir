// RUN: tile-opt --canonicalize --split-input-file %s | FileCheck %s

// Unused queue.get results are dropped; the live ones keep their order and
// the queue.yield yields only them.
// CHECK-LABEL: nv_tileaa.func @queue
// CHECK: %[[Q:.+]]:2 = nv_tileaa.queue.get -> i32, f32 {
// CHECK: nv_tileaa.queue.yield %{{.+}}, %{{.+}} : i32, f32
// CHECK: } {queue = 0 : i32}
// CHECK: nv_tileaa.return %[[Q]]#0, %[[Q]]#1 : i32, f32
nv_tileaa.func @queue(%a: i32, %b: i64, %c: f32) -> (i32, f32) {
  %0:3 = nv_tileaa.queue.get -> i32, i64, f32 {
    nv_tileaa.queue.yield %a, %b, %c : i32, i64, f32
  } {queue = 0 : i32}
  nv_tileaa.return %0#0, %0#2 : i32, f32
}

// -----

// All results used: nothing changes (negative case).
// CHECK-LABEL: nv_tileaa.func @queue_all_live
// CHECK: nv_tileaa.queue.get -> i32, i64 {
nv_tileaa.func @queue_all_live(%a: i32, %b: i64) -> (i32, i64) {
  %0:2 = nv_tileaa.queue.get -> i32, i64 {
    nv_tileaa.queue.yield %a, %b : i32, i64
  } {queue = 1 : i32}
  nv_tileaa.return %0#0, %0#1 : i32, i64
}

// -----

// CHECK-LABEL: nv_tileaa.func @pragma
// CHECK: %[[P:.+]] = nv_tileaa.pragma {unroll = 4 : i32} -> f32 {
// CHECK: nv_tileaa.yield %{{.+}} : f32
// CHECK: nv_tileaa.return %[[P]] : f32
nv_tileaa.func @pragma(%a: i32, %c: f32) -> f32 {
  %0:2 = nv_tileaa.pragma {unroll = 4 : i32} -> i32, f32 {
    nv_tileaa.yield %a, %c : i32, f32
  }
  nv_tileaa.return %0#1 : f32
}
