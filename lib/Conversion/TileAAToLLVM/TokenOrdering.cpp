//===- TokenOrdering.cpp - Memory tokens as mbarrier phases ---------------===//
//
// Seed 002 lowers memory tokens to mbarriers: create_mem_token claims a
// barrier of the per-CTA pool (--tileaa-allocate-mbarriers picks the slots),
// effects move it through its phases and join_mem_token waits on the parity
// of each input barrier.
//
// In this lowering every thread performs its share of each memory op
// synchronously, so what a token orders across threads is visibility: an op
// ordered after a write must see what every thread of the CTA wrote, and a
// write ordered after a read must not overwrite what another thread has
// still to read (read-after-read needs nothing). Each
// barrier is initialised once, in the kernel's prologue, with an arrival
// count of one per thread; a slot reused by a later token keeps counting
// phases (re-initialising it could strand a thread still polling the
// previous phase). Each thread keeps, per slot, the parity of its current
// phase and whether it has arrived on it without waiting yet ("pending"):
//  - after a write, or a read that a write may be ordered after, the thread
//    arrives on the first barrier its token rides (release semantics),
//    first waiting out its own pending arrival there so that every phase
//    counts exactly one arrival per thread;
//  - before an op that needs ordering (above), and at a join, it waits
//    (acquire semantics) on every barrier the token rides that it has a
//    pending arrival on, then flips its parity.
// Control flow is uniform across the CTA (the lowering replicates scalars),
// so all threads agree on these bits, which live in two i32 stack slots
// that LLVM promotes to registers.
//
// Kernels lowered without the allocation pass fall back to a bar.sync before
// each op that needs ordering.
//
//===----------------------------------------------------------------------===//

#include "TokenOrdering.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;

static constexpr llvm::StringLiteral kPoolSizeAttr = "nv_tileaa.mbarriers";
static constexpr llvm::StringLiteral kEffectSlotsAttr =
    "nv_tileaa.mbarrier_slots";
static constexpr llvm::StringLiteral kJoinWaitsAttr =
    "nv_tileaa.mbarrier_waits";

bool mlir::tileir::tilegpu::consumesToken(Operation *op) {
  if (isa<aa::CreateMemTokenOp, aa::JoinMemTokenOp>(op) ||
      op->getNumRegions() || op->hasTrait<OpTrait::IsTerminator>())
    return false;
  return llvm::any_of(op->getOperandTypes(),
                      [](Type t) { return isa<aa::MemTokenType>(t); });
}

/// Loads (multimem load-reduces included) and prints only read.
static bool isWrite(Operation *op) {
  return !isa<aa::TiledLoadOp, aa::LoadOp, aa::PrintOp,
              aa::MultimemLoadReduceOp>(op);
}

/// True if `token` may carry the completion of a memory effect (a write, if
/// `writesOnly`).
static bool tokenFollows(Value token, bool writesOnly,
                         llvm::SmallPtrSetImpl<Value> &seen) {
  if (!isa<aa::MemTokenType>(token.getType()) || !seen.insert(token).second)
    return false;
  Operation *def = token.getDefiningOp();
  if (!def)
    return true; // A block argument: a loop-carried token, be conservative.
  if (isa<aa::CreateMemTokenOp>(def))
    return false;
  if (auto join = dyn_cast<aa::JoinMemTokenOp>(def))
    return llvm::any_of(join.getTokens(), [&](Value t) {
      return tokenFollows(t, writesOnly, seen);
    });
  // Region ops hand on tokens of effects in their bodies.
  return !writesOnly || def->getNumRegions() || isWrite(def);
}

static bool anyFollows(ValueRange tokens, bool writesOnly) {
  llvm::SmallPtrSet<Value, 8> seen;
  return llvm::any_of(
      tokens, [&](Value t) { return tokenFollows(t, writesOnly, seen); });
}

/// True if an effect (a write, if `writesOnly`) may be ordered after
/// `token`. A later write must not overwrite what another thread has still
/// to read, and nothing needs to see an effect no other effect follows.
static bool tokenReaches(Value token, bool writesOnly,
                         llvm::SmallPtrSetImpl<Value> &seen) {
  if (!seen.insert(token).second)
    return false;
  for (Operation *user : token.getUsers()) {
    if (isa<aa::JoinMemTokenOp>(user)) {
      if (tokenReaches(user->getResult(0), writesOnly, seen))
        return true;
      continue;
    }
    if (!consumesToken(user))
      return true; // Carried into a region or out of one: be conservative.
    if (!writesOnly || isWrite(user))
      return true;
    for (Value result : user->getResults())
      if (isa<aa::MemTokenType>(result.getType()) &&
          tokenReaches(result, writesOnly, seen))
        return true;
  }
  return false;
}

static bool reaches(Value token, bool writesOnly) {
  llvm::SmallPtrSet<Value, 8> seen;
  return tokenReaches(token, writesOnly, seen);
}

/// The token `op` produces, if any.
static Value resultToken(Operation *op) {
  for (Value result : op->getResults())
    if (isa<aa::MemTokenType>(result.getType()))
      return result;
  return {};
}

/// Whether `op` must wait for the effects its token follows: a read after
/// a write, a write after any effect (reads before writes matter too).
static bool needsOrdering(Operation *op) {
  return anyFollows(op->getOperands(), /*writesOnly=*/!isWrite(op));
}

/// Whether other threads may wait on `op`: a write another effect is
/// ordered after, or a read a write is ordered after.
static bool publishes(Operation *op) {
  Value token = resultToken(op);
  return token && reaches(token, /*writesOnly=*/!isWrite(op));
}

//===----------------------------------------------------------------------===//
// The pool and the per-thread phase bits
//===----------------------------------------------------------------------===//

static std::string poolSymbol(KernelEmitter &em) {
  return ("__tileir_mbarriers_" + em.function().getName()).str();
}

static Value barrierAddress(KernelEmitter &em, int32_t slot) {
  auto sharedPtr = LLVM::LLVMPointerType::get(em.b.getContext(), 3);
  Value base =
      LLVM::AddressOfOp::create(em.b, em.loc, sharedPtr, poolSymbol(em));
  return LLVM::GEPOp::create(em.b, em.loc, sharedPtr, em.b.getI64Type(), base,
                             llvm::ArrayRef<LLVM::GEPArg>{slot});
}

/// Bit `slot` of the i32 in `var`.
static Value testBit(KernelEmitter &em, Value var, int32_t slot) {
  Value bits = LLVM::LoadOp::create(em.b, em.loc, em.b.getI32Type(), var);
  Value bit = LLVM::AndOp::create(em.b, em.loc, bits, em.i32Const(1u << slot));
  return LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::ne, bit,
                              em.i32Const(0));
}

static void flipBit(KernelEmitter &em, Value var, int32_t slot) {
  Value bits = LLVM::LoadOp::create(em.b, em.loc, em.b.getI32Type(), var);
  LLVM::StoreOp::create(
      em.b, em.loc,
      LLVM::XOrOp::create(em.b, em.loc, bits, em.i32Const(1u << slot)), var);
}

void mlir::tileir::tilegpu::emitMBarrierPrologue(KernelEmitter &em,
                                                 Operation *func) {
  auto size = func->getAttrOfType<IntegerAttr>(kPoolSizeAttr);
  em.numMBarriers = size ? size.getInt() : 0;
  if (!em.numMBarriers)
    return;
  {
    OpBuilder::InsertionGuard guard(em.b);
    em.b.setInsertionPoint(em.function());
    auto type = LLVM::LLVMArrayType::get(em.b.getI64Type(), em.numMBarriers);
    LLVM::GlobalOp::create(em.b, em.loc, type, /*isConstant=*/false,
                           LLVM::Linkage::Internal, poolSymbol(em), Attribute(),
                           /*alignment=*/8, /*addrSpace=*/3);
  }
  Type i32 = em.b.getI32Type();
  auto ptr = LLVM::LLVMPointerType::get(em.b.getContext());
  for (Value *var : {&em.mbarrierPhases, &em.mbarrierPending}) {
    *var = LLVM::AllocaOp::create(em.b, em.loc, ptr, i32, em.i32Const(1));
    LLVM::StoreOp::create(em.b, em.loc, em.i32Const(0), *var);
  }
  Value first = LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::eq,
                                     em.threadId(), em.i32Const(0));
  em.emitIf(first, [&] {
    for (int32_t slot = 0; slot < em.numMBarriers; ++slot)
      NVVM::MBarrierInitOp::create(em.b, em.loc, barrierAddress(em, slot),
                                   em.i32Const(em.target.numThreads),
                                   /*predicate=*/Value());
  });
  // Nobody arrives on a barrier before it is initialised.
  em.barrier();
}

/// Spins until the phase of barrier `slot` with this thread's parity
/// completes, then moves the thread to the next phase.
static void waitPhase(KernelEmitter &em, int32_t slot) {
  Value parity = LLVM::AndOp::create(
      em.b, em.loc,
      LLVM::LShrOp::create(em.b, em.loc,
                           LLVM::LoadOp::create(em.b, em.loc, em.b.getI32Type(),
                                                em.mbarrierPhases),
                           em.i32Const(slot)),
      em.i32Const(1));
  Block *current = em.b.getInsertionBlock();
  Region *region = current->getParent();
  Block *poll = em.b.createBlock(region, region->end());
  Block *done = em.b.createBlock(region, region->end());
  em.b.setInsertionPointToEnd(current);
  LLVM::BrOp::create(em.b, em.loc, ValueRange(), poll);
  em.b.setInsertionPointToEnd(poll);
  Value address = barrierAddress(em, slot);
  Type i1 = em.b.getI1Type();
  // try_wait (which may suspend the thread) needs sm_90; test_wait polls.
  Value complete =
      em.target.computeCapability >= 90
          ? NVVM::MBarrierTryWaitOp::create(em.b, em.loc, i1, address, parity,
                                            /*ticks=*/Value())
                .getResult()
          : NVVM::MBarrierTestWaitOp::create(em.b, em.loc, i1, address, parity)
                .getResult();
  LLVM::CondBrOp::create(em.b, em.loc, complete, done, poll);
  em.b.setInsertionPointToEnd(done);
  flipBit(em, em.mbarrierPhases, slot);
  flipBit(em, em.mbarrierPending, slot);
}

static void waitIfPending(KernelEmitter &em, int32_t slot) {
  em.emitIf(testBit(em, em.mbarrierPending, slot),
            [&] { waitPhase(em, slot); });
}

static llvm::ArrayRef<int32_t> slotsOf(Operation *op, llvm::StringRef attr) {
  if (auto slots = op->getAttrOfType<DenseI32ArrayAttr>(attr))
    return slots.asArrayRef();
  return {};
}

//===----------------------------------------------------------------------===//
// Effects and tokens
//===----------------------------------------------------------------------===//

void mlir::tileir::tilegpu::beforeMemoryEffect(KernelEmitter &em,
                                               Operation *op) {
  if (!needsOrdering(op))
    return;
  if (!em.numMBarriers || !op->hasAttr(kEffectSlotsAttr)) {
    // Not allocated: another thread of the CTA may have written what this
    // op reads, or still have to read what it writes; bar.sync orders
    // memory in the CTA.
    em.barrier();
    return;
  }
  for (int32_t slot : slotsOf(op, kEffectSlotsAttr))
    waitIfPending(em, slot);
}

void mlir::tileir::tilegpu::afterMemoryEffect(KernelEmitter &em,
                                              Operation *op) {
  llvm::ArrayRef<int32_t> slots = slotsOf(op, kEffectSlotsAttr);
  if (!em.numMBarriers || slots.empty() || !publishes(op))
    return;
  int32_t slot = slots.front();
  waitIfPending(em, slot);
  NVVM::MBarrierArriveOp::create(em.b, em.loc, /*res=*/Type(),
                                 barrierAddress(em, slot), /*count=*/Value());
  flipBit(em, em.mbarrierPending, slot);
}

void mlir::tileir::tilegpu::registerTokenLowerings(LoweringTable &t) {
  // The barrier a new token rides is initialised in the prologue; nothing
  // it orders has happened yet.
  t.add<aa::CreateMemTokenOp>([](aa::CreateMemTokenOp op, KernelEmitter &em) {
    em.set(op.getResult(), {});
    return success();
  });
  // A parity wait per input barrier that has a pending write.
  t.add<aa::JoinMemTokenOp>([](aa::JoinMemTokenOp op, KernelEmitter &em) {
    bool needed = anyFollows(op.getTokens(), /*writesOnly=*/true) ||
                  (anyFollows(op.getTokens(), /*writesOnly=*/false) &&
                   reaches(op.getResult(), /*writesOnly=*/true));
    if (em.numMBarriers && needed)
      for (int32_t slot : slotsOf(op, kJoinWaitsAttr))
        waitIfPending(em, slot);
    em.set(op.getResult(), {});
    return success();
  });
}
