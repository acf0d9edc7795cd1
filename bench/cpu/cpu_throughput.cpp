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
// Usage: tileir-bench-cpu [--sizes=512,1024,2048] [--threads=1,N]
//                         [--elements=N] [--min-time=SECONDS]
//                         [--clock=wall|cpu] [--device=cpu,interp]
//                         [--only=gemm,elementwise,rows] [--examples=DIR]
//                         [--corpus=DIR] [--help]
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

/// Every option, as the usage line and --help show it: one table, so that
/// the two cannot disagree with the parser below.
struct OptionHelp {
  const char *syntax;
  const char *help;
};
constexpr OptionHelp kOptions[] = {
    {"--sizes=512,1024,2048", "GEMM sizes n of the n x n x n products"},
    {"--threads=1,N",
     "worker threads of each tile-run launch; every section runs once per "
     "count (default: 1, then all of this machine's)"},
    {"--elements=N", "f32 elements per array in the elementwise and row-wise "
                     "sections (default 16777216, at least 512)"},
    {"--min-time=SECONDS",
     "least time spent on the runs behind each figure (default 1)"},
    {"--clock=wall|cpu",
     "time with the wall clock (default) or the process's CPU time"},
    {"--device=cpu,interp",
     "tile-run devices timed: cpu (compiled) and interp (interpreter)"},
    {"--only=gemm,elementwise,rows", "sections to run (default: all)"},
    {"--examples=DIR", "where the example kernels are (default: the "
                       "checkout's examples/)"},
    {"--corpus=DIR", "the cuTile corpus (default: ../shared/corpus beside the "
                     "checkout); without it its rows are skipped"},
    {"--help", "print this help and exit"},
};

void printUsageLine(std::FILE *out) {
  std::fprintf(out, "usage: tileir-bench-cpu");
  for (const OptionHelp &option : kOptions)
    std::fprintf(out, " [%s]", option.syntax);
  std::fprintf(out, "\n");
}

[[noreturn]] void usage(const std::string &message) {
  std::fprintf(stderr, "tileir-bench-cpu: %s\n", message.c_str());
  printUsageLine(stderr);
  std::exit(2);
}

[[noreturn]] void help() {
  std::printf("tileir-bench-cpu: tile-run's CPU paths beside native code "
              "(bench/README.md)\n");
  printUsageLine(stdout);
  for (const OptionHelp &option : kOptions)
    std::printf("  %-30s %s\n", option.syntax, option.help);
  std::exit(0);
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
  unsigned all = std::max(1u, std::thread::hardware_concurrency());
  o.threadCounts = {1};
  if (all > 1)
    o.threadCounts.push_back(all);
  o.examples = TILEIR_EXAMPLES_DIR;
  llvm::SmallString<256> corpus(TILEIR_SOURCE_DIR);
  llvm::sys::path::append(corpus, "..", "shared", "corpus");
  llvm::sys::path::remove_dots(corpus, /*remove_dot_dot=*/true);
  o.corpus = corpus.str().str();
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    auto [name, value] = arg.split('=');
    bool bad = false;
    if (arg == "--help") {
      help();
    } else if (name == "--sizes") {
      o.sizes.clear();
      llvm::SmallVector<llvm::StringRef> parts;
      value.split(parts, ',');
      for (llvm::StringRef p : parts) {
        int n;
        bad |= p.getAsInteger(10, n) || n <= 0 || n > 32768;
        o.sizes.push_back(n);
      }
    } else if (name == "--threads") {
      o.threadCounts.clear();
      llvm::SmallVector<llvm::StringRef> parts;
      value.split(parts, ',');
      for (llvm::StringRef p : parts) {
        unsigned n;
        bad |= p.getAsInteger(10, n) || n == 0 || n > 1024;
        if (!bad && !llvm::is_contained(o.threadCounts, n))
          o.threadCounts.push_back(n);
      }
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
  // The process's CPU time adds up every thread's: with several threads it
  // would show the work, not the time it took.
  if (o.cpuClock &&
      llvm::any_of(o.threadCounts, [](unsigned n) { return n > 1; }))
    usage("--clock=cpu counts the CPU time of every thread: use it with "
          "--threads=1");
  o.threads = o.threadCounts.front();
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
  for (unsigned threads : o.threadCounts) {
    o.threads = threads;
    if (o.runs("gemm"))
      runGemms(context, o);
    if (o.runs("elementwise"))
      runElementwise(context, o);
    if (o.runs("rows"))
      runRows(context, o);
  }
  return 0;
}
