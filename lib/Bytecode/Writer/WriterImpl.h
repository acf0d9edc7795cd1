//===- WriterImpl.h - Internal state of the bytecode writer -----*- C++ -*-===//
//
// WriterTables.cpp interns strings, types, constants and self-contained
// attributes; WriterHints.cpp orders optimization hints as cuTile does;
// WriterDebug.cpp turns locations and DI attributes into debug entries;
// WriterOps.cpp encodes function bodies; WriterCore.cpp lays out sections.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_BYTECODE_WRITER_WRITERIMPL_H
#define TILEIR_LIB_BYTECODE_WRITER_WRITERIMPL_H

#include "tileir/Bytecode/Encoding.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <string>

namespace mlir::tileir::bytecode::detail {

/// A growing byte buffer with the primitive encodings of §2.
struct ByteBuffer {
  std::string bytes;
  void u8(uint8_t v) { bytes.push_back(char(v)); }
  void uv(uint64_t v) { appendVarInt(bytes, v); }
  void sv(int64_t v) { appendVarInt(bytes, zigZagEncode(v)); }
  void u32(uint32_t v) {
    for (int i = 0; i < 4; ++i)
      u8(uint8_t(v >> (8 * i)));
  }
  void u64(uint64_t v) {
    for (int i = 0; i < 8; ++i)
      u8(uint8_t(v >> (8 * i)));
  }
  void raw(llvm::StringRef data) { bytes.append(data.data(), data.size()); }
  /// Pads with 0xCB to a multiple of `alignment`, relative to the buffer
  /// start (which the section framing keeps aligned, §2.6).
  void pad(size_t alignment) {
    while (bytes.size() % alignment)
      u8(kPaddingByte);
  }
  size_t size() const { return bytes.size(); }
};

/// An interned table (§5): entry payloads in index order.
struct InternTable {
  llvm::StringMap<uint64_t> indices;
  std::vector<std::string> entries;
  uint64_t intern(llvm::StringRef payload) {
    auto [it, inserted] = indices.try_emplace(payload, entries.size());
    if (inserted)
      entries.push_back(payload.str());
    return it->second;
  }
  /// count, pad(W), offsets, data.
  void emit(ByteBuffer &out, unsigned width) const;
};

class Writer {
public:
  explicit Writer(TileIRVersion version) : version(version) {}

  LogicalResult write(cuda_tile::ModuleOp module, llvm::raw_ostream &os);

  TileIRVersion getVersion() const { return version; }

  uint64_t getString(llvm::StringRef str) { return strings.intern(str); }
  /// Interns `type` (components first); errors are reported at `user`.
  FailureOr<uint64_t> getType(Type type, Location user);
  FailureOr<uint64_t> getConstant(DenseElementsAttr value, Location user);
  LogicalResult writeSelfContainedAttr(ByteBuffer &out, Attribute attr,
                                       Location user);
  /// Targets and their hint dictionaries, in cuTile's order (WriterHints).
  LogicalResult writeHintsPayload(ByteBuffer &out,
                                  cuda_tile::OptimizationHintsAttr hints,
                                  Location user);
  LogicalResult writeDictionaryPayload(ByteBuffer &out, DictionaryAttr dict,
                                       Location user);

  /// Fails, with an error on `user`, for a location the format cannot
  /// carry (names, fusions, opaque locations, also inside call sites).
  LogicalResult checkLocation(Location loc, Operation *user);
  /// Debug attribute index (1-based, 0 = unknown) of a checked location.
  uint64_t getDebugLocation(Location loc);

  LogicalResult writeFunction(ByteBuffer &out, cuda_tile::EntryOp func);

private:
  friend class OpEncoder;
  FailureOr<std::string> encodeType(Type type, Location user);
  /// Debug index of a DI scope attribute (0 if `attr` is none).
  uint64_t getDebugScope(Attribute attr);
  uint64_t writeDILoc(uint64_t scope, FileLineColLoc source);
  uint64_t internDebugAttr(const ByteBuffer &entry);

  TileIRVersion version;
  InternTable strings, types, constants, debugAttrs;
  llvm::DenseMap<Type, uint64_t> typeIndices;

public:
  /// Per function with debug info: the dbg# of the function then of each
  /// op, pre-order.
  std::vector<std::vector<uint64_t>> debugSlots;
};

} // namespace mlir::tileir::bytecode::detail

#endif // TILEIR_LIB_BYTECODE_WRITER_WRITERIMPL_H
