//===- CheckOptimizationHints.cpp - Hints the target cannot use -----------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/Transforms/Passes.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_CHECKOPTIMIZATIONHINTS
#include "tileir/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

/// The compute capability of `sm_XY[Z]`, e.g. 90 for sm_90; 0 if malformed.
static unsigned parseSmVersion(StringRef name) {
  unsigned version = 0;
  if (!name.consume_front("sm_") || name.getAsInteger(10, version))
    return 0;
  return version;
}

namespace {
struct CheckOptimizationHints
    : cuda_tile::impl::CheckOptimizationHintsBase<CheckOptimizationHints> {
  using Base::Base;

  void runOnOperation() override {
    unsigned sm = parseSmVersion(gpuName);
    if (sm == 0) {
      emitError(getOperation()->getLoc())
          << "invalid --gpu-name '" << gpuName << "' (expected sm_XX)";
      return signalPassFailure();
    }
    bool failed = false;
    getOperation()->walk([&](Operation *op) {
      auto hints = op->getAttrOfType<OptimizationHintsAttr>(
          "optimization_hints");
      if (!hints)
        return;
      for (NamedAttribute entry : hints.getValue()) {
        StringRef target = entry.getName().getValue();
        // Only the dictionary that applies to this target matters.
        if (target != "default" && target != gpuName)
          continue;
        for (NamedAttribute hint :
             llvm::cast<DictionaryAttr>(entry.getValue())) {
          StringRef key = hint.getName().getValue();
          StringRef why;
          if (key == "num_cta_in_cga" && sm < 90)
            why = "thread block clusters need sm_90 or newer";
          else if (key == "allow_tma" && sm < 90)
            why = "the tensor memory accelerator needs sm_90 or newer";
          if (why.empty())
            continue;
          InFlightDiagnostic diag =
              hintsAsErrors ? op->emitError() : op->emitWarning();
          diag << "optimization hint '" << key << "' (" << target
               << ") is not supported on " << gpuName << ": " << why;
          failed |= hintsAsErrors;
        }
      }
    });
    if (failed)
      signalPassFailure();
  }
};
} // namespace
