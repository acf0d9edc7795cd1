//===- ViewOps.cpp - Tensor views, subviews and view loads/stores ---------===//

#include "MemoryOpUtils.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileAsm.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

//===----------------------------------------------------------------------===//
// MakeTensorViewOp
//===----------------------------------------------------------------------===//

void MakeTensorViewOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "tview");
}

namespace {
/// One entry of `shape = [...]` or `strides = [...]`: a static integer or an
/// SSA value.
struct MixedEntry {
  std::optional<int64_t> constant;
  OpAsmParser::UnresolvedOperand operand;
  llvm::SMLoc loc;
};
} // namespace

static ParseResult parseMixedList(OpAsmParser &parser, StringRef keyword,
                                  SmallVectorImpl<MixedEntry> &entries,
                                  llvm::SMLoc &listLoc) {
  if (parser.parseKeyword(keyword) || parser.parseEqual())
    return failure();
  listLoc = parser.getCurrentLocation();
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        MixedEntry &entry = entries.emplace_back();
        entry.loc = parser.getCurrentLocation();
        int64_t value;
        OptionalParseResult integer = parser.parseOptionalInteger(value);
        if (integer.has_value()) {
          if (failed(*integer))
            return failure();
          entry.constant = value;
          return success();
        }
        OptionalParseResult operand =
            parser.parseOptionalOperand(entry.operand);
        if (!operand.has_value())
          return parser.emitError(entry.loc,
                                  "expected either integer or SSA value");
        return *operand;
      });
}

/// Checks the parsed list against the type's static/dynamic entries, in
/// NVIDIA's wording.
static ParseResult
matchMixedList(OpAsmParser &parser, llvm::SMLoc loc, StringRef what,
               ArrayRef<MixedEntry> entries, ArrayRef<int64_t> typeValues,
               SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  if (entries.size() != typeValues.size())
    return parser.emitError(loc, "expected ")
           << what << " declaration to contain " << typeValues.size()
           << " elements due to tensor_view type, but " << entries.size()
           << " were provided";
  auto describe = [](std::optional<int64_t> value) {
    return value ? std::to_string(*value) : std::string("dynamic");
  };
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(entries, typeValues))) {
    auto &[entry, typeValue] = pair;
    std::optional<int64_t> expected;
    if (!ShapedType::isDynamic(typeValue))
      expected = typeValue;
    if (entry.constant != expected)
      return parser.emitError(entry.loc, "input ")
             << what << " dimension " << i
             << " does not match tensor_view type (expected "
             << describe(expected) << ", got " << describe(entry.constant)
             << ")";
    if (!expected)
      operands.push_back(entry.operand);
  }
  return success();
}

ParseResult MakeTensorViewOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  OpAsmParser::UnresolvedOperand base;
  SmallVector<MixedEntry> shape, strides;
  llvm::SMLoc shapeLoc, stridesLoc;
  if (parser.parseOperand(base) || parser.parseComma())
    return failure();
  // Extra attributes go before the colon, as in NVIDIA's printer.
  if (parseMixedList(parser, "shape", shape, shapeLoc) || parser.parseComma() ||
      parseMixedList(parser, "strides", strides, stridesLoc) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  // `: tile<i32> -> tensor_view<...>` when there are dynamic entries, else
  // just the view type.
  Type first, viewType, indexType;
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, first))
    return failure();
  if (succeeded(parser.parseOptionalArrow())) {
    indexType = first;
    if (parseCudaTileType(parser, viewType))
      return failure();
  } else {
    viewType = first;
  }
  auto view = llvm::dyn_cast<TensorViewType>(viewType);
  if (!view)
    return parser.emitError(typeLoc, "expected 'tensor_view' type, but got ")
           << viewType;
  SmallVector<OpAsmParser::UnresolvedOperand> shapeOperands, strideOperands;
  if (matchMixedList(parser, shapeLoc, "shape", shape, view.getShape(),
                     shapeOperands) ||
      matchMixedList(parser, stridesLoc, "stride", strides, view.getStrides(),
                     strideOperands))
    return failure();
  if (!indexType && (!shapeOperands.empty() || !strideOperands.empty()))
    return parser.emitError(typeLoc, "dynamic shape or stride values need "
                                     "their type: ': tile<i32> -> "
                                     "tensor_view<...>'");
  Type baseType = TileType::get(
      {}, PointerType::get(parser.getContext(), view.getElementType()));
  if (parser.resolveOperand(base, baseType, result.operands) ||
      parser.resolveOperands(shapeOperands, indexType, result.operands) ||
      parser.resolveOperands(strideOperands, indexType, result.operands))
    return failure();
  result.addAttribute(
      getOperandSegmentSizesAttrName(result.name),
      parser.getBuilder().getDenseI32ArrayAttr(
          {1, int32_t(shapeOperands.size()), int32_t(strideOperands.size())}));
  result.addTypes(view);
  return success();
}

/// Prints static entries from the type and SSA values for each `?`.
static void printMixedList(OpAsmPrinter &printer, ArrayRef<int64_t> values,
                           OperandRange dynamic) {
  printer << '[';
  auto next = dynamic.begin();
  llvm::interleaveComma(values, printer, [&](int64_t v) {
    if (ShapedType::isDynamic(v))
      printer << *next++;
    else
      printer << v;
  });
  printer << ']';
}

void MakeTensorViewOp::print(OpAsmPrinter &printer) {
  TensorViewType view = getResult().getType();
  printer << ' ' << getBase() << ", shape = ";
  printMixedList(printer, view.getShape(), getDynamicShape());
  printer << ", strides = ";
  printMixedList(printer, view.getStrides(), getDynamicStrides());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getOperandSegmentSizesAttrName()});
  printer << " : ";
  ValueRange dynamic = getDynamicShape().empty()
                           ? ValueRange(getDynamicStrides())
                           : ValueRange(getDynamicShape());
  if (!dynamic.empty()) {
    printCudaTileType(printer, dynamic.front().getType());
    printer << " -> ";
  }
  printCudaTileType(printer, view);
}

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType view = getResult().getType();
  auto pointer = llvm::cast<PointerType>(getBase().getType().getElementType());
  if (pointer.getPointeeType() != view.getElementType())
    return emitOpError("expected pointer to ")
           << view.getElementType()
           << " to build tensor_view of this type, got "
           << pointer.getPointeeType();
  if (getDynamicShape().size() != view.getNumDynamicShape())
    return emitOpError("expected ")
           << view.getNumDynamicShape() << " dynamic shape operands, got "
           << getDynamicShape().size();
  if (getDynamicStrides().size() != view.getNumDynamicStrides())
    return emitOpError("expected ")
           << view.getNumDynamicStrides() << " dynamic stride operands, got "
           << getDynamicStrides().size();
  // One type for every dynamic value, shapes first.
  SmallVector<Value> dynamic(getDynamicShape());
  llvm::append_range(dynamic, getDynamicStrides());
  if (dynamic.empty())
    return success();
  Type first = dynamic.front().getType();
  for (auto [kind, values] :
       {std::pair<StringRef, ValueRange>("shape", getDynamicShape()),
        {"stride", getDynamicStrides()}})
    for (auto [i, value] : llvm::enumerate(values))
      if (value.getType() != first)
        return emitOpError("expected dynamic ")
               << kind << " index " << i
               << " to be of the same type as the other dynamic values ("
               << first << "), got " << value.getType();
  return success();
}

//===----------------------------------------------------------------------===//
// Subview constructors
//===----------------------------------------------------------------------===//

/// `%v = make_xxx_view %tensor_view : xxx_view<...>`; the operand type is the
/// tensor view nested in the result type.
static ParseResult parseMakeSubview(OpAsmParser &parser,
                                    OperationState &result) {
  OpAsmParser::UnresolvedOperand source;
  Type type;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperand(source) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, type))
    return failure();
  auto view = llvm::dyn_cast<TileViewTypeInterface>(type);
  if (!view) {
    // `make_partition_view` makes a `partition_view`, and so on.
    StringRef expected = result.name.stripDialect();
    expected.consume_front("make_");
    return parser.emitError(typeLoc, "expected '")
           << expected << "' type, but got " << type;
  }
  if (parser.resolveOperand(source, view.getTensorView(), result.operands))
    return failure();
  (void)loc;
  result.addTypes(type);
  return success();
}

static void printMakeSubview(OpAsmPrinter &printer, Operation *op) {
  printer << ' ' << op->getOperand(0);
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  printCudaTileType(printer, op->getResult(0).getType());
}

static LogicalResult verifyMakeSubview(Operation *op) {
  auto view = llvm::cast<TileViewTypeInterface>(op->getResult(0).getType());
  if (op->getOperand(0).getType() != view.getTensorView())
    return op->emitOpError("operand type ")
           << op->getOperand(0).getType()
           << " does not match the viewed tensor_view " << view.getTensorView();
  return success();
}

#define SUBVIEW_CONSTRUCTOR(OP, NAME)                                          \
  void OP::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {                  \
    setNameFn(getResult(), NAME);                                              \
  }                                                                            \
  ParseResult OP::parse(OpAsmParser &parser, OperationState &result) {         \
    return parseMakeSubview(parser, result);                                   \
  }                                                                            \
  void OP::print(OpAsmPrinter &printer) { printMakeSubview(printer, *this); }  \
  LogicalResult OP::verify() { return verifyMakeSubview(*this); }

SUBVIEW_CONSTRUCTOR(MakePartitionViewOp, "pview")
SUBVIEW_CONSTRUCTOR(MakeStridedViewOp, "sview")
SUBVIEW_CONSTRUCTOR(MakeGatherScatterViewOp, "gsview")

#undef SUBVIEW_CONSTRUCTOR

//===----------------------------------------------------------------------===//
// Shape queries
//===----------------------------------------------------------------------===//

/// `%a, %b = op %v : view-type -> tile<i32>`: one printed type for all
/// results, one result per dimension. A 0-d tensor_view has no extents, so
/// there the `-> type` part is absent.
static ParseResult parseShapeQuery(OpAsmParser &parser, OperationState &result,
                                   StringRef expected,
                                   function_ref<int64_t(Type)> rankOf) {
  OpAsmParser::UnresolvedOperand source;
  Type sourceType, resultType;
  if (parser.parseOperand(source) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, sourceType))
    return failure();
  int64_t rank = rankOf(sourceType);
  if (rank < 0)
    return parser.emitError(typeLoc, "expected ")
           << expected << ", got " << sourceType;
  if (rank != 0 || succeeded(parser.parseOptionalArrow())) {
    if ((rank != 0 && parser.parseArrow()) ||
        parseCudaTileType(parser, resultType))
      return failure();
  }
  if (parser.resolveOperand(source, sourceType, result.operands))
    return failure();
  result.addTypes(SmallVector<Type>(rank, resultType));
  return success();
}

/// The number of results of a shape query on `type`, -1 if it does not
/// apply.
static int64_t tensorViewRank(Type type) {
  auto view = llvm::dyn_cast<TensorViewType>(type);
  return view ? view.getRank() : -1;
}
static int64_t indexSpaceRank(Type type) {
  auto view = llvm::dyn_cast<TileViewTypeInterface>(type);
  return view ? view.getIndexRank() : -1;
}

static void printShapeQuery(OpAsmPrinter &printer, Operation *op) {
  printer << ' ' << op->getOperand(0);
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  printCudaTileType(printer, op->getOperand(0).getType());
  if (op->getNumResults() == 0)
    return;
  printer << " -> ";
  printCudaTileType(printer, op->getResult(0).getType());
}

/// `what` names the rank the result count must match (NVIDIA's wording).
static LogicalResult verifyShapeQuery(Operation *op, int64_t rank,
                                      StringRef what) {
  if (int64_t(op->getNumResults()) != rank)
    return op->emitOpError("expected ") << rank << " results due to " << what
                                        << ", but got " << op->getNumResults();
  if (!llvm::all_equal(op->getResultTypes()))
    return op->emitOpError("all results must have one type");
  return success();
}

ParseResult GetTensorShapeOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  return parseShapeQuery(parser, result, "tensor_view", tensorViewRank);
}
void GetTensorShapeOp::print(OpAsmPrinter &printer) {
  printShapeQuery(printer, *this);
}
LogicalResult GetTensorShapeOp::verify() {
  return verifyShapeQuery(*this, getSrc().getType().getRank(), "tensor rank");
}

ParseResult GetIndexSpaceShapeOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  return parseShapeQuery(parser, result, "a tile view", indexSpaceRank);
}
void GetIndexSpaceShapeOp::print(OpAsmPrinter &printer) {
  printShapeQuery(printer, *this);
}
LogicalResult GetIndexSpaceShapeOp::verify() {
  return verifyShapeQuery(
      *this,
      llvm::cast<TileViewTypeInterface>(getSrc().getType()).getIndexRank(),
      "view index space rank");
}

/// Folds the results whose extents are static in the type.
static LogicalResult foldStaticExtents(Operation *op, ArrayRef<int64_t> extents,
                                       SmallVectorImpl<OpFoldResult> &results) {
  bool any = false;
  for (auto [extent, result] : llvm::zip_equal(extents, op->getResults())) {
    auto type = llvm::cast<TileType>(result.getType());
    auto intType = llvm::cast<IntegerType>(type.getElementType());
    if (ShapedType::isDynamic(extent) ||
        (intType.getWidth() < 64 &&
         extent >= (int64_t(1) << (intType.getWidth() - 1)))) {
      results.push_back(nullptr);
      continue;
    }
    results.push_back(
        DenseElementsAttr::get(type, IntegerAttr::get(intType, extent)));
    any = true;
  }
  return success(any);
}

LogicalResult GetTensorShapeOp::fold(FoldAdaptor,
                                     SmallVectorImpl<OpFoldResult> &results) {
  return foldStaticExtents(*this, getSrc().getType().getShape(), results);
}

LogicalResult
GetIndexSpaceShapeOp::fold(FoldAdaptor,
                           SmallVectorImpl<OpFoldResult> &results) {
  return foldStaticExtents(*this,
                           llvm::cast<TileViewTypeInterface>(getSrc().getType())
                               .getIndexSpaceShape(),
                           results);
}

//===----------------------------------------------------------------------===//
// LoadViewTkoOp / StoreViewTkoOp
//===----------------------------------------------------------------------===//

/// Index operands: one per index dimension, scalars except at the sparse
/// dimension of a gather_scatter_view, which takes a 1-d tile of as many
/// indices as the tile has rows there. Count, tile type and scalar indices
/// are checked in NVIDIA's order and wording.
LogicalResult cuda_tile::detail::verifyViewAccess(Operation *op, Type viewType,
                                                  ValueRange indices,
                                                  TileType tile,
                                                  StringRef tileRole) {
  auto view = llvm::cast<TileViewTypeInterface>(viewType);
  if (int64_t(indices.size()) != view.getIndexRank())
    return op->emitOpError("expected ")
           << view.getIndexRank()
           << " index operands (based on view type), got " << indices.size();
  auto expected = llvm::cast<TileType>(view.getTileType());
  if (tile != expected)
    return op->emitOpError("expected tile type to be ")
           << expected << " (based on view type), got " << tile << " as the "
           << tileRole;
  auto gather = llvm::dyn_cast<GatherScatterViewType>(viewType);
  if (!gather) {
    for (Value index : indices)
      if (!llvm::cast<TileType>(index.getType()).isScalar())
        return op->emitOpError("expected index type to be a scalar tile, got ")
               << index.getType();
    for (auto [i, index] : llvm::enumerate(indices))
      if (index.getType() != indices.front().getType())
        return op->emitOpError("expected index type ")
               << i << " to be the same as other index types ("
               << indices.front().getType() << "), got " << index.getType();
    return success();
  }
  Type indexElement;
  for (auto [dim, index] : llvm::enumerate(indices)) {
    auto type = llvm::cast<TileType>(index.getType());
    if (!indexElement)
      indexElement = type.getElementType();
    if (type.getElementType() != indexElement)
      return op->emitOpError("all indices must have one element type, got ")
             << indexElement << " and " << type.getElementType();
    if (int64_t(dim) == gather.getSparseDim()) {
      auto expectedIndex =
          TileType::get({gather.getTileShape()[dim]}, indexElement);
      if (type != expectedIndex)
        return op->emitOpError("index ")
               << dim << " (the sparse dimension) must be " << expectedIndex
               << ", got " << type;
      continue;
    }
    if (!type.isScalar())
      return op->emitOpError("index ")
             << dim << " must be a scalar tile, got " << type;
  }
  return success();
}

/// 13.4's in-bounds promise: one flag per index operand.
static LogicalResult verifyInbounds(Operation *op,
                                    std::optional<ArrayRef<bool>> inbounds,
                                    ValueRange indices) {
  if (inbounds && inbounds->size() != indices.size())
    return op->emitOpError("expected one 'inbounds' flag per index (")
           << indices.size() << "), got " << inbounds->size();
  return success();
}

void LoadViewTkoOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getTile(), "tile");
  setNameFn(getResultToken(), "result_token");
}

LogicalResult LoadViewTkoOp::verify() {
  // NVIDIA's order: the access itself, then hints, then ordering and scope.
  if (failed(verifyViewAccess(*this, getView().getType(), getIndex(),
                              getTile().getType(), "result")) ||
      failed(verifyInbounds(*this, getInbounds(), getIndex())) ||
      failed(verifyHints(*this, getOptimizationHintsAttr())))
    return failure();
  return verifyAccessOrdering(*this, getMemoryOrderingSemantics(),
                              getMemoryScope(), /*isLoad=*/true);
}

void LoadViewTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/true, /*writes=*/false, effects);
}

LogicalResult StoreViewTkoOp::verify() {
  // NVIDIA's order: the access itself, then hints, then ordering and scope.
  if (failed(verifyViewAccess(*this, getView().getType(), getIndex(),
                              getTile().getType(), "stored tile")) ||
      failed(verifyInbounds(*this, getInbounds(), getIndex())) ||
      failed(verifyHints(*this, getOptimizationHintsAttr())))
    return failure();
  return verifyAccessOrdering(*this, getMemoryOrderingSemantics(),
                              getMemoryScope(), /*isLoad=*/false);
}

void StoreViewTkoOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addEffects(*this, /*reads=*/false, /*writes=*/true, effects);
}
