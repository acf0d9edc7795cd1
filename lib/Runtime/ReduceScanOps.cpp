//===- ReduceScanOps.cpp - reduce and scan with combiner regions ----------===//
//
// The combiner region is executed for every step, on 0-rank tiles, in a
// fixed sequential order (the spec makes the order implementation-defined
// but deterministic). Body arguments come in (element, accumulator) pairs.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

uint64_t runtime::getAttrBits(Attribute attr, ElemKind kind) {
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    uint64_t bits = f.getValue().bitcastToAPInt().getZExtValue();
    return kind == ElemKind::TF32 ? bits << 13 : bits;
  }
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return i.getValue().getZExtValue();
  return 0;
}

static RtValue scalar(ElemKind kind, uint64_t bits) {
  TileValue t(kind, {});
  t.setBits(0, bits);
  return RtValue::ofTile(std::move(t));
}

/// Shared walk: for each "line" along `dim`, calls step(lineBase, stride,
/// length) with linear offsets into the operand.
template <typename F>
static void forEachLine(llvm::ArrayRef<int64_t> shape, int64_t dim, F step) {
  int64_t inner = 1, outer = 1;
  for (int64_t d = dim + 1; d < int64_t(shape.size()); ++d)
    inner *= shape[d];
  for (int64_t d = 0; d < dim; ++d)
    outer *= shape[d];
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i)
      step(o * shape[dim] * inner + i, inner, shape[dim], o * inner + i);
}

static LogicalResult combine(BlockExecutor &ex, Block &body,
                             llvm::ArrayRef<const TileValue *> inputs,
                             int64_t element,
                             llvm::SmallVectorImpl<RtValue> &acc) {
  llvm::SmallVector<RtValue> args, results;
  for (size_t k = 0; k < inputs.size(); ++k) {
    args.push_back(scalar(inputs[k]->getKind(), inputs[k]->getBits(element)));
    args.push_back(acc[k]);
  }
  FailureOr<Flow> flow = ex.runBlock(body, args, results);
  if (failed(flow))
    return failure();
  acc.assign(results.begin(), results.end());
  return success();
}

static LogicalResult execReduce(BlockExecutor &ex, ct::ReduceOp op) {
  llvm::SmallVector<const TileValue *> inputs;
  for (Value v : op.getOperands())
    inputs.push_back(&ex.tile(v));
  llvm::SmallVector<TileValue> outs;
  for (Value r : op.getResults())
    outs.push_back(makeTileLike(r.getType()));
  Block &body = op.getBody().front();
  LogicalResult status = success();
  forEachLine(inputs[0]->getShape(), op.getDim(),
              [&](int64_t base, int64_t stride, int64_t length, int64_t out) {
                if (failed(status))
                  return;
                llvm::SmallVector<RtValue> acc;
                for (auto [k, identity] : llvm::enumerate(op.getIdentities()))
                  acc.push_back(
                      scalar(inputs[k]->getKind(),
                             getAttrBits(identity, inputs[k]->getKind())));
                for (int64_t j = 0; j < length && succeeded(status); ++j)
                  status = combine(ex, body, inputs, base + j * stride, acc);
                if (succeeded(status))
                  for (size_t k = 0; k < outs.size(); ++k)
                    outs[k].setBits(out, acc[k].tile->getBits(0));
              });
  if (failed(status))
    return failure();
  for (auto [result, value] : llvm::zip(op.getResults(), outs))
    ex.setTile(result, std::move(value));
  return success();
}

static LogicalResult execScan(BlockExecutor &ex, ct::ScanOp op) {
  llvm::SmallVector<const TileValue *> inputs;
  for (Value v : op.getOperands())
    inputs.push_back(&ex.tile(v));
  llvm::SmallVector<TileValue> outs;
  for (Value r : op.getResults())
    outs.push_back(makeTileLike(r.getType()));
  Block &body = op.getBody().front();
  bool reverse = op.getReverse();
  LogicalResult status = success();
  forEachLine(inputs[0]->getShape(), op.getDim(),
              [&](int64_t base, int64_t stride, int64_t length, int64_t) {
                if (failed(status))
                  return;
                llvm::SmallVector<RtValue> acc;
                for (auto [k, identity] : llvm::enumerate(op.getIdentities()))
                  acc.push_back(
                      scalar(inputs[k]->getKind(),
                             getAttrBits(identity, inputs[k]->getKind())));
                // Inclusive: position j holds the combination of every
                // element up to and including j (from the end if reverse).
                for (int64_t s = 0; s < length && succeeded(status); ++s) {
                  int64_t j = reverse ? length - 1 - s : s;
                  int64_t e = base + j * stride;
                  status = combine(ex, body, inputs, e, acc);
                  if (succeeded(status))
                    for (size_t k = 0; k < outs.size(); ++k)
                      outs[k].setBits(e, acc[k].tile->getBits(0));
                }
              });
  if (failed(status))
    return failure();
  for (auto [result, value] : llvm::zip(op.getResults(), outs))
    ex.setTile(result, std::move(value));
  return success();
}

void runtime::registerReduceScanOps(HandlerTable &t) {
  addHandler<ct::ReduceOp, execReduce>(t);
  addHandler<ct::ScanOp, execScan>(t);
}
