//===- ShapeOps.cpp - broadcast, reshape, permute, cat, extract, pack -----===//

#include "Executor.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

/// Calls f(resultIndex, sourceIndex) for every element of a result of
/// `shape`, where `sourceOf` maps a multi-index to the source's linear index.
template <typename F, typename G>
static void forEachIndex(llvm::ArrayRef<int64_t> shape, G sourceOf, F f) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  llvm::SmallVector<int64_t, 4> idx(shape.size(), 0);
  for (int64_t i = 0; i < n; ++i) {
    f(i, sourceOf(idx));
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
      if (++idx[d] < shape[d])
        break;
      idx[d] = 0;
    }
  }
}

static void copyElement(TileValue &dst, int64_t di, const TileValue &src,
                        int64_t si) {
  unsigned b = dst.getSlotBytes();
  std::memcpy(dst.getData() + di * b, src.getData() + si * b, b);
}

static LogicalResult execBroadcast(BlockExecutor &ex, ct::BroadcastOp op) {
  const TileValue &s = ex.tile(op.getSource());
  TileValue r = makeTileLike(op.getResult().getType());
  // Align ranks from the right; size-1 source dims repeat.
  size_t offset = r.getRank() - s.getRank();
  llvm::SmallVector<int64_t, 4> strides = s.getStrides();
  forEachIndex(
      r.getShape(),
      [&](llvm::ArrayRef<int64_t> idx) {
        int64_t linear = 0;
        for (size_t d = 0; d < strides.size(); ++d)
          if (s.getShape()[d] != 1)
            linear += idx[d + offset] * strides[d];
        return linear;
      },
      [&](int64_t di, int64_t si) { copyElement(r, di, s, si); });
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static LogicalResult execReshape(BlockExecutor &ex, ct::ReshapeOp op) {
  const TileValue &s = ex.tile(op.getSource());
  TileValue r = makeTileLike(op.getResult().getType());
  std::memcpy(r.getData(), s.getData(), s.getNumElements() * s.getSlotBytes());
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static LogicalResult execPermute(BlockExecutor &ex, ct::PermuteOp op) {
  const TileValue &s = ex.tile(op.getSource());
  TileValue r = makeTileLike(op.getResult().getType());
  llvm::ArrayRef<int32_t> perm = op.getPermutation();
  llvm::SmallVector<int64_t, 4> strides = s.getStrides();
  forEachIndex(
      r.getShape(),
      [&](llvm::ArrayRef<int64_t> idx) {
        int64_t linear = 0;
        for (size_t d = 0; d < perm.size(); ++d)
          linear += idx[d] * strides[perm[d]];
        return linear;
      },
      [&](int64_t di, int64_t si) { copyElement(r, di, s, si); });
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static LogicalResult execCat(BlockExecutor &ex, ct::CatOp op) {
  const TileValue &a = ex.tile(op.getLhs());
  const TileValue &b = ex.tile(op.getRhs());
  TileValue r = makeTileLike(op.getResult().getType());
  int64_t dim = op.getDim();
  llvm::SmallVector<int64_t, 4> sa = a.getStrides(), sb = b.getStrides();
  forEachIndex(
      r.getShape(),
      [&](llvm::ArrayRef<int64_t> idx) {
        // Encode "which source" in the sign: negative means rhs.
        bool fromB = idx[dim] >= a.getShape()[dim];
        int64_t linear = 0;
        for (size_t d = 0; d < idx.size(); ++d) {
          int64_t i =
              idx[d] - (fromB && int64_t(d) == dim ? a.getShape()[dim] : 0);
          linear += i * (fromB ? sb[d] : sa[d]);
        }
        return fromB ? -linear - 1 : linear;
      },
      [&](int64_t di, int64_t si) {
        if (si < 0)
          copyElement(r, di, b, -si - 1);
        else
          copyElement(r, di, a, si);
      });
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static LogicalResult execExtract(BlockExecutor &ex, ct::ExtractOp op) {
  const TileValue &s = ex.tile(op.getSource());
  TileValue r = makeTileLike(op.getResult().getType());
  llvm::SmallVector<int64_t, 4> base;
  for (auto [d, index] : llvm::enumerate(op.getIndices())) {
    int64_t slice = ex.tile(index).getInt(0);
    if (slice < 0 || (slice + 1) * r.getShape()[d] > s.getShape()[d])
      return ex.fail(op, "slice index " + std::to_string(slice) +
                             " is out of range in dimension " +
                             std::to_string(d));
    base.push_back(slice * r.getShape()[d]);
  }
  llvm::SmallVector<int64_t, 4> strides = s.getStrides();
  forEachIndex(
      r.getShape(),
      [&](llvm::ArrayRef<int64_t> idx) {
        int64_t linear = 0;
        for (size_t d = 0; d < idx.size(); ++d)
          linear += (idx[d] + base[d]) * strides[d];
        return linear;
      },
      [&](int64_t di, int64_t si) { copyElement(r, di, s, si); });
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

/// insert: a copy of the destination with the indexed block replaced. An
/// out-of-range block index is undefined behaviour in the spec; the
/// interpreter reports it, as for extract.
static LogicalResult execInsert(BlockExecutor &ex, ct::InsertOp op) {
  const TileValue &s = ex.tile(op.getSource());
  TileValue r = ex.tile(op.getDestination());
  llvm::SmallVector<int64_t, 4> base;
  for (auto [d, index] : llvm::enumerate(op.getIndices())) {
    int64_t slice = ex.tile(index).getInt(0, /*isSigned=*/false);
    if ((slice + 1) * s.getShape()[d] > r.getShape()[d])
      return ex.fail(op, "slice index " + std::to_string(slice) +
                             " is out of range in dimension " +
                             std::to_string(d));
    base.push_back(slice * s.getShape()[d]);
  }
  llvm::SmallVector<int64_t, 4> strides = r.getStrides();
  forEachIndex(
      s.getShape(),
      [&](llvm::ArrayRef<int64_t> idx) {
        int64_t linear = 0;
        for (size_t d = 0; d < idx.size(); ++d)
          linear += (idx[d] + base[d]) * strides[d];
        return linear;
      },
      [&](int64_t si, int64_t di) { copyElement(r, di, s, si); });
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

/// pack: the tile's memory image as bytes (4-bit kinds two per byte).
static LogicalResult execPack(BlockExecutor &ex, ct::PackOp op) {
  const TileValue &s = ex.tile(op.getSource());
  TileValue r = makeTileLike(op.getResult().getType());
  if (getBitWidth(s.getKind()) == 4)
    packNibbles(s.getData(), s.getNumElements(), r.getData());
  else
    std::memcpy(r.getData(), s.getData(),
                std::min<int64_t>(r.getNumElements(),
                                  s.getNumElements() * s.getSlotBytes()));
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static LogicalResult execUnpack(BlockExecutor &ex, ct::UnpackOp op) {
  const TileValue &s = ex.tile(op.getSource());
  TileValue r = makeTileLike(op.getResult().getType());
  if (getBitWidth(r.getKind()) == 4)
    unpackNibbles(s.getData(), r.getNumElements(), r.getData());
  else
    std::memcpy(r.getData(), s.getData(),
                std::min<int64_t>(s.getNumElements(),
                                  r.getNumElements() * r.getSlotBytes()));
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

void runtime::registerShapeOps(HandlerTable &t) {
  addHandler<ct::BroadcastOp, execBroadcast>(t);
  addHandler<ct::ReshapeOp, execReshape>(t);
  addHandler<ct::PermuteOp, execPermute>(t);
  addHandler<ct::CatOp, execCat>(t);
  addHandler<ct::ExtractOp, execExtract>(t);
  addHandler<ct::InsertOp, execInsert>(t);
  addHandler<ct::PackOp, execPack>(t);
  addHandler<ct::UnpackOp, execUnpack>(t);
}
