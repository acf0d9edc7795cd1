//===- GatherScatterOps.cpp - Gather/scatter view accesses ----------------===//
//
// A gather/scatter view's tile has no box form: along its sparse dimension
// each tile row comes from the coordinate an index tile gives. Its loads
// and stores are therefore calls of runtime helpers that resolve every
// element with the interpreter's own view geometry and memcheck
// (lib/Runtime/ViewAccess.h), so padding, masking and errors are the
// interpreter's.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::cpu;
namespace aa = mlir::nv_tileaa;

void cpu::callViewHelper(KernelEmitter &k, Location loc, const ViewValue &view,
                         ValueRange index, StringRef siteKind, StringRef fn,
                         Value tileAddress, ArrayRef<NamedAttribute> extra) {
  OpBuilder &b = k.b;
  SmallVector<NamedAttribute> info = getViewSiteInfo(b, view.type);
  info.append(extra.begin(), extra.end());
  auto sparse =
      dyn_cast_or_null<IntegerAttr>(view.type.getLayout().get("sparse_dim"));
  int64_t sparseDim = sparse ? sparse.getInt() : -1;
  // The index as i64s; the sparse dimension's index tile goes by address.
  SmallVector<Value> indices;
  Value gather = k.i64Constant(loc, 0);
  for (auto [i, value] : llvm::enumerate(index)) {
    if (int64_t(i) != sparseDim) {
      indices.push_back(k.toI64(loc, k.lookup(value)));
      continue;
    }
    indices.push_back(k.i64Constant(loc, 0));
    gather = k.tensorAddress(loc, asTensor(b, loc, k.lookup(value)));
    info.push_back(b.getNamedAttr(
        "index_element", TypeAttr::get(getElementTypeOrSelf(value.getType()))));
  }
  SmallVector<Value> dims(view.shape);
  dims.append(view.strides);
  Value site = k.addSite(loc, siteKind, info);
  SmallVector<Value> args = {k.ctx, site, view.base, k.stackArray(loc, dims),
                             k.stackArray(loc, indices)};
  if (sparseDim >= 0 || fn == kCpuAtomicRedFn)
    args.push_back(gather);
  args.push_back(tileAddress);
  k.callHelper(loc, fn, args);
}

LogicalResult cpu::emitGatherScatterAccess(KernelEmitter &k, Operation *op,
                                           const ViewValue &view,
                                           ValueRange index, Value storedTile) {
  OpBuilder &b = k.b;
  Location loc = op->getLoc();
  if (!view.type.getLayout().get("sparse_dim"))
    return k.notCompiled(op);
  if (storedTile) {
    callViewHelper(
        k, loc, view, index, kCpuSiteTiledStore, kCpuScatterStoreFn,
        k.tensorAddress(loc, asTensor(b, loc, k.lookup(storedTile))));
    return success();
  }
  mapLoadedTile(k, loc, op->getResult(0), [&](Value address) {
    callViewHelper(k, loc, view, index, kCpuSiteTiledLoad, kCpuGatherLoadFn,
                   address);
  });
  return success();
}
