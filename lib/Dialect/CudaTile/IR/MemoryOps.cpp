//===- MemoryOps.cpp - Pointer loads/stores, tokens, alloca ---------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "MemoryOpUtils.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

LogicalResult JoinTokensOp::verify() {
  // As in NVIDIA's verifier: joining fewer than two tokens is pointless (a
  // single token is itself, none is make_token).
  if (getTokens().size() < 2)
    return emitOpError("expect two or more tokens, got ") << getTokens().size();
  return success();
}

OpFoldResult JoinTokensOp::fold(FoldAdaptor) {
  // Joining a single token, or the same token with itself, is that token.
  // The verifier requires tokens, but folding may see unverified IR.
  if (getTokens().empty())
    return {};
  Value first = getTokens().front();
  if (llvm::all_of(getTokens(), [&](Value t) { return t == first; }))
    return first;
  return {};
}

//===----------------------------------------------------------------------===//
// LoadPtrTkoOp / StorePtrTkoOp
//===----------------------------------------------------------------------===//

void LoadPtrTkoOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "result");
  setNameFn(getResultToken(), "result_token");
}

// Checks run in NVIDIA's order (operand types, then hints, then ordering) so
// that an op breaking several rules reports the same first error.
LogicalResult LoadPtrTkoOp::verify() {
  if (failed(verifyPointerData(
          *this, getSource().getType(), getResult().getType(), "result",
          "`source` type is expected a pointer type of `result` type")) ||
      failed(verifyMask(*this, getMask(), getResult().getType(),
                        "shape of 'mask' must match the shape of 'source'")))
    return failure();
  if (getPaddingValue()) {
    if (!getMask())
      return emitOpError("a padding value needs a mask");
    if (getPaddingValue().getType() != getResult().getType())
      return emitOpError("failed to verify that type of 'paddingValue' must "
                         "match the type of 'result': ")
             << getPaddingValue().getType() << " vs " << getResult().getType();
  }
  if (failed(verifyHints(*this, getOptimizationHintsAttr())))
    return failure();
  return verifyAccessOrdering(*this, getMemoryOrderingSemantics(),
                              getMemoryScope(), /*isLoad=*/true);
}

void LoadPtrTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/true, /*writes=*/false, effects);
}

LogicalResult StorePtrTkoOp::verify() {
  if (failed(verifyPointerData(
          *this, getDestination().getType(), getValue().getType(), "value",
          "`destination` type is expected a pointer type of `value` type")) ||
      failed(verifyMask(
          *this, getMask(), getValue().getType(),
          "shape of 'destination' must match the shape of 'mask'")) ||
      failed(verifyHints(*this, getOptimizationHintsAttr())))
    return failure();
  return verifyAccessOrdering(*this, getMemoryOrderingSemantics(),
                              getMemoryScope(), /*isLoad=*/false);
}

void StorePtrTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/false, /*writes=*/true, effects);
}

//===----------------------------------------------------------------------===//
// AllocaOp
//===----------------------------------------------------------------------===//

LogicalResult AllocaOp::verify() {
  int64_t alignment = getAlignment();
  if (alignment <= 0 || !llvm::isPowerOf2_64(alignment))
    return emitOpError("'alignment' must be power of two, got ") << alignment;
  Type pointee = llvm::cast<PointerType>(getResult().getType().getElementType())
                     .getPointeeType();
  int64_t natural = std::max<int64_t>(1, getElementBitWidth(pointee) / 8);
  if (alignment < natural)
    return emitOpError("'alignment' (")
           << alignment << ") must be at least the natural size (" << natural
           << " bytes) for element type " << pointee;
  return success();
}
