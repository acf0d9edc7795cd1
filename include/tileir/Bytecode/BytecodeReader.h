//===- BytecodeReader.h - Read Tile IR bytecode -----------------*- C++ -*-===//
//
// Decodes NVIDIA Tile IR bytecode (versions 13.1-13.5, see
// docs/design/bytecode-format.md) into a `cuda_tile.module`.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_BYTECODE_BYTECODEREADER_H
#define TILEIR_BYTECODE_BYTECODEREADER_H

#include "tileir/Bytecode/Encoding.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/MemoryBufferRef.h"

namespace mlir::tileir {

/// Reads a whole bytecode file. On malformed input exactly one error is
/// emitted through the context's diagnostic engine; it names the absolute
/// byte offset of the problem. The result is verified.
FailureOr<OwningOpRef<cuda_tile::ModuleOp>>
readTileIRBytecode(llvm::MemoryBufferRef buffer, MLIRContext *context);

/// True when `buffer` starts with the Tile IR bytecode magic.
inline bool isTileIRBytecode(llvm::StringRef buffer) {
  return bytecode::isTileIRBytecode(buffer);
}

} // namespace mlir::tileir

#endif // TILEIR_BYTECODE_BYTECODEREADER_H
