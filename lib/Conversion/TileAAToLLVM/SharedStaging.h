//===- SharedStaging.h - Tiles side by side in shared memory ----*- C++ -*-===//
//
// Reduce, scan and dot stage several tiles (or chunks of them) at once, each
// in its own region of the staging buffer. storeShared and loadShared count
// in elements of one type, so every region starts at a multiple of 8 bytes:
// its start is then a whole number of elements of any storage type.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_SHAREDSTAGING_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_SHAREDSTAGING_H

#include "KernelEmitter.h"

#include "llvm/Support/MathExtras.h"

namespace mlir::tileir::tilegpu {

class StagingPlan {
public:
  explicit StagingPlan(KernelEmitter &em) : em(em) {}

  /// Reserves room for `count` elements of storage type `type`; returns the
  /// region's number.
  unsigned add(Type type, int64_t count) {
    end = llvm::alignTo(end, 8);
    regions.push_back({type, end / em.sharedBytes(type)});
    end += count * em.sharedBytes(type);
    return regions.size() - 1;
  }
  int64_t bytes() const { return end; }
  bool fits() const { return end <= em.target.sharedBudgetBytes; }

  /// Stores `value` as element `index` (i32) of `region`. The plan must be
  /// complete: the buffer size recorded is the plan's.
  void store(unsigned region, Value value, Value index) {
    em.storeShared(value, offset(region, index), end);
  }
  /// Stores `values` (a power-of-two count) as elements `index`, `index` +
  /// 1, ... of `region`, `index` being a multiple of their count: one
  /// vector store where the region's start keeps that alignment, else one
  /// store each.
  void storeRun(unsigned region, llvm::ArrayRef<Value> values, Value index) {
    int64_t bytes = em.sharedBytes(regions[region].type);
    int64_t runBytes = bytes * int64_t(values.size());
    if ((regions[region].firstElement * bytes) % runBytes == 0) {
      em.storeSharedVector(values, offset(region, index), end);
      return;
    }
    for (auto [i, value] : llvm::enumerate(values)) {
      Value at =
          i ? LLVM::AddOp::create(em.b, em.loc, index, em.i32Const(int64_t(i)))
                  .getResult()
            : index;
      em.storeShared(value, offset(region, at), end);
    }
  }
  Value load(unsigned region, Value index) {
    return em.loadShared(regions[region].type, offset(region, index), end);
  }
  /// The shared-memory address of element `index` of `region`.
  Value address(unsigned region, Value index) {
    Value bytes =
        LLVM::MulOp::create(em.b, em.loc, offset(region, index),
                            em.i32Const(em.sharedBytes(regions[region].type)));
    return em.sharedAddress(bytes, end);
  }
  /// Whether `region` starts on a multiple of `alignment` bytes.
  bool startsAligned(unsigned region, int64_t alignment) const {
    return regions[region].firstElement * em.sharedBytes(regions[region].type) %
               alignment ==
           0;
  }

private:
  Value offset(unsigned region, Value index) {
    int64_t first = regions[region].firstElement;
    if (!first)
      return index;
    return LLVM::AddOp::create(em.b, em.loc, index, em.i32Const(first));
  }

  struct Region {
    Type type;
    int64_t firstElement;
  };
  KernelEmitter &em;
  llvm::SmallVector<Region> regions;
  int64_t end = 0;
};

/// Where a thread stores an element when staging one chunk of a tile:
/// `index` if the element is in the chunk, else a spare element just past
/// the chunk's region that nobody reads. Storing unconditionally takes a
/// select per element instead of a branch, which keeps big tiles' code
/// straight (thousands of branches slow code generation down badly).
inline Value indexOrSpare(KernelEmitter &em, Value inChunk, Value index,
                          int64_t spare) {
  return LLVM::SelectOp::create(em.b, em.loc, inChunk, index,
                                em.i32Const(spare));
}

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_SHAREDSTAGING_H
