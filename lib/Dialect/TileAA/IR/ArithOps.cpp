//===- ArithOps.cpp - nv_tileaa elementwise math --------------------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

static unsigned bitWidth(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (isa<LLVM::LLVMPointerType>(element))
    return 64;
  return cuda_tile::getElementBitWidth(element);
}

LogicalResult BitcastOp::verify() {
  if (bitWidth(getFrom().getType()) != bitWidth(getTo().getType()))
    return emitOpError("source and result element types must have the same "
                       "bit width");
  return success();
}

LogicalResult ExtIOp::verify() {
  if (bitWidth(getFrom().getType()) >= bitWidth(getTo().getType()))
    return emitOpError("result element type must be wider than the source's");
  return success();
}

LogicalResult TruncIOp::verify() {
  if (bitWidth(getFrom().getType()) <= bitWidth(getTo().getType()))
    return emitOpError("result element type must be narrower than the "
                       "source's");
  return success();
}

/// x + 0 = x: cheap and it keeps address arithmetic that the lowering
/// produced from zero offsets out of the way of the pointer folds.
OpFoldResult AddIOp::fold(FoldAdaptor adaptor) {
  if (matchPattern(adaptor.getRhs(), m_Zero()))
    return getLhs();
  return {};
}
