//===- ControlFlowOps.cpp - for, loop, if and their terminators -----------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileAsm.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static constexpr StringLiteral kDialectName = "cuda_tile";

/// Views describe memory rather than hold values, so they cannot be carried
/// around loops or out of branches. `what` names one value ("result type",
/// "loop-carried value"), as NVIDIA's message does.
static LogicalResult verifyNotView(Operation *op, Type type, StringRef what,
                                   size_t index) {
  StringRef kind = llvm::isa<TensorViewType>(type)          ? "a tensor_view"
                   : llvm::isa<TileViewTypeInterface>(type) ? "a tile view"
                                                            : "";
  if (kind.empty())
    return success();
  return op->emitOpError() << what << " " << index << " is " << kind
                           << ", which is not supported (got " << type << ")";
}

static LogicalResult verifyNoViews(Operation *op, TypeRange types,
                                   StringRef what) {
  for (auto [i, type] : llvm::enumerate(types))
    if (failed(verifyNotView(op, type, what, i)))
      return failure();
  return success();
}

/// Loop-carried values: one body argument per init of the same type, none
/// of them (nor the results) views. NVIDIA's order and wording.
static LogicalResult verifyIterValues(Operation *op, ValueRange iterValues,
                                      ValueRange inits, TypeRange results) {
  if (iterValues.size() != inits.size())
    return op->emitOpError("mismatch in number of region iterator values and "
                           "loop iterator inits: ")
           << iterValues.size() << " vs " << inits.size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(inits, iterValues))) {
    auto [init, iter] = pair;
    if (failed(verifyNotView(op, iter.getType(), "loop-carried value", i)))
      return failure();
    if (init.getType() != iter.getType())
      return op->emitOpError("init value ")
             << i << " and region iter_value " << i
             << " have different type: " << init.getType()
             << " != " << iter.getType();
  }
  return verifyNoViews(op, results, "result type");
}

/// Prints `(%a = %x, %b = %y)` of iter_values.
static void printIterValues(OpAsmPrinter &printer, ValueRange blockArgs,
                            ValueRange inits) {
  printer << "iter_values(";
  llvm::interleaveComma(
      llvm::zip_equal(blockArgs, inits), printer, [&](auto pair) {
        printer << std::get<0>(pair) << " = " << std::get<1>(pair);
      });
  printer << ")";
}

/// Parses `iter_values(%a = %x, ...)` into region arguments and operands.
static ParseResult
parseIterValues(OpAsmParser &parser,
                SmallVectorImpl<OpAsmParser::Argument> &arguments,
                SmallVectorImpl<OpAsmParser::UnresolvedOperand> &inits) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Paren, [&]() -> ParseResult {
        if (parser.parseArgument(arguments.emplace_back()) ||
            parser.parseEqual() || parser.parseOperand(inits.emplace_back()))
          return failure();
        return success();
      });
}

/// Appends `terminator` when the parsed body has none.
template <typename TerminatorOp>
static void ensureBodyTerminator(OpAsmParser &parser, Region &region) {
  if (region.empty())
    region.emplaceBlock();
  Block &block = region.front();
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    return;
  OpBuilder builder(parser.getContext());
  builder.setInsertionPointToEnd(&block);
  TerminatorOp::create(builder, builder.getUnknownLoc());
}

/// The innermost loop that `continue`/`break` inside `op` targets.
static Operation *getEnclosingLoop(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (llvm::isa<ForOp, LoopOp>(parent))
      return parent;
    if (!llvm::isa<IfOp>(parent))
      return nullptr;
  }
  return nullptr;
}

/// Checks the values a terminator hands to its target (`yield` to the
/// enclosing `if`, `continue` to the next iteration, `break` to the loop
/// results) against the types the target expects; `what` names one of them.
static LogicalResult verifyOperandTypes(Operation *op, ValueRange operands,
                                        TypeRange expected, StringRef what) {
  if (operands.size() != expected.size())
    return op->emitOpError("expects ")
           << expected.size() << " operand(s), one per " << what << ", got "
           << operands.size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(operands, expected)))
    if (std::get<0>(pair).getType() != std::get<1>(pair))
      return op->emitOpError("operand ")
             << i << " has type " << std::get<0>(pair).getType() << ", but "
             << what << " " << i << " has type " << std::get<1>(pair);
  return success();
}

//===----------------------------------------------------------------------===//
// ForOp
//===----------------------------------------------------------------------===//

void ForOp::build(OpBuilder &builder, OperationState &state, Value lowerBound,
                  Value upperBound, Value step, ValueRange initValues) {
  state.addOperands({lowerBound, upperBound, step});
  state.addOperands(initValues);
  state.addTypes(initValues.getTypes());
  Region *region = state.addRegion();
  Block *body = new Block();
  region->push_back(body);
  body->addArgument(lowerBound.getType(), state.location);
  for (Value init : initValues)
    body->addArgument(init.getType(), state.location);
  if (initValues.empty()) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(body);
    ContinueOp::create(builder, state.location);
  }
}

StringRef ForOp::getDefaultDialect() { return kDialectName; }

void ForOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (!getResults().empty())
    setNameFn(getResult(0), "for");
}

void ForOp::getAsmBlockArgumentNames(Region &region,
                                     OpAsmSetValueNameFn setNameFn) {
  if (region.empty())
    return;
  setNameFn(region.getArgument(0), "loopIdx");
  for (unsigned i = 1; i < region.getNumArguments(); ++i)
    setNameFn(region.getArgument(i), "iterArg" + std::to_string(i - 1));
}

ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  if (succeeded(parser.parseOptionalKeyword("unsigned")))
    result.addAttribute(getUnsignedCmpAttrName(result.name),
                        builder.getUnitAttr());
  SmallVector<OpAsmParser::Argument> arguments(1);
  OpAsmParser::UnresolvedOperand lb, ub, step;
  Type boundType;
  if (parser.parseArgument(arguments[0]) || parser.parseKeyword("in") ||
      parser.parseLParen() || parser.parseOperand(lb) ||
      parser.parseKeyword("to") || parser.parseOperand(ub) ||
      parser.parseComma() || parser.parseKeyword("step") ||
      parser.parseOperand(step) || parser.parseRParen() ||
      parser.parseColon() || parseCudaTileType(parser, boundType))
    return failure();
  arguments[0].type = boundType;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> resultTypes;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (parseIterValues(parser, arguments, inits) || parser.parseArrow() ||
        parser.parseLParen() || parseCudaTileTypeList(parser, resultTypes) ||
        parser.parseRParen())
      return failure();
    if (resultTypes.size() != inits.size())
      return parser.emitError(loc, "expected ")
             << inits.size() << " result types for the iter_values, got "
             << resultTypes.size();
    for (auto [arg, type] : llvm::zip(llvm::drop_begin(arguments), resultTypes))
      arg.type = type;
  }
  if (parser.resolveOperand(lb, boundType, result.operands) ||
      parser.resolveOperand(ub, boundType, result.operands) ||
      parser.resolveOperand(step, boundType, result.operands) ||
      parser.resolveOperands(inits, resultTypes, parser.getNameLoc(),
                             result.operands))
    return failure();
  result.addTypes(resultTypes);
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  ensureBodyTerminator<ContinueOp>(parser, *body);
  return success();
}

void ForOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  if (getUnsignedCmp())
    printer << "unsigned ";
  printer << getInductionVar() << " in (" << getLowerBound() << " to "
          << getUpperBound() << ", step " << getStep() << ") : ";
  printCudaTileType(printer, getLowerBound().getType());
  bool hasIterValues = !getInitValues().empty();
  if (hasIterValues) {
    printer << ' ';
    printIterValues(printer, getRegionIterValues(), getInitValues());
    printer << " -> (";
    printCudaTileTypeList(printer, *this, getResultTypes());
    printer << ')';
  }
  printer << ' ';
  printer.printRegion(getRegion(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/hasIterValues);
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getUnsignedCmpAttrName()});
}

LogicalResult ForOp::verifyRegions() {
  Block *body = getBody();
  if (body->getNumArguments() < 1)
    return emitOpError("body must take the induction variable and one "
                       "argument per iter_value");
  if (getInductionVar().getType() != getLowerBound().getType())
    return emitOpError("expected induction variable to be same type as "
                       "bounds (")
           << getLowerBound().getType() << ")";
  if (failed(verifyIterValues(*this, body->getArguments().drop_front(),
                              getInitValues(), {})))
    return failure();
  if (getResultTypes() != getInitValues().getTypes())
    return emitOpError("result types must match the iter_values types");
  auto terminator = llvm::dyn_cast<ContinueOp>(body->getTerminator());
  if (!terminator)
    return emitOpError("body must end with 'continue'");
  return success();
}

//===----------------------------------------------------------------------===//
// LoopOp
//===----------------------------------------------------------------------===//

StringRef LoopOp::getDefaultDialect() { return kDialectName; }

ParseResult LoopOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> iterTypes, resultTypes;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (parseIterValues(parser, arguments, inits) || parser.parseColon() ||
        parseCudaTileTypeList(parser, iterTypes))
      return failure();
    if (iterTypes.size() != inits.size())
      return parser.emitError(loc, "expected ")
             << inits.size() << " iter_values types, got " << iterTypes.size();
    for (auto [arg, type] : llvm::zip(arguments, iterTypes))
      arg.type = type;
    if (succeeded(parser.parseOptionalArrow()) &&
        parseCudaTileTypeList(parser, resultTypes))
      return failure();
  } else if (succeeded(parser.parseOptionalColon())) {
    // Without iter_values NVIDIA's syntax puts the result types right after
    // a colon: `%r = loop : tile<i32> { ... }`.
    if (parseCudaTileTypeList(parser, resultTypes))
      return failure();
  }
  if (parser.resolveOperands(inits, iterTypes, parser.getNameLoc(),
                             result.operands))
    return failure();
  result.addTypes(resultTypes);
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  ensureBodyTerminator<ContinueOp>(parser, *body);
  return success();
}

void LoopOp::print(OpAsmPrinter &printer) {
  // `loop [iter_values(...)] [: iter-types] [-> result-types] {`, or
  // `loop : result-types {` when only results are present.
  bool hasIters = !getInitValues().empty();
  bool hasResults = !getResultTypes().empty();
  if (hasIters) {
    printer << ' ';
    printIterValues(printer, getBody()->getArguments(), getInitValues());
  }
  if (hasIters || hasResults)
    printer << " :";
  if (hasIters) {
    printer << ' ';
    printCudaTileTypeList(printer, *this, getInitValues().getTypes());
    if (hasResults)
      printer << " ->";
  }
  if (hasResults) {
    printer << ' ';
    printCudaTileTypeList(printer, *this, getResultTypes());
  }
  printer << ' ';
  Operation *terminator = getBody()->getTerminator();
  bool elide =
      llvm::isa<ContinueOp>(terminator) && terminator->getNumOperands() == 0;
  printer.printRegion(getRegion(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/!elide);
  printer.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult LoopOp::verifyRegions() {
  Block *body = getBody();
  if (failed(verifyIterValues(*this, body->getArguments(), getInitValues(),
                              getResultTypes())))
    return failure();
  if (!llvm::isa<ContinueOp, BreakOp>(body->getTerminator()))
    return emitOpError("body must end with 'continue' or 'break'");
  return success();
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

StringRef IfOp::getDefaultDialect() { return kDialectName; }

LogicalResult IfOp::verify() {
  if (failed(verifyNoViews(*this, getResultTypes(), "result type")))
    return failure();
  if (!getResults().empty() && getElseRegion().empty())
    return emitOpError("must have an 'else' region when it has results");
  return success();
}

// The terminators are checked once the regions are known to be well formed
// (every block ends in a terminator), which verify() cannot assume.
LogicalResult IfOp::verifyRegions() {
  for (Region *region : {&getThenRegion(), &getElseRegion()}) {
    if (region->empty())
      continue;
    Operation *terminator = region->front().getTerminator();
    if (!llvm::isa<YieldOp, ContinueOp, BreakOp, ReturnOp>(terminator))
      return terminator->emitOpError("cannot end an 'if' region (expected "
                                     "yield, continue, break or return)");
    // Only `yield` produces the results; continue/break/return leave the
    // `if` and are checked against their own targets.
    if (auto yield = llvm::dyn_cast<YieldOp>(terminator))
      if (failed(verifyOperandTypes(yield, yield.getOperands(),
                                    getResultTypes(), "'if' result")))
        return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

LogicalResult ContinueOp::verify() {
  Operation *loop = getEnclosingLoop(*this);
  if (!loop)
    return emitOpError("must be inside a 'for' or 'loop'");
  TypeRange expected;
  if (auto forOp = llvm::dyn_cast<ForOp>(loop))
    expected = forOp.getInitValues().getTypes();
  else
    expected = llvm::cast<LoopOp>(loop).getInitValues().getTypes();
  return verifyOperandTypes(*this, getOperands(), expected,
                            "loop-carried value");
}

LogicalResult BreakOp::verify() {
  Operation *loop = getEnclosingLoop(*this);
  auto loopOp = llvm::dyn_cast_or_null<LoopOp>(loop);
  if (!loopOp)
    return emitOpError("must be inside a 'loop' (a 'for' cannot be left "
                       "early)");
  return verifyOperandTypes(*this, getOperands(), loopOp.getResultTypes(),
                            "loop result");
}

LogicalResult ReturnOp::verify() {
  // `return` may sit in nested `if`s but must reach the function through
  // them alone: leaving a loop body (or any other region) early is not
  // allowed.
  Operation *parent = (*this)->getParentOp();
  while (llvm::isa_and_nonnull<IfOp>(parent))
    parent = parent->getParentOp();
  if (llvm::isa_and_nonnull<ForOp, LoopOp>(parent))
    return emitOpError("cannot leave a loop body (use 'break' in a 'loop')");
  if (llvm::isa_and_nonnull<EntryOp>(parent)) {
    if (getNumOperands() != 0)
      return emitOpError("kernels return no values, got ")
             << getNumOperands() << " operands";
    return success();
  }
  // Functions of dialect extensions (`testing$func`) may return values.
  auto function = llvm::dyn_cast_if_present<FunctionOpInterface>(parent);
  if (!function || !llvm::isa<CudaTileDialect>(parent->getDialect()))
    return emitOpError("must be nested in an 'entry' through 'if' "
                       "operations only");
  ArrayRef<Type> results = function.getResultTypes();
  if (getNumOperands() != results.size())
    return emitOpError("has ")
           << getNumOperands() << " operands, but enclosing function (@"
           << function.getName() << ") returns " << results.size();
  for (auto [index, pair] :
       llvm::enumerate(llvm::zip(getOperandTypes(), results)))
    if (std::get<0>(pair) != std::get<1>(pair))
      // Types in diagnostics come quoted.
      return emitError() << "type of return operand " << index << " ("
                         << std::get<0>(pair)
                         << ") doesn't match function result type ("
                         << std::get<1>(pair) << ") in function @"
                         << function.getName();
  return success();
}
