//===- LoweringUtils.cpp - helpers shared by the pattern groups -----------===//

#include "LoweringUtils.h"

using namespace mlir;
using namespace mlir::tileir;

FailureOr<Operation *> tileir::detail::rebuildAs(
    Operation *src, StringRef dst, ValueRange operands,
    ConversionPatternRewriter &rewriter, const TypeConverter &converter,
    ArrayRef<int32_t> segments, ArrayRef<NamedAttribute> extra) {
  SmallVector<Type> resultTypes;
  if (failed(converter.convertTypes(src->getResultTypes(), resultTypes)))
    return rewriter.notifyMatchFailure(src, "unconvertible result type");

  MLIRContext *ctx = src->getContext();
  OperationName name(dst, ctx);
  std::optional<RegisteredOperationName> info = name.getRegisteredInfo();
  if (!info)
    return rewriter.notifyMatchFailure(src, "target op is not registered");
  bool hasSegments = info->hasTrait<OpTrait::AttrSizedOperandSegments>();
  auto isInherent = [&](StringAttr attrName) {
    if (attrName.getValue() == "operandSegmentSizes")
      return hasSegments;
    return llvm::is_contained(info->getAttributeNames(), attrName);
  };

  // Inherent attributes of the source live in its properties; discardable
  // ones that the target declares (fastmath on an op that cuda_tile spells
  // without it) become the target's inherent attributes.
  NamedAttrList inherent, discardable;
  if (auto props =
          dyn_cast_or_null<DictionaryAttr>(src->getPropertiesAsAttribute()))
    for (NamedAttribute attr : props)
      if (isInherent(attr.getName()))
        inherent.set(attr.getName(), attr.getValue());
  for (NamedAttribute attr : src->getDiscardableAttrs()) {
    if (isInherent(attr.getName()))
      inherent.set(attr.getName(), attr.getValue());
    else
      discardable.set(attr.getName(), attr.getValue());
  }
  if (!segments.empty())
    inherent.set("operandSegmentSizes", DenseI32ArrayAttr::get(ctx, segments));
  for (NamedAttribute attr : extra) {
    if (isInherent(attr.getName()))
      inherent.set(attr.getName(), attr.getValue());
    else
      discardable.set(attr.getName(), attr.getValue());
  }

  OperationState state(src->getLoc(), name);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(discardable);
  // Ops without inherent attributes have no properties to set.
  if (!inherent.empty())
    state.propertiesAttr = inherent.getDictionary(ctx);
  for (unsigned i = 0, e = src->getNumRegions(); i < e; ++i)
    state.addRegion();
  Operation *replacement = rewriter.create(state);

  for (auto [from, to] :
       llvm::zip(src->getRegions(), replacement->getRegions())) {
    rewriter.inlineRegionBefore(from, to, to.end());
    if (failed(rewriter.convertRegionTypes(&to, converter)))
      return rewriter.notifyMatchFailure(src, "unconvertible block argument");
  }
  return replacement;
}

Value tileir::detail::tokenOrFresh(Value token, Location loc,
                                   OpBuilder &builder) {
  if (token)
    return token;
  return nv_tileaa::CreateMemTokenOp::create(builder, loc);
}
