//===- PTXEmitter.cpp - LLVM/NVVM dialect to PTX --------------------------===//

#include "tileir/Target/PTX/PTXEmitter.h"

#include "ZeroFillCopies.h"

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdlib>
#include <mutex>

using namespace mlir;
using namespace mlir::tileir;

static constexpr const char *kTriple = "nvptx64-nvidia-cuda";

//===----------------------------------------------------------------------===//
// Finding the toolkit
//===----------------------------------------------------------------------===//

std::string tileir::findCudaToolkit() {
  auto hasPtxas = [](llvm::StringRef dir) {
    llvm::SmallString<256> p(dir);
    llvm::sys::path::append(p, "bin", "ptxas");
    return llvm::sys::fs::can_execute(p);
  };
  if (const char *home = std::getenv("CUDA_HOME"))
    if (*home && hasPtxas(home))
      return home;
  if (hasPtxas("/usr/local/cuda"))
    return "/usr/local/cuda";
  if (auto ptxas = llvm::sys::findProgramByName("ptxas")) {
    llvm::StringRef bin = llvm::sys::path::parent_path(*ptxas);
    return llvm::sys::path::parent_path(bin).str();
  }
  return "";
}

std::string tileir::findPtxas() {
  std::string home = findCudaToolkit();
  if (home.empty())
    return "";
  llvm::SmallString<256> p(home);
  llvm::sys::path::append(p, "bin", "ptxas");
  return llvm::sys::fs::can_execute(p) ? std::string(p) : "";
}

std::string tileir::findLibdevice() {
  std::string home = findCudaToolkit();
  llvm::SmallVector<std::string> candidates;
  if (!home.empty())
    candidates.push_back(home + "/nvvm/libdevice/libdevice.10.bc");
  candidates.push_back("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc");
  candidates.push_back(
      "/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc");
  for (const std::string &c : candidates)
    if (llvm::sys::fs::exists(c))
      return c;
  return "";
}

//===----------------------------------------------------------------------===//
// LLVM IR
//===----------------------------------------------------------------------===//

static void initializeNVPTX() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    // Shared-memory (and local and constant) pointers in 32 bits, as
    // Triton's NVPTX setup asks too: the lowering computes a shared address
    // per slot for staging, fragments and layout conversions, and LLVM
    // hoists the loop-invariant ones, which then live through the loop in
    // two registers each with 64-bit pointers (fmha_f16_causal on sm_90a:
    // 132 spill bytes with 64-bit pointers, 16 with 32-bit ones, ptxas -v).
    // The backend reads this option when it builds the target machine's
    // data layout; nothing else in the process targets NVPTX.
    auto &registered = llvm::cl::getRegisteredOptions();
    auto it = registered.find("nvptx-short-ptr");
    if (it != registered.end())
      (void)it->second->addOccurrence(0, it->first, "true");
  });
}

/// The PTX ISA version (major * 10 + minor) `module`'s instructions need
/// beyond the chip's own minimum: 8.0 (CUDA 12) for the scoped mbarrier
/// waits of the token lowering; the f8 (e4m3/e5m2) mma.sync needs 8.4 with
/// an f32 accumulator and 8.7 with an f16 one (ptxas says so; the NVPTX
/// backend does not check it); tensor maps filled in by the kernel
/// (tensormap.replace and the tensormap proxy fences) need 8.3.
static unsigned requiredPtxVersion(const llvm::Module *module) {
  unsigned version = 80;
  if (!module)
    return version;
  for (const llvm::Function &f : *module) {
    // A tile launch's .blocksareclusters came with PTX 9.0.
    if (f.hasFnAttribute("nvvm.blocksareclusters"))
      version = std::max(version, 90u);
    // The multimem instructions of 13.5's multimem ops (inline PTX) came
    // with PTX 8.1.
    for (const llvm::BasicBlock &block : f)
      for (const llvm::Instruction &inst : block)
        if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst))
          if (auto *as =
                  llvm::dyn_cast<llvm::InlineAsm>(call->getCalledOperand())) {
            if (llvm::StringRef(as->getAsmString()).contains("multimem."))
              version = std::max(version, 81u);
            else if (llvm::StringRef(as->getAsmString())
                         .starts_with("tensormap.replace."))
              version = std::max(version, 83u);
          }
    llvm::StringRef name = f.getName();
    if (name.starts_with("llvm.nvvm.fence.proxy.tensormap"))
      version = std::max(version, 83u);
    // cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 came with PTX 7.8 for sm_90 and
    // 8.1 for sm_89.
    if (name.starts_with("llvm.nvvm.ff.to.e4m3x2") ||
        name.starts_with("llvm.nvvm.ff.to.e5m2x2"))
      version = std::max(version, 81u);
    if (!name.consume_front("llvm.nvvm.mma.") ||
        !(name.contains(".e4m3.") || name.contains(".e5m2.")))
      continue;
    version = std::max(version, name.ends_with(".f16") ? 87u : 84u);
  }
  return version;
}

/// `module` (may be null) decides the PTX ISA version, see
/// requiredPtxVersion.
static FailureOr<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const PTXOptions &options, Location loc,
                    const llvm::Module *module = nullptr) {
  initializeNVPTX();
  std::string error;
  llvm::Triple triple(kTriple);
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return emitError(loc, "NVPTX target unavailable in this LLVM: ") << error;
  llvm::TargetOptions targetOptions;
  auto level = options.optLevel == 0   ? llvm::CodeGenOptLevel::None
               : options.optLevel == 1 ? llvm::CodeGenOptLevel::Less
               : options.optLevel == 2 ? llvm::CodeGenOptLevel::Default
                                       : llvm::CodeGenOptLevel::Aggressive;
  // The backend's default is the chip's minimum (8.0 for sm_90a, 8.6 for
  // sm_100a, 8.8 for sm_103a, 8.7 for sm_120a, below 8.0 before sm_90).
  // Ask for more only where the module needs it, so that kernels stay
  // loadable by older drivers.
  llvm::StringRef chip = options.chip;
  unsigned smVersion = 0;
  chip.drop_front(3).take_while(llvm::isDigit).getAsInteger(10, smVersion);
  unsigned chipDefault = smVersion >= 120   ? 87
                         : smVersion >= 103 ? 88
                         : smVersion >= 100 ? 86
                         : smVersion >= 90  ? 80
                                            : 0;
  unsigned needed = requiredPtxVersion(module);
  std::string features =
      smVersion && needed > chipDefault ? "+ptx" + std::to_string(needed) : "";
  std::unique_ptr<llvm::TargetMachine> tm(
      target->createTargetMachine(triple, options.chip, features, targetOptions,
                                  std::nullopt, std::nullopt, level));
  if (!tm)
    return emitError(loc, "cannot create an NVPTX target machine for ")
           << options.chip;
  return tm;
}

static LogicalResult linkLibdevice(llvm::Module &module,
                                   const PTXOptions &options, Location loc) {
  // Only what the kernels call is linked; nothing to do without calls.
  bool needsLibdevice = llvm::any_of(module, [](llvm::Function &f) {
    return f.isDeclaration() && f.getName().starts_with("__nv_");
  });
  if (!needsLibdevice)
    return success();
  std::string path =
      options.libdevicePath.empty() ? findLibdevice() : options.libdevicePath;
  if (path.empty())
    return emitError(loc, "the kernel calls libdevice math functions, but "
                          "libdevice.10.bc was not found (set CUDA_HOME)");
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return emitError(loc, "cannot read ")
           << path << ": " << buffer.getError().message();
  auto libdevice =
      llvm::parseBitcodeFile((*buffer)->getMemBufferRef(), module.getContext());
  if (!libdevice)
    return emitError(loc, "cannot parse ")
           << path << ": " << llvm::toString(libdevice.takeError());
  (*libdevice)->setTargetTriple(module.getTargetTriple());
  (*libdevice)->setDataLayout(module.getDataLayout());
  if (llvm::Linker::linkModules(module, std::move(*libdevice),
                                llvm::Linker::Flags::LinkOnlyNeeded))
    return emitError(loc, "linking libdevice failed");
  // The linked functions are private to this module: let the optimiser
  // inline them and drop what is left.
  for (llvm::Function &f : module)
    if (!f.isDeclaration() &&
        f.getCallingConv() != llvm::CallingConv::PTX_Kernel)
      f.setLinkage(llvm::GlobalValue::InternalLinkage);
  return success();
}

/// Locations LLVM's debug-info translation understands: cuda_tile's
/// #cuda_tile.di_loc becomes its file:line:col, other dialect locations
/// their fallback or nothing. (The translation would crash on them.)
static Location toTranslatableLoc(Location loc) {
  MLIRContext *ctx = loc.getContext();
  if (isa<FileLineColLoc, UnknownLoc>(loc))
    return loc;
  if (auto di = dyn_cast<cuda_tile::DILocAttr>(loc))
    return di.getSourceLoc();
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    llvm::SmallVector<Location> locs;
    for (Location l : fused.getLocations())
      locs.push_back(toTranslatableLoc(l));
    Attribute metadata = fused.getMetadata();
    if (metadata && !isa<LLVM::DILocalScopeAttr>(metadata))
      metadata = Attribute();
    return FusedLoc::get(ctx, locs, metadata);
  }
  if (auto name = dyn_cast<NameLoc>(loc))
    return NameLoc::get(name.getName(), toTranslatableLoc(name.getChildLoc()));
  if (auto site = dyn_cast<CallSiteLoc>(loc))
    return CallSiteLoc::get(toTranslatableLoc(site.getCallee()),
                            toTranslatableLoc(site.getCaller()));
  if (auto opaque = dyn_cast<OpaqueLoc>(loc))
    return toTranslatableLoc(opaque.getFallbackLocation());
  return UnknownLoc::get(ctx);
}

void tileir::makeLocationsTranslatable(ModuleOp module) {
  module->walk([](Operation *op) {
    op->setLoc(toTranslatableLoc(op->getLoc()));
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setLoc(toTranslatableLoc(arg.getLoc()));
  });
}

FailureOr<std::unique_ptr<llvm::Module>>
tileir::translateToNVPTXModule(ModuleOp module, llvm::LLVMContext &context,
                               const PTXOptions &options) {
  Location loc = module.getLoc();
  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  module->getContext()->appendDialectRegistry(registry);

  makeLocationsTranslatable(module);
  if (options.lineInfo || options.deviceDebug) {
    // Line tables need a debug scope on every function.
    PassManager pm(module->getContext());
    pm.addPass(LLVM::createDIScopeForLLVMFuncOpPass());
    if (failed(pm.run(module)))
      return failure();
  }

  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, context, "tileir");
  if (!llvmModule)
    return emitError(loc, "translation to LLVM IR failed");
  auto tm = createTargetMachine(options, loc);
  if (failed(tm))
    return failure();
  llvmModule->setTargetTriple(llvm::Triple(kTriple));
  llvmModule->setDataLayout((*tm)->createDataLayout());
  // libdevice asks __nvvm_reflect whether to flush denormals: it must not.
  llvmModule->addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz",
                            uint32_t(0));

  if (failed(linkLibdevice(*llvmModule, options, loc)))
    return failure();

  if (llvm::verifyModule(*llvmModule, &llvm::errs()))
    return emitError(loc, "the generated LLVM IR does not verify");
  predicateZeroFillCopies(*llvmModule);

  if (options.optLevel > 0) {
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PassBuilder pb(tm->get());
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::OptimizationLevel level =
        options.optLevel == 1   ? llvm::OptimizationLevel::O1
        : options.optLevel == 2 ? llvm::OptimizationLevel::O2
                                : llvm::OptimizationLevel::O3;
    llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(level);
    mpm.run(*llvmModule, mam);
  }
  return llvmModule;
}

FailureOr<std::string>
tileir::emitPTX(llvm::Module &module, const PTXOptions &options, Location loc) {
  auto tm = createTargetMachine(options, loc, &module);
  if (failed(tm))
    return failure();
  std::string ptx;
  {
    llvm::raw_string_ostream os(ptx);
    llvm::buffer_ostream bos(os);
    llvm::legacy::PassManager pm;
    if ((*tm)->addPassesToEmitFile(pm, bos, nullptr,
                                   llvm::CodeGenFileType::AssemblyFile))
      return emitError(loc, "the NVPTX backend cannot emit PTX");
    pm.run(module);
  }
  return ptx;
}

//===----------------------------------------------------------------------===//
// ptxas
//===----------------------------------------------------------------------===//

namespace {
/// Removes its files when it goes out of scope.
struct TempFiles {
  llvm::SmallVector<llvm::SmallString<128>> paths;
  ~TempFiles() {
    for (auto &p : paths)
      llvm::sys::fs::remove(p);
  }
  FailureOr<llvm::StringRef> make(llvm::StringRef suffix, Location loc) {
    paths.emplace_back();
    if (auto ec =
            llvm::sys::fs::createTemporaryFile("tileir", suffix, paths.back()))
      return emitError(loc, "cannot create a temporary file: ") << ec.message();
    return llvm::StringRef(paths.back());
  }
};
} // namespace

/// One analysis remark per kernel from ptxas -v's report: registers, spill
/// bytes, stack and shared memory.
static void remarkResources(llvm::StringRef log, llvm::StringRef chip,
                            Location loc) {
  llvm::Regex function("Compiling entry function '([^']+)'");
  llvm::Regex spills("([0-9]+) bytes stack frame, ([0-9]+) bytes spill "
                     "stores, ([0-9]+) bytes spill loads");
  llvm::Regex used("Used ([0-9]+) registers.* ([0-9]+) bytes smem");
  std::string kernel, stack = "0", spillStores = "0", spillLoads = "0";
  llvm::SmallVector<llvm::StringRef> lines;
  log.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    llvm::SmallVector<llvm::StringRef> m;
    if (function.match(line, &m)) {
      kernel = m[1].str();
      stack = spillStores = spillLoads = "0";
    } else if (spills.match(line, &m)) {
      stack = m[1].str();
      spillStores = m[2].str();
      spillLoads = m[3].str();
    } else if (used.match(line, &m) && !kernel.empty()) {
      remark::analysis(loc, remark::RemarkOpts::name("Resources")
                                .category("ptxas")
                                .function(kernel))
          << remark::add("ptxas for {0}: {1} registers, {2} bytes spill "
                         "stores, {3} bytes spill loads, {4} bytes stack, {5} "
                         "bytes shared memory",
                         chip.str(), m[1].str(), spillStores, spillLoads, stack,
                         m[2].str());
      kernel.clear();
    }
  }
}

FailureOr<std::string> tileir::assembleCubin(llvm::StringRef ptx,
                                             const PTXOptions &options,
                                             Location loc) {
  std::string ptxas = findPtxas();
  if (ptxas.empty())
    return emitError(loc, "ptxas not found (looked in $CUDA_HOME/bin, "
                          "/usr/local/cuda/bin and PATH)");
  TempFiles temps;
  auto ptxPath = temps.make("ptx", loc);
  auto cubinPath = temps.make("cubin", loc);
  auto logPath = temps.make("log", loc);
  if (failed(ptxPath) || failed(cubinPath) || failed(logPath))
    return failure();
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(*ptxPath, ec);
    if (ec)
      return emitError(loc, "cannot write ")
             << *ptxPath << ": " << ec.message();
    os << ptx;
  }
  std::string arch = "-arch=" + options.chip;
  std::string opt = "-O" + std::to_string(options.optLevel);
  llvm::SmallVector<llvm::StringRef> args{ptxas, arch, opt};
  if (options.lineInfo)
    args.push_back("--generate-line-info");
  if (options.deviceDebug)
    args.push_back("--device-debug");
  // With remarks on, ptxas reports each kernel's resources (-v), which
  // become remarks: spills and registers are what users look at first.
  bool remarks = loc->getContext()->getRemarkEngine() != nullptr;
  if (remarks)
    args.push_back("-v");
  args.append({*ptxPath, "-o", *cubinPath});
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, *logPath,
                                                *logPath};
  std::string errorMessage;
  int rc = llvm::sys::ExecuteAndWait(ptxas, args, std::nullopt, redirects, 0, 0,
                                     &errorMessage);
  if (rc != 0) {
    auto log = llvm::MemoryBuffer::getFile(*logPath);
    InFlightDiagnostic diag = emitError(loc, "ptxas failed for ")
                              << options.chip;
    if (!errorMessage.empty())
      diag << ": " << errorMessage;
    if (log)
      diag << "\n" << (*log)->getBuffer().rtrim();
    return failure();
  }
  if (remarks)
    if (auto log = llvm::MemoryBuffer::getFile(*logPath))
      remarkResources((*log)->getBuffer(), options.chip, loc);
  auto cubin = llvm::MemoryBuffer::getFile(*cubinPath, /*IsText=*/false);
  if (!cubin)
    return emitError(loc, "cannot read the cubin ptxas wrote");
  return (*cubin)->getBuffer().str();
}
