//===- ComparisonPredicates.h - Comparisons as predicates ------*- C++ -*-===//
//
// The one mapping from a cuda_tile comparison (predicate, signedness,
// ordering) to the integer and float predicates that implement it, shared
// by the compiled CPU lowering (arith) and the GPU lowering (LLVM).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAA_IR_COMPARISONPREDICATES_H
#define TILEIR_DIALECT_TILEAA_IR_COMPARISONPREDICATES_H

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::nv_tileaa {

/// The integer predicate of `p` on signed or unsigned operands.
arith::CmpIPredicate getCmpIPredicate(cuda_tile::ComparisonPredicate p,
                                      bool isSigned);

/// The float predicate of `p`: an ordered comparison is false on a NaN
/// operand, an unordered one true.
arith::CmpFPredicate getCmpFPredicate(cuda_tile::ComparisonPredicate p,
                                      bool ordered);

/// LLVM's predicates list the same comparisons in the same order as
/// arith's (MLIR's arith-to-llvm conversion relies on it too).
inline LLVM::ICmpPredicate toLLVM(arith::CmpIPredicate p) {
  static_assert(
      int(LLVM::ICmpPredicate::eq) == int(arith::CmpIPredicate::eq) &&
      int(LLVM::ICmpPredicate::slt) == int(arith::CmpIPredicate::slt) &&
      int(LLVM::ICmpPredicate::ult) == int(arith::CmpIPredicate::ult) &&
      int(LLVM::ICmpPredicate::uge) == int(arith::CmpIPredicate::uge));
  return static_cast<LLVM::ICmpPredicate>(p);
}
inline LLVM::FCmpPredicate toLLVM(arith::CmpFPredicate p) {
  static_assert(
      int(LLVM::FCmpPredicate::_false) ==
          int(arith::CmpFPredicate::AlwaysFalse) &&
      int(LLVM::FCmpPredicate::oeq) == int(arith::CmpFPredicate::OEQ) &&
      int(LLVM::FCmpPredicate::ord) == int(arith::CmpFPredicate::ORD) &&
      int(LLVM::FCmpPredicate::ueq) == int(arith::CmpFPredicate::UEQ) &&
      int(LLVM::FCmpPredicate::uno) == int(arith::CmpFPredicate::UNO) &&
      int(LLVM::FCmpPredicate::_true) == int(arith::CmpFPredicate::AlwaysTrue));
  return static_cast<LLVM::FCmpPredicate>(p);
}

} // namespace mlir::nv_tileaa

#endif // TILEIR_DIALECT_TILEAA_IR_COMPARISONPREDICATES_H
