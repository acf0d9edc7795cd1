//===- BenchKernel.h - A Tile IR kernel launched on the CPU -----*- C++ -*-===//
//
// The benchmark drives the compiled CPU path and the interpreter through the
// same library calls as tile-run (parse, register buffers in a Memory,
// scalar tiles as arguments, launchCompiledKernel or launchKernel), so what
// it times is what tile-run runs, without the process start and .npy I/O
// around it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_BENCH_CPU_BENCHKERNEL_H
#define TILEIR_BENCH_CPU_BENCHKERNEL_H

#include "tileir/Runtime/CPULauncher.h"
#include "tileir/Runtime/Interpreter.h"

#include "mlir/IR/OwningOpRef.h"

#include <memory>
#include <string>

namespace mlir::tileir::bench {

class BenchKernel {
public:
  /// Parses `path` (Tile IR text) and picks its only entry; nullptr and
  /// `error` set on failure.
  static std::unique_ptr<BenchKernel>
  load(MLIRContext &context, const std::string &path, std::string &error);
  /// The same from kernel text in memory; `name` appears in errors.
  static std::unique_ptr<BenchKernel> parse(MLIRContext &context,
                                            llvm::StringRef text,
                                            const std::string &name,
                                            std::string &error);

  /// Appends a pointer argument to caller-owned storage.
  void addBuffer(void *data, size_t bytes);
  /// Appends an i32 scalar argument.
  void addI32(int32_t value);
  /// Appends an f32 scalar argument.
  void addF32(float value);

  /// Runs every tile block: compiled (`compiled`, as `tile-run
  /// --device=cpu`; an error if the kernel is outside the compiled slice)
  /// or in the interpreter (`--device=interp`).
  LogicalResult launch(std::array<int32_t, 3> grid, unsigned threads,
                       bool compiled, std::string &error);
  /// Compiles the kernel for the CPU (or finds it in the compile cache);
  /// NotCompiled, with tile-run's note in `error`, when the kernel is outside
  /// the compiled slice.
  runtime::CompiledLaunchStatus compile(std::string &error);

private:
  OwningOpRef<Operation *> module;
  cuda_tile::EntryOp entry;
  runtime::Memory memory;
  llvm::SmallVector<runtime::RtValue> args;
};

} // namespace mlir::tileir::bench

#endif // TILEIR_BENCH_CPU_BENCHKERNEL_H
