//===- InputFile.h - Reading the kernel files the tools take ----*- C++ -*-===//
//
// Every tool takes Tile IR as bytecode (recognised by its magic) or as text;
// this is the one place that tells them apart, so that a file that is
// neither gets the same clear error everywhere instead of a parse error that
// echoes binary data.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_INPUTFILE_H
#define TILEIR_TOOLS_INPUTFILE_H

#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <memory>

namespace llvm {
class MemoryBuffer;
class SourceMgr;
} // namespace llvm

namespace mlir {
class AsmParserState;
class MLIRContext;
class Operation;

namespace tileir {

/// Whether `buffer` can be MLIR text: valid UTF-8 with no control bytes but
/// whitespace. Binary data of any other kind fails this.
bool looksLikeText(llvm::StringRef buffer);

/// The error for input that is neither, naming the file.
std::string describeUnreadableInput(llvm::StringRef bufferName);

/// Reads a Tile IR file: bytecode is decoded, text (or MLIR bytecode) is
/// parsed. A text buffer is added to `sourceMgr` so that diagnostics point
/// into it; `asmState`, if given, records the text's definitions (the tools
/// use it for the names of kernel parameters). Several top-level ops are
/// wrapped in a builtin.module, as mlir-opt does. Errors are emitted through
/// the context.
OwningOpRef<Operation *>
readTileIRFile(std::unique_ptr<llvm::MemoryBuffer> file, MLIRContext *context,
               llvm::SourceMgr &sourceMgr, AsmParserState *asmState = nullptr);

} // namespace tileir
} // namespace mlir

#endif // TILEIR_TOOLS_INPUTFILE_H
