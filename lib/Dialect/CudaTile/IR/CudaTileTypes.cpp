//===- CudaTileTypes.cpp - cuda_tile types --------------------------------===//
//
// Parsing, printing and verification of the Tile IR Type System, and the
// index-space computations of the subview types.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"
#include <limits>

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_TYPEDEF_CLASSES
#include "tileir/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"

#include "tileir/Dialect/CudaTile/IR/CudaTileTypeInterfaces.cpp.inc"

void CudaTileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tileir/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Short-form type syntax
//===----------------------------------------------------------------------===//

/// Reads the rest of a parameterised cuda_tile type (or an extension's type)
/// whose mnemonic the caller has already read as a keyword; std::nullopt
/// when no such type has that mnemonic.
static OptionalParseResult
parseTypeAfterMnemonic(AsmParser &parser, StringRef mnemonic, Type &type) {
  auto parse = [&](auto typeClass) {
    return [&](StringRef, llvm::SMLoc) -> OptionalParseResult {
      type = decltype(typeClass)::parse(parser);
      return success(static_cast<bool>(type));
    };
  };
  OptionalParseResult result =
      AsmParser::KeywordSwitch<OptionalParseResult>(parser, &mnemonic)
          .Case(PointerType::getMnemonic(), parse(PointerType()))
          .Case(TileType::getMnemonic(), parse(TileType()))
          .Case(TensorViewType::getMnemonic(), parse(TensorViewType()))
          .Case(PartitionViewType::getMnemonic(), parse(PartitionViewType()))
          .Case(StridedViewType::getMnemonic(), parse(StridedViewType()))
          .Case(GatherScatterViewType::getMnemonic(),
                parse(GatherScatterViewType()))
          .Default([](StringRef, llvm::SMLoc) -> OptionalParseResult {
            return std::nullopt;
          });
  if (result.has_value())
    return result;
  auto *dialect = parser.getContext()->getLoadedDialect<CudaTileDialect>();
  if (auto parseExtension = dialect->getExtensionAsmHooks().parseType)
    return parseExtension(parser, mnemonic, type);
  return std::nullopt;
}

ParseResult mlir::cuda_tile::parseCudaTileType(AsmParser &parser, Type &type) {
  // Builtin element types and fully qualified `!cuda_tile.x<...>` types.
  OptionalParseResult builtin = parser.parseOptionalType(type);
  if (builtin.has_value())
    return *builtin;
  // Otherwise a cuda_tile type without its dialect prefix; the generated
  // parser reads the mnemonic keyword itself.
  llvm::SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  OptionalParseResult result = generatedTypeParser(parser, &mnemonic, type);
  if (!result.has_value()) {
    auto *dialect = parser.getContext()->getLoadedDialect<CudaTileDialect>();
    if (auto parseExtension = dialect->getExtensionAsmHooks().parseType)
      result = parseExtension(parser, mnemonic, type);
  }
  if (result.has_value())
    return *result;
  if (mnemonic.empty())
    return parser.emitError(loc, "expected a type");
  return parser.emitError(loc, "unknown type: ") << mnemonic;
}

void mlir::cuda_tile::printCudaTileType(AsmPrinter &printer, Type type) {
  if (llvm::isa<CudaTileDialect>(type.getDialect()) &&
      succeeded(generatedTypePrinter(type, printer)))
    return;
  printer.printType(type);
}

Type CudaTileDialect::parseType(DialectAsmParser &parser) const {
  llvm::SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Type type;
  OptionalParseResult result = generatedTypeParser(parser, &mnemonic, type);
  if (!result.has_value() && extensionHooks.parseType)
    result = extensionHooks.parseType(parser, mnemonic, type);
  if (result.has_value())
    return succeeded(*result) ? type : Type();
  parser.emitError(loc, "unknown cuda_tile type: ") << mnemonic;
  return Type();
}

void CudaTileDialect::printType(Type type, DialectAsmPrinter &printer) const {
  if (succeeded(generatedTypePrinter(type, printer)))
    return;
  if (extensionHooks.printType &&
      succeeded(extensionHooks.printType(type, printer)))
    return;
  llvm_unreachable("unhandled cuda_tile type");
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

bool mlir::cuda_tile::isCudaTileFloat(Type type) {
  return llvm::isa<Float16Type, BFloat16Type, Float32Type, FloatTF32Type,
                   Float64Type, Float8E4M3FNType, Float8E5M2Type,
                   Float8E8M0FNUType, Float4E2M1FNType, Float8E5M3FNUType>(
      type);
}

bool mlir::cuda_tile::isSubByteType(Type type) {
  if (auto intType = llvm::dyn_cast<IntegerType>(type))
    return intType.getWidth() == 4;
  return llvm::isa<Float4E2M1FNType>(type);
}

unsigned mlir::cuda_tile::getElementBitWidth(Type type) {
  if (llvm::isa<Float8E5M3FNUType>(type))
    return 8;
  return type.getIntOrFloatBitWidth();
}

bool mlir::cuda_tile::isIntOrFloatElement(Type type) {
  return type.isIntOrFloat() || llvm::isa<Float8E5M3FNUType>(type);
}

/// Element types that memory (pointers, tensor views) may hold.
static bool isMemoryElementType(Type type) {
  if (auto intType = llvm::dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    return intType.isSignless() && (width == 1 || width == 8 || width == 16 ||
                                    width == 32 || width == 64);
  }
  return isCudaTileFloat(type);
}

TileType mlir::cuda_tile::getI1TileLike(Type type) {
  auto tile = llvm::cast<TileType>(type);
  return TileType::get(tile.getShape(), IntegerType::get(type.getContext(), 1));
}

/// Prints `[a,b,?]` (the tensor_view stride style: no space after commas).
static void printCompactList(AsmPrinter &printer, ArrayRef<int64_t> values) {
  printer << '[';
  llvm::interleave(
      values,
      [&](int64_t v) {
        if (ShapedType::isDynamic(v))
          printer << '?';
        else
          printer << v;
      },
      [&] { printer << ','; });
  printer << ']';
}

/// Parses `[a, b, ?]`; `allowDynamic` admits `?`.
static ParseResult parseIntList(AsmParser &parser,
                                SmallVectorImpl<int64_t> &values,
                                bool allowDynamic, StringRef what) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square,
      [&]() -> ParseResult {
        if (allowDynamic && succeeded(parser.parseOptionalQuestion())) {
          values.push_back(ShapedType::kDynamic);
          return success();
        }
        int64_t value;
        llvm::SMLoc loc = parser.getCurrentLocation();
        OptionalParseResult parsed = parser.parseOptionalInteger(value);
        if (!parsed.has_value())
          return parser.emitError(
              loc, allowDynamic ? "expected either 64-bit integer or "
                                  "question mark"
                                : "expected an integer");
        if (failed(*parsed))
          return failure();
        // INT64_MIN is how MLIR stores `?`: written out, it must not turn
        // into a dynamic entry.
        if (ShapedType::isDynamic(value))
          return parser.emitError(loc, "expected strictly positive integer, "
                                       "got ")
                 << value;
        values.push_back(value);
        return success();
      },
      what);
}

static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << '[';
  llvm::interleave(
      shape,
      [&](int64_t v) {
        if (ShapedType::isDynamic(v))
          os << '?';
        else
          os << v;
      },
      [&] { os << ", "; });
  os << ']';
  return out;
}

/// MLIR's dimension-list parser stops silently at a `-`, which would leave
/// `tile<-2xf32>` to fail later with an unrelated message; name the problem
/// instead. The current location points at the next token's text.
static ParseResult rejectNegativeExtent(AsmParser &parser, StringRef what) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (loc.getPointer() && *loc.getPointer() == '-')
    // MLIR's own parser would next fail to read a type keyword; NVIDIA's
    // suite checks for that wording, our explanation follows it.
    return parser.emitError(loc, "expected valid keyword (")
           << what << " dimensions must be positive, got a negative extent)";
  return success();
}

/// Power-of-two extents and the element limit shared by tiles and subviews.
static LogicalResult
verifyTileShape(function_ref<InFlightDiagnostic()> emitError,
                ArrayRef<int64_t> shape, StringRef what) {
  int64_t elements = 1;
  for (int64_t dim : shape) {
    // NVIDIA's wording.
    if (dim <= 0)
      return emitError() << "all dimensions must be positive constants, got "
                         << shape;
    if (!llvm::isPowerOf2_64(dim))
      return emitError() << "all dimensions must be powers of two, got "
                         << shape;
    if (elements > kMaxTileElements / dim)
      return emitError() << what << " would exceed the maximum of "
                         << kMaxTileElements << " elements";
    elements *= dim;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// PointerType
//===----------------------------------------------------------------------===//

Type PointerType::parse(AsmParser &parser) {
  Type pointee;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseCudaTileType(parser, pointee) ||
      parser.parseGreater())
    return Type();
  return parser.getChecked<PointerType>(loc, parser.getContext(), pointee);
}

void PointerType::print(AsmPrinter &printer) const {
  printer << '<';
  printCudaTileType(printer, getPointeeType());
  printer << '>';
}

LogicalResult PointerType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Type pointee) {
  if (llvm::isa<PointerType>(pointee))
    return emitError() << "nested pointer types are not supported, got "
                          "pointee type "
                       << pointee;
  if (!isMemoryElementType(pointee))
    return emitError() << "failed to verify 'pointeeType': f16 or bf16 or f32 "
                          "or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU "
                          "or f4E2M1FN or i1 or i8 or i16 or i32 or i64, got "
                       << pointee;
  return success();
}

//===----------------------------------------------------------------------===//
// TileType
//===----------------------------------------------------------------------===//

Type TileType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type element;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess())
    return Type();
  llvm::SMLoc dimsLoc = parser.getCurrentLocation();
  if (parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      rejectNegativeExtent(parser, "tile"))
    return Type();
  if (llvm::any_of(shape, ShapedType::isDynamic)) {
    parser.emitError(dimsLoc, "expected static shape (tile dimensions must be "
                              "static, '?' is only allowed in tensor_view "
                              "shapes)");
    return Type();
  }
  if (parseCudaTileType(parser, element) || parser.parseGreater())
    return Type();
  return parser.getChecked<TileType>(loc, parser.getContext(), shape, element);
}

void TileType::print(AsmPrinter &printer) const {
  printer << '<';
  for (int64_t dim : getShape())
    printer << dim << 'x';
  printCudaTileType(printer, getElementType());
  printer << '>';
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type element) {
  bool isI4 = element.isSignlessInteger(4);
  if (!llvm::isa<PointerType>(element) && !isMemoryElementType(element) &&
      !isI4)
    return emitError() << "failed to verify 'elementType': f16 or bf16 or f32 "
                          "or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU "
                          "or f4E2M1FN or i1 or i8 or i16 or i32 or i64 or "
                          "Pointer type (or i4), got "
                       << element;
  // f4E2M1FN packs two values to a byte; a tile with an odd number of them
  // (a 0-d tile included) would leave half a byte that no layout owns.
  if (llvm::isa<Float4E2M1FNType>(element) &&
      llvm::all_of(shape, [](int64_t dim) { return dim % 2 != 0; }))
    return emitError() << "F4E2M1FN tiles must have an even number of elements";
  return verifyTileShape(emitError, shape, "tile");
}

TileType TileType::cloneWith(std::optional<ArrayRef<int64_t>> shape,
                             Type elementType) const {
  return TileType::get(shape ? *shape : getShape(), elementType);
}

//===----------------------------------------------------------------------===//
// TokenType
//===----------------------------------------------------------------------===//

Type TokenType::parse(AsmParser &parser) {
  // `token` has no body; without this check `token<>` would leave its
  // brackets to confuse whatever is parsed next.
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalLess())) {
    parser.emitError(loc, "the token type takes no parameters");
    return Type();
  }
  return TokenType::get(parser.getContext());
}

void TokenType::print(AsmPrinter &) const {}

//===----------------------------------------------------------------------===//
// TensorViewType
//===----------------------------------------------------------------------===//

Type TensorViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape, strides;
  Type element;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      rejectNegativeExtent(parser, "tensor_view") ||
      parseCudaTileType(parser, element))
    return Type();
  if (shape.empty()) {
    if (succeeded(parser.parseOptionalComma())) {
      if (succeeded(parser.parseOptionalKeyword("strides")))
        parser.emitError(parser.getCurrentLocation(),
                         "strides must not be provided for 0-d tiles (a 0-d "
                         "tensor_view takes no strides)");
      else
        parser.emitError(parser.getCurrentLocation(),
                         "unexpected token after element type in 0-d "
                         "tensor_view");
      return Type();
    }
  } else {
    llvm::SMLoc stridesLoc = parser.getCurrentLocation();
    if (failed(parser.parseOptionalComma())) {
      parser.emitError(stridesLoc,
                       "expected 'strides' (', strides=[...]' after "
                       "the element type of a tensor_view of rank ")
          << shape.size() << ")";
      return Type();
    }
    if (parser.parseKeyword("strides") || parser.parseEqual() ||
        parseIntList(parser, strides, /*allowDynamic=*/true, "strides"))
      return Type();
    for (int64_t stride : strides) {
      if (!ShapedType::isDynamic(stride) && stride <= 0) {
        parser.emitError(stridesLoc, "tensor_view strides: expected strictly "
                                     "positive integer, got ")
            << stride;
        return Type();
      }
    }
  }
  if (parser.parseGreater())
    return Type();
  return parser.getChecked<TensorViewType>(loc, parser.getContext(), element,
                                           shape, strides);
}

void TensorViewType::print(AsmPrinter &printer) const {
  printer << '<';
  for (int64_t dim : getShape()) {
    if (ShapedType::isDynamic(dim))
      printer << '?';
    else
      printer << dim;
    printer << 'x';
  }
  printCudaTileType(printer, getElementType());
  if (!getShape().empty()) {
    printer << ", strides=";
    printCompactList(printer, getStrides());
  }
  printer << '>';
}

LogicalResult
TensorViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                       Type element, ArrayRef<int64_t> shape,
                       ArrayRef<int64_t> strides) {
  if (!isMemoryElementType(element))
    return emitError() << "failed to verify 'elementType': f16 or bf16 or f32 "
                          "or tf32 or f64 or f8E4M3FN or f8E5M2 or f8E8M0FNU "
                          "or f4E2M1FN or i1 or i8 or i16 or i32 or i64, got "
                       << element;
  if (shape.size() != strides.size())
    return emitError() << "expected shape and stride to be of same rank but "
                          "got shape of rank "
                       << shape.size() << " and stride of rank "
                       << strides.size();
  if (llvm::any_of(
          shape, [](int64_t d) { return !ShapedType::isDynamic(d) && d <= 0; }))
    return emitError() << "tensor_view dimensions must have strictly "
                          "positive constant sizes but got "
                       << formatShape(shape);
  if (llvm::any_of(strides, [](int64_t s) {
        return !ShapedType::isDynamic(s) && s <= 0;
      }))
    return emitError() << "tensor_view strides must be strictly positive, got "
                       << formatShape(strides);
  if (isSubByteType(element)) {
    // 4-bit elements are packed in pairs: some dimension must be contiguous
    // and every contiguous dimension must hold whole bytes.
    bool hasUnitStride = false;
    for (auto [dim, stride] : llvm::zip_equal(shape, strides)) {
      if (stride != 1)
        continue;
      hasUnitStride = true;
      if (!ShapedType::isDynamic(dim) && dim % 2 != 0)
        return emitError() << "tensor_view of 4-bit elements needs an even "
                              "extent in its unit-stride dimension, got "
                           << dim;
    }
    if (!hasUnitStride)
      return emitError() << "tensor_view of 4-bit elements needs a dimension "
                            "with unit stride";
  }
  return success();
}

unsigned TensorViewType::getNumDynamicShape() const {
  return llvm::count_if(getShape(), ShapedType::isDynamic);
}

unsigned TensorViewType::getNumDynamicStrides() const {
  return llvm::count_if(getStrides(), ShapedType::isDynamic);
}

//===----------------------------------------------------------------------===//
// Subview types: shared syntax
//===----------------------------------------------------------------------===//

namespace {
/// The fields of a subview type body. The spec's own examples vary in
/// separators (a missing comma after `traversal_strides`, a trailing comma
/// before `>`) and the 13.1 drafts wrote `view=` before the tensor view, so
/// the parser takes fields in any order with optional commas; the printer
/// always writes the canonical form.
struct SubviewFields {
  std::optional<SmallVector<int64_t>> tile;
  std::optional<SmallVector<int64_t>> traversalStrides;
  std::optional<SmallVector<int64_t>> dimMap;
  std::optional<int64_t> sparseDim;
  PaddingValueAttr padding;
  TensorViewType tensorView;
};
} // namespace

static ParseResult parseSubviewFields(AsmParser &parser, StringRef typeName,
                                      SubviewFields &fields) {
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseLess())
    return failure();
  auto duplicate = [&](llvm::SMLoc loc, StringRef field) {
    return parser.emitError(loc, "duplicate '") << field << "' in " << typeName;
  };
  auto setTensorView = [&](llvm::SMLoc loc, Type type) -> ParseResult {
    if (!type)
      return failure();
    if (fields.tensorView)
      return duplicate(loc, "tensor_view");
    fields.tensorView = llvm::dyn_cast<TensorViewType>(type);
    if (!fields.tensorView)
      return parser.emitError(loc, "expected 'tensor_view' type, but got ")
             << type;
    return success();
  };
  while (failed(parser.parseOptionalGreater())) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (failed(parser.parseOptionalKeyword(&key))) {
      // The tensor view with its dialect prefix, or a type alias.
      Type type;
      if (parseCudaTileType(parser, type) || setTensorView(loc, type))
        return failure();
      (void)parser.parseOptionalComma();
      continue;
    }
    if (key == "tensor_view") {
      // The short form `tensor_view<...>`: the keyword was its mnemonic.
      if (setTensorView(loc, TensorViewType::parse(parser)))
        return failure();
      (void)parser.parseOptionalComma();
      continue;
    }
    // Another type where the tensor view belongs, e.g. `tile<4xf32>` or a
    // partition_view: read whole (the current token being its `<`), so the
    // error names it.
    if (*parser.getCurrentLocation().getPointer() == '<') {
      Type type;
      OptionalParseResult parsed = parseTypeAfterMnemonic(parser, key, type);
      if (!parsed.has_value())
        return parser.emitError(loc, "expected 'tensor_view' type, but got a '")
               << key << "' type";
      if (failed(*parsed) || setTensorView(loc, type))
        return failure();
      (void)parser.parseOptionalComma();
      continue;
    }
    if (key == "tile") {
      if (fields.tile)
        return duplicate(loc, key);
      SmallVector<int64_t> dims;
      if (parser.parseEqual() || parser.parseLParen())
        return failure();
      llvm::SMLoc dimsLoc = parser.getCurrentLocation();
      if (rejectNegativeExtent(parser, "tile") ||
          parser.parseDimensionList(dims, /*allowDynamic=*/false,
                                    /*withTrailingX=*/false) ||
          parser.parseRParen())
        return failure();
      // Subview tile extents are 32-bit in the bytecode.
      constexpr int64_t kMaxExtent = std::numeric_limits<int32_t>::max();
      for (auto [i, dim] : llvm::enumerate(dims))
        if (dim <= 0 || dim > kMaxExtent)
          return parser.emitError(dimsLoc, "tile dimension ")
                 << i << " exceeds i32 limitations (got " << dim
                 << ", expected strictly positive and less than or equal to "
                 << kMaxExtent << ")";
      fields.tile = std::move(dims);
    } else if (key == "traversal_strides" && typeName == "strided_view") {
      if (fields.traversalStrides)
        return duplicate(loc, key);
      SmallVector<int64_t> strides;
      if (parser.parseEqual() ||
          parseIntList(parser, strides, /*allowDynamic=*/false,
                       "traversal strides"))
        return failure();
      fields.traversalStrides = std::move(strides);
    } else if (key == "dim_map" && typeName != "gather_scatter_view") {
      if (fields.dimMap)
        return duplicate(loc, key);
      SmallVector<int64_t> map;
      if (parser.parseEqual() ||
          parseIntList(parser, map, /*allowDynamic=*/false, "dim map"))
        return failure();
      fields.dimMap = std::move(map);
    } else if (key == "sparse_dim" && typeName == "gather_scatter_view") {
      if (fields.sparseDim)
        return duplicate(loc, key);
      int64_t dim;
      if (parser.parseEqual() || parser.parseInteger(dim))
        return failure();
      fields.sparseDim = dim;
    } else if (key == "padding_value") {
      if (fields.padding)
        return duplicate(loc, key);
      StringRef value;
      llvm::SMLoc valueLoc = parser.getCurrentLocation();
      if (parser.parseEqual() || parser.parseKeyword(&value))
        return failure();
      std::optional<PaddingValue> padding = symbolizePaddingValue(value);
      if (!padding)
        return parser.emitError(valueLoc, "invalid padding_value '")
               << value
               << "', expected one of: zero, neg_zero, nan, pos_inf, neg_inf";
      fields.padding = PaddingValueAttr::get(parser.getContext(), *padding);
    } else if (key == "view") {
      // Pre-13.1 drafts: `view=!cuda_tile.tensor_view<...>`.
      Type type;
      if (parser.parseEqual() || parseCudaTileType(parser, type) ||
          setTensorView(loc, type))
        return failure();
    } else if (key == "masked") {
      return parser.emitError(loc, "'masked' subviews were removed from Tile "
                                   "IR; write 'padding_value = zero' (or "
                                   "another padding value) instead");
    } else {
      return parser.emitError(loc, "unknown field '")
             << key << "' in " << typeName;
    }
    (void)parser.parseOptionalComma();
  }
  if (!fields.tile)
    return parser.emitError(typeLoc, typeName) << " needs a 'tile=(...)' field";
  if (!fields.tensorView)
    return parser.emitError(typeLoc, typeName) << " needs a tensor_view";
  return success();
}

static SmallVector<int64_t> identityMap(size_t rank) {
  return llvm::to_vector(llvm::seq<int64_t>(0, rank));
}

static void printTileField(AsmPrinter &printer, ArrayRef<int64_t> tile) {
  printer << "tile=(";
  llvm::interleave(tile, printer, "x");
  printer << ")";
}

static void printPaddingField(AsmPrinter &printer, PaddingValueAttr padding) {
  if (padding)
    printer << ", padding_value = "
            << stringifyPaddingValue(padding.getValue());
}

static void printDimMapField(AsmPrinter &printer, ArrayRef<int64_t> dimMap) {
  if (llvm::equal(dimMap, identityMap(dimMap.size())))
    return;
  printer << ", dim_map=[";
  llvm::interleaveComma(dimMap, printer);
  printer << "]";
}

/// The rules shared by the three subview types, in NVIDIA's order and
/// wording (gather_scatter_view has no dim_map).
static LogicalResult verifySubview(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef typeName,
                                   ArrayRef<int64_t> tileShape,
                                   TensorViewType tensorView,
                                   PaddingValueAttr padding,
                                   std::optional<ArrayRef<int64_t>> dimMap) {
  if (!tensorView)
    return emitError() << typeName << " needs a tensor_view";
  if (tileShape.empty())
    return emitError() << "0-dimension tile shape is not supported";
  int64_t rank = tensorView.getRank();
  if (int64_t(tileShape.size()) != rank)
    return emitError() << "expected tensor_view rank and tile rank to match, "
                          "got tensor_view of rank "
                       << rank << " and tiles of rank " << tileShape.size();
  if (dimMap && int64_t(dimMap->size()) != rank)
    return emitError() << "expected dim_map to map exactly all " << rank
                       << " dimensions of the tile, got " << dimMap->size()
                       << " mappings";
  if (llvm::any_of(tileShape, [](int64_t d) { return d <= 0; }))
    return emitError() << "tile shape dimensions must have positive length "
                          "but got "
                       << formatShape(tileShape);
  if (llvm::any_of(tileShape,
                   [](int64_t d) { return !llvm::isPowerOf2_64(d); }))
    return emitError() << "tile shape dimensions must have power of two "
                          "length but got "
                       << formatShape(tileShape);
  if (dimMap) {
    SmallVector<int64_t> seenBy(rank, -1);
    for (auto [tileDim, target] : llvm::enumerate(*dimMap)) {
      if (target < 0)
        return emitError() << "target dimension must not be negative, got "
                           << target;
      if (target >= rank)
        return emitError() << "target dimension is outside of tensor view "
                              "dimensions, expected strictly less than "
                           << rank << ", got " << target;
      if (seenBy[target] >= 0)
        return emitError() << "target dimension " << target
                           << " mapped at least twice (for tile dimensions "
                           << seenBy[target] << " and " << tileDim << ")";
      seenBy[target] = tileDim;
    }
  }
  if (failed(verifyTileShape(emitError, tileShape, "tile")))
    return failure();
  if (padding && padding.getValue() != PaddingValue::Zero &&
      !isCudaTileFloat(tensorView.getElementType()))
    return emitError() << "padding_value "
                       << stringifyPaddingValue(padding.getValue())
                       << " can only be used with floating point element "
                          "types, got "
                       << tensorView.getElementType();
  return success();
}

static int64_t ceilDivDynamic(int64_t extent, int64_t step) {
  if (ShapedType::isDynamic(extent))
    return ShapedType::kDynamic;
  return llvm::divideCeil(extent, step);
}

//===----------------------------------------------------------------------===//
// PartitionViewType
//===----------------------------------------------------------------------===//

Type PartitionViewType::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SubviewFields fields;
  if (parseSubviewFields(parser, "partition_view", fields))
    return Type();
  SmallVector<int64_t> dimMap =
      fields.dimMap ? *fields.dimMap : identityMap(fields.tile->size());
  return parser.getChecked<PartitionViewType>(loc, parser.getContext(),
                                              *fields.tile, fields.tensorView,
                                              dimMap, fields.padding);
}

void PartitionViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileField(printer, getTileShape());
  printPaddingField(printer, getPaddingValue());
  printer << ", ";
  printCudaTileType(printer, getTensorView());
  printDimMapField(printer, getDimMap());
  printer << '>';
}

LogicalResult
PartitionViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<int64_t> tileShape,
                          TensorViewType tensorView, ArrayRef<int64_t> dimMap,
                          PaddingValueAttr padding) {
  return verifySubview(emitError, "partition_view", tileShape, tensorView,
                       padding, dimMap);
}

int64_t PartitionViewType::getIndexRank() const {
  return getTileShape().size();
}

ShapedType PartitionViewType::getTileType() const {
  return TileType::get(getTileShape(), getTensorView().getElementType());
}

SmallVector<int64_t> PartitionViewType::getIndexSpaceShape() const {
  // Index dimension i walks tile dimension i, which dim_map places on a
  // tensor_view dimension; partial tiles at the edge count.
  ArrayRef<int64_t> extents = getTensorView().getShape();
  SmallVector<int64_t> shape;
  for (auto [tileDim, target] : llvm::enumerate(getDimMap()))
    shape.push_back(ceilDivDynamic(extents[target], getTileShape()[tileDim]));
  return shape;
}

//===----------------------------------------------------------------------===//
// StridedViewType
//===----------------------------------------------------------------------===//

Type StridedViewType::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SubviewFields fields;
  if (parseSubviewFields(parser, "strided_view", fields))
    return Type();
  if (!fields.traversalStrides) {
    parser.emitError(loc, "strided_view needs a 'traversal_strides=[...]' "
                          "field");
    return Type();
  }
  SmallVector<int64_t> dimMap =
      fields.dimMap ? *fields.dimMap : identityMap(fields.tile->size());
  return parser.getChecked<StridedViewType>(
      loc, parser.getContext(), *fields.tile, *fields.traversalStrides,
      fields.tensorView, dimMap, fields.padding);
}

void StridedViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileField(printer, getTileShape());
  printer << ", traversal_strides=";
  printCompactList(printer, getTraversalStrides());
  printPaddingField(printer, getPaddingValue());
  printer << ", ";
  printCudaTileType(printer, getTensorView());
  printDimMapField(printer, getDimMap());
  printer << '>';
}

LogicalResult StridedViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> tileShape,
    ArrayRef<int64_t> traversalStrides, TensorViewType tensorView,
    ArrayRef<int64_t> dimMap, PaddingValueAttr padding) {
  if (failed(verifySubview(emitError, "strided_view", tileShape, tensorView,
                           padding, dimMap)))
    return failure();
  if (traversalStrides.size() != tileShape.size())
    return emitError() << "expected " << tileShape.size()
                       << " traversal strides, got " << traversalStrides.size();
  if (llvm::any_of(traversalStrides, [](int64_t s) { return s <= 0; }))
    return emitError() << "traversal strides must be strictly positive but got "
                       << formatShape(traversalStrides);
  return success();
}

int64_t StridedViewType::getIndexRank() const { return getTileShape().size(); }

ShapedType StridedViewType::getTileType() const {
  return TileType::get(getTileShape(), getTensorView().getElementType());
}

SmallVector<int64_t> StridedViewType::getIndexSpaceShape() const {
  // A tile starts at every multiple of the traversal stride inside the
  // tensor view; tiles that run past the edge are still part of the space.
  ArrayRef<int64_t> extents = getTensorView().getShape();
  SmallVector<int64_t> shape;
  for (auto [tileDim, target] : llvm::enumerate(getDimMap()))
    shape.push_back(
        ceilDivDynamic(extents[target], getTraversalStrides()[tileDim]));
  return shape;
}

//===----------------------------------------------------------------------===//
// GatherScatterViewType
//===----------------------------------------------------------------------===//

Type GatherScatterViewType::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SubviewFields fields;
  if (parseSubviewFields(parser, "gather_scatter_view", fields))
    return Type();
  if (!fields.sparseDim) {
    parser.emitError(loc, "gather_scatter_view needs a 'sparse_dim=N' field");
    return Type();
  }
  return parser.getChecked<GatherScatterViewType>(
      loc, parser.getContext(), *fields.tile, fields.tensorView,
      *fields.sparseDim, fields.padding);
}

void GatherScatterViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileField(printer, getTileShape());
  printPaddingField(printer, getPaddingValue());
  printer << ", ";
  printCudaTileType(printer, getTensorView());
  printer << ", sparse_dim=" << getSparseDim() << '>';
}

LogicalResult GatherScatterViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> tileShape,
    TensorViewType tensorView, int64_t sparseDim, PaddingValueAttr padding) {
  if (failed(verifySubview(emitError, "gather_scatter_view", tileShape,
                           tensorView, padding, std::nullopt)))
    return failure();
  if (sparseDim < 0 || sparseDim >= int64_t(tileShape.size()))
    return emitError() << "gather dimension is outside of tensor view "
                          "dimensions, expected strictly less than "
                       << tileShape.size() << ", got " << sparseDim;
  return success();
}

int64_t GatherScatterViewType::getIndexRank() const {
  return getTileShape().size();
}

ShapedType GatherScatterViewType::getTileType() const {
  return TileType::get(getTileShape(), getTensorView().getElementType());
}

SmallVector<int64_t> GatherScatterViewType::getIndexSpaceShape() const {
  // Indices are element positions of the tensor view itself.
  return llvm::to_vector(getTensorView().getShape());
}
