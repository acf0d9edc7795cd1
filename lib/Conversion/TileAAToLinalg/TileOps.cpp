//===- TileOps.cpp - Shape, reduction, dot and memory ops to linalg -------===//
//
// Whole-tile ops: shapes become tensor reshapes, slices and linalg ops,
// reduce a linalg.reduce whose combiner is the op's own region, dot a
// linalg.generic contraction, and memory accesses calls of the runtime
// helpers shared with the interpreter (they check bounds and apply the
// view addressing rules of lib/Runtime/ViewAccess.h). A tiled access whose
// tile lies wholly inside a view that the runtime found inside one buffer
// needs neither masking, padding nor the memcheck: such a tile is a strided
// memref of the memory window, read in place or copied, and an elementwise
// result is computed straight into it; only the other tiles call the
// helpers (docs/design/cpu-backend.md).
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "tileir/Conversion/TileAAToLinalg/TileAAToLinalg.h"
#include "tileir/Runtime/FloatMinMax.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::cpu;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

/// `v` (a tensor or a scalar) in the row-major shape of `type` (a tensor
/// or, for rank 0, a scalar).
static Value reshape(OpBuilder &b, Location loc, Value v, Type type) {
  auto from = dyn_cast<RankedTensorType>(v.getType());
  auto to = dyn_cast<RankedTensorType>(type);
  if (!from && !to)
    return v;
  if (!from)
    return tensor::FromElementsOp::create(b, loc, to, v);
  if (!to) {
    SmallVector<Value> zeros(from.getRank(),
                             arith::ConstantIndexOp::create(b, loc, 0));
    return tensor::ExtractOp::create(b, loc, v, zeros);
  }
  if (from.getShape() == to.getShape())
    return v;
  Value flat = v;
  if (from.getRank() != 1) {
    ReassociationIndices all(from.getRank());
    std::iota(all.begin(), all.end(), 0);
    flat = tensor::CollapseShapeOp::create(b, loc, v, {all});
  }
  if (to.getRank() == 1)
    return flat;
  ReassociationIndices all(to.getRank());
  std::iota(all.begin(), all.end(), 0);
  return tensor::ExpandShapeOp::create(b, loc, to, flat, {all});
}

/// An i64 narrowed to the integer `type`.
static Value fromI64(OpBuilder &b, Location loc, Value v, Type type) {
  if (type.getIntOrFloatBitWidth() == 64)
    return v;
  return arith::TruncIOp::create(b, loc, type, v);
}

static Value emptyLike(OpBuilder &b, Location loc, RankedTensorType type) {
  return tensor::EmptyOp::create(b, loc, type.getShape(),
                                 type.getElementType());
}

/// An i64 of a static extent or stride, or of the next dynamic operand.
static SmallVector<Value> getDims(KernelEmitter &k, Location loc,
                                  ArrayRef<int64_t> dims, ValueRange dynamic) {
  SmallVector<Value> result;
  unsigned next = 0;
  for (int64_t d : dims)
    result.push_back(ShapedType::isDynamic(d)
                         ? k.toI64(loc, k.lookup(dynamic[next++]))
                         : k.i64Constant(loc, d));
  return result;
}

std::pair<SmallVector<AffineMap>, SmallVector<utils::IteratorType>>
cpu::getContractionLoops(MLIRContext *ctx, bool batched) {
  unsigned numDims = batched ? 4 : 3;
  AffineExpr bt = getAffineDimExpr(0, ctx);
  AffineExpr m = getAffineDimExpr(batched ? 1 : 0, ctx);
  AffineExpr kk = getAffineDimExpr(batched ? 2 : 1, ctx);
  AffineExpr n = getAffineDimExpr(batched ? 3 : 2, ctx);
  auto mapOf = [&](ArrayRef<AffineExpr> exprs) {
    SmallVector<AffineExpr> all;
    if (batched)
      all.push_back(bt);
    all.append(exprs.begin(), exprs.end());
    return AffineMap::get(numDims, 0, all, ctx);
  };
  SmallVector<AffineMap> maps = {mapOf({m, kk}), mapOf({kk, n}), mapOf({m, n})};
  SmallVector<utils::IteratorType> iterators(numDims,
                                             utils::IteratorType::parallel);
  iterators[batched ? 2 : 1] = utils::IteratorType::reduction;
  return {maps, iterators};
}

static LogicalResult emitDot(KernelEmitter &k, aa::DotOp op) {
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  auto accType = cast<RankedTensorType>(k.convertType(op.getAcc().getType()));
  Type acc = accType.getElementType();
  // f8 operands in f32 (exact), as the interpreter widens them.
  Value lhsValue = widenStorageOnly(k, loc, op.getLhs(), b.getF32Type());
  Value rhsValue = widenStorageOnly(k, loc, op.getRhs(), b.getF32Type());
  auto lhsType = cast<RankedTensorType>(lhsValue.getType());
  Type lhsElem = lhsType.getElementType();
  Type rhsElem = getElementTypeOrSelf(rhsValue.getType());
  bool isFloat = isa<FloatType>(acc);
  if (isFloat != isa<FloatType>(lhsElem) || isFloat != isa<FloatType>(rhsElem))
    return k.notCompiled(op);
  // Loops (batch, m, k, n) with n innermost: each accumulator element takes
  // its products in increasing k, one rounding each, as the interpreter's
  // kernels do, and the inner loop runs along rows of rhs and acc.
  unsigned rank = lhsType.getRank();
  bool batched = rank == 3;
  MLIRContext *ctx = b.getContext();
  auto [maps, iterators] = getContractionLoops(ctx, batched);
  bool lhsSigned = !op.getSignednessLhs() ||
                   *op.getSignednessLhs() == ct::Signedness::Signed;
  bool rhsSigned = !op.getSignednessRhs() ||
                   *op.getSignednessRhs() == ct::Signedness::Signed;
  bool isF16Acc = acc.isF16() || acc.isBF16();
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange(accType), ValueRange{lhsValue, rhsValue},
      ValueRange{k.lookup(op.getAcc())}, maps, iterators,
      [&](OpBuilder &nested, Location bodyLoc, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        Value result;
        if (!isFloat) {
          auto extend = [&](Value v, bool isSigned) -> Value {
            if (v.getType() == acc)
              return v;
            if (isSigned)
              return arith::ExtSIOp::create(b, bodyLoc, acc, v);
            return arith::ExtUIOp::create(b, bodyLoc, acc, v);
          };
          Value p =
              arith::MulIOp::create(b, bodyLoc, extend(args[0], lhsSigned),
                                    extend(args[1], rhsSigned));
          result = arith::AddIOp::create(b, bodyLoc, args[2], p);
        } else if (!isF16Acc) {
          // Every operand format is exact in the accumulator's type.
          auto extend = [&](Value v) -> Value {
            if (v.getType() == acc)
              return v;
            return arith::ExtFOp::create(b, bodyLoc, acc, v);
          };
          result = math::FmaOp::create(b, bodyLoc, extend(args[0]),
                                       extend(args[1]), args[2]);
        } else {
          // An f16/bf16 accumulator: fma in double, rounded after every
          // step, as the interpreter does.
          Type f64 = b.getF64Type();
          auto wide = [&](Value v) -> Value {
            return arith::ExtFOp::create(b, bodyLoc, f64, v);
          };
          Value r = math::FmaOp::create(b, bodyLoc, wide(args[0]),
                                        wide(args[1]), wide(args[2]));
          Value bits = k.callHelper(
              bodyLoc, acc.isF16() ? kCpuF64ToF16Fn : kCpuF64ToBF16Fn, r,
              b.getI16Type());
          result = arith::BitcastOp::create(b, bodyLoc, acc, bits);
        }
        linalg::YieldOp::create(b, bodyLoc, result);
      });
  k.map(op.getResult(), generic.getResult(0));
  return success();
}

/// The loops of a reduction along `dim` of a rank-`rank` tile, with the
/// reduced dimension outermost: iteration dimension 0 walks the reduced
/// one, the others the kept ones in order. Each kept line is still
/// combined in order along `dim` from the identity (the interpreter's
/// order, so the bits agree), but the innermost loop now runs over
/// independent lines, which the host vectorises, instead of over one
/// line's dependent steps.
static std::pair<AffineMap, AffineMap>
reductionMaps(MLIRContext *ctx, int64_t rank, int64_t dim) {
  SmallVector<AffineExpr> input, output;
  for (int64_t d = 0, kept = 1; d < rank; ++d) {
    if (d == dim) {
      input.push_back(getAffineDimExpr(0, ctx));
      continue;
    }
    input.push_back(getAffineDimExpr(kept, ctx));
    output.push_back(getAffineDimExpr(kept++, ctx));
  }
  return {AffineMap::get(rank, 0, input, ctx),
          AffineMap::get(rank, 0, output, ctx)};
}

/// Whether `op` reduces one f32 or f64 tile with one maxf or minf of its
/// two arguments that does not flush subnormals: (isMax, propagateNaN).
static std::optional<std::pair<bool, bool>>
matchMinMaxCombiner(KernelEmitter &k, aa::ReduceOp op) {
  if (op.getNumOperands() != 1)
    return std::nullopt;
  Type element =
      getElementTypeOrSelf(k.convertType(op.getOperand(0).getType()));
  if (!element.isF32() && !element.isF64())
    return std::nullopt;
  Block &body = op.getBody().front();
  if (!llvm::hasSingleElement(body.without_terminator()))
    return std::nullopt;
  Operation &combiner = body.front();
  Operation *yield = body.getTerminator();
  if (yield->getNumOperands() != 1 ||
      yield->getOperand(0) != combiner.getResult(0) ||
      combiner.getNumOperands() != 2 ||
      combiner.getOperand(0) == combiner.getOperand(1) ||
      llvm::any_of(combiner.getOperands(), [&](Value v) {
        return v.getParentBlock() != &body || !isa<BlockArgument>(v);
      }))
    return std::nullopt;
  if (auto max = dyn_cast<aa::MaxFOp>(combiner); max && !max.getFlushToZero())
    return std::make_pair(true, max.getPropagateNan());
  if (auto min = dyn_cast<aa::MinFOp>(combiner); min && !min.getFlushToZero())
    return std::make_pair(false, min.getPropagateNan());
  return std::nullopt;
}

/// A maxf/minf reduction (matchMinMaxCombiner) as an integer max/min of the
/// elements' order keys (runtime/FloatMinMax.h): the rule's result in any
/// order of steps, so the bits are the interpreter's wherever the
/// reduction runs in vectors or reassociated, and each step is a handful
/// of integer operations instead of the NaN and signed-zero selects of the
/// float combiner. The keys are an elementwise op that fusion moves into
/// the reduction's loops; the result's key becomes the number it names, or
/// the default quiet NaN for the NaN key.
static void emitKeyedMinMaxReduce(KernelEmitter &k, aa::ReduceOp op, bool isMax,
                                  bool propagateNaN) {
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  Value input = k.lookup(op.getOperand(0));
  auto inputType = cast<RankedTensorType>(input.getType());
  auto floatType = cast<FloatType>(inputType.getElementType());
  unsigned width = floatType.getWidth();
  Type intType = b.getIntegerType(width);
  auto intConst = [&](OpBuilder &nb, Location l, int64_t v) -> Value {
    return arith::ConstantIntOp::create(nb, l, intType, v);
  };
  int64_t nanKey = runtime::floatNaNKey(isMax, propagateNaN, width);
  int64_t magnitude = (int64_t(1) << (width - 1)) - 1;
  // bits ^ ((bits >>s (w - 1)) & magnitude): floatOrderKey, its own
  // inverse.
  auto orderKey = [&](OpBuilder &nb, Location l, Value bits) -> Value {
    Value sign =
        arith::ShRSIOp::create(nb, l, bits, intConst(nb, l, width - 1));
    Value flip = arith::AndIOp::create(nb, l, sign, intConst(nb, l, magnitude));
    return arith::XOrIOp::create(nb, l, bits, flip);
  };
  auto parallelGeneric =
      [&](Value from, RankedTensorType to,
          function_ref<Value(OpBuilder &, Location, Value)> fn) {
        unsigned rank = to.getRank();
        SmallVector<AffineMap> maps(2, b.getMultiDimIdentityMap(rank));
        return linalg::GenericOp::create(
                   b, loc, TypeRange(to), ValueRange{from},
                   ValueRange{emptyLike(b, loc, to)}, maps,
                   SmallVector<utils::IteratorType>(
                       rank, utils::IteratorType::parallel),
                   [&](OpBuilder &nb, Location l, ValueRange args) {
                     linalg::YieldOp::create(nb, l, fn(nb, l, args[0]));
                   })
            .getResult(0);
      };

  auto keysType = RankedTensorType::get(inputType.getShape(), intType);
  Value keys =
      parallelGeneric(input, keysType, [&](OpBuilder &nb, Location l, Value x) {
        Value bits = arith::BitcastOp::create(nb, l, intType, x);
        Value isNaN =
            arith::CmpFOp::create(nb, l, arith::CmpFPredicate::UNO, x, x);
        return arith::SelectOp::create(nb, l, isNaN, intConst(nb, l, nanKey),
                                       orderKey(nb, l, bits));
      });

  auto identity = cast<FloatAttr>(op.getIdentities()[0]).getValue();
  int64_t identityKey =
      identity.isNaN() ? nanKey
                       : runtime::floatOrderKey(
                             identity.bitcastToAPInt().getSExtValue(), width);
  auto shape = nv_tileaa::getTileShape(op.getResult(0).getType());
  auto accType = RankedTensorType::get(shape, intType);
  Value init = linalg::FillOp::create(b, loc, intConst(b, loc, identityKey),
                                      emptyLike(b, loc, accType))
                   .getResult(0);
  auto [inputMap, outputMap] =
      reductionMaps(b.getContext(), inputType.getRank(), int64_t(op.getDim()));
  SmallVector<utils::IteratorType> iterators(inputType.getRank(),
                                             utils::IteratorType::parallel);
  iterators.front() = utils::IteratorType::reduction;
  Value reducedKeys =
      linalg::GenericOp::create(
          b, loc, TypeRange(accType), ValueRange{keys}, ValueRange{init},
          SmallVector<AffineMap>{inputMap, outputMap}, iterators,
          [&](OpBuilder &nb, Location l, ValueRange args) {
            Value r = isMax ? arith::MaxSIOp::create(nb, l, args[0], args[1])
                                  .getResult()
                            : arith::MinSIOp::create(nb, l, args[0], args[1])
                                  .getResult();
            linalg::YieldOp::create(nb, l, r);
          })
          .getResult(0);

  auto resultType = RankedTensorType::get(shape, floatType);
  Value result = parallelGeneric(
      reducedKeys, resultType, [&](OpBuilder &nb, Location l, Value key) {
        Value isNaN = arith::CmpIOp::create(nb, l, arith::CmpIPredicate::eq,
                                            key, intConst(nb, l, nanKey));
        Value number =
            arith::BitcastOp::create(nb, l, floatType, orderKey(nb, l, key));
        Value nan = arith::ConstantFloatOp::create(
            nb, l, floatType,
            llvm::APFloat::getQNaN(floatType.getFloatSemantics()));
        return arith::SelectOp::create(nb, l, isNaN, nan, number);
      });
  k.map(op.getResult(0),
        reshape(b, loc, result, k.convertType(op.getResult(0).getType())));
}

static LogicalResult emitReduce(KernelEmitter &k, aa::ReduceOp op) {
  if (auto minMax = matchMinMaxCombiner(k, op)) {
    emitKeyedMinMaxReduce(k, op, minMax->first, minMax->second);
    return success();
  }
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  SmallVector<Value> inputs, inits;
  for (auto [operand, identity, result] :
       llvm::zip(op.getOperands(), op.getIdentities(), op.getResults())) {
    inputs.push_back(k.lookup(operand));
    Type element = getElementTypeOrSelf(k.convertType(operand.getType()));
    auto shape = nv_tileaa::getTileShape(result.getType());
    auto initType = RankedTensorType::get(shape, element);
    Value value = arith::ConstantOp::create(b, loc, cast<TypedAttr>(identity));
    inits.push_back(
        linalg::FillOp::create(b, loc, value, emptyLike(b, loc, initType))
            .getResult(0));
  }
  int64_t rank = cast<RankedTensorType>(inputs.front().getType()).getRank();
  auto [inputMap, outputMap] =
      reductionMaps(b.getContext(), rank, int64_t(op.getDim()));
  SmallVector<AffineMap> maps(inputs.size(), inputMap);
  maps.append(inits.size(), outputMap);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators.front() = utils::IteratorType::reduction;
  Block &body = op.getBody().front();
  unsigned count = inputs.size();
  bool failedBody = false;
  auto reduce = linalg::GenericOp::create(
      b, loc, TypeRange(ValueRange(inits)), inputs, inits, maps, iterators,
      [&](OpBuilder &nested, Location bodyLoc, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        // The combiner takes (element, accumulator) pairs; linalg passes
        // the elements first, then the accumulators.
        for (unsigned i = 0; i < count; ++i) {
          k.map(body.getArgument(2 * i), args[i]);
          k.map(body.getArgument(2 * i + 1), args[count + i]);
        }
        SmallVector<Value> results;
        if (failed(k.emitBody(body))) {
          failedBody = true;
          results.assign(args.begin() + count, args.end());
        } else {
          for (Value v : body.getTerminator()->getOperands())
            results.push_back(k.lookup(v));
        }
        linalg::YieldOp::create(b, bodyLoc, results);
      });
  if (failedBody)
    return failure();
  for (auto [from, to] : llvm::zip(op.getResults(), reduce.getResults()))
    k.map(from, reshape(b, loc, to, k.convertType(from.getType())));
  return success();
}

static bool diesInBlock(Operation *def, Operation *&last,
                        llvm::function_ref<bool(Operation *)> accept);

/// exp of an f32 tile through the runtime's expF32Fast (in f32, within 1 ulp
/// of the interpreter's expF32, as the spec's accuracy allows), from the
/// operand's buffer into a new one: on the stack when the result dies in
/// its block, and then not writable (a later op writing in place into it
/// could carry the stack buffer out of its iteration), else from the pool.
static LogicalResult emitExpF32(KernelEmitter &k, aa::ExpOp op) {
  Location loc = op.getLoc();
  auto type = cast<RankedTensorType>(op.getType());
  Value source = k.tensorAddress(loc, k.lookup(op.getOperand()));
  Operation *last;
  if (diesInBlock(op, last, [](Operation *) { return true; })) {
    Value buffer = k.newScopedTileBuffer(loc, type);
    Value address = k.toI64(
        loc, memref::ExtractAlignedPointerAsIndexOp::create(k.b, loc, buffer));
    k.callHelper(loc, kCpuExpF32Fn,
                 {source, address, k.i64Constant(loc, type.getNumElements())});
    k.map(op.getResult(),
          bufferization::ToTensorOp::create(k.b, loc, type, buffer,
                                            /*restrict=*/k.b.getUnitAttr(),
                                            /*writable=*/UnitAttr()));
    return success();
  }
  auto [buffer, address] = k.newTileBuffer(loc, type);
  k.callHelper(loc, kCpuExpF32Fn,
               {source, address, k.i64Constant(loc, type.getNumElements())});
  k.map(op.getResult(), k.bufferToTensor(loc, buffer, type));
  return success();
}

static LogicalResult emitBroadcast(KernelEmitter &k, aa::BroadcastOp op) {
  OpBuilder &b = k.b;
  auto from = cast<RankedTensorType>(op.getSource().getType());
  auto to = cast<RankedTensorType>(k.convertType(op.getResult().getType()));
  SmallVector<AffineExpr> exprs;
  for (auto [d, extent] : llvm::enumerate(from.getShape()))
    exprs.push_back(extent == 1 && to.getShape()[d] != 1
                        ? getAffineConstantExpr(0, b.getContext())
                        : getAffineDimExpr(d, b.getContext()));
  unsigned rank = to.getRank();
  SmallVector<AffineMap> maps = {AffineMap::get(rank, 0, exprs, b.getContext()),
                                 b.getMultiDimIdentityMap(rank)};
  auto generic = linalg::GenericOp::create(
      b, op.getLoc(), TypeRange(to), ValueRange{k.lookup(op.getSource())},
      ValueRange{emptyLike(b, op.getLoc(), to)}, maps,
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nested, Location loc, ValueRange args) {
        linalg::YieldOp::create(nested, loc, args[0]);
      });
  k.map(op.getResult(), generic.getResult(0));
  return success();
}

static LogicalResult emitMakeRange(KernelEmitter &k, aa::MakeRangeOp op) {
  OpBuilder &b = k.b;
  auto type = cast<RankedTensorType>(op.getResult().getType());
  Type element = type.getElementType();
  int64_t start = op.getStart();
  auto generic = linalg::GenericOp::create(
      b, op.getLoc(), TypeRange(type), ValueRange{},
      ValueRange{emptyLike(b, op.getLoc(), type)},
      SmallVector<AffineMap>{b.getMultiDimIdentityMap(1)},
      SmallVector<utils::IteratorType>{utils::IteratorType::parallel},
      [&](OpBuilder &nested, Location loc, ValueRange) {
        Value index = linalg::IndexOp::create(nested, loc, 0);
        Value value = arith::IndexCastOp::create(nested, loc, element, index);
        Value first = arith::ConstantIntOp::create(nested, loc, element, start);
        linalg::YieldOp::create(
            nested, loc,
            Value(arith::AddIOp::create(nested, loc, value, first)));
      });
  k.map(op.getResult(), generic.getResult(0));
  return success();
}

/// A tile type as the runtime helpers take it: a scalar is a one-element
/// tensor.
static RankedTensorType asTensorType(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor;
  return RankedTensorType::get({1}, type);
}

Value cpu::asTensor(OpBuilder &b, Location loc, Value tile) {
  if (isa<RankedTensorType>(tile.getType()))
    return tile;
  return reshape(b, loc, tile, asTensorType(tile.getType()));
}

/// Maps `result` to the tile a runtime helper loads: `call` emits the call
/// that fills a fresh buffer of the result's type (a scalar as one element)
/// at `address`.
void cpu::mapLoadedTile(KernelEmitter &k, Location loc, Value result,
                        function_ref<void(Value address)> call) {
  Type type = k.convertType(result.getType());
  RankedTensorType tensorType = asTensorType(type);
  auto [buffer, address] = k.newTileBuffer(loc, tensorType);
  call(address);
  k.map(result,
        reshape(k.b, loc, k.bufferToTensor(loc, buffer, tensorType), type));
}

/// The static parts of a tiled access's site: the view's kind, tile shape,
/// dim_map, traversal strides and padding value, and the element type.
SmallVector<NamedAttribute> cpu::getViewSiteInfo(OpBuilder &b,
                                                 aa::TiledViewType type) {
  SmallVector<NamedAttribute> info = {
      b.getNamedAttr("view", type.getKind()),
      b.getNamedAttr("tile_shape", b.getDenseI64ArrayAttr(type.getTileShape())),
      b.getNamedAttr("element",
                     TypeAttr::get(type.getMemref().getElementType())),
      b.getNamedAttr("memref_rank",
                     b.getI64IntegerAttr(type.getMemref().getRank()))};
  for (StringRef name :
       {"dim_map", "traversal_strides", "sparse_dim", "padding_value"})
    if (Attribute value = type.getLayout().get(name))
      info.push_back(b.getNamedAttr(name, value));
  return info;
}

/// Whether the direct path can move tiles of `element` between memory and
/// tensors: whole-byte elements whose tensor and memory forms agree (i1 is
/// a byte in memory but not in an i1 memref).
static bool isDirectElement(Type element) {
  if (auto integer = dyn_cast<IntegerType>(element))
    return integer.getWidth() >= 8;
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type,
             Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType,
             cuda_tile::Float8E5M3FNUType>(element);
}

/// Asks the runtime once per memref whether all of it lies in one buffer
/// of the memory window (null when the element type is not one the direct
/// path takes). The answer is kept in the memref's slot of the context's
/// view cache (kCpuViewCacheAttr, zeroed for each launch and worker) with
/// the question: the next block asking about the same base, extents and
/// strides reads it back without a call. A question the same in every
/// block of the launch (a view of the kernel's parameters, the usual case)
/// is not kept: its slot holds the answer plus one, and a nonzero slot is
/// the answer (one load and compare a block instead of one per word).
static Value getInMemoryFlag(KernelEmitter &k, Location loc,
                             aa::MemRefType type, const ViewValue &view) {
  Type element = type.getElementType();
  if (!isDirectElement(element))
    return {};
  OpBuilder &b = k.b;
  SmallVector<Value> key{view.base};
  key.append(view.shape);
  key.append(view.strides);
  bool invariant = llvm::all_of(
      key, [&](Value value) { return k.isLaunchInvariant(value); });
  // The invariant question's slot is its answer alone.
  SmallVector<Value> kept = invariant ? SmallVector<Value>() : key;
  int64_t offset = k.reserveViewCache(kept.size() + 1);
  Value cache = k.loadI64(loc, k.ctx);
  auto wordAddress = [&](int64_t word) {
    return arith::AddIOp::create(b, loc, cache,
                                 k.i64Constant(loc, 8 * (offset + word)));
  };
  Value one = k.i64Constant(loc, 1);
  Value answer = invariant ? k.loadI64(loc, wordAddress(0)) : Value();
  Value hit;
  if (invariant)
    hit = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, answer,
                                k.i64Constant(loc, 0));
  for (auto [word, value] : llvm::enumerate(kept)) {
    Value same =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                              k.loadI64(loc, wordAddress(word)), value);
    hit = hit ? arith::AndIOp::create(b, loc, hit, same).getResult() : same;
  }
  auto ifOp = scf::IfOp::create(b, loc, TypeRange(b.getI64Type()), hit,
                                /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    scf::YieldOp::create(
        b, loc,
        invariant ? arith::SubIOp::create(b, loc, answer, one).getResult()
                  : k.loadI64(loc, wordAddress(kept.size())));
    b.setInsertionPointToStart(ifOp.elseBlock());
    Value flag = k.callHelper(
        loc, kCpuViewInMemoryFn,
        {k.ctx, view.base, k.stackArray(loc, ArrayRef<Value>(key).drop_front()),
         k.i64Constant(loc, view.shape.size()),
         k.i64Constant(loc, cuda_tile::getElementBitWidth(element) / 8)},
        b.getI64Type());
    for (auto [word, value] : llvm::enumerate(kept))
      k.storeI64(loc, wordAddress(word), value);
    k.storeI64(loc, wordAddress(kept.size()),
               invariant ? arith::AddIOp::create(b, loc, flag, one).getResult()
                         : flag);
    scf::YieldOp::create(b, loc, flag);
  }
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                               ifOp.getResult(0), k.i64Constant(loc, 0));
}

namespace {
/// The direct form of one tiled access: when `inBounds` holds at run time,
/// `makeMemRef` builds the tile as a strided memref of the memory window.
struct DirectTile {
  Value inBounds;
  /// The bytes [low, high) the tile's elements lie in (i64 addresses).
  Value low, high;
  /// The type `makeMemRef` returns.
  MemRefType type;
  std::function<Value()> makeMemRef;
};
} // namespace

/// The direct form of the tile at `indices` (i64) of `v`, if the view and
/// element type allow one. Element j of tile dimension i is element
/// start_i + j of memref dimension dim_map[i], start_i the index times the
/// tile extent (partition views) or the traversal stride (strided views),
/// as ViewAccess.h defines it.
static std::optional<DirectTile> getDirectTile(KernelEmitter &k, Location loc,
                                               const ViewValue &v,
                                               ArrayRef<Value> indices,
                                               Type tileElement) {
  aa::TiledViewType type = v.type;
  Type element = type.getMemref().getElementType();
  if (!v.inMemory || element != tileElement)
    return std::nullopt;
  ArrayRef<int64_t> tile = type.getTileShape();
  size_t rank = tile.size();
  auto dimMap =
      dyn_cast_or_null<DenseI64ArrayAttr>(type.getLayout().get("dim_map"));
  auto traversal = dyn_cast_or_null<DenseI64ArrayAttr>(
      type.getLayout().get("traversal_strides"));
  bool partition = type.getKind().getValue() == "partition";
  if (rank == 0 || rank != v.shape.size() || indices.size() != rank ||
      !dimMap || size_t(dimMap.size()) != rank ||
      (!partition && (!traversal || size_t(traversal.size()) != rank)))
    return std::nullopt;
  SmallVector<bool> seen(rank, false);
  for (int64_t d : dimMap.asArrayRef()) {
    if (d < 0 || d >= int64_t(rank) || seen[d])
      return std::nullopt;
    seen[d] = true;
  }

  OpBuilder &b = k.b;
  Value inBounds = v.inMemory;
  Value offset = k.i64Constant(loc, 0);
  // Element offsets of the tile's lowest and highest elements from its
  // first: strides may be negative.
  Value below = k.i64Constant(loc, 0), above = k.i64Constant(loc, 0);
  SmallVector<Value> strides;
  for (size_t i = 0; i < rank; ++i) {
    int64_t step = partition ? tile[i] : traversal[i];
    Value start =
        arith::MulIOp::create(b, loc, indices[i], k.i64Constant(loc, step));
    Value end =
        arith::AddIOp::create(b, loc, start, k.i64Constant(loc, tile[i]));
    Value nonNegative = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                              start, k.i64Constant(loc, 0));
    Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, end,
                                       v.shape[dimMap[i]]);
    inBounds = arith::AndIOp::create(b, loc, inBounds, nonNegative);
    inBounds = arith::AndIOp::create(b, loc, inBounds, fits);
    Value stride = v.strides[dimMap[i]];
    offset = arith::AddIOp::create(
        b, loc, offset, arith::MulIOp::create(b, loc, start, stride));
    strides.push_back(stride);
    Value reach =
        arith::MulIOp::create(b, loc, stride, k.i64Constant(loc, tile[i] - 1));
    Value zero = k.i64Constant(loc, 0);
    below = arith::AddIOp::create(b, loc, below,
                                  arith::MinSIOp::create(b, loc, reach, zero));
    above = arith::AddIOp::create(b, loc, above,
                                  arith::MaxSIOp::create(b, loc, reach, zero));
  }
  Value bytes = k.i64Constant(loc, cuda_tile::getElementBitWidth(element) / 8);
  auto address = [&](Value elementOffset) -> Value {
    return arith::AddIOp::create(
        b, loc, v.base, arith::MulIOp::create(b, loc, elementOffset, bytes));
  };
  Value low = address(arith::AddIOp::create(b, loc, offset, below));
  Value high = address(arith::AddIOp::create(
      b, loc, arith::AddIOp::create(b, loc, offset, above),
      k.i64Constant(loc, 1)));

  // Strides known statically stay static where they are those of a
  // row-major tile (a unit innermost stride above all), so that LLVM sees
  // contiguous rows and a tile buffer casts to the same type.
  SmallVector<int64_t> staticStrides(rank, ShapedType::kDynamic);
  int64_t rowMajor = 1;
  for (size_t i = rank; i-- > 0;) {
    APInt value;
    if (matchPattern(strides[i], m_ConstantInt(&value)) &&
        value.getSExtValue() == rowMajor)
      staticStrides[i] = rowMajor;
    rowMajor *= tile[i];
  }
  auto memrefType =
      MemRefType::get(tile, element,
                      StridedLayoutAttr::get(
                          b.getContext(), ShapedType::kDynamic, staticStrides));

  auto makeMemRef = [&k, loc, v, offset, strides, staticStrides, memrefType,
                     tile, element]() -> Value {
    OpBuilder &b = k.b;
    Type index = b.getIndexType();
    auto toIndex = [&](Value i64) -> Value {
      return arith::IndexCastOp::create(b, loc, index, i64);
    };
    // The view's base as a typed memref of the window; the helper checked
    // that the base is aligned to the element.
    Value windowStart =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, k.window);
    Value shift = arith::SubIOp::create(b, loc, toIndex(v.base), windowStart);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value flat = memref::ViewOp::create(
        b, loc, MemRefType::get({ShapedType::kDynamic}, element), k.window,
        shift, ValueRange{zero});
    SmallVector<OpFoldResult> strideValues, sizes;
    for (auto [stride, known] : llvm::zip(strides, staticStrides))
      strideValues.push_back(ShapedType::isDynamic(known)
                                 ? OpFoldResult(toIndex(stride))
                                 : OpFoldResult(b.getIndexAttr(known)));
    for (int64_t extent : tile)
      sizes.push_back(b.getIndexAttr(extent));
    return memref::ReinterpretCastOp::create(b, loc, memrefType, flat,
                                             OpFoldResult(toIndex(offset)),
                                             sizes, strideValues);
  };
  return DirectTile{inBounds, low, high, memrefType, makeMemRef};
}

/// How far ahead of a tile (from its first byte) prefetchNextTile reaches:
/// at least this many bytes, and at least two tiles.
constexpr int64_t kPrefetchDistance = 4096;
/// The largest tile prefetchNextTile prefetches for. The hardware
/// prefetcher follows a larger tile's own long run of lines, and
/// prefetching two such tiles ahead into L1 for each of several arrays
/// evicts what is being worked on (vector_add with 16 KiB tiles: 74% of
/// memcpy without, 43% with). Since the row kernels access their tiles in
/// memory order (tileir-cpu-vectorize-reductions and -elementwise), a tile
/// of a whole 4 KiB page is served as well without: the layer norm
/// example's 8x128 f32 tiles ran at 58-61% of memcpy on one core without,
/// 45-52% with, while the 2 KiB tiles of the corpus softmax still need it
/// (31-32% without, 45-57% with).
constexpr int64_t kPrefetchMaxTileBytes = 2048;

/// Prefetches, for reading (a load) or writing (a store), the bytes of the
/// tile that starts max(2 tiles, kPrefetchDistance) bytes after `direct`
/// when `direct` is at most kPrefetchMaxTileBytes and contiguous in memory
/// (its span is its size, checked at run time): the tile a later block or
/// loop iteration most likely accesses, as consecutive blocks stream
/// through rows (each worker takes a contiguous share of them). A row
/// kernel computes between its bursts of memory traffic and the hardware
/// prefetcher does not run far enough ahead to hide them; stores wait for
/// each line's read for ownership (reads alone or stores alone gained
/// nothing measurable; both took softmax from 29% to 42% of memcpy).
/// Only in kernels that reduce (KernelEmitter::prefetchTiles): a
/// streaming kernel without work between its accesses is served as well by
/// the hardware prefetcher, and the extra lines in flight slowed it
/// (vector_add, 4 KiB tiles: 86% of memcpy without, 51-68% with).
/// Prefetching has no effect on results and never faults, even past the
/// end of a buffer. One helper call per tile: LLVM's prefetch has memory
/// effects bufferization rejects, and prefetch instructions put in place
/// of the call after bufferization measured slower (softmax 40-43% of
/// memcpy against 46-52% with the call).
static void prefetchNextTile(KernelEmitter &k, Location loc,
                             const DirectTile &direct, ShapedType tile,
                             ValueRange index, bool write) {
  OpBuilder &b = k.b;
  int64_t bytes = tile.getNumElements() * (tile.getElementTypeBitWidth() / 8);
  // A tile at constant indices (a row of weights every block reads) does
  // not move on; one smaller than a cache line leaves too little to fetch.
  bool moves = llvm::any_of(
      index, [&](Value i) { return !matchPattern(k.lookup(i), m_Constant()); });
  if (!k.prefetchTiles || bytes > kPrefetchMaxTileBytes || bytes < 64 || !moves)
    return;
  Value size = k.i64Constant(loc, bytes);
  Value span = arith::SubIOp::create(b, loc, direct.high, direct.low);
  Value contiguous =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, span, size);
  auto ifOp = scf::IfOp::create(b, loc, contiguous, /*withElse=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  Value start = arith::AddIOp::create(
      b, loc, direct.low,
      k.i64Constant(loc, std::max(2 * bytes, kPrefetchDistance)));
  k.callHelper(loc, kCpuPrefetchFn,
               {start, size, k.i64Constant(loc, write ? 1 : 0)});
}

/// Whether `op` (or an op inside it) may write memory. nv_tileaa's memory
/// ops declare no effects, so only the known readers and the ops free of
/// effects count as not writing.
static bool mayWriteMemory(Operation *op, bool orRead = false) {
  WalkResult result = op->walk([&](Operation *nested) {
    if (nested->getNumRegions() || nested->hasTrait<OpTrait::IsTerminator>() ||
        isMemoryEffectFree(nested) || isa<aa::PrintOp, aa::AssertOp>(nested) ||
        (!orRead && isa<aa::TiledLoadOp, aa::LoadOp>(nested)))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return result.wasInterrupted();
}

/// Whether the tile `def` computes dies in its block: every use of it, and
/// of the reshapes and slices that alias it, is in its block (or nested in
/// an op there), none is a terminator, and `accept` takes each user. Sets
/// `last` to the last of those uses' ops in the block.
static bool diesInBlock(Operation *def, Operation *&last,
                        llvm::function_ref<bool(Operation *)> accept) {
  Block *block = def->getBlock();
  SmallVector<Value> aliases = {def->getResult(0)};
  last = def;
  for (size_t i = 0; i < aliases.size(); ++i) {
    for (Operation *user : aliases[i].getUsers()) {
      Operation *inBlock = block->findAncestorOpInBlock(*user);
      if (!inBlock || inBlock->hasTrait<OpTrait::IsTerminator>() ||
          user->hasTrait<OpTrait::IsTerminator>() || !accept(user))
        return false;
      if (last->isBeforeInBlock(inBlock))
        last = inBlock;
      // These lower to tensor reshapes and slices (or to the operand
      // itself), which bufferization leaves aliasing the loaded memory.
      if (isa<aa::ViewOp, aa::ExpandDimsOp, aa::ExtractOp, aa::AssumeOp>(user))
        aliases.append(user->result_begin(), user->result_end());
    }
  }
  return true;
}

/// Whether the tile `load` (a tiled load or the CPU's multimem load-reduce)
/// reads may stay in memory instead of being copied:
/// every use of it, and of the reshapes and slices that alias it, comes in
/// its block before anything may write memory, and none carries it out of
/// the block. Writes by other tile blocks race with the load whatever the
/// compiled code does.
static bool canReadInPlace(Operation *load) {
  Operation *last;
  // A conversion helper takes a dense tile: bufferization would copy the
  // strided window tile element by element (memrefCopy), where the
  // ordinary load copies it with vector loops.
  if (!diesInBlock(load, last, [](Operation *user) {
        return !KernelEmitter::convertsThroughRuntime(user);
      }))
    return false;
  for (Operation *op = load->getNextNode(); op; op = op->getNextNode()) {
    if (mayWriteMemory(op))
      return false;
    if (op == last)
      break;
  }
  return true;
}

/// The runtime's tiled_load/tiled_store of the tile at `indices` (i64) of
/// `v`, with the tile at `tileAddress`: the path of every tile the compiled
/// code does not move itself.
static void callTiledHelper(KernelEmitter &k, Location loc, const ViewValue &v,
                            ArrayRef<Value> indices, bool isLoad,
                            Value tileAddress) {
  SmallVector<Value> dims(v.shape);
  dims.append(v.strides);
  Value dimsArray = k.stackArray(loc, dims);
  Value indexArray = k.stackArray(loc, indices);
  Value site = k.addSite(loc, isLoad ? kCpuSiteTiledLoad : kCpuSiteTiledStore,
                         getViewSiteInfo(k.b, v.type));
  k.callHelper(loc, isLoad ? kCpuTiledLoadFn : kCpuTiledStoreFn,
               {k.ctx, site, v.base, dimsArray, indexArray, tileAddress});
}

/// Stores the result of an elementwise op straight into memory: the
/// destination tile (or, when that is out of bounds or overlaps a tile still
/// read in place, a scratch buffer that is then copied or stored by the
/// helper) is computed before the op, so that the op can write into it and
/// no copy follows.
/// Only when nothing between the op and the store touches memory, so that
/// writing early is unobservable; emits nothing and fails when the store
/// must take the ordinary path.
static LogicalResult storeInPlace(KernelEmitter &k, aa::TiledStoreOp store,
                                  const ViewValue &v) {
  Value stored = store.getTile();
  Operation *producer = stored.getDefiningOp();
  if (!producer || !stored.hasOneUse() ||
      producer->getBlock() != store->getBlock() ||
      !producer->hasTrait<OpTrait::Elementwise>() ||
      producer->getDialect() != store->getDialect())
    return failure();
  // Nor may the block be left between them (a continue, break or return
  // in an if), which would skip the store after the op wrote memory.
  for (Operation *op = producer->getNextNode(); op != store;
       op = op->getNextNode())
    if (mayWriteMemory(op, /*orRead=*/true) ||
        op->walk([](Operation *nested) {
            return isa<aa::ContinueOp, aa::BreakOp, aa::ReturnOp>(nested)
                       ? WalkResult::interrupt()
                       : WalkResult::advance();
          }).wasInterrupted())
      return failure();
  auto generic = k.lookup(stored).getDefiningOp<linalg::GenericOp>();
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumDpsInits() != 1)
    return failure();
  auto empty = generic.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>();
  if (!empty || !empty->hasOneUse())
    return failure();
  // Everything the destination is computed from must exist before the op.
  DominanceInfo dominance(empty->getParentOfType<func::FuncOp>());
  SmallVector<Value> needed = {v.base, v.inMemory};
  needed.append(v.shape.begin(), v.shape.end());
  needed.append(v.strides.begin(), v.strides.end());
  for (Value i : store.getIndex())
    needed.push_back(k.lookup(i));
  for (Value value : needed)
    if (!value || !dominance.properlyDominates(value, empty))
      return failure();

  OpBuilder &b = k.b;
  Location loc = store.getLoc();
  auto tensorType = cast<RankedTensorType>(generic.getResult(0).getType());
  OpBuilder::InsertPoint atStore = b.saveInsertionPoint();
  b.setInsertionPoint(empty);
  SmallVector<Value> indices;
  for (Value i : store.getIndex())
    indices.push_back(k.toI64(loc, k.lookup(i)));
  std::optional<DirectTile> direct =
      getDirectTile(k, loc, v, indices, tensorType.getElementType());
  if (!direct) {
    b.restoreInsertionPoint(atStore);
    return failure();
  }
  // In place when in bounds and apart from every live in-place tile.
  prefetchNextTile(k, loc, *direct, direct->type, store.getIndex(),
                   /*write=*/true);
  Value inPlace = direct->inBounds;
  for (const InPlaceTile &tile : k.inPlaceTiles) {
    if (!dominance.properlyDominates(tile.high, empty))
      continue;
    Value before = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                         tile.high, direct->low);
    Value after = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                        direct->high, tile.low);
    Value apart = arith::OrIOp::create(b, loc, before, after);
    Value notLoaded = arith::XOrIOp::create(
        b, loc, tile.inPlace,
        arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
    inPlace = arith::AndIOp::create(
        b, loc, inPlace, arith::OrIOp::create(b, loc, notLoaded, apart));
  }
  // The scratch buffer is allocated only when it is used.
  auto choice =
      scf::IfOp::create(b, loc, TypeRange(direct->type), inPlace, true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(choice.thenBlock());
    scf::YieldOp::create(b, loc, direct->makeMemRef());
    b.setInsertionPointToStart(choice.elseBlock());
    // The result dies at the store, in this block.
    Value scratch = memref::CastOp::create(
        b, loc, direct->type, k.newScopedTileBuffer(loc, tensorType));
    scf::YieldOp::create(b, loc, scratch);
  }
  Value destination = choice.getResult(0);

  // At the store: materialize the tile in the destination. The pipeline's
  // eliminate-empty-tensors then makes the destination the producer's init
  // (it dominates the producer), so that the producer writes there and the
  // copy folds away; where it cannot, this is an ordinary copy.
  b.restoreInsertionPoint(atStore);
  Value data = k.lookup(stored);
  auto ifOp = scf::IfOp::create(b, loc, inPlace, /*else=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  bufferization::MaterializeInDestinationOp::create(
      b, loc, TypeRange(), data, destination, /*restrict=*/true,
      /*writable=*/true);
  // Not in place: an in-bounds tile that overlaps one read in place (an
  // update such as c = c + x) is copied from the scratch buffer, and only
  // a tile outside the view goes through the runtime.
  b.setInsertionPointToStart(ifOp.elseBlock());
  auto inBounds = scf::IfOp::create(b, loc, direct->inBounds, /*else=*/true);
  b.setInsertionPointToStart(inBounds.thenBlock());
  // The tile's buffer in a fully dynamic layout, which every buffer casts
  // to. Asked for the view's type, bufferization copies a tile whose buffer
  // does not cast to it (one read through dim_map or a column-major view:
  // no unit innermost stride) into a new buffer of that type, which
  // memref.alloc cannot make (scripts/difftest.py found it). This path is
  // the rare one of a tile that overlaps one read in place.
  auto sourceType = MemRefType::get(
      direct->type.getShape(), direct->type.getElementType(),
      StridedLayoutAttr::get(
          b.getContext(), ShapedType::kDynamic,
          SmallVector<int64_t>(direct->type.getRank(), ShapedType::kDynamic)));
  Value source = bufferization::ToBufferOp::create(b, loc, sourceType, data,
                                                   /*read_only=*/true);
  linalg::CopyOp::create(b, loc, source, direct->makeMemRef());
  b.setInsertionPointToStart(inBounds.elseBlock());
  callTiledHelper(k, loc, v, indices, /*isLoad=*/false,
                  k.tensorAddress(loc, data));
  return success();
}

static LogicalResult emitTiledAccess(KernelEmitter &k, Operation *op,
                                     Value view, ValueRange index,
                                     Value storedTile) {
  OpBuilder &b = k.b;
  Location loc = op->getLoc();
  ViewValue *v = k.lookupView(view);
  StringRef kind = v ? v->type.getKind().getValue() : "";
  if (v && kind == "gather_scatter" &&
      isa<aa::TiledLoadOp, aa::TiledStoreOp>(op))
    return emitGatherScatterAccess(k, op, *v, index, storedTile);
  if (!v || (kind != "partition" && kind != "strided"))
    return k.notCompiled(op);
  if (auto store = dyn_cast<aa::TiledStoreOp>(op))
    if (succeeded(storeInPlace(k, store, *v)))
      return success();
  SmallVector<Value> indices;
  for (Value i : index)
    indices.push_back(k.toI64(loc, k.lookup(i)));
  bool isLoad = !storedTile;
  Type tileType =
      k.convertType(isLoad ? op->getResult(0).getType() : storedTile.getType());
  std::optional<DirectTile> direct =
      isa<RankedTensorType>(tileType)
          ? getDirectTile(k, loc, *v, indices, getElementTypeOrSelf(tileType))
          : std::nullopt;

  // The helper call, in the else branch of the direct path if there is one.
  auto callHelper = [&](Value tileAddress) {
    callTiledHelper(k, loc, *v, indices, isLoad, tileAddress);
  };
  // Emits `directly` when the tile is in bounds, else `throughHelper`.
  auto branch = [&](function_ref<void()> directly,
                    function_ref<void()> throughHelper) {
    if (!direct)
      return throughHelper();
    auto ifOp = scf::IfOp::create(b, loc, direct->inBounds, /*else=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    directly();
    b.setInsertionPointToStart(ifOp.elseBlock());
    throughHelper();
  };

  if (!isLoad) {
    Value data = asTensor(b, loc, k.lookup(storedTile));
    auto tensorType = cast<RankedTensorType>(data.getType());
    if (direct)
      prefetchNextTile(k, loc, *direct, direct->type, index, /*write=*/true);
    branch(
        [&] {
          Value source = bufferization::ToBufferOp::create(
              b, loc,
              MemRefType::get(tensorType.getShape(),
                              tensorType.getElementType()),
              data, /*read_only=*/true);
          linalg::CopyOp::create(b, loc, source, direct->makeMemRef());
        },
        [&] { callHelper(k.tensorAddress(loc, data)); });
    return success();
  }
  Type type = k.convertType(op->getResult(0).getType());
  RankedTensorType tensorType = asTensorType(type);
  if (direct)
    prefetchNextTile(k, loc, *direct, direct->type, index, /*write=*/false);
  if (direct && canReadInPlace(op)) {
    // The tile is the window's memory itself when in bounds, else a buffer
    // the helper fills; both as the same strided memref type so that
    // bufferization keeps the static strides. Neither tensor is writable:
    // later ops write their results elsewhere.
    auto ifOp = scf::IfOp::create(b, loc, TypeRange(tensorType),
                                  direct->inBounds, /*else=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      Value tile = bufferization::ToTensorOp::create(
          b, loc, tensorType, direct->makeMemRef(),
          /*restrict=*/b.getUnitAttr(), /*writable=*/UnitAttr());
      scf::YieldOp::create(b, loc, tile);
      b.setInsertionPointToStart(ifOp.elseBlock());
      // The tile dies in this block (canReadInPlace), so its buffer may too.
      Value buffer = k.newScopedTileBuffer(loc, tensorType);
      callHelper(k.toI64(
          loc, memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer)));
      Value cast = memref::CastOp::create(b, loc, direct->type, buffer);
      tile = bufferization::ToTensorOp::create(b, loc, tensorType, cast,
                                               /*restrict=*/b.getUnitAttr(),
                                               /*writable=*/UnitAttr());
      scf::YieldOp::create(b, loc, tile);
    }
    k.inPlaceTiles.push_back({direct->inBounds, direct->low, direct->high});
    k.map(op->getResult(0), reshape(b, loc, ifOp.getResult(0), type));
    return success();
  }
  Value buffer, address;
  std::tie(buffer, address) = k.newTileBuffer(loc, tensorType);
  branch([&] { linalg::CopyOp::create(b, loc, direct->makeMemRef(), buffer); },
         [&] { callHelper(address); });
  k.map(op->getResult(0),
        reshape(b, loc, k.bufferToTensor(loc, buffer, tensorType), type));
  return success();
}

/// load/store through a tile of pointers: the runtime checks every address
/// against the registered buffers, as the interpreter's memcheck does.
static LogicalResult emitPointerAccess(KernelEmitter &k, Operation *op,
                                       Value pointers, Value mask, Value other,
                                       Value stored) {
  OpBuilder &b = k.b;
  Location loc = op->getLoc();
  Value addresses = asTensor(b, loc, k.lookup(pointers));
  int64_t count = cast<RankedTensorType>(addresses.getType()).getNumElements();
  Value zero = k.i64Constant(loc, 0);
  Value maskAddress =
      mask ? k.tensorAddress(loc, asTensor(b, loc, k.lookup(mask))) : zero;
  Type element = getElementTypeOrSelf(stored ? stored.getType()
                                             : op->getResult(0).getType());
  Value site = k.addSite(loc, stored ? kCpuSiteStorePtr : kCpuSiteLoadPtr,
                         {b.getNamedAttr("element", TypeAttr::get(element))});
  Value n = k.i64Constant(loc, count);
  if (stored) {
    k.callHelper(loc, kCpuStorePtrFn,
                 {k.ctx, site, k.tensorAddress(loc, addresses),
                  k.tensorAddress(loc, asTensor(b, loc, k.lookup(stored))),
                  maskAddress, n});
    return success();
  }
  Value otherAddress =
      other ? k.tensorAddress(loc, asTensor(b, loc, k.lookup(other))) : zero;
  mapLoadedTile(k, loc, op->getResult(0), [&](Value address) {
    k.callHelper(loc, kCpuLoadPtrFn,
                 {k.ctx, site, k.tensorAddress(loc, addresses), maskAddress,
                  otherAddress, address, n});
  });
  return success();
}

LogicalResult KernelEmitter::emitTileOp(Operation *op) {
  Location loc = op->getLoc();
  auto mapTo = [&](Value from, Value to) {
    map(from, to);
    return success();
  };
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](aa::GetProgramIdOp op) {
        return mapTo(op.getResult(), blockId[op.getDim()]);
      })
      .Case([&](aa::GetNumProgramsOp op) {
        return mapTo(op.getResult(), gridSize[op.getDim()]);
      })
      .Case([&](aa::AssumeOp op) {
        // A promise about the value; the CPU code does not use it yet.
        return mapTo(op.getResult(), lookup(op.getValue()));
      })
      .Case([&](ub::PoisonOp op) {
        // Any value will do; zero is deterministic.
        Type type = convertType(op.getType());
        if (!type)
          return notCompiled(op);
        return mapTo(op.getResult(),
                     arith::ConstantOp::create(
                         b, loc, cast<TypedAttr>(b.getZeroAttr(type))));
      })
      .Case([&](aa::SplatOp op) {
        auto type = cast<RankedTensorType>(convertType(op.getType()));
        return mapTo(op.getResult(),
                     linalg::FillOp::create(b, loc, lookup(op.getSource()),
                                            emptyLike(b, loc, type))
                         .getResult(0));
      })
      .Case([&](aa::BroadcastOp op) { return emitBroadcast(*this, op); })
      .Case([&](aa::ExpandDimsOp op) {
        return mapTo(op.getResult(), reshape(b, loc, lookup(op.getSource()),
                                             convertType(op.getType())));
      })
      .Case([&](aa::ViewOp op) {
        return mapTo(op.getResult(), reshape(b, loc, lookup(op.getSource()),
                                             convertType(op.getType())));
      })
      .Case([&](aa::PermuteOp op) {
        auto type = cast<RankedTensorType>(convertType(op.getType()));
        SmallVector<int64_t> permutation(op.getPermutation().begin(),
                                         op.getPermutation().end());
        return mapTo(op.getResult(), linalg::TransposeOp::create(
                                         b, loc, lookup(op.getSource()),
                                         emptyLike(b, loc, type), permutation)
                                         .getResult()[0]);
      })
      .Case([&](aa::CatOp op) {
        auto type = cast<RankedTensorType>(convertType(op.getType()));
        auto part = cast<RankedTensorType>(op.getLhs().getType());
        SmallVector<int64_t> offsets(type.getRank(), 0);
        SmallVector<int64_t> strides(type.getRank(), 1);
        Value result = emptyLike(b, loc, type);
        for (Value v : {op.getLhs(), op.getRhs()}) {
          result = tensor::InsertSliceOp::create(
              b, loc, lookup(v), result, ValueRange{}, ValueRange{},
              ValueRange{}, offsets, part.getShape(), strides);
          offsets[op.getDim()] += part.getShape()[op.getDim()];
        }
        return mapTo(op.getResult(), result);
      })
      .Case([&](aa::MakeRangeOp op) { return emitMakeRange(*this, op); })
      .Case([&](aa::ReduceOp op) { return emitReduce(*this, op); })
      .Case([&](aa::ExpOp op) { return emitExpF32(*this, op); })
      .Case([&](aa::DotOp op) { return emitDot(*this, op); })
      .Case([&](aa::DotScaledOp op) { return emitDotScaled(*this, op); })
      .Case([&](aa::MakeMemRefOp op) {
        auto type = cast<aa::MemRefType>(op.getType());
        ViewValue view;
        view.base = lookup(op.getBase());
        view.shape = getDims(*this, loc, type.getShape(), op.getDynamicShape());
        view.strides =
            getDims(*this, loc, type.getStrides(), op.getDynamicStrides());
        view.inMemory = getInMemoryFlag(*this, loc, type, view);
        mapView(op.getResult(), std::move(view));
        return success();
      })
      .Case([&](aa::MakeTiledViewOp op) -> LogicalResult {
        ViewValue *memref = lookupView(op.getMemref());
        if (!memref)
          return notCompiled(op);
        ViewValue view = *memref;
        view.type = cast<aa::TiledViewType>(op.getType());
        mapView(op.getResult(), std::move(view));
        return success();
      })
      .Case([&](aa::GetMemRefShapeOp op) -> LogicalResult {
        ViewValue *view = lookupView(op.getSrc());
        if (!view)
          return notCompiled(op);
        for (auto [result, extent] : llvm::zip(op.getResults(), view->shape))
          map(result, fromI64(b, loc, extent, result.getType()));
        return success();
      })
      .Case([&](aa::GetIndexSpaceShapeOp op) -> LogicalResult {
        ViewValue *view = lookupView(op.getSrc());
        if (!view || !view->type)
          return notCompiled(op);
        aa::TiledViewType type = view->type;
        StringRef kind = type.getKind().getValue();
        auto dimMap = dyn_cast_or_null<DenseI64ArrayAttr>(
            type.getLayout().get("dim_map"));
        auto traversal = dyn_cast_or_null<DenseI64ArrayAttr>(
            type.getLayout().get("traversal_strides"));
        if ((kind != "partition" && kind != "strided") || !dimMap ||
            (kind == "strided" && !traversal))
          return notCompiled(op);
        // Tiles (or traversal steps) needed to cover each dimension.
        for (auto [i, result] : llvm::enumerate(op.getResults())) {
          int64_t step =
              kind == "partition" ? type.getTileShape()[i] : traversal[i];
          Value extent = view->shape[dimMap[i]];
          Value bumped =
              arith::AddIOp::create(b, loc, extent, i64Constant(loc, step - 1));
          Value count =
              arith::DivSIOp::create(b, loc, bumped, i64Constant(loc, step));
          map(result, fromI64(b, loc, count, result.getType()));
        }
        return success();
      })
      .Case([&](aa::TiledLoadOp op) {
        return emitTiledAccess(*this, op, op.getView(), op.getIndex(), {});
      })
      .Case([&](aa::TiledStoreOp op) {
        return emitTiledAccess(*this, op, op.getView(), op.getIndex(),
                               op.getTile());
      })
      // The single-device stand-in of the 13.5 multimem ops
      // (docs/design/multimem.md): with one device, a load-reduce reduces
      // one value, so it is a load, and a multimem store is a store.
      .Case([&](aa::MultimemLoadReduceOp op) {
        return emitTiledAccess(*this, op, op.getView(), op.getIndex(), {});
      })
      .Case([&](aa::MultimemStoreOp op) {
        return emitTiledAccess(*this, op, op.getView(), op.getIndex(),
                               op.getTile());
      })
      .Case<aa::AtomicRmwOp, aa::AtomicCasOp, aa::TiledAtomicRedOp,
            aa::MultimemReduceOp>(
          [&](Operation *op) { return emitAtomicOp(*this, op); })
      .Case([&](aa::LoadOp op) {
        return emitPointerAccess(*this, op, op.getPtr(), op.getMask(),
                                 op.getOther(), {});
      })
      .Case([&](aa::StoreOp op) {
        return emitPointerAccess(*this, op, op.getPtr(), op.getMask(), {},
                                 op.getValue());
      })
      .Default([&](Operation *other) { return notCompiled(other); });
}
