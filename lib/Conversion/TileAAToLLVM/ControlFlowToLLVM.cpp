//===- ControlFlowToLLVM.cpp - Kernels, loops and branches ----------------===//
//
// Structured control flow becomes LLVM blocks whose arguments are the
// flattened parts of the carried values. Conditions and bounds are scalars,
// which every thread holds, so the CTA never diverges here.
//
//===----------------------------------------------------------------------===//

#include "DotLowering.h"
#include "KernelEmitter.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;

static llvm::SmallVector<Location> locsFor(Location loc, size_t n) {
  return llvm::SmallVector<Location>(n, loc);
}

static llvm::SmallVector<Value> argsOf(Block *block) {
  return llvm::SmallVector<Value>(block->getArguments());
}

static LogicalResult lowerReturn(aa::ReturnOp op, KernelEmitter &em) {
  if (op.getNumOperands())
    return op.emitOpError("returning values from a kernel is not supported");
  emitTmaEpilogue(em);
  LLVM::ReturnOp::create(em.b, em.loc, ValueRange());
  return success();
}

/// Emits the body of a for/loop op into `body` with `loop` as the target of
/// its continue and break, and maps the op's results to the exit block's
/// arguments.
static LogicalResult emitLoopBody(Operation *op, Block *body,
                                  KernelEmitter::LoopContext loop,
                                  KernelEmitter &em) {
  em.b.setInsertionPointToEnd(body);
  em.loops.push_back(loop);
  LogicalResult result =
      em.emitBlockBody(op->getRegion(0).front(), argsOf(body));
  em.loops.pop_back();
  if (failed(result))
    return failure();
  em.b.setInsertionPointToEnd(loop.exit);
  em.setResults(op->getResults(), argsOf(loop.exit));
  return success();
}

/// Whether the product the loop carries `arg` to and back
/// (getCarriedProduct) in its wgmma fragments may leave a wgmma group in
/// flight into the next iteration, and past the loop (lowerDot).
static bool leavesWgmmaPending(BlockArgument arg) {
  Operation *dot = nv_tileas::getCarriedProduct(arg);
  auto tensor = dyn_cast<RankedTensorType>(arg.getType());
  return isa_and_nonnull<aa::DotOp>(dot) &&
         dot->hasAttr(nv_tileas::kWgmmaPendingAttrName) && tensor &&
         isa_and_nonnull<nv_tileas::WgmmaLayoutAttr>(tensor.getEncoding());
}

static LogicalResult lowerFor(aa::ForOp op, KernelEmitter &em) {
  OpBuilder &b = em.b;
  Region *region = b.getInsertionBlock()->getParent();
  Block *current = b.getInsertionBlock();
  Value lb = em.get(op.getLowerBound()).front();
  Value ub = em.get(op.getUpperBound()).front();
  Value step = em.get(op.getStep()).front();
  Parts init = em.getAll(op.getInitValues());
  llvm::SmallVector<Type> carried = em.flatPartTypes(op.getResultTypes());

  size_t firstPart = 0;
  for (BlockArgument arg : op.getRegion().front().getArguments().drop_front()) {
    size_t numParts = em.partTypes(arg.getType()).size();
    llvm::MutableArrayRef<Value> parts(init.begin() + firstPart, numParts);
    // Where a wgmma group stays in flight across iterations, the first
    // values pass through a wait (nothing is pending yet): defined once
    // before the loop, they reach the loop and the path that skips it in
    // the same registers, where constants would be rematerialised on that
    // path, between the loop's wgmmas and their final wait, which makes
    // ptxas serialize the wgmmas (C7515).
    if (leavesWgmmaPending(arg))
      llvm::copy(waitForWgmmaGroups(em, parts, 0), parts.begin());
    firstPart += numParts;
  }

  llvm::SmallVector<Type> headerTypes{lb.getType()};
  llvm::append_range(headerTypes, carried);
  auto headerLocs = locsFor(em.loc, headerTypes.size());
  Block *header = b.createBlock(region, region->end(), headerTypes, headerLocs);
  Block *body = b.createBlock(region, region->end(), headerTypes, headerLocs);
  Block *exit = b.createBlock(region, region->end(), carried,
                              locsFor(em.loc, carried.size()));

  b.setInsertionPointToEnd(current);
  llvm::SmallVector<Value> start{lb};
  llvm::append_range(start, init);
  LLVM::BrOp::create(b, em.loc, start, header);

  b.setInsertionPointToEnd(header);
  Value iv = header->getArgument(0);
  Value more = LLVM::ICmpOp::create(
      b, em.loc,
      op.getUnsignedCmp() ? LLVM::ICmpPredicate::ult : LLVM::ICmpPredicate::slt,
      iv, ub);
  LLVM::CondBrOp::create(b, em.loc, more, body,
                         ValueRange(header->getArguments()), exit,
                         ValueRange(header->getArguments().drop_front()));

  if (failed(emitLoopBody(op, body, {header, exit, body->getArgument(0), step},
                          em)))
    return failure();
  // A product that left a wgmma group in flight (nv_tileas.wgmma_pending)
  // has its accumulator complete only once the group retires.
  for (auto [index, arg] :
       llvm::enumerate(op.getRegion().front().getArguments().drop_front()))
    if (leavesWgmmaPending(arg))
      em.set(op.getResult(index),
             Parts(waitForWgmmaGroups(em, em.get(op.getResult(index)), 0)));
  return success();
}

static LogicalResult lowerLoop(aa::LoopOp op, KernelEmitter &em) {
  OpBuilder &b = em.b;
  Region *region = b.getInsertionBlock()->getParent();
  Block *current = b.getInsertionBlock();
  Parts init = em.getAll(op.getInitValues());
  llvm::SmallVector<Type> carried =
      em.flatPartTypes(op.getRegion().front().getArgumentTypes());
  llvm::SmallVector<Type> results = em.flatPartTypes(op.getResultTypes());
  Block *header = b.createBlock(region, region->end(), carried,
                                locsFor(em.loc, carried.size()));
  Block *exit = b.createBlock(region, region->end(), results,
                              locsFor(em.loc, results.size()));
  b.setInsertionPointToEnd(current);
  LLVM::BrOp::create(b, em.loc, init, header);
  return emitLoopBody(op, header, {header, exit, Value(), Value()}, em);
}

static LogicalResult lowerIf(aa::IfOp op, KernelEmitter &em) {
  OpBuilder &b = em.b;
  Region *region = b.getInsertionBlock()->getParent();
  Block *current = b.getInsertionBlock();
  Value cond = em.get(op.getCondition()).front();
  llvm::SmallVector<Type> results = em.flatPartTypes(op.getResultTypes());
  Block *thenBlock = b.createBlock(region, region->end());
  bool hasElse = !op.getElseRegion().empty();
  Block *elseBlock = hasElse ? b.createBlock(region, region->end()) : nullptr;
  Block *merge = b.createBlock(region, region->end(), results,
                               locsFor(em.loc, results.size()));
  b.setInsertionPointToEnd(current);
  if (!hasElse && !results.empty())
    return op.emitOpError("an if with results needs an else region");
  LLVM::CondBrOp::create(b, em.loc, cond, thenBlock,
                         hasElse ? elseBlock : merge);

  em.yieldTargets.push_back(merge);
  b.setInsertionPointToEnd(thenBlock);
  LogicalResult result = em.emitBlockBody(op.getThenRegion().front(), {});
  if (succeeded(result) && hasElse) {
    b.setInsertionPointToEnd(elseBlock);
    result = em.emitBlockBody(op.getElseRegion().front(), {});
  }
  em.yieldTargets.pop_back();
  if (failed(result))
    return failure();
  b.setInsertionPointToEnd(merge);
  em.setResults(op.getResults(), argsOf(merge));
  return success();
}

/// Regions executed once in place (pragma, queue.get): their yield goes to a
/// merge block carrying the results.
static LogicalResult lowerInlineRegion(Operation *op, ValueRange inputs,
                                       KernelEmitter &em) {
  OpBuilder &b = em.b;
  Region *region = b.getInsertionBlock()->getParent();
  Block *current = b.getInsertionBlock();
  llvm::SmallVector<Type> results = em.flatPartTypes(op->getResultTypes());
  Block *merge = b.createBlock(region, region->end(), results,
                               locsFor(em.loc, results.size()));
  b.setInsertionPointToEnd(current);
  em.yieldTargets.push_back(merge);
  LogicalResult result =
      em.emitBlockBody(op->getRegion(0).front(), em.getAll(inputs));
  em.yieldTargets.pop_back();
  if (failed(result))
    return failure();
  b.setInsertionPointToEnd(merge);
  em.setResults(op->getResults(), argsOf(merge));
  return success();
}

static LogicalResult lowerYield(Operation *op, KernelEmitter &em) {
  if (em.yieldTargets.empty())
    return op->emitOpError("has no enclosing region to yield to");
  LLVM::BrOp::create(em.b, em.loc, em.getAll(op->getOperands()),
                     em.yieldTargets.back());
  return success();
}

static LogicalResult lowerContinue(aa::ContinueOp op, KernelEmitter &em) {
  if (em.loops.empty())
    return op.emitOpError("outside a loop");
  KernelEmitter::LoopContext &loop = em.loops.back();
  // Products the iteration left in flight (issued for the next one) that
  // no later product's wait retired.
  if (!em.wgmmaInFlight.empty())
    waitForWgmmaGroups(em, {}, 0);
  llvm::SmallVector<Value> next;
  if (loop.inductionVar)
    next.push_back(
        LLVM::AddOp::create(em.b, em.loc, loop.inductionVar, loop.step));
  llvm::append_range(next, em.getAll(op.getOperands()));
  LLVM::BrOp::create(em.b, em.loc, next, loop.header);
  return success();
}

static LogicalResult lowerBreak(aa::BreakOp op, KernelEmitter &em) {
  if (em.loops.empty())
    return op.emitOpError("outside a loop");
  LLVM::BrOp::create(em.b, em.loc, em.getAll(op.getOperands()),
                     em.loops.back().exit);
  return success();
}

void mlir::tileir::tilegpu::registerControlFlowLowerings(LoweringTable &t) {
  t.add<aa::ReturnOp>(lowerReturn);
  t.add<aa::ForOp>(lowerFor);
  t.add<aa::LoopOp>(lowerLoop);
  t.add<aa::IfOp>(lowerIf);
  t.add<aa::ContinueOp>(lowerContinue);
  t.add<aa::BreakOp>(lowerBreak);
  t.add(aa::YieldOp::getOperationName(), lowerYield);
  t.add(aa::QueueYieldOp::getOperationName(), lowerYield);
  t.add<aa::PragmaOp>([](aa::PragmaOp op, KernelEmitter &em) {
    return lowerInlineRegion(op, ValueRange(), em);
  });
  t.add<aa::QueueGetOp>([](aa::QueueGetOp op, KernelEmitter &em) {
    return lowerInlineRegion(op, op.getInputs(), em);
  });
}
