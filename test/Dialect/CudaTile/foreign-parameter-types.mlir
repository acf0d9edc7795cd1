// A kernel parameter of another dialect's type (here a builtin tensor) is
// accepted by the dialect, as NVIDIA's is, so that IR mixing dialects can
// pass through tile-opt on its way to Tile IR. Everything that would launch,
// compile or serialize the kernel refuses it, at the kernel.

// RUN: tile-opt --no-implicit-module %s | FileCheck %s --check-prefix=OPT
// OPT: entry @k(%arg0: token, %arg1: tensor<2xi16>, %arg2: i32)

// RUN: not tile-translate --no-implicit-module -mlir-to-cudatilebc %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BC
// BC: foreign-parameter-types.mlir:{{[0-9]+}}:3: error: unsupported type in bytecode writer: 'tensor<2xi16>'

// RUN: not tile-opt --no-implicit-module --convert-cuda-tile-to-tileaa=compute-capability=sm_90 %s 2>&1 | FileCheck %s --check-prefix=LOWER
// LOWER: foreign-parameter-types.mlir:{{[0-9]+}}:3: error: 'cuda_tile.entry' op kernel parameter #1 has type 'tensor<2xi16>', which is not a Tile IR type

// RUN: not tileiras %s --gpu-name sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOWER

// RUN: not tile-run %s --arg 1 --arg 2 --arg 3 2>&1 | FileCheck %s --check-prefix=LOWER

cuda_tile.module @m {
  entry @k(%t: !cuda_tile.token, %x: tensor<2xi16>, %i: i32) {
    return
  }
}
