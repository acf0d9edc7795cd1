//===- Checks.h - The references tileir-check knows -------------*- C++ -*-===//

#ifndef TILEIR_CHECK_CHECKS_H
#define TILEIR_CHECK_CHECKS_H

#include "HostArray.h"

#include "llvm/ADT/ArrayRef.h"

#include <string>
#include <vector>

namespace tilecheck {

/// Options shared by the checks.
struct Options {
  /// --exact: the inputs must make every partial sum exact in f32, so the
  /// result is compared bit for bit whatever the summation order.
  bool exact = false;
  /// --elem=bf16|tf32 for matmul: the operands hold bfloat16 bits, or are
  /// f32 values that the kernel rounds to tf32 before multiplying.
  std::string elem;
  /// --eps=X for layernorm.
  double eps = 1e-5;
  /// --ulps=N and --abs=X for close.
  double ulps = 1;
  double abs = 0;
};

/// A check takes the arrays named on the command line, in order, and
/// records its mismatches through Checker / reportFailure.
using CheckFn = void (*)(const Options &, std::vector<HostArray> &);

void checkAdd(const Options &, std::vector<HostArray> &);
void checkMatmul(const Options &, std::vector<HostArray> &);
void checkSoftmax(const Options &, std::vector<HostArray> &);
void checkLayerNorm(const Options &, std::vector<HostArray> &);
void checkCumsum(const Options &, std::vector<HostArray> &);
void checkTranspose(const Options &, std::vector<HostArray> &);
void checkGather(const Options &, std::vector<HostArray> &);
void checkScatter(const Options &, std::vector<HostArray> &);
void checkHistogram(const Options &, std::vector<HostArray> &);
void checkCollatz(const Options &, std::vector<HostArray> &);
void checkClose(const Options &, std::vector<HostArray> &);

/// `gen`: writes an input array (see Generate.cpp); returns the exit code.
int runGenerate(llvm::ArrayRef<std::string> args);

/// The exactness test behind --exact: every partial sum of `terms`, in any
/// order, is exact in f32 when the terms are multiples of their smallest
/// lowest-set-bit weight q and their absolute sum is below 2^24 q.
bool sumIsExactInSingle(llvm::ArrayRef<double> terms);

/// The worst-case error of summing `count` terms whose absolute values add
/// up to `absSum` in f32, in any order and with any rounding to nearest or
/// towards zero: (count - 1) * 2^-23 * absSum.
double singleSumErrorBound(int64_t count, double absSum);

} // namespace tilecheck

#endif // TILEIR_CHECK_CHECKS_H
