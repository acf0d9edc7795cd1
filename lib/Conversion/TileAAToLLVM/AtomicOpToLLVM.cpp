//===- AtomicOpToLLVM.cpp - Atomic read-modify-write, CAS, reductions -----===//
//
// Each element's atomic is done once, by the primary copy of the element,
// as one LLVM atomicrmw/cmpxchg with the op's ordering and scope (tl_blk is
// the CTA: syncscope "block"; device: "device"; sys: the default system
// scope). When a tile has fewer elements than the CTA has threads, the
// other copies get the primary's result through shared memory, so every
// copy of an element holds the same value as the layout requires.
//
//===----------------------------------------------------------------------===//

#include "MemoryAccess.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

static unsigned alignmentOf(KernelEmitter &em, Type storage) {
  return em.sharedBytes(storage);
}

/// One atomicrmw; returns the old value.
static Value emitRMW(KernelEmitter &em, ct::AtomicRMWMode mode, Value ptr,
                     Value arg, LLVM::AtomicOrdering ordering,
                     llvm::StringRef scope) {
  OpBuilder &b = em.b;
  Type type = arg.getType();
  bool isFloat = isa<FloatType>(type);
  using B = LLVM::AtomicBinOp;
  B op;
  switch (mode) {
  case ct::AtomicRMWMode::And:
    op = B::_and;
    break;
  case ct::AtomicRMWMode::Or:
    op = B::_or;
    break;
  case ct::AtomicRMWMode::Xor:
    op = B::_xor;
    break;
  case ct::AtomicRMWMode::Add:
  case ct::AtomicRMWMode::AddF:
    op = isFloat ? B::fadd : B::add;
    break;
  case ct::AtomicRMWMode::Max:
    op = isFloat ? B::fmax : B::max;
    break;
  case ct::AtomicRMWMode::Min:
    op = isFloat ? B::fmin : B::min;
    break;
  case ct::AtomicRMWMode::UMax:
    op = B::umax;
    break;
  case ct::AtomicRMWMode::UMin:
    op = B::umin;
    break;
  case ct::AtomicRMWMode::Xchg:
    op = B::xchg;
    break;
  }
  // Bitwise modes work on the bits of a float.
  bool viaInt = isFloat && (op == B::_and || op == B::_or || op == B::_xor);
  if (viaInt)
    arg = LLVM::BitcastOp::create(
        b, em.loc, b.getIntegerType(type.getIntOrFloatBitWidth()), arg);
  // The NVPTX backend of LLVM 22 emits every atomicrmw as a relaxed atom of
  // the default .gpu scope (cmpxchg, loads and stores keep their ordering
  // and scope), so the release and acquire halves are also explicit fences
  // of the op's scope. A sys-scoped RMW is thus atomic only with respect to
  // the device until the backend honours the syncscope.
  using O = LLVM::AtomicOrdering;
  if (ordering == O::release || ordering == O::acq_rel)
    LLVM::FenceOp::create(b, em.loc, O::release, scope);
  Value old = LLVM::AtomicRMWOp::create(b, em.loc, op, ptr, arg, ordering,
                                        scope, alignmentOf(em, type));
  if (ordering == O::acquire || ordering == O::acq_rel)
    LLVM::FenceOp::create(b, em.loc, O::acquire, scope);
  if (viaInt)
    old = LLVM::BitcastOp::create(b, em.loc, type, old);
  return old;
}

/// The guard under which slot `k` of a tile of `n` elements does its
/// atomic: the mask (if any) and being the primary copy. Null: always.
static Value atomicGuard(KernelEmitter &em, const Parts *mask, int64_t n,
                         int64_t k) {
  Value cond = mask ? (*mask)[k] : Value();
  if (Value primary = em.primaryPredicate(n, k))
    cond = cond ? LLVM::AndOp::create(em.b, em.loc, cond, primary).getResult()
                : primary;
  return cond;
}

/// Gives every copy of an element the value its primary copy computed.
/// Copies exist only for n < T, where a tile has one slot.
static Parts broadcastFromPrimary(KernelEmitter &em, Parts values, int64_t n) {
  if (n % em.target.numThreads == 0)
    return values;
  Type type = values.front().getType();
  int64_t bytes = n * em.sharedBytes(type);
  Value e = em.elementIndex(n, 0);
  // Whoever used the staging buffer before must be done with it.
  em.barrier();
  em.emitIf(em.primaryPredicate(n, 0),
            [&] { em.storeShared(values[0], e, bytes); });
  em.barrier();
  values[0] = em.loadShared(type, e, bytes);
  return values;
}

static LogicalResult lowerAtomicRmw(aa::AtomicRmwOp op, KernelEmitter &em) {
  Type storage = em.storageType(getElementTypeOrSelf(op.getResult()));
  if (!isa<IntegerType, Float16Type, BFloat16Type, Float32Type, Float64Type>(
          storage) ||
      storage.isInteger(1))
    return op.emitOpError("atomics on ")
           << getElementTypeOrSelf(op.getResult())
           << " are not supported by the GPU lowering";
  const Parts &ptrs = em.get(op.getPtr());
  const Parts &args = em.get(op.getArg());
  const Parts *mask = op.getMask() ? &em.get(op.getMask()) : nullptr;
  int64_t n = em.numElements(op.getResult().getType());
  LLVM::AtomicOrdering ordering =
      toLLVMOrdering(op.getMemoryOrderingSemantics());
  llvm::StringRef scope = toSyncScope(op.getMemoryScope());
  Parts out;
  for (size_t k = 0; k < ptrs.size(); ++k) {
    auto rmw = [&] {
      return emitRMW(em, op.getMode(), ptrs[k], args[k], ordering, scope);
    };
    Value cond = atomicGuard(em, mask, n, k);
    // Masked-off lanes read as 0, as in the interpreter.
    out.push_back(cond ? em.emitIfValue(cond, storage, rmw, em.zero(storage))
                       : rmw());
  }
  em.set(op.getResult(), broadcastFromPrimary(em, out, n));
  em.set(op.getResultToken(), {});
  return success();
}

/// cmpxchg's failure ordering: the load part of the success ordering.
static LLVM::AtomicOrdering failureOrdering(LLVM::AtomicOrdering o) {
  if (o == LLVM::AtomicOrdering::acq_rel)
    return LLVM::AtomicOrdering::acquire;
  if (o == LLVM::AtomicOrdering::release)
    return LLVM::AtomicOrdering::monotonic;
  return o;
}

static LogicalResult lowerAtomicCas(aa::AtomicCasOp op, KernelEmitter &em) {
  Type storage = em.storageType(getElementTypeOrSelf(op.getResult()));
  if (!isa<IntegerType, FloatType>(storage) ||
      storage.getIntOrFloatBitWidth() < 16)
    return op.emitOpError("compare-and-swap on ")
           << getElementTypeOrSelf(op.getResult())
           << " is not supported by the GPU lowering";
  OpBuilder &b = em.b;
  const Parts &ptrs = em.get(op.getPtr());
  const Parts &cmps = em.get(op.getCmp());
  const Parts &vals = em.get(op.getVal());
  const Parts *mask = op.getMask() ? &em.get(op.getMask()) : nullptr;
  int64_t n = em.numElements(op.getResult().getType());
  LLVM::AtomicOrdering ordering =
      toLLVMOrdering(op.getMemoryOrderingSemantics());
  llvm::StringRef scope = toSyncScope(op.getMemoryScope());
  // cmpxchg compares bit patterns, as the hardware (and the interpreter)
  // does, so floats go through integers.
  Type bits = b.getIntegerType(storage.getIntOrFloatBitWidth());
  auto asBits = [&](Value v) -> Value {
    return v.getType() == bits ? v
                               : LLVM::BitcastOp::create(b, em.loc, bits, v);
  };
  Parts out;
  for (size_t k = 0; k < ptrs.size(); ++k) {
    auto cas = [&]() -> Value {
      auto xchg = LLVM::AtomicCmpXchgOp::create(
          b, em.loc, ptrs[k], asBits(cmps[k]), asBits(vals[k]), ordering,
          failureOrdering(ordering), scope, alignmentOf(em, storage));
      Value old = LLVM::ExtractValueOp::create(b, em.loc, xchg, 0);
      return old.getType() == storage
                 ? old
                 : LLVM::BitcastOp::create(b, em.loc, storage, old);
    };
    Value cond = atomicGuard(em, mask, n, k);
    // A masked-off lane returns its compare value (the spec's rule).
    out.push_back(cond ? em.emitIfValue(cond, storage, cas, cmps[k]) : cas());
  }
  em.set(op.getResult(), broadcastFromPrimary(em, out, n));
  em.set(op.getResultToken(), {});
  return success();
}

/// tiled_atomic_red: every in-bounds element of the tile is reduced into
/// its view element by an atomicrmw whose result is unused (PTX red).
static LogicalResult lowerTiledAtomicRed(aa::TiledAtomicRedOp op,
                                         KernelEmitter &em) {
  auto viewType = cast<aa::TiledViewType>(op.getView().getType());
  Type elem = viewType.getMemref().getElementType();
  if (elem.getIntOrFloatBitWidth() < 16)
    return op.emitOpError("atomic reductions into ")
           << elem << " are not supported by the GPU lowering";
  if (viewType.getKind().getValue() == "gather_scatter")
    return op.emitOpError("gather/scatter views take no atomic reductions");
  const Parts &view = em.get(op.getView());
  const Parts &values = em.get(op.getValue());
  int64_t n = em.numElements(op.getValue().getType());
  LLVM::AtomicOrdering ordering =
      toLLVMOrdering(op.getMemoryOrderingSemantics());
  llvm::StringRef scope = toSyncScope(op.getMemoryScope());
  for (size_t k = 0; k < values.size(); ++k) {
    ViewAccessInfo access =
        computeViewAccess(em, viewType, view, op.getIndex(), k, nullptr);
    Value cond = access.inBounds;
    if (Value primary = em.primaryPredicate(n, k))
      cond = LLVM::AndOp::create(em.b, em.loc, cond, primary);
    em.emitIf(cond, [&] {
      emitRMW(em, op.getMode(), access.address, values[k], ordering, scope);
    });
  }
  em.set(op.getResultToken(), {});
  return success();
}

void mlir::tileir::tilegpu::registerAtomicLowerings(LoweringTable &t) {
  t.add<aa::AtomicRmwOp>(lowerAtomicRmw);
  t.add<aa::AtomicCasOp>(lowerAtomicCas);
  t.add<aa::TiledAtomicRedOp>(lowerTiledAtomicRed);
}
