//===- cpu_throughput.cpp - tile-run CPU throughput beside native code ----===//
//
// Times tile-run's CPU paths (the compiled kernel, tile-run --device=cpu,
// and the interpreter, --device=interp) beside native code doing the same
// work in the same run, in three sections: GEMM (the examples and the cuTile
// corpus's matmul kernels, beside OpenBLAS sgemm), elementwise (vector_add,
// beside a C++ loop and memcpy) and row-wise kernels (softmax and layer
// norm, beside C++ loops and memcpy). Prints one table per section; see
// bench/README.md.
//
// Usage: tileir-bench-cpu [--sizes=512,1024,2048] [--threads=N]
//                         [--elements=N] [--min-time=SECONDS]
//                         [--clock=wall|cpu] [--device=cpu,interp]
//                         [--only=gemm,elementwise,rows] [--examples=DIR]
//                         [--corpus=DIR]
//
//===----------------------------------------------------------------------===//

#include "Harness.h"

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <thread>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bench;

namespace {

[[noreturn]] void usage(const std::string &message) {
  std::fprintf(stderr,
               "tileir-bench-cpu: %s\nusage: tileir-bench-cpu "
               "[--sizes=512,1024,2048] [--threads=N] [--elements=N] "
               "[--min-time=SECONDS] [--clock=wall|cpu] "
               "[--device=cpu,interp] [--only=gemm,elementwise,rows] "
               "[--examples=DIR] [--corpus=DIR]\n",
               message.c_str());
  std::exit(2);
}

/// Splits a comma-separated value; each part must be one of `allowed`.
bool parseList(llvm::StringRef value,
               std::initializer_list<llvm::StringRef> allowed,
               std::vector<std::string> &out) {
  out.clear();
  llvm::SmallVector<llvm::StringRef> parts;
  value.split(parts, ',');
  for (llvm::StringRef p : parts) {
    if (std::find(allowed.begin(), allowed.end(), p) == allowed.end())
      return false;
    out.push_back(p.str());
  }
  return true;
}

Options parseOptions(int argc, char **argv) {
  Options o;
  o.threads = std::max(1u, std::thread::hardware_concurrency());
  o.examples = TILEIR_EXAMPLES_DIR;
  llvm::SmallString<256> corpus(TILEIR_SOURCE_DIR);
  llvm::sys::path::append(corpus, "..", "shared", "corpus");
  llvm::sys::path::remove_dots(corpus, /*remove_dot_dot=*/true);
  o.corpus = corpus.str().str();
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
        bad |= p.getAsInteger(10, n) || n <= 0 || n > 32768;
        o.sizes.push_back(n);
      }
    } else if (name == "--threads") {
      bad = value.getAsInteger(10, o.threads) || o.threads == 0;
    } else if (name == "--elements") {
      // At least one 4x128 block of the corpus softmax.
      bad = value.getAsInteger(10, o.elements) || o.elements < 512 ||
            o.elements > INT32_MAX;
    } else if (name == "--min-time") {
      bad = value.getAsDouble(o.minTime) || o.minTime < 0;
    } else if (name == "--clock") {
      o.cpuClock = value == "cpu";
      bad = value != "cpu" && value != "wall";
    } else if (name == "--only") {
      bad = !parseList(value, {"gemm", "elementwise", "rows"}, o.only);
    } else if (name == "--device") {
      bad = !parseList(value, {"cpu", "interp"}, o.devices);
    } else if (name == "--examples") {
      o.examples = value.str();
    } else if (name == "--corpus") {
      o.corpus = value.str();
    } else {
      usage("unknown argument '" + arg.str() + "'");
    }
    if (bad)
      usage("bad value in '" + arg.str() + "'");
  }
  return o;
}

std::string cpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (llvm::StringRef(line).starts_with("model name"))
      return llvm::StringRef(line).split(':').second.trim().str();
  return "unknown CPU";
}

} // namespace

int main(int argc, char **argv) {
  Options o = parseOptions(argc, argv);
  std::time_t now = std::time(nullptr);
  char date[32];
  std::strftime(date, sizeof(date), "%Y-%m-%d %H:%M UTC", std::gmtime(&now));
  std::printf("tileir-bench-cpu %s: %s, %u hardware threads; each figure "
              "is the best of >= 4 runs lasting >= %.2g s in all (%s time)\n",
              date, cpuModel().c_str(), std::thread::hardware_concurrency(),
              o.minTime, o.cpuClock ? "process CPU" : "wall");

  MLIRContext context;
  context.loadDialect<cuda_tile::CudaTileDialect>();
  if (o.runs("gemm"))
    runGemms(context, o);
  if (o.runs("elementwise"))
    runElementwise(context, o);
  if (o.runs("rows"))
    runRows(context, o);
  return 0;
}
