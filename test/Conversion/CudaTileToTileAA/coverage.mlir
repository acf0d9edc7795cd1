// Every op the cuda_tile dialect registers has a lowering pattern.
// RUN: tile-opt --check-cuda-tile-to-tileaa-coverage %s 2>&1 | FileCheck %s

// CHECK-NOT: no cuda_tile to nv_tileaa pattern
// CHECK: remark: all {{[1-9][0-9]*}} cuda_tile ops have a lowering pattern
module {
}
