//===- CudaTileTypes.h - cuda_tile dialect, types, attributes ---*- C++ -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILETYPES_H
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILETYPES_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"

#include "tileir/Dialect/CudaTile/IR/CudaTileOpsDialect.h.inc"

#include "tileir/Dialect/CudaTile/IR/CudaTileEnums.h.inc"

namespace mlir::cuda_tile {
class TileType;
class TensorViewType;
} // namespace mlir::cuda_tile

#include "tileir/Dialect/CudaTile/IR/CudaTileAttrInterfaces.h.inc"
#include "tileir/Dialect/CudaTile/IR/CudaTileTypeInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tileir/Dialect/CudaTile/IR/CudaTileAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileir/Dialect/CudaTile/IR/CudaTileTypes.h.inc"

namespace mlir::cuda_tile {

/// The largest number of elements a tile may hold (2^24).
constexpr int64_t kMaxTileElements = int64_t(1) << 24;

/// Parses a type as it appears inside cuda_tile syntax: a cuda_tile type
/// without its `!cuda_tile.` prefix (`tile<4xf32>`), a fully qualified type,
/// or a builtin element type.
ParseResult parseCudaTileType(AsmParser &parser, Type &type);
/// Prints `type` without the `!cuda_tile.` prefix when it is a cuda_tile type.
void printCudaTileType(AsmPrinter &printer, Type type);

/// tile<shape x i1> for a tile type; used for comparison results and masks.
TileType getI1TileLike(Type type);

/// True for f16, bf16, f32, tf32, f64 and the 8/4-bit float formats.
bool isCudaTileFloat(Type type);
/// True for 4-bit element types, which are stored two per byte.
bool isSubByteType(Type type);
/// Bits of one element: Type::getIntOrFloatBitWidth, extended to the
/// element types that are not builtin (f8E5M3FNU: 8). Use it wherever an
/// element type may be any Tile IR number.
unsigned getElementBitWidth(Type type);
/// A builtin integer or float, or a cuda_tile float (f8E5M3FNU).
bool isIntOrFloatElement(Type type);

} // namespace mlir::cuda_tile

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILETYPES_H
