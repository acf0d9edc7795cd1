//===- PreviewOption.cpp - --preview=<features> ---------------------------===//

#include "tileir/Tools/PreviewOption.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/DialectRegistry.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;

namespace {
/// The features 13.5 defines; an unknown name is refused while the command
/// line is parsed.
enum class PreviewFeature { Simt };

struct PreviewOptions {
  llvm::cl::list<PreviewFeature> features{
      "preview",
      llvm::cl::desc("Enable preview features of Tile IR (not portable to "
                     "later versions)"),
      llvm::cl::CommaSeparated,
      llvm::cl::values(clEnumValN(PreviewFeature::Simt, "simt",
                                  "calls into SIMT libraries "
                                  "(preview$call, preview$extern_impl)"))};
};
} // namespace

static PreviewOptions *options = nullptr;

void tileir::registerPreviewOption(llvm::cl::OptionCategory *category) {
  static PreviewOptions instance;
  options = &instance;
  if (category)
    instance.features.addCategory(*category);
}

void tileir::applyPreviewOption(DialectRegistry &registry) {
  registry.addExtension(
      +[](MLIRContext *, cuda_tile::CudaTileDialect *dialect) {
        if (options)
          dialect->setPreviewSimt(
              llvm::is_contained(options->features, PreviewFeature::Simt));
      });
}
