//===- ReduceScanOpToLLVM.cpp - Reductions and scans ----------------------===//

#include "KernelEmitter.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;

void mlir::tileir::tilegpu::registerReduceScanLowerings(LoweringTable &) {}
