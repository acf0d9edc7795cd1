//===- ArgumentBindingTest.cpp - tile-run's --arg/--out binding -----------===//

#include "tileir/Tools/TileRun/ArgumentBinding.h"

#include "gtest/gtest.h"

using namespace mlir::tileir;

namespace {

ParameterNames kernel() { return ParameterNames(4, {"a", "b", "arg3", "n"}); }

TEST(ArgumentBinding, SplitsOnlyNamesAndIndices) {
  auto named = splitNamedSpec("n=1024");
  ASSERT_TRUE(named);
  EXPECT_EQ(named->first, "n");
  EXPECT_EQ(named->second, "1024");
  ASSERT_TRUE(splitNamedSpec("2=@x.npy"));
  // A file name with '=' or a plain value is not a name.
  EXPECT_FALSE(splitNamedSpec("@dir/a=b.npy"));
  EXPECT_FALSE(splitNamedSpec("zeros:f32:4"));
  EXPECT_FALSE(splitNamedSpec("-1.5"));
  EXPECT_FALSE(splitNamedSpec("=5"));
}

TEST(ArgumentBinding, LooksUpNamesBeforeIndexSpellings) {
  std::string error;
  EXPECT_EQ(kernel().lookup("b", error), 1u);
  EXPECT_EQ(kernel().lookup("1", error), 1u);
  EXPECT_EQ(kernel().lookup("arg1", error), 1u);
  // `%arg3` names parameter 2; `arg3` means it, not parameter 3.
  EXPECT_EQ(kernel().lookup("arg3", error), 2u);
  EXPECT_FALSE(kernel().lookup("4", error));
  EXPECT_EQ(error, "parameter 4 but the kernel takes 4 parameters");
  EXPECT_FALSE(kernel().lookup("z", error));
  EXPECT_EQ(error, "no parameter named 'z' (parameters: a, b, arg3, n)");
}

TEST(ArgumentBinding, PositionalValuesFillWhatNamesLeave) {
  std::string error;
  auto values = bindArguments({"n=8", "@a.npy", "2=zeros:f32:8", "@b.npy"},
                              kernel(), error);
  ASSERT_TRUE(values) << error;
  EXPECT_EQ(*values,
            (std::vector<std::string>{"@a.npy", "@b.npy", "zeros:f32:8", "8"}));
}

TEST(ArgumentBinding, RefusesDuplicatesExtrasAndGaps) {
  std::string error;
  EXPECT_FALSE(bindArguments({"n=1", "3=2"}, kernel(), error));
  EXPECT_EQ(error, "parameter 'n' (3) is given twice");
  EXPECT_FALSE(bindArguments({"1", "2", "3", "4", "5"}, kernel(), error));
  EXPECT_EQ(error, "too many arguments: the kernel takes 4 parameters "
                   "(extra value '5')");
  EXPECT_FALSE(bindArguments({"1"}, ParameterNames(2, {"x", ""}, {"", "i32"}),
                             error));
  EXPECT_EQ(error,
            "no value for parameter 1 of type i32 (got 1 arguments for 2 "
            "parameters)");
}

TEST(ArgumentBinding, ParsesOutputsWithListElements) {
  std::string error;
  auto out = parseOutputSpec("b=@y.npy", kernel(), error);
  ASSERT_TRUE(out) << error;
  EXPECT_EQ(out->parameter, 1u);
  EXPECT_FALSE(out->element);
  EXPECT_EQ(out->path, "y.npy");
  out = parseOutputSpec("a.2=@z.npy", kernel(), error);
  ASSERT_TRUE(out) << error;
  EXPECT_EQ(out->parameter, 0u);
  EXPECT_EQ(out->element, 2u);
  EXPECT_FALSE(parseOutputSpec("b", kernel(), error));
  EXPECT_FALSE(parseOutputSpec("b=y.npy", kernel(), error));
  EXPECT_FALSE(parseOutputSpec("q=@y.npy", kernel(), error));
  EXPECT_EQ(error, "--out q=@y.npy: no parameter named 'q' (parameters: a, "
                   "b, arg3, n)");
}

} // namespace
