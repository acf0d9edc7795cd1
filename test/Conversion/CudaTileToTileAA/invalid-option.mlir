// RUN: not tile-opt --convert-cuda-tile-to-tileaa %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tile-opt --convert-cuda-tile-to-tileaa=compute-capability=90 %s 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not tile-opt --convert-cuda-tile-to-tileaa=compute-capability=sm_x %s 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: tile-opt --convert-cuda-tile-to-tileaa=compute-capability=sm_90a %s | FileCheck %s --check-prefix=SUFFIX

// MISSING: error: invalid or missing --compute-capability option
// MALFORMED: error: invalid or missing --compute-capability option
// SUFFIX: module @m attributes {nv_tileaa.compute_capability = 90 : i32}
cuda_tile.module @m {
}
