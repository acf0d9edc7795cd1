//===- SharedMemoryOpToLLVM.cpp - nv_tileas shared tiles and async copies -===//
//
// Shared tiles (local_alloc) are placed one after another past the staging
// scratch of the kernel's shared buffer, at offsets fixed when the kernel is
// lowered: the pipelines that use them allocate their buffers once, before
// the loop that cycles through them. local_load and local_store move a
// register tile's slots element by element through the tile's layout.
//
// async_tiled_load is cp.async (sm_80+): each thread copies 16-byte runs of
// the tile, whole runs of a blocked layout along the contiguous dimension,
// straight from global to shared memory. Out-of-bounds runs copy nothing
// and are zero-filled (the cp-size operand), so the view's bounds apply
// run by run; that is exact only where every run is proven aligned and
// wholly in or out of bounds (nv_tileaa::areRunsAlignedAndWhole), which the
// pipelining pass checks before it makes one and this lowering checks
// again. async_commit_group and async_wait are cp.async.commit_group and
// cp.async.wait_group followed by a CTA barrier.
//
//===----------------------------------------------------------------------===//

#include "IndexMath.h"
#include "MemoryAccess.h"
#include "SharedTiles.h"

#include "tileir/Dialect/TileAA/IR/Divisibility.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace as = mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;

LogicalResult
mlir::tileir::tilegpu::checkSharedTileLowered(Operation *op,
                                              as::SharedMemDescType type) {
  if (isa<as::SwizzledSharedLayoutAttr>(type.getLayout()))
    return success();
  if (isa<as::NvmmaSharedLayoutAttr>(type.getLayout()) &&
      type.getElementType().getIntOrFloatBitWidth() >= 8)
    return success();
  return op->emitOpError("uses the shared layout ")
         << type.getLayout() << " for " << type.getElementType()
         << " elements, which the lowering to LLVM does not address (only "
            "swizzled_shared, and nvmma_shared for elements of 8 bits or "
            "more)";
}

/// The element offset of `coords` in an nvmma_shared tile: blocks of
/// `swizzle` bytes along the contiguous dimension, each block row after
/// row, outer dimensions outermost; then the 16-byte chunk bits [4, 7) of
/// the byte offset XOR-ed with the 128-byte line bits [7, 10), as many of
/// them as the swizzle has (as NvmmaSharedLayoutAttr describes; tiles start
/// on 1024-byte boundaries, so offsets and addresses swizzle alike).
namespace {
/// The block geometry of an nvmma_shared tile, which nvmmaTileOffset and
/// sharedTileOffsetShift both read: the contiguous (col) and row
/// dimensions, element bytes, the swizzle, and the block width in elements.
struct NvmmaGeometry {
  unsigned rank, col, row;
  int64_t bytes, swizzle, rows, cols, width;

  NvmmaGeometry(as::SharedMemDescType type, as::NvmmaSharedLayoutAttr layout) {
    llvm::ArrayRef<int64_t> shape = type.getShape();
    rank = shape.size();
    col = layout.getTransposed() ? rank - 2 : rank - 1;
    row = layout.getTransposed() ? rank - 1 : rank - 2;
    bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
    swizzle = layout.getSwizzle();
    rows = shape[row];
    cols = shape[col];
    width = swizzle ? swizzle / bytes : cols;
  }
};
} // namespace

/// For tests: a K loop whose rhs rows go to their stage in the plain order
/// while the lhs lists K permuted must compute wrong products.
static llvm::cl::opt<bool> clTestUnpermutedRows(
    "tileas-test-unpermuted-rows", llvm::cl::Hidden,
    llvm::cl::desc("For tests: address nvmma_shared tiles with kPermuted as "
                   "if their rows were in order (the products are then "
                   "wrong)"),
    llvm::cl::init(false));

static Value nvmmaTileOffset(KernelEmitter &em, as::SharedMemDescType type,
                             as::NvmmaSharedLayoutAttr layout,
                             llvm::ArrayRef<Value> coords) {
  IndexMath im{em};
  llvm::ArrayRef<int64_t> shape = type.getShape();
  NvmmaGeometry g(type, layout);
  auto [rank, col, row, bytes, swizzle, rows, cols, width] = g;
  // Rows in permuteK's order: the tile's row r is stored where row
  // unpermuteK(r) would be.
  Value rowAt = layout.getKPermuted() && !clTestUnpermutedRows
                    ? im.unpermuteK(coords[row], rows)
                    : coords[row];
  Value offset =
      im.add(im.mul(im.div(coords[col], width), rows * width),
             im.add(im.mul(rowAt, width), im.rem(coords[col], width)));
  int64_t stride = rows * cols;
  for (int d = rank - 3; d >= 0; --d) {
    offset = im.add(offset, im.mul(coords[d], stride));
    stride *= shape[d];
  }
  if (swizzle <= 16)
    return offset;
  // In elements: bits [4, 7) and [7, 10) of the byte offset are the chunk
  // (16 / bytes elements) and the line (128 / bytes elements).
  Value line = im.rem(im.div(offset, 128 / bytes), swizzle / 16);
  return LLVM::XOrOp::create(em.b, em.loc, offset, im.mul(line, 16 / bytes));
}

Value mlir::tileir::tilegpu::sharedTileOffset(KernelEmitter &em,
                                              as::SharedMemDescType type,
                                              llvm::ArrayRef<Value> coords) {
  IndexMath im{em};
  if (auto nvmma = dyn_cast<as::NvmmaSharedLayoutAttr>(type.getLayout()))
    return nvmmaTileOffset(em, type, nvmma, coords);
  auto layout = cast<as::SwizzledSharedLayoutAttr>(type.getLayout());
  llvm::ArrayRef<int64_t> shape = type.getShape();
  llvm::ArrayRef<unsigned> order = layout.getOrder();
  Value column = coords[order[0]];
  if (order.size() > 1 && layout.getMaxPhase() > 1) {
    Value phase = im.rem(im.div(coords[order[1]], layout.getPerPhase()),
                         layout.getMaxPhase());
    column = LLVM::XOrOp::create(em.b, em.loc, column,
                                 im.mul(phase, layout.getVec()));
  }
  Value offset = column;
  int64_t stride = shape[order[0]];
  for (unsigned d : order.drop_front()) {
    offset = im.add(offset, im.mul(coords[d], stride));
    stride *= shape[d];
  }
  return offset;
}

/// The constant D with sharedTileOffset(coords + delta) ==
/// sharedTileOffset(coords) + D for every `coords` of the tile for which
/// coords + delta is in the tile too; nullopt where the layout's swizzle
/// makes the shift depend on `coords`. A shift keeps the swizzle's XOR
/// operand (a function of the rows) where it moves whole swizzle periods of
/// rows, and commutes with the XOR where it is a multiple of the power of
/// two above every XOR-ed bit.
static std::optional<int64_t>
sharedTileOffsetShift(as::SharedMemDescType type,
                      llvm::ArrayRef<int64_t> delta) {
  llvm::ArrayRef<int64_t> shape = type.getShape();
  unsigned rank = shape.size();
  if (auto layout = dyn_cast<as::NvmmaSharedLayoutAttr>(type.getLayout())) {
    NvmmaGeometry g(type, layout);
    auto [gRank, col, row, bytes, swizzle, rows, cols, width] = g;
    if (delta[col] % width)
      return std::nullopt;
    // Permuted rows keep their distance across whole blocks only.
    if (layout.getKPermuted() && delta[row] % as::getPermuteKBlock(rows))
      return std::nullopt;
    int64_t shift = delta[col] / width * rows * width + delta[row] * width;
    int64_t stride = rows * cols;
    for (int d = rank - 3; d >= 0; --d) {
      shift += delta[d] * stride;
      stride *= shape[d];
    }
    // The XOR-ed chunk bits lie below 128 bytes, the line bits select
    // among swizzle / 16 lines of 128 bytes.
    if (swizzle > 16 && shift % (128 / bytes * (swizzle / 16)))
      return std::nullopt;
    return shift;
  }
  auto layout = cast<as::SwizzledSharedLayoutAttr>(type.getLayout());
  llvm::ArrayRef<unsigned> order = layout.getOrder();
  int64_t shift = delta[order[0]];
  if (order.size() > 1 && layout.getMaxPhase() > 1) {
    int64_t period = layout.getPerPhase() * layout.getMaxPhase();
    int64_t xorBound =
        llvm::PowerOf2Ceil(layout.getMaxPhase() * layout.getVec());
    if (delta[order[1]] % period || shift % xorBound)
      return std::nullopt;
  }
  int64_t stride = shape[order[0]];
  for (unsigned d : order.drop_front()) {
    shift += delta[d] * stride;
    stride *= shape[d];
  }
  return shift;
}

/// The shared address of the element at element offset `offset` of a tile
/// starting at byte `tileBase`.
static Value tileElementAddress(KernelEmitter &em, Value tileBase, Value offset,
                                int64_t bytes) {
  IndexMath im{em};
  return em.sharedAddress(im.add(tileBase, im.mul(offset, bytes)),
                          em.sharedTilesEnd);
}

Value mlir::tileir::tilegpu::sharedTileElementAddress(
    KernelEmitter &em, as::SharedMemDescType type, Value tileBase,
    llvm::ArrayRef<Value> coords) {
  Type storage = em.storageType(type.getElementType());
  return tileElementAddress(em, tileBase, sharedTileOffset(em, type, coords),
                            em.sharedBytes(storage));
}

Value mlir::tileir::tilegpu::loadSharedTileElement(
    KernelEmitter &em, as::SharedMemDescType type, Value tileBase,
    llvm::ArrayRef<Value> coords) {
  Type storage = em.storageType(type.getElementType());
  Type memType = storage.isInteger(1) ? em.b.getI8Type() : storage;
  Value address = sharedTileElementAddress(em, type, tileBase, coords);
  Value v = LLVM::LoadOp::create(em.b, em.loc, memType, address);
  if (storage.isInteger(1))
    v = LLVM::TruncOp::create(em.b, em.loc, storage, v);
  return v;
}

/// How many consecutive slots of a register tile of `tensorType` a thread
/// moves to or from a shared tile of `type` with one access: its run along
/// the dimension the shared layout keeps contiguous (at most 16 bytes), in
/// groups that long (nvmma_shared's 16-byte chunks, along the last
/// dimension or, transposed, the one before; swizzled_shared's vec
/// elements along its order's first, which cut longer runs); else 1.
/// Dimensions are matched from the last (the register tile may have more
/// leading unit dimensions).
static int64_t sharedTileRun(KernelEmitter &em, Type tensorType,
                             as::SharedMemDescType type) {
  Type storage = em.storageType(type.getElementType());
  auto tensor = dyn_cast<RankedTensorType>(tensorType);
  if (!tensor || !tensor.getRank() || isa<LLVM::LLVMPointerType>(storage))
    return 1;
  unsigned rank = type.getShape().size();
  auto nvmma = dyn_cast<as::NvmmaSharedLayoutAttr>(type.getLayout());
  auto swizzled = dyn_cast<as::SwizzledSharedLayoutAttr>(type.getLayout());
  unsigned contiguous =
      nvmma ? NvmmaGeometry(type, nvmma).col : swizzled.getOrder().front();
  unsigned fromLast = rank - 1 - contiguous;
  unsigned tensorRank = tensor.getRank();
  if (fromLast >= tensorRank)
    return 1;
  int64_t run =
      em.contiguousRun(tensorType, tensorRank - 1 - fromLast, storage);
  if (run <= 1 || nvmma)
    return std::max<int64_t>(run, 1);
  // The swizzle moves groups of vec elements; longer runs go a group at a
  // time.
  int64_t vec = swizzled.getVec();
  if (swizzled.getMaxPhase() > 1 && run > vec)
    return llvm::isPowerOf2_64(vec) ? vec : 1;
  return run;
}

/// Stores every slot of register tile `value` (of `tensorType`) into the
/// shared tile at `tileBase`, runs of consecutive elements with one access
/// (sharedTileRun). Copies of an element (tiles smaller than the CTA) store
/// the same value to the same place.
static void storeTile(KernelEmitter &em, const Parts &value, Type tensorType,
                      as::SharedMemDescType type, Value tileBase) {
  Type storage = em.storageType(type.getElementType());
  int64_t run = sharedTileRun(em, tensorType, type);
  for (size_t k = 0; k < value.size(); k += run) {
    auto coords =
        em.delinearize(em.elementIndex(tensorType, k), type.getShape());
    Value address = sharedTileElementAddress(em, type, tileBase, coords);
    if (run > 1) {
      em.storeVector(llvm::ArrayRef<Value>(value).slice(k, run), address);
      continue;
    }
    Value stored = value[k];
    if (storage.isInteger(1))
      stored = LLVM::ZExtOp::create(em.b, em.loc, em.b.getI8Type(), stored);
    LLVM::StoreOp::create(em.b, em.loc, stored, address);
  }
}

static LogicalResult lowerLocalAlloc(as::LocalAllocOp op, KernelEmitter &em) {
  as::SharedMemDescType type = op.getResult().getType();
  if (failed(checkSharedTileLowered(op, type)))
    return failure();
  // Room a freed tile gave back (local_dealloc) may still be read by
  // threads behind, through the tile or a layout conversion's copy placed
  // over it after its loop (LayoutConversionToLLVM.cpp), or written by
  // their copies: every thread's copies land and every thread is done
  // before it is reused.
  int64_t peak = em.sharedTiles.peak();
  int64_t offset =
      em.target.sharedTilesBase + em.sharedTiles.allocate(op, type);
  if (offset < em.target.sharedTilesBase + peak) {
    if (em.target.computeCapability >= 80)
      NVVM::CpAsyncWaitGroupOp::create(em.b, em.loc, 0);
    em.barrier();
  }
  em.sharedTilesEnd = em.target.sharedTilesBase + em.sharedTiles.end();
  if (em.sharedTilesEnd > em.target.sharedLimitBytes)
    return op.emitOpError("needs shared memory up to byte ")
           << em.sharedTilesEnd << " (after " << em.target.sharedTilesBase
           << " bytes of staging scratch), beyond the "
           << em.target.sharedLimitBytes
           << " bytes a CTA of this kernel may use";
  em.sharedBytesUsed = std::max(em.sharedBytesUsed, em.sharedTilesEnd);
  Value base = em.i32Const(offset);
  em.set(op.getResult(), {base});
  if (op.getSource())
    storeTile(em, em.get(op.getSource()), op.getSource().getType(), type, base);
  return success();
}

static LogicalResult lowerMemDescIndex(as::MemDescIndexOp op,
                                       KernelEmitter &em) {
  IndexMath im{em};
  as::SharedMemDescType tile = op.getResult().getType();
  Type storage = em.storageType(tile.getElementType());
  int64_t tileBytes = tile.getNumElements() * em.sharedBytes(storage);
  Value base = em.get(op.getSource()).front();
  em.set(op.getResult(),
         {im.add(base, im.mul(em.get(op.getIndex()).front(), tileBytes))});
  return success();
}

static LogicalResult lowerLocalLoad(as::LocalLoadOp op, KernelEmitter &em) {
  as::SharedMemDescType type = op.getSource().getType();
  if (failed(checkSharedTileLowered(op, type)))
    return failure();
  Value base = em.get(op.getSource()).front();
  Type tensorType = op.getResult().getType();
  Type storage = em.storageType(type.getElementType());
  int64_t run = sharedTileRun(em, tensorType, type);
  Parts out;
  for (int64_t k = 0, e = em.slotsFor(tensorType); k < e; k += run) {
    auto coords =
        em.delinearize(em.elementIndex(tensorType, k), type.getShape());
    if (run == 1) {
      out.push_back(loadSharedTileElement(em, type, base, coords));
      continue;
    }
    llvm::append_range(
        out, em.loadVector(storage, run,
                           sharedTileElementAddress(em, type, base, coords)));
  }
  em.set(op.getResult(), out);
  return success();
}

static LogicalResult lowerLocalStore(as::LocalStoreOp op, KernelEmitter &em) {
  as::SharedMemDescType type = op.getDest().getType();
  if (failed(checkSharedTileLowered(op, type)))
    return failure();
  storeTile(em, em.get(op.getValue()), op.getValue().getType(), type,
            em.get(op.getDest()).front());
  return success();
}

static LogicalResult lowerAsyncTiledLoad(as::AsyncTiledLoadOp op,
                                         KernelEmitter &em) {
  if (em.target.computeCapability < 80)
    return op.emitOpError("needs cp.async (sm_80 or later)");
  as::SharedMemDescType dest = op.getDest().getType();
  if (failed(checkSharedTileLowered(op, dest)))
    return failure();
  auto viewType = cast<aa::TiledViewType>(op.getView().getType());
  Type storage = em.storageType(dest.getElementType());
  int64_t bytes = em.sharedBytes(storage);
  int64_t run = 16 / bytes;
  llvm::ArrayRef<int64_t> shape = viewType.getTileShape();
  // The runs go along the view's contiguous tile dimension, which must be
  // the one the shared layout keeps contiguous: the last of the destination
  // (row-major stages), or the one before it (a K-major B operand, read
  // through a transposing view: swizzled_shared with order [0, 1] or
  // transposed nvmma_shared). The destination may leave out the tile's
  // leading unit dimensions.
  std::optional<unsigned> along = viewType.getContiguousTileDim();
  unsigned destRank = dest.getShape().size();
  unsigned dropped = shape.size() - destRank;
  // A run must stay contiguous in shared memory (one vec group of a
  // swizzled_shared layout; nvmma_shared swizzles whole 16-byte chunks) and
  // be a run of the view proven whole.
  bool contiguous = false;
  if (along && *along >= dropped) {
    unsigned destDim = *along - dropped;
    if (auto layout = dyn_cast<as::SwizzledSharedLayoutAttr>(dest.getLayout()))
      contiguous =
          layout.getOrder()[0] == destDim && layout.getVec() % run == 0;
    else if (auto layout =
                 dyn_cast<as::NvmmaSharedLayoutAttr>(dest.getLayout()))
      contiguous =
          destDim == (layout.getTransposed() ? destRank - 2 : destRank - 1);
  }
  if (bytes > 16 || 16 % bytes || !contiguous ||
      !aa::areRunsAlignedAndWhole(op.getView(), run, bytes))
    return op.emitOpError("copies 16-byte runs along the tile's contiguous "
                          "dimension, which must be contiguous in the shared "
                          "layout too, with every run proven aligned and "
                          "wholly in or out of bounds");
  // The tile in the blocked layout with one run per slot group: its slots
  // say which runs this thread copies, and computeViewAccess where they are.
  MLIRContext *ctx = em.b.getContext();
  auto runs = RankedTensorType::get(
      shape, dest.getElementType(),
      as::getBlockedLayoutAlong(ctx, shape, *along, run,
                                em.target.numThreads / 32));
  const Parts &view = em.get(op.getView());
  Value predicate =
      op.getPredicate() ? em.get(op.getPredicate()).front() : Value();
  Value base = em.get(op.getDest()).front();
  auto globalPtr = LLVM::LLVMPointerType::get(ctx, 1);
  // The runs a thread copies usually sit at fixed element shifts from its
  // first one (power-of-two dimensions: each coordinate moves by its own
  // bit field of the shift). Then the view is addressed and bounds-checked
  // once for the first run and at constant shifts for the others, and
  // where the shared layout turns the shift into a fixed byte offset each
  // destination is the first one's plus a constant (an immediate of the
  // copy): the pipelined loop keeps one coordinate per dimension live
  // rather than addresses, offsets and coordinates per run.
  int64_t slots = em.slotsFor(runs);
  bool powerOf2Shape =
      llvm::all_of(shape, [](int64_t d) { return llvm::isPowerOf2_64(d); });
  llvm::SmallVector<std::optional<llvm::SmallVector<int64_t>>> deltas;
  bool allShifted = powerOf2Shape;
  for (int64_t k = 0; k < slots; k += run) {
    std::optional<int64_t> shift = em.slotIndexShift(runs, k);
    if (!shift || !powerOf2Shape) {
      deltas.push_back(std::nullopt);
      allShifted = false;
      continue;
    }
    llvm::SmallVector<int64_t> delta(shape.size());
    int64_t rest = *shift;
    for (int64_t d = shape.size() - 1; d >= 0; --d) {
      delta[d] = rest % shape[d];
      rest /= shape[d];
    }
    deltas.push_back(delta);
  }
  Type viewElement = viewType.getMemref().getElementType();
  std::optional<ShiftedViewAccess> shifted;
  if (allShifted && viewType.getKind().getValue() != "gather_scatter" &&
      viewElement.isIntOrFloat() &&
      viewElement.getIntOrFloatBitWidth() % 8 == 0)
    shifted.emplace(em, viewType, view, op.getIndices(), runs);
  // A copy's source size: 16 bytes, or 0 to fill the run with zeros.
  // Where the runs sit at fixed shifts, the checks along the dimensions no
  // run is shifted along (and the predicate) make one size for all of
  // them, and each run's own checks select between it and 0: a compare
  // and a select a copy, where the whole conjunction took a select per
  // check.
  llvm::SmallVector<bool> shiftedDims(shape.size(), false), unshiftedDims;
  Value sharedBytes;
  if (shifted) {
    for (const auto &delta : deltas)
      for (auto [d, shift] : llvm::enumerate(*delta))
        shiftedDims[d] = shiftedDims[d] || shift != 0;
    for (bool isShifted : shiftedDims)
      unshiftedDims.push_back(!isShifted);
    Value same = shifted->boundsAlong(
        llvm::SmallVector<int64_t>(shape.size(), 0), unshiftedDims);
    if (predicate)
      same = LLVM::AndOp::create(em.b, em.loc, same, predicate);
    sharedBytes = LLVM::SelectOp::create(em.b, em.loc, same, em.i32Const(16),
                                         em.i32Const(0));
  }
  Value firstDst;
  for (int64_t k = 0; k < slots; k += run) {
    const auto &delta = deltas[k / run];
    Value address, srcBytes;
    if (shifted) {
      address = shifted->addressAt(*delta);
      srcBytes = LLVM::SelectOp::create(
          em.b, em.loc, shifted->boundsAlong(*delta, shiftedDims), sharedBytes,
          em.i32Const(0));
    } else {
      ViewAccessInfo access = computeViewAccess(
          em, viewType, view, op.getIndices(), k, nullptr, runs);
      Value copy = access.inBounds;
      if (predicate)
        copy = LLVM::AndOp::create(em.b, em.loc, copy, predicate);
      srcBytes = LLVM::SelectOp::create(em.b, em.loc, copy, em.i32Const(16),
                                        em.i32Const(0));
      address = access.address;
    }
    std::optional<int64_t> dstShift;
    if (delta)
      dstShift = sharedTileOffsetShift(
          dest, llvm::ArrayRef<int64_t>(*delta).take_back(destRank));
    Value dst;
    if (dstShift && firstDst) {
      dst = *dstShift
                ? LLVM::GEPOp::create(
                      em.b, em.loc, firstDst.getType(), em.b.getI8Type(),
                      firstDst, llvm::ArrayRef<LLVM::GEPArg>{*dstShift * bytes})
                : firstDst;
    } else {
      auto coords = em.delinearize(em.elementIndex(runs, k), shape);
      dst = sharedTileElementAddress(
          em, dest, base, llvm::ArrayRef<Value>(coords).take_back(destRank));
      if (k == 0)
        firstDst = dst;
    }
    Value src = LLVM::AddrSpaceCastOp::create(em.b, em.loc, globalPtr, address);
    NVVM::CpAsyncOp::create(em.b, em.loc, dst, src, 16,
                            NVVM::LoadCacheModifierKind::CG, srcBytes);
  }
  return success();
}

static LogicalResult lowerAsyncCommitGroup(as::AsyncCommitGroupOp op,
                                           KernelEmitter &em) {
  NVVM::CpAsyncCommitGroupOp::create(em.b, em.loc);
  return success();
}

/// Whether shared tiles of the kernel of `op` are read by the async proxy:
/// nvmma_shared tiles are wgmma's operands (tileas-pipeline gives them that
/// layout for wgmma only).
static bool asyncProxyReadsTiles(Operation *op) {
  auto func = op->getParentOfType<aa::FuncOp>();
  bool found = false;
  func.walk([&](as::LocalAllocOp alloc) {
    found |=
        isa<as::NvmmaSharedLayoutAttr>(alloc.getResult().getType().getLayout());
  });
  return found;
}

void mlir::tileir::tilegpu::publishStages(KernelEmitter &em, Operation *op) {
  // cp.async and the stores of loop-invariant tiles write through the
  // generic proxy and wgmma reads through the async proxy: each thread
  // orders its writes before the barrier after which wgmma may read them
  // (PTX ISA, "Proxies").
  if (em.target.computeCapability >= 90 && asyncProxyReadsTiles(op))
    NVVM::FenceProxyOp::create(
        em.b, em.loc, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(em.b.getContext(),
                                   NVVM::SharedSpace::shared_cta));
  // Every thread's copies are in place, and every thread is done with the
  // stage the copies issued next will overwrite.
  em.barrier();
}

static LogicalResult lowerAsyncWait(as::AsyncWaitOp op, KernelEmitter &em) {
  NVVM::CpAsyncWaitGroupOp::create(em.b, em.loc, op.getPending());
  publishStages(em, op);
  return success();
}

static LogicalResult lowerLocalDealloc(as::LocalDeallocOp op,
                                       KernelEmitter &em) {
  // The room goes back to later tiles, which synchronise before reusing it
  // (lowerLocalAlloc).
  em.sharedTiles.free(op.getBuffer().getDefiningOp());
  em.sharedTilesEnd = em.target.sharedTilesBase + em.sharedTiles.end();
  return success();
}

void mlir::tileir::tilegpu::registerSharedMemoryLowerings(LoweringTable &t) {
  t.add<as::LocalAllocOp>(lowerLocalAlloc);
  t.add<as::MemDescIndexOp>(lowerMemDescIndex);
  t.add<as::LocalLoadOp>(lowerLocalLoad);
  t.add<as::LocalStoreOp>(lowerLocalStore);
  t.add<as::LocalDeallocOp>(lowerLocalDealloc);
  t.add<as::AsyncTiledLoadOp>(lowerAsyncTiledLoad);
  t.add<as::AsyncCommitGroupOp>(lowerAsyncCommitGroup);
  t.add<as::AsyncWaitOp>(lowerAsyncWait);
}
