// A cuda_tile op left behind makes the partial conversion fail with the
// seed's message. The residue is forced by an iota of floats (which the
// cuda_tile verifier would reject, so the input is read unverified): no
// pattern lowers it.
// RUN: not tile-opt --mlir-very-unsafe-disable-verifier-on-parsing --convert-cuda-tile-to-tileaa=compute-capability=sm_90 %s 2>&1 | FileCheck %s

// CHECK: error: failed to convert cuda_tile to nv_tileaa
"cuda_tile.module"() <{sym_name = "m"}> ({
  "cuda_tile.entry"() <{function_type = () -> (), sym_name = "k"}> ({
    %0 = "cuda_tile.iota"() : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.negf"(%0) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.print"(%1) <{str = "%f"}> : (!cuda_tile.tile<4xf32>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
