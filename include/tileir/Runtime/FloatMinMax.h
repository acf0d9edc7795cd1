//===- FloatMinMax.h - maxf/minf and their order keys ----------*- C++ -*-===//
//
// The interpreter's maxf/minf rule on one pair, and the integer keys that
// let a reduction with that rule as its combiner run as an integer max or
// min (the compiled CPU path's maxf/minf reductions): the same bits in any
// order of steps, for a fraction of the instructions.
//
// The rule orders the numbers as usual with -0 < +0, so that every bit
// pattern of a number has its own place; a NaN operand is ignored (the
// other operand is the result) unless both are NaN, or NaNs propagate, and
// then the result is the default quiet NaN. Folding any multiset of values
// with it, in any order, gives the largest (smallest) number of the
// multiset when it has one, and the quiet NaN otherwise (with propagation:
// the quiet NaN when it has a NaN). The keys map the numbers of a w-bit
// float to w-bit signed integers in that order, and every NaN to one key
// beyond them on the side where it loses (or, propagating, wins) every
// comparison; the integer max (min) of the keys then names the fold's
// result.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_RUNTIME_FLOATMINMAX_H
#define TILEIR_RUNTIME_FLOATMINMAX_H

#include <cmath>
#include <cstdint>
#include <limits>

namespace mlir::tileir::runtime {

/// maxf (IsMax) or minf of two values widened to double, as the interpreter
/// computes it: NaN rules first, then -0 < +0.
template <bool IsMax>
double floatMinMax(double a, double b, bool propagateNaN) {
  if (std::isnan(a) || std::isnan(b)) {
    if (propagateNaN || (std::isnan(a) && std::isnan(b)))
      return std::numeric_limits<double>::quiet_NaN();
    return std::isnan(a) ? b : a;
  }
  if (a == b) // -0 < +0 for min/max.
    return IsMax ? (std::signbit(a) ? b : a) : (std::signbit(a) ? a : b);
  return IsMax ? std::max(a, b) : std::min(a, b);
}

/// The order key of a number's `width`-bit pattern (as a signed integer of
/// that width, sign-extended): the pattern itself when positive, its
/// magnitude bits inverted when negative, so that signed comparison of keys
/// is the rule's order (-0's key is -1, +0's 0). The map is its own
/// inverse. The lowering emits the same: bits ^ ((bits >>s (w-1)) &
/// (2^(w-1) - 1)).
inline int64_t floatOrderKey(int64_t bits, unsigned width) {
  int64_t magnitude = (int64_t(1) << (width - 1)) - 1;
  return bits < 0 ? bits ^ magnitude : bits;
}

/// The key every NaN takes: the smallest `width`-bit integer when NaNs lose
/// every comparison (maxf without propagation, minf with it), the largest
/// when they win. No number has it (-NaN with every payload bit set would,
/// and +NaN likewise, but they are NaNs).
inline int64_t floatNaNKey(bool isMax, bool propagateNaN, unsigned width) {
  int64_t largest = (int64_t(1) << (width - 1)) - 1;
  return isMax != propagateNaN ? -largest - 1 : largest;
}

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_FLOATMINMAX_H
