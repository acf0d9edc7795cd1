//===- PointerCanonicalization.cpp - addptr folds -------------------------===//
//
// Keeps addressing expressions shallow: addptr(addptr(p, a), b) becomes
// addptr(p, a' + b'), where a' and b' are the offsets normalised to one
// element unit and one integer width, so that the sum addresses exactly the
// byte the chain did.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

/// p + 0 elements is p, whatever the element size.
OpFoldResult AddPtrOp::fold(FoldAdaptor adaptor) {
  if (matchPattern(adaptor.getOffset(), m_Zero()))
    return getPtr();
  return {};
}

/// Offsets are scaled in bytes; an element unit that is not a whole number
/// of bytes (i1, i4) has no byte offset to normalise to.
static std::optional<unsigned> elementBits(Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return 64;
  if (cuda_tile::isIntOrFloatElement(type) &&
      cuda_tile::getElementBitWidth(type) % 8 == 0)
    return cuda_tile::getElementBitWidth(type);
  return std::nullopt;
}

static unsigned addressSpace(Type ptrTile) {
  return cast<LLVM::LLVMPointerType>(getElementTypeOrSelf(ptrTile))
      .getAddressSpace();
}

/// A splat constant of an integer tile type (or the scalar at rank 0).
static Value integerConstant(PatternRewriter &rewriter, Location loc, Type type,
                             int64_t value) {
  Type element = getElementTypeOrSelf(type);
  APInt bits(element.getIntOrFloatBitWidth(), value, /*isSigned=*/true);
  TypedAttr attr;
  if (auto shaped = dyn_cast<ShapedType>(type))
    attr = DenseElementsAttr::get(shaped, bits);
  else
    attr = IntegerAttr::get(type, bits);
  return arith::ConstantOp::create(rewriter, loc, attr);
}

static Type withElementType(Type tile, Type element) {
  if (auto shaped = dyn_cast<ShapedType>(tile))
    return shaped.clone(element);
  return element;
}

namespace {
struct FuseAddPtrChain : OpRewritePattern<AddPtrOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AddPtrOp outer,
                                PatternRewriter &rewriter) const override {
    auto inner = outer.getPtr().getDefiningOp<AddPtrOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(outer, "base is not an addptr");
    if (addressSpace(inner.getPtr().getType()) != addressSpace(outer.getType()))
      return rewriter.notifyMatchFailure(outer, "address spaces differ");

    // Normalise both offsets to the smaller element unit; the larger must be
    // a whole multiple of it.
    Type innerElement = inner.getElementType();
    Type outerElement = outer.getElementType();
    int64_t innerScale = 1, outerScale = 1;
    Type unit = outerElement;
    if (innerElement != outerElement) {
      std::optional<unsigned> innerBits = elementBits(innerElement);
      std::optional<unsigned> outerBits = elementBits(outerElement);
      if (!innerBits || !outerBits)
        return rewriter.notifyMatchFailure(outer, "element units are not "
                                                  "whole bytes");
      unsigned unitBits = std::min(*innerBits, *outerBits);
      if (*innerBits % unitBits || *outerBits % unitBits)
        return rewriter.notifyMatchFailure(outer, "element units do not "
                                                  "divide each other");
      innerScale = *innerBits / unitBits;
      outerScale = *outerBits / unitBits;
      unit = *innerBits < *outerBits ? innerElement : outerElement;
    }

    Value a = inner.getOffset(), b = outer.getOffset();
    auto offsetBits = [](Value v) {
      return getElementTypeOrSelf(v.getType()).getIntOrFloatBitWidth();
    };
    if (offsetBits(a) > 64 || offsetBits(b) > 64)
      return rewriter.notifyMatchFailure(outer, "offsets wider than the "
                                                "address");
    Location loc = outer.getLoc();
    // Address arithmetic is 64-bit: the chain adds each (sign-extended)
    // offset to the address separately, so a narrower sum could overflow
    // where the chain did not. Two offsets of one type that need no scaling
    // and are pointer-wide add in place; anything else widens to i64.
    bool sameWidth = a.getType() == b.getType() && innerScale == 1 &&
                     outerScale == 1 && offsetBits(a) == 64;
    if (!sameWidth) {
      Type i64Tile = withElementType(a.getType(), rewriter.getI64Type());
      auto widen = [&](Value v, int64_t scale) -> Value {
        if (v.getType() != i64Tile)
          v = ExtIOp::create(rewriter, loc, i64Tile, v,
                             cuda_tile::Signedness::Signed);
        if (scale != 1)
          v = MulIOp::create(rewriter, loc, v,
                             integerConstant(rewriter, loc, i64Tile, scale));
        return v;
      };
      a = widen(a, innerScale);
      b = widen(b, outerScale);
    }
    Value sum = AddIOp::create(rewriter, loc, a, b);
    rewriter.replaceOpWithNewOp<AddPtrOp>(
        outer, outer.getType(), inner.getPtr(), sum, TypeAttr::get(unit));
    return success();
  }
};
} // namespace

void AddPtrOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *context) {
  results.add<FuseAddPtrChain>(context);
}
