//===- CPULauncher.h - Run Tile IR kernels as compiled CPU code -*- C++ -*-===//
//
// The compiled CPU path (docs/design/cpu-backend.md): the kernel goes
// through nv_tileaa, linalg and one-shot bufferization to LLVM, is JIT-
// compiled for this CPU and runs its tile blocks on a thread pool, with the
// interpreter's semantics. Kernels with an op outside the compiled slice
// are reported, so that the caller can run them in the interpreter.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_RUNTIME_CPULAUNCHER_H
#define TILEIR_RUNTIME_CPULAUNCHER_H

#include "tileir/Runtime/Interpreter.h"

#include "mlir/Support/Timing.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::tileir::runtime {

enum class CompiledLaunchStatus {
  /// Every tile block ran.
  Done,
  /// A kernel error ("LOCATION: error: ..." in `error`), as the
  /// interpreter reports it.
  Failed,
  /// The kernel is outside the compiled slice; `error` holds the note
  /// "LOCATION: note: ... 'cuda_tile.OP' is not compiled yet".
  NotCompiled,
};

/// Compiles `entry` (or takes it from the process's compile cache: first by
/// the module's fingerprint, then by the kernel's text) and runs every tile
/// block of the grid; print writes to `printStream`. When `timing` is given,
/// the compile's stages (each MLIR pass, LLVM's optimization and code
/// generation) are timed under it (`tile-run --mlir-timing`).
CompiledLaunchStatus
launchCompiledKernel(cuda_tile::EntryOp entry, llvm::ArrayRef<RtValue> args,
                     Memory &memory, const LaunchOptions &options,
                     std::string &error,
                     llvm::raw_ostream &printStream = llvm::outs(),
                     TimingScope *timing = nullptr);

/// Only compiles (or finds in the cache); for benchmarks of compile time.
CompiledLaunchStatus compileKernelForCPU(cuda_tile::EntryOp entry,
                                         std::string &error,
                                         TimingScope *timing = nullptr);

/// How the CPU compile cache answered, counted over the process: launches
/// of a module unchanged since its last compile (found without printing
/// it), launches whose kernel text had been compiled before (another module,
/// or one changed and changed back), and compiles begun (a kernel outside
/// the compiled slice is tried again at each launch, and counted each time).
struct CPUCompileCacheStats {
  uint64_t fingerprintHits = 0;
  uint64_t textHits = 0;
  uint64_t compiles = 0;
};
CPUCompileCacheStats getCPUCompileCacheStats();

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_CPULAUNCHER_H
