//===- Baselines.cpp - Native code doing the benchmarked work -------------===//

#include "Baselines.h"

#include <algorithm>
#include <cstring>
#include <thread>
#include <vector>

#ifdef TILEIR_HAVE_OPENBLAS
#include <cblas.h>
// Declared here too: the cblas.h found may be another BLAS's (Debian's
// alternatives), while the symbol is always in libopenblas.
extern "C" void openblas_set_num_threads(int);
#endif

using namespace mlir::tileir;
using namespace mlir::tileir::bench;

bool bench::haveOpenBLAS() {
#ifdef TILEIR_HAVE_OPENBLAS
  return true;
#else
  return false;
#endif
}

void bench::openblasSgemm(int n, const float *a, const float *b, float *c,
                          unsigned threads) {
#ifdef TILEIR_HAVE_OPENBLAS
  openblas_set_num_threads(static_cast<int>(threads));
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a, n, b,
              n, 0.0f, c, n);
#endif
}

void bench::parallelChunks(unsigned threads, int64_t count,
                           const std::function<void(int64_t, int64_t)> &fn) {
  threads = std::max(1u, threads);
  int64_t chunk = (count + threads - 1) / threads;
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) {
    int64_t begin = std::min<int64_t>(count, t * chunk);
    int64_t end = std::min<int64_t>(count, begin + chunk);
    pool.emplace_back(fn, begin, end);
  }
  fn(0, std::min(count, chunk));
  for (std::thread &t : pool)
    t.join();
}

void bench::parallelMemcpy(unsigned threads, float *dst, const float *src,
                           int64_t count) {
  parallelChunks(threads, count, [&](int64_t begin, int64_t end) {
    std::memcpy(dst + begin, src + begin, (end - begin) * sizeof(float));
  });
}

void bench::parallelAdd(unsigned threads, float *c, const float *a,
                        const float *b, int64_t count) {
  parallelChunks(threads, count, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i)
      c[i] = a[i] + b[i];
  });
}
