//===- CoreOps.cpp - Core cuda_tile operations ----------------------------===//
//
// Module, entry, globals, constants, shape operations, reduce/scan and the
// matrix multiply-accumulate ops.
//
//===----------------------------------------------------------------------===//

#include "DebugInfoVerifier.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileAsm.h"
#include "tileir/Dialect/CudaTile/IR/FunctionAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static constexpr StringLiteral kDialectName = "cuda_tile";

//===----------------------------------------------------------------------===//
// ModuleOp
//===----------------------------------------------------------------------===//

void cuda_tile::ModuleOp::build(OpBuilder &builder, OperationState &state,
                                StringRef name) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addRegion()->emplaceBlock();
}

StringRef cuda_tile::ModuleOp::getDefaultDialect() { return kDialectName; }

LogicalResult cuda_tile::ModuleOp::verify() {
  // Other ops may sit in a module, as in NVIDIA's dialect (tests keep helper
  // functions there); the consumers that only understand kernels and globals
  // (the bytecode writer, the lowering) report others where they meet them.
  // A module is one compilation unit, so modules do not nest.
  if (getBody().empty())
    return success();
  for (Operation &op : getBodyBlock()->getOperations())
    if (llvm::isa<cuda_tile::ModuleOp>(op))
      return op.emitOpError("cannot be nested in another cuda_tile.module");
  return verifyModuleDebugScopes(*this);
}

//===----------------------------------------------------------------------===//
// EntryOp
//===----------------------------------------------------------------------===//

void EntryOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                    FunctionType type) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Type input : type.getInputs())
    block->addArgument(input, state.location);
}

StringRef EntryOp::getDefaultDialect() { return kDialectName; }

ParseResult mlir::cuda_tile::parseFunctionLikeOp(
    OpAsmParser &parser, OperationState &result, StringAttr functionTypeName,
    function_ref<ParseResult()> parseBeforeAttrDict) {
  StringAttr name;
  if (parser.parseSymbolName(name, mlir::SymbolTable::getSymbolAttrName(),
                             result.attributes))
    return failure();
  SmallVector<OpAsmParser::Argument> arguments;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Paren, [&]() -> ParseResult {
            OpAsmParser::Argument &arg = arguments.emplace_back();
            return failure(parser.parseArgument(arg) || parser.parseColon() ||
                           parseCudaTileType(parser, arg.type));
          }))
    return failure();
  // Results: `-> T` or `-> (T, ...)`.
  SmallVector<Type> results;
  if (succeeded(parser.parseOptionalArrow())) {
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parseCudaTileTypeList(parser, results) || parser.parseRParen()))
        return failure();
    } else if (parseCudaTileType(parser, results.emplace_back())) {
      return failure();
    }
  }
  if (parseBeforeAttrDict && parseBeforeAttrDict())
    return failure();
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  SmallVector<Type> argTypes;
  for (OpAsmParser::Argument &arg : arguments)
    argTypes.push_back(arg.type);
  result.addAttribute(
      functionTypeName,
      TypeAttr::get(FunctionType::get(parser.getContext(), argTypes, results)));
  Region *body = result.addRegion();
  // NVIDIA's syntax puts the attribute dictionary after the body
  // (`entry @k() { ... } {cuda_tile.loop_split = 0}`); both places are read.
  if (parser.parseRegion(*body, arguments) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  // The `return` may be left out. A function with results then fails to
  // verify at that implicit `return`, which returns nothing.
  Block &block = body->front();
  if (block.empty() || !block.back().hasTrait<OpTrait::IsTerminator>()) {
    // The region has no parent op yet, so the builder takes the context
    // from the parser.
    OpBuilder builder(parser.getContext());
    builder.setInsertionPointToEnd(&block);
    ReturnOp::create(builder, result.location);
  }
  return success();
}

void mlir::cuda_tile::printFunctionLikeOp(
    OpAsmPrinter &printer, FunctionOpInterface op, ArrayRef<StringRef> elided,
    function_ref<void()> printBeforeAttrDict) {
  printer << ' ';
  printer.printSymbolName(op.getName());
  printer << '(';
  llvm::interleaveComma(op.getFunctionBody().getArguments(), printer,
                        [&](BlockArgument arg) {
                          printer.printRegionArgument(arg, {},
                                                      /*omitType=*/true);
                          printer << ": ";
                          printCudaTileType(printer, arg.getType());
                        });
  printer << ')';
  ArrayRef<Type> results = op.getResultTypes();
  if (results.size() == 1) {
    printer << " -> ";
    printCudaTileType(printer, results.front());
  } else if (!results.empty()) {
    printer << " -> (";
    llvm::interleaveComma(results, printer,
                          [&](Type type) { printCudaTileType(printer, type); });
    printer << ')';
  }
  if (printBeforeAttrDict)
    printBeforeAttrDict();
  SmallVector<StringRef> skip(elided);
  skip.append({SymbolTable::getSymbolAttrName(), "function_type", "arg_attrs",
               "res_attrs"});
  printer.printOptionalAttrDictWithKeyword(op->getAttrs(), skip);
  printer << ' ';
  printer.printRegion(op.getFunctionBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
}

ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFunctionLikeOp(
      parser, result, getFunctionTypeAttrName(result.name), [&] {
        if (failed(parser.parseOptionalKeyword("optimization_hints")))
          return success();
        Attribute hints;
        if (parser.parseEqual() ||
            parser.parseCustomAttributeWithFallback(
                hints, Type(), [&](Attribute &attr, Type) -> ParseResult {
                  attr = OptimizationHintsAttr::parse(parser, Type());
                  return success(attr != nullptr);
                }))
          return failure();
        result.addAttribute(getOptimizationHintsAttrName(result.name), hints);
        return success();
      });
}

void EntryOp::print(OpAsmPrinter &printer) {
  printFunctionLikeOp(printer, *this, {getOptimizationHintsAttrName()}, [&] {
    OptimizationHintsAttr hints = getOptimizationHintsAttr();
    if (hints && !hints.empty()) {
      printer << " optimization_hints=";
      hints.print(printer);
    }
  });
}

LogicalResult EntryOp::verifyLaunchableSignature() {
  for (auto [index, input] : llvm::enumerate(getFunctionType().getInputs()))
    if (!llvm::isa<CudaTileDialect>(input.getDialect()))
      return emitOpError("kernel parameter #")
             << index << " has type " << input
             << ", which is not a Tile IR type";
  return success();
}

LogicalResult EntryOp::verify() {
  if (!getFunctionType().getResults().empty())
    return emitError("entry op must not return values");
  if (!getBody().empty() &&
      getBody().getArgumentTypes() != getFunctionType().getInputs())
    return emitOpError("body arguments do not match the kernel signature");
  // The host passes kernel arguments by value, one scalar at a time, so a
  // tile parameter must be 0-d; arrays arrive as pointers (or tensor views).
  // Tokens and views are accepted, as NVIDIA's tools accept them. So are
  // types of other dialects, which IR mixing dialects may hold on the way
  // to Tile IR; whatever would launch the kernel or write it as bytecode
  // refuses them (verifyLaunchableSignature).
  for (Type input : getFunctionType().getInputs()) {
    auto tile = llvm::dyn_cast<TileType>(input);
    if (tile && tile.getRank() != 0)
      return emitOpError("entry op must have scalar types (rank 0 "
                         "!cuda_tile.tile), got ")
             << input;
  }
  if (failed(verifyFunctionDebugScope(*this)))
    return failure();
  if (OptimizationHintsAttr hints = getOptimizationHintsAttr())
    return hints.verifyForOp(getOperation());
  return success();
}

// After the body's own verifiers, as the ops' scopes are checked against
// the kernel's.
LogicalResult EntryOp::verifyRegions() {
  return verifyFunctionBodyDebugScopes(*this);
}

//===----------------------------------------------------------------------===//
// GlobalOp / GetGlobalOp
//===----------------------------------------------------------------------===//

LogicalResult GlobalOp::verify() {
  auto type = llvm::dyn_cast<TileType>(getValue().getType());
  if (!type || type.getRank() != 1)
    return emitOpError("type must have rank 1: the initial value must be a "
                       "1-d tile, got ")
           << getValue().getType();
  int64_t alignment = getAlignment();
  if (alignment < 0 || (alignment != 0 && !llvm::isPowerOf2_64(alignment)))
    return emitOpError("alignment must be 0 or a power of two, got ")
           << alignment;
  return success();
}

LogicalResult
GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *symbol = symbolTable.lookupNearestSymbolFrom(*this, getNameAttr());
  auto global = llvm::dyn_cast_or_null<GlobalOp>(symbol);
  if (!global) {
    InFlightDiagnostic diag =
        emitOpError("'") << getName() << "' does not reference a valid global";
    // A symbol of another kind (a kernel, say) is named as such.
    if (symbol)
      diag << " (it names a '" << symbol->getName() << "')";
    return diag;
  }
  auto pointer =
      llvm::cast<PointerType>(getResult().getType().getElementType());
  Type element = global.getValue().getElementType();
  if (pointer.getPointeeType() != element)
    return emitOpError("pointee type of result type ")
           << pointer << " does not match type " << element
           << " of the global @" << getName();
  return success();
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  // NVIDIA's names: `%true`/`%false` for uniform i1 tiles, `%cst_i1` for
  // mixed ones; otherwise `cst`, then for a splat `_<value>` (integers in
  // signed decimal, `%cst_-1_i32`; floats only when they convert exactly to
  // an unsigned integer, `%cst_2_f32`, or `_NaN`), then `_<element type>`.
  DenseIntOrFPElementsAttr value = getValue();
  Type element = value.getElementType();
  if (element.isInteger(1)) {
    auto bits = value.getValues<bool>();
    if (llvm::all_of(bits, [](bool b) { return b; }))
      return setNameFn(getResult(), "true");
    if (llvm::none_of(bits, [](bool b) { return b; }))
      return setNameFn(getResult(), "false");
    return setNameFn(getResult(), "cst_i1");
  }
  SmallString<32> name("cst");
  llvm::raw_svector_ostream os(name);
  if (value.isSplat()) {
    if (llvm::isa<IntegerType>(element)) {
      os << '_';
      value.getSplatValue<APInt>().print(os, /*isSigned=*/true);
    } else {
      APFloat v = value.getSplatValue<APFloat>();
      if (v.isNaN()) {
        os << "_NaN";
      } else {
        APSInt asInt(64, /*isUnsigned=*/true);
        bool exact = false;
        v.convertToInteger(asInt, APFloat::rmTowardZero, &exact);
        if (exact)
          os << '_' << asInt.getZExtValue();
      }
    }
  }
  os << '_';
  element.print(os);
  setNameFn(getResult(), name);
}

LogicalResult ConstantOp::verify() {
  if (getValue().getType() != getResult().getType())
    return emitOpError("value of type ")
           << getValue().getType() << " does not match the result type "
           << getResult().getType();
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

//===----------------------------------------------------------------------===//
// Tile block coordinates
//===----------------------------------------------------------------------===//

void GetTileBlockIdOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getBlockIdX(), "blockId_x");
  setNameFn(getBlockIdY(), "blockId_y");
  setNameFn(getBlockIdZ(), "blockId_z");
}

void GetNumTileBlocksOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getGridSizeX(), "gridSize_x");
  setNameFn(getGridSizeY(), "gridSize_y");
  setNameFn(getGridSizeZ(), "gridSize_z");
}

//===----------------------------------------------------------------------===//
// Shape operations
//===----------------------------------------------------------------------===//

void BroadcastOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "bcast");
}

LogicalResult BroadcastOp::verify() {
  ArrayRef<int64_t> from = getSource().getType().getShape();
  ArrayRef<int64_t> to = getResult().getType().getShape();
  for (auto [dim, pair] : llvm::enumerate(llvm::zip_equal(from, to))) {
    auto [f, t] = pair;
    if (f != t && f != 1)
      return emitOpError("expects the shape of source tile to be compatible "
                         "with that of the result tile, but got: ")
             << from << " and " << to << " (dimension " << dim << " of size "
             << f << " cannot be broadcast to " << t
             << "; only size-1 dimensions expand)";
  }
  return success();
}

void ReshapeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "reshape");
}

LogicalResult ReshapeOp::verify() {
  int64_t from = getSource().getType().getNumElements();
  int64_t to = getResult().getType().getNumElements();
  if (from != to)
    return emitOpError("expected source tile and result tile to have the same "
                       "number of elements (")
           << from << " vs " << to << ")";
  return success();
}

// The messages follow NVIDIA's verifier word for word, so that tests and
// scripts written against their tools match ours.
LogicalResult PermuteOp::verify() {
  ArrayRef<int32_t> perm = getPermutation();
  TileType source = getSource().getType();
  int64_t rank = source.getRank();
  // Below rank 2 the only permutation is the identity.
  if (rank < 2)
    return emitOpError("expects at least rank 2, but got: ") << rank;
  if (int64_t(perm.size()) != rank)
    return emitOpError("expect permutation size (")
           << perm.size() << ") to equal the rank of the source (" << rank
           << ")";
  if (llvm::SmallDenseSet<int32_t>(perm.begin(), perm.end()).size() !=
      perm.size())
    return emitOpError("expect permutation elements to be unique");
  for (auto [i, p] : llvm::enumerate(perm))
    if (p < 0 || p >= rank)
      return emitOpError("permutation element at index ")
             << i << " (" << p << ") is out of bound [0, " << rank << ")";
  ArrayRef<int64_t> to = getResult().getType().getShape();
  for (auto [i, p] : llvm::enumerate(perm))
    if (to[i] != source.getDimSize(p))
      return emitOpError("result shape invalid at index ")
             << i << ", expected: " << source.getDimSize(p)
             << ", but got: " << to[i];
  return success();
}

LogicalResult CatOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(),
           result = getResult().getType();
  int64_t dim = getDim();
  // NVIDIA's checks and wording.
  if (dim < 0 || dim >= lhs.getRank())
    return emitOpError("expect dim to be [0, ")
           << lhs.getRank() << "), but got: " << dim;
  if (result.getDimSize(dim) != lhs.getDimSize(dim) + rhs.getDimSize(dim))
    return emitOpError("invalid concat at position ")
           << dim << ", expected: " << lhs.getDimSize(dim) + rhs.getDimSize(dim)
           << " but got: " << result.getDimSize(dim);
  for (int64_t d = 0; d < lhs.getRank(); ++d) {
    if (d == dim)
      continue;
    if (lhs.getDimSize(d) != rhs.getDimSize(d))
      return emitOpError("expect lhs and rhs shapes to match at non-concat "
                         "position ")
             << d << ", expected: " << lhs.getDimSize(d)
             << " but got: " << rhs.getDimSize(d);
    if (lhs.getDimSize(d) != result.getDimSize(d))
      return emitOpError("expect lhs and result shapes to match at non-concat "
                         "position ")
             << d << ", expected: " << lhs.getDimSize(d)
             << " but got: " << result.getDimSize(d);
  }
  return success();
}

LogicalResult ExtractOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  // NVIDIA's order and wording: element type, divisibility, then the index
  // count.
  if (source.getElementType() != result.getElementType())
    return emitOpError("source and result element type do not match (")
           << source.getElementType() << " vs " << result.getElementType()
           << ")";
  for (int64_t d = 0; d < source.getRank(); ++d)
    if (source.getDimSize(d) % result.getDimSize(d) != 0)
      return emitOpError("source dimension ")
             << d << " size (" << source.getDimSize(d)
             << ") must be evenly divisible by result dimension " << d
             << " size (" << result.getDimSize(d) << ")";
  if (int64_t(getIndices().size()) != source.getRank())
    return emitOpError("expected ")
           << source.getRank() << " indices, but got " << getIndices().size();
  return success();
}

LogicalResult InsertOp::verify() {
  TileType source = getSource().getType();
  TileType destination = getDestination().getType();
  // Extract's checks, mirrored: the source shape tiles the destination
  // evenly, and there is one subtile index per dimension.
  for (int64_t d = 0; d < destination.getRank(); ++d)
    if (destination.getDimSize(d) % source.getDimSize(d) != 0)
      return emitOpError("destination dimension ")
             << d << " size (" << destination.getDimSize(d)
             << ") must be evenly divisible by source dimension " << d
             << " size (" << source.getDimSize(d) << ")";
  if (int64_t(getIndices().size()) != destination.getRank())
    return emitOpError("expected ")
           << destination.getRank() << " indices, but got "
           << getIndices().size();
  return success();
}

LogicalResult SelectOp::verify() {
  // Elements are chosen one by one, which needs addressable (whole-byte)
  // elements.
  Type element = getResult().getType().getElementType();
  if (llvm::isa<Float4E2M1FNType>(element) || element.isInteger(4))
    return emitOpError("cannot operate on sub-byte type ")
           << (element.isInteger(4) ? "I4" : "F4E2M1FN")
           << " (elements are selected one by one, which needs whole bytes)";
  return success();
}

LogicalResult IotaOp::verify() {
  TileType type = getResult().getType();
  if (type.getRank() != 1)
    return emitOpError("expects result type to be 1-d tile");
  // Counting 0..n-1 needs n values of the element type (read unsigned).
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  if (width < 64 && type.getNumElements() > (int64_t(1) << width))
    return emitOpError("the number of elements ")
           << type.getNumElements()
           << " exceeds the maximum value of element type "
           << type.getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// ReduceOp / ScanOp
//===----------------------------------------------------------------------===//

void ReduceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (!getResults().empty())
    setNameFn(getResult(0), "reduce");
}

void ReduceOp::getAsmBlockArgumentNames(Region &region,
                                        OpAsmSetValueNameFn setNameFn) {
  unsigned n = getOperands().size();
  for (unsigned i = 0; i < n && 2 * i + 1 < region.getNumArguments(); ++i) {
    std::string suffix = n == 1 ? "" : std::to_string(i);
    setNameFn(region.getArgument(2 * i), "reduce_lhs" + suffix);
    setNameFn(region.getArgument(2 * i + 1), "reduce_rhs" + suffix);
  }
}

StringRef ReduceOp::getDefaultDialect() { return kDialectName; }
StringRef ScanOp::getDefaultDialect() { return kDialectName; }

/// Operand/identity/result rules shared by reduce and scan, checked in the
/// order NVIDIA's verifier checks them so that inputs breaking several rules
/// report the same first error.
static LogicalResult verifyCombinerOperands(Operation *op, ValueRange operands,
                                            ArrayAttr identities, int64_t dim,
                                            TypeRange results, bool dropsDim) {
  if (operands.empty())
    return op->emitOpError("expect at least 1 operand");
  if (results.size() != operands.size())
    return op->emitOpError("expect same number of operands and results");
  if (identities.size() != operands.size())
    return op->emitOpError(
               "expect identities to match the number of operands but got: ")
           << operands.size() << " operands and " << identities.size()
           << " identities";
  for (auto [i, operand] : llvm::enumerate(operands)) {
    Type element = llvm::cast<TileType>(operand.getType()).getElementType();
    auto identity = llvm::dyn_cast<TypedAttr>(identities[i]);
    if (!llvm::isa_and_nonnull<IntegerAttr, FloatAttr>(identity))
      return op->emitOpError("identity ") << i << " must be a " << element
                                          << " value, got " << identities[i];
    // NVIDIA's verifier also takes an f16 identity for bf16 data and vice
    // versa (frontends spell both as half-precision literals).
    bool halfSwap = (element.isBF16() && identity.getType().isF16()) ||
                    (element.isF16() && identity.getType().isBF16());
    if (identity.getType() != element && !halfSwap)
      return op->emitOpError("expect same type for operand at index: ")
             << i << " and identity at index: " << i << " but got: " << element
             << " and " << identity.getType();
  }
  for (Value operand : operands) {
    int64_t rank = llvm::cast<TileType>(operand.getType()).getRank();
    if (dim >= rank)
      return op->emitOpError("dimension (")
             << dim << ") is out of bound [0, " << rank << ")";
  }
  SmallVector<Type> expected;
  for (Value operand : operands) {
    auto type = llvm::cast<TileType>(operand.getType());
    SmallVector<int64_t> shape(type.getShape());
    if (dropsDim)
      shape.erase(shape.begin() + dim);
    expected.push_back(TileType::get(shape, type.getElementType()));
  }
  if (TypeRange(expected) == results)
    return success();
  if (!dropsDim) {
    for (auto [i, want] : llvm::enumerate(expected))
      if (results[i] != want)
        return op->emitOpError("expect same type for operand at index: ")
               << i << " and result at index: " << i << " (expected " << want
               << ", got " << results[i] << ")";
  }
  // Reduce's result types follow from its operands; word the mismatch the
  // way MLIR's result-type inference does.
  op->emitOpError("inferred type(s) ")
      << ArrayRef<Type>(expected)
      << " are incompatible with return type(s) of operation " << results;
  return op->emitOpError("failed to infer returned types");
}

/// The combiner takes (current, accumulator) pairs of scalar tiles and
/// yields one scalar per operand. Errors are reported on the combining op,
/// with NVIDIA's wording and check order.
static LogicalResult verifyCombinerRegion(Operation *op, Region &body,
                                          ValueRange operands) {
  Block &block = body.front();
  if (block.getNumArguments() != 2 * operands.size())
    return op->emitOpError("expect ")
           << 2 * operands.size()
           << " block arguments but got: " << block.getNumArguments();
  for (auto [i, arg] : llvm::enumerate(block.getArguments())) {
    auto tile = llvm::dyn_cast<TileType>(arg.getType());
    if (!tile || tile.getRank() != 0)
      return op->emitOpError("expect 0-rank tile type at index: ")
             << i << " but got: " << arg.getType();
  }
  auto elementOf = [](Type type) {
    return llvm::cast<TileType>(type).getElementType();
  };
  for (unsigned i = 0; i < operands.size(); ++i) {
    Type current = elementOf(block.getArgument(2 * i).getType());
    Type accumulated = elementOf(block.getArgument(2 * i + 1).getType());
    if (current != accumulated)
      return op->emitOpError("expect same element type for block argument at "
                             "index: ")
             << 2 * i << " and " << 2 * i + 1 << " but got: " << current
             << " and " << accumulated;
  }
  for (auto [i, operand] : llvm::enumerate(operands)) {
    Type element = elementOf(operand.getType());
    Type current = elementOf(block.getArgument(2 * i).getType());
    if (element != current)
      return op->emitOpError("expect same type for operand at index: ")
             << i << " and block argument at index: " << 2 * i
             << " but got: " << element << " and " << current;
  }
  auto yield = llvm::dyn_cast<YieldOp>(block.getTerminator());
  if (!yield)
    return op->emitOpError("combiner must end with 'yield'");
  if (yield.getNumOperands() != operands.size())
    return op->emitOpError("expect number of terminators operands (")
           << yield.getNumOperands() << ") to match number of operands ("
           << operands.size() << ")";
  for (auto [i, operand] : llvm::enumerate(operands)) {
    Type element = elementOf(operand.getType());
    Type yielded = yield.getOperand(i).getType();
    auto yieldedTile = llvm::dyn_cast<TileType>(yielded);
    if (yieldedTile && yieldedTile.getElementType() != element)
      return op->emitOpError("expect same type for operand at index: ")
             << i << " and terminator argument at index: " << i
             << " but got: " << element << " and "
             << yieldedTile.getElementType();
    TileType scalar = TileType::get({}, element);
    if (yielded != scalar)
      return yield.emitOpError("value ")
             << i << " must be " << scalar << ", got " << yielded;
  }
  // The combiner may run any number of times in any order, so it must not
  // have side effects (or control flow that could have them).
  for (Operation &inner : block.without_terminator())
    if (!isPure(&inner))
      return inner.emitOpError("only pure operations are allowed inside '")
             << op->getName() << "'";
  return success();
}

LogicalResult ReduceOp::verify() {
  return verifyCombinerOperands(*this, getOperands(), getIdentities(), getDim(),
                                getResultTypes(), /*dropsDim=*/true);
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyCombinerRegion(*this, getBody(), getOperands());
}

LogicalResult ScanOp::verify() {
  return verifyCombinerOperands(*this, getOperands(), getIdentities(), getDim(),
                                getResultTypes(),
                                /*dropsDim=*/false);
}

LogicalResult ScanOp::verifyRegions() {
  return verifyCombinerRegion(*this, getBody(), getOperands());
}

//===----------------------------------------------------------------------===//
// MmaFOp / MmaIOp
//===----------------------------------------------------------------------===//

/// Shapes MxK, KxN, MxN, optionally with one leading batch dimension.
static LogicalResult verifyMmaShapes(Operation *op, TileType lhs, TileType rhs,
                                     TileType acc) {
  int64_t rank = lhs.getRank();
  if (rank != 2 && rank != 3)
    return op->emitOpError("operands must be 2-d, or 3-d with a batch "
                           "dimension, got rank ")
           << rank;
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape(), c = acc.getShape();
  // NVIDIA's wording: "shape error: dim i of x (n) and dim j of y (m) must
  // match, but got x shape (...) and y shape (...)".
  auto mismatch = [&](int64_t i, StringRef x, ArrayRef<int64_t> xs, int64_t j,
                      StringRef y, ArrayRef<int64_t> ys) {
    return op->emitOpError("shape error: dim ")
           << i << " of " << x << " (" << xs[i] << ") and dim " << j << " of "
           << y << " (" << ys[j] << ") must match, but got " << x << " shape ("
           << xs << ") and " << y << " shape (" << ys << ")";
  };
  int64_t row = rank - 2, col = rank - 1;
  if (rank == 3 && a[0] != b[0])
    return mismatch(0, "lhs", a, 0, "rhs", b);
  if (rank == 3 && a[0] != c[0])
    return mismatch(0, "lhs", a, 0, "acc", c);
  if (a[col] != b[row])
    return mismatch(col, "lhs", a, row, "rhs", b);
  if (a[row] != c[row])
    return mismatch(row, "lhs", a, row, "acc", c);
  if (b[col] != c[col])
    return mismatch(col, "rhs", b, col, "acc", c);
  return success();
}

LogicalResult MmaFOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(),
           acc = getAcc().getType();
  if (failed(verifyMmaShapes(*this, lhs, rhs, acc)))
    return failure();
  Type in = lhs.getElementType(), out = acc.getElementType();
  MLIRContext *ctx = getContext();
  SmallVector<Type, 2> allowed;
  if (llvm::isa<Float8E4M3FNType, Float8E5M2Type, Float16Type>(in))
    allowed = {Float16Type::get(ctx), Float32Type::get(ctx)};
  else if (llvm::isa<BFloat16Type, FloatTF32Type, Float32Type>(in))
    allowed = {Float32Type::get(ctx)};
  else if (in.isF64())
    allowed = {Float64Type::get(ctx)};
  if (!llvm::is_contained(allowed, out))
    return emitOpError("unsupported combination of element types. Input "
                       "type ")
           << in << " expects accumulator/result type to be one of {"
           << ArrayRef<Type>(allowed) << "}, but got " << out;
  return success();
}

LogicalResult MmaFScaledOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(),
           acc = getAcc().getType(), lhsScale = getLhsScale().getType(),
           rhsScale = getRhsScale().getType();
  if (failed(verifyMmaShapes(*this, lhs, rhs, acc)))
    return failure();
  // NVIDIA's order and wording: scale shapes, element types, block size.
  Type in = lhs.getElementType(), scale = lhsScale.getElementType();
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape(),
                    as = lhsScale.getShape(), bs = rhsScale.getShape();
  auto mismatch = [&](int64_t i, StringRef x, ArrayRef<int64_t> xs, int64_t j,
                      StringRef y, ArrayRef<int64_t> ys) {
    return emitOpError("shape error: dim ")
           << i << " of " << x << " (" << xs[i] << ") and dim " << j << " of "
           << y << " (" << ys[j] << ") must match, but got " << x << " shape ("
           << xs << ") and " << y << " shape (" << ys << ")";
  };
  int64_t o = lhs.getRank() - 2;
  if (o == 1 && a[0] != as[0])
    return mismatch(0, "lhs", a, 0, "lhs_scale", as);
  if (o == 1 && b[0] != bs[0])
    return mismatch(0, "rhs", b, 0, "rhs_scale", bs);
  if (a[o] != as[o])
    return mismatch(o, "lhs", a, o, "lhs_scale", as);
  if (b[o + 1] != bs[o + 1])
    return mismatch(o + 1, "rhs", b, o + 1, "rhs_scale", bs);
  if (as[o + 1] != bs[o])
    return mismatch(o + 1, "lhs_scale", as, o, "rhs_scale", bs);
  // e8m0 scales go with every input format; e4m3 and (13.4) e5m3 scales
  // only with fp4.
  if (llvm::isa<Float8E4M3FNType, Float8E5M3FNUType>(scale) &&
      !llvm::isa<Float4E2M1FNType>(in))
    return emitOpError("unsupported combination of element types. Scale type ")
           << scale << " expects lhs and rhs element types to be "
           << Float4E2M1FNType::get(getContext()) << ", but got " << in;
  int64_t k = a[o + 1];
  int64_t scaleCols = as[o + 1];
  if (k % scaleCols != 0)
    return emitOpError("shape error: dim ")
           << o + 1 << " of lhs_scale (" << scaleCols
           << ") must be a divisor of dim " << o + 1 << " of lhs (" << k
           << "), but got lhs_scale shape (" << as << ") and lhs shape (" << a
           << ")";
  // The hardware block-scaled MMA supports fixed block sizes only: 32 for
  // fp8 inputs, 16 for fp4 with e4m3 scales, 16 or 32 for fp4 with e8m0 or
  // e5m3 scales.
  int64_t blockSize = k / scaleCols;
  bool fp4 = llvm::isa<Float4E2M1FNType>(in);
  bool e4m3Scale = llvm::isa<Float8E4M3FNType>(scale);
  bool blockOk = !fp4 ? blockSize == 32
                      : (blockSize == 16 || (!e4m3Scale && blockSize == 32));
  if (!blockOk)
    return emitOpError("shape error: ")
           << (!fp4 ? "f8 element type"
               : e4m3Scale
                   ? "f4E2M1FN element type with f8E4M3FN scales"
                   : (llvm::isa<Float8E5M3FNUType>(scale)
                          ? "f4E2M1FN element type with f8E5M3FNU scales"
                          : "f4E2M1FN element type with f8E8M0FNU scales"))
           << " requires block scale factor of lhs_scale and rhs_scale to be "
           << (!fp4        ? "32"
               : e4m3Scale ? "16"
                           : "16 or 32")
           << ", but got " << blockSize;
  return success();
}

/// pack/unpack: bytes of the element tile equal the byte tile's length.
/// NVIDIA's checks and wording, stated for source and result.
static LogicalResult verifyPacking(Operation *op, TileType elements,
                                   TileType bytes, bool packs) {
  TileType source = packs ? elements : bytes, result = packs ? bytes : elements;
  if (elements.getRank() != 1 || bytes.getRank() != 1)
    return op->emitOpError("expects source and result to be rank-1 tiles");
  Type element = elements.getElementType();
  unsigned width = getElementBitWidth(element);
  if (width == 8)
    return op->emitOpError("expects source and result to have different "
                           "element type widths (8-bit elements need no "
                           "packing; use bitcast)");
  // Sub-byte elements are packed densely; the tile must fill whole bytes.
  if (elements.getNumElements() * width % 8 != 0)
    return op->emitOpError("")
           << elements.getNumElements() << " elements of " << element
           << " do not fill a whole number of bytes";
  auto bytesOf = [](TileType type) {
    return type.getNumElements() * getElementBitWidth(type.getElementType()) /
           8;
  };
  if (bytesOf(source) != bytesOf(result))
    return op->emitOpError("expects source and result to have the same size "
                           "in bytes, but got source tile size ")
           << bytesOf(source) << " bytes and result tile size "
           << bytesOf(result) << " bytes";
  return success();
}

LogicalResult PackOp::verify() {
  return verifyPacking(*this, getSource().getType(), getResult().getType(),
                       /*packs=*/true);
}

LogicalResult UnpackOp::verify() {
  return verifyPacking(*this, getResult().getType(), getSource().getType(),
                       /*packs=*/false);
}

LogicalResult MmaIOp::verify() {
  return verifyMmaShapes(*this, getLhs().getType(), getRhs().getType(),
                         getAcc().getType());
}
