//===- AtomicOps.cpp - Atomics as calls of the runtime --------------------===//
//
// Tile blocks run on several host threads, so an atomic must be atomic
// against the other blocks' atomics, compiled or interpreted. Each atomic
// op is one call of a runtime helper (lib/Runtime/CPU/CompiledHelpers.cpp)
// that takes the whole tile and applies the interpreter's own per-element
// rule (runtime::atomicRMW/atomicCAS) under the interpreter's striped lock
// of the address, after its memcheck: the same old values, the same float
// rounding and the same located error for a pointer outside every buffer.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::cpu;
namespace aa = mlir::nv_tileaa;

/// The address of `tile` (a tensor or scalar) as the helpers take it.
static Value addressOf(KernelEmitter &k, Location loc, Value tile) {
  return k.tensorAddress(loc, asTensor(k.b, loc, k.lookup(tile)));
}

static int64_t getNumElements(Value tile) {
  auto type = dyn_cast<RankedTensorType>(tile.getType());
  return type ? type.getNumElements() : 1;
}

static LogicalResult emitRmw(KernelEmitter &k, aa::AtomicRmwOp op) {
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  Type element = getElementTypeOrSelf(op.getResult().getType());
  Value site = k.addSite(loc, kCpuSiteAtomicRmw,
                         {b.getNamedAttr("element", TypeAttr::get(element)),
                          b.getNamedAttr("mode", op.getModeAttr())});
  Value addresses = addressOf(k, loc, op.getPtr());
  Value args = addressOf(k, loc, op.getArg());
  Value mask =
      op.getMask() ? addressOf(k, loc, op.getMask()) : k.i64Constant(loc, 0);
  Value n = k.i64Constant(loc, getNumElements(op.getResult()));
  mapLoadedTile(k, loc, op.getResult(), [&](Value dst) {
    k.callHelper(loc, kCpuAtomicRmwFn,
                 {k.ctx, site, addresses, args, mask, dst, n});
  });
  return success();
}

static LogicalResult emitCas(KernelEmitter &k, aa::AtomicCasOp op) {
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  Type element = getElementTypeOrSelf(op.getResult().getType());
  Value site = k.addSite(loc, kCpuSiteAtomicCas,
                         {b.getNamedAttr("element", TypeAttr::get(element))});
  Value addresses = addressOf(k, loc, op.getPtr());
  Value cmp = addressOf(k, loc, op.getCmp());
  Value val = addressOf(k, loc, op.getVal());
  Value mask =
      op.getMask() ? addressOf(k, loc, op.getMask()) : k.i64Constant(loc, 0);
  Value n = k.i64Constant(loc, getNumElements(op.getResult()));
  mapLoadedTile(k, loc, op.getResult(), [&](Value dst) {
    k.callHelper(loc, kCpuAtomicCasFn,
                 {k.ctx, site, addresses, cmp, val, mask, dst, n});
  });
  return success();
}

/// atomic_red_view_tko, and the single-device stand-in of
/// multimem_reduce_view_tko, which the interpreter runs as the same atomic
/// reduction into its one buffer (docs/design/multimem.md).
template <typename OpT> static LogicalResult emitRed(KernelEmitter &k, OpT op) {
  Location loc = op.getLoc();
  ViewValue *view = k.lookupView(op.getView());
  StringRef kind = view ? view->type.getKind().getValue() : "";
  if (kind != "partition" && kind != "strided" && kind != "gather_scatter")
    return k.notCompiled(op);
  callViewHelper(k, loc, *view, op.getIndex(), kCpuSiteAtomicRed,
                 kCpuAtomicRedFn, addressOf(k, loc, op.getValue()),
                 {k.b.getNamedAttr("mode", op.getModeAttr())});
  return success();
}

LogicalResult cpu::emitAtomicOp(KernelEmitter &k, Operation *op) {
  if (auto rmw = dyn_cast<aa::AtomicRmwOp>(op))
    return emitRmw(k, rmw);
  if (auto cas = dyn_cast<aa::AtomicCasOp>(op))
    return emitCas(k, cas);
  if (auto red = dyn_cast<aa::MultimemReduceOp>(op))
    return emitRed(k, red);
  return emitRed(k, cast<aa::TiledAtomicRedOp>(op));
}
