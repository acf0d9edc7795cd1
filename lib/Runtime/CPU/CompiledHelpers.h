//===- CompiledHelpers.h - Runtime side of compiled CPU kernels -*- C++ -*-===//
//
// The site table the compiled code indexes and the per-block context its
// helper calls receive (see include/tileir/Conversion/TileAAToLinalg/
// TileAAToLinalg.h for the calling contract).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_RUNTIME_CPU_COMPILEDHELPERS_H
#define TILEIR_LIB_RUNTIME_CPU_COMPILEDHELPERS_H

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tileir/Runtime/Memory.h"
#include "tileir/Runtime/NumericConversions.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <mutex>
#include <string>
#include <vector>

namespace mlir::tileir::runtime::cpu {

/// What one helper call site stands for: the op (for messages) and the
/// static facts of its access or conversion.
struct Site {
  enum class Kind {
    TiledLoad,
    TiledStore,
    LoadPtr,
    StorePtr,
    Convert,
    AtomicRmw,
    AtomicCas,
    AtomicRed,
    Directed,
    DivZero,
    RemZero,
    SliceIndex,
    Print,
    Global,
    Assert
  };
  Kind kind;
  /// "file:line:col" and the cuda_tile op's name, as errors show them.
  std::string where, opName;
  ElemKind element = ElemKind::F32;
  // Tiled accesses.
  bool strided = false;
  unsigned memrefRank = 0;
  llvm::SmallVector<int64_t, 4> tileShape, dimMap, traversal;
  uint64_t padding = 0;
  // Gather/scatter views: the sparse dimension (-1 for other views) and the
  // element kind of its index tile.
  int64_t sparseDim = -1;
  ElemKind indexElement = ElemKind::I32;
  // Atomics.
  cuda_tile::AtomicRMWMode mode = cuda_tile::AtomicRMWMode::Add;
  // Conversions.
  enum class Conversion { FToF, FToI, IToF } conversion = Conversion::FToF;
  ElemKind from = ElemKind::F32, to = ElemKind::F32;
  bool isSigned = true;
  Rounding rounding = Rounding::NearestEven;
  // print: the format and each argument's element kind and shape (empty
  // for a scalar); global: the global's name; assert: the message.
  std::string text;
  llvm::SmallVector<std::pair<ElemKind, llvm::SmallVector<int64_t, 4>>, 2>
      printArgs;
  // Float ops at a directed rounding mode (and `element`, `rounding`).
  unsigned directedOp = 0; // a runtime::DirectedOp
  bool ftz = false;
};

/// One launch: memory, the kernel's sites and its first error.
struct LaunchState {
  Memory &memory;
  const std::vector<Site> &sites;
  /// The memory window the kernel receives: every buffer registered when
  /// the launch began. Compiled code reads and writes in-bounds tiles of a
  /// view through it once view_in_memory has found the view inside it.
  std::pair<uint64_t, uint64_t> window;
  std::atomic<bool> failed{false};
  std::mutex errorMutex;
  std::string error;
  /// Where print writes, as the interpreter's launch does.
  llvm::raw_ostream &out;
  std::mutex outMutex;
  /// The address of each global site's global (0 for other sites); the
  /// globals are laid out per launch, before the window is taken.
  std::vector<uint64_t> globals;

  LaunchState(Memory &memory, const std::vector<Site> &sites,
              llvm::raw_ostream &out)
      : memory(memory), sites(sites), window(memory.getSpan()), out(out) {}
};

/// The `ctx` argument of a compiled kernel: one per worker thread.
struct BlockContext {
  /// First, where the compiled code finds it: the worker's view cache
  /// (kCpuViewCacheAttr), zeroed at the start of every launch since the
  /// registered buffers may change between launches.
  int64_t *viewCache;
  /// Read by the block ranges of the compiled code (kCpuBlockRangeSuffix).
  const std::atomic<bool> *failed;
  /// Kept current by the compiled code.
  std::array<int32_t, 3> blockId;
  /// This block has reported an error (cleared by the compiled code when
  /// a block starts). The compiled code runs on to the block's end (the
  /// interpreter stops at the error), so helpers with effects outside
  /// memory (print) do nothing after it.
  bool blockFailed;
  LaunchState *launch;
};
// The layout the compiled code relies on (TileAAToLinalg.h).
static_assert(offsetof(BlockContext, failed) == kCpuContextFailedOffset);
static_assert(offsetof(BlockContext, blockId) == kCpuContextBlockIdOffset);
static_assert(offsetof(BlockContext, blockFailed) ==
              kCpuContextBlockFailedOffset);
static_assert(sizeof(std::atomic<bool>) == 1);

/// The helpers' addresses for the JIT's symbol table.
llvm::orc::SymbolMap getHelperSymbols(llvm::orc::MangleAndInterner interner);

} // namespace mlir::tileir::runtime::cpu

#endif // TILEIR_LIB_RUNTIME_CPU_COMPILEDHELPERS_H
