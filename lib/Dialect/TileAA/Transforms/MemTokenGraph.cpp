//===- MemTokenGraph.cpp - Shape of the mem-token graph -------------------===//

#include "MemTokenGraph.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

bool mlir::nv_tileaa::isMemoryEffect(Operation *op) {
  // Region ops carry the effects of their bodies, which are ordered one by
  // one; terminators only hand values on.
  if (op->getNumRegions() != 0 || op->hasTrait<OpTrait::IsTerminator>())
    return false;
  if (isa<CreateMemTokenOp, JoinMemTokenOp>(op))
    return false;
  if (isa<TileAADialect>(op->getDialect())) {
    // alloca only reserves scratch (its users are ordered through the
    // pointer it returns) and assert traps without touching memory: neither
    // is an effect tokens order.
    if (isa<AllocaOp, AssertOp>(op))
      return false;
    return !isMemoryEffectFree(op);
  }
  // Another dialect's op is judged only by the effects it declares: an op
  // that declares none may have any, but guessing would flag every foreign
  // op the pipeline leaves behind.
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return false;
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  return llvm::any_of(instances, [](const MemoryEffects::EffectInstance &e) {
    // Stack slots of the enclosing function are private to the thread.
    if (e.getResource() == SideEffects::AutomaticAllocationScopeResource::get())
      return false;
    return isa<MemoryEffects::Read, MemoryEffects::Write>(e.getEffect());
  });
}

Operation *mlir::nv_tileaa::getTargetLoop(Operation *terminator) {
  for (Operation *op = terminator->getParentOp(); op; op = op->getParentOp()) {
    if (isa<ForOp, LoopOp>(op))
      return op;
    if (!isa<IfOp>(op))
      return nullptr;
  }
  return nullptr;
}

BlockArgument mlir::nv_tileaa::getIterArg(Operation *loop, unsigned index) {
  unsigned leading = isa<ForOp>(loop) ? 1 : 0;
  Block &body = loop->getRegion(0).front();
  if (leading + index >= body.getNumArguments())
    return nullptr;
  return body.getArgument(leading + index);
}

Value mlir::nv_tileaa::getIterInit(BlockArgument arg) {
  Operation *parent = arg.getOwner()->getParentOp();
  unsigned number = arg.getArgNumber();
  if (auto forOp = dyn_cast_or_null<ForOp>(parent)) {
    if (number == 0 || number > forOp.getInitValues().size())
      return nullptr;
    return forOp.getInitValues()[number - 1];
  }
  if (auto loopOp = dyn_cast_or_null<LoopOp>(parent)) {
    if (number >= loopOp.getInitValues().size())
      return nullptr;
    return loopOp.getInitValues()[number];
  }
  return nullptr;
}
