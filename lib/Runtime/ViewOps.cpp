//===- ViewOps.cpp - tensor, partition, strided and gather/scatter views --===//

#include "ViewAccess.h"

#include "llvm/ADT/StringExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

static LogicalResult execMakeTensorView(BlockExecutor &ex,
                                        ct::MakeTensorViewOp op) {
  auto type = cast<ct::TensorViewType>(op.getResult().getType());
  auto view = std::make_shared<TensorViewValue>();
  view->base = ex.tile(op.getBase()).getBits(0);
  view->kind = getKindOf(type.getElementType());
  auto dynShape = op.getDynamicShape(), dynStrides = op.getDynamicStrides();
  unsigned nextShape = 0, nextStride = 0;
  for (int64_t d : type.getShape())
    view->shape.push_back(ShapedType::isDynamic(d)
                              ? ex.tile(dynShape[nextShape++]).getInt(0)
                              : d);
  for (int64_t s : type.getStrides())
    view->strides.push_back(ShapedType::isDynamic(s)
                                ? ex.tile(dynStrides[nextStride++]).getInt(0)
                                : s);
  for (int64_t d : view->shape)
    if (d < 0)
      return ex.fail(op, "has a negative extent " + std::to_string(d));
  RtValue v;
  v.kind = RtValue::Kind::TensorView;
  v.view = std::move(view);
  ex.set(op.getResult(), std::move(v));
  return success();
}

static LogicalResult makeTileView(BlockExecutor &ex, Operation *op) {
  RtValue v = ex.get(op->getOperand(0));
  v.kind = RtValue::Kind::TileView;
  v.viewType = op->getResult(0).getType();
  ex.set(op->getResult(0), std::move(v));
  return success();
}
static LogicalResult execMakePartitionView(BlockExecutor &ex,
                                           ct::MakePartitionViewOp op) {
  return makeTileView(ex, op);
}
static LogicalResult execMakeStridedView(BlockExecutor &ex,
                                         ct::MakeStridedViewOp op) {
  return makeTileView(ex, op);
}
static LogicalResult execMakeGatherScatterView(BlockExecutor &ex,
                                               ct::MakeGatherScatterViewOp op) {
  return makeTileView(ex, op);
}

static void setScalars(BlockExecutor &ex, ResultRange results,
                       llvm::ArrayRef<int64_t> values) {
  for (auto [result, value] : llvm::zip(results, values)) {
    TileValue t = makeTileLike(result.getType());
    t.setInt(0, value);
    ex.setTile(result, std::move(t));
  }
}

static LogicalResult execGetTensorShape(BlockExecutor &ex,
                                        ct::GetTensorShapeOp op) {
  setScalars(ex, op->getResults(), ex.get(op.getSrc()).view->shape);
  return success();
}

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

static LogicalResult execGetIndexSpaceShape(BlockExecutor &ex,
                                            ct::GetIndexSpaceShapeOp op) {
  const RtValue &v = ex.get(op.getSrc());
  llvm::ArrayRef<int64_t> extents = v.view->shape;
  llvm::SmallVector<int64_t> shape;
  if (auto pv = dyn_cast<ct::PartitionViewType>(v.viewType)) {
    for (auto [i, target] : llvm::enumerate(pv.getDimMap()))
      shape.push_back(ceilDiv(extents[target], pv.getTileShape()[i]));
  } else if (auto sv = dyn_cast<ct::StridedViewType>(v.viewType)) {
    for (auto [i, target] : llvm::enumerate(sv.getDimMap()))
      shape.push_back(ceilDiv(extents[target], sv.getTraversalStrides()[i]));
  } else {
    shape.assign(extents.begin(), extents.end());
  }
  setScalars(ex, op->getResults(), shape);
  return success();
}

void runtime::getViewGeometry(BlockExecutor &ex, const RtValue &view,
                              ValueRange indices, ViewGeometry &geometry) {
  auto viewType = cast<ct::TileViewTypeInterface>(view.viewType);
  geometry.tensor = view.view.get();
  geometry.tileShape = cast<ShapedType>(viewType.getTileType()).getShape();
  size_t rank = geometry.tileShape.size();
  geometry.target.assign(rank, 0);
  geometry.start.assign(rank, 0);
  if (auto pv = dyn_cast<ct::PartitionViewType>(view.viewType)) {
    for (size_t i = 0; i < rank; ++i) {
      geometry.target[i] = pv.getDimMap()[i];
      geometry.start[i] = ex.tile(indices[i]).getInt(0) * geometry.tileShape[i];
    }
  } else if (auto sv = dyn_cast<ct::StridedViewType>(view.viewType)) {
    for (size_t i = 0; i < rank; ++i) {
      geometry.target[i] = sv.getDimMap()[i];
      geometry.start[i] =
          ex.tile(indices[i]).getInt(0) * sv.getTraversalStrides()[i];
    }
  } else {
    auto gv = cast<ct::GatherScatterViewType>(view.viewType);
    geometry.sparseDim = gv.getSparseDim();
    for (size_t i = 0; i < rank; ++i) {
      geometry.target[i] = i;
      if (int64_t(i) == geometry.sparseDim)
        ex.tile(indices[i]).toInts(geometry.gather, true);
      else
        geometry.start[i] = ex.tile(indices[i]).getInt(0);
    }
  }
}

LogicalResult runtime::computeViewAccess(BlockExecutor &ex, Operation *op,
                                         const RtValue &view,
                                         ValueRange indices,
                                         ViewAccess &access) {
  ViewGeometry geometry;
  getViewGeometry(ex, view, indices, geometry);
  std::string error;
  if (!computeViewAccess(geometry, ex.state.memory, access, error))
    return ex.fail(op, error);
  return success();
}

bool runtime::computeViewAccess(const ViewGeometry &geometry,
                                const Memory &memory, ViewAccess &access,
                                std::string &error) {
  const TensorViewValue &tv = *geometry.tensor;
  llvm::ArrayRef<int64_t> tileShape = geometry.tileShape;
  size_t rank = tileShape.size();
  access.kind = tv.kind;
  int64_t sparseDim = geometry.sparseDim;

  int64_t n = 1;
  for (int64_t d : tileShape)
    n *= d;
  access.address.assign(n, 0);
  access.nibble.assign(n, 0);
  bool subByte = getBitWidth(tv.kind) == 4;
  unsigned bytes = getSlotBytes(tv.kind);
  llvm::SmallVector<int64_t, 4> t(rank, 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t offset = 0;
    bool inBounds = true;
    for (size_t i = 0; i < rank; ++i) {
      int64_t coord = int64_t(i) == sparseDim ? geometry.gather[t[i]]
                                              : geometry.start[i] + t[i];
      int64_t target = geometry.target[i];
      if (coord < 0 || coord >= tv.shape[target])
        inBounds = false;
      offset += coord * tv.strides[target];
    }
    if (inBounds) {
      uint64_t address =
          subByte ? tv.base + offset / 2 : tv.base + offset * bytes;
      if (!memory.contains(address, bytes)) {
        std::string where;
        for (size_t i = 0; i < rank; ++i)
          where += (i ? ", " : "") + std::to_string(t[i]);
        error = "accesses tile element [" + where + "] at address 0x" +
                llvm::utohexstr(address) + ", element offset " +
                std::to_string(offset) +
                " of the tensor view, outside every buffer";
        return false;
      }
      access.address[e] = address;
      access.nibble[e] = subByte ? offset & 1 : 0;
    }
    for (int64_t d = int64_t(rank) - 1; d >= 0; --d) {
      if (++t[d] < tileShape[d])
        break;
      t[d] = 0;
    }
  }
  return true;
}

uint64_t runtime::getPaddingBits(ct::PaddingValueAttr attr, ElemKind kind) {
  if (!attr || !isFloatKind(kind))
    return 0;
  double value = 0;
  switch (attr.getValue()) {
  case ct::PaddingValue::Zero:
    value = 0.0;
    break;
  case ct::PaddingValue::NegZero:
    value = -0.0;
    break;
  case ct::PaddingValue::Nan:
    value = std::nan("");
    break;
  case ct::PaddingValue::PosInf:
    value = INFINITY;
    break;
  case ct::PaddingValue::NegInf:
    value = -INFINITY;
    break;
  }
  return encodeFloat(value, kind);
}

static ct::PaddingValueAttr getPadding(Type viewType) {
  if (auto pv = dyn_cast<ct::PartitionViewType>(viewType))
    return pv.getPaddingValue();
  if (auto sv = dyn_cast<ct::StridedViewType>(viewType))
    return sv.getPaddingValue();
  return cast<ct::GatherScatterViewType>(viewType).getPaddingValue();
}

static LogicalResult execLoadView(BlockExecutor &ex, ct::LoadViewTkoOp op) {
  const RtValue &view = ex.get(op.getView());
  // Both paths below write every element.
  TileValue r = makeUninitializedTileLike(op.getTile().getType());
  // Without padding_value the spec leaves out-of-bounds elements
  // unspecified; zero is as good as any and deterministic.
  uint64_t pad = getPaddingBits(getPadding(view.viewType), r.getKind());
  ViewRows rows;
  if (computeViewRows(ex, view, op.getIndex(), rows)) {
    loadRows(rows, pad, r);
  } else {
    ViewAccess access;
    if (failed(computeViewAccess(ex, op, view, op.getIndex(), access)))
      return failure();
    for (size_t e = 0; e < access.address.size(); ++e)
      r.setBits(
          e, access.address[e]
                 ? loadElement(access.address[e], access.kind, access.nibble[e])
                 : pad);
  }
  ex.setTile(op.getTile(), std::move(r));
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

static LogicalResult execStoreView(BlockExecutor &ex, ct::StoreViewTkoOp op) {
  const RtValue &view = ex.get(op.getView());
  const TileValue &value = ex.tile(op.getTile());
  ViewRows rows;
  if (computeViewRows(ex, view, op.getIndex(), rows)) {
    storeRows(rows, value);
  } else {
    ViewAccess access;
    if (failed(computeViewAccess(ex, op, view, op.getIndex(), access)))
      return failure();
    for (size_t e = 0; e < access.address.size(); ++e)
      if (access.address[e]) // out-of-bounds elements are masked
        storeElement(access.address[e], access.kind, value.getBits(e),
                     access.nibble[e]);
  }
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

void runtime::registerViewOps(HandlerTable &t) {
  addHandler<ct::MakeTensorViewOp, execMakeTensorView>(t);
  addHandler<ct::MakePartitionViewOp, execMakePartitionView>(t);
  addHandler<ct::MakeStridedViewOp, execMakeStridedView>(t);
  addHandler<ct::MakeGatherScatterViewOp, execMakeGatherScatterView>(t);
  addHandler<ct::GetTensorShapeOp, execGetTensorShape>(t);
  addHandler<ct::GetIndexSpaceShapeOp, execGetIndexSpaceShape>(t);
  addHandler<ct::LoadViewTkoOp, execLoadView>(t);
  addHandler<ct::StoreViewTkoOp, execStoreView>(t);
}
