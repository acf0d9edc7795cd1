//===- Interpreter.h - Execute Tile IR kernels on the CPU -------*- C++ -*-===//
//
// Runs a `cuda_tile.entry` over a grid of tile blocks with the semantics of
// the Tile IR specification. Blocks run concurrently on a thread pool.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_RUNTIME_INTERPRETER_H
#define TILEIR_RUNTIME_INTERPRETER_H

#include "tileir/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tileir/Runtime/Memory.h"
#include "tileir/Runtime/TileValue.h"

#include "llvm/Support/raw_ostream.h"

#include <array>
#include <string>

namespace mlir::tileir::runtime {

struct LaunchOptions {
  std::array<int32_t, 3> grid = {1, 1, 1};
  /// Worker threads; 0 uses every hardware thread.
  unsigned threads = 0;
};

/// Runs `entry` on every tile block of the grid. Arguments are scalar tiles
/// (pointers hold addresses registered in `memory`). On failure `error`
/// holds "LOCATION: error: MESSAGE" of the first failing op.
LogicalResult launchKernel(cuda_tile::EntryOp entry,
                           llvm::ArrayRef<RtValue> args, Memory &memory,
                           const LaunchOptions &options,
                           llvm::raw_ostream &printStream, std::string &error);

/// Ops of the cuda_tile dialect without an executor implementation (the
/// test that every op executes checks this is empty).
std::vector<std::string> getUnimplementedOps(MLIRContext *context);

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_INTERPRETER_H
