//===- SharedCopyLayout.cpp - Tiles staged through shared memory ----------===//

#include "SharedCopyLayout.h"
#include "IndexMath.h"

#include "tileir/Dialect/TileAS/Utils/SharedMemoryBanks.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
using nv_tileas::LinearLayout;

Value SharedCopyPositions::get(Value index, int64_t lo) {
  IndexMath im{em};
  if (layout.isPlain())
    return im.add(index, -lo);
  Value value = index;
  APInt constant(32, 0);
  if (auto add = index.getDefiningOp<LLVM::AddOp>()) {
    if (matchPattern(add.getRhs(), m_ConstantInt(&constant)))
      value = add.getLhs();
    else if (matchPattern(add.getLhs(), m_ConstantInt(&constant)))
      value = add.getRhs();
  }
  int64_t c = constant.getSExtValue();
  Value &base = bases[{value, layout.flip(c)}];
  if (!base) {
    // pad(swap(value) ^ flip(c)), as SharedCopyLayout computes it.
    base = value;
    if (layout.swapBit)
      base = LLVM::XOrOp::create(
          em.b, em.loc, value,
          LLVM::AndOp::create(
              em.b, em.loc,
              LLVM::LShrOp::create(em.b, em.loc, value, im.c(layout.swapShift)),
              im.c(layout.swapBit)));
    if (layout.flip(c))
      base = LLVM::XOrOp::create(em.b, em.loc, base, im.c(layout.flip(c)));
    if (layout.rowPad)
      base = im.add(base,
                    im.mul(LLVM::LShrOp::create(em.b, em.loc, base,
                                                im.c(llvm::Log2_64(layout.n))),
                           layout.rowPad));
  }
  return im.add(base, layout.offset(c) - layout.pad(lo));
}

int64_t mlir::tileir::tilegpu::copyWavefronts(const SharedCopyLayout &copy,
                                              const LinearLayout &layout,
                                              int64_t run, int64_t bytes) {
  using InDim = LinearLayout::InDim;
  int64_t registers = layout.getSize(InDim::Register);
  int64_t lanes = layout.getSize(InDim::Lane);
  int64_t total = 0;
  std::vector<uint64_t> addresses(lanes);
  for (int64_t warp = 0; warp < layout.getSize(InDim::Warp); ++warp)
    for (int64_t reg = 0; reg < registers; reg += run) {
      for (int64_t lane = 0; lane < lanes; ++lane)
        addresses[lane] =
            copy.position(layout.rowMajorIndex(layout.apply(reg, lane, warp))) *
            bytes;
      total +=
          nv_tileas::countBankWavefronts(addresses, run * bytes).wavefronts;
    }
  return total;
}

std::optional<ConversionCopy> mlir::tileir::tilegpu::chooseConversionCopy(
    const LinearLayout &from, int64_t fromRun, const LinearLayout &to,
    int64_t toRun, int64_t bytes, int64_t maxElements) {
  using InDim = LinearLayout::InDim;
  llvm::ArrayRef<int64_t> shape = from.getShape();
  SharedCopyLayout plain;
  plain.n = shape.empty() ? 1 : shape.back();
  int64_t rows = 1;
  for (int64_t d : shape.drop_back())
    rows *= d;
  if (plain.elements(rows) > maxElements)
    return std::nullopt;
  if (!llvm::isPowerOf2_64(plain.n))
    return ConversionCopy{plain, 1, 1};
  std::optional<ConversionCopy> best;
  int64_t bestWavefronts = 0, bestAccesses = 0;
  for (int64_t f : {fromRun, int64_t(1)})
    for (int64_t t : {toRun, int64_t(1)}) {
      // Blocks of the larger run keep both sides' runs whole; pads of
      // whole blocks keep them aligned.
      int64_t block = std::max(f, t);
      llvm::SmallVector<SharedCopyLayout> candidates{plain};
      for (int64_t padBytes : {4, 8, 16, 32, 64}) {
        if (padBytes % bytes || (padBytes / bytes) % block)
          continue;
        SharedCopyLayout padded = plain;
        padded.rowPad = padBytes / bytes;
        candidates.push_back(padded);
      }
      for (size_t i = 0, e = candidates.size(); i < e; ++i)
        for (int64_t shift = 1; (block << shift) < plain.n; ++shift) {
          SharedCopyLayout swapped = candidates[i];
          swapped.swapBit = block;
          swapped.swapShift = shift;
          candidates.push_back(swapped);
        }
      int64_t accesses =
          from.getSize(InDim::Register) / f + to.getSize(InDim::Register) / t;
      for (const SharedCopyLayout &c : candidates) {
        if (c.elements(rows) > maxElements)
          continue;
        int64_t wavefronts =
            copyWavefronts(c, from, f, bytes) + copyWavefronts(c, to, t, bytes);
        // Candidates come plain first, then padded by more and more, then
        // swapped: the first of the cheapest is the simplest.
        if (!best || wavefronts < bestWavefronts ||
            (wavefronts == bestWavefronts &&
             (accesses < bestAccesses ||
              (accesses == bestAccesses &&
               c.elements(rows) < best->layout.elements(rows))))) {
          best = ConversionCopy{c, f, t};
          bestWavefronts = wavefronts;
          bestAccesses = accesses;
        }
      }
    }
  return best;
}
