// Optimization hints that are well formed but unusable (an unknown target, a
// hint the op does not take, a value out of range) are kept and ignored by
// default, as NVIDIA's tools do: kernels written for newer targets or
// compilers still load. -Wunsupported-hints reports each as a warning;
// -Werr-hints then fails verification. Structural errors (an entry that is
// not a dictionary, a duplicate target) are errors always (invalid-misc.mlir).

// RUN: tile-opt --no-implicit-module %s --split-input-file 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: tile-opt --no-implicit-module %s --split-input-file -Wunsupported-hints 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// RUN: not tile-opt --no-implicit-module %s --split-input-file -Wunsupported-hints -Werr-hints 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: tile-translate --no-implicit-module -test-cudatile-roundtrip --split-input-file %s | FileCheck %s --check-prefix=BYTECODE

// Kept as written, and through bytecode:
// CHECK: entry @unknown_target() optimization_hints=<sm_100a = {num_cta_in_cga = 2}>
// CHECK: entry @unknown_hint() optimization_hints=<sm_100 = {num_qqq = 1}>
// CHECK: entry @many_warps() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 16}>
// CHECK: entry @not_an_integer() optimization_hints=<sm_90 = {occupancy = 2.000000e+00}>
// CHECK: load_ptr_tko weak %{{.*}} optimization_hints = <sm_90 = {allow_tma = true, latency = 11}>
// BYTECODE: entry @unknown_target() optimization_hints=<sm_100a = {num_cta_in_cga = 2}>
// BYTECODE: entry @unknown_hint() optimization_hints=<sm_100 = {num_qqq = 1}>

// WARN: warning: unknown hint key sm_100a (expected 'default' or an SM name such as sm_90)
// WARN: warning: num_qqq is not known hint for current Operation
// WARN-NOT: num_worker_warps_per_cta
// WARN: warning: integer value expected for sm_90.occupancy
// WARN: warning: expected 1 for sm_80.num_cta_in_cga
// WARN: warning: expected power-of-two ≤ 16 for default.num_cta_in_cga
// WARN: warning: latency is not known hint for current Operation
// WARN: warning: allow_tma is not known hint for current Operation
// WARN: warning: integer value in the range [1, 10] is expected for sm_90.latency
// WARN: warning: boolean value expected for sm_90.allow_tma
// WARN: warning: occupancy is not known hint for current Operation
// WARN-NOT: warning

// ERR: :[[#@LINE+6]]:3: warning: unknown hint key sm_100a
// ERR: :[[#@LINE+5]]:3: error: Optimization hints verification failed
// ERR-COUNT-7: error: Optimization hints verification failed
// ERR-NOT: error

cuda_tile.module @m {
  entry @unknown_target() optimization_hints=<sm_100a = {num_cta_in_cga = 2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @unknown_hint() optimization_hints=<sm_100 = {num_qqq = 1}> {
    return
  }
}

// -----

// 16 and 32 warps are powers of two up to 32: accepted even when warned.
cuda_tile.module @m {
  entry @many_warps() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 16}> {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @not_an_integer() optimization_hints=<sm_90 = {occupancy = 2.0}> {
    return
  }
}

// -----

// Ampere and Ada run one CTA per cluster.
cuda_tile.module @m {
  entry @clusters_before_hopper() optimization_hints=<sm_80 = {num_cta_in_cga = 2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @not_power_of_two() optimization_hints=<default = {num_cta_in_cga = 3}> {
    return
  }
}

// -----

// A kernel takes no memory hints.
cuda_tile.module @m {
  entry @memory_hints_on_kernel() optimization_hints=<default = {latency = 3, allow_tma = true}> {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @pointer_load(%p: tile<ptr<f32>>) {
    %v, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {allow_tma = true, latency = 11}> : tile<ptr<f32>> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @view_load(%pv: partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, %i: tile<i32>) {
    %x, %t = load_view_tko weak %pv[%i] optimization_hints = <sm_90 = {allow_tma = 1}> : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %t2 = store_view_tko weak %x, %pv[%i] optimization_hints = <default = {occupancy = 4}> : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

// Hints the op takes, in range, say nothing in any mode.
cuda_tile.module @m {
  entry @fine() optimization_hints=<sm_90 = {num_cta_in_cga = 2, occupancy = 4, num_worker_warps_per_cta = 8}, default = {num_cta_in_cga = 1}> {
    return
  }
}
