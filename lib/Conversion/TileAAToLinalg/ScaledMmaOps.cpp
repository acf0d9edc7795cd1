//===- ScaledMmaOps.cpp - f8 operands and block-scaled mmaf ---------------===//
//
// f8 and the e8m0 block scales have no arithmetic of their own on the CPU:
// their values are widened, exactly, by the runtime's NumericConversions
// (tileir_cpu_convert), and the products computed as the interpreter does.
// mmaf_scaled (lib/Runtime/ScaledMmaOps.cpp) scales every operand element
// in double (exact), then adds each exact product in double to the f32
// accumulator and rounds once to f32, k increasing: the same ops here.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::cpu;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

Value cpu::widenStorageOnly(KernelEmitter &k, Location loc, Value tile,
                            Type to) {
  Value value = k.lookup(tile);
  Type from = getElementTypeOrSelf(tile.getType());
  if (!KernelEmitter::isStorageOnlyElement(from) || isa<FloatTF32Type>(from))
    return value;
  OpBuilder &b = k.b;
  Value site = k.addSite(
      loc, kCpuSiteConvert,
      {b.getNamedAttr("from", TypeAttr::get(from)),
       b.getNamedAttr("to", TypeAttr::get(to)),
       b.getNamedAttr("op", b.getStringAttr("ftof")),
       b.getNamedAttr("signed", b.getBoolAttr(false)),
       b.getNamedAttr("rounding",
                      ct::RoundingModeAttr::get(
                          b.getContext(), ct::RoundingMode::NearestEven))});
  // One call for the whole tile: an elementwise op of calls would be fused
  // into the contraction, converting every element once per use.
  auto type = RankedTensorType::get(
      cast<RankedTensorType>(value.getType()).getShape(), to);
  auto [buffer, address] = k.newTileBuffer(loc, type);
  k.callHelper(loc, kCpuConvertTileFn,
               {k.ctx, site, k.tensorAddress(loc, value), address,
                k.i64Constant(loc, type.getNumElements())});
  return k.bufferToTensor(loc, buffer, type);
}

LogicalResult cpu::emitDotScaled(KernelEmitter &k, aa::DotScaledOp op) {
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  auto lhsType = cast<RankedTensorType>(op.getLhs().getType());
  auto accType = cast<RankedTensorType>(k.convertType(op.getAcc().getType()));
  auto lhsScaleType = cast<RankedTensorType>(op.getLhsScale().getType());
  unsigned rank = lhsType.getRank();
  int64_t kExtent = lhsType.getShape()[rank - 1];
  int64_t kScales = lhsScaleType.getShape()[rank - 1];
  // The interpreter reports scales that do not divide K; leave that to it.
  if (!accType.getElementType().isF32() || (rank != 2 && rank != 3) ||
      kScales <= 0 || kExtent % kScales != 0)
    return k.notCompiled(op);
  int64_t v = kExtent / kScales;
  Type f64 = b.getF64Type();
  Value lhs = widenStorageOnly(k, loc, op.getLhs(), f64);
  Value rhs = widenStorageOnly(k, loc, op.getRhs(), f64);
  Value lhsScale = widenStorageOnly(k, loc, op.getLhsScale(), f64);
  Value rhsScale = widenStorageOnly(k, loc, op.getRhsScale(), f64);
  for (Value value : {lhs, rhs, lhsScale, rhsScale})
    if (getElementTypeOrSelf(value.getType()) != f64)
      return k.notCompiled(op);

  MLIRContext *ctx = b.getContext();
  bool batched = rank == 3;
  // Scales every element of `operand` by its block's scale; `kDim` is the
  // operand's k dimension.
  auto scale = [&](Value operand, Value scales, unsigned kDim) -> Value {
    auto type = cast<RankedTensorType>(operand.getType());
    SmallVector<AffineExpr> exprs;
    for (unsigned d = 0; d < rank; ++d)
      exprs.push_back(d == kDim ? getAffineDimExpr(d, ctx).floorDiv(v)
                                : getAffineDimExpr(d, ctx));
    SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank),
                                   AffineMap::get(rank, 0, exprs, ctx),
                                   b.getMultiDimIdentityMap(rank)};
    return linalg::GenericOp::create(
               b, loc, TypeRange(type), ValueRange{operand, scales},
               ValueRange{tensor::EmptyOp::create(b, loc, type.getShape(), f64)
                              .getResult()},
               maps,
               SmallVector<utils::IteratorType>(rank,
                                                utils::IteratorType::parallel),
               [&](OpBuilder &nested, Location bodyLoc, ValueRange args) {
                 linalg::YieldOp::create(
                     nested, bodyLoc,
                     Value(arith::MulFOp::create(nested, bodyLoc, args[0],
                                                 args[1])));
               })
        .getResult(0);
  };
  Value a = scale(lhs, lhsScale, rank - 1);
  Value bScaled = scale(rhs, rhsScale, rank - 2);

  // (batch,) m, k, n with n innermost, as emitDot: each accumulator
  // element takes its products in increasing k.
  auto [maps, iterators] = getContractionLoops(ctx, batched);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange(accType), ValueRange{a, bScaled},
      ValueRange{k.lookup(op.getAcc())}, maps, iterators,
      [&](OpBuilder &nested, Location bodyLoc, ValueRange args) {
        Value product =
            arith::MulFOp::create(nested, bodyLoc, args[0], args[1]);
        Value wide = arith::ExtFOp::create(nested, bodyLoc, f64, args[2]);
        Value sum = arith::AddFOp::create(nested, bodyLoc, wide, product);
        linalg::YieldOp::create(
            nested, bodyLoc,
            Value(arith::TruncFOp::create(nested, bodyLoc,
                                          accType.getElementType(), sum)));
      });
  k.map(op.getResult(), generic.getResult(0));
  return success();
}
