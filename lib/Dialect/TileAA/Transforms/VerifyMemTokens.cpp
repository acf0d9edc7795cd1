//===- VerifyMemTokens.cpp - Check the mem-token algebra ------------------===//
//
// Seed 002 asks two things of the token graph: every memory effect produces
// a successor token, and a join is complete only once all of its inputs are.
// The mbarrier lowering relies on more of its shape than the op verifiers
// can see one op at a time: tokens come only from the algebra's own ops, and
// an ordering edge that enters a loop or a branch comes out of it again.
//
//===----------------------------------------------------------------------===//

#include "MemTokenGraph.h"

#include "tileir/Dialect/TileAA/Transforms/Passes.h"

#include "mlir/IR/Dominance.h"

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_VERIFYMEMTOKENS
#include "tileir/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

static unsigned countTokens(TypeRange types) {
  return llvm::count_if(types, [](Type type) { return isMemToken(type); });
}

/// Ops that may define a mem_token besides memory effects.
static bool mayDefineToken(Operation *op) {
  return isa<CreateMemTokenOp, JoinMemTokenOp, ForOp, LoopOp, IfOp, QueueGetOp,
             PragmaOp>(op) ||
         isMemoryEffect(op);
}

/// Ops that may use a mem_token besides memory effects: joins, the
/// operands a region op hands to its body, and the terminators that hand
/// tokens on.
static bool mayUseToken(Operation *op) {
  return isa<JoinMemTokenOp, ForOp, LoopOp, QueueGetOp, YieldOp, ContinueOp,
             BreakOp, ReturnOp, QueueYieldOp>(op) ||
         isMemoryEffect(op);
}

/// Writes, for the dangling-write warning. Dropping a load's token is the
/// normal case (later ops depend on its data, not its token), so reporting
/// loads would drown the writes.
static bool isWrite(Operation *op) {
  return isa<StoreOp, TiledStoreOp, AtomicCasOp, AtomicRmwOp, TiledAtomicRedOp,
             MultimemReduceOp, MultimemStoreOp>(op);
}

/// True if `value` is defined inside one of `scope`'s regions.
static bool isDefinedIn(Value value, Operation *scope) {
  Region *region = value.getParentRegion();
  return region && scope->isAncestor(region->getParentOp());
}

namespace {
/// Answers "is this token ordered after a root on every path that produces
/// it?" inside one region op, walking the token graph backwards.
class OrderingQuery {
public:
  OrderingQuery(Operation *scope, llvm::function_ref<bool(Value)> isRoot)
      : scope(scope), isRoot(isRoot) {}

  bool orderedAfterRoot(Value value) {
    if (isRoot(value))
      return true;
    // Nothing defined before the region can follow a root inside it.
    if (!isDefinedIn(value, scope))
      return false;
    auto [it, inserted] = memo.try_emplace(value, false);
    if (!inserted)
      return it->second;
    bool result = compute(value);
    memo[value] = result;
    return result;
  }

private:
  bool compute(Value value) {
    // A loop-carried token is its initial value on the first iteration;
    // every later iteration is ordered after that one by threading, which
    // the continue of the inner loop is checked for on its own.
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      Value init = getIterInit(arg);
      return init && orderedAfterRoot(init);
    }
    Operation *def = value.getDefiningOp();
    unsigned index = cast<OpResult>(value).getResultNumber();
    // A join is complete after each of its inputs, so one ordered input is
    // enough; a memory effect follows its input token.
    if (isa<JoinMemTokenOp>(def) || isMemoryEffect(def))
      return llvm::any_of(def->getOperands(), [&](Value operand) {
        return isMemToken(operand) && orderedAfterRoot(operand);
      });
    // A for runs zero times or threads its carried token: either way its
    // result follows the initial value.
    if (auto forOp = dyn_cast<ForOp>(def))
      return orderedAfterRoot(forOp.getInitValues()[index]);
    // Branches, queue and pragma regions: every way out must be ordered.
    if (isa<IfOp, QueueGetOp, PragmaOp>(def))
      return allExits(def, index, [def](Operation *terminator) {
        return isa<YieldOp, QueueYieldOp>(terminator) &&
               terminator->getParentOp() == def;
      });
    if (isa<LoopOp>(def))
      return allExits(def, index, [def](Operation *terminator) {
        return isa<BreakOp>(terminator) && getTargetLoop(terminator) == def;
      });
    // create_mem_token starts a fresh chain; anything else is not a token
    // producer the algebra knows.
    return false;
  }

  template <typename IsExit>
  bool allExits(Operation *op, unsigned index, IsExit isExit) {
    bool ordered = true;
    op->walk([&](Operation *terminator) {
      if (!isExit(terminator) || index >= terminator->getNumOperands())
        return WalkResult::advance();
      if (!orderedAfterRoot(terminator->getOperand(index))) {
        ordered = false;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return ordered;
  }

  Operation *scope;
  llvm::function_ref<bool(Value)> isRoot;
  DenseMap<Value, bool> memo;
};

class FuncChecker {
public:
  FuncChecker(FuncOp func, DominanceInfo &dominance, bool warnDanglingWrites)
      : func(func), dominance(dominance),
        warnDanglingWrites(warnDanglingWrites) {}

  /// False if any error was reported (warnings do not count).
  bool run() {
    func.getBody().walk([&](Operation *op) { check(op); });
    return ok;
  }

private:
  void check(Operation *op) {
    bool effect = isMemoryEffect(op);
    if (effect)
      checkEffect(op);
    else
      checkProvenance(op);
    if (!effect && !mayUseToken(op) && countTokens(op->getOperandTypes()))
      error(op) << "consumes a !nv_tileaa.mem_token outside the token "
                   "algebra";
    if (auto join = dyn_cast<JoinMemTokenOp>(op))
      checkJoin(join);
    else if (isa<ContinueOp>(op))
      checkThreaded(op);
    else if (isa<YieldOp, QueueYieldOp, BreakOp>(op))
      checkRegionExit(op);
  }

  InFlightDiagnostic error(Operation *op) {
    ok = false;
    return op->emitOpError();
  }

  void checkEffect(Operation *op) {
    unsigned consumed = countTokens(op->getOperandTypes());
    unsigned produced = countTokens(op->getResultTypes());
    if (consumed != 1)
      error(op) << "memory effect must consume exactly one "
                   "!nv_tileaa.mem_token, found "
                << consumed;
    if (produced != 1)
      error(op) << "memory effect must produce exactly one successor "
                   "!nv_tileaa.mem_token, found "
                << produced;
    if (warnDanglingWrites && produced == 1 && isWrite(op)) {
      Value successor = *llvm::find_if(
          op->getResults(), [](Value result) { return isMemToken(result); });
      if (successor.use_empty())
        op->emitWarning("the successor token of this write is never "
                        "consumed: only the end of the kernel orders it");
    }
  }

  void checkProvenance(Operation *op) {
    if (countTokens(op->getResultTypes()) && !mayDefineToken(op))
      error(op) << "produces a !nv_tileaa.mem_token outside the token "
                   "algebra";
  }

  // SSA dominance is what makes a join wait for inputs that exist; the IR
  // verifier checks it too, but the allocator and the lowering assume it of
  // the token graph, so a pass pipeline that skipped verification is caught
  // here.
  void checkJoin(JoinMemTokenOp join) {
    for (auto [index, input] : llvm::enumerate(join.getTokens()))
      if (!dominance.properlyDominates(input, join))
        error(join) << "input #" << index
                    << " is not complete before the join: it does not "
                       "dominate it";
  }

  // The token continued at position k becomes the next iteration's carried
  // token k: unless it follows this iteration's token k, the next iteration
  // (and the loop's result) is not ordered after this one on that chain.
  void checkThreaded(Operation *cont) {
    Operation *loop = getTargetLoop(cont);
    if (!loop)
      return;
    for (auto [index, value] : llvm::enumerate(cont->getOperands())) {
      if (!isMemToken(value))
        continue;
      BlockArgument incoming = getIterArg(loop, index);
      if (!incoming)
        continue;
      // function_ref does not own its callee: keep the lambda alive.
      auto isIncoming = [&](Value v) { return v == incoming; };
      OrderingQuery query(loop, isIncoming);
      if (!query.orderedAfterRoot(value))
        error(cont) << "loop-carried !nv_tileaa.mem_token #" << index
                    << " is not threaded: the token passed to the next "
                       "iteration is not ordered after the iteration's "
                       "incoming token";
    }
  }

  // A token that leaves a region rooted only in tokens created inside it
  // drops every ordering edge that led into the region: what follows the
  // region would no longer be ordered after what preceded it.
  void checkRegionExit(Operation *terminator) {
    Operation *exited = isa<BreakOp>(terminator) ? getTargetLoop(terminator)
                                                 : terminator->getParentOp();
    // reduce/scan combiners yield scalars; they never carry tokens.
    if (!exited || !isa<IfOp, PragmaOp, QueueGetOp, LoopOp>(exited))
      return;
    auto entered = [&](Value v) {
      if (auto arg = dyn_cast<BlockArgument>(v))
        if (arg.getOwner()->getParentOp() == exited)
          return true;
      return !isDefinedIn(v, exited);
    };
    for (auto [index, value] : llvm::enumerate(terminator->getOperands())) {
      if (!isMemToken(value))
        continue;
      OrderingQuery query(exited, entered);
      if (!query.orderedAfterRoot(value))
        error(terminator) << "!nv_tileaa.mem_token #" << index << " leaves '"
                          << exited->getName()
                          << "' without being ordered after any token that "
                             "entered it";
    }
  }

  FuncOp func;
  DominanceInfo &dominance;
  bool warnDanglingWrites;
  bool ok = true;
};

struct VerifyMemTokens : nv_tileaa::impl::VerifyMemTokensBase<VerifyMemTokens> {
  using Base::Base;

  void runOnOperation() override {
    DominanceInfo &dominance = getAnalysis<DominanceInfo>();
    bool ok = true;
    getOperation()->walk([&](FuncOp func) {
      ok &= FuncChecker(func, dominance, warnDanglingWrites).run();
    });
    if (!ok)
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
