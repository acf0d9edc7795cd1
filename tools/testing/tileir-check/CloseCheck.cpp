//===- CloseCheck.cpp - Two results of one kernel within a few ulps -------===//
//
// For comparing the compiled CPU path with the interpreter where the spec
// lets them round differently (a reduction combined in another order, exp
// within its accuracy): B within N units in the last place of A's format at
// A's value, plus an absolute X (for results that cancel, such as a value
// minus a row mean, whose error does not scale with the result), element by
// element. A is the reference (the interpreter's
// result). Integers and non-finite values must be identical (any NaN
// matches any NaN), so a result that is wrong rather than rounded otherwise
// still fails.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Compare.h"

#include <cmath>

using namespace tilecheck;

/// The spacing of `format`'s values at |x|: 2^(e - mantissaBits) for x in
/// [2^e, 2^(e+1)), the subnormal spacing below the normal range.
static double ulpIn(double x, int mantissaBits, int minExponent) {
  int exponent;
  std::frexp(std::fabs(x), &exponent);
  return std::ldexp(1.0, std::max(exponent - 1, minExponent) - mantissaBits);
}

void tilecheck::checkClose(const Options &options,
                           std::vector<HostArray> &arrays) {
  HostArray &a = arrays[0], &b = arrays[1];
  if (options.elem == "bf16" &&
      (!reinterpretAsBFloat16(a) || !reinterpretAsBFloat16(b)))
    return;
  if (!options.elem.empty() && options.elem != "bf16")
    return reportFailure("--elem is bf16, not " + options.elem);
  if (!expectShape(b, a.shape) || !expectElem(b, a.elem))
    return;
  Checker checker(b);
  if (!a.isFloat()) {
    for (int64_t i = 0; i < a.size(); ++i)
      checker.expectInt(i, a.getInt(i));
    return;
  }
  int mantissaBits = 23, minExponent = -126;
  if (a.elem == Elem::F16) {
    mantissaBits = 10;
    minExponent = -14;
  } else if (a.elem == Elem::BF16) {
    mantissaBits = 7;
  } else if (a.elem == Elem::F64) {
    mantissaBits = 52;
    minExponent = -1022;
  }
  for (int64_t i = 0; i < a.size(); ++i) {
    double want = a.getFloat(i);
    if (std::isnan(want)) {
      if (!std::isnan(b.getFloat(i)))
        checker.expectExact(i, want);
      continue;
    }
    if (std::isinf(want)) {
      checker.expectExact(i, want);
      continue;
    }
    checker.expectNear(i, want,
                       options.ulps * ulpIn(want, mantissaBits, minExponent) +
                           options.abs);
  }
}
