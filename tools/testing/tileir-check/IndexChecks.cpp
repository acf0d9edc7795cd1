//===- IndexChecks.cpp - Exact references: add, copies and counts ---------===//
//
// The kernels here either move elements (transpose, gather, scatter), whose
// bits must arrive unchanged, or compute one correctly rounded or integer
// result per element (add, histogram, collatz), which must match exactly.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Compare.h"
#include "Formats.h"

#include <cmath>

using namespace tilecheck;

/// C = A + B elementwise, rounded once to C's type.
void tilecheck::checkAdd(const Options &, std::vector<HostArray> &arrays) {
  const HostArray &a = arrays[0], &b = arrays[1], &c = arrays[2];
  if (!expectShape(b, a.shape) || !expectShape(c, a.shape))
    return;
  Checker checker(c);
  for (int64_t i = 0; i < c.size(); ++i) {
    if (!c.isFloat()) {
      checker.expectInt(i, a.getInt(i) + b.getInt(i));
      continue;
    }
    // The sum of two f32 or f16 values rounded to double and then to f32 is
    // the correctly rounded f32 sum (double has more than 2 * 24 + 2 bits).
    double sum = a.getFloat(i) + b.getFloat(i);
    if (c.elem == Elem::F32)
      sum = roundToFormat(sum, kSingle);
    else if (c.elem == Elem::F16)
      sum = roundToFormat(sum, kHalf);
    else if (c.elem == Elem::BF16)
      sum = roundToFormat(sum, kBFloat16);
    checker.expectExact(i, sum);
  }
}

/// Y[N,M] = X[M,N]^T.
void tilecheck::checkTranspose(const Options &,
                               std::vector<HostArray> &arrays) {
  const HostArray &x = arrays[0], &y = arrays[1];
  if (x.rank() != 2)
    return reportFailure(x.path + " must be a matrix");
  int64_t rows = x.dim(0), cols = x.dim(1);
  if (!expectShape(y, {cols, rows}) || !expectElem(y, x.elem))
    return;
  Checker checker(y);
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j)
      checker.expectBits(j * rows + i, x.getBits(i * cols + j),
                         x.getFloat(i * cols + j));
}

/// OUT[i, :] = TABLE[IDX[i], :], or zeros where IDX[i] is outside the table.
void tilecheck::checkGather(const Options &, std::vector<HostArray> &arrays) {
  const HostArray &table = arrays[0], &idx = arrays[1], &out = arrays[2];
  if (table.rank() != 2 || idx.rank() != 1 || idx.isFloat())
    return reportFailure("gather takes a matrix and a vector of indices");
  int64_t rows = table.dim(0), cols = table.dim(1), n = idx.dim(0);
  if (!expectShape(out, {n, cols}) || !expectElem(out, table.elem))
    return;
  Checker checker(out);
  for (int64_t i = 0; i < n; ++i) {
    int64_t row = idx.getInt(i);
    bool inside = row >= 0 && row < rows;
    for (int64_t j = 0; j < cols; ++j) {
      // Zero padding is +0.0, all bits clear.
      uint64_t bits = inside ? table.getBits(row * cols + j) : 0;
      double value = inside ? table.getFloat(row * cols + j) : 0.0;
      checker.expectBits(i * cols + j, bits, value);
    }
  }
}

/// DST = DST0 with DST[IDX[i], :] = SRC[i, :] for every IDX[i] inside DST.
/// Where several i name one row, the stores race; every element must then
/// come from one of them.
void tilecheck::checkScatter(const Options &, std::vector<HostArray> &arrays) {
  const HostArray &dst0 = arrays[0], &idx = arrays[1], &src = arrays[2];
  const HostArray &dst = arrays[3];
  if (dst0.rank() != 2 || idx.rank() != 1 || idx.isFloat())
    return reportFailure("scatter takes a matrix and a vector of indices");
  int64_t rows = dst0.dim(0), cols = dst0.dim(1), n = idx.dim(0);
  if (!expectShape(src, {n, cols}) || !expectShape(dst, dst0.shape) ||
      !expectElem(src, dst0.elem) || !expectElem(dst, dst0.elem))
    return;
  std::vector<std::vector<int64_t>> writers(rows);
  for (int64_t i = 0; i < n; ++i) {
    int64_t row = idx.getInt(i);
    if (row >= 0 && row < rows)
      writers[row].push_back(i);
  }
  Checker checker(dst);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < cols; ++j) {
      int64_t at = r * cols + j;
      if (writers[r].empty()) {
        checker.expectBits(at, dst0.getBits(at), dst0.getFloat(at));
        continue;
      }
      bool fromOne = false;
      for (int64_t i : writers[r])
        fromOne |= dst.getBits(at) == src.getBits(i * cols + j);
      if (!fromOne) {
        int64_t first = writers[r].front() * cols + j;
        checker.expectBits(at, src.getBits(first), src.getFloat(first));
      }
    }
}

/// BINS[b] = the number of elements of DATA equal to b.
void tilecheck::checkHistogram(const Options &,
                               std::vector<HostArray> &arrays) {
  const HostArray &data = arrays[0], &bins = arrays[1];
  if (data.isFloat() || bins.rank() != 1 || !expectElem(bins, Elem::I32))
    return reportFailure("histogram takes integer data and i32 bins");
  std::vector<int64_t> count(bins.dim(0));
  for (int64_t i = 0; i < data.size(); ++i) {
    int64_t v = data.getInt(i);
    if (v < 0 || v >= bins.dim(0))
      return reportFailure(data.path + data.where(i) + " = " +
                           std::to_string(v) + " has no bin");
    ++count[v];
  }
  Checker checker(bins);
  for (int64_t b = 0; b < bins.dim(0); ++b)
    checker.expectInt(b, count[b]);
}

/// OUT[i] = the number of Collatz steps from i + 1 down to 1.
void tilecheck::checkCollatz(const Options &, std::vector<HostArray> &arrays) {
  const HostArray &out = arrays[0];
  if (out.rank() != 1 || out.isFloat())
    return reportFailure(out.path + " must be a vector of integers");
  Checker checker(out);
  for (int64_t i = 0; i < out.size(); ++i) {
    int64_t steps = 0;
    for (int64_t v = i + 1; v != 1; ++steps)
      v = v % 2 ? 3 * v + 1 : v / 2;
    checker.expectInt(i, steps);
  }
}
