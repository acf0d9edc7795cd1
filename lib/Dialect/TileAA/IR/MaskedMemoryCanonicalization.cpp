//===- MaskedMemoryCanonicalization.cpp - loads/stores with constant masks ===//
//
// A constant mask decides every lane at compile time. All-true drops the
// mask; all-false removes the access. The removed access still has a place
// in the token graph, so its result token is rewired to its input token:
// later effects stay ordered after everything the access was ordered after.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

/// true / false when every lane of `mask` is that constant; nullopt for a
/// missing, non-constant or mixed mask.
static std::optional<bool> uniformMask(Value mask) {
  Attribute attr;
  if (!mask || !matchPattern(mask, m_Constant(&attr)))
    return std::nullopt;
  if (auto scalar = dyn_cast<IntegerAttr>(attr))
    return !scalar.getValue().isZero();
  auto dense = dyn_cast<DenseIntElementsAttr>(attr);
  if (!dense)
    return std::nullopt;
  if (dense.isSplat())
    return !dense.getSplatValue<APInt>().isZero();
  bool first = !(*dense.value_begin<APInt>()).isZero();
  for (const APInt &lane : dense.getValues<APInt>())
    if (lane.isZero() == first)
      return std::nullopt;
  return first;
}

namespace {
struct CanonicalizeMaskedLoad : OpRewritePattern<LoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LoadOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<bool> mask = uniformMask(op.getMask());
    if (!mask)
      return rewriter.notifyMatchFailure(op, "mask is not uniform");
    if (*mask) {
      // Every lane is read, so `other` is never used either.
      rewriter.modifyOpInPlace(op, [&] {
        op.getMaskMutable().clear();
        op.getOtherMutable().clear();
      });
      return success();
    }
    // No lane is read: the data is the fallback, which the verifier already
    // holds to the exact result type; without one the lanes are unspecified.
    Value fallback = op.getOther();
    if (!fallback)
      fallback =
          ub::PoisonOp::create(rewriter, op.getLoc(), op.getResult().getType());
    rewriter.replaceOp(op, {fallback, op.getToken()});
    return success();
  }
};

struct CanonicalizeMaskedStore : OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(StoreOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<bool> mask = uniformMask(op.getMask());
    if (!mask)
      return rewriter.notifyMatchFailure(op, "mask is not uniform");
    if (*mask) {
      rewriter.modifyOpInPlace(op, [&] { op.getMaskMutable().clear(); });
      return success();
    }
    // A store's only effect is the write, which no lane performs.
    rewriter.replaceOp(op, op.getToken());
    return success();
  }
};
} // namespace

void LoadOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  results.add<CanonicalizeMaskedLoad>(context);
}

void StoreOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                          MLIRContext *context) {
  results.add<CanonicalizeMaskedStore>(context);
}
