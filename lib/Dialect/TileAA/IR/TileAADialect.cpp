//===- TileAADialect.cpp - nv_tileaa dialect registration -----------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#include "tileir/Dialect/TileAA/IR/TileAAOpsDialect.cpp.inc"

void TileAADialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "tileir/Dialect/TileAA/IR/TileAAOps.cpp.inc"
      >();
}

/// Folded constants are arith constants: nv_tileaa has no constant op of its
/// own because arith is legal at this level.
Operation *TileAADialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  if (auto typed = dyn_cast<TypedAttr>(value))
    if (typed.getType() == type &&
        arith::ConstantOp::isBuildableWith(typed, type))
      return arith::ConstantOp::create(builder, loc, type, typed);
  return nullptr;
}

ArrayRef<int64_t> mlir::nv_tileaa::getTileShape(Type type) {
  if (auto shaped = dyn_cast<RankedTensorType>(type))
    return shaped.getShape();
  return {};
}

#define GET_OP_CLASSES
#include "tileir/Dialect/TileAA/IR/TileAAOps.cpp.inc"
