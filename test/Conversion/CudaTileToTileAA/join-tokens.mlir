// cuda_tile's verifier asks join_tokens for two or more tokens, but the
// lowering is specified for any count (seed 001): a join of one token is that
// token, a join of none a fresh token. Those inputs are read unverified.
// RUN: tile-opt --mlir-very-unsafe-disable-verifier-on-parsing --convert-cuda-tile-to-tileaa=compute-capability=sm_90 %s | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @join0()
// CHECK-NEXT: %[[T:.+]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
// CHECK-NEXT: nv_tileaa.print "x" token %[[T]]
// CHECK-NEXT: nv_tileaa.return
// CHECK-LABEL: nv_tileaa.func @join1()
// CHECK-NEXT: %[[T0:.+]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
// CHECK-NEXT: nv_tileaa.print "x" token %[[T0]]
// CHECK-NEXT: nv_tileaa.return
"cuda_tile.module"() <{sym_name = "tokens"}> ({
  "cuda_tile.entry"() <{function_type = () -> (), sym_name = "join0"}> ({
    %0 = "cuda_tile.join_tokens"() : () -> !cuda_tile.token
    %1 = "cuda_tile.print_tko"(%0) <{str = "x", operandSegmentSizes = array<i32: 0, 1>}> : (!cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{function_type = () -> (), sym_name = "join1"}> ({
    %0 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %1 = "cuda_tile.join_tokens"(%0) : (!cuda_tile.token) -> !cuda_tile.token
    %2 = "cuda_tile.print_tko"(%1) <{str = "x", operandSegmentSizes = array<i32: 0, 1>}> : (!cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
