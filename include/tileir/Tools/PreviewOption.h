//===- PreviewOption.h - --preview=<features> -------------------*- C++ -*-===//
//
// NVIDIA's tools accept preview features of Tile IR 13.5 only when asked:
// `--preview=simt` admits the `preview$call` and `preview$extern_impl` ops.
// Shared by tile-opt, tile-translate and tileiras so each spells and applies
// the flag the same way.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_PREVIEWOPTION_H
#define TILEIR_TOOLS_PREVIEWOPTION_H

namespace llvm::cl {
class OptionCategory;
} // namespace llvm::cl

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::tileir {

/// Registers `--preview`; call before parsing the options. With a category
/// the flag is listed there (tileiras hides options of other categories).
void registerPreviewOption(llvm::cl::OptionCategory *category = nullptr);

/// Makes every cuda_tile dialect loaded through `registry` use the flag's
/// value (read when the dialect is loaded, i.e. after option parsing).
void applyPreviewOption(DialectRegistry &registry);

} // namespace mlir::tileir

#endif // TILEIR_TOOLS_PREVIEWOPTION_H
