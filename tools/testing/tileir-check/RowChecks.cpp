//===- RowChecks.cpp - Row softmax, layer norm and prefix sums ------------===//
//
// References computed in double from the definitions, compared with the f32
// results within first-order error bounds of an f32 computation in any
// summation order: u = 2^-24 per rounding (a sum of n terms errs by at most
// (n - 1) u times the sum of their magnitudes), and 2 ulp (4u) for exp and
// rsqrt, the accuracy of the GPU's libdevice functions.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Compare.h"
#include "Formats.h"

#include <algorithm>
#include <cmath>

using namespace tilecheck;

static constexpr double u = 0x1p-24;

static bool expectMatrix(const HostArray &array) {
  if (array.rank() == 2 && array.elem == Elem::F32)
    return true;
  reportFailure(array.path + " must be a matrix of f32");
  return false;
}

/// Y[i, :] = exp(X[i, :] - max) / sum(exp(X[i, :] - max)).
void tilecheck::checkSoftmax(const Options &, std::vector<HostArray> &arrays) {
  const HostArray &x = arrays[0], &y = arrays[1];
  if (!expectMatrix(x) || !expectShape(y, x.shape) || !expectElem(y, x.elem))
    return;
  int64_t rows = x.dim(0), cols = x.dim(1);
  Checker checker(y);
  std::vector<double> e(cols);
  for (int64_t i = 0; i < rows; ++i) {
    double max = -INFINITY, sum = 0;
    for (int64_t j = 0; j < cols; ++j)
      max = std::max(max, x.getFloat(i * cols + j));
    for (int64_t j = 0; j < cols; ++j)
      sum += e[j] = std::exp(x.getFloat(i * cols + j) - max);
    // Relative errors of the f32 computation: x - max rounds by u|x - max|,
    // which exp turns into a relative error u|x - max|; exp adds 4u; the sum
    // of positive terms adds u(cols - 1) and the worst term error; the
    // division adds u.
    double spread = max - x.getFloat(i * cols);
    for (int64_t j = 0; j < cols; ++j)
      spread = std::max(spread, max - x.getFloat(i * cols + j));
    for (int64_t j = 0; j < cols; ++j) {
      double want = e[j] / sum;
      double shift = max - x.getFloat(i * cols + j);
      double relative = u * (shift + spread + (cols - 1) + 9);
      checker.expectNear(i * cols + j, want, relative * want);
    }
  }
}

/// For X[M,N], W[N], B[N]: MEAN[i] = mean of row i, RSTD[i] = 1 / sqrt(its
/// variance + eps), Y[i, j] = (X[i, j] - MEAN[i]) * RSTD[i] * W[j] + B[j].
void tilecheck::checkLayerNorm(const Options &options,
                               std::vector<HostArray> &arrays) {
  const HostArray &x = arrays[0], &w = arrays[1], &b = arrays[2];
  const HostArray &y = arrays[3], &mean = arrays[4], &rstd = arrays[5];
  if (!expectMatrix(x))
    return;
  int64_t rows = x.dim(0), cols = x.dim(1);
  if (!expectShape(w, {cols}) || !expectShape(b, {cols}) ||
      !expectShape(y, x.shape) || !expectShape(mean, {rows}) ||
      !expectShape(rstd, {rows}))
    return;
  for (const HostArray *a : {&w, &b, &y, &mean, &rstd})
    if (!expectElem(*a, Elem::F32))
      return;
  // The sums of `cols` terms dominate: the mean errs by (cols - 1) u of the
  // mean magnitude, the variance by about (cols + 3) u relative (squares,
  // sum, division), RSTD by half that plus eps, rsqrt and rounding. Each
  // quantity is within `tol` of its own scale; the mean's error reaches Y
  // through RSTD * W.
  double tol = u * (cols + 16);
  Checker yChecker(y), meanChecker(mean), rstdChecker(rstd);
  for (int64_t i = 0; i < rows; ++i) {
    double sum = 0, absSum = 0;
    for (int64_t j = 0; j < cols; ++j) {
      sum += x.getFloat(i * cols + j);
      absSum += std::fabs(x.getFloat(i * cols + j));
    }
    double mu = sum / cols, absMean = absSum / cols;
    double var = 0;
    for (int64_t j = 0; j < cols; ++j)
      var += (x.getFloat(i * cols + j) - mu) * (x.getFloat(i * cols + j) - mu);
    var /= cols;
    double r = 1 / std::sqrt(var + options.eps);
    meanChecker.expectNear(i, mu, tol * absMean);
    rstdChecker.expectNear(i, r, tol * r);
    for (int64_t j = 0; j < cols; ++j) {
      double scaled = (x.getFloat(i * cols + j) - mu) * r * w.getFloat(j);
      double want = scaled + b.getFloat(j);
      double scale = std::fabs(scaled) + std::fabs(b.getFloat(j)) +
                     r * std::fabs(w.getFloat(j)) * absMean;
      yChecker.expectNear(i * cols + j, want, tol * scale);
    }
  }
}

/// Y[i, j] = X[i, 0] + ... + X[i, j].
void tilecheck::checkCumsum(const Options &options,
                            std::vector<HostArray> &arrays) {
  const HostArray &x = arrays[0], &y = arrays[1];
  if (!expectMatrix(x) || !expectShape(y, x.shape) || !expectElem(y, x.elem))
    return;
  int64_t rows = x.dim(0), cols = x.dim(1);
  Checker checker(y);
  std::vector<double> row(cols);
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t j = 0; j < cols; ++j)
      row[j] = x.getFloat(i * cols + j);
    // Exact for the whole row means exact for every prefix.
    bool exact = sumIsExactInSingle(row);
    if (!exact && options.exact)
      return reportFailure("--exact, but row " + std::to_string(i) + " of " +
                           x.path + " does not fit one f32 quantum");
    double sum = 0, absSum = 0;
    for (int64_t j = 0; j < cols; ++j) {
      sum += row[j];
      absSum += std::fabs(row[j]);
      if (exact)
        checker.expectExact(i * cols + j, sum);
      else
        checker.expectNear(i * cols + j, sum,
                           singleSumErrorBound(j + 1, absSum));
    }
  }
}
