//===- MmaKernels.cpp - Dense f32 matrix-multiply kernels -----------------===//
//
// A register-blocked kernel keeps an MR x NR block of C in vector registers
// while it walks k, broadcasting one element of A and loading one row
// segment of B per step; C is traversed in panels of kBlockN columns and k
// in chunks of kBlockK so that the B panel stays in L2 while every row block
// of A streams past it. x86-64 builds carry AVX2 and AVX-512 variants picked
// at run time (the project is built for the baseline ISA); other machines
// use the portable loop, which gives the same bits.
//
//===----------------------------------------------------------------------===//

#include "MmaKernels.h"

#include "llvm/ADT/bit.h"

#include <algorithm>
#include <cmath>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define TILEIR_MMA_X86 1
#include <immintrin.h>
#endif

using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

namespace {

constexpr int64_t kBlockK = 256;
constexpr int64_t kBlockN = 512;

using MatmulFn = void (*)(const float *, const float *, float *, int64_t,
                          int64_t, int64_t);

/// The portable kernel: k outside n, so the inner loop streams a row of B
/// and a row of C.
void matmulPortable(const float *a, const float *b, float *c, int64_t m,
                    int64_t n, int64_t k) {
  for (int64_t i = 0; i < m; ++i) {
    float *row = c + i * n;
    for (int64_t p = 0; p < k; ++p) {
      float x = a[i * k + p];
      const float *brow = b + p * n;
      for (int64_t j = 0; j < n; ++j)
        row[j] = std::fma(x, brow[j], row[j]);
    }
  }
}

#ifdef TILEIR_MMA_X86

/// Computes an up to R x NR block of C (`cols` <= NR columns) over kc steps
/// of k. R is a template parameter so that the accumulators are registers.
using TileFn = void (*)(int64_t kc, const float *a, int64_t lda, const float *b,
                        int64_t ldb, float *c, int64_t ldc, int cols);

/// Walks the blocks of C with `tiles[r - 1]` handling r <= MR rows of up to
/// NR columns.
template <int MR, int NR>
void forEachBlock(const TileFn (&tiles)[MR], const float *a, const float *b,
                  float *c, int64_t m, int64_t n, int64_t k) {
  for (int64_t jc = 0; jc < n; jc += kBlockN) {
    int64_t jEnd = std::min(n, jc + kBlockN);
    // k chunks run in increasing order, so each element's chain keeps its
    // order; C holds the partial chain in between (f32, no extra rounding).
    for (int64_t pc = 0; pc < k; pc += kBlockK) {
      int64_t kc = std::min(kBlockK, k - pc);
      for (int64_t i = 0; i < m; i += MR) {
        TileFn tile = tiles[std::min<int64_t>(MR, m - i) - 1];
        for (int64_t j = jc; j < jEnd; j += NR)
          tile(kc, a + i * k + pc, k, b + pc * n + j, n, c + i * n + j, n,
               static_cast<int>(std::min<int64_t>(NR, jEnd - j)));
      }
    }
  }
}

// AVX-512: up to 6 rows x 32 columns (two zmm per row) of C in registers.
// Masked lanes are neither loaded nor stored, so partial blocks at the
// right edge need no copy.
template <int R>
__attribute__((target("avx512f"))) void
tile512(int64_t kc, const float *a, int64_t lda, const float *b, int64_t ldb,
        float *c, int64_t ldc, int cols) {
  auto m0 = static_cast<__mmask16>(cols >= 16 ? 0xFFFF : (1u << cols) - 1);
  auto m1 = static_cast<__mmask16>(cols >= 32  ? 0xFFFF
                                   : cols > 16 ? (1u << (cols - 16)) - 1
                                               : 0);
  __m512 acc[R][2];
  for (int i = 0; i < R; ++i) {
    acc[i][0] = _mm512_maskz_loadu_ps(m0, c + i * ldc);
    acc[i][1] = _mm512_maskz_loadu_ps(m1, c + i * ldc + 16);
  }
  for (int64_t p = 0; p < kc; ++p) {
    __m512 b0 = _mm512_maskz_loadu_ps(m0, b + p * ldb);
    __m512 b1 = _mm512_maskz_loadu_ps(m1, b + p * ldb + 16);
    for (int i = 0; i < R; ++i) {
      __m512 x = _mm512_set1_ps(a[i * lda + p]);
      acc[i][0] = _mm512_fmadd_ps(x, b0, acc[i][0]);
      acc[i][1] = _mm512_fmadd_ps(x, b1, acc[i][1]);
    }
  }
  for (int i = 0; i < R; ++i) {
    _mm512_mask_storeu_ps(c + i * ldc, m0, acc[i][0]);
    _mm512_mask_storeu_ps(c + i * ldc + 16, m1, acc[i][1]);
  }
}

void matmulAvx512(const float *a, const float *b, float *c, int64_t m,
                  int64_t n, int64_t k) {
  static constexpr TileFn tiles[] = {tile512<1>, tile512<2>, tile512<3>,
                                     tile512<4>, tile512<5>, tile512<6>};
  forEachBlock<6, 32>(tiles, a, b, c, m, n, k);
}

// AVX2: up to 6 rows x 16 columns (two ymm per row) of C in registers.
template <int R>
__attribute__((target("avx2,fma"))) void
tile256(int64_t kc, const float *a, int64_t lda, const float *b, int64_t ldb,
        float *c, int64_t ldc, int cols) {
  // Lane l is active when l < cols (the masks' sign bits).
  const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  __m256i m0 = _mm256_cmpgt_epi32(_mm256_set1_epi32(cols), lanes);
  __m256i m1 = _mm256_cmpgt_epi32(_mm256_set1_epi32(cols - 8), lanes);
  __m256 acc[R][2];
  for (int i = 0; i < R; ++i) {
    acc[i][0] = _mm256_maskload_ps(c + i * ldc, m0);
    acc[i][1] = _mm256_maskload_ps(c + i * ldc + 8, m1);
  }
  for (int64_t p = 0; p < kc; ++p) {
    __m256 b0 = _mm256_maskload_ps(b + p * ldb, m0);
    __m256 b1 = _mm256_maskload_ps(b + p * ldb + 8, m1);
    for (int i = 0; i < R; ++i) {
      __m256 x = _mm256_broadcast_ss(a + i * lda + p);
      acc[i][0] = _mm256_fmadd_ps(x, b0, acc[i][0]);
      acc[i][1] = _mm256_fmadd_ps(x, b1, acc[i][1]);
    }
  }
  for (int i = 0; i < R; ++i) {
    _mm256_maskstore_ps(c + i * ldc, m0, acc[i][0]);
    _mm256_maskstore_ps(c + i * ldc + 8, m1, acc[i][1]);
  }
}

void matmulAvx2(const float *a, const float *b, float *c, int64_t m, int64_t n,
                int64_t k) {
  static constexpr TileFn tiles[] = {tile256<1>, tile256<2>, tile256<3>,
                                     tile256<4>, tile256<5>, tile256<6>};
  forEachBlock<6, 16>(tiles, a, b, c, m, n, k);
}

#endif // TILEIR_MMA_X86

MatmulFn selectMatmul() {
#ifdef TILEIR_MMA_X86
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f"))
    return matmulAvx512;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return matmulAvx2;
#endif
  return matmulPortable;
}

} // namespace

void runtime::matmulF32(const float *a, const float *b, float *c, int64_t m,
                        int64_t n, int64_t k) {
  static const MatmulFn impl = selectMatmul();
  impl(a, b, c, m, n, k);
}

void runtime::widenF16(const uint16_t *src, float *dst, int64_t count) {
  // Branch-free so that it vectorises: placing the 15 magnitude bits at the
  // top of an f32 mantissa and scaling by 2^112 rebiases normals and turns
  // half subnormals into the right normals exactly; Inf and NaN (exponent
  // 31) get the f32 all-ones exponent and keep their payload, as
  // halfToFloat does.
  for (int64_t i = 0; i < count; ++i) {
    uint32_t h = src[i];
    uint32_t magnitude = h & 0x7FFF;
    uint32_t scaled = llvm::bit_cast<uint32_t>(
        llvm::bit_cast<float>(magnitude << 13) * 0x1p112f);
    uint32_t special = (magnitude << 13) | 0x7F800000u;
    uint32_t bits = magnitude >= 0x7C00 ? special : scaled;
    dst[i] = llvm::bit_cast<float>(bits | ((h & 0x8000) << 16));
  }
}

void runtime::widenBF16(const uint16_t *src, float *dst, int64_t count) {
  for (int64_t i = 0; i < count; ++i)
    dst[i] = llvm::bit_cast<float>(uint32_t(src[i]) << 16);
}
