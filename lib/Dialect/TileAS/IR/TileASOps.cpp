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

FailureOr<TmaBoxes> nv_tileas::getTmaBoxes(nv_tileaa::TiledViewType view,
                                           SharedMemDescType tile,
                                           std::string &why) {
  auto fail = [&](const llvm::Twine &reason) -> FailureOr<TmaBoxes> {
    why = reason.str();
    return failure();
  };
  llvm::ArrayRef<int64_t> tileShape = view.getTileShape();
  nv_tileaa::MemRefType memref = view.getMemref();
  Type element = memref.getElementType();
  std::optional<unsigned> along = view.getContiguousTileDim();
  if (!along)
    return fail("the view is not a partition of a memref with a unit-stride "
                "last dimension");
  if (!dropsLeadingUnitDims(tileShape, tile.getShape()) ||
      tile.getElementType() != element || tile.getShape().size() != 2)
    return fail("the shared tile is not the view's 2-D tile");
  if (!element.isIntOrFloat() ||
      !llvm::is_contained({8u, 16u, 32u}, element.getIntOrFloatBitWidth()))
    return fail("its elements are not 8, 16 or 32 bits wide");
  auto layout = dyn_cast<NvmmaSharedLayoutAttr>(tile.getLayout());
  if (!layout || layout.getSwizzle() == 0)
    return fail("the shared tile is not nvmma_shared with a swizzle");
  if (layout.getKPermuted())
    return fail("the shared tile's rows are in permuteK's order, which box "
                "copies of consecutive rows do not keep");
  int64_t rank = memref.getRank();
  if (rank > 5)
    return fail("the memref has more than 5 dimensions");
  unsigned dropped = tileShape.size() - tile.getShape().size();
  unsigned contiguous = layout.getTransposed() ? 0 : 1;
  if (*along != dropped + contiguous)
    return fail("the view's contiguous dimension is not the shared tile's");
  TmaBoxes boxes;
  boxes.elementBytes = element.getIntOrFloatBitWidth() / 8;
  boxes.swizzle = layout.getSwizzle();
  int64_t rowBytes = tileShape[*along] * boxes.elementBytes;
  if (rowBytes % boxes.swizzle)
    return fail("the tile's rows are not whole swizzle widths");
  boxes.count = rowBytes / boxes.swizzle;
  boxes.box.assign(rank, 1);
  boxes.tileDim.assign(rank, -1);
  auto dimMap = cast<DenseI64ArrayAttr>(view.getLayout().get("dim_map"));
  for (unsigned d = 0; d < tileShape.size(); ++d) {
    int64_t mapDim = rank - 1 - dimMap[d];
    boxes.tileDim[mapDim] = d;
    boxes.box[mapDim] =
        d == *along ? boxes.swizzle / boxes.elementBytes : tileShape[d];
    if (boxes.box[mapDim] > 256)
      return fail("a box would be more than 256 elements along a dimension");
  }
  boxes.boxBytes = boxes.elementBytes;
  for (int64_t extent : boxes.box)
    boxes.boxBytes *= extent;
  return boxes;
}

LogicalResult MakeTmaDescriptorOp::verify() {
  auto view = dyn_cast<nv_tileaa::TiledViewType>(getView().getType());
  if (!view || view.getKind().getValue() != "partition")
    return emitOpError("describes a partition view, got ")
           << getView().getType();
  std::string why;
  if (failed(getTmaBoxes(view, getResult().getType().getTile(), why)))
    return emitOpError("cannot copy tiles of ")
           << view << " into " << getResult().getType().getTile() << ": "
           << why;
  if (auto func = (*this)->getParentOfType<nv_tileaa::FuncOp>())
    if (auto count = func->getAttrOfType<IntegerAttr>(kTmaDescriptorsAttrName);
        count && getSlot() >= count.getInt())
      return emitOpError("writes descriptor ")
             << getSlot() << " of a kernel that has " << count.getInt();
  return success();
}

LogicalResult AllocBarriersOp::verify() {
  int64_t end = getFirst() + getResult().getType().getShape()[0];
  if (auto func = (*this)->getParentOfType<nv_tileaa::FuncOp>()) {
    auto count = func->getAttrOfType<IntegerAttr>(kBarriersAttrName);
    if (!count || end > count.getInt())
      return emitOpError("takes mbarriers [")
             << getFirst() << ", " << end << ") of a kernel that has "
             << (count ? count.getInt() : 0);
  }
  return success();
}

LogicalResult AsyncTmaLoadOp::verify() {
  SharedMemDescType tile = getDescriptor().getType().getTile();
  if (getDest().getType() != tile)
    return emitOpError("destination ")
           << getDest().getType() << " is not the descriptor's tile " << tile;
  if (auto make = getDescriptor().getDefiningOp<MakeTmaDescriptorOp>()) {
    auto view = cast<nv_tileaa::TiledViewType>(make.getView().getType());
    if (getIndices().size() != view.getTileShape().size())
      return emitOpError("takes one index per tile dimension (")
             << view.getTileShape().size() << "), got " << getIndices().size();
  }
  return success();
}

#define GET_OP_CLASSES
#include "tileir/Dialect/TileAS/IR/TileASOps.cpp.inc"
