//===- Divisibility.cpp - Multiples and unit steps the IR proves ----------===//

#include "tileir/Dialect/TileAA/IR/Divisibility.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/bit.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

static constexpr int64_t kMaxDivisor = int64_t(1) << 30;

/// The power-of-two part of `v` (kMaxDivisor for 0, which every power
/// divides).
static int64_t powerOfTwoPart(uint64_t v) {
  if (v == 0)
    return kMaxDivisor;
  return std::min<int64_t>(kMaxDivisor, int64_t(1) << llvm::countr_zero(v));
}

static int64_t knownDivisor(Value value, unsigned depth) {
  // Address arithmetic is shallow; a bound keeps long chains cheap.
  if (depth > 16)
    return 1;
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return powerOfTwoPart(constant.getZExtValue());
  Operation *def = value.getDefiningOp();
  if (!def)
    return 1;
  if (auto assume = dyn_cast<AssumeOp>(def)) {
    int64_t inner = knownDivisor(assume.getValue(), depth + 1);
    auto divBy = dyn_cast<cuda_tile::DivByAttr>(assume.getPredicate());
    // div_by every/along constrain lanes of a tile, not a scalar.
    if (!divBy || divBy.getEvery() || divBy.getAlong())
      return inner;
    return std::max(inner, powerOfTwoPart(divBy.getDivisor()));
  }
  if (isa<MulIOp>(def))
    return std::min(kMaxDivisor,
                    knownDivisor(def->getOperand(0), depth + 1) *
                        knownDivisor(def->getOperand(1), depth + 1));
  if (isa<AddIOp, SubIOp>(def))
    return std::min(knownDivisor(def->getOperand(0), depth + 1),
                    knownDivisor(def->getOperand(1), depth + 1));
  return 1;
}

int64_t mlir::nv_tileaa::getKnownDivisor(Value value) {
  return knownDivisor(value, 0);
}

bool nv_tileaa::areRunsAlignedAndWhole(Value view, int64_t width,
                                       int64_t bytes) {
  auto viewType = dyn_cast<TiledViewType>(view.getType());
  auto makeView = view.getDefiningOp<MakeTiledViewOp>();
  auto makeMemref = makeView
                        ? makeView.getMemref().getDefiningOp<MakeMemRefOp>()
                        : MakeMemRefOp();
  if (!viewType || !makeMemref)
    return false;
  std::optional<unsigned> dim = viewType.getContiguousTileDim();
  if (!dim || viewType.getTileShape()[*dim] % width)
    return false;
  MemRefType memref = viewType.getMemref();
  auto divides = [&](llvm::ArrayRef<int64_t> statics, ValueRange dynamics,
                     int64_t dim) {
    if (statics[dim] != ShapedType::kDynamic)
      return statics[dim] % width == 0;
    unsigned index = llvm::count(statics.take_front(dim), ShapedType::kDynamic);
    return getKnownDivisor(dynamics[index]) % width == 0;
  };
  int64_t last = memref.getRank() - 1;
  if (getKnownDivisor(makeMemref.getBase()) % (width * bytes) ||
      !divides(memref.getShape(), makeMemref.getDynamicShape(), last))
    return false;
  for (int64_t d = 0; d < last; ++d)
    if (!divides(memref.getStrides(), makeMemref.getDynamicStrides(), d))
      return false;
  return true;
}

static bool isUniformAlong(Value value, unsigned dim, unsigned depth) {
  if (depth > 16)
    return false;
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || dim >= type.getRank())
    return false;
  if (type.getDimSize(dim) == 1)
    return true;
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (isa<SplatOp>(def))
    return true;
  SplatElementsAttr splat;
  if (matchPattern(value, m_Constant(&splat)))
    return true;
  if (auto broadcast = dyn_cast<BroadcastOp>(def)) {
    auto source = cast<RankedTensorType>(broadcast.getSource().getType());
    return source.getRank() == type.getRank() &&
           (source.getDimSize(dim) == 1 ||
            isUniformAlong(broadcast.getSource(), dim, depth + 1));
  }
  if (isa<ExtIOp, TruncIOp>(def))
    return isUniformAlong(def->getOperand(0), dim, depth + 1);
  if (isa<AddIOp, SubIOp, MulIOp>(def))
    return isUniformAlong(def->getOperand(0), dim, depth + 1) &&
           isUniformAlong(def->getOperand(1), dim, depth + 1);
  return false;
}

static bool stepsByOneAlong(Value value, unsigned dim, unsigned depth) {
  if (depth > 16)
    return false;
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (isa<MakeRangeOp>(def))
    return dim == 0;
  if (isa<ExtIOp>(def))
    return stepsByOneAlong(def->getOperand(0), dim, depth + 1);
  if (auto broadcast = dyn_cast<BroadcastOp>(def)) {
    auto source = cast<RankedTensorType>(broadcast.getSource().getType());
    auto result = cast<RankedTensorType>(value.getType());
    return source.getRank() == result.getRank() &&
           source.getDimSize(dim) == result.getDimSize(dim) &&
           stepsByOneAlong(broadcast.getSource(), dim, depth + 1);
  }
  if (isa<AddIOp>(def))
    return (stepsByOneAlong(def->getOperand(0), dim, depth + 1) &&
            isUniformAlong(def->getOperand(1), dim, depth + 1)) ||
           (stepsByOneAlong(def->getOperand(1), dim, depth + 1) &&
            isUniformAlong(def->getOperand(0), dim, depth + 1));
  if (isa<MulIOp>(def)) {
    for (unsigned i = 0; i < 2; ++i) {
      SplatElementsAttr splat;
      if (matchPattern(def->getOperand(1 - i), m_Constant(&splat)) &&
          splat.getSplatValue<APInt>().isOne())
        return stepsByOneAlong(def->getOperand(i), dim, depth + 1);
    }
  }
  return false;
}

std::optional<unsigned> nv_tileaa::getUnitStepDim(Value offsets) {
  auto type = dyn_cast<RankedTensorType>(offsets.getType());
  if (!type || !type.getElementType().isInteger())
    return std::nullopt;
  for (unsigned dim = 0; dim < type.getRank(); ++dim)
    if (type.getDimSize(dim) > 1 && stepsByOneAlong(offsets, dim, 0))
      return dim;
  return std::nullopt;
}

bool nv_tileaa::isUniformAlong(Value value, unsigned dim) {
  return ::isUniformAlong(value, dim, 0);
}
