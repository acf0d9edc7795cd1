//===- LayoutConversionToLLVM.cpp - nv_tileas.convert_layout --------------===//
//
// A layout conversion moves every element from the thread and register its
// source layout gives it to those its result layout gives it. Here the move
// goes through the shared staging buffer (in chunks when the tile does not
// fit); conversions that stay within a thread or a warp are cheaper and come
// with the layout passes that produce them.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "tileir/Dialect/TileAS/IR/TileAS.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;

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
