//===- KernelEmitter.h - Distributed lowering of one nv_tileaa kernel -*- C++
//-*-===//
//
// The nv_tileaa to LLVM lowering turns every tile value into the list of
// values one thread holds ("parts"), so one source value becomes several LLVM
// values and the combiner regions of reduce and scan are instantiated once per
// element pair. A direct emitter that walks the kernel in order and keeps a
// value -> parts map states that most plainly; the op families register
// their lowerings in a table, one file per family, as patterns would.
//
// Distribution ("the layout"): a CTA has T threads. A tile of N elements
// (row-major order) gives each thread K = ceil(N / T) slots; slot k of thread
// t holds element (t + k * T) mod N. Tile dimensions are powers of two, so
// either N is a multiple of T (every element has exactly one owner) or N < T
// (K = 1 and threads t, t + N, ... hold copies of element t mod N). Scalars
// (rank-0 tiles) are held by every thread, which keeps control flow uniform
// across the CTA and makes barriers legal anywhere. Side effects (stores,
// atomics, prints) are done by the primary copy only: t + k * T < N.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_KERNELEMITTER_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_KERNELEMITTER_H

#include "tileir/Conversion/TileAAToLLVM/TileAAToLLVM.h"
#include "tileir/Dialect/TileAS/IR/LinearLayout.h"
#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include <functional>
#include <memory>

namespace mlir::tileir::tilegpu {

/// The LLVM values one thread holds for one nv_tileaa value: K slots for a
/// tensor, one value for a scalar, [base, shape..., strides...] (i64) for a
/// memref or tiled view, nothing for a token.
using Parts = llvm::SmallVector<Value, 4>;

class KernelEmitter;

/// Lowers one op; on failure it has reported a located error.
using OpLowering = std::function<LogicalResult(Operation *, KernelEmitter &)>;

/// Op name -> lowering. Each op family registers itself (one file each).
class LoweringTable {
public:
  template <typename OpT>
  void add(std::function<LogicalResult(OpT, KernelEmitter &)> fn) {
    table[OpT::getOperationName()] = [fn](Operation *op, KernelEmitter &em) {
      return fn(llvm::cast<OpT>(op), em);
    };
  }
  void add(llvm::StringRef name, OpLowering fn) { table[name] = fn; }
  const OpLowering *lookup(llvm::StringRef name) const {
    auto it = table.find(name);
    return it == table.end() ? nullptr : &it->second;
  }

private:
  llvm::StringMap<OpLowering> table;
};

void registerControlFlowLowerings(LoweringTable &table);
void registerElementwiseLowerings(LoweringTable &table);
void registerConversionLowerings(LoweringTable &table);
void registerShapeLowerings(LoweringTable &table);
void registerMemoryLowerings(LoweringTable &table);
void registerAtomicLowerings(LoweringTable &table);
void registerReduceScanLowerings(LoweringTable &table);
void registerDotLowerings(LoweringTable &table);
void registerMiscLowerings(LoweringTable &table);
void registerTokenLowerings(LoweringTable &table);
void registerLayoutConversionLowerings(LoweringTable &table);
void registerSharedMemoryLowerings(LoweringTable &table);
void registerTmaLowerings(LoweringTable &table);
/// Creates (once) the LLVM global in `target` for an nv_tileaa.global.
LogicalResult lowerGlobal(Operation *global, ModuleOp target, OpBuilder &b);

/// What differs between GPU generations.
struct TargetInfo {
  unsigned computeCapability = 80;
  unsigned numThreads = 128;
  /// Static shared memory one kernel may use for staging (the 48 KiB static
  /// limit, less room for what else a kernel declares).
  int64_t sharedBudgetBytes = 32 * 1024;
  /// Where the kernel's shared tiles (nv_tileas.local_alloc) start in its
  /// shared buffer: after the staging scratch.
  int64_t sharedTilesBase = 32 * 1024;
  /// The boundary the shared buffer starts on: 1024 where it holds
  /// nvmma_shared tiles (nv_tileas::getSharedTileAlignment), so that their
  /// offsets in the buffer swizzle as their shared addresses do.
  uint64_t sharedBufferAlignment = 16;
  /// The end of the room the buffer may take (shared tiles included).
  int64_t sharedLimitBytes = 48 * 1024;
  /// Whether the buffer is dynamic shared memory (beyond the static limit,
  /// where the launch provides it): then an `extern` array whose start the
  /// kernel aligns to sharedBufferAlignment itself, and the kernel asks its
  /// launch for the bytes (kDynamicSharedBytesAttrName).
  bool dynamicShared = false;
  /// Whether the kernel is launched as a tile kernel (one thread and no
  /// dynamic shared memory a block; nv_tileas::kTileLaunchAttrName).
  bool tileLaunch = false;
};

/// Emits one kernel. The builder's insertion point is always the end of the
/// current block of the llvm.func being built.
class KernelEmitter {
public:
  KernelEmitter(ModuleOp targetModule, const LoweringTable &table,
                const TargetInfo &target, OpBuilder &builder)
      : targetModule(targetModule), table(table), target(target), b(builder) {}

  ModuleOp targetModule;
  const LoweringTable &table;
  /// The target, and the kernel's shared-memory plan.
  TargetInfo target;
  OpBuilder &b;
  /// The location of the op being lowered.
  Location loc = UnknownLoc::get(b.getContext());

  //===--- Values ---------------------------------------------------------===//

  const Parts &get(Value v) const;
  Parts getAll(ValueRange values) const;
  void set(Value v, Parts parts) { values[v] = std::move(parts); }
  /// Maps every result of `op` from the flattened list `flat`.
  void setResults(ValueRange results, llvm::ArrayRef<Value> flat);
  bool isMapped(Value v) const { return values.count(v); }

  //===--- Types ----------------------------------------------------------===//

  /// The LLVM type one element of `elementType` is held in (f8/f4 types as
  /// i8 bit patterns, tf32 as f32).
  Type storageType(Type elementType) const;
  /// The LLVM types of the parts of a value of `type`.
  llvm::SmallVector<Type> partTypes(Type type) const;
  /// Parts of all `types`, concatenated.
  llvm::SmallVector<Type> flatPartTypes(TypeRange types) const;
  /// Element count of a tile type (1 for a scalar).
  static int64_t numElements(Type type);
  /// Slots per thread for `n` elements.
  int64_t slotsFor(int64_t n) const {
    return n >= target.numThreads ? n / target.numThreads : 1;
  }
  /// Slots per thread for a value of `type` (1 for a scalar), following the
  /// tile's layout.
  int64_t slotsFor(Type type) const;

  //===--- Layout ---------------------------------------------------------===//

  /// The layout of tiles of `type` when the IR gives them one other than
  /// this emitter's own distribution (which the (n, slot) helpers below
  /// implement); null otherwise. Only ops that follow such layouts
  /// (followsExplicitLayouts) ever see one.
  const nv_tileas::LinearLayout *explicitLayout(Type type) const;
  /// The layout of tiles of `type` as a linear map, whether explicit or
  /// this emitter's own distribution; a scalar or rank-0 tile is held whole
  /// by every thread (all lane and warp bases zero).
  nv_tileas::LinearLayout linearLayout(Type type) const;
  /// Row-major index of the element slot `slot` holds in a tile of `type`,
  /// following its layout (i32).
  Value elementIndex(Type type, int64_t slot);
  /// `start` XOR-ed with steps[b] for every bit b set in `index` (i32): how
  /// a linear layout's index bits select (elements from thread bits, source
  /// lanes from lane bits).
  Value xorOfSetBits(Value index, llvm::ArrayRef<int64_t> steps,
                     int64_t start = 0);
  /// The predicate of elementIndex's copy (see the (n, slot) form).
  Value primaryPredicate(Type type, int64_t slot);
  /// A constant c with elementIndex(type, slot) == elementIndex(type, 0) | c
  /// in every thread, c sharing no bit with elementIndex(type, 0) (so the
  /// | is a +); nullopt where the slot's index is no such fixed shift (a
  /// tile wrapped around a CTA larger than it). Lets a lowering address
  /// slot 0 once and the others at constant offsets from it.
  std::optional<int64_t> slotIndexShift(Type type, int64_t slot);
  /// elementIndex(type, slot) of every slot, built as slot 0's index plus
  /// the slot's shift where it has one (an LLVM add of a constant, which
  /// SharedCopyPositions places as a per-thread base and an offset).
  llvm::SmallVector<Value> slotElementIndices(Type type);
  /// The same for the registers of a linear layout of any tile (a chunk of
  /// one, say): the thread part XOR-ed with the register's, added where the
  /// two share no bit.
  llvm::SmallVector<Value>
  slotElementIndices(const nv_tileas::LinearLayout &layout);

  /// This thread's index in the CTA (i32).
  Value threadId() const { return tid; }
  /// Row-major index of the element slot `slot` holds, for a tile of `n`
  /// elements (i32).
  Value elementIndex(int64_t n, int64_t slot);
  /// True if this thread's copy of slot `slot` is the one that performs side
  /// effects; null means "always" (no copies exist).
  Value primaryPredicate(int64_t n, int64_t slot);
  /// Coordinates of row-major `linear` in `shape` (i32 each).
  llvm::SmallVector<Value> delinearize(Value linear,
                                       llvm::ArrayRef<int64_t> shape);
  /// Row-major index of `coords` in `shape` (i32).
  Value linearize(llvm::ArrayRef<Value> coords, llvm::ArrayRef<int64_t> shape);

  //===--- Constants and casts --------------------------------------------===//

  Value i32Const(int64_t v);
  Value i64Const(int64_t v);
  Value intConst(Type type, int64_t v);
  Value floatConst(Type type, double v);
  /// Zero of any storage type (null pointer for pointers).
  Value zero(Type type);
  /// Sign- or zero-extends / truncates an integer to i64 (i32).
  Value toI64(Value v, bool isSigned = true);
  Value toI32(Value v, bool isSigned = true);

  //===--- Structured emission --------------------------------------------===//

  /// Emits `then` under `cond`; continues after it.
  void emitIf(Value cond, llvm::function_ref<void()> thenFn);
  /// Returns `thenFn()` if `cond`, else `elseValue`, as a block argument.
  Value emitIfValue(Value cond, Type type, llvm::function_ref<Value()> thenFn,
                    Value elseValue);
  /// Returns `thenFn()` if `cond`, else `elseFn()` (values of `types`), as
  /// block arguments.
  llvm::SmallVector<Value>
  emitIfElse(Value cond, TypeRange types,
             llvm::function_ref<llvm::SmallVector<Value>()> thenFn,
             llvm::function_ref<llvm::SmallVector<Value>()> elseFn);
  /// A counted loop `for (i = 0; i < count; ++i)` carrying `init`; `body`
  /// receives i (i32) and the carried values and returns the next ones.
  llvm::SmallVector<Value> emitLoop(
      Value count, ValueRange init,
      llvm::function_ref<llvm::SmallVector<Value>(Value, ValueRange)> body);

  //===--- Shared memory --------------------------------------------------===//

  /// CTA-wide barrier (bar.sync 0); nothing where the last op emitted is
  /// one.
  void barrier();
  /// Address of byte `offset` (i32) of the staging buffer; records that
  /// `bytesUsed` bytes are needed.
  Value sharedAddress(Value byteOffset, int64_t bytesUsed);
  /// Bytes one element of storage type `type` takes in shared memory.
  int64_t sharedBytes(Type storage) const;
  void storeShared(Value value, Value elementIndex, int64_t bytesUsed);
  /// Stores `values` (one storage type, a power-of-two count) as elements
  /// `elementIndex`, `elementIndex` + 1, ... with one vector store; the
  /// caller guarantees that the first one's byte offset is a multiple of
  /// the vector's size.
  void storeSharedVector(llvm::ArrayRef<Value> values, Value elementIndex,
                         int64_t bytesUsed);
  /// Stores `values` (one storage type, a power-of-two count, not i1) to
  /// `address` with one vector store aligned to its size.
  void storeVector(llvm::ArrayRef<Value> values, Value address);
  /// Loads `count` elements of `storage` from `address` with one vector
  /// load aligned to its size.
  llvm::SmallVector<Value> loadVector(Type storage, int64_t count,
                                      Value address);
  /// How many consecutive slots of a tile of `type` hold consecutive
  /// elements along dimension `dim`, starting at multiples of that count,
  /// capped at 16 bytes of `storage`: the widest vector access that moves
  /// slots to memory where `dim` is contiguous (1 without such runs).
  int64_t contiguousRun(Type type, unsigned dim, Type storage) const;
  /// contiguousRun along the last dimension: the widest shared store of
  /// slots into a row-major copy of the tile (pointers one at a time).
  int64_t sharedStoreRun(Type type, Type storage) const {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.getRank() && !isa<LLVM::LLVMPointerType>(storage)
               ? contiguousRun(type, tensor.getRank() - 1, storage)
               : 1;
  }
  Value loadShared(Type storage, Value elementIndex, int64_t bytesUsed);
  /// Loads `count` (a power of two) elements `elementIndex`, ... + count - 1
  /// of storage type `storage` with one vector load; the caller guarantees
  /// that the first one's byte offset is a multiple of the vector's size.
  llvm::SmallVector<Value> loadSharedVector(Type storage, int64_t count,
                                            Value elementIndex,
                                            int64_t bytesUsed);

  /// shfl.sync over the full warp (every lane takes part): `kind` and
  /// `offset` as in PTX (up/down: lane distance, bfly: lane xor mask, idx:
  /// source lane). Takes any integer or float storage value up to 64 bits.
  Value warpShuffle(Value value, NVVM::ShflKind kind, int64_t offset);
  /// The same with the distance, mask or source lane computed (i32).
  Value warpShuffle(Value value, NVVM::ShflKind kind, Value offset);
  /// This thread's lane in its warp (i32).
  Value laneId();

  /// Redistributes a tile: returns the `dstN / T` (or 1) slots of a tile of
  /// `dstN` elements whose element i is element `srcIndex(i)` of the tile
  /// `src` (of `srcN` elements). Goes through shared memory, in chunks when
  /// the source does not fit the staging budget.
  Parts gather(const Parts &src, int64_t srcN, int64_t dstN,
               llvm::function_ref<Value(Value)> srcIndex);
  /// The core of gather and of layout conversions: slot k of `src` holds
  /// element srcElements[k] of a tile of `srcN` elements; returns, for each
  /// j, element wanted[j] of that tile. `padRows` pads the shared copy
  /// against bank conflicts on column accesses (layout conversions).
  Parts exchange(const Parts &src, llvm::ArrayRef<Value> srcElements,
                 int64_t srcN, llvm::ArrayRef<Value> wanted,
                 bool padRows = false);

  //===--- Calls ----------------------------------------------------------===//

  /// Declares (once) and calls an external function, e.g. a libdevice one.
  Value callExternal(llvm::StringRef name, Type result, ValueRange args);

  //===--- Ops ------------------------------------------------------------===//

  LogicalResult emitOp(Operation *op);
  /// Succeeds if `type` is not a tile, has no layout, or has the layout this
  /// emitter's distribution implements; otherwise reports it on `op`.
  LogicalResult checkLayoutIsFollowed(Operation *op, Type type);
  /// Emits the ops of `block` except its terminator, with `args` mapped to
  /// the block arguments (flattened parts).
  LogicalResult emitBlockBody(Block &block, llvm::ArrayRef<Value> args);
  /// Instantiates a combiner region (reduce, scan) on scalar parts: maps
  /// the block arguments to `args`, emits the body and returns the parts of
  /// the values its terminator yields.
  FailureOr<llvm::SmallVector<Value>> emitCombiner(Block &block,
                                                   llvm::ArrayRef<Value> args);
  /// Lowers one nv_tileaa.func kernel into a new llvm.func.
  LogicalResult emitKernel(Operation *func);

  /// Control-flow context: where continue and break of the innermost loop
  /// go. For a counted loop continue passes iv + step first.
  struct LoopContext {
    Block *header = nullptr;
    Block *exit = nullptr;
    Value inductionVar, step;
  };
  llvm::SmallVector<LoopContext> loops;
  /// Where yield of the innermost if/region goes (its merge block).
  llvm::SmallVector<Block *> yieldTargets;

  /// A wgmma product whose group its op left in flight (one a loop issues
  /// an iteration ahead: nv_tileas.wgmma_pending without a carried
  /// accumulator, tileas-prefetch-products): its result, whose registers
  /// nothing may read or copy until a wait retires the group, and how many
  /// groups were committed after its own. A wait that leaves fewer groups
  /// than that pending retires it (waitForWgmmaGroups): the registers pass
  /// through the wait, and the result becomes the wait's outputs. An op that
  /// takes a result still in flight waits for it first (emitOp), and the
  /// loop's continue retires what is left.
  /// Only a wait emitted for an op of the product's own block retires it
  /// so: one in a nested region would not dominate the result's use.
  struct InFlightProduct {
    Value result;
    int64_t groupsAfter = 0;
  };
  llvm::SmallVector<InFlightProduct> wgmmaInFlight;
  /// The block of the op being emitted (emitBlockBody).
  Block *currentBlock = nullptr;

  /// Largest staging size any op needed.
  int64_t sharedBytesUsed = 0;
  /// The least staging scratch each op would still find the room it used
  /// in (lowerTileAAToLLVM shrinks the scratch to it): where shared tiles
  /// were in place, where its accesses end (bytes from the buffer's start,
  /// below target.sharedTilesBase); where none were, the same, or, for an
  /// op that ran into the room the tiles took at their peak so far
  /// (copyRoom in LayoutConversionToLLVM.cpp), that less the peak, the room
  /// it has beyond any scratch.
  int64_t scratchNeedBesideTiles = 0;
  int64_t scratchNeedWithoutTiles = 0;
  /// Whether the emission reports optimization remarks (not when a kernel
  /// is emitted again with a smaller scratch: the first emission said it).
  bool emitRemarks = true;
  /// The end of the shared tiles in place (local_alloc, less those
  /// local_dealloc gave back), from target.sharedTilesBase on, and where
  /// they are (offsets from target.sharedTilesBase).
  int64_t sharedTilesEnd = 0;
  nv_tileas::SharedTileStack sharedTiles;

  /// The kernel's mbarrier pool (TokenOrdering.cpp): its size, and the
  /// per-thread phase-parity and pending-arrival bits, one per slot (i32
  /// stack slots).
  int64_t numMBarriers = 0;
  Value mbarrierPhases, mbarrierPending;

  /// The tensor maps each CTA fills in (TmaToLLVM.cpp), and the i32 stack
  /// slot holding the block of them thread 0 claimed.
  int64_t numTensorMaps = 0;
  Value tensorMapBlock;

  /// The llvm.func being built.
  LLVM::LLVMFuncOp function() const { return currentFunc; }

private:
  llvm::DenseMap<Value, Parts> values;
  llvm::DenseSet<Type> followedLayouts;
  mutable llvm::DenseMap<Type, std::shared_ptr<nv_tileas::LinearLayout>>
      layoutCache;
  Value tid;
  /// The start of a dynamic shared buffer, aligned at the top of the kernel
  /// (null for a static buffer, whose address is taken where used).
  Value dynamicSharedBase;
  LLVM::LLVMFuncOp currentFunc;
};

/// Splits flat parts into per-value groups following `types`.
llvm::SmallVector<Parts> splitParts(const KernelEmitter &em, TypeRange types,
                                    llvm::ArrayRef<Value> flat);

/// At the kernel's start, where it fills in tensor maps, thread 0 claims
/// a block of them; at each return, it gives the block back
/// (TmaToLLVM.cpp).
void emitTmaPrologue(KernelEmitter &em, Operation *func);
void emitTmaEpilogue(KernelEmitter &em);

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_KERNELEMITTER_H
