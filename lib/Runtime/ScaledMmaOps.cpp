//===- ScaledMmaOps.cpp - mmaf_scaled -------------------------------------===//
//
// Block-scaled MMA: every lhs element is multiplied by the scale of its
// block of V consecutive k values (row i), every rhs element by the scale of
// its block (column j), and the products accumulate into f32.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

static LogicalResult execMmaFScaled(BlockExecutor &ex, ct::MmaFScaledOp op) {
  const TileValue &lhs = ex.tile(op.getLhs());
  const TileValue &rhs = ex.tile(op.getRhs());
  const TileValue &acc = ex.tile(op.getAcc());
  const TileValue &lhsScale = ex.tile(op.getLhsScale());
  const TileValue &rhsScale = ex.tile(op.getRhsScale());
  llvm::ArrayRef<int64_t> ls = lhs.getShape(), cs = acc.getShape();
  size_t r = ls.size();
  int64_t batch = r == 3 ? ls[0] : 1, m = cs[r - 2], n = cs[r - 1],
          k = ls[r - 1];
  int64_t kScales = lhsScale.getShape()[r - 1];
  if (kScales <= 0 || k % kScales != 0 || rhsScale.getShape()[r - 2] != kScales)
    return ex.fail(op, "scale tiles do not divide K into equal blocks");
  int64_t v = k / kScales;

  std::vector<double> a, b, sa, sb, c;
  lhs.toDoubles(a);
  rhs.toDoubles(b);
  lhsScale.toDoubles(sa);
  rhsScale.toDoubles(sb);
  acc.toDoubles(c);
  // Apply the scales first: an fp8/fp4 value times a power of two (e8m0)
  // or an e4m3 scale is exact in double, so only accumulation rounds.
  for (int64_t bt = 0; bt < batch; ++bt)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t kk = 0; kk < k; ++kk)
        a[(bt * m + i) * k + kk] *= sa[(bt * m + i) * kScales + kk / v];
  for (int64_t bt = 0; bt < batch; ++bt)
    for (int64_t kk = 0; kk < k; ++kk)
      for (int64_t j = 0; j < n; ++j)
        b[(bt * k + kk) * n + j] *= sb[(bt * kScales + kk / v) * n + j];

  // Accumulate in f32: each step adds the exact product and rounds once.
  TileValue result(acc.getKind(), acc.getShape());
  float *out = result.as<float>();
  for (size_t i = 0; i < c.size(); ++i)
    out[i] = static_cast<float>(c[i]);
  for (int64_t bt = 0; bt < batch; ++bt)
    for (int64_t i = 0; i < m; ++i) {
      float *row = out + (bt * m + i) * n;
      for (int64_t kk = 0; kk < k; ++kk) {
        double x = a[(bt * m + i) * k + kk];
        const double *brow = b.data() + (bt * k + kk) * n;
        for (int64_t j = 0; j < n; ++j)
          row[j] =
              static_cast<float>(static_cast<double>(row[j]) + x * brow[j]);
      }
    }
  ex.setTile(op.getResult(), std::move(result));
  return success();
}

void runtime::registerScaledMmaOps(HandlerTable &t) {
  addHandler<ct::MmaFScaledOp, execMmaFScaled>(t);
}
