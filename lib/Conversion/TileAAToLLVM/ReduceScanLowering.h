//===- ReduceScanLowering.h - Shared pieces of reduce and scan --*- C++ -*-===//
//
// A row-major tile is seen as [outer, len, inner] around the combined
// dimension; a "line" is the len elements of one (outer, inner) pair. Both
// lowerings of reduce and scan (ReduceScanOpToLLVM.cpp: in registers or
// serially through shared memory; ReduceScanAcrossThreads.cpp: warp shuffles
// and shared memory) work on the operands as a Combine.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_REDUCESCANLOWERING_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_REDUCESCANLOWERING_H

#include "IndexMath.h"
#include "KernelEmitter.h"

#include <optional>

namespace mlir::tileir::tilegpu {

/// The operands of a reduce or scan, with what both lowerings share.
struct Combine {
  Operation *op;
  Block *body;
  KernelEmitter &em;
  llvm::SmallVector<Parts> parts;
  llvm::SmallVector<Type> storage;
  llvm::SmallVector<Value> identities;
  int64_t n, outer, len, inner;
  /// Cleared when instantiating the combiner failed (already reported).
  bool ok = true;

  size_t numOperands() const { return parts.size(); }

  /// Maps result k to slot s's value perSlot[s][k], for every operand k.
  void setResults(ValueRange results,
                  llvm::ArrayRef<llvm::SmallVector<Value>> perSlot) {
    for (size_t k = 0; k < numOperands(); ++k) {
      Parts out;
      for (const llvm::SmallVector<Value> &slot : perSlot)
        out.push_back(slot[k]);
      em.set(results[k], out);
    }
  }

  /// acc' = combiner(elements, acc), all per operand.
  llvm::SmallVector<Value> apply(llvm::ArrayRef<Value> elements,
                                 ValueRange acc) {
    llvm::SmallVector<Value> args;
    for (size_t k = 0; k < numOperands(); ++k) {
      args.push_back(elements[k]);
      args.push_back(acc[k]);
    }
    FailureOr<llvm::SmallVector<Value>> next = em.emitCombiner(*body, args);
    if (failed(next)) {
      ok = false;
      return llvm::to_vector(acc);
    }
    return *next;
  }

  /// Combines `values` (each per operand, in element order) pairwise, level
  /// by level: (v0 . v1), (v2 . v3), ... then those results the same way.
  /// A reduction may combine in any order (the spec leaves it open), and a
  /// tree leaves log2(n) dependent steps where a serial fold leaves n - 1,
  /// so the combines of one line issue back to back instead of each waiting
  /// for the one before (a row of attention's scores: 16 maxima and 16 sums
  /// a thread). Later elements come as the combiner's element, earlier ones
  /// as its accumulator, as in a serial fold.
  llvm::SmallVector<Value>
  fold(llvm::ArrayRef<llvm::SmallVector<Value>> values) {
    assert(!values.empty() && "nothing to fold");
    llvm::SmallVector<llvm::SmallVector<Value>> level(values);
    while (level.size() > 1) {
      llvm::SmallVector<llvm::SmallVector<Value>> next;
      for (size_t i = 0; i + 1 < level.size(); i += 2)
        next.push_back(apply(level[i + 1], level[i]));
      if (level.size() % 2)
        next.push_back(level.back());
      level = std::move(next);
    }
    return level.front();
  }
};

/// Reduces across the threads of the CTA: each thread folds the elements of
/// a line it holds, warp shuffles combine the lanes that hold the same line,
/// and shared memory the warps. Returns std::nullopt (having emitted
/// nothing) when the layout of the tile does not allow it.
std::optional<LogicalResult> reduceAcrossThreads(Combine &c,
                                                 ValueRange results);
/// Reduces a tile of `source` along `dim` into results of `result`
/// following their layouts as the IR gives them (the result's is the
/// source's with `dim` removed: its slice): registers that hold one line
/// fold in the thread, lanes along `dim` combine by butterfly shuffles, and
/// warps along it through shared memory. std::nullopt (having emitted
/// nothing) when both are this emitter's own distribution.
std::optional<LogicalResult> reduceInLayout(Combine &c, RankedTensorType source,
                                            Type result, unsigned dim,
                                            ValueRange results);
/// Scans tiles of types `operands` along `dim` into `results` following
/// their layout as the IR gives it (the same for all of them): each thread
/// scans its run of a line in registers, a Kogge-Stone scan over shuffles
/// combines the lanes along `dim`, the warps along it meet in shared memory,
/// and the layout's repetitions along `dim` are chained in registers.
/// std::nullopt (having emitted nothing) when all are this emitter's own
/// distribution; an error for layouts that do not place lines so
/// (LinearLayout::getLineBits).
std::optional<LogicalResult> scanInLayout(Combine &c, TypeRange operands,
                                          TypeRange results, unsigned dim,
                                          bool reverse, ValueRange values);
/// The scan counterpart: a shuffle scan per row of the CTA, warp totals
/// through shared memory, rows carried in registers.
std::optional<LogicalResult> scanAcrossThreads(Combine &c, bool reverse,
                                               ValueRange results);

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_REDUCESCANLOWERING_H
