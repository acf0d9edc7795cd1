//===- ZeroFillCopiesTest.cpp - cp.async zero fill by predicate -----------===//

#include "../../lib/Target/PTX/ZeroFillCopies.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace llvm;

namespace {
// Four copies: one whose size selects between 16 and 0 under two checks
// (into a destination 2048 bytes past %d), one whose size the rewrite cannot
// follow (an argument), one of 8 bytes, and one whose selects end in an
// argument on one side only.
constexpr const char *kCopies = R"(
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
define void @copies(ptr addrspace(3) %d, ptr addrspace(1) %s, i1 %row, i1 %live, i32 %n) {
  %whole = select i1 %row, i32 16, i32 0
  %size = select i1 %live, i32 %whole, i32 0
  %at = getelementptr i8, ptr addrspace(3) %d, i32 2048
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %at, ptr addrspace(1) %s, i32 %size)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %d, ptr addrspace(1) %s, i32 %n)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %d, ptr addrspace(1) %s, i32 8)
  %partly = select i1 %live, i32 %whole, i32 %n
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %d, ptr addrspace(1) %s, i32 %partly)
  ret void
}
)";

TEST(ZeroFillCopies, SelectedSizesBecomeThePredicate) {
  LLVMContext context;
  SMDiagnostic error;
  std::unique_ptr<Module> module = parseAssemblyString(kCopies, error, context);
  ASSERT_TRUE(module) << error.getMessage().str();
  Function *f = module->getFunction("copies");
  size_t before = f->getEntryBlock().size();
  EXPECT_EQ(mlir::tileir::predicateZeroFillCopies(*module), 1u);
  // The rewritten copy: its call replaced by the inline PTX, beside two
  // selects of the condition, its destination's and source's ptrtoint and
  // the flag's zext; nothing is left behind for the copies it keeps.
  EXPECT_EQ(f->getEntryBlock().size(), before + 5);

  Argument *d = f->getArg(0), *row = f->getArg(2), *live = f->getArg(3);
  std::vector<CallInst *> intrinsics, asms;
  for (Instruction &inst : f->getEntryBlock())
    if (auto *call = dyn_cast<CallInst>(&inst))
      (call->isInlineAsm() ? asms : intrinsics).push_back(call);
  // The copies whose sizes it does not follow keep the intrinsic.
  ASSERT_EQ(intrinsics.size(), 3u);
  EXPECT_EQ(intrinsics[0]->getArgOperand(2), f->getArg(4));
  ASSERT_EQ(asms.size(), 1u);

  // The rewritten copy: the 2048 bytes as the immediate of %d's address,
  // and ignore-src set where the size was 0.
  CallInst *copy = asms.front();
  auto *as = cast<InlineAsm>(copy->getCalledOperand());
  EXPECT_NE(as->getAsmString().find("setp.eq.u32 ignore, $2, 0;"),
            std::string::npos);
  EXPECT_NE(as->getAsmString().find(
                "cp.async.cg.shared.global [$0+2048], [$1], 16, ignore;"),
            std::string::npos);
  EXPECT_TRUE(as->hasSideEffects());
  auto *dst = dyn_cast<PtrToIntInst>(copy->getArgOperand(0));
  ASSERT_TRUE(dst);
  EXPECT_EQ(dst->getPointerOperand(), d);
  // The flag is 1 exactly where the size was 16: live ? (row ? 1 : 0) : 0.
  auto *flag = dyn_cast<ZExtInst>(copy->getArgOperand(2));
  ASSERT_TRUE(flag);
  auto *outer = dyn_cast<SelectInst>(flag->getOperand(0));
  ASSERT_TRUE(outer);
  EXPECT_EQ(outer->getCondition(), live);
  EXPECT_TRUE(cast<ConstantInt>(outer->getFalseValue())->isZero());
  auto *inner = dyn_cast<SelectInst>(outer->getTrueValue());
  ASSERT_TRUE(inner);
  EXPECT_EQ(inner->getCondition(), row);
  EXPECT_TRUE(cast<ConstantInt>(inner->getTrueValue())->isOne());
  EXPECT_TRUE(cast<ConstantInt>(inner->getFalseValue())->isZero());
}

TEST(ZeroFillCopies, ModulesWithoutCopiesAreLeft) {
  LLVMContext context;
  SMDiagnostic error;
  std::unique_ptr<Module> module = parseAssemblyString(
      "define void @empty() {\n  ret void\n}\n", error, context);
  ASSERT_TRUE(module);
  EXPECT_EQ(mlir::tileir::predicateZeroFillCopies(*module), 0u);
}
} // namespace
