//===- ControlFlowOps.cpp - for, loop, if ---------------------------------===//

#include "Executor.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

static void collect(BlockExecutor &ex, ValueRange values,
                    llvm::SmallVectorImpl<RtValue> &out) {
  out.clear();
  for (Value v : values)
    out.push_back(ex.get(v));
}

/// Hands a break/continue/return that must leave this op to the enclosing
/// block.
static void propagate(BlockExecutor &ex, Flow flow,
                      llvm::SmallVectorImpl<RtValue> &values) {
  ex.pending.emplace(flow,
                     llvm::SmallVector<RtValue>(values.begin(), values.end()));
}

static LogicalResult execFor(BlockExecutor &ex, ct::ForOp op) {
  bool isUnsigned = op.getUnsignedCmp();
  int64_t lb = ex.tile(op.getLowerBound()).getInt(0, !isUnsigned);
  int64_t ub = ex.tile(op.getUpperBound()).getInt(0, !isUnsigned);
  int64_t step = ex.tile(op.getStep()).getInt(0, !isUnsigned);
  const TileValue &lbTile = ex.tile(op.getLowerBound());
  ElemKind ivKind = lbTile.getKind();
  unsigned width = getBitWidth(ivKind);
  llvm::SmallVector<RtValue> iter, results;
  collect(ex, op.getInitValues(), iter);
  Block &body = op.getRegion().front();
  llvm::SmallVector<RtValue> args;
  auto below = [&](int64_t iv) {
    return isUnsigned ? uint64_t(iv) < uint64_t(ub) : iv < ub;
  };
  for (int64_t iv = lb; below(iv);) {
    TileValue ivTile(ivKind, {});
    ivTile.setInt(0, iv);
    args.clear();
    args.push_back(RtValue::ofTile(std::move(ivTile)));
    args.append(iter.begin(), iter.end());
    FailureOr<Flow> flow = ex.runBlock(body, args, results);
    if (failed(flow))
      return failure();
    if (*flow == Flow::Return) {
      propagate(ex, *flow, results);
      return success();
    }
    iter = results;
    if (*flow == Flow::Break)
      break;
    // The induction variable lives in its own width; stop when the next
    // value would wrap instead of looping forever.
    int64_t next = int64_t(uint64_t(iv) + uint64_t(step));
    int64_t wrapped = extendInt(next, width, !isUnsigned);
    if (wrapped != next ||
        (isUnsigned ? uint64_t(next) < uint64_t(iv) : next < iv))
      break;
    iv = next;
  }
  for (auto [result, value] : llvm::zip(op->getResults(), iter))
    ex.set(result, value);
  return success();
}

static LogicalResult execLoop(BlockExecutor &ex, ct::LoopOp op) {
  llvm::SmallVector<RtValue> iter, results;
  collect(ex, op.getInitValues(), iter);
  Block &body = op.getRegion().front();
  while (true) {
    FailureOr<Flow> flow = ex.runBlock(body, iter, results);
    if (failed(flow))
      return failure();
    if (*flow == Flow::Return) {
      propagate(ex, *flow, results);
      return success();
    }
    iter = results;
    if (*flow == Flow::Break)
      break;
  }
  for (auto [result, value] : llvm::zip(op->getResults(), iter))
    ex.set(result, value);
  return success();
}

static LogicalResult execIf(BlockExecutor &ex, ct::IfOp op) {
  bool cond = ex.tile(op.getCondition()).getData()[0];
  Region &region = cond ? op.getThenRegion() : op.getElseRegion();
  if (region.empty())
    return success();
  llvm::SmallVector<RtValue> results;
  FailureOr<Flow> flow = ex.runBlock(region.front(), {}, results);
  if (failed(flow))
    return failure();
  if (*flow != Flow::Yield) {
    propagate(ex, *flow, results);
    return success();
  }
  for (auto [result, value] : llvm::zip(op->getResults(), results))
    ex.set(result, value);
  return success();
}

void runtime::registerControlFlowOps(HandlerTable &t) {
  addHandler<ct::ForOp, execFor>(t);
  addHandler<ct::LoopOp, execLoop>(t);
  addHandler<ct::IfOp, execIf>(t);
}
