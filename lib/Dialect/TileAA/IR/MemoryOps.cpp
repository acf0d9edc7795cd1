//===- MemoryOps.cpp - nv_tileaa memory, token and view ops ---------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

LogicalResult CreateMemTokenOp::verify() {
  if (getProducers() < 1)
    return emitOpError("a token needs at least one producer");
  return success();
}

// The lowering never builds a join of fewer than two tokens: one token is
// passed through and none is a fresh create_mem_token (seed 001).
LogicalResult JoinMemTokenOp::verify() {
  if (getTokens().size() < 2)
    return emitOpError("joins at least two tokens; a single token is used "
                       "directly and none is create_mem_token");
  return success();
}

LogicalResult GlobalOp::verify() {
  auto type = getValue().getType();
  if (type.getRank() != 1)
    return emitOpError("initial value must be one-dimensional");
  int64_t alignment = getAlignment();
  if (alignment < 0 || (alignment & (alignment - 1)) != 0)
    return emitOpError("alignment must be zero or a power of two");
  return success();
}

LogicalResult
GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *symbol =
      symbolTable.lookupNearestSymbolFrom(getOperation(), getNameAttr());
  if (!symbol)
    return emitOpError("no symbol named ") << getName();
  if (!isa<GlobalOp>(symbol) &&
      symbol->getName().getStringRef() != "cuda_tile.global")
    return emitOpError("'") << getName() << "' is not a global";
  return success();
}

static LogicalResult verifyMask(Operation *op, Value ptr, Value mask) {
  if (mask && getTileShape(mask.getType()) != getTileShape(ptr.getType()))
    return op->emitOpError("mask must have the pointer tile's shape");
  return success();
}

LogicalResult LoadOp::verify() {
  return verifyMask(getOperation(), getPtr(), getMask());
}

LogicalResult StoreOp::verify() {
  return verifyMask(getOperation(), getPtr(), getMask());
}

LogicalResult MakeMemRefOp::verify() {
  nv_tileaa::MemRefType type = getType();
  auto dynamic = [](ArrayRef<int64_t> dims) {
    return llvm::count_if(dims, ShapedType::isDynamic);
  };
  if (static_cast<int64_t>(getDynamicShape().size()) !=
      dynamic(type.getShape()))
    return emitOpError("expected one dynamic shape operand per `?` "
                       "dimension");
  if (static_cast<int64_t>(getDynamicStrides().size()) !=
      dynamic(type.getStrides()))
    return emitOpError("expected one dynamic stride operand per `?` stride");
  return success();
}

LogicalResult MakeTiledViewOp::verify() {
  TiledViewType view = getType();
  if (view.getKind().getValue() != "gather_scatter" &&
      view.getTileShape().size() !=
          static_cast<size_t>(view.getMemref().getRank()))
    return emitOpError("tile rank must equal the memref rank");
  return success();
}

/// A tiled access names one tile of the view: one index per tile dimension
/// and a tile of exactly the view's tile shape and element type.
static LogicalResult verifyTiledAccess(Operation *op, TiledViewType view,
                                       size_t numIndices, Type tile) {
  // Gather/scatter indices are index tiles whose layout the view's
  // sparse dimension decides; only the element type is checked there.
  if (view.getKind().getValue() != "gather_scatter") {
    if (numIndices != view.getTileShape().size())
      return op->emitOpError("expected ")
             << view.getTileShape().size() << " indices";
    if (getTileShape(tile) != view.getTileShape())
      return op->emitOpError("tile shape must be the view's tile shape");
  }
  if (getElementTypeOrSelf(tile) != view.getMemref().getElementType())
    return op->emitOpError("tile element type must be the memref's");
  return success();
}

LogicalResult TiledLoadOp::verify() {
  return verifyTiledAccess(getOperation(), getView().getType(),
                           getIndex().size(), getTile().getType());
}

LogicalResult TiledStoreOp::verify() {
  return verifyTiledAccess(getOperation(), getView().getType(),
                           getIndex().size(), getTile().getType());
}

LogicalResult TiledAtomicRedOp::verify() {
  return verifyTiledAccess(getOperation(), getView().getType(),
                           getIndex().size(), getValue().getType());
}

LogicalResult MultimemLoadReduceOp::verify() {
  return verifyTiledAccess(getOperation(), getView().getType(),
                           getIndex().size(), getTile().getType());
}

LogicalResult MultimemReduceOp::verify() {
  return verifyTiledAccess(getOperation(), getView().getType(),
                           getIndex().size(), getValue().getType());
}

LogicalResult MultimemStoreOp::verify() {
  return verifyTiledAccess(getOperation(), getView().getType(),
                           getIndex().size(), getTile().getType());
}
