//===- AllocateMBarriers.cpp - The per-CTA mbarrier pool ------------------===//
//
// Seed 002 lowers tokens to mbarriers: create_mem_token becomes an
// mbarrier.init with a producer count, every token derived from it rides the
// same barrier (a memory effect only moves it to the next phase) and
// join_mem_token becomes a chain of parity waits, one per input barrier. The
// barriers come from a per-CTA pool of 32 whose exhaustion is a hard error,
// never a fallback to software ordering. This pass picks the slots.
//
// A token value may ride several barriers at once: a join result, or a
// token carried through a loop or out of a branch, stands for whichever
// input the lowering continues on, so all of them stay live with it.
//
//===----------------------------------------------------------------------===//

#include "MemTokenGraph.h"

#include "tileir/Dialect/TileAA/Transforms/Passes.h"

#include "llvm/ADT/BitVector.h"

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_ALLOCATEMBARRIERS
#include "tileir/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

static constexpr StringLiteral kSlotAttr = "nv_tileaa.mbarrier_slot";
static constexpr StringLiteral kWaitsAttr = "nv_tileaa.mbarrier_waits";
static constexpr StringLiteral kCountAttr = "nv_tileaa.mbarriers";
static constexpr StringLiteral kEffectSlotsAttr = "nv_tileaa.mbarrier_slots";

namespace {
class FuncAllocator {
public:
  FuncAllocator(FuncOp func, unsigned poolSize)
      : func(func), poolSize(poolSize) {}

  LogicalResult run() {
    func.getBody().walk(
        [&](CreateMemTokenOp create) { creates.push_back(create); });
    number(func);
    propagateCarriers();
    computeLiveness();
    if (failed(assignSlots()))
      return failure();
    annotate();
    return success();
  }

private:
  /// Pre-order positions: `first` of an op, `last` of everything nested in
  /// it. Ops of structured regions run in this order, except that a loop
  /// body runs again after its last op.
  void number(Operation *op) {
    first[op] = counter++;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &nested : block)
          number(&nested);
    last[op] = counter - 1;
  }

  /// Adds `from`'s barriers to `to`'s; true if that changed anything.
  bool merge(Value to, Value from) {
    if (!isMemToken(to) || !isMemToken(from))
      return false;
    auto it = carriers.find(from);
    if (it == carriers.end())
      return false;
    llvm::BitVector source = it->second;
    llvm::BitVector &target = carriers[to];
    target.resize(creates.size());
    llvm::BitVector before = target;
    target |= source;
    return target != before;
  }

  /// Which create_mem_token barriers each token value may ride, to a
  /// fixpoint (loop-carried values feed back into their loop).
  void propagateCarriers() {
    for (auto [id, create] : llvm::enumerate(creates)) {
      llvm::BitVector &bits = carriers[create.getResult()];
      bits.resize(creates.size());
      bits.set(id);
    }
    bool changed = true;
    while (changed) {
      changed = false;
      func.getBody().walk([&](Operation *op) { changed |= propagate(op); });
    }
  }

  bool propagate(Operation *op) {
    bool changed = false;
    auto mergeAll = [&](ValueRange to, ValueRange from) {
      for (auto [target, source] : llvm::zip(to, from))
        changed |= merge(target, source);
    };
    if (isa<CreateMemTokenOp>(op))
      return false;
    if (auto forOp = dyn_cast<ForOp>(op)) {
      mergeAll(forOp.getRegion().getArguments().drop_front(),
               forOp.getInitValues());
      mergeAll(forOp.getResults(), forOp.getInitValues());
      return changed;
    }
    if (auto loopOp = dyn_cast<LoopOp>(op)) {
      mergeAll(loopOp.getRegion().getArguments(), loopOp.getInitValues());
      return changed;
    }
    if (isa<ContinueOp>(op)) {
      if (Operation *loop = getTargetLoop(op)) {
        for (auto [index, value] : llvm::enumerate(op->getOperands()))
          if (BlockArgument arg = getIterArg(loop, index))
            changed |= merge(arg, value);
        // A for's results are its last iteration's continued values.
        if (isa<ForOp>(loop))
          mergeAll(loop->getResults(), op->getOperands());
      }
      return changed;
    }
    if (isa<BreakOp>(op)) {
      if (Operation *loop = getTargetLoop(op))
        mergeAll(loop->getResults(), op->getOperands());
      return changed;
    }
    if (isa<YieldOp, QueueYieldOp>(op)) {
      Operation *parent = op->getParentOp();
      if (isa<IfOp, QueueGetOp, PragmaOp>(parent))
        mergeAll(parent->getResults(), op->getOperands());
      return changed;
    }
    if (op->getNumRegions() != 0 || op->hasTrait<OpTrait::IsTerminator>())
      return false;
    // Joins and memory effects: every token result follows every token
    // operand (a join's result rides any of its inputs' barriers, an
    // effect's successor its input's barrier at the next phase).
    for (Value result : op->getResults())
      for (Value operand : op->getOperands())
        changed |= merge(result, operand);
    return changed;
  }

  void touch(unsigned id, unsigned position) {
    Interval &interval = intervals[id];
    interval.start = std::min(interval.start, position);
    interval.end = std::max(interval.end, position);
  }

  void touchAll(Value token, unsigned position) {
    auto it = carriers.find(token);
    if (it == carriers.end())
      return;
    for (unsigned id : it->second.set_bits())
      touch(id, position);
  }

  /// The span of positions over which each barrier may still be used or
  /// waited on.
  void computeLiveness() {
    intervals.clear();
    for (CreateMemTokenOp create : creates)
      intervals.push_back({first[create], first[create]});
    unsigned end = last[func];
    func.getBody().walk([&](Operation *op) {
      for (Value operand : op->getOperands()) {
        if (!isMemToken(operand))
          continue;
        auto it = carriers.find(operand);
        if (it == carriers.end())
          continue;
        for (unsigned id : it->second.set_bits()) {
          touch(id, first[op]);
          // A use inside a region op that does not hold the create keeps
          // the barrier for the whole region op: a loop runs the use again,
          // and on a branch not taken nothing ever waits on the barrier.
          Operation *create = creates[id];
          for (Operation *parent = op->getParentOp(); parent != func;
               parent = parent->getParentOp())
            if (!parent->isAncestor(create))
              touch(id, last[parent]);
        }
      }
      // Carried through a loop: the next iteration starts with it live, so
      // no op of the loop may reuse its barrier.
      if (isa<ForOp, LoopOp>(op))
        for (BlockArgument arg : op->getRegion(0).getArguments()) {
          touchAll(arg, first[op]);
          touchAll(arg, last[op]);
        }
      // A token nobody uses after an effect, a loop or a branch still has
      // arrivals in flight; only the end of the kernel waits for them.
      // (create_mem_token has none, and a join has waited for its inputs.)
      if (!isa<CreateMemTokenOp, JoinMemTokenOp>(op))
        for (Value result : op->getResults())
          if (isMemToken(result) && result.use_empty())
            touchAll(result, end);
      for (Region &region : op->getRegions())
        for (BlockArgument arg : region.getArguments())
          if (isMemToken(arg) && arg.use_empty())
            touchAll(arg, end);
    });
  }

  /// Linear scan over the intervals in start order, lowest free slot first.
  /// The intervals form an interval graph, so this uses as few slots as the
  /// largest set of barriers live at one position: running out means more
  /// than `poolSize` really are live at once.
  LogicalResult assignSlots() {
    SmallVector<unsigned> order(creates.size());
    for (unsigned id = 0; id < order.size(); ++id)
      order[id] = id;
    llvm::stable_sort(order, [&](unsigned a, unsigned b) {
      return intervals[a].start < intervals[b].start;
    });
    slots.assign(creates.size(), 0);
    // The end of the interval of the barrier holding each slot, if any.
    SmallVector<std::optional<unsigned>> holder(poolSize);
    for (unsigned id : order) {
      for (std::optional<unsigned> &end : holder)
        if (end && *end < intervals[id].start)
          end.reset();
      auto free = llvm::find_if(holder, [](const std::optional<unsigned> &end) {
        return !end.has_value();
      });
      if (free == holder.end())
        return creates[id].emitError("mbarrier pool exhausted: more than ")
               << poolSize << " mem_tokens are live at once (the per-CTA "
               << "pool has " << poolSize << " mbarriers)";
      *free = intervals[id].end;
      slots[id] = free - holder.begin();
    }
    return success();
  }

  void annotate() {
    Builder builder(func.getContext());
    unsigned used = 0;
    for (auto [id, create] : llvm::enumerate(creates)) {
      create->setAttr(kSlotAttr, builder.getI32IntegerAttr(slots[id]));
      used = std::max(used, slots[id] + 1);
      // The init count: the effects that arrive on the barrier's first
      // phase. An explicit count already in the IR is never lowered.
      int64_t producers =
          llvm::count_if(create.getResult().getUsers(),
                         [](Operation *user) { return isMemoryEffect(user); });
      producers = std::max<int64_t>(
          {producers, 1, static_cast<int64_t>(create.getProducers())});
      create.setProducersAttr(builder.getI32IntegerAttr(producers));
    }
    // The slots of the barriers any of `tokens` rides, in operand order.
    auto slotsOf = [&](ValueRange tokens) {
      SmallVector<int32_t> out;
      for (Value token : tokens) {
        auto it = carriers.find(token);
        if (it == carriers.end())
          continue;
        for (unsigned id : it->second.set_bits())
          if (!llvm::is_contained(out, slots[id]))
            out.push_back(slots[id]);
      }
      return out;
    };
    func.getBody().walk([&](Operation *op) {
      // A join: one parity wait per input barrier, in input order.
      if (auto join = dyn_cast<JoinMemTokenOp>(op)) {
        join->setAttr(kWaitsAttr,
                      builder.getDenseI32ArrayAttr(slotsOf(join.getTokens())));
        return;
      }
      // A memory effect: the barriers its token rides, which it waits on
      // (after a write) and arrives on (as a write).
      if (!isMemoryEffect(op))
        return;
      SmallVector<Value> tokens;
      for (Value operand : op->getOperands())
        if (isMemToken(operand))
          tokens.push_back(operand);
      if (!tokens.empty())
        op->setAttr(kEffectSlotsAttr,
                    builder.getDenseI32ArrayAttr(slotsOf(tokens)));
    });
    func->setAttr(kCountAttr, builder.getI32IntegerAttr(used));
  }

  struct Interval {
    unsigned start, end;
  };

  FuncOp func;
  unsigned poolSize;
  SmallVector<CreateMemTokenOp> creates;
  DenseMap<Operation *, unsigned> first, last;
  unsigned counter = 0;
  DenseMap<Value, llvm::BitVector> carriers;
  SmallVector<Interval> intervals;
  SmallVector<unsigned> slots;
};

struct AllocateMBarriers
    : nv_tileaa::impl::AllocateMBarriersBase<AllocateMBarriers> {
  using Base::Base;

  void runOnOperation() override {
    bool ok = true;
    getOperation()->walk([&](FuncOp func) {
      ok &= succeeded(FuncAllocator(func, poolSize).run());
    });
    if (!ok)
      signalPassFailure();
  }
};
} // namespace
