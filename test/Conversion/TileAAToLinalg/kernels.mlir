// RUN: tile-opt %s --convert-tileaa-to-linalg --split-input-file --verify-diagnostics | FileCheck %s

// A kernel becomes a func.func with its parameters (pointers as i64), the
// block id and grid (i32), the runtime context (i64) and the memory window.
// Each memref asks the runtime once whether it lies in one buffer. A tiled
// load whose tile is then wholly inside the view reads the window in place
// (here: its only use comes before any store), any other calls the runtime
// with a site that records the view's static facts; both are the same
// strided memref type (the helper's buffer on the kernel's stack: the tile
// dies in its block). The stored sum goes straight to its destination,
// chosen before the sum is computed: the window when the tile is in bounds
// and apart from the tile still read in place, else a scratch buffer that
// the runtime stores.
// f32 + at nearest is the native addf inside a linalg.generic.
// CHECK: module attributes {tileir.cpu_sites = [{dim_map = array<i64: 0>, element = f32, kind = "tiled_load", loc = {{.*}}, memref_rank = 1 : i64, padding_value = #cuda_tile<padding_value zero>, tile_shape = array<i64: 128>, view = "partition"}, {{.*}}kind = "tiled_store"
// CHECK: func.func @add(%{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %[[CTX:.*]]: i64, %[[WIN:.*]]: memref<?xi8>)
// CHECK-DAG: %[[SCRATCH:.*]] = memref.alloca() {alignment = 64 : i64} : memref<128xf32>
// CHECK-DAG: %[[BUF:.*]] = memref.alloca() {alignment = 64 : i64} : memref<128xf32>
// The answer is cached per memref in the context's view cache (its address
// is the context's first word). These views are made of the kernel's
// parameters alone, the same in every block of a launch, so the slot holds
// just the answer plus one (the cache starts zeroed); views that vary
// between blocks keep their base, extents and strides beside the answer
// (view-cache.test runs both).
// CHECK: %[[CPTR:.*]] = llvm.inttoptr %[[CTX]] : i64 to !llvm.ptr
// CHECK: %[[CACHE:.*]] = llvm.load %[[CPTR]] : !llvm.ptr -> i64
// CHECK: %[[SLOT:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: %[[HIT:.*]] = arith.cmpi ne, %[[SLOT]], %{{.*}} : i64
// CHECK-NEXT: %[[IN:.*]] = scf.if %[[HIT]] -> (i64) {
// CHECK-NEXT: arith.subi %[[SLOT]], %{{.*}} : i64
// CHECK: } else {
// CHECK: %[[ASK:.*]] = func.call @tileir_cpu_view_in_memory(%[[CTX]], %arg0, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK: %[[PLUS:.*]] = arith.addi %[[ASK]], %{{.*}} : i64
// CHECK: llvm.store %[[PLUS]], %{{.*}} : i64, !llvm.ptr
// CHECK-NEXT: scf.yield %[[ASK]] : i64
// CHECK: %[[INA:.*]] = arith.cmpi ne, %[[IN]]
// CHECK: %[[X:.*]] = scf.if %{{.*}} -> (tensor<128xf32>) {
// CHECK: %[[FLAT:.*]] = memref.view %[[WIN]][%{{.*}}][%{{.*}}] : memref<?xi8> to memref<?xf32>
// CHECK: %[[TILE:.*]] = memref.reinterpret_cast %[[FLAT]] to offset: [%{{.*}}], sizes: [128], strides: [1] : memref<?xf32> to memref<128xf32, strided<[1], offset: ?>>
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[TILE]] restrict :
// CHECK: scf.yield %[[T]]
// CHECK: } else {
// CHECK: call @tileir_cpu_tiled_load(%[[CTX]],
// CHECK: %[[CAST:.*]] = memref.cast %[[BUF]] : memref<128xf32> to memref<128xf32, strided<[1], offset: ?>>
// CHECK: bufferization.to_tensor %[[CAST]] restrict :
// CHECK: arith.cmpi ule, %[[LOADHIGH:.*]], %[[STORELOW:.*]] : i64
// CHECK: %[[DEST:.*]] = scf.if %[[OK:.*]] -> (memref<128xf32, strided<[1], offset: ?>>) {
// CHECK: memref.reinterpret_cast
// CHECK: } else {
// CHECK: memref.cast %[[SCRATCH]]
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[X]] :
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: scf.if %[[OK]] {
// CHECK-NEXT: bufferization.materialize_in_destination %[[Y]] in restrict writable %[[DEST]]
// CHECK: } else {
// CHECK: bufferization.to_buffer %{{.*}} read_only
// CHECK: call @tileir_cpu_tiled_store(%[[CTX]],
// Beside the kernel, the function the runtime calls: it runs the blocks of
// linear index first .. first + count - 1 (x fastest; the first id by
// division, the next ones by counting), publishing each block's id in the
// context and stopping once the launch's failed flag is set.
// CHECK: func.func @add__tileir_blocks(%[[P0:.*]]: i64, %[[P1:.*]]: i64, %[[N:.*]]: i32, %[[GX:.*]]: i32, %[[GY:.*]]: i32, %[[GZ:.*]]: i32, %[[BCTX:.*]]: i64, %[[BWIN:.*]]: memref<?xi8>, %[[FIRST:.*]]: i64, %[[COUNT:.*]]: i64)
// CHECK: %[[FLAGPTR:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK: %[[END:.*]] = arith.addi %[[FIRST]], %[[COUNT]] : i64
// CHECK: scf.for %{{.*}} = %[[FIRST]] to %[[END]] step %{{.*}} iter_args(%[[BX:.*]] = %{{.*}}, %[[BY:.*]] = %{{.*}}, %[[BZ:.*]] = %{{.*}}) -> (i64, i64, i64)
// CHECK: llvm.load %[[FLAGPTR]] atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i8
// CHECK: scf.if
// CHECK: %[[X32:.*]] = arith.trunci %[[BX]] : i64 to i32
// CHECK: arith.constant 16 : i64
// CHECK: llvm.store %[[X32]]
// CHECK-COUNT-2: llvm.store
// CHECK: func.call @add(%[[P0]], %[[P1]], %[[N]], %[[X32]], %{{.*}}, %{{.*}}, %[[GX]], %[[GY]], %[[GZ]], %[[BCTX]], %[[BWIN]])
// CHECK: scf.yield
// CHECK: func.func private @tileir_cpu_view_in_memory(i64, i64, i64, i64, i64) -> i64
// CHECK: func.func private @tileir_cpu_tiled_load(i64, i64, i64, i64, i64, i64)
module {
  nv_tileaa.func @add(%a: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %am = nv_tileaa.make_memref %a, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %cm = nv_tileaa.make_memref %c, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %av = nv_tileaa.make_tiled_view %am : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>, padding_value = #cuda_tile<padding_value zero>}>
    %cv = nv_tileaa.make_tiled_view %cm : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %bx = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %x, %t1 = nv_tileaa.tiled_load %av[%bx] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>, padding_value = #cuda_tile<padding_value zero>}>, i32 -> tensor<128xf32>
    %y = nv_tileaa.addf %x, %x : tensor<128xf32>
    %t2 = nv_tileaa.tiled_store %y, %cv[%bx] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<128xf32>, <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32
    nv_tileaa.return
  }
}

// -----

// A loaded tile still used after a store (which may write the same memory)
// is copied out of the window into a buffer of its own.
// CHECK-LABEL: func.func @copy_before_store(
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
// CHECK: scf.if %{{.*}} {
// CHECK: %[[TILE:.*]] = memref.reinterpret_cast
// CHECK: linalg.copy ins(%[[TILE]] : memref<128xf32, strided<[1], offset: ?>>) outs(%[[BUF]] : memref<128xf32>)
// CHECK: } else {
// CHECK: call @tileir_cpu_tiled_load(
// CHECK: bufferization.to_tensor %[[BUF]] restrict writable
// CHECK: call @tileir_cpu_tiled_store(
// CHECK: call @tileir_cpu_tiled_store(
module {
  nv_tileaa.func @copy_before_store(%a: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %am = nv_tileaa.make_memref %a, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %av = nv_tileaa.make_tiled_view %am : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>, padding_value = #cuda_tile<padding_value zero>}>
    %bx = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %x, %t1 = nv_tileaa.tiled_load %av[%bx] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>, padding_value = #cuda_tile<padding_value zero>}>, i32 -> tensor<128xf32>
    %y = nv_tileaa.addf %x, %x : tensor<128xf32>
    %t2 = nv_tileaa.tiled_store %y, %av[%bx] token %t1 {memory_ordering_semantics = 0 : i32} : tensor<128xf32>, <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>, padding_value = #cuda_tile<padding_value zero>}>, i32
    %t3 = nv_tileaa.tiled_store %x, %av[%bx] token %t2 {memory_ordering_semantics = 0 : i32} : tensor<128xf32>, <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>, padding_value = #cuda_tile<padding_value zero>}>, i32
    nv_tileaa.return
  }
}

// -----

// Semantics follow the interpreter: f16 arithmetic computes in f64 and
// rounds once through the runtime's encoder; exp is the f64 libm function;
// an integer shift past the width gives 0; a division records an error on a
// zero divisor.
// CHECK: module attributes {tileir.cpu_sites = [{kind = "div_zero", loc = {{.*}}}], tileir.cpu_view_cache_words = 0 : i64}
// CHECK-LABEL: func.func @math(
// CHECK: arith.extf %{{.*}} : f16 to f64
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f64
// CHECK: call @tileir_cpu_f64_to_f16(%{{.*}}) : (f64) -> i16
// CHECK: math.exp %{{.*}} : f64
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.cmpi uge
// CHECK: arith.shli
// CHECK: scf.if
// CHECK: call @tileir_cpu_fail
// CHECK: arith.divsi
module {
  nv_tileaa.func @math(%h: f16, %f: f32, %i: i32) attributes {kernel} {
    %0 = nv_tileaa.mulf %h, %h : f16
    %1 = nv_tileaa.exp %f : f32
    %2 = nv_tileaa.shli %i, %i : i32
    %3 = nv_tileaa.divi %i, %i {signedness = #cuda_tile.signedness<signed>} : i32
    nv_tileaa.return
  }
}

// -----

// Loops and branches become scf (an i32 for counts in i64, so that it stops
// where the next i32 value would wrap, as the interpreter's does); tokens
// disappear; reduce is a linalg.generic whose combiner is the region's own
// code, with the reduced dimension as its outer loop (so that the inner
// loop runs over independent rows), dot a contraction with the k loop
// outside the n loop.
// CHECK: = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: [[ROWS:#.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: [[ROW:#.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @loop(
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<4x4xf32>)  : i64
// CHECK: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK: math.fma
// CHECK: scf.yield
// CHECK: scf.if %{{.*}} -> (tensor<4x4xf32>)
// CHECK: linalg.generic {indexing_maps = {{\[}}[[ROWS]], [[ROW]]], iterator_types = ["reduction", "parallel"]} ins(%{{.*}} : tensor<4x4xf32>) outs(%{{.*}} : tensor<4xf32>)
module {
  nv_tileaa.func @loop(%v: f32, %n: i32, %p: i1) attributes {kernel} {
    %a = nv_tileaa.splat %v : tensor<4x4xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = nv_tileaa.for %c0 to %n step %c1 iter_values(%a : tensor<4x4xf32>) : i32 -> tensor<4x4xf32> {
    ^bb0(%iv: i32, %acc: tensor<4x4xf32>):
      %d = nv_tileaa.dot %a, %a, %acc : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
      nv_tileaa.continue %d : tensor<4x4xf32>
    }
    %s = nv_tileaa.if %p -> tensor<4x4xf32> {
      nv_tileaa.yield %r : tensor<4x4xf32>
    } else {
      nv_tileaa.yield %a : tensor<4x4xf32>
    }
    %m = nv_tileaa.reduce %s : tensor<4x4xf32> -> tensor<4xf32> {
    ^bb0(%e: f32, %acc: f32):
      %x = nv_tileaa.addf %e, %acc : f32
      nv_tileaa.yield %x : f32
    } {dim = 1 : i32, identities = [0.000000e+00 : f32]}
    nv_tileaa.return
  }
}

// -----

// An op outside the compiled slice is named at its location (the runner
// turns this into its fallback note).
module {
  nv_tileaa.func @pack(%v: i32) attributes {kernel} {
    %a = nv_tileaa.splat %v : tensor<2xi32>
    // expected-error @+1 {{'nv_tileaa.pack' is not compiled yet}}
    %p = nv_tileaa.pack %a : tensor<2xi32> -> tensor<8xi8>
    nv_tileaa.return
  }
}
