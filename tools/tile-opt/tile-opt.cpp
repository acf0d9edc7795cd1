//===- tile-opt.cpp - mlir-opt style driver for Tile IR -------------------===//
//
// Parses, verifies, transforms and prints Tile IR. All the usual mlir-opt
// flags (--verify-diagnostics, --split-input-file, -mlir-print-op-generic,
// --no-implicit-module, pass pipelines) come from MlirOptMain.
//
//===----------------------------------------------------------------------===//

#include "tileir/InitAllDialects.h"
#include "tileir/InitAllPasses.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::tileir::registerAllDialects(registry);
  mlir::tileir::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "Tile IR optimizer driver\n\n"
      "Reads Tile IR (the cuda_tile dialect) as text, verifies it, runs the\n"
      "requested passes and prints the result. Example:\n"
      "  tile-opt kernel.mlir --canonicalize -o out.mlir\n",
      registry));
}
