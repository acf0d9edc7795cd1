//===- Canonicalization.cpp - Dialect-wide canonicalization patterns ------===//
//
// Patterns that rewrite across op kinds (control flow into selects, merging
// of branches) are registered once for the dialect rather than on one op.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

void CudaTileDialect::getCanonicalizationPatterns(
    RewritePatternSet &results) const {}
