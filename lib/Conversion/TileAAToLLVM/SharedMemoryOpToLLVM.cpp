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

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace as = mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;

LogicalResult
mlir::tileir::tilegpu::checkSharedTileLowered(Operation *op,
                                              as::SharedMemDescType type) {
  if (isa<as::SwizzledSharedLayoutAttr>(type.getLayout()))
    return success();
  return op->emitOpError("uses the shared layout ")
         << type.getLayout()
         << ", which the lowering to LLVM does not address yet (only "
            "swizzled_shared)";
}

Value mlir::tileir::tilegpu::sharedTileOffset(KernelEmitter &em,
                                              as::SharedMemDescType type,
                                              llvm::ArrayRef<Value> coords) {
  IndexMath im{em};
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

/// Stores every slot of register tile `value` (of `tensorType`) into the
/// shared tile at `tileBase`. Copies of an element (tiles smaller than the
/// CTA) store the same value to the same place.
static void storeTile(KernelEmitter &em, const Parts &value, Type tensorType,
                      as::SharedMemDescType type, Value tileBase) {
  Type storage = em.storageType(type.getElementType());
  for (auto [k, v] : llvm::enumerate(value)) {
    auto coords =
        em.delinearize(em.elementIndex(tensorType, k), type.getShape());
    Value stored = v;
    if (storage.isInteger(1))
      stored = LLVM::ZExtOp::create(em.b, em.loc, em.b.getI8Type(), v);
    LLVM::StoreOp::create(em.b, em.loc, stored,
                          sharedTileElementAddress(em, type, tileBase, coords));
  }
}

static LogicalResult lowerLocalAlloc(as::LocalAllocOp op, KernelEmitter &em) {
  as::SharedMemDescType type = op.getResult().getType();
  if (failed(checkSharedTileLowered(op, type)))
    return failure();
  int64_t offset = em.sharedTilesEnd;
  em.sharedTilesEnd += as::getSharedTileBytes(type);
  if (em.sharedTilesEnd > as::kStaticSharedBytes)
    return op.emitOpError("needs shared memory up to byte ")
           << em.sharedTilesEnd << " (after " << em.target.sharedTilesBase
           << " bytes of staging scratch), beyond the "
           << as::kStaticSharedBytes << " bytes of static shared memory";
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
  Parts out;
  for (int64_t k = 0, e = em.slotsFor(tensorType); k < e; ++k)
    out.push_back(loadSharedTileElement(
        em, type, base,
        em.delinearize(em.elementIndex(tensorType, k), type.getShape())));
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
  unsigned last = shape.size() - 1;
  auto layout = cast<as::SwizzledSharedLayoutAttr>(dest.getLayout());
  // A run must be one vec group of the swizzle (so it stays contiguous in
  // shared memory) and a run of the view proven whole.
  if (bytes > 16 || 16 % bytes || viewType.getContiguousTileDim() != last ||
      layout.getOrder()[0] != last || layout.getVec() % run ||
      !aa::areRunsAlignedAndWhole(op.getView(), run, bytes))
    return op.emitOpError("copies 16-byte runs along the tile's last "
                          "dimension, which must be contiguous in memory and "
                          "in the shared layout, with every run proven "
                          "aligned and wholly in or out of bounds");
  // The tile in the blocked layout with one run per slot group: its slots
  // say which runs this thread copies, and computeViewAccess where they are.
  MLIRContext *ctx = em.b.getContext();
  auto runs = RankedTensorType::get(
      shape, dest.getElementType(),
      as::getRowMajorBlockedLayout(ctx, shape, run, em.target.numThreads / 32));
  const Parts &view = em.get(op.getView());
  Value predicate =
      op.getPredicate() ? em.get(op.getPredicate()).front() : Value();
  Value base = em.get(op.getDest()).front();
  auto globalPtr = LLVM::LLVMPointerType::get(ctx, 1);
  for (int64_t k = 0, e = em.slotsFor(runs); k < e; k += run) {
    ViewAccessInfo access = computeViewAccess(
        em, viewType, view, op.getIndices(), k, nullptr, runs);
    Value copy = access.inBounds;
    if (predicate)
      copy = LLVM::AndOp::create(em.b, em.loc, copy, predicate);
    Value srcBytes = LLVM::SelectOp::create(em.b, em.loc, copy, em.i32Const(16),
                                            em.i32Const(0));
    auto coords = em.delinearize(em.elementIndex(runs, k), shape);
    Value dst = sharedTileElementAddress(em, dest, base, coords);
    Value src =
        LLVM::AddrSpaceCastOp::create(em.b, em.loc, globalPtr, access.address);
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

static LogicalResult lowerAsyncWait(as::AsyncWaitOp op, KernelEmitter &em) {
  NVVM::CpAsyncWaitGroupOp::create(em.b, em.loc, op.getPending());
  // Every thread's copies are in place, and every thread is done with the
  // stage the copies issued next will overwrite.
  em.barrier();
  return success();
}

static LogicalResult lowerLocalDealloc(as::LocalDeallocOp, KernelEmitter &) {
  return success(); // Shared tiles keep their place for the whole kernel.
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
