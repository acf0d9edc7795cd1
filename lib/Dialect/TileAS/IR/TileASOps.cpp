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

LogicalResult MemDescIndexOp::verify() {
  SharedMemDescType source = getSource().getType();
  SharedMemDescType result = getResult().getType();
  if (source.getShape().size() < 2 ||
      source.getShape().drop_front() != result.getShape() ||
      source.getElementType() != result.getElementType())
    return emitOpError("result must be one tile along the first dimension of ")
           << source << " (its other dimensions and element type), got "
           << result;
  SharedLayoutAttr stage = getStageLayout(source.getLayout());
  if (!stage)
    return emitOpError("needs a buffer whose first dimension is the "
                       "outermost in its layout, got ")
           << source.getLayout();
  if (stage != result.getLayout())
    return emitOpError("result layout must be ")
           << stage << " (the buffer's, for one tile), got "
           << result.getLayout();
  return success();
}

LogicalResult AsyncTiledLoadOp::verify() {
  auto view = dyn_cast<nv_tileaa::TiledViewType>(getView().getType());
  if (!view || view.getKind().getValue() != "partition")
    return emitOpError("copies from a partition view, got ")
           << getView().getType();
  // The destination may leave out leading unit dimensions of the tile (a
  // batched kernel's [1, M, K] tile staged as M x K).
  SharedMemDescType dest = getDest().getType();
  if (!dropsLeadingUnitDims(view.getTileShape(), dest.getShape()) ||
      view.getMemref().getElementType() != dest.getElementType())
    return emitOpError("destination ")
           << dest << " does not hold one tile of " << view;
  if (getIndices().size() != view.getTileShape().size())
    return emitOpError("takes one index per tile dimension (")
           << view.getTileShape().size() << "), got " << getIndices().size();
  return success();
}

#define GET_OP_CLASSES
#include "tileir/Dialect/TileAS/IR/TileASOps.cpp.inc"
