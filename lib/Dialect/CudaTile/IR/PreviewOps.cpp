//===- PreviewOps.cpp - preview$call and preview$extern_impl (13.5) -------===//
//
// Both ops exist only under `--preview=simt`: without it they fail to
// verify, so a module using them is refused whatever the tool does next.
// docs/design/preview-simt.md has the syntax and the rules.
//
//===----------------------------------------------------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The one rule both ops share: the tool must have enabled the preview.
static LogicalResult verifyPreviewEnabled(Operation *op) {
  auto *dialect = llvm::cast<CudaTileDialect>(op->getDialect());
  if (dialect->isPreviewSimtEnabled())
    return success();
  return op->emitOpError("is a preview operation of Tile IR 13.5 and "
                         "requires --preview=simt");
}

/// `(T, ...) -> R` or `-> (R, ...)`, with the short type spellings.
static ParseResult parseSignature(OpAsmParser &parser,
                                  SmallVectorImpl<Type> &inputs,
                                  SmallVectorImpl<Type> &results) {
  if (parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen()) &&
      (parseCudaTileTypeList(parser, inputs) || parser.parseRParen()))
    return failure();
  if (failed(parser.parseOptionalArrow()))
    return success();
  if (succeeded(parser.parseOptionalLParen())) {
    if (failed(parser.parseOptionalRParen()) &&
        (parseCudaTileTypeList(parser, results) || parser.parseRParen()))
      return failure();
    return success();
  }
  return parseCudaTileType(parser, results.emplace_back());
}

static void printSignature(OpAsmPrinter &printer, Operation *op,
                           TypeRange inputs, TypeRange results) {
  printer << '(';
  llvm::interleaveComma(inputs, printer, [&](Type type) {
    printCudaTileType(printer, op, type);
  });
  printer << ')';
  if (results.empty())
    return;
  printer << " -> ";
  if (results.size() == 1) {
    printCudaTileType(printer, op, results.front());
    return;
  }
  printer << '(';
  llvm::interleaveComma(results, printer, [&](Type type) {
    printCudaTileType(printer, op, type);
  });
  printer << ')';
}

//===----------------------------------------------------------------------===//
// preview$extern_impl
//===----------------------------------------------------------------------===//

ParseResult PreviewExternImplOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  StringAttr name;
  SmallVector<Type> inputs, results;
  StringAttr implementation;
  if (parser.parseSymbolName(name, SymbolTable::getSymbolAttrName(),
                             result.attributes) ||
      parseSignature(parser, inputs, results) || parser.parseEqual() ||
      parser.parseAttribute(implementation,
                            getImplementationAttrName(result.name),
                            result.attributes) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addAttribute(
      getFunctionTypeAttrName(result.name),
      TypeAttr::get(FunctionType::get(parser.getContext(), inputs, results)));
  return success();
}

void PreviewExternImplOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printSymbolName(getSymName());
  FunctionType type = getFunctionType();
  printSignature(printer, *this, type.getInputs(), type.getResults());
  printer << " = ";
  printer.printAttributeWithoutType(getImplementationAttr());
  printer.printOptionalAttrDict(
      (*this)->getAttrs(), {getSymNameAttrName(), getFunctionTypeAttrName(),
                            getImplementationAttrName()});
}

LogicalResult PreviewExternImplOp::verify() {
  if (failed(verifyPreviewEnabled(*this)))
    return failure();
  if (getImplementation().empty())
    return emitOpError("needs the name of the SIMT library function that "
                       "implements @")
           << getSymName();
  // Values cross into SIMT code as tiles (scalars are 0-d tiles).
  FunctionType type = getFunctionType();
  for (auto [kind, types] : {std::pair{"parameter", type.getInputs()},
                             std::pair{"result", type.getResults()}})
    for (auto [i, t] : llvm::enumerate(types))
      if (!llvm::isa<TileType>(t))
        return emitOpError(kind) << " #" << i << " must be a tile, got " << t;
  return success();
}

//===----------------------------------------------------------------------===//
// preview$call
//===----------------------------------------------------------------------===//

ParseResult PreviewCallOp::parse(OpAsmParser &parser, OperationState &result) {
  FlatSymbolRefAttr callee;
  SmallVector<OpAsmParser::UnresolvedOperand> args;
  SmallVector<Type> inputs, results;
  llvm::SMLoc argsLoc;
  if (parser.parseAttribute(callee, getCalleeAttrName(result.name),
                            result.attributes) ||
      parser.parseLParen())
    return failure();
  argsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(args) || parser.parseRParen() ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseSignature(parser, inputs, results) ||
      parser.resolveOperands(args, inputs, argsLoc, result.operands))
    return failure();
  result.addTypes(results);
  return success();
}

void PreviewCallOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printAttributeWithoutType(getCalleeAttr());
  printer << '(' << getArgs() << ')';
  printer.printOptionalAttrDict((*this)->getAttrs(), {getCalleeAttrName()});
  printer << " : ";
  printSignature(printer, *this, getArgs().getTypes(), getResultTypes());
}

LogicalResult PreviewCallOp::verify() {
  if (failed(verifyPreviewEnabled(*this)))
    return failure();
  if (!(*this)->getParentOfType<EntryOp>())
    return emitOpError("must be inside a kernel (entry) body");
  return success();
}

LogicalResult
PreviewCallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto decl = symbolTable.lookupNearestSymbolFrom<PreviewExternImplOp>(
      *this, getCalleeAttr());
  if (!decl)
    return emitOpError("'")
           << getCallee()
           << "' does not name a preview$extern_impl declaration";
  FunctionType type = decl.getFunctionType();
  if (getArgs().getTypes() != type.getInputs() ||
      getResultTypes() != type.getResults()) {
    InFlightDiagnostic diag = emitOpError("signature does not match @")
                              << getCallee() << ": it is declared ";
    diag << type;
    diag.attachNote(decl.getLoc()) << "declared here";
    return diag;
  }
  return success();
}
