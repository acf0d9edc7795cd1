//===- OpCoverageTest.cpp - Every cuda_tile op has an executor ------------===//
//
// Fails as soon as an op is added to the dialect without a tile-run
// implementation, naming the op.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Runtime/Interpreter.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::tileir;

namespace {
TEST(OpCoverage, EveryCudaTileOpExecutes) {
  MLIRContext context;
  Dialect *dialect = context.getOrLoadDialect<cuda_tile::CudaTileDialect>();
  ASSERT_NE(dialect, nullptr);

  llvm::StringSet<> missing;
  for (const std::string &name : runtime::getUnimplementedOps(&context))
    missing.insert(name);

  unsigned numOps = 0;
  for (RegisteredOperationName name :
       dialect->getContext()->getRegisteredOperations()) {
    if (name.getDialectNamespace() != dialect->getNamespace())
      continue;
    ++numOps;
    EXPECT_FALSE(missing.contains(name.getStringRef()))
        << name.getStringRef().str() << " has no tile-run executor";
  }
  // Guards against the loop silently seeing no ops at all (for instance if
  // the dialect stopped registering them in this context).
  EXPECT_GT(numOps, 80u);
  EXPECT_TRUE(missing.empty());
}
} // namespace
