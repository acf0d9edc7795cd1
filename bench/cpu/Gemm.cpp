//===- Gemm.cpp - tileir-bench-cpu's GEMM section -------------------------===//
//
// C = A @ B for square row-major n x n matrices: the f32 and f16 examples
// (32x32 tiles of C per block, an f32 accumulator) and the cuTile corpus's
// matmul_f16_64x64x64 and matmul_f16_128x128x32 (f16 in and out, f32
// accumulator, a 1-D grid swizzled in groups of 8 rows of tiles), beside
// OpenBLAS sgemm on the same values.
//
//===----------------------------------------------------------------------===//

#include "Baselines.h"
#include "Harness.h"

#include "tileir/Runtime/NumericConversions.h"

#include "llvm/Support/FileSystem.h"

#include <cmath>
#include <cstdio>
#include <random>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bench;

namespace {

/// The inputs of one size and element type, with OpenBLAS's result on
/// them and its best time (timed once, shared by the rows that use them).
struct GemmInputs {
  int n;
  /// The values as f32 (for f16 storage, the f16 values widened).
  std::vector<float> a, b;
  /// What the kernels read: `a`/`b` themselves or their f16 copies.
  void *aData, *bData;
  size_t elemBytes;
  std::vector<float> ref;
  double tBlas = 0;
};

/// Without OpenBLAS: the largest difference of 256 sampled elements of C
/// from their dot products in double, relative to the largest of those.
double sampledRelDiff(const std::vector<float> &c, const GemmInputs &in) {
  int n = in.n;
  std::mt19937 gen(5);
  double diff = 0, scale = 0;
  for (int s = 0; s < 256; ++s) {
    int i = gen() % n, j = gen() % n;
    double want = 0;
    for (int k = 0; k < n; ++k)
      want += double(in.a[size_t(i) * n + k]) * in.b[size_t(k) * n + j];
    diff = std::max(diff, std::fabs(c[size_t(i) * n + j] - want));
    scale = std::max(scale, std::fabs(want));
  }
  return scale ? diff / scale : diff;
}

void timeBlas(const Options &o, GemmInputs &in) {
  in.ref.resize(size_t(in.n) * in.n);
  if (haveOpenBLAS())
    in.tBlas = timeBest(o, [&] {
      openblasSgemm(in.n, in.a.data(), in.b.data(), in.ref.data(), o.threads);
    });
}

/// Which kernel a row runs and how it is called.
struct GemmKernel {
  const char *label;
  std::string path;
  /// A cuTile corpus kernel: arrays passed as (pointer, shape, strides),
  /// C stored in f16, tm x tn tiles of C on a 1-D grid. Otherwise an
  /// example: (a, b, c, m, n, k), C in f32, 32x32 tiles on a 2-D grid.
  bool corpus;
  int tm = 32, tn = 32;
};

/// The rows of one kernel at one size, one per device.
void benchGemm(MLIRContext &context, const Options &o, const GemmKernel &k,
               GemmInputs &in) {
  int n = in.n;
  size_t count = size_t(n) * n;
  std::vector<float> c(count);
  std::vector<uint16_t> ch(k.corpus ? count : 0);
  auto kernel = loadOrDie(context, k.path);
  std::array<int32_t, 3> grid;
  if (k.corpus) {
    addArray2D(*kernel, in.aData, in.elemBytes, n, n);
    addArray2D(*kernel, in.bData, in.elemBytes, n, n);
    addArray2D(*kernel, ch.data(), sizeof(uint16_t), n, n);
    grid = {((n + k.tm - 1) / k.tm) * ((n + k.tn - 1) / k.tn), 1, 1};
  } else {
    kernel->addBuffer(in.aData, count * in.elemBytes);
    kernel->addBuffer(in.bData, count * in.elemBytes);
    kernel->addBuffer(c.data(), count * sizeof(float));
    for (int i = 0; i < 3; ++i)
      kernel->addI32(n); // m, n, k
    grid = {(n + k.tm - 1) / k.tm, (n + k.tn - 1) / k.tn, 1};
  }
  double flops = 2.0 * n * n * n;
  for (const std::string &device : o.devices) {
    std::printf("%-21s %5d %-7s", k.label, n, device.c_str());
    std::string note;
    std::optional<std::string> compileMs = compileMillis(*kernel, device, note);
    if (!compileMs) {
      std::printf(" not compiled: %s\n", note.c_str());
      continue;
    }
    std::fill(c.begin(), c.end(), 0.0f);
    std::fill(ch.begin(), ch.end(), 0);
    double tRun = timeBest(o, [&] {
      // The kernel overwrites C, so no reset is needed between runs.
      launchOrDie(*kernel, grid, o.threads, device);
    });
    if (k.corpus)
      for (size_t i = 0; i < count; ++i)
        c[i] = runtime::halfToFloat(ch[i]);
    std::printf(" %12.2f", flops / tRun * 1e-9);
    if (haveOpenBLAS())
      std::printf(" %12.2f %10.1f%% %12.2e", flops / in.tBlas * 1e-9,
                  100.0 * in.tBlas / tRun, maxRelDiff(c, in.ref));
    else
      std::printf(" %12s %11s %12.2e", "-", "-", sampledRelDiff(c, in));
    std::printf(" %10s\n", compileMs->c_str());
    std::fflush(stdout);
  }
}

} // namespace

void bench::runGemms(MLIRContext &context, const Options &o) {
  bool haveCorpus = llvm::sys::fs::is_directory(o.corpus);
  std::printf("\nGEMM C = A @ B, square row-major n x n x n, %u threads\n",
              o.threads);
  std::printf("%-21s %5s %-7s %12s %12s %11s %12s %10s\n", "kernel", "n",
              "device", "tile-run", "OpenBLAS", "tile-run/", "max rel",
              "compile");
  std::printf("%-21s %5s %-7s %12s %12s %11s %12s %10s\n", "", "", "",
              "GFLOP/s", "GFLOP/s", "OpenBLAS", "diff", "ms");
  std::vector<GemmKernel> f16Kernels = {
      {"f16->f32", o.examples + "/gemm_f16.mlir", false}};
  if (haveCorpus) {
    f16Kernels.push_back({"matmul_f16_64x64x64",
                          o.corpus + "/matmul_f16_64x64x64.mlir", true, 64,
                          64});
    f16Kernels.push_back({"matmul_f16_128x128x32",
                          o.corpus + "/matmul_f16_128x128x32.mlir", true, 128,
                          128});
  }
  for (int n : o.sizes) {
    size_t count = size_t(n) * n;
    GemmInputs f32{n, randomFloats(count, 1), randomFloats(count, 2)};
    f32.aData = f32.a.data();
    f32.bData = f32.b.data();
    f32.elemBytes = sizeof(float);
    timeBlas(o, f32);
    benchGemm(context, o, {"f32", o.examples + "/gemm_f32.mlir", false}, f32);

    // f16 storage; OpenBLAS gets the same values widened to f32.
    GemmInputs f16{n, f32.a, f32.b};
    std::vector<uint16_t> ah(count), bh(count);
    for (size_t i = 0; i < count; ++i) {
      ah[i] = runtime::floatToHalf(f16.a[i]);
      bh[i] = runtime::floatToHalf(f16.b[i]);
      f16.a[i] = runtime::halfToFloat(ah[i]);
      f16.b[i] = runtime::halfToFloat(bh[i]);
    }
    f16.aData = ah.data();
    f16.bData = bh.data();
    f16.elemBytes = sizeof(uint16_t);
    timeBlas(o, f16);
    for (const GemmKernel &k : f16Kernels)
      benchGemm(context, o, k, f16);
  }
  if (!haveOpenBLAS())
    std::printf("OpenBLAS was not found at build time: its columns are "
                "skipped (install libopenblas-dev and reconfigure); the max "
                "rel diff column compares 256 elements of C with dot products "
                "in double.\n");
  else
    std::printf("f16 inputs: OpenBLAS has no f16 GEMM, so its column is "
                "sgemm on the f16 inputs converted to f32.\n");
  if (haveCorpus)
    std::printf("matmul_f16_*: the cuTile corpus kernels (f16 C, rounded "
                "from an f32 accumulator), grid cdiv(n,tm)*cdiv(n,tn).\n");
  else
    std::printf("no cuTile corpus at %s: its matmul rows are skipped.\n",
                o.corpus.c_str());
}
