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

def FuseFMA : InterfacePass<"fuse-fma", "::mlir::FunctionOpInterface"> {
  let summary = "Fuse a single-use mulf into the addf/subf that uses it (fma)";
  let description = [{
    Rewrites `(a * b) + c` (either operand order) into `fma(a, b, c)` and
    `(a * b) - c` into `fma(a, b, -c)` when the product has no other use and
    the multiply and the add/sub agree on rounding mode and flush_to_zero.
    The product is then no longer rounded on its own, so results change in
    the last bits: the pass is opt-in. Runs on any function (entry,
    testing$func).
  }];
}

def SynthesizeDebugInfoScopes
    : Pass<"synthesize-debug-info-scopes", "::mlir::cuda_tile::ModuleOp"> {
  let summary = "Give functions without debug scopes a synthesized subprogram";
  let description = [{
    Line tables need every op's location to sit in a debug scope (a
    `di_loc` in a `di_subprogram`), which plain `file:line:col` locations
    lack. For each function of the module whose location has no `di_loc`,
    this pass makes a `di_subprogram` (named after the function, at the
    function's line, or line 1 when it has none) in a compile unit for the
    module's file, and rewrites the location of the function and of every
    op in it to a `di_loc` in that subprogram: the op's own file position
    where one can be found (inside name, fused, call-site or opaque
    locations too), the function's otherwise. Functions that already have
    a scope are left as they are. A stop-gap for front ends that emit only
    file locations; it does not replace real debug info.
  }];
}

def LoopSplit : InterfacePass<"loop-split", "::mlir::FunctionOpInterface"> {
  let summary = "Split a `for` loop where an `if` tests the induction "
                "variable against a loop invariant";
  let description = [{
    For an `if` inside a `for` whose condition is a `cmpi` in the loop body
    comparing the induction variable with a value defined outside the loop
    (less_than, less_than_or_equal, greater_than or greater_than_or_equal,
    with the loop's signedness), the loop is replaced by two loops over
    `[lb, split)` and `[split, ub)`: the ifs on that comparison directly in
    the body are replaced by the branch taken there, other uses of it see
    the constant it has there. `split` is clamped to `[lb, ub]` and, unless
    the step is a constant 1, rounded up to `lb + k * step`.

    The `cuda_tile.loop_split` integer attribute on the `if`, the `for` or
    the function (the innermost wins) overrides `split-threshold`: 0 turns
    splitting off, 1 splits whatever the branch holds, N > 1 splits only
    when a branch holds N ops or a load, store, mma, reduce, if or for.
    Each loop is split at most once per run.
  }];
  let options = [
    Option<"splitThreshold", "split-threshold", "int", "1",
           "Split only when a branch of the if holds at least this many ops "
           "(or an expensive one); 0 disables splitting">,
  ];
}

#endif // TILEIR_DIALECT_CUDATILE_TRANSFORMS_PASSES_TD
