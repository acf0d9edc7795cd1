//===- CheckOptimizationHints.cpp - Hints the target cannot use -----------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/Transforms/Passes.h"

#include "llvm/ADT/SetVector.h"

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
      auto hints =
          op->getAttrOfType<OptimizationHintsAttr>("optimization_hints");
      if (!hints)
        return;
      // A target's own dictionary wins over `default`; only the value that
      // applies to this target matters, so visit each hint name once.
      auto own = hints.getValue().getAs<DictionaryAttr>(gpuName);
      llvm::SetVector<StringRef> keys;
      for (StringRef target : {StringRef(gpuName), StringRef("default")})
        if (auto dict = hints.getValue().getAs<DictionaryAttr>(target))
          for (NamedAttribute hint : dict)
            keys.insert(hint.getName().getValue());
      for (StringRef key : keys) {
        Attribute value = hints.lookup(gpuName, key);
        bool fromDefault = !own || !own.get(key);
        StringRef why;
        // One CTA per cluster and TMA switched off are what pre-Hopper GPUs
        // do anyway; only asking for clusters or TMA needs sm_90.
        if (key == "num_cta_in_cga" && sm < 90) {
          auto ctas = llvm::dyn_cast<IntegerAttr>(value);
          if (ctas && ctas.getInt() > 1)
            why = "thread block clusters need sm_90 or newer";
        } else if (key == "allow_tma" && sm < 90) {
          auto allow = llvm::dyn_cast<BoolAttr>(value);
          if (allow && allow.getValue())
            why = "the tensor memory accelerator needs sm_90 or newer";
        }
        if (why.empty())
          continue;
        InFlightDiagnostic diag =
            hintsAsErrors ? op->emitError() : op->emitWarning();
        diag << "optimization hint '" << key << "' ("
             << (fromDefault ? StringRef("default") : StringRef(gpuName))
             << ") is not supported on " << gpuName << ": " << why;
        failed |= hintsAsErrors;
      }
    });
    if (failed)
      signalPassFailure();
  }
};
} // namespace
