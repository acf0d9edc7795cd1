//===- ShapeCanonicalization.cpp - shape wrappers, splats, extract --------===//
//
// Shape folds remove wrappers that do not change the logical element
// stream, but always rebuild the exact result type the original op asked
// for. Work over splats moves to the scalar (one lane instead of all), and
// extract moves towards the producers so that only the extracted lanes are
// computed.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

/// A uniform value of `type` from one scalar: the scalar itself at rank 0,
/// otherwise a splat (shape ops keep the element type, so the scalar always
/// has the result's element type).
static Value rebuildSplat(PatternRewriter &rewriter, Location loc, Type type,
                          Value scalar) {
  if (!isa<RankedTensorType>(type))
    return scalar;
  return SplatOp::create(rewriter, loc, type, scalar);
}

/// A constant splat reshaped to `type`: the folders' counterpart of
/// rebuildSplat once the splat has become a constant.
static Attribute reshapeConstantSplat(Attribute attr, Type type) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  if (!dense || !dense.isSplat())
    return {};
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return dense.resizeSplat(tensor);
  return dense.getSplatValue<Attribute>();
}

//===----------------------------------------------------------------------===//
// view / broadcast / expand_dims
//===----------------------------------------------------------------------===//

OpFoldResult ViewOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (Attribute splat = reshapeConstantSplat(adaptor.getSource(), getType()))
    return splat;
  // A row-major reshape keeps the element order of a dense constant.
  if (auto dense = dyn_cast_or_null<DenseElementsAttr>(adaptor.getSource()))
    if (auto tensor = dyn_cast<RankedTensorType>(getType()))
      return dense.reshape(tensor);
  return {};
}

OpFoldResult BroadcastOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  return reshapeConstantSplat(adaptor.getSource(), getType());
}

OpFoldResult ExpandDimsOp::fold(FoldAdaptor adaptor) {
  if (Attribute splat = reshapeConstantSplat(adaptor.getSource(), getType()))
    return splat;
  // Inserting a unit dimension keeps the element order too.
  if (auto dense = dyn_cast_or_null<DenseElementsAttr>(adaptor.getSource()))
    return dense.reshape(getType());
  return {};
}

namespace {
/// view(view(x)) -> view(x): both are row-major reshapes, so only the final
/// shape matters.
struct FoldViewChain : OpRewritePattern<ViewOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ViewOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getSource().getDefiningOp<ViewOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "source is not a view");
    rewriter.replaceOpWithNewOp<ViewOp>(op, op.getType(), inner.getSource());
    return success();
  }
};

/// view / broadcast / expand_dims of splat(x) -> splat(x) of the result
/// type: every lane is x before and after.
template <typename ShapeOp>
struct FoldShapeOfSplat : OpRewritePattern<ShapeOp> {
  using OpRewritePattern<ShapeOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ShapeOp op,
                                PatternRewriter &rewriter) const override {
    auto splat = op.getSource().template getDefiningOp<SplatOp>();
    if (!splat)
      return rewriter.notifyMatchFailure(op, "source is not a splat");
    rewriter.replaceOp(op, rebuildSplat(rewriter, op.getLoc(), op.getType(),
                                        splat.getSource()));
    return success();
  }
};
} // namespace

void ViewOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  results.add<FoldViewChain, FoldShapeOfSplat<ViewOp>>(context);
}

void BroadcastOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<FoldShapeOfSplat<BroadcastOp>>(context);
}

void ExpandDimsOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                               MLIRContext *context) {
  results.add<FoldShapeOfSplat<ExpandDimsOp>>(context);
}

//===----------------------------------------------------------------------===//
// assume / select over splats
//===----------------------------------------------------------------------===//

/// The scalar a uniform tensor is built from: a splat's source, or a
/// scalar constant for a constant splat. Null when `value` is not uniform.
static Value splatScalar(PatternRewriter &rewriter, Location loc, Value value) {
  if (auto splat = value.getDefiningOp<SplatOp>())
    return splat.getSource();
  DenseElementsAttr dense;
  if (!matchPattern(value, m_Constant(&dense)) || !dense.isSplat())
    return {};
  auto scalar = dyn_cast<TypedAttr>(dense.getSplatValue<Attribute>());
  if (!scalar)
    return {};
  return arith::ConstantOp::create(rewriter, loc, scalar);
}

/// A predicate that constrains each lane on its own holds for the scalar of
/// a splat exactly when it holds for the splat. Predicates about lane
/// structure (div_by every/along, same_elements) have no scalar meaning.
static bool isLanewisePredicate(Attribute predicate) {
  if (isa<cuda_tile::BoundedAttr>(predicate))
    return true;
  if (auto divBy = dyn_cast<cuda_tile::DivByAttr>(predicate))
    return !divBy.getEvery() && !divBy.getAlong();
  return false;
}

namespace {
/// assume(splat(x), p) -> splat(assume(x, p)).
struct AssumeOfSplat : OpRewritePattern<AssumeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AssumeOp op,
                                PatternRewriter &rewriter) const override {
    auto splat = op.getValue().getDefiningOp<SplatOp>();
    if (!splat)
      return rewriter.notifyMatchFailure(op, "value is not a splat");
    if (!isLanewisePredicate(op.getPredicate()))
      return rewriter.notifyMatchFailure(op, "predicate depends on lanes");
    auto scalar =
        AssumeOp::create(rewriter, op.getLoc(), splat.getSource().getType(),
                         splat.getSource(), op.getPredicate());
    rewriter.replaceOpWithNewOp<SplatOp>(op, op.getType(), scalar);
    return success();
  }
};

/// select(splat(c), splat(t), splat(f)) -> splat(select(c, t, f)): one
/// scalar select instead of one per lane. The verifier already holds the
/// condition to the result's shape, so all three splats share it.
struct SelectOfSplats : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<RankedTensorType>(op.getType()))
      return rewriter.notifyMatchFailure(op, "already scalar");
    // Only fire when at least one operand is a real splat op, so that the
    // all-constant case (handled by the folder) cannot loop.
    if (!op.getCond().getDefiningOp<SplatOp>() &&
        !op.getValIfTrue().getDefiningOp<SplatOp>() &&
        !op.getValIfFalse().getDefiningOp<SplatOp>())
      return rewriter.notifyMatchFailure(op, "no splat operand");
    auto isUniform = [](Value v) {
      DenseElementsAttr dense;
      return v.getDefiningOp<SplatOp>() ||
             (matchPattern(v, m_Constant(&dense)) && dense.isSplat());
    };
    if (!isUniform(op.getCond()) || !isUniform(op.getValIfTrue()) ||
        !isUniform(op.getValIfFalse()))
      return rewriter.notifyMatchFailure(op, "an operand is not uniform");
    Location loc = op.getLoc();
    Value cond = splatScalar(rewriter, loc, op.getCond());
    Value t = splatScalar(rewriter, loc, op.getValIfTrue());
    Value f = splatScalar(rewriter, loc, op.getValIfFalse());
    auto scalar = SelectOp::create(rewriter, loc, t.getType(), cond, t, f);
    rewriter.replaceOpWithNewOp<SplatOp>(op, op.getType(), scalar);
    return success();
  }
};
} // namespace

void AssumeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *context) {
  results.add<AssumeOfSplat>(context);
}

/// A uniform constant condition picks one side; equal sides need no
/// condition.
OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  if (getValIfTrue() == getValIfFalse())
    return getValIfTrue();
  Attribute cond = adaptor.getCond();
  if (auto dense = dyn_cast_or_null<DenseIntElementsAttr>(cond))
    if (dense.isSplat())
      cond = dense.getSplatValue<IntegerAttr>();
  if (auto scalar = dyn_cast_or_null<IntegerAttr>(cond))
    return scalar.getValue().isZero() ? getValIfFalse() : getValIfTrue();
  return {};
}

void SelectOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *context) {
  results.add<SelectOfSplats>(context);
}

//===----------------------------------------------------------------------===//
// extract motion
//===----------------------------------------------------------------------===//

namespace {
/// extract(f(a, b, ...)) -> f(extract(a), extract(b), ...) for an
/// elementwise f: lane i of the result depends on lane i of each operand
/// only, so the extracted block of lanes maps one-to-one onto the same block
/// of every operand. Only when the extract is f's sole user, otherwise the
/// full f stays alive and the work is duplicated.
struct ExtractThroughElementwise : OpRewritePattern<ExtractOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExtractOp op,
                                PatternRewriter &rewriter) const override {
    Operation *def = op.getSource().getDefiningOp();
    if (!def || !isa<TileAADialect>(def->getDialect()) ||
        !def->hasTrait<OpTrait::Elementwise>() || def->getNumResults() != 1 ||
        def->getNumRegions() != 0 || !isPure(def) || !def->hasOneUse())
      return rewriter.notifyMatchFailure(op, "source is not a single-use "
                                             "elementwise op");
    ArrayRef<int64_t> shape = op.getSource().getType().getShape();
    for (Value operand : def->getOperands()) {
      auto tensor = dyn_cast<RankedTensorType>(operand.getType());
      if (!tensor || tensor.getShape() != shape)
        return rewriter.notifyMatchFailure(op, "operand lanes do not map "
                                               "one-to-one");
    }

    ArrayRef<int64_t> resultShape = op.getType().getShape();
    SmallVector<Value> operands;
    for (Value operand : def->getOperands()) {
      auto type = RankedTensorType::get(
          resultShape,
          cast<RankedTensorType>(operand.getType()).getElementType());
      operands.push_back(ExtractOp::create(rewriter, op.getLoc(), type, operand,
                                           op.getIndices()));
    }
    OperationState state(def->getLoc(), def->getName());
    state.addOperands(operands);
    state.addAttributes(def->getAttrs());
    state.addTypes(op.getType());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

/// extract(expand_dims(x, axis)[..., i_axis, ...]) ->
/// expand_dims(extract(x[...]), axis): the unit dimension is extracted
/// whole (its only valid index is 0), so the remaining indices select the
/// same lanes of x.
struct ExtractThroughExpandDims : OpRewritePattern<ExtractOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExtractOp op,
                                PatternRewriter &rewriter) const override {
    auto expand = op.getSource().getDefiningOp<ExpandDimsOp>();
    if (!expand || !expand->hasOneUse())
      return rewriter.notifyMatchFailure(op, "source is not a single-use "
                                             "expand_dims");
    int64_t axis = expand.getAxis();
    if (op.getType().getDimSize(axis) != 1)
      return rewriter.notifyMatchFailure(op, "unit dimension not matched");
    SmallVector<int64_t> shape(op.getType().getShape());
    shape.erase(shape.begin() + axis);
    SmallVector<Value> indices(op.getIndices());
    indices.erase(indices.begin() + axis);
    auto type = RankedTensorType::get(shape, op.getType().getElementType());
    auto inner = ExtractOp::create(rewriter, op.getLoc(), type,
                                   expand.getSource(), indices);
    rewriter.replaceOpWithNewOp<ExpandDimsOp>(op, op.getType(), inner,
                                              expand.getAxisAttr());
    return success();
  }
};

/// extract(x[i, ...]) of x's own shape is x: the only index in range is 0
/// in every dimension, and another one is undefined behaviour (the spec's;
/// the CPU interpreter reports it). A persistent kernel's loop over the
/// blocks of a dimension that one block covers extracts its whole
/// loop-invariant tile so, and the tile then keeps the layout it was
/// loaded in (rms_norm_static_persistent_bf16's weights).
struct ExtractWholeTile : OpRewritePattern<ExtractOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExtractOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getType() != op.getSource().getType())
      return rewriter.notifyMatchFailure(op, "extracts a part of its source");
    rewriter.replaceOp(op, op.getSource());
    return success();
  }
};
} // namespace

void ExtractOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<ExtractThroughElementwise, ExtractThroughExpandDims,
              ExtractWholeTile>(context);
}
