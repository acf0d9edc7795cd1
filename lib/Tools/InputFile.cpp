//===- InputFile.cpp - Reading the kernel files the tools take ------------===//

#include "tileir/Tools/InputFile.h"
#include "tileir/Bytecode/BytecodeReader.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

bool tileir::looksLikeText(llvm::StringRef buffer) {
  for (unsigned char c : buffer)
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' &&
        c != '\v')
      return false;
  const auto *begin = reinterpret_cast<const llvm::UTF8 *>(buffer.begin());
  return llvm::isLegalUTF8String(
      &begin, reinterpret_cast<const llvm::UTF8 *>(buffer.end()));
}

std::string tileir::describeUnreadableInput(llvm::StringRef bufferName) {
  return ("'" + bufferName +
          "' is neither Tile IR bytecode nor text (no bytecode magic, and "
          "it holds binary data)")
      .str();
}

OwningOpRef<Operation *>
tileir::readTileIRFile(std::unique_ptr<llvm::MemoryBuffer> file,
                       MLIRContext *context, llvm::SourceMgr &sourceMgr,
                       AsmParserState *asmState) {
  llvm::StringRef name = file->getBufferIdentifier();
  Location fileLoc = FileLineColLoc::get(context, name, 0, 0);
  if (isTileIRBytecode(file->getBuffer())) {
    auto module = readTileIRBytecode(file->getMemBufferRef(), context);
    if (failed(module))
      return {};
    return OwningOpRef<Operation *>(module->release());
  }
  // MLIR's own bytecode is binary too, and the MLIR parser reads it.
  bool isMLIRBytecode = mlir::isBytecode(*file);
  if (!isMLIRBytecode && !looksLikeText(file->getBuffer())) {
    emitError(fileLoc) << describeUnreadableInput(name);
    return {};
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  ParserConfig config(context);
  Block block;
  if (isMLIRBytecode || !asmState
          ? failed(parseSourceFile(sourceMgr, &block, config))
          : failed(parseAsmSourceFile(sourceMgr, &block, config, asmState)))
    return {};
  if (llvm::hasSingleElement(block)) {
    Operation *op = &block.front();
    op->remove();
    return OwningOpRef<Operation *>(op);
  }
  return OwningOpRef<Operation *>(
      detail::constructContainerOpForParserIfNecessary<ModuleOp>(
          &block, context, fileLoc)
          .release());
}
