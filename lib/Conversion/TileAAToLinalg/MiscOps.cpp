//===- MiscOps.cpp - print, assert, globals, extract and insert -----------===//
//
// Ops whose CPU form asks the runtime for something the kernel alone does
// not have: print formats with the interpreter's own code (the helper
// receives the tiles), assert reports its first false element with the
// interpreter's message, a global's address is laid out per launch, and an
// extract or insert whose slice index is out of range reports the
// interpreter's error.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::cpu;
namespace aa = mlir::nv_tileaa;

LogicalResult cpu::emitPrint(KernelEmitter &k, aa::PrintOp op) {
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  SmallVector<Value> addresses;
  SmallVector<Attribute> types;
  for (Value arg : op.getArgs()) {
    Value tile = k.lookup(arg);
    if (!isa<RankedTensorType>(tile.getType()))
      tile = tensor::FromElementsOp::create(
          b, loc, RankedTensorType::get({1}, tile.getType()), tile);
    addresses.push_back(k.tensorAddress(loc, tile));
    types.push_back(TypeAttr::get(arg.getType()));
  }
  Value site = k.addSite(loc, kCpuSitePrint,
                         {b.getNamedAttr("format", op.getStrAttr()),
                          b.getNamedAttr("args", b.getArrayAttr(types))});
  Value args =
      addresses.empty() ? k.i64Constant(loc, 0) : k.stackArray(loc, addresses);
  k.callHelper(loc, kCpuPrintFn, {k.ctx, site, args});
  return success();
}

LogicalResult cpu::emitAssert(KernelEmitter &k, aa::AssertOp op) {
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  Value condition = k.lookup(op.getCondition());
  if (!isa<RankedTensorType>(condition.getType()))
    condition = tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({1}, condition.getType()), condition);
  auto type = cast<RankedTensorType>(condition.getType());
  Value site = k.addSite(loc, kCpuSiteAssert,
                         {b.getNamedAttr("message", op.getMessageAttr())});
  k.callHelper(loc, kCpuAssertFn,
               {k.ctx, site, k.tensorAddress(loc, condition),
                k.i64Constant(loc, type.getNumElements())});
  return success();
}

LogicalResult cpu::emitGetGlobal(KernelEmitter &k, aa::GetGlobalOp op) {
  Location loc = op.getLoc();
  Value site =
      k.addSite(loc, kCpuSiteGlobal,
                {k.b.getNamedAttr("name", k.b.getStringAttr(op.getName()))});
  k.map(op.getResult(),
        k.callHelper(loc, kCpuGlobalFn, {k.ctx, site}, k.b.getI64Type()));
  return success();
}

/// The offsets of the slice of `sliceType`'s shape at `indices` (in
/// slices) of a tile of `shape`. An index out of range reports the
/// interpreter's error and takes slice 0, so that the access stays inside
/// the tile while the launch stops. The interpreter reads extract's
/// indices signed and insert's unsigned; the message shows them so.
static SmallVector<OpFoldResult> getSliceOffsets(KernelEmitter &k, Location loc,
                                                 ValueRange indices,
                                                 ArrayRef<int64_t> sliceShape,
                                                 ArrayRef<int64_t> shape,
                                                 bool isSigned) {
  OpBuilder &b = k.b;
  SmallVector<OpFoldResult> offsets;
  Value site;
  for (auto [d, index] : llvm::enumerate(indices)) {
    int64_t size = sliceShape[d];
    // Slices that fit: the index is below this (floor) count.
    int64_t count = shape[d] / size;
    APInt value;
    if (matchPattern(index, m_ConstantInt(&value)) &&
        value.getSExtValue() >= 0 && value.getSExtValue() < count) {
      offsets.push_back(b.getIndexAttr(value.getSExtValue() * size));
      continue;
    }
    // Compared unsigned, a negative index is out of range too.
    Value slice = k.toI64(loc, k.lookup(index), isSigned);
    Value bad = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, slice,
                                      k.i64Constant(loc, count));
    if (!site)
      site = k.addSite(loc, kCpuSiteSliceIndex);
    {
      OpBuilder::InsertionGuard guard(b);
      auto check = scf::IfOp::create(b, loc, bad);
      b.setInsertionPoint(check.thenBlock()->getTerminator());
      k.callHelper(loc, kCpuSliceFailFn,
                   {k.ctx, site, slice, k.i64Constant(loc, d)});
    }
    Value safe =
        arith::SelectOp::create(b, loc, bad, k.i64Constant(loc, 0), slice);
    Value offset =
        arith::MulIOp::create(b, loc, safe, k.i64Constant(loc, size));
    offsets.push_back(
        arith::IndexCastOp::create(b, loc, b.getIndexType(), offset)
            .getResult());
  }
  return offsets;
}

/// Unit strides and the sizes of `shape`.
static std::pair<SmallVector<OpFoldResult>, SmallVector<OpFoldResult>>
getSizesAndStrides(OpBuilder &b, ArrayRef<int64_t> shape) {
  SmallVector<OpFoldResult> sizes, strides;
  for (int64_t size : shape) {
    sizes.push_back(b.getIndexAttr(size));
    strides.push_back(b.getIndexAttr(1));
  }
  return {sizes, strides};
}

LogicalResult cpu::emitExtract(KernelEmitter &k, aa::ExtractOp op) {
  Location loc = op.getLoc();
  auto source = cast<RankedTensorType>(op.getSource().getType());
  auto type = cast<RankedTensorType>(k.convertType(op.getType()));
  SmallVector<OpFoldResult> offsets =
      getSliceOffsets(k, loc, op.getIndices(), type.getShape(),
                      source.getShape(), /*isSigned=*/true);
  auto [sizes, strides] = getSizesAndStrides(k.b, type.getShape());
  k.map(op.getResult(),
        tensor::ExtractSliceOp::create(k.b, loc, type, k.lookup(op.getSource()),
                                       offsets, sizes, strides));
  return success();
}

LogicalResult cpu::emitInsert(KernelEmitter &k, aa::InsertOp op) {
  Location loc = op.getLoc();
  Value source = k.lookup(op.getSource());
  Value destination = k.lookup(op.getDestination());
  // 0-d tiles are scalars here: the insert is the source itself.
  if (!isa<RankedTensorType>(destination.getType())) {
    k.map(op.getResult(), source);
    return success();
  }
  auto sourceType = cast<RankedTensorType>(source.getType());
  auto type = cast<RankedTensorType>(destination.getType());
  SmallVector<OpFoldResult> offsets =
      getSliceOffsets(k, loc, op.getIndices(), sourceType.getShape(),
                      type.getShape(), /*isSigned=*/false);
  auto [sizes, strides] = getSizesAndStrides(k.b, sourceType.getShape());
  k.map(op.getResult(),
        tensor::InsertSliceOp::create(k.b, loc, source, destination, offsets,
                                      sizes, strides));
  return success();
}
