//===- ShapeOps.cpp - nv_tileaa shape ops
//----------------------------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

static int64_t numElements(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getNumElements();
  return 1;
}

/// A splat of a constant scalar is a constant tensor.
OpFoldResult SplatOp::fold(FoldAdaptor adaptor) {
  auto scalar = dyn_cast_or_null<TypedAttr>(adaptor.getSource());
  if (!scalar || !isa<IntegerAttr, FloatAttr>(scalar))
    return {};
  return SplatElementsAttr::get(getType(), scalar);
}

LogicalResult BroadcastOp::verify() {
  ArrayRef<int64_t> from = getSource().getType().getShape();
  ArrayRef<int64_t> to = getResult().getType().getShape();
  if (from.size() != to.size())
    return emitOpError("source and result must have the same rank");
  for (auto [f, t] : llvm::zip(from, to))
    if (f != t && f != 1)
      return emitOpError("only dimensions of size 1 can be broadcast");
  return success();
}

LogicalResult ExpandDimsOp::verify() {
  ArrayRef<int64_t> from = getSource().getType().getShape();
  ArrayRef<int64_t> to = getResult().getType().getShape();
  int64_t axis = getAxis();
  if (axis < 0 || axis > static_cast<int64_t>(from.size()))
    return emitOpError("axis ") << axis << " out of range";
  SmallVector<int64_t> expected(from);
  expected.insert(expected.begin() + axis, 1);
  if (ArrayRef<int64_t>(expected) != to)
    return emitOpError("result shape must be the source shape with a unit "
                       "dimension at the axis");
  return success();
}

LogicalResult ViewOp::verify() {
  if (numElements(getSource().getType()) != numElements(getResult().getType()))
    return emitOpError("source and result must have the same number of "
                       "elements");
  return success();
}

LogicalResult ExtractOp::verify() {
  ArrayRef<int64_t> from = getSource().getType().getShape();
  ArrayRef<int64_t> to = getResult().getType().getShape();
  if (from.size() != to.size())
    return emitOpError("source and result must have the same rank");
  if (getIndices().size() != from.size())
    return emitOpError("expected ") << from.size() << " indices";
  for (auto [f, t] : llvm::zip(from, to))
    if (t <= 0 || f % t != 0)
      return emitOpError("result dimensions must divide the source's");
  return success();
}

LogicalResult InsertOp::verify() {
  ArrayRef<int64_t> from = getSource().getType().getShape();
  ArrayRef<int64_t> to = getResult().getType().getShape();
  if (from.size() != to.size())
    return emitOpError("source and destination must have the same rank");
  if (getIndices().size() != to.size())
    return emitOpError("expected ") << to.size() << " indices";
  for (auto [f, t] : llvm::zip(from, to))
    if (f <= 0 || t % f != 0)
      return emitOpError("source dimensions must divide the destination's");
  return success();
}

LogicalResult PermuteOp::verify() {
  ArrayRef<int64_t> from = getSource().getType().getShape();
  ArrayRef<int64_t> to = getResult().getType().getShape();
  ArrayRef<int32_t> perm = getPermutation();
  if (perm.size() != from.size() || to.size() != from.size())
    return emitOpError("permutation must have the source's rank");
  SmallVector<bool> seen(perm.size(), false);
  for (auto [i, p] : llvm::enumerate(perm)) {
    if (p < 0 || p >= static_cast<int32_t>(perm.size()) || seen[p])
      return emitOpError("invalid permutation");
    seen[p] = true;
    if (to[i] != from[p])
      return emitOpError("result shape does not match the permutation");
  }
  return success();
}

LogicalResult CatOp::verify() {
  ArrayRef<int64_t> from = getLhs().getType().getShape();
  ArrayRef<int64_t> to = getResult().getType().getShape();
  int64_t dim = getDim();
  if (to.size() != from.size() || dim < 0 ||
      dim >= static_cast<int64_t>(from.size()))
    return emitOpError("invalid concatenation dimension");
  for (auto [i, f] : llvm::enumerate(from))
    if (to[i] != (static_cast<int64_t>(i) == dim ? 2 * f : f))
      return emitOpError("result shape must double the concatenation "
                         "dimension");
  return success();
}

LogicalResult MakeRangeOp::verify() {
  if (getEnd() <= getStart())
    return emitOpError("end must be greater than start");
  if (getType().getDimSize(0) != getEnd() - getStart())
    return emitOpError("result length must be end - start");
  return success();
}
