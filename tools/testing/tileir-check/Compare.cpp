//===- Compare.cpp - Element comparisons and mismatch reports -------------===//

#include "Compare.h"
#include "Formats.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

using namespace tilecheck;

/// Enough mismatches to see a pattern without flooding the test log.
static constexpr int64_t kReportLimit = 10;
static bool failed = false;

void tilecheck::reportFailure(const std::string &message) {
  llvm::outs() << "FAIL: " << message << "\n";
  failed = true;
}

bool tilecheck::anyFailure() { return failed; }

std::string tilecheck::formatValue(double value) {
  // %.9g round-trips every f32; integers print without a fraction.
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::format("%.9g", value);
  return text;
}

bool Checker::printStats = false;

Checker::~Checker() {
  if (printStats && sawNear)
    llvm::outs() << got.path << ": the largest error is "
                 << llvm::format("%.3g", maxOfBound) << " of its bound\n";
  if (mismatches > kReportLimit)
    llvm::outs() << "... " << mismatches - kReportLimit << " more\n";
  if (mismatches)
    llvm::outs() << "FAIL: " << mismatches << " of " << got.size()
                 << " elements of " << got.path << " differ\n";
}

void Checker::report(int64_t i, const std::string &gotText,
                     const std::string &wantText, const std::string &detail) {
  failed = true;
  if (++mismatches > kReportLimit)
    return;
  llvm::outs() << "MISMATCH: " << got.path << got.where(i) << " = " << gotText
               << ", expected " << wantText;
  if (!detail.empty())
    llvm::outs() << " (" << detail << ")";
  llvm::outs() << "\n";
}

void Checker::expectInt(int64_t i, int64_t want) {
  int64_t value = got.getInt(i);
  if (value != want)
    report(i, std::to_string(value), std::to_string(want));
}

void Checker::expectBits(int64_t i, uint64_t want, double wantValue) {
  uint64_t bits = got.getBits(i);
  if (bits == want)
    return;
  std::string detail;
  llvm::raw_string_ostream os(detail);
  os << "bits " << llvm::format_hex(bits, 2) << " vs "
     << llvm::format_hex(want, 2);
  report(i, formatValue(got.getFloat(i)), formatValue(wantValue), detail);
}

void Checker::expectExact(int64_t i, double want) {
  double value = got.getFloat(i);
  // Equal values, with -0 and +0 told apart; NaN matches NaN.
  bool same = value == want ? std::signbit(value) == std::signbit(want)
                            : std::isnan(value) && std::isnan(want);
  if (!same)
    report(i, formatValue(value), formatValue(want), "must be exact");
}

void Checker::expectNear(int64_t i, double want, double bound) {
  double value = got.getFloat(i);
  double error = std::fabs(value - want);
  sawNear = true;
  if (bound > 0)
    maxOfBound = std::max(maxOfBound, error / bound);
  if (error <= bound)
    return;
  std::string detail;
  llvm::raw_string_ostream os(detail);
  double ulp = ulpOfSingle(want);
  os << "error " << llvm::format("%.3g", error / ulp) << " ulp, bound "
     << llvm::format("%.3g", bound / ulp) << " ulp";
  report(i, formatValue(value), formatValue(want), detail);
}

bool tilecheck::expectShape(const HostArray &array,
                            const std::vector<int64_t> &shape) {
  if (array.shape == shape)
    return true;
  auto text = [](const std::vector<int64_t> &s) {
    std::string t;
    for (size_t d = 0; d < s.size(); ++d)
      t += (d ? "x" : "") + std::to_string(s[d]);
    return t.empty() ? std::string("scalar") : t;
  };
  reportFailure(array.path + " has shape " + text(array.shape) + ", expected " +
                text(shape));
  return false;
}

bool tilecheck::expectElem(const HostArray &array, Elem elem) {
  if (array.elem == elem)
    return true;
  HostArray wanted;
  wanted.elem = elem;
  reportFailure(array.path + " holds " + array.elemName() + ", expected " +
                wanted.elemName());
  return false;
}
