//===- HintDiagnostics.cpp - -Wunsupported-hints and -Werr-hints ----------===//

#include "tileir/Tools/HintDiagnostics.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/DialectRegistry.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;

namespace {
struct HintOptions {
  llvm::cl::opt<bool> warn{
      "Wunsupported-hints",
      llvm::cl::desc("Warn about optimization hints that are unknown, do not "
                     "apply to their op or are out of range (kept silently "
                     "by default)"),
      llvm::cl::init(false)};
  llvm::cl::opt<bool> asErrors{
      "Werr-hints",
      llvm::cl::desc("With -Wunsupported-hints, such hints fail "
                     "verification"),
      llvm::cl::init(false)};
};
} // namespace

static HintOptions *options = nullptr;

void tileir::registerHintDiagnosticsOptions() {
  static HintOptions instance;
  options = &instance;
}

void tileir::applyHintDiagnosticsOptions(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, cuda_tile::CudaTileDialect *dialect) {
    if (options)
      dialect->setHintDiagnostics({options->warn, options->asErrors});
  });
}
