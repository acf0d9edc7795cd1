//===- CudaTileDialect.td - cuda_tile dialect definition ---*- tablegen -*-===//
//
// The public Tile IR dialect (spec versions 13.1-13.3).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEDIALECT_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::mlir::cuda_tile";
  let summary = "Tile IR: the tile-level IR for NVIDIA GPUs";
  let description = [{
    Values are tiles (static, power-of-two shaped tensors) or views of tensors
    in global memory. Kernels are `entry` functions inside a
    `cuda_tile.module`; each runs as a grid of tile blocks.
  }];
  let useDefaultTypePrinterParser = 0;
  let useDefaultAttributePrinterParser = 0;
  let hasConstantMaterializer = 1;
  // Canonicalizations that rewrite control flow (if -> select, if merging)
  // span several op kinds, so they are registered once for the dialect.
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;

    /// Parsers and printers of the attributes and types that a dialect
    /// extension adds (the `testing$` extension of NVIDIA's lit suite, see
    /// tileir/Dialect/CudaTile/IR/Testing). The generated parsers only know
    /// the types and attributes of this file's own records. The parsers get
    /// the mnemonic keyword already read and return no value for a mnemonic
    /// they do not know.
    struct ExtensionAsmHooks {
      ::mlir::OptionalParseResult (*parseType)(
          ::mlir::AsmParser &, ::llvm::StringRef, ::mlir::Type &) = nullptr;
      ::mlir::LogicalResult (*printType)(::mlir::Type,
                                         ::mlir::AsmPrinter &) = nullptr;
      ::mlir::OptionalParseResult (*parseAttribute)(
          ::mlir::AsmParser &, ::llvm::StringRef, ::mlir::Type,
          ::mlir::Attribute &) = nullptr;
      ::mlir::LogicalResult (*printAttribute)(::mlir::Attribute,
                                              ::mlir::AsmPrinter &) = nullptr;
    };

    /// Adds the `testing$` ops, attributes and types. Defined in the
    /// TileIRCudaTileTesting library; tools built with TILEIR_ENABLE_TESTING
    /// call it through registerCudaTileTestingExtension().
    void registerTestingExtension();
    bool hasTestingExtension() const {
      return extensionHooks.parseType != nullptr;
    }
    const ExtensionAsmHooks &getExtensionAsmHooks() const {
      return extensionHooks;
    }

    /// How the verifiers treat optimization hints that are well formed but
    /// unknown or out of range (an unknown target, a hint an op does not
    /// take, a value outside the hint's range). Such hints are kept and
    /// ignored by default, as NVIDIA's tools do; `warn` reports them as
    /// warnings (-Wunsupported-hints), `asErrors` also fails verification
    /// (-Werr-hints).
    struct HintDiagnostics {
      bool warn = false;
      bool asErrors = false;
    };
    void setHintDiagnostics(HintDiagnostics settings) {
      hintDiagnostics = settings;
    }
    HintDiagnostics getHintDiagnostics() const { return hintDiagnostics; }

    /// 13.5's preview ops (`preview$call`, `preview$extern_impl`) verify
    /// only when the tool was given `--preview=simt`.
    void setPreviewSimt(bool enabled) { previewSimt = enabled; }
    bool isPreviewSimtEnabled() const { return previewSimt; }

  private:
    ExtensionAsmHooks extensionHooks;
    HintDiagnostics hintDiagnostics;
    bool previewSimt = false;

  public:
  }];
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEDIALECT_TD
