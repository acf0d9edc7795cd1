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
  // Unknown location, as producers give implicit terminators: decoding and
  // re-encoding bytecode must keep it (verifiers report it at its parent).
  TerminatorOp::create(builder, builder.getUnknownLoc());
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
  result.addTypes(resultTypes);
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  ensureBodyTerminator<ContinueOp>(parser, *body);
  // Operands are resolved after the body: resolved earlier, a use of a name
  // that only the body defines would become a forward reference that the
  // body's definition silently satisfies, instead of an undeclared value.
  if (parser.resolveOperand(lb, boundType, result.operands) ||
      parser.resolveOperand(ub, boundType, result.operands) ||
      parser.resolveOperand(step, boundType, result.operands) ||
      parser.resolveOperands(inits, resultTypes, parser.getNameLoc(),
                             result.operands))
    return failure();
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
      return parser.emitError(loc, "found different number of iter_values "
                                   "and types (")
             << inits.size() << " iter_values, " << iterTypes.size()
             << " types)";
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
  result.addTypes(resultTypes);
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  ensureBodyTerminator<ContinueOp>(parser, *body);
  // Resolved after the body, as in `for`: a name only the body defines must
  // be reported as undeclared.
  if (parser.resolveOperands(inits, iterTypes, parser.getNameLoc(),
                             result.operands))
    return failure();
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
  // What a branch's `yield` hands back is checked here, on the `if`, in
  // NVIDIA's wording and order (then branch, a missing else, else branch).
  // Regions are single-block by the op's constraints, but a block may still
  // be empty in generic form.
  TypeRange results = getResultTypes();
  auto checkYield = [&](Region &region, StringRef name) -> LogicalResult {
    if (region.empty() || region.front().empty())
      return success();
    auto yield = llvm::dyn_cast<YieldOp>(region.front().back());
    if (!yield)
      return success();
    TypeRange yielded = yield.getOperandTypes();
    if (!results.empty() && yielded.empty())
      return emitOpError("has return type of ")
             << results << " but " << name << " branch does not yield anything";
    if (results.empty() && !yielded.empty())
      return emitOpError("does not return a value, but ")
             << name << " branch yields " << yielded;
    if (yielded != results)
      return emitOpError("type does not match yield type, ")
             << name << " branch yields " << yielded
             << " but op result type is " << results;
    return success();
  };
  if (failed(checkYield(getThenRegion(), "then")))
    return failure();
  if (!getResults().empty() && getElseRegion().empty())
    return emitOpError("has non-empty return type, must define else branch");
  return checkYield(getElseRegion(), "else");
}

// The terminator kinds are checked once the regions are known to be well
// formed (every block ends in a terminator), which verify() cannot assume.
LogicalResult IfOp::verifyRegions() {
  for (Region *region : {&getThenRegion(), &getElseRegion()}) {
    if (region->empty())
      continue;
    Operation *terminator = region->front().getTerminator();
    // Only `yield` produces the results (checked in verify()); continue,
    // break and return leave the `if` and are checked against their own
    // targets.
    if (!llvm::isa<YieldOp, ContinueOp, BreakOp, ReturnOp>(terminator))
      return terminator->emitOpError("cannot end an 'if' region (expected "
                                     "yield, continue, break or return)");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

/// The loop that the early exit `op` targets, reached through `if`s only;
/// otherwise reports, in NVIDIA's wording, the ancestors allowed (`loops`
/// and then `if`) with a note at the first other ancestor, plus `detail`.
template <typename... Loops>
static Operation *getTargetLoop(Operation *op, StringRef detail) {
  Operation *parent = op->getParentOp();
  while (parent && llvm::isa<IfOp>(parent))
    parent = parent->getParentOp();
  if (parent && llvm::isa<Loops...>(parent))
    return parent;
  InFlightDiagnostic diag =
      op->emitOpError("can only be nested within a ancestor chain of '");
  llvm::interleave(ArrayRef<StringRef>({Loops::getOperationName()...,
                                        IfOp::getOperationName()}),
                   diag, "', '");
  diag << "' operations" << detail;
  if (parent)
    diag.attachNote(parent->getLoc()) << "see unexpected ancestor operation";
  return nullptr;
}

LogicalResult ContinueOp::verify() {
  Operation *loop = getTargetLoop<ForOp, LoopOp>(*this, "");
  if (!loop)
    return failure();
  // An implicit `continue` (no location of its own) is reported at the loop
  // that lacks a valid terminator.
  Location loc = getLoc();
  if (llvm::isa<UnknownLoc>(loc))
    loc = loop->getLoc();
  // NVIDIA's wording: the whole type lists; a `for` passes its results (the
  // iter_values types), a `loop` its iter_values.
  if (auto forOp = llvm::dyn_cast<ForOp>(loop)) {
    if (TypeRange(forOp.getResultTypes()) != getOperandTypes())
      return mlir::emitError(
                 loc, "`for` is missing a valid terminator. `continue` op "
                      "should have operand types that match the parent loop "
                      "return types: (")
             << forOp.getResultTypes() << "), but found: (" << getOperandTypes()
             << ")";
    return success();
  }
  auto loopOp = llvm::cast<LoopOp>(loop);
  if (TypeRange(loopOp.getInitValues().getTypes()) != getOperandTypes())
    return mlir::emitError(
               loc, "`loop` is missing a valid terminator. `continue` op "
                    "should have operand types that match the parent loop "
                    "iter_values: (")
           << loopOp.getInitValues().getTypes() << "), but found: ("
           << getOperandTypes() << ")";
  return success();
}

LogicalResult BreakOp::verify() {
  Operation *loop =
      getTargetLoop<LoopOp>(*this, " (a 'for' cannot be left early)");
  if (!loop)
    return failure();
  if (TypeRange(loop->getResultTypes()) != getOperandTypes())
    return emitOpError("operand types must correspond to the parent loop "
                       "result types: (")
           << getOperandTypes() << ") vs (" << loop->getResultTypes() << ")";
  return success();
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
