// RUN: tile-opt --help | FileCheck %s
// CHECK: Tile IR optimizer driver
// CHECK-DAG: --no-implicit-module
// CHECK-DAG: --split-input-file
// CHECK-DAG: --verify-diagnostics
// CHECK-DAG: --cuda-tile-check-optimization-hints
// CHECK-DAG: --canonicalize
