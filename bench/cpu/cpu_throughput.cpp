//===- cpu_throughput.cpp - tile-run GEMM and elementwise throughput ------===//
//
// Times tile-run's CPU paths (the compiled kernel, tile-run --device=cpu,
// and the interpreter, --device=interp) on the GEMM examples (f32, and f16
// inputs with an f32 accumulator) and on vector_add, beside native code
// doing the same work in the same run: OpenBLAS sgemm, memcpy and a plain
// C++ loop. Prints one table; see bench/README.md.
//
// Usage: tileir-bench-cpu [--sizes=512,1024,2048] [--threads=N]
//                         [--elements=N] [--min-time=SECONDS]
//                         [--clock=wall|cpu] [--device=cpu,interp]
//                         [--only=gemm|elementwise] [--examples=DIR]
//
//===----------------------------------------------------------------------===//

#include "Baselines.h"
#include "BenchKernel.h"

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Runtime/NumericConversions.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <random>
#include <thread>
#include <vector>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bench;

namespace {

struct Options {
  std::vector<int> sizes = {512, 1024, 2048};
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  int64_t elements = int64_t(1) << 24;
  double minTime = 1.0;
  /// Time with the process's CPU time instead of the wall clock.
  bool cpuClock = false;
  std::string only;
  std::string examples = TILEIR_EXAMPLES_DIR;
  /// tile-run devices to time, in this order: "cpu" (compiled), "interp".
  std::vector<std::string> devices = {"cpu", "interp"};
};

[[noreturn]] void usage(const std::string &message) {
  std::fprintf(stderr,
               "tileir-bench-cpu: %s\nusage: tileir-bench-cpu "
               "[--sizes=512,1024,2048] [--threads=N] [--elements=N] "
               "[--min-time=SECONDS] [--clock=wall|cpu] "
               "[--device=cpu,interp] [--only=gemm|elementwise] "
               "[--examples=DIR]\n",
               message.c_str());
  std::exit(2);
}

Options parseOptions(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    auto [name, value] = arg.split('=');
    bool bad = false;
    if (name == "--sizes") {
      o.sizes.clear();
      llvm::SmallVector<llvm::StringRef> parts;
      value.split(parts, ',');
      for (llvm::StringRef p : parts) {
        int n;
        bad |= p.getAsInteger(10, n) || n <= 0;
        o.sizes.push_back(n);
      }
    } else if (name == "--threads") {
      bad = value.getAsInteger(10, o.threads) || o.threads == 0;
    } else if (name == "--elements") {
      bad = value.getAsInteger(10, o.elements) || o.elements <= 0 ||
            o.elements > INT32_MAX;
    } else if (name == "--min-time") {
      bad = value.getAsDouble(o.minTime);
    } else if (name == "--clock") {
      o.cpuClock = value == "cpu";
      bad = value != "cpu" && value != "wall";
    } else if (name == "--only") {
      o.only = value.str();
      bad = o.only != "gemm" && o.only != "elementwise";
    } else if (name == "--device") {
      o.devices.clear();
      llvm::SmallVector<llvm::StringRef> parts;
      value.split(parts, ',');
      for (llvm::StringRef p : parts) {
        bad |= p != "cpu" && p != "interp";
        o.devices.push_back(p.str());
      }
    } else if (name == "--examples") {
      o.examples = value.str();
    } else {
      usage("unknown argument '" + arg.str() + "'");
    }
    if (bad)
      usage("bad value in '" + arg.str() + "'");
  }
  return o;
}

/// Seconds on the clock the options chose. The process's CPU time (with
/// --threads=1) stays meaningful on a machine shared with other work, where
/// the wall clock also counts the time other processes ran.
double clockSeconds(const Options &o) {
  if (o.cpuClock) {
    timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
  }
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Best time of `fn` in seconds, over at least four runs lasting `minTime`
/// in all: the best run is the one least disturbed by other work on the
/// machine. Only a first run of three times `minTime` or more (the old
/// interpreter on the largest GEMM) is taken alone.
template <typename F> double timeBest(const Options &o, F fn) {
  double minTime = o.minTime;
  auto once = [&] {
    double start = clockSeconds(o);
    fn();
    return clockSeconds(o) - start;
  };
  double best = once(), total = best;
  if (best >= 3 * minTime)
    return best;
  for (int reps = 1; reps < 4 || (total < minTime && reps < 100000); ++reps) {
    double t = once();
    best = std::min(best, t);
    total += t;
  }
  return best;
}

std::string cpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (llvm::StringRef(line).starts_with("model name"))
      return llvm::StringRef(line).split(':').second.trim().str();
  return "unknown CPU";
}

/// Uniform in [-1, 1) with 24 random bits each (uniform_real_distribution
/// is slow enough to dominate the setup of the large cases).
std::vector<float> randomFloats(size_t count, unsigned seed) {
  std::mt19937 gen(seed);
  std::vector<float> v(count);
  for (float &x : v)
    x = static_cast<float>(gen() >> 8) * 0x1p-23f - 1.0f;
  return v;
}

std::unique_ptr<BenchKernel> loadExample(MLIRContext &context, const Options &o,
                                         const std::string &file) {
  std::string error;
  auto kernel = BenchKernel::load(context, o.examples + "/" + file, error);
  if (!kernel) {
    std::fprintf(stderr, "tileir-bench-cpu: %s\n", error.c_str());
    std::exit(1);
  }
  return kernel;
}

void launchOrDie(BenchKernel &kernel, std::array<int32_t, 3> grid,
                 unsigned threads, const std::string &device) {
  std::string error;
  if (failed(kernel.launch(grid, threads, device == "cpu", error))) {
    std::fprintf(stderr, "tileir-bench-cpu: %s\n", error.c_str());
    std::exit(1);
  }
}

/// Milliseconds `tile-run --device=cpu` spends compiling `kernel` before
/// its first launch: cold the first time a kernel's text is seen in this
/// process, a compile-cache lookup after that. "-" for the interpreter.
std::string compileMillis(BenchKernel &kernel, const std::string &device) {
  if (device != "cpu")
    return "-";
  auto start = std::chrono::steady_clock::now();
  std::string error;
  if (failed(kernel.compile(error))) {
    std::fprintf(stderr, "tileir-bench-cpu: %s\n", error.c_str());
    std::exit(1);
  }
  double ms = std::chrono::duration<double, std::milli>(
                  std::chrono::steady_clock::now() - start)
                  .count();
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f", ms);
  return text;
}

/// Largest |got - want| relative to the largest |want|.
double maxRelDiff(const std::vector<float> &got,
                  const std::vector<float> &want) {
  double diff = 0, scale = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    diff = std::max(diff, std::fabs(double(got[i]) - want[i]));
    scale = std::max(scale, std::fabs(double(want[i])));
  }
  return scale ? diff / scale : diff;
}

/// Without OpenBLAS: the largest difference of 256 sampled elements of C
/// from their dot products in double, relative to the largest of those.
double sampledRelDiff(const std::vector<float> &c, const std::vector<float> &a,
                      const std::vector<float> &b, int n) {
  std::mt19937 gen(5);
  double diff = 0, scale = 0;
  for (int s = 0; s < 256; ++s) {
    int i = gen() % n, j = gen() % n;
    double want = 0;
    for (int k = 0; k < n; ++k)
      want += double(a[size_t(i) * n + k]) * b[size_t(k) * n + j];
    diff = std::max(diff, std::fabs(c[size_t(i) * n + j] - want));
    scale = std::max(scale, std::fabs(want));
  }
  return scale ? diff / scale : diff;
}

/// One GEMM row of the table: the example kernel `file` on n x n x n, with
/// inputs stored as `elemBytes`-byte elements made from `a` and `b`.
void benchGemm(MLIRContext &context, const Options &o, const char *label,
               const std::string &file, int n, void *aData, void *bData,
               size_t elemBytes, const std::vector<float> &a,
               const std::vector<float> &b) {
  size_t count = size_t(n) * n;
  std::vector<float> c(count), ref(count);
  auto kernel = loadExample(context, o, file);
  kernel->addBuffer(aData, count * elemBytes);
  kernel->addBuffer(bData, count * elemBytes);
  kernel->addBuffer(c.data(), count * sizeof(float));
  for (int i = 0; i < 3; ++i)
    kernel->addI32(n); // m, n, k
  // The examples compute 32x32 tiles of C per tile block.
  std::array<int32_t, 3> grid = {(n + 31) / 32, (n + 31) / 32, 1};
  double flops = 2.0 * n * n * n;
  double tBlas = 0;
  if (haveOpenBLAS())
    tBlas = timeBest(o, [&] {
      openblasSgemm(n, a.data(), b.data(), ref.data(), o.threads);
    });
  for (const std::string &device : o.devices) {
    std::string compileMs = compileMillis(*kernel, device);
    std::fill(c.begin(), c.end(), 0.0f);
    double tRun = timeBest(o, [&] {
      // The kernel overwrites C, so no reset is needed between runs.
      launchOrDie(*kernel, grid, o.threads, device);
    });
    std::printf("%-10s %5d %-7s %12.2f", label, n, device.c_str(),
                flops / tRun * 1e-9);
    if (haveOpenBLAS())
      std::printf(" %12.2f %10.1f%% %12.2e", flops / tBlas * 1e-9,
                  100.0 * tBlas / tRun, maxRelDiff(c, ref));
    else
      std::printf(" %12s %11s %12.2e", "-", "-", sampledRelDiff(c, a, b, n));
    std::printf(" %10s\n", compileMs.c_str());
    std::fflush(stdout);
  }
}

void runGemms(MLIRContext &context, const Options &o) {
  std::printf("\nGEMM C = A @ B, square row-major n x n x n, %u threads\n",
              o.threads);
  std::printf("%-10s %5s %-7s %12s %12s %11s %12s %10s\n", "kernel", "n",
              "device", "tile-run", "OpenBLAS", "tile-run/", "max rel",
              "compile");
  std::printf("%-10s %5s %-7s %12s %12s %11s %12s %10s\n", "", "", "",
              "GFLOP/s", "GFLOP/s", "OpenBLAS", "diff", "ms");
  for (int n : o.sizes) {
    size_t count = size_t(n) * n;
    std::vector<float> a = randomFloats(count, 1), b = randomFloats(count, 2);
    benchGemm(context, o, "f32", "gemm_f32.mlir", n, a.data(), b.data(),
              sizeof(float), a, b);
    // f16 storage; OpenBLAS gets the same values widened to f32.
    std::vector<uint16_t> ah(count), bh(count);
    for (size_t i = 0; i < count; ++i) {
      ah[i] = runtime::floatToHalf(a[i]);
      bh[i] = runtime::floatToHalf(b[i]);
      a[i] = runtime::halfToFloat(ah[i]);
      b[i] = runtime::halfToFloat(bh[i]);
    }
    benchGemm(context, o, "f16->f32", "gemm_f16.mlir", n, ah.data(), bh.data(),
              sizeof(uint16_t), a, b);
  }
  if (!haveOpenBLAS())
    std::printf("OpenBLAS was not found at build time: its columns are "
                "skipped (install libopenblas-dev and reconfigure); the last "
                "column compares 256 elements of C with dot products in "
                "double.\n");
  else
    std::printf("f16->f32: OpenBLAS has no f16 GEMM, so its column is "
                "sgemm on the f16 inputs converted to f32.\n");
}

/// vector_add.mlir with its 128-element tiles made `tile` long: the same
/// kernel with fewer, larger tile blocks, which separates the cost per
/// element from the cost per tile block.
std::unique_ptr<BenchKernel> retiledVectorAdd(MLIRContext &context,
                                              const Options &o, int64_t tile) {
  std::string path = o.examples + "/vector_add.mlir";
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file) {
    std::fprintf(stderr, "tileir-bench-cpu: cannot read '%s'\n", path.c_str());
    std::exit(1);
  }
  std::string text = (*file)->getBuffer().str();
  std::string from = "128", to = std::to_string(tile);
  for (size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  std::string error;
  auto kernel =
      BenchKernel::parse(context, text, path + " (tile " + to + ")", error);
  if (!kernel) {
    std::fprintf(stderr, "tileir-bench-cpu: %s\n", error.c_str());
    std::exit(1);
  }
  return kernel;
}

void runElementwise(MLIRContext &context, const Options &o) {
  int64_t n = o.elements;
  std::vector<float> a = randomFloats(n, 3), b = randomFloats(n, 4);
  std::vector<float> c(n), ref(n);
  parallelAdd(o.threads, ref.data(), a.data(), b.data(), n);
  double addBytes = 3.0 * n * sizeof(float),
         copyBytes = 2.0 * n * sizeof(float);

  // Each row: what ran, bytes it moved, best time, and whether its result
  // matched the C++ loop bit for bit (baselines: empty).
  struct Row {
    std::string what;
    double bytes, seconds;
    std::string check;
  };
  std::vector<Row> rows;
  for (int64_t tile : {int64_t(128), int64_t(1024), int64_t(4096)}) {
    auto kernel = tile == 128 ? loadExample(context, o, "vector_add.mlir")
                              : retiledVectorAdd(context, o, tile);
    kernel->addBuffer(a.data(), n * sizeof(float));
    kernel->addBuffer(b.data(), n * sizeof(float));
    kernel->addBuffer(c.data(), n * sizeof(float));
    kernel->addI32(static_cast<int32_t>(n));
    std::array<int32_t, 3> grid = {static_cast<int32_t>((n + tile - 1) / tile),
                                   1, 1};
    for (const std::string &device : o.devices) {
      compileMillis(*kernel, device);
      std::fill(c.begin(), c.end(), 0.0f);
      double t =
          timeBest(o, [&] { launchOrDie(*kernel, grid, o.threads, device); });
      bool same = std::equal(c.begin(), c.end(), ref.begin());
      rows.push_back({"vector_add " + device + ", tile " +
                          std::to_string(tile) +
                          (tile == 128 ? " (example)" : ""),
                      addBytes, t, same ? "bit-exact" : "WRONG"});
    }
  }
  rows.push_back(
      {"C++ loop c[i] = a[i] + b[i]", addBytes,
       timeBest(
           o, [&] { parallelAdd(o.threads, c.data(), a.data(), b.data(), n); }),
       ""});
  rows.push_back(
      {"memcpy of one array", copyBytes,
       timeBest(o, [&] { parallelMemcpy(o.threads, c.data(), a.data(), n); }),
       ""});

  std::printf("\nElementwise c = a + b over %lld f32 (%.1f MiB per array), "
              "%u threads; GB/s counts bytes read + written\n",
              static_cast<long long>(n), n * 4.0 / (1 << 20), o.threads);
  std::printf("%-38s %8s %10s  %s\n", "", "GB/s", "vs memcpy", "result");
  double copyRate = rows.back().bytes / rows.back().seconds * 1e-9;
  for (const Row &row : rows) {
    double rate = row.bytes / row.seconds * 1e-9;
    std::printf("%-38s %8.2f %9.1f%%  %s\n", row.what.c_str(), rate,
                100.0 * rate / copyRate, row.check.c_str());
  }
  std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv) {
  Options o = parseOptions(argc, argv);
  std::time_t now = std::time(nullptr);
  char date[32];
  std::strftime(date, sizeof(date), "%Y-%m-%d %H:%M", std::localtime(&now));
  std::printf("tileir-bench-cpu %s: %s, %u hardware threads; each figure "
              "is the best of >= 4 runs lasting >= %.2g s in all (%s time)\n",
              date, cpuModel().c_str(), std::thread::hardware_concurrency(),
              o.minTime, o.cpuClock ? "process CPU" : "wall");

  MLIRContext context;
  context.loadDialect<cuda_tile::CudaTileDialect>();
  if (o.only != "elementwise")
    runGemms(context, o);
  if (o.only != "gemm")
    runElementwise(context, o);
  return 0;
}
