// RUN: tile-opt %s --convert-tileaa-to-llvm=compute-capability=sm_90 -verify-diagnostics
// The lowering distributes tiles by one rule (thread t holds elements t,
// t + T, ...). Tiles whose nv_tileas layout is that rule are lowered; a tile
// with any other layout is refused where it is used instead of being
// silently redistributed.

#blocked = #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#default = #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {nv_tileaa.compute_capability = 90 : i32} {
  nv_tileaa.func @k(%a: !llvm.ptr, %n: i32) attributes {kernel} {
    %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %m = nv_tileaa.make_memref %a, shape[%n], strides[] : <f32, [?], [1]> shape_types(i32)
    %v = nv_tileaa.make_tiled_view %m : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>
    %p = nv_tileaa.get_program_id {dim = 0 : i32} : i32
    %ok, %tok0 = nv_tileaa.tiled_load %v[%p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32 -> tensor<128xf32, #default>
    // expected-error @+1 {{'nv_tileaa.tiled_load' op has a tile with the layout #nv_tileas.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>, which this lowering does not follow yet (it follows #nv_tileas.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}> for this shape and 128 threads)}}
    %tile, %tok = nv_tileaa.tiled_load %v[%p] token %t {memory_ordering_semantics = 0 : i32} : <"partition", [128], <f32, [?], [1]>, {dim_map = array<i64: 0>}>, i32 -> tensor<128xf32, #blocked>
    nv_tileaa.return
  }
}
