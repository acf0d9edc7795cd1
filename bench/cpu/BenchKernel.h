//===- BenchKernel.h - A Tile IR kernel launched on the CPU -----*- C++ -*-===//
//
// The benchmark drives the interpreter through the same library calls as
// tile-run (parse, register buffers in a Memory, scalar tiles as arguments,
// launchKernel), so what it times is what tile-run runs, without the
// process start and .npy I/O around it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_BENCH_CPU_BENCHKERNEL_H
#define TILEIR_BENCH_CPU_BENCHKERNEL_H

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

  LogicalResult launch(std::array<int32_t, 3> grid, unsigned threads,
                       std::string &error);

private:
  OwningOpRef<Operation *> module;
  cuda_tile::EntryOp entry;
  runtime::Memory memory;
  llvm::SmallVector<runtime::RtValue> args;
};

} // namespace mlir::tileir::bench

#endif // TILEIR_BENCH_CPU_BENCHKERNEL_H
