//===- Pipeline.h - cuda_tile to PTX/cubin, the whole way -------*- C++ -*-===//

#ifndef TILEIR_TARGET_PTX_PIPELINE_H
#define TILEIR_TARGET_PTX_PIPELINE_H

#include "tileir/Target/PTX/PTXEmitter.h"

#include "llvm/ADT/StringMap.h"

namespace mlir::tileir {

/// How far compileForGPU goes.
enum class GPUEmitKind { MLIR, LLVM, PTX, Cubin };

/// How the compiled kernels will be launched.
enum class GPULaunchKind {
  /// The launch gives each block the kernel's threads and the dynamic
  /// shared memory it asks for (KernelLaunch), as tile-run's does.
  Explicit,
  /// The launch gives each block one thread and no dynamic shared memory,
  /// as cuTile Python and NVIDIA's host examples launch the cubins of
  /// `tileiras` (nv_tileas::kTileLaunchAttrName): kernels declare their
  /// shared memory statically and, from sm_90 on, have the driver start
  /// their threads (`.blocksareclusters`).
  Tile,
};

/// The launch kind a tool's option names: "tile" or "explicit"; nullopt for
/// anything else.
std::optional<GPULaunchKind> parseGPULaunchKind(llvm::StringRef name);

struct GPUCompileOptions {
  PTXOptions ptx;
  /// Threads per CTA of every kernel; 0 lets tileas-assign-warps choose per
  /// kernel (4 or 8 warps).
  unsigned numThreads = 0;
  GPULaunchKind launch = GPULaunchKind::Explicit;
  /// Shared memory a CTA may use. Explicit launches: 0 (or 48 KiB) keeps
  /// every kernel within the static 48 KiB, which any launch provides;
  /// more lets pipelines take more stages in dynamic shared memory, which
  /// the launch must then provide (KernelLaunch::dynamicSharedBytes). Tile
  /// launches: all of it static, at most staticSharedMemoryPerBlock; 0
  /// takes that.
  int64_t sharedMemoryBytes = 0;
  /// Print the IR after every MLIR pass to stderr.
  bool printIRAfterAll = false;
};

/// Compiles `module` (a builtin.module holding cuda_tile.module ops) for the
/// GPU `options.ptx.chip`: cuda_tile -> nv_tileaa -> LLVM/NVVM -> LLVM IR ->
/// PTX -> cubin, stopping at `emit`. Returns the text (or cubin bytes).
/// Errors go to the context's diagnostic handler; `module` is lowered in
/// place.
/// What a launch of a compiled kernel must give it.
struct KernelLaunch {
  /// Threads per CTA.
  unsigned threads = 0;
  /// Bytes of dynamic shared memory (0: none).
  int64_t dynamicSharedBytes = 0;
  /// Whether the launch counts clusters of one CTA and the driver starts
  /// `threads` threads in each (a tile launch on sm_90 and later).
  bool blocksAreClusters = false;
};

/// `kernels`, when given, receives what each kernel's launch must give it,
/// by kernel name.
FailureOr<std::string>
compileForGPU(ModuleOp module, const GPUCompileOptions &options,
              GPUEmitKind emit,
              llvm::StringMap<KernelLaunch> *kernels = nullptr);

/// The shared memory a CTA of `chip` may opt in to (CUDA C Programming
/// Guide, "Compute Capabilities": 163 KiB on sm_80, 227 KiB on sm_90,
/// sm_100, sm_103 and sm_110, 99 KiB on the others).
int64_t sharedMemoryPerBlockOptin(llvm::StringRef chip);

/// The shared memory a CTA of `chip` may declare in `.shared` variables:
/// its opt-in maximum on the arch-specific targets (sm_90a and later),
/// whose cubins ptxas lets do so, else 48 KiB.
int64_t staticSharedMemoryPerBlock(llvm::StringRef chip);

/// The most shared memory a CTA of `chip` may use in a launch of `kind`:
/// staticSharedMemoryPerBlock in a tile launch, sharedMemoryPerBlockOptin
/// in an explicit one.
int64_t mostSharedMemoryPerBlock(llvm::StringRef chip, GPULaunchKind kind);

/// The compute capability of sm_XX[a|f] (90 for sm_90a), or 0.
unsigned computeCapabilityOf(llvm::StringRef chip);

/// The PTX target for a GPU named by its base name: the arch-specific
/// variant where one exists (sm_90 -> sm_90a), so that a cubin built for
/// that GPU may use its own instructions. nullopt for GPUs we do not
/// support (sm_80, sm_86, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120 and
/// sm_121 are).
std::optional<std::string> ptxChipForGPU(llvm::StringRef gpuName);

} // namespace mlir::tileir

#endif // TILEIR_TARGET_PTX_PIPELINE_H
