// RUN: tile-opt --no-implicit-module %s --cuda-tile-check-optimization-hints="gpu-name=sm_80" --verify-diagnostics
// RUN: tile-opt --no-implicit-module %s --cuda-tile-check-optimization-hints="gpu-name=sm_86" 2>&1 | FileCheck %s --check-prefix=SM86
// RUN: tile-opt --no-implicit-module %s --cuda-tile-check-optimization-hints="gpu-name=sm_90" 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=warning:
// RUN: tile-opt --no-implicit-module %s --cuda-tile-check-optimization-hints 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=warning:
// RUN: not tile-opt --no-implicit-module %s --cuda-tile-check-optimization-hints="gpu-name=sm_80 hints-as-errors=true" 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=warning:
// RUN: tile-opt --no-implicit-module %s --cuda-tile-check-optimization-hints="gpu-name=sm_90 hints-as-errors=true" | FileCheck %s --check-prefix=SM90
// RUN: not tile-opt --no-implicit-module %s --cuda-tile-check-optimization-hints="gpu-name=ampere" 2>&1 | FileCheck %s --check-prefix=BADGPU

// The pass reports hints the chosen GPU cannot honour: thread block
// clusters (num_cta_in_cga > 1) and the tensor memory accelerator
// (allow_tma = true) need sm_90. Only the value that applies to the target
// counts: its own dictionary, else `default`. Asking for one CTA per
// cluster or for no TMA is what older GPUs do anyway and is not reported.

// SM90: cuda_tile.module @hints
// SM90-NOT: warning:
// BADGPU: error: invalid --gpu-name 'ampere' (expected sm_XX)

cuda_tile.module @hints {
  // ERR: error: optimization hint 'num_cta_in_cga' (default) is not supported on sm_80: thread block clusters need sm_90 or newer
  // SM86: warning: optimization hint 'num_cta_in_cga' (default) is not supported on sm_86: thread block clusters need sm_90 or newer
  // expected-warning@+1 {{optimization hint 'num_cta_in_cga' (default) is not supported on sm_80: thread block clusters need sm_90 or newer}}
  entry @default_clusters() optimization_hints=<default = {num_cta_in_cga = 2}> {
    return
  }

  // ERR: error: optimization hint 'num_cta_in_cga' (sm_80) is not supported on sm_80: thread block clusters need sm_90 or newer
  // expected-warning@+1 {{optimization hint 'num_cta_in_cga' (sm_80) is not supported on sm_80: thread block clusters need sm_90 or newer}}
  entry @own_clusters() optimization_hints=<sm_80 = {num_cta_in_cga = 4, occupancy = 2}> {
    return
  }

  // The target's own single-CTA cluster wins over `default`.
  entry @own_wins() optimization_hints=<default = {num_cta_in_cga = 8}, sm_80 = {num_cta_in_cga = 1}, sm_86 = {num_cta_in_cga = 1}> {
    return
  }

  // Hints for other targets, single-CTA clusters, occupancy and worker
  // warps are fine everywhere.
  entry @fine() optimization_hints=<default = {num_cta_in_cga = 1, occupancy = 4, num_worker_warps_per_cta = 8}, sm_90 = {num_cta_in_cga = 16}, sm_100 = {num_cta_in_cga = 2}> {
    return
  }

  entry @views(%tv: tensor_view<16xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // ERR: error: optimization hint 'allow_tma' (default) is not supported on sm_80: the tensor memory accelerator needs sm_90 or newer
    // SM86: warning: optimization hint 'allow_tma' (default) is not supported on sm_86: the tensor memory accelerator needs sm_90 or newer
    // expected-warning@+1 {{optimization hint 'allow_tma' (default) is not supported on sm_80: the tensor memory accelerator needs sm_90 or newer}}
    %x, %t = load_view_tko weak %pv[%i] optimization_hints = <default = {allow_tma = true, latency = 2}> : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    // Explicitly no TMA: nothing to report.
    %y, %t2 = load_view_tko weak %pv[%i] optimization_hints = <default = {allow_tma = false, latency = 1}> : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    // ERR: error: optimization hint 'allow_tma' (sm_80) is not supported on sm_80: the tensor memory accelerator needs sm_90 or newer
    // expected-warning@+1 {{optimization hint 'allow_tma' (sm_80) is not supported on sm_80: the tensor memory accelerator needs sm_90 or newer}}
    %s = store_view_tko weak %x, %pv[%i] optimization_hints = <sm_80 = {allow_tma = true}, sm_90 = {allow_tma = true}> : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    // sm_80's own `false` wins over the default `true`.
    %s2 = store_view_tko weak %y, %pv[%i] optimization_hints = <default = {allow_tma = true}, sm_80 = {allow_tma = false}, sm_86 = {allow_tma = false}> : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @pointers(%p: tile<ptr<f32>>) {
    // Latency hints apply to every target.
    %v, %t = load_ptr_tko weak %p optimization_hints = <default = {latency = 5}, sm_80 = {latency = 1}> : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}
