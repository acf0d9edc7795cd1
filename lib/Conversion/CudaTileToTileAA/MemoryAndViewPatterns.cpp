//===- MemoryAndViewPatterns.cpp - memory, pointer, token, view ops -------===//
//
// Memory operations stay explicit about ordering: each nv_tileaa memory op
// consumes a token and produces its successor. cuda_tile makes the input
// token optional; where it is absent the op is ordered after a fresh
// create_mem_token (no preceding effect to wait for).
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {

/// Replaces `op` by `replacement` built from `operands`; shared tail of the
/// memory patterns.
LogicalResult rebuildReplace(Operation *op, StringRef name, ValueRange operands,
                             ConversionPatternRewriter &rewriter,
                             const TypeConverter &converter,
                             ArrayRef<int32_t> segments = {},
                             ArrayRef<NamedAttribute> extra = {}) {
  FailureOr<Operation *> replacement =
      rebuildAs(op, name, operands, rewriter, converter, segments, extra);
  if (failed(replacement))
    return failure();
  rewriter.replaceOp(op, (*replacement)->getResults());
  return success();
}

struct MakeTokenOpConversion : OpConversionPattern<ct::MakeTokenOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::MakeTokenOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<aa::CreateMemTokenOp>(op);
    return success();
  }
};

/// A join of one token is that token; a join of none is a fresh token, so
/// every downstream op still has a token operand to consume.
struct JoinTokensOpConversion : OpConversionPattern<ct::JoinTokensOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::JoinTokensOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange tokens = adaptor.getTokens();
    if (tokens.empty())
      rewriter.replaceOpWithNewOp<aa::CreateMemTokenOp>(op);
    else if (tokens.size() == 1)
      rewriter.replaceOp(op, tokens.front());
    else
      rewriter.replaceOpWithNewOp<aa::JoinMemTokenOp>(op, tokens);
    return success();
  }
};

/// The 13.4 token-chain fences (gdc_wait_tko, gdc_launch_dependents_tko,
/// memory_fence_alias_tko) -> their nv_tileaa fence on the converted token.
template <typename SrcOp, typename DstOp>
struct TokenFenceConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value token = tokenOrFresh(adaptor.getToken(), op.getLoc(), rewriter);
    rewriter.replaceOpWithNewOp<DstOp>(op, token.getType(), token);
    return success();
  }
};

/// offset -> addptr; the pointee type that scales the offset moves from
/// the (now opaque) pointer type to an attribute.
struct OffsetOpConversion : OpConversionPattern<ct::OffsetOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::OffsetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto tile = cast<ct::TileType>(op.getPtr().getType());
    auto pointer = cast<ct::PointerType>(tile.getElementType());
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    rewriter.replaceOpWithNewOp<aa::AddPtrOp>(
        op, type, adaptor.getPtr(), adaptor.getOffset(),
        TypeAttr::get(pointer.getPointeeType()));
    return success();
  }
};

struct LoadPtrTkoOpConversion : OpConversionPattern<ct::LoadPtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::LoadPtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value token = tokenOrFresh(adaptor.getToken(), op.getLoc(), rewriter);
    SmallVector<Value> operands = {adaptor.getSource()};
    if (adaptor.getMask())
      operands.push_back(adaptor.getMask());
    if (adaptor.getPaddingValue())
      operands.push_back(adaptor.getPaddingValue());
    operands.push_back(token);
    return rebuildReplace(
        op, aa::LoadOp::getOperationName(), operands, rewriter,
        *getTypeConverter(),
        {1, adaptor.getMask() ? 1 : 0, adaptor.getPaddingValue() ? 1 : 0, 1});
  }
};

/// A token-ordered op whose nv_tileaa twin takes the same operands in the
/// same order (the optional mask before the token), with the token made
/// mandatory: a missing one becomes a fresh token. Covers store_ptr_tko,
/// the atomics and load_view_tko.
template <typename SrcOp, typename DstOp>
struct TokenOrderedOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands(adaptor.getOperands());
    if (!adaptor.getToken())
      operands.push_back(tokenOrFresh(Value(), op.getLoc(), rewriter));
    return rebuildReplace(op, DstOp::getOperationName(), operands, rewriter,
                          *this->getTypeConverter());
  }
};

struct StoreViewTkoOpConversion : OpConversionPattern<ct::StoreViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::StoreViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value token = tokenOrFresh(adaptor.getToken(), op.getLoc(), rewriter);
    SmallVector<Value> operands = {adaptor.getTile(), adaptor.getView()};
    llvm::append_range(operands, adaptor.getIndex());
    operands.push_back(token);
    return rebuildReplace(op, aa::TiledStoreOp::getOperationName(), operands,
                          rewriter, *getTypeConverter());
  }
};

/// print (13.1, no token) and print_tko (13.2) both become the token-ordered
/// nv_tileaa.print.
template <typename SrcOp>
struct PrintOpConversion : OpConversionPattern<SrcOp> {
  using OpConversionPattern<SrcOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value token;
    if constexpr (std::is_same_v<SrcOp, ct::PrintTkoOp>)
      token = adaptor.getToken();
    token = tokenOrFresh(token, op.getLoc(), rewriter);
    auto print = aa::PrintOp::create(rewriter, op.getLoc(), op.getStrAttr(),
                                     adaptor.getArgs(), token);
    if constexpr (std::is_same_v<SrcOp, ct::PrintTkoOp>)
      rewriter.replaceOp(op, print.getResultToken());
    else
      rewriter.eraseOp(op);
    return success();
  }
};

/// alloca: the pointee type moves to an attribute, as for addptr.
struct AllocaOpConversion : OpConversionPattern<ct::AllocaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ct::AllocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto tile = cast<ct::TileType>(op.getType());
    auto pointer = cast<ct::PointerType>(tile.getElementType());
    return rebuildReplace(
        op, aa::AllocaOp::getOperationName(), {}, rewriter, *getTypeConverter(),
        {},
        {rewriter.getNamedAttr("element_type",
                               TypeAttr::get(pointer.getPointeeType()))});
  }
};

} // namespace

void mlir::tileir::populateMemoryAndViewConversions(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  // Tokens.
  patterns.add<MakeTokenOpConversion, JoinTokensOpConversion>(converter, ctx);
  patterns.add<
      TokenFenceConversion<ct::GdcWaitTkoOp, aa::GdcWaitOp>,
      TokenFenceConversion<ct::GdcLaunchDependentsTkoOp,
                           aa::GdcLaunchDependentsOp>,
      TokenFenceConversion<ct::MemoryFenceAliasTkoOp, aa::FenceProxyAliasOp>>(
      converter, ctx);
  // Pointers and memory.
  patterns.add<OffsetOpConversion, LoadPtrTkoOpConversion,
               TokenOrderedOpConversion<ct::StorePtrTkoOp, aa::StoreOp>,
               TokenOrderedOpConversion<ct::AtomicCASTkoOp, aa::AtomicCasOp>,
               TokenOrderedOpConversion<ct::AtomicRMWTkoOp, aa::AtomicRmwOp>,
               AllocaOpConversion, PrintOpConversion<ct::PrintOp>,
               PrintOpConversion<ct::PrintTkoOp>>(converter, ctx);
  addOneToOne<ct::GetGlobalOp, aa::GetGlobalOp>(converter, patterns);
  // Views and partitions.
  addOneToOne<ct::MakeTensorViewOp, aa::MakeMemRefOp>(converter, patterns);
  addOneToOne<ct::MakePartitionViewOp, aa::MakeTiledViewOp>(converter,
                                                            patterns);
  addOneToOne<ct::MakeStridedViewOp, aa::MakeTiledViewOp>(converter, patterns);
  addOneToOne<ct::MakeGatherScatterViewOp, aa::MakeTiledViewOp>(converter,
                                                                patterns);
  addOneToOne<ct::GetTensorShapeOp, aa::GetMemRefShapeOp>(converter, patterns);
  addOneToOne<ct::GetIndexSpaceShapeOp, aa::GetIndexSpaceShapeOp>(converter,
                                                                  patterns);
  patterns.add<
      TokenOrderedOpConversion<ct::LoadViewTkoOp, aa::TiledLoadOp>,
      StoreViewTkoOpConversion,
      TokenOrderedOpConversion<ct::AtomicRedViewTkoOp, aa::TiledAtomicRedOp>,
      TokenOrderedOpConversion<ct::MultimemLoadReduceViewTkoOp,
                               aa::MultimemLoadReduceOp>,
      TokenOrderedOpConversion<ct::MultimemReduceViewTkoOp,
                               aa::MultimemReduceOp>,
      TokenOrderedOpConversion<ct::MultimemStoreViewTkoOp,
                               aa::MultimemStoreOp>>(converter, ctx);
}
