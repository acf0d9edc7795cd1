//===- Divisibility.cpp - What the IR proves a scalar is a multiple of ----===//

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
