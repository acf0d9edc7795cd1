//===- Baselines.h - Native code doing the benchmarked work -----*- C++ -*-===//
//
// What tile-run's numbers are compared with: OpenBLAS sgemm (when the
// build found it), memcpy and a plain C++ loop, run on the same number of
// threads as tile-run.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_BENCH_CPU_BASELINES_H
#define TILEIR_BENCH_CPU_BASELINES_H

#include <cstddef>
#include <cstdint>
#include <functional>

namespace mlir::tileir::bench {

/// Whether the benchmark was built with OpenBLAS.
bool haveOpenBLAS();
/// C = A @ B for row-major n x n f32 matrices with OpenBLAS on `threads`
/// threads. Does nothing without OpenBLAS.
void openblasSgemm(int n, const float *a, const float *b, float *c,
                   unsigned threads);

/// Runs fn(begin, end) over `threads` contiguous chunks of [0, count).
void parallelChunks(unsigned threads, int64_t count,
                    const std::function<void(int64_t, int64_t)> &fn);

/// dst = src, `count` floats, split across threads.
void parallelMemcpy(unsigned threads, float *dst, const float *src,
                    int64_t count);
/// c = a + b elementwise, split across threads.
void parallelAdd(unsigned threads, float *c, const float *a, const float *b,
                 int64_t count);

} // namespace mlir::tileir::bench

#endif // TILEIR_BENCH_CPU_BASELINES_H
