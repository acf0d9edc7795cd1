//===- TileAATypes.cpp - nv_tileaa types
//-----------------------------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

/// Dimension lists print `?` for a dynamic extent, like builtin shapes.
static ParseResult parseDimList(AsmParser &parser, SmallVector<int64_t> &dims) {
  // One element, or nothing at all for an empty list (rank 0).
  auto parseDim = [&](bool optional) -> OptionalParseResult {
    if (succeeded(parser.parseOptionalQuestion())) {
      dims.push_back(ShapedType::kDynamic);
      return success();
    }
    int64_t value;
    OptionalParseResult result = parser.parseOptionalInteger(value);
    if (!result.has_value()) {
      if (optional)
        return std::nullopt;
      return parser.emitError(parser.getCurrentLocation(),
                              "expected a dimension or `?`");
    }
    if (failed(*result))
      return failure();
    dims.push_back(value);
    return success();
  };
  OptionalParseResult first = parseDim(/*optional=*/true);
  if (!first.has_value())
    return success();
  if (failed(*first))
    return failure();
  while (succeeded(parser.parseOptionalComma()))
    if (failed(*parseDim(/*optional=*/false)))
      return failure();
  return success();
}

static void printDimList(AsmPrinter &printer, ArrayRef<int64_t> dims) {
  llvm::interleaveComma(dims, printer, [&](int64_t dim) {
    if (ShapedType::isDynamic(dim))
      printer << "?";
    else
      printer << dim;
  });
}

#define GET_TYPEDEF_CLASSES
#include "tileir/Dialect/TileAA/IR/TileAATypes.cpp.inc"

void TileAADialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tileir/Dialect/TileAA/IR/TileAATypes.cpp.inc"
      >();
}

LogicalResult
nv_tileaa::MemRefType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type elementType, ArrayRef<int64_t> shape,
                              ArrayRef<int64_t> strides) {
  if (shape.size() != strides.size())
    return emitError() << "memref has " << shape.size() << " dimensions but "
                       << strides.size() << " strides";
  for (int64_t dim : shape)
    if (!ShapedType::isDynamic(dim) && dim < 0)
      return emitError() << "memref dimensions must be non-negative";
  if (!cuda_tile::isIntOrFloatElement(elementType))
    return emitError() << "memref element type must be an integer or float";
  return success();
}

LogicalResult
TiledViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                      StringAttr kind, ArrayRef<int64_t> tileShape,
                      nv_tileaa::MemRefType memref, DictionaryAttr layout) {
  if (!kind || !llvm::is_contained({"partition", "strided", "gather_scatter"},
                                   kind.getValue()))
    return emitError() << "tiled view kind must be partition, strided or "
                          "gather_scatter";
  if (llvm::any_of(tileShape, [](int64_t d) { return d <= 0; }))
    return emitError() << "tile dimensions must be positive";
  return success();
}

std::optional<unsigned> TiledViewType::getContiguousTileDim() const {
  MemRefType memref = getMemref();
  auto dimMap = dyn_cast_or_null<DenseI64ArrayAttr>(getLayout().get("dim_map"));
  if (getKind().getValue() != "partition" || getTileShape().empty() ||
      !dimMap || dimMap.size() != int64_t(getTileShape().size()) ||
      memref.getStrides().back() != 1)
    return std::nullopt;
  for (unsigned d = 0; d < getTileShape().size(); ++d)
    if (dimMap[d] == memref.getRank() - 1)
      return d;
  return std::nullopt;
}
