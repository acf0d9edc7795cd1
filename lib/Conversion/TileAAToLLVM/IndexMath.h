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
