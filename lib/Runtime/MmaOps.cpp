//===- MmaOps.cpp - mmaf and mmai -----------------------------------------===//
//
// Operands may be 2-D (MxK, KxN, MxN) or batched 3-D. The k loop sits
// outside the n loop so that the innermost loop streams rows of rhs and acc
// and vectorises; f32 accumulation runs the blocked kernels of MmaKernels.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"
#include "MmaKernels.h"

#include <cmath>
#include <cstring>

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

/// The operand as f32 values: f32 and tf32 tiles are used in place; f16 and
/// bf16 are widened into `scratch`; anything else goes through double. Every
/// operand format of an f32-accumulating mmaf is exact in f32.
static const float *getFloats(const TileValue &t, std::vector<float> &scratch) {
  if (t.getKind() == ElemKind::F32 || t.getKind() == ElemKind::TF32)
    return t.as<float>();
  scratch.resize(t.getNumElements());
  if (t.getKind() == ElemKind::F16) {
    widenF16(t.as<uint16_t>(), scratch.data(), t.getNumElements());
  } else if (t.getKind() == ElemKind::BF16) {
    widenBF16(t.as<uint16_t>(), scratch.data(), t.getNumElements());
  } else {
    std::vector<double> wide;
    t.toDoubles(wide);
    std::copy(wide.begin(), wide.end(), scratch.begin());
  }
  return scratch.data();
}

static LogicalResult execMmaF(BlockExecutor &ex, ct::MmaFOp op) {
  const TileValue &lhs = ex.tile(op.getLhs());
  const TileValue &rhs = ex.tile(op.getRhs());
  const TileValue &acc = ex.tile(op.getAcc());
  MmaShape s = getMmaShape(lhs, acc);
  TileValue r = TileValue::uninitialized(acc.getKind(), acc.getShape());
  if (acc.getKind() == ElemKind::F32) {
    // Accumulate in f32, each step a single-rounding fused multiply-add.
    // The scratch buffers live per thread, so a loop of mmaf ops does not
    // allocate.
    thread_local std::vector<float> lhsScratch, rhsScratch;
    const float *a = getFloats(lhs, lhsScratch);
    const float *b = getFloats(rhs, rhsScratch);
    float *c = r.as<float>();
    std::memcpy(c, acc.getData(), acc.getNumElements() * sizeof(float));
    for (int64_t bt = 0; bt < s.batch; ++bt)
      matmulF32(a + bt * s.m * s.k, b + bt * s.k * s.n, c + bt * s.m * s.n, s.m,
                s.n, s.k);
  } else {
    // f64 accumulates in double; f16 rounds to f16 after every step.
    std::vector<double> a, b, c;
    lhs.toDoubles(a);
    rhs.toDoubles(b);
    acc.toDoubles(c);
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
