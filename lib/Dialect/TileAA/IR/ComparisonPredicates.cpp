//===- ComparisonPredicates.cpp - cuda_tile comparisons as predicates -----===//

#include "tileir/Dialect/TileAA/IR/ComparisonPredicates.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;

arith::CmpIPredicate nv_tileaa::getCmpIPredicate(ct::ComparisonPredicate p,
                                                 bool isSigned) {
  using P = arith::CmpIPredicate;
  switch (p) {
  case ct::ComparisonPredicate::Equal:
    return P::eq;
  case ct::ComparisonPredicate::NotEqual:
    return P::ne;
  case ct::ComparisonPredicate::LessThan:
    return isSigned ? P::slt : P::ult;
  case ct::ComparisonPredicate::LessThanOrEqual:
    return isSigned ? P::sle : P::ule;
  case ct::ComparisonPredicate::GreaterThan:
    return isSigned ? P::sgt : P::ugt;
  case ct::ComparisonPredicate::GreaterThanOrEqual:
    return isSigned ? P::sge : P::uge;
  }
  llvm_unreachable("unknown comparison predicate");
}

arith::CmpFPredicate nv_tileaa::getCmpFPredicate(ct::ComparisonPredicate p,
                                                 bool ordered) {
  using P = arith::CmpFPredicate;
  switch (p) {
  case ct::ComparisonPredicate::Equal:
    return ordered ? P::OEQ : P::UEQ;
  case ct::ComparisonPredicate::NotEqual:
    return ordered ? P::ONE : P::UNE;
  case ct::ComparisonPredicate::LessThan:
    return ordered ? P::OLT : P::ULT;
  case ct::ComparisonPredicate::LessThanOrEqual:
    return ordered ? P::OLE : P::ULE;
  case ct::ComparisonPredicate::GreaterThan:
    return ordered ? P::OGT : P::UGT;
  case ct::ComparisonPredicate::GreaterThanOrEqual:
    return ordered ? P::OGE : P::UGE;
  }
  llvm_unreachable("unknown comparison predicate");
}
