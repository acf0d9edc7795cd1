//===- ConversionOps.cpp - exti, trunci, ftof, ftoi, itof, casts ----------===//

#include "Executor.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

static LogicalResult execExtI(BlockExecutor &ex, ct::ExtIOp op) {
  std::vector<int64_t> x;
  ex.tile(op.getFrom()).toInts(x, op.getSignedness() == ct::Signedness::Signed);
  TileValue r = makeTileLike(op.getTo().getType());
  r.fromInts(x);
  ex.setTile(op.getTo(), std::move(r));
  return success();
}

static LogicalResult execTruncI(BlockExecutor &ex, ct::TruncIOp op) {
  std::vector<int64_t> x;
  ex.tile(op.getFrom()).toInts(x, false);
  TileValue r = makeTileLike(op.getTo().getType());
  r.fromInts(x); // setBits keeps the low bits
  ex.setTile(op.getTo(), std::move(r));
  return success();
}

static LogicalResult execFToF(BlockExecutor &ex, ct::FToFOp op) {
  std::vector<double> x;
  ex.tile(op.getFrom()).toDoubles(x);
  TileValue r = makeTileLike(op.getTo().getType());
  r.fromDoubles(x, toRounding(op.getRoundingMode()));
  ex.setTile(op.getTo(), std::move(r));
  return success();
}

static LogicalResult execFToI(BlockExecutor &ex, ct::FToIOp op) {
  std::vector<double> x;
  ex.tile(op.getFrom()).toDoubles(x);
  TileValue r = makeTileLike(op.getTo().getType());
  bool isSigned = op.getSignedness() == ct::Signedness::Signed;
  unsigned width = getBitWidth(r.getKind());
  Rounding rounding = toRounding(op.getRoundingMode());
  for (size_t i = 0; i < x.size(); ++i)
    r.setInt(i, floatToInt(x[i], width, isSigned, rounding));
  ex.setTile(op.getTo(), std::move(r));
  return success();
}

static LogicalResult execIToF(BlockExecutor &ex, ct::IToFOp op) {
  bool isSigned = op.getSignedness() == ct::Signedness::Signed;
  std::vector<int64_t> x;
  ex.tile(op.getFrom()).toInts(x, isSigned);
  TileValue r = makeTileLike(op.getTo().getType());
  Rounding rounding = toRounding(op.getRoundingMode());
  for (size_t i = 0; i < x.size(); ++i)
    r.setBits(i, encodeInt(x[i], isSigned, r.getKind(), rounding));
  ex.setTile(op.getTo(), std::move(r));
  return success();
}

/// Casts that keep the bits: bitcast, int_to_ptr, ptr_to_int, ptr_to_ptr.
static LogicalResult copyBits(BlockExecutor &ex, Operation *op) {
  const TileValue &a = ex.tile(op->getOperand(0));
  TileValue r = makeTileLike(op->getResult(0).getType());
  for (int64_t i = 0; i < a.getNumElements(); ++i)
    r.setBits(i, a.getBits(i));
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}
static LogicalResult execBitcast(BlockExecutor &ex, ct::BitcastOp op) {
  return copyBits(ex, op);
}
static LogicalResult execIntToPtr(BlockExecutor &ex, ct::IntToPtrOp op) {
  return copyBits(ex, op);
}
static LogicalResult execPtrToInt(BlockExecutor &ex, ct::PtrToIntOp op) {
  return copyBits(ex, op);
}
static LogicalResult execPtrToPtr(BlockExecutor &ex, ct::PtrToPtrOp op) {
  return copyBits(ex, op);
}

void runtime::registerConversionOps(HandlerTable &t) {
  addHandler<ct::ExtIOp, execExtI>(t);
  addHandler<ct::TruncIOp, execTruncI>(t);
  addHandler<ct::FToFOp, execFToF>(t);
  addHandler<ct::FToIOp, execFToI>(t);
  addHandler<ct::IToFOp, execIToF>(t);
  addHandler<ct::BitcastOp, execBitcast>(t);
  addHandler<ct::IntToPtrOp, execIntToPtr>(t);
  addHandler<ct::PtrToIntOp, execPtrToInt>(t);
  addHandler<ct::PtrToPtrOp, execPtrToPtr>(t);
}
