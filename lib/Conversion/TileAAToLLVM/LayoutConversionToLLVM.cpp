//===- LayoutConversionToLLVM.cpp - nv_tileas.convert_layout --------------===//
//
// A layout conversion moves every element from the thread and register its
// source layout gives it to those its result layout gives it. Here the move
// goes through the shared staging buffer; conversions that stay within a
// thread or a warp are cheaper and come with the layout passes that produce
// them. Where the tile fits the buffer, each side moves its runs of
// consecutive elements with one access (up to 16 bytes) and the copy takes
// the layout whose accesses meet the fewest bank conflicts on both sides
// (chooseConversionCopy): attention's output, from the wgmma fragments'
// column pairs into the store's 16-byte runs, had 4-way conflicts on 2-byte
// accesses. Larger tiles move element by element in chunks.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"
#include "SharedCopyLayout.h"

#include "tileir/Dialect/TileAS/IR/TileAS.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;

/// The conversion through one copy of the whole tile in a layout chosen
/// for its banks, each side moving its runs at once; failure (nothing
/// emitted) where the tile does not fit or its values do not store as
/// they are.
static LogicalResult convertThroughCopy(nv_tileas::ConvertLayoutOp op,
                                        KernelEmitter &em) {
  Type srcType = op.getSource().getType();
  Type dstType = op.getResult().getType();
  const Parts &src = em.get(op.getSource());
  Type storage = src.front().getType();
  if (storage.isInteger(1) || isa<LLVM::LLVMPointerType>(storage) ||
      !storage.isIntOrFloat())
    return failure();
  int64_t bytes = em.sharedBytes(storage);
  int64_t srcRun = em.sharedStoreRun(srcType, storage);
  int64_t dstRun = em.sharedStoreRun(dstType, storage);
  std::optional<ConversionCopy> copy = chooseConversionCopy(
      em.linearLayout(srcType), srcRun, em.linearLayout(dstType), dstRun, bytes,
      em.target.sharedBudgetBytes / bytes);
  if (!copy)
    return failure();
  srcRun = copy->fromRun;
  dstRun = copy->toRun;
  auto shape = cast<RankedTensorType>(srcType).getShape();
  int64_t used = copy->layout.elements(KernelEmitter::numElements(srcType) /
                                       (shape.empty() ? 1 : shape.back())) *
                 bytes;
  SharedCopyPositions positions(em, copy->layout);
  llvm::SmallVector<Value> from = em.slotElementIndices(srcType);
  llvm::SmallVector<Value> to = em.slotElementIndices(dstType);
  // Whoever used the buffer before must be done with it. Copies of an
  // element hold the same value: storing them all is a benign duplicate
  // write.
  em.barrier();
  for (size_t k = 0; k < src.size(); k += srcRun)
    em.storeSharedVector(llvm::ArrayRef<Value>(src).slice(k, srcRun),
                         positions.get(from[k]), used);
  em.barrier();
  Parts out;
  for (size_t j = 0; j < to.size(); j += dstRun)
    llvm::append_range(
        out, em.loadSharedVector(storage, dstRun, positions.get(to[j]), used));
  em.set(op.getResult(), out);
  return success();
}

static LogicalResult lowerConvertLayout(nv_tileas::ConvertLayoutOp op,
                                        KernelEmitter &em) {
  Type srcType = op.getSource().getType();
  Type dstType = op.getResult().getType();
  const Parts &src = em.get(op.getSource());
  const nv_tileas::LinearLayout *from = em.explicitLayout(srcType);
  const nv_tileas::LinearLayout *to = em.explicitLayout(dstType);
  // The same distribution under two names: nothing moves.
  if ((!from && !to) || (from && to && *from == *to)) {
    em.set(op.getResult(), src);
    return success();
  }
  if (succeeded(convertThroughCopy(op, em)))
    return success();
  llvm::SmallVector<Value> srcElements, wanted;
  for (size_t k = 0; k < src.size(); ++k)
    srcElements.push_back(em.elementIndex(srcType, k));
  for (int64_t j = 0, e = em.slotsFor(dstType); j < e; ++j)
    wanted.push_back(em.elementIndex(dstType, j));
  em.set(op.getResult(),
         em.exchange(src, srcElements, KernelEmitter::numElements(srcType),
                     wanted, /*padRows=*/true));
  return success();
}

void mlir::tileir::tilegpu::registerLayoutConversionLowerings(
    LoweringTable &table) {
  table.add<nv_tileas::ConvertLayoutOp>(lowerConvertLayout);
}
