// RUN: tile-opt --no-implicit-module %s | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s
// RUN: tile-opt --no-implicit-module -mlir-print-op-generic %s | tile-opt --no-implicit-module | FileCheck --strict-whitespace %s

// Round trip of assume (all predicates, printed without `#cuda_tile.`),
// print (13.1) and print_tko (13.2 on, with a token), and of kernel
// optimization hints.

// CHECK-LABEL: cuda_tile.module @misc {
cuda_tile.module @misc {

  // Kernel hints print glued to `optimization_hints=`, targets and keys
  // sorted (a DictionaryAttr), `default` being the fallback for targets
  // without their own entry.
  // CHECK-LABEL: entry @hints_default() optimization_hints=<default = {num_cta_in_cga = 2}> {
  entry @hints_default() optimization_hints=<default = {num_cta_in_cga = 2}> {
    return
  }
  // CHECK-LABEL: entry @hints_sorted() optimization_hints=<default = {}, sm_100 = {num_worker_warps_per_cta = 8, occupancy = 16}, sm_80 = {num_cta_in_cga = 1}, sm_90 = {num_cta_in_cga = 2, occupancy = 4}> {
  entry @hints_sorted() optimization_hints=<sm_90 = {occupancy = 4, num_cta_in_cga = 2}, sm_80 = {num_cta_in_cga = 1}, default = {}, sm_100 = {occupancy = 16, num_worker_warps_per_cta = 8}> {
    return
  }
  // Every target name.
  // CHECK-LABEL: entry @hints_targets() optimization_hints=<sm_100 = {occupancy = 1}, sm_103 = {occupancy = 2}, sm_110 = {occupancy = 3}, sm_120 = {occupancy = 4}, sm_121 = {occupancy = 5}, sm_80 = {num_cta_in_cga = 16}, sm_86 = {num_cta_in_cga = 8}, sm_87 = {num_cta_in_cga = 4}, sm_88 = {num_worker_warps_per_cta = 4}, sm_89 = {occupancy = 32}, sm_90 = {occupancy = 6}> {
  entry @hints_targets() optimization_hints=<sm_80 = {num_cta_in_cga = 16}, sm_86 = {num_cta_in_cga = 8}, sm_87 = {num_cta_in_cga = 4}, sm_88 = {num_worker_warps_per_cta = 4}, sm_89 = {occupancy = 32}, sm_90 = {occupancy = 6}, sm_100 = {occupancy = 1}, sm_103 = {occupancy = 2}, sm_110 = {occupancy = 3}, sm_120 = {occupancy = 4}, sm_121 = {occupancy = 5}> {
    return
  }

  // CHECK-LABEL: entry @assume(
  // CHECK-SAME: %arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i16>, %arg3: tile<i64>, %arg4: tile<i1>, %arg5: tensor_view<?x?xf16, strides=[?,1]>) {
  entry @assume(%p: tile<ptr<f16>>, %i: tile<i32>, %h: tile<i16>,
                %l: tile<i64>, %b: tile<i1>,
                %tv: tensor_view<?x?xf16, strides=[?,1]>) {
    // The result is named after the operand: plain `assume` for block
    // arguments, `assume_` + the producer's name otherwise.
    // CHECK-NEXT: %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
    %a0 = assume div_by<16>, %p : tile<ptr<f16>>
    // CHECK-NEXT: %assume_0 = assume bounded<0, ?>, %arg1 : tile<i32>
    %a1 = assume bounded<0, ?>, %i : tile<i32>
    // CHECK-NEXT: %assume_assume = assume div_by<16>, %assume_0 : tile<i32>
    %a2 = assume div_by<16>, %a1 : tile<i32>
    // CHECK-NEXT: %assume_assume_assume = assume div_by<1>, %assume_assume : tile<i32>
    %a3 = assume div_by<1>, %a2 : tile<i32>
    // CHECK-NEXT: %assume_1 = assume bounded<?, 100>, %arg2 : tile<i16>
    %a4 = assume bounded<?, 100>, %h : tile<i16>
    // CHECK-NEXT: %assume_2 = assume bounded<-32768, 32767>, %arg2 : tile<i16>
    %a5 = assume bounded<-32768, 32767>, %h : tile<i16>
    // CHECK-NEXT: %assume_3 = assume bounded<?, ?>, %arg3 : tile<i64>
    %a6 = assume bounded<?, ?>, %l : tile<i64>
    // CHECK-NEXT: %assume_4 = assume bounded<5, 5>, %arg3 : tile<i64>
    %a7 = assume bounded<5, 5>, %l : tile<i64>
    // CHECK-NEXT: %assume_5 = assume bounded<0, 1>, %arg4 : tile<i1>
    %a8 = assume bounded<0, 1>, %b : tile<i1>
    // The largest divisor, 2^62.
    // CHECK-NEXT: %assume_6 = assume div_by<4611686018427387904>, %arg3 : tile<i64>
    %a9 = assume div_by<4611686018427387904>, %l : tile<i64>
    // A tensor_view (its base address).
    // CHECK-NEXT: %assume_7 = assume div_by<16>, %arg5 : tensor_view<?x?xf16, strides=[?,1]>
    %a10 = assume div_by<16>, %tv : tensor_view<?x?xf16, strides=[?,1]>
    // Fully qualified predicates and extra attributes.
    // CHECK-NEXT: %assume_8 = assume div_by<8>, %arg1 {note} : tile<i32>
    %a11 = assume #cuda_tile.div_by<8>, %i {note} : tile<i32>
    // CHECK-NEXT: %assume_9 = assume bounded<-1, 7>, %arg1 : tile<i32>
    %a12 = assume #cuda_tile.bounded<-1, 7>, %i : tile<i32>

    // CHECK-NEXT: %cst_i16 = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>
    %c = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>
    // CHECK-NEXT: %assume_cst_i16 = assume div_by<32>, %cst_i16 : tile<8xi16>
    %d0 = assume div_by<32>, %c : tile<8xi16>
    // Every 4 consecutive elements along dimension 0 are divisible by 32.
    // CHECK-NEXT: %assume_cst_i16_10 = assume div_by<32, every 4 along 0>, %cst_i16 : tile<8xi16>
    %d1 = assume div_by<32, every 4 along 0>, %c : tile<8xi16>
    // CHECK-NEXT: %assume_cst_i16_11 = assume bounded<5, ?>, %cst_i16 : tile<8xi16>
    %d2 = assume bounded<5, ?>, %c : tile<8xi16>
    // CHECK-NEXT: %assume_cst_i16_12 = assume same_elements<[8]>, %cst_i16 : tile<8xi16>
    %d3 = assume same_elements<[8]>, %c : tile<8xi16>
    // CHECK-NEXT: %assume_assume_cst_i16 = assume same_elements<[0]>, %assume_cst_i16 : tile<8xi16>
    %d4 = assume #cuda_tile.same_elements<[0]>, %d0 : tile<8xi16>

    // Tiles of pointers.
    // CHECK-NEXT: %reshape = reshape %arg0 : tile<ptr<f16>> -> tile<1x1x1xptr<f16>>
    %r = reshape %p : tile<ptr<f16>> -> tile<1x1x1xptr<f16>>
    // CHECK-NEXT: %bcast = broadcast %reshape : tile<1x1x1xptr<f16>> -> tile<1x8x8xptr<f16>>
    %ptrs = broadcast %r : tile<1x1x1xptr<f16>> -> tile<1x8x8xptr<f16>>
    // CHECK-NEXT: %assume_bcast = assume same_elements<[1, 4, 2]>, %bcast : tile<1x8x8xptr<f16>>
    %e0 = assume same_elements<[1, 4, 2]>, %ptrs : tile<1x8x8xptr<f16>>
    // CHECK-NEXT: %assume_bcast_13 = assume div_by<16, every 8 along 2>, %bcast : tile<1x8x8xptr<f16>>
    %e1 = assume div_by<16, every 8 along 2>, %ptrs : tile<1x8x8xptr<f16>>
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: entry @print(
  // CHECK-SAME: %arg0: tile<f32>, %arg1: tile<i32>) {
  entry @print(%f: tile<f32>, %i: tile<i32>) {
    // CHECK-NEXT: %cst_1_f32 = constant <f32: 1.000000e+00> : tile<4xf32>
    %v = constant <f32: 1.0> : tile<4xf32>
    // The 13.1 op.
    // CHECK-NEXT: print "hello\0A"
    print "hello\n"
    // CHECK-NEXT: print "Hello world: %f\0A", %cst_1_f32 : tile<4xf32>
    print "Hello world: %f\n", %v : tile<4xf32>
    // Flags, width and precision belong to the conversion; `%%` is none.
    // CHECK-NEXT: print "%+08.3f %-5d 100%%", %arg0, %arg1 : tile<f32>, tile<i32>
    print "%+08.3f %-5d 100%%", %f, %i : tile<f32>, tile<i32>
    // CHECK-NEXT: print "%lld %e %x", %arg1, %arg0, %arg1 {note} : tile<i32>, tile<f32>, tile<i32>
    print "%lld %e %x", %i, %f, %i {note} : tile<i32>, tile<f32>, tile<i32>

    // print_tko yields a token and may take one.
    // CHECK-NEXT: %0 = print_tko "hi\0A" -> token
    %t0 = print_tko "hi\n" -> token
    // CHECK-NEXT: %1 = print_tko "Hello world: %f\0A", %cst_1_f32 : tile<4xf32> -> token
    %t1 = print_tko "Hello world: %f\n", %v : tile<4xf32> -> token
    // CHECK-NEXT: %2 = print_tko "x=%d\0A", %arg1 token=%1 : tile<i32> -> token
    %t2 = print_tko "x=%d\n", %i token=%t1 : tile<i32> -> token
    // CHECK-NEXT: %3 = print_tko "%+08.3f %d", %arg0, %arg1 token=%2 : tile<f32>, tile<i32> -> token
    %t3 = print_tko "%+08.3f %d", %f, %i token = %t2 : tile<f32>, tile<i32> -> token
    // CHECK-NEXT: %4 = print_tko "done" token=%3 -> token
    %t4 = print_tko "done" token=%t3 -> token
    // CHECK-NEXT: %5 = print_tko "%%" token=%4 {note} -> token
    %t5 = print_tko "%%" token=%t4 {note} -> token
    // CHECK-NEXT: return
    return
  }
}
