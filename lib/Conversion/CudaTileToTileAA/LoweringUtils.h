//===- LoweringUtils.h - helpers shared by the pattern groups ---*- C++ -*-===//

#ifndef TILEIR_LIB_CONVERSION_CUDATILETOTILEAA_LOWERINGUTILS_H
#define TILEIR_LIB_CONVERSION_CUDATILETOTILEAA_LOWERINGUTILS_H

#include "tileir/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"

namespace mlir::tileir::detail {

/// Rebuilds `src` as an op named `dst` on already converted `operands`:
/// result types go through the converter, every attribute (inherent and
/// discardable: fastmath, dim, reverse, ...) is carried verbatim, and each
/// region is moved over with its block-argument types converted in the same
/// step, so the parent and its combiner/body never disagree on types.
/// `segments` replaces operandSegmentSizes when the operand layout changes;
/// `extra` adds or overrides attributes.
FailureOr<Operation *>
rebuildAs(Operation *src, StringRef dst, ValueRange operands,
          ConversionPatternRewriter &rewriter, const TypeConverter &converter,
          ArrayRef<int32_t> segments = {}, ArrayRef<NamedAttribute> extra = {});

/// The token a memory op consumes: the converted optional token, or a fresh
/// create_mem_token when the cuda_tile op had none (every nv_tileaa memory
/// op consumes a token).
Value tokenOrFresh(Value token, Location loc, OpBuilder &builder);

/// A pattern that renames SrcOp to DstOp, carrying everything verbatim.
template <typename SrcOp, typename DstOp>
struct OneToOneConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  using OpAdaptor = typename OpConversionPattern<SrcOp>::OpAdaptor;

  LogicalResult
  matchAndRewrite(SrcOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<Operation *> replacement =
        rebuildAs(op, DstOp::getOperationName(), adaptor.getOperands(),
                  rewriter, *this->getTypeConverter());
    if (failed(replacement))
      return failure();
    rewriter.replaceOp(op, (*replacement)->getResults());
    return success();
  }
};

/// Adds OneToOneConversion<Src, Dst> for each (Src, Dst) pair.
template <typename Src, typename Dst>
void addOneToOne(const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<OneToOneConversion<Src, Dst>>(converter, patterns.getContext());
}

} // namespace mlir::tileir::detail

#endif // TILEIR_LIB_CONVERSION_CUDATILETOTILEAA_LOWERINGUTILS_H
