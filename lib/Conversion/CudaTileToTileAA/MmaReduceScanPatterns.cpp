//===- MmaReduceScanPatterns.cpp - mma, reduce, scan, transcendentals -----===//
//
// The specialists whose rewrite depends on the element type, the
// accumulator or the combiner region. They run after the compute and memory
// patterns (the seed's Parts A and B), whose patterns convert the combiner
// bodies.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

/// mmaf -> dot. Seed 001's worked example attaches input_precision = "tf32"
/// to an f16 x f16 -> f32 mmaf, so every float dot gets it (the multiplier
/// precision tensor cores use for a non-f64 product); f64 stays "ieee".
/// fast_acc and any fastmath carry verbatim.
struct MmaFOpConversion : OpConversionPattern<ct::MmaFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::MmaFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type element = op.getLhs().getType().getElementType();
    StringRef precision = element.isF64() ? "ieee" : "tf32";
    FailureOr<Operation *> dot =
        rebuildAs(op, aa::DotOp::getOperationName(), adaptor.getOperands(),
                  rewriter, *getTypeConverter(), {},
                  {rewriter.getNamedAttr("input_precision",
                                         rewriter.getStringAttr(precision))});
    if (failed(dot))
      return failure();
    rewriter.replaceOp(op, (*dot)->getResults());
    return success();
  }
};

/// Transcendentals carry the fastmath flag that picks the approximate
/// (__nv_fast_*) or precise (__nv_*) library variant downstream: an explicit
/// fastmath attribute wins, and rounding<approx> (tanh) implies `afn`.
template <typename SrcOp, typename DstOp>
struct TranscendentalConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<NamedAttribute> extra;
    if (!op->hasAttr("fastmath")) {
      bool approx = false;
      if (auto rounding =
              op->template getAttrOfType<ct::RoundingModeAttr>("rounding_mode"))
        approx = rounding.getValue() == ct::RoundingMode::Approx;
      if (approx)
        extra.push_back(rewriter.getNamedAttr(
            "fastmath", arith::FastMathFlagsAttr::get(
                            op.getContext(), arith::FastMathFlags::afn)));
    }
    FailureOr<Operation *> replacement =
        rebuildAs(op, DstOp::getOperationName(), adaptor.getOperands(),
                  rewriter, *this->getTypeConverter(), {}, extra);
    if (failed(replacement))
      return failure();
    rewriter.replaceOp(op, (*replacement)->getResults());
    return success();
  }
};

} // namespace

void mlir::tileir::populateMmaReduceScanConversions(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<MmaFOpConversion>(converter, ctx);
  // mmai's signedness attributes are dot's; mmaf_scaled has its own op.
  addOneToOne<ct::MmaIOp, aa::DotOp>(converter, patterns);
  addOneToOne<ct::MmaFScaledOp, aa::DotScaledOp>(converter, patterns);
  // The combiner regions move with their block arguments converted.
  addOneToOne<ct::ReduceOp, aa::ReduceOp>(converter, patterns);
  addOneToOne<ct::ScanOp, aa::ScanOp>(converter, patterns);
  patterns.add<TranscendentalConversion<ct::Exp2Op, aa::Exp2Op>,
               TranscendentalConversion<ct::Log2Op, aa::Log2Op>,
               TranscendentalConversion<ct::SinOp, aa::SinOp>,
               TranscendentalConversion<ct::CosOp, aa::CosOp>,
               TranscendentalConversion<ct::TanHOp, aa::TanHOp>>(converter,
                                                                 ctx);
}
