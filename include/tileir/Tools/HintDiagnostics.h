//===- HintDiagnostics.h - -Wunsupported-hints and -Werr-hints --*- C++ -*-===//
//
// The two flags NVIDIA's tools take for optimization hints that are well
// formed but unusable (unknown targets or hints, values out of range): by
// default such hints are kept silently; -Wunsupported-hints reports them as
// warnings and -Werr-hints makes them fail verification. Shared by the tools
// so that each spells and applies them the same way.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_HINTDIAGNOSTICS_H
#define TILEIR_TOOLS_HINTDIAGNOSTICS_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::tileir {

/// Registers the two command-line flags; call before parsing the options.
void registerHintDiagnosticsOptions();

/// Makes every cuda_tile dialect loaded through `registry` use the flags'
/// values (read when the dialect is loaded, i.e. after option parsing).
void applyHintDiagnosticsOptions(DialectRegistry &registry);

} // namespace mlir::tileir

#endif // TILEIR_TOOLS_HINTDIAGNOSTICS_H
