//===- Elementwise.cpp - tileir-bench-cpu's elementwise section -----------===//
//
// c = a + b over f32 arrays: examples/vector_add.mlir and the same kernel
// re-tiled, beside a C++ loop and memcpy.
//
//===----------------------------------------------------------------------===//

#include "Baselines.h"
#include "Harness.h"

#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bench;

/// vector_add.mlir with its 128-element tiles made `tile` long: the same
/// kernel with fewer, larger tile blocks, which separates the cost per
/// element from the cost per tile block.
static std::unique_ptr<BenchKernel>
retiledVectorAdd(MLIRContext &context, const Options &o, int64_t tile) {
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

void bench::runElementwise(MLIRContext &context, const Options &o) {
  int64_t n = o.elements;
  std::vector<float> a = randomFloats(n, 3), b = randomFloats(n, 4);
  std::vector<float> c(n), ref(n);
  parallelAdd(o.threads, ref.data(), a.data(), b.data(), n);
  double addBytes = 3.0 * n * sizeof(float),
         copyBytes = 2.0 * n * sizeof(float);

  // Each row: what ran, bytes it moved, best time (0: not run), whether its
  // result matched the C++ loop bit for bit (baselines: empty) and its
  // compile column.
  struct Row {
    std::string what;
    double bytes, seconds;
    std::string check, compileMs;
  };
  std::vector<Row> rows;
  for (int64_t tile : {int64_t(128), int64_t(1024), int64_t(4096)}) {
    auto kernel = tile == 128
                      ? loadOrDie(context, o.examples + "/vector_add.mlir")
                      : retiledVectorAdd(context, o, tile);
    kernel->addBuffer(a.data(), n * sizeof(float));
    kernel->addBuffer(b.data(), n * sizeof(float));
    kernel->addBuffer(c.data(), n * sizeof(float));
    kernel->addI32(static_cast<int32_t>(n));
    std::array<int32_t, 3> grid = {static_cast<int32_t>((n + tile - 1) / tile),
                                   1, 1};
    for (const std::string &device : o.devices) {
      std::string what = "vector_add " + device + ", tile " +
                         std::to_string(tile) +
                         (tile == 128 ? " (example)" : "");
      std::string note;
      std::optional<std::string> compileMs =
          compileMillis(*kernel, device, note);
      if (!compileMs) {
        rows.push_back({what, addBytes, 0, "not compiled: " + note, "-"});
        continue;
      }
      std::fill(c.begin(), c.end(), 0.0f);
      double t =
          timeBest(o, [&] { launchOrDie(*kernel, grid, o.threads, device); });
      bool same = std::equal(c.begin(), c.end(), ref.begin());
      rows.push_back(
          {what, addBytes, t, same ? "bit-exact" : "WRONG", *compileMs});
    }
  }
  rows.push_back(
      {"C++ loop c[i] = a[i] + b[i]", addBytes,
       timeBest(
           o, [&] { parallelAdd(o.threads, c.data(), a.data(), b.data(), n); }),
       "", "-"});
  rows.push_back(
      {"memcpy of one array", copyBytes,
       timeBest(o, [&] { parallelMemcpy(o.threads, c.data(), a.data(), n); }),
       "", "-"});

  std::printf("\nElementwise c = a + b over %lld f32 (%.1f MiB per array), "
              "%u threads; GB/s counts bytes read + written\n",
              static_cast<long long>(n), n * 4.0 / (1 << 20), o.threads);
  std::printf("%-38s %8s %10s %10s  %s\n", "", "GB/s", "vs memcpy",
              "compile ms", "result");
  double copyRate = rows.back().bytes / rows.back().seconds * 1e-9;
  for (const Row &row : rows) {
    if (!row.seconds) {
      std::printf("%-38s %8s %10s %10s  %s\n", row.what.c_str(), "-", "-",
                  row.compileMs.c_str(), row.check.c_str());
      continue;
    }
    double rate = row.bytes / row.seconds * 1e-9;
    std::printf("%-38s %8.2f %9.1f%% %10s  %s\n", row.what.c_str(), rate,
                100.0 * rate / copyRate, row.compileMs.c_str(),
                row.check.c_str());
  }
  std::fflush(stdout);
}
