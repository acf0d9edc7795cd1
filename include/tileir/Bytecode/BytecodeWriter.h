//===- BytecodeWriter.h - Write Tile IR bytecode ----------------*- C++ -*-===//
//
// Encodes a `cuda_tile.module` as NVIDIA Tile IR bytecode (13.1-13.5, see
// docs/design/bytecode-format.md). Layout choices follow cuTile Python, the
// producer of NVIDIA's shipped files (§18).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_BYTECODE_BYTECODEWRITER_H
#define TILEIR_BYTECODE_BYTECODEWRITER_H

#include "tileir/Bytecode/Encoding.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir::tileir {

using bytecode::TileIRVersion;

/// Writes `module` for bytecode `version`. Fails, with an error on the
/// offending op, when the module uses an op, type or attribute that the
/// version lacks or that the format cannot carry; nothing is written then.
LogicalResult
writeTileIRBytecode(cuda_tile::ModuleOp module, llvm::raw_ostream &os,
                    TileIRVersion version = bytecode::kDefaultWriteVersion);

} // namespace mlir::tileir

#endif // TILEIR_BYTECODE_BYTECODEWRITER_H
