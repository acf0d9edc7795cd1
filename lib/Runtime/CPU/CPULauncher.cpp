//===- CPULauncher.cpp - Compile, cache and run kernels on the CPU --------===//
//
// cuda_tile -> nv_tileaa -> linalg/tensor/scf (convert-tileaa-to-linalg) ->
// one-shot bufferization -> loops -> LLVM, JIT-compiled by MLIR's
// ExecutionEngine for the host CPU (its features, O3), as GPUSimulator.cpp
// does for the GPU code. Compiled kernels are cached per process, keyed on
// the kernel's text, so repeated launches (benchmarks) compile once; a
// per-context memo keyed on the module's fingerprint spares a relaunch of an
// unchanged module the printing of that text.
//
//===----------------------------------------------------------------------===//

#include "tileir/Runtime/CPULauncher.h"
#include "CompiledHelpers.h"

#include "../BlockScheduler.h"
#include "../Executor.h"
#include "../HostJIT.h"
#include "../ViewAccess.h"

#include "tileir/Conversion/CudaTileToTileAA/CudaTileToTileAA.h"
#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"
#include "tileir/Target/CPU/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"

#include <atomic>
#include <map>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
using namespace mlir::tileir::runtime::cpu;
namespace ct = mlir::cuda_tile;

namespace {
struct CompiledKernel {
  std::unique_ptr<ExecutionEngine> engine;
  void (*function)(void **) = nullptr;
  std::vector<Site> sites;
  int64_t viewCacheWords = 0;
};

/// What identifies a tile module's content without printing it: the words
/// MLIR's OperationFingerPrint hashes (for every op its address, parent,
/// uniqued attribute dictionary, a hash of its properties, location,
/// operands, successors, result types, and its blocks and their arguments)
/// plus what that leaves out and a kernel's code depends on: op names (an
/// op erased and another created at its address keeps every other word)
/// and block argument types and locations (setType on an argument changes
/// no op), with each list's length so that the words parse one way only.
/// Attributes, types and locations are uniqued for the context's lifetime,
/// so within one context equal words mean equal content, up to a collision
/// of two properties hashes on the same op; across contexts they do not,
/// hence ContextMemo. The words are kept and compared, not hashed: the
/// SHA-1 that OperationFingerPrint computes took ~12 us per launch of
/// examples/layer_norm.mlir, comparing them takes well under one.
class ModuleFingerprint {
public:
  explicit ModuleFingerprint(Operation *module) {
    module->walk([&](Operation *op) {
      add(op);
      add(op->getName().getAsOpaquePointer());
      add(op->getParentOp());
      add(op->getRawDictionaryAttrs().getAsOpaquePointer());
      words.push_back(op->hashProperties());
      add(op->getLoc().getAsOpaquePointer());
      words.push_back(op->getNumOperands());
      for (Value operand : op->getOperands())
        add(operand.getAsOpaquePointer());
      words.push_back(op->getNumSuccessors());
      for (Block *successor : op->getSuccessors())
        add(successor);
      words.push_back(op->getNumResults());
      for (Type type : op->getResultTypes())
        add(type.getAsOpaquePointer());
      words.push_back(op->getNumRegions());
      for (Region &region : op->getRegions()) {
        words.push_back(region.getBlocks().size());
        for (Block &block : region) {
          add(&block);
          words.push_back(block.getNumArguments());
          for (BlockArgument arg : block.getArguments()) {
            add(arg.getAsOpaquePointer());
            add(arg.getType().getAsOpaquePointer());
            add(arg.getLoc().getAsOpaquePointer());
          }
        }
      }
    });
  }
  bool operator==(const ModuleFingerprint &other) const {
    return words == other.words;
  }

private:
  void add(const void *pointer) {
    words.push_back(reinterpret_cast<uintptr_t>(pointer));
  }
  std::vector<uint64_t> words;
};

/// The first-level cache of one context: for each entry op launched, the
/// fingerprint of its module when it was last compiled and the kernel. It
/// holds addresses of the context's ops and uniqued objects, which a later
/// context may reuse for other content, so it must die with its context:
/// a dialect is what a context owns and destroys on our behalf, and this
/// one exists only for that (it has no ops, types or attributes).
class ContextMemo : public Dialect {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ContextMemo)

  explicit ContextMemo(MLIRContext *ctx)
      : Dialect(getDialectNamespace(), ctx, TypeID::get<ContextMemo>()) {}
  static StringRef getDialectNamespace() { return "tileir_cpu_compile_memo"; }

  struct Entry {
    ModuleFingerprint fingerprint;
    std::shared_ptr<CompiledKernel> kernel;
  };
  std::mutex mutex;
  /// Keyed on the entry op (its module is its parent). An entry whose op
  /// was freed stays until the context dies or another op takes the address
  /// and overwrites it; at most one per entry op address.
  llvm::DenseMap<Operation *, Entry> entries;
};

std::atomic<uint64_t> fingerprintHits{0}, textHits{0}, compiles{0};
} // namespace

CPUCompileCacheStats runtime::getCPUCompileCacheStats() {
  return {fingerprintHits.load(), textHits.load(), compiles.load()};
}

/// The cuda_tile op at `loc` (the one a lowered op came from), for
/// messages; nullptr if none has it.
/// The cuda_tile op at `loc`. Several can share one (a bytecode kernel's
/// locations are its Python source lines): then the first whose name
/// begins with `hint` (the nv_tileaa op's, e.g. atomic_rmw for
/// atomic_rmw_tko), else the first.
static Operation *findSourceOp(ct::EntryOp entry, Location loc,
                               StringRef hint = {}) {
  Operation *found = nullptr;
  entry.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == entry || op->getLoc() != loc)
      return WalkResult::advance();
    if (!found)
      found = op;
    if (hint.empty() || op->getName().stripDialect().starts_with(hint)) {
      found = op;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

static ElemKind getSiteKind(Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return ElemKind::Ptr;
  return *getElemKind(type);
}

/// The runtime form of the module's site table.
static std::vector<Site> readSites(ModuleOp module, ct::EntryOp entry) {
  std::vector<Site> sites;
  auto table = module->getAttrOfType<ArrayAttr>(kCpuSitesAttr);
  for (Attribute attr : table) {
    auto entryAttr = cast<DictionaryAttr>(attr);
    Site site;
    StringRef kind = cast<StringAttr>(entryAttr.get("kind")).getValue();
    site.kind = llvm::StringSwitch<Site::Kind>(kind)
                    .Case(kCpuSiteTiledLoad, Site::Kind::TiledLoad)
                    .Case(kCpuSiteTiledStore, Site::Kind::TiledStore)
                    .Case(kCpuSiteLoadPtr, Site::Kind::LoadPtr)
                    .Case(kCpuSiteStorePtr, Site::Kind::StorePtr)
                    .Case(kCpuSiteConvert, Site::Kind::Convert)
                    .Case(kCpuSiteAtomicRmw, Site::Kind::AtomicRmw)
                    .Case(kCpuSiteAtomicCas, Site::Kind::AtomicCas)
                    .Case(kCpuSiteAtomicRed, Site::Kind::AtomicRed)
                    .Case(kCpuSiteDirected, Site::Kind::Directed)
                    .Case(kCpuSiteDivZero, Site::Kind::DivZero)
                    .Case(kCpuSiteSliceIndex, Site::Kind::SliceIndex)
                    .Case(kCpuSitePrint, Site::Kind::Print)
                    .Case(kCpuSiteGlobal, Site::Kind::Global)
                    .Case(kCpuSiteAssert, Site::Kind::Assert)
                    .Default(Site::Kind::RemZero);
    Location loc = cast<LocationAttr>(entryAttr.get("loc"));
    site.where = formatLocation(loc);
    Operation *source = findSourceOp(entry, loc);
    site.opName = source ? source->getName().getStringRef().str() : "op";
    if (auto element = entryAttr.getAs<TypeAttr>("element"))
      site.element = getSiteKind(element.getValue());
    if (auto view = entryAttr.getAs<StringAttr>("view"))
      site.strided = view.getValue() == "strided";
    if (auto rank = entryAttr.getAs<IntegerAttr>("memref_rank"))
      site.memrefRank = rank.getInt();
    auto copy = [&](StringRef name, SmallVectorImpl<int64_t> &to) {
      if (auto array = entryAttr.getAs<DenseI64ArrayAttr>(name))
        to.assign(array.asArrayRef().begin(), array.asArrayRef().end());
    };
    copy("tile_shape", site.tileShape);
    copy("dim_map", site.dimMap);
    copy("traversal_strides", site.traversal);
    if (auto sparse = entryAttr.getAs<IntegerAttr>("sparse_dim"))
      site.sparseDim = sparse.getInt();
    if (auto index = entryAttr.getAs<TypeAttr>("index_element"))
      site.indexElement = getSiteKind(index.getValue());
    if (auto mode = entryAttr.getAs<ct::AtomicRMWModeAttr>("mode"))
      site.mode = mode.getValue();
    if (auto pad = entryAttr.getAs<ct::PaddingValueAttr>("padding_value"))
      site.padding = getPaddingBits(pad, site.element);
    if (site.kind == Site::Kind::Directed) {
      StringRef op = cast<StringAttr>(entryAttr.get("op")).getValue();
      site.directedOp = unsigned(llvm::StringSwitch<DirectedOp>(op)
                                     .Case("addf", DirectedOp::Add)
                                     .Case("subf", DirectedOp::Sub)
                                     .Case("mulf", DirectedOp::Mul)
                                     .Case("divf", DirectedOp::Div)
                                     .Case("sqrt", DirectedOp::Sqrt)
                                     .Default(DirectedOp::Fma));
      site.ftz = entryAttr.getAs<BoolAttr>("ftz").getValue();
      site.rounding = toRounding(
          entryAttr.getAs<ct::RoundingModeAttr>("rounding").getValue());
    }
    if (site.kind == Site::Kind::Convert) {
      StringRef op = cast<StringAttr>(entryAttr.get("op")).getValue();
      site.conversion = op == "ftof"   ? Site::Conversion::FToF
                        : op == "ftoi" ? Site::Conversion::FToI
                                       : Site::Conversion::IToF;
      site.from = getSiteKind(entryAttr.getAs<TypeAttr>("from").getValue());
      site.to = getSiteKind(entryAttr.getAs<TypeAttr>("to").getValue());
      site.isSigned = entryAttr.getAs<BoolAttr>("signed").getValue();
      site.rounding = toRounding(
          entryAttr.getAs<ct::RoundingModeAttr>("rounding").getValue());
    }
    if (site.kind == Site::Kind::Print) {
      site.text = cast<StringAttr>(entryAttr.get("format")).getValue().str();
      for (Attribute arg : cast<ArrayAttr>(entryAttr.get("args"))) {
        Type type = cast<TypeAttr>(arg).getValue();
        auto tensor = dyn_cast<RankedTensorType>(type);
        site.printArgs.push_back(
            {getSiteKind(tensor ? tensor.getElementType() : type),
             tensor ? llvm::SmallVector<int64_t, 4>(tensor.getShape())
                    : llvm::SmallVector<int64_t, 4>()});
      }
    }
    if (site.kind == Site::Kind::Global)
      site.text = cast<StringAttr>(entryAttr.get("name")).getValue().str();
    if (site.kind == Site::Kind::Assert)
      site.text = cast<StringAttr>(entryAttr.get("message")).getValue().str();
    sites.push_back(std::move(site));
  }
  return sites;
}

/// The vector registers of the host CPU, which the contraction blocks are
/// sized for.
static tileir::cpu::CPUVectorizeContractionsOptions hostVectorRegisters() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  tileir::cpu::CPUVectorizeContractionsOptions options;
  if (features.lookup("avx512f")) {
    options.vectorBits = 512;
    options.vectorRegisters = 32;
  } else if (features.lookup("avx")) {
    options.vectorBits = 256;
    options.vectorRegisters = 16;
  } else {
    options.vectorBits = 128;
    options.vectorRegisters = 16;
  }
  return options;
}

/// The upstream pipeline from tensors to the LLVM dialect.
static void buildLoweringPipeline(PassManager &pm) {
  // arith ops on tensors (from the cuda_tile lowering) as linalg.generic.
  pm.addPass(createConvertElementwiseToLinalgPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // Chains of elementwise ops become one loop nest without temporaries;
  // cheap tiles read by several ops are computed in each of them. Twice:
  // the first fusion folds reshapes into producers (a column mask's
  // expand_shape), which may then be shared by the fused consumers.
  for (int round = 0; round < 2; ++round) {
    pm.addNestedPass<func::FuncOp>(
        tileir::cpu::createCPURecomputeElementwise());
    pm.addPass(createLinalgElementwiseOpFusionPass());
    pm.addPass(createCanonicalizerPass());
  }
  // mmaf/mmai as register-blocked vector loops.
  pm.addNestedPass<func::FuncOp>(
      tileir::cpu::createCPUVectorizeContractions(hostVectorRegisters()));
  // Reductions step every kept line at once, in vectors.
  pm.addNestedPass<func::FuncOp>(tileir::cpu::createCPUVectorizeReductions());
  pm.addPass(createCanonicalizerPass());
  // A loop-carried tile updated elementwise (acc = acc + x) is written over
  // itself, not into a new buffer every iteration.
  pm.addNestedPass<func::FuncOp>(tileir::cpu::createCPUAccumulateInPlace());
  // Elementwise tiles in vector steps along their contiguous dimension,
  // with what depends on the column alone computed once per chunk.
  tileir::cpu::CPUVectorizeElementwiseOptions elementwise;
  elementwise.vectorBits = hostVectorRegisters().vectorBits;
  pm.addNestedPass<func::FuncOp>(
      tileir::cpu::createCPUVectorizeElementwise(elementwise));
  // Results stored in place (materialize_in_destination into a tile of the
  // memory window) are computed there instead of in a temporary.
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  // A loop may carry a fresh tile each iteration (a load, a new sum).
  bufferize.allowReturnAllocsFromLoops = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addPass(createCanonicalizerPass());
  // Tile temporaries outside loops on the stack, not from the pool.
  pm.addNestedPass<func::FuncOp>(tileir::cpu::createCPUStackTileBuffers());
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // Multi-dimensional transfers (the blocks of a row reduction) as one
  // vector access per row, not through a buffer on the stack.
  VectorTransferToSCFOptions vectorToSCF;
  vectorToSCF.enableFullUnroll();
  pm.addPass(createConvertVectorToSCFPass(vectorToSCF));
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createSCFToControlFlowPass());
  // Transposes (blocks of a row reduction) as shuffles, not one extract
  // and insert per element.
  ConvertVectorToLLVMPassOptions vectorToLLVM;
  vectorToLLVM.vectorTransposeLowering =
      vector::VectorTransposeLowering::Shuffle1D;
  pm.addPass(createConvertVectorToLLVMPass(vectorToLLVM));
  // The math ops are all on f64 and become the libm double functions the
  // interpreter calls (llvm.exp.f64 is `exp`); math-to-libm takes those
  // without an LLVM intrinsic (tanh, sinh, ...).
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // Tile buffers come from the runtime's per-thread pool
  // (CompiledHelpers.cpp), not straight from malloc.
  FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
  memrefToLLVM.useGenericFunctions = true;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertIndexToLLVMPass());
  // Padding values of in-bounds vector transfers are ub.poison.
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

/// The compile-time budget of LLVM's loop unrolling, in LLVM instructions
/// of the module before optimization. The unroller decides loop by loop
/// with no limit for the function, and every later pass (the vectorizers,
/// instruction selection, loop strength reduction, register allocation)
/// works on the copies. The corpus fft_512_f32, about 150 static loops of
/// 2 to 64 iterations over its 8x8 tiles, grew from 6.3k to 22k
/// instructions, and optimization and code generation took 0.9 s of its
/// 1.1 s compile; without unrolling they take 0.2 s and the kernel runs as
/// fast (its inner loops are already MLIR's register-blocked vector code).
/// The row kernels (0.9k-1.6k instructions) ran 5-15% slower without it, so
/// kernels up to the budget keep it: the largest such corpus kernel,
/// fmha_f16_causal at 3.6k, compiles in 0.38 s, within the 0.5 s aimed at,
/// and the time grows faster than the size.
static constexpr unsigned kMaxInstructionsToUnroll = 4096;

/// Whether LLVM may unroll `module`'s loops (kMaxInstructionsToUnroll).
static bool mayUnrollLoops(const llvm::Module &module) {
  unsigned instructions = 0;
  for (const llvm::Function &function : module)
    instructions += function.getInstructionCount();
  return instructions <= kMaxInstructionsToUnroll;
}

/// LLVM's O3 pipeline for `target`, with or without loop unrolling (full
/// and partial; the loop vectorizer still interleaves).
static void optimizeKernel(llvm::Module &module, llvm::TargetMachine *target,
                           bool unrollLoops) {
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = unrollLoops;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  llvm::PassBuilder builder(target, tuning);
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(sccs);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, sccs, modules);
  builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3)
      .run(module, modules);
}

static std::string describeEntry(ct::EntryOp entry) {
  return "kernel '" + entry.getSymName().str() + "'";
}

static CompiledLaunchStatus compile(ct::EntryOp entry,
                                    std::shared_ptr<CompiledKernel> &result,
                                    std::string &error, TimingScope *timing) {
  // Without a caller's scope every stage's scope is a no-op.
  TimingScope root =
      timing ? timing->nest("compile for the CPU") : TimingScope();
  static std::once_flag initOnce;
  std::call_once(initOnce, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  MLIRContext *ctx = entry->getContext();
  Operation *tileModule = entry->getParentOp();

  TimingScope lookupScope = root.nest("compile cache lookup");
  // A relaunch of an unchanged module (every launch of a benchmark) finds
  // its kernel by fingerprint, which costs a walk of the module instead of
  // printing it. Any change in place since the last compile (a constant
  // replaced, an op erased) changes the fingerprint and falls through to
  // the text below.
  auto *memo = ctx->getOrLoadDialect<ContextMemo>();
  ModuleFingerprint fingerprint(tileModule);
  {
    std::lock_guard lock(memo->mutex);
    auto it = memo->entries.find(entry);
    if (it != memo->entries.end() && it->second.fingerprint == fingerprint) {
      ++fingerprintHits;
      result = it->second.kernel;
      return CompiledLaunchStatus::Done;
    }
  }
  // Remembers `kernel` as the one for the module as fingerprinted above.
  auto remember = [&](std::shared_ptr<CompiledKernel> kernel) {
    std::lock_guard lock(memo->mutex);
    memo->entries.insert_or_assign(entry,
                                   ContextMemo::Entry{fingerprint, kernel});
  };

  // Kernels of the same text compile to the same code, whichever module or
  // context holds them (a kernel parsed again, a mutation undone);
  // locations are part of the text since errors name them.
  std::string key;
  {
    llvm::raw_string_ostream os(key);
    os << entry.getSymName() << "\n";
    tileModule->print(os, OpPrintingFlags().enableDebugInfo());
  }
  static std::mutex cacheMutex;
  // Never destroyed: the JIT's code must outlive LLVM's own statics, which
  // exit() tears down before any of ours.
  static auto &cache =
      *new std::map<std::string, std::shared_ptr<CompiledKernel>>();
  {
    std::lock_guard lock(cacheMutex);
    auto it = cache.find(key);
    if (it != cache.end()) {
      ++textHits;
      result = it->second;
      remember(result);
      return CompiledLaunchStatus::Done;
    }
  }
  lookupScope.stop();
  ++compiles;

  DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  ctx->appendDialectRegistry(registry);

  OwningOpRef<ModuleOp> module = ModuleOp::create(entry.getLoc());
  module->getBody()->push_back(tileModule->clone());

  // The first error of the front half names the op outside the slice.
  std::optional<Location> errorLoc;
  std::string diagnostics;
  {
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error && !errorLoc) {
        errorLoc = diag.getLocation();
        diagnostics = diag.str();
      }
      return success();
    });
    PassManager front(ctx);
    TimingScope frontScope = root.nest("cuda_tile to linalg");
    front.enableTiming(frontScope);
    ConvertCudaTileToTileAAOptions options;
    // The compute capability only gates GPU features; the CPU code does not
    // depend on it.
    options.computeCapability = "sm_90";
    front.addPass(createConvertCudaTileToTileAA(options));
    if (failed(front.run(*module)) || failed([&] {
          TimingScope scope = frontScope.nest("convert-tileaa-to-linalg");
          return lowerTileAAToLinalg(*module);
        }())) {
      // "'nv_tileaa.NAME' is not compiled yet" names the op to look for.
      StringRef hint = StringRef(diagnostics).drop_front();
      hint = hint.consume_front("nv_tileaa.")
                 ? hint.take_until([](char c) { return c == '\''; })
                 : StringRef();
      Operation *source =
          errorLoc ? findSourceOp(entry, *errorLoc, hint) : nullptr;
      std::string where = formatLocation(errorLoc.value_or(entry.getLoc()));
      error = where + ": note: " + describeEntry(entry) +
              " runs in the interpreter: " +
              (source ? "'" + source->getName().getStringRef().str() +
                            "' is not compiled yet"
                      : diagnostics);
      return CompiledLaunchStatus::NotCompiled;
    }
  }

  auto kernel = std::make_shared<CompiledKernel>();
  kernel->sites = readSites(*module, entry);
  (*module)->removeAttr(kCpuSitesAttr);
  if (auto words = (*module)->getAttrOfType<IntegerAttr>(kCpuViewCacheAttr))
    kernel->viewCacheWords = words.getInt();
  (*module)->removeAttr(kCpuViewCacheAttr);

  {
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &diag) {
      llvm::raw_string_ostream os(diagnostics);
      os << diag.getLocation() << ": " << diag << "\n";
      return success();
    });
    PassManager pm(ctx);
    TimingScope scope = root.nest("linalg to the LLVM dialect");
    pm.enableTiming(scope);
    // --mlir-print-ir-after=PASS and the like, where the tool registered
    // them (tile-run); a no-op elsewhere.
    (void)applyPassManagerCLOptions(pm);
    buildLoweringPipeline(pm);
    if (failed(pm.run(*module))) {
      error = "tile-run: error: compiling " + describeEntry(entry) +
              " for the CPU failed:\n" + diagnostics;
      return CompiledLaunchStatus::Failed;
    }
  }

  // The JIT needs no debug info, and some locations of bytecode kernels do
  // not translate to it; the site table already holds what errors show.
  module->walk([&](Operation *op) { op->setLoc(UnknownLoc::get(ctx)); });

  // The host's own CPU and features, so that LLVM vectorises for them.
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder) {
    error = "tile-run: error: " + llvm::toString(builder.takeError());
    return CompiledLaunchStatus::Failed;
  }
  builder->setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
  auto machine = builder->createTargetMachine();
  if (!machine) {
    error = "tile-run: error: " + llvm::toString(machine.takeError());
    return CompiledLaunchStatus::Failed;
  }
  ExecutionEngineOptions engineOptions;
  // f32 -> bf16 conversions keep subnormals, as the interpreter's do.
  // (The options hold a function_ref: the transformer must outlive them.)
  TimingScope jitScope = root.nest("LLVM");
  TimingScope translateScope = jitScope.nest("translate to LLVM IR");
  llvm::TargetMachine *target = machine->get();
  ModuleTransformer transformer =
      withExactBF16Conversions([&](llvm::Module *m) -> llvm::Error {
        translateScope.stop();
        bool unroll = mayUnrollLoops(*m);
        TimingScope scope = jitScope.nest(
            unroll ? "optimize (O3)" : "optimize (O3 without loop unrolling)");
        optimizeKernel(*m, target, unroll);
        return llvm::Error::success();
      });
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
  engineOptions.enableGDBNotificationListener = false;
  engineOptions.enablePerfNotificationListener = false;
  auto engine = ExecutionEngine::create(*module, engineOptions);
  if (!engine) {
    error = "tile-run: error: JIT compilation for the CPU failed: " +
            llvm::toString(engine.takeError());
    return CompiledLaunchStatus::Failed;
  }
  (*engine)->registerSymbols(getHelperSymbols);
  // ORC generates the machine code at the first lookup.
  TimingScope codegenScope = jitScope.nest("code generation");
  auto function = (*engine)->lookupPacked(
      (entry.getSymName() + kCpuBlockRangeSuffix).str());
  codegenScope.stop();
  if (!function) {
    error = "tile-run: error: JIT lookup of the kernel failed: " +
            llvm::toString(function.takeError());
    return CompiledLaunchStatus::Failed;
  }
  kernel->function = *function;
  kernel->engine = std::move(*engine);
  {
    std::lock_guard lock(cacheMutex);
    cache.emplace(std::move(key), kernel);
  }
  remember(kernel);
  result = std::move(kernel);
  return CompiledLaunchStatus::Done;
}

CompiledLaunchStatus runtime::compileKernelForCPU(ct::EntryOp entry,
                                                  std::string &error,
                                                  TimingScope *timing) {
  std::shared_ptr<CompiledKernel> kernel;
  return compile(entry, kernel, error, timing);
}

CompiledLaunchStatus runtime::launchCompiledKernel(
    ct::EntryOp entry, llvm::ArrayRef<RtValue> args, Memory &memory,
    const LaunchOptions &options, std::string &error,
    llvm::raw_ostream &printStream, TimingScope *timing) {
  std::shared_ptr<CompiledKernel> kernel;
  CompiledLaunchStatus status = compile(entry, kernel, error, timing);
  if (status != CompiledLaunchStatus::Done)
    return status;

  // Scalars are passed by address; the low bytes of each little-endian
  // word are the parameter of its width.
  std::vector<uint64_t> values;
  for (const RtValue &arg : args)
    values.push_back(arg.tile->getBits(0));
  // Globals first, so that the window spans them.
  llvm::StringMap<uint64_t> globals = allocateGlobals(entry, memory);
  LaunchState launch(memory, kernel->sites, printStream);
  launch.globals.assign(kernel->sites.size(), 0);
  for (auto [i, site] : llvm::enumerate(kernel->sites))
    if (site.kind == Site::Kind::Global)
      launch.globals[i] = globals.lookup(site.text);
  runBlocks(options.grid, options.threads, launch.failed,
            [&](BlockQueue &queue) {
              std::vector<int64_t> viewCache(kernel->viewCacheWords, 0);
              BlockContext context{
                  viewCache.data(), &launch.failed, {0, 0, 0}, false, &launch};
              uint64_t contextAddress = reinterpret_cast<uint64_t>(&context);
              std::array<int32_t, 3> grid = options.grid;
              int64_t first = 0, count = 0;
              std::vector<void *> packed;
              for (uint64_t &value : values)
                packed.push_back(&value);
              for (int32_t &extent : grid)
                packed.push_back(&extent);
              packed.push_back(&contextAddress);
              // The window, as the memref<?xi8> descriptor's fields:
              // allocated and aligned pointer, offset, size, stride.
              auto *windowBase = reinterpret_cast<void *>(launch.window.first);
              int64_t windowOffset = 0, windowStride = 1;
              int64_t windowSize =
                  int64_t(launch.window.second - launch.window.first);
              for (void *field : {(void *)&windowBase, (void *)&windowBase,
                                  (void *)&windowOffset, (void *)&windowSize,
                                  (void *)&windowStride})
                packed.push_back(field);
              packed.push_back(&first);
              packed.push_back(&count);
              // The compiled block range runs the blocks of each chunk.
              while (queue.nextRange(first, count))
                kernel->function(packed.data());
            });
  if (launch.failed) {
    error = launch.error;
    return CompiledLaunchStatus::Failed;
  }
  return CompiledLaunchStatus::Done;
}
