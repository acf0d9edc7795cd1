//===- AtomicCanonicalization.cpp - atomic identities ---------------------===//
//
// An atomic whose write cannot change memory is strength-reduced to an
// atomic load with the same ordering, scope and mask. It is a reduction,
// not an erasure: the load still consumes the input token and its result
// token replaces the atomic's, so the ordering edge survives.
//
// Only relaxed and acquire atomics qualify: a release (or acq_rel) RMW
// publishes with its write even when the value is unchanged, and a load
// cannot carry release semantics.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

using cuda_tile::AtomicRMWMode;
using cuda_tile::MemoryOrdering;

static bool orderingFitsALoad(MemoryOrdering ordering) {
  return ordering == MemoryOrdering::Relaxed ||
         ordering == MemoryOrdering::Acquire;
}

/// Replaces `op` (data result, token result) by an atomic load of `ptr`.
static void replaceWithAtomicLoad(PatternRewriter &rewriter, Operation *op,
                                  Value ptr, Value mask, Value token,
                                  cuda_tile::MemoryOrderingAttr ordering,
                                  cuda_tile::MemoryScopeAttr scope) {
  auto load = LoadOp::create(rewriter, op->getLoc(), op->getResult(0).getType(),
                             op->getResult(1).getType(), ptr, mask,
                             /*other=*/Value(), token, ordering, scope,
                             /*optimization_hints=*/nullptr);
  rewriter.replaceOp(op, load->getResults());
}

/// Every lane of the constant `value` satisfies `pred`.
static bool allLanes(Value value, function_ref<bool(const APInt &)> pred) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return false;
  if (auto scalar = dyn_cast<IntegerAttr>(attr))
    return pred(scalar.getValue());
  auto dense = dyn_cast<DenseIntElementsAttr>(attr);
  if (!dense)
    return false;
  if (dense.isSplat())
    return pred(dense.getSplatValue<APInt>());
  return llvm::all_of(dense.getValues<APInt>(), pred);
}

/// Whether `mode` with every lane of `arg` leaves memory unchanged. Only
/// integer modes have a true identity: atom.add.f32 flushes subnormals, so
/// even x + -0.0 may rewrite the stored value, and an exchange writes its
/// operand whatever it is.
static bool isRmwIdentity(AtomicRMWMode mode, Value arg) {
  if (!isa<IntegerType>(getElementTypeOrSelf(arg.getType())))
    return false;
  switch (mode) {
  case AtomicRMWMode::Add:
  case AtomicRMWMode::Or:
  case AtomicRMWMode::Xor:
  case AtomicRMWMode::UMax:
    return allLanes(arg, [](const APInt &v) { return v.isZero(); });
  case AtomicRMWMode::And:
  case AtomicRMWMode::UMin:
    return allLanes(arg, [](const APInt &v) { return v.isAllOnes(); });
  case AtomicRMWMode::Max:
    return allLanes(arg, [](const APInt &v) { return v.isMinSignedValue(); });
  case AtomicRMWMode::Min:
    return allLanes(arg, [](const APInt &v) { return v.isMaxSignedValue(); });
  case AtomicRMWMode::AddF:
  case AtomicRMWMode::Xchg:
    return false;
  }
  return false;
}

/// Compare and replacement are provably the same bits: one SSA value, or
/// one uniqued constant attribute (attribute uniquing compares bitwise, so
/// 0.0 and -0.0 differ).
static bool sameBits(Value a, Value b) {
  if (a == b)
    return true;
  Attribute lhs, rhs;
  return matchPattern(a, m_Constant(&lhs)) &&
         matchPattern(b, m_Constant(&rhs)) && lhs == rhs;
}

namespace {
/// cas(p, c, c) stores c exactly where memory already holds c.
struct CasOfEqualValues : OpRewritePattern<AtomicCasOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AtomicCasOp op,
                                PatternRewriter &rewriter) const override {
    if (!orderingFitsALoad(op.getMemoryOrderingSemantics()))
      return rewriter.notifyMatchFailure(op, "ordering needs the write");
    if (!sameBits(op.getCmp(), op.getVal()))
      return rewriter.notifyMatchFailure(op, "compare and replacement may "
                                             "differ");
    replaceWithAtomicLoad(rewriter, op, op.getPtr(), op.getMask(),
                          op.getToken(), op.getMemoryOrderingSemanticsAttr(),
                          op.getMemoryScopeAttr());
    return success();
  }
};

struct RmwIdentity : OpRewritePattern<AtomicRmwOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AtomicRmwOp op,
                                PatternRewriter &rewriter) const override {
    if (!orderingFitsALoad(op.getMemoryOrderingSemantics()))
      return rewriter.notifyMatchFailure(op, "ordering needs the write");
    if (!isRmwIdentity(op.getMode(), op.getArg()))
      return rewriter.notifyMatchFailure(op, "not an identity of the mode");
    replaceWithAtomicLoad(rewriter, op, op.getPtr(), op.getMask(),
                          op.getToken(), op.getMemoryOrderingSemanticsAttr(),
                          op.getMemoryScopeAttr());
    return success();
  }
};
} // namespace

void AtomicCasOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<CasOfEqualValues>(context);
}

void AtomicRmwOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<RmwIdentity>(context);
}
