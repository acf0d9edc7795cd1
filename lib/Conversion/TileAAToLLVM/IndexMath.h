//===- IndexMath.h - i32 index arithmetic for the GPU lowering -*- C++ -*-===//
//
// The distributed lowering computes element indices, lanes and shared-memory
// offsets as i32 values; these helpers skip the trivial cases (multiplying
// by one, adding zero), which keeps the emitted arithmetic readable.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_INDEXMATH_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_INDEXMATH_H

#include "KernelEmitter.h"

#include "tileir/Dialect/TileAS/IR/TileAS.h"

namespace mlir::tileir::tilegpu {

struct IndexMath {
  KernelEmitter &em;

  Value c(int64_t v) { return em.i32Const(v); }
  Value mul(Value v, int64_t f) {
    return f == 1 ? v : LLVM::MulOp::create(em.b, em.loc, v, c(f)).getResult();
  }
  Value add(Value a, Value b) {
    return LLVM::AddOp::create(em.b, em.loc, a, b);
  }
  Value add(Value a, int64_t b) { return b ? add(a, c(b)) : a; }
  Value sub(Value a, Value b) {
    return LLVM::SubOp::create(em.b, em.loc, a, b);
  }
  Value div(Value v, int64_t d) {
    return d == 1 ? v : LLVM::UDivOp::create(em.b, em.loc, v, c(d)).getResult();
  }
  Value rem(Value v, int64_t d) {
    return d == 1 ? c(0)
                  : LLVM::URemOp::create(em.b, em.loc, v, c(d)).getResult();
  }
  /// The fragment column whose nv_tileas::permuteK is `column` (i32, not
  /// negative) in a tile `extent` long along K: its low bits moved back one
  /// by one (the permutation's images of single bits), the blocks above
  /// kept.
  Value unpermuteK(Value column, int64_t extent) {
    int64_t block = nv_tileas::getPermuteKBlock(extent);
    Value k = mul(div(column, block), block);
    for (int64_t i = 0; (int64_t(1) << i) < block; ++i) {
      int64_t to = nv_tileas::unpermuteK(int64_t(1) << i, extent);
      k = add(k, mul(rem(div(column, int64_t(1) << i), 2), to));
    }
    return k;
  }
  /// min(max(v, 0), hi) for a signed v.
  Value clamp(Value v, int64_t hi) {
    Value zero = c(0), top = c(hi);
    Value neg =
        LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::slt, v, zero);
    v = LLVM::SelectOp::create(em.b, em.loc, neg, zero, v);
    Value big =
        LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::sgt, v, top);
    return LLVM::SelectOp::create(em.b, em.loc, big, top, v);
  }
};

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_INDEXMATH_H
