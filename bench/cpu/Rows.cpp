//===- Rows.cpp - tileir-bench-cpu's row-wise section ---------------------===//
//
// Row softmax and layer norm forward over f32 matrices of about
// --elements elements (large enough to stream from memory): the examples
// (softmax.mlir, 8x64 tiles; layer_norm.mlir, 8x128 tiles) and the cuTile
// corpus's softmax_f32 (4x128 tiles) and layer_norm_fwd_f32 (one row per
// block in 256-wide steps), beside a C++ loop of the same math in f32 and
// memcpy. Every result is checked against a reference computed in double.
//
//===----------------------------------------------------------------------===//

#include "Baselines.h"
#include "Harness.h"

#include "llvm/Support/FileSystem.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bench;

namespace {

constexpr float kEpsilon = 1e-5f;

/// The arrays of one problem. Softmax uses x and y; layer norm all of them.
struct RowArrays {
  int64_t m, n;
  std::vector<float> x, w, b;
  std::vector<float> y, mean, rstd;
};

/// One kernel over one matrix shape.
struct RowProblem {
  const char *what;
  std::string path;
  bool softmax;
  int64_t m, n;
  /// Rows per tile block: the grid is cdiv(m, rowsPerBlock).
  int64_t rowsPerBlock;
  /// A corpus kernel: arrays passed as (pointer, shape, strides) and, for
  /// layer norm, eps as an argument. Otherwise the example's own
  /// signature: pointers, then m (and n).
  bool corpus;
};

RowArrays makeArrays(const RowProblem &p) {
  RowArrays a{p.m, p.n};
  a.x = randomFloats(size_t(p.m) * p.n, 7);
  // A spread of means and scales per row, so layer norm has work to do.
  for (int64_t i = 0; i < p.m; ++i)
    for (int64_t j = 0; j < p.n; ++j)
      a.x[i * p.n + j] = a.x[i * p.n + j] * (1 + i % 5) + float(i % 3);
  a.y.assign(a.x.size(), 0.0f);
  if (!p.softmax) {
    a.w = randomFloats(p.n, 8);
    for (float &v : a.w)
      v = 1.0f + 0.5f * v;
    a.b = randomFloats(p.n, 9);
    a.mean.assign(p.m, 0.0f);
    a.rstd.assign(p.m, 0.0f);
  }
  return a;
}

/// The math in double, rounded to f32 once at the end: what each result
/// is compared with.
void referenceRows(const RowProblem &p, const RowArrays &in, RowArrays &out,
                   unsigned threads) {
  int64_t n = p.n;
  out.y.assign(in.x.size(), 0.0f);
  out.mean.assign(p.softmax ? 0 : p.m, 0.0f);
  out.rstd.assign(p.softmax ? 0 : p.m, 0.0f);
  parallelChunks(threads, p.m, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) {
      const float *x = &in.x[i * n];
      float *y = &out.y[i * n];
      if (p.softmax) {
        double max = -INFINITY, sum = 0;
        for (int64_t j = 0; j < n; ++j)
          max = std::max(max, double(x[j]));
        for (int64_t j = 0; j < n; ++j)
          sum += std::exp(double(x[j]) - max);
        for (int64_t j = 0; j < n; ++j)
          y[j] = float(std::exp(double(x[j]) - max) / sum);
        continue;
      }
      double sum = 0, sq = 0;
      for (int64_t j = 0; j < n; ++j)
        sum += x[j];
      double mean = sum / n;
      for (int64_t j = 0; j < n; ++j)
        sq += (x[j] - mean) * (x[j] - mean);
      double rstd = 1 / std::sqrt(sq / n + double(kEpsilon));
      for (int64_t j = 0; j < n; ++j)
        y[j] = float((x[j] - mean) * rstd * in.w[j] + in.b[j]);
      out.mean[i] = float(mean);
      out.rstd[i] = float(rstd);
    }
  });
}

/// The same math as a plain C++ loop in f32, split into row ranges per
/// thread: the native baseline.
void cppRows(const RowProblem &p, RowArrays &a, unsigned threads) {
  int64_t n = p.n;
  parallelChunks(threads, p.m, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) {
      const float *x = &a.x[i * n];
      float *y = &a.y[i * n];
      if (p.softmax) {
        float max = -INFINITY, sum = 0;
        for (int64_t j = 0; j < n; ++j)
          max = std::max(max, x[j]);
        for (int64_t j = 0; j < n; ++j) {
          y[j] = std::exp(x[j] - max);
          sum += y[j];
        }
        for (int64_t j = 0; j < n; ++j)
          y[j] /= sum;
        continue;
      }
      float sum = 0, sq = 0;
      for (int64_t j = 0; j < n; ++j)
        sum += x[j];
      float mean = sum / n;
      for (int64_t j = 0; j < n; ++j)
        sq += (x[j] - mean) * (x[j] - mean);
      float rstd = 1 / std::sqrt(sq / n + kEpsilon);
      for (int64_t j = 0; j < n; ++j)
        y[j] = (x[j] - mean) * rstd * a.w[j] + a.b[j];
      a.mean[i] = mean;
      a.rstd[i] = rstd;
    }
  });
}

/// The worst of the outputs' differences from the reference.
double diffRows(const RowArrays &got, const RowArrays &want) {
  double d = maxRelDiff(got.y, want.y);
  if (!want.mean.empty())
    d = std::max(
        {d, maxRelDiff(got.mean, want.mean), maxRelDiff(got.rstd, want.rstd)});
  return d;
}

void addArguments(BenchKernel &kernel, const RowProblem &p, RowArrays &a) {
  size_t f = sizeof(float);
  if (p.corpus) {
    addArray2D(kernel, a.x.data(), f, p.m, p.n);
    if (!p.softmax) {
      addArray1D(kernel, a.w.data(), f, p.n);
      addArray1D(kernel, a.b.data(), f, p.n);
    }
    addArray2D(kernel, a.y.data(), f, p.m, p.n);
    if (!p.softmax) {
      addArray1D(kernel, a.mean.data(), f, p.m);
      addArray1D(kernel, a.rstd.data(), f, p.m);
      kernel.addF32(kEpsilon);
    }
    return;
  }
  size_t matrix = size_t(p.m) * p.n * f;
  kernel.addBuffer(a.x.data(), matrix);
  if (!p.softmax) {
    kernel.addBuffer(a.w.data(), p.n * f);
    kernel.addBuffer(a.b.data(), p.n * f);
  }
  kernel.addBuffer(a.y.data(), matrix);
  if (!p.softmax) {
    kernel.addBuffer(a.mean.data(), p.m * f);
    kernel.addBuffer(a.rstd.data(), p.m * f);
  }
  kernel.addI32(static_cast<int32_t>(p.m));
  if (!p.softmax)
    kernel.addI32(static_cast<int32_t>(p.n));
}

/// Bytes read plus bytes written, each array once.
double rowBytes(const RowProblem &p) {
  double matrix = double(p.m) * p.n;
  return 4 * (p.softmax ? 2 * matrix : 2 * matrix + 2.0 * p.n + 2.0 * p.m);
}

void printRow(const std::string &what, const std::string &shape,
              const std::string &device, double bytes, double seconds,
              double copyRate, double diff, const std::string &compileMs) {
  double rate = bytes / seconds * 1e-9;
  std::printf("%-28s %-11s %-8s %8.2f %9.1f%% %12.2e %10s\n", what.c_str(),
              shape.c_str(), device.c_str(), rate, 100.0 * rate / copyRate,
              diff, compileMs.c_str());
  std::fflush(stdout);
}

void benchProblem(MLIRContext &context, const Options &o, const RowProblem &p,
                  double copyRate) {
  RowArrays a = makeArrays(p), want;
  referenceRows(p, a, want, o.threads);
  std::string shape = std::to_string(p.m) + "x" + std::to_string(p.n);
  double bytes = rowBytes(p);
  auto kernel = loadOrDie(context, p.path);
  addArguments(*kernel, p, a);
  std::array<int32_t, 3> grid = {
      static_cast<int32_t>((p.m + p.rowsPerBlock - 1) / p.rowsPerBlock), 1, 1};
  for (const std::string &device : o.devices) {
    std::string note;
    std::optional<std::string> compileMs = compileMillis(*kernel, device, note);
    if (!compileMs) {
      std::printf("%-28s %-11s %-8s not compiled: %s\n", p.what, shape.c_str(),
                  device.c_str(), note.c_str());
      continue;
    }
    std::fill(a.y.begin(), a.y.end(), 0.0f);
    double t =
        timeBest(o, [&] { launchOrDie(*kernel, grid, o.threads, device); });
    printRow(p.what, shape, device, bytes, t, copyRate, diffRows(a, want),
             *compileMs);
  }
  std::fill(a.y.begin(), a.y.end(), 0.0f);
  double t = timeBest(o, [&] { cppRows(p, a, o.threads); });
  printRow(p.what, shape, "C++ loop", bytes, t, copyRate, diffRows(a, want),
           "-");
}

} // namespace

void bench::runRows(MLIRContext &context, const Options &o) {
  int64_t e = o.elements;
  std::printf("\nRow-wise kernels over about %lld f32 per matrix (%.1f MiB), "
              "%u threads; GB/s counts each array read or written once\n",
              static_cast<long long>(e), e * 4.0 / (1 << 20), o.threads);
  std::printf("%-28s %-11s %-8s %8s %10s %12s %10s\n", "kernel", "M x N",
              "device", "GB/s", "vs memcpy", "max rel diff", "compile ms");

  std::vector<float> src = randomFloats(e, 10), dst(e);
  double copyBytes = 2.0 * e * sizeof(float);
  double copyRate =
      copyBytes /
      timeBest(o,
               [&] { parallelMemcpy(o.threads, dst.data(), src.data(), e); }) *
      1e-9;
  std::printf("%-28s %-11lld %-8s %8.2f %9.1f%% %12s %10s\n", "memcpy",
              static_cast<long long>(e), "", copyRate, 100.0, "-", "-");
  src = {};
  dst = {};

  bool haveCorpus = llvm::sys::fs::is_directory(o.corpus);
  std::vector<RowProblem> problems = {{"softmax (example)",
                                       o.examples + "/softmax.mlir", true,
                                       e / 64, 64, 8, false}};
  if (haveCorpus)
    problems.push_back({"softmax_f32 (corpus)", o.corpus + "/softmax_f32.mlir",
                        true, e / 128 / 4 * 4, 128, 4, true});
  problems.push_back({"layer_norm (example)", o.examples + "/layer_norm.mlir",
                      false, e / 128, 128, 8, false});
  if (haveCorpus)
    problems.push_back({"layer_norm_fwd_f32 (corpus)",
                        o.corpus + "/layer_norm_fwd_f32.mlir", false,
                        std::max<int64_t>(1, e / 1024), 1024, 1, true});
  for (const RowProblem &p : problems)
    benchProblem(context, o, p, copyRate);
  std::printf("max rel diff: largest difference from a reference in double, "
              "relative to the largest reference value (layer norm: the "
              "worst of Y, mean and rstd).\n");
  if (!haveCorpus)
    std::printf("no cuTile corpus at %s: its softmax_f32 and "
                "layer_norm_fwd_f32 rows are skipped.\n",
                o.corpus.c_str());
}
