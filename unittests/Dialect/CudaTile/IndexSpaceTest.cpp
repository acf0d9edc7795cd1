//===- IndexSpaceTest.cpp - Subview index-space computations --------------===//
//
// The index-space shapes of the Type System chapter's examples.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
class IndexSpaceTest : public ::testing::Test {
protected:
  IndexSpaceTest() { context.loadDialect<CudaTileDialect>(); }

  SmallVector<int64_t> indexSpace(StringRef typeText) {
    Type type = parseType(typeText, &context);
    EXPECT_TRUE(type) << typeText.str();
    auto view = llvm::dyn_cast_or_null<TileViewTypeInterface>(type);
    EXPECT_TRUE(view) << typeText.str();
    return view ? view.getIndexSpaceShape() : SmallVector<int64_t>();
  }

  MLIRContext context;
};

using Shape = SmallVector<int64_t>;

TEST_F(IndexSpaceTest, PartitionView) {
  EXPECT_EQ(indexSpace("!cuda_tile.partition_view<tile=(2), "
                       "tensor_view<16xf32, strides=[1]>>"),
            Shape({8}));
  // !pv_2d: 64x16 in tiles of 4x2.
  EXPECT_EQ(indexSpace("!cuda_tile.partition_view<tile=(4x2), "
                       "tensor_view<64x16xf32, strides=[16, 1]>>"),
            Shape({16, 8}));
  // !pv_2d_transposed: tile dim 0 walks tensor dim 1 and vice versa.
  EXPECT_EQ(indexSpace("!cuda_tile.partition_view<tile=(4x2), "
                       "tensor_view<64x16xf32, strides=[16, 1]>, "
                       "dim_map=[1, 0]>"),
            Shape({4, 32}));
  // Partial tiles at the edge count: 64x256 in 128x128 tiles is 1x2.
  EXPECT_EQ(indexSpace("!cuda_tile.partition_view<tile=(128x128), "
                       "tensor_view<64x256xf32, strides=[256, 1]>>"),
            Shape({1, 2}));
}

TEST_F(IndexSpaceTest, PartitionViewDynamicExtent) {
  Shape shape = indexSpace("!cuda_tile.partition_view<tile=(64x64), "
                           "tensor_view<?x128xf16, strides=[?, 1]>>");
  ASSERT_EQ(shape.size(), 2u);
  EXPECT_TRUE(ShapedType::isDynamic(shape[0]));
  EXPECT_EQ(shape[1], 2);
}

TEST_F(IndexSpaceTest, StridedView) {
  EXPECT_EQ(indexSpace("!cuda_tile.strided_view<tile=(2), "
                       "traversal_strides=[2], "
                       "tensor_view<16xf32, strides=[1]>>"),
            Shape({8}));
  // !sv_1d_tra3: starts 0, 3, ..., 15.
  EXPECT_EQ(indexSpace("!cuda_tile.strided_view<tile=(2), "
                       "traversal_strides=[3], "
                       "tensor_view<16xf32, strides=[1]>>"),
            Shape({6}));
  // !sv_1d_tra1: overlapping tiles, the last one partially outside.
  EXPECT_EQ(indexSpace("!cuda_tile.strided_view<tile=(2), "
                       "traversal_strides=[1], "
                       "tensor_view<8xf32, strides=[1]>>"),
            Shape({8}));
  // !sv_2d, written as in the spec (no comma before the tensor view).
  EXPECT_EQ(indexSpace("!cuda_tile.strided_view<tile=(4x2), "
                       "traversal_strides=[4,3] "
                       "tensor_view<64x16xf32, strides=[16, 1]>>"),
            Shape({16, 6}));
  // !sv_2d_transposed.
  EXPECT_EQ(indexSpace("!cuda_tile.strided_view<tile=(4x2), "
                       "traversal_strides=[4,3], "
                       "tensor_view<64x16xf32, strides=[16, 1]>, "
                       "dim_map=[1, 0]>"),
            Shape({4, 22}));
}

TEST_F(IndexSpaceTest, GatherScatterView) {
  EXPECT_EQ(indexSpace("!cuda_tile.gather_scatter_view<tile=(4), "
                       "tensor_view<8xf32, strides=[1]>, sparse_dim=0>"),
            Shape({8}));
  EXPECT_EQ(indexSpace("!cuda_tile.gather_scatter_view<tile=(8x16), "
                       "padding_value = zero, "
                       "tensor_view<128x256xf32, strides=[256, 1]>, "
                       "sparse_dim=0>"),
            Shape({128, 256}));
}

TEST_F(IndexSpaceTest, TileTypeOfView) {
  auto view = llvm::cast<TileViewTypeInterface>(
      parseType("!cuda_tile.partition_view<tile=(4x2), "
                "tensor_view<64x16xf16, strides=[16, 1]>>",
                &context));
  EXPECT_EQ(view.getIndexRank(), 2);
  auto tile = llvm::cast<TileType>(view.getTileType());
  EXPECT_EQ(tile.getShape(), ArrayRef<int64_t>({4, 2}));
  EXPECT_TRUE(tile.getElementType().isF16());
}
} // namespace
