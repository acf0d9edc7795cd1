//===- ZeroFillCopies.cpp - cp.async zero fill by predicate ---------------===//
//
// A pipelined copy that reaches past a view or past the loop fills its
// shared-memory run with zeros. The lowering says so as the NVVM dialect
// does (llvm.nvvm.cp.async.cg.shared.global.16.s): a source size of 16 bytes
// or 0, selected by the copy's bounds checks. ptxas takes a size register
// as it comes: it derives the predicate its copy instruction zero-fills by
// again, two more instructions a copy (sm_90a: a kernel of four such copies
// took 48 instructions, 40 with the predicate). PTX's other form,
// `cp.async ..., 16, ignore-src`, takes that predicate itself (PTX ISA,
// "cp.async": ignore-src true reads nothing and writes zeros, as a source
// size of 0 does).
//
// The rewrite runs on the LLVM IR before its optimisation pipeline, which
// then folds the select chains into the predicate's logic. It rewrites a
// copy only where every value its size can take is 16 or 0 by the selects'
// structure, so a size it does not follow keeps the intrinsic. gpu-sim,
// its profiler and memcheck see the NVVM dialect's form, which this
// rewrite leaves them: the two mean the same copies.
//
//===----------------------------------------------------------------------===//

#include "ZeroFillCopies.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

/// Whether every value `size` can take is 16 or 0 by construction:
/// constants, and selects between such values.
static bool isWholeOrNothing(Value *size) {
  if (auto *c = dyn_cast<ConstantInt>(size))
    return c->equalsInt(16) || c->isZero();
  auto *select = dyn_cast<SelectInst>(size);
  return select && isWholeOrNothing(select->getTrueValue()) &&
         isWholeOrNothing(select->getFalseValue());
}

/// The condition under which `size` (isWholeOrNothing) is 16.
static Value *copiesWhole(Value *size, IRBuilder<> &b) {
  if (auto *c = dyn_cast<ConstantInt>(size))
    return c->isZero() ? b.getFalse() : b.getTrue();
  auto *select = cast<SelectInst>(size);
  return b.CreateSelect(select->getCondition(),
                        copiesWhole(select->getTrueValue(), b),
                        copiesWhole(select->getFalseValue(), b));
}

unsigned mlir::tileir::predicateZeroFillCopies(Module &module) {
  Function *intrinsic = Intrinsic::getDeclarationIfExists(
      &module, Intrinsic::nvvm_cp_async_cg_shared_global_16_s);
  if (!intrinsic)
    return 0;
  LLVMContext &context = module.getContext();
  Type *i32 = Type::getInt32Ty(context);
  Type *i64 = Type::getInt64Ty(context);
  const DataLayout &layout = module.getDataLayout();
  // The predicate comes as a 32-bit value (inline PTX takes no predicate
  // operands): setp turns it back into one, which ptxas folds into the
  // compares that made it. A destination at a constant offset from another
  // address keeps it as the instruction's immediate, as the intrinsic's
  // lowering does (the copies of a thread's runs share one register).
  FunctionType *asmType =
      FunctionType::get(Type::getVoidTy(context), {i32, i64, i32}, false);
  auto copyAt = [&](int64_t offset) {
    std::string dst = offset ? "[$0+" + std::to_string(offset) + "]" : "[$0]";
    return InlineAsm::get(asmType,
                          "{\n\t.reg .pred ignore;\n\tsetp.eq.u32 ignore, "
                          "$2, 0;\n\tcp.async.cg.shared.global " +
                              dst + ", [$1], 16, ignore;\n\t}",
                          "r,l,r,~{memory}", /*hasSideEffects=*/true);
  };

  SmallVector<CallInst *> calls;
  for (User *user : intrinsic->users())
    if (auto *call = dyn_cast<CallInst>(user);
        call && call->getCalledFunction() == intrinsic)
      calls.push_back(call);
  unsigned rewritten = 0;
  for (CallInst *call : calls) {
    if (!isWholeOrNothing(call->getArgOperand(2)))
      continue;
    IRBuilder<> b(call);
    Value *whole = copiesWhole(call->getArgOperand(2), b);
    APInt offset(
        layout.getIndexTypeSizeInBits(call->getArgOperand(0)->getType()), 0);
    Value *base = call->getArgOperand(0)->stripAndAccumulateConstantOffsets(
        layout, offset, /*AllowNonInbounds=*/true);
    // PTX immediates are signed 32-bit; shared offsets are far below.
    if (!offset.isSignedIntN(32))
      base = call->getArgOperand(0), offset = 0;
    Value *dst = b.CreatePtrToInt(base, i32);
    Value *src = b.CreatePtrToInt(call->getArgOperand(1), i64);
    b.CreateCall(asmType, copyAt(offset.getSExtValue()),
                 {dst, src, b.CreateZExt(whole, i32)});
    call->eraseFromParent();
    ++rewritten;
  }
  return rewritten;
}
