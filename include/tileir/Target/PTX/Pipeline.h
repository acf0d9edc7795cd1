//===- Pipeline.h - cuda_tile to PTX/cubin, the whole way -------*- C++ -*-===//

#ifndef TILEIR_TARGET_PTX_PIPELINE_H
#define TILEIR_TARGET_PTX_PIPELINE_H

#include "tileir/Target/PTX/PTXEmitter.h"

#include "llvm/ADT/StringMap.h"

namespace mlir::tileir {

/// How far compileForGPU goes.
enum class GPUEmitKind { MLIR, LLVM, PTX, Cubin };

struct GPUCompileOptions {
  PTXOptions ptx;
  /// Threads per CTA of every kernel; 0 lets tileas-assign-warps choose per
  /// kernel (4 or 8 warps).
  unsigned numThreads = 0;
  /// Print the IR after every MLIR pass to stderr.
  bool printIRAfterAll = false;
};

/// Compiles `module` (a builtin.module holding cuda_tile.module ops) for the
/// GPU `options.ptx.chip`: cuda_tile -> nv_tileaa -> LLVM/NVVM -> LLVM IR ->
/// PTX -> cubin, stopping at `emit`. Returns the text (or cubin bytes).
/// Errors go to the context's diagnostic handler; `module` is lowered in
/// place.
/// `threadsPerKernel`, when given, receives each kernel's threads per CTA
/// (what a launch must use), by kernel name.
FailureOr<std::string>
compileForGPU(ModuleOp module, const GPUCompileOptions &options,
              GPUEmitKind emit,
              llvm::StringMap<unsigned> *threadsPerKernel = nullptr);

/// The compute capability of sm_XX[a|f] (90 for sm_90a), or 0.
unsigned computeCapabilityOf(llvm::StringRef chip);

/// The PTX target for a GPU named by its base name: the arch-specific
/// variant where one exists (sm_90 -> sm_90a), so that a cubin built for
/// that GPU may use its own instructions. nullopt for GPUs we do not
/// support (sm_80, sm_86, sm_89, sm_90, sm_100, sm_103, sm_120 are).
std::optional<std::string> ptxChipForGPU(llvm::StringRef gpuName);

} // namespace mlir::tileir

#endif // TILEIR_TARGET_PTX_PIPELINE_H
