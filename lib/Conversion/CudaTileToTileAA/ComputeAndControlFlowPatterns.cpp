//===- ComputeAndControlFlowPatterns.cpp - arithmetic, control flow -------===//
//
// The seed's "Part A": arithmetic, comparison, conversion, indexing and
// structured control flow. Most ops keep their shape and attributes and only
// change dialect; the indexing ops pick the nv_tileaa shape op that says what
// they do.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

/// cuda_tile.module -> builtin.module (a nested module; the module that
/// tile-opt parses as the top-level op is the pass's anchor and stays).
struct ModuleOpConversion : OpConversionPattern<ct::ModuleOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::ModuleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto module = ModuleOp::create(rewriter, op.getLoc(), op.getSymName());
    if (!op.getBody().empty())
      rewriter.inlineBlockBefore(&op.getBody().front(), module.getBody(),
                                 module.getBody()->end());
    rewriter.eraseOp(op);
    return success();
  }
};

/// cuda_tile.entry -> nv_tileaa.func {kernel}, signature converted together
/// with the entry block.
struct EntryOpConversion : OpConversionPattern<ct::EntryOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::EntryOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FunctionType type = op.getFunctionType();
    SmallVector<Type> inputs, results;
    if (failed(getTypeConverter()->convertTypes(type.getInputs(), inputs)) ||
        failed(getTypeConverter()->convertTypes(type.getResults(), results)))
      return rewriter.notifyMatchFailure(op, "unconvertible signature");
    FailureOr<Operation *> func = rebuildAs(
        op, aa::FuncOp::getOperationName(), {}, rewriter, *getTypeConverter(),
        {},
        {rewriter.getNamedAttr(
             "function_type",
             TypeAttr::get(rewriter.getFunctionType(inputs, results))),
         rewriter.getNamedAttr("kernel", rewriter.getUnitAttr())});
    if (failed(func))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// The three grid coordinates become one get_program_id per dimension;
/// canonicalization drops the unused ones.
template <typename SrcOp, typename DstOp>
struct GridQueryConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> ids;
    for (int32_t dim = 0; dim < 3; ++dim)
      ids.push_back(
          DstOp::create(rewriter, op.getLoc(), rewriter.getI32Type(), dim));
    rewriter.replaceOp(op, ids);
    return success();
  }
};

/// iota -> make_range [0, n).
struct IotaOpConversion : OpConversionPattern<ct::IotaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::IotaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<RankedTensorType>(
        getTypeConverter()->convertType(op.getType()));
    // make_range counts in integers only; anything else stays illegal.
    if (!type || !isa<IntegerType>(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "iota of a non-integer tile");
    rewriter.replaceOpWithNewOp<aa::MakeRangeOp>(op, type, 0,
                                                 type.getDimSize(0));
    return success();
  }
};

/// broadcast of a rank-0 tile is the identity (both ends are the scalar).
struct BroadcastOpConversion : OpConversionPattern<ct::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    if (adaptor.getSource().getType() == type) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    rewriter.replaceOpWithNewOp<aa::BroadcastOp>(op, type, adaptor.getSource());
    return success();
  }
};

/// reshape picks what it is: a splat of a scalar, expand_dims when it only
/// inserts one unit dimension, a view otherwise (also tensor -> scalar).
struct ReshapeOpConversion : OpConversionPattern<ct::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Value source = adaptor.getSource();
    if (source.getType() == type) {
      rewriter.replaceOp(op, source);
      return success();
    }
    auto from = dyn_cast<RankedTensorType>(source.getType());
    auto to = dyn_cast<RankedTensorType>(type);
    if (!from) {
      rewriter.replaceOpWithNewOp<aa::SplatOp>(op, type, source);
      return success();
    }
    if (to && to.getRank() == from.getRank() + 1) {
      for (int64_t axis = 0; axis < to.getRank(); ++axis) {
        SmallVector<int64_t> expected(from.getShape());
        expected.insert(expected.begin() + axis, 1);
        if (ArrayRef<int64_t>(expected) == to.getShape()) {
          rewriter.replaceOpWithNewOp<aa::ExpandDimsOp>(op, to, source, axis);
          return success();
        }
      }
    }
    rewriter.replaceOpWithNewOp<aa::ViewOp>(op, type, source);
    return success();
  }
};

/// Every pointer is !llvm.ptr, so a pointer-to-pointer cast vanishes.
struct PtrToPtrOpConversion : OpConversionPattern<ct::PtrToPtrOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::PtrToPtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getSource());
    return success();
  }
};

/// fpowi (13.4) -> pow in f64: the exponent converts exactly (|n| < 2^31,
/// read as signed, so an i1 `true` is -1), where f32 would round large odd
/// exponents to even ones and lose the sign of a negative base; the base
/// widens exactly, and the result rounds once to the base's type.
struct FPowIOpConversion : OpConversionPattern<ct::FPowIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::FPowIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Type f64 = rewriter.getF64Type();
    Type wide = f64;
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      wide = tensor.clone(f64);
    bool isF64 = getElementTypeOrSelf(type).isF64();
    Value base = adaptor.getSource();
    if (!isF64)
      base = aa::FToFOp::create(rewriter, loc, wide, base,
                                ct::RoundingMode::NearestEven);
    Value exponent =
        arith::SIToFPOp::create(rewriter, loc, wide, adaptor.getExponent());
    Value result = aa::PowOp::create(rewriter, loc, wide, base, exponent,
                                     arith::FastMathFlagsAttr());
    if (!isF64)
      result = aa::FToFOp::create(rewriter, loc, type, result,
                                  ct::RoundingMode::NearestEven);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// insert (13.4) -> nv_tileaa.insert; a 0-d tile is a scalar after
/// conversion, and a source as large as the destination replaces it
/// whole (its only valid index is 0).
struct InsertOpConversion : OpConversionPattern<ct::InsertOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::InsertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getSource().getType() == op.getDestination().getType()) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    FailureOr<Operation *> insert =
        rebuildAs(op, aa::InsertOp::getOperationName(), adaptor.getOperands(),
                  rewriter, *getTypeConverter());
    if (failed(insert))
      return failure();
    rewriter.replaceOp(op, (*insert)->getResults());
    return success();
  }
};

} // namespace

void mlir::tileir::populateComputeAndControlFlowConversions(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  // Integer arithmetic and comparison.
  addOneToOne<ct::AddIOp, aa::AddIOp>(converter, patterns);
  addOneToOne<ct::SubIOp, aa::SubIOp>(converter, patterns);
  addOneToOne<ct::MulIOp, aa::MulIOp>(converter, patterns);
  addOneToOne<ct::ShLIOp, aa::ShLIOp>(converter, patterns);
  addOneToOne<ct::MulhiIOp, aa::MulhiIOp>(converter, patterns);
  addOneToOne<ct::DivIOp, aa::DivIOp>(converter, patterns);
  addOneToOne<ct::RemIOp, aa::RemIOp>(converter, patterns);
  addOneToOne<ct::MinIOp, aa::MinIOp>(converter, patterns);
  addOneToOne<ct::ShRIOp, aa::ShRIOp>(converter, patterns);
  addOneToOne<ct::AbsIOp, aa::AbsIOp>(converter, patterns);
  addOneToOne<ct::NegIOp, aa::NegIOp>(converter, patterns);
  addOneToOne<ct::AndIOp, aa::AndIOp>(converter, patterns);
  addOneToOne<ct::OrIOp, aa::OrIOp>(converter, patterns);
  addOneToOne<ct::XOrIOp, aa::XOrIOp>(converter, patterns);
  addOneToOne<ct::CmpIOp, aa::CmpIOp>(converter, patterns);
  // Floating-point arithmetic and comparison (the transcendentals that carry
  // a derived fastmath flag are in MmaReduceScanPatterns.cpp).
  addOneToOne<ct::AddFOp, aa::AddFOp>(converter, patterns);
  addOneToOne<ct::SubFOp, aa::SubFOp>(converter, patterns);
  addOneToOne<ct::MulFOp, aa::MulFOp>(converter, patterns);
  addOneToOne<ct::DivFOp, aa::DivFOp>(converter, patterns);
  addOneToOne<ct::MaxFOp, aa::MaxFOp>(converter, patterns);
  addOneToOne<ct::MinFOp, aa::MinFOp>(converter, patterns);
  addOneToOne<ct::RemFOp, aa::RemFOp>(converter, patterns);
  addOneToOne<ct::PowOp, aa::PowOp>(converter, patterns);
  addOneToOne<ct::FPowFOp, aa::PowOp>(converter, patterns);
  patterns.add<FPowIOpConversion>(converter, patterns.getContext());
  addOneToOne<ct::Atan2Op, aa::Atan2Op>(converter, patterns);
  addOneToOne<ct::NegFOp, aa::NegFOp>(converter, patterns);
  addOneToOne<ct::AbsFOp, aa::AbsFOp>(converter, patterns);
  addOneToOne<ct::CeilOp, aa::CeilOp>(converter, patterns);
  addOneToOne<ct::FloorOp, aa::FloorOp>(converter, patterns);
  addOneToOne<ct::CosHOp, aa::CosHOp>(converter, patterns);
  addOneToOne<ct::SinHOp, aa::SinHOp>(converter, patterns);
  addOneToOne<ct::TanOp, aa::TanOp>(converter, patterns);
  addOneToOne<ct::ExpOp, aa::ExpOp>(converter, patterns);
  addOneToOne<ct::LogOp, aa::LogOp>(converter, patterns);
  addOneToOne<ct::SqrtOp, aa::SqrtOp>(converter, patterns);
  addOneToOne<ct::CmpFOp, aa::CmpFOp>(converter, patterns);
  addOneToOne<ct::SelectOp, aa::SelectOp>(converter, patterns);
  // Conversions.
  addOneToOne<ct::BitcastOp, aa::BitcastOp>(converter, patterns);
  addOneToOne<ct::ExtIOp, aa::ExtIOp>(converter, patterns);
  addOneToOne<ct::FToFOp, aa::FToFOp>(converter, patterns);
  addOneToOne<ct::FToIOp, aa::FToIOp>(converter, patterns);
  addOneToOne<ct::IntToPtrOp, aa::IntToPtrOp>(converter, patterns);
  addOneToOne<ct::PtrToIntOp, aa::PtrToIntOp>(converter, patterns);
  addOneToOne<ct::PackOp, aa::PackOp>(converter, patterns);
  addOneToOne<ct::UnpackOp, aa::UnpackOp>(converter, patterns);
  patterns.add<PtrToPtrOpConversion>(converter, patterns.getContext());
  // Indexing.
  patterns
      .add<GridQueryConversion<ct::GetTileBlockIdOp, aa::GetProgramIdOp>,
           GridQueryConversion<ct::GetNumTileBlocksOp, aa::GetNumProgramsOp>,
           IotaOpConversion, BroadcastOpConversion, ReshapeOpConversion>(
          converter, patterns.getContext());
  addOneToOne<ct::PermuteOp, aa::PermuteOp>(converter, patterns);
  addOneToOne<ct::CatOp, aa::CatOp>(converter, patterns);
  addOneToOne<ct::ExtractOp, aa::ExtractOp>(converter, patterns);
  patterns.add<InsertOpConversion>(converter, patterns.getContext());
  // Structured control flow and functions.
  patterns.add<ModuleOpConversion, EntryOpConversion>(converter,
                                                      patterns.getContext());
  addOneToOne<ct::ReturnOp, aa::ReturnOp>(converter, patterns);
  addOneToOne<ct::ForOp, aa::ForOp>(converter, patterns);
  addOneToOne<ct::LoopOp, aa::LoopOp>(converter, patterns);
  addOneToOne<ct::IfOp, aa::IfOp>(converter, patterns);
  addOneToOne<ct::YieldOp, aa::YieldOp>(converter, patterns);
  addOneToOne<ct::ContinueOp, aa::ContinueOp>(converter, patterns);
  addOneToOne<ct::BreakOp, aa::BreakOp>(converter, patterns);
  addOneToOne<ct::AssertOp, aa::AssertOp>(converter, patterns);
}
