//===- VectorMath.cpp - Whole-tile math with the interpreter's bits -------===//
//
// expF32 evaluates exp in double on sixteen lanes at once: k = round(x/ln 2),
// r = x - k ln 2 (exact: ln 2 split so that k times its high part is exact),
// exp(r) by its Taylor polynomial to degree 13 (truncation below 2^-57 for
// |r| <= ln 2 / 2) and 2^k from the exponent bits. The result y is within a
// few units in the last place (of double) of exp(x), and so is libm's exp.
// Rounding to f32 can only differ between the two when an f32 rounding
// boundary (a midpoint between two floats: the 29 bits that rounding drops
// are 1 followed by 28 zeros) lies within that distance of y; such lanes,
// and those outside the range where the result is a normal float (NaN,
// infinities, overflow, subnormal results), are recomputed with libm's exp
// exactly as the scalar definition does. Inputs at or below -104 give +0
// (exp(x) < 2^-150, which rounds to zero) without libm.
//
//===----------------------------------------------------------------------===//

#include "tileir/Runtime/VectorMath.h"

#include <cmath>
#include <cstring>

using namespace mlir::tileir;

namespace {

// Sixteen lanes: two AVX-512 (four AVX2) registers per value, so that the
// independent halves hide each other's latency.
constexpr int kLanes = 16;
typedef double VD __attribute__((vector_size(8 * kLanes)));
typedef float VF __attribute__((vector_size(4 * kLanes)));
typedef int64_t VL __attribute__((vector_size(8 * kLanes)));

float scalarExpF32(float x) {
  return static_cast<float>(std::exp(static_cast<double>(x)));
}

/// 1/n! rounded to double (n! is exact in double up to 22!).
constexpr double inverseFactorial(int n) {
  double f = 1.0;
  for (int i = 2; i <= n; ++i)
    f *= i;
  return 1.0 / f;
}

// How far (in units of the double's last place) y may be from libm's
// result and still round to the same float when it is this far from a
// midpoint: both are within a few units of exp(x); 64 leaves a wide margin.
constexpr int64_t kMidpointMargin = 64;

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define TILEIR_TARGET_CLONES                                                   \
  __attribute__((target_clones("avx512f", "arch=x86-64-v3", "default")))
#else
#define TILEIR_TARGET_CLONES
#endif

TILEIR_TARGET_CLONES
void expF32Lanes(const float *in, float *out, int64_t n) {
  constexpr double kInvLn2 = 0x1.71547652b82fep+0;
  // ln 2 = kLn2Hi + kLn2Lo; kLn2Hi has 32 significant bits, so k * kLn2Hi
  // is exact for |k| <= 2^8 and so is x - k * kLn2Hi (both are multiples
  // of 2^-32 and the difference is below 1).
  constexpr double kLn2Hi = 0x1.62e42feep-1;
  constexpr double kLn2Lo = 0x1.a39ef35793c76p-33;
  // Adding 1.5 * 2^52 rounds to an integer, held in the low mantissa bits.
  constexpr double kShift = 0x1.8p52;
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    VF xf;
    std::memcpy(&xf, in + i, sizeof(xf));
    VD x = __builtin_convertvector(xf, VD);
    VL normal = (x >= -87.0) & (x <= 88.0);
    VL zero = x <= -104.0;
    // Lanes outside the normal range compute exp(0) and are replaced.
    VD xs = (VD)((VL)x & normal);
    VD t = xs * kInvLn2 + kShift;
    VD k = t - kShift;
    VD r = (xs - k * kLn2Hi) - k * kLn2Lo;
    // The polynomial by Estrin's scheme: pairs, then pairs of pairs, so
    // that the dependent chain is 5 steps deep instead of 13.
    auto c = [](int n) { return inverseFactorial(n); };
    VD r2 = r * r, r4 = r2 * r2, r8 = r4 * r4;
    VD p01 = r + 1.0, p23 = r * c(3) + 0.5, p45 = r * c(5) + c(4),
       p67 = r * c(7) + c(6), p89 = r * c(9) + c(8), pab = r * c(11) + c(10),
       pcd = r * c(13) + c(12);
    VD q0 = p23 * r2 + p01, q1 = p67 * r2 + p45, q2 = pab * r2 + p89;
    VD s0 = q1 * r4 + q0, s1 = pcd * r4 + q2;
    VD p = s1 * r8 + s0;
    // 2^k: k is in [-126, 127], so the biased exponent is in range.
    VL kBits = (VL)t - (VL)(VD{} + kShift);
    VD scale = (VD)((kBits + 1023) << 52);
    VD y = p * scale;
    VL dropped = ((VL)y & 0x1FFFFFFF) - 0x10000000;
    VL nearMidpoint =
        (dropped <= kMidpointMargin) & (dropped >= -kMidpointMargin);
    VL hard = (normal & nearMidpoint) | (~normal & ~zero);
    y = (VD)((VL)y & ~zero);
    VF result = __builtin_convertvector(y, VF);
    std::memcpy(out + i, &result, sizeof(result));
    int64_t any = 0;
    for (int lane = 0; lane < kLanes; ++lane)
      any |= hard[lane];
    // From xf, not `in`: the two may be the same array.
    if (any)
      for (int lane = 0; lane < kLanes; ++lane)
        if (hard[lane])
          out[i + lane] = scalarExpF32(xf[lane]);
  }
  for (; i < n; ++i)
    out[i] = scalarExpF32(in[i]);
}

typedef int32_t VI __attribute__((vector_size(4 * kLanes)));
typedef uint32_t VU __attribute__((vector_size(4 * kLanes)));

/// The f32 method on the kLanes elements at `in`, all with |x| <= 87 (so
/// that k is in [-126, 126] and the result is a normal float), into `out`
/// (vectors through memory: a vector argument's ABI depends on the clone).
__attribute__((always_inline)) inline void expF32Lanes16(const float *in,
                                                         float *out) {
  VF x;
  std::memcpy(&x, in, sizeof(x));
  constexpr float kLog2e = 0x1.715476p+0f;
  // ln 2 = kLn2Hi + kLn2Lo; kLn2Hi has 16 significant bits, so k * kLn2Hi
  // is exact for |k| <= 2^8 and so is x - k * kLn2Hi.
  constexpr float kLn2Hi = 0x1.62e4p-1f;
  constexpr float kLn2Lo = 0x1.7f7d1cp-20f;
  // Adding 1.5 * 2^23 rounds to an integer, held in the low mantissa bits.
  constexpr float kShift = 0x1.8p23f;
  VF t = x * kLog2e + kShift;
  VF k = t - kShift;
  VF r = x - k * kLn2Hi;
  r = r - k * kLn2Lo;
  // q(r) = (exp(r) - 1 - r) / r^2 to degree 5, 1/n! rounded to float.
  VF q = r * (1.0f / 5040) + (1.0f / 720);
  q = q * r + (1.0f / 120);
  q = q * r + (1.0f / 24);
  q = q * r + (1.0f / 6);
  q = q * r + 0.5f;
  VF p = ((r * r) * q + r) + 1.0f;
  // 2^k from the exponent bits.
  VI kBits = (VI)t - (VI)(VF{} + kShift);
  VF y = p * (VF)((kBits + 127) << 23);
  std::memcpy(out, &y, sizeof(y));
}

/// The bits of 87.0f: |x| <= 87 compares as |x|'s bits <= these (NaNs and
/// infinities have larger ones).
constexpr uint32_t kFastLimitBits = 0x42AE0000;

/// expF32Fast on `n` elements with the exact definition wherever |x| > 87
/// or x is NaN: kLanes at a time, then one by one.
// Multiversioned on its own, so not inlined into expF32FastLanes: inlined,
// its constants (the f32 method's, and the slow lanes' loop) were set up
// and spilled in the caller's prologue on every call, though whole chunks
// of fast lanes never need them (expF32FastLanes alone took 6% of the
// corpus softmax's samples on one core; the softmax went from 42-48% to
// 46-52% of memcpy).
TILEIR_TARGET_CLONES void expF32FastMixed(const float *in, float *out,
                                          int64_t n) {
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    VF x;
    std::memcpy(&x, in + i, sizeof(x));
    VI slow = (VI)(((VU)x & 0x7FFFFFFFu) > kFastLimitBits);
    // Slow lanes compute exp(0) and are replaced (x is read first: `in`
    // may be `out`).
    VF fast = (VF)((VI)x & ~slow);
    expF32Lanes16(reinterpret_cast<const float *>(&fast), out + i);
    for (int lane = 0; lane < kLanes; ++lane)
      if (slow[lane])
        out[i + lane] = scalarExpF32(x[lane]);
  }
  for (; i < n; ++i) {
    uint32_t bits;
    std::memcpy(&bits, &in[i], sizeof(bits));
    if ((bits & 0x7FFFFFFFu) > kFastLimitBits) {
      out[i] = scalarExpF32(in[i]);
    } else {
      float lanes[kLanes] = {in[i]}, results[kLanes];
      expF32Lanes16(lanes, results);
      out[i] = results[0];
    }
  }
}

/// Elements per chunk of expF32FastLanes.
constexpr int64_t kChunk = 256;

/// The chunks of `n` elements (a multiple of kChunk) from the start whose
/// every |x| is at most 87, through the f32 method; returns how many
/// elements it took. A function without calls, so that its constants stay
/// in registers (with the scalar fallback's calls in the same loop they
/// were reloaded from the stack for every block of 16).
TILEIR_TARGET_CLONES int64_t expF32FastChunks(const float *in, float *out,
                                              int64_t n) {
  int64_t i = 0;
  for (; i < n; i += kChunk) {
    // A first pass finds the largest |x| (by its bits).
    VU largest{};
    for (int64_t j = 0; j < kChunk; j += kLanes) {
      VU bits;
      std::memcpy(&bits, in + i + j, sizeof(bits));
      bits &= 0x7FFFFFFFu;
      largest = largest > bits ? largest : bits;
    }
    // One horizontal maximum (a reduction the compiler does in registers).
    uint32_t top = 0;
    for (int lane = 0; lane < kLanes; ++lane)
      top = top > largest[lane] ? top : largest[lane];
    if (top > kFastLimitBits)
      break;
    for (int64_t j = 0; j < kChunk; j += kLanes)
      expF32Lanes16(in + i + j, out + i + j);
  }
  return i;
}

TILEIR_TARGET_CLONES
void expF32FastLanes(const float *in, float *out, int64_t n) {
  // Chunks of kChunk elements: those whose every lane is fast run without
  // a branch or a call, so that their independent blocks overlap; a chunk
  // with a slow lane is mixed.
  int64_t whole = n - n % kChunk, i = 0;
  while (i < whole) {
    i += expF32FastChunks(in + i, out + i, whole - i);
    if (i < whole) {
      expF32FastMixed(in + i, out + i, kChunk);
      i += kChunk;
    }
  }
  if (i < n)
    expF32FastMixed(in + i, out + i, n - i);
}

} // namespace

void runtime::expF32Fast(const float *in, float *out, int64_t n) {
  expF32FastLanes(in, out, n);
}

void runtime::expF32(const float *in, float *out, int64_t n) {
  expF32Lanes(in, out, n);
}
