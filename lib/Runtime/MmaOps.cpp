//===- MmaOps.cpp - mmaf and mmai -----------------------------------------===//
//
// Operands may be 2-D (MxK, KxN, MxN) or batched 3-D. The k loop sits
// outside the n loop so that the innermost loop streams rows of rhs and acc
// and vectorises.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"

#include <cmath>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

struct MmaShape {
  int64_t batch, m, n, k;
};

static MmaShape getMmaShape(const TileValue &lhs, const TileValue &acc) {
  llvm::ArrayRef<int64_t> l = lhs.getShape(), c = acc.getShape();
  size_t r = l.size();
  return {r == 3 ? l[0] : 1, c[r - 2], c[r - 1], l[r - 1]};
}

static LogicalResult execMmaF(BlockExecutor &ex, ct::MmaFOp op) {
  const TileValue &lhs = ex.tile(op.getLhs());
  const TileValue &rhs = ex.tile(op.getRhs());
  const TileValue &acc = ex.tile(op.getAcc());
  MmaShape s = getMmaShape(lhs, acc);
  std::vector<double> a, b, c;
  lhs.toDoubles(a);
  rhs.toDoubles(b);
  acc.toDoubles(c);
  TileValue r(acc.getKind(), acc.getShape());
  if (acc.getKind() == ElemKind::F32) {
    // Accumulate in f32, each step a single-rounding fused multiply-add.
    std::vector<float> af(a.begin(), a.end()), bf(b.begin(), b.end());
    float *cf = r.as<float>();
    for (size_t i = 0; i < c.size(); ++i)
      cf[i] = static_cast<float>(c[i]);
    for (int64_t bt = 0; bt < s.batch; ++bt)
      for (int64_t i = 0; i < s.m; ++i) {
        float *row = cf + (bt * s.m + i) * s.n;
        for (int64_t kk = 0; kk < s.k; ++kk) {
          float x = af[(bt * s.m + i) * s.k + kk];
          const float *brow = bf.data() + (bt * s.k + kk) * s.n;
          for (int64_t j = 0; j < s.n; ++j)
            row[j] = std::fma(x, brow[j], row[j]);
        }
      }
  } else {
    // f64 accumulates in double; f16 rounds to f16 after every step.
    bool half = acc.getKind() == ElemKind::F16;
    for (int64_t bt = 0; bt < s.batch; ++bt)
      for (int64_t i = 0; i < s.m; ++i) {
        double *row = c.data() + (bt * s.m + i) * s.n;
        for (int64_t kk = 0; kk < s.k; ++kk) {
          double x = a[(bt * s.m + i) * s.k + kk];
          const double *brow = b.data() + (bt * s.k + kk) * s.n;
          for (int64_t j = 0; j < s.n; ++j) {
            row[j] = std::fma(x, brow[j], row[j]);
            if (half)
              row[j] = decodeFloat(encodeFloat(row[j], ElemKind::F16),
                                   ElemKind::F16);
          }
        }
      }
    r.fromDoubles(c);
  }
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static LogicalResult execMmaI(BlockExecutor &ex, ct::MmaIOp op) {
  const TileValue &lhs = ex.tile(op.getLhs());
  const TileValue &acc = ex.tile(op.getAcc());
  MmaShape s = getMmaShape(lhs, acc);
  std::vector<int64_t> a, b, c;
  lhs.toInts(a, op.getSignednessLhs() == ct::Signedness::Signed);
  ex.tile(op.getRhs())
      .toInts(b, op.getSignednessRhs() == ct::Signedness::Signed);
  acc.toInts(c, true);
  for (int64_t bt = 0; bt < s.batch; ++bt)
    for (int64_t i = 0; i < s.m; ++i) {
      int64_t *row = c.data() + (bt * s.m + i) * s.n;
      for (int64_t kk = 0; kk < s.k; ++kk) {
        int64_t x = a[(bt * s.m + i) * s.k + kk];
        const int64_t *brow = b.data() + (bt * s.k + kk) * s.n;
        for (int64_t j = 0; j < s.n; ++j)
          row[j] += x * brow[j];
      }
    }
  TileValue r(acc.getKind(), acc.getShape());
  r.fromInts(c); // wraps modulo 2^32
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

void runtime::registerMmaOps(HandlerTable &t) {
  addHandler<ct::MmaFOp, execMmaF>(t);
  addHandler<ct::MmaIOp, execMmaI>(t);
}
