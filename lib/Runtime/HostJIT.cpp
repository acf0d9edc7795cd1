//===- HostJIT.cpp - Rules shared by the host JITs ------------------------===//

#include "HostJIT.h"

#include "llvm/IR/Module.h"

using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

ModuleTransformer
runtime::withExactBF16Conversions(ModuleTransformer optimize) {
  return [optimize](llvm::Module *m) -> llvm::Error {
    for (llvm::Function &f : *m) {
      if (f.isDeclaration())
        continue;
      std::string features =
          f.getFnAttribute("target-features").getValueAsString().str();
      features += std::string(features.empty() ? "" : ",") +
                  "-avx512bf16,-avxneconvert";
      f.addFnAttr("target-features", features);
    }
    return optimize(m);
  };
}
