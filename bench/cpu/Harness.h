//===- Harness.h - tileir-bench-cpu's shared harness ------------*- C++ -*-===//
//
// What the sections of tileir-bench-cpu (GEMM, elementwise, row-wise) share:
// the command-line options, the clock and best-of-N timing, input
// generation, kernel loading and launching that stop the program with a
// message on failure, the compile-time column and the result comparison.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_BENCH_CPU_HARNESS_H
#define TILEIR_BENCH_CPU_HARNESS_H

#include "BenchKernel.h"

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::tileir::bench {

struct Options {
  std::vector<int> sizes = {512, 1024, 2048};
  /// Threads of the sections being run (one of threadCounts at a time).
  unsigned threads = 1;
  /// Every section runs once per count, in this order.
  std::vector<unsigned> threadCounts = {1};
  int64_t elements = int64_t(1) << 24;
  double minTime = 1.0;
  /// Time with the process's CPU time instead of the wall clock.
  bool cpuClock = false;
  /// Sections to run: "gemm", "elementwise", "rows"; empty means all.
  std::vector<std::string> only;
  std::string examples;
  /// The cuTile corpus (../shared/corpus beside the checkout by default).
  std::string corpus;
  /// tile-run devices to time, in this order: "cpu" (compiled), "interp".
  std::vector<std::string> devices = {"cpu", "interp"};

  bool runs(const std::string &section) const;
};

/// Best time of `fn` in seconds, over at least four runs lasting
/// `o.minTime` in all: the best run is the one least disturbed by other work
/// on the machine. Only a first run of three times `minTime` or more (the
/// interpreter on the largest GEMM) is taken alone.
double timeBest(const Options &o, const std::function<void()> &fn);

/// Uniform in [-1, 1) with 24 random bits each (uniform_real_distribution
/// is slow enough to dominate the setup of the large cases).
std::vector<float> randomFloats(size_t count, unsigned seed);

/// Loads the kernel at `path`; prints the error and exits on failure.
std::unique_ptr<BenchKernel> loadOrDie(MLIRContext &context,
                                       const std::string &path);
/// Runs every tile block on `device` ("cpu" or "interp"); prints the error
/// and exits on failure.
void launchOrDie(BenchKernel &kernel, std::array<int32_t, 3> grid,
                 unsigned threads, const std::string &device);

/// The compile column of one row: for the compiled path, the milliseconds
/// `tile-run --device=cpu` spends compiling `kernel` before its first
/// launch, cold the first time a kernel's text is seen in this process and
/// a compile-cache lookup after that; "-" for the interpreter. nullopt, with
/// `note` set, when the kernel is outside the compiled slice (the row then
/// says so instead of timing it); exits on a compile error.
std::optional<std::string> compileMillis(BenchKernel &kernel,
                                         const std::string &device,
                                         std::string &note);

/// Largest |got - want| relative to the largest |want|.
double maxRelDiff(const std::vector<float> &got,
                  const std::vector<float> &want);

/// Appends a row-major rows x cols array the way cuTile passes one: the
/// pointer, the shape and the strides (cols, 1) as i32 scalars.
void addArray2D(BenchKernel &kernel, void *data, size_t elemBytes, int64_t rows,
                int64_t cols);
/// Appends a contiguous 1-D array: the pointer, its length and stride 1.
void addArray1D(BenchKernel &kernel, void *data, size_t elemBytes,
                int64_t count);

/// The sections; each prints its own table.
void runGemms(MLIRContext &context, const Options &o);
void runElementwise(MLIRContext &context, const Options &o);
void runRows(MLIRContext &context, const Options &o);

} // namespace mlir::tileir::bench

#endif // TILEIR_BENCH_CPU_HARNESS_H
