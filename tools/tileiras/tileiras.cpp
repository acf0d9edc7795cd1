//===- tileiras.cpp - Tile IR bytecode to cubin compiler driver -----------===//
//
// Drop-in for NVIDIA's tileiras as cuTile Python calls it:
//
//   tileiras IN.tileirbc -o OUT.cubin --gpu-name sm_XX -O3 [--lineinfo]
//            [--device-debug | -g] [--version]
//
// plus --emit=mlir|llvm|ptx|cubin to stop early and --mlir-print-ir-after-all.
// The input may also be Tile IR text. Nothing is written unless the whole
// compilation succeeds.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/InitAllDialects.h"
#include "tileir/InitAllPasses.h"
#include "tileir/Target/PTX/Pipeline.h"
#include "tileir/Tools/InputFile.h"
#include "tileir/Tools/PreviewOption.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Remark/RemarkStreamer.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
using namespace mlir::tileir;
namespace cl = llvm::cl;

static cl::OptionCategory category("tileiras options");

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<input .tileirbc or .mlir>"),
                                      cl::cat(category));
static cl::opt<std::string> outputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"),
                                       cl::cat(category));
static cl::alias outputFileLong("output-file", cl::desc("Alias for -o"),
                                cl::aliasopt(outputFile), cl::cat(category));
static cl::opt<std::string>
    gpuName("gpu-name",
            cl::desc("Target GPU: sm_80, sm_86, sm_89, sm_90, sm_100, "
                     "sm_103, sm_110, sm_120 or sm_121"),
            cl::value_desc("sm_XX"), cl::cat(category));
static cl::opt<unsigned> optLevel("O", cl::Prefix, cl::init(3),
                                  cl::desc("Optimization level 0-3 "
                                           "(default 3)"),
                                  cl::value_desc("N"), cl::cat(category));
static cl::alias optLevelLong("opt-level", cl::desc("Alias for -O"),
                              cl::aliasopt(optLevel), cl::cat(category));
// NVIDIA's tileiras writes a host object for these; the cubin written here
// is the same for every host, so they are checked and have no other effect.
static cl::opt<std::string>
    hostArch("host-arch",
             cl::desc("Host architecture, as NVIDIA's tileiras takes it: "
                      "x86_64, aarch64 or arm64ec (the cubin does not depend "
                      "on it)"),
             cl::value_desc("arch"), cl::cat(category));
static cl::opt<std::string>
    hostOS("host-os",
           cl::desc("Host operating system, as NVIDIA's tileiras takes it: "
                    "linux or windows (the cubin does not depend on it)"),
           cl::value_desc("os"), cl::cat(category));
static cl::opt<std::string> sanitize(
    "sanitize",
    cl::desc("Instrumentation, as NVIDIA's tileiras takes it (memcheck): "
             "not supported by this compiler, which says so; tile-run "
             "--device=interp checks every access of a kernel instead"),
    cl::value_desc("memcheck"), cl::cat(category));
static cl::opt<bool> lineInfo("lineinfo",
                              cl::desc("Generate line-number information"),
                              cl::cat(category));
static cl::opt<bool> deviceDebug("device-debug",
                                 cl::desc("Generate debug information for "
                                          "device code (requires -O0)"),
                                 cl::cat(category));
static cl::alias deviceDebugShort("g", cl::desc("Alias for --device-debug"),
                                  cl::aliasopt(deviceDebug), cl::cat(category));
static cl::opt<std::string>
    emitKind("emit", cl::init("cubin"),
             cl::desc("What to write: mlir (LLVM/NVVM dialects), llvm (LLVM "
                      "IR), ptx or cubin (default)"),
             cl::value_desc("kind"), cl::cat(category));
static cl::opt<bool> printIRAfterAll("mlir-print-ir-after-all",
                                     cl::desc("Print the IR after each MLIR "
                                              "pass"),
                                     cl::cat(category));
static cl::opt<unsigned>
    numThreads("num-threads", cl::init(0),
               cl::desc("Threads per CTA of every kernel (power of two, "
                        "32-1024); by default the compiler chooses per "
                        "kernel: 128, or 256 for products whose accumulator "
                        "would crowd the registers"),
               cl::cat(category));
static cl::opt<std::string> launchKind(
    "launch", cl::init("tile"),
    cl::desc("How the cubin's kernels will be launched: tile (the default, "
             "as cuTile Python and NVIDIA's host examples launch tile "
             "kernels: one thread and no dynamic shared memory a block; "
             "kernels declare their shared memory statically and, on sm_90 "
             "and later, have the driver start their threads) or explicit "
             "(the launch gives each block the kernel's .reqntid threads and "
             "the dynamic shared memory it asks for)"),
    cl::value_desc("tile|explicit"), cl::cat(category));
static cl::opt<int64_t> sharedMemoryBytes(
    "shared-memory-bytes", cl::init(0),
    cl::desc("Shared memory a CTA may use, in bytes, from 49152. Tile "
             "launches: all static, by default as much as ptxas lets the "
             "target declare (232448 on sm_90, sm_100, sm_103 and sm_110, "
             "101376 on sm_120 and sm_121, 49152 before sm_90). Explicit "
             "launches: by default 49152; "
             "more lets software pipelines take more stages in dynamic "
             "shared memory, which the launch must then provide: each "
             "kernel's nv_tileas.dynamic_shared_bytes in --emit=mlir"),
    cl::value_desc("bytes"), cl::cat(category));

// Optimization remarks, with the flags cuTile Python passes to compilers
// that read Tile IR 13.4.
static cl::opt<std::string> remarksFilter(
    "remarks",
    cl::desc("Report what the compiler decided per kernel (layouts, "
             "tensor-core path): remarks whose category (layouts, dot) "
             "matches this regex, or 'all'"),
    cl::value_desc("regex"), cl::cat(category));
static cl::opt<std::string>
    remarkFormat("remark-format", cl::init("yaml"),
                 cl::desc("Format of --remarks-output-file: yaml (default) "
                          "or bitstream"),
                 cl::value_desc("format"), cl::cat(category));
static cl::opt<std::string> remarksOutputFile(
    "remarks-output-file",
    cl::desc("Write --remarks to this file (default: print them as "
             "diagnostics)"),
    cl::value_desc("file"), cl::cat(category));

static int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "tileiras") << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerPreviewOption(&category);
  cl::HideUnrelatedOptions(category);
  cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "tileiras (open CUDA Tile IR compiler): Tile IR bytecode 13.1-13.5 "
          "to PTX/cubin through LLVM NVPTX\n";
  });
  cl::ParseCommandLineOptions(
      argc, argv,
      "tileiras: compile Tile IR (bytecode or text) to a cubin\n\n"
      "  tileiras kernel.tileirbc -o kernel.cubin --gpu-name sm_90 -O3\n");

  if (gpuName.empty())
    return fail("--gpu-name is required (sm_80, sm_86, sm_89, sm_90, sm_100, "
                "sm_103, sm_110, sm_120 or sm_121)");
  auto chip = ptxChipForGPU(gpuName);
  if (!chip)
    return fail("unsupported --gpu-name '" + gpuName +
                "': expected one of sm_80, sm_86, sm_89, sm_90, sm_100, "
                "sm_103, sm_110, sm_120, sm_121 (base names only)");
  if (hostArch.getNumOccurrences() && hostArch != "x86_64" &&
      hostArch != "aarch64" && hostArch != "arm64ec")
    return fail("invalid --host-arch='" + hostArch +
                "' (expected x86_64, aarch64 or arm64ec)");
  if (hostOS.getNumOccurrences() && hostOS != "linux" && hostOS != "windows")
    return fail("invalid --host-os='" + hostOS +
                "' (expected linux or windows)");
  if (sanitize.getNumOccurrences()) {
    if (sanitize != "memcheck")
      return fail("invalid --sanitize='" + sanitize + "' (expected memcheck)");
    return fail("--sanitize=memcheck is not supported: this compiler's "
                "cubins are not instrumented (tile-run --device=interp "
                "checks every access of a kernel against its arrays)");
  }
  if (optLevel > 3)
    return fail("invalid optimization level -O" + std::to_string(optLevel) +
                " (expected -O0 to -O3)");
  if (deviceDebug && optLevel != 0)
    return fail("--device-debug (-g) requires -O0");
  std::optional<GPULaunchKind> launch = parseGPULaunchKind(launchKind);
  if (!launch)
    return fail("--launch takes tile or explicit, not '" + launchKind + "'");
  bool tileLaunch = *launch == GPULaunchKind::Tile;
  int64_t most = mostSharedMemoryPerBlock(*chip, *launch);
  if (sharedMemoryBytes &&
      (sharedMemoryBytes < 48 * 1024 || sharedMemoryBytes > most))
    return fail("--shared-memory-bytes=" + std::to_string(sharedMemoryBytes) +
                ": a CTA of " + gpuName + " may use from 49152 to " +
                std::to_string(most) + " bytes" +
                (tileLaunch ? " in a tile launch (static shared memory only; "
                              "--launch=explicit for dynamic)"
                            : ""));
  GPUEmitKind emit;
  if (emitKind == "mlir")
    emit = GPUEmitKind::MLIR;
  else if (emitKind == "llvm")
    emit = GPUEmitKind::LLVM;
  else if (emitKind == "ptx")
    emit = GPUEmitKind::PTX;
  else if (emitKind == "cubin")
    emit = GPUEmitKind::Cubin;
  else
    return fail("invalid --emit=" + emitKind +
                " (expected mlir, llvm, ptx or cubin)");
  if (outputFile.empty()) {
    if (emit == GPUEmitKind::Cubin)
      return fail("no output file: pass -o OUT.cubin");
    outputFile = "-";
  }

  DialectRegistry registry;
  registerAllDialects(registry);
  applyPreviewOption(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  if (!remarksFilter.empty() || !remarksOutputFile.empty()) {
    std::string filter = remarksFilter.empty() || remarksFilter == "all"
                             ? std::string(".*")
                             : std::string(remarksFilter);
    if (!llvm::Regex(filter).isValid())
      return fail("--remarks=" + remarksFilter + " is not a valid regex");
    remark::RemarkCategories categories;
    categories.all = categories.passed = categories.missed =
        categories.analysis = categories.failed = filter;
    auto policy = std::make_unique<remark::RemarkEmittingPolicyAll>();
    if (remarksOutputFile.empty()) {
      if (failed(remark::enableOptimizationRemarks(
              context, nullptr, std::move(policy), categories,
              /*printAsEmitRemarks=*/true)))
        return fail("cannot enable remarks");
    } else {
      llvm::remarks::Format format;
      if (remarkFormat == "yaml")
        format = llvm::remarks::Format::YAML;
      else if (remarkFormat == "bitstream")
        format = llvm::remarks::Format::Bitstream;
      else
        return fail("invalid --remark-format=" + remarkFormat +
                    " (expected yaml or bitstream)");
      if (failed(remark::enableOptimizationRemarksWithLLVMStreamer(
              context, remarksOutputFile, format, std::move(policy),
              categories)))
        return fail("cannot write remarks to '" + remarksOutputFile + "'");
    }
  }

  auto file = llvm::MemoryBuffer::getFileOrSTDIN(inputFile, /*IsText=*/false);
  if (!file)
    return fail("cannot read '" + inputFile +
                "': " + file.getError().message());
  OwningOpRef<Operation *> parsed =
      readTileIRFile(std::move(*file), &context, sourceMgr);
  if (!parsed)
    return 1;
  OwningOpRef<ModuleOp> module;
  if (auto m = dyn_cast<ModuleOp>(parsed.get())) {
    module = OwningOpRef<ModuleOp>(cast<ModuleOp>(parsed.release()));
  } else {
    module = ModuleOp::create(parsed->getLoc());
    module->getBody()->push_back(parsed.release());
  }

  GPUCompileOptions options;
  options.ptx.chip = *chip;
  options.ptx.optLevel = optLevel;
  options.ptx.lineInfo = lineInfo;
  options.ptx.deviceDebug = deviceDebug;
  options.numThreads = numThreads;
  options.sharedMemoryBytes = sharedMemoryBytes;
  options.launch = *launch;
  options.printIRAfterAll = printIRAfterAll;
  FailureOr<std::string> result = compileForGPU(*module, options, emit);
  if (failed(result))
    return 1;

  // Only now is anything written: a failed compilation leaves no file.
  std::string error;
  auto output = openOutputFile(outputFile, &error);
  if (!output)
    return fail(error);
  output->os() << *result;
  output->keep();
  return 0;
}
