//===- CudaTileTesting.cpp - The testing$ extension of cuda_tile ----------===//

#include "tileir/Dialect/CudaTile/Testing/CudaTileTesting.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileAsm.h"
#include "tileir/Dialect/CudaTile/IR/FunctionAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingTypes.cpp.inc"

#define GET_OP_CLASSES
#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingOps.cpp.inc"

//===----------------------------------------------------------------------===//
// TestFuncOp
//===----------------------------------------------------------------------===//

StringRef TestFuncOp::getDefaultDialect() { return "cuda_tile"; }

ParseResult TestFuncOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFunctionLikeOp(parser, result,
                             getFunctionTypeAttrName(result.name));
}

void TestFuncOp::print(OpAsmPrinter &printer) {
  printFunctionLikeOp(printer, *this, {});
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

// The generated parsers read the mnemonic themselves; the dialect has already
// read it, so these dispatch on it to the classes' own parsers.
static OptionalParseResult parseTestingType(AsmParser &parser,
                                            StringRef mnemonic, Type &type) {
  if (mnemonic != BytecodeTestEvolvedType::getMnemonic())
    return std::nullopt;
  type = BytecodeTestEvolvedType::parse(parser);
  return success(static_cast<bool>(type));
}

static LogicalResult printTestingType(Type type, AsmPrinter &printer) {
  auto evolved = llvm::dyn_cast<BytecodeTestEvolvedType>(type);
  if (!evolved)
    return failure();
  printer << BytecodeTestEvolvedType::getMnemonic();
  evolved.print(printer);
  return success();
}

static OptionalParseResult parseTestingAttribute(AsmParser &parser,
                                                 StringRef mnemonic, Type type,
                                                 Attribute &attr) {
  if (mnemonic == BytecodeTestPriorityAttr::getMnemonic())
    attr = BytecodeTestPriorityAttr::parse(parser, type);
  else if (mnemonic == BytecodeTestValueAttr::getMnemonic())
    attr = BytecodeTestValueAttr::parse(parser, type);
  else
    return std::nullopt;
  return success(static_cast<bool>(attr));
}

static LogicalResult printTestingAttribute(Attribute attr,
                                           AsmPrinter &printer) {
  return llvm::TypeSwitch<Attribute, LogicalResult>(attr)
      .Case<BytecodeTestPriorityAttr, BytecodeTestValueAttr>([&](auto typed) {
        printer << decltype(typed)::getMnemonic();
        typed.print(printer);
        return success();
      })
      .Default([](Attribute) { return failure(); });
}

void CudaTileDialect::registerTestingExtension() {
  if (hasTestingExtension())
    return;
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "tileir/Dialect/CudaTile/Testing/CudaTileTestingOps.cpp.inc"
      >();
  extensionHooks.parseType = parseTestingType;
  extensionHooks.printType = printTestingType;
  extensionHooks.parseAttribute = parseTestingAttribute;
  extensionHooks.printAttribute = printTestingAttribute;
}

void mlir::cuda_tile::registerCudaTileTestingExtension(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, CudaTileDialect *dialect) {
    dialect->registerTestingExtension();
  });
}
