//===- CudaTileDialect.cpp - cuda_tile dialect ----------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "tileir/Dialect/CudaTile/IR/CudaTileOpsDialect.cpp.inc"

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tileir/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"
      >();
}

Operation *CudaTileDialect::materializeConstant(OpBuilder &builder,
                                                Attribute value, Type type,
                                                Location loc) {
  auto elements = llvm::dyn_cast<DenseIntOrFPElementsAttr>(value);
  if (!elements || elements.getType() != type || !llvm::isa<TileType>(type))
    return nullptr;
  return builder.create<ConstantOp>(loc, type, elements);
}
