//===- GPULauncher.h - Run a cuda_tile entry on an NVIDIA GPU ---*- C++ -*-===//
//
// tile-run --device=gpu: compile the entry with the GPU pipeline, load the
// cubin through the CUDA driver API and launch it. The driver library is
// opened at run time (dlopen), so nothing here needs CUDA at build time and
// a machine without a GPU gets a clear error instead of a link failure.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_RUNTIME_GPULAUNCHER_H
#define TILEIR_RUNTIME_GPULAUNCHER_H

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Target/PTX/Pipeline.h"

#include "llvm/Support/raw_ostream.h"

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mlir::tileir::runtime {

/// One kernel argument: a host buffer that lives in device memory for the
/// launch (copied in before, back after), or a scalar's bits.
struct GPUArg {
  std::vector<uint8_t> *buffer = nullptr;
  uint64_t bits = 0;
  unsigned bytes = 0; ///< Size of the scalar parameter.
  /// Buffers that `buffer` points to (a table of arrays): each lives in
  /// device memory for the launch like `buffer`, and its address is written
  /// into 64-bit word `first` of `buffer` before `buffer` is copied in.
  std::vector<std::pair<size_t, std::vector<uint8_t> *>> pointees;
};

/// Repeated launches for timing (tile-run --bench): `warmup` untimed
/// launches, then `launches` timed ones. Inputs are copied in once before
/// and outputs back once after, so a kernel that updates a buffer in place
/// sees every launch's update.
struct GPUBenchmark {
  unsigned warmup = 3;
  unsigned launches = 1;
  /// Filled in: milliseconds per timed launch, in launch order, and the
  /// device's name (the simulator: "gpu-sim sm_XX").
  std::vector<double> timesMs;
  std::string deviceName;
  /// True where the times are CUDA events on the GPU, false where they are
  /// the host's clock (the simulator).
  bool deviceClock = false;
  /// cuDriverGetVersion's value (e.g. 12040 for 12.4); 0 for the simulator.
  int driverVersion = 0;
};

struct GPULaunchOptions {
  std::array<int64_t, 3> grid{1, 1, 1};
  /// Threads per CTA; 0 (the default) takes what the compiler chose for the
  /// kernel (tileas-assign-warps).
  unsigned threadsPerBlock = 0;
  /// Shared memory a CTA may use (GPUCompileOptions::sharedMemoryBytes); 0
  /// (the default) takes all a CTA of the target may opt in to (in a tile
  /// launch: declare statically, staticSharedMemoryPerBlock).
  unsigned sharedMemoryBytes = 0;
  /// Explicit: each block gets the kernel's threads and dynamic shared
  /// memory. Tile: compiled and launched as cuTile Python launches the
  /// cubins of `tileiras`, one thread and no dynamic shared memory a block
  /// (GPULaunchKind).
  GPULaunchKind launch = GPULaunchKind::Explicit;
  unsigned optLevel = 3;
  /// The target to compile for (sm_80 ... sm_120). Empty: the GPU's own
  /// (--device=gpu) or sm_90 (the simulator).
  std::string gpuName;
  /// Non-null: launch repeatedly and time the launches (see GPUBenchmark).
  GPUBenchmark *bench = nullptr;
  /// Non-null (the simulator only): count the global sectors and shared
  /// bank wavefronts of every memory access site of the launch and write the
  /// table here (GPUSimProfiler.h).
  llvm::raw_ostream *profile = nullptr;
};

/// Whether a CUDA driver with at least one device can be used; `why` says
/// why not.
bool isGPUAvailable(std::string &why);

/// Compiles and runs `entry`. Errors (no driver, no device, compilation,
/// launch) are returned in `error`.
LogicalResult launchOnGPU(cuda_tile::EntryOp entry, std::vector<GPUArg> &args,
                          const GPULaunchOptions &options, std::string &error);

/// Runs `entry` through the same GPU lowering, JIT-compiled for the host:
/// each CTA is run by one host thread per GPU thread, CTAs one after
/// another. Checks the distributed lowering where no GPU is present (the
/// NVPTX backend and ptxas are not involved).
LogicalResult launchOnSimulatedGPU(cuda_tile::EntryOp entry,
                                   std::vector<GPUArg> &args,
                                   const GPULaunchOptions &options,
                                   std::string &error);

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_GPULAUNCHER_H
