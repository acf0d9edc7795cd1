//===- TileRunMain.cpp - The tile-run driver ------------------------------===//
//
// Everything of tile-run but its main(): command line, reading the kernel,
// binding arguments, running on the CPU executor, the GPU or the simulator,
// and writing the outputs.
//
//===----------------------------------------------------------------------===//

#include "tileir/Tools/TileRun/TileRunMain.h"
#include "tileir/InitAllDialects.h"
#include "tileir/Runtime/CPULauncher.h"
#include "tileir/Runtime/GPULauncher.h"
#include "tileir/Runtime/Interpreter.h"
#include "tileir/Runtime/NpyIO.h"
#include "tileir/Tools/InputFile.h"
#include "tileir/Tools/TileRun/ArgumentBinding.h"

#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <chrono>
#include <cmath>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace cl = llvm::cl;

static cl::OptionCategory category("tile-run options");
static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<kernel .mlir or .tileirbc>"),
                                      cl::cat(category));
static cl::opt<std::string>
    entryName("entry",
              cl::desc("Entry to run (default: the module's only one)"),
              cl::value_desc("name"), cl::cat(category));
static cl::opt<std::string>
    gridSpec("grid", cl::desc("Tile blocks to launch (default 1)"),
             cl::value_desc("X[,Y[,Z]]"), cl::init("1"), cl::cat(category));
static cl::list<std::string> argSpecs(
    "arg",
    cl::desc("The next kernel parameter (IDX=, argIDX= or NAME= names "
             "one): a scalar, "
             "@file.npy, zeros:DTYPE:DxD..., or list:ARRAY,ARRAY,... for a "
             "list of arrays"),
    cl::value_desc("value"), cl::cat(category));
static cl::list<std::string>
    outSpecs("out",
             cl::desc("Write parameter PARAM's buffer (an index or a name; "
                      "PARAM.K: array K of a list) after the run"),
             cl::value_desc("PARAM=@file.npy"), cl::cat(category));
static cl::opt<std::string>
    device("device", cl::init("cpu"), cl::cat(category),
           cl::desc("Where to run: cpu (compiled for this CPU, default; a "
                    "kernel with an op the compiled path does not take runs "
                    "in the interpreter, with a note), interp (the "
                    "interpreter, the reference executor), gpu (compiled "
                    "with the GPU pipeline, run through the CUDA driver) or "
                    "gpu-sim (the GPU pipeline's code, JIT-compiled for this "
                    "CPU with one host thread per GPU thread)"));
static cl::opt<std::string>
    gpuName("gpu-name",
            cl::desc("GPU target for --device=gpu (default: the GPU's own) "
                     "and gpu-sim (default sm_90): sm_80, sm_86, sm_89, "
                     "sm_90, sm_100, sm_103, sm_110, sm_120 or sm_121"),
            cl::value_desc("sm_XX"), cl::cat(category));
static cl::opt<std::string> gpuSharedMemory(
    "gpu-shared-memory",
    cl::desc("Shared memory a CTA may use, in bytes, for --device=gpu and "
             "gpu-sim. Default: all a CTA of the target may opt in to "
             "(227 KiB on sm_90), which lets pipelines take more stages; "
             "49152 keeps kernels within the static shared memory any "
             "launch provides. With --gpu-launch=tile, what kernels may "
             "declare statically (default: 227 KiB on sm_90, sm_100, sm_103 "
             "and sm_110, 99 KiB on sm_120 and sm_121, 48 KiB before "
             "sm_90)"),
    cl::value_desc("bytes"), cl::cat(category));
static cl::opt<std::string> gpuLaunch(
    "gpu-launch", cl::init("explicit"),
    cl::desc("How --device=gpu and gpu-sim launch the kernel: explicit (the "
             "default: each block gets the kernel's threads and the dynamic "
             "shared memory it asks for) or tile (as cuTile Python launches "
             "the cubins of tileiras: one thread and no dynamic shared memory "
             "a block; kernels declare their shared memory statically and, "
             "on sm_90 and later, have the driver start their threads)"),
    cl::value_desc("explicit|tile"), cl::cat(category));
// Read as text so that a bad count gets tile-run's own error.
static cl::opt<std::string>
    gpuThreads("gpu-threads",
               cl::desc("Threads per CTA for --device=gpu and gpu-sim (a "
                        "power of two, 32 to 1024; like tileiras "
                        "--num-threads). Default: what the compiler chooses "
                        "for the kernel"),
               cl::value_desc("N"), cl::cat(category));

// Read as text so that a bad count gets tile-run's own error.
static cl::opt<std::string> benchSpec(
    "bench",
    cl::desc("Time N launches (after the --warmup ones) and print one line "
             "`bench: ...` with their median, min, max, 10th and 90th "
             "percentile milliseconds (CUDA events with --device=gpu, the "
             "host clock otherwise). Inputs are read once before the first "
             "launch, outputs written once after the last"),
    cl::value_desc("N"), cl::cat(category));
static cl::opt<std::string>
    warmupSpec("warmup",
               cl::desc("Untimed launches before those of --bench (default 3)"),
               cl::value_desc("W"), cl::cat(category));

static cl::opt<std::string> profileSpec(
    "profile", cl::ValueOptional,
    cl::desc("With --device=gpu-sim: count, per memory instruction of the "
             "lowered kernel, the 32-byte sectors of its global accesses "
             "(sector efficiency) and the bank wavefronts of its shared "
             "accesses (conflicts), lanes of a warp together, and write the "
             "table to stderr or FILE"),
    cl::value_desc("FILE"), cl::cat(category));

/// `--threads N`: LLVM's libraries already own an option named "threads",
/// so this one is taken out of argv before the command line is parsed.
/// glued is reserved so the pointers handed to argv stay valid.
static unsigned preprocessArgs(int &argc, char **argv) {
  static std::vector<std::string> glued;
  glued.reserve(argc);
  unsigned threads = 0;
  int out = 1;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if ((arg == "--threads" || arg == "-threads") && i + 1 < argc) {
      llvm::StringRef(argv[++i]).getAsInteger(10, threads);
      continue;
    }
    if (arg.consume_front("--threads=") || arg.consume_front("-threads=")) {
      arg.getAsInteger(10, threads);
      continue;
    }
    // LLVM expands a separate "@file" argument as a response file; glue
    // option and value so that `--arg @a.npy` means the .npy buffer.
    if ((arg == "--arg" || arg == "-arg" || arg == "--out" || arg == "-out") &&
        i + 1 < argc && argv[i + 1][0] == '@') {
      glued.push_back(arg.str() + "=" + argv[++i]);
      argv[out++] = glued.back().data();
      continue;
    }
    argv[out++] = argv[i];
  }
  argc = out;
  return threads;
}

static int fail(const llvm::Twine &message) {
  llvm::errs() << "tile-run: error: " << message << "\n";
  return 1;
}

/// A launch count of --bench (at least 1) or --warmup (at least 0).
static std::optional<unsigned> parseCount(StringRef text, unsigned least) {
  unsigned value;
  if (text.trim().getAsInteger(10, value) || value < least)
    return std::nullopt;
  return value;
}

/// The value at fraction `q` of the sorted `times`, interpolated linearly
/// between the neighbouring samples (q = 0.5 is the median).
static double percentile(ArrayRef<double> times, double q) {
  double rank = q * (times.size() - 1);
  size_t below = size_t(rank);
  if (below + 1 >= times.size())
    return times.back();
  return times[below] + (rank - below) * (times[below + 1] - times[below]);
}

/// The `bench:` line: one line of key=value fields for scripts to read.
static void printBenchLine(StringRef kernel, StringRef deviceName,
                           bool hostClock, int driverVersion,
                           std::vector<double> times) {
  llvm::sort(times);
  auto ms = [](double v) { return llvm::formatv("{0:f4}", v).str(); };
  llvm::outs() << "bench: kernel=" << kernel << " device=\"" << deviceName
               << "\"";
  if (driverVersion)
    llvm::outs() << " driver=" << driverVersion / 1000 << "."
                 << driverVersion % 1000 / 10;
  llvm::outs() << " clock=" << (hostClock ? "host" : "cuda-events")
               << " launches=" << times.size()
               << " median_ms=" << ms(percentile(times, 0.5))
               << " min_ms=" << ms(times.front())
               << " max_ms=" << ms(times.back())
               << " p10_ms=" << ms(percentile(times, 0.1))
               << " p90_ms=" << ms(percentile(times, 0.9)) << "\n";
  llvm::outs().flush();
}

/// The names of the entry's parameters as the text spelled them (`%x` is
/// `x`); bytecode keeps none.
static std::vector<std::string>
getParameterNames(cuda_tile::EntryOp entry, const AsmParserState &asmState) {
  std::vector<std::string> names;
  if (entry.getBody().empty())
    return names;
  const AsmParserState::BlockDefinition *definition =
      asmState.getBlockDef(&entry.getBody().front());
  if (!definition)
    return names;
  for (const AsmParserState::SMDefinition &argument : definition->arguments) {
    llvm::SMRange range = argument.loc;
    StringRef text(range.Start.getPointer(),
                   range.End.getPointer() - range.Start.getPointer());
    text.consume_front("%");
    names.push_back(text.str());
  }
  return names;
}

static std::optional<ElemKind> parseDType(llvm::StringRef name) {
  for (unsigned k = 0; k < unsigned(ElemKind::Ptr); ++k)
    if (name == getKindName(ElemKind(k)))
      return ElemKind(k);
  return std::nullopt;
}

/// Whether a .npy of `array` may back a pointer to `pointee`. NumPy has no
/// bf16, tf32 or f8, so those take raw integers of their size (tf32 also
/// f32); the others must match exactly.
static bool isCompatible(ElemKind array, ElemKind pointee) {
  if (array == pointee)
    return true;
  switch (pointee) {
  case ElemKind::TF32:
    return array == ElemKind::F32 || array == ElemKind::I32;
  case ElemKind::BF16:
    return array == ElemKind::I16;
  case ElemKind::F8E4M3FN:
  case ElemKind::F8E5M2:
  case ElemKind::F8E8M0FNU:
  case ElemKind::F8E5M3FNU:
  case ElemKind::F4E2M1FN:
  case ElemKind::I4:
    return array == ElemKind::I8;
  default:
    return false;
  }
}

int mlir::tileir::tileRunMain(int argc, char **argv) {
  unsigned threads = preprocessArgs(argc, argv);
  registerDefaultTimingManagerCLOptions();
  registerPassManagerCLOptions();
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tile-run: execute a Tile IR kernel\n\n"
      "  tile-run kernel.tileirbc --grid 4 --arg @x.npy --arg zeros:f32:1024 "
      "--arg 1024 --out 1=@y.npy\n\n"
      "  --threads N: host worker threads of the CPU executor (default: all "
      "cores)\n"
      "  --mlir-timing: with --device=cpu, time the compile's stages (each "
      "MLIR pass, LLVM's optimization and code generation) and print them "
      "on stderr at exit\n");
  // Declared before everything it times; reports when destroyed.
  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();

  if (!gpuName.empty() && (device == "cpu" || device == "interp"))
    return fail("--gpu-name applies to --device=gpu and --device=gpu-sim");
  unsigned threadsPerBlock = 0;
  if (gpuThreads.getNumOccurrences()) {
    if (device == "cpu" || device == "interp")
      return fail("--gpu-threads applies to --device=gpu and --device=gpu-sim");
    std::optional<unsigned> n = parseCount(gpuThreads, 32);
    if (!n || *n > 1024 || !llvm::isPowerOf2_32(*n))
      return fail("--gpu-threads takes a power of two from 32 to 1024, not '" +
                  gpuThreads + "'");
    threadsPerBlock = *n;
  }
  GPULaunchKind launchKind = GPULaunchKind::Explicit;
  if (gpuLaunch.getNumOccurrences()) {
    if (device == "cpu" || device == "interp")
      return fail("--gpu-launch applies to --device=gpu and --device=gpu-sim");
    std::optional<GPULaunchKind> kind = parseGPULaunchKind(gpuLaunch);
    if (!kind)
      return fail("--gpu-launch takes explicit or tile, not '" + gpuLaunch +
                  "'");
    launchKind = *kind;
  }
  unsigned sharedMemoryBytes = 0;
  if (gpuSharedMemory.getNumOccurrences()) {
    if (device == "cpu" || device == "interp")
      return fail(
          "--gpu-shared-memory applies to --device=gpu and --device=gpu-sim");
    std::optional<unsigned> n = parseCount(gpuSharedMemory, 48 * 1024);
    if (!n)
      return fail("--gpu-shared-memory takes a byte count of at least 49152, "
                  "not '" +
                  gpuSharedMemory + "'");
    sharedMemoryBytes = *n;
  }
  std::optional<unsigned> benchLaunches, warmupLaunches = 3;
  if (benchSpec.getNumOccurrences() &&
      !(benchLaunches = parseCount(benchSpec, 1)))
    return fail("--bench takes a number of timed launches of at least 1, "
                "not '" +
                benchSpec + "'");
  if (warmupSpec.getNumOccurrences()) {
    if (!benchLaunches)
      return fail("--warmup applies only with --bench");
    if (!(warmupLaunches = parseCount(warmupSpec, 0)))
      return fail("--warmup takes a number of untimed launches (0 or more), "
                  "not '" +
                  warmupSpec + "'");
  }

  if (profileSpec.getNumOccurrences()) {
    if (device != "gpu-sim")
      return fail("--profile applies to --device=gpu-sim");
    if (benchLaunches)
      return fail("--profile counts one launch; it does not combine with "
                  "--bench");
  }

  DialectRegistry registry;
  registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  auto file = llvm::MemoryBuffer::getFileOrSTDIN(inputFile, /*IsText=*/false);
  if (!file)
    return fail("cannot read '" + inputFile + "'");
  llvm::SourceMgr sourceMgr;
  // Diagnostics of the kernel (also those after parsing) show the source
  // line, as in tile-opt.
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  AsmParserState asmState;
  OwningOpRef<Operation *> owner =
      readTileIRFile(std::move(*file), &context, sourceMgr, &asmState);
  if (!owner)
    return 1;

  SmallVector<cuda_tile::EntryOp> entries;
  owner->walk([&](cuda_tile::EntryOp op) {
    if (entryName.empty() || op.getSymName() == entryName)
      entries.push_back(op);
  });
  if (entries.size() != 1)
    return fail(entries.empty() ? "no entry '" + entryName + "' in the kernel"
                                : "several entries; pick one with --entry");
  cuda_tile::EntryOp entry = entries.front();
  if (failed(entry.verifyLaunchableSignature()))
    return 1;
  ArrayRef<Type> params = entry.getFunctionType().getInputs();

  LaunchOptions options;
  options.threads = threads;
  SmallVector<StringRef> gridParts;
  StringRef(gridSpec).split(gridParts, ',');
  if (gridParts.size() > 3)
    return fail("--grid takes at most three extents");
  for (auto [i, part] : llvm::enumerate(gridParts))
    if (part.trim().getAsInteger(10, options.grid[i]) || options.grid[i] <= 0)
      return fail("bad --grid extent '" + part + "'");

  // Match every argument to its parameter, checking types before running.
  std::vector<std::string> typeNames;
  for (Type type : params) {
    std::string text;
    llvm::raw_string_ostream(text) << type;
    typeNames.push_back(text);
  }
  ParameterNames names(params.size(), getParameterNames(entry, asmState),
                       std::move(typeNames));
  std::string bindError;
  std::optional<std::vector<std::string>> values =
      bindArguments(argSpecs, names, bindError);
  if (!values)
    return fail(bindError);

  // The buffer of an `@file.npy` or `zeros:DTYPE:SHAPE` spec for `what` (a
  // parameter or list element); `pointee` (if any) is what the pointer
  // parameter points to.
  auto makeArray = [](const std::string &what, StringRef spec,
                      std::optional<ElemKind> pointee, NpyArray &array,
                      std::string &error) -> bool {
    StringRef original = spec;
    if (spec.consume_front("@")) {
      if (!readNpy(spec, array, error))
        return false;
      if (pointee && !isCompatible(array.kind, *pointee)) {
        error = what + " points to " + getKindName(*pointee) + " but '" +
                spec.str() + "' holds " + getKindName(array.kind);
        return false;
      }
      return true;
    }
    if (!spec.consume_front("zeros:")) {
      error = what + " is a pointer; pass @file.npy or zeros:DTYPE:SHAPE";
      return false;
    }
    auto [dtype, dims] = spec.split(':');
    std::optional<ElemKind> kind = parseDType(dtype);
    if (!kind || (pointee && *kind != *pointee)) {
      error = pointee ? what + " points to " + getKindName(*pointee) +
                            ", not '" + dtype.str() + "'"
                      : what + ": no element type '" + dtype.str() + "'";
      return false;
    }
    SmallVector<StringRef> parts;
    dims.split(parts, 'x');
    for (StringRef d : parts) {
      int64_t extent;
      if (d.getAsInteger(10, extent) || extent < 0) {
        error = "bad extent '" + d.str() + "' in '" + original.str() + "'";
        return false;
      }
      array.shape.push_back(extent);
    }
    array.kind = *kind;
    // i1 takes a byte per element, 4-bit types two per byte.
    array.data.assign(getBitWidth(*kind) == 4
                          ? (array.getNumElements() + 1) / 2
                          : array.getNumElements() * getSlotBytes(*kind),
                      0);
    return true;
  };

  Memory memory;
  std::vector<std::unique_ptr<NpyArray>> buffers(params.size());
  // The arrays of `list:` parameters (their tables are in `buffers`).
  std::vector<std::vector<std::unique_ptr<NpyArray>>> lists(params.size());
  SmallVector<RtValue> args;
  for (auto [i, type] : llvm::enumerate(params)) {
    auto tileType = dyn_cast<cuda_tile::TileType>(type);
    if (!tileType || !tileType.isScalar())
      return fail("parameter " + Twine(i) + " is not a scalar tile");
    Type elem = tileType.getElementType();
    StringRef spec = (*values)[i];
    TileValue scalar(*getElemKind(elem), {});
    if (auto ptr = dyn_cast<cuda_tile::PointerType>(elem)) {
      ElemKind pointee = *getElemKind(ptr.getPointeeType());
      auto array = std::make_unique<NpyArray>();
      std::string error;
      if (spec.consume_front("list:")) {
        if (pointee != ElemKind::I64)
          return fail("parameter " + Twine(i) +
                      " takes a list of arrays only as a pointer to i64");
        SmallVector<StringRef> items;
        spec.split(items, ',');
        size_t rank = 0;
        for (auto [k, item] : llvm::enumerate(items)) {
          auto element = std::make_unique<NpyArray>();
          if (!makeArray("element " + std::to_string(k) + " of parameter " +
                             std::to_string(i),
                         item, std::nullopt, *element, error))
            return fail(error);
          if (k && element->shape.size() != rank)
            return fail("the arrays of parameter " + Twine(i) +
                        " differ in rank");
          rank = element->shape.size();
          lists[i].push_back(std::move(element));
        }
        // One row [address, shape..., strides...] per array.
        size_t width = 1 + 2 * rank;
        array->kind = ElemKind::I64;
        array->shape = {int64_t(items.size()), int64_t(width)};
        array->data.assign(items.size() * width * 8, 0);
        auto *words = reinterpret_cast<uint64_t *>(array->data.data());
        for (auto [k, element] : llvm::enumerate(lists[i])) {
          uint64_t *row = words + k * width;
          row[0] =
              memory.registerBuffer(element->data.data(), element->data.size(),
                                    "argument " + std::to_string(i) +
                                        " element " + std::to_string(k));
          int64_t stride = 1;
          for (size_t d = rank; d-- > 0;) {
            row[1 + d] = element->shape[d];
            row[1 + rank + d] = stride;
            stride *= element->shape[d];
          }
        }
      } else if (!makeArray("parameter " + std::to_string(i), spec, pointee,
                            *array, error)) {
        return fail(error);
      }
      scalar.setBits(0, memory.registerBuffer(array->data.data(),
                                              array->data.size(),
                                              "argument " + std::to_string(i)));
      buffers[i] = std::move(array);
    } else if (isFloatKind(scalar.getKind())) {
      double number;
      if (spec.getAsDouble(number))
        return fail("parameter " + Twine(i) + " needs a number, got '" + spec +
                    "'");
      scalar.setFloat(0, number);
    } else {
      int64_t number;
      if (spec.getAsInteger(0, number))
        return fail("parameter " + Twine(i) + " needs an integer, got '" +
                    spec + "'");
      scalar.setInt(0, number);
    }
    args.push_back(RtValue::ofTile(std::move(scalar)));
  }

  SmallVector<std::pair<NpyArray *, std::string>> outs;
  for (StringRef spec : outSpecs) {
    std::optional<OutputBinding> out = parseOutputSpec(spec, names, bindError);
    if (!out)
      return fail(bindError);
    unsigned index = out->parameter;
    if (!buffers[index])
      return fail("--out " + spec + ": parameter " + names.describe(index) +
                  " is not a buffer");
    if (out->element && *out->element >= lists[index].size())
      return fail("--out " + spec + ": parameter " + names.describe(index) +
                  " has no list element " + Twine(*out->element));
    outs.emplace_back(out->element ? lists[index][*out->element].get()
                                   : buffers[index].get(),
                      out->path);
  }

  std::string error;
  if (device == "gpu" || device == "gpu-sim") {
    std::vector<GPUArg> gpuArgs(params.size());
    for (size_t i = 0; i < params.size(); ++i) {
      if (buffers[i]) {
        gpuArgs[i].buffer = &buffers[i]->data;
        // A list's table rows start with the arrays' addresses.
        for (auto [k, element] : llvm::enumerate(lists[i]))
          gpuArgs[i].pointees.push_back(
              {k * buffers[i]->shape[1], &element->data});
        continue;
      }
      const TileValue &scalar = *args[i].tile;
      gpuArgs[i].bits = scalar.getBits(0);
      gpuArgs[i].bytes = (getBitWidth(scalar.getKind()) + 7) / 8;
    }
    GPULaunchOptions gpuOptions;
    for (int d = 0; d < 3; ++d)
      gpuOptions.grid[d] = options.grid[d];
    gpuOptions.gpuName = gpuName;
    gpuOptions.threadsPerBlock = threadsPerBlock;
    gpuOptions.sharedMemoryBytes = sharedMemoryBytes;
    gpuOptions.launch = launchKind;
    std::unique_ptr<llvm::raw_fd_ostream> profileFile;
    if (profileSpec.getNumOccurrences()) {
      gpuOptions.profile = &llvm::errs();
      if (!profileSpec.empty()) {
        std::error_code ec;
        profileFile = std::make_unique<llvm::raw_fd_ostream>(
            profileSpec, ec, llvm::sys::fs::OF_Text);
        if (ec)
          return fail("cannot write --profile file '" + profileSpec +
                      "': " + ec.message());
        gpuOptions.profile = profileFile.get();
      }
    }
    GPUBenchmark bench;
    if (benchLaunches) {
      bench.warmup = *warmupLaunches;
      bench.launches = *benchLaunches;
      gpuOptions.bench = &bench;
    }
    if (device == "gpu"
            ? failed(launchOnGPU(entry, gpuArgs, gpuOptions, error))
            : failed(launchOnSimulatedGPU(entry, gpuArgs, gpuOptions, error)))
      return fail("--device=" + device + ": " + error);
    if (benchLaunches)
      printBenchLine(entry.getSymName(), bench.deviceName, !bench.deviceClock,
                     bench.driverVersion, bench.timesMs);
  } else if (device != "cpu" && device != "interp") {
    return fail("--device must be cpu, interp, gpu or gpu-sim, not '" + device +
                "'");
  } else {
    bool interpret = device == "interp";
    // The CPU paths have no device clock: each launch is timed on the host
    // (the first compiled launch compiles; warm-up launches absorb that).
    std::vector<double> times;
    unsigned runs = benchLaunches ? *warmupLaunches + *benchLaunches : 1;
    for (unsigned i = 0; i < runs; ++i) {
      auto start = std::chrono::steady_clock::now();
      if (!interpret) {
        switch (launchCompiledKernel(entry, args, memory, options, error,
                                     llvm::outs(), &timing)) {
        case CompiledLaunchStatus::Done:
          break;
        case CompiledLaunchStatus::Failed:
          llvm::errs() << error << "\n";
          return 1;
        case CompiledLaunchStatus::NotCompiled:
          // One line, so that a kernel still runs everywhere and says why
          // it is slower.
          llvm::errs() << error << "\n";
          interpret = true;
          break;
        }
      }
      if (interpret && failed(launchKernel(entry, args, memory, options,
                                           llvm::outs(), error))) {
        llvm::outs().flush();
        llvm::errs() << error << "\n";
        return 1;
      }
      std::chrono::duration<double, std::milli> elapsed =
          std::chrono::steady_clock::now() - start;
      if (benchLaunches && i >= *warmupLaunches)
        times.push_back(elapsed.count());
    }
    if (benchLaunches)
      printBenchLine(entry.getSymName(), interpret ? "cpu-interp" : "cpu",
                     /*hostClock=*/true, /*driverVersion=*/0, std::move(times));
  }
  for (auto &[array, path] : outs)
    if (!writeNpy(path, *array, error))
      return fail(error);
  return 0;
}
