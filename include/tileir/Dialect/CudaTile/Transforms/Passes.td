//===- Passes.td - cuda_tile transformation passes ---------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_TRANSFORMS_PASSES_TD
#define TILEIR_DIALECT_CUDATILE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def CheckOptimizationHints : Pass<"cuda-tile-check-optimization-hints"> {
  let summary = "Report optimization hints the target GPU does not support";
  let description = [{
    Walks every op with `optimization_hints` and warns about hints that have
    no effect on the chosen target (for example `num_cta_in_cga` before
    sm_90, where there are no thread block clusters, or `allow_tma` before
    sm_90, which has no tensor memory accelerator). With
    `hints-as-errors` the warnings become errors and the pass fails.
  }];
  let options = [
    Option<"gpuName", "gpu-name", "std::string", "\"sm_100\"",
           "Target GPU (sm_80, sm_86, sm_89, sm_90, sm_100, sm_103, sm_120)">,
    Option<"hintsAsErrors", "hints-as-errors", "bool", "false",
           "Treat unsupported optimization hints as errors">,
  ];
}

#endif // TILEIR_DIALECT_CUDATILE_TRANSFORMS_PASSES_TD
