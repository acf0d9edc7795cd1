//===- TileASOps.cpp - nv_tileas operations -------------------------------===//

#include "tileir/Dialect/TileAS/IR/TileAS.h"

using namespace mlir;
using namespace mlir::nv_tileas;

static DistributedLayoutAttr layoutOf(Type type) {
  return cast<DistributedLayoutAttr>(
      cast<RankedTensorType>(type).getEncoding());
}

/// A register tile and a shared-memory tile that hold the same elements.
static LogicalResult verifySameTile(Operation *op, RankedTensorType tensor,
                                    SharedMemDescType smem) {
  if (tensor.getShape() != smem.getShape() ||
      tensor.getElementType() != smem.getElementType())
    return op->emitOpError("register tile ")
           << tensor << " and shared-memory tile " << smem
           << " differ in shape or element type";
  return success();
}

LogicalResult ConvertLayoutOp::verify() {
  auto source = cast<RankedTensorType>(getSource().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (source.getShape() != result.getShape() ||
      source.getElementType() != result.getElementType())
    return emitOpError("changes only the layout; shape and element type must "
                       "match, got ")
           << source << " and " << result;
  if (layoutOf(source).getNumWarps() != layoutOf(result).getNumWarps())
    return emitOpError("source and result layouts spread over different warp "
                       "counts (")
           << layoutOf(source).getNumWarps() << " and "
           << layoutOf(result).getNumWarps() << ")";
  return success();
}

LogicalResult LocalAllocOp::verify() {
  if (!getSource())
    return success();
  return verifySameTile(*this, cast<RankedTensorType>(getSource().getType()),
                        getResult().getType());
}

LogicalResult LocalLoadOp::verify() {
  return verifySameTile(*this, cast<RankedTensorType>(getResult().getType()),
                        getSource().getType());
}

LogicalResult LocalStoreOp::verify() {
  return verifySameTile(*this, cast<RankedTensorType>(getValue().getType()),
                        getDest().getType());
}

#define GET_OP_CLASSES
#include "tileir/Dialect/TileAS/IR/TileASOps.cpp.inc"
