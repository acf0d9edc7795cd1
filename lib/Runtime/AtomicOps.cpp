//===- AtomicOps.cpp - atomics and multimem accesses ----------------------===//
//
// Tile blocks run on concurrent threads, so atomics must be atomic on the
// host: every read-modify-write holds the striped lock of its address. The
// compiled CPU code's atomics call atomicRMW/atomicCAS too (through
// lib/Runtime/CPU/CompiledHelpers.cpp), so both paths share the lock and
// the rules.
//
//===----------------------------------------------------------------------===//

#include "ViewAccess.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

/// The new memory bits of one RMW step.
static uint64_t applyRMW(ct::AtomicRMWMode mode, ElemKind kind, uint64_t old,
                         uint64_t arg) {
  unsigned w = getBitWidth(kind);
  int64_t so = extendInt(old, w, true), sa = extendInt(arg, w, true);
  uint64_t uo = extendInt(old, w, false), ua = extendInt(arg, w, false);
  switch (mode) {
  case ct::AtomicRMWMode::And:
    return old & arg;
  case ct::AtomicRMWMode::Or:
    return old | arg;
  case ct::AtomicRMWMode::Xor:
    return old ^ arg;
  case ct::AtomicRMWMode::Add:
    if (isFloatKind(kind))
      return encodeFloat(decodeFloat(old, kind) + decodeFloat(arg, kind), kind);
    return old + arg;
  case ct::AtomicRMWMode::AddF:
    return encodeFloat(decodeFloat(old, kind) + decodeFloat(arg, kind), kind);
  case ct::AtomicRMWMode::Max:
    if (isFloatKind(kind))
      return decodeFloat(arg, kind) > decodeFloat(old, kind) ? arg : old;
    return sa > so ? arg : old;
  case ct::AtomicRMWMode::Min:
    if (isFloatKind(kind))
      return decodeFloat(arg, kind) < decodeFloat(old, kind) ? arg : old;
    return sa < so ? arg : old;
  case ct::AtomicRMWMode::UMax:
    return ua > uo ? arg : old;
  case ct::AtomicRMWMode::UMin:
    return ua < uo ? arg : old;
  case ct::AtomicRMWMode::Xchg:
    return arg;
  }
  return old;
}

uint64_t runtime::atomicRMW(Memory &memory, uint64_t address, ElemKind kind,
                            ct::AtomicRMWMode mode, uint64_t arg) {
  std::lock_guard lock(memory.getAtomicLock(address));
  uint64_t old = loadElement(address, kind);
  storeElement(address, kind, applyRMW(mode, kind, old, arg));
  return old;
}

uint64_t runtime::atomicCAS(Memory &memory, uint64_t address, ElemKind kind,
                            uint64_t cmp, uint64_t val) {
  std::lock_guard lock(memory.getAtomicLock(address));
  uint64_t old = loadElement(address, kind);
  // Compares bit patterns, as the hardware does.
  if (old == cmp)
    storeElement(address, kind, val);
  return old;
}

static LogicalResult execRMW(BlockExecutor &ex, ct::AtomicRMWTkoOp op) {
  const TileValue &p = ex.tile(op.getPointers());
  const TileValue &arg = ex.tile(op.getArg());
  const TileValue *mask = op.getMask() ? &ex.tile(op.getMask()) : nullptr;
  ElemKind kind = getPointeeKind(op.getPointers().getType());
  unsigned bytes = getSlotBytes(kind);
  TileValue r = makeTileLike(op.getResult().getType());
  for (int64_t i = 0; i < p.getNumElements(); ++i) {
    if (mask && !mask->getData()[i])
      continue;
    uint64_t address = p.getBits(i);
    if (failed(checkPointerAccess(ex, op, address, bytes, i)))
      return failure();
    r.setBits(i, atomicRMW(ex.state.memory, address, kind, op.getMode(),
                           arg.getBits(i)));
  }
  ex.setTile(op.getResult(), std::move(r));
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

static LogicalResult execCAS(BlockExecutor &ex, ct::AtomicCASTkoOp op) {
  const TileValue &p = ex.tile(op.getPointers());
  const TileValue &cmp = ex.tile(op.getCmp());
  const TileValue &val = ex.tile(op.getVal());
  const TileValue *mask = op.getMask() ? &ex.tile(op.getMask()) : nullptr;
  ElemKind kind = getPointeeKind(op.getPointers().getType());
  unsigned bytes = getSlotBytes(kind);
  TileValue r = makeTileLike(op.getResult().getType());
  for (int64_t i = 0; i < p.getNumElements(); ++i) {
    // A masked-off lane returns its compare value (the spec's rule).
    if (mask && !mask->getData()[i]) {
      r.setBits(i, cmp.getBits(i));
      continue;
    }
    uint64_t address = p.getBits(i);
    if (failed(checkPointerAccess(ex, op, address, bytes, i)))
      return failure();
    r.setBits(i, atomicCAS(ex.state.memory, address, kind, cmp.getBits(i),
                           val.getBits(i)));
  }
  ex.setTile(op.getResult(), std::move(r));
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

/// Reduces `op`'s value tile atomically, element by element, into the tile
/// of its view at its index (atomic_red_view_tko, and the single-device
/// stand-in of multimem_reduce_view_tko).
template <typename OpT>
static LogicalResult reduceIntoView(BlockExecutor &ex, OpT op) {
  ViewAccess access;
  if (failed(computeViewAccess(ex, op, ex.get(op.getView()), op.getIndex(),
                               access)))
    return failure();
  const TileValue &value = ex.tile(op.getValue());
  for (size_t e = 0; e < access.address.size(); ++e) {
    uint64_t address = access.address[e];
    if (!address)
      continue;
    atomicRMW(ex.state.memory, address, access.kind, op.getMode(),
              value.getBits(e));
  }
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

static LogicalResult execRedView(BlockExecutor &ex, ct::AtomicRedViewTkoOp op) {
  return reduceIntoView(ex, op);
}

//===----------------------------------------------------------------------===//
// Multimem accesses (13.5) on a single-device stand-in
//
// The interpreter has one memory: a multicast view is backed by one buffer,
// the only "device" of its multicast object (docs/design/multimem.md). A
// load-reduce over one device reduces one value, so it is that value; a
// multimem reduction is an atomic reduction into that buffer and a multimem
// store a plain store.
//===----------------------------------------------------------------------===//

static LogicalResult
execMultimemLoadReduce(BlockExecutor &ex, ct::MultimemLoadReduceViewTkoOp op) {
  const RtValue &view = ex.get(op.getView());
  ViewAccess access;
  if (failed(computeViewAccess(ex, op, view, op.getIndex(), access)))
    return failure();
  TileValue r = makeUninitializedTileLike(op.getTile().getType());
  // Out-of-bounds elements read the view's padding, as in load_view_tko.
  uint64_t pad = getPaddingBits(
      llvm::cast<ct::PartitionViewType>(view.viewType).getPaddingValue(),
      r.getKind());
  for (size_t e = 0; e < access.address.size(); ++e) {
    uint64_t address = access.address[e];
    if (!address) {
      r.setBits(e, pad);
      continue;
    }
    // Atomic with respect to multimem reductions of other tile blocks, as
    // the hardware's per-element access is.
    std::lock_guard lock(ex.state.memory.getAtomicLock(address));
    r.setBits(e, loadElement(address, access.kind));
  }
  ex.setTile(op.getTile(), std::move(r));
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

static LogicalResult execMultimemReduce(BlockExecutor &ex,
                                        ct::MultimemReduceViewTkoOp op) {
  return reduceIntoView(ex, op);
}

static LogicalResult execMultimemStore(BlockExecutor &ex,
                                       ct::MultimemStoreViewTkoOp op) {
  ViewAccess access;
  if (failed(computeViewAccess(ex, op, ex.get(op.getView()), op.getIndex(),
                               access)))
    return failure();
  const TileValue &value = ex.tile(op.getTile());
  for (size_t e = 0; e < access.address.size(); ++e) {
    uint64_t address = access.address[e];
    if (!address) // out-of-bounds elements are masked
      continue;
    std::lock_guard lock(ex.state.memory.getAtomicLock(address));
    storeElement(address, access.kind, value.getBits(e));
  }
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

void runtime::registerAtomicOps(HandlerTable &t) {
  addHandler<ct::AtomicRMWTkoOp, execRMW>(t);
  addHandler<ct::AtomicCASTkoOp, execCAS>(t);
  addHandler<ct::AtomicRedViewTkoOp, execRedView>(t);
  addHandler<ct::MultimemLoadReduceViewTkoOp, execMultimemLoadReduce>(t);
  addHandler<ct::MultimemReduceViewTkoOp, execMultimemReduce>(t);
  addHandler<ct::MultimemStoreViewTkoOp, execMultimemStore>(t);
}
