//===- ControlFlowOps.cpp - for, loop, if and early exits -----------------===//
//
// nv_tileaa's structured control flow to scf. `for` without early exits is
// scf.for and `if` is scf.if. A `continue`, `break` or `return` inside an
// `if` leaves the rest of its block: the if becomes an scf.if that also
// yields how its branch ended (an i8 exit kind and the values the exit
// carries), and the rest of the enclosing block runs under a second scf.if
// only when the first fell through. `loop` is an scf.while whose "before"
// region is the body; its condition is "the body ended in continue" and it
// forwards both the continue values (the next iteration's) and the break
// values (the loop's results). The interpreter (lib/Runtime/ControlFlowOps
// .cpp) runs the same blocks in the same order, so results are identical.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::cpu;
namespace aa = mlir::nv_tileaa;

namespace {

/// How a block ended, as the i8 the lowered ifs yield.
enum ExitKind : int8_t {
  kFallThrough = 0, // its yield (an if branch)
  kContinue = 1,
  kBreak = 2,
  kReturn = 3,
};

/// The loop whose body is being emitted: the CPU types of what `continue`
/// and `break` carry, and values of the continue types to stand in where
/// an exit does not set them (the iteration's own arguments).
struct LoopContext {
  bool isFor = false;
  SmallVector<Type> contTypes, breakTypes;
  SmallVector<Value> contDummies;
};

/// How an emitted block (or the rest of one) ended: the kind and the
/// values of every possible exit, only those of `kind` meaningful.
struct ExitState {
  Value kind;
  SmallVector<Value> cont, brk, yielded;

  SmallVector<Value> flatten() const {
    SmallVector<Value> all = {kind};
    llvm::append_range(all, cont);
    llvm::append_range(all, brk);
    llvm::append_range(all, yielded);
    return all;
  }
};

/// Emits blocks whose ifs may leave them early.
class ExitEmitter {
public:
  ExitEmitter(KernelEmitter &k, const LoopContext *loop) : k(k), loop(loop) {}

  /// Emits the ops of `block` from `it` on; `yieldTypes` are the CPU types
  /// of the values a fall-through yields (an if branch's results).
  FailureOr<ExitState> emitRange(Block &block, Block::iterator it,
                                 TypeRange yieldTypes);

private:
  FailureOr<ExitState> emitTerminator(Operation *op, TypeRange yieldTypes);
  FailureOr<ExitState> emitExitingIf(aa::IfOp op, Block &block,
                                     Block::iterator next,
                                     TypeRange yieldTypes);
  /// A fall-through with `yielded`; the exit values are stand-ins.
  ExitState fallThrough(Location loc, ValueRange yielded);
  Value kindConstant(Location loc, ExitKind kind) {
    return arith::ConstantIntOp::create(k.b, loc, kind, 8);
  }
  SmallVector<Value> zeros(Location loc, TypeRange types);
  SmallVector<Type> stateTypes(TypeRange yieldTypes) const;
  ExitState unflatten(ValueRange values, size_t yieldCount) const;

  KernelEmitter &k;
  const LoopContext *loop;
};

} // namespace

/// Loop and branch values of these types are carried; tokens are dropped
/// (program order already orders memory on one CPU thread).
static bool isCarriable(Type type) { return !isa<aa::MemTokenType>(type); }

/// The CPU types of the carried ones of `types`; fails on memrefs and
/// views, whose parts no kernel seen so far carries.
static FailureOr<SmallVector<Type>> carriedTypes(KernelEmitter &k,
                                                 TypeRange types) {
  SmallVector<Type> result;
  for (Type type : types) {
    if (!isCarriable(type))
      continue;
    Type converted = k.convertType(type);
    if (!converted)
      return failure();
    result.push_back(converted);
  }
  return result;
}

/// The mapped carried ones of `values`.
static SmallVector<Value> carriedValues(KernelEmitter &k, ValueRange values) {
  SmallVector<Value> result;
  for (Value v : values)
    if (isCarriable(v.getType()))
      result.push_back(k.lookup(v));
  return result;
}

/// Maps the carried ones of `results`, in order, to `carried`.
static void mapCarried(KernelEmitter &k, ValueRange results,
                       ValueRange carried) {
  unsigned i = 0;
  for (Value result : results)
    if (isCarriable(result.getType()))
      k.map(result, carried[i++]);
}

/// Whether `op` is an if from which a continue, break or return leaves
/// the block it is in.
static bool mayExit(Operation *op) {
  if (!isa<aa::IfOp>(op))
    return false;
  WalkResult result = op->walk([&](Operation *inner) {
    if (isa<aa::ReturnOp>(inner))
      return WalkResult::interrupt();
    if (!isa<aa::ContinueOp, aa::BreakOp>(inner))
      return WalkResult::advance();
    Operation *target = inner->getParentOp();
    while (target && !isa<aa::ForOp, aa::LoopOp>(target))
      target = target->getParentOp();
    if (!target || !op->isProperAncestor(target))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

SmallVector<Value> ExitEmitter::zeros(Location loc, TypeRange types) {
  SmallVector<Value> result;
  for (Type type : types) {
    TypedAttr zero;
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      zero = DenseElementsAttr::get(
          tensor, cast<TypedAttr>(k.b.getZeroAttr(tensor.getElementType())));
    else
      zero = cast<TypedAttr>(k.b.getZeroAttr(type));
    result.push_back(arith::ConstantOp::create(k.b, loc, zero));
  }
  return result;
}

SmallVector<Type> ExitEmitter::stateTypes(TypeRange yieldTypes) const {
  SmallVector<Type> types = {k.b.getI8Type()};
  if (loop) {
    llvm::append_range(types, loop->contTypes);
    llvm::append_range(types, loop->breakTypes);
  }
  llvm::append_range(types, yieldTypes);
  return types;
}

ExitState ExitEmitter::unflatten(ValueRange values, size_t yieldCount) const {
  ExitState state;
  state.kind = values.front();
  values = values.drop_front();
  if (loop) {
    state.cont.assign(values.begin(), values.begin() + loop->contTypes.size());
    values = values.drop_front(loop->contTypes.size());
    state.brk.assign(values.begin(), values.begin() + loop->breakTypes.size());
    values = values.drop_front(loop->breakTypes.size());
  }
  state.yielded.assign(values.begin(), values.begin() + yieldCount);
  return state;
}

ExitState ExitEmitter::fallThrough(Location loc, ValueRange yielded) {
  ExitState state;
  state.kind = kindConstant(loc, kFallThrough);
  if (loop) {
    state.cont = loop->contDummies;
    // A break value of a continue value's type (a loop's results are
    // often its iteration values) stands in by that value, which costs
    // nothing, rather than by a zero tile.
    for (Type type : loop->breakTypes) {
      auto same = llvm::find(loop->contTypes, type);
      state.brk.push_back(
          same == loop->contTypes.end()
              ? zeros(loc, type).front()
              : loop->contDummies[same - loop->contTypes.begin()]);
    }
  }
  state.yielded.assign(yielded.begin(), yielded.end());
  return state;
}

FailureOr<ExitState> ExitEmitter::emitTerminator(Operation *op,
                                                 TypeRange yieldTypes) {
  Location loc = op->getLoc();
  if (isa<aa::YieldOp>(op))
    return fallThrough(loc, carriedValues(k, op->getOperands()));
  ExitState state = fallThrough(loc, zeros(loc, yieldTypes));
  if (isa<aa::ContinueOp>(op) && loop) {
    state.kind = kindConstant(loc, kContinue);
    state.cont = carriedValues(k, op->getOperands());
    return state;
  }
  // A break out of a `for` would need the loop as an scf.while.
  if (isa<aa::BreakOp>(op) && loop && !loop->isFor) {
    state.kind = kindConstant(loc, kBreak);
    state.brk = carriedValues(k, op->getOperands());
    return state;
  }
  // A return from inside a loop would need every enclosing loop to pass
  // it on.
  if (isa<aa::ReturnOp>(op) && !loop && op->getNumOperands() == 0) {
    state.kind = kindConstant(loc, kReturn);
    return state;
  }
  return k.notCompiled(op);
}

FailureOr<ExitState> ExitEmitter::emitExitingIf(aa::IfOp op, Block &block,
                                                Block::iterator next,
                                                TypeRange yieldTypes) {
  OpBuilder &b = k.b;
  Location loc = op.getLoc();
  FailureOr<SmallVector<Type>> resultTypes =
      carriedTypes(k, op.getResultTypes());
  if (failed(resultTypes))
    return k.notCompiled(op);
  // The if itself: each branch ends in a state.
  auto branch = scf::IfOp::create(b, loc, stateTypes(*resultTypes),
                                  k.lookup(op.getCondition()),
                                  /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    for (auto [from, to] :
         {std::pair(&op.getThenRegion(), &branch.getThenRegion()),
          std::pair(&op.getElseRegion(), &branch.getElseRegion())}) {
      b.setInsertionPointToEnd(&to->front());
      // An absent else (the if has no results) falls through.
      FailureOr<ExitState> state =
          from->empty()
              ? fallThrough(loc, {})
              : emitRange(from->front(), from->front().begin(), *resultTypes);
      if (failed(state))
        return failure();
      scf::YieldOp::create(b, loc, state->flatten());
    }
  }
  ExitState state = unflatten(branch.getResults(), resultTypes->size());
  mapCarried(k, op.getResults(), state.yielded);
  // The rest of the block, when the if fell through.
  Value exited =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, state.kind,
                            kindConstant(loc, kFallThrough));
  auto rest = scf::IfOp::create(b, loc, stateTypes(yieldTypes), exited,
                                /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(&rest.getThenRegion().front());
  ExitState left = state;
  left.yielded = zeros(loc, yieldTypes);
  scf::YieldOp::create(b, loc, left.flatten());
  b.setInsertionPointToEnd(&rest.getElseRegion().front());
  FailureOr<ExitState> after = emitRange(block, next, yieldTypes);
  if (failed(after))
    return failure();
  scf::YieldOp::create(b, loc, after->flatten());
  return unflatten(rest.getResults(), yieldTypes.size());
}

FailureOr<ExitState> ExitEmitter::emitRange(Block &block, Block::iterator it,
                                            TypeRange yieldTypes) {
  for (; it != block.end(); ++it) {
    Operation *op = &*it;
    if (op->hasTrait<OpTrait::IsTerminator>())
      return emitTerminator(op, yieldTypes);
    if (mayExit(op))
      return emitExitingIf(cast<aa::IfOp>(op), block, std::next(it),
                           yieldTypes);
    if (failed(k.emitOp(op)))
      return failure();
  }
  return k.notCompiled(block.getParentOp());
}

/// Whether a continue, break or return in an if of `body` leaves it early.
static bool hasEarlyExit(Block &body) {
  return llvm::any_of(body.without_terminator(),
                      [](Operation &op) { return mayExit(&op); });
}

LogicalResult KernelEmitter::emitFor(aa::ForOp op) {
  Location loc = op.getLoc();
  Block &body = op.getRegion().front();
  if (!isa<aa::ContinueOp>(body.getTerminator()))
    return notCompiled(op);
  LoopContext loop;
  loop.isFor = true;
  FailureOr<SmallVector<Type>> types = carriedTypes(*this, op.getResultTypes());
  if (failed(types))
    return notCompiled(op);
  loop.contTypes = *types;
  // The interpreter stops when the next induction value would wrap around
  // its width. A loop of a narrower type counts in i64, where that value
  // is past any bound of the narrower type, so the loop stops there too.
  bool isUnsigned = op.getUnsignedCmp();
  Type ivType = op.getLowerBound().getType();
  bool widen = ivType.getIntOrFloatBitWidth() < 64;
  auto bound = [&](Value v) {
    return widen ? toI64(loc, lookup(v), !isUnsigned) : lookup(v);
  };
  auto forOp = scf::ForOp::create(
      b, loc, bound(op.getLowerBound()), bound(op.getUpperBound()),
      bound(op.getStep()), carriedValues(*this, op.getInitValues()), nullptr,
      isUnsigned);
  OpBuilder::InsertionGuard guard(b);
  // A loop without iter values comes with a terminator; ours replaces it.
  if (!forOp.getBody()->empty())
    forOp.getBody()->getTerminator()->erase();
  b.setInsertionPointToEnd(forOp.getBody());
  Value iv = forOp.getInductionVar();
  map(body.getArgument(0),
      widen ? arith::TruncIOp::create(b, loc, ivType, iv).getResult() : iv);
  mapCarried(*this, body.getArguments().drop_front(),
             forOp.getRegionIterArgs());
  loop.contDummies.assign(forOp.getRegionIterArgs().begin(),
                          forOp.getRegionIterArgs().end());
  SmallVector<Value> next;
  if (hasEarlyExit(body)) {
    FailureOr<ExitState> state =
        ExitEmitter(*this, &loop).emitRange(body, body.begin(), {});
    if (failed(state))
      return failure();
    // The body ends in continue, and a break or return is not compiled:
    // every way through continues.
    next = state->cont;
  } else {
    if (failed(emitBody(body)))
      return failure();
    next = carriedValues(*this, body.getTerminator()->getOperands());
  }
  scf::YieldOp::create(b, loc, next);
  mapCarried(*this, op.getResults(), forOp.getResults());
  return success();
}

LogicalResult KernelEmitter::emitLoop(aa::LoopOp op) {
  Location loc = op.getLoc();
  Block &body = op.getRegion().front();
  LoopContext loop;
  FailureOr<SmallVector<Type>> contTypes =
      carriedTypes(*this, body.getArgumentTypes());
  FailureOr<SmallVector<Type>> breakTypes =
      carriedTypes(*this, op.getResultTypes());
  if (failed(contTypes) || failed(breakTypes))
    return notCompiled(op);
  loop.contTypes = *contTypes;
  loop.breakTypes = *breakTypes;
  SmallVector<Type> forwarded(loop.contTypes);
  llvm::append_range(forwarded, loop.breakTypes);
  auto whileOp = scf::WhileOp::create(b, loc, forwarded,
                                      carriedValues(*this, op.getInitValues()),
                                      nullptr, nullptr);
  OpBuilder::InsertionGuard guard(b);
  // The builder made both blocks, with the carried and forwarded values as
  // their arguments.
  Block *before = whileOp.getBeforeBody();
  b.setInsertionPointToEnd(before);
  mapCarried(*this, body.getArguments(), before->getArguments());
  loop.contDummies.assign(before->args_begin(), before->args_end());
  FailureOr<ExitState> state =
      ExitEmitter(*this, &loop).emitRange(body, body.begin(), {});
  if (failed(state))
    return failure();
  Value again =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, state->kind,
                            arith::ConstantIntOp::create(b, loc, kContinue, 8));
  SmallVector<Value> values(state->cont);
  llvm::append_range(values, state->brk);
  scf::ConditionOp::create(b, loc, again, values);
  Block *after = whileOp.getAfterBody();
  b.setInsertionPointToEnd(after);
  scf::YieldOp::create(b, loc,
                       after->getArguments().take_front(loop.contTypes.size()));
  mapCarried(*this, op.getResults(),
             whileOp.getResults().drop_front(loop.contTypes.size()));
  return success();
}

LogicalResult KernelEmitter::emitIf(aa::IfOp op) {
  Location loc = op.getLoc();
  for (Region *region : {&op.getThenRegion(), &op.getElseRegion()})
    if (!region->empty() && !isa<aa::YieldOp>(region->front().getTerminator()))
      return notCompiled(op);
  FailureOr<SmallVector<Type>> types = carriedTypes(*this, op.getResultTypes());
  if (failed(types))
    return notCompiled(op);
  bool hasElse = !op.getElseRegion().empty();
  auto branch =
      scf::IfOp::create(b, loc, *types, lookup(op.getCondition()), hasElse);
  OpBuilder::InsertionGuard guard(b);
  for (auto [from, to] :
       {std::pair(&op.getThenRegion(), &branch.getThenRegion()),
        std::pair(&op.getElseRegion(), &branch.getElseRegion())}) {
    if (from->empty())
      continue;
    Block &block = from->front();
    Block *target = &to->front();
    // scf.if builds a terminator for result-less branches; replace it.
    if (!target->empty())
      target->getTerminator()->erase();
    b.setInsertionPointToEnd(target);
    if (failed(emitBody(block)))
      return failure();
    scf::YieldOp::create(
        b, loc, carriedValues(*this, block.getTerminator()->getOperands()));
  }
  mapCarried(*this, op.getResults(), branch.getResults());
  return success();
}

LogicalResult KernelEmitter::emitKernelBody(Block &body) {
  if (!hasEarlyExit(body)) {
    if (failed(emitBody(body)))
      return failure();
    if (!isa<aa::ReturnOp>(body.getTerminator()) ||
        body.getTerminator()->getNumOperands())
      return notCompiled(body.getTerminator());
    return success();
  }
  // Every way out of the kernel is a return; the state is not needed.
  return ExitEmitter(*this, nullptr).emitRange(body, body.begin(), {});
}
