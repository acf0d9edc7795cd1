//===- tile-opt.cpp - mlir-opt style driver for Tile IR -------------------===//
//
// Parses, verifies, transforms and prints Tile IR. All the usual mlir-opt
// flags (--verify-diagnostics, --split-input-file, -mlir-print-op-generic,
// --no-implicit-module, pass pipelines) come from MlirOptMain. An input that
// starts with the Tile IR bytecode magic is decoded first, so tile-opt reads
// NVIDIA's .tileirbc files directly.
//
//===----------------------------------------------------------------------===//

#include "tileir/Bytecode/BytecodeReader.h"
#include "tileir/InitAllDialects.h"
#include "tileir/InitAllPasses.h"
#include "tileir/Tools/HintDiagnostics.h"
#include "tileir/Tools/PreviewOption.h"
#ifdef TILEIR_ENABLE_TESTING
#include "tileir/Dialect/CudaTile/Testing/CudaTileTesting.h"
#endif

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

/// Decodes Tile IR bytecode into its text form (locations included), which
/// MlirOptMain then parses like any other input.
static std::unique_ptr<llvm::MemoryBuffer>
decodeBytecode(const llvm::MemoryBuffer &input,
               mlir::DialectRegistry &registry) {
  mlir::MLIRContext context(registry);
  auto module =
      mlir::tileir::readTileIRBytecode(input.getMemBufferRef(), &context);
  if (mlir::failed(module))
    return nullptr;
  std::string text;
  llvm::raw_string_ostream os(text);
  (*module)->print(os, mlir::OpPrintingFlags().enableDebugInfo());
  return llvm::MemoryBuffer::getMemBufferCopy(text,
                                              input.getBufferIdentifier());
}

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::tileir::registerAllDialects(registry);
#ifdef TILEIR_ENABLE_TESTING
  mlir::cuda_tile::registerCudaTileTestingExtension(registry);
#endif
  mlir::tileir::registerAllPasses();
  mlir::tileir::registerHintDiagnosticsOptions();
  mlir::tileir::applyHintDiagnosticsOptions(registry);
  mlir::tileir::registerPreviewOption();
  mlir::tileir::applyPreviewOption(registry);
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv,
      "Tile IR optimizer driver\n\n"
      "Reads Tile IR (the cuda_tile dialect) as text or bytecode, verifies\n"
      "it, runs the requested passes and prints the result. Example:\n"
      "  tile-opt kernel.mlir --canonicalize -o out.mlir\n",
      registry);

  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  // Informational flags never read the input: leave them to MlirOptMain.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  // The input is read once (it may be stdin) and handed over as a buffer.
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::tileir::isTileIRBytecode(input->getBuffer())) {
    input = decodeBytecode(*input, registry);
    if (!input)
      return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
