//===- tileir-check.cpp - Independent references for the example kernels -===//
//
//   tileir-check CHECK [--exact] [--elem=bf16|tf32] [--eps=X] [--ulps=N]
//                [--abs=X] [--stats]
//                FILE.npy...
//   tileir-check gen FILE TYPE SHAPE EXPR
//
// Recomputes an example kernel's result from its inputs, directly from the
// mathematical definition (no code shared with the executor beyond reading
// .npy files), and compares it with the kernel's output: integers and moved
// elements bit for bit, floats exactly where the inputs make that possible
// and otherwise within a stated error bound. Prints "OK", or the first
// mismatches with their indices and exits with status 1. --stats also prints
// the largest error of each bounded comparison, to show how tight it is.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Compare.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace tilecheck;

namespace {
struct CheckInfo {
  const char *name;
  CheckFn fn;
  unsigned numFiles;
  const char *help;
};
} // namespace

static const CheckInfo checks[] = {
    {"add", checkAdd, 3,
     "A B C\n  C = A + B, rounded once to C's type (exact)"},
    {"matmul", checkMatmul, 3,
     "A B C\n  C = A @ B: i8 -> i32 exact; f16, bf16 (--elem=bf16: int16 "
     "bits),\n  f32 and tf32 (--elem=tf32: f32 rounded to tf32) -> f32, "
     "exact where\n  all partial sums are (--exact: required), else within "
     "K 2^-23 sum|ab|"},
    {"softmax", checkSoftmax, 2, "X Y\n  Y = row softmax of X"},
    {"layernorm", checkLayerNorm, 6,
     "X W B Y MEAN RSTD\n  row layer norm with weight W and bias B "
     "(--eps=X, default 1e-5)"},
    {"cumsum", checkCumsum, 2,
     "X Y\n  Y = prefix sums along rows of X, exact as for matmul"},
    {"transpose", checkTranspose, 2, "X Y\n  Y = X^T (bit-exact)"},
    {"gather", checkGather, 3,
     "T IDX OUT\n  OUT[i,:] = T[IDX[i],:], zeros outside T (bit-exact)"},
    {"scatter", checkScatter, 4,
     "DST0 IDX SRC DST\n  DST = DST0 but DST[IDX[i],:] = SRC[i,:] inside DST "
     "(bit-exact)"},
    {"histogram", checkHistogram, 2,
     "DATA BINS\n  BINS[b] = count of b in DATA"},
    {"collatz", checkCollatz, 1,
     "OUT\n  OUT[i] = Collatz steps from i + 1 to 1"},
    {"close", checkClose, 2,
     "A B\n  B within --ulps=N (default 1) ulps of A's format at A's value, "
     "plus --abs=X\n  (default 0; --elem=bf16: int16 bits); integers, "
     "infinities and NaNs\n  identical"},
};

static int usage() {
  llvm::errs() << "usage: tileir-check CHECK [--exact] [--elem=bf16|tf32] "
                  "[--eps=X] [--ulps=N] [--abs=X] [--stats] "
                  "FILE.npy...\n"
                  "       tileir-check gen FILE TYPE SHAPE EXPR\n"
                  "checks:\n";
  for (const CheckInfo &check : checks)
    llvm::errs() << check.name << " " << check.help << "\n";
  return 2;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return usage();
  llvm::StringRef name = argv[1];
  std::vector<std::string> args(argv + 2, argv + argc);
  if (name == "gen")
    return runGenerate(args);

  const CheckInfo *check = nullptr;
  for (const CheckInfo &c : checks)
    if (name == c.name)
      check = &c;
  if (!check)
    return usage();

  Options options;
  std::vector<std::string> files;
  for (llvm::StringRef arg : args) {
    if (arg == "--stats") {
      Checker::printStats = true;
    } else if (arg == "--exact") {
      options.exact = true;
    } else if (arg.consume_front("--elem=")) {
      options.elem = arg.str();
    } else if (arg.consume_front("--eps=")) {
      if (arg.getAsDouble(options.eps))
        return usage();
    } else if (arg.consume_front("--ulps=")) {
      if (arg.getAsDouble(options.ulps) || options.ulps < 0)
        return usage();
    } else if (arg.consume_front("--abs=")) {
      if (arg.getAsDouble(options.abs) || options.abs < 0)
        return usage();
    } else if (arg.starts_with("--")) {
      return usage();
    } else {
      files.push_back(arg.str());
    }
  }
  if (files.size() != check->numFiles)
    return usage();

  std::vector<HostArray> arrays(files.size());
  for (size_t i = 0; i < files.size(); ++i)
    if (!loadArray(files[i], arrays[i]))
      return 2;
  check->fn(options, arrays);
  if (anyFailure())
    return 1;
  llvm::outs() << "OK\n";
  return 0;
}
