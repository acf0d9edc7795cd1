//===- Harness.cpp - tileir-bench-cpu's shared harness --------------------===//

#include "Harness.h"

#include "tileir/Runtime/CPULauncher.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bench;

bool Options::runs(const std::string &section) const {
  return only.empty() ||
         std::find(only.begin(), only.end(), section) != only.end();
}

/// Seconds on the clock the options chose. The process's CPU time (with
/// --threads=1) stays meaningful on a machine shared with other work, where
/// the wall clock also counts the time other processes ran.
static double clockSeconds(const Options &o) {
  if (o.cpuClock) {
    timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
  }
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

double bench::timeBest(const Options &o, const std::function<void()> &fn) {
  double minTime = o.minTime;
  auto once = [&] {
    double start = clockSeconds(o);
    fn();
    return clockSeconds(o) - start;
  };
  double best = once(), total = best;
  if (best >= 3 * minTime && minTime > 0)
    return best;
  for (int reps = 1; reps < 4 || (total < minTime && reps < 100000); ++reps) {
    double t = once();
    best = std::min(best, t);
    total += t;
  }
  return best;
}

std::vector<float> bench::randomFloats(size_t count, unsigned seed) {
  std::mt19937 gen(seed);
  std::vector<float> v(count);
  for (float &x : v)
    x = static_cast<float>(gen() >> 8) * 0x1p-23f - 1.0f;
  return v;
}

std::unique_ptr<BenchKernel> bench::loadOrDie(MLIRContext &context,
                                              const std::string &path) {
  std::string error;
  auto kernel = BenchKernel::load(context, path, error);
  if (!kernel) {
    std::fprintf(stderr, "tileir-bench-cpu: %s\n", error.c_str());
    std::exit(1);
  }
  return kernel;
}

void bench::launchOrDie(BenchKernel &kernel, std::array<int32_t, 3> grid,
                        unsigned threads, const std::string &device) {
  std::string error;
  if (failed(kernel.launch(grid, threads, device == "cpu", error))) {
    std::fprintf(stderr, "tileir-bench-cpu: %s\n", error.c_str());
    std::exit(1);
  }
}

std::optional<std::string> bench::compileMillis(BenchKernel &kernel,
                                                const std::string &device,
                                                std::string &note) {
  if (device != "cpu")
    return std::string("-");
  auto start = std::chrono::steady_clock::now();
  std::string error;
  runtime::CompiledLaunchStatus status = kernel.compile(error);
  double ms = std::chrono::duration<double, std::milli>(
                  std::chrono::steady_clock::now() - start)
                  .count();
  if (status == runtime::CompiledLaunchStatus::NotCompiled) {
    // Only the note's message: its location is a path in the kernel file.
    size_t at = error.find("note: ");
    note = at == std::string::npos ? error : error.substr(at + 6);
    return std::nullopt;
  }
  if (status != runtime::CompiledLaunchStatus::Done) {
    std::fprintf(stderr, "tileir-bench-cpu: %s\n", error.c_str());
    std::exit(1);
  }
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f", ms);
  return std::string(text);
}

double bench::maxRelDiff(const std::vector<float> &got,
                         const std::vector<float> &want) {
  double diff = 0, scale = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    diff = std::max(diff, std::fabs(double(got[i]) - want[i]));
    scale = std::max(scale, std::fabs(double(want[i])));
  }
  // NaN in the result (a wrong kernel) must not read as a match.
  for (float g : got)
    if (std::isnan(g))
      return NAN;
  return scale ? diff / scale : diff;
}

void bench::addArray2D(BenchKernel &kernel, void *data, size_t elemBytes,
                       int64_t rows, int64_t cols) {
  kernel.addBuffer(data, size_t(rows) * cols * elemBytes);
  kernel.addI32(static_cast<int32_t>(rows));
  kernel.addI32(static_cast<int32_t>(cols));
  kernel.addI32(static_cast<int32_t>(cols));
  kernel.addI32(1);
}

void bench::addArray1D(BenchKernel &kernel, void *data, size_t elemBytes,
                       int64_t count) {
  kernel.addBuffer(data, size_t(count) * elemBytes);
  kernel.addI32(static_cast<int32_t>(count));
  kernel.addI32(1);
}
