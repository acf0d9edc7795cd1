//===- FuseFMA.cpp - mulf followed by addf/subf becomes fma ---------------===//
//
// (a * b) + c and (a * b) - c, with the product used once, become
// fma(a, b, c) and fma(a, b, -c). This changes results: the product is no
// longer rounded on its own, so the pass is opt-in (NVIDIA's tools ship it
// under the same name and do not run it by default). It fuses only when
// the multiply and the add agree on rounding mode and flush-to-zero, so the
// one rounding left is the one both asked for.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_FUSEFMA
#include "tileir/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

/// The multiply feeding `value` when it can be fused into `user`: used only
/// there, with the same rounding mode and flush-to-zero.
template <typename OpTy>
static MulFOp getFusableProduct(Value value, OpTy user) {
  auto mul = value.getDefiningOp<MulFOp>();
  if (!mul || !mul.getResult().hasOneUse())
    return {};
  if (mul.getRoundingMode() != user.getRoundingMode() ||
      mul.getFlushToZero() != user.getFlushToZero())
    return {};
  return mul;
}

template <typename OpTy>
static void replaceWithFma(PatternRewriter &rewriter, OpTy op, MulFOp mul,
                           Value acc) {
  rewriter.replaceOpWithNewOp<FmaOp>(op, mul.getLhs(), mul.getRhs(), acc,
                                     op.getRoundingModeAttr(),
                                     op.getFlushToZeroAttr());
  rewriter.eraseOp(mul);
}

namespace {
/// (a * b) + c or c + (a * b) -> fma(a, b, c).
struct FuseMulAdd : OpRewritePattern<AddFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AddFOp op,
                                PatternRewriter &rewriter) const override {
    Value acc = op.getRhs();
    MulFOp mul = getFusableProduct(op.getLhs(), op);
    if (!mul) {
      mul = getFusableProduct(op.getRhs(), op);
      acc = op.getLhs();
    }
    if (!mul)
      return rewriter.notifyMatchFailure(op, "no fusable single-use mulf");
    replaceWithFma(rewriter, op, mul, acc);
    return success();
  }
};

/// (a * b) - c -> fma(a, b, -c). Negation is exact, so the result is the
/// fused one whatever the rounding mode. c - (a * b) is left alone: it would
/// need fma(-a, b, c), which NVIDIA's pass does not make either.
struct FuseMulSub : OpRewritePattern<SubFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SubFOp op,
                                PatternRewriter &rewriter) const override {
    MulFOp mul = getFusableProduct(op.getLhs(), op);
    if (!mul)
      return rewriter.notifyMatchFailure(op, "no fusable single-use mulf");
    Value negated = NegFOp::create(rewriter, op.getLoc(), op.getRhs());
    replaceWithFma(rewriter, op, mul, negated);
    return success();
  }
};

struct FuseFMA : cuda_tile::impl::FuseFMABase<FuseFMA> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FuseMulAdd, FuseMulSub>(&getContext());
    // Only fusion: no constant folding of the operands on the way, so the
    // pass changes nothing but the products it fuses.
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace
