//===- VectorMath.h - Whole-tile math with the interpreter's bits -*- C++
//-*-===//
//
// Elementwise math over a run of elements, vectorised for the host, whose
// every result is the bits the interpreter's scalar definition gives. The
// interpreter and the compiled CPU path both call these, so the definition
// is one.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_RUNTIME_VECTORMATH_H
#define TILEIR_RUNTIME_VECTORMATH_H

#include <cstdint>

namespace mlir::tileir::runtime {

/// out[i] = (float)std::exp((double)in[i]) for 0 <= i < n: exp of an f32
/// computed in double and rounded once to f32, as Tile IR's `exp` on f32 is
/// defined here. `in` and `out` may be the same array.
void expF32(const float *in, float *out, int64_t n);

/// out[i] = exp(in[i]) evaluated in f32, within 1 ulp of expF32's result
/// (and equal to it for NaNs, infinities and wherever the result overflows,
/// is subnormal or zero): the compiled CPU path's exp, about four times
/// cheaper. The spec specifies `exp` through the CUDA Math API, whose expf
/// errs by up to 2 ulp. `in` and `out` may be the same array.
void expF32Fast(const float *in, float *out, int64_t n);

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_VECTORMATH_H
