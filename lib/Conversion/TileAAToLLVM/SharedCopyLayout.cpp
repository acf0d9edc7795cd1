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

namespace {
/// Removes the chunk bits from row-major indices of a tile with rows of `n`
/// elements, and finds the register that steps each chunk bit.
struct ChunkBits {
  int64_t n;
  llvm::ArrayRef<unsigned> rowBits;

  int64_t compact(int64_t index) const {
    int64_t row = index / n, kept = 0;
    for (unsigned bit = 0, out = 0; (row >> bit) != 0; ++bit)
      if (!llvm::is_contained(rowBits, bit))
        kept |= ((row >> bit) & 1) << out++;
    return kept * n + index % n;
  }

  /// One layout's share of a split: the chunk's layout, and per register
  /// of the whole its chunk and its register in the chunk.
  struct Part {
    LinearLayout layout;
    llvm::SmallVector<int64_t> chunk, reg;
  };

  /// nullopt where some chunk bit is not stepped by exactly one register.
  std::optional<Part> split(const LinearLayout &layout, int64_t rows) const {
    using InDim = LinearLayout::InDim;
    Part result{LinearLayout(llvm::SmallVector<int64_t>{
                    rows >> int64_t(rowBits.size()), n}),
                {},
                {}};
    LinearLayout &part = result.layout;
    auto coord = [&](const LinearLayout::Coord &basis) {
      int64_t i = compact(layout.rowMajorIndex(basis));
      return LinearLayout::Coord{i / n, i % n};
    };
    // Per register bit: the chunk bit it steps, or -1.
    llvm::SmallVector<int> chunkBitOf;
    llvm::SmallVector<unsigned> steppedBy(rowBits.size(), 0);
    for (const auto &basis : layout.getBases(InDim::Register)) {
      int64_t i = layout.rowMajorIndex(basis);
      int found = -1;
      for (auto [j, bit] : llvm::enumerate(rowBits))
        if (i == (n << bit))
          found = j;
      chunkBitOf.push_back(found);
      if (found >= 0)
        ++steppedBy[found];
      else
        part.addBasis(InDim::Register, coord(basis));
    }
    if (llvm::any_of(steppedBy, [](unsigned k) { return k != 1; }))
      return std::nullopt;
    for (InDim in : {InDim::Lane, InDim::Warp})
      for (const auto &basis : layout.getBases(in))
        part.addBasis(in, coord(basis));
    for (int64_t r = 0, e = layout.getSize(InDim::Register); r < e; ++r) {
      int64_t c = 0, kept = 0;
      for (auto [bit, j] : llvm::enumerate(chunkBitOf)) {
        int64_t set = (r >> bit) & 1;
        if (j >= 0)
          c |= set << j;
        else
          kept |= set << (bit - llvm::count_if(
                                    llvm::ArrayRef(chunkBitOf).take_front(bit),
                                    [](int k) { return k >= 0; }));
      }
      result.chunk.push_back(c);
      result.reg.push_back(kept);
    }
    return result;
  }
};
} // namespace

std::optional<CopyChunks> mlir::tileir::tilegpu::splitCopyIntoChunks(
    const LinearLayout &from, const LinearLayout &to, int64_t numChunks) {
  using InDim = LinearLayout::InDim;
  llvm::ArrayRef<int64_t> shape = from.getShape();
  int64_t n = shape.empty() ? 1 : shape.back();
  int64_t rows = 1;
  for (int64_t d : shape.drop_back())
    rows *= d;
  // Row bits no lane or warp of either layout steps.
  int64_t threadRows = 0;
  for (const LinearLayout *layout : {&from, &to})
    for (InDim in : {InDim::Lane, InDim::Warp})
      for (const auto &basis : layout->getBases(in))
        threadRows |= layout->rowMajorIndex(basis) / n;
  llvm::SmallVector<unsigned> rowBits;
  for (int bit = llvm::Log2_64(rows) - 1;
       bit >= 0 && (int64_t(1) << rowBits.size()) < numChunks; --bit)
    if (!(threadRows >> bit & 1))
      rowBits.push_back(bit);
  if ((int64_t(1) << rowBits.size()) != numChunks)
    return std::nullopt;
  ChunkBits bits{n, rowBits};
  std::optional<ChunkBits::Part> fromPart = bits.split(from, rows);
  std::optional<ChunkBits::Part> toPart = bits.split(to, rows);
  if (!fromPart || !toPart)
    return std::nullopt;
  return CopyChunks{rowBits,
                    std::move(fromPart->layout),
                    std::move(toPart->layout),
                    std::move(fromPart->chunk),
                    std::move(fromPart->reg),
                    std::move(toPart->chunk),
                    std::move(toPart->reg)};
}
