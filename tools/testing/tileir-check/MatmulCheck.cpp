//===- MatmulCheck.cpp - The GEMM reference -------------------------------===//
//
// C[M,N] = A[M,K] @ B[K,N]. Integer operands: the exact sum, wrapped to i32
// (bit-exact). Float operands (f16, bf16, f32, or f32 rounded to tf32 as the
// kernel does): every product of two such values is exact in double, so the
// reference is the exact sum of exact products; the result must be that sum
// bit for bit where the inputs make all partial sums exact in f32, and
// within the f32 summation error bound K * 2^-23 * sum |a b| otherwise.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Compare.h"
#include "Formats.h"

#include <algorithm>
#include <cmath>

using namespace tilecheck;

bool tilecheck::sumIsExactInSingle(llvm::ArrayRef<double> terms) {
  double quantum = INFINITY, absSum = 0;
  for (double t : terms) {
    if (t == 0)
      continue;
    if (!std::isfinite(t))
      return false;
    quantum = std::min(quantum, lowestBitWeight(t));
    absSum += std::fabs(t);
  }
  // Every partial sum is a multiple of `quantum` no larger than absSum, so it
  // has at most 24 significant bits; it is an f32 if, in addition, quantum
  // is no finer than the smallest subnormal and absSum does not overflow.
  // (absSum itself is exact in double, for the same reason.)
  return absSum == 0 || (absSum < std::ldexp(quantum, 24) &&
                         quantum >= 0x1p-149 && absSum <= kSingle.maxFinite);
}

double tilecheck::singleSumErrorBound(int64_t count, double absSum) {
  // Each of the count - 1 additions errs by less than one ulp of its result
  // (so rounding towards zero, as some accumulators do, is covered), and no
  // partial sum exceeds absSum in magnitude.
  return double(std::max<int64_t>(count - 1, 0)) * 0x1p-23 * absSum;
}

/// The operand values as the kernel multiplies them.
static std::vector<double> operandValues(const HostArray &array,
                                         const Options &options) {
  std::vector<double> values(array.size());
  for (int64_t i = 0; i < array.size(); ++i) {
    values[i] = array.getFloat(i);
    if (options.elem == "tf32")
      values[i] = roundToFormat(values[i], kTF32);
  }
  return values;
}

static void checkIntMatmul(const HostArray &a, const HostArray &b,
                           const HostArray &c, int64_t m, int64_t n,
                           int64_t k) {
  if (!expectElem(c, Elem::I32))
    return;
  Checker checker(c);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      int64_t sum = 0;
      for (int64_t t = 0; t < k; ++t)
        sum += a.getInt(i * k + t) * b.getInt(t * n + j);
      // i32 accumulation wraps modulo 2^32.
      checker.expectInt(i * n + j, int32_t(uint32_t(uint64_t(sum))));
    }
}

static void checkFloatMatmul(const Options &options, const HostArray &a,
                             const HostArray &b, const HostArray &c, int64_t m,
                             int64_t n, int64_t k) {
  for (const HostArray *operand : {&a, &b}) {
    bool narrow = operand->elem == Elem::F16 || operand->elem == Elem::BF16 ||
                  operand->elem == Elem::F32;
    if (!narrow) {
      reportFailure(operand->path + ": matmul operands are f16, bf16 or f32");
      return;
    }
    if (options.elem == "tf32" && operand->elem != Elem::F32) {
      reportFailure(operand->path + ": tf32 operands are given as f32");
      return;
    }
  }
  if (!expectElem(c, Elem::F32))
    return;
  std::vector<double> av = operandValues(a, options);
  std::vector<double> bv = operandValues(b, options);
  Checker checker(c);
  std::vector<double> terms(k);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double sum = 0, absSum = 0;
      for (int64_t t = 0; t < k; ++t) {
        terms[t] = av[i * k + t] * bv[t * n + j]; // exact: <= 48 bits
        sum += terms[t];
        absSum += std::fabs(terms[t]);
      }
      int64_t at = i * n + j;
      if (sumIsExactInSingle(terms)) {
        checker.expectExact(at, sum);
      } else if (options.exact) {
        reportFailure("--exact, but the products summed into " + c.path +
                      c.where(at) + " do not all fit one f32 quantum");
        return;
      } else {
        // k - 1 additions, plus the rounding of f32 x f32 products (which
        // need up to 48 bits) when they are not fused into the additions.
        checker.expectNear(at, sum, singleSumErrorBound(k + 1, absSum));
      }
    }
}

void tilecheck::checkMatmul(const Options &options,
                            std::vector<HostArray> &arrays) {
  HostArray &a = arrays[0], &b = arrays[1], &c = arrays[2];
  if (options.elem == "bf16" &&
      (!reinterpretAsBFloat16(a) || !reinterpretAsBFloat16(b)))
    return reportFailure("bf16 operands are given as int16 bit patterns");
  if (!options.elem.empty() && options.elem != "bf16" && options.elem != "tf32")
    return reportFailure("--elem is bf16 or tf32, not " + options.elem);
  if (a.rank() != 2 || b.rank() != 2)
    return reportFailure("matmul operands are matrices");
  int64_t m = a.dim(0), k = a.dim(1), n = b.dim(1);
  if (b.dim(0) != k)
    return reportFailure(a.path + " and " + b.path +
                         " have different inner extents");
  if (!expectShape(c, {m, n}))
    return;
  if (a.isFloat() != b.isFloat())
    return reportFailure("matmul operands are both integers or both floats");
  if (a.isFloat())
    checkFloatMatmul(options, a, b, c, m, n, k);
  else
    checkIntMatmul(a, b, c, m, n, k);
}
