//===- Executor.h - Interpreter internals shared by op families -*- C++ -*-===//
//
// One BlockExecutor runs one tile block: it maps SSA values to runtime values
// and dispatches every op to the handler its family registered.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_RUNTIME_EXECUTOR_H
#define TILEIR_LIB_RUNTIME_EXECUTOR_H

#include "tileir/Dialect/CudaTile/IR/CudaTileOps.h"
#include "tileir/Runtime/Interpreter.h"
#include "tileir/Runtime/Memory.h"
#include "tileir/Runtime/TileValue.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <atomic>
#include <mutex>

namespace mlir::tileir::runtime {

/// State shared by every tile block of one launch.
struct KernelState {
  cuda_tile::EntryOp entry;
  Memory &memory;
  llvm::raw_ostream &out;
  std::array<int32_t, 3> grid;
  llvm::StringMap<uint64_t> globals;
  std::atomic<bool> failed{false};
  std::mutex errorMutex;
  std::string error;
  std::mutex outMutex;

  KernelState(cuda_tile::EntryOp entry, Memory &memory, llvm::raw_ostream &out,
              std::array<int32_t, 3> grid)
      : entry(entry), memory(memory), out(out), grid(grid) {}
};

/// How a region's block ended.
enum class Flow { Yield, Continue, Break, Return };

class BlockExecutor {
public:
  BlockExecutor(KernelState &state, std::array<int32_t, 3> blockId)
      : state(state), blockId(blockId) {}

  LogicalResult runEntry(llvm::ArrayRef<RtValue> args);
  /// Makes this executor run another tile block. The value map is kept as
  /// it is: in SSA every use runs after its definition within the same
  /// block, so the previous block's values are overwritten before they could
  /// be read, and a worker running many small blocks neither clears nor
  /// regrows the map.
  void startBlock(std::array<int32_t, 3> id) {
    blockId = id;
    pending.reset();
  }
  /// Runs `block` with its arguments bound to `args`; returns how it ended
  /// and the terminator's operands in `results`.
  FailureOr<Flow> runBlock(Block &block, llvm::ArrayRef<RtValue> args,
                           llvm::SmallVectorImpl<RtValue> &results);

  const RtValue &get(Value v) { return values[v]; }
  const TileValue &tile(Value v) { return *values[v].tile; }
  void set(Value v, RtValue value) { values[v] = std::move(value); }
  void setTile(Value v, TileValue t) {
    values[v] = RtValue::ofTile(std::move(t));
  }
  /// Records the first error of the launch with the op's location and
  /// stops every tile block.
  LogicalResult fail(Operation *op, const llvm::Twine &message);

  KernelState &state;
  std::array<int32_t, 3> blockId;
  /// A break/continue/return met inside an `if`: it leaves the enclosing
  /// blocks up to the loop (or entry) that consumes it.
  std::optional<std::pair<Flow, llvm::SmallVector<RtValue>>> pending;

private:
  LogicalResult runOp(Operation *op);
  llvm::DenseMap<Value, RtValue> values;
};

/// "file:line:col" of an op (or "<unknown>").
std::string formatLocation(Location loc);

/// "WHERE: error: 'OP' MESSAGE (tile block (x, y, z))", how a failing op is
/// reported by the interpreter and by the compiled CPU code alike.
std::string formatOpError(llvm::StringRef where, llvm::StringRef opName,
                          const llvm::Twine &message,
                          std::array<int32_t, 3> blockId);

/// The memcheck's words for a pointer access outside every buffer.
std::string describePointerFault(uint64_t address, int64_t element);

using OpHandler = LogicalResult (*)(BlockExecutor &, Operation *);
using HandlerTable = llvm::DenseMap<TypeID, OpHandler>;

template <typename OpT, LogicalResult (*Fn)(BlockExecutor &, OpT)>
LogicalResult dispatchThunk(BlockExecutor &ex, Operation *op) {
  return Fn(ex, llvm::cast<OpT>(op));
}
template <typename OpT, LogicalResult (*Fn)(BlockExecutor &, OpT)>
void addHandler(HandlerTable &table) {
  table[TypeID::get<OpT>()] = &dispatchThunk<OpT, Fn>;
}

/// Each op family registers its handlers (one file per family).
void registerElementwiseOps(HandlerTable &table);
void registerConversionOps(HandlerTable &table);
void registerShapeOps(HandlerTable &table);
void registerMemoryOps(HandlerTable &table);
void registerViewOps(HandlerTable &table);
void registerControlFlowOps(HandlerTable &table);
void registerReduceScanOps(HandlerTable &table);
void registerMmaOps(HandlerTable &table);
void registerScaledMmaOps(HandlerTable &table);
void registerAtomicOps(HandlerTable &table);
void registerMiscOps(HandlerTable &table);

/// The handler table of every op the executor implements.
const HandlerTable &getHandlerTable();

/// The element kind of a tile-typed value (asserts on anything else).
ElemKind getKindOf(Type type);
inline TileValue makeTileLike(Type type) {
  auto tileType = llvm::cast<cuda_tile::TileType>(type);
  return TileValue(getKindOf(tileType.getElementType()), tileType.getShape());
}
/// The same without zeroing, for results whose every element is written.
inline TileValue makeUninitializedTileLike(Type type) {
  auto tileType = llvm::cast<cuda_tile::TileType>(type);
  return TileValue::uninitialized(getKindOf(tileType.getElementType()),
                                  tileType.getShape());
}
using cuda_tile::toRounding;
/// Storage bits in `kind` of a FloatAttr/IntegerAttr (identities, constants).
uint64_t getAttrBits(Attribute attr, ElemKind kind);

/// The text print/print_tko writes for `format` and its arguments
/// (MiscOps.cpp); the compiled CPU path's print helper uses it too.
std::string formatPrint(llvm::StringRef format,
                        llvm::ArrayRef<const TileValue *> args);

/// Lays out the globals of `entry`'s module in `memory` (owned by it) and
/// returns their addresses by name, for one launch (Launcher.cpp; the
/// compiled CPU path's launches use it too).
llvm::StringMap<uint64_t> allocateGlobals(cuda_tile::EntryOp entry,
                                          Memory &memory);

/// Reads or writes one element of `kind` at `address` in memory (the
/// address of a sub-byte element is that of its byte; `nibble` picks the
/// half). Callers check bounds first.
uint64_t loadElement(uint64_t address, ElemKind kind, unsigned nibble = 0);
void storeElement(uint64_t address, ElemKind kind, uint64_t bits,
                  unsigned nibble = 0);

/// The element kind a tile of pointers points to.
ElemKind getPointeeKind(Type pointerTile);

/// Fails with the op location and the offending tile element when the
/// `bytes` at `address` are not inside one registered buffer (the memcheck
/// shared by pointer loads, stores and atomics).
LogicalResult checkPointerAccess(BlockExecutor &ex, Operation *op,
                                 uint64_t address, unsigned bytes,
                                 int64_t element);

/// The float ops that take a rounding mode.
enum class DirectedOp { Add, Sub, Mul, Div, Fma, Sqrt };
/// One element (storage bits of `kind`) of addf/subf/mulf/divf/fma/sqrt at
/// a directed rounding mode: computed in double under that mode, then
/// rounded to `kind` in the same direction (which equals rounding once);
/// FTZ flushes the inputs and result of +-*/ and sqrt and the result of
/// fma. sqrt reads `a` only. The interpreter and the compiled CPU code both
/// call it.
uint64_t computeDirected(DirectedOp op, ElemKind kind, uint64_t a, uint64_t b,
                         uint64_t c, bool ftz, Rounding rounding);

/// One atomic read-modify-write (or compare-and-swap, comparing bits) of
/// the element at `address`, under the address's atomic lock; returns the
/// old bits. Callers check bounds first. Shared by the interpreter and the
/// compiled CPU code, so their atomics exclude each other and agree.
uint64_t atomicRMW(Memory &memory, uint64_t address, ElemKind kind,
                   cuda_tile::AtomicRMWMode mode, uint64_t arg);
uint64_t atomicCAS(Memory &memory, uint64_t address, ElemKind kind,
                   uint64_t cmp, uint64_t val);

} // namespace mlir::tileir::runtime

#endif // TILEIR_LIB_RUNTIME_EXECUTOR_H
