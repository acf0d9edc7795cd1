//===- StructureOps.cpp - nv_tileaa functions, regions, dot ---------------===//

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

//===----------------------------------------------------------------------===//
// func / return
//===----------------------------------------------------------------------===//

ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildType = [](Builder &builder, ArrayRef<Type> inputs,
                      ArrayRef<Type> results,
                      function_interface_impl::VariadicFlag, std::string &) {
    return builder.getFunctionType(inputs, results);
  };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), buildType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void FuncOp::print(OpAsmPrinter &p) {
  function_interface_impl::printFunctionOp(
      p, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

LogicalResult FuncOp::verify() {
  Block &entry = getBody().front();
  if (entry.getArgumentTypes() != getArgumentTypes())
    return emitOpError("entry block arguments must match the signature");
  return success();
}

LogicalResult ReturnOp::verify() {
  auto func = dyn_cast<FuncOp>((*this)->getParentOp());
  if (!func)
    return success();
  if (getOperandTypes() != func.getResultTypes())
    return emitOpError("operand types must match the function's results");
  return success();
}

//===----------------------------------------------------------------------===//
// Loops
//===----------------------------------------------------------------------===//

static LogicalResult verifyLoopCarried(Operation *op, Block &body,
                                       unsigned leading, ValueRange inits,
                                       TypeRange results) {
  if (TypeRange(inits) != results)
    return op->emitOpError("results must have the types of the initial "
                           "values");
  if (body.getNumArguments() != leading + inits.size())
    return op->emitOpError("expected ")
           << leading + inits.size() << " block arguments";
  if (TypeRange(body.getArguments().drop_front(leading)) != TypeRange(inits))
    return op->emitOpError("block arguments must have the types of the "
                           "initial values");
  return success();
}

LogicalResult ForOp::verify() {
  Block &body = getRegion().front();
  if (body.getNumArguments() < 1 ||
      body.getArgument(0).getType() != getLowerBound().getType())
    return emitOpError("the first block argument is the induction variable "
                       "of the bounds' type");
  return verifyLoopCarried(*this, body, 1, getInitValues(), getResultTypes());
}

// A loop is left only through `break`, whose values are the results: they
// need not match the loop-carried values (cuda_tile.loop has the same rule).
LogicalResult LoopOp::verify() {
  Block &body = getRegion().front();
  if (TypeRange(body.getArgumentTypes()) != TypeRange(getInitValues()))
    return emitOpError("block arguments must have the types of the initial "
                       "values");
  return success();
}

//===----------------------------------------------------------------------===//
// reduce / scan
//===----------------------------------------------------------------------===//

/// Shared checks: operands of one shape, `dim` inside it, one identity per
/// operand.
static LogicalResult verifyCombinerOp(Operation *op, ValueRange operands,
                                      int64_t dim, ArrayAttr identities) {
  if (operands.empty())
    return op->emitOpError("expected at least one operand");
  ArrayRef<int64_t> shape = getTileShape(operands.front().getType());
  for (Value operand : operands)
    if (getTileShape(operand.getType()) != shape)
      return op->emitOpError("operands must have the same shape");
  if (dim >= static_cast<int64_t>(shape.size()))
    return op->emitOpError("dim ") << dim << " out of range";
  if (identities.size() != operands.size())
    return op->emitOpError("expected one identity per operand");
  return success();
}

/// The combiner takes (accumulator, element) scalar pairs and yields one
/// scalar per operand, all of the operands' element types.
static LogicalResult verifyCombinerRegion(Operation *op, Region &body,
                                          ValueRange operands) {
  Block &block = body.front();
  size_t n = operands.size();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError("combiner takes ") << 2 * n << " arguments";
  for (auto [i, operand] : llvm::enumerate(operands)) {
    Type element = getElementTypeOrSelf(operand.getType());
    if (block.getArgument(2 * i).getType() != element ||
        block.getArgument(2 * i + 1).getType() != element)
      return op->emitOpError("combiner argument types must be the operands' "
                             "element types");
  }
  auto yield = block.empty() ? nullptr : dyn_cast<YieldOp>(block.back());
  if (!yield)
    return op->emitOpError("combiner must end in nv_tileaa.yield");
  if (yield.getNumOperands() != n)
    return op->emitOpError("combiner must yield ") << n << " values";
  for (auto [value, operand] : llvm::zip(yield.getOperands(), operands))
    if (value.getType() != getElementTypeOrSelf(operand.getType()))
      return op->emitOpError("combiner must yield the operands' element "
                             "types");
  return success();
}

LogicalResult ReduceOp::verify() {
  if (failed(verifyCombinerOp(*this, getOperands(), getDim(), getIdentities())))
    return failure();
  if (getNumResults() != getOperands().size())
    return emitOpError("expected one result per operand");
  SmallVector<int64_t> expected(getTileShape(getOperands()[0].getType()));
  expected.erase(expected.begin() + getDim());
  for (auto [result, operand] : llvm::zip(getResults(), getOperands())) {
    if (getTileShape(result.getType()) != ArrayRef<int64_t>(expected) ||
        getElementTypeOrSelf(result) != getElementTypeOrSelf(operand))
      return emitOpError("result must be the operand without dimension ")
             << getDim();
  }
  return success();
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyCombinerRegion(*this, getBody(), getOperands());
}

LogicalResult ScanOp::verify() {
  if (failed(verifyCombinerOp(*this, getOperands(), getDim(), getIdentities())))
    return failure();
  if (TypeRange(getResults()) != TypeRange(getOperands()))
    return emitOpError("results must have the operands' types");
  return success();
}

LogicalResult ScanOp::verifyRegions() {
  return verifyCombinerRegion(*this, getBody(), getOperands());
}

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

/// (batch x) M x K times (batch x) K x N accumulates into (batch x) M x N.
static LogicalResult verifyDotShapes(Operation *op, RankedTensorType lhs,
                                     RankedTensorType rhs,
                                     RankedTensorType acc) {
  int64_t rank = lhs.getRank();
  if (rank < 2 || rank > 3 || rhs.getRank() != rank || acc.getRank() != rank)
    return op->emitOpError("operands must all be of rank 2 or all of rank 3");
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape(), c = acc.getShape();
  if (a[rank - 1] != b[rank - 2] || c[rank - 2] != a[rank - 2] ||
      c[rank - 1] != b[rank - 1] ||
      (rank == 3 && (a[0] != b[0] || a[0] != c[0])))
    return op->emitOpError("shapes do not form a matrix product");
  return success();
}

LogicalResult DotOp::verify() {
  if (failed(verifyDotShapes(*this, getLhs().getType(), getRhs().getType(),
                             getAcc().getType())))
    return failure();
  Type a = getLhs().getType().getElementType();
  Type b = getRhs().getType().getElementType();
  Type c = getAcc().getType().getElementType();
  bool integer = isa<IntegerType>(a);
  if (integer != isa<IntegerType>(b) || integer != isa<IntegerType>(c))
    return emitOpError("operands must be all integer or all floating point");
  if (integer) {
    if (!getSignednessLhs() || !getSignednessRhs())
      return emitOpError("integer dot needs the signedness of both inputs");
    if (getInputPrecision())
      return emitOpError("input_precision applies to floating-point dot only");
  } else if (getSignednessLhs() || getSignednessRhs()) {
    return emitOpError("signedness applies to integer dot only");
  }
  if (std::optional<StringRef> precision = getInputPrecision())
    if (!llvm::is_contained({"tf32", "tf32x3", "ieee", "bf16", "bf16x3"},
                            *precision))
      return emitOpError("unknown input_precision '") << *precision << "'";
  return success();
}

LogicalResult DotScaledOp::verify() {
  return verifyDotShapes(*this, getLhs().getType(), getRhs().getType(),
                         getAcc().getType());
}

//===----------------------------------------------------------------------===//
// queue.get / pragma
//===----------------------------------------------------------------------===//

static LogicalResult verifyYieldedResults(Operation *op, Operation *terminator,
                                          TypeRange results) {
  if (TypeRange(terminator->getOperandTypes()) != results)
    return op->emitOpError("region must yield the result types");
  return success();
}

static Operation *terminatorOf(Region &region) {
  Block &block = region.front();
  if (block.empty() || !block.back().hasTrait<OpTrait::IsTerminator>())
    return nullptr;
  return &block.back();
}

LogicalResult QueueGetOp::verify() {
  Operation *terminator = terminatorOf(getBody());
  if (!isa_and_nonnull<QueueYieldOp>(terminator))
    return emitOpError("region must end in nv_tileaa.queue.yield");
  return verifyYieldedResults(*this, terminator, getResultTypes());
}

LogicalResult PragmaOp::verify() {
  Operation *terminator = terminatorOf(getBody());
  if (!isa_and_nonnull<YieldOp>(terminator))
    return emitOpError("region must end in nv_tileaa.yield");
  return verifyYieldedResults(*this, terminator, getResultTypes());
}
