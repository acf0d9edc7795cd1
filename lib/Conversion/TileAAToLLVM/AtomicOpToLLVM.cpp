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

/// Emits `write(k, address)` for each element k of `data`'s tile that is in
/// bounds of `view` at `index`, once per element (by its primary copy): the
/// element loop of the reductions and stores into views that go element by
/// element.
static void forEachElementWrite(KernelEmitter &em, Value view, ValueRange index,
                                Value data,
                                llvm::function_ref<void(size_t, Value)> write) {
  auto viewType = cast<aa::TiledViewType>(view.getType());
  const Parts &viewParts = em.get(view);
  int64_t n = em.numElements(data.getType());
  size_t count = em.get(data).size();
  for (size_t k = 0; k < count; ++k) {
    ViewAccessInfo access =
        computeViewAccess(em, viewType, viewParts, index, k, nullptr);
    Value cond = access.inBounds;
    if (Value primary = em.primaryPredicate(n, k))
      cond = LLVM::AndOp::create(em.b, em.loc, cond, primary);
    em.emitIf(cond, [&] { write(k, access.address); });
  }
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
  const Parts &values = em.get(op.getValue());
  LLVM::AtomicOrdering ordering =
      toLLVMOrdering(op.getMemoryOrderingSemantics());
  llvm::StringRef scope = toSyncScope(op.getMemoryScope());
  forEachElementWrite(em, op.getView(), op.getIndex(), op.getValue(),
                      [&](size_t k, Value address) {
                        emitRMW(em, op.getMode(), address, values[k], ordering,
                                scope);
                      });
  em.set(op.getResultToken(), {});
  return success();
}

//===----------------------------------------------------------------------===//
// Multimem accesses (13.5)
//
// A multicast address admits only multimem.ld_reduce / multimem.red /
// multimem.st (a plain access is undefined), so each element becomes one of
// them, as inline PTX: LLVM has no NVPTX intrinsic for them. Generic
// addressing (no state space) reaches the multicast object's global window.
//===----------------------------------------------------------------------===//

namespace {
/// How one element of a multimem access is spelled in PTX.
struct MultimemElement {
  std::string type;       ///< `.f32`, `.u64`, `.b32`, ...
  std::string constraint; ///< the register class: f, d, r, l
};
} // namespace

/// The PTX form of a multimem access of `elem` reducing with `mode`
/// (nullopt: stores), or failure with the reason. multimem takes 32/64-bit
/// values only (16-bit floats come in pairs, which this lowering does not
/// form); floats only add.
static FailureOr<MultimemElement>
getMultimemElement(Operation *op, Type elem,
                   std::optional<ct::AtomicRMWMode> mode) {
  unsigned width = elem.getIntOrFloatBitWidth();
  if ((width != 32 && width != 64) || elem.isTF32())
    return op->emitOpError("multimem accesses of ")
           << elem
           << " are not supported by the GPU lowering (32- and 64-bit "
              "elements only)";
  std::string bits = std::to_string(width);
  std::string reg = width == 32 ? "r" : "l";
  if (!mode)
    return MultimemElement{".b" + bits, reg};
  if (isa<FloatType>(elem))
    return MultimemElement{".f" + bits, width == 32 ? "f" : "d"};
  switch (*mode) {
  case ct::AtomicRMWMode::And:
  case ct::AtomicRMWMode::Or:
  case ct::AtomicRMWMode::Xor:
    return MultimemElement{".b" + bits, reg};
  case ct::AtomicRMWMode::Max:
  case ct::AtomicRMWMode::Min:
    return MultimemElement{".s" + bits, reg};
  default: // add (either signedness), umax, umin
    return MultimemElement{".u" + bits, reg};
  }
}

/// `.add`, `.min`, ...: the PTX operation of a reducing mode (the verifier
/// admits no xchg).
static llvm::StringRef getMultimemOp(ct::AtomicRMWMode mode) {
  switch (mode) {
  case ct::AtomicRMWMode::And:
    return ".and";
  case ct::AtomicRMWMode::Or:
    return ".or";
  case ct::AtomicRMWMode::Xor:
    return ".xor";
  case ct::AtomicRMWMode::Max:
  case ct::AtomicRMWMode::UMax:
    return ".max";
  case ct::AtomicRMWMode::Min:
  case ct::AtomicRMWMode::UMin:
    return ".min";
  default:
    return ".add";
  }
}

/// `.weak` or `.relaxed.sys`, ...: the semantics and scope qualifiers.
static std::string getMultimemSemantics(Operation *op) {
  auto ordering =
      op->getAttrOfType<ct::MemoryOrderingAttr>("memory_ordering_semantics")
          .getValue();
  if (ordering == ct::MemoryOrdering::Weak)
    return ".weak";
  std::string text = "." + stringifyMemoryOrdering(ordering).str();
  auto scope = op->getAttrOfType<ct::MemoryScopeAttr>("memory_scope");
  switch (scope ? scope.getValue() : ct::MemoryScope::System) {
  case ct::MemoryScope::TileBlock:
    return text + ".cta";
  case ct::MemoryScope::Device:
    return text + ".gpu";
  case ct::MemoryScope::System:
    return text + ".sys";
  }
  return text;
}

/// The multimem instructions exist from sm_90 (PTX ISA 8.1, which the PTX
/// emitter targets there); NVIDIA supports multimem views on sm_100, sm_103
/// and sm_107 (NVLink SHARP fabrics). sm_120 has no NVLink.
static LogicalResult checkMultimemTarget(Operation *op, KernelEmitter &em) {
  unsigned cc = em.target.computeCapability;
  if (cc >= 90 && cc < 110)
    return success();
  return op->emitOpError("is not supported for this target (sm_")
         << cc << "): multimem accesses need sm_90, sm_100, sm_103 or sm_107";
}

static LogicalResult lowerMultimemLoadReduce(aa::MultimemLoadReduceOp op,
                                             KernelEmitter &em) {
  auto viewType = cast<aa::TiledViewType>(op.getView().getType());
  Type elem = viewType.getMemref().getElementType();
  FailureOr<MultimemElement> form = getMultimemElement(op, elem, op.getMode());
  if (failed(checkMultimemTarget(op, em)) || failed(form))
    return failure();
  std::string text = "multimem.ld_reduce" + getMultimemSemantics(op) +
                     getMultimemOp(op.getMode()).str() + form->type +
                     " $0, [$1];";
  std::string constraints = "=" + form->constraint + ",l";
  Type tileType = op.getTile().getType();
  const Parts &view = em.get(op.getView());
  Value pad = paddingValue(em, viewType);
  Parts out;
  for (int64_t k = 0, e = em.partTypes(tileType).size(); k < e; ++k) {
    ViewAccessInfo access = computeViewAccess(em, viewType, view, op.getIndex(),
                                              k, nullptr, tileType);
    out.push_back(em.emitIfValue(
        access.inBounds, pad.getType(),
        [&] {
          return LLVM::InlineAsmOp::create(
                     em.b, em.loc, pad.getType(), ValueRange{access.address},
                     text, constraints, /*has_side_effects=*/true,
                     /*is_align_stack=*/false, LLVM::TailCallKind::None,
                     LLVM::AsmDialectAttr(), ArrayAttr())
              .getRes();
        },
        pad));
  }
  em.set(op.getTile(), out);
  em.set(op.getResultToken(), {});
  return success();
}

/// multimem.red and multimem.st: each element once, by its primary copy.
template <typename OpTy>
static LogicalResult
lowerMultimemWrite(OpTy op, Value data, llvm::StringRef text,
                   llvm::StringRef constraint, KernelEmitter &em) {
  const Parts &values = em.get(data);
  std::string constraints = ("l," + constraint).str();
  forEachElementWrite(
      em, op.getView(), op.getIndex(), data, [&](size_t k, Value address) {
        LLVM::InlineAsmOp::create(
            em.b, em.loc, TypeRange{}, ValueRange{address, values[k]}, text,
            constraints, /*has_side_effects=*/true,
            /*is_align_stack=*/false, LLVM::TailCallKind::None,
            LLVM::AsmDialectAttr(), ArrayAttr());
      });
  em.set(op.getResultToken(), {});
  return success();
}

static LogicalResult lowerMultimemReduce(aa::MultimemReduceOp op,
                                         KernelEmitter &em) {
  Type elem = cast<aa::TiledViewType>(op.getView().getType())
                  .getMemref()
                  .getElementType();
  FailureOr<MultimemElement> form = getMultimemElement(op, elem, op.getMode());
  if (failed(checkMultimemTarget(op, em)) || failed(form))
    return failure();
  std::string text = "multimem.red" + getMultimemSemantics(op) +
                     getMultimemOp(op.getMode()).str() + form->type +
                     " [$0], $1;";
  return lowerMultimemWrite(op, op.getValue(), text, form->constraint, em);
}

static LogicalResult lowerMultimemStore(aa::MultimemStoreOp op,
                                        KernelEmitter &em) {
  Type elem = cast<aa::TiledViewType>(op.getView().getType())
                  .getMemref()
                  .getElementType();
  // Stores move bits; a float's register class keeps them as they are.
  FailureOr<MultimemElement> form = getMultimemElement(op, elem, std::nullopt);
  if (failed(checkMultimemTarget(op, em)) || failed(form))
    return failure();
  if (isa<FloatType>(elem))
    form->constraint = elem.getIntOrFloatBitWidth() == 32 ? "f" : "d";
  std::string text =
      "multimem.st" + getMultimemSemantics(op) + form->type + " [$0], $1;";
  return lowerMultimemWrite(op, op.getTile(), text, form->constraint, em);
}

void mlir::tileir::tilegpu::registerAtomicLowerings(LoweringTable &t) {
  t.add<aa::MultimemLoadReduceOp>(lowerMultimemLoadReduce);
  t.add<aa::MultimemReduceOp>(lowerMultimemReduce);
  t.add<aa::MultimemStoreOp>(lowerMultimemStore);
  t.add<aa::AtomicRmwOp>(lowerAtomicRmw);
  t.add<aa::AtomicCasOp>(lowerAtomicCas);
  t.add<aa::TiledAtomicRedOp>(lowerTiledAtomicRed);
}
