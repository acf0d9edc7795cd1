//===- Compare.h - Element comparisons and mismatch reports -----*- C++ -*-===//

#ifndef TILEIR_CHECK_COMPARE_H
#define TILEIR_CHECK_COMPARE_H

#include "HostArray.h"

#include <string>
#include <vector>

namespace tilecheck {

/// Compares the elements of one result array with their references and
/// reports the first few mismatches with their indices.
class Checker {
public:
  explicit Checker(const HostArray &got) : got(got) {}
  ~Checker();

  /// The integer element `i` equals `want` (bit-exact).
  void expectInt(int64_t i, int64_t want);
  /// The element's storage bits equal those of `want` (copies of floats,
  /// where even -0 and NaN payloads must survive).
  void expectBits(int64_t i, uint64_t want, double wantValue);
  /// The float element `i` is exactly `want`.
  void expectExact(int64_t i, double want);
  /// |element - want| <= bound. The report gives both in f32 ulps of want.
  void expectNear(int64_t i, double want, double bound);

  int64_t getMismatches() const { return mismatches; }

  /// --stats: the destructor prints the largest error seen by expectNear
  /// as a fraction of its bound.
  static bool printStats;

private:
  void report(int64_t i, const std::string &got, const std::string &want,
              const std::string &detail = "");

  const HostArray &got;
  int64_t mismatches = 0;
  double maxOfBound = 0;
  bool sawNear = false;
};

/// Prints why `array` does not have `shape` and returns false.
bool expectShape(const HostArray &array, const std::vector<int64_t> &shape);
/// Prints why `array` does not have elements `elem` and returns false.
bool expectElem(const HostArray &array, Elem elem);

/// Notes a failure that is not an element mismatch (bad inputs, usage).
void reportFailure(const std::string &message);
/// True if any check or reportFailure failed so far.
bool anyFailure();

std::string formatValue(double value);

} // namespace tilecheck

#endif // TILEIR_CHECK_COMPARE_H
