// Seed 001's joins of 0, 1 and 3 tokens, lowered and given barriers: none
// is a fresh create_mem_token with a slot of its own, one is the token
// itself (no join, no wait), three is a join whose chain of parity waits
// polls each input's barrier. cuda_tile's verifier asks join_tokens for two
// or more tokens, so the input is read unverified.
// RUN: tile-opt --mlir-very-unsafe-disable-verifier-on-parsing --convert-cuda-tile-to-tileaa=compute-capability=sm_90 --tileaa-verify-mem-tokens --tileaa-allocate-mbarriers %s | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @join0()
// CHECK-SAME: nv_tileaa.mbarriers = 1 : i32
// CHECK-NEXT: %[[T:.+]] = nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32} : !nv_tileaa.mem_token
// CHECK-NEXT: nv_tileaa.print "x" token %[[T]]
// CHECK-NEXT: nv_tileaa.return

// CHECK-LABEL: nv_tileaa.func @join1()
// CHECK-SAME: nv_tileaa.mbarriers = 1 : i32
// CHECK-NEXT: %[[T:.+]] = nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32} : !nv_tileaa.mem_token
// CHECK-NEXT: nv_tileaa.print "x" token %[[T]]
// CHECK-NEXT: nv_tileaa.return

// CHECK-LABEL: nv_tileaa.func @join3()
// CHECK-SAME: nv_tileaa.mbarriers = 3 : i32
// CHECK-NEXT: %[[A:.+]] = nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 0 : i32}
// CHECK-NEXT: %[[B:.+]] = nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 1 : i32}
// CHECK-NEXT: %[[C:.+]] = nv_tileaa.create_mem_token {nv_tileaa.mbarrier_slot = 2 : i32}
// CHECK-NEXT: %[[TA:.+]] = nv_tileaa.print "a" token %[[A]]
// CHECK-NEXT: %[[TB:.+]] = nv_tileaa.print "b" token %[[B]]
// CHECK-NEXT: %[[TC:.+]] = nv_tileaa.print "c" token %[[C]]
// CHECK-NEXT: %[[J:.+]] = nv_tileaa.join_mem_token[%[[TA]], %[[TB]], %[[TC]]] {nv_tileaa.mbarrier_waits = array<i32: 0, 1, 2>}
// CHECK-NEXT: nv_tileaa.print "joined" token %[[J]]
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
  "cuda_tile.entry"() <{function_type = () -> (), sym_name = "join3"}> ({
    %a = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %b = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %c = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %ta = "cuda_tile.print_tko"(%a) <{str = "a", operandSegmentSizes = array<i32: 0, 1>}> : (!cuda_tile.token) -> !cuda_tile.token
    %tb = "cuda_tile.print_tko"(%b) <{str = "b", operandSegmentSizes = array<i32: 0, 1>}> : (!cuda_tile.token) -> !cuda_tile.token
    %tc = "cuda_tile.print_tko"(%c) <{str = "c", operandSegmentSizes = array<i32: 0, 1>}> : (!cuda_tile.token) -> !cuda_tile.token
    %j = "cuda_tile.join_tokens"(%ta, %tb, %tc) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token
    %tj = "cuda_tile.print_tko"(%j) <{str = "joined", operandSegmentSizes = array<i32: 0, 1>}> : (!cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
