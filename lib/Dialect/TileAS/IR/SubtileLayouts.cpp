//===- SubtileLayouts.cpp - Blocks of a tile held in place ---------------===//
//
// An extract takes a block of its source, and a cat puts its operands side by
// side as blocks of its result. Where each thread holds the block's elements
// in both layouts, the op only renames registers; this says which.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::nv_tileas;

std::optional<llvm::SmallVector<int64_t>>
mlir::nv_tileas::getSubtileRegisters(RankedTensorType whole,
                                     RankedTensorType part,
                                     llvm::ArrayRef<int64_t> offsets) {
  unsigned rank = whole.getRank();
  if (part.getRank() != rank || offsets.size() != rank)
    return std::nullopt;
  for (unsigned d = 0; d < rank; ++d)
    if (offsets[d] < 0 || offsets[d] % part.getShape()[d] ||
        offsets[d] + part.getShape()[d] > whole.getShape()[d])
      return std::nullopt;
  auto layouts = getLinearLayouts(whole, part);
  if (!layouts)
    return std::nullopt;
  const LinearLayout *w = &layouts->first, *p = &layouts->second;
  // The layouts are linear: where every lane and warp bit selects the same
  // coordinates in both, thread t holds P_reg(r) ^ T(t) in `part` and
  // W_reg(r') ^ T(t) in `whole`. T(t) lies within the block's extents and
  // the offsets are multiples of them, so the element a register of `part`
  // stands for is found in that thread where W_reg(r') = P_reg(r) + offsets.
  using InDim = LinearLayout::InDim;
  for (InDim in : {InDim::Lane, InDim::Warp})
    if (!llvm::equal(w->getBases(in), p->getBases(in)))
      return std::nullopt;
  llvm::DenseMap<int64_t, int64_t> registerOf;
  for (int64_t r = 0; r < w->getSize(InDim::Register); ++r)
    registerOf.try_emplace(w->rowMajorIndex(w->apply(InDim::Register, r)), r);
  llvm::SmallVector<int64_t> registers;
  for (int64_t r = 0; r < p->getSize(InDim::Register); ++r) {
    LinearLayout::Coord coord = p->apply(InDim::Register, r);
    for (unsigned d = 0; d < rank; ++d)
      coord[d] += offsets[d];
    auto it = registerOf.find(w->rowMajorIndex(coord));
    if (it == registerOf.end())
      return std::nullopt;
    registers.push_back(it->second);
  }
  return registers;
}
