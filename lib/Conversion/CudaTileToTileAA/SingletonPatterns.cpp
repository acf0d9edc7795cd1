//===- SingletonPatterns.cpp - the eight singleton pattern adders ---------===//
//
// These ops are registered only through their adders (never by the three
// populators) so that other passes, such as a rsqrt/fma fusion pass or a
// test driver, can install exactly one of them into a private pattern set.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

/// maxi -> arith.maxsi / arith.maxui over the converted operands.
struct MaxIOpConversion : OpConversionPattern<ct::MaxIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::MaxIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getSignedness() == ct::Signedness::Signed)
      rewriter.replaceOpWithNewOp<arith::MaxSIOp>(op, adaptor.getLhs(),
                                                  adaptor.getRhs());
    else
      rewriter.replaceOpWithNewOp<arith::MaxUIOp>(op, adaptor.getLhs(),
                                                  adaptor.getRhs());
    return success();
  }
};

/// itof -> arith.sitofp / arith.uitofp. arith has no rounding mode, so a
/// non-default rounding keeps the explicit nv_tileaa.itof.
struct IToFOpConversion : OpConversionPattern<ct::IToFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::IToFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    if (op.getRoundingMode() != ct::RoundingMode::NearestEven) {
      FailureOr<Operation *> itof =
          rebuildAs(op, aa::IToFOp::getOperationName(), adaptor.getOperands(),
                    rewriter, *getTypeConverter());
      if (failed(itof))
        return failure();
      rewriter.replaceOp(op, (*itof)->getResults());
    } else if (op.getSignedness() == ct::Signedness::Signed) {
      rewriter.replaceOpWithNewOp<arith::SIToFPOp>(op, type, adaptor.getFrom());
    } else {
      rewriter.replaceOpWithNewOp<arith::UIToFPOp>(op, type, adaptor.getFrom());
    }
    return success();
  }
};

/// constant -> arith.constant for a scalar or a non-uniform aggregate, and
/// nv_tileaa.splat of a scalar arith.constant for a uniform tile.
struct ConstantOpConversion : OpConversionPattern<ct::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    auto value = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!type || !value)
      return failure();
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || value.isSplat()) {
      auto scalar = cast<TypedAttr>(value.getSplatValue<Attribute>());
      Value constant = arith::ConstantOp::create(rewriter, op.getLoc(), scalar);
      if (!tensor)
        rewriter.replaceOp(op, constant);
      else
        rewriter.replaceOpWithNewOp<aa::SplatOp>(op, tensor, constant);
      return success();
    }
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, tensor,
                                                   value.reshape(tensor));
    return success();
  }
};

} // namespace

void mlir::tileir::addTruncIOpConversion(const TypeConverter &converter,
                                         RewritePatternSet &patterns) {
  addOneToOne<ct::TruncIOp, aa::TruncIOp>(converter, patterns);
}

void mlir::tileir::addRsqrtOpConversion(const TypeConverter &converter,
                                        RewritePatternSet &patterns) {
  addOneToOne<ct::RsqrtOp, aa::RsqrtOp>(converter, patterns);
}

void mlir::tileir::addMaxIOpConversion(const TypeConverter &converter,
                                       RewritePatternSet &patterns) {
  patterns.add<MaxIOpConversion>(converter, patterns.getContext());
}

void mlir::tileir::addIToFOpConversion(const TypeConverter &converter,
                                       RewritePatternSet &patterns) {
  patterns.add<IToFOpConversion>(converter, patterns.getContext());
}

void mlir::tileir::addGlobalOpConversion(const TypeConverter &converter,
                                         RewritePatternSet &patterns) {
  addOneToOne<ct::GlobalOp, aa::GlobalOp>(converter, patterns);
}

void mlir::tileir::addFmaOpConversion(const TypeConverter &converter,
                                      RewritePatternSet &patterns) {
  addOneToOne<ct::FmaOp, aa::FmaOp>(converter, patterns);
}

void mlir::tileir::addConstantOpConversion(const TypeConverter &converter,
                                           RewritePatternSet &patterns) {
  patterns.add<ConstantOpConversion>(converter, patterns.getContext());
}

void mlir::tileir::addAssumeOpConversion(const TypeConverter &converter,
                                         RewritePatternSet &patterns) {
  addOneToOne<ct::AssumeOp, aa::AssumeOp>(converter, patterns);
}
