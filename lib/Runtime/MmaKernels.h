//===- MmaKernels.h - Dense f32 matrix-multiply kernels ---------*- C++ -*-===//
//
// The inner loops of mmaf with an f32 accumulator, over contiguous row-major
// buffers. Every result element is the chain of single-rounding f32 fused
// multiply-adds over k in increasing order, starting from the accumulator:
// the same bits whichever kernel (scalar, AVX2, AVX-512) the CPU selects,
// since vectorising across n and blocking over m, n and k never reorders
// the k chain of an element.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_RUNTIME_MMAKERNELS_H
#define TILEIR_LIB_RUNTIME_MMAKERNELS_H

#include <cstdint>

namespace mlir::tileir::runtime {

/// c[m x n] = fma chain of a[m x k] @ b[k x n] onto c (all row-major,
/// densely packed).
void matmulF32(const float *a, const float *b, float *c, int64_t m, int64_t n,
               int64_t k);

/// Widens `count` f16 (IEEE binary16) bit patterns to f32 exactly.
void widenF16(const uint16_t *src, float *dst, int64_t count);
/// Widens `count` bf16 bit patterns to f32 exactly.
void widenBF16(const uint16_t *src, float *dst, int64_t count);

} // namespace mlir::tileir::runtime

#endif // TILEIR_LIB_RUNTIME_MMAKERNELS_H
