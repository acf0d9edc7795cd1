//===- InitAll.cpp - Registration of all dialects and passes --------------===//

#include "tileir/InitAllDialects.h"
#include "tileir/InitAllPasses.h"

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

void mlir::tileir::registerAllDialects(DialectRegistry &registry) {
  registry.insert<cuda_tile::CudaTileDialect>();
}

void mlir::tileir::registerAllPasses() {
  registerTransformsPasses();
  cuda_tile::registerCudaTilePasses();
}
