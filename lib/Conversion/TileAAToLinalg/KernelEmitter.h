//===- KernelEmitter.h - One nv_tileaa kernel to linalg/scf -----*- C++ -*-===//
//
// The CPU lowering walks a kernel in program order and emits the upstream
// form of each op, like the GPU lowering (TileAAToLLVM) does. A walk rather
// than conversion patterns because a token maps to no value and a memref or
// tiled view to several (its base, shape and strides), and because the
// first op outside the compiled slice must stop the lowering with its name.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLINALG_KERNELEMITTER_H
#define TILEIR_LIB_CONVERSION_TILEAATOLINALG_KERNELEMITTER_H

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::tileir::cpu {

/// A memref or tiled view: i64 values for the base address, the extents and
/// the strides (in elements), and for a view its type. `inMemory` (an i1,
/// null for element types the direct path does not take) says whether the
/// whole memref lies in one buffer of the memory window.
struct ViewValue {
  Value base;
  SmallVector<Value> shape, strides;
  nv_tileaa::TiledViewType type;
  Value inMemory;
};

/// A loaded tile read in place (TileOps.cpp): while `inPlace` holds, its
/// tensor is the memory [low, high) (i64 byte addresses).
struct InPlaceTile {
  Value inPlace, low, high;
};

class KernelEmitter {
public:
  KernelEmitter(ModuleOp module, OpBuilder &builder)
      : module(module), b(builder) {}

  /// Emits `kernel` as a func.func at the builder's insertion point.
  LogicalResult emitKernel(nv_tileaa::FuncOp kernel);

  /// The site table collected so far (module attribute tileir.cpu_sites).
  ArrayRef<Attribute> getSites() const { return sites; }

  //===--------------------------------------------------------------------===//
  // Shared by the op families.
  //===--------------------------------------------------------------------===//

  /// The CPU form of an nv_tileaa type: pointers become i64; tokens,
  /// memrefs and views have none (null).
  Type convertType(Type type);
  /// Whether the element type is one the compiled path takes.
  static bool isSupportedElement(Type type);
  /// The formats the compiled code only moves and converts (through the
  /// runtime's NumericConversions) and multiplies in mmaf: f8 kinds as
  /// their MLIR types (bytes in memory), tf32 as f32.
  static bool isStorageOnlyElement(Type type);
  /// Bytes an element takes in memory.
  static unsigned getStorageBytes(Type type);

  Value lookup(Value v) { return values.lookup(v); }
  void map(Value from, Value to) { values[from] = to; }
  ViewValue *lookupView(Value v) {
    auto it = views.find(v);
    return it == views.end() ? nullptr : &it->second;
  }
  void mapView(Value from, ViewValue view) { views[from] = std::move(view); }

  /// Reports that `op` is outside the compiled slice (the runner turns this
  /// into its fallback note).
  LogicalResult notCompiled(Operation *op);

  /// Adds a site to the table and returns its index as an i64 constant.
  Value addSite(Location loc, StringRef kind,
                ArrayRef<NamedAttribute> extra = {});
  /// Declares (once) and calls a helper taking and returning i64/f64/i16.
  Value callHelper(Location loc, StringRef name, ValueRange args,
                   Type result = {});
  Value i64Constant(Location loc, int64_t value);
  /// An i64 value of any integer or index value (sign- or zero-extended).
  Value toI64(Location loc, Value v, bool isSigned = true);
  /// The address of a tensor's buffer (reads it) and a fresh tile buffer
  /// with its address, for the helpers that move whole tiles.
  Value tensorAddress(Location loc, Value tensor);
  std::pair<Value, Value> newTileBuffer(Location loc, RankedTensorType type);
  /// A buffer for a tile that lives only until the end of the block it is
  /// made in and is never carried out of it (nor is any alias): on the
  /// stack of the kernel's entry block when small, so that the buffer
  /// costs nothing and needs no deallocation, else newTileBuffer's.
  Value newScopedTileBuffer(Location loc, RankedTensorType type);
  /// A tensor built from a buffer that newTileBuffer returned.
  Value bufferToTensor(Location loc, Value buffer, RankedTensorType type);
  /// Loads and stores an i64 at an i64 address.
  Value loadI64(Location loc, Value address);
  void storeI64(Location loc, Value address, Value value);
  /// Reserves `words` i64 words of the context's view cache and returns
  /// the offset (in words) of the first.
  int64_t reserveViewCache(int64_t words) {
    int64_t offset = viewCacheWords;
    viewCacheWords += words;
    return offset;
  }
  int64_t getViewCacheWords() const { return viewCacheWords; }
  /// Whether `value` is the same in every block of a launch: computed by
  /// side-effect-free ops from constants and the kernel's parameters and
  /// grid size (not its block ids, loop variables or loaded values).
  bool isLaunchInvariant(Value value) const;

  /// An i64 array of `values` on the stack of the kernel's entry block (so
  /// that loops do not grow the stack); returns its address.
  Value stackArray(Location loc, ValueRange values);

  /// Maps every element of same-shaped `operands` through `body` (which
  /// gets scalars and the builder positioned in the loop body). Scalar
  /// operands call `body` directly.
  FailureOr<SmallVector<Value>> emitElementwise(
      Location loc, TypeRange resultTypes, ValueRange operands,
      function_ref<FailureOr<SmallVector<Value>>(OpBuilder &, ValueRange)>
          body);

  /// The scalar semantics of an elementwise nv_tileaa op (ScalarOps.cpp).
  FailureOr<SmallVector<Value>> emitScalarOp(OpBuilder &builder, Operation *op,
                                             ValueRange args);

  /// Whether the ftof, ftoi or itof `op` converts through the runtime
  /// (ScalarOps.cpp); a tile of such conversions is one call
  /// (emitTileConversion), not an elementwise op of calls, which
  /// elementwise fusion would move into a consumer's loops (a contraction
  /// would convert each element once per use).
  static bool convertsThroughRuntime(Operation *op);
  LogicalResult emitTileConversion(Operation *op);

  /// Emits one op of the tile and memory families (TileOps.cpp); failure
  /// has been reported.
  LogicalResult emitTileOp(Operation *op);

  /// Emits the ops of `block` but its terminator.
  LogicalResult emitBody(Block &block);
  /// Emits one op of the kernel.
  LogicalResult emitOp(Operation *op);

  /// Structured control flow (ControlFlowOps.cpp).
  LogicalResult emitFor(nv_tileaa::ForOp op);
  LogicalResult emitLoop(nv_tileaa::LoopOp op);
  LogicalResult emitIf(nv_tileaa::IfOp op);
  /// The kernel's body, whose ifs may return early.
  LogicalResult emitKernelBody(Block &body);

  ModuleOp module;
  OpBuilder &b;
  Value ctx;
  /// The memory window argument (memref<?xi8>).
  Value window;
  /// The loads emitted so far that read in place; a result stored in place
  /// must not overlap any of them that is still live.
  SmallVector<InPlaceTile> inPlaceTiles;
  Value blockId[3], gridSize[3];
  /// Whether the kernel reduces (has a reduce op): its blocks compute
  /// between their loads and stores, and small contiguous tiles prefetch
  /// the tile ahead (TileOps.cpp, prefetchNextTile).
  bool prefetchTiles = false;

private:
  /// Emits KERNEL<kCpuBlockRangeSuffix> beside `kernel`.
  void emitBlockRange(func::FuncOp kernel, unsigned numParams);

  func::FuncOp function;
  /// Tells tensorAddress's reads apart (see there).
  int64_t addressUses = 0;
  llvm::DenseMap<Value, Value> values;
  llvm::DenseMap<Value, ViewValue> views;
  SmallVector<Attribute> sites;
  int64_t viewCacheWords = 0;
};

/// The indexing maps (lhs, rhs, acc) and iterators of a tile product's
/// contraction, loops (batch,) m, k, n with n innermost: each accumulator
/// element takes its products in increasing k (TileOps.cpp; emitDot and
/// emitDotScaled, whose form tileir-cpu-vectorize-contractions matches).
std::pair<SmallVector<AffineMap>, SmallVector<utils::IteratorType>>
getContractionLoops(MLIRContext *ctx, bool batched);

/// An nv_tileaa.scan as loops in the interpreter's order (ScanOps.cpp).
LogicalResult emitScan(KernelEmitter &k, nv_tileaa::ScanOp op);

/// print, assert, get_global, extract and insert (MiscOps.cpp).
LogicalResult emitPrint(KernelEmitter &k, nv_tileaa::PrintOp op);
LogicalResult emitAssert(KernelEmitter &k, nv_tileaa::AssertOp op);
LogicalResult emitGetGlobal(KernelEmitter &k, nv_tileaa::GetGlobalOp op);
LogicalResult emitExtract(KernelEmitter &k, nv_tileaa::ExtractOp op);
LogicalResult emitInsert(KernelEmitter &k, nv_tileaa::InsertOp op);

//===----------------------------------------------------------------------===//
// Memory op families in files of their own, and what they share with
// TileOps.cpp.
//===----------------------------------------------------------------------===//

/// atomic_rmw, atomic_cas, tiled_atomic_red and multimem_reduce
/// (AtomicOps.cpp).
LogicalResult emitAtomicOp(KernelEmitter &k, Operation *op);
/// tiled_load/tiled_store of a gather/scatter view (GatherScatterOps.cpp).
LogicalResult emitGatherScatterAccess(KernelEmitter &k, Operation *op,
                                      const ViewValue &view, ValueRange index,
                                      Value storedTile);
/// The runtime's view helper `fn` on the tile at `index` of `view`, with
/// the tile at `tileAddress`; its site is `siteKind` with the view's facts
/// and `extra` (GatherScatterOps.cpp: takes gather/scatter views too).
void callViewHelper(KernelEmitter &k, Location loc, const ViewValue &view,
                    ValueRange index, StringRef siteKind, StringRef fn,
                    Value tileAddress, ArrayRef<NamedAttribute> extra = {});

/// The tile `tile` (an nv_tileaa value) of an f8 format widened exactly to
/// the float type `to` through the runtime's conversions; other tiles as
/// they are (ScaledMmaOps.cpp).
Value widenStorageOnly(KernelEmitter &k, Location loc, Value tile, Type to);
/// mmaf_scaled (ScaledMmaOps.cpp).
LogicalResult emitDotScaled(KernelEmitter &k, nv_tileaa::DotScaledOp op);

/// The static parts of a tiled access's site (TileOps.cpp).
SmallVector<NamedAttribute> getViewSiteInfo(OpBuilder &b,
                                            nv_tileaa::TiledViewType type);
/// A tile as the runtime helpers take it: a scalar as a one-element tensor.
Value asTensor(OpBuilder &b, Location loc, Value tile);
/// Maps `result` to the tile a runtime helper loads: `call` emits the call
/// that fills a fresh buffer of the result's type (a scalar as one element)
/// at `address`.
void mapLoadedTile(KernelEmitter &k, Location loc, Value result,
                   function_ref<void(Value address)> call);

} // namespace mlir::tileir::cpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLINALG_KERNELEMITTER_H
